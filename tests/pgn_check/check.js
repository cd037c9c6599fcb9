#!/usr/bin/env node
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Checks that PGN files (as exported by GMS, engine/pgn_export.h) load in real
// chess libraries:
//   1. @mliebelt/pgn-parser parses the whole file (tags, comments, NAGs and
//      nested variations);
//   2. each game has [SetUp "1"] and a [FEN] that chess.js accepts;
//   3. every move of the main line and of every variation is replayed with
//      chess.js from the position where it stands, and the SAN written must be
//      exactly the SAN chess.js gives that move (check/mate signs and
//      disambiguation included);
//   4. a file of one game is also loaded with chess.js's own strict loadPgn.
//
// usage: node check.js FILE.pgn...      exit 0: all good; 1: a check failed; 2: usage
// Install the libraries first: npm ci --prefix tests/pgn_check
'use strict';

const fs = require('fs');
const { parse } = require('@mliebelt/pgn-parser');
const { Chess } = require('chess.js');

class CheckError extends Error {}

function replay(fen, moves, where) {
    let count = 0;
    const chess = new Chess(fen);
    for (let i = 0; i < moves.length; ++i) {
        const m = moves[i];
        const before = chess.fen();
        for (const variation of m.variations || []) {
            count += replay(before, variation, `${where}, variation before move ${i + 1}`);
        }
        const written = m.notation && m.notation.notation;
        if (!written) throw new CheckError(`${where}: move ${i + 1} has no notation`);
        let played;
        try {
            played = chess.move(written, { strict: true });
        } catch (e) {
            throw new CheckError(`${where}: move ${i + 1} '${written}' is not legal in ${before}`);
        }
        if (played.san !== written) {
            throw new CheckError(`${where}: move ${i + 1} written '${written}', chess.js writes '${played.san}' (${before})`);
        }
        const side = played.color === 'w' ? 'w' : 'b';
        if (m.turn && m.turn !== side) {
            throw new CheckError(`${where}: move ${i + 1} '${written}' is numbered for the wrong side`);
        }
        ++count;
    }
    return count;
}

function checkFile(path) {
    const text = fs.readFileSync(path, 'utf8');
    let games;
    try {
        games = parse(text, { startRule: 'games' });
    } catch (e) {
        throw new CheckError(`pgn-parser: ${e.message}`);
    }
    if (!Array.isArray(games) || games.length === 0) throw new CheckError('no game found');
    let moves = 0;
    games.forEach((game, g) => {
        const where = `game ${g + 1}`;
        const tags = game.tags || {};
        if (tags.SetUp !== '1') throw new CheckError(`${where}: missing [SetUp "1"]`);
        if (!tags.FEN) throw new CheckError(`${where}: missing [FEN]`);
        try {
            new Chess(tags.FEN);
        } catch (e) {
            throw new CheckError(`${where}: chess.js rejects the FEN '${tags.FEN}': ${e.message}`);
        }
        moves += replay(tags.FEN, game.moves || [], where);
    });
    if (games.length === 1) {
        const chess = new Chess();
        try {
            chess.loadPgn(text, { strict: true });
        } catch (e) {
            throw new CheckError(`chess.js loadPgn: ${e.message}`);
        }
    }
    return { games: games.length, moves };
}

function main(argv) {
    if (argv.length === 0) {
        console.error('usage: node check.js FILE.pgn...');
        return 2;
    }
    let failed = 0;
    for (const path of argv) {
        try {
            const r = checkFile(path);
            console.log(`ok ${path}: ${r.games} game(s), ${r.moves} moves replayed`);
        } catch (e) {
            ++failed;
            console.error(`FAIL ${path}: ${e instanceof CheckError ? e.message : e.stack}`);
        }
    }
    return failed ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
