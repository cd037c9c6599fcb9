#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Builds a set of hard helpmates for the same-run benchmark against Popeye's intelligent mode:
published helpmates (a TSV: id, fen, stipulation, ..., source) with one to --add units added
at random squares (and the stipulation at most --stretch moves longer), with at most
--max-lines solutions, kept when Popeye 4.104 with Option Intelligent needs at least --min CPU
seconds (one run) and at most --cap, the position is legal (gms-cli perft checks it) and it has
--min-units to --max-units units. Popeye's complete answer of that run is recorded; the
benchmark (scripts/help_bench.py --popeye) runs Popeye again, in the same run as GMS.

Output columns: id, fen, stipulation, n_solutions, popeye_lines (Popeye's lines, ' | '),
popeye_i_seconds (this run, history), npieces, source.

usage: scripts/make_hard_helpmates.py --popeye PY [--cli build/app/gms-cli] [--seed 1]
           [--tries 400] [--want 24] [--min 0.5] [--cap 30] [--stretch 1] [--add 2] BASE.tsv... > OUT.tsv
"""
import argparse
import os
import random
import resource
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from help_bench import popeye_lines  # noqa: E402
from popeye_capture import popeye_input  # noqa: E402
from make_collection import board as board_of  # noqa: E402
from popeye_german_to_tsv import placement  # noqa: E402

PIECES = "QRBNPqrbnp"


def cpu_run(cmd, cap):
    def limit():
        whole = int(cap + 0.999)
        resource.setrlimit(resource.RLIMIT_CPU, (whole, whole + 1))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, capture_output=True, text=True, preexec_fn=limit)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return seconds, done.stdout if done.returncode == 0 else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bases", nargs="+")
    ap.add_argument("--popeye", required=True)
    ap.add_argument("--cli", default="build/app/gms-cli")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tries", type=int, default=400)
    ap.add_argument("--want", type=int, default=24)
    ap.add_argument("--min", type=float, default=0.5)
    ap.add_argument("--cap", type=float, default=30.0)
    ap.add_argument("--min-units", type=int, default=8)
    ap.add_argument("--max-units", type=int, default=16)
    ap.add_argument("--stips", default="h#5,h#6,h#7,h#8,h#9")
    ap.add_argument("--stretch", type=int, default=1, help="most moves added to a published stipulation")
    ap.add_argument("--add", type=int, default=2, help="most units added")
    ap.add_argument("--max-lines", type=int, default=50, help="most solutions (a cook with thousands is no problem)")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    wanted = set(args.stips.split(","))
    bases = []
    for path in args.bases:
        with open(path) as f:
            header = f.readline().rstrip("\n").split("\t")
            for raw in f:
                row = dict(zip(header, raw.rstrip("\n").split("\t")))
                if row.get("stipulation", "").startswith("h#"):
                    bases.append(row)
    print("id\tfen\tstipulation\tn_solutions\tpopeye_lines\tpopeye_i_seconds\tnpieces\tsource", flush=True)
    kept = 0
    for attempt in range(args.tries):
        if kept >= args.want:
            break
        base = rng.choice(bases)
        n = float(base["stipulation"][2:])
        stip = base["stipulation"]
        if stip not in wanted:  # a shorter published one asked for more moves
            longer = [s for s in wanted if n <= float(s[2:]) <= n + args.stretch]
            if not longer:
                continue
            stip = rng.choice(longer)
        board = board_of(base["fen"])
        added = rng.randint(1, args.add)
        for _ in range(added):
            sq = "abcdefgh"[rng.randrange(8)] + str(rng.randrange(1, 9))
            piece = rng.choice(PIECES)
            if sq in board or (piece in "Pp" and sq[1] in "18"):
                continue
            board[sq] = piece
        units = len(board)
        if not args.min_units <= units <= args.max_units:
            continue
        fen = placement(board) + " " + " ".join(base["fen"].split()[1:])
        if subprocess.run([args.cli, "perft", "--fen", fen, "--depth", "1"], capture_output=True).returncode != 0:
            continue  # illegal
        with tempfile.NamedTemporaryFile("w", suffix=".inp", delete=False) as inp:
            inp.write(popeye_input(fen, stip, "Intelligent"))
        seconds, out = cpu_run([args.popeye, inp.name], args.cap)
        os.unlink(inp.name)
        print(f"# try {attempt}: {base['id']} +{added} {stip} {seconds:.2f} s {fen}", file=sys.stderr, flush=True)
        if out is None or "solution finished" not in out or seconds < args.min:
            continue
        lines = popeye_lines(out)
        if len(lines) > args.max_lines:
            continue
        kept += 1
        source = f"{base.get('source', base['id'])}; {stip} with units added at random (seed {args.seed}, try {attempt})"
        print("\t".join([f"hi-{kept:03d}", fen, stip, str(len(lines)), " | ".join(lines) if lines else "-",
                         f"{seconds:.3f}", str(units), source]), flush=True)


if __name__ == "__main__":
    main()
