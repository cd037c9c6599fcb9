// SPDX-License-Identifier: GPL-3.0-or-later
/// @file popeye_reader.cpp  Popeye input files read into problems, in the language of each problem (see popeye_format.h).
#include "popeye_format.h"
#include "popeye_reader_parts.h"
#include "structured_stipulation.h"

#include "fen.h"

#include <set>

namespace gms {

using namespace popeye;

namespace popeye {

Match matchCommand(const LanguageTable& lang, std::string_view word) {
    return matchKeyword(word, lang.commands, CommandCount);
}

std::string unsupportedPiece(const LanguageTable& lang, std::string_view letters, std::string_view word) {
    std::string upper;
    for (char c : letters) upper += (c >= 'a' && c <= 'z') ? char(c - 'a' + 'A') : c;
    const std::string known =
        std::string("GMS knows ") + lang.pieceLetterList + " (" + lang.pieceLetters[Knight] + " = knight)";
    if (upper == "N")
        return "piece N in '" + shown(word) +
               "' is the nightrider in Popeye, a fairy piece GMS does not support: " + "the knight is " +
               lang.pieceLetters[Knight];
    return "fairy piece '" + shown(upper) + "' in '" + shown(word) + "' is not supported: " + known;
}

bool pieceWord(Builder& b, Color colour, const Token& t) {
    std::string_view w = t.text;
    // Popeye reads a name of two characters before the squares when the word's length is even,
    // of one when it is odd: g2a2 is a grasshopper-2 on a2, not pawns on g2 and a2 (GMS's pawns
    // without a letter stay pawns unless they begin with a fairy name that looks like a square:
    // grasshopper-2 and -3, the bouncers B1-B3, in each of the three languages).
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    const bool squareLikeName = w.size() >= 2 && ((lower(w[0]) == 'g' && (w[1] == '2' || w[1] == '3')) ||
                                                  (lower(w[0]) == 'b' && w[1] >= '1' && w[1] <= '3'));
    if (squareLikeName && w.size() % 2 == 0 && w.size() >= 4) {
        bool squares = true;
        for (std::size_t j = 2; j < w.size() && squares; j += 2) squares = squareAt(w, j) != NoSquare;
        if (squares) return b.failFairy(t, unsupportedPiece(*b.lang, w.substr(0, 2), w));
    }
    std::size_t k = 0;
    while (k < w.size() && squareAt(w, k) == NoSquare) ++k;
    if (k >= w.size())
        return b.fail(t, "expected a piece with squares such as 'Kc1' or 'Sc5g6', found '" + shown(w) + "'");
    PieceType type = Pawn;
    if (k == 1) {
        type = b.lang->pieceOf(w[0]);
        if (type == NoPieceType) return b.failFairy(t, unsupportedPiece(*b.lang, w.substr(0, 1), w));
    } else if (k > 1) {
        for (std::size_t j = 0; j < k; ++j)
            if (!((w[j] >= 'a' && w[j] <= 'z') || (w[j] >= 'A' && w[j] <= 'Z') || (w[j] >= '0' && w[j] <= '9') ||
                  w[j] == '/' || w[j] == '.'))
                return b.fail(t, "expected a piece with squares such as 'Kc1' or 'Sc5g6', found '" + shown(w) + "'");
        return b.failFairy(t, unsupportedPiece(*b.lang, w.substr(0, k), w));
    }
    for (std::size_t j = k; j < w.size(); j += 2) {
        Square s = squareAt(w, j);
        if (s == NoSquare) {
            Token at = t;
            at.column = t.column + int(j);
            return b.fail(at,
                          "expected squares such as c4c7 in '" + shown(w) + "', found '" + shown(w.substr(j)) + "'");
        }
        if (!b.add(makePiece(colour, type), s, t)) return false;
    }
    return true;
}

namespace {

/// "2", "2.5": the number of a stipulation written apart from its family ("h# 2").
bool stipulationNumber(std::string_view w) {
    if (allDigits(w)) return true;
    return w.size() > 2 && w.substr(w.size() - 2) == ".5" && allDigits(w.substr(0, w.size() - 2));
}

} // namespace

bool scanStipulation(Scanner& sc, Builder& b, const Token& keyword, Stipulation& out) {
    // The keyword as its table spells it: the command Stipulation, or the twin's change.
    Match asCommand = matchCommand(*b.lang, keyword.text);
    Match asTwin = matchKeyword(keyword.text, b.lang->twinWords, TwinWordCount);
    const std::string word = asCommand.index == CStipulation ? b.word(CStipulation)
                             : asTwin.index == TStipulation  ? b.lang->twinWords[TStipulation]
                                                             : std::string(keyword.text);
    Token t;
    if (!sc.next(t))
        return b.fail(keyword,
                      "expected a stipulation such as #2 after '" + shown(word) + "', found the end of the text");
    // A word on a later line that is no stipulation (EndProblem, Option, ...) means the value
    // was left out: say so, rather than call that word an unsupported stipulation.
    if (t.line != keyword.line) {
        Stipulation probe;
        std::string ignored;
        if (!parseStipulation(t.text, probe, ignored) && !(std::string(t.text).ends_with("#"))) {
            sc.pushBack(t);
            return b.fail(keyword, "'" + word + "' has no value: expected a stipulation such as #2 after it");
        }
    }
    std::string text(t.text);
    if (!text.empty() && text.back() == '#') {
        Token n;
        if (sc.next(n)) {
            if (n.line == t.line && stipulationNumber(n.text))
                text += std::string(n.text);
            else
                sc.pushBack(n);
        }
    }
    std::string message;
    if (!parseStipulation(text, out, message)) return b.fail(t, message);
    return true;
}

namespace {

/// Popeye's '&' of whole plays after the side word (`sideWhite`): each part a play of its
/// own, `out` the first and `parts` the others, each with the side that starts it.
bool readAndParts(Builder& b, const Token& side, bool sideWhite, const std::string& body, Stipulation& out,
                  bool& firstFlipped, std::vector<StipulationPart>& parts) {
    const std::vector<std::string_view> texts = outermostParts(body);
    for (std::size_t k = 0; k < texts.size(); ++k) {
        const std::string shownPart = "'&' part " + std::to_string(k + 1) + " ('" + trim(texts[k]) + "'): ";
        Stipulation s;
        bool flipped = false;
        StructuredOptions options;
        std::string message;
        if (!parseStructuredStipulation(texts[k], s, flipped, message, &options))
            return b.fail(side, shownPart + message);
        if (options.postKeyPlay || options.quodlibet || options.goalIsEnd)
            return b.fail(side, shownPart + "a form Popeye reads with an option (PostKeyPlay, Quodlibet, GoalIsEnd) "
                                            "is not yet supported by GMS in '&'");
        if (partBody(s).empty())
            return b.fail(side, shownPart + s.toString() +
                                    " is not yet supported by GMS in '&' (direct, self, help play and the "
                                    "structured forms are)");
        // Popeye numbers the play from the side word's side then: help and battle play, so far.
        if (flipped && !s.numberedFromOtherSide)
            return b.fail(side,
                          shownPart + "'-' before a part other than help or battle play is not yet supported by GMS");
        if (k == 0) {
            out = s;
            firstFlipped = flipped;
        } else {
            parts.push_back({s, sideWhite != flipped});
        }
    }
    return true;
}

} // namespace

bool scanStructuredStipulation(Scanner& sc, Builder& b, const Token& keyword, Stipulation& out, bool* otherSide,
                               std::vector<StipulationPart>* parts) {
    const LanguageTable& lang = *b.lang;
    Token side;
    const std::string word(keyword.text);
    const bool haveSide = sc.next(side);
    if (!haveSide || side.line != keyword.line) {
        if (haveSide) sc.pushBack(side); // a word of the next line is read again there
        return b.fail(keyword, "expected " + std::string(lang.colours[WWhite]) + " or " + lang.colours[WBlack] +
                                   " and a structured stipulation after '" + shown(word) + "', e.g. '" + shown(word) +
                                   " " + lang.colours[WBlack] + " 4hh[#]'");
    }
    const Match m = matchKeyword(side.text, lang.colours, ColourWordCount);
    if (m.index != WWhite && m.index != WBlack)
        return b.fail(side, "expected " + std::string(lang.colours[WWhite]) + " or " + lang.colours[WBlack] +
                                " (the side that starts) after '" + shown(word) + "', found '" + shown(side.text) +
                                "'");
    const std::string body = sc.restOfLine(side);
    bool flipped = false;
    StructuredOptions options;
    std::string message;
    if (!parseStructuredStipulation(body, out, flipped, message, &options)) {
        // Not one play: whole plays joined by '&' (a reci-h ending, "2hh[#]&1h[#]h", is one)?
        if (outermostParts(body).size() < 2) return b.fail(side, message);
        if (!parts)
            return b.fail(side,
                          "sstipulation '" + body + "': '&' of whole plays in a twin is not yet supported by GMS");
        parts->clear();
        options = StructuredOptions{};
        if (!readAndParts(b, side, m.index == WWhite, body, out, flipped, *parts)) return false;
    }
    const bool postKey = options.postKeyPlay;
    if (postKey) b.opts.hints.postKeyPlay = true;
    if (options.postKeyOwnNumbers) b.opts.hints.postKeyOwnNumbers = true;
    if (options.quodlibet) {
        b.opts.hints.quodlibet = true;
        b.opts.quodlibetToken = side;
    }
    if (options.goalIsEnd) {
        b.opts.hints.goalIsEnd = true;
        b.opts.goalIsEndToken = side;
    }
    const bool whiteFirst = (m.index == WWhite) != (flipped != postKey); // after the key the defender moves
    // The other side first (HalfDuplex), but not in the forms read with an option of their own.
    const bool flips = whiteFirst != whiteStarts(out);
    const bool mayFlip = otherSide && !options.quodlibet;
    if (mayFlip) *otherSide = flips;
    if (flips && !mayFlip)
        return b.fail(side, "sstipulation '" + shown(side.text) + " " + body + "': GMS solves this play with " +
                                (whiteStarts(out) ? "White" : "Black") + " making the first move");
    return true;
}

} // namespace popeye

namespace {

// ---- one problem -------------------------------------------------------------

enum class Term { Begin, End, Next, Eof };

bool readPieces(Scanner& sc, Builder& b, const Token& keyword) {
    const LanguageTable& lang = *b.lang;
    Token t;
    if (!sc.next(t))
        return b.fail(keyword, std::string("expected ") + lang.colours[WWhite] + " or " + lang.colours[WBlack] +
                                   " after '" + b.word(CPieces) + "', found the end of the text");
    std::optional<Color> colour;
    auto takeColour = [&](const Token& w, bool& handled) {
        handled = false;
        if (hasDigit(w.text)) return true;
        Match m = matchKeyword(w.text, lang.colours, ColourWordCount);
        if (m.index < 0) return true;
        handled = true;
        if (m.index >= WNeutral)
            return b.failFairy(w, std::string(lang.colours[m.index]) + " pieces are not supported by GMS");
        colour = m.index == WWhite ? White : Black;
        return true;
    };
    bool handled = false;
    if (!takeColour(t, handled)) return false;
    if (!handled)
        return b.fail(t, std::string("expected a colour (") + lang.colours[WWhite] + " or " + lang.colours[WBlack] +
                             ") after '" + b.word(CPieces) + "', found '" + shown(t.text) + "'");
    // A refused piece, colour or attribute does not end the list: its later words are read
    // (and passed over) so that none is taken for a command.
    bool ok = true;
    while (sc.next(t)) {
        if (hasDigit(t.text) || (t.text.find('/') != std::string_view::npos && matchCommand(lang, t.text).index < 0)) {
            if (!pieceWord(b, *colour, t)) ok = false;
            continue;
        }
        if (!takeColour(t, handled)) {
            ok = false;
            continue;
        }
        if (handled) continue;
        Match a = matchKeyword(t.text, lang.attributes, AttributeCount);
        if (a.index >= 0 && t.text.size() >= 3) {
            b.failFairy(t, std::string("piece attribute ") + lang.attributes[a.index] + " is not supported by GMS");
            ok = false;
            continue;
        }
        // "B a1b2": a piece letter alone, its squares in the next word.
        if (t.text.size() <= 2) {
            Token squares;
            if (sc.next(squares)) {
                std::vector<Square> list;
                if (squareList(squares.text, list)) {
                    PieceType type = t.text.size() == 1 ? lang.pieceOf(t.text[0]) : NoPieceType;
                    if (type == NoPieceType) {
                        b.failFairy(t, unsupportedPiece(lang, t.text, t.text));
                        ok = false;
                        continue;
                    }
                    for (Square s : list)
                        if (!b.add(makePiece(*colour, type), s, squares)) ok = false;
                    continue;
                }
                sc.pushBack(squares);
            }
        }
        sc.pushBack(t);
        break;
    }
    return ok;
}

/// Popeye's Forsyth: pieces and counts of empty squares from a8 rank by rank; '/' is
/// optional and squares not reached stay empty (as Popeye reads it).
bool readForsyth(Scanner& sc, Builder& b, const Token& keyword) {
    Token t;
    if (!sc.next(t))
        return b.fail(keyword, "expected a placement such as '" + shown(keyword.text) +
                                   " 4k3/8/8/8/8/8/8/4K3' after '" + shown(keyword.text) + "'");
    std::string_view w = t.text;
    int square = 0; // 0 = a8, 7 = h8, 8 = a7, ...
    auto at = [&](std::size_t k) {
        Token x = t;
        x.column = t.column + int(k);
        return x;
    };
    auto tooMany = [&](std::size_t k) {
        return b.fail(at(k), "Forsyth '" + shown(w) + "' gives more than 64 squares");
    };
    for (std::size_t k = 0; k < w.size(); ++k) {
        char c = w[k];
        if (c == '/') continue;
        if (c >= '0' && c <= '9') {
            int n = c - '0';
            if (k + 1 < w.size() && w[k + 1] >= '0' && w[k + 1] <= '9') n = n * 10 + (w[++k] - '0');
            if (square + n > 64) return tooMany(k);
            square += n;
        } else if (c == '=') {
            return b.failFairy(at(k), "neutral pieces ('=' in Forsyth) are not supported by GMS");
        } else if (c == '.') {
            return b.failFairy(at(k), unsupportedPiece(*b.lang, w.substr(k + 1, 2), w));
        } else {
            PieceType type = b.lang->pieceOf(c);
            if (type == NoPieceType) {
                if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
                    return b.failFairy(at(k), unsupportedPiece(*b.lang, w.substr(k, 1), w));
                return b.fail(at(k), "unknown piece letter '" + shown(std::string(1, c)) + "' in Forsyth: expected " +
                                         b.lang->pieceLetterList +
                                         " (upper case White, lower case Black), a digit or '/'");
            }
            if (square >= 64) return tooMany(k);
            Color colour = (c >= 'a' && c <= 'z') ? Black : White;
            if (!b.add(makePiece(colour, type), makeSquare(square % 8, 7 - square / 8), t)) return false;
            ++square;
        }
    }
    if (!b.havePieces) {
        b.havePieces = true;
        b.piecesTok = t;
    }
    return true;
}

void readStipulation(Scanner& sc, Builder& b, const Token& keyword, bool structured = false) {
    Stipulation s;
    bool otherSide = false;
    std::vector<StipulationPart> parts;
    if (!(structured ? scanStructuredStipulation(sc, b, keyword, s, &otherSide, &parts)
                     : scanStipulation(sc, b, keyword, s)))
        return;
    if (b.stip) {
        // Popeye solves the first stipulation of a problem: say that the later one is not used.
        b.note(keyword, "a second stipulation '" + s.toString() + "' (line " + std::to_string(keyword.line) +
                            ") is ignored: Popeye solves the first, '" + b.stip->toString() + "' (line " +
                            std::to_string(b.stipTok.line) + ")");
        return;
    }
    b.stip = s;
    b.stipTok = keyword;
    b.sideWordFlips = otherSide;
    b.andParts = std::move(parts);
}

void addRemark(Builder& b, const std::string& line) {
    static const std::string prefix = "Solution:";
    if (line.compare(0, prefix.size(), prefix) == 0)
        b.solution.push_back(trim(std::string_view(line).substr(prefix.size())));
    else
        b.remarks.push_back(line);
}

/// Reads commands up to NextProblem/EndProblem/BeginProblem or the end of the text.
Term readBody(Scanner& sc, Builder& b, Token& termTok) {
    const LanguageTable& lang = *b.lang;
    Token t;
    for (;;) {
        if (!sc.next(t)) return Term::Eof;
        Match m = matchCommand(lang, t.text);
        // After an error the problem is still read command by command (each command takes its
        // own words), so that the words of a refused piece list or condition are not taken for
        // NextProblem; words that are no command are passed over.
        if (b.error && (m.index < 0 ||
                        ((m.index == CBegin || m.index == CEnd || m.index == CNext) && !m.exact && t.text.size() < 3)))
            continue;
        if (m.ambiguous()) {
            b.fail(t, "ambiguous command '" + shown(t.text) + "': could be " + joinNames(m.candidates));
            continue;
        }
        if (m.index < 0) {
            b.fail(t, "unknown command '" + shown(t.text) + "': expected a Popeye command such as " + b.word(CPieces) +
                          ", " + b.word(CStipulation) + ", " + b.word(COption) + " or " + b.word(CEnd) + " (" +
                          lang.name + ")");
            continue;
        }
        if (!b.twins.empty() && (m.index == CPieces || m.index == CForsyth || m.index == CInitialGameArray ||
                                 m.index == CStipulation || m.index == COption)) {
            b.fail(t, std::string("'") + b.word(Command(m.index)) + "' after a twin: in Popeye's input the twins (" +
                          b.word(CTwin) + ", " + b.word(CZeroPosition) +
                          ") come after the problem's position, stipulation and options");
            continue;
        }
        switch (m.index) {
            case CBegin: termTok = t; return Term::Begin;
            case CEnd: termTok = t; return Term::End;
            case CNext: termTok = t; return Term::Next;
            case CTitle: b.title.push_back(sc.restOfLine(t)); break;
            case CAuthor: b.author.push_back(sc.restOfLine(t)); break;
            case COrigin: b.origin.push_back(sc.restOfLine(t)); break;
            case CRemark: addRemark(b, sc.restOfLine(t)); break;
            case CAward: {
                std::string text = sc.restOfLine(t);
                b.remarks.push_back(text.empty() ? "Award:" : "Award: " + text);
                break;
            }
            case CProtocol: {
                // Popeye appends its output to the file named by the rest of the line; the tools
                // that solve do the same.
                std::string file = sc.restOfLine(t);
                if (file.empty()) {
                    b.fail(t, std::string("'") + b.word(CProtocol) + "' expects a file name on its line, as in '" +
                                  b.word(CProtocol) + " out.txt'");
                    break;
                }
                b.protocol = file;
                break;
            }
            case CPieces: readPieces(sc, b, t); break;
            case CForsyth: readForsyth(sc, b, t); break;
            case CInitialGameArray: {
                const PieceType back[8] = {Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook};
                for (int f = 0; f < 8; ++f) {
                    b.add(makePiece(White, back[f]), makeSquare(f, 0), t);
                    b.add(makePiece(White, Pawn), makeSquare(f, 1), t);
                    b.add(makePiece(Black, Pawn), makeSquare(f, 6), t);
                    b.add(makePiece(Black, back[f]), makeSquare(f, 7), t);
                }
                break;
            }
            case CStipulation: readStipulation(sc, b, t); break;
            case COption: {
                readOptions(sc, b, &t, false);
                break;
            }
            case CSStipulation: readStipulation(sc, b, t, true); break;
            case CCondition: {
                Token c;
                std::string name;
                if (sc.next(c)) {
                    if (c.line == t.line) name = " " + shown(c.text);
                    sc.pushBack(c);
                }
                b.failFairy(t, std::string("fairy conditions are not supported by GMS: '") + b.word(CCondition) + name +
                                   "'");
                sc.restOfLine(t); // the condition's words
                break;
            }
            case CLaTeX:
            case CLaTeXPieces: {
                // Popeye's LaTeX output: the file name (rest of the line) after LaTeX, then the
                // names of pieces for it, "PIECE ABBREVIATION FULL NAME" a line each. Output only.
                if (m.index == CLaTeX) sc.restOfLine(t);
                Token piece, abbreviation;
                while (sc.next(piece)) {
                    if (piece.text.size() >= 3) {
                        sc.pushBack(piece);
                        break;
                    }
                    if (!sc.next(abbreviation)) break;
                    sc.restOfLine(abbreviation);
                }
                b.note(t, std::string("'") + b.word(Command(m.index)) + "' (Popeye's LaTeX output) is ignored by GMS");
                break;
            }
            case CTwin: readTwin(sc, b, t, false); break;
            case CZeroPosition:
                if (b.zeroPosition || !b.twins.empty()) {
                    b.fail(t, b.zeroPosition ? std::string("'") + b.word(CZeroPosition) +
                                                   "' given twice: it gives the first "
                                                   "twin, later ones are '" +
                                                   b.word(CTwin) + "'"
                                             : std::string("'") + b.word(CZeroPosition) + "' after a '" +
                                                   b.word(CTwin) + "': " + b.word(CZeroPosition) +
                                                   " gives the first twin and comes before "
                                                   "every " +
                                                   b.word(CTwin));
                    break;
                }
                b.zeroPosition = true;
                readTwin(sc, b, t, true);
                break;
            default:
                b.fail(t, std::string("command '") + b.word(Command(m.index)) + "' is not supported by GMS");
                break;
        }
    }
}

/// Origin text -> source and year ("Freie Presse 1994"). Every character before the year
/// stays in the source ("London Era, 1861": "London Era," and "1861"), so that writing
/// "source year" back gives the line as read.
void splitOrigin(const std::string& origin, std::string& source, std::string& year) {
    std::string text = trim(origin);
    std::size_t cut = text.find_last_of(" \t\n");
    std::string last = cut == std::string::npos ? text : text.substr(cut + 1);
    if (last.size() == 4 && allDigits(last) && (last[0] == '1' || last[0] == '2')) {
        year = last;
        source = cut == std::string::npos ? std::string() : trim(std::string_view(text).substr(0, cut));
    } else {
        source = text;
        year.clear();
    }
}

bool finishProblem(Builder& b, const Token& termTok, Problem& out) {
    if (!b.stip)
        return b.fail(termTok, std::string("no stipulation given: expected e.g. '") + b.word(CStipulation) +
                                   " #2' before '" + shown(termTok.text) + "'");
    // An empty board is a position too (Popeye warns that both sides need a king and solves
    // it: nothing moves); the note says what was missing.
    if (!b.havePieces) {
        b.piecesTok = termTok;
        if (b.opts.hints.kinglessSides != AnySideKingless)
            b.note(termTok, std::string("no pieces given (expected '") + b.word(CPieces) + " " +
                                b.lang->colours[WWhite] + " Kc1 ... " + b.lang->colours[WBlack] + " Ke8 ...' or '" +
                                b.word(CForsyth) + " ...' before '" + shown(termTok.text) + "'): an empty board");
    }
    if (b.opts.whiteToPlay) {
        // Popeye's WhiteToPlay lets White start a helpmate: h#N is then h#(N-1).5
        // (the same solutions, checked with Popeye 4.104), which GMS stores instead.
        auto convert = [&](Stipulation& s) {
            if (s.kind != Stipulation::Kind::HelpMate)
                return b.fail(b.opts.whiteToPlayToken,
                              "option WhiteToPlay applies only to helpmates (h#N, read as h#(N-1).5), not to " +
                                  s.toString());
            if (!s.halfMove) {
                s.moves -= 1;
                s.halfMove = true;
            }
            return true;
        };
        if (!convert(*b.stip)) return false;
        for (Twin& twin : b.twins)
            for (TwinChange& c : twin.changes)
                if (c.type == TwinChange::Type::Stipulation && !convert(c.stipulation)) return false;
    }
    // An option solved with some stipulations only: every stipulation of the problem (the
    // diagram's and each twin's) must take it, else the option's token names the refusal.
    auto everyStipulationTakes = [&](const Token& option, std::string (Stipulation::*refusal)() const) {
        std::vector<const Stipulation*> all{&*b.stip};
        for (const Twin& twin : b.twins)
            for (const TwinChange& c : twin.changes)
                if (c.type == TwinChange::Type::Stipulation) all.push_back(&c.stipulation);
        for (const Stipulation* s : all)
            if (std::string why = (s->*refusal)(); !why.empty()) return b.fail(option, why);
        return true;
    };
    if (b.opts.hints.quodlibet && !everyStipulationTakes(b.opts.quodlibetToken, &Stipulation::quodlibetRefusal))
        return false;
    if (b.opts.hints.goalIsEnd && !everyStipulationTakes(b.opts.goalIsEndToken, &Stipulation::goalIsEndRefusal))
        return false;
    if (b.opts.hints.keepMatingPiece &&
        !everyStipulationTakes(b.opts.keepMatingPieceToken, &Stipulation::keepMatingPieceRefusal))
        return false;
    if (b.opts.hints.nullMoves && !everyStipulationTakes(b.opts.nullMovesToken, &Stipulation::nullMovesRefusal))
        return false;
    // Forms whose output GMS has not checked against Popeye with these options (and twins).
    const auto uncheckedOption = [&](bool withTwins) -> const char* {
        return withTwins && (!b.twins.empty() || b.zeroPosition) ? "twins"
               : b.opts.halfDuplex                               ? "option HalfDuplex"
               : b.opts.hints.duplex                             ? "option Duplex"
               : b.opts.hints.setPlay                            ? "option SetPlay"
               : b.opts.hints.postKeyPlay                        ? "option PostKeyPlay"
               : b.opts.hints.startMoveNumber > 0                ? "option StartMoveNumber"
                                                                 : nullptr;
    };
    if (const char* refused = b.andParts.empty() ? nullptr : uncheckedOption(true))
        return b.fail(b.stipTok, std::string(refused) + " with a stipulation of '&' parts is not yet supported by GMS");
    if (const char* refused = b.stip->numberedFromOtherSide && b.stip->isBattle() ? uncheckedOption(false) : nullptr)
        return b.fail(b.stipTok,
                      std::string(refused) +
                          " with battle play numbered from the other side ('-') is not yet supported by GMS");
    Color side = whiteStarts(*b.stip) ? White : Black;
    if (b.opts.halfDuplex) side = ~side;
    if (b.sideWordFlips) side = ~side;
    // PostKeyPlay: battle play from the position after the key, so the defender moves first
    // (Popeye ignores the option in help play).
    if (b.opts.hints.postKeyPlay && b.stip->isBattle()) side = ~side;
    int rights = 0;
    if (b.board[4] == WKing) {
        if (b.board[7] == WRook) rights |= WhiteKingside;
        if (b.board[0] == WRook) rights |= WhiteQueenside;
    }
    if (b.board[60] == BKing) {
        if (b.board[63] == BRook) rights |= BlackKingside;
        if (b.board[56] == BRook) rights |= BlackQueenside;
    }
    rights &= ~b.opts.castlingRemoved;
    Position pos;
    pos.clear();
    for (Square s = 0; s < 64; ++s)
        if (b.board[s] != NoPiece) pos.putPiece(b.board[s], s);
    pos.setSideToMove(side);
    pos.setCastlingRights(rights);
    if (b.opts.ep != NoSquare) {
        int wanted = side == White ? 5 : 2;
        if (rankOf(b.opts.ep) != wanted)
            return b.fail(b.opts.epToken, "option EnPassant " + squareName(b.opts.ep) +
                                              ": the e.p. square (the square the pawn passed) must be on rank " +
                                              std::to_string(wanted + 1) + " when " +
                                              (side == White ? "White" : "Black") + " is to move");
        pos.setEpSquare(b.opts.ep);
    }
    pos.setMoveCounters(0, 1);
    pos.refresh();
    // Popeye warns "both sides need a king" and solves on, the side without one never in
    // check: as with its option NoWk or NoBk, which GMS then sets.
    for (Color c : {White, Black}) {
        if (pos.kingSquare(c) != NoSquare || (b.opts.hints.kinglessSides & kinglessSide(c))) continue;
        b.opts.hints.kinglessSides |= kinglessSide(c);
        b.note(b.piecesTok, std::string(c == White ? "White" : "Black") + " has no king: solved as with Option " +
                                (c == White ? "NoWk" : "NoBk") +
                                " (Popeye warns \"both sides need a king\" and solves on)");
    }
    std::string illegal = validatePosition(pos, b.opts.hints.kinglessSides);
    if (!illegal.empty()) return b.fail(b.piecesTok, "illegal position: " + illegal);

    Problem p;
    p.fen = toFen(pos);
    p.stipulation = *b.stip;
    p.andParts = b.andParts;
    p.meta.title = joinLines(b.title);
    p.meta.author = joinLines(b.author);
    splitOrigin(joinLines(b.origin), p.meta.source, p.meta.year);
    p.meta.remarks = joinLines(b.remarks);
    p.meta.intendedSolution = joinLines(b.solution);
    p.hints = b.opts.hints;
    p.extraPopeyeOptions = b.opts.kept;
    p.twins = b.twins;
    p.zeroPosition = b.zeroPosition;
    if (!p.twins.empty()) {
        // Every twin must give a legal position: report the first that does not at its Twin.
        std::vector<TwinInstance> instances;
        std::string message;
        int failed = -1;
        if (!expandTwins(p, instances, message, &failed))
            return b.fail(failed >= 0 ? b.twinTokens[std::size_t(failed)] : b.piecesTok, message);
    }
    out = std::move(p);
    return true;
}

/// Keeps the first of equal notes (an option named in every problem is said once).
void dropRepeatedNotes(std::vector<SkippedProblem>& notes) {
    std::set<std::string> seen;
    std::vector<SkippedProblem> kept;
    for (auto& n : notes)
        if (seen.insert(n.message).second) kept.push_back(std::move(n));
    notes = std::move(kept);
}

} // namespace

ProblemCollection parsePopeyeText(std::string_view text) {
    ProblemCollection out;
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    Scanner sc(text);
    int index = 0;
    Token t;
    bool haveToken = sc.next(t);
    bool afterEnd = false; // after EndProblem Popeye stops reading: only a new BeginProblem counts
    while (haveToken) {
        std::optional<Language> language = languageOfBegin(t.text);
        if (afterEnd && language && t.text.size() < 3) language.reset();
        if (!language) {
            if (afterEnd) {
                out.notes.push_back({index, t.line, t.column,
                                     "text after the end of the problems ('" + shown(t.text) +
                                         "' ...) is ignored, as Popeye ignores it"});
            } else {
                // Text before the first BeginProblem: one skipped entry up to the next BeginProblem.
                ++index;
                out.skipped.push_back(
                    {index, t.line, t.column,
                     "expected 'BeginProblem', found '" + shown(t.text) +
                         "' (text outside BeginProblem ... EndProblem; German files begin AnfangProblem, "
                         "French ones DebutProbleme)"});
            }
            for (;;) {
                haveToken = sc.next(t);
                if (!haveToken) break;
                std::optional<Language> next = languageOfBegin(t.text);
                if (next && t.text.size() >= 3) break;
            }
            continue;
        }
        const LanguageTable& lang = languageTable(*language);
        // One or more problems separated by NextProblem.
        for (;;) {
            ++index;
            Builder b(lang);
            b.notes = &out.notes;
            b.index = index;
            Token termTok;
            Term term = readBody(sc, b, termTok);
            Problem p;
            bool ok = false;
            if (!b.error) {
                if (term == Term::Eof) {
                    Token end;
                    end.line = sc.endLine();
                    end.column = sc.endColumn();
                    b.fail(end, std::string("the text ends inside a problem: expected '") + b.word(CEnd) + "' (or '" +
                                    b.word(CNext) + "')");
                } else if (term == Term::Begin) {
                    b.fail(termTok, std::string("'") + b.word(CBegin) + "' inside a problem: expected '" +
                                        b.word(CEnd) + "' or '" + b.word(CNext) + "' before it");
                } else {
                    ok = finishProblem(b, termTok, p);
                }
            }
            if (ok)
                out.entries.push_back({index, t.line, std::move(p)});
            else
                out.skipped.push_back({index, b.error->line, b.error->column, b.error->message});
            if (!b.protocol.empty()) out.protocols[index] = b.protocol;
            if (term == Term::Next) {
                t = termTok;
                continue;
            }
            if (term == Term::Begin) {
                t = termTok;
                haveToken = true;
                afterEnd = false;
                break;
            }
            haveToken = term == Term::End ? sc.next(t) : false;
            afterEnd = true;
            break;
        }
    }
    dropRepeatedNotes(out.notes);
    return out;
}

bool parsePopeyeOptions(std::string_view text, SolvingHints& hints, std::vector<std::string>& kept, int& errorColumn,
                        std::string& error) {
    Scanner sc(text);
    Builder b(languageTable(Language::English));
    if (!readOptions(sc, b, nullptr, true) || b.error) {
        errorColumn = b.error ? b.error->column : 1;
        error = b.error ? b.error->message : "bad option list";
        return false;
    }
    hints = b.opts.hints;
    kept = b.opts.kept;
    errorColumn = 0;
    error.clear();
    return true;
}

} // namespace gms
