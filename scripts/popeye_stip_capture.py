#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Captures Popeye 4.104's output for the constructed cases of tests/test_stipulations.cpp.

Development tool only (Popeye is no dependency of the build or the tests): writes
tests/data/stipulations/cases.tsv (id, fen, stipulation, options, popeye_args) and
tests/data/stipulations/ID.out (Popeye's output, verbatim) for every case below. Popeye's
starting side: Black in help play (h, exact-h) and ser-h, White in h...N.5, direct and ser- play;
a case whose FEN has the other side to move is run with Option HalfDuplex.

usage: scripts/popeye_stip_capture.py [--popeye /work/peers/popeye/py]

exact-s!#2 (the first case of that name) is Popeye built without its hash table (the release
build's answer there depends on the table, README): recapture it with that build, or keep it.
"""
import argparse
import os

import popeye_capture

CASES = [
    # id, FEN (side to move = the side that starts), stipulation, Popeye options[, Popeye arguments]
    # h= : stalemate in help play, short solutions, set play, White starting (N.5)
    ("h=1.5", "k7/8/2K5/8/8/8/8/1Q6 w - - 0 1", "h=1.5", ""),
    ("h=2", "k7/8/1K6/8/8/8/8/2Q5 b - - 0 1", "h=2", ""),
    ("h=2-set", "k7/8/1K6/8/8/8/8/2Q5 b - - 0 1", "h=2", "SetPlay"),
    ("h=2-white-starts", "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", "h=2", "HalfDuplex"),
    ("h=1-mate-is-not-stalemate", "7k/5K2/6Q1/8/8/8/8/8 b - - 0 1", "h=1", ""),
    # h== : double stalemate (a single stalemate is no solution)
    ("h==1", "8/8/8/8/8/1p6/p1k5/K7 b - - 0 1", "h==1", ""),
    ("h==2", "8/8/8/8/8/1p6/p1k5/K7 b - - 0 1", "h==2", ""),
    ("h=1-not-double", "8/8/8/8/8/1p6/p1k5/K7 b - - 0 1", "h=1", ""),
    # h#= : mate or stalemate
    ("h#=1.5", "k7/8/2K5/8/8/8/8/1Q6 w - - 0 1", "h#=1.5", ""),
    # h+ hx hep h00 h~ : goals judged on the last move only
    ("h+1", "4k3/3p4/8/8/8/8/8/3QK3 b - - 0 1", "h+1", ""),
    ("hx1", "4k3/3p4/8/8/8/8/8/3QK3 b - - 0 1", "hx1", ""),
    ("hx2", "4k3/3p4/8/8/8/8/8/3QK3 b - - 0 1", "hx2", ""),
    ("hep1", "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", "hep1", ""),
    ("hep2", "4k3/3p4/8/8/4P3/8/8/4K3 b - - 0 1", "hep2", ""),
    ("h001", "4k3/3p4/8/8/8/8/8/4K2R b K - 0 1", "h001", ""),
    ("h002-long-and-short", "r3k3/3p4/8/8/8/8/8/4K3 w q - 0 1", "h002", "HalfDuplex"),
    ("h~1", "k7/8/K7/8/8/8/8/1R6 b - - 0 1", "h~1", ""),
    ("h!=1.5", "8/8/8/8/8/1p6/p1k5/K7 w - - 0 1", "h!=1.5", ""),
    # exact-h# : no short solutions
    ("exact-h#3", "8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 b - - 0 1", "exact-h#3", ""),
    ("h#3-with-shorts", "8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 b - - 0 1", "h#3", ""),
    # ser-h= and other series help goals
    ("ser-h=3", "k7/8/8/8/8/8/P7/K7 w - - 0 1", "ser-h=3", "HalfDuplex"),
    ("ser-h=2", "7k/8/6K1/8/8/8/8/5Q2 b - - 0 1", "ser-h=2", ""),
    ("ser-hx2", "4k3/3p4/8/8/8/8/8/3QK3 b - - 0 1", "ser-hx2", ""),
    # ser- (series direct play): no check before the last move, every length
    ("ser-#3", "k7/pp6/2K5/5p2/8/8/8/1Q5R w - - 0 1", "ser-#3", ""),
    ("ser-#2", "7k/8/5K2/8/8/8/8/R7 w - - 0 1", "ser-#2", ""),
    ("ser-=3", "k7/8/8/8/8/8/8/1K3Q2 w - - 0 1", "ser-=3", ""),
    ("ser-+2", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "ser-+2", ""),
    ("ser-x3", "4k3/p7/8/8/8/8/8/R3K3 w - - 0 1", "ser-x3", ""),
    ("ser-ep2", "4k3/3p4/8/8/4P3/8/8/4K3 w - - 0 1", "ser-ep2", ""),
    ("ser-002", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "ser-002", ""),
    ("ser-!=3", "8/8/8/8/8/1p6/p1k5/K7 w - - 0 1", "ser-!=3", ""),
    # self play with other goals (battle play: Option Variation prints Popeye's tree as GMS does)
    ("sx1", "k1K5/7R/8/8/8/8/8/8 w - - 0 1", "sx1", "Variation"),
    ("sx2", "k1K5/7R/8/8/8/8/8/8 w - - 0 1", "sx2", "Variation"),
    ("s~1", "k1K5/7R/8/8/8/8/8/8 w - - 0 1", "s~1", "Variation"),
    ("s+2", "k1K5/7R/8/8/8/8/8/8 w - - 0 1", "s+2", "Variation"),
    ("s=2-none", "k1K5/7R/8/8/8/8/8/8 w - - 0 1", "s=2", "Variation"),
    ("sx2-tries", "k1K5/7R/8/8/8/8/8/8 w - - 0 1", "sx2", "Variation Try"),
    ("s=1", "7n/5K2/1P6/8/4p3/k7/8/8 w - - 0 1", "s=1", "Variation"),
    ("s=2", "7n/5K2/1P6/8/4p3/k7/8/8 w - - 0 1", "s=2", "Variation"),
    # direct play with other goals: short keys, a stalemate key, tries
    ("=2", "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", "=2", "Variation"),
    ("=2-tries", "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", "=2", "Variation Try"),
    ("#=2", "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", "#=2", "Variation"),
    ("x2", "4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1", "x2", "Variation"),
    ("+2", "4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1", "+2", "Variation"),
    ("=3", "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "=3", "Variation"),
    # hs (White starts hs#N, Black hs#N.5) and ser-s: the defender's forced last move ends each line
    ("hs#1", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K w - - 0 1", "hs#1", ""),
    ("hs#1.5", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K b - - 0 1", "hs#1.5", ""),
    ("hs#1.5-white-first", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K w - - 0 1", "hs#1.5", "HalfDuplex"),
    ("hs#2", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K w - - 0 1", "hs#2", ""),
    ("hs#2-b", "8/8/8/3P2qB/1B1QQ3/8/2B5/5k1K w - - 0 1", "hs#2", ""),
    ("ser-s#1", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K w - - 0 1", "ser-s#1", ""),
    ("ser-s#2", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K w - - 0 1", "ser-s#2", ""),
    ("ser-s#2-black", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K b - - 0 1", "ser-s#2", "HalfDuplex"),
    ("ser-s#3", "8/8/8/3P2qB/1B1QQ3/8/2B5/5k1K w - - 0 1", "ser-s#3", ""),
    ("ser-sx2", "k1K5/7R/8/8/8/8/8/8 w - - 0 1", "ser-sx2", ""),
    ("hsx2", "k1K5/7R/8/8/8/8/8/8 w - - 0 1", "hsx2", ""),
    # semi-r#: only the defender is obliged to mate in one
    ("semi-r#1", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K w - - 0 1", "semi-r#1", "Variation"),
    ("semi-r#1-black", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K b - - 0 1", "semi-r#1", "Variation HalfDuplex"),
    ("semi-r#2", "8/8/8/3P2qB/1B1QQ3/8/2B5/5k1K w - - 0 1", "semi-r#2", "Variation"),
    ("semi-r#2-tries", "8/8/8/3P2qB/1B1QQ3/8/2B5/5k1K w - - 0 1", "semi-r#2", "Variation Try"),
    ("semi-r#2-set", "8/8/8/3P2qB/1B1QQ3/8/2B5/5k1K w - - 0 1", "semi-r#2", "Variation SetPlay"),
    # a goal that is no immobility, reached by an earlier move of the goal side, ends the line
    ("hx2-early-capture", "8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 b - - 0 1", "hx2", ""),
    ("h~2-early", "8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 b - - 0 1", "h~2", ""),
    ("ser-+3-early", "8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 w - - 0 1", "ser-+3", ""),
    ("ser-x3-early", "8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 w - - 0 1", "ser-x3", ""),
    ("hsx2-b", "8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 w - - 0 1", "hsx2", ""),
    ("reci-hx2", "8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 b - - 0 1", "reci-hx2", ""),
    # reci-h: the help ending and the direct ending, one line each, short ones first
    ("reci-h#1", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K b - - 0 1", "reci-h#1", ""),
    ("reci-h#2", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K b - - 0 1", "reci-h#2", ""),
    ("exact-reci-h#2", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K b - - 0 1", "exact-reci-h#2", ""),
    ("reci-h#1-none", "k7/8/1K6/8/8/8/8/2Q5 b - - 0 1", "reci-h#1", ""),
    # reci-h(D)G: the direct ending reaches the bracketed goal D, the help ending G
    ("reci-h(=)#2", "8/6P1/8/8/8/4p3/8/5k1K b - - 0 1", "reci-h(=)#2", ""),
    ("reci-h(=)#3", "8/6P1/8/8/8/4p3/8/5k1K b - - 0 1", "reci-h(=)#3", ""),
    ("reci-h(#)=2", "8/4P3/8/8/8/8/4p3/5k1K b - - 0 1", "reci-h(#)=2", ""),
    ("reci-h(+)#2", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K b - - 0 1", "reci-h(+)#2", ""),
    ("reci-h(x)#1", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K b - - 0 1", "reci-h(x)#1", ""),
    ("exact-reci-h(x)#2", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K b - - 0 1", "exact-reci-h(x)#2", ""),
    # c81: the moving unit reaches the far rank; GoalIsEnd: the wrong side reaching it ends the play
    ("c813", "8/8/8/8/7b/6k1/8/4K2R w K - 0 1", "c813", "Variation"),
    ("c813-goalisend", "8/8/8/8/7b/6k1/8/4K2R w K - 0 1", "c813", "Variation GoalIsEnd"),
    ("c812-tries-goalisend", "3n2kn/7p/8/8/8/8/8/4K2R w - - 0 1", "c812", "Variation Try GoalIsEnd"),
    ("sc813-goalisend", "8/8/8/8/3K4/8/k7/3N4 w - - 0 1", "sc813", "Variation GoalIsEnd"),
    ("sc812", "8/8/8/8/3K4/8/k7/3N4 w - - 0 1", "sc812", "Variation"),
    ("hc812", "7b/7k/7P/5K2/8/8/8/8 b - - 0 1", "hc812", ""),
    ("hc812-goalisend", "7b/7k/7P/5K2/8/8/8/8 b - - 0 1", "hc812", "GoalIsEnd"),
    ("ser-c813", "7b/7k/8/5K2/8/8/1P6/8 w - - 0 1", "ser-c813", ""),
    ("ser-hc813-goalisend", "7b/7k/7P/5K2/8/8/8/8 b - - 0 1", "ser-hc813", "GoalIsEnd"),
    ("hx2-goalisend", "4k3/3p4/8/8/8/8/8/3QK3 b - - 0 1", "hx2", "GoalIsEnd"),
    ("x2-goalisend", "4k3/3p4/2p5/8/8/8/8/3QK3 w - - 0 1", "x2", "Variation Try GoalIsEnd"),
    # %: win a piece, judged as x (any capture) by Popeye 4.104 in orthodox chess
    ("h%1", "4k3/3p4/2n5/8/8/8/8/3QK3 b - - 0 1", "h%1", ""),
    ("%2", "4k3/3p4/2n5/8/8/8/8/3QK3 w - - 0 1", "%2", "Variation"),
    ("ser-%3", "4k3/3p4/2n5/8/8/8/8/3QK3 w - - 0 1", "ser-%3", ""),
    # reci-h N.5: White's half move first, then Black's help moves and the ending
    ("reci-h#1.5", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K w - - 0 1", "reci-h#1.5", ""),
    ("reci-h(=)#2.5", "K1k5/7Q/8/8/8/8/8/7r w - - 0 1", "reci-h(=)#2.5", ""),
    ("exact-reci-h(=)#2.5", "K1k5/7Q/8/8/8/8/8/7r w - - 0 1", "exact-reci-h(=)#2.5", ""),
    # ser-reci-h: N-1 series moves without check, then the reciprocal ending; short series too
    ("ser-reci-h#2", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K b - - 0 1", "ser-reci-h#2", ""),
    ("ser-reci-h#3", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K b - - 0 1", "ser-reci-h#3", ""),
    ("ser-reci-h#1", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K b - - 0 1", "ser-reci-h#1", ""),
    ("ser-reci-h(=)#4", "K1k5/7Q/8/8/8/8/8/7r b - - 0 1", "ser-reci-h(=)#4", ""),
    ("ser-reci-h(+)#3", "K1k5/7Q/8/8/8/8/8/7r b - - 0 1", "ser-reci-h(+)#3", ""),
    ("ser-reci-h(x)=3-none", "8/4P3/8/8/8/8/4p3/5k1K b - - 0 1", "ser-reci-h(x)=3", ""),
    # the orthodox problems of Popeye's own TESTS files with these stipulations (battle_play.inp,
    # help_play.inp, series_play.inp), read by gms-cli convert; battle play with Option Variation
    ("tests-#=2", "8/8/8/8/8/K1R5/8/k7 w - - 0 1", "#=2", "Variation"),
    ("tests-sep1", "B7/8/8/8/4p3/8/5P1p/5K1k w - - 0 1", "sep1", "Variation"),
    ("tests-semi-r#1", "8/6B1/8/8/p7/kp6/p7/K7 w - - 0 1", "semi-r#1", "Variation"),
    ("tests-semi-r#2", "8/6B1/8/8/p7/kp6/p7/K7 w - - 0 1", "semi-r#2", "Variation"),
    ("tests-hep1", "7k/6p1/8/7P/8/8/8/7K b - - 0 1", "hep1", ""),
    # r and semi-r with goals other than mate: the obligations are the goal's moves in one
    ("r=2-obliged", "7k/5K2/6Q1/8/8/8/8/8 w - - 0 1", "r=2", "Variation"),
    ("semi-r=2", "7k/5K2/6Q1/8/8/8/8/8 w - - 0 1", "semi-r=2", "Variation"),
    ("rx2", "4k3/8/8/8/8/8/r7/2K4R w - - 0 1", "rx2", "Variation"),
    ("semi-rx2", "4k3/8/8/8/8/8/r7/2K4R w - - 0 1", "semi-rx2", "Variation"),
    ("r+2-obliged", "4k3/8/8/8/8/8/r7/2K4R w - - 0 1", "r+2", "Variation"),
    ("semi-r+2", "4k3/8/8/8/8/8/r7/2K4R w - - 0 1", "semi-r+2", "Variation"),
    ("r=1", "7k/5K2/6Q1/8/8/8/8/8 b - - 0 1", "r=1", "Variation HalfDuplex"),
    # hr: help play under reflex obligations (a short solution where the defender can mate at once),
    # the attacker's obliged mate in the diagram ("?!?"), N.5 with the defender starting
    ("hr#2-shorts", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K w - - 0 1", "hr#2", ""),
    ("hr#2-obliged", "7k/5K2/8/8/8/8/8/R7 w - - 0 1", "hr#2", ""),
    ("hr#1.5", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K b - - 0 1", "hr#1.5", ""),
    ("hr#2.5", "8/8/8/3P2qB/1B1QQ3/8/2B5/5k1K b - - 0 1", "hr#2.5", ""),
    ("hr=2", "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", "hr=2", ""),
    ("hr#3", "8/6B1/8/8/p7/kp6/p7/K7 w - - 0 1", "hr#3", ""),
    # ser-r: series play under the reflex obligations (the series side fails where it can reach the
    # goal in one, the other side ends the play where it can; short solutions; "?!?" in the diagram)
    ("ser-r#2", "8/8/7Q/8/pp6/kp5P/p7/K7 w - - 0 1", "ser-r#2", ""),
    ("ser-r#3", "8/8/7Q/8/pp6/kp5P/p7/K7 w - - 0 1", "ser-r#3", ""),
    ("exact-ser-r#2", "8/8/7Q/8/pp6/kp5P/p7/K7 w - - 0 1", "exact-ser-r#2", ""),
    ("ser-rx2", "8/8/7Q/8/pp6/kp5P/p7/K7 w - - 0 1", "ser-rx2", ""),
    ("ser-r#2-obliged", "8/8/8/8/pp6/kp5P/p2Q4/K7 w - - 0 1", "ser-r#2", ""),
    ("ser-r=2-obliged", "8/8/8/8/pp6/kp5P/p2Q4/K7 w - - 0 1", "ser-r=2", ""),
    ("ser-r#2-black", "8/8/7Q/8/pp6/kp5P/p7/K7 b - - 0 1", "ser-r#2", "HalfDuplex"),
    ("tests-ser-r#2", "8/8/8/8/pp6/kp5P/p7/K7 w - - 0 1", "ser-r#2", ""),
    ("tests-exact-ser-r#2", "8/1p6/1P6/1Q6/8/k1p5/8/KB6 w - - 0 1", "exact-ser-r#2", ""),
    ("castling-ser-r+3", "8/8/b7/7B/8/8/5P1P/2k1K2R w K - 0 1", "ser-r+3", ""),
    # ser-hs: the series (Black starts), then the other side's move, then the series side's forced goal move
    ("ser-hs#1", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K b - - 0 1", "ser-hs#1", ""),
    ("ser-hs#2", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K b - - 0 1", "ser-hs#2", ""),
    ("exact-ser-hs#2", "1B6/8/8/6qB/1B1Q4/8/2P5/5k1K b - - 0 1", "exact-ser-hs#2", ""),
    ("ser-hs#2-white", "8/8/8/3P2qB/1B1QQ3/8/2B5/5k1K w - - 0 1", "ser-hs#2", "HalfDuplex"),
    ("ser-hsx2-none", "k1K5/7R/8/8/8/8/8/8 b - - 0 1", "ser-hsx2", ""),
    ("ser-hsx2", "8/2p5/2p2pp1/6k1/8/2p3KQ/2P5/8 b - - 0 1", "ser-hsx2", ""),
    ("ser-hsx2-short", "4k3/3p4/8/8/8/8/8/3QK3 b - - 0 1", "ser-hsx2", ""),
    ("ser-hs+2", "8/6B1/8/8/p7/kp6/p7/K7 b - - 0 1", "ser-hs+2", ""),
    ("ser-hs#1-none", "k7/8/1K6/8/8/8/8/2Q5 b - - 0 1", "ser-hs#1", ""),
    # exact- in battle play: the goal on the Nth move exactly (no short keys; threats and replies of
    # the exact lengths left; a goal reached early decides nothing: after a check the play goes on,
    # a side mated early has no move, so a defender's early selfmate refutes; reflex obligations
    # at the last move)
    ("exact-#2", "B7/8/6R1/4k2p/3N3P/4K3/8/8 w - - 0 1", "exact-#2", "Variation"),
    ("exact-#3", "B7/8/6R1/4k2p/3N3P/4K3/8/8 w - - 0 1", "exact-#3", "Variation"),
    ("exact-#2-tries", "B7/8/6R1/4k2p/3N3P/4K3/8/8 w - - 0 1", "exact-#2", "Variation Try"),
    ("beispiel-exact-#2", "8/8/8/8/3R4/1K6/8/k7 w - - 0 1", "exact-#2", "Variation"),
    ("exact-=2", "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", "exact-=2", "Variation"),
    ("exact-x2", "4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1", "exact-x2", "Variation"),
    ("tests-exact-s#2", "8/8/8/8/p7/1pP5/p1k1P3/Kb1NQ3 w - - 0 1", "exact-s#2", "Variation Try"),
    ("exact-s#2-set", "8/8/8/8/p7/1pP5/p1k1P3/Kb1NQ3 w - - 0 1", "exact-s#2", "Variation SetPlay"),
    ("tests-exact-r#2", "7k/8/5P2/8/8/8/R1p5/K7 w - - 0 1", "exact-r#2", "Variation"),
    ("exact-semi-r#2", "8/8/8/3P2qB/1B1QQ3/8/2B5/5k1K w - - 0 1", "exact-semi-r#2", "Variation"),
    ("exact-r#2", "8/8/8/3P2qB/1B1QQ3/8/2B5/5k1K w - - 0 1", "exact-r#2", "Variation"),
    ("exact-+2-early-check-goes-on", "b7/6K1/4k3/8/8/6R1/p1p1b3/8 w - - 0 1", "exact-+2", "Variation"),
    ("exact-semi-r+2-obliged-at-last-move", "8/3n4/7P/8/8/8/2b5/5K1k w - - 0 1", "exact-semi-r+2", "Variation"),
    ("exact-r+2-attacker-obliged-throughout", "b7/8/8/6b1/8/4r1K1/8/5k1N w - - 0 1", "exact-r+2", "Variation"),
    ("exact-rx2-obliged-marked", "8/8/8/1K5N/4Pp2/k7/8/8 w - - 0 1", "exact-rx2", "Variation"),
    ("exact-s~2-defender-goal-too-soon", "k1K5/7R/8/8/8/8/8/8 w - - 0 1", "exact-s~2", "Variation"),
    # exact- with parry series: the goal at the last move only; with help parries an early goal
    # that is no immobility fails (no check before the last move in exact-phser-+2)
    ("exact-pser-#3", "8/6K1/7R/r4k2/8/7N/8/B7 w - - 0 1", "exact-pser-#3", ""),
    ("exact-phser-+2-no-early-check", "4B1r1/8/8/8/8/8/8/5k1K w - - 0 1", "exact-phser-+2", ""),
    ("exact-pser-r#2", "4B1r1/8/8/8/8/8/8/5k1K w - - 0 1", "exact-pser-r#2", ""),
    ("exact-pser-=3", "6R1/5k2/8/b4N2/6K1/8/4Q3/5B2 w - - 0 1", "exact-pser-=3", ""),
    ("exact-pser-h#2", "8/1Q6/8/8/2K5/1p4n1/3p4/b1k5 b - - 0 1", "exact-pser-h#2", ""),
    ("exact-pser-hs#2", "8/4K1Pk/1R6/q7/6r1/8/7P/8 b - - 0 1", "exact-pser-hs#2", ""),
    # exact- parry series with a self-check goal: such a goal move before the last is no move
    ("exact-pser-!#2-early-self-check-fails", "8/8/8/8/5pPP/6Kn/5R2/6nk w - - 0 1", "exact-pser-!#2", ""),
    ("exact-pser-!#2", "7b/6P1/8/R7/np6/kP6/P7/KB6 w - - 0 1", "exact-pser-!#2", ""),
    ("exact-pser-!#3", "8/8/8/3Q4/2R5/k7/3N4/K1b5 w - - 0 1", "exact-pser-!#3", ""),
    ("exact-phser-!#2", "8/8/6r1/6Pk/7P/r5P1/r6K/8 w - - 0 1", "exact-phser-!#2", ""),
    ("exact-pser-r##!2", "7b/6P1/8/R7/np6/kP6/P7/KB6 w - - 0 1", "exact-pser-r##!2", ""),
    # exact-phser-r: the other side's obligation binds its help parries too; an early obliged goal fails
    ("exact-phser-rx2-obliged-throughout", "8/p4k2/3K4/8/8/8/4Q3/6R1 w - - 0 1", "exact-phser-rx2", ""),
    ("exact-phser-r#2", "3B4/1N6/8/8/3R4/3p2kq/3Q4/6K1 w - - 0 1", "exact-phser-r#2", ""),
    ("exact-phser-r+3", "6B1/8/8/3P2qB/3QQ3/8/8/3q1k1K w - - 0 1", "exact-phser-r+3", ""),
    # exact-s with a self-check goal: the defender that can make its goal self-check before its
    # last move ends the play too soon, which refutes (Popeye 4.104 built without its hash table;
    # the release build answers k7/8/1RK5/8/8/2R5/8/5n2 otherwise, see the README)
    ("exact-s!#2", "k7/8/1RK5/8/8/2R5/8/5n2 w - - 0 1", "exact-s!#2", "Variation"),
    ("exact-s!#2-selfmate", "8/2N5/2pB4/6B1/4R3/qk6/4Q3/1K6 w - - 0 1", "exact-s!#2", "Variation"),
    # '>' before the other side's goal move after help or series play: play ends where it can
    # reach the goal; without {!1a[G]d} the side that plays first may (semi-reflex)
    ("sstip-3h-semi-reflex-x", "1K1k4/P7/8/8/4p3/8/8/8 w - - 0 1", "white 3h[>1a[x]d]h", ""),
    ("sstip-3h-reflex-x", "1K1k4/P7/8/8/4p3/8/8/8 w - - 0 1", "white 3h[>1a[x]d]h{!1a[x]d}", ""),
    ("sstip-3h-semi-reflex-x-short", "4K2k/8/2p5/1p6/8/8/1P6/8 w - - 0 1", "white 3h[>1a[x]d]h", ""),
    ("sstip-3:3h-semi-reflex-x", "8/1b6/1K3P1P/8/8/k7/8/8 w - - 0 1", "white 3:3h[>1a[x]d]h", ""),
    ("sstip-4hh-semi-reflex-x", "8/8/7P/3b4/2N1Bk2/B7/6K1/8 b - - 0 1", "black 4hh[>1a[x]d]", ""),
    ("sstip-2s-semi-reflex-x", "1N6/1pP1K3/2b5/7k/8/8/8/8 w - - 0 1", "white 2s[>1a[x]d]", ""),
    # The goal move nested after help play without '>': the goal side's earlier capture goes on
    # ("1.Be6-g4 + Kf3*g4   2.Sh7-g5 Kg4*g5 x"); the side word names the side GMS does not start with
    ("sstip-3h-1ax-goes-on", "8/7N/4B3/8/8/2K2k2/8/8 w - - 0 1", "white 3h[1a[x]d]h", ""),
    ("sstip-black-4hh-x", "8/7N/4B3/8/8/2K2k2/8/8 b - - 0 1", "black 4hh[1a[x]d]", ""),
    # Zxy: a unit of the goal side arrives on the square (a castling king, a promoted pawn too)
    ("zh72", "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "zh72", "Variation"),
    ("hzd52", "4k3/3p4/8/8/8/8/8/3QK3 b - - 0 1", "hzd52", ""),
    ("hzg11-castling", "4k3/3p4/8/8/8/8/8/4K2R b K - 0 1", "hzg11", ""),
    ("hzd81-promotion", "3rk3/2P5/8/8/8/8/8/4K3 b - - 0 1", "hzd81", ""),
    ("ser-zd43", "4k3/p7/8/8/8/8/8/R3K3 w - - 0 1", "ser-zd43", ""),
    ("szb82", "k1K5/7R/8/8/8/8/8/8 w - - 0 1", "szb82", "Variation"),
    ("tests-h001.5", "5k2/8/7b/8/8/7P/8/R3K3 w Q - 0 1", "h001.5", ""),
    ("tests-ser-003", "8/8/b7/1N6/k7/8/4p3/4K2R w K - 0 1", "ser-003", ""),
    # NoWk, NoBk: a side without a king is never in check and never mated; its moves are all legal
    ("nowk-nobk-h=2", "b7/p7/8/8/8/8/8/1B5Q b - - 0 1", "h=2", "NoWk NoBk"),
    ("nowk-nobk-ser-=3", "b7/p7/8/8/8/8/8/Q7 w - - 0 1", "ser-=3", "NoWk NoBk"),
    ("nowk-#2", "k7/p7/8/8/8/8/8/1RR5 w - - 0 1", "#2", "Variation NoWk"),
    ("nowk-s#1-none", "k1r5/p7/1Q6/8/8/8/8/8 w - - 0 1", "s#1", "Variation NoWk"),
    ("nowk-hep2", "4k3/3p4/8/8/4P3/8/8/8 b - - 0 1", "hep2", "NoWk"),
    ("nowk-h#2", "k7/8/8/8/8/8/1R6/2R5 b - - 0 1", "h#2", "NoWk"),
    # ser-s: no series move after which the other side is already forced to reach the goal
    ("ser-sx3-forced-early", "k7/P7/P7/8/8/7P/8/7K w - - 0 1", "ser-sx3", ""),
    ("ser-sx2-not-forced", "k7/P7/8/8/4N3/7P/8/7K w - - 0 1", "ser-sx2", ""),
    ("exact-ser-sx2-not-forced", "k7/P7/8/8/4N3/7P/8/7K w - - 0 1", "exact-ser-sx2", ""),
    # r and semi-r with the goals of a self-check (!#, ##!): the defender's goal move is a
    # self-check; in r an attacker that can reach the goal in one must, so no threat is played
    ("r!#2-threat-still-works", "7k/4N2N/7K/5R2/8/8/8/8 w - - 0 1", "r!#2", "Variation"),
    ("semi-r##!1-set", "8/8/8/3Q4/2R5/k7/3N4/K1b5 w - - 0 1", "semi-r##!1", "Variation SetPlay"),
    ("r##!2", "8/8/8/3Q4/2R5/k7/3N4/K1b5 w - - 0 1", "r##!2", "Variation"),
    ("semi-r!#1", "8/8/8/3Q4/2R5/k7/3N4/K1b5 w - - 0 1", "semi-r!#1", "Variation"),
    # exact- r and semi-r with them: as in exact- play with any other goal
    ("exact-r##!2", "8/8/8/3Q4/2R5/k7/3N4/K1b5 w - - 0 1", "exact-r##!2", "Variation"),
    ("exact-semi-r##!3", "8/8/8/3Q4/2R5/k7/3N4/K1b5 w - - 0 1", "exact-semi-r##!3", "Variation"),
    ("exact-r##2", "8/8/8/8/5pPP/6Kn/5R2/6nk w - - 0 1", "exact-r##2", "Variation"),
    ("exact-r!#2", "k7/3p4/8/2K5/8/3p4/8/6R1 w - - 0 1", "exact-r!#2", "Variation"),
    ("exact-semi-r!#2", "k7/3p4/8/2K5/8/3p4/8/6R1 w - - 0 1", "exact-semi-r!#2", "Variation"),
    # pser-s with them: a parry by a goal self-check reaches the goal ("1.Qe2-f1 + Kf7-f6 !#")
    ("pser-s!#2-goal-self-check-parry", "8/5k2/3K4/8/8/8/4Q3/6R1 w - - 0 1", "pser-s!#2", ""),
    ("pser-hs!#2", "k7/3p4/8/2K5/8/3p4/8/6R1 b - - 0 1", "pser-hs!#2", ""),
    # reci-h with them: the side to move reaches the goal, or lets the other side reach it
    ("reci-h!#1", "7k/4q1Q1/7K/7R/6P1/3Q4/4b3/8 b - - 0 1", "reci-h!#1", ""),
    # s with them: a defender without a legal move must make a goal self-check it has
    ("s##!2-set-tries", "8/8/8/3Q4/2R5/k7/3N4/K1b5 w - - 0 1", "s##!2", "Variation SetPlay Try"),
    ("s!#1", "8/8/8/3Q4/2R5/k7/3N4/K1b5 w - - 0 1", "s!#1", "Variation"),
    # hs, hr, ser-s and ser-r with them: the defender's forced last move is the goal self-check
    ("hs##!1", "8/8/8/3Q4/2R5/k7/3N4/K1b5 w - - 0 1", "hs##!1", ""),
    ("hs!#1", "8/8/8/3Q4/2R5/k7/3N4/K1b5 w - - 0 1", "hs!#1", ""),
    ("hr##!1", "8/8/8/3Q4/2R5/k7/3N4/K1b5 w - - 0 1", "hr##!1", ""),
    ("ser-s##!2", "8/8/8/3Q4/2R5/k7/3N4/K1b5 w - - 0 1", "ser-s##!2", ""),
    # m-> : an introductory series of 1 to m moves before help, series and parry series play;
    # no check before its last move; before h#N.5 its side starts the play too; Popeye's line
    # numbering starts again where the play has a loop of its own (h#2, ser-h#2), not in h#1, ser-#1
    ("intro2-ser-#1-no-check-before-last", "1r5k/6pp/8/8/8/8/8/K2Q4 b - - 0 1", "2->ser-#1", ""),
    ("intro1-h001-last-intro-checks", "4k3/3p4/8/8/8/8/8/R3K2R w KQ - 0 1", "1->h001", ""),
    ("intro1-h#1-numbered-on", "7k/6pp/8/8/8/8/8/3Q1RK1 w - - 0 1", "1->h#1", ""),
    ("intro1-ser-h#2-short", "7k/6pp/8/8/8/8/8/3Q1RK1 w - - 0 1", "1->ser-h#2", ""),
    ("intro1-exact-ser-h#2", "7k/6pp/8/8/8/8/8/3Q1RK1 w - - 0 1", "1->exact-ser-h#2", ""),
    ("intro1-ser-h=2", "8/8/8/8/8/1pK5/p6Q/k7 w - - 0 1", "1->ser-h=2", ""),
    ("intro1-h=1.5-same-side", "8/8/8/8/8/2K5/p6R/k7 w - - 0 1", "1->h=1.5", ""),
    ("intro2-h#1.5", "q1r4k/pp4pp/8/8/8/8/1P6/N2Q2K1 w - - 0 1", "2->h#1.5", ""),
    ("intro1-ser-reci-h#3", "q1r4k/pp4pp/8/8/8/8/1P6/N2Q2K1 w - - 0 1", "1->ser-reci-h#3", ""),
    ("intro1-pser-h#2", "q1r4k/pp4pp/8/8/8/8/1P6/N2Q2K1 w - - 0 1", "1->pser-h#2", ""),
    # m-> before battle play: Popeye 4.104 prints lines, each intro's play by its shortest win
    # (the key, every defence, the shortest replies; no threats, no tries); an s# defence that
    # mates too soon is none; r# and pser-r whose attacker must reach the goal have no line, hr,
    # ser-r and phser-r give "?!?" lines; pser- by its shortest keys only, phser- in full
    ("intro1-#2-shortest-per-intro", "k7/pp6/8/8/8/8/8/2KQ3R b - - 0 1", "1->#2", ""),
    ("intro1-#2", "3Q3K/8/3n4/2P5/p2kP3/P5NR/1R3p1B/5B1N b - - 0 1", "1->#2", ""),
    ("intro1-s#3-early-mate-no-defence", "8/2N5/7B/8/r5R1/qk6/4Q3/1K6 b - - 0 1", "1->s#3", ""),
    ("intro1-s~2-defender-ends", "7k/8/8/1b5K/8/8/8/8 b - - 0 1", "1->s~2", ""),
    ("intro1-r#2", "B4k1K/B7/8/8/8/8/1pb5/8 b - - 0 1", "1->r#2", ""),
    ("intro1-r#2-obliged-no-line", "6k1/8/5K2/8/8/1R6/8/8 b - - 0 1", "1->r#2", ""),
    ("intro1-semi-rct2", "4kr2/4R3/8/7K/3q4/7N/8/8 b - - 0 1", "1->semi-rct2", ""),
    ("intro1-exact-#3", "k7/2K5/8/8/8/8/8/3Q4 b - - 0 1", "1->exact-#3", ""),
    ("intro1-hr#2-obliged", "3k4/R5K1/4R3/8/8/8/8/1Q6 b - - 0 1", "1->hr#2", ""),
    ("intro1-ser-r#2-obliged", "1r5k/8/7K/5Q2/8/8/8/8 b - - 0 1", "1->ser-r#2", ""),
    ("intro1-pser-#3-shortest", "k7/2K5/8/8/8/8/8/3Q4 b - - 0 1", "1->pser-#3", ""),
    ("intro1-pser-r+2-obliged-no-line", "3k2K1/8/2n5/8/5Q2/8/8/8 b - - 0 1", "1->pser-r+2", ""),
    ("intro1-phser-r#2-every-length", "7b/8/8/7b/1Q5K/8/5kB1/4N3 b - - 0 1", "1->phser-r#2", ""),
    ("intro1-phser-r+2-obliged", "8/4K3/6k1/7Q/8/8/8/1b5b b - - 0 1", "1->phser-r+2", ""),
    # pser- pser-s pser-h : parry series (a check is parried with one move, else the other side
    # passes, stalemated or not), keys short and long, parries that defend or help
    ("pser-#2-stalemate-passes", "k7/2K5/8/8/8/8/8/3Q4 w - - 0 1", "pser-#2", ""),
    ("pser-#3-short-keys", "k7/2K5/8/8/8/8/8/3Q4 w - - 0 1", "pser-#3", ""),
    ("pser-=2", "k7/2K5/8/8/8/8/8/3Q4 w - - 0 1", "pser-=2", ""),
    ("pser-s#2", "8/8/7n/Bq6/3Q2N1/8/4P3/K1k5 w - - 0 1", "pser-s#2", ""),
    ("pser-s#2-none", "k7/2K5/8/1p6/8/8/8/3Q4 w - - 0 1", "pser-s#2", ""),
    ("pser-h#2", "k7/2K5/8/1p6/8/8/8/3Q4 b - - 0 1", "pser-h#2", ""),
    ("pser-h#3-parries", "3N2nk/8/4N1n1/8/8/p7/p1K1p3/8 b - - 0 1", "pser-h#3", ""),
    ("pser-h=2", "kb6/3N4/8/K7/8/8/8/8 b - - 0 1", "pser-h=2", ""),
    # phser- phser-s : parry series with help parries (each parry chosen), every line of every length
    ("phser-#3-parries", "8/6p1/8/2Q1P3/3P1k2/8/7P/7K w - - 0 1", "phser-#3", ""),
    ("phser-#3-every-length", "8/8/8/8/3PQ3/q3Q3/1k1K4/q2n4 w - - 0 1", "phser-#3", ""),
    ("phser-=3-past-a-stalemate", "8/8/8/8/6Kb/4N2B/4Q3/7k w - - 0 1", "phser-=3", ""),
    ("phser-s#2-regressions", "8/8/8/8/3pp3/3pk1Pp/4p2N/4K3 w - - 0 1", "phser-s#2", ""),
    ("phser-s#2-parry-checks", "7K/5N2/2QP1k2/4q3/2b4P/6Q1/8/8 w - - 0 1", "phser-s#2", ""),
    ("phser-s#2-no-chosen-mate", "4N3/3n4/5P1K/5k2/5r2/6Q1/3B2R1/8 w - - 0 1", "phser-s#2", ""),
    ("phser-s#3", "4N3/3n4/5P1K/5k2/5r2/6Q1/3B2R1/8 w - - 0 1", "phser-s#3", ""),
    # pser-r phser-r : the reflex obligations of ser-r with parries (defending, chosen)
    ("pser-r#3-parry", "2bN4/p7/k7/1NB5/3P4/r1K5/8/8 w - - 0 1", "pser-r#3", ""),
    ("pser-r#3-parry-mates", "k7/2q5/KP6/2Qp4/8/8/8/8 w - - 0 1", "pser-r#3", ""),
    ("pser-r#2-obliged", "8/8/8/1Q6/8/k7/3P4/KR6 w - - 0 1", "pser-r#2", ""),
    ("pser-r#2-short", "8/3K3q/4P2q/6k1/8/8/7n/8 w - - 0 1", "pser-r#2", ""),
    ("pser-r#3-defended", "6N1/2K1qk2/8/2Q1n3/8/8/8/8 w - - 0 1", "pser-r#3", ""),
    ("phser-r#3-chosen-parry", "6N1/2K1qk2/8/2Q1n3/8/8/8/8 w - - 0 1", "phser-r#3", ""),
    ("phser-r#2-regressions", "8/8/8/7b/8/3pk1P1/7n/4K3 w - - 0 1", "phser-r#2", ""),
    # the goals of a self-check with pser- and phser-: the series side's last move checks its own king
    ("pser-!#2-parry-checks", "8/8/8/8/5r2/6Qb/5B2/5Kbk w - - 0 1", "pser-!#2", ""),
    ("phser-!#3", "8/8/8/8/QQ3b2/P2K4/8/2kq4 w - - 0 1", "phser-!#3", ""),
    ("pser-##2", "8/8/8/8/5pPP/6Kn/5R2/6nk w - - 0 1", "pser-##2", ""),
    # NullMoves: either side not in check may pass ("..."), both in a row too
    ("h#2-nullmoves", "k7/2K5/8/1p6/8/8/8/3Q4 b - - 0 1", "h#2", "NullMoves"),
    ("h#2-nullmoves-check", "k7/2K5/8/8/8/8/1p6/3Q4 b - - 0 1", "h#2", "NullMoves"),
    ("nobk-hzg11-castling", "8/p7/8/8/8/8/8/4K2R b K - 0 1", "hzg11", "NoBk"),
    # Popeye's structured stipulation (sstipulation): help-direct play "Nhh[2da[G]]" (the side that
    # started must move, after which the other side reaches the goal whatever it played), hidden
    # endings ('/'), the constraint {!+} (no check when the ending starts), set play; hs forms.
    ("sstip-2hh-2da#", "k7/p7/1Q6/8/8/8/8/2R4K b - - 0 1", "black 2hh[2da[#]]", ""),
    ("sstip-2hh-hidden-not-in-check", "k7/p7/1Q6/8/8/8/8/2R4K b - - 0 1", "black 2hh[/2da[#]{!+}]", "SetPlay"),
    ("sstip-4hh-2da#-short", "8/5p1P/4pnp1/4Pp2/5k1p/3P3P/5K2/8 b - - 0 1", "black 4hh[2da[#]]", ""),
    ("sstip-2hh-2dax", "k7/p7/1Q6/8/8/8/8/2R4K b - - 0 1", "black 2hh[2da[x]]", ""),
    ("sstip-capzug-4hh", "kb6/3N4/8/K7/8/8/8/8 b - - 0 1", "black 4hh[/1d[x]a{!+}]", "SetPlay"),
    ("sstip-capzug-5h", "k7/p7/1Q6/8/8/8/8/2R4K w - - 0 1", "white 5h[/1d[x]a{!+}]h", ""),
    # help-direct with the attacker's ending "3a[G]d": after an odd help play the other side's
    # #2 (keys that reach the goal at once, if any, else the keys in two), numbered from 1. again
    ("sstip-3h-3a#-set", "8/4p2K/5B2/5k1p/R7/5P1p/7P/8 b - - 0 1", "black 3h[3a[#]d]h", "SetPlay"),
    ("sstip-1h-3ax", "k7/p7/1Q6/8/8/8/8/2R4K b - - 0 1", "black 1h[3a[x]d]h", ""),
    # the attacker's ending of more moves ("2M-1a[G]d"): the moves that win soonest, every defence
    ("sstip-1h-5a#", "7k/6pp/8/8/8/8/7R/K2Q4 b - - 0 1", "black 1h[5a[#]d]h", ""),
    ("sstip-1h-7a#", "2n1k2r/R2R2p1/2P1K2p/8/8/8/8/8 b k - 0 1", "black 1h[7a[#]d]h", ""),
    # a goal for each side: after each of Black's moves =, after each of White's # (or x and #)
    ("sstip-4h=h#", "k7/6p1/1K6/8/8/8/8/7R b - - 0 1", "black 4h[=]h[#]", ""),
    ("sstip-4h=h#-set", "k7/6p1/1K6/8/8/8/8/7R b - - 0 1", "black 4h[=]h[#]", "SetPlay"),
    ("sstip-4hxh#", "k7/6p1/1K1b4/2P5/8/8/8/7R b - - 0 1", "black 4h[x]h[#]", ""),
    ("sstip-4h=h#-stalemate-at-once", "5q2/6p1/8/8/8/8/P1k5/K7 b - - 0 1", "black 4h[=]h[#]", ""),
    # a goal forbidden to one side's moves ({!G} after that side's letter): the goal decides
    # first ("Re1*e8 #" mates although it captures); helpmates.tsv positions where it matters
    ("sstip-3h#-white-no-capture", "4b2k/6pp/8/8/8/2p5/pP6/K3R3 w - - 0 1", "white 3h[#]{!x}h", ""),
    ("sstip-3h#-white-no-capture-set", "4b2k/6pp/8/8/8/2p5/pP6/K3R3 w - - 0 1", "white 3h[#]{!x}h", "SetPlay"),
    ("sstip-4h-black-no-capture-h#", "8/3P2P1/3N4/3k4/8/4K3/8/8 b - - 0 1", "black 4h{!x}h[#]", ""),
    ("sstip-4hh#-white-no-check", "1k6/7p/PK2b3/7P/8/8/8/7N b - - 0 1", "black 4hh[#]{!+}", ""),
    ("sstip-4h-black-no-check-h#", "2Q4K/pr6/k7/1p6/8/8/1P6/8 b - - 0 1", "black 4h{!+}h[#]", ""),
    ("sstip-4hh=-white-no-capture", "8/7B/7p/7k/8/7p/7K/7R b - - 0 1", "black 4hh[=]{!x}", ""),
    # one intro move, then the same side starts the help play ('-'; Popeye lists the shorter
    # help lines too), or the other side (no '-': 1->h#N)
    ("sstip-1h-4hh#-same-side", "7k/6pp/8/8/8/8/8/3Q1RK1 b - - 0 1", "black 1h[-4hh[#]]h", ""),
    ("sstip-1h-4hhx-same-side", "7k/1p6/8/8/8/8/P7/6K1 b - - 0 1", "black 1h[-4hh[x]]h", ""),
    ("sstip-1h-4hh#-other-side", "7k/6pp/8/8/8/8/8/3Q1RK1 w - - 0 1", "white 1h[4hh[#]]h", ""),
    # series-self play ending in the series side's own forced move (sford.inp's Dupont, 6 moves
    # in): the other side passes after every series move, and every length is listed
    ("sstip-3s-1dxa-series-side", "N1k5/2P5/KbRp4/1B6/p7/2Pb4/2P5/8 w - - 0 1", "white 3s[-1d[x]a]", ""),
    ("sstip-4s-1dxa-series-side", "N1k5/2P5/KbRp4/1B6/p7/2Pb4/2P5/8 w - - 0 1", "white 4s[-1d[x]a]", ""),
    ("sstip-2s-1d~a-series-side", "8/8/8/8/8/7p/1p5P/1K3k2 w - - 0 1", "white 2s[-1d[~]a]", ""),
    # series help-self play with the help-self ending's '/' and {!+} (EXAMPLES/capzug.inp's Tuengler)
    ("sstip-8s-1a-hidden-capzug", "k1K5/p7/1P6/8/8/8/8/8 b - - 0 1", "black 8s[1a[/1d[+]a{!+}]d]", ""),
    ("sstip-8s-1a-hidden", "k1K5/p7/1P6/8/8/8/8/8 b - - 0 1", "black 8s[1a[/1d[+]a]d]", ""),
    ("sstip-8s-1h-not-in-check", "k1K5/p7/1P6/8/8/8/8/8 b - - 0 1", "black 8s[1h[1d[+]a{!+}]h]", ""),
    # move numbers from 10 on, as Popeye's "%3d." writes them ("9.Lb1-a2  10.Kb2-a3 0-0-0";
    # BEISPIEL/stip.inp's exact-ser-h0010 without its StartMoveNumber)
    ("exact-ser-h0010-numbers-from-10", "8/8/8/8/1k1N4/8/3P4/R1N1K2b b Q - 0 1", "exact-ser-h0010", ""),
    # hs with set play: the diagram's side passes, then hs one half move shorter
    ("hsx4.5-set", "8/pk6/8/Kp6/8/1P6/P7/8 b - - 0 1", "hsx4.5", "SetPlay"),
    # The goals reached by a self-check: !# (automate: the mover mates itself), ## (both sides
    # mated; the mover must have had a legal move), ##! (a mated side moves, and then both are
    # mated); the positions of TESTS/help_play.inp, battle_play.inp and series_play.inp, and ones
    # where the goal move checks with the king itself (Popeye prints "+ !#")
    ("h##2", "8/8/8/6p1/4K1kN/6P1/4p1pq/7R b - - 0 1", "h##2", ""),
    ("h##!2", "7q/6rB/8/8/8/K7/8/k7 b - - 0 1", "h##!2", ""),
    ("##!2-zugzwang", "7b/6P1/8/R7/np6/kP6/P7/KB6 w - - 0 1", "##!2", "Variation"),
    ("##!2-short", "1RK5/k7/8/2qr4/8/8/8/8 w - - 0 1", "##!2", "Variation"),
    ("ser-##2-stalemated", "8/8/6r1/6Pk/7P/r5P1/r6K/8 w - - 0 1", "ser-##2", ""),
    ("ser-h##!2", "7q/6r1/8/8/8/K7/8/kB6 b - - 0 1", "ser-h##!2", ""),
    ("!#1", "k7/8/8/8/8/r7/r5PK/r7 w - - 0 1", "!#1", "Variation"),
    ("h!#1-king-check", "4R3/8/8/6q1/8/8/8/2k1K3 b - - 0 1", "h!#1", ""),
    ("h!#2-king-check", "8/6K1/7R/r4k2/8/7N/8/B7 b - - 0 1", "h!#2", ""),
    # The goals that follow units from the diagram (ct, <>, Kxy): a rook arriving where the
    # other rook stood is no circuit; like rooks that swap squares are an exchange (the position
    # is then the diagram's); a promoted pawn is still the unit to kiss; kissed only when naked
    ("ser-ct2-like-rooks", "7k/8/8/8/8/R7/8/R6K w - - 0 1", "ser-ct2", ""),
    ("ser-<>4-like-rooks", "7k/8/8/8/8/8/8/R1R4K w - - 0 1", "ser-<>4", ""),
    ("ct2-tries", "k7/1p6/8/8/q7/8/7P/3R3K w - - 0 1", "ct2", "Variation Try"),
    ("hct1.5", "7k/p7/8/8/8/8/6PP/7K w - - 0 1", "hct1.5", ""),
    ("hkb21-promoted", "7k/8/8/8/3N4/p7/1p6/7K b - - 0 1", "hkb21", ""),
    ("skh71-naked", "6bk/7p/8/6Q1/8/8/8/K7 w - - 0 1", "skh71", "Variation"),
    # The goals that follow units and those reached by a self-check with the other play types
    # (found with scripts/popeye_lines_compare.py random STIP N --show).
    ("hsct2", "Q7/6N1/8/8/8/2k5/8/4K3 w - - 0 1", "hsct2", ""),
    ("hrct2", "8/8/8/8/7K/5p2/1r2p2k/7r w - - 0 1", "hrct2", ""),
    ("pser-hct2", "8/8/8/8/7K/5p2/1r2p2k/7r b - - 0 1", "pser-hct2", ""),
    ("ser-hsct3", "8/8/8/8/2p3P1/8/1Q5K/5k2 b - - 0 1", "ser-hsct3", ""),
    ("rct2", "8/8/8/8/2p3P1/8/1Q5K/5k2 w - - 0 1", "rct2", "Variation"),
    ("exact-sct2", "6k1/8/4K3/2B5/8/8/5Q2/1n6 w - - 0 1", "exact-sct2", "Variation"),
    ("ser-hs!#2", "8/8/8/3Q4/2R5/k7/3N4/K1b5 b - - 0 1", "ser-hs!#2", ""),
    ("pser-h##2", "7q/6r1/8/8/8/K7/8/kB6 b - - 0 1", "pser-h##2", ""),
    ("pser-r!#2-self-check", "7k/4N2N/7K/5R2/8/8/8/8 w - - 0 1", "pser-r!#2", ""),
    ("phser-r##!2", "8/8/8/3Q4/2R5/k7/3N4/K1b5 w - - 0 1", "phser-r##!2", ""),
    # phser-s with a goal of a self-check: a checkmated side's forced end is its goal self-checks.
    ("phser-s!#2-mated", "6k1/8/4K3/2B5/8/8/5Q2/1n6 w - - 0 1", "phser-s!#2", ""),
    ("phser-s##!2", "7b/6P1/8/R7/np6/kP6/P7/KB6 w - - 0 1", "phser-s##!2", ""),
    # pser-hs: the series side (Black) moves, each check parried with a chosen move, then the
    # other side moves and the series side is forced to reach the goal ("3.Kh8*h7 x").
    ("pser-hs#2", "3B4/1N6/8/8/3R4/3p2kq/3Q4/6K1 b - - 0 1", "pser-hs#2", ""),
    ("pser-hsx2", "7k/3r1R2/5K2/8/8/8/1N6/8 b - - 0 1", "pser-hsx2", ""),
    ("pser-hsct2", "7k/3r1R2/5K2/8/8/8/1N6/8 b - - 0 1", "pser-hsct2", ""),
    # Series play: a goal reached before the last series move ends the line (a shorter
    # solution), judged as the move left the position, before the other side's pass (a goal
    # that asks who moved: the far rank of c81, the mover's units of <>)
    ("ser-c813-early", "8/8/7k/8/3K4/8/1R6/8 w - - 0 1", "ser-c813", ""),
    ("ser-<>6-early", "7k/p7/8/8/5p2/4pP2/4P3/5B1K w - - 0 1", "ser-<>6", ""),
    # NonTrivial M N: keys that leave more non-trivial defences than allowed drop out (a #4 of
    # matetrack with three keys, its tries; an s#4 with five keys), the allowance spent along the play
    ("nontrivial-#4-0-0-tries", "nB6/1p1Np3/1P3p2/p2P1Np1/P3P2p/P1p2P2/2rp1kPP/nbbK1B1R w - - 0 1", "#4",
     "Variation Try NonTrivial 0 0"),
    ("nontrivial-#4-0-1", "nB6/1p1Np3/1P3p2/p2P1Np1/P3P2p/P1p2P2/2rp1kPP/nbbK1B1R w - - 0 1", "#4",
     "Variation NonTrivial 0 1"),
    ("nontrivial-s#4-1-0", "8/2n5/6Q1/3P2qB/3QQ3/8/2B5/5k1K w - - 0 1", "s#4", "Variation NonTrivial 1 0"),
    ("nontrivial-s#4-0-1", "8/2n5/6Q1/3P2qB/3QQ3/8/2B5/5k1K w - - 0 1", "s#4", "Variation NonTrivial 0 1"),
    # semi-r#: Popeye's defender lengths one less than in s# (23 keys plain, 22 with 0 0, 23 with 0 1)
    ("nontrivial-semi-r#3-0-0", "8/8/8/3P2qB/1B1QQ3/8/2B5/5k1K w - - 0 1", "semi-r#3", "Variation NonTrivial 0 0"),
    ("nontrivial-semi-r#3-0-1", "8/8/8/3P2qB/1B1QQ3/8/2B5/5k1K w - - 0 1", "semi-r#3", "Variation NonTrivial 0 1"),
    ("nontrivial-semi-r#2-0-0", "8/8/8/3P2qB/1B1QQ3/8/2B5/5k1K w - - 0 1", "semi-r#2", "Variation NonTrivial 0 0"),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--popeye", default="/work/peers/popeye/py")
    args = ap.parse_args()
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "data", "stipulations")
    popeye_capture.capture(CASES, args.popeye, here, "cases.tsv")


if __name__ == "__main__":
    main()
