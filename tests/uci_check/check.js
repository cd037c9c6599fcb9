#!/usr/bin/env node
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Drives `gms-cli uci` as a GUI would, through node-uci's Engine class (a UCI
// client library used to talk to Stockfish and the like), and checks what it
// says against Popeye's complete key sets (problems/direct_mates.tsv):
//   1. the handshake: id name, the Threads/Hash/MultiPV options, uciok, readyok;
//   2. every #1..#3 of the table: `position fen`, `go mate N`: bestmove is one of
//      the shortest keys, the last info line says `score mate K` with K the
//      shortest length, and its pv, replayed with chess.js, is legal, starts
//      with the bestmove, has 2K-1 moves and ends in checkmate; a problem
//      without a solution gets no mate score and a legal bestmove;
//   3. MultiPV 2 on cooked problems: both lines, shortest first, each a key;
//   4. `go infinite` then stop: a legal bestmove soon after the stop;
//   5. unknown commands are ignored and a bad position keeps the previous one.
//
// usage: node check.js GMS_CLI DIRECT_MATES_TSV
// exit 0: all good; 1: a check failed; 2: usage. Last line: "N passed, M failed".
// Install the libraries first: npm ci --prefix tests/uci_check
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { Engine } = require('node-uci');
const { Chess } = require('chess.js');

let passed = 0;
let failed = 0;
function check(ok, what) {
    if (ok) {
        ++passed;
    } else {
        ++failed;
        console.log(`FAIL ${what}`);
    }
}

/// node-uci starts the engine without arguments: a two-line wrapper adds `uci`,
/// as a GUI user would write for a GUI that cannot pass arguments.
function wrapper(cli) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-uci-'));
    const file = path.join(dir, 'gms-uci');
    fs.writeFileSync(file, `#!/bin/sh\nexec '${cli.replace(/'/g, "'\\''")}' uci "$@"\n`, { mode: 0o755 });
    return { file, dir };
}

function readProblems(tsv) {
    const lines = fs.readFileSync(tsv, 'utf8').split('\n').filter((l) => l.trim() !== '');
    const header = lines[0].split('\t');
    const col = (name) => header.indexOf(name);
    return lines.slice(1).map((line) => {
        const f = line.split('\t');
        const n = parseInt(f[col('n')], 10);
        const keys = f[col('keys')] === '-' ? [] : f[col('keys')].split(' ');
        const short = new Map();
        if (f[col('short_keys')] !== '-')
            for (const s of f[col('short_keys')].split(' ')) {
                const [move, len] = s.split(':');
                short.set(move, parseInt(len, 10));
            }
        const lengthOf = (k) => (short.has(k) ? short.get(k) : n);
        const shortest = keys.length ? Math.min(...keys.map(lengthOf)) : 0;
        return { id: f[col('id')], fen: f[col('fen')], n, keys, lengthOf, shortest };
    });
}

/// Replays a UCI move list with chess.js; returns the final game or an error text.
function replay(fen, uciMoves) {
    const chess = new Chess(fen);
    for (const m of uciMoves) {
        try {
            chess.move({ from: m.slice(0, 2), to: m.slice(2, 4), promotion: m.length > 4 ? m[4] : undefined });
        } catch (e) {
            return { error: `'${m}' is not legal in ${chess.fen()}` };
        }
    }
    return { chess };
}

function isLegal(fen, uci) {
    return !replay(fen, [uci]).error;
}

/// The last info line of each multipv index that has a mate score.
function mateLines(info) {
    const byIndex = new Map();
    for (const i of info) if (i.score && i.score.unit === 'mate' && i.pv) byIndex.set(i.multipv || 1, i);
    return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map((e) => e[1]);
}

function checkLine(p, line, where) {
    const k = line.score.value;
    const pv = line.pv.trim().split(/\s+/);
    const r = replay(p.fen, pv);
    check(!r.error, `${where}: pv ${line.pv}: ${r.error}`);
    if (r.error) return;
    check(pv.length === 2 * k - 1, `${where}: pv ${line.pv} has ${pv.length} moves for a mate in ${k}`);
    check(r.chess.isCheckmate(), `${where}: pv ${line.pv} does not end in checkmate`);
    check(p.keys.includes(pv[0]) && p.lengthOf(pv[0]) === k, `${where}: pv starts with ${pv[0]}, not a key of length ${k}`);
}

async function main() {
    if (process.argv.length !== 4) {
        console.error('usage: node check.js GMS_CLI DIRECT_MATES_TSV');
        process.exit(2);
    }
    const { file, dir } = wrapper(path.resolve(process.argv[2]));
    const problems = readProblems(process.argv[3]).filter((p) => p.n <= 3);
    const engine = new Engine(file);
    try {
        // 1. handshake
        await engine.init();
        check(/^GMS /.test(engine.id.name || ''), `id name is '${engine.id.name}'`);
        const multipv = engine.options.get('MultiPV');
        check(multipv && multipv.type === 'spin' && multipv.default === 1, 'option MultiPV spin default 1');
        const threads = engine.options.get('Threads');
        check(threads && threads.min === 1 && threads.max >= 2, 'option Threads 1..N');
        const hash = engine.options.get('Hash');
        check(hash && hash.type === 'spin', 'option Hash spin');
        await engine.isready();
        await engine.ucinewgame();

        // 2. go mate N against Popeye's key sets
        let solved = 0;
        for (const p of problems) {
            await engine.position(p.fen);
            const result = await engine.go({ mate: p.n });
            const lines = mateLines(result.info);
            const where = `${p.id} (#${p.n})`;
            if (p.shortest === 0) {
                check(lines.length === 0, `${where}: no solution, yet info says ${lines.map((l) => l.pv).join(' / ')}`);
                check(isLegal(p.fen, result.bestmove), `${where}: bestmove ${result.bestmove} is not legal`);
                continue;
            }
            const shortestKeys = p.keys.filter((k) => p.lengthOf(k) === p.shortest);
            check(shortestKeys.includes(result.bestmove), `${where}: bestmove ${result.bestmove}, keys of #${p.shortest}: ${shortestKeys.join(' ')}`);
            check(lines.length === 1 && lines[0].score.value === p.shortest,
                  `${where}: expected one line with score mate ${p.shortest}, got ${JSON.stringify(lines)}`);
            if (lines.length) {
                checkLine(p, lines[0], where);
                check(lines[0].pv.split(' ')[0] === result.bestmove, `${where}: pv does not start with bestmove`);
            }
            ++solved;
        }

        // 3. MultiPV 2 on cooked problems (two keys; pf002 has a #1 and a #2)
        await engine.setoption('MultiPV', 2);
        for (const p of problems.filter((q) => q.keys.length === 2)) {
            await engine.position(p.fen);
            const result = await engine.go({ mate: p.n });
            const lines = mateLines(result.info);
            const where = `${p.id} MultiPV 2`;
            check(lines.length === 2, `${where}: ${lines.length} lines`);
            if (lines.length !== 2) continue;
            lines.forEach((l, i) => checkLine(p, l, `${where} line ${i + 1}`));
            check(lines[0].score.value <= lines[1].score.value, `${where}: not shortest first`);
            const firsts = lines.map((l) => l.pv.split(' ')[0]).sort();
            check(JSON.stringify(firsts) === JSON.stringify([...p.keys].sort()), `${where}: keys ${firsts} vs ${p.keys}`);
        }
        await engine.setoption('MultiPV', 1);

        // 4. go infinite from the opening (no mate) and stop
        const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
        await engine.position('startpos');
        const emitter = engine.goInfinite();
        let depths = 0;
        emitter.on('data', (d) => { if (d.depth) ++depths; });
        await new Promise((resolve) => setTimeout(resolve, 700));
        await engine.isready(); // answered while the search runs
        const t0 = Date.now();
        const stopped = await engine.stop();
        const stopMs = Date.now() - t0;
        check(stopMs < 2000, `stop took ${stopMs} ms`);
        check(isLegal(start, stopped.bestmove), `bestmove after stop '${stopped.bestmove}' is not legal`);
        check(depths >= 3, `only ${depths} depth lines during go infinite`);

        // 5. unknown commands are ignored; a bad position keeps the previous one
        await engine.sendCmd('xyzzy plugh');
        await engine.sendCmd('joho debug on');
        const pf020 = problems.find((q) => q.id === 'pf020');
        await engine.position(pf020.fen);
        await engine.sendCmd('position fen 8/8/8/8/8/8/8/K6X w - - 0 1');
        await engine.sendCmd('position fen ' + pf020.fen + ' moves e2e4');
        const again = await engine.go({ mate: 2 });
        check(pf020.keys.includes(again.bestmove), `after bad positions: bestmove ${again.bestmove}, expected ${pf020.keys}`);
        console.log(`go mate N: ${solved} problems with a mate, ${problems.length - solved} without`);
        await engine.quit();
    } finally {
        fs.rmSync(dir, { recursive: true, force: true });
    }
}

main()
    .then(() => {
        console.log(`uci_check: ${passed} passed, ${failed} failed`);
        process.exit(failed ? 1 : 0);
    })
    .catch((e) => {
        console.log(`error: ${e && e.stack ? e.stack : e}`);
        console.log(`uci_check: ${passed} passed, ${failed + 1} failed`);
        process.exit(1);
    });
