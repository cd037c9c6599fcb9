// SPDX-License-Identifier: GPL-3.0-or-later
#include "intro_series_solver.h"

#include "fen.h"
#include "help_solver.h"

#include <map>
#include <string>

namespace gms {

namespace {

/// A position as the play sees it: the FEN without its move counters, which no rule here reads.
std::string positionKey(const Position& pos) {
    const std::string fen = toFen(pos);
    std::size_t cut = fen.size(), fields = 0;
    for (std::size_t i = 0; i < fen.size(); ++i)
        if (fen[i] == ' ' && ++fields == 4) {
            cut = i;
            break;
        }
    return fen.substr(0, cut);
}

struct IntroWalk {
    SearchContext& ctx;
    FamilySolver& play;
    const Stipulation& main;
    bool sideStartsPlay; ///< Stipulation::introSideStartsPlay: the other side passes once more.
    Solution& sol;
    std::map<std::string, std::vector<HelpLine>> solved; ///< The play's lines from each end position.
    std::vector<Move> intro;
    bool stop = false;

    /// The play's lines from `end` (the other side to move), solved once per position.
    const std::vector<HelpLine>& linesFrom(const Position& end) {
        const std::string key = positionKey(end);
        if (auto it = solved.find(key); it != solved.end()) return it->second;
        Solution sub;
        sub.fen = toFen(end);
        sub.stipulation = main;
        sub.moves = main.moves;
        play.solve(end, main, sub);
        for (std::size_t k = 0; k < sub.iterations.size(); ++k) {
            if (k == sol.iterations.size()) {
                sol.iterations.push_back(sub.iterations[k]);
                continue;
            }
            addCounters(sol.iterations[k], countersOf(sub.iterations[k]));
            sol.iterations[k].seconds += sub.iterations[k].seconds;
        }
        addCounters(sol.treePhase, countersOf(sub.treePhase));
        sol.helpMethod = sub.helpMethod;
        if (!sub.error.empty() && sol.error.empty()) sol.error = sub.error;
        if (sub.stoppedOnShort) sol.stoppedOnShort = true;
        if (sub.hitMaxSolutions) sol.hitMaxSolutions = true;
        // hr, ser-r, phser-r: the goal moves the play's first mover must make stand as lines too
        // (r# and pser-r leave none after an intro).
        for (const AttackNode& obliged : sub.obligedMates) {
            HelpLine line;
            line.moves = {obliged.move};
            line.obliged = true;
            sub.lines.push_back(std::move(line));
        }
        return solved.emplace(key, std::move(sub.lines)).first->second;
    }

    /// Every intro of exactly `left` more moves from `pos` (the intro side to move).
    void walk(const Position& pos, int left, std::vector<HelpLine>& out) {
        MoveList moves;
        generateLegal(pos, moves, GenMode::All, nullptr);
        for (int i = 0; i < moves.size && !stop; ++i) {
            if (ctx.pollNow()) {
                stop = true;
                return;
            }
            Position next = pos;
            UndoInfo undo;
            next.makeMove(moves.moves[i], undo);
            ++ctx.counters.gen;
            intro.push_back(moves.moves[i]);
            if (left == 1) {
                // Before h#N.5 the other side passes, so that the intro's side starts the play too.
                if (sideStartsPlay) {
                    if (next.inCheck()) {
                        intro.pop_back();
                        continue;
                    }
                    UndoInfo pass;
                    next.makeNullMove(pass);
                }
                for (const HelpLine& line : linesFrom(next)) {
                    HelpLine joined = line;
                    joined.moves.insert(joined.moves.begin(), intro.begin(), intro.end());
                    if (joined.endingStart >= 0) joined.endingStart += int(intro.size());
                    joined.introLength = int(intro.size());
                    out.push_back(std::move(joined));
                }
                const int max = ctx.options().maxSolutions;
                if (sol.stoppedOnShort || !sol.error.empty() || (max > 0 && int(sol.lines.size() + out.size()) >= max))
                    stop = true;
            } else if (!next.inCheck()) { // the other side passes, which it cannot do in check
                UndoInfo pass;
                next.makeNullMove(pass);
                walk(next, left - 1, out);
            }
            intro.pop_back();
        }
    }
};

} // namespace

void IntroSeriesSolver::solve(const Position& pos, const Stipulation& stip, Solution& sol) {
    const Stipulation main = stip.mainPlay();
    IntroWalk walk{ctx_, *play_, main, stip.introSideStartsPlay(), sol, {}, {}, false};
    for (int length = 1; length <= stip.introMoves && !walk.stop; ++length) {
        ctx_.progress.phase = "intro series";
        std::vector<HelpLine> lines;
        walk.walk(pos, length, lines);
        sortLines(lines.begin(), lines.end());
        sol.lines.insert(sol.lines.end(), lines.begin(), lines.end());
    }
    const int max = ctx_.options().maxSolutions;
    if (max > 0 && int(sol.lines.size()) >= max && !ctx_.cancelled()) { // MaxSolutions counts the joined lines
        if (int(sol.lines.size()) > max || walk.stop) sol.hitMaxSolutions = true;
        sol.lines.resize(std::size_t(max));
    }
}

} // namespace gms
