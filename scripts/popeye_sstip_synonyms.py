#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks with Popeye itself that a structured stipulation GMS reads as a classic one means the
same to Popeye: for each parry-series case of tests/data/stipulations/cases.tsv (pser-, pser-s,
pser-r, pser-h, phser-, phser-s, phser-r), Popeye solves the position once with the classic
stipulation and once with the sstipulation form GMS maps onto it (engine/problem/
structured_stipulation.cpp), and the solution lines must be the same.

    python3 scripts/popeye_sstip_synonyms.py --popeye /path/to/py

Prints one row per case (SAME or DIFF and the number of output lines); exits 1 on a DIFF.
"""
import argparse
import csv
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, '..', 'tests', 'data', 'stipulations', 'cases.tsv')


def structured_form(stip):
    """The side word and sstipulation body GMS reads as `stip` ("pser-r#3" -> white 5a[>1a[#]d]?+?d{!1a[#]d})."""
    m = re.match(r'(pser|phser)-(s|r|h)?(#|=|==|##|\+|x)(\d+)$', stip)
    if not m:
        return None
    play, sub, goal, n = m.group(1), m.group(2) or '', m.group(3), int(m.group(4))
    plies = 2 * n - 1
    reflex = f'{{!1a[{goal}]d}}'
    forms = {
        ('pser', ''): ('white', f'{plies}a[{goal}]?+?d'),
        ('pser', 's'): ('white', f'{plies}a[1d[{goal}]a]?+?d'),
        ('pser', 'r'): ('white', f'{plies}a[>1a[{goal}]d]?+?d{reflex}'),
        ('pser', 'h'): ('black', f'{plies}h[1a[{goal}]d]?+?h'),
        ('phser', ''): ('white', f'{plies}h[{goal}]?+?h'),
        ('phser', 's'): ('white', f'{plies}h[1d[{goal}]a]?+?h'),
        ('phser', 'r'): ('white', f'{plies}h[>1a[{goal}]d]?+?h{reflex}'),
    }
    return forms.get((play, sub))


def solve(popeye, fen, command, workdir):
    path = os.path.join(workdir, 'case.inp')
    with open(path, 'w') as f:
        f.write(f'beginproblem\nforsyth {fen.split()[0]}\n{command}\noption noboard\nendproblem\n')
    out = subprocess.run([popeye, path], capture_output=True, text=True, timeout=120).stdout
    # The solution only: no banner, no stipulation line, no timing.
    return [line for line in out.splitlines()
            if line.strip() and not line.startswith('Popeye') and 'solution finished' not in line
            and not re.search(r'\d+ \+ \d+', line)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--popeye', required=True, help='Popeye 4.104 binary (py)')
    args = parser.parse_args()
    differ = 0
    with open(CASES) as f, tempfile.TemporaryDirectory() as workdir:
        for row in csv.DictReader(f, delimiter='\t'):
            form = structured_form(row['stipulation'])
            if not form:
                continue
            side, body = form
            classic = solve(args.popeye, row['fen'], 'stipulation ' + row['stipulation'], workdir)
            structured = solve(args.popeye, row['fen'], f'sstipulation {side} {body}', workdir)
            same = classic == structured
            differ += not same
            print(f"{row['id']:32} {row['stipulation']:12} {side} {body:34} {'SAME' if same else 'DIFF'} {len(classic)}")
    return 1 if differ else 0


if __name__ == '__main__':
    sys.exit(main())
