// SPDX-License-Identifier: GPL-3.0-or-later
#include "HelpTexts.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QKeySequence>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gms::ui {

QString shortcutsHtml(const QList<QAction*>& actions) {
    QString rows;
    for (QAction* a : actions) {
        const QList<QKeySequence> keys = a->shortcuts();
        if (keys.isEmpty()) continue;
        QStringList texts;
        for (const QKeySequence& k : keys) texts << k.toString(QKeySequence::NativeText).toHtmlEscaped();
        QString name = a->text();
        name.remove(QLatin1Char('&'));
        name.remove(QStringLiteral("\u2026"));
        rows += QStringLiteral("<tr><td>%1</td><td><b>%2</b></td></tr>")
                    .arg(name.toHtmlEscaped(), texts.join(QStringLiteral(", ")));
    }
    return QObject::tr(
               "<h3>Keyboard shortcuts</h3><table cellspacing=\"4\">%1"
               "<tr><td>Copy / paste the selected text</td><td><b>Ctrl+C, Ctrl+V</b> (in a text field)</td></tr>"
               "<tr><td>Copy / paste the FEN</td><td><b>Ctrl+C, Ctrl+V</b> (on the board)</td></tr>"
               "<tr><td>Stop placing a palette piece</td><td><b>Esc</b></td></tr>"
               "</table>")
        .arg(rows);
}

QString manualHtml() {
    return QObject::tr(
        "<h3>GMS in short</h3>"
        "<p><b>Set up a position.</b> Click a piece in the <i>Pieces</i> palette, then click squares to place it "
        "(the line under the board says which piece is armed; Esc or a second click on the palette piece stops). "
        "Drag pieces on the board to move them, drag them off or right-click to remove them. The <i>Position</i> "
        "panel sets the side to move, castling and e.p.; its FEN line accepts a typed FEN. "
        "<i>Clear</i> offers <i>Clear position</i> (title, author, source stay) or <i>New problem</i> (everything "
        "goes). You can also drop a problem file or a FEN text on the window. Every edit can be undone.</p>"
        "<p><b>Stipulation.</b> In the <i>Solver</i> panel choose the family &mdash; # (direct mate), s# (selfmate), "
        "r# (reflexmate), h# (helpmate, with <i>.5</i> for h#N.5), ser-h# (series helpmate) &mdash; and N. "
        "The stipulation is saved with the problem and can be undone. "
        "<b>Who starts</b> follows the stipulation as in Popeye: White in #, s#, r# and h#N.5, Black in h#N and "
        "ser-h#N. Choosing a help stipulation sets that side to move (one undo step takes both back); the "
        "<i>Position</i> panel says who starts which play and warns when the side to move is not Popeye's "
        "(Popeye's HalfDuplex). A problem with twins "
        "(Popeye's Twin) gets a <i>Twin</i> list: the chosen twin is shown on the board with its own stipulation "
        "and solved; a) (or the zero position) is the diagram you edit. Solve &gt; Solve All Twins (Shift+F5) "
        "solves a), b), c)&hellip; in one go, as Popeye does; the list then shows each twin's verdict.</p>"
        "<p><b>Solve</b> (F5) runs in the background; Esc stops. <i>Show tries</i> and <i>Set play</i> are "
        "app settings, not part of the problem. Every solution is kept for the session: undo, redo, another twin "
        "or another problem brings its solution back. Solve &gt; Solve Whole Collection solves every problem of "
        "the file (every twin) and writes each verdict in the words of <tt>gms-cli solve</tt> (sound, cooked "
        "(2 keys), short solution (#1), no solution) in the <i>Collection</i> list; selecting a problem shows its "
        "whole result, and Solve &gt; Save Collection Results writes them all as JSON lines.</p>"
        "<p><b>Reading the result.</b> <i>Solutions</i> lists the keys (cooks in red), short solutions and tries "
        "&mdash; or, for help play, every solution line. <i>Solution Tree</i> shows threats, defences and the "
        "attacker's replies (a dual is marked); <i>Solution Text</i> is the same in Popeye's style. Select a row "
        "and use the move buttons or the arrow keys to play it on the board; Home returns to the edited "
        "position. When the problem's <i>Intended</i> field holds the composer's solution, GMS says whether the "
        "result confirms it and flags a mismatch in red.</p>"
        "<p><b>Notation.</b> View &gt; Notation chooses the knight's letter, S (Popeye) or N, for every move "
        "shown.</p>"
        "<p><b>Layout.</b> Panels can be moved, tabbed and closed; View &gt; Reset Layout brings back the "
        "original arrangement. The board always keeps most of the room.</p>"
        "<p><b>Files.</b> EPD, FEN and Popeye input open and save by extension; a collection opens as a list "
        "(PgUp/PgDn walk it). Twins, and in FEN the title and author, cannot be stored in EPD or FEN: GMS asks "
        "before writing such a file and keeps the document marked as modified. File &gt; Export Solution as PGN "
        "writes the solution with its variations.</p>"
        "<p><b>Diagrams and printing.</b> File &gt; Export Diagram writes the problem as SVG, PNG or PDF: the "
        "diagram only, with the key, or with the full solution (never the tries); a PDF goes on a page of its "
        "own size, A4 or Letter, with the problem as its title. File &gt; Print and Print Preview put the "
        "diagram with what is solved on the printer's pages.</p>");
}

QDialog* showHelpWindow(QWidget* parent, const QString& objectName, const QString& title, const QString& html) {
    auto* dialog = parent->findChild<QDialog*>(objectName);
    if (!dialog) {
        dialog = new QDialog(parent);
        dialog->setObjectName(objectName);
        auto* layout = new QVBoxLayout(dialog);
        auto* browser = new QTextBrowser(dialog);
        browser->setObjectName(QStringLiteral("helpBrowser"));
        browser->setOpenExternalLinks(false);
        layout->addWidget(browser);
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
        QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
        layout->addWidget(buttons);
        dialog->resize(560, 520);
    }
    dialog->setWindowTitle(title);
    dialog->findChild<QTextBrowser*>(QStringLiteral("helpBrowser"))->setHtml(html);
    dialog->show();
    dialog->raise();
    return dialog;
}

} // namespace gms::ui
