// SPDX-License-Identifier: GPL-3.0-or-later
#include "solution_json.h"

#include "help_solution_json.h"
#include "notation.h"
#include "solution_walk.h"

#include <vector>

#include <cstdio>

namespace gms {

namespace {
/// Length of the valid UTF-8 sequence starting at s[i] (1-4), or 0 when the bytes there are not UTF-8
/// (overlong forms, surrogates and code points above U+10FFFF are not).
std::size_t utf8SequenceLength(const std::string& s, std::size_t i) {
    auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    unsigned char c = byte(i);
    std::size_t length = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    if (length == 0 || i + length > s.size()) return 0;
    for (std::size_t k = 1; k < length; ++k)
        if ((byte(i + k) & 0xC0) != 0x80) return 0;
    unsigned char c1 = byte(i + 1);
    if (c == 0xE0 && c1 < 0xA0) return 0;  // overlong
    if (c == 0xED && c1 >= 0xA0) return 0; // UTF-16 surrogate
    if (c == 0xF0 && c1 < 0x90) return 0;  // overlong
    if (c == 0xF4 && c1 >= 0x90) return 0; // above U+10FFFF
    return length;
}
} // namespace

std::string jsonQuote(const std::string& s) {
    // Always valid JSON and valid UTF-8: control characters escaped, every byte that
    // is not part of a valid UTF-8 sequence replaced by U+FFFD.
    std::string out = "\"";
    for (std::size_t i = 0; i < s.size();) {
        unsigned char c = static_cast<unsigned char>(s[i]);
        if (c >= 0x80) {
            std::size_t length = utf8SequenceLength(s, i);
            if (length == 0) {
                out += "\xEF\xBF\xBD";
                ++i;
            } else {
                out.append(s, i, length);
                i += length;
            }
            continue;
        }
        ++i;
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                if (c < 0x20 || c == 0x7F) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", c);
                    out += buf;
                } else {
                    out += char(c);
                }
        }
    }
    return out + "\"";
}

namespace {

std::string number(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6f", v);
    return buf;
}

std::string moveFields(const Position& pos, Move m) {
    return "\"uci\":" + jsonQuote(toUci(m)) + ",\"san\":" + jsonQuote(toSan(pos, m)) +
           ",\"popeye\":" + jsonQuote(toPopeye(pos, m));
}

/// Builds each node's JSON bottom-up as the walk leaves it.
class JsonTreeWriter : public SolutionVisitor {
public:
    std::vector<std::string> roots; ///< Depth-0 nodes, in walk order.
    /// PostKeyPlay: the nodes below the key already made, by role (there is no parent frame).
    std::vector<std::string> postThreats, postDefences, postRefutations;
    std::vector<std::string> refutationSummary; ///< Depth-1 refutations ({uci,san,popeye}) of the walked try.

    bool enter(const WalkStep& s) override {
        Frame f;
        f.fields = moveFields(s.before, s.move);
        if (s.role == WalkRole::Refutation && s.depth == 1) refutationSummary.push_back("{" + f.fields + "}");
        stack_.push_back(std::move(f));
        return true;
    }

    void leave(const WalkStep& s) override {
        Frame f = std::move(stack_.back());
        stack_.pop_back();
        std::string json = isAttackRole(s.role) ? attack(*s.attack, f) : defence(*s.defence, s.role, f);
        if (stack_.empty()) {
            if (s.depth == 0)
                roots.push_back(std::move(json));
            else if (s.role == WalkRole::Threat)
                postThreats.push_back(std::move(json));
            else if (s.role == WalkRole::Refutation)
                postRefutations.push_back(std::move(json));
            else
                postDefences.push_back(std::move(json));
            return;
        }
        Frame& parent = stack_.back();
        switch (s.role) {
            case WalkRole::Threat: parent.threats.push_back(std::move(json)); break;
            case WalkRole::Refutation: parent.refutations.push_back(std::move(json)); break;
            case WalkRole::Reply: parent.replies.push_back(std::move(json)); break;
            default: parent.defences.push_back(std::move(json)); break;
        }
    }

private:
    struct Frame {
        std::string fields;
        std::vector<std::string> threats, defences, refutations, replies;
    };

public:
    static std::string list(const std::vector<std::string>& items) {
        std::string s = "[";
        for (std::size_t i = 0; i < items.size(); ++i) s += (i ? "," : "") + items[i];
        return s + "]";
    }

private:
    static std::string attack(const AttackNode& n, const Frame& f) {
        std::string s = "{" + f.fields + ",\"mate_in\":" + std::to_string(n.mateIn) +
                        ",\"check\":" + (n.givesCheck ? "true" : "false");
        if (n.obliged) s += ",\"obliged\":true";
        if (n.mateIn > 1 || !n.defences.empty() || !n.refutations.empty()) {
            s += ",\"zugzwang\":";
            s += n.zugzwang ? "true" : "false";
            s += ",\"threats\":" + list(f.threats) + ",\"defences\":" + list(f.defences);
            if (!f.refutations.empty()) s += ",\"refutations\":" + list(f.refutations);
        }
        return s + "}";
    }

    static std::string defence(const DefenceNode& d, WalkRole role, const Frame& f) {
        if (role == WalkRole::Refutation) // r#'s reflex defences carry the attacker's obliged mates
            return "{" + f.fields + (f.replies.empty() ? std::string() : ",\"replies\":" + list(f.replies)) + "}";
        return "{" + f.fields + ",\"check\":" + (d.givesCheck ? "true" : "false") +
               ",\"dual\":" + (d.isDual() ? "true" : "false") + ",\"replies\":" + list(f.replies) + "}";
    }

    std::vector<Frame> stack_;
};

} // namespace

std::string statisticsToJson(const IterationStats& r) {
    return "{\"ply\":" + std::to_string(r.ply) + ",\"gen\":" + std::to_string(r.gen) +
           ",\"evl\":" + std::to_string(r.evl) + ",\"repetitions\":" + std::to_string(r.repetitions) +
           ",\"seconds\":" + number(r.seconds) +
           ",\"gen_per_second\":" + std::to_string(std::uint64_t(r.genPerSecond())) +
           ",\"table_probes\":" + std::to_string(r.tableProbes) + ",\"table_hits\":" + std::to_string(r.tableHits) +
           // Intelligent help play: nodes tested against the goal's move bounds, and cut.
           (r.boundTests
                ? ",\"bound_tests\":" + std::to_string(r.boundTests) + ",\"bound_cuts\":" + std::to_string(r.boundCuts)
                : std::string()) +
           // ... and searched target by target: the final king squares admitted and searched.
           (r.targetsEnumerated ? ",\"targets_enumerated\":" + std::to_string(r.targetsEnumerated) +
                                      ",\"targets_searched\":" + std::to_string(r.targetsSearched) +
                                      ",\"targets_proved\":" + std::to_string(r.targetsProved) +
                                      ",\"targets_refuted\":" + std::to_string(r.targetsSearched - r.targetsProved)
                                : std::string()) +
           "}";
}

std::string solutionToJson(const Position& root, const Solution& sol, bool withTree) {
    if (sol.stipulation.isHelp()) return helpSolutionToJson(root, sol);
    std::string s = "{\"fen\":" + jsonQuote(sol.fen) + ",\"stipulation\":" + jsonQuote(sol.stipulation.toString()) +
                    ",\"complete\":" + (sol.complete ? "true" : "false");
    if (!sol.error.empty()) s += ",\"error\":" + jsonQuote(sol.error);
    if (sol.quodlibet) s += ",\"quodlibet\":true";
    if (sol.maxThreatLength > 0) s += ",\"threat\":" + std::to_string(sol.maxThreatLength);
    if (sol.maxFlights >= 0) s += ",\"max_flights\":" + std::to_string(sol.maxFlights);
    if (sol.nonTrivial.first >= 0)
        s += ",\"non_trivial\":[" + std::to_string(sol.nonTrivial.first) + "," + std::to_string(sol.nonTrivial.second) +
             "]";
    s += ",\"keys\":[";
    for (std::size_t i = 0; i < sol.keys.size(); ++i)
        s += (i ? "," : "") + std::string("{") + moveFields(root, sol.keys[i].move) +
             ",\"mate_in\":" + std::to_string(sol.keys[i].mateIn) + "}";
    s += "],\"shortest\":" + std::to_string(sol.shortest);
    // Verdicts only for what was proven: the keys listed are proven (so two of them prove a
    // cook, a shorter one a short solution), but "sound" and every "no" need the whole
    // length searched; a stopped solve gives null there.
    auto proven = [&](bool found, bool needsComplete) {
        if (found && !needsComplete) return std::string("true");
        if (!sol.complete) return std::string("null");
        return std::string(found ? "true" : "false");
    };
    s += ",\"sound\":" + proven(sol.sound(), true);
    s += ",\"cooked\":" + proven(sol.cooked(), false);
    s += ",\"short\":" + proven(sol.hasShortSolution(), false);
    s += ",\"tries\":[";
    for (std::size_t i = 0; i < sol.tries.size(); ++i) {
        const AttackNode& t = sol.tries[i];
        JsonTreeWriter w;
        walkAttack(root, t, WalkRole::Try, 1, w);
        s += (i ? "," : "") + std::string("{") + moveFields(root, t.move) + ",\"refutations\":[";
        for (std::size_t j = 0; j < w.refutationSummary.size(); ++j) s += (j ? "," : "") + w.refutationSummary[j];
        s += "]";
        if (withTree && !w.roots.empty()) s += ",\"tree\":" + w.roots[0];
        s += "}";
    }
    s += "]";
    // One part of the walk as a JSON array of its top-level nodes.
    auto walkedArray = [&](bool keys, bool setPlay) {
        JsonTreeWriter w;
        WalkParts parts;
        parts.keys = keys;
        parts.setPlay = setPlay;
        parts.obligedMates = parts.tries = false;
        walkSolution(root, sol, w, parts);
        std::string a = "[";
        for (std::size_t i = 0; i < w.roots.size(); ++i) a += (i ? "," : "") + w.roots[i];
        return a + "]";
    };
    if (withTree) s += ",\"tree\":" + walkedArray(true, false);
    if (sol.hasSetPlay) s += ",\"set_play\":" + walkedArray(false, true);
    if (sol.hasPostKey) {
        // PostKeyPlay: the play after the key already made, as below a key in "tree".
        JsonTreeWriter w;
        WalkParts parts;
        parts.setPlay = parts.obligedMates = parts.keys = parts.tries = false;
        parts.postKey = true;
        walkSolution(root, sol, w, parts);
        s += ",\"post_key_play\":{\"mate_in\":" + std::to_string(sol.postKey.mateIn) +
             ",\"zugzwang\":" + (sol.postKey.zugzwang ? "true" : "false") +
             ",\"threats\":" + JsonTreeWriter::list(w.postThreats) +
             ",\"defences\":" + JsonTreeWriter::list(w.postDefences) +
             ",\"refutations\":" + JsonTreeWriter::list(w.postRefutations) + "}";
    }
    if (!sol.obligedMates.empty()) {
        s += ",\"obliged_mates\":[";
        for (std::size_t i = 0; i < sol.obligedMates.size(); ++i)
            s += (i ? "," : "") + std::string("{") + moveFields(root, sol.obligedMates[i].move) + "}";
        s += "]";
    }
    s += ",\"iterations\":[";
    for (std::size_t i = 0; i < sol.iterations.size(); ++i) s += (i ? "," : "") + statisticsToJson(sol.iterations[i]);
    s += "],\"tree_phase\":" + statisticsToJson(sol.treePhase) + ",\"total\":" + statisticsToJson(sol.total) + "}";
    return s;
}

} // namespace gms
