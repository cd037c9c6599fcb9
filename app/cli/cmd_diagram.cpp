// SPDX-License-Identifier: GPL-3.0-or-later
/// @file cmd_diagram.cpp  gms-cli diagram: a problem (or a whole collection) as an SVG, PNG or PDF diagram.
/// Built into gms-diagram, the only executable that links Qt Gui and Svg; gms-cli runs it
/// (cmd_diagram_launch.cpp), so that every other command starts without loading Qt.
#include "command.h"

#include "DiagramBlock.h"
#include "DiagramWriter.h"
#include "diagram_usage.h"
#include "fen.h"
#include "problem_file.h"
#include "solution_text.h"
#include "solver.h"

#include <QGuiApplication>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <memory>

namespace gms::cli {
namespace {

const char* const Usage = DiagramUsage;

/// The Qt application the painter needs (fonts, SVG). Created here only, so the
/// other commands start without Qt's platform plugin and need no display.
std::unique_ptr<QGuiApplication> startGui() {
    // Nothing is shown: draw offscreen unless the caller chose a platform.
    if (std::getenv("QT_QPA_PLATFORM") == nullptr) setenv("QT_QPA_PLATFORM", "offscreen", 1);
    // Qt's note that XDG_RUNTIME_DIR is unset (usual in scripts and containers) is noise
    // on a command line; every other Qt message still reaches stderr.
    static const QtMessageHandler qtDefault = qInstallMessageHandler(nullptr);
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext& context, const QString& message) {
        if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set"))) return;
        qtDefault(type, context, message);
    });
    static int argc = 1;
    static char name[] = "gms-cli";
    static char* argv[] = {name, nullptr};
    return std::make_unique<QGuiApplication>(argc, argv);
}

/// The Popeye-style solution of a problem for under its diagram; "" with `note`
/// saying why when there is none (a stipulation the solver does not handle yet,
/// an illegal position, a solve that failed).
std::string solutionFor(const Problem& problem, std::string& note) {
    const Stipulation& st = problem.stipulation;
    if (st.kind != Stipulation::Kind::Direct || !st.isMate()) {
        note = "stipulation " + st.toString() + " cannot be solved yet (GMS solves #N): no solution printed";
        return {};
    }
    if (st.moves < 1 || st.moves > Solver::MaxMoves) {
        note = "stipulation " + st.toString() + " out of range: no solution printed";
        return {};
    }
    Position pos;
    std::string message;
    if (!loadProblemPosition(problem.fen, pos, message, problem.hints.kinglessSides)) {
        note = message + ": no solution printed";
        return {};
    }
    SolverOptions options;
    if (problem.hints.tries) options.maxRefutations = std::max(1, problem.hints.defence);
    Solver solver(options);
    const Solution solution = solver.solve(pos, st.moves);
    if (!solution.complete) {
        note = "the solve failed (" + solution.error + "): no solution printed";
        return {};
    }
    TextOptions text;
    text.statistics = false;
    text.threats = !problem.hints.noThreat;
    text.tries = options.maxRefutations > 0;
    return formatSolutionText(pos, solution, text);
}

int cmdDiagram(const std::vector<std::string>& args) {
    ArgReader reader(args);
    std::string out;
    bool haveOut = reader.value("-o", out) || reader.value("--output", out);
    int problemIndex = 0;
    const bool haveProblem = reader.intValue("--problem", problemIndex, 1, 1000000);
    int dpi = diagram::DefaultPngDpi;
    reader.intValue("--dpi", dpi, 36, 2400);
    const bool withSolution = reader.flag("--solution");
    const auto rest = reader.positionals();
    if (!reader.ok()) return badInput(reader.error());
    if (rest.size() != 1) return badInput(std::string("usage: gms-cli ") + Usage);
    if (!haveOut || out.empty()) return badInput("diagram needs -o OUT.svg, OUT.png or OUT.pdf");
    diagram::DiagramFormat format;
    if (!diagram::diagramFormatForPath(QString::fromStdString(out), format))
        return badInput(out + ": unknown diagram format: the name must end in .svg, .png or .pdf");

    const std::string& path = rest[0];
    ProblemCollection collection;
    std::string error;
    if (!readProblemFile(path, collection, error)) return badInput(error);

    std::vector<const ProblemCollection::Entry*> chosen;
    bool allRead = true;
    if (haveProblem) {
        for (const auto& s : collection.skipped)
            if (s.index == problemIndex) return badInput(describeSkipped(path, s));
        for (const auto& e : collection.entries)
            if (e.index == problemIndex) chosen.push_back(&e);
        if (chosen.empty())
            return badInput(path + " has " + std::to_string(collection.total()) + " problems; --problem " +
                            std::to_string(problemIndex) + " does not exist");
    } else {
        if (collection.total() == 0) return badInput(path + ": no problem found");
        if (collection.total() > 1 && format != diagram::DiagramFormat::Pdf)
            return badInput(path + " has " + std::to_string(collection.total()) +
                            " problems: give --problem K, or write a .pdf to get every problem");
        for (const auto& s : collection.skipped) {
            std::cerr << "gms-cli: " << describeSkipped(path, s) << "\n";
            allRead = false;
        }
        for (const auto& e : collection.entries) chosen.push_back(&e);
        if (chosen.empty()) return badInput(path + ": no problem could be read");
    }

    auto app = startGui();
    std::vector<diagram::DiagramBlock> blocks;
    for (const auto* e : chosen) {
        diagram::DiagramBlock block;
        if (!diagram::blockFromProblem(e->problem, block, error)) {
            std::cerr << "gms-cli: " << path << ":" << e->line << ": problem " << e->index << ": " << error << "\n";
            allRead = false;
            continue;
        }
        if (withSolution) {
            std::string note;
            block.solution = diagram::solutionLines(solutionFor(e->problem, note));
            if (!note.empty()) std::cerr << "gms-cli: problem " << e->index << ": " << note << "\n";
        }
        blocks.push_back(std::move(block));
    }
    if (blocks.empty()) return ExitBadInput;

    QString writeError;
    const QString target = QString::fromStdString(out);
    const bool written = blocks.size() == 1 ? diagram::writeDiagram(target, blocks.front(), writeError, dpi)
                                            : diagram::writeDiagramBook(target, blocks, writeError);
    if (!written) {
        std::cerr << "gms-cli: " << writeError.toStdString() << "\n";
        return ExitFailed;
    }
    return allRead ? ExitOk : ExitBadInput;
}

const Registration registration{"diagram", Usage, cmdDiagram};

} // namespace
} // namespace gms::cli
