# SPDX-License-Identifier: GPL-3.0-or-later
"""What the Popeye capture tools share (popeye_help_capture.py, popeye_stip_capture.py): the
input Popeye 4.104 reads for a case, and writing its output verbatim beside a TSV of the cases.

A case is (id, FEN, stipulation, Popeye options[, Popeye command-line arguments]); the FEN's side
to move must be Popeye's starting side (white_starts) unless the options say HalfDuplex.
"""
import os
import subprocess
import tempfile


def white_starts(stip):
    """Popeye's starting side: Black in help play (h, exact-h, reci-h), ser-h and ser-reci-h, White in
    h...N.5, hs/hr play (Black in their N.5), direct and ser- play."""
    s = stip.lower()
    if "->" in s:  # m->: the intro's side is the one the play does not start with, but before N.5 that one
        play = s[:6] + s.split("->", 1)[1] if s.startswith("exact-") else s.split("->", 1)[1]
        return white_starts(play) == play.endswith(".5")
    if s.startswith("white ") or s.startswith("black "):  # structured: the side word, then '-'s
        return s.startswith("white ") != (s.count("-") % 2 == 1 and "- " in s)
    if s.startswith("exact-"):
        s = s[6:]
    if s.startswith("ser-h") or s.startswith("ser-reci-h") or s.startswith("pser-h"):
        return False
    if s.startswith("reci-h"):
        return s.endswith(".5")
    if s.startswith("hs") or s.startswith("hr"):
        return not s.endswith(".5")
    if s.startswith("h"):
        return s.endswith(".5")
    return True


def popeye_input(fen, stip, options):
    board, side, castling = fen.split()[:3]
    if (side == "w") != white_starts(stip) and "HalfDuplex" not in options:
        raise SystemExit(f"{fen} {stip}: the side to move is not Popeye's starting side; add HalfDuplex")
    board = board.replace("n", "s").replace("N", "S")  # Popeye's Forsyth: S is the knight, N the nightrider
    nocastling = []  # Popeye assumes castling rights for K and R on their squares; the FEN decides
    for right, squares in (("K", "h1"), ("Q", "a1"), ("k", "h8"), ("q", "a8")):
        if right not in castling:
            nocastling.append(squares)
    extra = f" NoCastling {''.join(nocastling)}" if nocastling else ""
    command = "SStipulation" if stip.lower().startswith(("white ", "black ")) else "Stipulation"
    return f"BeginProblem\nOption NoBoard {options}{extra}\n{command} {stip}\nForsyth {board}\nEndProblem\n"


def same_but_time(path, out):
    if not os.path.exists(path):
        return False
    with open(path) as f:
        old = f.read()
    # Popeye's timing and its first line (the machine's kernel version) change from run to run.
    strip = lambda text: [l for l in text.splitlines() if "Time =" not in l and not l.startswith("Popeye ")]
    return strip(old) == strip(out)


def capture(cases, popeye, folder, tsv_name):
    """Runs Popeye on every case, writes folder/ID.out (kept when only the timing differs) and
    folder/tsv_name (id, fen, stipulation, options, popeye_args)."""
    rows = ["id\tfen\tstipulation\toptions\tpopeye_args"]
    for case in cases:
        cid, fen, stip, options = case[:4]
        popeye_args = case[4].split() if len(case) > 4 else []
        with tempfile.NamedTemporaryFile("w", suffix=".inp", delete=False) as f:
            f.write(popeye_input(fen, stip, options))
        out = subprocess.run([popeye] + popeye_args + [f.name], capture_output=True, text=True, check=True).stdout
        os.unlink(f.name)
        path = os.path.join(folder, cid + ".out")
        if not same_but_time(path, out):
            with open(path, "w") as f:
                f.write(out)
        rows.append(f"{cid}\t{fen}\t{stip}\t{options}\t{' '.join(popeye_args)}")
    with open(os.path.join(folder, tsv_name), "w") as f:
        f.write("\n".join(rows) + "\n")
