// SPDX-License-Identifier: GPL-3.0-or-later
/// @file pgn_export.cpp  Solution trees as PGN (see pgn_export.h).
#include "pgn_export.h"

#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "solution_walk.h"

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

/// One word of the movetext before line wrapping; move numbers are decided when rendered.
struct Atom {
    enum class Kind { Move, Nag, Comment, Open, Close } kind;
    std::string text;   ///< SAN, "$1", or the comment without braces.
    int number = 0;     ///< Move number (moves only).
    bool white = false; ///< White's move (moves only).
};
using Atoms = std::vector<Atom>;

/// A move's own atoms (head: the move, NAGs, comments) and what follows it (its continuation).
struct Line {
    Atoms head, continuation;
};

void append(Atoms& to, const Atoms& from) { to.insert(to.end(), from.begin(), from.end()); }

/// PGN's way of writing alternatives: the first line's move, the others as variations, then
/// the first line's continuation.
Atoms compose(const std::vector<Line>& lines) {
    Atoms out;
    if (lines.empty()) return out;
    append(out, lines[0].head);
    for (std::size_t i = 1; i < lines.size(); ++i) {
        out.push_back({Atom::Kind::Open, "(", 0, false});
        append(out, lines[i].head);
        append(out, lines[i].continuation);
        out.push_back({Atom::Kind::Close, ")", 0, false});
    }
    append(out, lines[0].continuation);
    return out;
}

/// Builds the movetext bottom-up as the solution walk leaves each move.
class PgnWriter : public SolutionVisitor {
public:
    PgnWriter(const Solution& solution, const PgnOptions& options) : solution_(solution), options_(options) {}

    std::vector<Line> roots; ///< Keys, cooks and tries, in walk order.

    bool enter(const WalkStep& s) override {
        if (s.role == WalkRole::Threat) { // only the first moves of a threat, in a comment
            if (!stack_.empty()) {
                std::string& text = stack_.back().threatText;
                text += text.empty() ? "threat: " : ", ";
                text += std::to_string(s.before.fullmoveNumber()) + (s.before.sideToMove() == White ? ". " : "... ") +
                        toSan(s.before, s.move);
            }
            return false;
        }
        Frame f;
        f.move = {Atom::Kind::Move, toSan(s.before, s.move), s.before.fullmoveNumber(), s.before.sideToMove() == White};
        stack_.push_back(std::move(f));
        return true;
    }

    void leave(const WalkStep& s) override {
        if (s.role == WalkRole::Threat) return;
        Frame f = std::move(stack_.back());
        stack_.pop_back();
        Line line;
        line.head.push_back(f.move);
        std::vector<std::string> notes;
        if (isAttackRole(s.role)) {
            const AttackNode& a = *s.attack;
            const bool first = s.role == WalkRole::Key;
            if (first && s.index == 0) line.head.push_back(nag("$1"));
            if (first && s.index > 0) line.head.push_back(nag("$1")), notes.push_back("another key (cook)");
            if (s.role == WalkRole::Try) line.head.push_back(nag("$2")), notes.push_back("try");
            if (first && a.mateIn > 0 && a.mateIn < solution_.moves)
                notes.push_back("short solution: mate in " + std::to_string(a.mateIn));
            if (s.role == WalkRole::Reply && s.index == 0 && s.count > 1) notes.push_back("dual");
            if (options_.includeThreats && a.mateIn > 1 && !a.givesCheck) {
                if (!f.threatText.empty())
                    notes.push_back(f.threatText);
                else if (a.threats.empty() && a.zugzwang)
                    notes.push_back("zugzwang");
            }
            addComment(line.head, join(notes));
        } else if (s.role == WalkRole::Refutation) {
            line.head.push_back(nag("$1"));
            addComment(line.head, "refutation");
        }
        line.continuation = compose(f.children);
        place(std::move(line));
    }

    void illegal(const WalkStep& s) override {
        if (s.role == WalkRole::Threat) return;
        Line line;
        addComment(line.head, "illegal move " + toUci(s.move) + " in the solution tree");
        place(std::move(line));
    }

private:
    struct Frame {
        Atom move;
        std::string threatText;
        std::vector<Line> children; ///< Defences and refutations, or replies.
    };

    static Atom nag(const char* text) { return {Atom::Kind::Nag, text, 0, false}; }
    static void addComment(Atoms& atoms, const std::string& text) {
        if (!text.empty()) atoms.push_back({Atom::Kind::Comment, commentText(text), 0, false});
    }
    static std::string join(const std::vector<std::string>& parts) {
        std::string s;
        for (const auto& p : parts) s += (s.empty() ? "" : "; ") + p;
        return s;
    }
    void place(Line line) {
        if (stack_.empty())
            roots.push_back(std::move(line));
        else
            stack_.back().children.push_back(std::move(line));
    }

    const Solution& solution_;
    const PgnOptions& options_;
    std::vector<Frame> stack_;
};

/// The atoms as PGN words: a Black move gets its number after a comment or a variation mark.
std::vector<std::string> render(const Atoms& atoms) {
    std::vector<std::string> words;
    bool needNumber = true;
    for (const Atom& a : atoms) {
        switch (a.kind) {
            case Atom::Kind::Move:
                if (a.white)
                    words.push_back(std::to_string(a.number) + ". " + a.text);
                else if (needNumber)
                    words.push_back(std::to_string(a.number) + "... " + a.text);
                else
                    words.push_back(a.text);
                needNumber = false;
                break;
            case Atom::Kind::Nag: words.push_back(a.text); break;
            case Atom::Kind::Comment:
                words.push_back("{" + a.text + "}");
                needNumber = true;
                break;
            case Atom::Kind::Open:
                words.push_back("(");
                needNumber = true;
                break;
            case Atom::Kind::Close:
                words.push_back(")");
                needNumber = true;
                break;
        }
    }
    return words;
}

std::string verdict(const Solution& s, const std::string& stipulation) {
    std::string v = stipulation + ": ";
    if (!s.error.empty()) return v + "not solved: " + s.error;
    if (!s.complete) v.insert(v.size() - 2, " (search incomplete)");
    if (s.keys.empty())
        v += "no solution";
    else if (s.cooked())
        v += "cooked, " + std::to_string(s.keys.size()) + " keys";
    else
        v += "sound";
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
    Stipulation solved = solution.moves > 0 ? solution.stipulation : problem.stipulation;
    if (solution.moves > 0) solved.moves = solution.moves; // hand-made solutions may set only moves
    const std::string stipulation = solved.toString();
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
        Atoms movetext;
        movetext.push_back({Atom::Kind::Comment, commentText(verdict(solution, stipulation)), 0, false});
        PgnWriter w(solution, options);
        WalkParts parts;
        parts.setPlay = parts.obligedMates = false;
        parts.tries = options.includeTries;
        walkSolution(start, solution, w, parts);
        append(movetext, compose(w.roots));
        atoms = render(movetext);
    }
    atoms.push_back("*");
    wrap(out, atoms);
    return out;
}

} // namespace gms
