#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks and times gms-cli on helpmate sets (TSV: id, fen, stipulation, n_solutions,
solutions[, n_short, short_solutions], popeye_seconds, ...) as in shared/problems/helpmates*.tsv.

For every row: runs `gms-cli solve --fen FEN --stip S --json`, compares the full-length and
short lines with the file's (as sets), and records GMS's CPU seconds (the child's user+sys
time) next to popeye_seconds. Prints a row per problem with --verbose, then per stipulation:
problems, mismatches, total and median seconds of both, and the median ratio GMS/Popeye.

usage: scripts/help_bench.py [--cli build/app/gms-cli] [--verbose] [--extra ARG]... FILE.tsv...
"""
import argparse
import json
import os
import resource
import statistics
import subprocess
import sys


def child_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def lines_of(field):
    return set() if field in ("", "-") else {s.strip() for s in field.split("|")}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--cli", default="build/app/gms-cli")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--extra", action="append", default=[], help="extra gms-cli solve argument (repeatable)")
    args = ap.parse_args()
    families = {}
    bad = 0
    for path in args.files:
        with open(path) as f:
            header = f.readline().rstrip("\n").split("\t")
            for raw in f:
                row = dict(zip(header, raw.rstrip("\n").split("\t")))
                stip = row["stipulation"]
                cmd = [args.cli, "solve", "--fen", row["fen"], "--stip", stip, "--json"] + args.extra
                before = child_cpu()
                out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
                cpu = child_cpu() - before
                sol = json.loads(out)
                full = {" ".join(s["line"]) for s in sol["solutions"] if not s.get("short")}
                short = {" ".join(s["line"]) for s in sol["solutions"] if s.get("short")}
                ok = full == lines_of(row["solutions"]) and short == lines_of(row.get("short_solutions", "-"))
                if not ok:
                    bad += 1
                    print(f"MISMATCH {row['id']} {stip}: gms {len(full)}+{len(short)} short, "
                          f"popeye {row['n_solutions']}+{row.get('n_short', 0)} short", file=sys.stderr)
                popeye = float(row["popeye_seconds"])
                fam = families.setdefault(stip, [])
                fam.append((cpu, popeye, ok, sol["total"]["gen"]))
                if args.verbose:
                    print(f"{row['id']}\t{stip}\t{cpu:.3f}\t{popeye:.3f}\t{cpu / popeye:.2f}\t{'ok' if ok else 'MISMATCH'}")
    print(f"{'stip':8} {'n':>4} {'bad':>4} {'gms_s':>9} {'popeye_s':>9} {'gms_med':>8} {'py_med':>8} {'med_ratio':>9}")
    for stip in sorted(families, key=lambda s: (float(s[2:]), s)):
        rows = families[stip]
        g = [r[0] for r in rows]
        p = [r[1] for r in rows]
        ratio = statistics.median(r[0] / r[1] for r in rows)
        print(f"{stip:8} {len(rows):4} {sum(not r[2] for r in rows):4} {sum(g):9.3f} {sum(p):9.3f} "
              f"{statistics.median(g):8.3f} {statistics.median(p):8.3f} {ratio:9.2f}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
