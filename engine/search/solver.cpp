// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver.h"

#include "family_solver.h"
#include "fen.h"
#include "goals/goal_parameter.h"
#include "popeye_move_order.h"

#include <algorithm>

namespace gms {

namespace {

/// Popeye's Duplex: the same position with the other side to move (an e.p. square belongs to
/// the first side's move, so it goes).
std::string withOtherSideToMove(const std::string& fen) {
    std::vector<std::string> fields;
    std::size_t start = 0;
    while (start <= fen.size()) {
        const std::size_t end = fen.find(' ', start);
        fields.push_back(fen.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos) break;
        start = end + 1;
    }
    if (fields.size() > 1) fields[1] = fields[1] == "w" ? "b" : "w";
    if (fields.size() > 3) fields[3] = "-";
    std::string out;
    for (std::size_t k = 0; k < fields.size(); ++k) out += (k ? " " : "") + fields[k];
    return out;
}

/// What a table's entries depend on besides the position: the stipulation (with its goal's square)
/// and the options that change what a position is worth. Never 0.
std::uint64_t tableContentTag(const Stipulation& stip, const SolverOptions& options) {
    const std::string text =
        stip.toString() + "|threat " + std::to_string(options.maxThreatLength) + "|flights " +
        std::to_string(options.maxFlights) + "|non-trivial " + std::to_string(options.nonTrivialMax) + " " +
        std::to_string(options.nonTrivialLength) + "|quodlibet " + (options.quodlibet ? "1" : "0") + "|goal is end " +
        (options.goalIsEnd ? "1" : "0") + "|castling exclusions " + std::to_string(options.castlingExclusions);
    std::uint64_t h = 0xcbf29ce484222325ull; // FNV-1a
    for (unsigned char c : text) h = (h ^ c) * 0x100000001b3ull;
    return h | 1;
}

} // namespace

Solution Solver::solve(const Position& start, int n) {
    Stipulation stip;
    stip.kind = Stipulation::Kind::DirectMate;
    stip.moves = n;
    return solve(start, stip);
}

SolverOptions Solver::withProblemHints(SolverOptions base, const SolvingHints& hints, bool triesFromHints) {
    if (hints.setPlay) base.setPlay = true;
    if (hints.noThreat) base.noThreat = true;
    if (hints.noShortVariations) base.noShortVariations = true;
    if (hints.matesIn1) base.matesIn1 = true;
    if (hints.postKeyPlay) base.postKeyPlay = true;
    if (hints.postKeyOwnNumbers) base.postKeyOwnNumbers = true;
    if (hints.startMoveNumber > 0 && base.startMoveNumber == 0) base.startMoveNumber = hints.startMoveNumber;
    if (hints.quodlibet) base.quodlibet = true;
    if (hints.stopOnShortSolutions) base.stopOnShortSolutions = true;
    if (hints.goalIsEnd) base.goalIsEnd = true;
    if (hints.keepMatingPiece) base.keepMatingPiece = true;
    if (hints.nullMoves) base.nullMoves = true;
    if (hints.castlingExclusions) base.castlingExclusions = hints.castlingExclusions;
    base.kinglessSides |= hints.kinglessSides;
    if (hints.maxSolutions > 0 && base.maxSolutions == 0)
        base.maxSolutions = hints.maxSolutions;                                           // the command line wins
    if (hints.maxSeconds > 0 && base.maxSeconds == 0) base.maxSeconds = hints.maxSeconds; // the command line wins
    if (hints.maxThreatLength > 0 && base.maxThreatLength == 0) base.maxThreatLength = hints.maxThreatLength;
    if (hints.maxFlights >= 0 && base.maxFlights < 0) base.maxFlights = hints.maxFlights;
    if (hints.nonTrivialMax >= 0 && base.nonTrivialMax < 0) {
        base.nonTrivialMax = hints.nonTrivialMax;
        base.nonTrivialLength = hints.nonTrivialLength;
    }
    if (triesFromHints && hints.tries) base.maxRefutations = std::max(1, hints.defence);
    return base;
}

namespace {

/// Popeye's '&' (Problem::andParts): when a part has no solution, no part shows one.
void showPartsOnlyWhenEverySolves(std::vector<Solution>& parts) {
    std::size_t failed = 0;
    for (std::size_t k = 0; k < parts.size(); ++k) {
        if (!parts[k].complete || !parts[k].error.empty()) return; // stopped or refused: said so
        if (!failed && !parts[k].hasSolution()) failed = k + 1;
    }
    if (!failed) return;
    for (Solution& s : parts) {
        s.andFailedPart = int(failed);
        s.clearPlay();
    }
}

} // namespace

std::vector<Solution> Solver::solveProblem(const Problem& problem) {
    std::vector<Solution> out;
    std::vector<TwinInstance> twins;
    std::string error;
    auto failed = [&](const std::string& fen, const Stipulation& stip, const std::string& why) {
        Solution sol;
        sol.fen = fen;
        sol.stipulation = stip;
        sol.moves = stip.moves;
        sol.error = why;
        return std::vector<Solution>{sol};
    };
    if (!expandTwins(problem, twins, error)) return failed(problem.fen, problem.stipulation, error);
    for (const TwinInstance& twin : twins) {
        Position pos;
        std::string why;
        if (!loadProblemPosition(twin.fen, pos, why, options_.kinglessSides))
            return failed(twin.fen, twin.stipulation, (twin.label.empty() ? "" : "twin " + twin.label + "): ") + why);
        Solution sol = solve(pos, twin.stipulation);
        sol.twinLabel = twin.label;
        sol.twinDescription = twin.heading();
        bool stopped = !sol.complete && isStoppedError(sol.error);
        out.push_back(std::move(sol));
        if (stopped) break; // a stop ends the problem: the later twins are not started
        if (problem.hints.duplex) {
            Solution other = solveOtherHalf(withOtherSideToMove(twin.fen), twin.stipulation);
            other.twinLabel = twin.label;
            other.twinDescription = twin.heading();
            stopped = !other.complete && isStoppedError(other.error);
            out.push_back(std::move(other));
            if (stopped) break;
        }
    }
    if (!problem.andParts.empty()) showPartsOnlyWhenEverySolves(out);
    return out;
}

Solution Solver::solveOtherHalf(const std::string& fen, const Stipulation& stip) {
    Position pos;
    std::string why;
    if (!loadProblemPosition(fen, pos, why, options_.kinglessSides)) {
        // Popeye solves nothing in a half whose position is illegal and goes on.
        Solution sol;
        sol.fen = fen;
        sol.stipulation = stip;
        sol.moves = stip.moves;
        sol.duplexHalf = true;
        sol.complete = true;
        sol.duplexIllegal = why;
        return sol;
    }
    Solution sol = solve(pos, stip);
    sol.duplexHalf = true;
    return sol;
}

Solution Solver::solve(const Position& start, const Stipulation& stip) {
    // Zxy's square ..., for the goal test on this thread
    GoalParameters parameters(stip, options_.goalIsEnd);
    parameters.cancel = hooks_.cancel; // the attacker's ending of help-direct play searches
    parameters.endingCache = options_.hashMegabytes != 0;
    parameters.startingSide = start.sideToMove(); // "4h[=]h[#]": each side's goal is its own
    GoalParameter::Scope goalParameters{parameters};
    // NonTrivial's allowance follows the path: the table keys it with the position (prover.h),
    // but a repetition and a helper thread's split point would carry a value over to a path
    // with another allowance.
    SolverOptions effective = options_;
    if (options_.nonTrivialMax >= 0 && stip.isBattle()) {
        effective.useRepetition = false;
        effective.threads = 1;
    }
    const bool fromLaterMove = options_.startMoveNumber > 0;
    if (fromLaterMove) effective.setPlay = false; // Popeye prints no set play then, nor short lines
    SearchContext ctx(effective, hooks_);
    Solution sol;
    sol.fen = toFen(start);
    sol.stipulation = stip;
    sol.moves = stip.moves;

    if (std::string why = validatePosition(start, options_.kinglessSides); !why.empty()) {
        sol.error = "illegal position: " + why;
        return sol;
    }
    const int minimum = stip.halfMove ? 0 : 1;
    if (stip.moves < minimum || stip.moves > stip.maxMoves()) {
        sol.error = stip.toString() + " is out of range: N must be between " + std::to_string(minimum) + " and " +
                    std::to_string(stip.maxMoves());
        return sol;
    }
    if (options_.goalIsEnd && !stip.goalIsEndSolved()) {
        sol.error = stip.goalIsEndRefusal();
        return sol;
    }
    if (options_.quodlibet && !stip.quodlibetSolved()) {
        sol.error = stip.quodlibetRefusal();
        return sol;
    }
    if (options_.keepMatingPiece && !stip.keepMatingPieceRefusal().empty()) {
        sol.error = stip.keepMatingPieceRefusal();
        return sol;
    }
    if (options_.nullMoves && !stip.nullMovesRefusal().empty()) {
        sol.error = stip.nullMovesRefusal();
        return sol;
    }
    if (fromLaterMove &&
        (stip.isBattle() || stip.introMoves > 0 || options_.maxSolutions > 0 || options_.stopOnShortSolutions)) {
        sol.error = std::string("option StartMoveNumber is supported by GMS in help and series play without ") +
                    (stip.isBattle() || stip.introMoves > 0 ? "an introductory series only, not with " + stip.toString()
                                                            : "MaxSolutions and StopOnShortSolutions");
        return sol;
    }
    if (stip.introMoves > 0 && options_.setPlay) {
        sol.error = "option SetPlay is not supported by GMS with an introductory series (" + stip.toString() + ")";
        return sol;
    }
    if (options_.setPlay &&
        (stip.kind == Stipulation::Kind::HelpParrySeriesDirect || stip.kind == Stipulation::Kind::HelpParrySeriesSelf ||
         stip.kind == Stipulation::Kind::ParrySeriesReflex || stip.kind == Stipulation::Kind::HelpParrySeriesReflex ||
         stip.kind == Stipulation::Kind::ParrySeriesHelpSelf)) {
        sol.error = "option SetPlay is not supported by GMS with " + stip.toString();
        return sol;
    }
    if (options_.nullMoves && options_.setPlay) {
        sol.error = "option NullMoves is not supported by GMS together with SetPlay";
        return sol;
    }
    if (options_.defenderGuarded() && stip.mainPlay().isBattle()) {
        const char* option = options_.maxThreatLength > 0 ? "Threat"
                             : options_.maxFlights >= 0   ? "MaxFlightsquares"
                                                          : "NonTrivial";
        if (options_.quodlibet) {
            sol.error = std::string("option ") + option + " is not supported by GMS together with Quodlibet";
            return sol;
        }
        if (!stip.defenderGuardSolved()) {
            sol.error = std::string("option ") + option +
                        " is supported by GMS with #N, s#N, r#N and semi-r#N only, not with " + stip.toString();
            return sol;
        }
    }
    std::unique_ptr<FamilySolver> family = makeFamilySolver(stip, ctx);
    if (!family) {
        sol.error = "stipulation " + stip.toString() + " is not supported yet";
        return sol;
    }
    sol.quodlibet = options_.quodlibet;
    sol.postKeyOwnNumbers = options_.postKeyOwnNumbers;
    if (stip.defenderGuardSolved()) {
        sol.maxThreatLength = options_.maxThreatLength;
        sol.maxFlights = options_.maxFlights;
        if (options_.nonTrivialMax >= 0) sol.nonTrivial = {options_.nonTrivialMax, options_.nonTrivialLength};
    }
    if (effective.hashMegabytes > 0) {
        const std::size_t mb = std::size_t(options_.hashMegabytes);
        if (!table_) table_ = options_.table ? options_.table : TranspositionTable::shared(mb);
        if (!table_) table_ = std::make_shared<TranspositionTable>();
        const std::uint64_t tag = tableContentTag(stip, options_);
        if (!table_->enabled() || table_->megabytes() != std::size_t(options_.hashMegabytes))
            table_->resize(std::size_t(options_.hashMegabytes));
        else if (!options_.keepTable || table_->contentTag() != tag)
            table_->clear();
        table_->setContentTag(tag);
        ctx.table = table_.get();
    }
    ctx.restart(); // the clock (--max-time) starts with the search, not with the table's set-up
    Position root = start;
    root.setCastlingExclusions(options_.castlingExclusions);
    if (stip.goalFollowsUnits()) root.followUnits();
    family->solve(root, stip, sol);
    if (fromLaterMove) {
        // StartMoveNumber: every first move is solved; the lines of those Popeye numbers lower
        // are dropped (popeye_move_order.h: its numbers count the moves it generates), and the
        // short ones: Popeye 4.104 searches the full length alone then, even from its first move.
        std::vector<Move> kept;
        for (const NumberedMove& m : popeyeMoveOrder(start))
            if (m.number >= options_.startMoveNumber) kept.push_back(m.move);
        std::erase_if(sol.lines, [&](const HelpLine& line) {
            return line.isShort || line.moves.empty() ||
                   std::find(kept.begin(), kept.end(), line.moves.front()) == kept.end();
        });
    }

    for (const auto& row : sol.iterations) {
        addCounters(sol.total, countersOf(row));
    }
    addCounters(sol.total, countersOf(sol.treePhase));
    sol.total.seconds = ctx.elapsed();
    sol.total.ply = stip.plies();
    if (options_.useMoveTables) {
        sol.hasMoveTables = true;
        sol.moveTables = ctx.tables;
    }
    sol.complete = !ctx.cancelled();
    if (ctx.cancelled()) {
        sol.stopReason = ctx.stopReason();
        sol.error = stopReasonText(sol.stopReason);
    }
    return sol;
}

} // namespace gms
