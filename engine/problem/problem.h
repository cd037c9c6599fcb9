// SPDX-License-Identifier: GPL-3.0-or-later
/// @file problem.h  A chess problem: position, stipulation and metadata.
#pragma once

#include "stipulation.h"
#include "twin.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gms {

/// Bibliographic data a problemist records with a problem.
struct ProblemMetadata {
    std::string title;
    std::string author;
    std::string source; ///< Publication ("Origin" in Popeye).
    std::string year;
    std::string remarks;
    std::string intendedSolution; ///< Free text, e.g. "1.Qg1!".
    bool operator==(const ProblemMetadata&) const = default;
};

/// Popeye solving options kept with a problem so that files round-trip.
struct SolvingHints {
    bool variations = true;
    bool tries = false;
    int defence = 1; ///< Popeye "Defence n": refutations shown per try.
    bool noThreat = false;
    bool setPlay = false;
    int maxSolutions = 0;     ///< 0 = unlimited.
    int maxSeconds = 0;       ///< Popeye "MaxTime n": stop the solve after n seconds (0 = no limit).
    bool duplex = false;      ///< Popeye "Duplex": each twin solved again with the other side starting.
    bool postKeyPlay = false; ///< Popeye "PostKeyPlay": battle play from the position after the key (defender to move).
    /// PostKeyPlay as Popeye's sstipulation writes it without '-' ("black 1d[#]a"): the defender's
    /// moves are numbered as the play's own ("1.Rb4*b6 #"), the attacker's as replies.
    bool postKeyOwnNumbers = false;
    /// Popeye "StartMoveNumber n": help and series play solved from the n-th first move on, in
    /// Popeye's order and numbers (popeye_move_order.h), without set play or short lines (so
    /// even n = 1 changes the answer); 0: off.
    int startMoveNumber = 0;
    bool quodlibet = false; ///< Popeye "Quodlibet": in s# the attacker's own mate also solves.
    bool stopOnShortSolutions =
        false; ///< Popeye "StopOnShortSolutions": help play stops after a short length with solutions.
    bool noShortVariations =
        false;             ///< Popeye "NoShortVariations": variations shorter than the full length are not shown.
    bool matesIn1 = false; ///< Popeye "MatesIn1": self play shows the defender's immediate goal moves.
    int maxThreatLength =
        0; ///< Popeye "Threat N": battle play, a defender facing no threat within N moves has defended (0 = off).
    int maxFlights =
        -1; ///< Popeye "MaxFlightsquares N": battle play, a king with more than N flights has defended (-1 = off).
    /// Popeye "NonTrivial M N": battle play, attacker moves leaving more than one defence not met
    /// within N moves fail, M such defences granted along the play (-1 = off).
    int nonTrivialMax = -1;
    int nonTrivialLength = 0;
    bool goalIsEnd = false; ///< Popeye "GoalIsEnd": the wrong side reaching the goal ends the play unsolved.
    /// Popeye "KeepMatingPiece": a line in which the mating side is left with its king alone
    /// fails. With the goal mate (the only goal GMS takes it with) no answer changes: a lone
    /// king never mates.
    bool keepMatingPiece = false;
    /// Popeye "NullMoves": in h#N either side may pass (a null move, "..."), never in check.
    bool nullMoves = false;
    /// Popeye "CastlingMutuallyExclusive a1h8 ...": Position::setCastlingExclusions' bits (0 = none).
    std::uint16_t castlingExclusions = 0;
    /// Popeye "NoWk", "NoBk": the sides that may stand without a king (kinglessSide() bits of fen.h).
    std::uint8_t kinglessSides = 0;
    bool operator==(const SolvingHints&) const = default;
};

/// A part after the first of Popeye's structured stipulation "A & B & ..." (BEISPIEL/sford.inp's
/// Myllyniemi: "White 3a[#]d & - 4hh[#] & 4ad[#] & - 4hh[=]"): solved on the same position with
/// its own side to move.
struct StipulationPart {
    Stipulation stipulation;
    bool whiteFirst = true; ///< The side that moves first in this part.
    bool operator==(const StipulationPart&) const = default;
};

/// A problem as stored in a file or edited in the app.
struct Problem {
    std::string fen = "8/8/8/8/8/8/8/8 w - - 0 1"; ///< Full FEN: castling and e.p. explicit.
    Stipulation stipulation;
    /// Popeye's '&': the parts after the first (the first is `stipulation`, its side the FEN's).
    /// Each part is solved and shown in order, and only when every part has a solution does any
    /// (Popeye prints nothing otherwise). Only Popeye input has them; editing the stipulation
    /// drops them.
    std::vector<StipulationPart> andParts;
    ProblemMetadata meta;
    SolvingHints hints;
    /// Opcodes of an EPD record GMS does not interpret, kept to be written back.
    std::vector<std::pair<std::string, std::string>> extraEpdOpcodes;
    /// Popeye options GMS reads but does not act on, kept to be written back.
    std::vector<std::string> extraPopeyeOptions;
    /// Popeye twins (b), c), ...); the diagram itself is a) unless `zeroPosition`.
    std::vector<Twin> twins;
    /// Popeye's ZeroPosition: the diagram is not solved; the first twin is a).
    bool zeroPosition = false;
    bool operator==(const Problem&) const = default;
};

} // namespace gms
