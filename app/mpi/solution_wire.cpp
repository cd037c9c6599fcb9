// SPDX-License-Identifier: GPL-3.0-or-later
#include "solution_wire.h"

#include <cstdint>
#include <cstring>

namespace gms::mpi {
namespace {

/// Raw bytes of fixed-size values in native order: the ranks of one job run one binary on one architecture.
struct Writer {
    std::string out;
    template <class T>
    void put(T v) {
        out.append(reinterpret_cast<const char*>(&v), sizeof v);
    }
    void text(const std::string& s) {
        put<std::uint32_t>(std::uint32_t(s.size()));
        out += s;
    }
    void stats(const IterationStats& r) {
        put<std::int32_t>(r.ply);
        put(r.gen);
        put(r.evl);
        put(r.repetitions);
        put(r.tableProbes);
        put(r.tableHits);
        put(r.seconds);
    }
    void moves(const std::vector<Move>& ms) {
        put<std::uint32_t>(std::uint32_t(ms.size()));
        for (Move m : ms) put(m.raw());
    }
    void attack(const AttackNode& a);
    void defence(const DefenceNode& d) {
        put(d.move.raw());
        put<std::uint8_t>(d.givesCheck);
        put<std::uint32_t>(std::uint32_t(d.replies.size()));
        for (const auto& r : d.replies) attack(r);
    }
    void defences(const std::vector<DefenceNode>& ds) {
        put<std::uint32_t>(std::uint32_t(ds.size()));
        for (const auto& d : ds) defence(d);
    }
    void attacks(const std::vector<AttackNode>& as) {
        put<std::uint32_t>(std::uint32_t(as.size()));
        for (const auto& a : as) attack(a);
    }
    void lines(const std::vector<HelpLine>& ls) {
        put<std::uint32_t>(std::uint32_t(ls.size()));
        for (const auto& l : ls) {
            moves(l.moves);
            put<std::uint8_t>(l.isShort);
            put<std::int32_t>(l.endingStart); // where the numbering starts again (h[3a[G]d]h)
            put<std::int32_t>(l.introLength); // m->
            put<std::uint8_t>(l.obliged);
        }
    }
};

void Writer::attack(const AttackNode& a) {
    put(a.move.raw());
    put<std::int32_t>(a.mateIn);
    put<std::uint8_t>(a.givesCheck);
    put<std::uint8_t>(a.zugzwang);
    attacks(a.threats);
    defences(a.defences);
    defences(a.refutations);
}

struct Reader {
    const std::string& in;
    std::size_t at = 0;
    bool ok = true;
    template <class T>
    T get() {
        T v{};
        if (at + sizeof v > in.size()) {
            ok = false;
            return v;
        }
        std::memcpy(&v, in.data() + at, sizeof v);
        at += sizeof v;
        return v;
    }
    /// A count that cannot exceed the bytes left (so corrupt input cannot ask for huge vectors).
    std::size_t count() {
        const auto n = get<std::uint32_t>();
        if (n > in.size() - at) ok = false;
        return ok ? n : 0;
    }
    std::string text() {
        const std::size_t n = count();
        std::string s = in.substr(at, n);
        at += n;
        return s;
    }
    Move move() { return Move(get<std::uint16_t>()); }
    void stats(IterationStats& r) {
        r.ply = get<std::int32_t>();
        r.gen = get<std::uint64_t>();
        r.evl = get<std::uint64_t>();
        r.repetitions = get<std::uint64_t>();
        r.tableProbes = get<std::uint64_t>();
        r.tableHits = get<std::uint64_t>();
        r.seconds = get<double>();
    }
    void moves(std::vector<Move>& ms) {
        ms.resize(count());
        for (auto& m : ms) m = move();
    }
    void attack(AttackNode& a, int depth);
    void defence(DefenceNode& d, int depth) {
        d.move = move();
        d.givesCheck = get<std::uint8_t>();
        d.replies.resize(count());
        for (auto& r : d.replies) attack(r, depth + 1);
    }
    void defences(std::vector<DefenceNode>& ds, int depth) {
        ds.resize(count());
        for (auto& d : ds) defence(d, depth);
    }
    void attacks(std::vector<AttackNode>& as, int depth) {
        as.resize(count());
        for (auto& a : as) attack(a, depth);
    }
    void lines(std::vector<HelpLine>& ls) {
        ls.resize(count());
        for (auto& l : ls) {
            moves(l.moves);
            l.isShort = get<std::uint8_t>();
            l.endingStart = get<std::int32_t>();
            l.introLength = get<std::int32_t>();
            l.obliged = get<std::uint8_t>() != 0;
            if (l.endingStart < -1 || l.endingStart > int(l.moves.size()) || l.introLength < 0 ||
                l.introLength > int(l.moves.size()))
                ok = false; // corrupt
        }
    }
};

void Reader::attack(AttackNode& a, int depth) {
    if (depth > 4 * Stipulation::MaxMoves + 8 || !ok) { // deeper than any tree: corrupt
        ok = false;
        return;
    }
    a.move = move();
    a.mateIn = get<std::int32_t>();
    a.givesCheck = get<std::uint8_t>();
    a.zugzwang = get<std::uint8_t>();
    attacks(a.threats, depth + 1);
    defences(a.defences, depth + 1);
    defences(a.refutations, depth + 1);
}

} // namespace

std::string encodeSolution(const Solution& sol) {
    Writer w;
    w.put<std::uint8_t>(sol.complete);
    w.text(sol.error);
    w.attacks(sol.keys);
    w.attacks(sol.tries);
    w.lines(sol.lines);
    w.put<std::uint8_t>(sol.hasSetPlay);
    w.defences(sol.setPlay);
    w.lines(sol.setLines);
    w.put<std::int32_t>(sol.shortest);
    // The options honoured, as the JSON reports them.
    w.put<std::uint8_t>(sol.quodlibet);
    w.put<std::int32_t>(sol.maxThreatLength);
    w.put<std::int32_t>(sol.maxFlights);
    w.put<std::int32_t>(sol.nonTrivial.first);
    w.put<std::int32_t>(sol.nonTrivial.second);
    w.put<std::uint32_t>(std::uint32_t(sol.iterations.size()));
    for (const auto& r : sol.iterations) w.stats(r);
    w.stats(sol.treePhase);
    w.stats(sol.total);
    return w.out;
}

bool decodeSolution(const std::string& bytes, Solution& out) {
    Reader r{bytes};
    out.complete = r.get<std::uint8_t>();
    out.error = r.text();
    r.attacks(out.keys, 0);
    r.attacks(out.tries, 0);
    r.lines(out.lines);
    out.hasSetPlay = r.get<std::uint8_t>();
    r.defences(out.setPlay, 0);
    r.lines(out.setLines);
    out.shortest = r.get<std::int32_t>();
    out.quodlibet = r.get<std::uint8_t>();
    out.maxThreatLength = r.get<std::int32_t>();
    out.maxFlights = r.get<std::int32_t>();
    out.nonTrivial.first = r.get<std::int32_t>();
    out.nonTrivial.second = r.get<std::int32_t>();
    out.iterations.resize(r.count());
    for (auto& row : out.iterations) r.stats(row);
    r.stats(out.treePhase);
    r.stats(out.total);
    return r.ok && r.at == bytes.size();
}

} // namespace gms::mpi
