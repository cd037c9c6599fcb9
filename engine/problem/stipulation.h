// SPDX-License-Identifier: GPL-3.0-or-later
/// @file stipulation.h  What the solver is asked to prove: a play type and a goal in N moves
/// ("#3", "s#4", "h=2.5", "ser-h==5", "hs#3", "exact-h#2"), in Popeye's orthodox syntax.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gms {

/// An orthodox stipulation: play type x goal x length, with Popeye's meaning of each.
struct Stipulation {
    /// The play type: who wants the goal, who chooses, series or alternating.
    enum class Kind {
        Direct,         ///< The side to move reaches the goal within N moves against every defence.
        Self,           ///< s: the side to move forces the other side to reach the goal on its Nth move.
        Reflex,         ///< r: as s, but each side must reach the goal in one when it can.
        SemiReflex,     ///< semi-r: as s, but only the defender is obliged to reach the goal in one.
        Help,           ///< h: both sides cooperate; the side to move starts, the other side reaches the goal.
        HelpSelf,       ///< hs: help play to a position where the defender is forced to reach the goal in one.
        HelpReflex,     ///< hr: as hs with reflex obligations.
        SeriesDirect,   ///< ser-: N moves in a row, the last reaches the goal.
        SeriesSelf,     ///< ser-s: N moves in a row, then the other side must reach the goal in one.
        SeriesReflex,   ///< ser-r: as ser-s with the reflex obligations.
        SeriesHelp,     ///< ser-h: N moves in a row, then the other side reaches the goal in one.
        SeriesHelpSelf, ///< ser-hs: N moves in a row, then hs in one.
        ReciHelp,       ///< reci-h: the last move reaches the goal both as h and as a direct move.
        SeriesReciHelp, ///< ser-reci-h: N-1 moves in a row, then the Nth as reci-h's last move.
        // Parry series: N moves in a row that may give check; the other side parries a check
        // with one move and passes otherwise.
        ParrySeriesDirect,     ///< pser-: the last series move reaches the goal; the parries defend.
        ParrySeriesSelf,       ///< pser-s: then the other side must reach the goal in one; the parries defend.
        ParrySeriesHelp,       ///< pser-h: then the other side reaches the goal in one; the parries help.
        HelpParrySeriesDirect, ///< phser-: as pser-, but the parries help (each one chosen).
        HelpParrySeriesSelf,   ///< phser-s: as pser-s, but the parries help (each one chosen).
        ParrySeriesReflex,     ///< pser-r: as pser-s under the reflex obligations (ser-r's); the parries defend.
        HelpParrySeriesReflex, ///< phser-r: as pser-r, but the parries help (each one chosen).
        ParrySeriesHelpSelf,   ///< pser-hs: then the other side moves, after which the series side must reach the goal.
        /// Help-direct play, written only as Popeye's structured stipulation: help play, the side
        /// to move starting, then the other side wins the goal in one against every defence:
        /// "4hh[2da[#]]" (2N help half moves, then the side that started must move, and the
        /// other side reaches the goal whatever it played) or "3h[3a[#]d]h" (2N+1 help half
        /// moves, then the other side's direct #2: `endingPlies`).
        HelpDirect,
        // The names from before goals were an axis of their own (the goal was always mate).
        DirectMate = Direct,
        SelfMate = Self,
        ReflexMate = Reflex,
        HelpMate = Help,
        SeriesHelpMate = SeriesHelp
    };
    /// The goal: what ends play, judged on the position after the move that reaches it.
    enum class GoalType {
        Mate,              ///< #
        Stalemate,         ///< =
        DoubleStalemate,   ///< ==
        MateOrStalemate,   ///< #=
        Check,             ///< +
        Capture,           ///< x
        EnPassant,         ///< ep
        Castling,          ///< 00
        AnyMove,           ///< ~
        AutoStalemate,     ///< !=
        DoubleMate,        ///< ##
        CounterMate,       ///< ##!
        AutoMate,          ///< !# (the side that moves mates itself)
        WinPiece,          ///< %
        Target,            ///< Zxy (targetSquare)
        Kiss,              ///< Kxy (targetSquare)
        Circuit,           ///< ct
        Exchange,          ///< <>
        CircuitByRebirth,  ///< ctr
        ExchangeByRebirth, ///< <>r
        Chess81,           ///< c81
        NotMate            ///< !# in a structured stipulation ("1a[!#]d"): the side to move is not mate
    };
    static constexpr int MaxMoves = 30; ///< Largest N accepted, series play aside.
    /// Largest N accepted in series play, where one side's moves alone make the length:
    /// published series problems run to 65 moves and more (BEISPIEL/stip.inp's ser-=65).
    static constexpr int MaxSeriesMoves = 99;
    /// Largest N accepted in this play.
    int maxMoves() const { return isSeries() ? MaxSeriesMoves : MaxMoves; }

    // kind, moves, halfMove first: callers write Stipulation{Kind::HelpMate, 3}.
    Kind kind = Kind::Direct;
    int moves = 2;         ///< N.
    bool halfMove = false; ///< N.5 (help play): the other side starts with one extra half move.
    GoalType goal = GoalType::Mate;
    bool exact = false;    ///< exact-: no solution shorter than N counts (Popeye's m:n with m = n).
    int targetSquare = -1; ///< Target/Kiss goals: the square (0 = a1 ... 63 = h8).
    /// reci-h(=)#: the goal of the direct ending when it differs from the help ending's
    /// (`goal`); Popeye writes it in brackets. Never equal to `goal`.
    std::optional<GoalType> directEndingGoal{};
    /// HelpDirect: the direct ending's half moves: 2 ("2da[G]": a defence, then the goal move)
    /// or the attacker's direct play of M moves, 2M-1 ("3a[G]d": a key, a defence, the goal move).
    int endingPlies = 2;
    /// Longest attacker's ending after help play: "9a[#]d", #5 (helpdirectmate.inp's longest).
    static constexpr int MaxAttackerEndingMoves = 5;
    /// Popeye's '/' before a nested branch (hs, HelpDirect): the ending's moves are proved but
    /// not part of the lines.
    bool endingHidden = false;
    /// Popeye's constraint {!+} after the ending (hs, HelpDirect): the side that moves first in
    /// the ending must not be in check there.
    bool endingNotInCheck = false;
    /// Popeye's '>' without the constraint {!1a[G]d} in help-reflex and series-reflex play
    /// ("3h[>1a[x]d]h", "2s[>1a[x]d]"): only the side that reaches the goal is obliged to reach
    /// it when it can, as in semi-r; the other side may.
    bool semiReflex = false;
    /// Popeye's goal move nested after help play without '>' ("3h[1a[x]d]h", "2hh[1a[+]d]"): a
    /// goal that is no immobility, reached by the goal side before its last move, does not end
    /// the line (Popeye 4.104: "1.Be6-g4 + Kf3*g4   2.Sh7-g5 Kg4*g5 x", which hx2 drops).
    bool earlyGoalGoesOn = false;
    /// Popeye's help play with a goal for each side ("4h[=]h[#]", BEISPIEL/sford.inp): the goal
    /// of the side that starts, asked after each of its moves, as `goal` is after each of the
    /// other side's; the first goal reached ends the line, solved, at any length up to N.
    std::optional<GoalType> startingSideGoal{};
    /// Popeye's constraint {!F} on one side's moves in help play ("- 3h[#]{!x}h",
    /// BEISPIEL/sford.inp: White's moves must not capture): a move of that side that reaches F
    /// ends the line unsolved, unless it reaches the goal. Never equal to `goal` on the other
    /// side (that is Popeye's GoalIsEnd, "4h{!x}h[x]").
    std::optional<GoalType> forbiddenGoal{};
    bool forbiddenForGoalSide = true; ///< forbiddenGoal constrains the side that reaches the goal.
    /// Popeye's "m->" (an introductory series): before the play, the side that does not start
    /// it makes 1 to m moves in a row, the play's side passing in between (so no check before
    /// the last of them); 0: none. "2->pser-h#3": White's 1 or 2 moves, then Black's pser-h#3.
    int introMoves = 0;
    /// Popeye's structured "1h[-14hh[#]]h" (BEISPIEL/sford.inp): one intro move, after which the
    /// same side starts the help play of N moves too (m-> before h#N lets the other side start).
    bool introSideStarts = false;
    /// Popeye's structured "9s[-1d[x]a]" (BEISPIEL/sford.inp, "Direkt-Selbst"), series-self play
    /// in which the other side passes after the last series move too: then every move of the
    /// series side itself must reach the goal.
    bool seriesSideEnds = false;
    /// Popeye's structured help or battle play whose '-' gives the first move to the side its
    /// side word does not name ("White - 4hh[#]", a part of sford.inp's '&'; "Black - 3a[#]d"):
    /// Popeye numbers the lines from that side's "1..." ("1...e6-e5   2.e7-e8=Q e5-e4 +
    /// 3.Qe8*e4 #"; "1...e7-e8=S ! threat:").
    bool numberedFromOtherSide = false;

    /// "#3", "s=4", "h#2.5", "ser-h==7", "exact-h#3", "reci-h(=)#3" (Popeye's spelling, lower case);
    /// a structured() one as the body of Popeye's sstipulation ("4hh[/2da[#]{!+}]").
    std::string toString() const;
    /// The play after the introductory series (this stipulation without its "m->").
    Stipulation mainPlay() const {
        Stipulation s = *this;
        s.introMoves = 0;
        s.introSideStarts = false;
        return s;
    }
    /// m-> before a play of N.5 moves (h#N.5, hs#N.5, ...): Popeye 4.104 lets the intro's side
    /// start that play too, the other side passing in between ("2->h#1.5": "1.Qd1-g4
    /// 1.Kg1-f2 Qa8-h1   2.Qg4*c8 #"); before any other play the other side starts it, unless
    /// introSideStarts.
    bool introSideStartsPlay() const { return introMoves > 0 && (halfMove || introSideStarts); }
    /// m->: Popeye numbers the play's moves from "1." again after the intro when the play has a
    /// loop of its own (h#2, h#1.5, ser-#2, ser-reci-h#3, pser-h#2; not h#1, ser-#1, hr#1,
    /// ser-reci-h#2), and otherwise goes on numbering the intro side's moves.
    bool introRestartsNumbering() const;
    /// HelpDirect whose ending is the attacker's direct play ("2M-1a[G]d"), and its M.
    bool attackerEnding() const { return kind == Kind::HelpDirect && endingPlies % 2 == 1; }
    int attackerEndingMoves() const { return (endingPlies + 1) / 2; }
    /// Only Popeye's structured stipulation (sstipulation) says this: HelpDirect, or an ending
    /// that is hidden or constrained.
    bool structured() const {
        return kind == Kind::HelpDirect || endingHidden || endingNotInCheck || semiReflex || earlyGoalGoesOn ||
               startingSideGoal || forbiddenGoal || introSideStarts || seriesSideEnds || numberedFromOtherSide ||
               goal == GoalType::NotMate;
    }
    /// The goal's notation: "#", "=", "==", "+", "x", "ep", "00", "~", "zd5" ...
    static std::string goalSymbol(GoalType goal, int targetSquare = -1);
    std::string goalSymbol() const { return goalSymbol(goal, targetSquare); }
    /// The play type's prefix: "", "s", "r", "semi-r", "h", "hs", "hr", "ser-", "ser-s", ...
    static const char* playPrefix(Kind kind);
    /// Reads what toString writes, case-insensitive, blanks allowed before the number (a
    /// structured body with Popeye's starting side, see structured_stipulation.h);
    /// nullopt when not a stipulation GMS solves.
    static std::optional<Stipulation> parse(const std::string& text);

    /// Battle play (direct, s, r, semi-r): an attacker against a defender, answered by keys and a
    /// tree. After an introductory series (m->) the same play is answered by lines (help play).
    bool isBattle() const {
        return introMoves == 0 &&
               (kind == Kind::Direct || kind == Kind::Self || kind == Kind::Reflex || kind == Kind::SemiReflex);
    }
    /// Popeye's Quodlibet (the attacker's own goal solves as well) is solved for s#, s#=, s= and
    /// semi-r# (r# with it is not yet solved).
    bool quodlibetSolved() const {
        return ((kind == Kind::Self && (goal == GoalType::MateOrStalemate || goal == GoalType::Stalemate)) ||
                ((kind == Kind::Self || kind == Kind::SemiReflex) && goal == GoalType::Mate)) &&
               !exact && introMoves == 0;
    }
    /// Why Quodlibet is refused with this stipulation ("option Quodlibet is supported ..."); empty
    /// when quodlibetSolved().
    std::string quodlibetRefusal() const;
    /// Popeye's GoalIsEnd (the wrong side reaching the goal ends the play) is solved for direct,
    /// self, help, ser- and ser-h play (direct and self play without an introductory series).
    bool goalIsEndSolved() const {
        return isBattle() ? kind == Kind::Direct || kind == Kind::Self
                          : kind == Kind::Help || kind == Kind::SeriesDirect || kind == Kind::SeriesHelp;
    }
    /// Why GoalIsEnd is refused with this stipulation; empty when goalIsEndSolved().
    std::string goalIsEndRefusal() const;
    /// Why Popeye's KeepMatingPiece is refused with this stipulation; empty with the goal mate
    /// (both goals mate in reciprocal play), where a lone king never mates and so the option
    /// changes no line. With another goal a lone king may reach it, and GMS does not cut there.
    std::string keepMatingPieceRefusal() const;
    /// Why Popeye's NullMoves is refused with this stipulation; empty with h#N (help play, goal
    /// mate), the play GMS solves with it (EXAMPLES/nullmoves.inp).
    std::string nullMovesRefusal() const;
    /// Popeye's Threat N and MaxFlightsquares N are solved in battle play with the goal mate
    /// (#, s#, r#, semi-r#). Popeye ignores them in help and series play, and so does GMS.
    bool defenderGuardSolved() const { return isBattle() && goal == GoalType::Mate && !exact; }
    /// Help and series play: answered by whole lines.
    bool isHelp() const { return !isBattle(); }
    /// Series play (ser-...): one side moves N times in a row.
    bool isSeries() const {
        return kind == Kind::SeriesDirect || kind == Kind::SeriesSelf || kind == Kind::SeriesReflex ||
               kind == Kind::SeriesHelp || kind == Kind::SeriesHelpSelf || kind == Kind::SeriesReciHelp ||
               isParrySeries();
    }
    /// Parry series play (pser-, pser-s, pser-h): the other side's parries stand in the lines.
    bool isParrySeries() const {
        return kind == Kind::ParrySeriesDirect || kind == Kind::ParrySeriesSelf || kind == Kind::ParrySeriesHelp ||
               kind == Kind::HelpParrySeriesDirect || kind == Kind::HelpParrySeriesSelf ||
               kind == Kind::ParrySeriesReflex || kind == Kind::HelpParrySeriesReflex ||
               kind == Kind::ParrySeriesHelpSelf;
    }
    /// reci-h and ser-reci-h: the last position allows a direct and a help ending.
    bool isReciprocal() const { return kind == Kind::ReciHelp || kind == Kind::SeriesReciHelp; }
    /// The goal of reci-h's direct ending: the bracketed one, or `goal`.
    GoalType directGoal() const { return directEndingGoal.value_or(goal); }
    /// The mate-only stipulations GMS solved before goals became an axis (#, s#, r#, h#, ser-h#).
    bool isMate() const { return goal == GoalType::Mate; }
    /// The goal is reached by a self-check (!#, ##, ##!): its goal move leaves the mover's king attacked.
    bool goalIsSelfCheck() const {
        return goal == GoalType::AutoMate || goal == GoalType::DoubleMate || goal == GoalType::CounterMate;
    }
    /// The goal follows units from the diagram (ct, <>, Kxy: Position::followUnits).
    bool goalFollowsUnits() const {
        return goal == GoalType::Circuit || goal == GoalType::Exchange || goal == GoalType::Kiss;
    }
    /// Half moves of a full-length solution: direct 2N-1, s and r 2N, h 2N (+1 for N.5),
    /// ser-h, ser-s, ser-r and ser-reci-h N+1, ser-hs N+2, ser- N; pser- 2N-1, pser-s and
    /// pser-h 2N (a parry or a pass after each series move).
    int plies() const;
    /// GMS solves this (play type, goal) pair; see stipulation_registry.cpp for the solvers.
    bool supported() const;

    bool operator==(const Stipulation&) const = default;
};

/// Reads a stipulation; on failure `error` names the stipulation and says what is wrong, e.g.
/// "stipulation '#0': the number of moves must be at least 1",
/// "stipulation '#99': at most 30 moves are supported",
/// "stipulation 'ser-h#120': at most 99 moves are supported in series play",
/// "stipulation 'ser-h#' has no number of moves: expected e.g. ser-h#3",
/// "stipulation 'hr#3' (help-reflex, mate) is not yet supported".
bool parseStipulation(std::string_view text, Stipulation& out, std::string& error);

/// Reads a goal symbol of Popeye's ("#", "==", "zd5", ...) from lower-case `text` at `at`,
/// the longest that matches; moves `at` past it. False when none matches there (or Zxy, Kxy
/// without a square).
bool parseGoalSymbol(std::string_view text, std::size_t& at, Stipulation::GoalType& goal, int& targetSquare);

} // namespace gms
