#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks and times gms-cli on helpmate sets (TSV: id, fen, stipulation, n_solutions,
solutions[, n_short, short_solutions], popeye_seconds, ...) as in shared/problems/helpmates*.tsv.

For every row: runs `gms-cli solve --fen FEN --stip S --json`, compares the full-length and
short lines with the file's (as sets), and records GMS's CPU seconds (the child's user+sys
time) next to popeye_seconds. Prints a row per problem with --verbose, then per stipulation:
problems, mismatches, total and median seconds of both, and the median ratio GMS/Popeye.

usage: scripts/help_bench.py [--cli build/app/gms-cli] [--verbose] [--extra ARG]... FILE.tsv...

Same-run peer mode (--popeye PATH): for every row (TSV with id, fen, stipulation; the side
to move is Popeye's starting side), runs each solver as a whole process, one at a time, one
thread: gms-cli with each --help-method of --methods, Popeye plain and Popeye with Option
Intelligent. Records each process's CPU seconds (user+sys of the child), checks that every
solver that finished printed the same lines (Popeye's text; a run stopped by --cpu-limit
or --timeout is reported as such, not compared), prints a row per problem and, per solver, the total and
median CPU seconds and the median ratio to GMS's first method.

usage: scripts/help_bench.py --popeye /work/peers/popeye/py [--methods intelligent,full-width]
                             [--peers popeye,popeye-I] [--cpu-limit 60] [--timeout 600]
                             [--cli build/app/gms-cli] FILE.tsv...
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


def timed(cmd, timeout, cpu_limit=None):
    """Runs `cmd` as a whole process; returns (CPU seconds, stdout or None when it was stopped:
    `timeout` wall seconds, or `cpu_limit` CPU seconds through RLIMIT_CPU, which a shared
    machine's load does not shorten)."""
    def limit():
        if cpu_limit:
            whole = int(cpu_limit + 0.999)
            resource.setrlimit(resource.RLIMIT_CPU, (whole, whole + 1))
    before = child_cpu()
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, preexec_fn=limit)
        out = done.stdout if done.returncode >= 0 else None  # killed by SIGXCPU: stopped
    except subprocess.TimeoutExpired:
        out = None
    return child_cpu() - before, out


def popeye_lines(text):
    """The solution lines of Popeye's output (whitespace collapsed; wrapped lines joined)."""
    lines = []
    for raw in text.splitlines()[2:]:
        if raw.startswith("solution finished") or raw.startswith("Partial solution"):
            break
        t = " ".join(raw.split())
        if not t:
            continue
        if t[0].isdigit() or not lines:
            lines.append(t)
        else:
            lines[-1] += " " + t
    return sorted(lines)


def peer_main(args):
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from popeye_capture import popeye_input
    import tempfile
    methods = args.methods.split(",")
    peers = [("popeye", ""), ("popeye-I", "Intelligent")]
    peers = [p for p in peers if p[0] in args.peers.split(",")]
    solvers = [f"gms-{m}" for m in methods] + [p[0] for p in peers]
    cpu = {s: [] for s in solvers}
    ratio = {s: [] for s in solvers}
    bad = 0
    print("\t".join(["id", "stip"] + solvers + ["answers"]))
    for path in args.files:
        with open(path) as f:
            header = f.readline().rstrip("\n").split("\t")
            for raw in f:
                row = dict(zip(header, raw.rstrip("\n").split("\t")))
                fen, stip = row["fen"], row["stipulation"]
                seconds, answers = {}, {}
                for m in methods:
                    cmd = [args.cli, "solve", "--fen", fen, "--stip", stip, "--json", "--threads", "1",
                           "--help-method", m] + args.extra
                    t, out = timed(cmd, args.timeout, args.cpu_limit)
                    seconds[f"gms-{m}"] = t
                    sol = json.loads(out) if out else None
                    if sol and sol.get("complete"):
                        answers[f"gms-{m}"] = sorted(" ".join(s["text"].split()) for s in sol["solutions"])
                for name, option in peers:
                    with tempfile.NamedTemporaryFile("w", suffix=".inp", delete=False) as inp:
                        inp.write(popeye_input(fen, stip, option))
                    t, out = timed([args.popeye, inp.name], args.timeout, args.cpu_limit)
                    os.unlink(inp.name)
                    seconds[name] = t
                    if out is not None and "solution finished" in out:  # not stopped part-way
                        answers[name] = popeye_lines(out)
                distinct = {tuple(a) for a in answers.values()}
                verdict = "ok" if len(distinct) == 1 else "none finished" if not distinct else "DIFFER"
                bad += verdict == "DIFFER"
                for s_ in solvers:
                    cpu[s_].append(seconds[s_] if s_ in answers else None)
                base = seconds[solvers[0]] if solvers[0] in answers else None
                for s_ in solvers:
                    if base and s_ in answers:
                        ratio[s_].append(seconds[s_] / max(base, 1e-3))
                cells = [f"{seconds[s_]:.3f}" + ("" if s_ in answers else ">") for s_ in solvers]
                print("\t".join([row["id"], stip] + cells + [f"{verdict} ({len(next(iter(distinct))) if distinct else 0} lines)"]),
                      flush=True)
    print(f"\n{'solver':14} {'solved':>7} {'total_s':>9} {'median_s':>9} {'median x ' + solvers[0]:>22}")
    for s_ in solvers:
        done = [c for c in cpu[s_] if c is not None]
        print(f"{s_:14} {len(done):3}/{len(cpu[s_]):<3} {sum(done):9.3f} "
              f"{statistics.median(done) if done else float('nan'):9.3f} "
              f"{statistics.median(ratio[s_]) if ratio[s_] else float('nan'):22.2f}")
    print("(CPU seconds of each whole process, one thread; '>' after a figure: stopped by --cpu-limit or --timeout)")
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--cli", default="build/app/gms-cli")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--extra", action="append", default=[], help="extra gms-cli solve argument (repeatable)")
    ap.add_argument("--popeye", help="same-run peer mode: this Popeye binary runs beside gms-cli")
    ap.add_argument("--methods", default="intelligent,full-width", help="peer mode: gms-cli --help-method values")
    ap.add_argument("--timeout", type=float, default=600.0, help="peer mode: wall seconds one process may run")
    ap.add_argument("--cpu-limit", type=float, default=60.0, help="peer mode: CPU seconds one process may use")
    ap.add_argument("--peers", default="popeye,popeye-I", help="peer mode: popeye (plain), popeye-I (Option Intelligent)")
    args = ap.parse_args()
    if args.popeye:
        return peer_main(args)
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
