// SPDX-License-Identifier: GPL-3.0-or-later
/// @file solver_invariants.h  What must hold for ANY answer of the solver, checked
/// without trusting it. Shared by the libFuzzer target fuzz_solver and by
/// test_solver_invariants (which runs the seed corpus with any compiler).
///
/// The input bytes become a legal position (two kings and up to seven men on
/// squares the bytes choose) and a stipulation (#1, #2, #3, h#1, h#2). The
/// solver answers it; then, with nothing but the rules (legal move generation,
/// itself checked by perft against Stockfish's counts) and a plain minimax written
/// here:
///  - every key replays legally and forces mate in its stated number of moves,
///    not in fewer; every move of its tree (threats, defences, replies) is legal
///    where it is played and every line ends in checkmate; every reply mates in
///    time against its defence;
///  - every try is no key, and its refutations are legal and stop the mate;
///  - when the brute force fits its budget (#1, #2 and small #3): the keys are
///    exactly the first moves that force mate;
///  - help play (h#), once the solver supports it (no error): every line
///    replays legally and ends in mate of the side that started; for h#1 the
///    lines are exactly every legal mating pair;
///  - a stopped solve (node limit) only claims what it proved;
///  - a complete answer is the same with the transposition table off and on and
///    with one or two threads (keys with their lengths and trees; help lines), and
///    help play's lines the same with the intelligent (default) and full-width methods.
#pragma once

#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "search_context.h"
#include "solution_text.h"
#include "solver.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gms::fuzz {

namespace detail {

inline bool isMate(const Position& pos) {
    MoveList list;
    generateLegal(pos, list);
    return list.size == 0 && pos.inCheck();
}

/// Plain minimax with a node budget: nothing of the solver is used.
class BruteForce {
public:
    explicit BruteForce(std::uint64_t budget) : budget_(budget) {}
    bool exhausted() const { return nodes_ > budget_; }

    /// The side to move forces mate in at most n moves.
    bool mates(Position& pos, int n) {
        if (n <= 0 || exhausted()) return false;
        MoveList list;
        generateLegal(pos, list);
        for (int i = 0; i < list.size; ++i) {
            if (forcesAfter(pos, list.moves[i], n)) return true;
            if (exhausted()) return false;
        }
        return false;
    }
    /// After the attacker's move m, mate follows in at most n moves in all (m included).
    bool forcesAfter(Position& pos, Move m, int n) {
        ++nodes_;
        UndoInfo u;
        pos.makeMove(m, u);
        bool result = isMate(pos) || (n > 1 && defenderLoses(pos, n - 1));
        pos.unmakeMove(m, u);
        return result;
    }
    /// The defender (to move, not mated) cannot escape mate in n.
    bool defenderLoses(Position& pos, int n) {
        MoveList list;
        generateLegal(pos, list);
        if (list.size == 0) return false; // stalemate
        for (int i = 0; i < list.size; ++i) {
            ++nodes_;
            UndoInfo u;
            pos.makeMove(list.moves[i], u);
            bool lost = mates(pos, n);
            pos.unmakeMove(list.moves[i], u);
            if (!lost || exhausted()) return false;
        }
        return true;
    }

private:
    std::uint64_t budget_;
    std::uint64_t nodes_ = 0;
};

/// Reads bytes one at a time; 0 once they run out.
struct ByteReader {
    const std::uint8_t* data;
    std::size_t size;
    std::size_t at = 0;
    unsigned next() { return at < size ? data[at++] : 0u; }
};

struct Checker {
    BruteForce& brute;
    std::string broken;

    bool fail(const std::string& what) {
        if (broken.empty()) broken = what;
        return false;
    }

    /// An attacker's node at `pos` (attacker to move): legal, mates as stated, and so on down.
    bool attack(Position& pos, const AttackNode& node, int maxMateIn, const std::string& path) {
        std::string here = path + " " + toUci(node.move);
        if (!isLegalMove(pos, node.move)) return fail("illegal attacker move at" + here);
        if (node.mateIn < 1 || node.mateIn > maxMateIn)
            return fail("mate_in " + std::to_string(node.mateIn) + " out of 1.." + std::to_string(maxMateIn) + " at" +
                        here);
        UndoInfo u;
        pos.makeMove(node.move, u);
        bool ok = true;
        if (node.mateIn == 1) {
            if (!isMate(pos)) ok = fail("line does not end in mate at" + here);
        } else {
            for (const DefenceNode& d : node.defences) ok = ok && defence(pos, d, node.mateIn - 1, here);
            if (ok && !pos.inCheck()) {
                UndoInfo nu;
                pos.makeNullMove(nu);
                for (const AttackNode& t : node.threats) ok = ok && attack(pos, t, node.mateIn - 1, here + " (threat)");
                pos.unmakeNullMove(nu);
            }
        }
        pos.unmakeMove(node.move, u);
        return ok;
    }

    /// A defence at `pos` (defender to move): legal, and every reply mates within `n`.
    bool defence(Position& pos, const DefenceNode& d, int n, const std::string& path) {
        std::string here = path + " " + toUci(d.move);
        if (!isLegalMove(pos, d.move)) return fail("illegal defence at" + here);
        if (d.replies.empty()) return fail("a defence without a mating reply at" + here);
        UndoInfo u;
        pos.makeMove(d.move, u);
        bool ok = true;
        for (const AttackNode& r : d.replies) ok = ok && attack(pos, r, n, here);
        pos.unmakeMove(d.move, u);
        return ok;
    }

    void battle(Position& pos, const Solution& sol, int n) {
        std::vector<Move> keys;
        for (const AttackNode& k : sol.keys) {
            keys.push_back(k.move);
            if (!attack(pos, k, n, "")) return;
            // Forces mate in exactly k.mateIn (the minimax agrees), not fewer.
            if (!brute.forcesAfter(pos, k.move, k.mateIn) && !brute.exhausted())
                return void(fail("key " + toUci(k.move) + " does not force mate in " + std::to_string(k.mateIn)));
            if (k.mateIn > 1 && brute.forcesAfter(pos, k.move, k.mateIn - 1) && !brute.exhausted())
                return void(fail("key " + toUci(k.move) + " already mates in " + std::to_string(k.mateIn - 1)));
        }
        for (const AttackNode& t : sol.tries) {
            for (Move k : keys)
                if (k == t.move) return void(fail("try " + toUci(t.move) + " is also a key"));
            if (!isLegalMove(pos, t.move)) return void(fail("illegal try " + toUci(t.move)));
            if (t.refutations.empty()) return void(fail("try " + toUci(t.move) + " without refutation"));
            UndoInfo u;
            pos.makeMove(t.move, u);
            for (const DefenceNode& r : t.refutations) {
                if (!isLegalMove(pos, r.move)) {
                    pos.unmakeMove(t.move, u);
                    return void(fail("illegal refutation " + toUci(r.move) + " of try " + toUci(t.move)));
                }
                UndoInfo ru;
                pos.makeMove(r.move, ru);
                bool mated = brute.mates(pos, n - 1);
                pos.unmakeMove(r.move, ru);
                if (mated && !brute.exhausted()) {
                    pos.unmakeMove(t.move, u);
                    return void(fail("refutation " + toUci(r.move) + " of try " + toUci(t.move) + " allows mate"));
                }
            }
            pos.unmakeMove(t.move, u);
        }
        if (!sol.complete) return; // a stopped solve claims only what it listed
        // Completeness: every first move that forces mate in n is a key.
        MoveList list;
        generateLegal(pos, list);
        for (int i = 0; i < list.size; ++i) {
            bool isKey = false;
            for (Move k : keys) isKey = isKey || k == list.moves[i];
            bool forces = brute.forcesAfter(pos, list.moves[i], n);
            if (brute.exhausted()) return; // too big to check by brute force
            if (forces != isKey)
                return void(fail(toUci(list.moves[i]) + (forces ? " forces mate but is not reported as a key"
                                                                : " is reported as a key but does not force mate")));
        }
    }

    void help(Position& pos, const Solution& sol, const Stipulation& stip) {
        const Color starter = pos.sideToMove();
        for (const HelpLine& line : sol.lines) {
            std::vector<UndoInfo> undos(line.moves.size());
            std::size_t made = 0;
            std::string path;
            bool ok = true;
            for (; made < line.moves.size(); ++made) {
                path += " " + toUci(line.moves[made]);
                if (!isLegalMove(pos, line.moves[made])) {
                    ok = fail("illegal move in help line" + path);
                    break;
                }
                pos.makeMove(line.moves[made], undos[made]);
            }
            if (ok && !isMate(pos)) ok = fail("help line does not end in mate:" + path);
            if (ok && pos.sideToMove() != starter) ok = fail("help line mates the wrong side:" + path);
            if (ok && !line.isShort && int(line.moves.size()) != stip.plies())
                ok = fail("help line of " + std::to_string(line.moves.size()) + " half moves for " + stip.toString());
            while (made > 0) {
                --made;
                pos.unmakeMove(line.moves[made], undos[made]);
            }
            if (!ok) return;
        }
        if (!sol.complete || stip.moves != 1 || stip.halfMove || stip.kind != Stipulation::Kind::HelpMate) return;
        // h#1: every pair (starter's move, mating reply) is a line, and only those.
        std::size_t pairs = 0;
        MoveList first;
        generateLegal(pos, first);
        for (int i = 0; i < first.size; ++i) {
            UndoInfo u;
            pos.makeMove(first.moves[i], u);
            MoveList second;
            generateLegal(pos, second);
            for (int j = 0; j < second.size; ++j) {
                UndoInfo v;
                pos.makeMove(second.moves[j], v);
                if (isMate(pos)) ++pairs;
                pos.unmakeMove(second.moves[j], v);
            }
            pos.unmakeMove(first.moves[i], u);
        }
        std::size_t full = 0;
        for (const HelpLine& l : sol.lines) full += l.isShort ? 0 : 1;
        if (full != pairs)
            fail("h#1: " + std::to_string(full) + " lines reported, the rules give " + std::to_string(pairs));
    }
};

} // namespace detail

/// The position and stipulation the bytes describe; false when they give no legal position.
inline bool positionFromBytes(const std::uint8_t* data, std::size_t size, std::string& fen, Stipulation& stip) {
    detail::ByteReader in{data, size};
    static const Stipulation choices[] = {{Stipulation::Kind::DirectMate, 1}, {Stipulation::Kind::DirectMate, 2},
                                          {Stipulation::Kind::DirectMate, 2}, {Stipulation::Kind::DirectMate, 3},
                                          {Stipulation::Kind::HelpMate, 1},   {Stipulation::Kind::HelpMate, 2}};
    stip = choices[in.next() % 6];
    const bool whiteToMove = (in.next() & 1) == 0;
    char board[64] = {};
    int wk = int(in.next() % 64), bk = int(in.next() % 64);
    board[wk] = 'K';
    board[bk] = 'k';
    const char letters[] = "PNBRQpnbrq";
    unsigned men = in.next() % 8;
    for (unsigned k = 0; k < men; ++k) {
        char piece = letters[in.next() % 10];
        int square = int(in.next() % 64);
        if (board[square]) continue;
        board[square] = piece;
    }
    fen.clear();
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            char c = board[rank * 8 + file];
            if (!c) {
                ++empty;
                continue;
            }
            if (empty) fen += char('0' + empty);
            empty = 0;
            fen += c;
        }
        if (empty) fen += char('0' + empty);
        if (rank) fen += '/';
    }
    fen += whiteToMove ? " w - - 0 1" : " b - - 0 1";
    Position pos;
    std::string message;
    return loadProblemPosition(fen, pos, message); // illegal (adjacent kings, pawn on rank 1, ...): no problem
}

/// Checks a solver's answer `sol` to `stip` in `pos` by the rules: "" when every property holds.
inline std::string checkAnswer(const Position& start, const Stipulation& stip, const Solution& sol) {
    Position pos = start;
    detail::BruteForce brute(200000);
    detail::Checker check{brute, {}};
    if (stip.isBattle())
        check.battle(pos, sol, stip.moves);
    else
        check.help(pos, sol, stip);
    if (toFen(pos) != toFen(start)) return "the checker changed the position";
    return check.broken;
}

/// The answer as the user reads it (no statistics): keys, trees, tries or help lines.
inline std::string answerText(const Position& pos, const Solution& sol) {
    TextOptions text;
    text.statistics = false;
    return formatSolutionText(pos, sol, text);
}

/// Solves what the bytes describe and checks every property above: "" when all hold.
inline std::string checkSolverOnBytes(const std::uint8_t* data, std::size_t size) {
    std::string fen;
    Stipulation stip;
    if (!positionFromBytes(data, size, fen, stip)) return {};
    Position pos;
    std::string message;
    loadProblemPosition(fen, pos, message);
    SolverOptions options;
    options.maxRefutations = stip.isBattle() ? 1 : 0;
    options.maxNodes = 200000; // keeps every input fast; a stopped solve is checked too
    Solution sol = Solver(options).solve(pos, stip);
    const std::string where = " in '" + fen + "' " + stip.toString();
    if (!sol.error.empty()) {
        if (isStoppedError(sol.error)) {
            if (sol.complete) return "a stopped solve says it is complete" + where;
        } else if (stip.isBattle()) {
            return "the solver failed on a legal position: " + sol.error + where;
        } else {
            return {}; // help play not supported yet: nothing claimed, nothing to check
        }
    }
    std::string broken = checkAnswer(pos, stip, sol);
    if (!broken.empty()) return broken + where;
    if (!sol.complete) return {};
    // The speed features change no answer: the table off and on, one and two threads.
    const std::string reference = answerText(pos, sol);
    for (int config = 0; config < 3; ++config) {
        SolverOptions o = options;
        o.maxNodes = 0; // the first solve finished within the budget; so do these
        o.hashMegabytes = config == 0 ? 0 : 1;
        o.threads = config == 2 ? 2 : 1;
        const Solution other = Solver(o).solve(pos, stip);
        if (answerText(pos, other) != reference)
            return "the answer changes with the table " + std::string(o.hashMegabytes ? "on" : "off") + " and " +
                   std::to_string(o.threads) + " thread(s):\n" + reference + "---\n" + answerText(pos, other) + where;
    }
    // Help play: the goal-directed search (the default) finds exactly the full-width lines.
    if (stip.isHelp()) {
        SolverOptions o = options;
        o.maxNodes = 0;
        o.helpMethod = HelpMethod::FullWidth;
        const Solution fullWidth = Solver(o).solve(pos, stip);
        if (answerText(pos, fullWidth) != reference)
            return "the intelligent help lines differ from the full-width ones:\n" + reference + "---\n" +
                   answerText(pos, fullWidth) + where;
    }
    return {};
}

} // namespace gms::fuzz
