// SPDX-License-Identifier: GPL-3.0-or-later
#include "TextSolutionPane.h"

#include "fen.h"

#include "MoveNotation.h"
#include "Settings.h"
#include "UiUtil.h"
#include "solution_text.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace gms::ui {

TextSolutionPane::TextSolutionPane(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    text_ = new QPlainTextEdit(this);
    text_->setReadOnly(true);
    // Keyboard selection too, so Ctrl+C / Ctrl+A act on the text (not on the window's shortcuts).
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    text_->setLineWrapMode(QPlainTextEdit::NoWrap);
    text_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    text_->setPlaceholderText(tr("The solution appears here as text (Popeye style)."));
    layout->addWidget(text_);
    auto* row = new QHBoxLayout;
    row->addStretch(1);
    copy_ = new QPushButton(tr("Copy text"), this);
    copy_->setToolTip(tr("Copy the whole solution text to the clipboard"));
    row->addWidget(copy_);
    layout->addLayout(row);
    connect(copy_, &QPushButton::clicked, this, &TextSolutionPane::copyAll);
}

void TextSolutionPane::setSolution(const Position& root, const Solution& solution) {
    setSolution(root, solution, Settings::knightLetter());
}

void TextSolutionPane::setSolution(const Position& root, const Solution& solution, QChar knight) {
    text_->setPlainText(solutionText(root, solution, knight));
}

QString TextSolutionPane::solutionText(const Position& root, const Solution& solution, QChar knight) {
    QString text;
    if (!solution.twinLabel.empty()) {
        // Popeye heads each twin's solution: "b) wPe5-->c5", "+c) rotate 90" (the heading the twin list shows).
        const QString heading = solution.twinDescription.empty() ? qs(solution.twinLabel) + QStringLiteral(")")
                                                                 : qs(solution.twinDescription);
        text += heading + QStringLiteral("\n\n");
    }
    // The engine writes battle and help play as Popeye does (the CLI prints the same text).
    TextOptions options;
    options.statistics = false; // added below, where "S" is the speed and must not become "N"
    text += withKnightLetter(qs(formatSolutionText(root, solution, options)), knight);
    return text + qs(formatStatisticsTable(solution));
}

void TextSolutionPane::setSolutions(const std::vector<Solution>& solutions) {
    QString text;
    for (const Solution& sol : solutions) {
        Position pos;
        std::string why;
        if (!loadProblemPosition(sol.fen, pos, why, AnySideKingless)) continue;
        text += solutionText(pos, sol, Settings::knightLetter()) + QLatin1Char('\n');
    }
    text_->setPlainText(text);
}

void TextSolutionPane::clear() { text_->clear(); }

QString TextSolutionPane::text() const { return text_->toPlainText(); }

void TextSolutionPane::copyAll() { QApplication::clipboard()->setText(text_->toPlainText()); }

} // namespace gms::ui
