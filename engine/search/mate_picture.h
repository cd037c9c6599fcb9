// SPDX-License-Identifier: GPL-3.0-or-later
/// @file mate_picture.h  The mate pictures of help play: where the mated king, a checking unit, the
/// guards of the king's flights and the units that block them stand when the mate is given.
///
/// A picture names units of the diagram (by their square at the root of the search) and the
/// square each stands on at the end: the mated king on s; one unit of the mating side
/// checking s from q (the squares between stay empty); and, for every flight of s, a unit of
/// the mated side on it or a unit of the mating side attacking it (on the board of the
/// pictured units alone, through the king: the king cannot step back along a line). Every
/// checkmate reachable with the moves each side has left matches some enumerated picture:
/// take its king square, one checker, and, flight by flight, the unit that blocks or guards
/// it; drop the units the others make redundant. So the pictures are searched one by one
/// (help_solver.cpp), each search kept to lines that put the pictured units on their squares
/// (picture_goal.h), and the union of their lines is every line. The other units are free.
/// This is the idea of Popeye's intelligent mode, done with move-count lower bounds
/// (unit_distances.h) on an empty board.
#pragma once

#include "position.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace gms {

/// How a pictured unit stands at the end, which fixes how its distance is counted.
enum class PictureForm : std::uint8_t {
    King,     ///< A king (the mated one, or the mating king guarding): king steps or castling.
    Piece,    ///< A piece (no pawn) as it is now.
    Pawn,     ///< A pawn that is still a pawn.
    Promoted, ///< A pawn promoted (to PicturedUnit::promotedTo).
    Blocker,  ///< A unit of the mated side on a flight, in any form.
    Captured  ///< A unit of the stalemated side taken on the way (stand: NoSquare); a move of the other side.
};

/// One unit of a picture: which unit (its square at the root), where it ends, and how.
struct PicturedUnit {
    PicturedUnit() = default;
    PicturedUnit(Square origin_, Square stand_, Color color_, PictureForm form_)
        : origin(std::uint8_t(origin_)), stand(std::uint8_t(stand_)), color(color_), form(form_) {}
    // Squares in a byte each: a picture holds up to 32 units, and thousands of pictures are kept.
    std::uint8_t origin = NoSquare;
    std::uint8_t stand = NoSquare;
    Color color = White;
    PictureForm form = PictureForm::Piece;
    PieceType promotedTo = NoPieceType; ///< The piece of a Promoted unit.
    /// The checker whose check no unit can cut off (a knight, a pawn, a unit next to the
    /// king): the check arises with the mating side's last move, so the checker makes it
    /// (standing on its square before, it must leave and come back).
    bool mustArrive = false;
};

/// A mate picture: the mated king (units[0]), the checker (units[1]), then the guards and
/// blockers; a stalemate picture has no checker (enumerateStalematePictures).
struct MatePicture {
    static constexpr int MaxUnits = 32; ///< Each unit of the diagram at most once.
    PicturedUnit units[MaxUnits];
    int count = 0;
    std::uint64_t salt = 0; ///< Tells the pictures' entries apart in the transposition table.
    Square kingSquare() const { return units[0].stand; }
    Square checkerStand() const { return units[1].stand; }
};

/// Fewest moves (a lower bound, on an empty board) for piece `now` on `at` to stand as `unit`
/// asks; `castlingRights` of the position it stands in (a king castles in one move, a rook
/// moves for free in its king's castling), `movesLeft` of its side (a checker that must
/// arrive and stands there with moves left needs two more, a pawn cannot).
/// UnitDistances::Unreachable when it cannot.
int pictureDistance(const PicturedUnit& unit, Piece now, Square at, int castlingRights, int movesLeft);

/// Appends to `out` every minimal mate picture of `mated` (its king to be mated) that fits
/// `matedMoves` moves of that side and `matingMoves` of the other (the mating move included):
/// each side's pictured units reach their squares within its moves. Returns false, with
/// `out` left partly filled, when there are more than `maxPictures` or the enumeration takes
/// more than 16 placements per allowed picture (the caller then searches another way).
bool enumerateMatePictures(const Position& pos, Color mated, int matedMoves, int matingMoves,
                           std::vector<MatePicture>& out, std::size_t maxPictures);

/// As enumerateMatePictures for a stalemate of `stalemated`: the king on its square and, for
/// every flight, a unit of its side on it or a unit of the other side attacking it (none
/// touching the king with a check); units[0] is the king, there is no checker. With
/// `immobilise`, every other unit of the stalemated side is in the picture too, taken
/// (a move of the other side each) or standing where it has no move: each of its moves
/// blocked by a unit of its side, a pawn's push by any unit, or made illegal by a pin from a
/// pictured unit of the other side (Popeye's immobilisation, on the pictured units alone).
/// Without it the other units are left to the search. Every stalemate reachable in the
/// moves left matches one.
bool enumerateStalematePictures(const Position& pos, Color stalemated, int stalematedMoves, int otherMoves,
                                std::vector<MatePicture>& out, std::size_t maxPictures, bool immobilise = false);

} // namespace gms
