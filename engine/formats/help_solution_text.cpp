// SPDX-License-Identifier: GPL-3.0-or-later
#include "help_solution_text.h"

#include "notation.h"
#include "search_context.h"
#include "unwritten_pass.h"

#include <cstdio>

namespace gms {

namespace {

/// The move checks; a king stepping next to the other king counts (the self-checks of !#).
bool givesCheckEvenByKing(const Position& pos, Move m) {
    if (pos.givesCheck(m)) return true;
    if (typeOf(pos.pieceOn(m.from())) != King) return false;
    const Square other = pos.kingSquare(~pos.sideToMove());
    return other != NoSquare && (kingAttacks(m.to()) & squareBB(other));
}

} // namespace

std::string goalMoveText(const Position& pos, Move m, Stipulation::GoalType goal) {
    using T = Stipulation::GoalType;
    std::string s = toPopeye(pos, m, false);
    // Popeye writes the goal's marker after the move that reaches it, preceded by " +" for a
    // check unless the marker says it all (mate, check, the stalemates).
    const bool markerPreemptsCheck = goal == T::Mate || goal == T::Check || goal == T::DoubleMate ||
                                     goal == T::CounterMate || goal == T::MateOrStalemate || goal == T::Stalemate ||
                                     goal == T::DoubleStalemate || goal == T::AutoStalemate;
    if (!markerPreemptsCheck && givesCheckEvenByKing(pos, m)) s += " +";
    // Popeye has no marker for e.p., castling, "any move", circuit, exchange and kiss.
    const bool unmarked = goal == T::EnPassant || goal == T::Castling || goal == T::AnyMove || goal == T::Circuit ||
                          goal == T::Exchange || goal == T::Kiss;
    if (!unmarked) s += " " + Stipulation::goalSymbol(goal);
    return s;
}

std::vector<int> introLineNumbers(const Position& root, const Stipulation& stip, const HelpLine& line) {
    Position pos = root;
    std::vector<UndoInfo> undos(line.moves.size() * 2 + 1);
    std::size_t u = 0;
    Color numbered = pos.sideToMove();
    int number = 1;
    std::vector<int> numbers;
    for (std::size_t j = 0; j < line.moves.size(); ++j) {
        const Move m = line.moves[j];
        if (makeUnwrittenPass(pos, m, undos[u])) ++u;
        if (int(j) == line.introLength && stip.mainPlay().introRestartsNumbering()) {
            numbered = pos.sideToMove();
            number = 1;
        }
        numbers.push_back(pos.sideToMove() == numbered ? number++ : 0);
        pos.makeMove(m, undos[u++]);
    }
    return numbers;
}

namespace {

/// Popeye's "%3d." after the blank that follows a move ("9.d5-d4  10.d4-d3"); the first of a
/// line has the line's own indent before it.
std::string moveNumberText(int number, bool first) {
    if (first) return std::to_string(number) + ".";
    char buf[24];
    std::snprintf(buf, sizeof buf, " %3d.", number);
    return buf;
}

/// m->: Popeye's line writer as it is: "%3u." before a numbered move, a blank after each
/// move, passes not written.
std::string introLineText(const Position& root, const Stipulation& stip, const HelpLine& line) {
    const Stipulation play = stip.mainPlay();
    const std::vector<int> numbers = introLineNumbers(root, stip, line);
    Position pos = root;
    std::vector<UndoInfo> undos(line.moves.size() * 2 + 1);
    std::size_t u = 0;
    Color playFirstMover = pos.sideToMove();
    std::string s;
    for (std::size_t j = 0; j < line.moves.size(); ++j) {
        const Move m = line.moves[j];
        if (makeUnwrittenPass(pos, m, undos[u])) ++u;
        if (int(j) == line.introLength) playFirstMover = pos.sideToMove();
        if (numbers[j] > 0) {
            char buf[16];
            std::snprintf(buf, sizeof buf, "%3d.", numbers[j]);
            s += buf;
        }
        if (j + 1 < line.moves.size()) {
            s += toPopeyeNoGoal(pos, m);
        } else {
            // reci-h: the play's side to move at its ending (N.5: the other one) ends directly.
            const Color endingSide = play.halfMove ? Color(playFirstMover ^ 1) : playFirstMover;
            const bool directEnding = play.isReciprocal() && pos.sideToMove() == endingSide;
            s += goalMoveText(pos, m, directEnding ? play.directGoal() : play.goal);
        }
        s += ' ';
        pos.makeMove(m, undos[u++]);
    }
    if (line.obliged) s += "?!?"; // the play's goal move its side had to make
    const std::size_t first = s.find_first_not_of(' '), last = s.find_last_not_of(' ');
    return first == std::string::npos ? std::string() : s.substr(first, last - first + 1);
}

} // namespace

std::string helpLineText(const Position& root, const Stipulation& stip, const HelpLine& line, bool setPlay) {
    if (line.introLength > 0 && !setPlay) return introLineText(root, stip, line);
    Position pos = root;
    std::string s;
    std::vector<UndoInfo> undos(line.moves.size() * 2 + 1);
    std::size_t u = 0;
    if (setPlay) pos.makeNullMove(undos[u++]); // the diagram's side passes
    const std::size_t n = line.moves.size();
    const Color firstMover = pos.sideToMove();
    const Color startingSide = root.sideToMove(); // the diagram's side, also when it passes in set play
    // reci-h: the side to move at the ending (N.5: the side not starting) ends a line directly
    // with its own move (the bracketed goal of reci-h(=)#); a line ending with the other
    // side's move is the help ending.
    const Color endingSide = stip.halfMove ? Color(firstMover ^ 1) : firstMover;
    auto moveText = [&](std::size_t j) {
        // '/': a hidden ending follows the last move, which reaches no goal itself.
        if (j + 1 != n || stip.endingHidden) return toPopeyeNoGoal(pos, line.moves[j]);
        const bool directEnding = stip.isReciprocal() && pos.sideToMove() == endingSide;
        if (stip.startingSideGoal) // a goal for each side: the mover's ("4h[=]h[#]")
            return goalMoveText(pos, line.moves[j],
                                pos.sideToMove() == startingSide ? *stip.startingSideGoal : stip.goal);
        return goalMoveText(pos, line.moves[j], directEnding ? stip.directGoal() : stip.goal);
    };
    if (stip.isSeries() && !setPlay) {
        // The series side's moves are numbered on ("1.", "2.", ...), the other side's move after
        // the series follows unnumbered, and the other side passes between two series moves:
        // ser-h "1.Kh8-h7   2.Kh7-h6 Ra1-h1 #", ser-hs "1.Qg5-c1   2.Qc1-g5 Qd4-g1 +   3.Qg5*g1 #".
        int number = 0;
        for (std::size_t j = 0; j < n; ++j) {
            const Move m = line.moves[j];
            if (pos.sideToMove() == firstMover)
                s += moveNumberText(++number, j == 0);
            else
                s += " ";
            s += moveText(j);
            pos.makeMove(m, undos[u++]);
            if (j + 1 < n && makeUnwrittenPass(pos, line.moves[j + 1], undos[u])) ++u; // the other side waits
        }
        return s;
    }
    if (stip.isSeries()) { // set play of ser-h: the other side's goal moves
        for (std::size_t j = 0; j < n; ++j) {
            s += "1..." + moveText(j);
            pos.makeMove(line.moves[j], undos[u++]);
        }
        return s;
    }
    // Half moves are numbered from the stipulation's start: h#N.5 and hs#N.5 start with the
    // other side's "1...", and in set play the diagram's side has passed one half move earlier.
    // A structured stipulation (sstipulation) numbers from its first mover's "1." (Popeye 4.104),
    // or from "1..." when its '-' lets the side start that its side word does not name.
    const bool fromOtherSide = (stip.halfMove && !stip.structured()) || stip.numberedFromOtherSide;
    const int offset = (fromOtherSide ? 1 : 0) + (setPlay ? 1 : 0);
    if (offset == 2) s = "1...  ...  ";
    for (std::size_t j = 0; j < n; ++j) {
        const Move m = line.moves[j];
        // Help-direct "h[3a[G]d]h": the attacker's ending is numbered from "1." again.
        const int i = line.endingStart >= 0 && int(j) >= line.endingStart ? int(j) - line.endingStart : offset + int(j);
        const std::string number = std::to_string(i / 2 + 1);
        if (i % 2 == 0)
            s += moveNumberText(i / 2 + 1, j == 0);
        else
            s += j ? " " : number + "...";
        if (m == Move::none()) { // Popeye's NullMoves: a pass, " ..." in its place
            s += " ...";
            pos.makeNullMove(undos[u++]);
            continue;
        }
        s += moveText(j);
        pos.makeMove(m, undos[u++]);
    }
    return s;
}

std::string formatHelpSolutionText(const Position& root, const Solution& solution, const TextOptions& options) {
    if (!solution.error.empty() && !isStoppedError(solution.error)) return "error: " + solution.error + "\n";
    std::string out;
    if (solution.hasSetPlay) {
        for (const HelpLine& line : solution.setLines)
            out += "  " + helpLineText(root, solution.stipulation, line, true) + "\n";
        out += "\n";
    }
    // hr: the attacker's goal moves in the diagram, which it must make (so nothing solves).
    for (const AttackNode& obliged : solution.obligedMates)
        out += "  1." + goalMoveText(root, obliged.move, solution.stipulation.goal) + " ?!?\n";
    for (const HelpLine& line : solution.lines)
        out += "  " + helpLineText(root, solution.stipulation, line, false) + "\n";
    out += "\n";
    if (!solution.complete) out += "   (solving stopped: the list above is incomplete)\n\n";
    if (options.statistics) {
        std::string table = formatStatisticsTable(solution);
        // The table's extra row holds the set play here, not a tree phase.
        if (auto at = table.find("\n tree "); at != std::string::npos) table.replace(at, 7, "\n  set ");
        out += table;
        if (solution.helpMethod != HelpMethod::Auto) {
            out += std::string("help method: ") + helpMethodName(solution.helpMethod);
            if (solution.total.targetsEnumerated) // lengths searched by mate pictures (or final king squares)
                out += ", targets " + std::to_string(solution.total.targetsEnumerated) + " enumerated, " +
                       std::to_string(solution.total.targetsSearched) + " searched, " +
                       std::to_string(solution.total.targetsProved) + " proved";
            out += "\n";
        }
    }
    return out;
}

std::string helpVerdictText(const Solution& solution) {
    if (!solution.error.empty() && !isStoppedError(solution.error)) return "error: " + solution.error;
    if (!solution.complete) return solution.error.empty() ? "stopped" : solution.error;
    std::size_t shortLines = 0;
    for (const HelpLine& line : solution.lines) shortLines += line.isShort ? 1 : 0;
    const std::size_t full = solution.lines.size() - shortLines;
    std::string v;
    if (solution.lines.empty())
        v = "no solution";
    else
        v = std::to_string(full) + (full == 1 ? " solution" : " solutions");
    if (shortLines) v += ", " + std::to_string(shortLines) + " short";
    if (solution.hasSetPlay)
        v += "; set play: " + std::to_string(solution.setLines.size()) +
             (solution.setLines.size() == 1 ? " line" : " lines");
    if (solution.hitMaxSolutions) v += " (MaxSolutions reached)";
    if (solution.stoppedOnShort) v += " (StopOnShortSolutions: the full length not searched)";
    return v;
}

} // namespace gms
