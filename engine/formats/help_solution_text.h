// SPDX-License-Identifier: GPL-3.0-or-later
/// @file help_solution_text.h  Help and series play (h#, h=N.5, ser-h#, ser-#, ...) as Popeye prints it, and its verdict.
#pragma once

#include "position.h"
#include "solution.h"
#include "solution_text.h"
#include "stipulation.h"

#include <string>

namespace gms {

/// One line in Popeye's form, from `root` (the diagram): "1.Kd5-e6 Sb1-c3   2.Ke6-f5 Qd1-d3 #";
/// h#N.5 starts "1...Bg3-b8 +   2.Ka7-a8 ..."; ser-h# "1.Kh8-h7   2.Kh7-h6 Ra1-h1 #". Set play
/// (the other side passes first): h#N "1...Qh3-h1   2.f6-f5 Qh1-h4 #", h#N.5
/// "1...  ...  2.f6-f5 Qh3-h4 #", ser-h# "1...Re1-e8 #".
/// The move `m` from `pos` that reaches `goal`, as Popeye ends a line with it: "Qb1-b6 =",
/// "Qd1*d7 + x", "Rh1-h8 #", "e5*d6 ep.", "0-0 +".
std::string goalMoveText(const Position& pos, Move m, Stipulation::GoalType goal);
/// m->: "1.Ba2-c4   2.Ra1-a8   1.Bd8-g5 + h4*g5 ...", the play numbered from "1." again.
std::string helpLineText(const Position& root, const Stipulation& stip, const HelpLine& line, bool setPlay);
/// m->: Popeye's move numbers of a line with an intro (line.introLength > 0), one per move, 0
/// for a move written without one. The side that moves first is numbered, the other side's
/// moves are not; after the intro the numbering starts again from the play's first mover
/// where the play has a loop of its own (Stipulation::introRestartsNumbering).
std::vector<int> introLineNumbers(const Position& root, const Stipulation& stip, const HelpLine& line);
/// The set play lines (when asked) and a blank line, every solution line (short ones first),
/// a blank line, then the statistics table (a row per length searched, "set" for set play).
std::string formatHelpSolutionText(const Position& root, const Solution& solution, const TextOptions& options = {});
/// "3 solutions", "2 solutions, 1 short", "no solution", with "; set play: 4 lines" and
/// " (MaxSolutions reached)" when they apply; "stopped" when cancelled.
std::string helpVerdictText(const Solution& solution);

} // namespace gms
