#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Captures the order and numbers Popeye 4.104 gives the first moves of a position (its
MoveNumbers lines, which StartMoveNumber counts) on seeded random positions with every kind of
unit, castling rights and en passant, into tests/data/popeye/move_order.tsv (test_popeye_move_order
compares engine/chess/popeye_move_order.h with it). Development tool, not run by the tests.

Positions GMS refuses (a side in check from more than two units, which Popeye reads) are skipped:
the script asks `gms-cli perft` about each.

usage: scripts/popeye_move_order_capture.py --popeye PATH --gms build/app/gms-cli [--count 150] [--seed 5]
"""
import argparse
import os
import random
import re
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "tests", "data", "popeye", "move_order.tsv")


def random_position(rng):
    board = {}
    def free():
        while True:
            s = (rng.randrange(8), rng.randrange(8))
            if s not in board:
                return s
    # kings often at home, so that castling comes up
    wk = (4, 0) if rng.random() < 0.5 else free()
    board[wk] = "K"
    while True:
        bk = (4, 7) if rng.random() < 0.5 else free()
        if bk not in board and (abs(bk[0] - wk[0]) > 1 or abs(bk[1] - wk[1]) > 1):
            break
    board[bk] = "k"
    for corner, piece in (((0, 0), "R"), ((7, 0), "R"), ((0, 7), "r"), ((7, 7), "r")):
        if corner not in board and rng.random() < 0.4:
            board[corner] = piece
    for _ in range(rng.randrange(4, 13)):
        piece = rng.choice("QRBNPPPqrbnppp")
        s = free()
        if piece in "Pp" and s[1] in (0, 7):
            continue
        board[s] = piece
    side = rng.choice("wb")
    castling = ""
    if board.get((4, 0)) == "K":
        castling += "K" if board.get((7, 0)) == "R" else ""
        castling += "Q" if board.get((0, 0)) == "R" else ""
    if board.get((4, 7)) == "k":
        castling += "k" if board.get((7, 7)) == "r" else ""
        castling += "q" if board.get((0, 7)) == "r" else ""
    ep = "-"
    # en passant: a pawn of the other side that may just have made its double step beside ours
    rank, them, us, back = (4, "p", "P", 1) if side == "w" else (3, "P", "p", -1)
    for f in range(8):
        if board.get((f, rank)) == them and (f, rank + back) not in board and (f, rank + 2 * back) not in board:
            if board.get((f - 1, rank)) == us or board.get((f + 1, rank)) == us:
                ep = "abcdefgh"[f] + str(rank + back + 1)
                break
    rows = []
    for r in range(7, -1, -1):
        row, gap = "", 0
        for f in range(8):
            p = board.get((f, r))
            if p is None:
                gap += 1
                continue
            row += (str(gap) if gap else "") + p
            gap = 0
        rows.append(row + (str(gap) if gap else ""))
    return "/".join(rows) + f" {side} {castling or '-'} {ep} 0 1"


def popeye_input(fen):
    board, side, castling, ep = fen.split()[:4]
    board = board.replace("n", "s").replace("N", "S")
    options = ["NoBoard", "MoveNumbers"]
    nocastling = [sq for right, sq in (("K", "h1"), ("Q", "a1"), ("k", "h8"), ("q", "a8")) if right not in castling]
    if nocastling:
        options.append("NoCastling " + "".join(nocastling))
    if ep != "-":
        f, r = ep[0], int(ep[1])
        step = -1 if r == 6 else 1  # the double step went from r+1 to r-1 (Black) or r-1 to r+1 (White)
        options.append(f"EnPassant {f}{r - step}{f}{r}{f}{r + step}")
    stip = "h#1" if side == "b" else "h#1.5"
    return f"BeginProblem\nOption {' '.join(options)}\nStipulation {stip}\nForsyth {board}\nEndProblem\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--popeye", required=True)
    ap.add_argument("--gms", required=True)
    ap.add_argument("--count", type=int, default=150)
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "p.inp")
        while len(rows) < args.count:
            fen = random_position(rng)
            if subprocess.run([args.gms, "perft", "--fen", fen, "--depth", "1"], capture_output=True).returncode != 0:
                continue
            with open(path, "w") as f:
                f.write(popeye_input(fen))
            run = subprocess.run([args.popeye, path], capture_output=True, text=True, timeout=60)
            text = run.stdout + run.stderr
            if "capture the king" in text or "error" in text.lower() or "Inconsistent" in text:
                continue
            moves = re.findall(r"^ *(\d+)  \((\S+(?: ep\.)?)", run.stdout, re.M)
            if not moves:
                continue
            rows.append((f"order-{len(rows) + 1:03d}", fen, " ".join(f"{n}:{m.replace(' ', '')}" for n, m in moves)))
    with open(OUT, "w") as f:
        f.write("# Popeye 4.104's MoveNumbers on seeded random positions (scripts/popeye_move_order_capture.py):\n")
        f.write("# id, FEN, each first move it tries as number:move (check marks dropped; 'ep.' joined)\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    print(f"{len(rows)} positions -> {OUT}")


if __name__ == "__main__":
    main()
