#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Converts orthodox help play from a German Popeye input file (e.g. BEISPIEL/intell.inp of
Popeye's public repository) into a TSV of positions: id, fen, stipulation, source.

Reads AnfangProblem / WeiteresProblem / EndeProblem, Forderung (h#N, h#N.5, ser-h#N and the
same with = for stalemate),
Steine (Weiss/Schwarz with K D T L S B), Autor, Quelle, and the twins Verse (move a unit),
Hinzu (add), Entferne (remove), Tausche (swap), Verschieb (shift the board), Ferner
(continued twin). Problems with other stipulations, other options than Intelligent
(WeissBeginnt, Satz, Duplex, ...) or other twins are listed on stderr as skipped.
Popeye starts h#N and ser-h#N with Black, h#N.5 with White: the FEN says so. Castling is
allowed wherever king and rook stand on their initial squares, as Popeye assumes.

usage: scripts/popeye_german_to_tsv.py INPUT.inp [--prefix intell] > OUT.tsv
"""
import argparse
import os
import re
import sys

PIECES = {"k": "k", "d": "q", "t": "r", "l": "b", "s": "n", "b": "p"}


def squares(text):
    return re.findall(r"[a-h][1-8]", text)


def placement(board):
    """The FEN piece placement of `board` (square name -> FEN letter)."""
    rows = []
    for rank in range(8, 0, -1):
        row, empty = "", 0
        for f in "abcdefgh":
            p = board.get(f + str(rank))
            if p is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += p
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows)


def fen_of(board, white_first):
    # Popeye allows castling whenever king and rook stand on their initial squares.
    rights = ""
    for king, rook, letter in (("e1", "h1", "K"), ("e1", "a1", "Q"), ("e8", "h8", "k"), ("e8", "a8", "q")):
        white = letter.isupper()
        if board.get(king) == ("K" if white else "k") and board.get(rook) == ("R" if white else "r"):
            rights += letter
    return placement(board) + (" w " if white_first else " b ") + (rights or "-") + " - 0 1"


def parse_pieces(words, board):
    color, letter = None, None
    for w in words:
        lw = w.lower()
        if lw.startswith("weiss"):
            color = "w"
        elif lw.startswith("schwarz"):
            color = "b"
        elif color and (lw[0] in PIECES or (letter and re.fullmatch(r"([a-h][1-8])+", lw))):
            if not re.fullmatch(r"([a-h][1-8])+", lw):  # a new piece letter, else more squares of the last
                letter, lw = PIECES[lw[0]], lw[1:]
            for sq in squares(lw):
                board[sq] = letter.upper() if color == "w" else letter
        else:
            raise ValueError(f"unknown piece word '{w}'")


def problems(text):
    """Yields dicts: stipulation, board, options, twins, author, source."""
    body = re.split(r"(?im)^\s*(?:anfangproblem|weiteresproblem|endeproblem)\s*$", text)
    for chunk in body:
        if not chunk.strip():
            continue
        prob = {"stip": None, "board": {}, "options": [], "twins": [], "author": [], "source": ""}
        section = None
        pieces = []
        for line in chunk.splitlines():
            words = line.split()
            if not words:
                continue
            key = words[0].lower()
            if key == "forderung":
                prob["stip"], section = words[1].lower(), None
            elif key == "steine":
                pieces, section = words[1:], "steine"
            elif key == "option":
                prob["options"] += [w.lower() for w in words[1:]]
                section = None
            elif key == "zwilling":
                prob["twins"].append([w.lower() for w in words[1:]])
                section = None
            elif key == "autor":
                prob["author"].append(" ".join(words[1:]))
                section = None
            elif key == "quelle":
                prob["source"], section = " ".join(words[1:]), None
            elif key in ("protokoll", "titel", "bemerkung"):
                section = None
            elif section == "steine" and line[0].isspace():
                pieces += words
            else:  # a condition (Bedingung), a zero position, ...: not orthodox help play here
                prob["error"] = f"'{words[0]}' not handled"
                section = None
        if prob["stip"] is None:
            continue
        try:
            parse_pieces(pieces, prob["board"])
        except (ValueError, KeyError) as e:
            prob["error"] = str(e)
        yield prob


def apply_twin(board, words):
    b = dict(board)
    verb, args = words[0], words[1:]
    if verb.startswith("verse"):
        a, c = args
        b[c] = b.pop(a)
    elif verb.startswith("hinzu"):
        color, spec = args
        letter = PIECES[spec[0]]
        b[spec[1:3]] = letter.upper() if color.startswith("weiss") else letter
    elif verb.startswith("entferne"):
        del b[args[0]]
    elif verb.startswith("tausche"):
        a, c = args
        b[a], b[c] = b[c], b[a]
    elif verb.startswith("verschieb"):
        a, c = args
        df, dr = ord(c[0]) - ord(a[0]), int(c[1]) - int(a[1])
        b = {}
        for sq, p in board.items():
            f, r = ord(sq[0]) + df, int(sq[1]) + dr
            if not ("a" <= chr(f) <= "h" and 1 <= r <= 8):
                raise ValueError("shift moves a unit off the board")
            b[chr(f) + str(r)] = p
    else:
        raise ValueError(f"twin '{' '.join(words)}' not handled")
    return b


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--prefix", default="intell")
    args = ap.parse_args()
    text = open(args.input, encoding="latin-1").read()
    print("id\tfen\tstipulation\tsource")
    for n, prob in enumerate(problems(text), 1):
        pid = f"{args.prefix}-{n:02d}"
        stip = prob["stip"]
        # Zugnummern (MoveNumbers) only changes Popeye's printing.
        other = [o for o in prob["options"]
                 if not o.startswith("intell") and not o.startswith("zug") and not o.isdigit()]
        if "error" in prob or not re.fullmatch(r"(h[#=]\d+(\.5)?|ser-h[#=]\d+)", stip) or other:
            print(f"{pid}: skipped ({stip}, options {' '.join(prob['options'])})", file=sys.stderr)
            continue
        white_first = stip.endswith(".5")
        source = "; ".join(prob["author"]) + (", " + prob["source"] if prob["source"] else "")
        try:
            boards = [("", prob["board"])]
            current = prob["board"]
            for i, twin in enumerate(prob["twins"]):
                base = current if twin[0].startswith("ferner") else prob["board"]
                words = twin[1:] if twin[0].startswith("ferner") else twin
                current = apply_twin(base, words)
                boards.append((chr(ord("b") + i), current))
        except (ValueError, KeyError) as e:
            print(f"{pid}: skipped (twin: {e})", file=sys.stderr)
            continue
        for label, board in boards:
            print(f"{pid}{label}\t{fen_of(board, white_first)}\t{stip}\t"
                  f"Popeye BEISPIEL/{os.path.basename(args.input)} #{n}: {source}")


if __name__ == "__main__":
    main()
