// SPDX-License-Identifier: GPL-3.0-or-later
/// @file popeye_twin_reader.cpp  Popeye's Twin and ZeroPosition: the changes of one twin, in the language read.
#include "popeye_reader_parts.h"

namespace gms::popeye {

namespace {

const char* const kMirrorWords[4] = {"a1<-->h1", "a1<-->a8", "a1<-->h8", "a8<-->h1"};

/// "Move, Exchange, ... or Stipulation" in the language read.
std::string twinCommands(const LanguageTable& lang) {
    const TwinWord order[] = {TMove,   TExchange, TRemove, TAdd,        TSubstitute,
                              TRotate, TMirror,   TShift,  TPolishType, TStipulation};
    std::vector<std::string> names;
    for (TwinWord w : order) names.push_back(lang.twinWords[w]);
    return joinNames(names);
}

/// One square as a word of its own ("c3"); fails naming the change and the word found.
bool twinSquare(Scanner& sc, Builder& b, const Token& change, const char* name, const char* example, int& out) {
    Token t;
    if (!sc.next(t))
        return b.fail(change, std::string("twin ") + name + " expects squares such as '" + example +
                                  "', found the end of the text");
    Square s = t.text.size() == 2 ? squareAt(t.text, 0) : NoSquare;
    if (s == NoSquare)
        return b.fail(t, std::string("twin ") + name + " expects squares such as '" + example + "', found '" +
                             shown(t.text) + "'");
    out = s;
    return true;
}

/// One piece letter as a word of its own ("R"), for Substitute; stored with GMS's English letter.
bool twinPieceLetter(Scanner& sc, Builder& b, const Token& change, char& out) {
    const std::string example = std::string("'") + b.lang->twinWords[TSubstitute] + " " + b.lang->pieceLetters[Rook] +
                                " " + b.lang->pieceLetters[Bishop] + "'";
    Token t;
    if (!sc.next(t))
        return b.fail(change, "twin Substitute expects two pieces such as " + example + ", found the end of the text");
    PieceType type = t.text.size() == 1 ? b.lang->pieceOf(t.text[0]) : NoPieceType;
    if (type == NoPieceType) {
        bool letters = !t.text.empty() && t.text.size() <= 2 && !hasDigit(t.text);
        if (letters) return b.failFairy(t, unsupportedPiece(*b.lang, t.text, t.text));
        return b.fail(t, "twin Substitute expects two pieces such as " + example + ", found '" + shown(t.text) + "'");
    }
    out = "?PSBRQK"[type];
    return true;
}

/// A colour word of the language: White/Black, or a refusal for neutral and invisible pieces.
int colourWord(Builder& b, const Token& t, bool& failed) {
    failed = false;
    Match m = matchKeyword(t.text, b.lang->colours, ColourWordCount);
    if (m.index >= WNeutral) {
        failed = true;
        b.failFairy(t, std::string(b.lang->colours[m.index]) + " pieces are not supported by GMS");
        return -1;
    }
    return m.index;
}

/// Add COLOUR PIECES [COLOUR PIECES ...]: one change per piece word.
bool twinAdd(Scanner& sc, Builder& b, const Token& change, Twin& twin) {
    std::optional<Color> colour;
    bool any = false;
    Token t;
    while (sc.next(t)) {
        if (!hasDigit(t.text)) {
            bool failed = false;
            int c = colourWord(b, t, failed);
            if (failed) return false;
            if (c >= 0) {
                colour = c == WWhite ? White : Black;
                continue;
            }
            // "B a1b2": a piece letter alone, its squares in the next word.
            if (colour && t.text.size() == 1) {
                Token squares;
                if (sc.next(squares)) {
                    std::vector<Square> list;
                    if (squareList(squares.text, list)) {
                        PieceType type = b.lang->pieceOf(t.text[0]);
                        if (type == NoPieceType) return b.failFairy(t, unsupportedPiece(*b.lang, t.text, t.text));
                        TwinChange ch;
                        ch.type = TwinChange::Type::Add;
                        ch.colour = *colour == White ? 'w' : 'b';
                        ch.piece = "?PSBRQK"[type];
                        ch.squares.assign(list.begin(), list.end());
                        twin.changes.push_back(ch);
                        any = true;
                        continue;
                    }
                    sc.pushBack(squares);
                }
            }
            sc.pushBack(t);
            break;
        }
        if (!colour)
            return b.fail(t, std::string("twin Add expects a colour first, as in '") + b.lang->twinWords[TAdd] + " " +
                                 b.lang->colours[WWhite] + " Sg6', found '" + shown(t.text) + "'");
        // A piece word as in Pieces: "Sg6", "Sg6g5", "Pa2", "a2" (a pawn).
        Builder scratch(*b.lang);
        if (!pieceWord(scratch, *colour, t)) {
            Token at = t;
            at.line = scratch.error->line;
            at.column = scratch.error->column;
            if (scratch.errorIsFairy)
                b.failFairy(at, scratch.error->message);
            else
                b.fail(at, scratch.error->message);
            return false;
        }
        TwinChange ch;
        ch.type = TwinChange::Type::Add;
        ch.colour = *colour == White ? 'w' : 'b';
        for (Square s = 0; s < 64; ++s) {
            if (scratch.board[s] == NoPiece) continue;
            ch.piece = "?PSBRQK"[typeOf(scratch.board[s])];
        }
        // Keep the order of the squares as written.
        std::string_view w = t.text;
        std::size_t k = 0;
        while (k < w.size() && squareAt(w, k) == NoSquare) ++k;
        for (; k + 1 < w.size(); k += 2) ch.squares.push_back(squareAt(w, k));
        twin.changes.push_back(ch);
        any = true;
    }
    if (!colour)
        return b.fail(change, "twin Add expects a colour and pieces such as 'Add White Sg6', found " +
                                  (t.text.empty() ? std::string("the end of the text") : "'" + shown(t.text) + "'"));
    if (!any) return b.fail(change, "twin Add expects pieces such as 'Add White Sg6' after the colour");
    return true;
}

} // namespace

bool readTwin(Scanner& sc, Builder& b, const Token& keyword, bool zero) {
    const LanguageTable& lang = *b.lang;
    Twin twin;
    Token t;
    bool first = true;
    while (sc.next(t)) {
        Match m = matchKeyword(t.text, lang.twinWords, TwinWordCount);
        if (first && !zero && m.index == TContinued) {
            twin.continued = true;
            first = false;
            continue;
        }
        first = false;
        if (m.ambiguous())
            return b.fail(t, "ambiguous twin command '" + shown(t.text) + "': could be " + joinNames(m.candidates));
        if (m.index < 0 || m.index == TContinued) {
            Match c = matchCommand(lang, t.text);
            if (m.index < 0 && c.index >= 0 && !hasDigit(t.text)) {
                sc.pushBack(t); // the next command ends the twin
                break;
            }
            if (m.index == TContinued)
                return b.fail(t, std::string("'") + lang.twinWords[TContinued] + "' must come right after '" +
                                     lang.commands[CTwin] + "' ('" + lang.commands[CTwin] + " " +
                                     lang.twinWords[TContinued] + " " + lang.twinWords[TMove] + " c3 c4')");
            return b.fail(t, "unknown twin command '" + shown(t.text) + "': expected " + twinCommands(lang));
        }
        TwinChange c;
        switch (m.index) {
            case TMove:
            case TExchange:
            case TShift: {
                c.type = m.index == TMove       ? TwinChange::Type::Move
                         : m.index == TExchange ? TwinChange::Type::Exchange
                                                : TwinChange::Type::Shift;
                const char* english = englishTwinWord(TwinWord(m.index));
                const char* example = m.index == TMove       ? "Move c3 c4"
                                      : m.index == TExchange ? "Exchange e1 d8"
                                                             : "Shift a1 a2";
                if (!twinSquare(sc, b, t, english, example, c.square1)) return false;
                if (!twinSquare(sc, b, t, english, example, c.square2)) return false;
                break;
            }
            case TRemove:
                c.type = TwinChange::Type::Remove;
                if (!twinSquare(sc, b, t, "Remove", "Remove c3", c.square1)) return false;
                break;
            case TAdd:
                if (!twinAdd(sc, b, t, twin)) return false;
                continue;
            case TSubstitute:
                c.type = TwinChange::Type::Substitute;
                if (!twinPieceLetter(sc, b, t, c.piece) || !twinPieceLetter(sc, b, t, c.piece2)) return false;
                break;
            case TRotate: {
                c.type = TwinChange::Type::Rotate;
                Token d;
                if (!sc.next(d)) return b.fail(t, "twin Rotate expects 90, 180 or 270, found the end of the text");
                if (d.text != "90" && d.text != "180" && d.text != "270")
                    return b.fail(d, "twin Rotate expects 90, 180 or 270 (degrees counter-clockwise), found '" +
                                         shown(d.text) + "'");
                c.degrees = std::stoi(std::string(d.text));
                break;
            }
            case TMirror: {
                c.type = TwinChange::Type::Mirror;
                Token d;
                if (!sc.next(d))
                    return b.fail(t, "twin Mirror expects a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1, found the end of "
                                     "the text");
                std::string l = lower(d.text);
                for (const char* w : kMirrorWords)
                    if (l == w) c.mirror = w;
                if (c.mirror.empty())
                    return b.fail(d, "twin Mirror expects a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1, found '" +
                                         shown(d.text) + "'");
                break;
            }
            case TPolishType: c.type = TwinChange::Type::PolishType; break;
            case TStipulation:
                c.type = TwinChange::Type::Stipulation;
                if (!scanStipulation(sc, b, t, c.stipulation)) return false;
                break;
            case TSStipulation:
                c.type = TwinChange::Type::Stipulation;
                if (!scanStructuredStipulation(sc, b, t, c.stipulation)) return false;
                break;
            case TCondition: {
                Token name;
                std::string shownName;
                if (sc.next(name) && name.line == t.line) shownName = " " + shown(name.text);
                return b.failFairy(t, std::string("fairy conditions are not supported by GMS: twin '") +
                                          lang.twinWords[TCondition] + shownName + "'");
            }
            default: break;
        }
        twin.changes.push_back(c);
    }
    const char* name = zero ? lang.commands[CZeroPosition] : lang.commands[CTwin];
    if (twin.changes.empty())
        return b.fail(keyword, std::string("'") + name + "' without a change: expected e.g. '" + name + " " +
                                   lang.twinWords[TMove] + " c3 c4' (" + twinCommands(lang) + ")");
    b.twins.push_back(twin);
    b.twinTokens.push_back(keyword);
    return true;
}

} // namespace gms::popeye
