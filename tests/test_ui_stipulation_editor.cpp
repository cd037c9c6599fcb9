// SPDX-License-Identifier: GPL-3.0-or-later
/// @file test_ui_stipulation_editor.cpp  The walk-through's stipulation editing (defect 1, issue 19):
/// a helpmate from scratch starts with Black, every (play type, goal) pair GMS solves can be
/// chosen, exact-, .5 and Zxy's square.
/// Problems and the fixture: ui_walkthrough_support.h. Runs offscreen.

#include "ui_walkthrough_support.h"

using namespace gms;
using namespace gms::ui;
using namespace gms::ui::walkthrough;

class TestUiStipulationEditor : public QObject, public WalkthroughWindow {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(setUpCase("test_ui_stipulation_editor")); }
    void init() { QVERIFY(openWindow()); }
    void cleanup() { w.reset(); }

    // ---- 1: a helpmate entered from scratch starts with Black ------------------------------------
    void helpmateFromScratchStartsWithPopeyesSide() {
        QVERIFY(w->newDocument());
        BoardScene* b = w->boardScene();
        const struct {
            Piece p;
            const char* s;
        } men[] = {{WKing, "a1"}, {WRook, "d4"}, {WBishop, "d5"}, {BKing, "h7"},
                   {BRook, "e6"}, {BRook, "g4"}, {BBishop, "d2"}, {BPawn, "f3"}};
        for (const auto& m : men) b->dropPiece(m.p, b->squareCenter(sq(m.s)));
        QCOMPARE(w->document()->position().sideToMove(), White); // the palette leaves White to move
        choose(QStringLiteral("h#"), 2);
        QCOMPARE(stip(), QStringLiteral("h#2"));
        QCOMPARE(w->document()->position().sideToMove(), Black); // h#N: Black starts, as in Popeye
        QVERIFY(w->positionEditor()->blackToMove()->isChecked());
        QVERIFY2(w->positionEditor()->whoStartsLabel()->text().contains(QStringLiteral("Black moves first")),
                 qPrintable(w->positionEditor()->whoStartsLabel()->text()));
        QVERIFY(solveAndWait());
        const Solution& s = w->lastSolution();
        QVERIFY(s.complete);
        QCOMPARE(int(s.lines.size()), 1); // Popeye: 1.Re6-e3 Bd5-f7 2.Rg4-g7 Rd4-h4 #
        QCOMPARE(toUci(s.lines[0].moves[0]), std::string("e6e3"));
        // h#N.5: White starts; and one undo step takes stipulation and side back together.
        choose(QStringLiteral("h#"), 2, true);
        QCOMPARE(stip(), QStringLiteral("h#2.5"));
        QCOMPARE(w->document()->position().sideToMove(), White);
        w->action(QStringLiteral("actionUndo"))->trigger();
        QCOMPARE(stip(), QStringLiteral("h#2"));
        QCOMPARE(w->document()->position().sideToMove(), Black);
        // A side to move that contradicts the stipulation is said to do so.
        w->positionEditor()->whiteToMove()->click();
        QCOMPARE(w->document()->position().sideToMove(), White);
        QVERIFY2(w->positionEditor()->whoStartsLabel()->text().contains(QStringLiteral("HalfDuplex")),
                 qPrintable(w->positionEditor()->whoStartsLabel()->text()));
    }

    // ---- issue 19: every (play type, goal) pair GMS solves can be chosen in the editor -----------
    void theEditorOffersGoalsAndPlayTypes() {
        StipulationEditor* ed = w->solverControls()->stipulationEditor();
        QCOMPARE(ed->familyCombo()->currentText(),
                 QStringLiteral("# direct")); // not a second bare "#" beside the goal's
        ed->goalCombo()->setCurrentIndex(ed->goalCombo()->findText(QStringLiteral("=")));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("= direct"));
        // Every play type is offered with every goal GMS solves (r= and s= included); a pair GMS
        // did not solve would be greyed (Stipulation::supported()).
        const int r = ed->familyCombo()->findText(QStringLiteral("r="));
        const int s = ed->familyCombo()->findText(QStringLiteral("s="));
        QVERIFY(r >= 0 && s >= 0);
        auto* model = qobject_cast<QStandardItemModel*>(ed->familyCombo()->model());
        QVERIFY(model);
        for (int i = 0; i < ed->familyCombo()->count(); ++i) {
            Stipulation pair = w->document()->currentProblem().stipulation;
            pair.kind = Stipulation::Kind(ed->familyCombo()->itemData(i).toInt());
            pair.goal = Stipulation::GoalType::Stalemate;
            pair.exact = pair.halfMove = false;
            QCOMPARE(model->item(i)->isEnabled(), pair.supported());
        }
        QVERIFY(model->item(r)->isEnabled() && model->item(s)->isEnabled());
        // h=2 from the editor: Black starts as in Popeye, and the lines are Popeye 4.104's
        // (tests/data/stipulations/h=2.out: 64 lines and one short one).
        QVERIFY(w->setFen(QStringLiteral("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1")));
        choose(QStringLiteral("h="), 2);
        QCOMPARE(stip(), QStringLiteral("h=2"));
        QCOMPARE(w->document()->position().sideToMove(), Black);
        // The who-starts line names the goal, not mate.
        QCOMPARE(w->positionEditor()->whoStartsLabel()->text(),
                 QStringLiteral("h=2: Black moves first, both sides help White to stalemate Black."));
        QVERIFY(solveAndWait());
        QVERIFY(w->lastSolution().complete);
        QCOMPARE(int(w->lastSolution().lines.size()), 65);
        // exact- for help play, and the stipulation read back into the editor.
        ed->exactBox()->setChecked(true);
        QCOMPARE(stip(), QStringLiteral("exact-h=2"));
        ed->goalCombo()->setCurrentIndex(ed->goalCombo()->findText(QStringLiteral("#")));
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("ser-s#")));
        ed->movesSpin()->setValue(3);
        QCOMPARE(stip(), QStringLiteral("exact-ser-s#3")); // exact- stays for the play types that take it
        ed->exactBox()->setChecked(false);
        QCOMPARE(stip(), QStringLiteral("ser-s#3"));
        // The series reflex and help-self play types, with exact-.
        ed->movesSpin()->setValue(2);
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("ser-r#")));
        QCOMPARE(stip(), QStringLiteral("ser-r#2"));
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("ser-hs#")));
        QCOMPARE(stip(), QStringLiteral("ser-hs#2"));
        ed->exactBox()->setChecked(true);
        QCOMPARE(stip(), QStringLiteral("exact-ser-hs#2"));
        ed->exactBox()->setChecked(false);
        Stipulation hs;
        QVERIFY(Stipulation::parse("hs#2.5").has_value());
        hs = *Stipulation::parse("hs#2.5");
        ed->setStipulation(hs);
        QCOMPARE(ed->stipulation().toString(), std::string("hs#2.5"));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("hs#"));
        QVERIFY(ed->halfMoveBox()->isChecked());
        // exact- for battle play too (exact-#N, exact-s#N), from the editor as from a file.
        ed->halfMoveBox()->setChecked(false);
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("# direct")));
        QVERIFY(!ed->exactBox()->isHidden());
        ed->exactBox()->setChecked(true);
        QCOMPARE(stip(), QStringLiteral("exact-#2"));
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("s#")));
        QCOMPARE(stip(), QStringLiteral("exact-s#2"));
        ed->exactBox()->setChecked(false);
        // Goal Zxy: a square box appears beside the goal, and the square is part of the stipulation.
        QVERIFY(ed->squareCombo()->isHidden());
        ed->goalCombo()->setCurrentIndex(ed->goalCombo()->findText(QStringLiteral("z")));
        QVERIFY(!ed->squareCombo()->isHidden());
        ed->squareCombo()->setCurrentIndex(ed->squareCombo()->findText(QStringLiteral("e7")));
        ed->familyCombo()->setCurrentIndex(ed->familyCombo()->findText(QStringLiteral("hze7")));
        QCOMPARE(stip(), QStringLiteral("hze72"));
        ed->setStipulation(*Stipulation::parse("ser-zd36"));
        QCOMPARE(ed->squareCombo()->currentText(), QStringLiteral("d3"));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("ser-zd3"));
        QCOMPARE(ed->stipulation().toString(), std::string("ser-zd36"));
        ed->goalCombo()->setCurrentIndex(ed->goalCombo()->findText(QStringLiteral("#")));
        QVERIFY(ed->squareCombo()->isHidden());
    }

    // ---- issue 19: the goals that follow units (ct, <>, Kxy) -----------------------------------------
    void theEditorOffersUnitGoals() {
        StipulationEditor* ed = w->solverControls()->stipulationEditor();
        // Kiss the unit of b2 in one help move: the promoted pawn is still that unit (Popeye 4.104,
        // tests/data/stipulations/hkb21-promoted.out: 1.b2-b1=S Sd4-c2, 1.b2-b1=B Sd4-c2).
        QVERIFY(w->setFen(QStringLiteral("7k/8/8/8/3N4/p7/1p6/7K b - - 0 1")));
        ed->goalCombo()->setCurrentIndex(ed->goalCombo()->findText(QStringLiteral("k")));
        QVERIFY(!ed->squareCombo()->isHidden());
        ed->squareCombo()->setCurrentIndex(ed->squareCombo()->findText(QStringLiteral("b2")));
        choose(QStringLiteral("hkb2"), 1);
        QCOMPARE(stip(), QStringLiteral("hkb21"));
        QVERIFY(solveAndWait());
        QVERIFY(w->lastSolution().complete);
        QCOMPARE(int(w->lastSolution().lines.size()), 2);
        // ct and <> take every play type.
        ed->goalCombo()->setCurrentIndex(ed->goalCombo()->findText(QStringLiteral("<>")));
        QVERIFY(ed->squareCombo()->isHidden());
        auto* model = qobject_cast<QStandardItemModel*>(ed->familyCombo()->model());
        QVERIFY(model);
        for (const char* offered : {"<> direct", "s<>", "h<>", "ser-<>", "ser-h<>", "r<>", "hs<>", "ser-s<>"})
            QVERIFY2(model->item(ed->familyCombo()->findText(QLatin1String(offered)))->isEnabled(), offered);
        // The goals of a self-check: with every play type (reci-h and pser-s too).
        ed->goalCombo()->setCurrentIndex(ed->goalCombo()->findText(QStringLiteral("##")));
        for (const char* offered : {"ser-hs##", "pser-h##", "pser-r##", "reci-h##", "pser-s##", "pser-hs##"})
            QVERIFY2(model->item(ed->familyCombo()->findText(QLatin1String(offered)))->isEnabled(), offered);
        ed->setStipulation(*Stipulation::parse("ser-ct2"));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("ser-ct"));
        QCOMPARE(ed->stipulation().toString(), std::string("ser-ct2"));
    }

    // ---- issue 19: the negated mate of Popeye's structured stipulation ("1a[!#]d") ----------------
    void theEditorOffersNotMate() {
        StipulationEditor* ed = w->solverControls()->stipulationEditor();
        // BEISPIEL/sford.inp (R. Wuthrich, i&f 1985/86): White moves and does not mate; Popeye 4.104's
        // one key, 1.Df8-g8 !
        QVERIFY(w->setFen(QStringLiteral("4KQ2/5B2/2Nr1k2/6R1/b3PNPB/4PRP1/5P2/8 w - - 0 1")));
        ed->goalCombo()->setCurrentIndex(ed->goalCombo()->findText(QStringLiteral("no #")));
        auto* model = qobject_cast<QStandardItemModel*>(ed->familyCombo()->model());
        QVERIFY(model);
        QVERIFY(model->item(ed->familyCombo()->findText(QStringLiteral("no # direct")))->isEnabled());
        for (const char* greyed : {"sno #", "hno #", "ser-no #"})
            QVERIFY2(!model->item(ed->familyCombo()->findText(QLatin1String(greyed)))->isEnabled(), greyed);
        choose(QStringLiteral("no # direct"), 1);
        QCOMPARE(stip(), QStringLiteral("1a[!#]d"));
        QVERIFY(solveAndWait());
        QVERIFY(w->lastSolution().complete);
        QCOMPARE(int(w->lastSolution().keys.size()), 1);
        QCOMPARE(QString::fromStdString(toUci(w->lastSolution().keys[0].move)), QStringLiteral("f8g8"));
        ed->setStipulation(*Stipulation::parse("3:3a[!#]d"));
        QCOMPARE(ed->goalCombo()->currentText(), QStringLiteral("no #"));
        QVERIFY(ed->exactBox()->isChecked());
        QCOMPARE(ed->stipulation().toString(), std::string("3:3a[!#]d"));
    }

    // ---- issue 19: parry series help-self play (pser-hs) ---------------------------------------------
    void theEditorOffersParrySeriesHelpSelf() {
        // A selfmate of the shared sets as pser-hs#2: Popeye 4.104 gives 29 lines
        // (tests/data/stipulations/pser-hs#2.out).
        QVERIFY(w->setFen(QStringLiteral("3B4/1N6/8/8/3R4/3p2kq/3Q4/6K1 b - - 0 1")));
        choose(QStringLiteral("pser-hs#"), 2);
        QCOMPARE(stip(), QStringLiteral("pser-hs#2"));
        QCOMPARE(w->document()->position().sideToMove(), Black); // the series side
        QVERIFY2(w->positionEditor()->whoStartsLabel()->text().startsWith(
                     QStringLiteral("pser-hs#2: Black plays 2 moves in a row, White parrying each check with a "
                                    "move of its choice; then White moves and Black is forced to mate White.")),
                 qPrintable(w->positionEditor()->whoStartsLabel()->text()));
        QVERIFY(solveAndWait());
        const Solution& s = w->lastSolution();
        QVERIFY2(s.complete, s.error.c_str());
        QCOMPARE(int(s.lines.size()), 29);
        QCOMPARE(int(s.lines[0].moves.size()), 4); // 1.Kg3-f3 2.Kf3-g3 Qd2-g2 + 3.Qh3*g2 #
    }

    // ---- issue 19: Popeye's introductory series m-> ------------------------------------------------
    void theEditorOffersAnIntroSeries() {
        StipulationEditor* ed = w->solverControls()->stipulationEditor();
        // EXAMPLES/pseries.inp problem 2 (a test of Popeye's): 2->pser-h#3, Popeye 4.104's one line.
        QVERIFY(w->setFen(QStringLiteral("3b4/5p1k/7p/3P4/7P/8/B4n2/R1K5 b - - 0 1")));
        choose(QStringLiteral("pser-h#"), 3);
        QCOMPARE(w->document()->position().sideToMove(), Black); // pser-h: Black starts
        ed->introSpin()->setValue(2);
        QCOMPARE(stip(), QStringLiteral("2->pser-h#3"));
        QCOMPARE(w->document()->position().sideToMove(), White); // the intro's side: White
        QVERIFY2(w->positionEditor()->whoStartsLabel()->text().startsWith(
                     QStringLiteral("2->pser-h#3: White first plays up to 2 moves in a row (Black passing, so no "
                                    "check before the last); then pser-h#3: Black plays 3 moves in a row")),
                 qPrintable(w->positionEditor()->whoStartsLabel()->text()));
        QVERIFY(solveAndWait());
        const Solution& s = w->lastSolution();
        QVERIFY2(s.complete, s.error.c_str());
        QCOMPARE(int(s.lines.size()), 1); // 1.Ba2-c4 2.Ra1-a8 1.Bd8-g5 + h4*g5 2.Sf2-d3 + Bc4*d3 + 3.f7-f5 g5*f6 ep. #
        QCOMPARE(s.lines[0].introLength, 2);
        QCOMPARE(toUci(s.lines[0].moves[0]), std::string("a2c4"));
        // Battle play takes one too, answered by lines as Popeye prints it after an intro.
        choose(QStringLiteral("# direct"), 2);
        QVERIFY(ed->introSpin()->isVisibleTo(ed));
        QCOMPARE(stip(), QStringLiteral("2->#2"));
        ed->introSpin()->setValue(0);
        QCOMPARE(stip(), QStringLiteral("#2"));
        ed->setStipulation(*Stipulation::parse("1->h=1.5"));
        QCOMPARE(ed->introSpin()->value(), 1);
        QCOMPARE(ed->stipulation().toString(), std::string("1->h=1.5"));
        // One intro move, then the same side starts the help play (sford.inp's "1h[-14hh[#]]h"):
        // shown in the play box, kept through an edit of N, solved with Popeye 4.104's 189 lines
        // (tests/data/stipulations/sstip-1h-4hh#-same-side.out).
        QVERIFY(w->setFen(QStringLiteral("7k/6pp/8/8/8/8/8/3Q1RK1 b - - 0 1")));
        ed->setStipulation(*Stipulation::parse("1h[-14hh[#]]h"));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("h[-hh[#]]h"));
        QCOMPARE(ed->introSpin()->value(), 1);
        ed->movesSpin()->setValue(2);
        QCOMPARE(stip(), QStringLiteral("1h[-4hh[#]]h"));
        QCOMPARE(w->document()->position().sideToMove(), Black);
        QVERIFY2(w->positionEditor()->whoStartsLabel()->text().startsWith(
                     QStringLiteral("1h[-4hh[#]]h: Black first plays one move (White passing); then h#2: Black "
                                    "moves first")),
                 qPrintable(w->positionEditor()->whoStartsLabel()->text()));
        QVERIFY(solveAndWait());
        QVERIFY(w->lastSolution().complete);
        QCOMPARE(int(w->lastSolution().lines.size()), 189);
        // Another intro length is Popeye's m->, which the other side's play follows.
        ed->introSpin()->setValue(2);
        QCOMPARE(stip(), QStringLiteral("2->h#2"));
    }

    // ---- issue 19: series-self play ending in the series side's own move (9s[-1d[x]a]) ---------------
    void theEditorKeepsTheSeriesSidesForcedEnd() {
        StipulationEditor* ed = w->solverControls()->stipulationEditor();
        // BEISPIEL/sford.inp's Dupont after its sixth series move: Popeye 4.104's 7 lines
        // (tests/data/stipulations/sstip-3s-1dxa-series-side.out).
        QVERIFY(w->setFen(QStringLiteral("N1k5/2P5/KbRp4/1B6/p7/2Pb4/2P5/8 w - - 0 1")));
        ed->setStipulation(*Stipulation::parse("9s [- 1d[x]a]"));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("s[-1d[x]a]"));
        ed->movesSpin()->setValue(3);
        QCOMPARE(stip(), QStringLiteral("3s[-1d[x]a]"));
        QCOMPARE(w->positionEditor()->whoStartsLabel()->text(),
                 QStringLiteral("3s[-1d[x]a]: White plays up to 3 moves in a row, Black passing after each (so none "
                                "checks); then every move White has must capture."));
        QVERIFY(solveAndWait());
        QVERIFY(w->lastSolution().complete);
        QCOMPARE(int(w->lastSolution().lines.size()), 7);
        QCOMPARE(int(w->lastSolution().lines[0].moves.size()), 4); // c3-c4, c4-c5, c2-c4, the capture
        // ser-hs takes the help-self ending's '/' and {!+} (capzug.inp's "8s[1a[/1d[+]a{!+}]d]"),
        // read back and kept through an edit of N; both off give the classic form.
        ed->setStipulation(*Stipulation::parse("8s[1a[/1d[+]a{!+}]d]"));
        QVERIFY(ed->hiddenEndingBox()->isChecked() && ed->notInCheckBox()->isChecked());
        ed->movesSpin()->setValue(5);
        QCOMPARE(stip(), QStringLiteral("5s[1a[/1d[+]a{!+}]d]"));
        ed->hiddenEndingBox()->setChecked(false);
        ed->notInCheckBox()->setChecked(false);
        QCOMPARE(stip(), QStringLiteral("ser-hs+5"));
    }

    void theEditorKeepsSelfPlayWithANestedEnd() {
        // EXAMPLES/capzug.inp problem 5 (Arno Tuengler), "3a[/1d[+]a{!+}]d": read into the editor,
        // kept through an edit of N, solved as Popeye 4.104 does (one key, four defences).
        StipulationEditor* ed = w->solverControls()->stipulationEditor();
        QVERIFY(w->setFen(QStringLiteral("8/8/8/1Q3B2/4r3/5KP1/2kPRNpP/6R1 w - - 0 1")));
        ed->setStipulation(*Stipulation::parse("3a[/1d[+]a{!+}]d"));
        QVERIFY(ed->hiddenEndingBox()->isChecked() && ed->notInCheckBox()->isChecked());
        QVERIFY(!ed->goalGoesOnBox()->isHidden() && ed->goalGoesOnBox()->isChecked());
        ed->movesSpin()->setValue(3);
        QCOMPARE(stip(), QStringLiteral("5a[/1d[+]a{!+}]d"));
        ed->movesSpin()->setValue(2);
        QCOMPARE(stip(), QStringLiteral("3a[/1d[+]a{!+}]d"));
        QVERIFY(w->positionEditor()->whoStartsLabel()->text().contains(QLatin1String("not shown")));
        QVERIFY(solveAndWait());
        QVERIFY(w->lastSolution().complete);
        QCOMPARE(int(w->lastSolution().keys.size()), 1);
        QCOMPARE(int(w->lastSolution().keys[0].defences.size()), 4);
        QVERIFY(w->lastSolution().keys[0].defences[0].replies[0].defences.empty()); // '/': the forced checks hidden
        QCOMPARE(w->solutionsPane()->list()->topLevelItem(0)->text(2), QStringLiteral("s+2")); // not "3a[...]d2"
        // Without '/' and {!+} the forced end stays nested; without that too it is the classic s+2.
        ed->hiddenEndingBox()->setChecked(false);
        ed->notInCheckBox()->setChecked(false);
        QCOMPARE(stip(), QStringLiteral("3a[1d[+]a]d"));
        ed->goalGoesOnBox()->setChecked(false);
        QCOMPARE(stip(), QStringLiteral("s+2"));
    }

    // ---- issue 19: Popeye's structured help-direct play, '/' and {!+} -----------------------------
    void theEditorOffersHelpDirectPlay() {
        StipulationEditor* ed = w->solverControls()->stipulationEditor();
        // EXAMPLES/lengthy/helpdirectmate.inp problem 1 (F.H. von Meyenfeldt): Popeye 4.104's 4 lines.
        QVERIFY(w->setFen(QStringLiteral("8/5p1P/4pnp1/4Pp2/5k1p/3P3P/5K2/8 w - - 0 1")));
        QVERIFY(ed->hiddenEndingBox()->isHidden());
        choose(QStringLiteral("hh[2da[#]]"), 2);
        QCOMPARE(stip(), QStringLiteral("4hh[2da[#]]"));
        QCOMPARE(w->document()->position().sideToMove(), Black);
        QVERIFY(!ed->hiddenEndingBox()->isHidden() && !ed->notInCheckBox()->isHidden());
        QCOMPARE(w->positionEditor()->whoStartsLabel()->text(),
                 QStringLiteral("4hh[2da[#]]: Black moves first, both sides help for 2 moves; then Black must move, "
                                "and White is to mate Black in one whatever Black plays."));
        QVERIFY(solveAndWait());
        QVERIFY(w->lastSolution().complete);
        QCOMPARE(int(w->lastSolution().lines.size()), 4); // 1.Kf4*e5 h7-h8=Q 2.Ke5-f4 Qh8*f6 3.e6-e5 Qf6*h4 # ...
        QCOMPARE(int(w->lastSolution().lines[0].moves.size()), 6);
        // '/': the same play, the lines end before the ending (Popeye: 2 lines of 4 half moves).
        ed->hiddenEndingBox()->setChecked(true);
        ed->notInCheckBox()->setChecked(true);
        QCOMPARE(stip(), QStringLiteral("4hh[/2da[#]{!+}]"));
        QVERIFY(solveAndWait());
        QCOMPARE(int(w->lastSolution().lines.size()), 2);
        QCOMPARE(int(w->lastSolution().lines[0].moves.size()), 4);
        // Read back into the editor; hs takes the same boxes.
        ed->setStipulation(*Stipulation::parse("8hh[/1d[x]a{!+}]"));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("hsx"));
        QVERIFY(ed->hiddenEndingBox()->isChecked() && ed->notInCheckBox()->isChecked());
        QCOMPARE(ed->stipulation().toString(), std::string("8hh[/1d[x]a{!+}]"));
        // The attacker's ending (3a[G]d) is kept through an edit of N.
        ed->setStipulation(*Stipulation::parse("3h[3a[#]d]h"));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("h[3a[#]d]h"));
        QVERIFY(ed->hiddenEndingBox()->isHidden()); // '/' and {!+} are for the defender's ending
        ed->movesSpin()->setValue(2);
        QCOMPARE(ed->stipulation().toString(), std::string("5h[3a[#]d]h"));
        // So is a longer one (7a[G]d: the attacker mates in four), shown in the play box.
        ed->setStipulation(*Stipulation::parse("3h[7a[#]d]h"));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("h[7a[#]d]h"));
        ed->movesSpin()->setValue(2);
        QCOMPARE(ed->stipulation().toString(), std::string("5h[7a[#]d]h"));
        // Semi-reflex ('>' alone): shown for hr and ser-r only, read back and kept through an edit.
        QVERIFY(ed->semiReflexBox()->isHidden());
        ed->setStipulation(*Stipulation::parse("3h[>1a[x]d]h"));
        QVERIFY(!ed->semiReflexBox()->isHidden() && ed->semiReflexBox()->isChecked());
        ed->movesSpin()->setValue(3);
        QCOMPARE(ed->stipulation().toString(), std::string("5h[>1a[x]d]h"));
        ed->semiReflexBox()->setChecked(false);
        QCOMPARE(ed->stipulation().toString(), std::string("hrx3"));
        ed->setStipulation(*Stipulation::parse("2s[>1a[x]d]"));
        QVERIFY(ed->semiReflexBox()->isChecked());
        QCOMPARE(ed->stipulation().toString(), std::string("2s[>1a[x]d]"));
        ed->setStipulation(*Stipulation::parse("h#2"));
        QVERIFY(ed->semiReflexBox()->isHidden());
        QCOMPARE(ed->stipulation().toString(), std::string("h#2"));
        // The goal move nested without '>' ("goal goes on"): shown for h and s only, read back, kept
        // through an edit of N, and off again gives the classic form.
        QVERIFY(!ed->goalGoesOnBox()->isHidden() && !ed->goalGoesOnBox()->isChecked());
        ed->setStipulation(*Stipulation::parse("3h[1a[x]d]h"));
        QVERIFY(ed->goalGoesOnBox()->isChecked());
        ed->movesSpin()->setValue(3);
        QCOMPARE(ed->stipulation().toString(), std::string("5h[1a[x]d]h"));
        ed->goalGoesOnBox()->setChecked(false);
        QCOMPARE(ed->stipulation().toString(), std::string("hx3"));
        ed->setStipulation(*Stipulation::parse("r#2"));
        QVERIFY(ed->goalGoesOnBox()->isHidden());
        // A goal for each side (sford.inp's "4h[=]h[#]"): shown in the play box, kept through an
        // edit of N, and gone once another stipulation is loaded.
        ed->setStipulation(*Stipulation::parse("4h[=]h[#]"));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("h[=]h[#]"));
        ed->movesSpin()->setValue(3);
        QCOMPARE(ed->stipulation().toString(), std::string("6h[=]h[#]"));
        QCOMPARE(stip(), QStringLiteral("6h[=]h[#]"));
        const QString whoStarts = w->positionEditor()->whoStartsLabel()->text();
        QVERIFY2(whoStarts.contains(QStringLiteral("in at most 6 half moves")) &&
                     whoStarts.contains(QStringLiteral("is to stalemate")) &&
                     whoStarts.contains(QStringLiteral("to mate")),
                 qPrintable(whoStarts));
        ed->setStipulation(*Stipulation::parse("h#2"));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("h#"));
        QCOMPARE(ed->stipulation().toString(), std::string("h#2"));
        // A goal forbidden to one side's moves (sford.inp's "- 3h[#]{!x}h"): shown in the play
        // box, kept through an edit of N and the goal, said in the who-starts line.
        ed->setStipulation(*Stipulation::parse("3h[#]{!x}h"));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("h[#]{!x}h"));
        ed->movesSpin()->setValue(2);
        QCOMPARE(ed->stipulation().toString(), std::string("5h[#]{!x}h"));
        ed->goalCombo()->setCurrentIndex(ed->goalCombo()->findData(int(Stipulation::GoalType::Stalemate)));
        QCOMPARE(ed->stipulation().toString(), std::string("5h[=]{!x}h"));
        QCOMPARE(stip(), QStringLiteral("5h[=]{!x}h"));
        const QString forbidden = w->positionEditor()->whoStartsLabel()->text();
        QVERIFY2(forbidden.contains(QStringLiteral("may capture, unless it reaches the goal")), qPrintable(forbidden));
        ed->setStipulation(*Stipulation::parse("4h{!+}h[#]"));
        QCOMPARE(ed->familyCombo()->currentText(), QStringLiteral("h{!+}h[#]"));
        ed->setStipulation(*Stipulation::parse("h#2"));
        QCOMPARE(ed->stipulation().toString(), std::string("h#2"));
    }
};

QTEST_MAIN(TestUiStipulationEditor)
#include "test_ui_stipulation_editor.moc"
