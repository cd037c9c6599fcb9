#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Keys under Popeye's Threat N and MaxFlightsquares N: GMS against Popeye, in one run.

Each white-to-move position of ../shared's direct mates (as #3 and #4) or selfmates (as s#3,
r#3 and semi-r#3) is written as Popeye input, solved by both programs plainly and with Threat 1,
MaxFlightsquares 0 and MaxFlightsquares 1, and the key sets are compared. Prints every
difference and a summary line: solves compared, solves the option changed (Popeye's keys
differ from its plain ones), solves where GMS's keys differ from Popeye's.

  scripts/guards_vs_popeye.py --family direct --count 30
  scripts/guards_vs_popeye.py --family self --count 25 --popeye /work/peers/popeye/py
"""
import argparse
import csv
import os
import random
import subprocess
import sys
import tempfile

OPTIONS = ("Threat 1", "MaxFlightsquares 0", "MaxFlightsquares 1")
FAMILIES = {
    "direct": (("direct_mates.tsv",), ("#3", "#4")),
    "self": (("selfmates.tsv", "selfmates_hard.tsv"), ("s#3", "r#3", "semi-r#3")),
}


def pieces(fen):
    """Popeye's piece list from a FEN board (S for knights: in Popeye's forsyth N is a nightrider)."""
    white, black = [], []
    for r, row in enumerate(fen.split()[0].split("/")):
        f = 0
        for c in row:
            if c.isdigit():
                f += int(c)
                continue
            letter = "s" if c.lower() == "n" else c.lower()
            (white if c.isupper() else black).append(letter + "abcdefgh"[f] + str(8 - r))
            f += 1
    return white, black


def keys(command, path, fen, stip, option, timeout):
    """The sorted key moves a solver prints, or None when it did not finish in time."""
    white, black = pieces(fen)
    with open(path, "w") as f:
        f.write("beginproblem\nstipulation %s\noption NoBoard %s\npieces white %s black %s\nendproblem\n"
                % (stip, option, " ".join(white), " ".join(black)))
    try:
        out = subprocess.run(command + [path], capture_output=True, text=True, timeout=timeout).stdout
    except subprocess.TimeoutExpired:
        return None
    return sorted(line.split(" !")[0].strip() for line in out.splitlines() if line.startswith("   1.") and " !" in line)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--family", choices=sorted(FAMILIES), required=True)
    parser.add_argument("--count", type=int, default=25, help="positions to take (after a seeded shuffle)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--popeye", default="/work/peers/popeye/py")
    parser.add_argument("--gms", default=os.path.join(here, "..", "build", "app", "gms-cli"))
    parser.add_argument("--shared", default=os.path.join(here, "..", "..", "shared", "problems"))
    parser.add_argument("--timeout", type=float, default=20)
    args = parser.parse_args()

    files, stips = FAMILIES[args.family]
    fens = []
    for name in files:
        with open(os.path.join(args.shared, name)) as f:
            fens += [row["fen"] for row in csv.DictReader(f, delimiter="\t") if row["fen"].split()[1] == "w"]
    random.seed(args.seed)
    random.shuffle(fens)
    popeye, gms = [args.popeye], [args.gms, "solve"]
    compared = changed = differ = 0
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "p.inp")
        for fen in fens[: args.count]:
            for stip in stips:
                plain = keys(popeye, path, fen, stip, "", args.timeout)
                if not plain:
                    continue
                for option in OPTIONS:
                    theirs = keys(popeye, path, fen, stip, option, args.timeout)
                    if theirs is None:
                        continue
                    ours = keys(gms, path, fen, stip, option, args.timeout)
                    compared += 1
                    changed += theirs != plain
                    if ours != theirs:
                        differ += 1
                        print("%s %s %s: Popeye %s, GMS %s" % (fen, stip, option, theirs,
                                                               "timeout" if ours is None else ours), flush=True)
    print("compared %d solves, %d changed by the option, %d with other keys than Popeye's" % (compared, changed, differ))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
