#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""GMS against Popeye's recorded times on problem sets in TSV form, per stipulation family.

  scripts/family_bench.py FILE.tsv [FILE.tsv ...] [--gms build/app/gms-cli] [--runs N] [--tree]

Each TSV needs a `fen` column, the stipulation in `stipulation` (s#3, h#2.5, ...) or in `n`
(direct mate #n), and `popeye_seconds` (Popeye 4.104's CPU seconds on this machine kind).
Every problem is solved with `gms-cli solve --fen FEN --stip S --json` (keys only unless
--tree); GMS's time is its own clock (the JSON's total seconds, no process start-up), the
best of --runs runs. Where the file has `keys` (battle play: uci keys, '-' for none) or
`n_solutions` (help play), GMS's answer is checked against it. Prints one line per problem
(GMS seconds, Popeye seconds, ratio GMS/Popeye) and per family and file the median ratio."""
import argparse, csv, json, os, statistics, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def family(stip):
    """'s#3' -> 's#', 'h#2.5' -> 'h#', 'ser-h#7' -> 'ser-h#', '#3' -> '#'."""
    return stip.rstrip("0123456789.")


def check(row, answer):
    """'ok', 'WRONG (...)' or '' when the file has nothing to check against."""
    if "keys" in row and "keys" in answer:
        expected = sorted(row["keys"].split()) if row["keys"] != "-" else []
        found = sorted(k["uci"] for k in answer["keys"])
        return "ok" if found == expected else "WRONG (keys %s, expected %s)" % (" ".join(found) or "-", " ".join(expected) or "-")
    if "n_solutions" in row:
        for field in ("lines", "solutions"):
            if isinstance(answer.get(field), list):
                n = len(answer[field]) - sum(1 for line in answer[field] if isinstance(line, dict) and line.get("short"))
                expected = int(row["n_solutions"])
                return "ok" if n == expected else "WRONG (%d solutions, expected %d)" % (n, expected)
    return ""


def solve(gms, fen, stip, tree):
    args = [gms, "solve", "--fen", fen, "--stip", stip, "--json"] + ([] if tree else ["--keys-only"])
    run = subprocess.run(args, capture_output=True, text=True)
    if run.returncode != 0 or not run.stdout.strip():
        return None, (run.stderr.strip() or "exit %d" % run.returncode)
    return json.loads(run.stdout.splitlines()[-1]), ""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="+")
    ap.add_argument("--gms", default=os.path.join(ROOT, "build", "app", "gms-cli"))
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--tree", action="store_true", help="build the whole tree (default: keys only)")
    args = ap.parse_args()

    ratios, gmsTotal, popeyeTotal, failures = {}, {}, {}, 0
    print("%-10s %-8s %10s %10s %8s  %s" % ("id", "stip", "gms_s", "popeye_s", "ratio", "check"))
    for path in args.files:
        with open(path) as f:
            rows = list(csv.DictReader((line for line in f if not line.startswith("#")), delimiter="\t"))
        for i, row in enumerate(rows):
            stip = row.get("stipulation") or "#" + row["n"]
            best, answer, error = None, None, ""
            for _ in range(args.runs):
                answer, error = solve(args.gms, row["fen"], stip, args.tree)
                if answer is None:
                    break
                seconds = answer["total"]["seconds"]
                best = seconds if best is None else min(best, seconds)
            ident = row.get("id") or "%s:%d" % (os.path.basename(path), i + 1)
            if answer is None or not answer.get("complete", False):
                failures += 1
                print("%-10s %-8s %10s  %s" % (ident, stip, "-", error or answer.get("error", "not complete")))
                continue
            verdict = check(row, answer)
            failures += verdict.startswith("WRONG")
            popeye = float(row["popeye_seconds"])
            ratio = best / popeye if popeye > 0 else float("nan")
            fam = (family(stip), os.path.basename(path))
            ratios.setdefault(fam, []).append(ratio)
            gmsTotal[fam] = gmsTotal.get(fam, 0.0) + best
            popeyeTotal[fam] = popeyeTotal.get(fam, 0.0) + popeye
            print("%-10s %-8s %10.4f %10.3f %8.3f  %s" % (ident, stip, best, popeye, ratio, verdict))
    print()
    print("%-8s %-22s %8s %12s %14s %13s" % ("family", "file", "problems", "gms_total_s", "popeye_total_s", "median_ratio"))
    for fam in sorted(ratios):
        print("%-8s %-22s %8d %12.3f %14.3f %13.4f" % (fam[0], fam[1], len(ratios[fam]), gmsTotal[fam], popeyeTotal[fam],
                                                     statistics.median(ratios[fam])))
    byFamily = {}
    for (fam, _), values in ratios.items():
        byFamily.setdefault(fam, []).extend(values)
    for fam in sorted(byFamily):
        print("%-8s %-22s %8d %41.4f" % (fam, "(all files)", len(byFamily[fam]), statistics.median(byFamily[fam])))
    if failures:
        print("%d problem(s) failed or disagreed" % failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
