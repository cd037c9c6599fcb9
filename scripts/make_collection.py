#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Builds the shipped problem collection from its one source table.

    problems/collection-source.tsv  (edited by hand)
        -> problems/gms-collection.epd       EPD, one problem a line
        -> problems/gms-collection.inp       Popeye input language
        -> problems/gms-collection.keys.tsv  the verified key set of every problem

Usage:
    scripts/make_collection.py              write the three files
    scripts/make_collection.py --check      exit 1 if the files on disk are not what
                                            the source table gives (nothing written)
    scripts/make_collection.py --verify CLI solve every problem with `CLI solve --fen F
                                            --mate N --json` (gms-cli) and check its
                                            keys against the table
    scripts/make_collection.py --record CLI as --verify, and fill in the keys of rows
                                            whose `keys` column is empty

A row's `key` column holds the published key (UCI) of a classic; --verify and
--record fail when the solver's keys do not contain it (the position was then
misremembered: drop the row, do not "fix" it). Rows whose `origin` comes from
problems/direct_mates.tsv must have exactly the key set Popeye reported there.
Python 3 standard library only.
"""

import argparse
import csv
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROBLEMS = os.path.join(ROOT, 'problems')
SOURCE = os.path.join(PROBLEMS, 'collection-source.tsv')
DIRECT_MATES = os.path.join(PROBLEMS, 'direct_mates.tsv')
OUT_EPD = os.path.join(PROBLEMS, 'gms-collection.epd')
OUT_INP = os.path.join(PROBLEMS, 'gms-collection.inp')
OUT_KEYS = os.path.join(PROBLEMS, 'gms-collection.keys.tsv')

COLUMNS = ['id', 'fen', 'n', 'title', 'author', 'source', 'year', 'remarks',
           'intended', 'key', 'keys', 'reference']
# EPD opcodes for the metadata (engine/epd_format.h uses the same mapping).
EPD_FIELDS = [('id', 'title'), ('c0', 'author'), ('c1', 'source'), ('c2', 'year'),
              ('c3', 'remarks'), ('c4', 'intended')]
POPEYE_LETTER = {'k': 'K', 'q': 'Q', 'r': 'R', 'b': 'B', 'n': 'S', 'p': 'P'}
POPEYE_ORDER = 'kqrbnp'


class SourceError(Exception):
    pass


def read_source():
    """Rows of the source table as dicts; errors name the line."""
    with open(SOURCE, newline='', encoding='utf-8') as f:
        lines = f.read().split('\n')
    if not lines or lines[0].split('\t') != COLUMNS:
        raise SourceError('%s:1: header must be: %s' % (SOURCE, '\t'.join(COLUMNS)))
    rows, seen = [], set()
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        cells = line.split('\t')
        if len(cells) != len(COLUMNS):
            raise SourceError('%s:%d: expected %d tab-separated columns, found %d'
                              % (SOURCE, number, len(COLUMNS), len(cells)))
        row = dict(zip(COLUMNS, cells))
        row['line'] = number
        check_row(row)
        if row['id'] in seen:
            raise SourceError('%s:%d: duplicate id %s' % (SOURCE, number, row['id']))
        seen.add(row['id'])
        rows.append(row)
    return rows


def check_row(row):
    where = '%s:%d (%s)' % (SOURCE, row['line'], row['id'])
    fields = row['fen'].split()
    if len(fields) != 4:
        raise SourceError('%s: fen must have exactly 4 fields (placement side castling e.p.)' % where)
    ranks = fields[0].split('/')
    if len(ranks) != 8 or any(sum(int(c) if c.isdigit() else 1 for c in r) != 8 for r in ranks):
        raise SourceError('%s: bad piece placement %r' % (where, fields[0]))
    if fields[1] not in ('w', 'b'):
        raise SourceError('%s: side to move must be w or b' % where)
    if not row['n'].isdigit() or not 2 <= int(row['n']) <= 5:
        raise SourceError('%s: n must be 2..5' % where)
    for name in ('title', 'author', 'source', 'year', 'remarks', 'intended'):
        if '"' in row[name] or ';' in row[name]:
            raise SourceError('%s: column %s may not contain " or ;' % (where, name))
    if not row['title']:
        raise SourceError('%s: title is empty' % where)


def parse_keys(text):
    """'e2e4 d1h5:1' -> {'e2e4': None, 'd1h5': 1}; None means 'mates in exactly n'."""
    keys = {}
    for item in text.split():
        if ':' in item:
            move, length = item.split(':', 1)
            keys[move] = int(length)
        else:
            keys[item] = None
    return keys


def format_keys(keys, n):
    return ' '.join(m + ('' if (k is None or k == n) else ':%d' % k) for m, k in sorted(keys.items()))


def board(fen):
    """{square: fen letter} for the placement field."""
    squares = {}
    for rank_index, rank in enumerate(fen.split()[0].split('/')):
        file = 0
        for c in rank:
            if c.isdigit():
                file += int(c)
            else:
                squares['abcdefgh'[file] + str(8 - rank_index)] = c
                file += 1
    return squares


def popeye_pieces(squares, white):
    groups = []
    for kind in POPEYE_ORDER:
        letter = kind.upper() if white else kind
        where = sorted((s for s, p in squares.items() if p == letter), key=lambda s: (s[0], s[1]))
        if where:
            groups.append(POPEYE_LETTER[kind] + ''.join(where))
    return ' '.join(groups)


def popeye_options(fen, squares):
    """Options that make Popeye see the FEN's side, castling rights and e.p. square."""
    _, side, castling, ep = fen.split()
    options = []
    if side == 'b':
        options.append('HalfDuplex')
    # Popeye assumes every castling whose king and rook stand at home; name the
    # rooks (or kings) that may not castle.
    no_castling = []
    for colour, king_sq, rooks in (('K', 'e1', (('h1', 'K'), ('a1', 'Q'))),
                                   ('k', 'e8', (('h8', 'k'), ('a8', 'q')))):
        if squares.get(king_sq) != colour:
            continue
        rook = 'R' if colour == 'K' else 'r'
        home = [(sq, right) for sq, right in rooks if squares.get(sq) == rook]
        lost = [sq for sq, right in home if right not in castling]
        if home and len(lost) == len(home):
            no_castling.append(king_sq)
        else:
            no_castling.extend(lost)
    if no_castling:
        options.append('NoCastling ' + ''.join(no_castling))
    if ep != '-':
        # The square the pawn passed, as in FEN (engine/popeye_format.h).
        options.append('EnPassant ' + ep)
    return options


def origin(row):
    return ', '.join(x for x in (row['source'], row['year']) if x)


def write_epd(rows):
    out = ['# GMS problem collection (EPD). Generated by scripts/make_collection.py from',
           '# problems/collection-source.tsv - edit that table, not this file.',
           '# dm N = direct mate in N; id = title; c0 author; c1 source; c2 year; c3 remarks;',
           '# c4 intended solution. Verified key sets: problems/gms-collection.keys.tsv.']
    for row in rows:
        parts = [row['fen'], 'dm %s;' % row['n']]
        for opcode, name in EPD_FIELDS:
            if row[name]:
                parts.append('%s "%s";' % (opcode, row[name]))
        out.append(' '.join(parts))
    return '\n'.join(out) + '\n'


def write_popeye(rows):
    # Popeye has no comments outside a problem: the header note lives in problems/README.md.
    out = ['BeginProblem']
    for i, row in enumerate(rows):
        if i:
            out.append('NextProblem')
        squares = board(row['fen'])
        out.append('Title %s' % row['title'])
        if row['author']:
            out.append('Author %s' % row['author'])
        if origin(row):
            out.append('Origin %s' % origin(row))
        out.append('Pieces White %s' % popeye_pieces(squares, True))
        out.append('       Black %s' % popeye_pieces(squares, False))
        if row['remarks']:
            out.append('Remark %s' % row['remarks'])
        if row['intended']:
            out.append('Remark Solution: %s' % row['intended'])
        out.append('Stipulation #%s' % row['n'])
        options = popeye_options(row['fen'], squares)
        if options:
            out.append('Option %s' % ' '.join(options))
    out.append('EndProblem')
    return '\n'.join(out) + '\n'


def write_keys(rows):
    out = ['id\tn\tfen\tkeys\tintended_key']
    for row in rows:
        if not row['keys']:
            raise SourceError('%s:%d (%s): no verified keys yet; run --record with gms-cli'
                              % (SOURCE, row['line'], row['id']))
        out.append('\t'.join((row['id'], row['n'], row['fen'], row['keys'], row['key'] or '-')))
    return '\n'.join(out) + '\n'


def generated(rows):
    return {OUT_EPD: write_epd(rows), OUT_INP: write_popeye(rows), OUT_KEYS: write_keys(rows)}


def direct_mates():
    with open(DIRECT_MATES, newline='', encoding='utf-8') as f:
        rows = list(csv.DictReader(f, delimiter='\t'))
    result = {}
    for r in rows:
        keys = {} if r['keys'] == '-' else {k: None for k in r['keys'].split()}
        if r['short_keys'] != '-':
            for item in r['short_keys'].split():
                move, length = item.split(':')
                keys[move] = int(length)
        result[r['id']] = (' '.join(r['fen'].split()[:4]), int(r['n']), keys)
    return result


def solve(cli, fen, n):
    """{uci: mate length} for every key, from gms-cli's JSON report."""
    proc = subprocess.run([cli, 'solve', '--fen', fen + ' 0 1', '--mate', str(n), '--keys-only', '--json'],
                          capture_output=True, text=True, timeout=3600)
    if proc.returncode not in (0, 1):
        raise RuntimeError('gms-cli failed (%d): %s' % (proc.returncode, proc.stderr.strip()))
    report = json.loads(proc.stdout)
    if isinstance(report, list):
        report = report[0]
    if not report.get('complete', True):
        raise RuntimeError('gms-cli did not complete: %s' % report.get('error', ''))
    keys = {}
    for key in report.get('keys', []):
        keys[key['uci']] = int(key['mate_in'])
    return keys


def verify(rows, cli, record):
    popeye = direct_mates()
    failures = 0
    for row in rows:
        n = int(row['n'])
        found = solve(cli, row['fen'], n)
        normal = {m: (None if k == n else k) for m, k in found.items()}
        problems = []
        if row['key'] not in ('', '-') and row['key'] not in found:
            problems.append('published key %s is not a key (solver: %s): drop this row'
                            % (row['key'], format_keys(normal, n) or 'none'))
        if row['id'] in popeye:
            fen, pn, pkeys = popeye[row['id']]
            if fen != row['fen'] or pn != n:
                problems.append('position or n differs from direct_mates.tsv')
            if pkeys != normal:
                problems.append('solver keys %s differ from Popeye %s'
                                % (format_keys(normal, n), format_keys(pkeys, n)))
        if row['keys']:
            if parse_keys(row['keys']) != normal:
                problems.append('recorded keys %s, solver %s' % (row['keys'], format_keys(normal, n)))
        elif record and not problems:
            row['keys'] = format_keys(normal, n)
        if not found:
            problems.append('no key: not a #%d' % n)
        status = 'FAIL ' + '; '.join(problems) if problems else 'ok'
        print('%-28s #%d  %-40s %s' % (row['id'], n, format_keys(normal, n)[:40], status))
        failures += bool(problems)
    return failures


def write_source(rows):
    lines = ['\t'.join(COLUMNS)] + ['\t'.join(row[c] for c in COLUMNS) for row in rows]
    with open(SOURCE, 'w', encoding='utf-8', newline='') as f:
        f.write('\n'.join(lines) + '\n')


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument('--check', action='store_true', help='compare the generated files with the disk')
    group.add_argument('--verify', metavar='GMS_CLI', help='solve every problem and check its keys')
    group.add_argument('--record', metavar='GMS_CLI', help='like --verify, filling in empty key sets')
    args = parser.parse_args()
    try:
        rows = read_source()
        if args.verify or args.record:
            failures = verify(rows, args.verify or args.record, bool(args.record))
            if args.record:
                write_source(rows)
            print('%d problems, %d failed' % (len(rows), failures))
            return 1 if failures else 0
        files = generated(rows)
    except (SourceError, RuntimeError, ValueError) as e:
        print('make_collection: %s' % e, file=sys.stderr)
        return 2
    if args.check:
        stale = []
        for path, text in files.items():
            try:
                with open(path, encoding='utf-8', newline='') as f:
                    if f.read() != text:
                        stale.append(path)
            except FileNotFoundError:
                stale.append(path)
        for path in stale:
            print('out of date: %s' % os.path.relpath(path, ROOT))
        return 1 if stale else 0
    for path, text in files.items():
        with open(path, 'w', encoding='utf-8', newline='') as f:
            f.write(text)
    print('%d problems -> %s' % (len(rows), ', '.join(os.path.relpath(p, ROOT) for p in files)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
