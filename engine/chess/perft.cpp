// SPDX-License-Identifier: GPL-3.0-or-later
#include "perft.h"

#include "movegen.h"

namespace gms {

std::uint64_t perft(Position& pos, int depth, bool bulk) {
    if (depth <= 0) return 1;
    if (depth == 1 && bulk) return std::uint64_t(countLegal(pos)); // the last ply only counted
    MoveList list;
    generateLegal(pos, list);
    std::uint64_t nodes = 0;
    UndoInfo undo;
    for (int i = 0; i < list.size; ++i) {
        pos.makeMove(list.moves[i], undo);
        nodes += perft(pos, depth - 1, bulk);
        pos.unmakeMove(list.moves[i], undo);
    }
    return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perftDivide(Position& pos, int depth, bool bulk) {
    std::vector<std::pair<Move, std::uint64_t>> result;
    if (depth < 1) return result;
    MoveList list;
    generateLegal(pos, list);
    UndoInfo undo;
    for (int i = 0; i < list.size; ++i) {
        pos.makeMove(list.moves[i], undo);
        result.emplace_back(list.moves[i], perft(pos, depth - 1, bulk));
        pos.unmakeMove(list.moves[i], undo);
    }
    return result;
}

} // namespace gms
