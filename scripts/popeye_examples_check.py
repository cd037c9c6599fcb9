#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""How many orthodox problems of Popeye's example files GMS reproduces exactly, by stipulation.

Development tool (Popeye is no dependency of the build or the tests): every *.inp of
BEISPIEL, EXAMPLES and TESTS is read by `gms-cli convert` (which keeps the orthodox problems
GMS can read and drops fairy pieces and conditions); each problem GMS solves is written back as
Popeye input, solved by Popeye 4.104 and by GMS, and the solution lines compared (help and
series play: the set of lines; battle play: the whole text with Option Variation, else the keys).

usage: scripts/popeye_examples_check.py [--popeye-dir /work/peers/popeye] [--gms build/app/gms-cli]
"""
import argparse
import collections
import glob
import os
import re
import subprocess
import tempfile


def body(text):
    """The solution lines of a Popeye or GMS text: those that start with a move number, and "but"."""
    lines = []
    for l in text.splitlines():
        t = l.strip()
        if re.match(r"^\d+\.", t) or t == "but":
            lines.append(t)
    return lines


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--popeye-dir", default="/work/peers/popeye")
    ap.add_argument("--gms", default="build/app/gms-cli")
    args = ap.parse_args()
    tally = collections.defaultdict(lambda: [0, 0])
    with tempfile.TemporaryDirectory() as tmp:
        for d in ("BEISPIEL", "EXAMPLES", "TESTS"):
            for inp in sorted(glob.glob(os.path.join(args.popeye_dir, d, "*.inp"))):
                epd = os.path.join(tmp, "all.epd")
                if os.path.exists(epd):
                    os.unlink(epd)
                subprocess.run([args.gms, "convert", inp, epd, "--to", "epd"], capture_output=True)
                if not os.path.exists(epd):
                    continue
                for n, line in enumerate(open(epd).read().splitlines()):
                    one = os.path.join(tmp, "one.epd")
                    open(one, "w").write(line + "\n")
                    pin = os.path.join(tmp, "one.inp")
                    subprocess.run([args.gms, "convert", one, pin, "--to", "popeye"], capture_output=True)
                    text = open(pin).read().replace("EndProblem", "Option NoBoard\nEndProblem")
                    open(pin, "w").write(text)
                    g = subprocess.run([args.gms, "solve", one], capture_output=True, text=True)
                    if g.returncode != 0:
                        continue
                    p = subprocess.run([os.path.join(args.popeye_dir, "py"), pin], capture_output=True, text=True)
                    m = re.search(r'stip "([^"]*)"|dm (\d+)', line)
                    stip = m.group(1) if m.group(1) else "#" + m.group(2)
                    family = re.sub(r"[\d.]+$", "N", stip)
                    gl, pl = body(g.stdout), body(p.stdout)
                    if "Variation" not in text and not any(x in stip for x in ("h", "ser-")):
                        gl = [l for l in gl if re.match(r"^1\.[^.].* [!?]", l)]
                    same = sorted(gl) == sorted(pl)
                    tally[family][0] += same
                    tally[family][1] += 1
                    if not same:
                        print(f"DIFFERS {d}/{os.path.basename(inp)} problem {n + 1} {stip}")
    for family, (ok, total) in sorted(tally.items()):
        print(f"{family:12s} {ok}/{total}")


if __name__ == "__main__":
    main()
