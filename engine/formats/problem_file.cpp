// SPDX-License-Identifier: GPL-3.0-or-later
/// @file problem_file.cpp  Problem collections by format: dispatch, files, atomic saving.
#include "problem_file.h"

#include "epd_format.h"
#include "popeye_format.h"

#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>
#define GMS_POSIX_FILES 1
#endif

namespace gms {

namespace {

std::string lowerAscii(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return s;
}

std::string extensionOf(const std::string& path) {
    return lowerAscii(std::filesystem::path(path).extension().string());
}

/// First word of the text (after a UTF-8 byte order mark and blank lines).
std::string firstWord(std::string_view text) {
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    std::size_t i = 0;
    auto sep = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ';' || c == ',' || c == ':'; };
    while (i < text.size() && sep(text[i])) ++i;
    std::size_t start = i;
    while (i < text.size() && !sep(text[i])) ++i;
    return lowerAscii(std::string(text.substr(start, i - start)));
}

/// A NUL byte or an over-long line anywhere in a text read as a whole (Popeye input):
/// true with where it is in `bad` (the whole text is then one unreadable problem).
bool findUnreadableText(std::string_view text, SkippedProblem& bad) {
    int line = 1;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == '\n') {
            if (i - lineStart > MaxLineBytes) {
                bad = {1, line, int(MaxLineBytes) + 1,
                       "line too long: " + std::to_string(i - lineStart) + " bytes, at most " +
                           std::to_string(MaxLineBytes) + " are read"};
                return true;
            }
            ++line;
            lineStart = i + 1;
        } else if (text[i] == '\0') {
            bad = {1, line, int(i - lineStart) + 1, "NUL byte (character code 0): problem input is text"};
            return true;
        }
    }
    return false;
}

#ifdef GMS_POSIX_FILES
/// Removes ".NAME.tmp-PID-N" files in `dir` left by a save of `name` in a process that is gone.
void removeStaleTemporaries(const std::filesystem::path& dir, const std::string& name) {
    namespace fs = std::filesystem;
    const std::string prefix = "." + name + ".tmp-";
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        std::string file = it->path().filename().string();
        if (file.size() <= prefix.size() || file.compare(0, prefix.size(), prefix) != 0) continue;
        std::string rest = file.substr(prefix.size()); // "PID-N"
        std::size_t dash = rest.find('-');
        if (dash == 0 || dash == std::string::npos || dash + 1 == rest.size()) continue;
        bool digits = true;
        for (std::size_t k = 0; k < rest.size(); ++k)
            if (k != dash && (rest[k] < '0' || rest[k] > '9')) digits = false;
        if (!digits || dash > 9) continue;
        pid_t pid = pid_t(std::stol(rest.substr(0, dash)));
        if (pid == ::getpid()) continue; // ours: a save of another thread may be writing it
        if (pid > 0 && ::kill(pid, 0) != 0 && errno == ESRCH) {
            std::error_code ignore;
            fs::remove(it->path(), ignore);
        }
    }
}
#endif

} // namespace

ProblemFormat detectFormat(std::string_view text) {
    std::string w = firstWord(text);
    static const std::string begin = "beginproblem";
    if (w.size() >= 3 && begin.compare(0, w.size(), w) == 0) return ProblemFormat::Popeye;
    // A Popeye file may start with something else (a stray word): look for a line
    // that starts with begin/beginproblem.
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        std::string line = firstWord(text.substr(pos, end - pos));
        if (line == "begin" || line == "beginproblem") return ProblemFormat::Popeye;
        pos = end + 1;
    }
    return ProblemFormat::Epd;
}

ProblemFormat formatForPath(const std::string& path) {
    std::string ext = extensionOf(path);
    if (ext == ".fen") return ProblemFormat::Fen;
    if (ext == ".epd") return ProblemFormat::Epd;
    if (ext == ".inp" || ext == ".pbm" || ext == ".txt") return ProblemFormat::Popeye;
    if (ext == ".pgn") return ProblemFormat::Pgn;
    // Unknown extension: look at the beginning of the file if there is one.
    std::ifstream in(path, std::ios::binary);
    if (in) {
        std::string head(4096, '\0');
        in.read(head.data(), std::streamsize(head.size()));
        head.resize(std::size_t(in.gcount()));
        return detectFormat(head);
    }
    return ProblemFormat::Epd;
}

const char* formatName(ProblemFormat format) {
    switch (format) {
    case ProblemFormat::Fen: return "fen";
    case ProblemFormat::Epd: return "epd";
    case ProblemFormat::Popeye: return "popeye";
    case ProblemFormat::Pgn: return "pgn";
    }
    return "?";
}

bool parseFormatName(std::string_view name, ProblemFormat& out) {
    std::string n = lowerAscii(std::string(name));
    if (!n.empty() && n[0] == '.') n.erase(0, 1);
    if (n == "fen") out = ProblemFormat::Fen;
    else if (n == "epd") out = ProblemFormat::Epd;
    else if (n == "popeye" || n == "inp" || n == "pbm") out = ProblemFormat::Popeye;
    else if (n == "pgn") out = ProblemFormat::Pgn;
    else return false;
    return true;
}

ProblemCollection parseProblems(std::string_view text, ProblemFormat format, const std::optional<Stipulation>& fallback) {
    switch (format) {
    case ProblemFormat::Fen:
    case ProblemFormat::Epd: return parseEpdText(text, fallback);
    case ProblemFormat::Popeye:
        if (SkippedProblem bad; findUnreadableText(text, bad)) {
            ProblemCollection out;
            out.skipped.push_back(bad);
            return out;
        }
        return parsePopeyeText(text);
    case ProblemFormat::Pgn: break;
    }
    ProblemCollection out;
    out.skipped.push_back({1, 1, 0, "PGN files cannot be read as problems (PGN is an export format of GMS)"});
    return out;
}

std::string writeProblems(const std::vector<Problem>& problems, ProblemFormat format) {
    std::string s;
    switch (format) {
    case ProblemFormat::Fen:
        for (const auto& p : problems) s += problemToFenLine(p) + "\n";
        return s;
    case ProblemFormat::Epd:
        for (const auto& p : problems) s += problemToEpdLine(p) + "\n";
        return s;
    case ProblemFormat::Popeye: return problemsToPopeye(problems);
    case ProblemFormat::Pgn: break;
    }
    return s;
}

std::vector<std::string> unrepresentableFields(const Problem& p, ProblemFormat format) {
    std::vector<std::string> lost;
    if ((format == ProblemFormat::Fen || format == ProblemFormat::Epd) && !p.twins.empty())
        lost.push_back(p.zeroPosition ? "twins (ZeroPosition and Twin: only Popeye input has them)"
                                      : "twins (only Popeye input has them)");
    if (format == ProblemFormat::Fen) {
        if (!p.meta.title.empty()) lost.push_back("title");
        if (!p.meta.author.empty()) lost.push_back("author");
        if (!p.meta.source.empty()) lost.push_back("source");
        if (!p.meta.year.empty()) lost.push_back("year");
        if (!p.meta.remarks.empty()) lost.push_back("remarks");
        if (!p.meta.intendedSolution.empty()) lost.push_back("intended solution");
        if (!(p.hints == SolvingHints{})) lost.push_back("solving options");
        if (!p.extraPopeyeOptions.empty()) lost.push_back("Popeye options");
        if (!p.extraEpdOpcodes.empty()) lost.push_back("EPD opcodes");
    } else if (format == ProblemFormat::Popeye) {
        if (!p.extraEpdOpcodes.empty()) lost.push_back("EPD opcodes");
        std::istringstream fen(p.fen);
        std::string field, halfmove = "0", fullmove = "1";
        for (int k = 0; fen >> field; ++k) {
            if (k == 4) halfmove = field;
            if (k == 5) fullmove = field;
        }
        if (halfmove != "0" || fullmove != "1") lost.push_back("move counters");
    } else if (format == ProblemFormat::Pgn) {
        lost.push_back("everything but the position (PGN is written from a solution)");
    }
    return lost;
}

std::string describeNote(const std::string& file, const SkippedProblem& note) {
    std::string out = file + ":" + std::to_string(note.line);
    if (note.column > 0) out += ":" + std::to_string(note.column);
    return out + ": note: " + note.message;
}

std::string describeSkipped(const std::string& file, const SkippedProblem& s) {
    std::string out = file + ":" + std::to_string(s.line);
    if (s.column > 0) {
        out += ':';
        out += std::to_string(s.column);
    }
    return out + ": " + s.message + " (problem " + std::to_string(s.index) + " skipped)";
}

bool readTextFile(const std::string& path, std::string& text, std::string& error) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        error = "cannot read " + path + ": it is a folder";
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot open " + path + ": " + std::strerror(errno);
        return false;
    }
    // Read at most the limit (and one byte more to know it is exceeded): a device such
    // as /dev/zero or a huge file gets a message, not an out-of-memory failure.
    std::size_t size = 0;
    const std::size_t chunk = 1 << 16;
    text.clear();
    while (in && size <= MaxProblemFileBytes) {
        text.resize(size + chunk);
        in.read(text.data() + size, std::streamsize(chunk));
        size += std::size_t(in.gcount());
    }
    text.resize(size);
    if (in.bad()) {
        error = "cannot read " + path;
        return false;
    }
    if (size > MaxProblemFileBytes) {
        text.clear();
        error = "cannot read " + path + ": it is larger than " + std::to_string(MaxProblemFileBytes >> 20) +
                " MiB (a problem collection is far smaller)";
        return false;
    }
    return true;
}

bool readProblemFile(const std::string& path, ProblemCollection& out, std::string& error,
                     const std::optional<Stipulation>& fallback) {
    std::string text;
    if (!readTextFile(path, text, error)) return false;
    std::string ext = extensionOf(path);
    ProblemFormat format = formatForPath(path);
    if (format == ProblemFormat::Pgn) {
        error = "cannot read " + path + ": PGN files cannot be read as problems (PGN is an export format)";
        return false;
    }
    // .txt files are Popeye input by convention, but a .txt of FEN lines is read as EPD.
    if (ext == ".txt") format = detectFormat(text);
    out = parseProblems(text, format, fallback);
    error.clear();
    return true;
}

bool writeFileAtomically(const std::string& path, const std::string& contents, std::string& error) {
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::path target(path);
    fs::path dir = target.parent_path();
    if (dir.empty()) dir = ".";
    static std::atomic<unsigned> counter{0};
    fs::path temp;
#ifdef GMS_POSIX_FILES
    removeStaleTemporaries(dir, target.filename().string());
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
        std::string name = ".";
        name += target.filename().string();
        name += ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(++counter);
        temp = dir / name;
        fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST) break;
    }
    if (fd < 0) {
        error = "cannot create a temporary file in " + dir.string() + ": " + std::strerror(errno);
        return false;
    }
    const char* data = contents.data();
    std::size_t left = contents.size();
    while (left > 0) {
        ssize_t n = ::write(fd, data, left);
        if (n < 0) {
            if (errno == EINTR) continue;
            error = "cannot write " + temp.string() + ": " + std::strerror(errno);
            ::close(fd);
            fs::remove(temp, ec);
            return false;
        }
        data += n;
        left -= std::size_t(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        error = "cannot write " + temp.string() + ": " + std::strerror(errno);
        fs::remove(temp, ec);
        return false;
    }
#else
    temp = dir / ("." + target.filename().string() + ".tmp-" + std::to_string(++counter));
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        if (!out) {
            error = "cannot create a temporary file in " + dir.string();
            return false;
        }
        out.write(contents.data(), std::streamsize(contents.size()));
        out.flush();
        if (!out) {
            error = "cannot write " + temp.string();
            out.close();
            fs::remove(temp, ec);
            return false;
        }
    }
#endif
    // Keep the permissions of a file being replaced.
    if (fs::exists(target, ec)) {
        auto perms = fs::status(target, ec).permissions();
        if (!ec) fs::permissions(temp, perms, ec);
    }
    fs::rename(temp, target, ec);
    if (ec) {
        error = "cannot replace " + path + ": " + ec.message();
        std::error_code ignore;
        fs::remove(temp, ignore);
        return false;
    }
    error.clear();
    return true;
}

} // namespace gms
