// SPDX-License-Identifier: GPL-3.0-or-later
#include "SolveSummary.h"

#include "MoveNotation.h"
#include "SolutionsPane.h"
#include "UiUtil.h"
#include "search_context.h"
#include "solution_text.h"

#include <QCoreApplication>
#include <QStringList>

namespace gms::ui {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("MainWindow", text); }

/// A stopped battle solve names the keys it proved before it stopped.
QString keysSoFar(const Position& root, const Solution& solution) {
    if (solution.complete || solution.keys.empty()) return {};
    QStringList keys;
    for (const AttackNode& k : solution.keys) keys << QStringLiteral("1.%1!").arg(sanText(root, k.move));
    return QLatin1Char(' ') + tr("Keys so far: %1.").arg(keys.join(QStringLiteral(", ")));
}

} // namespace

QString solveSummary(const Position& root, const Solution& solution) {
    QString verdict = SolutionsPane::verdict(root, solution);
    if (!solution.twinLabel.empty()) verdict = QStringLiteral("%1) %2").arg(qs(solution.twinLabel), verdict);
    verdict += keysSoFar(root, solution);
    const bool failed = !solution.error.empty() && !isStoppedError(solution.error);
    if (failed) return verdict;
    if (solution.complete) return tr("Solved in %1 s. %2").arg(solution.total.seconds, 0, 'f', 2).arg(verdict);
    const bool byLimit = solution.error.rfind("stopped: ", 0) == 0;
    return tr("Stopped after %1 s%2. %3")
        .arg(solution.total.seconds, 0, 'f', 2)
        .arg(byLimit ? " (" + qs(solution.error.substr(9)) + ")" : QString())
        .arg(verdict);
}

QString allTwinsSummary(const std::vector<Solution>& labelled) {
    QStringList verdicts;
    for (const Solution& sol : labelled)
        verdicts << QStringLiteral("%1) %2").arg(qs(sol.twinLabel), qs(verdictText(sol)));
    if (!labelled.back().complete)
        return tr("Stopped in %1): %2.").arg(qs(labelled.back().twinLabel), verdicts.join(QStringLiteral("; ")));
    return tr("Every twin solved: %1.").arg(verdicts.join(QStringLiteral("; ")));
}

} // namespace gms::ui
