// SPDX-License-Identifier: GPL-3.0-or-later
/// @file popeye_language.h  The words of Popeye's input in English, German and French: one table per language.
///
/// The words are facts of Popeye 4.104's input language (its manuals py-engl.txt,
/// py-deut.txt, py-fran.txt): commands, options, twinning words, colours, piece
/// attributes and the letters of the orthodox pieces. Every table lists the same
/// things in the same order, so a reader takes a table and never asks which
/// language it reads. Popeye picks the language by the word that opens the file
/// (BeginProblem, AnfangProblem, DebutProbleme).
#pragma once

#include "types.h"

#include <optional>
#include <string_view>

namespace gms::popeye {

enum class Language { French, German, English }; ///< Popeye's own order (it tries French first).
constexpr int LanguageCount = 3;

/// The commands of a problem, in the order of the tables below.
enum Command {
    CBegin,
    CEnd,
    CNext,
    CStipulation,
    CSStipulation,
    CAuthor,
    COrigin,
    CPieces,
    CCondition,
    COption,
    CRemark,
    CProtocol,
    CTitle,
    CTwin,
    CZeroPosition,
    CLaTeX,
    CLaTeXPieces,
    CAward,
    CInitialGameArray,
    CForsyth,
    CommandCount
};

/// Popeye's options, in the order of its option table.
enum OptionId {
    ODefence,
    OSetPlay,
    OWhiteToPlay,
    OVariations,
    OMoveNumbers,
    OStartMoveNumber,
    ONoWk,
    ODuplex,
    ONoBk,
    OThreat,
    ONoThreat,
    OTry,
    OMaxSolutions,
    OMaxFlightsquares,
    OSearch,
    OMultiSolutions,
    ONoSymmetry,
    ONonTrivial,
    OKeepMatingPiece,
    OEnPassant,
    ONoBoard,
    ONoShortVariations,
    OHalfDuplex,
    OPostKeyPlay,
    OIntelligent,
    OMaxTime,
    ONoCastling,
    OQuodlibet,
    OStopOnShortSolutions,
    OBeep,
    OSuppressGrid,
    OWriteGrid,
    OCastlingMutuallyExclusive,
    OGoalIsEnd,
    OUnpublished,
    ONullMoves,
    OUpToMoveNumber,
    OTrivialTriesAvoid,
    OMatesIn1,
    OptionCount
};

/// The changes of a twin, in the order of Popeye's twinning table.
enum TwinWord {
    TMove,
    TExchange,
    TStipulation,
    TSStipulation,
    TAdd,
    TRemove,
    TContinued,
    TRotate,
    TCondition,
    TPolishType,
    TMirror,
    TShift,
    TSubstitute,
    TwinWordCount
};

enum ColourWord { WWhite, WBlack, WNeutral, WTotalInvisible, ColourWordCount };
constexpr int AttributeCount = 20;

struct LanguageTable {
    Language language;
    const char* name; ///< "English", "German", "French".
    const char* commands[CommandCount];
    const char* options[OptionCount];
    const char* twinWords[TwinWordCount];
    const char* colours[ColourWordCount];
    const char* attributes[AttributeCount]; ///< Royal, Kamikaze, ... (fairy: refused by name).
    /// The letter of each orthodox piece, upper case, indexed by PieceType (Pawn .. King).
    char pieceLetters[7];
    const char* pieceLetterList; ///< "K Q R B S P" as shown in messages.

    /// The orthodox piece of a letter in this language (either case); NoPieceType if none.
    PieceType pieceOf(char letter) const;
};

const LanguageTable& languageTable(Language language);
/// The language whose BeginProblem word `word` abbreviates (any prefix, any case), as Popeye
/// detects it; nullopt when the word opens no problem in any language.
std::optional<Language> languageOfBegin(std::string_view word);
/// The English spelling of a command or option (GMS writes English).
inline const char* englishCommand(Command c) { return languageTable(Language::English).commands[c]; }
inline const char* englishOption(OptionId o) { return languageTable(Language::English).options[o]; }
inline const char* englishTwinWord(TwinWord w) { return languageTable(Language::English).twinWords[w]; }

} // namespace gms::popeye
