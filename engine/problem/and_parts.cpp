// SPDX-License-Identifier: GPL-3.0-or-later
#include "and_parts.h"

#include "structured_stipulation.h"

namespace gms {

namespace {

/// The side to move of a full FEN ("... w ..." or "... b ...").
bool fenWhiteToMove(const std::string& fen) {
    const std::size_t blank = fen.find(' ');
    return blank == std::string::npos || blank + 1 >= fen.size() || fen[blank + 1] != 'b';
}

} // namespace

bool andSideWordWhite(const Problem& p) { return fenWhiteToMove(p.fen) != p.stipulation.numberedFromOtherSide; }

std::string andPartText(const Problem& p, std::size_t k) {
    if (k == 0) return partBody(p.stipulation);
    if (k > p.andParts.size()) return {};
    const StipulationPart& part = p.andParts[k - 1];
    const std::string body = partBody(part.stipulation);
    if (body.empty()) return {};
    // '-' gives the first move to the side the side word does not name (written by partBody
    // when the part's help play is numbered from that side).
    const bool minus = part.whiteFirst != andSideWordWhite(p) && !part.stipulation.numberedFromOtherSide;
    return (minus ? "- " : "") + body;
}

std::string andStipulationText(const Problem& p) {
    std::string s = andSideWordWhite(p) ? "White" : "Black";
    for (std::size_t k = 0; k <= p.andParts.size(); ++k) s += (k ? " & " : " ") + andPartText(p, k);
    return s;
}

} // namespace gms
