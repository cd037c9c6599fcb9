// SPDX-License-Identifier: GPL-3.0-or-later
/// @file popeye_option_reader.cpp  Popeye's Option words, in the language read: honoured, kept with a note, or refused by name.
#include "popeye_reader_parts.h"

#include "fen.h"

namespace gms::popeye {

namespace {

enum class OptUse {
    Variation,
    Try,
    Defence,
    NoThreat,
    SetPlay,
    MaxSolutions,
    MaxTime,
    StartMoveNumber,
    HalfDuplex,
    WhiteToPlay,
    NoCastling,
    EnPassant,
    Duplex,
    PostKeyPlay,
    Quodlibet,
    GoalIsEnd,
    CastlingExclusive,
    StopOnShort,
    Threat,
    MaxFlights,
    NonTrivial,
    NoShortVariations,
    MatesIn1,
    NullMoves,
    KeepMatingPiece,
    PrintOnly,
    Recorded,
    NoKing,
    Unsupported
};
enum class OptArg { None, Int, OptionalInt, Squares };
struct OptionSpec {
    OptUse use;
    OptArg arg;
    const char* why = nullptr; ///< For an unsupported option: what it would do.
};
/// What GMS does with each of Popeye's options, in the order of OptionId.
const OptionSpec kOptionSpecs[OptionCount] = {
    {OptUse::Defence, OptArg::Int},                                             // Defence
    {OptUse::SetPlay, OptArg::None},                                            // SetPlay
    {OptUse::WhiteToPlay, OptArg::None},                                        // WhiteToPlay
    {OptUse::Variation, OptArg::None},                                          // Variations
    {OptUse::PrintOnly, OptArg::None},                                          // MoveNumbers
    {OptUse::StartMoveNumber, OptArg::Int},                                     // StartMoveNumber
    {OptUse::NoKing, OptArg::None},                                             // NoWk
    {OptUse::Duplex, OptArg::None},                                             // Duplex
    {OptUse::NoKing, OptArg::None},                                             // NoBk
    {OptUse::Threat, OptArg::Int},                                              // Threat
    {OptUse::NoThreat, OptArg::None},                                           // NoThreat
    {OptUse::Try, OptArg::None},                                                // Try
    {OptUse::MaxSolutions, OptArg::Int},                                        // MaxSolutions
    {OptUse::MaxFlights, OptArg::Int},                                          // MaxFlightsquares
    {OptUse::Unsupported, OptArg::None},                                        // Search
    {OptUse::Unsupported, OptArg::None},                                        // MultiSolutions
    {OptUse::Unsupported, OptArg::None, "symmetric solutions are not dropped"}, // NoSymmetry
    {OptUse::NonTrivial, OptArg::Int},                                          // NonTrivial
    {OptUse::KeepMatingPiece, OptArg::None},                                    // KeepMatingPiece
    {OptUse::EnPassant, OptArg::Squares},                                       // EnPassant
    {OptUse::PrintOnly, OptArg::None},                                          // NoBoard
    {OptUse::NoShortVariations, OptArg::None},                                  // NoShortVariations
    {OptUse::HalfDuplex, OptArg::None},                                         // HalfDuplex
    {OptUse::PostKeyPlay, OptArg::None},                                        // PostKeyPlay
    {OptUse::Recorded, OptArg::OptionalInt},                                    // Intelligent
    {OptUse::MaxTime, OptArg::Int},                                             // MaxTime
    {OptUse::NoCastling, OptArg::Squares},                                      // NoCastling
    {OptUse::Quodlibet, OptArg::None},                                          // Quodlibet
    {OptUse::StopOnShort, OptArg::None},                                        // StopOnShortSolutions
    {OptUse::PrintOnly, OptArg::OptionalInt},                                   // Beep
    {OptUse::PrintOnly, OptArg::None},                                          // SuppressGrid
    {OptUse::PrintOnly, OptArg::None},                                          // WriteGrid
    {OptUse::CastlingExclusive, OptArg::None},                                  // CastlingMutuallyExclusive
    {OptUse::GoalIsEnd, OptArg::None},                                          // GoalIsEnd
    {OptUse::Unsupported, OptArg::None},                                        // unpublishedoption
    {OptUse::NullMoves, OptArg::None},                                          // NullMoves
    {OptUse::Unsupported, OptArg::None, "solving up to a move number"},         // UpToMoveNumber
    {OptUse::Unsupported, OptArg::None},                                        // TrivialTriesAvoid
    {OptUse::MatesIn1, OptArg::None},                                           // MatesIn1
};

/// How GMS writes an option (English; Variation as GMS has always written it).
std::string writtenOption(OptionId id) { return id == OVariations ? "Variation" : englishOption(id); }

class OptionReader {
public:
    OptionReader(Scanner& sc, Builder& b, bool standalone) : sc_(sc), b_(b), st_(b.opts), standalone_(standalone) {}

    /// Reads options until a word that is not one (pushed back). `optionTok` is the
    /// `Option` keyword (nullptr when reading a bare option list).
    bool read(const Token* optionTok) {
        int count = 0;
        Token t;
        while (sc_.next(t)) {
            Match m = matchKeyword(t.text, b_.lang->options, OptionCount);
            if (m.ambiguous())
                return b_.fail(t, "ambiguous option '" + shown(t.text) + "': could be " + joinNames(m.candidates));
            if (m.index < 0) {
                if (!standalone_ && !hasDigit(t.text)) {
                    Match c = matchCommand(*b_.lang, t.text);
                    if (c.index >= 0) {
                        sc_.pushBack(t);
                        break;
                    }
                }
                return b_.fail(t, "unknown option '" + shown(t.text) + "': expected a Popeye option such as " +
                                      b_.lang->options[OVariations] + ", " + b_.lang->options[OTry] + ", " +
                                      b_.lang->options[ODefence] + " 2 or " + b_.lang->options[ONoBoard]);
            }
            ++count;
            if (!apply(OptionId(m.index), t)) return false;
        }
        if (count == 0 && optionTok)
            return b_.fail(*optionTok, "'" + std::string(b_.word(COption)) +
                                           "' is not followed by an option: expected e.g. '" + b_.word(COption) + " " +
                                           b_.lang->options[OVariations] + "'");
        return true;
    }

private:
    bool number(const Token& opt, const std::string& name, int minValue, int& value) {
        Token v;
        if (!sc_.next(v)) return b_.fail(opt, "option " + name + " expects a number, found the end of the text");
        if (!allDigits(v.text) || v.text.size() > 6)
            return b_.fail(v, "option " + name + " expects a number such as '" + name + " 2', found '" + shown(v.text) +
                                  "'");
        value = std::stoi(std::string(v.text));
        if (value < minValue)
            return b_.fail(v, "option " + name + " must be at least " + std::to_string(minValue) + ", found " +
                                  std::string(v.text));
        return true;
    }

    /// Popeye refuses Duplex with HalfDuplex ("Inconsistent duplex options"), naming the second.
    bool inconsistentDuplex(const Token& t) {
        return b_.fail(t, "options Duplex and HalfDuplex exclude each other (Popeye: inconsistent duplex options)");
    }

    /// "CastlingMutuallyExclusive a1h8": a white rook's square and a black rook's, castling with
    /// either takes away the other (Popeye: the option may come several times).
    bool castlingExclusion(const Token& t, const std::string& name) {
        Token s;
        std::vector<Square> list;
        if (!sc_.next(s)) return b_.fail(t, "option " + name + " expects two rook squares such as a1h8");
        const auto right = [](Square sq) -> int { // the castling right's bit index, -1 for no rook square
            switch (sq) {
                case 7: return 0;  // h1: White kingside
                case 0: return 1;  // a1: White queenside
                case 63: return 2; // h8: Black kingside
                case 56: return 3; // a8: Black queenside
                default: return -1;
            }
        };
        if (!squareList(s.text, list) || list.size() != 2 || right(list[0]) < 0 || right(list[0]) > 1 ||
            right(list[1]) < 2)
            return b_.fail(s, "option " + name +
                                  " expects a white rook's square (a1, h1) and a black rook's (a8, h8) "
                                  "such as a1h8, found '" +
                                  shown(s.text) + "'");
        const int white = right(list[0]), black = right(list[1]);
        st_.hints.castlingExclusions |= std::uint16_t((1u << black) << (4 * white));
        st_.hints.castlingExclusions |= std::uint16_t((1u << white) << (4 * black));
        return true;
    }

    bool squares(const Token& t, OptUse use, const std::string& name) {
        std::vector<Square> list;
        Token s;
        Token first;
        bool any = false;
        while (sc_.next(s)) {
            if (!squareList(s.text, list)) {
                sc_.pushBack(s);
                break;
            }
            if (!any) first = s;
            any = true;
        }
        if (!any) {
            if (sc_.next(s)) {
                sc_.pushBack(s);
                return b_.fail(s, "option " + name + " expects squares such as " +
                                      (use == OptUse::EnPassant ? "e3" : "e1 or a1h8") + ", found '" + shown(s.text) +
                                      "'");
            }
            return b_.fail(t, "option " + name + " expects squares, found the end of the text");
        }
        if (use == OptUse::EnPassant) {
            Square ep = list[0];
            if (list.size() > 1) {
                // Popeye's examples also give the pawn's double step (g7g6g5 or g7g5):
                // the e.p. square is the one passed, between its first and last square.
                Square a = list.front(), z = list.back();
                bool doubleStep = fileOf(a) == fileOf(z) &&
                                  (rankOf(a) - rankOf(z) == 2 || rankOf(z) - rankOf(a) == 2) && list.size() <= 3 &&
                                  (list.size() == 2 || list[1] == (a + z) / 2);
                if (!doubleStep)
                    return b_.fail(first,
                                   "option EnPassant: expected the square the pawn passed (e3) or its double step "
                                   "(e2e3e4), found " +
                                       std::to_string(list.size()) + " squares");
                ep = (a + z) / 2;
            }
            st_.ep = ep;
            st_.epToken = first;
            return true;
        }
        for (Square sq : list) {
            switch (sq) {
                case 0: st_.castlingRemoved |= WhiteQueenside; break;                  // a1
                case 4: st_.castlingRemoved |= WhiteKingside | WhiteQueenside; break;  // e1
                case 7: st_.castlingRemoved |= WhiteKingside; break;                   // h1
                case 56: st_.castlingRemoved |= BlackQueenside; break;                 // a8
                case 60: st_.castlingRemoved |= BlackKingside | BlackQueenside; break; // e8
                case 63: st_.castlingRemoved |= BlackKingside; break;                  // h8
                default: break;                                                        // Popeye ignores other squares.
            }
        }
        return true;
    }

    bool apply(OptionId id, const Token& t) {
        const OptionSpec& o = kOptionSpecs[id];
        const std::string name = writtenOption(id);
        const std::string asWritten = lower(t.text) == lower(name) ? name : name + " ('" + shown(t.text) + "')";
        switch (o.use) {
            case OptUse::Unsupported:
                return b_.fail(t, "option " + asWritten + " is not supported by GMS" +
                                      (o.why ? std::string(" (") + o.why + ")" : std::string()));
            case OptUse::NoKing: st_.hints.kinglessSides |= kinglessSide(id == ONoWk ? White : Black); return true;
            case OptUse::Variation: st_.hints.variations = true; return true;
            case OptUse::Try: st_.hints.tries = true; return true;
            case OptUse::NoThreat: st_.hints.noThreat = true; return true;
            case OptUse::SetPlay: st_.hints.setPlay = true; return true;
            case OptUse::Duplex:
                if (st_.halfDuplex) return inconsistentDuplex(t);
                st_.hints.duplex = true;
                return true;
            case OptUse::PostKeyPlay: st_.hints.postKeyPlay = true; return true;
            case OptUse::NoShortVariations: st_.hints.noShortVariations = true; return true;
            case OptUse::MatesIn1: st_.hints.matesIn1 = true; return true;
            case OptUse::StopOnShort: st_.hints.stopOnShortSolutions = true; return true;
            case OptUse::CastlingExclusive: return castlingExclusion(t, name);
            case OptUse::GoalIsEnd:
                st_.hints.goalIsEnd = true;
                st_.goalIsEndToken = t;
                return true;
            case OptUse::Quodlibet:
                st_.hints.quodlibet = true;
                st_.quodlibetToken = t;
                return true;
            case OptUse::KeepMatingPiece:
                st_.hints.keepMatingPiece = true;
                st_.keepMatingPieceToken = t;
                return true;
            case OptUse::NullMoves:
                st_.hints.nullMoves = true;
                st_.nullMovesToken = t;
                return true;
            case OptUse::Defence: // Popeye: Defence N alone shows tries too (Defence 1 is Try)
                st_.hints.tries = true;
                return number(t, name, 1, st_.hints.defence);
            case OptUse::MaxSolutions: return number(t, name, 1, st_.hints.maxSolutions);
            case OptUse::MaxTime: return number(t, name, 1, st_.hints.maxSeconds);
            case OptUse::StartMoveNumber: return number(t, name, 1, st_.hints.startMoveNumber);
            case OptUse::Threat: return number(t, name, 1, st_.hints.maxThreatLength);
            case OptUse::MaxFlights: return number(t, name, 0, st_.hints.maxFlights);
            case OptUse::NonTrivial: // NonTrivial M N: M further non-trivial defences, trivial = met within N
                return number(t, name, 0, st_.hints.nonTrivialMax) && number(t, name, 0, st_.hints.nonTrivialLength);
            case OptUse::WhiteToPlay:
                if (standalone_)
                    return b_.fail(t, "option WhiteToPlay changes the stipulation: give the helpmate as h#N.5 "
                                      "(h#N with WhiteToPlay is h#(N-1).5)");
                st_.whiteToPlay = true;
                st_.whiteToPlayToken = t;
                return true;
            case OptUse::HalfDuplex:
            case OptUse::NoCastling:
            case OptUse::EnPassant:
                if (standalone_)
                    return b_.fail(t, "option " + name +
                                          " belongs to the position: the FEN gives the side to move, "
                                          "castling and e.p.");
                if (o.use == OptUse::HalfDuplex) {
                    if (st_.hints.duplex) return inconsistentDuplex(t);
                    st_.halfDuplex = true;
                    return true;
                }
                return squares(t, o.use, name);
            case OptUse::PrintOnly:
                b_.note(t, "option " + name +
                               " only changes Popeye's printing: GMS keeps it for writing back and "
                               "otherwise ignores it");
                break;
            case OptUse::Recorded: break;
        }
        // Kept options, written back as read.
        std::string text = name;
        if (o.arg == OptArg::Int) {
            int v = 0;
            if (!number(t, name, 1, v)) return false;
            text += " " + std::to_string(v);
        } else if (o.arg == OptArg::OptionalInt) {
            Token v;
            if (sc_.next(v)) {
                if (allDigits(v.text) && v.text.size() <= 6) {
                    // Popeye then prints at most N solutions per final position, which ones depending on its
                    // search order: GMS cannot give the same answer.
                    if (id == OIntelligent)
                        return b_.fail(v, "option " + asWritten + " " + std::string(v.text) +
                                              " is not supported by GMS (at most N solutions per final position); "
                                              "without the number GMS gives every solution");
                    text += " " + std::to_string(std::stoi(std::string(v.text)));
                } else {
                    sc_.pushBack(v);
                }
            }
        }
        st_.kept.push_back(text);
        return true;
    }

    Scanner& sc_;
    Builder& b_;
    OptionState& st_;
    bool standalone_;
};

} // namespace

bool readOptions(Scanner& sc, Builder& b, const Token* optionTok, bool standalone) {
    OptionReader reader(sc, b, standalone);
    return reader.read(optionTok);
}

} // namespace gms::popeye
