// SPDX-License-Identifier: GPL-3.0-or-later
/// @file position.h  Board state: bitboards plus mailbox, make/unmake in place, Zobrist key.
#pragma once

#include "bitboard.h"
#include "types.h"

#include <cstdint>
#include <string>

namespace gms {

/// What makeMove saves so that unmakeMove restores the position exactly.
struct UndoInfo {
    std::uint64_t key;
    Bitboard checkers;
    std::uint32_t halfmoveClock; ///< 32 bits: FEN allows up to 999999 (a fuzzer found 16 bits too few).
    Piece captured;
    std::uint8_t castling;
    std::uint8_t epSquare;       ///< 32 bits: FEN allows up to 999999 (a fuzzer found 16 bits too few).
    std::uint8_t capturedOrigin; ///< followUnits(): the captured unit's diagram square.
};

/// A chess position. Construct from FEN with fen.h (parseFen) or edit square by
/// square (putPiece/removePiece, then setSideToMove etc.).
class Position {
public:
    Position();

    // ---- queries ----------------------------------------------------------
    Piece pieceOn(Square s) const { return board_[s]; }
    Bitboard pieces() const { return byColor_[White] | byColor_[Black]; }
    Bitboard pieces(Color c) const { return byColor_[c]; }
    Bitboard pieces(PieceType t) const { return byType_[t]; }
    Bitboard pieces(Color c, PieceType t) const { return byColor_[c] & byType_[t]; }
    Bitboard pieces(Color c, PieceType t1, PieceType t2) const { return byColor_[c] & (byType_[t1] | byType_[t2]); }
    Color sideToMove() const { return side_; }
    int castlingRights() const { return castling_; }
    Square epSquare() const { return ep_; }
    int halfmoveClock() const { return halfmove_; }
    int fullmoveNumber() const { return fullmove_; }
    std::uint64_t key() const { return key_; }
    /// Square of colour c's king; NoSquare if it has none (while editing, or under NoWk/NoBk).
    Square kingSquare(Color c) const;
    Bitboard checkers() const { return checkers_; }
    bool inCheck() const { return checkers_ != 0; }

    /// Pieces of either colour attacking s given occupancy occ.
    Bitboard attackersTo(Square s, Bitboard occ) const;
    bool isAttacked(Square s, Color by) const { return attackersTo(s, pieces()) & pieces(by); }
    /// Pieces (of any colour) that alone block a slider of colour `slidersOf` from square s.
    Bitboard blockersFor(Square s, Color slidersOf, Bitboard* pinners = nullptr) const;

    /// followUnits(): the square the unit on s stood on when following began (its diagram
    /// square); NoSquare for an empty square, or when units are not followed.
    Square unitOrigin(Square s) const { return followsUnits_ ? Square(origin_[s]) : NoSquare; }
    bool followsUnits() const { return followsUnits_; }

    /// True when the move (assumed legal) gives check.
    bool givesCheck(Move m) const;
    bool isCapture(Move m) const { return m.isEnPassant() || board_[m.to()] != NoPiece; }

    // ---- moves ------------------------------------------------------------
    /// Plays a legal move in place; `undo` receives what unmakeMove needs.
    void makeMove(Move m, UndoInfo& undo);
    void unmakeMove(Move m, const UndoInfo& undo);
    /// Passes the move to the other side (threat computation). Not legal in check.
    void makeNullMove(UndoInfo& undo);
    void unmakeNullMove(const UndoInfo& undo);

    // ---- editing (board editor, parsers) -----------------------------------
    void clear();
    void putPiece(Piece p, Square s);
    void removePiece(Square s);
    void setSideToMove(Color c);
    void setCastlingRights(int rights);
    /// Popeye's CastlingMutuallyExclusive: four bits per castling right (WhiteKingside's the
    /// lowest), the other side's rights that castling with it takes away. Not part of the key:
    /// it is the problem's, the same in every position of a solve.
    void setCastlingExclusions(std::uint16_t exclusions) { exclusions_ = exclusions; }
    std::uint16_t castlingExclusions() const { return exclusions_; }
    void setEpSquare(Square s);
    void setMoveCounters(int halfmove, int fullmove);
    /// From now on every unit is followed from the square it stands on (Popeye's piece
    /// identities, for the goals ct, <> and Kxy): make/unmake carry each unit's diagram square
    /// along, and the key tells apart positions whose like units stand on each other's squares.
    void followUnits();
    /// Recomputes key and checkers after editing.
    void refresh();

    /// Key computed from scratch (tests compare it with the incremental one).
    std::uint64_t computeKey() const;
    bool operator==(const Position& o) const;

private:
    void addPiece(Piece p, Square s);
    void dropPiece(Square s);
    void shiftPiece(Square from, Square to);
    Bitboard computeCheckers() const;
    void moveOrigins(Move m, UndoInfo& undo);
    void restoreOrigins(Move m, const UndoInfo& undo);
    void setOrigin(Square s, std::uint8_t origin);

    Bitboard byType_[PieceTypeCount] = {};
    Bitboard byColor_[2] = {};
    Piece board_[64] = {};
    Color side_ = White;
    std::uint8_t castling_ = 0;
    bool followsUnits_ = false; ///< followUnits() (here: beside the members makeMove reads anyway)
    Square ep_ = NoSquare;
    int halfmove_ = 0;
    int fullmove_ = 1;
    std::uint64_t key_ = 0;
    Bitboard checkers_ = 0;
    std::uint16_t exclusions_ = 0; ///< setCastlingExclusions (last: the members above are the hot ones)
    std::uint8_t origin_[64] = {}; ///< followUnits(): each unit's diagram square, NoSquare where empty
};

namespace zobrist {
extern std::uint64_t psq[PieceCount][64];
extern std::uint64_t castling[16];
extern std::uint64_t epFile[8];
extern std::uint64_t side;
} // namespace zobrist

} // namespace gms
