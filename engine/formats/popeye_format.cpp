// SPDX-License-Identifier: GPL-3.0-or-later
/// @file popeye_format.cpp  Popeye input files: reader and writer (see popeye_format.h).
#include "popeye_format.h"

#include "fen.h"

#include <optional>

namespace gms {

namespace {

// ---- text helpers ------------------------------------------------------------

bool isSeparator(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ';' || c == ',' || c == ':';
}

bool isBlankChar(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }

std::string trim(std::string_view s) {
    while (!s.empty() && isBlankChar(s.front())) s.remove_prefix(1);
    while (!s.empty() && isBlankChar(s.back())) s.remove_suffix(1);
    return std::string(s);
}

char lowerChar(char c) { return (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c; }

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = lowerChar(c);
    return out;
}

bool allDigits(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return true;
}

bool hasDigit(std::string_view s) {
    for (char c : s)
        if (c >= '0' && c <= '9') return true;
    return false;
}

/// Shown in messages: at most 40 characters.
std::string shown(std::string_view s) {
    if (s.size() <= 40) return std::string(s);
    return std::string(s.substr(0, 37)) + "...";
}

std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (;;) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) {
            lines.push_back(text.substr(start));
            break;
        }
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

std::string joinLines(const std::vector<std::string>& lines) {
    std::string s;
    for (std::size_t k = 0; k < lines.size(); ++k) {
        if (k) s += '\n';
        s += lines[k];
    }
    return s;
}

/// Square from two characters, case-insensitive; NoSquare if not a square.
Square squareAt(std::string_view s, std::size_t k) {
    if (k + 1 >= s.size()) return NoSquare;
    return parseSquare(lowerChar(s[k]), s[k + 1]);
}

/// "c4c7e4" -> squares; false unless the whole text is squares.
bool squareList(std::string_view s, std::vector<Square>& out) {
    if (s.empty() || s.size() % 2) return false;
    std::vector<Square> squares;
    for (std::size_t k = 0; k < s.size(); k += 2) {
        Square sq = squareAt(s, k);
        if (sq == NoSquare) return false;
        squares.push_back(sq);
    }
    out.insert(out.end(), squares.begin(), squares.end());
    return true;
}

// ---- scanner -----------------------------------------------------------------

struct Token {
    std::string_view text;
    int line = 0;
    int column = 0;
    std::size_t end = 0;       ///< Offset just after the token.
    std::size_t lineStart = 0; ///< Offset of the first character of its line.
};

class Scanner {
public:
    explicit Scanner(std::string_view text) : text_(text) {}

    bool next(Token& t) {
        if (!pending_.empty()) {
            t = pending_.back();
            pending_.pop_back();
            return true;
        }
        while (pos_ < text_.size() && isSeparator(text_[pos_])) {
            if (text_[pos_] == '\n') {
                ++line_;
                lineStart_ = pos_ + 1;
            }
            ++pos_;
        }
        if (pos_ >= text_.size()) return false;
        std::size_t start = pos_;
        while (pos_ < text_.size() && !isSeparator(text_[pos_])) ++pos_;
        t.text = text_.substr(start, pos_ - start);
        t.line = line_;
        t.column = int(start - lineStart_) + 1;
        t.end = pos_;
        t.lineStart = lineStart_;
        return true;
    }

    void pushBack(const Token& t) { pending_.push_back(t); }

    /// The text after `keyword` up to the end of its line, trimmed; reading goes on
    /// at the next line.
    std::string restOfLine(const Token& keyword) {
        pending_.clear();
        std::size_t end = text_.find('\n', keyword.end);
        if (end == std::string_view::npos) end = text_.size();
        std::string s = trim(text_.substr(keyword.end, end - keyword.end));
        pos_ = end;
        line_ = keyword.line;
        lineStart_ = keyword.lineStart;
        return s;
    }

    /// Where the text ends (for "file ends inside a problem").
    int endLine() const { return line_; }
    int endColumn() const { return int(pos_ - lineStart_) + 1; }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1;
    std::size_t lineStart_ = 0;
    std::vector<Token> pending_;
};

// ---- keyword tables ----------------------------------------------------------

struct Match {
    int index = -1;      ///< -1: no keyword.
    bool exact = false;
    std::vector<std::string> candidates; ///< More than one: ambiguous prefix.
    bool ambiguous() const { return candidates.size() > 1 && index < 0; }
};

/// Popeye's rule: a word equal to a keyword, or a prefix of exactly one keyword.
Match matchKeyword(std::string_view word, const char* const* names, int count) {
    Match m;
    std::string w = lower(word);
    if (w.empty()) return m;
    int prefixIndex = -1;
    for (int k = 0; k < count; ++k) {
        std::string name = lower(names[k]);
        if (name == w) {
            m.index = k;
            m.exact = true;
            m.candidates.clear();
            return m;
        }
        if (name.compare(0, w.size(), w) == 0) {
            prefixIndex = k;
            m.candidates.push_back(names[k]);
        }
    }
    if (m.candidates.size() == 1) m.index = prefixIndex;
    return m;
}

std::string joinNames(const std::vector<std::string>& names) {
    std::string s;
    for (std::size_t k = 0; k < names.size(); ++k) {
        if (k) s += k + 1 == names.size() ? " or " : ", ";
        s += names[k];
    }
    return s;
}

enum Command {
    CBegin, CEnd, CNext, CStipulation, CSStipulation, CAuthor, COrigin, CPieces, CCondition, COption,
    CRemark, CProtocol, CInput, CTitle, CTwin, CZeroPosition, CLaTeX, CLaTeXPieces, CAward,
    CInitialGameArray, CForsyth, CommandCount
};
const char* const kCommands[CommandCount] = {
    "BeginProblem", "EndProblem", "NextProblem", "Stipulation", "SStipulation", "Author", "Origin",
    "Pieces", "Condition", "Option", "Remark", "Protocol", "Input", "Title", "Twin", "ZeroPosition",
    "LaTeX", "LaTeXPieces", "Award", "InitialGameArray", "Forsyth"};

Match matchCommand(std::string_view word) { return matchKeyword(word, kCommands, CommandCount); }

bool isTextCommand(int c) { return c == CTitle || c == CAuthor || c == COrigin || c == CRemark || c == CAward; }

const char* const kColours[] = {"White", "Black", "Neutral", "TotalInvisible"};
const char* const kAttributes[] = {"Royal", "Kamikaze", "Paralysing", "Chameleon", "Jigger", "Volage",
                                   "Functionary", "HalfNeutral", "HurdleColourChanging", "Protean",
                                   "Magic", "Uncapturable", "Patrol", "FrischAuf", "Beamtet"};

enum class OptUse {
    Variation, Try, Defence, NoThreat, SetPlay, MaxSolutions, HalfDuplex, WhiteToPlay, NoCastling, EnPassant,
    Kept, Unsupported
};
enum class OptArg { None, Int, OptionalInt, Squares };
struct OptionSpec {
    const char* name;    ///< As Popeye's table spells it (used for prefix matching).
    const char* written; ///< How GMS writes it.
    OptUse use;
    OptArg arg;
};
const OptionSpec kOptions[] = {
    {"Defence", "Defence", OptUse::Defence, OptArg::Int},
    {"SetPlay", "SetPlay", OptUse::SetPlay, OptArg::None},
    {"WhiteToPlay", "WhiteToPlay", OptUse::WhiteToPlay, OptArg::None},
    {"Variations", "Variation", OptUse::Variation, OptArg::None},
    {"MoveNumbers", "MoveNumbers", OptUse::Kept, OptArg::None},
    {"StartMoveNumber", "StartMoveNumber", OptUse::Unsupported, OptArg::None},
    {"NoWk", "NoWk", OptUse::Unsupported, OptArg::None},
    {"Duplex", "Duplex", OptUse::Unsupported, OptArg::None},
    {"NoBk", "NoBk", OptUse::Unsupported, OptArg::None},
    {"Threat", "Threat", OptUse::Unsupported, OptArg::None},
    {"NoThreat", "NoThreat", OptUse::NoThreat, OptArg::None},
    {"Try", "Try", OptUse::Try, OptArg::None},
    {"MaxSolutions", "MaxSolutions", OptUse::MaxSolutions, OptArg::Int},
    {"MaxFlightsquares", "MaxFlightsquares", OptUse::Unsupported, OptArg::None},
    {"Search", "Search", OptUse::Unsupported, OptArg::None},
    {"MultiSolutions", "MultiSolutions", OptUse::Unsupported, OptArg::None},
    {"NoSymmetry", "NoSymmetry", OptUse::Unsupported, OptArg::None},
    {"NonTrivial", "NonTrivial", OptUse::Unsupported, OptArg::None},
    {"KeepMatingPiece", "KeepMatingPiece", OptUse::Unsupported, OptArg::None},
    {"EnPassant", "EnPassant", OptUse::EnPassant, OptArg::Squares},
    {"NoBoard", "NoBoard", OptUse::Kept, OptArg::None},
    {"NoShortVariations", "NoShortVariations", OptUse::Kept, OptArg::None},
    {"HalfDuplex", "HalfDuplex", OptUse::HalfDuplex, OptArg::None},
    {"PostKeyPlay", "PostKeyPlay", OptUse::Unsupported, OptArg::None},
    {"Intelligent", "Intelligent", OptUse::Kept, OptArg::OptionalInt},
    {"MaxTime", "MaxTime", OptUse::Kept, OptArg::Int},
    {"NoCastling", "NoCastling", OptUse::NoCastling, OptArg::Squares},
    {"Quodlibet", "Quodlibet", OptUse::Unsupported, OptArg::None},
    {"StopOnShortSolutions", "StopOnShortSolutions", OptUse::Unsupported, OptArg::None},
    {"Beep", "Beep", OptUse::Kept, OptArg::OptionalInt},
    {"SuppressGrid", "SuppressGrid", OptUse::Kept, OptArg::None},
    {"WriteGrid", "WriteGrid", OptUse::Kept, OptArg::None},
    {"LastCapture", "LastCapture", OptUse::Unsupported, OptArg::None},
    {"CastlingMutuallyExclusive", "CastlingMutuallyExclusive", OptUse::Unsupported, OptArg::None},
    {"GoalIsEnd", "GoalIsEnd", OptUse::Unsupported, OptArg::None},
    {"NullMoves", "NullMoves", OptUse::Unsupported, OptArg::None},
};
constexpr int kOptionCount = int(sizeof kOptions / sizeof kOptions[0]);

Match matchOption(std::string_view word) {
    static const auto names = [] {
        std::vector<const char*> n;
        for (const auto& o : kOptions) n.push_back(o.name);
        return n;
    }();
    return matchKeyword(word, names.data(), kOptionCount);
}

// ---- errors ------------------------------------------------------------------

struct ParseError {
    int line = 0;
    int column = 0;
    std::string message;
};

// ---- options -----------------------------------------------------------------

struct OptionState {
    SolvingHints hints;
    std::vector<std::string> kept;
    bool halfDuplex = false;
    bool whiteToPlay = false;
    Token whiteToPlayToken;
    int castlingRemoved = 0;
    Square ep = NoSquare;
    Token epToken;
};

class OptionReader {
public:
    OptionReader(Scanner& sc, OptionState& st, std::optional<ParseError>& error, bool standalone)
        : sc_(sc), st_(st), error_(error), standalone_(standalone) {}

    /// Reads options until a word that is not one (pushed back). `optionTok` is the
    /// `Option` keyword (nullptr when reading a bare option list).
    bool read(const Token* optionTok) {
        int count = 0;
        Token t;
        while (sc_.next(t)) {
            Match m = matchOption(t.text);
            if (m.ambiguous())
                return fail(t, "ambiguous option '" + shown(t.text) + "': could be " + joinNames(m.candidates));
            if (m.index < 0) {
                if (!standalone_ && !hasDigit(t.text)) {
                    Match c = matchCommand(t.text);
                    if (c.index >= 0) {
                        sc_.pushBack(t);
                        break;
                    }
                }
                return fail(t, "unknown option '" + shown(t.text) +
                                   "': expected a Popeye option such as Variation, Try, Defence 2 or NoBoard");
            }
            ++count;
            if (!apply(kOptions[m.index], t)) return false;
        }
        if (count == 0 && optionTok)
            return fail(*optionTok, "'Option' is not followed by an option: expected e.g. 'Option Variation'");
        return true;
    }

private:
    bool fail(const Token& t, std::string message) {
        if (!error_) error_ = ParseError{t.line, t.column, std::move(message)};
        return false;
    }

    bool number(const Token& opt, const OptionSpec& o, int minValue, int& value) {
        Token v;
        if (!sc_.next(v))
            return fail(opt, std::string("option ") + o.written + " expects a number, found the end of the text");
        if (!allDigits(v.text) || v.text.size() > 6)
            return fail(v, std::string("option ") + o.written + " expects a number such as '" + o.written +
                               " 2', found '" + shown(v.text) + "'");
        value = std::stoi(std::string(v.text));
        if (value < minValue)
            return fail(v, std::string("option ") + o.written + " must be at least " + std::to_string(minValue) +
                               ", found " + std::string(v.text));
        return true;
    }

    bool apply(const OptionSpec& o, const Token& t) {
        switch (o.use) {
        case OptUse::Unsupported:
            return fail(t, std::string("option ") + o.written + " is not supported by GMS");
        case OptUse::Variation: st_.hints.variations = true; return true;
        case OptUse::Try: st_.hints.tries = true; return true;
        case OptUse::NoThreat: st_.hints.noThreat = true; return true;
        case OptUse::SetPlay: st_.hints.setPlay = true; return true;
        case OptUse::Defence: return number(t, o, 1, st_.hints.defence);
        case OptUse::MaxSolutions: return number(t, o, 1, st_.hints.maxSolutions);
        case OptUse::WhiteToPlay:
            if (standalone_)
                return fail(t, "option WhiteToPlay changes the stipulation: give the helpmate as h#N.5 "
                               "(h#N with WhiteToPlay is h#(N-1).5)");
            break;
        case OptUse::HalfDuplex:
        case OptUse::NoCastling:
        case OptUse::EnPassant:
            if (standalone_)
                return fail(t, std::string("option ") + o.written +
                                   " belongs to the position: the FEN gives the side to move, castling and e.p.");
            break;
        case OptUse::Kept: break;
        }
        if (o.use == OptUse::HalfDuplex) {
            st_.halfDuplex = true;
            return true;
        }
        if (o.use == OptUse::WhiteToPlay) {
            st_.whiteToPlay = true;
            st_.whiteToPlayToken = t;
            return true;
        }
        if (o.use == OptUse::NoCastling || o.use == OptUse::EnPassant) {
            std::vector<Square> squares;
            Token s;
            Token first;
            bool any = false;
            while (sc_.next(s)) {
                if (!squareList(s.text, squares)) {
                    sc_.pushBack(s);
                    break;
                }
                if (!any) first = s;
                any = true;
            }
            if (!any) {
                if (sc_.next(s)) {
                    sc_.pushBack(s);
                    return fail(s, std::string("option ") + o.written + " expects squares such as " +
                                       (o.use == OptUse::EnPassant ? "e3" : "e1 or a1h8") + ", found '" +
                                       shown(s.text) + "'");
                }
                return fail(t, std::string("option ") + o.written + " expects squares, found the end of the text");
            }
            if (o.use == OptUse::EnPassant) {
                Square ep = squares[0];
                if (squares.size() > 1) {
                    // Popeye's examples also give the pawn's double step (g7g6g5 or g7g5):
                    // the e.p. square is the one passed, between its first and last square.
                    Square a = squares.front(), b = squares.back();
                    bool doubleStep = fileOf(a) == fileOf(b) && (rankOf(a) - rankOf(b) == 2 || rankOf(b) - rankOf(a) == 2) &&
                                      squares.size() <= 3 && (squares.size() == 2 || squares[1] == (a + b) / 2);
                    if (!doubleStep)
                        return fail(first, "option EnPassant: expected the square the pawn passed (e3) or its double step "
                                           "(e2e3e4), found " + std::to_string(squares.size()) + " squares");
                    ep = (a + b) / 2;
                }
                st_.ep = ep;
                st_.epToken = first;
                return true;
            }
            for (Square sq : squares) {
                switch (sq) {
                case 0: st_.castlingRemoved |= WhiteQueenside; break;                  // a1
                case 4: st_.castlingRemoved |= WhiteKingside | WhiteQueenside; break;  // e1
                case 7: st_.castlingRemoved |= WhiteKingside; break;                   // h1
                case 56: st_.castlingRemoved |= BlackQueenside; break;                 // a8
                case 60: st_.castlingRemoved |= BlackKingside | BlackQueenside; break; // e8
                case 63: st_.castlingRemoved |= BlackKingside; break;                  // h8
                default: break; // Popeye ignores other squares.
                }
            }
            return true;
        }
        // Kept options.
        std::string text = o.written;
        if (o.arg == OptArg::Int) {
            int v = 0;
            if (!number(t, o, 1, v)) return false;
            text += " " + std::to_string(v);
        } else if (o.arg == OptArg::OptionalInt) {
            Token v;
            if (sc_.next(v)) {
                if (allDigits(v.text) && v.text.size() <= 6)
                    text += " " + std::to_string(std::stoi(std::string(v.text)));
                else
                    sc_.pushBack(v);
            }
        }
        st_.kept.push_back(text);
        return true;
    }

    Scanner& sc_;
    OptionState& st_;
    std::optional<ParseError>& error_;
    bool standalone_;
};

std::vector<std::string> hintWords(const SolvingHints& h) {
    std::vector<std::string> words;
    if (h.variations) words.push_back("Variation");
    if (h.tries) words.push_back("Try");
    if (h.defence > 1) words.push_back("Defence " + std::to_string(h.defence));
    if (h.noThreat) words.push_back("NoThreat");
    if (h.setPlay) words.push_back("SetPlay");
    if (h.maxSolutions > 0) words.push_back("MaxSolutions " + std::to_string(h.maxSolutions));
    return words;
}

// ---- one problem -------------------------------------------------------------

enum class Term { Begin, End, Next, Eof };

struct Builder {
    Piece board[64] = {};
    bool havePieces = false;
    Token piecesTok;
    std::optional<Stipulation> stip;
    OptionState opts;
    std::vector<std::string> title, author, origin, remarks, solution;
    std::vector<Twin> twins;
    std::vector<Token> twinTokens; ///< The Twin/ZeroPosition keyword of each twin.
    bool zeroPosition = false;
    std::optional<ParseError> error;

    Builder() { opts.hints.variations = false; } // Popeye's default: no variations.

    bool fail(const Token& t, std::string message) {
        if (!error) error = ParseError{t.line, t.column, std::move(message)};
        return false;
    }
    bool add(Piece p, Square s, const Token& t) {
        if (board[s] != NoPiece)
            return fail(t, "square " + squareName(s) + " is given twice ('" + shown(t.text) + "')");
        board[s] = p;
        if (!havePieces) piecesTok = t;
        havePieces = true;
        return true;
    }
};

PieceType popeyeLetter(char c) {
    switch (lowerChar(c)) {
    case 'k': return King;
    case 'q': return Queen;
    case 'r': return Rook;
    case 'b': return Bishop;
    case 's': return Knight;
    case 'p': return Pawn;
    default: return NoPieceType;
    }
}

std::string unsupportedPiece(std::string_view letters, std::string_view word) {
    std::string upper;
    for (char c : letters) upper += (c >= 'a' && c <= 'z') ? char(c - 'a' + 'A') : c;
    if (upper == "N")
        return "piece N in '" + shown(word) +
               "' is the nightrider in Popeye, a fairy piece GMS does not support: the knight is S";
    return "fairy piece '" + shown(upper) + "' in '" + shown(word) +
           "' is not supported: GMS knows K Q R B S P (S = knight)";
}

/// "Kc1", "bh3h4", "c4c7e4" (pawns).
bool pieceWord(Builder& b, Color colour, const Token& t) {
    std::string_view w = t.text;
    std::size_t k = 0;
    while (k < w.size() && squareAt(w, k) == NoSquare) ++k;
    if (k >= w.size())
        return b.fail(t, "expected a piece with squares such as 'Kc1' or 'Sc5g6', found '" + shown(w) + "'");
    PieceType type = Pawn;
    if (k == 1) {
        type = popeyeLetter(w[0]);
        if (type == NoPieceType) return b.fail(t, unsupportedPiece(w.substr(0, 1), w));
    } else if (k > 1) {
        for (std::size_t j = 0; j < k; ++j)
            if (!((w[j] >= 'a' && w[j] <= 'z') || (w[j] >= 'A' && w[j] <= 'Z')))
                return b.fail(t, "expected a piece with squares such as 'Kc1' or 'Sc5g6', found '" + shown(w) + "'");
        return b.fail(t, unsupportedPiece(w.substr(0, k), w));
    }
    for (std::size_t j = k; j < w.size(); j += 2) {
        Square s = squareAt(w, j);
        if (s == NoSquare) {
            Token at = t;
            at.column = t.column + int(j);
            return b.fail(at, "expected squares such as c4c7 in '" + shown(w) + "', found '" +
                                  shown(w.substr(j)) + "'");
        }
        if (!b.add(makePiece(colour, type), s, t)) return false;
    }
    return true;
}

bool readPieces(Scanner& sc, Builder& b, const Token& keyword) {
    Token t;
    if (!sc.next(t)) return b.fail(keyword, "expected White or Black after 'Pieces', found the end of the text");
    std::optional<Color> colour;
    auto takeColour = [&](const Token& w, bool& handled) {
        handled = false;
        if (hasDigit(w.text)) return true;
        Match m = matchKeyword(w.text, kColours, 4);
        if (m.index < 0) return true;
        handled = true;
        if (m.index >= 2) return b.fail(w, std::string(kColours[m.index]) + " pieces are not supported by GMS");
        colour = m.index == 0 ? White : Black;
        return true;
    };
    bool handled = false;
    if (!takeColour(t, handled)) return false;
    if (!handled)
        return b.fail(t, "expected a colour (White or Black) after 'Pieces', found '" + shown(t.text) + "'");
    while (sc.next(t)) {
        if (hasDigit(t.text)) {
            if (!pieceWord(b, *colour, t)) return false;
            continue;
        }
        if (!takeColour(t, handled)) return false;
        if (handled) continue;
        Match a = matchKeyword(t.text, kAttributes, int(sizeof kAttributes / sizeof kAttributes[0]));
        if (a.index >= 0 && t.text.size() >= 3)
            return b.fail(t, std::string("piece attribute ") + kAttributes[a.index] + " is not supported by GMS");
        // "B a1b2": a piece letter alone, its squares in the next word.
        if (t.text.size() == 1) {
            Token squares;
            if (sc.next(squares)) {
                std::vector<Square> list;
                if (squareList(squares.text, list)) {
                    PieceType type = popeyeLetter(t.text[0]);
                    if (type == NoPieceType) return b.fail(t, unsupportedPiece(t.text, t.text));
                    for (Square s : list)
                        if (!b.add(makePiece(*colour, type), s, squares)) return false;
                    continue;
                }
                sc.pushBack(squares);
            }
        }
        sc.pushBack(t);
        break;
    }
    return true;
}

bool readForsyth(Scanner& sc, Builder& b, const Token& keyword) {
    Token t;
    if (!sc.next(t))
        return b.fail(keyword, "expected a placement such as 'Forsyth 4k3/8/8/8/8/8/8/4K3' after 'Forsyth'");
    std::string_view w = t.text;
    int rank = 7, file = 0;
    auto at = [&](std::size_t k) {
        Token x = t;
        x.column = t.column + int(k);
        return x;
    };
    for (std::size_t k = 0; k < w.size(); ++k) {
        char c = w[k];
        if (c == '/') {
            if (file != 8)
                return b.fail(at(k), "Forsyth rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                                         " squares, expected 8 before '/'");
            if (rank == 0) return b.fail(at(k), "Forsyth has more than 8 ranks");
            --rank;
            file = 0;
        } else if (c >= '0' && c <= '9') {
            int n = 0;
            std::size_t start = k;
            while (k < w.size() && w[k] >= '0' && w[k] <= '9' && n <= 64) n = n * 10 + (w[k++] - '0');
            --k;
            if (n == 0 || file + n > 8)
                return b.fail(at(start), "Forsyth rank " + std::to_string(rank + 1) + " has more than 8 squares");
            file += n;
        } else {
            PieceType type = popeyeLetter(c);
            if (type == NoPieceType) {
                if (c == 'n' || c == 'N') return b.fail(at(k), unsupportedPiece(w.substr(k, 1), w));
                return b.fail(at(k), "unknown piece letter '" + std::string(1, c) +
                                         "' in Forsyth: expected K Q R B S P (upper case White, lower case "
                                         "Black), a digit or '/'");
            }
            if (file > 7)
                return b.fail(at(k), "Forsyth rank " + std::to_string(rank + 1) + " has more than 8 squares");
            Color colour = (c >= 'a' && c <= 'z') ? Black : White;
            if (!b.add(makePiece(colour, type), makeSquare(file, rank), t)) return false;
            ++file;
        }
    }
    if (rank != 0 || file != 8)
        return b.fail(t, "Forsyth '" + shown(w) + "' is incomplete: expected 8 ranks of 8 squares separated by '/'");
    if (!b.havePieces) {
        b.havePieces = true;
        b.piecesTok = t;
    }
    return true;
}

/// "2", "2.5": the number of a stipulation written apart from its family ("h# 2").
bool stipulationNumber(std::string_view w) {
    if (allDigits(w)) return true;
    return w.size() > 2 && w.substr(w.size() - 2) == ".5" && allDigits(w.substr(0, w.size() - 2));
}

/// Reads the stipulation after `keyword` ("Stipulation", or the Stipulation of a twin);
/// the number may follow the family as the next word of the same line ("h# 2").
bool scanStipulation(Scanner& sc, Builder& b, const Token& keyword, Stipulation& out) {
    Token t;
    if (!sc.next(t))
        return b.fail(keyword, "expected a stipulation such as #2 after 'Stipulation', found the end of the text");
    // A word on a later line that is no stipulation (EndProblem, Option, ...) means the value
    // was left out: say so, rather than call that word an unsupported stipulation.
    if (t.line != keyword.line) {
        Stipulation probe;
        std::string ignored;
        if (!parseStipulation(t.text, probe, ignored) && !(std::string(t.text).ends_with("#"))) {
            sc.pushBack(t);
            return b.fail(keyword, "'Stipulation' has no value: expected a stipulation such as #2 after it");
        }
    }
    std::string text(t.text);
    if (!text.empty() && text.back() == '#') {
        Token n;
        if (sc.next(n)) {
            if (n.line == t.line && stipulationNumber(n.text)) text += std::string(n.text);
            else sc.pushBack(n);
        }
    }
    std::string message;
    if (!parseStipulation(text, out, message)) return b.fail(t, message);
    return true;
}

bool readStipulation(Scanner& sc, Builder& b, const Token& keyword) {
    Stipulation s;
    if (!scanStipulation(sc, b, keyword, s)) return false;
    b.stip = s;
    return true;
}

// ---- twins -------------------------------------------------------------------

enum TwinWord {
    TMove, TExchange, TStipulation, TSStipulation, TAdd, TRemove, TContinued, TRotate, TCondition,
    TPolishType, TMirror, TShift, TSubstitute, TwinWordCount
};
const char* const kTwinWords[TwinWordCount] = {
    "Move", "Exchange", "Stipulation", "SStipulation", "Add", "Remove", "Continued", "Rotate", "Condition",
    "PolishType", "Mirror", "Shift", "Substitute"};
const char* const kMirrorWords[4] = {"a1<-->h1", "a1<-->a8", "a1<-->h8", "a8<-->h1"};
const std::string kTwinCommands =
    "Move, Exchange, Remove, Add, Substitute, Rotate, Mirror, Shift, PolishType or Stipulation";

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

/// One piece letter as a word of its own ("R"), for Substitute.
bool twinPieceLetter(Scanner& sc, Builder& b, const Token& change, char& out) {
    Token t;
    if (!sc.next(t))
        return b.fail(change, "twin Substitute expects two pieces such as 'Substitute R B', found the end of the text");
    PieceType type = t.text.size() == 1 ? popeyeLetter(t.text[0]) : NoPieceType;
    if (type == NoPieceType) {
        bool letters = !t.text.empty() && t.text.size() <= 2 && !hasDigit(t.text);
        if (letters) return b.fail(t, unsupportedPiece(t.text, t.text));
        return b.fail(t, "twin Substitute expects two pieces such as 'Substitute R B', found '" + shown(t.text) + "'");
    }
    const char letters[] = {0, 'P', 'S', 'B', 'R', 'Q', 'K'};
    out = letters[type];
    return true;
}

/// Add COLOUR PIECES [COLOUR PIECES ...]: one change per piece word.
bool twinAdd(Scanner& sc, Builder& b, const Token& change, Twin& twin) {
    std::optional<Color> colour;
    bool any = false;
    Token t;
    while (sc.next(t)) {
        if (!hasDigit(t.text)) {
            Match m = matchKeyword(t.text, kColours, 4);
            if (m.index >= 2) return b.fail(t, std::string(kColours[m.index]) + " pieces are not supported by GMS");
            if (m.index >= 0) {
                colour = m.index == 0 ? White : Black;
                continue;
            }
            // "B a1b2": a piece letter alone, its squares in the next word.
            if (colour && t.text.size() == 1) {
                Token squares;
                if (sc.next(squares)) {
                    std::vector<Square> list;
                    if (squareList(squares.text, list)) {
                        PieceType type = popeyeLetter(t.text[0]);
                        if (type == NoPieceType) return b.fail(t, unsupportedPiece(t.text, t.text));
                        TwinChange c;
                        c.type = TwinChange::Type::Add;
                        c.colour = *colour == White ? 'w' : 'b';
                        c.piece = "?PSBRQK"[type];
                        c.squares.assign(list.begin(), list.end());
                        twin.changes.push_back(c);
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
            return b.fail(t, "twin Add expects a colour first, as in 'Add White Sg6', found '" + shown(t.text) + "'");
        // A piece word as in Pieces: "Sg6", "Sg6g5", "Pa2", "a2" (a pawn).
        Builder scratch;
        if (!pieceWord(scratch, *colour, t)) {
            b.error = scratch.error;
            return false;
        }
        TwinChange c;
        c.type = TwinChange::Type::Add;
        c.colour = *colour == White ? 'w' : 'b';
        for (Square s = 0; s < 64; ++s) {
            if (scratch.board[s] == NoPiece) continue;
            c.piece = "?PSBRQK"[typeOf(scratch.board[s])];
        }
        // Keep the order of the squares as written.
        std::string_view w = t.text;
        std::size_t k = 0;
        while (k < w.size() && squareAt(w, k) == NoSquare) ++k;
        for (; k + 1 < w.size(); k += 2) c.squares.push_back(squareAt(w, k));
        twin.changes.push_back(c);
        any = true;
    }
    if (!colour)
        return b.fail(change, "twin Add expects a colour and pieces such as 'Add White Sg6', found " +
                                  (t.text.empty() ? std::string("the end of the text") : "'" + shown(t.text) + "'"));
    if (!any) return b.fail(change, "twin Add expects pieces such as 'Add White Sg6' after the colour");
    return true;
}

/// Reads the changes of one Twin (or of ZeroPosition) up to the next command.
bool readTwin(Scanner& sc, Builder& b, const Token& keyword, bool zero) {
    Twin twin;
    Token t;
    bool first = true;
    while (sc.next(t)) {
        Match m = matchKeyword(t.text, kTwinWords, TwinWordCount);
        if (first && !zero && m.index == TContinued) {
            twin.continued = true;
            first = false;
            continue;
        }
        first = false;
        if (m.ambiguous())
            return b.fail(t, "ambiguous twin command '" + shown(t.text) + "': could be " + joinNames(m.candidates));
        if (m.index < 0 || m.index == TContinued) {
            Match c = matchCommand(t.text);
            if (m.index < 0 && c.index >= 0 && !c.ambiguous() && !hasDigit(t.text)) {
                sc.pushBack(t); // the next command ends the twin
                break;
            }
            if (m.index == TContinued)
                return b.fail(t, "'Continued' must come right after 'Twin' ('Twin Continued Move c3 c4')");
            return b.fail(t, "unknown twin command '" + shown(t.text) + "': expected " + kTwinCommands);
        }
        TwinChange c;
        switch (m.index) {
        case TMove:
        case TExchange:
        case TShift:
            c.type = m.index == TMove ? TwinChange::Type::Move
                   : m.index == TExchange ? TwinChange::Type::Exchange : TwinChange::Type::Shift;
        {
            const char* example = m.index == TMove ? "Move c3 c4" : m.index == TExchange ? "Exchange e1 d8" : "Shift a1 a2";
            if (!twinSquare(sc, b, t, kTwinWords[m.index], example, c.square1)) return false;
            if (!twinSquare(sc, b, t, kTwinWords[m.index], example, c.square2)) return false;
        }
            break;
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
            return b.fail(t, "twin SStipulation (structured stipulation) is not supported by GMS: use e.g. "
                             "'Stipulation h#2'");
        case TCondition:
            return b.fail(t, "fairy conditions are not supported by GMS: twin 'Condition'");
        default: break;
        }
        twin.changes.push_back(c);
    }
    const char* name = zero ? "ZeroPosition" : "Twin";
    if (twin.changes.empty())
        return b.fail(keyword, std::string("'") + name + "' without a change: expected e.g. '" + name +
                                   " Move c3 c4' (" + kTwinCommands + ")");
    b.twins.push_back(twin);
    b.twinTokens.push_back(keyword);
    return true;
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
    Token t;
    for (;;) {
        if (!sc.next(t)) return Term::Eof;
        Match m = matchCommand(t.text);
        if (b.error) {
            // Skip to the end of the problem; text commands take their line with them.
            if (m.index >= 0 && isTextCommand(m.index)) {
                sc.restOfLine(t);
            } else if ((m.index == CBegin || m.index == CEnd || m.index == CNext) &&
                       (m.exact || t.text.size() >= 3)) {
                termTok = t;
                return m.index == CBegin ? Term::Begin : m.index == CEnd ? Term::End : Term::Next;
            }
            continue;
        }
        if (m.ambiguous()) {
            b.fail(t, "ambiguous command '" + shown(t.text) + "': could be " + joinNames(m.candidates));
            continue;
        }
        if (m.index < 0) {
            b.fail(t, "unknown command '" + shown(t.text) +
                          "': expected a Popeye command such as Pieces, Stipulation, Option or EndProblem");
            continue;
        }
        if (!b.twins.empty() && (m.index == CPieces || m.index == CForsyth || m.index == CInitialGameArray ||
                                 m.index == CStipulation || m.index == COption)) {
            b.fail(t, std::string("'") + kCommands[m.index] + "' after a twin: in Popeye's input the twins "
                      "(Twin, ZeroPosition) come after the problem's position, stipulation and options");
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
        case CPieces: readPieces(sc, b, t); break;
        case CForsyth: readForsyth(sc, b, t); break;
        case CInitialGameArray: {
            const char* back = "RSBQKBSR";
            for (int f = 0; f < 8; ++f) {
                PieceType type = popeyeLetter(back[f]);
                b.add(makePiece(White, type), makeSquare(f, 0), t);
                b.add(makePiece(White, Pawn), makeSquare(f, 1), t);
                b.add(makePiece(Black, Pawn), makeSquare(f, 6), t);
                b.add(makePiece(Black, type), makeSquare(f, 7), t);
            }
            break;
        }
        case CStipulation: readStipulation(sc, b, t); break;
        case COption: {
            OptionReader reader(sc, b.opts, b.error, false);
            reader.read(&t);
            break;
        }
        case CSStipulation:
            b.fail(t, "SStipulation (structured stipulation) is not supported by GMS: use e.g. 'Stipulation #2'");
            break;
        case CCondition: {
            Token c;
            std::string name;
            if (sc.next(c)) {
                if (c.line == t.line) name = " " + shown(c.text);
                sc.pushBack(c);
            }
            b.fail(t, "fairy conditions are not supported by GMS: 'Condition" + name + "'");
            break;
        }
        case CTwin:
            readTwin(sc, b, t, false);
            break;
        case CZeroPosition:
            if (b.zeroPosition || !b.twins.empty()) {
                b.fail(t, b.zeroPosition ? "'ZeroPosition' given twice: it gives the first twin, later ones are 'Twin'"
                                         : "'ZeroPosition' after a 'Twin': ZeroPosition gives the first twin and "
                                           "comes before every Twin");
                break;
            }
            b.zeroPosition = true;
            readTwin(sc, b, t, true);
            break;
        default:
            b.fail(t, std::string("command '") + kCommands[m.index] + "' is not supported by GMS");
            break;
        }
    }
}

/// Origin text -> source and year ("Freie Presse 1994").
void splitOrigin(const std::string& origin, std::string& source, std::string& year) {
    std::string text = trim(origin);
    std::size_t cut = text.find_last_of(" \t\n");
    std::string last = cut == std::string::npos ? text : text.substr(cut + 1);
    if (last.size() == 4 && allDigits(last) && (last[0] == '1' || last[0] == '2')) {
        year = last;
        std::string rest = cut == std::string::npos ? std::string() : text.substr(0, cut);
        while (!rest.empty() && (isBlankChar(rest.back()) || rest.back() == ',')) rest.pop_back();
        source = rest;
    } else {
        source = text;
        year.clear();
    }
}

bool finishProblem(Builder& b, const Token& termTok, Problem& out) {
    if (!b.stip)
        return b.fail(termTok, "no stipulation given: expected e.g. 'Stipulation #2' before '" +
                                   shown(termTok.text) + "'");
    if (!b.havePieces)
        return b.fail(termTok, "no pieces given: expected 'Pieces White Kc1 ... Black Ke8 ...' or 'Forsyth ...' "
                               "before '" + shown(termTok.text) + "'");
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
    Color side = whiteStarts(*b.stip) ? White : Black;
    if (b.opts.halfDuplex) side = ~side;
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
    std::string illegal = validatePosition(pos);
    if (!illegal.empty()) return b.fail(b.piecesTok, "illegal position: " + illegal);

    Problem p;
    p.fen = toFen(pos);
    p.stipulation = *b.stip;
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

// ---- writer ------------------------------------------------------------------

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
    struct Side { Piece king, rook; Square k, a, h; int kingside, queenside; };
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
            if (line == "Award:") s += "Award\n";
            else if (line.compare(0, 7, "Award: ") == 0) s += "Award " + line.substr(7) + "\n";
            else s += line.empty() ? "Remark\n" : "Remark " + line + "\n";
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
    s += "Stipulation " + p.stipulation.toString() + "\n";

    std::vector<std::string> words = hintWords(p.hints);
    if (havePosition) {
        Color defaultSide = whiteStarts(p.stipulation) ? White : Black;
        if (pos.sideToMove() != defaultSide) words.push_back("HalfDuplex");
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
        if (k == 0 && p.zeroPosition) s += "ZeroPosition";
        else s += twin.continued ? "Twin Continued" : "Twin";
        for (const TwinChange& c : twin.changes) {
            s += ' ';
            s += c.toPopeyeInput();
        }
        s += '\n';
    }
}

} // namespace

ProblemCollection parsePopeyeText(std::string_view text) {
    ProblemCollection out;
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    Scanner sc(text);
    int index = 0;
    Token t;
    bool haveToken = sc.next(t);
    while (haveToken) {
        Match m = matchCommand(t.text);
        if (m.index != CBegin) {
            // Text outside BeginProblem ... EndProblem: one skipped entry up to the next BeginProblem.
            ++index;
            out.skipped.push_back({index, t.line, t.column,
                                   "expected 'BeginProblem', found '" + shown(t.text) +
                                       "' (text outside BeginProblem ... EndProblem)"});
            for (;;) {
                if (m.index >= 0 && isTextCommand(m.index)) sc.restOfLine(t);
                haveToken = sc.next(t);
                if (!haveToken) break;
                m = matchCommand(t.text);
                if (m.index == CBegin) break;
            }
            continue;
        }
        // One or more problems separated by NextProblem.
        for (;;) {
            ++index;
            Builder b;
            Token termTok;
            Term term = readBody(sc, b, termTok);
            Problem p;
            bool ok = false;
            if (!b.error) {
                if (term == Term::Eof) {
                    Token end;
                    end.line = sc.endLine();
                    end.column = sc.endColumn();
                    b.fail(end, "the text ends inside a problem: expected 'EndProblem' (or 'NextProblem')");
                } else if (term == Term::Begin) {
                    b.fail(termTok, "'BeginProblem' inside a problem: expected 'EndProblem' or 'NextProblem' "
                                    "before it");
                } else {
                    ok = finishProblem(b, termTok, p);
                }
            }
            if (ok)
                out.entries.push_back({index, t.line, std::move(p)});
            else
                out.skipped.push_back({index, b.error->line, b.error->column, b.error->message});
            if (term == Term::Next) {
                t = termTok;
                continue;
            }
            if (term == Term::Begin) {
                t = termTok;
                haveToken = true;
                break;
            }
            haveToken = term == Term::End ? sc.next(t) : false;
            break;
        }
    }
    return out;
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

bool parsePopeyeOptions(std::string_view text, SolvingHints& hints, std::vector<std::string>& kept,
                        int& errorColumn, std::string& error) {
    Scanner sc(text);
    OptionState st;
    st.hints.variations = false;
    std::optional<ParseError> err;
    OptionReader reader(sc, st, err, true);
    if (!reader.read(nullptr) || err) {
        errorColumn = err ? err->column : 1;
        error = err ? err->message : "bad option list";
        return false;
    }
    hints = st.hints;
    kept = st.kept;
    errorColumn = 0;
    error.clear();
    return true;
}

std::string popeyeOptionsText(const SolvingHints& hints, const std::vector<std::string>& kept) {
    std::string s;
    for (const auto& w : hintWords(hints)) s += (s.empty() ? "" : " ") + w;
    for (const auto& w : kept) s += (s.empty() ? "" : " ") + w;
    return s;
}

} // namespace gms
