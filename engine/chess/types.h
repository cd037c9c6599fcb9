// SPDX-License-Identifier: GPL-3.0-or-later
/// @file types.h  Basic chess types: colour, piece, square, 16-bit move, bitboard.
#pragma once

#include <cstdint>
#include <string>

namespace gms {

using Bitboard = std::uint64_t;

enum Color : std::uint8_t { White = 0, Black = 1 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

enum PieceType : std::uint8_t { NoPieceType = 0, Pawn = 1, Knight, Bishop, Rook, Queen, King };
constexpr int PieceTypeCount = 7;

/// Piece = colour * 8 + type; 0 is the empty square.
enum Piece : std::uint8_t {
    NoPiece = 0,
    WPawn = 1,
    WKnight,
    WBishop,
    WRook,
    WQueen,
    WKing,
    BPawn = 9,
    BKnight,
    BBishop,
    BRook,
    BQueen,
    BKing
};
constexpr int PieceCount = 16;

constexpr Piece makePiece(Color c, PieceType t) { return Piece(c * 8 + t); }
constexpr PieceType typeOf(Piece p) { return PieceType(p & 7); }
constexpr Color colorOf(Piece p) { return Color(p >> 3); }

/// Squares a1 = 0, b1 = 1, ..., h8 = 63; NoSquare = 64.
using Square = int;
constexpr Square NoSquare = 64;
constexpr int fileOf(Square s) { return s & 7; }
constexpr int rankOf(Square s) { return s >> 3; }
constexpr Square makeSquare(int file, int rank) { return rank * 8 + file; }
constexpr Bitboard squareBB(Square s) { return Bitboard(1) << s; }

enum CastlingRight : std::uint8_t {
    NoCastling = 0,
    WhiteKingside = 1,
    WhiteQueenside = 2,
    BlackKingside = 4,
    BlackQueenside = 8,
    AllCastling = 15
};

/// A move in 16 bits: from (0-5), to (6-11), kind (12-15).
class Move {
public:
    enum Kind : std::uint16_t {
        Normal = 0,
        Castling = 1,
        EnPassant = 2,
        PromoteKnight = 8,
        PromoteBishop = 9,
        PromoteRook = 10,
        PromoteQueen = 11
    };
    constexpr Move() = default;
    constexpr explicit Move(std::uint16_t raw) : raw_(raw) {}
    constexpr Move(Square from, Square to, Kind kind = Normal) : raw_(std::uint16_t(from | (to << 6) | (kind << 12))) {}
    static constexpr Move none() { return Move(); }
    static constexpr Move promotion(Square from, Square to, PieceType promoted) {
        return Move(from, to, Kind(PromoteKnight + (promoted - Knight)));
    }

    constexpr Square from() const { return raw_ & 63; }
    constexpr Square to() const { return (raw_ >> 6) & 63; }
    constexpr Kind kind() const { return Kind(raw_ >> 12); }
    constexpr bool isPromotion() const { return (raw_ >> 12) & 8; }
    constexpr bool isCastling() const { return kind() == Castling; }
    constexpr bool isEnPassant() const { return kind() == EnPassant; }
    constexpr PieceType promoted() const {
        return isPromotion() ? PieceType(Knight + ((raw_ >> 12) & 3)) : NoPieceType;
    }
    constexpr std::uint16_t raw() const { return raw_; }
    constexpr bool isNone() const { return raw_ == 0; }
    constexpr explicit operator bool() const { return raw_ != 0; }
    constexpr bool operator==(const Move&) const = default;

private:
    std::uint16_t raw_ = 0;
};

/// Square name such as "e4"; "-" for NoSquare.
std::string squareName(Square s);
/// Parses "e4"; returns NoSquare when it is not a square name.
Square parseSquare(char file, char rank);
/// Upper-case English letter for a piece type (P N B R Q K).
char pieceLetter(PieceType t);
/// FEN letter for a piece (upper case white, lower case black).
char pieceFenLetter(Piece p);

} // namespace gms
