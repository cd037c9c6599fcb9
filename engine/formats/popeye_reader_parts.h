// SPDX-License-Identifier: GPL-3.0-or-later
/// @file popeye_reader_parts.h  What the Popeye problem reader and twin reader share: the problem being built.
#pragma once

#include "popeye_language.h"
#include "popeye_lexer.h"
#include "problem_file.h"

#include <optional>
#include <string>
#include <vector>

namespace gms::popeye {

struct ParseError {
    int line = 0;
    int column = 0;
    std::string message;
};

/// Options read so far that shape the position rather than the solving hints.
struct OptionState {
    SolvingHints hints;
    std::vector<std::string> kept;
    bool halfDuplex = false;
    bool whiteToPlay = false;
    Token whiteToPlayToken;
    Token quodlibetToken;
    Token goalIsEndToken;
    Token keepMatingPieceToken;
    Token nullMovesToken;
    int castlingRemoved = 0;
    Square ep = NoSquare;
    Token epToken;
};

/// One problem as it is read.
struct Builder {
    const LanguageTable* lang = nullptr;
    std::vector<SkippedProblem>* notes = nullptr; ///< Said once on stderr by the tools (may be null).
    int index = 0;                                ///< The problem's index in the file (for notes).
    Piece board[64] = {};
    bool havePieces = false;
    Token piecesTok;
    std::optional<Stipulation> stip;
    Token stipTok;
    /// The structured stipulation's side word names the side GMS does not start it with: the
    /// other side moves first, as with HalfDuplex.
    bool sideWordFlips = false;
    std::string stipText;
    /// Popeye's '&' of whole plays: the parts after the first (Problem::andParts).
    std::vector<StipulationPart> andParts;
    OptionState opts;
    std::vector<std::string> title, author, origin, remarks, solution;
    std::string protocol;
    std::vector<Twin> twins;
    std::vector<Token> twinTokens; ///< The Twin/ZeroPosition keyword of each twin.
    bool zeroPosition = false;
    std::optional<ParseError> error;

    explicit Builder(const LanguageTable& language) : lang(&language) {
        opts.hints.variations = false; // Popeye's default: no variations.
    }

    bool errorIsFairy = false; ///< The error names fairy content (a condition, a fairy piece).

    bool fail(const Token& t, std::string message) {
        if (!error) error = ParseError{t.line, t.column, std::move(message)};
        return false;
    }
    /// An error about fairy content: it replaces an earlier error of another kind, since it
    /// says why the problem can never be solved by GMS (h=3 with Circe: Circe).
    bool failFairy(const Token& t, std::string message) {
        if (!errorIsFairy) error = ParseError{t.line, t.column, std::move(message)};
        errorIsFairy = true;
        return false;
    }
    void note(const Token& t, std::string message) {
        if (notes) notes->push_back({index, t.line, t.column, std::move(message)});
    }
    bool add(Piece p, Square s, const Token& t) {
        if (board[s] != NoPiece)
            return fail(t, "square " + squareName(s) + " is given twice ('" + shown(t.text) + "')");
        board[s] = p;
        if (!havePieces) piecesTok = t;
        havePieces = true;
        return true;
    }
    /// The command's word in the language read ("Stipulation", "Forderung", "enonce").
    const char* word(Command c) const { return c >= 0 && c < CommandCount ? lang->commands[c] : "?"; }
};

/// A word of the language's command table, or -1 (ambiguous prefixes are -1 with candidates).
Match matchCommand(const LanguageTable& lang, std::string_view word);

/// "Kc1", "bh3h4", "c4c7e4" (pawns) in `colour`, placed on the builder's board.
bool pieceWord(Builder& b, Color colour, const Token& t);
/// Why a piece letter (or two) is refused: a fairy piece, named with the letters GMS knows.
std::string unsupportedPiece(const LanguageTable& lang, std::string_view letters, std::string_view word);
/// Reads a stipulation after `keyword` (the number may be the next word of its line: "h# 2").
bool scanStipulation(Scanner& sc, Builder& b, const Token& keyword, Stipulation& out);
/// Reads SStipulation's side word and body (the rest of the line): the forms GMS solves
/// (structured_stipulation.h). `otherSide`: where given, a side word naming the side GMS does not start this play with is
/// taken (Popeye's output is then HalfDuplex's: "white 4hh[x]" is hx2 HalfDuplex) and said
/// there; without it that is an error. `parts`: where given, a body of whole plays joined by
/// '&' ("3a[#]d & - 4hh[#]") is read too, `out` its first part and `parts` the others; without
/// it that is an error.
bool scanStructuredStipulation(Scanner& sc, Builder& b, const Token& keyword, Stipulation& out,
                               bool* otherSide = nullptr, std::vector<StipulationPart>* parts = nullptr);
/// Reads Popeye options up to a word that is no option (`optionTok`: the Option keyword, or
/// nullptr for a bare list); `standalone` (an EPD's popeye_options): no options of the position.
bool readOptions(Scanner& sc, Builder& b, const Token* optionTok, bool standalone);
/// Reads the changes of one Twin (or of ZeroPosition) up to the next command.
bool readTwin(Scanner& sc, Builder& b, const Token& keyword, bool zero);

} // namespace gms::popeye
