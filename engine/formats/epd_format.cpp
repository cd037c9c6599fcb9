// SPDX-License-Identifier: GPL-3.0-or-later
/// @file epd_format.cpp  FEN and EPD problem collections (see epd_format.h for the format).
#include "epd_format.h"

#include "fen.h"
#include "popeye_format.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace gms {

namespace {

bool isBlank(char c) { return c == ' ' || c == '\t'; }

bool allDigits(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return true;
}

/// "#3", "h#2", "h#2.5", "s#4", "r#2", "ser-h#7": a word whose family prefix ends in '#'.
bool looksLikeStipulation(std::string_view t) {
    std::size_t hash = t.find('#');
    if (hash == std::string_view::npos) return false;
    std::string prefix;
    for (char c : t.substr(0, hash)) prefix += char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    return prefix.empty() || prefix == "h" || prefix == "s" || prefix == "r" || prefix == "ser-h";
}

std::string shorten(std::string_view s) {
    if (s.size() <= 40) return std::string(s);
    return std::string(s.substr(0, 37)) + "...";
}

struct Operand {
    std::string value; ///< Unescaped text.
    bool quoted = false;
    int column = 0;
};

struct Operation {
    std::string opcode;
    int column = 0;
    std::vector<Operand> operands;
    std::string raw; ///< Operands as written.
};

/// Line reader state: position and the first error.
struct LineReader {
    std::string_view line;
    std::size_t i = 0;
    int errorColumn = 0;
    std::string error;

    bool fail(std::size_t at, std::string message) {
        errorColumn = int(at) + 1;
        error = std::move(message);
        return false;
    }
    void skipBlanks() {
        while (i < line.size() && isBlank(line[i])) ++i;
    }
    bool atEnd() const { return i >= line.size(); }
    /// A word up to a blank or ';'.
    std::string_view word() {
        std::size_t start = i;
        while (i < line.size() && !isBlank(line[i]) && line[i] != ';') ++i;
        return line.substr(start, i - start);
    }
};

bool readOperation(LineReader& r, Operation& op) {
    std::size_t start = r.i;
    std::string_view code = r.word();
    for (char c : code)
        if (c == '"') return r.fail(start, "expected an opcode such as dm or id, found '" + shorten(code) + "'");
    op.opcode = std::string(code);
    op.column = int(start) + 1;
    std::size_t rawStart = std::string_view::npos, rawEnd = 0;
    for (;;) {
        r.skipBlanks();
        if (r.atEnd()) break;
        if (r.line[r.i] == ';') {
            ++r.i;
            break;
        }
        Operand operand;
        operand.column = int(r.i) + 1;
        std::size_t operandStart = r.i;
        if (r.line[r.i] == '"') {
            operand.quoted = true;
            std::size_t j = r.i + 1;
            bool closed = false;
            while (j < r.line.size()) {
                char c = r.line[j];
                if (c == '\\' && j + 1 < r.line.size()) {
                    char n = r.line[j + 1];
                    if (n == '"' || n == '\\') {
                        operand.value += n;
                        j += 2;
                        continue;
                    }
                    if (n == 'n') {
                        operand.value += '\n';
                        j += 2;
                        continue;
                    }
                    if (n == 'r') {
                        operand.value += '\r';
                        j += 2;
                        continue;
                    }
                    operand.value += c;
                    ++j;
                    continue;
                }
                if (c == '"') {
                    closed = true;
                    ++j;
                    break;
                }
                operand.value += c;
                ++j;
            }
            if (!closed)
                return r.fail(operandStart,
                              "unterminated string in operation '" + shorten(op.opcode) + "': expected a closing '\"'");
            r.i = j;
            if (!r.atEnd() && !isBlank(r.line[r.i]) && r.line[r.i] != ';')
                return r.fail(r.i, "expected ';' or a blank after the closing '\"' of operation '" +
                                       shorten(op.opcode) + "'");
        } else {
            operand.value = std::string(r.word());
        }
        if (rawStart == std::string_view::npos) rawStart = operandStart;
        rawEnd = r.i;
        op.operands.push_back(std::move(operand));
    }
    if (rawStart != std::string_view::npos) op.raw = std::string(r.line.substr(rawStart, rawEnd - rawStart));
    return true;
}

std::string joinedText(const Operation& op) {
    std::string s;
    for (std::size_t k = 0; k < op.operands.size(); ++k) {
        if (k) s += ' ';
        s += op.operands[k].value;
    }
    return s;
}

std::string quote(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            default: out += c;
        }
    }
    return out + '"';
}

std::vector<std::string_view> splitBlanks(std::string_view s) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && isBlank(s[i])) ++i;
        std::size_t start = i;
        while (i < s.size() && !isBlank(s[i])) ++i;
        if (i > start) out.push_back(s.substr(start, i - start));
    }
    return out;
}

} // namespace

bool parseEpdLine(std::string_view line, Problem& out, int& errorColumn, std::string& error,
                  const std::optional<Stipulation>& fallback) {
    LineReader r;
    r.line = line;
    auto finish = [&](bool ok) {
        errorColumn = ok ? 0 : r.errorColumn;
        error = ok ? std::string() : r.error;
        return ok;
    };
    if (line.size() > MaxLineBytes) {
        r.fail(MaxLineBytes, "line too long: " + std::to_string(line.size()) + " bytes, at most " +
                                 std::to_string(MaxLineBytes) + " are read");
        return finish(false);
    }
    if (std::size_t nul = line.find('\0'); nul != std::string_view::npos) {
        r.fail(nul, "NUL byte (character code 0): a problem line is text");
        return finish(false);
    }

    // 1. FEN fields: up to four words, stopping early at a stipulation token.
    r.skipBlanks();
    if (r.atEnd()) {
        r.fail(r.i, "empty line: expected a FEN such as '4k3/8/8/8/8/8/8/4K2R w K - 0 1'");
        return finish(false);
    }
    std::size_t fenStart = r.i, fenEnd = r.i;
    int fields = 0;
    while (fields < 4) {
        r.skipBlanks();
        if (r.atEnd() || r.line[r.i] == ';') break;
        std::size_t save = r.i;
        std::string_view w = r.word();
        if (fields >= 2 && looksLikeStipulation(w)) {
            r.i = save;
            break;
        }
        if (w.empty()) break;
        fenEnd = r.i;
        ++fields;
    }
    // Optional counters.
    for (int k = 0; k < 2; ++k) {
        r.skipBlanks();
        std::size_t save = r.i;
        std::string_view w = r.word();
        if (fields == 4 && allDigits(w)) {
            fenEnd = r.i;
        } else {
            r.i = save;
            break;
        }
    }
    std::string_view fenText = line.substr(fenStart, fenEnd - fenStart);
    Position pos;
    FenError fenError;
    if (!parseFen(fenText, pos, fenError)) {
        r.errorColumn = int(fenStart) + std::max(fenError.column, 1);
        r.error = "bad FEN " + fenError.field + " field: " + fenError.message;
        return finish(false);
    }

    Problem p;
    std::optional<Stipulation> stip;
    std::string stipSource;
    auto setStipulation = [&](const Stipulation& s, const std::string& source, std::size_t at) {
        if (stip && !(*stip == s))
            return r.fail(at, "conflicting stipulations: '" + stipSource + "' and '" + source + "'");
        stip = s;
        stipSource = source;
        return true;
    };

    // 2. Optional bare stipulation token.
    r.skipBlanks();
    if (!r.atEnd()) {
        std::size_t save = r.i;
        std::string_view w = r.word();
        // A word of the mate families must be a stipulation (its error is the one to show); any
        // other word is one when it reads as one (hs=3, ~1, ser-x3 ...), else it starts the operations.
        Stipulation s;
        std::string message;
        const bool parsed = parseStipulation(w, s, message);
        if (looksLikeStipulation(w) && !parsed) {
            r.fail(save, message);
            return finish(false);
        }
        if (parsed)
            setStipulation(s, std::string(w), save);
        else
            r.i = save;
    }

    // 3. EPD operations.
    std::vector<std::string> seen;
    int halfmove = pos.halfmoveClock(), fullmove = pos.fullmoveNumber();
    std::optional<Operation> bestMove;
    for (;;) {
        r.skipBlanks();
        if (r.atEnd()) break;
        if (r.line[r.i] == ';') {
            ++r.i;
            continue;
        }
        Operation op;
        if (!readOperation(r, op)) return finish(false);
        const std::string& code = op.opcode;
        bool interpreted = code == "dm" || code == "stip" || code == "id" || code == "hmvc" || code == "fmvn" ||
                           code == "popeye_options" ||
                           (code.size() == 2 && code[0] == 'c' && code[1] >= '0' && code[1] <= '4');
        if (!interpreted) {
            if (code == "bm" && !bestMove) bestMove = op;
            p.extraEpdOpcodes.emplace_back(code, op.raw);
            continue;
        }
        for (const auto& s : seen)
            if (s == code) {
                r.fail(std::size_t(op.column - 1), "opcode '" + code + "' given twice");
                return finish(false);
            }
        seen.push_back(code);
        std::size_t at = std::size_t(op.column - 1);
        if (code == "dm" || code == "hmvc" || code == "fmvn") {
            if (op.operands.size() != 1 || op.operands[0].quoted || !allDigits(op.operands[0].value)) {
                std::string example = code == "dm" ? "dm 2;" : code + " 0;";
                r.fail(op.operands.empty() ? at : std::size_t(op.operands[0].column - 1),
                       "'" + code + "' expects one number such as '" + example + "', found '" + shorten(op.raw) + "'");
                return finish(false);
            }
            const std::string& v = op.operands[0].value;
            if (code == "dm") {
                Stipulation s;
                std::string message;
                if (!parseStipulation("#" + v, s, message)) {
                    r.fail(std::size_t(op.operands[0].column - 1), "dm " + shorten(v) + ": " + message);
                    return finish(false);
                }
                if (!setStipulation(s, "dm " + v, at)) return finish(false);
            } else {
                if (v.size() > 6) {
                    r.fail(std::size_t(op.operands[0].column - 1),
                           "'" + code + "' value " + shorten(v) + " is too large: at most 999999");
                    return finish(false);
                }
                int n = std::stoi(v);
                if (code == "fmvn" && n < 1) {
                    r.fail(std::size_t(op.operands[0].column - 1), "'fmvn' must be at least 1, found " + v);
                    return finish(false);
                }
                (code == "hmvc" ? halfmove : fullmove) = n;
            }
        } else if (code == "popeye_options") {
            int column = 0;
            std::string message;
            if (!parsePopeyeOptions(joinedText(op), p.hints, p.extraPopeyeOptions, column, message)) {
                std::size_t base = op.operands.empty() ? at : std::size_t(op.operands[0].column - 1);
                if (!op.operands.empty() && op.operands[0].quoted) ++base;
                r.fail(base + std::size_t(std::max(column, 1) - 1), "popeye_options: " + message);
                return finish(false);
            }
        } else if (code == "stip") {
            std::string text = joinedText(op);
            Stipulation s;
            std::string message;
            if (!parseStipulation(text, s, message)) {
                r.fail(op.operands.empty() ? at : std::size_t(op.operands[0].column - 1), message);
                return finish(false);
            }
            if (!setStipulation(s, "stip " + text, at)) return finish(false);
        } else {
            std::string text = joinedText(op);
            if (code == "id")
                p.meta.title = text;
            else if (code == "c0")
                p.meta.author = text;
            else if (code == "c1")
                p.meta.source = text;
            else if (code == "c2")
                p.meta.year = text;
            else if (code == "c3")
                p.meta.remarks = text;
            else
                p.meta.intendedSolution = text;
        }
    }
    if (!r.error.empty()) return finish(false);

    // matetrack.epd style "bm #N": the stipulation when nothing else gives one, and a
    // conflict (as dm with stip) when another one disagrees.
    if (bestMove && bestMove->operands.size() == 1 && !bestMove->operands[0].quoted &&
        !bestMove->operands[0].value.empty() && bestMove->operands[0].value[0] == '#') {
        const auto& operand = bestMove->operands[0];
        Stipulation s;
        std::string message;
        const bool parsed = parseStipulation(operand.value, s, message);
        if (!parsed && !stip) {
            r.fail(std::size_t(operand.column - 1), "bm " + message);
            return finish(false);
        }
        if (parsed && !setStipulation(s, "bm " + operand.value, std::size_t(operand.column - 1))) return finish(false);
    }

    pos.setMoveCounters(halfmove, fullmove);
    pos.refresh();
    std::string illegal = validatePosition(pos, p.hints.kinglessSides);
    if (!illegal.empty()) {
        r.fail(fenStart, "illegal position: " + illegal);
        return finish(false);
    }
    if (!stip && fallback) stip = fallback;
    if (!stip) {
        r.fail(fenEnd, "no stipulation: expected '#N' after the FEN (e.g. '#2', 'h#3') or an operation such as "
                       "'dm 2;' or 'stip h#3;'");
        return finish(false);
    }
    p.stipulation = *stip;
    p.fen = toFen(pos);
    out = std::move(p);
    return finish(true);
}

ProblemCollection parseEpdText(std::string_view text, const std::optional<Stipulation>& fallback) {
    ProblemCollection out;
    if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    int lineNo = 0, index = 0;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(pos, end - pos);
        ++lineNo;
        pos = end + 1;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        std::size_t first = 0;
        while (first < line.size() && isBlank(line[first])) ++first;
        if (first == line.size() || line[first] == '#') {
            if (end == text.size()) break;
            continue;
        }
        ++index;
        Problem p;
        int column = 0;
        std::string error;
        if (parseEpdLine(line, p, column, error, fallback))
            out.entries.push_back({index, lineNo, std::move(p)});
        else
            out.skipped.push_back({index, lineNo, column, error});
        if (end == text.size()) break;
    }
    return out;
}

std::string problemToFenLine(const Problem& problem) {
    std::string fen;
    for (auto f : splitBlanks(problem.fen)) {
        if (!fen.empty()) fen += ' ';
        fen += f;
    }
    return fen + " " + problem.stipulation.toString();
}

std::string problemToEpdLine(const Problem& problem) {
    auto fields = splitBlanks(problem.fen);
    std::string s;
    for (std::size_t k = 0; k < fields.size() && k < 4; ++k) {
        if (k) s += ' ';
        s += fields[k];
    }
    // dm N is #N only: exact-#N needs its stip.
    if (problem.stipulation.kind == Stipulation::Kind::Direct && problem.stipulation.isMate() &&
        !problem.stipulation.exact)
        s += " dm " + std::to_string(problem.stipulation.moves) + ";";
    else
        s += " stip " + quote(problem.stipulation.toString()) + ";";
    auto text = [&](const char* code, const std::string& value) {
        if (!value.empty()) s += std::string(" ") + code + " " + quote(value) + ";";
    };
    text("id", problem.meta.title);
    text("c0", problem.meta.author);
    text("c1", problem.meta.source);
    text("c2", problem.meta.year);
    text("c3", problem.meta.remarks);
    text("c4", problem.meta.intendedSolution);
    if (!(problem.hints == SolvingHints{}) || !problem.extraPopeyeOptions.empty())
        s += " popeye_options " + quote(popeyeOptionsText(problem.hints, problem.extraPopeyeOptions)) + ";";
    if (fields.size() > 4 && fields[4] != "0") s += " hmvc " + std::string(fields[4]) + ";";
    if (fields.size() > 5 && fields[5] != "1") s += " fmvn " + std::string(fields[5]) + ";";
    for (const auto& [code, raw] : problem.extraEpdOpcodes) {
        s += " " + code;
        if (!raw.empty()) s += " " + raw;
        s += ";";
    }
    return s;
}

} // namespace gms
