// SPDX-License-Identifier: GPL-3.0-or-later
/// @file popeye_writer.cpp  Problems written as one English Popeye input file (see popeye_format.h).
#include "popeye_format.h"
#include "popeye_lexer.h"

#include "and_parts.h"
#include "structured_stipulation.h"

#include "fen.h"

namespace gms {

using namespace popeye;

std::string castlingExclusionPairs(std::uint16_t exclusions) {
    std::string pairs;
    for (int white = 0; white < 2; ++white)     // the bits of WhiteKingside (h1), WhiteQueenside (a1)
        for (int black = 2; black < 4; ++black) // BlackKingside (h8), BlackQueenside (a8)
            if ((exclusions >> (4 * white)) & (1 << black))
                pairs +=
                    std::string(pairs.empty() ? "" : " ") + (white == 0 ? "h1" : "a1") + (black == 2 ? "h8" : "a8");
    return pairs;
}

namespace {

std::vector<std::string> hintWords(const SolvingHints& h) {
    std::vector<std::string> words;
    if (h.variations) words.push_back("Variation");
    if (h.tries) words.push_back("Try");
    if (h.defence > 1) words.push_back("Defence " + std::to_string(h.defence));
    if (h.noThreat) words.push_back("NoThreat");
    if (h.noShortVariations) words.push_back("NoShortVariations");
    if (h.matesIn1) words.push_back("MatesIn1");
    if (h.setPlay) words.push_back("SetPlay");
    if (h.duplex) words.push_back("Duplex");
    if (h.postKeyPlay) words.push_back("PostKeyPlay");
    if (h.quodlibet) words.push_back("Quodlibet");
    if (h.stopOnShortSolutions) words.push_back("StopOnShortSolutions");
    if (h.goalIsEnd) words.push_back("GoalIsEnd");
    if (h.keepMatingPiece) words.push_back("KeepMatingPiece");
    if (h.nullMoves) words.push_back("NullMoves");
    if (h.kinglessSides & kinglessSide(White)) words.push_back("NoWk");
    if (h.kinglessSides & kinglessSide(Black)) words.push_back("NoBk");
    // CastlingMutuallyExclusive: Popeye takes one pair each time.
    const std::string pairs = castlingExclusionPairs(h.castlingExclusions);
    for (std::size_t at = 0; at < pairs.size(); at += 5)
        words.push_back("CastlingMutuallyExclusive " + pairs.substr(at, 4));
    if (h.maxSolutions > 0) words.push_back("MaxSolutions " + std::to_string(h.maxSolutions));
    if (h.maxSeconds > 0) words.push_back("MaxTime " + std::to_string(h.maxSeconds));
    if (h.startMoveNumber > 0) words.push_back("StartMoveNumber " + std::to_string(h.startMoveNumber));
    if (h.maxThreatLength > 0) words.push_back("Threat " + std::to_string(h.maxThreatLength));
    if (h.maxFlights >= 0) words.push_back("MaxFlightsquares " + std::to_string(h.maxFlights));
    if (h.nonTrivialMax >= 0)
        words.push_back("NonTrivial " + std::to_string(h.nonTrivialMax) + " " + std::to_string(h.nonTrivialLength));
    return words;
}

void writeText(std::string& s, const char* command, const std::string& text) {
    if (text.empty()) return;
    for (const auto& line : splitLines(text)) {
        s += command;
        if (!line.empty()) s += " " + line;
        s += "\n";
    }
}

std::string piecesOf(const Position& pos, Color c) {
    static const PieceType order[] = {King, Queen, Rook, Bishop, Knight, Pawn};
    static const char letters[] = {'K', 'Q', 'R', 'B', 'S', 'P'};
    std::string s;
    for (int k = 0; k < 6; ++k) {
        std::string squares;
        for (int file = 0; file < 8; ++file)
            for (int rank = 0; rank < 8; ++rank)
                if (pos.pieceOn(makeSquare(file, rank)) == makePiece(c, order[k]))
                    squares += squareName(makeSquare(file, rank));
        if (!squares.empty()) s += std::string(" ") + letters[k] + squares;
    }
    return s;
}

std::string noCastlingSquares(const Position& pos) {
    std::string s;
    struct Side {
        Piece king, rook;
        Square k, a, h;
        int kingside, queenside;
    };
    const Side sides[2] = {{WKing, WRook, 4, 0, 7, WhiteKingside, WhiteQueenside},
                           {BKing, BRook, 60, 56, 63, BlackKingside, BlackQueenside}};
    for (const Side& sd : sides) {
        if (pos.pieceOn(sd.k) != sd.king) continue;
        int possible = 0;
        if (pos.pieceOn(sd.h) == sd.rook) possible |= sd.kingside;
        if (pos.pieceOn(sd.a) == sd.rook) possible |= sd.queenside;
        int missing = possible & ~pos.castlingRights();
        if (!missing) continue;
        if (missing == possible && possible == (sd.kingside | sd.queenside)) {
            s += squareName(sd.k);
            continue;
        }
        if (missing & sd.queenside) s += squareName(sd.a);
        if (missing & sd.kingside) s += squareName(sd.h);
    }
    return s;
}

void writeProblem(std::string& s, const Problem& p) {
    writeText(s, "Title", p.meta.title);
    writeText(s, "Author", p.meta.author);
    std::string origin = p.meta.source;
    if (!p.meta.year.empty()) origin = origin.empty() ? p.meta.year : origin + " " + p.meta.year;
    writeText(s, "Origin", origin);
    if (!p.meta.remarks.empty()) {
        for (const auto& line : splitLines(p.meta.remarks)) {
            if (line == "Award:")
                s += "Award\n";
            else if (line.compare(0, 7, "Award: ") == 0)
                s += "Award " + line.substr(7) + "\n";
            else
                s += line.empty() ? "Remark\n" : "Remark " + line + "\n";
        }
    }
    if (!p.meta.intendedSolution.empty())
        for (const auto& line : splitLines(p.meta.intendedSolution))
            s += line.empty() ? "Remark Solution:\n" : "Remark Solution: " + line + "\n";

    Position pos;
    FenError error;
    bool havePosition = parseFen(p.fen, pos, error);
    if (havePosition) {
        std::string white = piecesOf(pos, White), black = piecesOf(pos, Black);
        if (!white.empty() || !black.empty()) {
            s += "Pieces";
            if (!white.empty()) s += " White" + white + "\n";
            if (!black.empty()) s += (white.empty() ? " Black" : "       Black") + black + "\n";
        }
    } else {
        s += "Remark GMS could not write the position '" + p.fen + "': " + error.toString() + "\n";
    }
    const Stipulation& stip = p.stipulation;
    // PostKeyPlay numbered as a play of its own has no option of its own: Popeye reads it only
    // as a structured stipulation without '-' whose side word names the defender ("Black 1d[#]a").
    const std::string ownNumbersBody = p.hints.postKeyPlay && p.hints.postKeyOwnNumbers ? postKeyBody(stip) : "";
    const bool ownNumbers = !ownNumbersBody.empty();
    // Popeye's '&', and help play numbered from the side that does not start ("Black - 4hh[#]"):
    // the side word and '-' say who starts each part, without HalfDuplex.
    const bool sideWordFromPosition = !p.andParts.empty() || stip.numberedFromOtherSide;
    if (ownNumbers) {
        // The side word names the defender, who moves first: the position's side to move.
        const bool whiteDefends = havePosition ? pos.sideToMove() == White : !whiteStarts(stip);
        s += std::string("SStipulation ") + (whiteDefends ? "White " : "Black ") + ownNumbersBody + "\n";
    } else if (sideWordFromPosition) {
        s += "SStipulation " + andStipulationText(p) + "\n";
    } else {
        s += popeyeStipulationCommand(stip) + "\n";
    }

    std::vector<std::string> words = hintWords(p.hints);
    if (ownNumbers) std::erase(words, std::string("PostKeyPlay"));
    if (havePosition) {
        Color defaultSide = whiteStarts(p.stipulation) ? White : Black;
        if (p.hints.postKeyPlay && p.stipulation.isBattle()) defaultSide = ~defaultSide; // the defender after the key
        if (pos.sideToMove() != defaultSide && !ownNumbers && !sideWordFromPosition) words.push_back("HalfDuplex");
        std::string nc = noCastlingSquares(pos);
        if (!nc.empty()) words.push_back("NoCastling " + nc);
        if (Square ep = pos.epSquare(); ep != NoSquare) {
            // Popeye wants the double step itself: departure, passed and arrival squares.
            bool whiteMoved = rankOf(ep) == 2;
            Square from = whiteMoved ? ep - 8 : ep + 8, to = whiteMoved ? ep + 8 : ep - 8;
            std::string step = "EnPassant ";
            for (Square q : {from, ep, to}) step += squareName(q);
            words.push_back(step);
        }
    }
    for (const auto& k : p.extraPopeyeOptions) words.push_back(k);
    if (!words.empty()) {
        s += "Option";
        for (const auto& w : words) s += " " + w;
        s += "\n";
    }
    // Twins last: Popeye reads every command up to the next one as a twinning change.
    for (std::size_t k = 0; k < p.twins.size(); ++k) {
        const Twin& twin = p.twins[k];
        if (k == 0 && p.zeroPosition)
            s += "ZeroPosition";
        else
            s += twin.continued ? "Twin Continued" : "Twin";
        for (const TwinChange& c : twin.changes) {
            s += ' ';
            s += c.toPopeyeInput();
        }
        s += '\n';
    }
}

/// A line that a command's rest-of-line gives back unchanged: no blank at either end, no control byte.
bool keepsLine(const std::string& line) {
    if (line != trim(line)) return false;
    for (char c : line)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return false;
    return true;
}

bool keepsText(const std::string& text) {
    for (const auto& line : splitLines(text))
        if (!keepsLine(line)) return false;
    return true;
}

bool isYearWord(const std::string& w) { return w.size() == 4 && allDigits(w) && (w[0] == '1' || w[0] == '2'); }

} // namespace

std::vector<std::string> popeyeLostTextFields(const Problem& p) {
    std::vector<std::string> lost;
    if (!keepsText(p.meta.title)) lost.push_back("title");
    if (!keepsText(p.meta.author)) lost.push_back("author");
    // Origin is "source year": the reader takes a last word of four digits for the year.
    const std::string& source = p.meta.source;
    const std::size_t cut = source.find_last_of(" \t\n");
    const std::string lastWord = cut == std::string::npos ? source : source.substr(cut + 1);
    // A year that is not four digits reads back as the last word of the source.
    const bool badYear = !p.meta.year.empty() && !isYearWord(p.meta.year);
    if (!keepsText(source) || source.find('\n') != std::string::npos || (p.meta.year.empty() && isYearWord(lastWord)) ||
        badYear)
        lost.push_back("source");
    if (badYear) lost.push_back("year");
    // Remarks: a line "Solution: ..." reads back as the intended solution; "Award: x" is written
    // as the Award command, whose text is trimmed.
    bool remarksKept = keepsText(p.meta.remarks);
    for (const auto& line : splitLines(p.meta.remarks)) {
        if (line.compare(0, 9, "Solution:") == 0) remarksKept = false;
        if (line.compare(0, 7, "Award: ") == 0 && !keepsLine(line.substr(7))) remarksKept = false;
    }
    if (!p.meta.remarks.empty() && !remarksKept) lost.push_back("remarks");
    if (!keepsText(p.meta.intendedSolution)) lost.push_back("intended solution");
    return lost;
}

std::string problemsToPopeye(const std::vector<Problem>& problems) {
    if (problems.empty()) return {};
    std::string s = "BeginProblem\n";
    for (std::size_t k = 0; k < problems.size(); ++k) {
        if (k) s += "NextProblem\n";
        writeProblem(s, problems[k]);
    }
    s += "EndProblem\n";
    return s;
}

std::string popeyeOptionsText(const SolvingHints& hints, const std::vector<std::string>& kept) {
    std::string s;
    for (const auto& w : hintWords(hints)) s += (s.empty() ? "" : " ") + w;
    for (const auto& w : kept) s += (s.empty() ? "" : " ") + w;
    return s;
}

} // namespace gms
