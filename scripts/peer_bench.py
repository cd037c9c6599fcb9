#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Side-by-side benchmarks of gms-cli against its peers, measured in one run.

  scripts/peer_bench.py solve --popeye PATH [--stockfish PATH] [--set FILE]... [--cap S] [--runs N]
      Problem sets (TSV, as in problems/ and tests/data/): every problem solved by every
      solver as a whole process, one process at a time, the solvers in turn (the order
      rotates from problem to problem): gms-cli at one thread (CPU seconds) and at its
      default (every core: wall seconds), Popeye (a build of its public source) plain and,
      for help play, with Option Intelligent, and Stockfish's `go mate N` for #N. Each
      answer is checked: GMS's keys or lines against Popeye's output of the same run and
      against the set's recorded answer; Stockfish's bestmove against the keys. Prints a
      row per problem, then per set the medians and the median per-problem ratios.
  scripts/peer_bench.py perft [--gms build/app/gms-cli]
      start position depth 6 and Kiwipete depth 5: nodes/s of GMS and Stockfish.
  scripts/peer_bench.py mate [--file problems/matetrack-2to5.epd]
      every `bm #N` position: GMS's complete solve time (keys of mate in <= N) against
      Stockfish's time from `go mate N` to its first reported mate; checks GMS finds a mate.

Stockfish is Debian's (`apt-get install stockfish`), single-threaded (Threads 1, Hash 16).
In perft and mate the timings are each engine's own clock around the work (no process
start-up); in solve they are whole processes (CPU: user + system seconds of the process,
from wait4; wall: from start to exit)."""
import argparse, json, os, re, resource, signal, statistics, subprocess, sys, tempfile, threading, time

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
        ts = sf.mate(fen, n, a.sf_limit)
        gms_times.append(tg)
        sf_times.append(ts if ts is not None else a.sf_limit)
        faster += tg < sf_times[-1]
        print(f"{i:3d} {n:2d} {tg:8.4f} {keys:4d} {('%8.4f' % ts) if ts is not None else '    none'}  {fen}")
    sf.close()
    print(f"median GMS {statistics.median(gms_times):.4f} s, median Stockfish {statistics.median(sf_times):.4f} s; "
          f"GMS faster on {faster}/{len(positions)}; GMS missed {missed} mates")


# ---- solve: whole processes on problem sets ----------------------------------------------

DEFAULT_SETS = ["direct_mates.tsv", "long_mates.tsv", "selfmates_hard.tsv", "helpmates_hard.tsv", "helpmates.tsv"]


def find_set(name):
    """A set by path, or by name in problems/ or tests/data/ (the project's own copies)."""
    if os.path.exists(name): return name
    for folder in ("problems", os.path.join("tests", "data")):
        path = os.path.join(ROOT, folder, name)
        if os.path.exists(path): return path
    sys.exit(f"set not found: {name} (looked in problems/ and tests/data/)")


def read_set(path):
    rows = []
    with open(path) as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            if not line.strip() or line.startswith("#"): continue
            row = dict(zip(header, line.rstrip("\n").split("\t")))
            row["stip"] = row.get("stipulation") or "#" + row["n"]
            rows.append(row)
    return rows


def is_help(stip):
    return stip.startswith("h#") or stip.startswith("ser-h#")


def run_process(cmd, cap, stdin_text=None, answer_when=None, then_send=None):
    """Runs one process to its end (stopped after `cap` CPU seconds). Returns (output, cpu, wall,
    capped): CPU = user + system seconds of the process (wait4), wall from start to exit.
    With answer_when: when an output line starts with it, `then_send` is written (UCI quit)."""
    lines, capped = [], [False]

    def limit_cpu():  # the cap is CPU seconds (SIGXCPU), so a busy machine does not cut runs short
        seconds = max(1, int(cap + 0.999))
        resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 1))
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                         text=True, bufsize=1, preexec_fn=limit_cpu)
    if stdin_text:
        p.stdin.write(stdin_text); p.stdin.flush()
    if not answer_when: p.stdin.close()

    def read():
        for line in p.stdout:
            lines.append(line)
            if answer_when and line.startswith(answer_when):
                try:
                    p.stdin.write(then_send); p.stdin.close()
                except OSError:
                    pass
    reader = threading.Thread(target=read); reader.start()

    def kill():
        capped[0] = True
        p.kill()
    timer = threading.Timer(4 * cap + 10, kill); timer.start()  # a process that waits without working
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    timer.cancel()
    p.returncode = os.waitstatus_to_exitcode(status)
    if os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGXCPU: capped[0] = True
    reader.join()
    return "".join(lines), usage.ru_utime + usage.ru_stime, wall, capped[0]


def popeye_inputs(gms_path, rows, workdir):
    """Popeye's input for every row, written by `gms-cli convert` (which knows Popeye's
    conventions: S for the knight, NoCastling, EnPassant, HalfDuplex), without Variation:
    Popeye then prints the keys (battle) or the lines (help), as gms-cli --keys-only does."""
    epd = os.path.join(workdir, "set.epd")
    with open(epd, "w") as f:
        for row in rows:
            f.write(f"{' '.join(row['fen'].split()[:4])} stip {row['stip']};\n")
    inp = os.path.join(workdir, "set.inp")
    out = subprocess.run([gms_path, "convert", epd, inp], capture_output=True, text=True)
    if out.returncode != 0: sys.exit("gms-cli convert failed: " + out.stderr)
    text = open(inp).read()
    bodies = re.split(r"^(?:BeginProblem|NextProblem|EndProblem)\s*$", text, flags=re.M)
    bodies = [b.strip("\n") for b in bodies if b.strip()]
    if len(bodies) != len(rows): sys.exit(f"convert gave {len(bodies)} problems for {len(rows)} rows")
    result = []
    for body in bodies:
        body_lines = []
        for line in body.splitlines():
            if line.startswith("Option"):
                words = [w for w in line.split()[1:] if w != "Variation"]
                line = "Option " + " ".join(["NoBoard"] + words)
            body_lines.append(line)
        if not any(l.startswith("Option") for l in body_lines): body_lines.append("Option NoBoard")
        result.append(body_lines)
    return result


def write_popeye(path, body_lines, intelligent):
    with open(path, "w") as f:
        f.write("BeginProblem\n")
        for line in body_lines:
            f.write(line + (" Intelligent" if intelligent and line.startswith("Option") else "") + "\n")
        f.write("EndProblem\n")


MARKS = {"+", "#", "=", "==", "!", "?", "ep."}


def popeye_moves(text):
    """'1.Rc5-c6 d5*c6   2.Kf8-e8 f6-f7 +' -> 'Rc5-c6 d5*c6 Kf8-e8 f6-f7' (numbers and marks dropped)."""
    return " ".join(t for t in re.sub(r"\d+\.(?:\.\.)?", " ", text).split() if t not in MARKS)


def popeye_answer(output, help_play):
    """Popeye's keys (battle play: the '1.X !' lines) or lines (help play), as a set."""
    found = set()
    for line in output.splitlines():
        if not re.match(r"^\s+1\.", line): continue
        if help_play:
            found.add(popeye_moves(line))
        elif line.rstrip().endswith("!"):
            found.add(popeye_moves(line).split()[0])
    return found


def gms_answer(out):
    """From gms-cli's JSON: (Popeye-notation set, UCI set as the TSVs write it)."""
    if "solutions" in out:
        notation = {popeye_moves(s["text"]) for s in out["solutions"]}
        uci = {" ".join(s["line"]) for s in out["solutions"]}
        return notation, uci
    notation = {popeye_moves(k["popeye"]).split()[0] for k in out["keys"]}
    uci = {k["uci"] for k in out["keys"]}
    return notation, uci


def recorded_answer(row):
    """The set's recorded answer (Popeye's, from when the set was made), as a UCI set; None
    when the set records none (then Popeye's output of the same run is the only check)."""
    if "solutions" not in row and "keys" not in row:
        return None
    def items(field):
        value = row.get(field, "-").strip()
        return set() if value in ("", "-") else {x.strip() for x in value.split("|" if "solutions" in field else " ")}
    if "solutions" in row:
        return items("solutions") | items("short_solutions")
    return items("keys") | {k.split(":")[0] for k in items("short_keys")}


def stockfish_mate(sf_path, fen, n, cap):
    script = f"uci\nsetoption name Threads value 1\nsetoption name Hash value 16\nposition fen {fen}\ngo mate {n}\n"
    out, cpu, wall, capped = run_process([sf_path], cap, script, answer_when="bestmove", then_send="quit\n")
    best = [l.split()[1] for l in out.splitlines() if l.startswith("bestmove") and len(l.split()) > 1]
    return (best[0] if best else None), cpu, wall, capped


def cmd_solve(a):
    if not a.popeye or not os.path.exists(a.popeye):
        sys.exit("give --popeye PATH: Popeye built from its public source (see the README, Benchmarks)")
    have_sf = os.path.exists(a.stockfish)
    if not have_sf: print(f"# {a.stockfish} not found (apt-get install stockfish): no Stockfish column", file=sys.stderr)
    workdir = tempfile.mkdtemp(prefix="peer_bench.")
    summary = []
    failures = 0
    print(f"# one run, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {os.cpu_count()} cores; cap {a.cap:g} CPU s "
          f"per process (+: capped, so at least that); CPU s = user+sys of the whole process; "
          f"gms1 = gms-cli --threads 1, gmsN = its default (every core, wall s)")
    for set_name in a.set or DEFAULT_SETS:
        path = find_set(set_name)
        rows = read_set(path)[: a.limit or None]
        bodies = popeye_inputs(a.gms, rows, workdir)
        help_set = any(is_help(r["stip"]) for r in rows)
        direct_set = any(r["stip"].startswith("#") for r in rows)
        solvers = ["gms1", "gmsN", "popeye"] + (["popeye-i"] if help_set else []) + (["stockfish"] if direct_set and have_sf else [])
        print(f"\n## {os.path.basename(path)}: {len(rows)} problems")
        print(f"{'id':12} {'stip':8} " + " ".join(f"{s + ' cpu':>13}" for s in solvers) + f" {'gmsN wall':>10} {'popeye wall':>11}  check")
        results = []
        for i, row in enumerate(rows):
            stip, fen = row["stip"], row["fen"]
            help_play = is_help(stip)
            n = int(re.sub(r"[^0-9]", "", stip.split("#")[1].split(".")[0]) or 0)
            inp = os.path.join(workdir, "p.inp")
            best = {}
            answers = {}
            order = solvers[i % len(solvers):] + solvers[: i % len(solvers)]  # rotate: no solver always first
            for _ in range(a.runs):
                for solver in order:
                    if solver.startswith("gms"):
                        cmd = [a.gms, "solve", "--fen", fen, "--stip", stip, "--json"]
                        if not help_play: cmd.append("--keys-only")
                        if solver == "gms1": cmd += ["--threads", "1"]
                        out, cpu, wall, capped = run_process(cmd, a.cap)
                        if not capped:
                            try:
                                answers[solver] = json.loads(out.splitlines()[-1])
                            except (ValueError, IndexError):
                                answers[solver] = None
                    elif solver.startswith("popeye"):
                        write_popeye(inp, bodies[i], solver == "popeye-i")
                        out, cpu, wall, capped = run_process([a.popeye, inp], a.cap)
                        capped = capped or "solution finished" not in out  # Popeye stops itself on SIGXCPU
                        answers[solver] = None if capped else popeye_answer(out, help_play)
                    else:
                        if not row.get("keys", "-").strip("- "):  # no mate to find: go mate N would not stop
                            continue
                        move, cpu, wall, capped = stockfish_mate(a.stockfish, fen, n, a.cap)
                        answers[solver] = move
                    old = best.get(solver)
                    if old is None or cpu < old[0]: best[solver] = (cpu, wall if old is None else min(wall, old[1]), capped)
                    else: best[solver] = (old[0], min(wall, old[1]), old[2])
            # Answers: GMS against Popeye (this run) and against the set's record; Stockfish against the keys.
            problems = []
            recorded = recorded_answer(row)
            g = answers.get("gms1")
            if not g or not g.get("complete"):
                problems.append("gms1 " + ("capped" if best["gms1"][2] else (g or {}).get("error", "no answer")))
            else:
                notation, uci = gms_answer(g)
                if recorded is not None and uci != recorded:
                    problems.append(f"gms!=set ({len(uci)} vs {len(recorded)})")
                for peer in ("popeye", "popeye-i"):
                    if peer in answers and answers[peer] is not None and answers[peer] != notation:
                        problems.append(f"gms!={peer} ({len(notation)} vs {len(answers[peer])}: "
                                        f"{sorted(notation ^ answers[peer])[:3]})")
                gN = answers.get("gmsN")
                if gN and gN.get("complete") and gms_answer(gN) != (notation, uci): problems.append("gmsN!=gms1")
            if answers.get("stockfish") is not None and recorded is not None and answers["stockfish"] not in recorded:
                problems.append(f"stockfish {answers['stockfish']} not a key")
            for peer in ("popeye", "popeye-i", "stockfish"):
                if peer in best and best[peer][2]: problems.append(f"{peer} capped")
            ok = not [p for p in problems if not p.endswith("capped") or p.startswith("gms")]
            failures += not ok
            cells = []
            for s in solvers:
                if s in best: cells.append(f"{best[s][0]:12.3f}{'+' if best[s][2] else ' '}")
                else: cells.append(f"{'-':>12} ")
            print(f"{row.get('id', str(i + 1)):12} {stip:8} " + " ".join(cells) +
                  f" {best['gmsN'][1]:10.3f} {best['popeye'][1]:10.3f}{'+' if best['popeye'][2] else ' '}  " +
                  ("ok" if not problems else ("" if ok else "MISMATCH ") + "; ".join(problems)), flush=True)
            results.append(best)
        summary.append((os.path.basename(path), rows, solvers, results))
    print_summary(summary, a.markdown)
    return 1 if failures else 0


def print_summary(summary, markdown):
    """Per set: median CPU s of every solver, median per-problem ratios peer CPU / gms1 CPU
    (best Popeye: the faster of plain and Intelligent, per problem), median wall s."""
    med = lambda v: statistics.median(v) if v else float("nan")
    header = ["set", "problems", "GMS 1 thread CPU s", "Popeye CPU s", "Popeye-I CPU s", "Stockfish CPU s",
              "Popeye / GMS", "best Popeye / GMS", "Stockfish / GMS", "GMS default wall s", "Popeye wall s",
              "Popeye / GMS wall"]
    table = []
    for name, rows, solvers, results in summary:
        def col(s, k=0): return [r[s][k] for r in results if s in r]
        def ratio(peer_of):
            return [peer_of(r) / r["gms1"][0] for r in results if peer_of(r) is not None and r["gms1"][0] > 0]
        best_popeye = lambda r: min(r["popeye"][0], r["popeye-i"][0]) if "popeye-i" in r else r["popeye"][0]
        fmt = lambda x: "-" if x != x else (f"{x:.3f}" if x < 10 else f"{x:.1f}")
        fmtx = lambda x: "-" if x != x else f"{x:.1f}x"
        capped = lambda s: "+" if any(r[s][2] for r in results if s in r) else ""
        table.append([name, str(len(rows)), fmt(med(col("gms1"))), fmt(med(col("popeye"))) + capped("popeye"),
                      fmt(med(col("popeye-i"))) + capped("popeye-i") if "popeye-i" in solvers else "-",
                      fmt(med(col("stockfish"))) + capped("stockfish") if "stockfish" in solvers else "-",
                      fmtx(med(ratio(lambda r: r["popeye"][0]))), fmtx(med(ratio(best_popeye))),
                      fmtx(med(ratio(lambda r: r["stockfish"][0] if "stockfish" in r else None))) if "stockfish" in solvers else "-",
                      fmt(med(col("gmsN", 1))), fmt(med(col("popeye", 1))),
                      fmtx(med([r["popeye"][1] / r["gmsN"][1] for r in results if r["gmsN"][1] > 0]))])
    print("\n## medians (ratios: median of the per-problem ratios; +: some runs capped, so peers' figures are lower bounds)")
    if markdown:
        print("| " + " | ".join(header) + " |")
        print("| --- | " + " | ".join("---:" for _ in header[1:]) + " |")
        for t in table: print("| " + " | ".join(t) + " |")
    else:
        widths = [max(len(h), *(len(t[i]) for t in table)) for i, h in enumerate(header)]
        print("  ".join(h.rjust(w) for h, w in zip(header, widths)))
        for t in table: print("  ".join(c.rjust(w) for c, w in zip(t, widths)))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("what", choices=["solve", "perft", "mate"])
    p.add_argument("--gms", default=os.path.join(ROOT, "build", "app", "gms-cli"))
    p.add_argument("--stockfish", default=STOCKFISH)
    p.add_argument("--popeye", help="solve: Popeye's py, built from its public source")
    p.add_argument("--set", action="append", help="solve: a TSV set (path, or name in problems/ or tests/data/); "
                   "repeatable; default: " + ", ".join(DEFAULT_SETS))
    p.add_argument("--cap", type=float, default=60.0, help="solve: CPU seconds a process may use (then stopped: '+')")
    p.add_argument("--runs", type=int, default=1, help="solve: runs of every solver per problem (the least CPU kept)")
    p.add_argument("--limit", type=int, default=0, help="solve: only the first K problems of each set")
    p.add_argument("--markdown", action="store_true", help="solve: the summary as a Markdown table")
    p.add_argument("--file", default=os.path.join(ROOT, "problems", "matetrack-2to5.epd"))
    p.add_argument("--limit-seconds", dest="sf_limit", type=float, default=60.0,
                   help="mate: seconds Stockfish may search one position")
    p.add_argument("extra", nargs="*", help="extra gms-cli options after --, e.g. -- --no-asm")
    a = p.parse_args()
    if a.what != "solve" and not os.path.exists(a.stockfish): sys.exit("stockfish not found: apt-get install stockfish")
    return {"solve": cmd_solve, "perft": cmd_perft, "mate": cmd_mate}[a.what](a) or 0


if __name__ == "__main__":
    sys.exit(main())
