// SPDX-License-Identifier: GPL-3.0-or-later
/// @file twin.cpp  Applying Popeye's twinning changes to a diagram (see twin.h).
#include "twin.h"

#include "and_parts.h"

#include "fen.h"
#include "problem.h"

#include <array>

namespace gms {

namespace {

using Board = std::array<Piece, 64>;

/// The state a twin starts from and changes: the men and the stipulation.
struct TwinState {
    Board board{};
    Stipulation stipulation;
};

PieceType typeOfLetter(char c) {
    switch (c) {
        case 'K': return King;
        case 'Q': return Queen;
        case 'R': return Rook;
        case 'B': return Bishop;
        case 'S': return Knight;
        case 'P': return Pawn;
        default: return NoPieceType;
    }
}

char letterOfType(PieceType t) {
    switch (t) {
        case King: return 'K';
        case Queen: return 'Q';
        case Rook: return 'R';
        case Bishop: return 'B';
        case Knight: return 'S';
        case Pawn: return 'P';
        default: return '?';
    }
}

/// "wPc3" as Popeye names a man in twin headings.
std::string manName(Piece p, Square s) {
    std::string name;
    name += colorOf(p) == White ? 'w' : 'b';
    name += letterOfType(typeOf(p));
    name += squareName(s);
    return name;
}

bool validSquare(int s) { return s >= 0 && s < 64; }

/// The right castling needs king and rook at home, per side.
int castlingPossible(const Board& b) {
    int rights = 0;
    if (b[4] == WKing) {
        if (b[7] == WRook) rights |= WhiteKingside;
        if (b[0] == WRook) rights |= WhiteQueenside;
    }
    if (b[60] == BKing) {
        if (b[63] == BRook) rights |= BlackKingside;
        if (b[56] == BRook) rights |= BlackQueenside;
    }
    return rights;
}

/// Where square s goes when the board is turned or mirrored; `kind` is the
/// Rotate degrees (90, 180, 270) or -1..-4 for the mirrors in Popeye's order.
Square transformed(Square s, int kind) {
    int f = fileOf(s), r = rankOf(s);
    switch (kind) {
        case 90: return makeSquare(7 - r, f); // counter-clockwise: a1 -> h1 -> h8
        case 180: return makeSquare(7 - f, 7 - r);
        case 270: return makeSquare(r, 7 - f);
        case -1: return makeSquare(7 - f, r);     // a1<-->h1
        case -2: return makeSquare(f, 7 - r);     // a1<-->a8
        case -3: return makeSquare(7 - r, 7 - f); // a1<-->h8
        case -4: return makeSquare(r, f);         // a8<-->h1
        default: return s;
    }
}

const char* const kMirrors[4] = {"a1<-->h1", "a1<-->a8", "a1<-->h8", "a8<-->h1"};

/// Applies one change; `text` gets Popeye's description of it.
bool applyChange(TwinState& st, const TwinChange& c, std::string& text, std::string& error) {
    Board& b = st.board;
    auto needSquare = [&](int s, const char* what) {
        if (validSquare(s)) return true;
        error = std::string("the change has no valid ") + what;
        return false;
    };
    auto needMan = [&](int s, const char* doing) {
        if (b[s] != NoPiece) return true;
        error = "square " + squareName(s) + " is empty: there is no piece to " + doing;
        return false;
    };
    switch (c.type) {
        case TwinChange::Type::Move: {
            if (!needSquare(c.square1, "first square") || !needSquare(c.square2, "second square")) return false;
            if (!needMan(c.square1, "move")) return false;
            if (c.square1 == c.square2) {
                error = "Move needs two different squares, found " + squareName(c.square1) + " twice";
                return false;
            }
            text = manName(b[c.square1], c.square1) + "-->" + squareName(c.square2);
            b[c.square2] = b[c.square1];
            b[c.square1] = NoPiece;
            return true;
        }
        case TwinChange::Type::Exchange: {
            if (!needSquare(c.square1, "first square") || !needSquare(c.square2, "second square")) return false;
            if (!needMan(c.square1, "exchange") || !needMan(c.square2, "exchange")) return false;
            if (c.square1 == c.square2) {
                error = "Exchange needs two different squares, found " + squareName(c.square1) + " twice";
                return false;
            }
            text = manName(b[c.square1], c.square1) + "<-->" + manName(b[c.square2], c.square2);
            std::swap(b[c.square1], b[c.square2]);
            return true;
        }
        case TwinChange::Type::Remove: {
            if (!needSquare(c.square1, "square")) return false;
            if (!needMan(c.square1, "remove")) return false;
            text = manName(b[c.square1], c.square1);
            text.insert(text.begin(), '-');
            b[c.square1] = NoPiece;
            return true;
        }
        case TwinChange::Type::Add: {
            PieceType t = typeOfLetter(c.piece);
            if (t == NoPieceType || (c.colour != 'w' && c.colour != 'b')) {
                error = "Add needs a colour and a piece K Q R B S or P";
                return false;
            }
            if (c.squares.empty()) {
                error = "Add needs at least one square";
                return false;
            }
            Piece p = makePiece(c.colour == 'w' ? White : Black, t);
            for (int s : c.squares) {
                if (!needSquare(s, "square")) return false;
                if (!text.empty()) text += "  ";
                // Popeye marks an addition on an empty square with '+', a replacement without.
                if (b[s] == NoPiece) text += '+';
                text += manName(p, s);
                b[s] = p;
            }
            return true;
        }
        case TwinChange::Type::Substitute: {
            PieceType from = typeOfLetter(c.piece), to = typeOfLetter(c.piece2);
            if (from == NoPieceType || to == NoPieceType) {
                error = "Substitute needs two pieces among K Q R B S P";
                return false;
            }
            text = std::string(1, c.piece) + " ==> " + std::string(1, c.piece2);
            for (Piece& p : b)
                if (p != NoPiece && typeOf(p) == from) p = makePiece(colorOf(p), to);
            return true;
        }
        case TwinChange::Type::Rotate:
        case TwinChange::Type::Mirror: {
            int kind = 0;
            if (c.type == TwinChange::Type::Rotate) {
                if (c.degrees != 90 && c.degrees != 180 && c.degrees != 270) {
                    error = "Rotate takes 90, 180 or 270 degrees, found " + std::to_string(c.degrees);
                    return false;
                }
                kind = c.degrees;
                text = "rotate " + std::to_string(c.degrees);
            } else {
                for (int k = 0; k < 4; ++k)
                    if (c.mirror == kMirrors[k]) kind = -1 - k;
                if (kind == 0) {
                    error = "Mirror takes a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1, found '" + c.mirror + "'";
                    return false;
                }
                text = "mirror " + c.mirror;
            }
            Board turned{};
            for (Square s = 0; s < 64; ++s)
                if (b[s] != NoPiece) turned[transformed(s, kind)] = b[s];
            b = turned;
            return true;
        }
        case TwinChange::Type::Shift: {
            if (!needSquare(c.square1, "first square") || !needSquare(c.square2, "second square")) return false;
            int df = fileOf(c.square2) - fileOf(c.square1), dr = rankOf(c.square2) - rankOf(c.square1);
            Board shifted{};
            for (Square s = 0; s < 64; ++s) {
                if (b[s] == NoPiece) continue;
                int f = fileOf(s) + df, r = rankOf(s) + dr;
                if (f < 0 || f > 7 || r < 0 || r > 7) {
                    error = "the " + manName(b[s], s).substr(0, 2) + " on " + squareName(s) + " would leave the board";
                    return false;
                }
                shifted[makeSquare(f, r)] = b[s];
            }
            b = shifted;
            text = "shift " + squareName(c.square1) + " ==> " + squareName(c.square2);
            return true;
        }
        case TwinChange::Type::PolishType: {
            for (Piece& p : b)
                if (p != NoPiece) p = makePiece(~colorOf(p), typeOf(p));
            text = "PolishType";
            return true;
        }
        case TwinChange::Type::Stipulation: {
            st.stipulation = c.stipulation;
            text = c.stipulation.toString();
            return true;
        }
    }
    error = "unknown twinning change";
    return false;
}

} // namespace

std::string TwinChange::toPopeyeInput() const {
    auto sq = [](int s) { return validSquare(s) ? squareName(s) : std::string("??"); };
    switch (type) {
        case Type::Move: return "Move " + sq(square1) + " " + sq(square2);
        case Type::Exchange: return "Exchange " + sq(square1) + " " + sq(square2);
        case Type::Remove: return "Remove " + sq(square1);
        case Type::Add: {
            std::string s = std::string("Add ") + (colour == 'b' ? "Black " : "White ") + piece;
            for (int q : squares) s += sq(q);
            return s;
        }
        case Type::Substitute: return std::string("Substitute ") + piece + " " + piece2;
        case Type::Rotate: return "Rotate " + std::to_string(degrees);
        case Type::Mirror: return "Mirror " + mirror;
        case Type::Shift: return "Shift " + sq(square1) + " " + sq(square2);
        case Type::PolishType: return "PolishType";
        case Type::Stipulation: return popeyeStipulationCommand(stipulation);
    }
    return {};
}

std::string TwinInstance::heading() const {
    if (label.empty()) return {};
    std::string s = (continued ? "+" : "") + label + ")";
    if (!description.empty()) s += " " + description;
    return s;
}

std::string twinLabel(int index) {
    if (index < 26) return std::string(1, char('a' + index));
    std::string label = "z";
    label += std::to_string(index - 25);
    return label;
}

std::string popeyeStipulationCommand(const Stipulation& s) {
    if (!s.structured()) return "Stipulation " + s.toString();
    // The side word names the side that starts, or with '-' ("White - 4hh[#]") the other one.
    return std::string("SStipulation ") + (whiteStarts(s) != s.numberedFromOtherSide ? "White " : "Black ") +
           s.toString();
}

bool whiteStarts(const Stipulation& s) {
    // m->: the intro's side is the one the play does not start with (but see introSideStartsPlay).
    if (s.introMoves > 0) {
        const bool playWhite = whiteStarts(s.mainPlay());
        return s.introSideStartsPlay() ? playWhite : !playWhite;
    }
    switch (s.kind) {
        case Stipulation::Kind::Help:
        case Stipulation::Kind::ReciHelp: return s.halfMove;
        // hs#N: White plays the s#1 at the end, so it starts; hs#N.5 Black (Popeye 4.104).
        case Stipulation::Kind::HelpSelf:
        case Stipulation::Kind::HelpReflex: return !s.halfMove;
        case Stipulation::Kind::SeriesHelp:
        case Stipulation::Kind::SeriesHelpSelf:
        case Stipulation::Kind::SeriesReciHelp:
        case Stipulation::Kind::ParrySeriesHelp:
        case Stipulation::Kind::ParrySeriesHelpSelf:
        case Stipulation::Kind::HelpDirect: return false;
        default: return true;
    }
}

bool expandTwins(const Problem& p, std::vector<TwinInstance>& out, std::string& error, int* failedTwin) {
    out.clear();
    error.clear();
    if (failedTwin) *failedTwin = -1;
    Position diagram;
    std::string message;
    if (!loadProblemPosition(p.fen, diagram, message, p.hints.kinglessSides)) {
        error = "the diagram: " + message;
        return false;
    }
    if (!p.andParts.empty()) { // Popeye's '&': each part on the diagram, with its own side to move
        if (!p.twins.empty() || p.zeroPosition) {
            error = "twins of a problem whose stipulation has '&' parts are not yet supported by GMS";
            return false;
        }
        const std::string sideWord = andSideWordWhite(p) ? "White " : "Black ";
        for (std::size_t k = 0; k <= p.andParts.size(); ++k) {
            TwinInstance part{std::to_string(k + 1), false, sideWord + andPartText(p, k), p.fen, p.stipulation};
            if (k > 0) {
                const StipulationPart& later = p.andParts[k - 1];
                Position pos = diagram;
                const Color first = later.whiteFirst ? White : Black;
                // The e.p. right belongs to the side the diagram has to move.
                if (first != diagram.sideToMove()) pos.setEpSquare(NoSquare);
                pos.setSideToMove(first);
                pos.refresh();
                if (std::string illegal = validatePosition(pos, p.hints.kinglessSides); !illegal.empty()) {
                    error = "'&' part " + part.heading() + ": illegal position: " + illegal;
                    out.clear();
                    return false;
                }
                part.fen = toFen(pos);
                part.stipulation = later.stipulation;
            }
            out.push_back(part);
        }
        return true;
    }
    if (p.twins.empty()) {
        if (p.zeroPosition) {
            error = "ZeroPosition without a twin: there is no position to solve";
            return false;
        }
        out.push_back({"", false, "", p.fen, p.stipulation});
        return true;
    }

    TwinState start;
    for (Square s = 0; s < 64; ++s) start.board[s] = diagram.pieceOn(s);
    start.stipulation = p.stipulation;
    // HalfDuplex and NoCastling are properties of the diagram that hold for every twin.
    // PostKeyPlay lets the defender start battle play (Popeye ignores it in help play).
    auto starter = [&](const Stipulation& s) { return whiteStarts(s) != (p.hints.postKeyPlay && s.isBattle()); };
    const bool halfDuplex = (diagram.sideToMove() == White) != starter(p.stipulation);
    const int deniedCastling = castlingPossible(start.board) & ~diagram.castlingRights();

    int index = 0;
    if (!p.zeroPosition) out.push_back({twinLabel(index++), false, "", p.fen, p.stipulation});
    TwinState previous = start;
    for (std::size_t k = 0; k < p.twins.size(); ++k) {
        const Twin& twin = p.twins[k];
        TwinInstance inst;
        inst.label = twinLabel(index++);
        inst.continued = twin.continued;
        TwinState st = twin.continued ? previous : start;
        auto fail = [&](const std::string& change, const std::string& what) {
            error = "twin " + inst.label + ")" + (change.empty() ? "" : " (" + change + ")") + ": " + what;
            if (failedTwin) *failedTwin = int(k);
            out.clear();
            return false;
        };
        if (twin.changes.empty()) return fail("", "the twin has no change");
        for (const TwinChange& c : twin.changes) {
            std::string text, what;
            if (!applyChange(st, c, text, what)) return fail(c.toPopeyeInput(), what);
            if (!inst.description.empty()) inst.description += "  ";
            inst.description += text;
        }
        Position pos;
        pos.clear();
        for (Square s = 0; s < 64; ++s)
            if (st.board[s] != NoPiece) pos.putPiece(st.board[s], s);
        bool white = starter(st.stipulation) != halfDuplex;
        pos.setSideToMove(white ? White : Black);
        pos.setCastlingRights(castlingPossible(st.board) & ~deniedCastling);
        pos.setEpSquare(diagram.epSquare());
        pos.setMoveCounters(diagram.halfmoveClock(), diagram.fullmoveNumber());
        pos.refresh();
        std::string illegal = validatePosition(pos, p.hints.kinglessSides);
        if (!illegal.empty()) {
            std::string changes;
            for (const TwinChange& c : twin.changes) {
                if (!changes.empty()) changes += ' ';
                changes += c.toPopeyeInput();
            }
            return fail(changes, "illegal position: " + illegal);
        }
        inst.fen = toFen(pos);
        inst.stipulation = st.stipulation;
        out.push_back(inst);
        previous = st;
    }
    return true;
}

} // namespace gms
