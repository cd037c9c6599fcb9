// SPDX-License-Identifier: GPL-3.0-or-later
/// @file MetadataForm.h  A small form for the problem's title, author, source, year, remarks and intended solution.
#pragma once

#include "problem.h"

#include <QWidget>

class QLineEdit;
class QPlainTextEdit;

namespace gms::ui {

/// Edits ProblemMetadata; every keystroke is reported so the document (and
/// the collection list) follow at once.
class MetadataForm : public QWidget {
    Q_OBJECT
public:
    explicit MetadataForm(QWidget* parent = nullptr);
    /// Shows metadata without emitting metadataEdited.
    void setMetadata(const ProblemMetadata& meta);
    ProblemMetadata metadata() const;

    QLineEdit* titleEdit() const { return title_; }
    QLineEdit* authorEdit() const { return author_; }
    QLineEdit* sourceEdit() const { return source_; }
    QLineEdit* yearEdit() const { return year_; }
    QPlainTextEdit* remarksEdit() const { return remarks_; }
    QLineEdit* intendedEdit() const { return intended_; }

signals:
    void metadataEdited(const gms::ProblemMetadata& meta);

private:
    void emitEdited();
    QLineEdit* title_;
    QLineEdit* author_;
    QLineEdit* source_;
    QLineEdit* year_;
    QPlainTextEdit* remarks_;
    QLineEdit* intended_;
    bool updating_ = false;
};

} // namespace gms::ui
