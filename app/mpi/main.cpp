// SPDX-License-Identifier: GPL-3.0-or-later
/// @file main.cpp  gms-mpi: GMS on a cluster through MPI (mpirun or srun) - many problems, or one deep one.
#include "batch_run.h"
#include "checked_stdout.h"
#include "command.h"
#include "printable.h"
#include "root_split.h"
#include "stop_signal.h"

#include <mpi.h>

#include <cstdio>
#include <cstdlib>
#include <iostream>

namespace {

using namespace gms;

constexpr const char* Usage =
    "usage: mpirun -np P gms-mpi solve FILE... --out RESULTS.jsonl [--stip S | --mate N] [--json] [solve options]\n"
    "       mpirun -np P gms-mpi solve --fen FEN (--stip #N | --mate N) [--split-level auto|1|2] [--json] [solve "
    "options]\n"
    "solve options: [--mode complete|minimal] [--tries K] [--keys-only] [--all-defences] [--repetition on|off]\n"
    "               [--move-tables on|off] [--weights FILE] [--no-asm]\n"
    "--fen splits one problem over the ranks: level 1 hands out root moves, level 2 (direct mates,\n"
    "N >= 2) pairs of root move and defender reply, then the keys' trees; auto (the default) takes\n"
    "level 2 when the root has at most two moves per rank; with --threat or --max-flights (which judge\n"
    "the position after the key) the split stays at level 1. Other stipulations: rank 0 solves alone.\n";

/// Parses the command line (every rank parses the same one) and runs it; returns the exit status.
int run(std::vector<std::string> args, bool rank0) {
    auto bad = [&](const std::string& message) {
        if (rank0) std::cerr << "gms-mpi: " << message << "\n" << Usage;
        return 2;
    };
    if (!args.empty() && (args[0] == "--help" || args[0] == "-h" || args[0] == "help")) {
        if (rank0) std::cout << Usage;
        return 0;
    }
    if (args.empty() || args[0] != "solve")
        return bad(args.empty() ? "no command given" : "unknown command " + args[0]);
    args.erase(args.begin());
    std::string run; // what a resumed batch must repeat: everything but --out and --json
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--out")
            ++i;
        else if (args[i] != "--json")
            run += (run.empty() ? "" : " ") + args[i];
    }
    cli::takeNoAsm(args);
    cli::ArgReader reader(args);
    std::string fen, stipText, outPath;
    const bool haveFen = reader.value("--fen", fen);
    const bool haveOut = reader.value("--out", outPath);
    int mate = 0;
    const bool haveMate = reader.intValue("--mate", mate, 1, Solver::MaxMoves);
    const bool haveStip = reader.value("--stip", stipText);
    std::string splitText = "auto";
    const bool haveSplit = reader.value("--split-level", splitText);
    const bool json = reader.flag("--json");
    const bool keysOnly = reader.flag("--keys-only");
    cli::SolverSetup setup;
    bool triesGiven = false;
    if (!cli::readSolverOptions(reader, setup, triesGiven)) return bad(reader.ok() ? setup.error : reader.error());
    const auto rest = reader.positionals();
    if (!reader.ok()) return bad(reader.error());
    std::optional<Stipulation> stip;
    if (haveStip) {
        if (haveMate) return bad("give either --mate N or --stip S, not both");
        Stipulation s;
        std::string why;
        if (!parseStipulation(stipText, s, why)) return bad("--stip: " + why);
        stip = s;
    } else if (haveMate) {
        Stipulation s;
        s.kind = Stipulation::Kind::DirectMate;
        s.moves = mate;
        stip = s;
    }
    if (haveFen) {
        if (!rest.empty() || haveOut) return bad("give either --fen or FILE... --out RESULTS.jsonl, not both");
        if (!stip) return bad("--fen needs --stip S or --mate N");
        if (splitText != "auto" && splitText != "1" && splitText != "2")
            return bad("--split-level: auto, 1 or 2, not " + splitText);
        const int splitLevel = splitText == "auto" ? 0 : splitText[0] - '0';
        return mpi::runRootSplit({fen, *stip, setup, keysOnly, json, splitLevel});
    }
    if (haveSplit) return bad("--split-level is for one problem (--fen)");
    if (rest.empty()) return bad("give problem files (or --fen)");
    if (!haveOut) return bad("a batch needs --out RESULTS.jsonl (the record a stopped run continues from)");
    mpi::BatchRequest request{rest, outPath, run, stip, {setup, keysOnly, !triesGiven}, json};
    return mpi::runBatch(request);
}

} // namespace

int main(int argc, char** argv) {
    gms::io::escapeControlsOnStandardError(); // a file name or title cannot drive the terminal
    // Only the main thread calls MPI; rank 0's solving thread never does.
    int provided = 0;
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    gms::mpi::installStopHandlers();
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) gms::io::checkStandardOutput(); // a results stream that could not be written is a failure
    int status = run(std::vector<std::string>(argv + 1, argv + argc), rank == 0);
    if (std::string error; rank == 0 && !gms::io::standardOutputWritten(error)) {
        std::fprintf(stderr, "gms-mpi: %s\n", error.c_str());
        if (status == 0) status = 1;
    }
    std::fflush(stdout);
    std::fflush(stderr);
    if (status == 130) std::_Exit(130);            // stopped: the record is on disk; peers may be gone, so no finalize
    if (status == 3) MPI_Abort(MPI_COMM_WORLD, 3); // rank 0 cannot go on: end the workers waiting for it
    MPI_Finalize();
    return status;
}
