// SPDX-License-Identifier: GPL-3.0-or-later
/// @file TextSolutionPane.h  The solution as plain text in Popeye's conventions, ready to copy.
#pragma once

#include "position.h"
#include "solution.h"

#include <QWidget>

#include <vector>

class QPlainTextEdit;
class QPushButton;

namespace gms::ui {

/// Read-only solution text with a Copy button: the twin's heading, formatSolutionText
/// (engine/solution_text.h: Popeye's text of battle and help play), then the statistics
/// table; moves use the knight letter of the notation setting.
class TextSolutionPane : public QWidget {
    Q_OBJECT
public:
    explicit TextSolutionPane(QWidget* parent = nullptr);
    void setSolution(const Position& root, const Solution& solution);
    void setSolution(const Position& root, const Solution& solution, QChar knight);
    /// Every twin's text, each under its heading, as gms-cli solve prints a problem with twins.
    void setSolutions(const std::vector<Solution>& solutions);
    /// The text shown for a solution (without the widget).
    static QString solutionText(const Position& root, const Solution& solution, QChar knight);
    void clear();
    QString text() const;
    QPlainTextEdit* editor() const { return text_; }

public slots:
    /// Copies the whole text to the clipboard.
    void copyAll();

private:
    QPlainTextEdit* text_;
    QPushButton* copy_;
};

} // namespace gms::ui
