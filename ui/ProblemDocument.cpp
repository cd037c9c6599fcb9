// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProblemDocument.h"

#include "UiUtil.h"
#include "fen.h"
#include "output_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUndoGroup>
#include <QUndoStack>

#include <algorithm>
#include <cctype>

namespace gms::ui {

namespace {

/// Lines of a text without their '\n' (a final '\n' does not start an empty line).
std::vector<std::string> splitLines(const std::string& text, bool& endsWithNewline) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t nl = text.find('\n', start);
        if (nl == std::string::npos) {
            lines.push_back(text.substr(start));
            break;
        }
        lines.push_back(text.substr(start, nl - start));
        start = nl + 1;
    }
    endsWithNewline = !text.empty() && text.back() == '\n';
    return lines;
}

std::string lowerFirstWord(const std::string& line) {
    std::size_t i = 0;
    while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    std::string word;
    while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i])))
        word += char(std::tolower(static_cast<unsigned char>(line[i++])));
    return word;
}

bool isBlankOrComment(const std::string& line) {
    for (char c : line) {
        if (std::isspace(static_cast<unsigned char>(c))) continue;
        return false;
    }
    return true;
}

/// Popeye keywords that separate problems ("beginproblem", "nextproblem", "endproblem" and prefixes).
bool isPopeyeKeyword(const std::string& word, const char* keyword) {
    const std::string k = keyword;
    return word.size() >= 3 && k.compare(0, word.size(), word) == 0;
}

/// Is the line only one separator keyword (begin/next/end), nothing else?
bool isSeparatorLine(const std::string& line, bool acceptBegin, bool acceptNext, bool acceptEnd) {
    const std::string word = lowerFirstWord(line);
    if (word.empty()) return false;
    // The keyword must be the only token on the line.
    std::size_t i = line.find_first_not_of(" \t\r");
    i = line.find_first_of(" \t\r", i);
    if (i != std::string::npos && line.find_first_not_of(" \t\r", i) != std::string::npos) return false;
    return (acceptBegin && isPopeyeKeyword(word, "beginproblem")) ||
           (acceptNext && isPopeyeKeyword(word, "nextproblem")) || (acceptEnd && isPopeyeKeyword(word, "endproblem"));
}

std::vector<std::string> nonEmptyLines(const std::string& text) {
    bool nl = false;
    std::vector<std::string> lines = splitLines(text, nl);
    while (!lines.empty() && isBlankOrComment(lines.back())) lines.pop_back();
    return lines;
}

} // namespace

ProblemDocument::ProblemDocument(QObject* parent) : QObject(parent), undoGroup_(new QUndoGroup(this)) {
    reset(Problem{});
}

ProblemDocument::~ProblemDocument() = default;

bool ProblemDocument::setCurrentIndex(int i) {
    if (i < 0 || i >= count()) return false;
    if (i == current_) return true;
    current_ = i;
    loadCurrentPosition();
    undoGroup_->setActiveStack(undoStack());
    emit currentIndexChanged(i);
    emit positionChanged();
    emit problemChanged();
    return true;
}

int ProblemDocument::fileIndexOf(int i) const {
    if (i < 0 || i >= int(entryIndex_.size()) || entryIndex_[std::size_t(i)] < 0) return i + 1;
    return collection_.entries[std::size_t(entryIndex_[std::size_t(i)])].index;
}

void ProblemDocument::setPosition(const Position& pos) {
    position_ = pos;
    position_.refresh();
    problems_[std::size_t(current_)].fen = toFen(position_);
    emit positionChanged();
    updateModified();
}

void ProblemDocument::setStipulationMoves(int n) {
    Stipulation s = currentProblem().stipulation;
    s.moves = n; // the kind (#, h#, s#) stays
    setStipulation(s);
}

void ProblemDocument::setStipulation(const Stipulation& stip) {
    Problem& p = problems_[std::size_t(current_)];
    if (p.stipulation == stip) return;
    p.stipulation = stip;
    p.andParts.clear(); // the '&' of the file's stipulation goes with it
    emit problemChanged();
    updateModified();
}

void ProblemDocument::setMetadata(const ProblemMetadata& meta) {
    Problem& p = problems_[std::size_t(current_)];
    if (p.meta == meta) return;
    p.meta = meta;
    emit problemChanged();
    updateModified();
}

void ProblemDocument::setNotes(const ProblemMetadata& meta, const SolvingHints& hints,
                               const std::vector<std::string>& extraPopeyeOptions) {
    Problem& p = problems_[std::size_t(current_)];
    if (p.meta == meta && p.hints == hints && p.extraPopeyeOptions == extraPopeyeOptions) return;
    p.meta = meta;
    p.hints = hints;
    p.extraPopeyeOptions = extraPopeyeOptions;
    emit problemChanged();
    updateModified();
}

void ProblemDocument::setHints(const SolvingHints& hints) {
    Problem& p = problems_[std::size_t(current_)];
    if (p.hints == hints) return;
    p.hints = hints;
    emit problemChanged();
    updateModified();
}

QString ProblemDocument::positionError() const {
    return qs(validatePosition(position_, count() ? currentProblem().hints.kinglessSides : 0u));
}

QUndoStack* ProblemDocument::undoStack() {
    if (stacks_.size() < problems_.size()) stacks_.resize(problems_.size(), nullptr);
    QUndoStack*& s = stacks_[std::size_t(current_)];
    if (!s) {
        s = new QUndoStack(this);
        undoGroup_->addStack(s);
    }
    return s;
}

QString ProblemDocument::displayName() const {
    return filePath_.isEmpty() ? tr("untitled") : QFileInfo(filePath_).fileName();
}

void ProblemDocument::clearUndoStacks() {
    for (QUndoStack* s : stacks_) {
        if (!s) continue;
        undoGroup_->removeStack(s);
        delete s;
    }
    stacks_.clear();
}

void ProblemDocument::reset(const Problem& problem) {
    clearUndoStacks();
    problems_ = {problem};
    entryIndex_ = {-1};
    current_ = 0;
    loadCurrentPosition();
    problems_[0].fen = toFen(position_);
    savedProblems_ = problems_;
    lostInFile_ = false;
    fileText_.clear();
    collection_ = ProblemCollection{};
    const bool pathChanged = !filePath_.isEmpty();
    filePath_.clear();
    undoGroup_->setActiveStack(undoStack());
    emit collectionReset();
    emit currentIndexChanged(0);
    emit positionChanged();
    emit problemChanged();
    if (pathChanged) emit filePathChanged(filePath_);
    updateModified();
}

ProblemDocument::LoadResult ProblemDocument::load(const QString& path) {
    LoadResult result;
    // Bounded as every input (64 MiB; a folder or a device such as /dev/zero is refused).
    std::string bytes, why;
    if (!readTextFile(QFile::encodeName(path).toStdString(), bytes, why)) {
        result.error = QString::fromLocal8Bit(why.c_str());
        result.error[0] = result.error[0].toUpper();
        return result;
    }
    ProblemFormat format = formatForPath(ss(path));
    // .txt is Popeye input by convention, but a .txt of FEN lines reads as EPD (as readProblemFile does).
    if (QFileInfo(path).suffix().compare(QLatin1String("txt"), Qt::CaseInsensitive) == 0) format = detectFormat(bytes);
    if (format == ProblemFormat::Pgn) {
        result.error = tr("%1: PGN files hold exported solutions; GMS opens problems from "
                          ".epd, .fen, .pbm, .inp and .txt files.")
                           .arg(QFileInfo(path).fileName());
        return result;
    }
    return loadText(bytes, format, path);
}

ProblemDocument::LoadResult ProblemDocument::loadText(const std::string& text, ProblemFormat format,
                                                      const QString& path) {
    LoadResult result;
    ProblemCollection parsed = parseProblems(text, format);
    result.total = parsed.total();
    result.skipped = parsed.skipped;

    std::vector<Problem> problems;
    std::vector<int> entryIndex;
    for (std::size_t e = 0; e < parsed.entries.size(); ++e) {
        Problem p = parsed.entries[e].problem;
        Position pos;
        FenError fenError;
        if (!parseFen(p.fen, pos, fenError)) {
            // The reader accepted it but the FEN does not parse: report it as skipped.
            SkippedProblem s;
            s.index = parsed.entries[e].index;
            s.line = parsed.entries[e].line;
            s.column = 0;
            s.message = "position: " + fenError.toString();
            result.skipped.push_back(s);
            continue;
        }
        p.fen = toFen(pos); // normalised, so that an unedited problem compares equal after a round trip
        problems.push_back(std::move(p));
        entryIndex.push_back(int(e));
    }
    std::sort(result.skipped.begin(), result.skipped.end(),
              [](const SkippedProblem& a, const SkippedProblem& b) { return a.index < b.index; });
    if (problems.empty()) {
        result.error = result.total == 0 ? tr("%1 contains no problem.").arg(QFileInfo(path).fileName())
                                         : tr("No problem in %1 could be read.").arg(QFileInfo(path).fileName());
        return result;
    }

    clearUndoStacks();
    problems_ = std::move(problems);
    savedProblems_ = problems_;
    lostInFile_ = false;
    entryIndex_ = std::move(entryIndex);
    collection_ = std::move(parsed);
    collection_.skipped = result.skipped;
    fileText_ = text;
    fileFormat_ = format;
    current_ = 0;
    loadCurrentPosition();
    filePath_ = path;
    undoGroup_->setActiveStack(undoStack());
    result.ok = true;
    emit collectionReset();
    emit currentIndexChanged(0);
    emit positionChanged();
    emit problemChanged();
    emit filePathChanged(filePath_);
    updateModified();
    return result;
}

QString ProblemDocument::lossWarning(const QString& path) const { return lossWarning(path, saveFormat(path)); }

ProblemFormat ProblemDocument::saveFormat(const QString& path) const {
    // Saving back keeps the format the file was read in (a .txt may hold EPD lines).
    const bool samePath = !filePath_.isEmpty() && QFileInfo(path) == QFileInfo(filePath_);
    return samePath ? fileFormat_ : formatForPath(ss(path));
}

QString ProblemDocument::lossWarning(const QString& path, ProblemFormat format) const {
    // What the chosen format cannot store (twins in EPD or FEN, ...).
    QStringList notes;
    for (std::size_t i = 0; i < problems_.size(); ++i) {
        const std::vector<std::string> lost = unrepresentableFields(problems_[i], format);
        if (lost.empty()) continue;
        QStringList fields;
        for (const std::string& f : lost) fields << qs(f);
        notes << tr("problem %1: %2").arg(fileIndexOf(int(i))).arg(fields.join(QStringLiteral(", ")));
    }
    if (notes.isEmpty()) return {};
    return tr("The %1 format cannot store everything; not written to %2:\n%3")
        .arg(QString::fromLatin1(formatName(format)), QFileInfo(path).fileName(),
             notes.mid(0, 10).join(QLatin1Char('\n')) + (notes.size() > 10 ? QStringLiteral("\n…") : QString()));
}

bool ProblemDocument::textForSave(const QString& path, ProblemFormat format, std::string& out, QString& error,
                                  QString* warning) const {
    const bool sameFile =
        !filePath_.isEmpty() && QFileInfo(path) == QFileInfo(filePath_) && format == fileFormat_ && !fileText_.empty();
    if (warning) *warning = lossWarning(path, format);
    if (sameFile) return splicedText(out, error);
    if (warning && !collection_.skipped.empty()) {
        if (!warning->isEmpty()) *warning += QStringLiteral("\n\n");
        *warning += tr("%1 of %2 could not be read and %3 not in %4; %2 itself is unchanged.")
                        .arg(countText(qsizetype(collection_.skipped.size()), tr("problem"), tr("problems")),
                             QFileInfo(filePath_).fileName(), collection_.skipped.size() == 1 ? tr("is") : tr("are"),
                             QFileInfo(path).fileName());
    }
    out = writeProblems(problems_, format);
    return true;
}

bool ProblemDocument::splicedText(std::string& outText, QString& error) const {
    bool endsWithNewline = false;
    std::vector<std::string> lines = splitLines(fileText_, endsWithNewline);
    const bool crlf = !lines.empty() && !lines[0].empty() && lines[0].back() == '\r';

    struct Replacement {
        int first, last; ///< 0-based line range [first, last) to replace.
        std::vector<std::string> text;
    };
    std::vector<Replacement> replacements;
    bool fallback = false;
    for (std::size_t i = 0; i < problems_.size() && !fallback; ++i) {
        if (i < savedProblems_.size() && problems_[i] == savedProblems_[i] && entryIndex_[i] >= 0) continue;
        if (entryIndex_[i] < 0) {
            fallback = true;
            break;
        }
        const int line = collection_.entries[std::size_t(entryIndex_[i])].line;
        if (line < 1 || line > int(lines.size())) {
            fallback = true;
            break;
        }
        const std::string written = writeProblems({problems_[i]}, fileFormat_);
        std::vector<std::string> body = nonEmptyLines(written);
        if (fileFormat_ == ProblemFormat::Fen || fileFormat_ == ProblemFormat::Epd) {
            if (body.size() != 1) {
                fallback = true;
                break;
            }
            replacements.push_back({line - 1, line, body});
            continue;
        }
        // Popeye: the record starts at its BeginProblem/NextProblem line and runs to the
        // next NextProblem/EndProblem/BeginProblem line; those lines are kept.
        const int first = line - 1;
        if (!isSeparatorLine(lines[std::size_t(first)], true, true, false)) {
            fallback = true;
            break;
        }
        int last = first + 1;
        while (last < int(lines.size()) && lowerFirstWord(lines[std::size_t(last)]).empty()) ++last;
        while (last < int(lines.size()) && !isSeparatorLine(lines[std::size_t(last)], true, true, true)) {
            const std::string w = lowerFirstWord(lines[std::size_t(last)]);
            // A separator keyword sharing its line with other words: no safe splice.
            if (isPopeyeKeyword(w, "nextproblem") || isPopeyeKeyword(w, "endproblem") ||
                isPopeyeKeyword(w, "beginproblem")) {
                last = -1;
                break;
            }
            ++last;
        }
        if (last < 0 || last >= int(lines.size())) {
            fallback = true;
            break;
        }
        // The written record has its own begin ... end lines; keep what is between.
        if (!body.empty() && isSeparatorLine(body.front(), true, false, false)) body.erase(body.begin());
        if (!body.empty() && isSeparatorLine(body.back(), false, false, true)) body.pop_back();
        if (body.empty()) {
            fallback = true;
            break;
        }
        replacements.push_back({first + 1, last, body});
        continue;
    }
    if (fallback) {
        if (!collection_.skipped.empty()) {
            // Rewriting the whole file would drop the problems that could not be read.
            error = tr("%1 cannot be updated in place without losing the %2 that could not be read; "
                       "use Save As to write the edited collection to another file.")
                        .arg(QFileInfo(filePath_).fileName(),
                             countText(qsizetype(collection_.skipped.size()), tr("problem"), tr("problems")));
            return false;
        }
        outText = writeProblems(problems_, fileFormat_);
        return true;
    }
    // Apply from the bottom so earlier line numbers stay valid.
    std::sort(replacements.begin(), replacements.end(),
              [](const Replacement& a, const Replacement& b) { return a.first > b.first; });
    for (const Replacement& r : replacements) {
        std::vector<std::string> text = r.text;
        if (crlf)
            for (auto& t : text)
                if (t.empty() || t.back() != '\r') t += '\r';
        lines.erase(lines.begin() + r.first, lines.begin() + r.last);
        lines.insert(lines.begin() + r.first, text.begin(), text.end());
    }
    std::string out;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        out += lines[i];
        if (i + 1 < lines.size() || endsWithNewline) out += '\n';
    }
    outText = std::move(out);
    return true;
}

bool ProblemDocument::save(const QString& path, QString& error, QString* warning) {
    const ProblemFormat format = saveFormat(path);
    if (format == ProblemFormat::Pgn) {
        error = tr("PGN is written by \"Export Solution as PGN\"; save problems as .epd, .fen, .pbm, .inp or .txt.");
        return false;
    }
    std::string text;
    if (!textForSave(path, format, text, error, warning)) return false;
    // The checked writer: a full disk keeps the old file, a symlink stays a link.
    if (std::string why; !io::writeOutputFile(QFile::encodeName(path).toStdString(), text, why)) {
        error = QString::fromLocal8Bit(why.c_str());
        error[0] = error[0].toUpper(); // "Cannot write PATH: No space left on device; PATH is unchanged"
        return false;
    }
    // The file now holds exactly `text`: re-read its layout for the next save.
    fileText_ = text;
    fileFormat_ = format;
    collection_ = parseProblems(text, format);
    entryIndex_.clear();
    for (std::size_t e = 0; e < collection_.entries.size(); ++e) {
        Position pos;
        FenError fenError;
        if (parseFen(collection_.entries[e].problem.fen, pos, fenError)) entryIndex_.push_back(int(e));
    }
    if (entryIndex_.size() != problems_.size()) {
        entryIndex_.assign(problems_.size(), -1);
        // The written file does not read back one-to-one (should not happen); later saves rewrite it whole.
        fileText_.clear();
    }
    savedProblems_ = problems_;
    // What the format could not store is still only in the app: the document stays modified.
    lostInFile_ = !lossWarning(path, format).isEmpty();
    const bool pathChanged = filePath_ != path;
    filePath_ = path;
    if (pathChanged) emit filePathChanged(filePath_);
    updateModified();
    return true;
}

void ProblemDocument::loadCurrentPosition() {
    Position pos;
    FenError err;
    if (!parseFen(problems_[std::size_t(current_)].fen, pos, err)) {
        pos.clear();
    }
    pos.refresh();
    position_ = pos;
}

void ProblemDocument::updateModified() {
    const bool m = problems_ != savedProblems_ || lostInFile_;
    if (m != modified_) {
        modified_ = m;
        emit modifiedChanged(m);
    }
}

} // namespace gms::ui
