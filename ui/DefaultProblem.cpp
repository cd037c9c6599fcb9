// SPDX-License-Identifier: GPL-3.0-or-later
#include "DefaultProblem.h"

namespace gms::ui {

Problem defaultProblem() {
    Problem p;
    p.fen = "5r2/2P1p3/1K1k2N1/1bN1p1p1/2P1P1pB/6PB/5P2/5r1R w - - 0 1";
    p.stipulation.kind = Stipulation::Kind::DirectMate;
    p.stipulation.moves = 2;
    p.meta.author = "A. Armeni";
    p.meta.source = "Freie Presse";
    p.meta.year = "1994";
    p.meta.remarks = "Example of Popeye's BEISPIEL/ep.inp: the key 1.f4! allows 1...gxf3 e.p.";
    p.hints.tries = true;
    return p;
}

} // namespace gms::ui
