#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Builds tests/data/popeye-corpus/ from Popeye's example files (development tool, not run by the tests).

Every input file of Popeye's BEISPIEL, EXAMPLES, TESTS and REGRESSIONTESTS is cut into its problems
(BeginProblem/NextProblem/EndProblem in the file's language). A problem GMS refuses for a fairy element
(condition, fairy piece, neutral or invisible piece, piece attribute) is counted and left out; every
other problem is kept in its original language, and Popeye 4.104 is run on it alone (Protocol lines
removed, at most --seconds each) for its answer.

Writes, per source file with at least one kept problem, DIR_FILE.inp (the kept problems, NextProblem
between them) and DIR_FILE.out ("=== problem K line L ===" then Popeye's output, or "=== problem K
line L: no answer ===" when Popeye took longer), and fairy.tsv (the problems left out and why).

Popeye gets S seconds of CPU time per problem (default 10; the wall clock may be longer on a
loaded machine). Run again, the script keeps the answers already in OUT_DIR and runs Popeye only
for the problems that have none.

usage: scripts/popeye_corpus.py POPEYE_DIR GMS_CLI OUT_DIR [--seconds S] [--folders A,B]
(--folders: only these of the four folders, e.g. to run two at once; fairy-A-B.tsv then)
"""
import os
import re
import subprocess
import sys
import tempfile

LANGS = {  # begin, next, end, text commands (their line is text)
    'french': ('debutprobleme', 'asuivre', 'finprobleme',
               ['remarque', 'auteur', 'source', 'titre', 'prix', 'protocol', 'latex']),
    'german': ('anfangproblem', 'weiteresproblem', 'endeproblem',
               ['bemerkung', 'autor', 'quelle', 'titel', 'auszeichnung', 'protokoll', 'latex']),
    'english': ('beginproblem', 'nextproblem', 'endproblem',
                ['remark', 'author', 'origin', 'title', 'award', 'protocol', 'latex']),
}
FAIRY = re.compile(r'fairy|Neutral|Neutre|TotalInvisible|TotalUnsichtbar|neutral pieces|piece attribute|nightrider')


def abbreviates(word, keyword, minimum=1):
    w = word.lower()
    return len(w) >= minimum and keyword.lower().startswith(w)


def language_of(word):
    for name, (begin, _, _, _) in LANGS.items():
        if abbreviates(word, begin):
            return name
    return None


def cut(text):
    """[(first line number, lines)] of the problems of the first BeginProblem ... EndProblem block."""
    lines = text.split('\n')
    problems, current, lang, start = [], None, None, 0
    for number, line in enumerate(lines, 1):
        words = re.split(r'[ \t\r;,:]+', line.strip())
        first = words[0] if words and words[0] else ''
        if lang is None:
            if not first:
                continue
            lang = language_of(first)
            if lang is None:
                return None, []
            current, start = [], number
            rest = line.strip()[len(first):].strip()
            if rest:
                current.append(rest)
            continue
        begin, nxt, end, textual = LANGS[lang]
        if first and any(abbreviates(first, t, 3) for t in textual):
            current.append(line)
            continue
        # "wei" opens White's pieces as well as WeiteresProblem: a colour word is no NextProblem.
        colours = ('weiss', 'schwarz', 'white', 'black', 'blanc', 'noir')
        if first and abbreviates(first, nxt, 3) and not any(abbreviates(first, c) for c in colours):
            problems.append((start, current))
            current, start = [], number
            continue
        if first and abbreviates(first, end, 3):
            problems.append((start, current))
            return lang, problems
        current.append(line)
    if current:
        problems.append((start, current))
    return lang, problems


def stored_answers(path):
    """{problem number: answer} of an existing .out file (answers only, not the missing ones)."""
    answers, current = {}, None
    if not os.path.exists(path):
        return answers
    for line in open(path, encoding='latin-1').read().split('\n'):
        m = re.match(r'^=== problem (\d+) line \d+(: no answer)? ===$', line)  # py's own answers only
        if m:
            current = None if m.group(2) else int(m.group(1))
            if current is not None:
                answers[current] = ''
            continue
        if current is not None:
            answers[current] += line + '\n'
    return {k: v[:-1] for k, v in answers.items()}


TERMINATOR = re.compile(r'^(solution finished\.|Loesung beendet\.|solution terminee\.)')


def stored_output(popeye, text, count):
    """Popeye's stored regression output of a source file cut into its problems' answers, or None.

    The file is the one its first Protocol line names, in REGRESSIONTESTS (Popeye's regression
    suite, which 4.104 reproduces: the output of `py -regression`); used only when it holds
    exactly one answer per problem."""
    m = re.search(r'^\s*prot\w*\s+(\S+)', text, re.I | re.M)
    if not m:
        return None, None
    path = os.path.join(popeye, 'REGRESSIONTESTS', m.group(1))
    if not os.path.exists(path):
        return None, None
    answers, current = [], []
    for line in open(path, encoding='latin-1').read().split('\n'):
        current.append(line)
        if TERMINATOR.match(line):
            answers.append('\n'.join(current) + '\n')
            current = []
    if len(answers) != count:
        return None, None
    return answers, 'REGRESSIONTESTS/' + m.group(1)


def run_popeye(popeye, solo_path, work, seconds):
    """Popeye's output, or None when it needs more than `seconds` of CPU time."""
    try:
        py = subprocess.run(['prlimit', f'--cpu={int(seconds)}', 'timeout', '-s', 'KILL', str(int(seconds) * 20),
                             os.path.join(popeye, 'py'), solo_path], capture_output=True, cwd=work)
        return py.stdout.decode('latin-1') if py.returncode == 0 else None
    except Exception:
        return None


def main():
    popeye, gms, out_dir = sys.argv[1], sys.argv[2], sys.argv[3]
    seconds = float(sys.argv[sys.argv.index('--seconds') + 1]) if '--seconds' in sys.argv else 10
    os.makedirs(out_dir, exist_ok=True)
    fairy_rows = ['source\tproblem\tline\treason']
    work = tempfile.mkdtemp()
    folders = ['BEISPIEL', 'EXAMPLES', 'TESTS', 'REGRESSIONTESTS']
    if '--folders' in sys.argv:
        folders = sys.argv[sys.argv.index('--folders') + 1].split(',')
    for folder in folders:
        base = os.path.join(popeye, folder)
        for root, _, files in sorted(os.walk(base)):
            for name in sorted(files):
                if not name.endswith('.inp'):
                    continue
                path = os.path.join(root, name)
                source = os.path.relpath(path, popeye)
                text = open(path, encoding='latin-1').read()
                lang, problems = cut(text)
                if lang is None:
                    fairy_rows.append(f'{source}\t-\t1\tno BeginProblem')
                    continue
                begin, nxt, end, _ = LANGS[lang]
                kept, answers = [], []
                stem = source.replace('/', '_')[:-4]
                before = stored_answers(os.path.join(out_dir, stem + '.out'))
                stored, stored_name = stored_output(popeye, text, len(problems))
                for k, (line, body) in enumerate(problems, 1):
                    chunk = begin + '\n' + '\n'.join(body) + '\n' + end + '\n'
                    probe = os.path.join(work, 'probe.inp')
                    open(probe, 'w', encoding='latin-1').write(chunk)
                    run = subprocess.run([gms, 'convert', probe, os.path.join(work, 'probe-out.inp')],
                                         capture_output=True, text=True, errors='replace')
                    message = run.stderr.strip().split('\n')[0] if run.returncode else ''
                    if message and FAIRY.search(message):
                        reason = re.sub(r'^gms-cli: [^:]*:\d+(:\d+)?: ', '', message)
                        reason = re.sub(r' \(problem \d+ skipped\)$', '', reason)
                        fairy_rows.append(f'{source}\t{k}\t{line}\t{reason}')
                        continue
                    kept.append((k, line, body))
                    solo = '\n'.join(l for l in chunk.split('\n')
                                     if not re.match(r'\s*(prot|protocol|protokoll)\b', l, re.I))
                    solo_path = os.path.join(work, 'solo.inp')
                    open(solo_path, 'w', encoding='latin-1').write(solo)
                    if stored is not None:
                        answer, origin = stored[k - 1], stored_name
                    elif k in before:
                        answer, origin = before[k], None
                    else:
                        answer, origin = run_popeye(popeye, solo_path, work, seconds), None
                    answers.append((k, line, answer, origin))
                    print(f'{source} #{k}: {"ok" if answer is not None else "no answer"}', flush=True)
                if not kept:
                    continue
                with open(os.path.join(out_dir, stem + '.inp'), 'w', encoding='latin-1') as f:
                    f.write(f'{begin}\n')
                    for n, (k, line, body) in enumerate(kept):
                        if n:
                            f.write(f'{nxt}\n')
                        f.write(f'Remark GMS corpus: {source} problem {k} line {line}\n'
                                if lang == 'english' else
                                (f'Bemerkung GMS corpus: {source} problem {k} line {line}\n' if lang == 'german'
                                 else f'Remarque GMS corpus: {source} problem {k} line {line}\n'))
                        f.write('\n'.join(body).strip('\n') + '\n')
                    f.write(f'{end}\n')
                with open(os.path.join(out_dir, stem + '.out'), 'w', encoding='latin-1') as f:
                    for k, line, answer, origin in answers:
                        if answer is None:
                            f.write(f'=== problem {k} line {line}: no answer ===\n')
                        elif origin:
                            f.write(f'=== problem {k} line {line} (stored {origin}) ===\n{answer}')
                        else:
                            f.write(f'=== problem {k} line {line} ===\n{answer}')
    name = 'fairy.tsv' if '--folders' not in sys.argv else 'fairy-' + '-'.join(folders) + '.tsv'
    open(os.path.join(out_dir, name), 'w').write('\n'.join(fairy_rows) + '\n')


if __name__ == '__main__':
    main()
