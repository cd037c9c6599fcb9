// SPDX-License-Identifier: GPL-3.0-or-later
/// @file pgn_export.cpp  Solution trees as PGN (see pgn_export.h).
#include "pgn_export.h"

#include "fen.h"
#include "movegen.h"
#include "notation.h"

#include <vector>

namespace gms {

namespace {

/// A tag value: backslashes escaped; double quotes become single quotes (the PGN
/// escape \" is standard, but chess.js, for one, cannot read it); line breaks blanks.
std::string tagValue(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (c == '\\') out += '\\';
        out += c == '"' ? '\'' : (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    }
    return out;
}

std::string commentText(const std::string& s) {
    std::string out;
    for (char c : s) out += c == '}' ? ')' : c == '{' ? '(' : c;
    return out;
}

enum class Role { Key, Cook, Try, Reply, Dual, Defence, Refutation };

class PgnWriter {
public:
    PgnWriter(const Position& start, const Solution& solution, const PgnOptions& options)
        : pos_(start), solution_(solution), options_(options) {}

    std::vector<std::string> atoms;

    void comment(const std::string& text) {
        if (text.empty()) return;
        std::string atom = "{";
        atom += commentText(text);
        atom += '}';
        atoms.push_back(atom);
        needNumber_ = true;
    }

    /// Writes `a` (an attacker move) and its line; `alternatives` become variations of it.
    void attackLine(const AttackNode& a, Role role, const std::vector<std::pair<const AttackNode*, Role>>& alternatives) {
        if (!isLegalMove(pos_, a.move)) {
            comment("illegal move " + toUci(a.move) + " in the solution tree");
            return;
        }
        moveAtom(a.move);
        std::vector<std::string> notes;
        switch (role) {
        case Role::Key: atoms.push_back("$1"); break;
        case Role::Cook: atoms.push_back("$1"); notes.push_back("another key (cook)"); break;
        case Role::Try: atoms.push_back("$2"); notes.push_back("try"); break;
        default: break;
        }
        if ((role == Role::Key || role == Role::Cook) && a.mateIn > 0 && a.mateIn < solution_.moves)
            notes.push_back("short solution: mate in " + std::to_string(a.mateIn));
        if (role == Role::Dual) notes.push_back("dual");
        UndoInfo undo;
        pos_.makeMove(a.move, undo);
        std::string threat = threatText(a);
        if (!threat.empty()) notes.push_back(threat);
        pos_.unmakeMove(a.move, undo);
        comment(join(notes));

        for (const auto& alt : alternatives) variation([&] { attackLine(*alt.first, alt.second, {}); });

        pos_.makeMove(a.move, undo);
        std::vector<std::pair<const DefenceNode*, Role>> defences;
        for (const auto& d : a.defences) defences.emplace_back(&d, Role::Defence);
        for (const auto& d : a.refutations) defences.emplace_back(&d, Role::Refutation);
        if (!defences.empty()) {
            std::vector<std::pair<const DefenceNode*, Role>> rest(defences.begin() + 1, defences.end());
            defenceLine(*defences[0].first, defences[0].second, rest);
        }
        pos_.unmakeMove(a.move, undo);
    }

private:
    static std::string join(const std::vector<std::string>& parts) {
        std::string s;
        for (const auto& p : parts) s += (s.empty() ? "" : "; ") + p;
        return s;
    }

    template <class F> void variation(F body) {
        atoms.push_back("(");
        needNumber_ = true;
        body();
        atoms.push_back(")");
        needNumber_ = true;
    }

    void moveAtom(Move m) {
        // The move number and the move stay on one line.
        std::string number = std::to_string(pos_.fullmoveNumber());
        if (pos_.sideToMove() == White) atoms.push_back(number + ". " + toSan(pos_, m));
        else if (needNumber_) atoms.push_back(number + "... " + toSan(pos_, m));
        else atoms.push_back(toSan(pos_, m));
        needNumber_ = false;
    }

    /// "threat: 2. fxe5#" or "zugzwang" after the attacker move `a` (already made).
    std::string threatText(const AttackNode& a) {
        if (!options_.includeThreats || a.mateIn <= 1 || pos_.inCheck()) return {};
        if (a.threats.empty()) return a.zugzwang ? "zugzwang" : std::string();
        UndoInfo undo;
        pos_.makeNullMove(undo);
        std::string s = "threat:";
        bool first = true;
        for (const auto& t : a.threats) {
            if (!isLegalMove(pos_, t.move)) continue;
            s += first ? " " : ", ";
            s += std::to_string(pos_.fullmoveNumber()) + (pos_.sideToMove() == White ? ". " : "... ");
            s += toSan(pos_, t.move);
            first = false;
        }
        pos_.unmakeNullMove(undo);
        return first ? std::string() : s;
    }

    void defenceLine(const DefenceNode& d, Role role, const std::vector<std::pair<const DefenceNode*, Role>>& alternatives) {
        if (!isLegalMove(pos_, d.move)) {
            comment("illegal move " + toUci(d.move) + " in the solution tree");
            return;
        }
        moveAtom(d.move);
        if (role == Role::Refutation) {
            atoms.push_back("$1");
            comment("refutation");
        }
        for (const auto& alt : alternatives) variation([&] { defenceLine(*alt.first, alt.second, {}); });
        if (d.replies.empty()) return;
        UndoInfo undo;
        pos_.makeMove(d.move, undo);
        std::vector<std::pair<const AttackNode*, Role>> duals;
        for (std::size_t k = 1; k < d.replies.size(); ++k) duals.emplace_back(&d.replies[k], Role::Reply);
        attackLine(d.replies[0], d.replies.size() > 1 ? Role::Dual : Role::Reply, duals);
        pos_.unmakeMove(d.move, undo);
    }

    Position pos_;
    const Solution& solution_;
    const PgnOptions& options_;
    bool needNumber_ = true;
};

std::string verdict(const Solution& s) {
    std::string v = "#";
    v += std::to_string(s.moves);
    v += ": ";
    if (!s.error.empty()) return v + "not solved: " + s.error;
    if (!s.complete) v.insert(v.size() - 2, " (search incomplete)");
    if (s.keys.empty()) v += "no solution";
    else if (s.cooked()) v += "cooked, " + std::to_string(s.keys.size()) + " keys";
    else v += "sound";
    if (s.hasShortSolution()) v += ", short solution: mate in " + std::to_string(s.shortest);
    if (!s.tries.empty()) v += ", " + std::to_string(s.tries.size()) + (s.tries.size() == 1 ? " try" : " tries");
    return v;
}

void wrap(std::string& out, const std::vector<std::string>& atoms) {
    // Words: comments are broken at blanks (a comment may span lines); "(" sticks
    // to the word after it and ")" to the word before it.
    std::vector<std::string> words;
    bool open = false;
    for (const auto& atom : atoms) {
        if (atom == "(") {
            open = true;
            continue;
        }
        if (atom == ")" && !words.empty()) {
            words.back() += ')';
            continue;
        }
        std::vector<std::string> parts;
        if (atom.size() > 1 && atom.front() == '{') {
            std::string word;
            for (char c : atom) {
                if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
                    if (!word.empty()) parts.push_back(word);
                    word.clear();
                } else {
                    word += c;
                }
            }
            if (!word.empty()) parts.push_back(word);
        } else {
            parts.push_back(atom);
        }
        for (auto& part : parts) {
            if (open) part.insert(part.begin(), '(');
            open = false;
            words.push_back(part);
        }
    }
    std::string line;
    for (const auto& word : words) {
        if (!line.empty() && line.size() + 1 + word.size() > 79) {
            out += line + "\n";
            line.clear();
        }
        if (!line.empty()) line += ' ';
        line += word;
    }
    if (!line.empty()) out += line + "\n";
}

} // namespace

std::string solutionToPgn(const Problem& problem, const Solution& solution) {
    return solutionToPgn(problem, solution, PgnOptions{});
}

std::string solutionToPgn(const Problem& problem, const Solution& solution, const PgnOptions& options) {
    const std::string& fen = solution.fen.empty() ? problem.fen : solution.fen;
    Position start;
    FenError fenError;
    bool havePosition = parseFen(fen, start, fenError);
    std::string year = problem.meta.year;
    bool yearOk = year.size() == 4;
    for (char c : year) yearOk = yearOk && c >= '0' && c <= '9';

    std::string out;
    auto tag = [&](const char* name, const std::string& value) {
        out += std::string("[") + name + " \"" + tagValue(value) + "\"]\n";
    };
    tag("Event", problem.meta.title.empty() ? "GMS problem" : problem.meta.title);
    tag("Site", problem.meta.source.empty() ? "?" : problem.meta.source);
    tag("Date", yearOk ? year + ".??.??" : "????.??.??");
    tag("Round", "-");
    tag("White", problem.meta.author.empty() ? "?" : problem.meta.author);
    tag("Black", "?");
    tag("Result", "*");
    tag("SetUp", "1");
    tag("FEN", havePosition ? toFen(start) : fen);
    std::string stipulation = "#";
    stipulation += std::to_string(solution.moves > 0 ? solution.moves : problem.stipulation.moves);
    tag("Stipulation", stipulation);
    tag("Annotator", "GMS");
    out += "\n";

    std::vector<std::string> atoms;
    if (!havePosition) {
        std::string atom = "{cannot export: ";
        atom += commentText(fenError.toString());
        atom += '}';
        atoms.push_back(atom);
    } else {
        PgnWriter w(start, solution, options);
        w.comment(verdict(solution));
        std::vector<std::pair<const AttackNode*, Role>> lines;
        for (std::size_t k = 0; k < solution.keys.size(); ++k)
            lines.emplace_back(&solution.keys[k], k == 0 ? Role::Key : Role::Cook);
        if (options.includeTries)
            for (const auto& t : solution.tries) lines.emplace_back(&t, Role::Try);
        if (!lines.empty()) {
            std::vector<std::pair<const AttackNode*, Role>> rest(lines.begin() + 1, lines.end());
            w.attackLine(*lines[0].first, lines[0].second, rest);
        }
        atoms = std::move(w.atoms);
    }
    atoms.push_back("*");
    wrap(out, atoms);
    return out;
}

} // namespace gms
