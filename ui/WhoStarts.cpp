// SPDX-License-Identifier: GPL-3.0-or-later
#include "WhoStarts.h"

#include "UiUtil.h"
#include "twin.h"

#include <QCoreApplication>

namespace gms::ui {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("WhoStarts", text); }

} // namespace

QString sideName(Color c) { return c == White ? tr("White") : tr("Black"); }

QString whoStartsText(const Stipulation& stip, Color side, bool& unusual) {
    const QString n = qs(stip.toString());
    const QString mover = sideName(side), other = sideName(Color(side ^ 1));
    if (stip.introMoves > 0) {
        // m->: the intro, then the play as it reads on its own from the side that starts it.
        bool playUnusual = false;
        const Color playSide = stip.introSideStartsPlay() ? side : Color(side ^ 1);
        const QString play = whoStartsText(stip.mainPlay(), playSide, playUnusual);
        QString text = stip.introSideStarts // "1h[-14hh[#]]h": one move, then the same side starts
                           ? tr("%1: %2 first plays one move (%3 passing); then %4").arg(n, mover, other, play)
                           : tr("%1: %2 first plays up to %3 moves in a row (%4 passing, so no check before the "
                                "last); then %5")
                                 .arg(n, mover)
                                 .arg(stip.introMoves)
                                 .arg(other, play);
        const Color usual = whiteStarts(stip) ? White : Black;
        unusual = side != usual;
        if (unusual)
            text += QLatin1Char(' ') + tr("Popeye starts %1 with %2: with %3 to move this is Popeye's HalfDuplex.")
                                           .arg(n, sideName(usual), mover);
        return text;
    }
    // The goal as the reaching side's aim against `target` ("mate Black", "stalemate White", "castle").
    const auto aimAt = [&](Stipulation::GoalType goal, const QString& target) {
        using G = Stipulation::GoalType;
        switch (goal) {
            case G::Mate: return tr("mate %1").arg(target);
            case G::Stalemate: return tr("stalemate %1").arg(target);
            case G::DoubleStalemate: return tr("reach a double stalemate");
            case G::MateOrStalemate: return tr("mate or stalemate %1").arg(target);
            case G::Check: return tr("check %1").arg(target);
            case G::Capture: return tr("capture");
            case G::EnPassant: return tr("capture en passant");
            case G::Castling: return tr("castle");
            case G::AnyMove: return tr("make a move");
            case G::AutoStalemate: return tr("stalemate itself");
            case G::Chess81: return tr("reach the far rank");
            case G::WinPiece: return tr("win a piece");
            case G::AutoMate: return tr("mate itself");
            case G::DoubleMate: return tr("move so that both sides are mated");
            case G::CounterMate: return tr("move while mated so that both sides are mated");
            case G::Circuit: return tr("bring a unit back to its square of the diagram");
            case G::Exchange: return tr("make two of its units swap their squares of the diagram");
            case G::Kiss: return tr("kiss the unit of %1").arg(qs(squareName(Square(stip.targetSquare))));
            case G::NotMate: return tr("move without mating %1").arg(target);
            default: return tr("reach %1").arg(qs(Stipulation::goalSymbol(goal, stip.targetSquare)));
        }
    };
    const auto aim = [&](const QString& target) { return aimAt(stip.goal, target); };
    QString text;
    switch (stip.kind) {
        case Stipulation::Kind::Direct:
            text = tr("%1: %2 moves first and is to %3 against every defence.").arg(n, mover, aim(other));
            break;
        case Stipulation::Kind::Self:
            text = tr("%1: %2 moves first and forces %3 to %4.").arg(n, mover, other, aim(mover));
            if (stip.earlyGoalGoesOn) // the forced end a branch of its own: "3a[/1d[+]a{!+}]d"
                text += QLatin1Char(' ') +
                        tr("Only %1's last move counts (or one where every move of %1 does).").arg(other);
            if (stip.endingNotInCheck) text += QLatin1Char(' ') + tr("%1 must not be in check before it.").arg(other);
            if (stip.endingHidden) text += QLatin1Char(' ') + tr("That move is not shown.");
            break;
        case Stipulation::Kind::ReflexMate:
            text = tr("%1: %2 moves first and forces %3 to %4; either side must reach the goal at once when it can.")
                       .arg(n, mover, other, aim(mover));
            break;
        case Stipulation::Kind::SemiReflex:
            text = tr("%1: %2 moves first and forces %3 to %4; %3 must do so at once when it can.")
                       .arg(n, mover, other, aim(mover));
            break;
        case Stipulation::Kind::Help: {
            if (stip.startingSideGoal) { // a goal for each side: "4h[=]h[#]"
                text = tr("%1: %2 moves first; in at most %3 half moves, %2 is to %4 or %5 to %6.")
                           .arg(n, mover)
                           .arg(stip.plies())
                           .arg(aimAt(*stip.startingSideGoal, other), other, aim(mover));
                break;
            }
            // h#N: the side not moving first reaches the goal; h#N.5: the side moving first.
            const QString reacher = stip.halfMove ? mover : other, target = stip.halfMove ? other : mover;
            text = tr("%1: %2 moves first, both sides help %3 to %4.").arg(n, mover, reacher, aim(target));
            if (stip.forbiddenGoal) { // "- 3h[#]{!x}h": one side's moves must not reach another goal
                const QString bound = stip.forbiddenForGoalSide ? reacher : target;
                const QString against = bound == mover ? other : mover;
                text += QLatin1Char(' ') + tr("No move of %1 may %2, unless it reaches the goal.")
                                               .arg(bound, aimAt(*stip.forbiddenGoal, against));
            }
            break;
        }
        case Stipulation::Kind::SeriesHelp:
            text = tr("%1: %2 plays %3 moves in a row, then %4 is to %5 in one.")
                       .arg(n, mover)
                       .arg(stip.moves)
                       .arg(other, aim(mover));
            break;
        case Stipulation::Kind::SeriesReflex:
            text =
                stip.semiReflex
                    ? tr("%1: %2 plays %3 moves in a row, then %4 must %5 in one; %4 must do so at once when it can.")
                    : tr("%1: %2 plays %3 moves in a row, then %4 must %5 in one; a side that can do so at once must.");
            text = text.arg(n, mover).arg(stip.moves).arg(other, aim(mover));
            break;
        case Stipulation::Kind::HelpReflex: {
            // hr#N: the side moving first helps the other to the goal; hr#N.5: the other side moves first.
            const QString reacher = stip.halfMove ? mover : other, helper = stip.halfMove ? other : mover;
            text = tr("%1: %2 moves first, both sides help for %3 half moves; then %4 must %5 in one, and must do so "
                      "at once whenever it can")
                       .arg(n, mover)
                       .arg(stip.plies() - 1)
                       .arg(reacher, aim(helper));
            text += stip.semiReflex
                        ? QStringLiteral(".")
                        : tr("; %1 must not be able to %2 in one before its moves.").arg(helper, aim(reacher));
            break;
        }
        case Stipulation::Kind::SeriesHelpSelf:
            text = tr("%1: %2 plays %3 moves in a row, then %4 moves and %2 is forced to %5.")
                       .arg(n, mover)
                       .arg(stip.moves)
                       .arg(other, aim(other));
            break;
        case Stipulation::Kind::ReciHelp: {
            // reci-h(=)#N: the side moving first ends it (N.5: the other side), either alone (=) or
            // helping the other (#).
            const QString ender = stip.halfMove ? other : mover, target = stip.halfMove ? mover : other;
            text = tr("%1: %2 moves first, both sides help to a position where %3 can %4 in one move and can also "
                      "help %5 to %6 in one.")
                       .arg(n, mover, ender, aimAt(stip.directGoal(), target), target, aim(ender));
            break;
        }
        case Stipulation::Kind::SeriesReciHelp:
            text = tr("%1: %2 plays up to %3 moves in a row to a position where %2 can %4 in one move and can also "
                      "help %5 to %6 in one.")
                       .arg(n, mover)
                       .arg(stip.moves - 1)
                       .arg(aimAt(stip.directGoal(), other), other, aim(mover));
            break;
        case Stipulation::Kind::ParrySeriesDirect:
        case Stipulation::Kind::HelpParrySeriesDirect: {
            const QString parry = stip.kind == Stipulation::Kind::ParrySeriesDirect ? tr("with one move")
                                                                                    : tr("with a move of its choice");
            text = tr("%1: %2 plays %3 moves in a row, the last one to %4; %5 parries each check %6.")
                       .arg(n, mover)
                       .arg(stip.moves)
                       .arg(aim(other), other, parry);
            break;
        }
        case Stipulation::Kind::ParrySeriesSelf:
        case Stipulation::Kind::HelpParrySeriesSelf: {
            const QString parry =
                stip.kind == Stipulation::Kind::ParrySeriesSelf ? tr("with one move") : tr("with a move of its choice");
            text = tr("%1: %2 plays %3 moves in a row, %4 parrying each check %5; then %4 is forced to %6.")
                       .arg(n, mover)
                       .arg(stip.moves)
                       .arg(other, parry, aim(mover));
            break;
        }
        case Stipulation::Kind::ParrySeriesReflex:
        case Stipulation::Kind::HelpParrySeriesReflex: {
            const QString parry = stip.kind == Stipulation::Kind::ParrySeriesReflex ? tr("with one move")
                                                                                    : tr("with a move of its choice");
            text = tr("%1: %2 plays %3 moves in a row, %4 parrying each check %5; %4 must %6 in one as soon as it "
                      "can, and must be able to after the last series move; %2 must not be able to %7 in one "
                      "before a series move.")
                       .arg(n, mover)
                       .arg(stip.moves)
                       .arg(other, parry, aim(mover), aim(other));
            break;
        }
        case Stipulation::Kind::ParrySeriesHelp:
        case Stipulation::Kind::ParrySeriesHelpSelf: {
            // pser-h: the parrying side reaches the goal; pser-hs: it moves, and the series side is forced to.
            const QString ending = stip.kind == Stipulation::Kind::ParrySeriesHelp
                                       ? tr("%1 is to %2 in one").arg(other, aim(mover))
                                       : tr("%1 moves and %2 is forced to %3").arg(other, mover, aim(other));
            text = tr("%1: %2 plays %3 moves in a row, %4 parrying each check with a move of its choice; then %5.")
                       .arg(n, mover)
                       .arg(stip.moves)
                       .arg(other, ending);
            break;
        }
        case Stipulation::Kind::HelpDirect:
            if (stip.attackerEnding()) {
                text = tr("%1: %2 moves first, both sides help for %3 half moves; then %4 is to %5 in %6 moves "
                          "against every defence.")
                           .arg(n, mover)
                           .arg(2 * stip.moves + 1)
                           .arg(other, aim(mover))
                           .arg(stip.attackerEndingMoves());
                break;
            }
            text = tr("%1: %2 moves first, both sides help for %3 moves; then %2 must move, and %4 is to %5 in one "
                      "whatever %2 plays.")
                       .arg(n, mover)
                       .arg(stip.moves)
                       .arg(other, aim(mover));
            break;
        case Stipulation::Kind::SeriesSelf:
            text = stip.seriesSideEnds // "9s[-1d[x]a]": the series side's own forced move
                       ? tr("%1: %2 plays up to %3 moves in a row, %4 passing after each (so none checks); then every "
                            "move %2 has must %5.")
                             .arg(n, mover)
                             .arg(stip.moves)
                             .arg(other, aim(other))
                       : tr("%1: %2 plays up to %3 moves in a row, then every move %4 has must %5.")
                             .arg(n, mover)
                             .arg(stip.moves)
                             .arg(other, aim(mover));
            break;
        case Stipulation::Kind::SeriesDirect:
            text =
                tr("%1: %2 plays %3 moves in a row, the last one to %4.").arg(n, mover).arg(stip.moves).arg(aim(other));
            break;
        default: text = tr("%1: %2 moves first.").arg(n, mover); break;
    }
    const Color usual = whiteStarts(stip) ? White : Black;
    unusual = side != usual;
    if (unusual)
        text +=
            QLatin1Char(' ') +
            tr("Popeye starts %1 with %2: with %3 to move this is Popeye's HalfDuplex.").arg(n, sideName(usual), mover);
    return text;
}

} // namespace gms::ui
