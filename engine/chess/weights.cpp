// SPDX-License-Identifier: GPL-3.0-or-later
#include "weights.h"

#include "bounded_input.h"
#include "printable.h"

#include <sstream>

namespace gms {

namespace {
// Flat layout: one slot per scalar, seven per per-type array.
const char* const TypeNames[7] = {"none", "pawn", "knight", "bishop", "rook", "queen", "king"};
} // namespace

int& OrderingWeights::at(int i) {
    if (i == 0) return check;
    if (i == 1) return captureBase;
    i -= 2;
    if (i < 7) return victim[i];
    i -= 7;
    if (i < 7) return attacker[i];
    i -= 7;
    if (i < 7) return promotion[i];
    i -= 7;
    if (i == 0) return castling;
    i -= 1;
    if (i < 7) return kingProximity[i];
    i -= 7;
    if (i == 0) return kingZoneAttack;
    if (i == 1) return kingMove;
    return hanging;
}

int OrderingWeights::at(int i) const { return const_cast<OrderingWeights*>(this)->at(i); }

const char* OrderingWeights::name(int i) const {
    static std::string names[ParameterCount];
    if (names[0].empty()) {
        int k = 0;
        names[k++] = "check";
        names[k++] = "capture";
        for (const char* group : {"victim", "attacker", "promotion"})
            for (int t = 0; t < 7; ++t) names[k++] = std::string(group) + "." + TypeNames[t];
        names[k++] = "castling";
        for (int t = 0; t < 7; ++t) names[k++] = std::string("proximity.") + TypeNames[t];
        names[k++] = "king_zone";
        names[k++] = "king_move";
        names[k++] = "hanging";
    }
    return (i >= 0 && i < ParameterCount) ? names[i].c_str() : "?";
}

std::string OrderingWeights::serialize() const {
    std::ostringstream out;
    out << "# GMS move-ordering weights: name value\n";
    for (int i = 0; i < ParameterCount; ++i) out << name(i) << ' ' << at(i) << '\n';
    return out.str();
}

bool OrderingWeights::parse(const std::string& text, OrderingWeights& out, std::string& error) {
    OrderingWeights w = defaults();
    if (std::size_t line = 0, length = 0; io::findOverlongLine(text, line, length)) {
        error = "line " + std::to_string(line) + ": " + io::overlongLineMessage(length);
        return false;
    }
    std::istringstream in(text);
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        auto hash = line.find('#');
        if (hash != std::string::npos) line.erase(hash);
        std::istringstream fields(line);
        std::string key;
        if (!(fields >> key)) continue;
        long value;
        if (!(fields >> value) || value < -30000 || value > 30000) {
            error = "line " + std::to_string(lineNo) + ": expected '" + io::printable(key) +
                    " <number between -30000 and 30000>'";
            return false;
        }
        std::string extra;
        if (fields >> extra) {
            error = "line " + std::to_string(lineNo) + ": unexpected '" + io::printable(extra) + "' after the value";
            return false;
        }
        int index = -1;
        for (int i = 0; i < ParameterCount; ++i)
            if (key == w.name(i)) index = i;
        if (index < 0) {
            error = "line " + std::to_string(lineNo) + ": unknown weight '" + io::printable(key) + "'";
            return false;
        }
        w.at(index) = int(value);
    }
    out = w;
    return true;
}

const OrderingWeights& OrderingWeights::defaults() {
    static const OrderingWeights d;
    return d;
}

} // namespace gms
