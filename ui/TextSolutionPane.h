// SPDX-License-Identifier: GPL-3.0-or-later
/// @file TextSolutionPane.h  The solution as plain text in Popeye's conventions, ready to copy.
#pragma once

#include "position.h"
#include "solution.h"

#include <QWidget>

class QPlainTextEdit;
class QPushButton;

namespace gms::ui {

/// Read-only text of formatSolutionText (engine/solution_text.h) with a Copy button.
class TextSolutionPane : public QWidget {
    Q_OBJECT
public:
    explicit TextSolutionPane(QWidget* parent = nullptr);
    void setSolution(const Position& root, const Solution& solution);
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
