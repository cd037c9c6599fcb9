// SPDX-License-Identifier: GPL-3.0-or-later
#include "structured_stipulation.h"

#include <algorithm>
#include <cctype>
#include <memory>
#include <optional>
#include <vector>

namespace gms {

namespace {

using Kind = Stipulation::Kind;

struct Node;
using NodePtr = std::unique_ptr<Node>;

/// A goal (leaf) or a branch of the body, as Popeye's manual describes them.
struct Node {
    bool leaf = true;
    // leaf
    Stipulation::GoalType goal{};
    int targetSquare = -1;
    std::string text; ///< The leaf as written ("#", "zd5").
    // branch
    int minPlies = -1, maxPlies = 0;
    bool hidden = false;       ///< '/': its moves are not printed.
    bool endsOnNested = false; ///< '>': the enclosing play ends where this one has a solution.
    bool flip = false;         ///< '-': the other side moves first.
    bool conditional = false;  ///< ?+?: a move granted only in check.
    /// '&': both operands hold (leaf and letters unused); the only form GMS reads is the
    /// reciprocal ending "2hh[G]&1h[G']h" (reci-h).
    NodePtr both[2];
    std::string letters; ///< "hh", "ad", "da", "s".
    struct Fork {
        std::size_t afterLetter; ///< Index into letters of the move it follows.
        NodePtr node;
    };
    std::vector<Fork> forks;
    struct Constraint {
        std::size_t afterLetter;
        std::string text; ///< As written, blanks removed ("!+", "!1a[#]d").
    };
    std::vector<Constraint> constraints;
};

class Parser {
public:
    explicit Parser(std::string_view lower) : s_(lower) {}

    /// The whole body; null with error() set when it is malformed or not solved by GMS.
    NodePtr body() {
        NodePtr n = expression();
        if (!n) return nullptr;
        blanks();
        if (i_ != s_.size()) return fail("unexpected '" + std::string(s_.substr(i_, 12)) + "'");
        return n;
    }
    const std::string& error() const { return error_; }

private:
    NodePtr fail(const std::string& what) {
        if (error_.empty()) error_ = what;
        return nullptr;
    }
    NodePtr unsupported(const std::string& what) { return fail(what + " is not yet supported by GMS"); }
    void blanks() {
        while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
    }
    bool digitAt() const { return i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_])); }
    int number() {
        int v = 0;
        while (digitAt()) {
            if (v < 10000) v = v * 10 + (s_[i_] - '0');
            ++i_;
        }
        return v;
    }

    /// Branches nest and '&' chains at most this deep: the parser recurses, and its input may
    /// be a whole command line.
    static constexpr int MaxDepth = 64;

    NodePtr expression() {
        if (++depth_ > MaxDepth)
            return fail("more than " + std::to_string(MaxDepth) + " nested branches or '&' operands");
        NodePtr n = operand();
        --depth_;
        if (!n) return nullptr;
        blanks();
        if (i_ < s_.size() && s_[i_] == '&') {
            ++i_;
            ++depth_; // a chain a & b & c nests to the right
            NodePtr right = expression();
            --depth_;
            if (!right) return nullptr;
            auto both = std::make_unique<Node>();
            both->leaf = false;
            both->both[0] = std::move(n);
            both->both[1] = std::move(right);
            return both;
        }
        if (i_ < s_.size() && s_[i_] == '|') return unsupported("logical operators (!, |)");
        return n;
    }

    NodePtr operand() {
        blanks();
        if (i_ == s_.size()) return fail("expected a goal or a branch, found the end");
        const char c = s_[i_];
        // '!' is Popeye's negation here ("!#": no mate), never the classic goals !# and !=;
        // GMS reads the negated mate.
        if (c == '!' && s_.compare(i_, 2, "!#") == 0 && s_.compare(i_, 3, "!##") != 0) {
            auto n = std::make_unique<Node>();
            n->goal = Stipulation::GoalType::NotMate;
            n->text = "!#";
            i_ += 2;
            return n;
        }
        if (c == '(' || c == '!') return unsupported("logical operators (!, |)");
        // "00" is the castling goal, not a branch's length.
        if (s_.compare(i_, 2, "00") == 0) return leaf();
        if (std::isdigit(static_cast<unsigned char>(c)) || c == '/' || c == '>' || c == '-') return branch();
        return leaf();
    }

    NodePtr leaf() {
        auto n = std::make_unique<Node>();
        const std::size_t start = i_;
        if (s_.compare(i_, 4, "a=>b") == 0 || s_.compare(i_, 3, "dia") == 0) return unsupported("a proof game");
        if (!parseGoalSymbol(s_, i_, n->goal, n->targetSquare)) {
            if (s_[i_] == '!') return unsupported("logical operators (!, |)");
            return fail("expected a goal (#, =, ==, +, x, ...) or a branch such as 2hh[#] at '" +
                        std::string(s_.substr(i_, 12)) + "'");
        }
        n->text = std::string(s_.substr(start, i_ - start));
        return n;
    }

    NodePtr branch() {
        auto n = std::make_unique<Node>();
        n->leaf = false;
        for (;;) {
            blanks();
            if (i_ < s_.size() && s_[i_] == '>')
                n->endsOnNested = true;
            else if (i_ < s_.size() && s_[i_] == '/')
                n->hidden = true;
            else if (i_ < s_.size() && s_[i_] == '-')
                n->flip = !n->flip;
            else
                break;
            ++i_;
        }
        if (!digitAt())
            return fail("expected the number of half moves of a branch at '" + std::string(s_.substr(i_, 12)) + "'");
        n->maxPlies = number();
        if (i_ < s_.size() && s_[i_] == ':') {
            ++i_;
            if (!digitAt()) return fail("expected the maximal length after ':' in a branch");
            n->minPlies = n->maxPlies;
            n->maxPlies = number();
        }
        while (i_ < s_.size()) {
            // Popeye allows blanks before a goal or fork ("9s [- 1d[x]a]").
            std::size_t next = i_;
            while (next < s_.size() && std::isspace(static_cast<unsigned char>(s_[next]))) ++next;
            if (next < s_.size() && s_[next] == '[' && !n->letters.empty()) i_ = next;
            const char c = s_[i_];
            if (c == 'a' || c == 'd' || c == 'h' || c == 's') {
                n->letters += c;
                ++i_;
            } else if (c == '[') {
                if (n->letters.empty()) return fail("a goal or fork '[' before the branch's first move letter");
                ++i_;
                NodePtr child = expression();
                if (!child) return nullptr;
                blanks();
                if (i_ == s_.size() || s_[i_] != ']') return fail("expected ']'");
                ++i_;
                n->forks.push_back({n->letters.size() - 1, std::move(child)});
            } else if (c == '{') {
                if (n->letters.empty()) return fail("a constraint '{' before the branch's first move letter");
                const std::size_t close = s_.find('}', i_);
                if (close == std::string_view::npos) return fail("expected '}'");
                std::string text;
                for (char k : s_.substr(i_ + 1, close - i_ - 1))
                    if (!std::isspace(static_cast<unsigned char>(k))) text += k;
                n->constraints.push_back({n->letters.size() - 1, text});
                i_ = close + 1;
            } else if (c == '?') {
                if (s_.compare(i_, 3, "?+?") != 0) return fail("expected ?+? (a move granted only in check)");
                n->conditional = true;
                i_ += 3;
            } else {
                break;
            }
        }
        if (n->letters != "hh" && n->letters != "ad" && n->letters != "da" && n->letters != "s")
            return fail("a branch's moves are hh, ad, da or s, not '" + n->letters + "'");
        return n;
    }

    std::string_view s_;
    std::size_t i_ = 0;
    int depth_ = 0;
    std::string error_;
};

/// The single fork of `b` that follows its last move, or null (with `why`).
const Node* lastFork(const Node& b, std::string& why) {
    if (b.forks.size() != 1) {
        why = b.forks.empty() ? "a branch without a goal"
                              : "a branch with more than one goal or fork (Popeye's Quodlibet form)";
        return nullptr;
    }
    const std::size_t last = std::size_t(b.maxPlies - 1) % b.letters.size();
    if (b.maxPlies < 1 || b.forks[0].afterLetter != last) {
        why = "a goal or fork that does not follow the branch's last move";
        return nullptr;
    }
    return b.forks[0].node.get();
}

/// A nested ending of help play ('/', {!+}, "1d[G]a" or "2da[G]"): its length, goal and
/// flags into `out`; false with `why` for any other.
bool helpEnding(const Node& c, Stipulation& out, std::string& why) {
    // The attacker's direct play of M moves, "2M-1a[G]d" (3a[G]d ... 9a[G]d).
    const bool attackerFirst = !c.leaf && c.letters == "ad" && c.maxPlies % 2 == 1 && c.maxPlies >= 3 &&
                               c.maxPlies <= 2 * Stipulation::MaxAttackerEndingMoves - 1;
    if (c.leaf || (c.letters != "da" && !attackerFirst) || c.endsOnNested || c.flip || c.conditional ||
        c.minPlies != -1 || (c.letters == "da" && c.maxPlies != 1 && c.maxPlies != 2)) {
        why = "this nested branch after help play (GMS solves 1d[G]a, 2da[G] and 3a[G]d to 9a[G]d, with '/' and "
              "{!+})";
        return false;
    }
    std::string w;
    const Node* g = lastFork(c, w);
    if (!g || !g->leaf) {
        why = g ? "a fork nested below an ending" : w;
        return false;
    }
    for (const Node::Constraint& k : c.constraints) {
        // Attached after the attacker's letter, a constraint holds before each defender move.
        if (k.text != "!+" || k.afterLetter != 1 || attackerFirst) {
            why = "the constraint {" + k.text + "} (GMS solves {!+} after the branch's last letter)";
            return false;
        }
        out.endingNotInCheck = true;
    }
    if (attackerFirst && c.hidden) { // Popeye 4.104 still prints a key that mates at once there
        why = "'/' before an attacker's ending (3a[G]d ... 9a[G]d)";
        return false;
    }
    out.endingHidden = c.hidden;
    out.goal = g->goal;
    out.targetSquare = g->targetSquare;
    if (c.maxPlies >= 2) {
        out.kind = Kind::HelpDirect;
        out.endingPlies = c.maxPlies;
    } else {
        out.kind = Kind::HelpSelf;
    }
    return true;
}

/// A plain help branch of `plies` half moves ending in a goal: "2hh[G]" or "1h[G]h" (with '-'
/// before it when `flipAllowed`).
const Node* plainHelpGoal(const Node& b, int plies, bool flipAllowed = false) {
    if (b.leaf || b.both[0] || b.letters != "hh" || b.maxPlies != plies || b.minPlies != -1 ||
        (b.flip && !flipAllowed) || b.hidden || b.endsOnNested || b.conditional || !b.constraints.empty())
        return nullptr;
    std::string why;
    const Node* g = lastFork(b, why);
    return g && g->leaf ? g : nullptr;
}

/// The reciprocal ending "2hh[G]&1h[G']h" (either order: the help mate and the direct one of
/// the same side, Popeye's manual): reci-h's last move, its goals into `out`.
bool reciprocalEnding(const Node& c, Stipulation& out) {
    if (!c.both[0]) return false;
    for (int first = 0; first < 2; ++first) {
        const Node* help = plainHelpGoal(*c.both[first], 2);
        const Node* direct = plainHelpGoal(*c.both[1 - first], 1);
        if (!help || !direct) continue;
        // One square per stipulation: two goals with squares must be the same goal.
        if (help->goal != direct->goal && (help->targetSquare != -1 || direct->targetSquare != -1)) return false;
        out.kind = Kind::ReciHelp;
        out.goal = help->goal;
        out.targetSquare = help->targetSquare;
        if (direct->goal != help->goal) out.directEndingGoal = direct->goal;
        return true;
    }
    return false;
}

/// Whether `b` has constraints and each is the reflex obligation {!1a[G]d} of `goal` after its
/// last letter (r, ser-r, pser-r, phser-r).
bool reflexConstraintsOnly(const Node& b, const Node& goal) {
    for (const Node::Constraint& k : b.constraints)
        if (k.text != "!1a[" + goal.text + "]d" || k.afterLetter + 1 != b.letters.size()) return false;
    return !b.constraints.empty();
}

/// The goal move nested as one attacking half move, "1a[G]d", without '>', '/', '-' or a
/// constraint: after help play, the last half move of help play whose earlier goals go on.
bool nestedGoalMove(const Node& c) {
    if (c.letters != "ad" || c.maxPlies != 1 || c.hidden || c.flip || c.endsOnNested || c.minPlies != -1 ||
        !c.constraints.empty() || c.conditional || c.both[0])
        return false;
    std::string w;
    const Node* g = lastFork(c, w);
    return g && g->leaf;
}

/// Popeye's '>' before the other side's goal move after help or series play ("3h[>1a[x]d]h",
/// "2s[>1a[x]d]"): play ends where that side can reach the goal, so it is obliged to; with the
/// constraint {!1a[G]d} the side that plays first is obliged too (hr, ser-r), without it not
/// (semi-reflex). The goal and the kind into `out`; false with `why` for any other.
bool reflexEnding(const Node& b, const Node& c, Kind kind, Stipulation& out, std::string& why) {
    std::string w;
    const Node* g = c.letters != "ad" || c.maxPlies != 1 || c.hidden || c.flip || c.minPlies != -1 ||
                            !c.constraints.empty() || c.conditional || c.both[0]
                        ? nullptr
                        : lastFork(c, w);
    if (!g || !g->leaf) {
        why = "'>' before this nested branch (GMS solves '>' before 1a[G]d)";
        return false;
    }
    if (!b.constraints.empty() && !reflexConstraintsOnly(b, *g)) {
        why = "this constraint before '>' (GMS solves the reflex {!1a[G]d})";
        return false;
    }
    out.kind = kind;
    out.goal = g->goal;
    out.targetSquare = g->targetSquare;
    out.semiReflex = b.constraints.empty();
    return true;
}

/// Popeye's parry series ("?+?": a move of the other side granted only in check), its manual's
/// synonyms: "(2N-1)a[G]?+?d" pser-, "(2N-1)a[1d[G]a]?+?d" pser-s, "(2N-1)a[>1a[G]d]?+?d{!1a[G]d}"
/// pser-r, "(2N-1)h[1a[G]d]?+?h" pser-h, "(2N-1)h[G]?+?h" phser-, "(2N-1)h[1d[G]a]?+?h" phser-s,
/// and, as pser-r, "(2N-1)h[>1a[G]d]?+?h{!1a[G]d}" phser-r. False with `why` for any other.
bool parrySeries(const Node& b, const Node& child, Stipulation& out, std::string& why) {
    const bool help = b.letters == "hh";
    if ((!help && b.letters != "ad") || b.maxPlies % 2 == 0 || b.minPlies != -1 || b.hidden || b.endsOnNested) {
        why = "conditional moves (?+?) other than Popeye's parry series forms ((2N-1)a[G]?+?d, (2N-1)h[G]?+?h, ...)";
        return false;
    }
    out.moves = (b.maxPlies + 1) / 2;
    if (child.leaf) {
        if (!b.constraints.empty()) {
            why = "a constraint on parry series play";
            return false;
        }
        out.kind = help ? Kind::HelpParrySeriesDirect : Kind::ParrySeriesDirect;
        out.goal = child.goal;
        out.targetSquare = child.targetSquare;
        return true;
    }
    std::string w;
    const Node* g = child.both[0] || child.maxPlies != 1 || child.hidden || child.flip || child.minPlies != -1 ||
                            !child.constraints.empty() || child.conditional
                        ? nullptr
                        : lastFork(child, w);
    if (!g || !g->leaf) {
        why = "this nested branch after parry series play";
        return false;
    }
    out.goal = g->goal;
    out.targetSquare = g->targetSquare;
    const bool constrained = reflexConstraintsOnly(b, *g);
    if (child.letters == "da" && !child.endsOnNested && b.constraints.empty()) {
        out.kind = help ? Kind::HelpParrySeriesSelf : Kind::ParrySeriesSelf;
        return true;
    }
    if ((child.letters == "ad" || child.letters == "hh") && help && !child.endsOnNested && b.constraints.empty()) {
        out.kind = Kind::ParrySeriesHelp;
        return true;
    }
    if (child.letters == "ad" && child.endsOnNested && constrained) {
        out.kind = help ? Kind::HelpParrySeriesReflex : Kind::ParrySeriesReflex;
        return true;
    }
    why = child.endsOnNested && !constrained ? "semi-reflex parry series ('>' without {!1a[G]d})"
                                             : "this nested branch or constraint after parry series play";
    return false;
}

/// The goal G of a constraint "!G" without a square ("!x", "!+"); nullopt for any other.
std::optional<Stipulation::GoalType> forbiddenGoalOf(const std::string& constraint) {
    if (constraint.size() < 2 || constraint[0] != '!') return std::nullopt;
    Stipulation::GoalType goal{};
    int square = -1;
    std::size_t at = 1;
    if (!parseGoalSymbol(constraint, at, goal, square) || at != constraint.size() || square != -1) return std::nullopt;
    return goal;
}

std::string withPlies(const Stipulation& s, int plies) {
    return (s.exact ? std::to_string(plies) + ":" : std::string()) + std::to_string(plies);
}

} // namespace

bool looksStructured(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    if (text.empty() || text.find("->") != std::string_view::npos) return false;
    const char c = text.front();
    if (text.substr(0, 2) == "00") return false; // the castling goal: "002" is Popeye's classic 00 in 2
    return std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '/' || c == '>';
}

bool parseStructuredStipulation(std::string_view body, Stipulation& out, bool& flipped, std::string& error,
                                StructuredOptions* options) {
    if (options) *options = StructuredOptions{};
    std::string lower;
    for (char c : body) lower += char(std::tolower(static_cast<unsigned char>(c)));
    while (!lower.empty() && std::isspace(static_cast<unsigned char>(lower.back()))) lower.pop_back();
    const std::size_t first = lower.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) { // nothing after Popeye's side word (fuzz_tune_set found it)
        error = "sstipulation: expected a structured stipulation such as 4hh[#] after the side that starts";
        return false;
    }
    const std::string text = lower.substr(first);
    const std::string shown = "sstipulation '" + (text.size() > 80 ? text.substr(0, 80) + "..." : text) + "': ";
    Parser parser(lower);
    const NodePtr root = parser.body();
    if (!root) {
        error = shown + parser.error();
        return false;
    }
    auto refuse = [&](const std::string& what) {
        error = shown + what + " is not yet supported by GMS";
        return false;
    };
    if (root->leaf) return refuse("a goal without a branch");
    const auto finish = [&](Stipulation& s, bool flip) {
        if (s.goal == Stipulation::GoalType::NotMate && s.kind != Kind::Direct)
            return refuse("'!#' (not mate) other than after an attacker's move (Na[!#]d)");
        if (s.moves > s.maxMoves()) return refuse("more than " + std::to_string(s.maxMoves()) + " moves");
        if (!s.supported()) return refuse("this play (" + s.toString() + ")");
        // Help play numbers from the side the side word names: "1..." when '-' lets the other
        // side start (a classic h#N.5 is numbered so already).
        if (flip && s.kind == Kind::Help && s.introMoves == 0 && (!s.halfMove || s.structured()))
            s.numberedFromOtherSide = true;
        // So does battle play: "Black - 3a[#]d" prints White's key "1...e7-e8=S !", every move
        // one half move later than a #2's (in PostKeyPlay's "White - 1d[#]a" '-' keeps the usual
        // numbers instead).
        if (flip && s.isBattle() && !(options && options->postKeyPlay)) s.numberedFromOtherSide = true;
        out = s;
        flipped = flip;
        error.clear();
        return true;
    };
    const std::string reciForm = "'&' other than the reciprocal ending 2hh[G]&1h[G]h (reci-h)";
    if (root->both[0]) { // reci-h#1
        Stipulation s;
        if (!reciprocalEnding(*root, s)) return refuse(reciForm);
        s.moves = 1;
        return finish(s, false);
    }
    const Node& b = *root;
    if (b.hidden || b.endsOnNested) return refuse("'/' or '>' before the outermost branch");
    if (b.minPlies != -1 && b.minPlies != b.maxPlies) return refuse("a minimal length m:n other than n:n");
    std::string why;
    if (options && b.letters == "ad" && b.forks.size() == 2 && b.maxPlies % 2 == 0 && b.constraints.empty() &&
        !b.conditional && b.forks[0].afterLetter == 0 && b.forks[1].afterLetter == 1 && b.forks[0].node->leaf &&
        b.forks[1].node->leaf && b.forks[0].node->text == b.forks[1].node->text) {
        // Popeye's Quodlibet written out: the goal after the attacker's moves (direct) and after
        // the defender's (self): "4a[#=]d[#=]" is s#=2 with Quodlibet.
        Stipulation s;
        s.kind = Kind::Self;
        s.goal = b.forks[1].node->goal;
        s.targetSquare = b.forks[1].node->targetSquare;
        s.moves = b.maxPlies / 2;
        s.exact = b.minPlies == b.maxPlies;
        if (!s.quodlibetSolved()) return refuse("Quodlibet (" + s.toString() + ")");
        options->quodlibet = true;
        return finish(s, b.flip);
    }
    if (b.letters == "hh" && b.forks.size() == 2 && b.forks[0].afterLetter == 0 && b.forks[1].afterLetter == 1 &&
        b.forks[0].node->leaf && b.forks[1].node->leaf && b.constraints.empty() && !b.conditional) {
        // A goal for each side ("4h[=]h[#]", sford.inp): after the moves of the side that
        // starts, and after the other side's; lines of every length up to n.
        if (b.minPlies != -1) return refuse("a goal for each side in exact help play");
        Stipulation s;
        s.kind = Kind::Help;
        s.goal = b.forks[1].node->goal;
        s.targetSquare = b.forks[1].node->targetSquare;
        s.startingSideGoal = b.forks[0].node->goal;
        if (s.targetSquare != -1 || b.forks[0].node->targetSquare != -1)
            return refuse("a goal with a square in help play with a goal for each side");
        s.moves = b.maxPlies / 2;
        s.halfMove = b.maxPlies % 2 == 1;
        return finish(s, b.flip);
    }
    const Node* child = lastFork(b, why);
    if (!child) return refuse(why);
    if (b.letters == "hh" && b.maxPlies == 1 && b.minPlies == -1 && b.constraints.empty() && !b.conditional &&
        !child->leaf && child->letters == "hh" && child->maxPlies % 2 == 0) {
        // One intro move, then help play of N moves ("1h[-14hh[#]]h", sford.inp): after '-' the
        // intro's side starts it too; without '-' the other side does, as in Popeye's 1->h#N.
        // Popeye lists the shorter help lines too. An odd help play after it is another
        // matter in Popeye (no line where 1->h#N.5 has them).
        const Node* g = plainHelpGoal(*child, child->maxPlies, true);
        if (!g) return refuse("this nested branch after one help move (GMS solves 1h[-2Nhh[G]]h and 1h[2Nhh[G]]h)");
        Stipulation s;
        s.kind = Kind::Help;
        s.goal = g->goal;
        s.targetSquare = g->targetSquare;
        s.moves = child->maxPlies / 2;
        s.introMoves = 1;
        s.introSideStarts = child->flip;
        return finish(s, b.flip);
    }
    if (b.letters == "s" && !child->leaf && child->flip && child->letters == "da" && child->maxPlies == 1 &&
        child->minPlies == -1 && !child->hidden && !child->endsOnNested && !child->conditional &&
        child->constraints.empty() && b.constraints.empty() && !b.conditional) {
        // Series-self play whose forced move is the series side's own ("9s[-1d[x]a]", sford.inp):
        // the other side passes after the last series move too.
        std::string w;
        const Node* g = lastFork(*child, w);
        if (!g || !g->leaf) return refuse("this nested branch after series play");
        Stipulation s;
        s.kind = Kind::SeriesSelf;
        s.seriesSideEnds = true;
        s.goal = g->goal;
        s.targetSquare = g->targetSquare;
        s.moves = b.maxPlies;
        s.exact = b.minPlies == b.maxPlies;
        return finish(s, b.flip);
    }
    if (!child->leaf && child->flip) return refuse("'-' before a nested branch");
    if (b.conditional) {
        Stipulation s;
        if (!parrySeries(b, *child, s, why)) return refuse(why);
        return finish(s, b.flip);
    }
    Stipulation s;
    s.exact = b.minPlies == b.maxPlies;
    const int n = b.maxPlies;
    auto goalOf = [&](const Node& leaf) {
        s.goal = leaf.goal;
        s.targetSquare = leaf.targetSquare;
    };
    if (b.letters == "hh" && !child->leaf && child->endsOnNested) {
        // hr N: 2N-1 help half moves, then the goal move; hr N.5: 2N
        if (!reflexEnding(b, *child, Kind::HelpReflex, s, why)) return refuse(why);
        s.moves = (n + 1) / 2;
        s.halfMove = n % 2 == 0;
    } else if (b.letters == "s" && !child->leaf && child->endsOnNested) {
        if (!reflexEnding(b, *child, Kind::SeriesReflex, s, why)) return refuse(why);
        s.moves = n;
    } else if (b.letters == "hh") {
        if (!b.constraints.empty()) {
            // Popeye's GoalIsEnd written out: "4h{!x}h[x]", the goal forbidden to the side that
            // does not reach it (an even help play: the side that starts).
            const bool goalIsEnd = child->leaf && n % 2 == 0 &&
                                   std::all_of(b.constraints.begin(), b.constraints.end(), [&](const auto& k) {
                                       return k.afterLetter == 0 && k.text == "!" + child->text;
                                   });
            if (!goalIsEnd) {
                // Another goal forbidden to one side's moves: "- 3h[#]{!x}h" (after the goal
                // side's letter), "4h{!x}h[#]" (after the other side's).
                const std::size_t goalLetter = std::size_t(n - 1) % 2;
                const auto& k = b.constraints.front();
                s.forbiddenGoal = child->leaf && b.constraints.size() == 1 ? forbiddenGoalOf(k.text) : std::nullopt;
                if (!s.forbiddenGoal) return refuse("a constraint on help play other than {!G} on one side's moves");
                s.forbiddenForGoalSide = k.afterLetter == goalLetter;
                if (*s.forbiddenGoal == child->goal)
                    return refuse(s.forbiddenForGoalSide ? "the goal forbidden to the side that reaches it"
                                                         : "GoalIsEnd written as a constraint (Nh{!G}h[G]) with an odd "
                                                           "number of half moves");
            } else {
                if (!options) return refuse("GoalIsEnd written as a constraint (Nh{!G}h[G]) outside a problem file,");
                options->goalIsEnd = true;
            }
        }
        if (child->both[0]) { // reci-h: an even help play, then the reciprocal ending
            if (!reciprocalEnding(*child, s)) return refuse(reciForm);
            if (n % 2 != 0 || s.exact) return refuse("a reciprocal ending after an odd or exact help play");
            s.moves = n / 2 + 1;
            return finish(s, b.flip);
        }
        if (!child->leaf && nestedGoalMove(*child)) { // "3h[1a[x]d]h": help play one half move longer
            s.kind = Kind::Help;
            goalOf(*lastFork(*child, why));
            s.moves = (n + 1) / 2;
            s.halfMove = n % 2 == 0;
            s.earlyGoalGoesOn = true;
        } else if (child->leaf) { // h: 2N half moves, Black first; h N.5: 2N+1, White first
            s.kind = Kind::Help;
            goalOf(*child);
            s.moves = n / 2;
            s.halfMove = n % 2 == 1;
        } else {
            if (!helpEnding(*child, s, why)) return refuse(why);
            if (s.kind == Kind::HelpSelf) { // hs N: 2N-1 help half moves; hs N.5: 2N
                s.moves = (n + 1) / 2;
                s.halfMove = n % 2 == 0;
            } else { // help-direct: the side that starts is the defender in the ending
                if ((n % 2 == 0) != (s.endingPlies == 2)) // 2da after an even help play, 3a ... after an odd one
                    return refuse("help-direct play in which the side that starts also wins");
                s.moves = n / 2;
                s.halfMove = n % 2 == 1;
            }
        }
    } else if (b.letters == "ad") {
        if (child->leaf) {
            if (!b.constraints.empty()) return refuse("a constraint on direct or self play");
            s.kind = n % 2 ? Kind::Direct : Kind::Self; // the goal after the attacker's or the defender's move
            goalOf(*child);
            s.moves = (n + 1) / 2;
        } else if (child->letters == "da" && child->maxPlies == 1) {
            // Self play whose forced end is written out, with '/' and {!+}: "3a[/1d[+]a{!+}]d"
            // (capzug.inp): the defender's last move proved, not shown; not in check before it.
            if (!b.constraints.empty() || n % 2 == 0) return refuse("this nested branch after attack play");
            if (!helpEnding(*child, s, why)) return refuse(why);
            s.kind = Kind::Self;
            s.moves = (n + 1) / 2;
            s.earlyGoalGoesOn = true; // the goal is the nested branch's: asked at the last move only
        } else {
            // semi-r: "(2N-1)a[1a[G]d]d"; r: with the constraint {!1a[G]d}
            const Node& c = *child;
            std::string w;
            const Node* g = c.leaf || c.letters != "ad" || c.maxPlies != 1 || c.hidden || c.endsOnNested ||
                                    c.minPlies != -1 || !c.constraints.empty()
                                ? nullptr
                                : lastFork(c, w);
            if (!g || !g->leaf || n % 2 == 0) return refuse("this nested branch after attack play");
            if (!b.constraints.empty() && !reflexConstraintsOnly(b, *g))
                return refuse("this constraint on attack play");
            s.kind = b.constraints.empty() ? Kind::SemiReflex : Kind::Reflex;
            goalOf(*g);
            s.moves = (n + 1) / 2;
        }
    } else if (b.letters == "s") {
        s.moves = n;
        if (child->leaf) {
            if (!b.constraints.empty()) return refuse("a constraint on series play");
            s.kind = Kind::SeriesDirect;
            goalOf(*child);
        } else {
            // The other side's one move after the series: a help move or an attacker's
            // ("1h[G]h", "1a[G]d": ser-h), or a forced defence ("1d[G]a": ser-s); the constraint
            // {!1a[G]d} obliges the other side to reach the goal whenever it can (ser-r).
            const Node& c = *child;
            std::string w;
            const Node* g = c.leaf || c.maxPlies != 1 || c.hidden || c.endsOnNested || c.minPlies != -1 ||
                                    !c.constraints.empty() ||
                                    (c.letters != "hh" && c.letters != "da" && c.letters != "ad")
                                ? nullptr
                                : lastFork(c, w);
            if (g && !g->leaf && c.letters != "da" && b.constraints.empty()) {
                // The other side's move, then the series side's forced end, with '/' and {!+}
                // as in help-self play ("8s[1a[/1d[+]a{!+}]d]", capzug.inp): ser-hs.
                if (!helpEnding(*g, s, why) || s.kind != Kind::HelpSelf)
                    return refuse(s.kind == Kind::HelpDirect ? "this nested branch after series play" : why);
                s.kind = Kind::SeriesHelpSelf;
                return finish(s, b.flip);
            }
            if (!g || !g->leaf) return refuse("this nested branch after series play");
            s.kind = c.letters == "da" ? Kind::SeriesSelf : Kind::SeriesHelp;
            goalOf(*g);
            if (!b.constraints.empty()) {
                if (c.letters != "ad" || !reflexConstraintsOnly(b, *g))
                    return refuse("a constraint on series play other than the reflex {!1a[G]d} before 1a[G]d");
                s.kind = Kind::SeriesReflex;
            }
        }
    } else if (options && child->leaf && b.constraints.empty()) {
        // Popeye's PostKeyPlay written out ("- 6da[#]": the side word names the attacker): the
        // key made, the defender to move; the goal after an attacker's move (even length: #N)
        // or the defender's (odd: s#N). Without '-' the side word names the defender, and
        // Popeye numbers its moves as a play of their own ("1d[#]a": "1.Rb4*b6 #").
        s.kind = n % 2 == 0 ? Kind::Direct : Kind::Self;
        goalOf(*child);
        s.moves = n % 2 == 0 ? n / 2 + 1 : (n + 1) / 2;
        if (s.exact) return refuse("an exact defender's branch (m:n before da)");
        options->postKeyPlay = true;
        options->postKeyOwnNumbers = !b.flip;
    } else {
        return refuse(options ? "play that starts with the defender's move (da) with a constraint"
                              : "play that starts with the defender's move (da, Popeye's PostKeyPlay) outside a "
                                "problem file,");
    }
    if (s.moves < 1 && !(s.moves == 0 && s.halfMove && (s.kind == Kind::Help || s.kind == Kind::HelpDirect)))
        return refuse("a branch of " + std::to_string(n) + " half moves");
    return finish(s, b.flip);
}

std::string structuredBody(const Stipulation& s) {
    if (s.numberedFromOtherSide) { // "- 4hh[#]": the side word names the side that does not start
        Stipulation rest = s;
        rest.numberedFromOtherSide = false;
        return "- " + partBody(rest);
    }
    if (s.goal == Stipulation::GoalType::NotMate) // direct play that must not mate: "1a[!#]d"
        return withPlies(s, s.plies()) + "a[!#]d";
    std::string goal = Stipulation::goalSymbol(s.goal, s.targetSquare);
    if (s.seriesSideEnds) // the series side's own forced move: "9s[-1d[x]a]"
        return withPlies(s, s.moves) + "s[-1d[" + goal + "]a]";
    if (s.introSideStarts) // one intro move, then the same side starts the help play: "1h[-14hh[#]]h"
        return "1h[-" + withPlies(s, s.mainPlay().plies()) + "hh[" + goal + "]]h";
    if (s.forbiddenGoal) { // a goal forbidden to one side's moves: "3h[#]{!x}h", "4h{!x}h[#]"
        const int n = s.plies();
        const std::string forbidden = "{!" + Stipulation::goalSymbol(*s.forbiddenGoal) + "}";
        // The goal follows the branch's last half move: the first letter's when n is odd.
        std::string goalSide = "h[" + goal + "]", otherSide = "h";
        (s.forbiddenForGoalSide ? goalSide : otherSide) += forbidden;
        return withPlies(s, n) + (n % 2 ? goalSide + otherSide : otherSide + goalSide);
    }
    if (s.startingSideGoal) // a goal for each side: "4h[=]h[#]"
        return withPlies(s, s.plies()) + "h[" + Stipulation::goalSymbol(*s.startingSideGoal) + "]h[" + goal + "]";
    if (s.semiReflex) { // '>' alone before the goal move: "3h[>1a[x]d]h", "4hh[>1a[#]d]", "2s[>1a[x]d]"
        const std::string ending = "[>1a[" + goal + "]d]";
        if (s.kind == Kind::SeriesReflex) return withPlies(s, s.moves) + "s" + ending;
        const int help = s.plies() - 1;
        return withPlies(s, help) + (help % 2 ? "h" + ending + "h" : "hh" + ending);
    }
    if (s.kind == Kind::Self) // the forced end a branch of its own: "3a[/1d[+]a{!+}]d"
        return withPlies(s, s.plies() - 1) + "a[" + (s.endingHidden ? "/" : "") + "1d[" + goal + "]a" +
               (s.endingNotInCheck ? "{!+}" : "") + "]d";
    if (s.earlyGoalGoesOn) { // the goal move nested after help play: "3h[1a[x]d]h", "2hh[1a[+]d]"
        const int help = s.plies() - 1;
        return withPlies(s, help) + (help % 2 ? "h[1a[" + goal + "]d]h" : "hh[1a[" + goal + "]d]");
    }
    if (s.kind == Kind::SeriesHelpSelf) // "8s[1a[/1d[+]a{!+}]d]": the other side's move, the hidden end
        return withPlies(s, s.moves) + "s[1a[" + (s.endingHidden ? "/" : "") + "1d[" + goal + "]a" +
               (s.endingNotInCheck ? "{!+}" : "") + "]d]";
    if (s.kind != Kind::HelpDirect && s.kind != Kind::HelpSelf) return s.toString();
    const int help = s.plies() - 1; // both judge their ending's first move in place, one ply past the help play
    const std::string ending = std::string(s.endingHidden ? "/" : "") +
                               (s.kind != Kind::HelpDirect ? "1d[" + goal + "]a"
                                : s.attackerEnding()       ? std::to_string(s.endingPlies) + "a[" + goal + "]d"
                                                           : "2da[" + goal + "]") +
                               (s.endingNotInCheck ? "{!+}" : "");
    // The ending follows the help branch's last half move: "4hh[...]", "3h[...]h".
    return withPlies(s, help) + (help % 2 ? "h[" + ending + "]h" : "hh[" + ending + "]");
}

std::string partBody(const Stipulation& s) {
    if (s.structured()) return structuredBody(s);
    if (s.introMoves > 0 || s.isSeries() || s.isReciprocal()) return {};
    const std::string goal = "[" + Stipulation::goalSymbol(s.goal, s.targetSquare) + "]";
    const int n = s.plies();
    switch (s.kind) {
        case Kind::Direct: return s.exact ? std::string() : std::to_string(n) + "a" + goal + "d"; // #2: "3a[#]d"
        case Kind::Self:
            return s.exact ? std::string() : std::to_string(n) + "ad" + goal; // s#2: "4ad[#]"
        // The goal follows the last half move: the first letter's when n is odd ("3h[#]h").
        case Kind::Help: return withPlies(s, n) + (n % 2 ? "h" + goal + "h" : "hh" + goal);
        default: return {};
    }
}

std::string postKeyBody(const Stipulation& s) {
    // The inverse of the defender's branch read above: n even is #(n/2+1), n odd s#((n+1)/2).
    if (s.exact || s.structured()) return {};
    const std::string goal = "[" + Stipulation::goalSymbol(s.goal, s.targetSquare) + "]";
    if (s.kind == Kind::Direct && s.moves >= 2) return std::to_string(2 * s.moves - 2) + "da" + goal;
    if (s.kind == Kind::Self) return std::to_string(2 * s.moves - 1) + "d" + goal + "a";
    return {};
}

std::vector<std::string_view> outermostParts(std::string_view body) {
    std::vector<std::string_view> parts;
    int depth = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i < body.size(); ++i) {
        const char c = body[i];
        if (c == '[' || c == '{' || c == '(') ++depth;
        if ((c == ']' || c == '}' || c == ')') && depth > 0) --depth;
        if (c == '&' && depth == 0) {
            parts.push_back(body.substr(start, i - start));
            start = i + 1;
        }
    }
    parts.push_back(body.substr(start));
    return parts;
}

} // namespace gms
