#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Captures Popeye 4.104's output for the constructed help-play cases of tests/test_helpmates.cpp.

Development tool only (Popeye is no dependency of the build or the tests): writes
tests/data/help/popeye_cases.tsv (id, fen, stipulation, options) and tests/data/help/ID.out
(Popeye's output, verbatim) for every case below. Popeye starts h#N and ser-h#N with Black and
h#N.5 with White; a case whose FEN has the other side to move is run with Option HalfDuplex
(the play of the other side; Popeye's WhiteToPlay printed nothing for such an h#2).

usage: scripts/popeye_help_capture.py [--popeye /work/peers/popeye/py]
"""
import argparse
import os

import popeye_capture

CASES = [
    # id, FEN (side to move = the side that starts), stipulation, Popeye options[, Popeye command-line arguments]
    ("h3-shorts", "8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 b - - 0 1", "h#3", ""),
    ("h3-maxsol", "8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 b - - 0 1", "h#3", "MaxSolutions 3"),
    ("h2-set", "8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 b - - 0 1", "h#2", "SetPlay"),
    ("h2.5-set", "8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 w - - 0 1", "h#2.5", "SetPlay"),
    ("h2.5-set-maxsol", "8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 w - - 0 1", "h#2.5", "SetPlay MaxSolutions 2"),
    ("h2-set-short", "6R1/k7/P7/PP6/8/1K4B1/7P/8 b - - 0 1", "h#2", "SetPlay"),
    ("h2.5-short-half", "6R1/k7/P7/PP6/8/1K4B1/7P/8 w - - 0 1", "h#2.5", ""),
    ("h0.5", "6R1/k7/P7/PP6/8/1K4B1/7P/8 w - - 0 1", "h#0.5", ""),
    ("h1.5-set", "6R1/k7/P7/PP6/8/1K4B1/7P/8 w - - 0 1", "h#1.5", "SetPlay"),
    ("h2-set-in-check", "4R2k/7p/8/8/K7/8/8/7Q b - - 0 1", "h#2", "SetPlay"),
    ("h1-castling", "5k2/p3p1p1/8/8/B1B5/8/8/4K2R b K - 0 1", "h#1", ""),
    ("h1-ep", "1N1rkr2/3p1p2/8/4P3/8/8/8/4R2K b - - 0 1", "h#1", ""),
    ("h2-white-starts", "8/2p5/2P3kq/8/6K1/2P2PP1/2P5/8 w - - 0 1", "h#2", "HalfDuplex"),
    ("h3-set-repetition", "7k/6pp/8/8/K7/8/8/4R3 b - - 0 1", "h#3", "SetPlay"),
    ("ser-h3-short", "7k/8/5K2/8/8/8/8/R7 b - - 0 1", "ser-h#3", ""),
    ("ser-h1-last-check", "7k/5bpp/8/8/K7/8/8/4R3 b - - 0 1", "ser-h#1", ""),
    ("ser-h2-no-check-before", "7k/5bpp/8/8/K7/8/8/4R3 b - - 0 1", "ser-h#2", ""),
    ("ser-h2-knight-no-check", "7k/6pp/8/3n4/K7/8/8/4R3 b - - 0 1", "ser-h#2", ""),
    ("ser-h3-white-series", "r7/8/8/8/8/5k2/8/7K w - - 0 1", "ser-h#3", "HalfDuplex"),
    ("ser-h3-set-repetition", "7k/6pp/8/8/K7/8/8/4R3 b - - 0 1", "ser-h#3", "SetPlay"),
    ("ser-h2-set-none", "7k/5bpp/8/8/K7/8/8/4R3 b - - 0 1", "ser-h#2", "SetPlay"),
    # Popeye's hash table drops lines of long repetitive series (79 of 84 here); its
    # documentation calls -maxmem 0 (no table) only slower, and with it Popeye prints all 84.
    ("ser-h6-no-hash", "7k/8/5K2/8/8/8/8/R7 b - - 0 1", "ser-h#6", "", "-maxmem 0"),
    ("ser-h1-ep", "1N1rkr2/3p1p2/8/4P3/8/8/8/4R2K b - - 0 1", "ser-h#1", ""),
    ("ser-h2-ep-after-pass", "1N1rkr2/3p1p2/8/4P3/8/8/8/4R2K b - - 0 1", "ser-h#2", ""),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--popeye", default="/work/peers/popeye/py")
    args = ap.parse_args()
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "data", "help")
    popeye_capture.capture(CASES, args.popeye, here, "popeye_cases.tsv")


if __name__ == "__main__":
    main()
