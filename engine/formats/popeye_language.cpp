// SPDX-License-Identifier: GPL-3.0-or-later
/// @file popeye_language.cpp  Popeye's keywords in its three languages (see popeye_language.h).
#include "popeye_language.h"

#include <cctype>

namespace gms::popeye {

namespace {

const LanguageTable kTables[LanguageCount] = {
    {Language::French,
     "French",
     {"DebutProbleme", "FinProbleme", "asuivre", "enonce", "senonce", "auteur", "source", "pieces", "condition",
      "option", "remarque", "protocol", "titre", "jumeau", "zeroposition", "LaTeX", "PiecesLaTeX", "prix",
      "PositionInitialePartie", "Forsyth"},
     {"Defense", "Apparent", "ApparentSeul", "Variantes", "Trace", "Enroute", "SansRB", "Duplex", "SansRN",
      "Menace", "SansMenace", "Essais", "MaxSolutions", "MaxCasesFuites", "Search", "MultiSolutions",
      "NonSymetrique", "NonTrivial", "RetiensPieceMatante", "EnPassant", "SansEchiquier",
      "SansVariantesCourtes", "DemiDuplex", "ApresCle", "Intelligent", "MaxTemps", "SansRoquer", "Quodlibet",
      "FinApresSolutionsCourtes", "Bip", "SansGrille", "AjouteGrille", "RoquesMutuellementExclusifs",
      "ButEstFin", "optionnonpubliee", "CoupsVides", "JusquAuCoup", "TrivialEssaiSupprimer", "MatsEn1"},
     {"deplacement", "echange", "enonce", "senonce", "ajoute", "ote", "enplus", "rotation", "condition",
      "CouleurEchange", "miroir", "translation", "remplace"},
     {"Blanc", "Noir", "Neutre", "TotalInvisible"},
     {"Royale", "Kamikaze", "Paralysante", "Cameleon", "Jigger", "Volage", "Fonctionnaire", "DemiNeutre",
      "CouleurEchangeantSautoir", "Protee", "Magique", "Imprenable", "Patrouille", "Frischauf", "Bul", "Dob",
      "Anda", "AndaInverse", "AliceA", "AliceB"},
     {0, 'P', 'C', 'F', 'T', 'D', 'R'},
     "R D T F C P"},
    {Language::German,
     "German",
     {"AnfangProblem", "EndeProblem", "WeiteresProblem", "Forderung", "sForderung", "Autor", "Quelle", "Steine",
      "Bedingung", "Option", "Bemerkung", "Protokoll", "Titel", "Zwilling", "NullStellung", "LaTeX",
      "LaTeXSteine", "Auszeichnung", "PartieAnfangsStellung", "Forsyth"},
     {"Widerlegung", "Satzspiel", "WeissBeginnt", "Varianten", "Zugnummern", "StartZugnummer", "OhneWk",
      "Duplex", "OhneSk", "Drohung", "OhneDrohung", "Verfuehrung", "MaxLoesungen", "MaxFluchtFelder", "Suchen",
      "MehrereLoesungen", "KeineSymmetrie", "NichtTrivial", "HalteMattsetzendenStein", "EnPassant", "OhneBrett",
      "OhneKurzVarianten", "HalbDuplex", "NachSchluessel", "Intelligent", "MaxZeit", "KeineRochade",
      "Quodlibet", "StopNachKurzloesungen", "Pieps", "OhneGitter", "ZeichneGitter",
      "RochadenGegenseitigAusschliessend", "ZielIstEnde", "nichtpublizierteoption", "NullZuege",
      "BisZugnummer", "TrivialeFehlversucheUnterdruecken", "MattsIn1"},
     {"versetze", "tausche", "Forderung", "SForderung", "hinzufuegen", "entferne", "ferner", "Drehung",
      "Bedingung", "Farbwechsel", "Spiegelung", "Verschiebung", "ersetze"},
     {"Weiss", "Schwarz", "Neutral", "TotalUnsichtbar"},
     {"Koeniglich", "Kamikaze", "Paralysierend", "Chamaeleon", "Jigger", "Volage", "Beamtet", "HalbNeutral",
      "SprungbockFarbeWechselnd", "Proteisch", "Magisch", "Unschlagbar", "Patrouille", "Frischauf", "Bul", "Dob",
      "Anda", "AndaInvers", "AliceA", "AliceB"},
     {0, 'B', 'S', 'L', 'T', 'D', 'K'},
     "K D T L S B"},
    {Language::English,
     "English",
     {"BeginProblem", "EndProblem", "NextProblem", "Stipulation", "SStipulation", "Author", "Origin", "Pieces",
      "Condition", "Option", "Remark", "Protocol", "Title", "Twin", "ZeroPosition", "LaTeX", "LaTeXPieces",
      "Award", "InitialGameArray", "Forsyth"},
     {"Defence", "SetPlay", "WhiteToPlay", "Variations", "MoveNumbers", "StartMoveNumber", "NoWk", "Duplex",
      "NoBk", "Threat", "NoThreat", "Try", "MaxSolutions", "MaxFlightsquares", "Search", "MultiSolutions",
      "NoSymmetry", "NonTrivial", "KeepMatingPiece", "EnPassant", "NoBoard", "NoShortVariations", "HalfDuplex",
      "PostKeyPlay", "Intelligent", "MaxTime", "NoCastling", "Quodlibet", "StopOnShortSolutions", "Beep",
      "SuppressGrid", "WriteGrid", "CastlingMutuallyExclusive", "GoalIsEnd", "unpublishedoption", "NullMoves",
      "UpToMoveNumber", "TrivialTriesAvoid", "MatesIn1"},
     {"Move", "Exchange", "Stipulation", "SStipulation", "Add", "Remove", "Continued", "Rotate", "Condition",
      "PolishType", "Mirror", "Shift", "Substitute"},
     {"White", "Black", "Neutral", "TotalInvisible"},
     {"Royal", "Kamikaze", "Paralysing", "Chameleon", "Jigger", "Volage", "Functionary", "HalfNeutral",
      "HurdleColourChanging", "Protean", "Magic", "Uncapturable", "Patrol", "Frischauf", "Bul", "Dob", "Anda",
      "AndaInverse", "AliceA", "AliceB"},
     {0, 'P', 'S', 'B', 'R', 'Q', 'K'},
     "K Q R B S P"},
};

bool abbreviates(std::string_view word, std::string_view keyword) {
    if (word.empty() || word.size() > keyword.size()) return false;
    for (std::size_t k = 0; k < word.size(); ++k)
        if (std::tolower(static_cast<unsigned char>(word[k])) != std::tolower(static_cast<unsigned char>(keyword[k])))
            return false;
    return true;
}

} // namespace

PieceType LanguageTable::pieceOf(char letter) const {
    const char upper = char(std::toupper(static_cast<unsigned char>(letter)));
    for (int type = Pawn; type <= King; ++type)
        if (pieceLetters[type] == upper) return PieceType(type);
    return NoPieceType;
}

const LanguageTable& languageTable(Language language) { return kTables[int(language)]; }

std::optional<Language> languageOfBegin(std::string_view word) {
    for (const LanguageTable& table : kTables)
        if (abbreviates(word, table.commands[CBegin])) return table.language;
    return std::nullopt;
}

} // namespace gms::popeye
