#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Side-by-side benchmarks of gms-cli against Stockfish (Debian's `stockfish`), in one run.

  scripts/peer_bench.py perft [--gms build/app/gms-cli]
      start position depth 6 and Kiwipete depth 5: nodes/s of both.
  scripts/peer_bench.py mate [--file problems/matetrack-2to5.epd]
      every `bm #N` position: GMS's complete solve time (keys of mate in <= N) against
      Stockfish's time from `go mate N` to its first reported mate; checks GMS finds a mate.

Stockfish runs single-threaded (Threads 1, Hash 16). Timings are each engine's own
clock around the work (no process start-up)."""
import argparse, json, os, re, statistics, subprocess, sys, time

STOCKFISH = "/usr/games/stockfish"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Uci:
    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci"); self.wait("uciok")
        self.send("setoption name Threads value 1"); self.send("setoption name Hash value 16")
        self.ready()

    def send(self, s):
        self.p.stdin.write(s + "\n"); self.p.stdin.flush()

    def wait(self, token):
        while True:
            line = self.p.stdout.readline()
            if not line: raise RuntimeError("stockfish exited")
            if line.startswith(token): return line

    def ready(self):
        self.send("isready"); self.wait("readyok")

    def perft(self, fen, depth):
        self.send(f"position fen {fen}"); self.ready()
        t0 = time.perf_counter(); self.send(f"go perft {depth}")
        line = self.wait("Nodes searched")
        return int(line.split(":")[1]), time.perf_counter() - t0

    def mate(self, fen, n, limit):
        self.send("ucinewgame"); self.send(f"position fen {fen}"); self.ready()
        t0 = time.perf_counter(); self.send(f"go mate {n} movetime {int(limit * 1000)}")
        first = None
        while True:
            line = self.p.stdout.readline()
            if not line: raise RuntimeError("stockfish exited")
            m = re.search(r"score mate (-?\d+)", line)
            if first is None and m and int(m.group(1)) > 0: first = time.perf_counter() - t0
            if line.startswith("bestmove"): return first

    def close(self):
        self.send("quit"); self.p.wait()


def gms(args, gms_path):
    out = subprocess.run([gms_path] + args, capture_output=True, text=True)
    if out.returncode not in (0, 1): raise RuntimeError(out.stderr)
    return out.stdout


def cmd_perft(a):
    sf = Uci(a.stockfish)
    rows = [("startpos d6", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6),
            ("kiwipete d5", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5)]
    print(f"{'position':14} {'nodes':>12} {'GMS s':>8} {'GMS Mnps':>9} {'SF s':>8} {'SF Mnps':>8} {'ratio':>6}")
    for name, fen, d in rows:
        g = json.loads(gms(["perft", "--fen", fen, "--depth", str(d), "--json"] + a.extra, a.gms))
        n, t = sf.perft(fen, d)
        assert n == g["nodes"], f"node counts differ: {n} vs {g['nodes']}"
        print(f"{name:14} {n:12d} {g['seconds']:8.3f} {g['nps'] / 1e6:9.1f} {t:8.3f} {n / t / 1e6:8.1f} {g['nps'] / (n / t):6.2f}")
    sf.close()


def cmd_mate(a):
    sf = Uci(a.stockfish)
    positions = []
    for line in open(a.file):
        m = re.search(r"bm #(\d+);", line)
        if line.startswith("#") or not m: continue
        fen = " ".join(line.split()[:4]) + " 0 1"
        positions.append((fen, int(m.group(1))))
    print(f"{'#':>3} {'N':>2} {'GMS s':>8} {'keys':>4} {'SF s':>8}  fen")
    gms_times, sf_times, missed, faster = [], [], 0, 0
    for i, (fen, n) in enumerate(positions, 1):
        out = json.loads(gms(["solve", "--fen", fen, "--mate", str(n), "--keys-only", "--json"] + a.extra, a.gms))
        tg = out["total"]["seconds"]
        keys = len(out["keys"])
        if keys == 0 or out["shortest"] > n: missed += 1
        ts = sf.mate(fen, n, a.limit)
        gms_times.append(tg)
        sf_times.append(ts if ts is not None else a.limit)
        faster += tg < sf_times[-1]
        print(f"{i:3d} {n:2d} {tg:8.4f} {keys:4d} {('%8.4f' % ts) if ts is not None else '    none'}  {fen}")
    sf.close()
    print(f"median GMS {statistics.median(gms_times):.4f} s, median Stockfish {statistics.median(sf_times):.4f} s; "
          f"GMS faster on {faster}/{len(positions)}; GMS missed {missed} mates")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("what", choices=["perft", "mate"])
    p.add_argument("--gms", default=os.path.join(ROOT, "build", "app", "gms-cli"))
    p.add_argument("--stockfish", default=STOCKFISH)
    p.add_argument("--file", default=os.path.join(ROOT, "problems", "matetrack-2to5.epd"))
    p.add_argument("--limit", type=float, default=60.0, help="seconds Stockfish may search one position")
    p.add_argument("extra", nargs="*", help="extra gms-cli options after --, e.g. -- --no-asm")
    a = p.parse_args()
    if not os.path.exists(a.stockfish): sys.exit("stockfish not found: apt-get install stockfish")
    {"perft": cmd_perft, "mate": cmd_mate}[a.what](a)


if __name__ == "__main__":
    main()
