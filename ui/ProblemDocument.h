// SPDX-License-Identifier: GPL-3.0-or-later
/// @file ProblemDocument.h  The open file: a collection of problems, the one being edited, undo stacks, saving.
#pragma once

#include "position.h"
#include "problem.h"
#include "problem_file.h"

#include <QObject>
#include <QString>

#include <string>
#include <vector>

class QUndoGroup;
class QUndoStack;

namespace gms::ui {

/// What the app edits: a collection of problems (one for a new document) read
/// from a file, the index of the problem on the board, and its position. Every
/// board edit goes through setPosition (called by undo commands). Saving writes
/// through the checked writer (io::writeOutputFile); saving back to the file that was opened rewrites only the
/// problems that were edited and keeps every other byte, including problems
/// that could not be read.
class ProblemDocument : public QObject {
    Q_OBJECT
public:
    explicit ProblemDocument(QObject* parent = nullptr);
    ~ProblemDocument() override;

    // ---- the collection ------------------------------------------------------
    int count() const { return int(problems_.size()); }
    int currentIndex() const { return current_; }
    const Problem& problem(int i) const { return problems_.at(std::size_t(i)); }
    const Problem& currentProblem() const { return problems_[std::size_t(current_)]; }
    const std::vector<Problem>& problems() const { return problems_; }
    /// Shows problem i (0-based) on the board; false if out of range.
    bool setCurrentIndex(int i);
    /// Problems of the opened file that could not be read (kept in the file when saving back).
    const std::vector<SkippedProblem>& skipped() const { return collection_.skipped; }
    /// 1-based number of problem i in the file, counting unreadable ones too.
    int fileIndexOf(int i) const;

    // ---- the problem on the board ---------------------------------------------
    const Position& position() const { return position_; }
    /// Replaces the edited position (undo commands call this).
    void setPosition(const Position& pos);
    /// Sets N of the stipulation (its kind stays).
    void setStipulationMoves(int n);
    /// Sets the whole stipulation (family, N, half move); undo commands call this.
    void setStipulation(const Stipulation& stip);
    void setMetadata(const ProblemMetadata& meta);
    void setHints(const SolvingHints& hints);
    /// Metadata, solving options and kept Popeye options at once (ProblemNotesCommand calls this).
    void setNotes(const ProblemMetadata& meta, const SolvingHints& hints,
                  const std::vector<std::string>& extraPopeyeOptions);
    /// Why the position cannot be solved (validatePosition); empty when legal.
    QString positionError() const;

    /// Undo stacks, one per problem of the collection; the group's active stack is the current problem's.
    QUndoGroup* undoGroup() const { return undoGroup_; }
    QUndoStack* undoStack();

    // ---- file ----------------------------------------------------------------
    QString filePath() const { return filePath_; }
    /// File name for the title bar ("untitled" for a new document).
    QString displayName() const;
    bool isModified() const { return modified_; }

    /// Starts a new untitled document holding one problem.
    void reset(const Problem& problem);

    /// Result of load().
    struct LoadResult {
        bool ok = false;                     ///< At least one problem was read; the document now shows the file.
        QString error;                       ///< Why nothing could be read (ok == false).
        std::vector<SkippedProblem> skipped; ///< Problems that were not read.
        int total = 0;                       ///< Problems in the file, good and bad.
    };
    /// Reads a file (format by extension). On failure the document is unchanged.
    LoadResult load(const QString& path);
    /// Reads problems from text as if from a file called `path` (used by load and tests).
    LoadResult loadText(const std::string& text, ProblemFormat format, const QString& path);

    /// Saves to `path` (format by extension; .pgn is refused: it is for exports).
    /// `warning` receives a note the user should see even on success (e.g.
    /// unreadable problems not copied into a file of another name).
    bool save(const QString& path, QString& error, QString* warning = nullptr);

    /// What saving to `path` would lose (twins in EPD or FEN, ...), said to the user before writing; "" when nothing.
    QString lossWarning(const QString& path) const;
    /// The format save() uses for `path`: the file's own when saving back, else by extension.
    ProblemFormat saveFormat(const QString& path) const;

    /// The text save() would write to `path`; false with `error` when it cannot be
    /// written without losing data (exposed for tests).
    bool textForSave(const QString& path, ProblemFormat format, std::string& out, QString& error,
                     QString* warning = nullptr) const;

signals:
    /// The board position changed (edit, undo, or another problem shown).
    void positionChanged();
    /// Stipulation, metadata or hints of the current problem changed.
    void problemChanged();
    /// Another problem of the collection is current.
    void currentIndexChanged(int index);
    /// The problems were replaced (new document or file opened).
    void collectionReset();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString& path);

private:
    void loadCurrentPosition();
    void updateModified();
    void clearUndoStacks();
    bool splicedText(std::string& out, QString& error) const;
    QString lossWarning(const QString& path, ProblemFormat format) const;

    std::vector<Problem> problems_;
    std::vector<Problem> savedProblems_;
    std::vector<int> entryIndex_; ///< problems_[i] came from collection_.entries[entryIndex_[i]] (-1: new).
    int current_ = 0;
    Position position_;

    QString filePath_;
    ProblemFormat fileFormat_ = ProblemFormat::Epd;
    std::string fileText_;         ///< The file as read or last written.
    ProblemCollection collection_; ///< fileText_ parsed (line numbers for splicing).
    bool modified_ = false;
    bool lostInFile_ = false; ///< The last save could not store everything (the document stays modified).

    QUndoGroup* undoGroup_ = nullptr;
    std::vector<QUndoStack*> stacks_;
};

} // namespace gms::ui
