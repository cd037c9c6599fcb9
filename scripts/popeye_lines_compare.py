#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Compares GMS's solution lines with Popeye 4.104's on positions of a shared problem set under a
stipulation of your choice (development tool, not run by the tests).

Each position of TSV (a file of ../shared/problems with a 'fen' column) is given the stipulation
STIP (its side to move set to Popeye's starting side), written as a Popeye problem, and solved by
both programs as whole processes; their lines "1...." are compared as sorted sets (with --battle,
every move line of the tree). Prints each difference and a summary: positions compared, differing,
with lines, with a parry or a pass. TSV "random" gives random sparse positions instead: the two
kings at most three squares apart and two to five more units (for goals such as ## and ##!, which
need the kings close); those GMS refuses as illegal are skipped. In battle play pass
--options Variation: without it Popeye prints the keys only, GMS the whole tree.

usage: scripts/popeye_lines_compare.py TSV|random STIP COUNT [--options 'NullMoves ...'] [--battle] [--show] [--popeye PATH] [--gms PATH]
e.g.   scripts/popeye_lines_compare.py ../shared/problems/selfmates.tsv pser-s#2 30
       scripts/popeye_lines_compare.py random 'h##2' 40
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import popeye_capture  # noqa: E402


def lines(command, path, battle=False):
    try:
        run = subprocess.run(command + [path], capture_output=True, text=True, timeout=60,
                             cwd=os.path.dirname(path))
    except subprocess.TimeoutExpired:
        return None
    if "illegal" in run.stderr:
        return None
    if battle:
        return sorted(l.strip() for l in run.stdout.splitlines() if re.match(r"^ +\d+\.", l))
    return sorted(l.strip() for l in run.stdout.splitlines() if l.startswith("  1."))


def random_sparse_fens(count, seed=11):
    """Random positions with the kings close together and a few more units (side to move: w)."""
    rng = random.Random(seed)
    units = "QRRBBNNPPPP"
    fens = []
    while len(fens) < count:
        board = {}
        wk = (rng.randrange(8), rng.randrange(8))
        bk = (min(7, max(0, wk[0] + rng.randint(-3, 3))), min(7, max(0, wk[1] + rng.randint(-3, 3))))
        if max(abs(wk[0] - bk[0]), abs(wk[1] - bk[1])) < 2:
            continue
        board[wk], board[bk] = "K", "k"
        for _ in range(rng.randint(2, 5)):
            sq = (rng.randrange(8), rng.randrange(8))
            piece = rng.choice(units)
            if sq in board or (piece == "P" and sq[1] in (0, 7)):
                continue
            board[sq] = piece if rng.random() < 0.5 else piece.lower()
        rows = []
        for rank in range(7, -1, -1):
            row, empty = "", 0
            for file in range(8):
                p = board.get((file, rank))
                if p:
                    row += (str(empty) if empty else "") + p
                    empty = 0
                else:
                    empty += 1
            rows.append(row + (str(empty) if empty else ""))
        fens.append("/".join(rows) + " w - - 0 1")
    return fens


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tsv")
    ap.add_argument("stip")
    ap.add_argument("count", type=int)
    ap.add_argument("--options", default="", help="Popeye options for every problem")
    ap.add_argument("--battle", action="store_true", help="compare every move line (battle play trees)")
    ap.add_argument("--popeye", default="/work/peers/popeye/py")
    ap.add_argument("--gms", default="build/app/gms-cli")
    ap.add_argument("--show", action="store_true", help="print each agreeing position that has lines (candidates for test cases)")
    args = ap.parse_args()
    gms = os.path.abspath(args.gms)
    if args.tsv == "random":
        header, rows = ["fen"], [[fen] for fen in random_sparse_fens(20 * args.count)]
    else:
        with open(args.tsv) as f:
            header, *rows = [l.split("\t") for l in f.read().splitlines()]
    fen_column = header.index("fen")
    random.seed(7)
    random.shuffle(rows)
    side = "w" if popeye_capture.white_starts(args.stip) else "b"
    compared = differing = with_lines = with_parries = 0
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "problem.inp")
        for row in rows:
            fields = row[fen_column].split()
            fen = " ".join([fields[0], side] + fields[2:])
            with open(path, "w") as f:
                f.write(popeye_capture.popeye_input(fen, args.stip, args.options))
            ours = lines([gms, "solve"], path, args.battle)
            theirs = lines([args.popeye], path, args.battle) if ours is not None else None
            if ours is None or theirs is None:
                continue
            compared += 1
            with_lines += bool(theirs)
            with_parries += any(" + " in l or " ..." in l for l in theirs)
            if args.show and ours == theirs and theirs:
                print("SAME", fen, args.stip, len(theirs), "lines")
            if ours != theirs:
                differing += 1
                print("DIFF", fen, args.stip, "\n  GMS only:   ", sorted(set(ours) - set(theirs))[:6], "\n  Popeye only:", sorted(set(theirs) - set(ours))[:6])
            if compared >= args.count:
                break
    print(f"{args.stip}: {compared} compared, {differing} differing, {with_lines} with lines, "
          f"{with_parries} with a check parried or a pass")


if __name__ == "__main__":
    main()
