// SPDX-License-Identifier: GPL-3.0-or-later
/// @file cmd_perft.cpp  gms-cli perft [--fen FEN] [--depth D] [--divide] [--no-asm] [--json]
#include "command.h"

#include "fen.h"
#include "hotpath.h"
#include "notation.h"
#include "perft.h"

#include <chrono>
#include <cstdio>
#include <iostream>
#include <sstream>

namespace gms::cli {
namespace {

constexpr const char* StartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

int cmdPerft(const std::vector<std::string>& rawArgs) {
    std::vector<std::string> args = rawArgs;
    takeNoAsm(args);
    ArgReader reader(args);
    std::string fen = StartFen;
    int depth = 5;
    reader.value("--fen", fen);
    reader.intValue("--depth", depth, 0, 12);
    bool divide = reader.flag("--divide");
    bool json = reader.flag("--json");
    bool noBulk = reader.flag("--no-bulk");         // make every leaf move: the rate a searcher's GEN/s compares with
    bool noValidate = reader.flag("--no-validate"); // positions solve would refuse (at the user's risk)
    auto rest = reader.positionals();
    if (!reader.ok()) return badInput(reader.error());
    if (!rest.empty()) return badInput("unexpected argument '" + rest[0] + "'");

    Position pos;
    FenError error;
    if (!parseFen(fen, pos, error)) return badInput(error.toString());
    // The same checks as solve; --no-validate keeps only what move generation needs.
    if (hot::popcountPortable(pos.pieces(White, King)) != 1 || hot::popcountPortable(pos.pieces(Black, King)) != 1)
        return badInput("illegal position: each side needs exactly one king for perft");
    if (!noValidate) {
        if (std::string why = validatePosition(pos); !why.empty())
            return badInput("illegal position: " + why + " (--no-validate counts it anyway)");
    }
    if (pos.isAttacked(pos.kingSquare(~pos.sideToMove()), pos.sideToMove()))
        return badInput("illegal position: the side not to move is in check");

    auto start = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    std::vector<std::pair<Move, std::uint64_t>> parts;
    if (divide) {
        parts = perftDivide(pos, depth, !noBulk);
        for (auto& p : parts) nodes += p.second;
        if (depth == 0) nodes = 1;
    } else {
        nodes = perft(pos, depth, !noBulk);
    }
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    double nps = seconds > 0 ? double(nodes) / seconds : 0.0;

    char buf[64];
    if (json) {
        std::ostringstream out;
        std::snprintf(buf, sizeof buf, "%.6f", seconds);
        out << "{\"nodes\":" << nodes << ",\"seconds\":" << buf << ",\"nps\":" << std::uint64_t(nps);
        if (divide) {
            out << ",\"divide\":{";
            for (std::size_t i = 0; i < parts.size(); ++i)
                out << (i ? "," : "") << jsonString(toUci(parts[i].first)) << ":" << parts[i].second;
            out << "}";
        }
        out << "}\n";
        std::cout << out.str();
    } else {
        for (auto& p : parts) std::cout << toUci(p.first) << ": " << p.second << "\n";
        std::snprintf(buf, sizeof buf, "%.3f", seconds);
        std::cout << "nodes " << nodes << "\nseconds " << buf << "\nnps " << std::uint64_t(nps) << "\n";
    }
    return ExitOk;
}

const Registration registration{
    "perft", "perft [--fen FEN] [--depth D] [--divide] [--no-bulk] [--no-validate] [--no-asm] [--json]", cmdPerft};

} // namespace
} // namespace gms::cli
