// SPDX-License-Identifier: GPL-3.0-or-later
#include "family_solver.h"

#include "direct_mate_solver.h"
#include "help_solver.h"

namespace gms {

std::unique_ptr<FamilySolver> makeFamilySolver(const Stipulation& stip, SearchContext& context) {
    switch (stip.kind) {
    case Stipulation::Kind::DirectMate: return std::make_unique<DirectMateSolver>(context);
    case Stipulation::Kind::SelfMate:
    case Stipulation::Kind::ReflexMate:
    case Stipulation::Kind::HelpMate:
    case Stipulation::Kind::SeriesHelpMate: return std::make_unique<HelpSolver>(context);
    }
    return nullptr;
}

} // namespace gms
