// SPDX-License-Identifier: GPL-3.0-or-later
#include "solution_json.h"

#include "notation.h"

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
    return "\"uci\":" + jsonQuote(toUci(m)) + ",\"san\":" + jsonQuote(toSan(pos, m)) + ",\"popeye\":" +
           jsonQuote(toPopeye(pos, m));
}

struct TreeWriter {
    Position pos;

    std::string attack(const AttackNode& n) {
        std::string s = "{" + moveFields(pos, n.move) + ",\"mate_in\":" + std::to_string(n.mateIn) +
                        ",\"check\":" + (n.givesCheck ? "true" : "false");
        UndoInfo undo;
        pos.makeMove(n.move, undo);
        if (n.mateIn > 1 || !n.defences.empty() || !n.refutations.empty()) {
            s += ",\"zugzwang\":";
            s += n.zugzwang ? "true" : "false";
            s += ",\"threats\":[";
            for (std::size_t i = 0; i < n.threats.size(); ++i) {
                UndoInfo nullUndo;
                pos.makeNullMove(nullUndo);
                s += (i ? "," : "") + attack(n.threats[i]);
                pos.unmakeNullMove(nullUndo);
            }
            s += "],\"defences\":[";
            for (std::size_t i = 0; i < n.defences.size(); ++i) s += (i ? "," : "") + defence(n.defences[i]);
            s += "]";
            if (!n.refutations.empty()) {
                s += ",\"refutations\":[";
                for (std::size_t i = 0; i < n.refutations.size(); ++i)
                    s += (i ? "," : "") + std::string("{") + moveFields(pos, n.refutations[i].move) + "}";
                s += "]";
            }
        }
        pos.unmakeMove(n.move, undo);
        return s + "}";
    }

    std::string defence(const DefenceNode& d) {
        std::string s = "{" + moveFields(pos, d.move) + ",\"check\":" + (d.givesCheck ? "true" : "false") +
                        ",\"dual\":" + (d.isDual() ? "true" : "false") + ",\"replies\":[";
        UndoInfo undo;
        pos.makeMove(d.move, undo);
        for (std::size_t i = 0; i < d.replies.size(); ++i) s += (i ? "," : "") + attack(d.replies[i]);
        pos.unmakeMove(d.move, undo);
        return s + "]}";
    }
};

std::string stats(const IterationStats& r) {
    return "{\"ply\":" + std::to_string(r.ply) + ",\"gen\":" + std::to_string(r.gen) + ",\"evl\":" +
           std::to_string(r.evl) + ",\"repetitions\":" + std::to_string(r.repetitions) + ",\"seconds\":" + number(r.seconds) + ",\"gen_per_second\":" +
           std::to_string(std::uint64_t(r.genPerSecond())) + "}";
}

} // namespace

std::string solutionToJson(const Position& root, const Solution& sol, bool withTree) {
    std::string s = "{\"fen\":" + jsonQuote(sol.fen) + ",\"stipulation\":" + jsonQuote("#" + std::to_string(sol.moves)) +
                    ",\"complete\":" + (sol.complete ? "true" : "false");
    if (!sol.error.empty()) s += ",\"error\":" + jsonQuote(sol.error);
    s += ",\"keys\":[";
    for (std::size_t i = 0; i < sol.keys.size(); ++i)
        s += (i ? "," : "") + std::string("{") + moveFields(root, sol.keys[i].move) + ",\"mate_in\":" +
             std::to_string(sol.keys[i].mateIn) + "}";
    s += "],\"shortest\":" + std::to_string(sol.shortest);
    s += ",\"sound\":" + std::string(sol.sound() ? "true" : "false");
    s += ",\"cooked\":" + std::string(sol.cooked() ? "true" : "false");
    s += ",\"short\":" + std::string(sol.hasShortSolution() ? "true" : "false");
    TreeWriter w{root};
    s += ",\"tries\":[";
    for (std::size_t i = 0; i < sol.tries.size(); ++i) {
        const AttackNode& t = sol.tries[i];
        s += (i ? "," : "") + std::string("{") + moveFields(root, t.move) + ",\"refutations\":[";
        Position after = root;
        UndoInfo undo;
        after.makeMove(t.move, undo);
        for (std::size_t j = 0; j < t.refutations.size(); ++j)
            s += (j ? "," : "") + std::string("{") + moveFields(after, t.refutations[j].move) + "}";
        s += "]";
        if (withTree) s += ",\"tree\":" + w.attack(t);
        s += "}";
    }
    s += "]";
    if (withTree) {
        s += ",\"tree\":[";
        for (std::size_t i = 0; i < sol.keys.size(); ++i) s += (i ? "," : "") + w.attack(sol.keys[i]);
        s += "]";
    }
    s += ",\"iterations\":[";
    for (std::size_t i = 0; i < sol.iterations.size(); ++i) s += (i ? "," : "") + stats(sol.iterations[i]);
    s += "],\"tree_phase\":" + stats(sol.treePhase) + ",\"total\":" + stats(sol.total) + "}";
    return s;
}

} // namespace gms
