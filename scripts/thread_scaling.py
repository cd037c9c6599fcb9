#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Threads against one thread on the same set, in one run (issue 13's scaling figure).

  scripts/thread_scaling.py [--gms build/app/gms-cli] [--repeat 3] [bench options, e.g. --long | --tsv FILE]

Runs `gms-cli bench --json --threads T` for T = 1, 2, 4, each --repeat times in turn,
keeps every problem's fastest time per T (the machine's noise only ever adds time), and
prints per T: total seconds, speed-up of the total and the median per-problem speed-up
against one thread, and the moves made (GEN) against one thread's. (Peers are compared
in the same run by scripts/peer_bench.py solve.)"""
import argparse, json, os, statistics, subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def bench(gms, threads, extra):
    out = subprocess.run([gms, "bench", "--json", "--threads", str(threads)] + extra,
                         capture_output=True, text=True, check=True).stdout
    return {p["id"]: p for p in json.loads(out)["problems"]}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gms", default=os.path.join(ROOT, "build/app/gms-cli"))
    ap.add_argument("--repeat", type=int, default=3)
    args, extra = ap.parse_known_args()
    if not extra:
        extra = ["--long"]
    counts = (1, 2, 4)
    best = {t: {} for t in counts}
    for _ in range(args.repeat):
        for t in counts:  # in turn, so that slow spells of the machine fall on every count
            for pid, p in bench(args.gms, t, extra).items():
                if pid not in best[t] or p["seconds"] < best[t][pid]["seconds"]:
                    best[t][pid] = p
    one = best[1]
    print(f"gms-cli bench {' '.join(extra)}: fastest of {args.repeat} runs per problem")
    print(f"{'threads':>7} {'total s':>8} {'speed-up':>8} {'median':>7} {'GEN':>6}")
    for t in counts:
        ids = [i for i in one if i in best[t]]
        total = sum(best[t][i]["seconds"] for i in ids)
        speed = sum(one[i]["seconds"] for i in ids) / total
        median = statistics.median(one[i]["seconds"] / best[t][i]["seconds"] for i in ids)
        gen = sum(best[t][i]["gen"] for i in ids) / max(1, sum(one[i]["gen"] for i in ids))
        print(f"{t:>7} {total:8.2f} {speed:7.2f}x {median:6.2f}x {gen:6.3f}")


if __name__ == "__main__":
    main()
