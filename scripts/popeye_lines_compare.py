#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Compares GMS's solution lines with Popeye 4.104's on positions of a shared problem set under a
stipulation of your choice (development tool, not run by the tests).

Each position of TSV (a file of ../shared/problems with a 'fen' column) is given the stipulation
STIP (its side to move set to Popeye's starting side), written as a Popeye problem, and solved by
both programs as whole processes; their lines "1...." are compared as sorted sets. Prints each
difference and a summary: positions compared, differing, with lines, with a parry or a pass.

usage: scripts/popeye_lines_compare.py TSV STIP COUNT [--options 'NullMoves ...'] [--popeye PATH] [--gms PATH]
e.g.   scripts/popeye_lines_compare.py ../shared/problems/selfmates.tsv pser-s#2 30
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import popeye_capture  # noqa: E402


def lines(command, path):
    try:
        out = subprocess.run(command + [path], capture_output=True, text=True, timeout=60,
                             cwd=os.path.dirname(path)).stdout
    except subprocess.TimeoutExpired:
        return None
    return sorted(l.strip() for l in out.splitlines() if l.startswith("  1."))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tsv")
    ap.add_argument("stip")
    ap.add_argument("count", type=int)
    ap.add_argument("--options", default="", help="Popeye options for every problem")
    ap.add_argument("--popeye", default="/work/peers/popeye/py")
    ap.add_argument("--gms", default="build/app/gms-cli")
    args = ap.parse_args()
    gms = os.path.abspath(args.gms)
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
            ours, theirs = lines([gms, "solve"], path), lines([args.popeye], path)
            if ours is None or theirs is None:
                continue
            compared += 1
            with_lines += bool(theirs)
            with_parries += any(" + " in l or " ..." in l for l in theirs)
            if ours != theirs:
                differing += 1
                print("DIFF", fen, args.stip, "\n  GMS:   ", ours[:6], "\n  Popeye:", theirs[:6])
            if compared >= args.count:
                break
    print(f"{args.stip}: {compared} compared, {differing} differing, {with_lines} with lines, "
          f"{with_parries} with a check parried or a pass")


if __name__ == "__main__":
    main()
