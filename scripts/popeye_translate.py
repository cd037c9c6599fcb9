#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes an English Popeye file (as `gms-cli convert` writes it: full keywords) in German or French.

Development tool for tests/data/popeye-languages/: the words are Popeye 4.104's (py-deut.txt,
py-fran.txt). Text lines (Title, Author, Origin, Remark, Award) keep their text.
usage: scripts/popeye_translate.py de|fr < en.inp > de.inp
"""
import re
import sys

WORDS = {
    'de': {'BeginProblem': 'AnfangProblem', 'NextProblem': 'WeiteresProblem', 'EndProblem': 'EndeProblem',
           'Title': 'Titel', 'Author': 'Autor', 'Origin': 'Quelle', 'Remark': 'Bemerkung',
           'Award': 'Auszeichnung', 'Pieces': 'Steine', 'Stipulation': 'Forderung', 'Option': 'Option',
           'Twin': 'Zwilling', 'ZeroPosition': 'NullStellung', 'White': 'Weiss', 'Black': 'Schwarz',
           'Variation': 'Varianten', 'Try': 'Verfuehrung', 'Defence': 'Widerlegung', 'NoThreat': 'OhneDrohung',
           'SetPlay': 'Satzspiel', 'MaxSolutions': 'MaxLoesungen', 'HalfDuplex': 'HalbDuplex',
           'NoCastling': 'KeineRochade', 'EnPassant': 'EnPassant', 'NoBoard': 'OhneBrett', 'MaxTime': 'MaxZeit',
           'Intelligent': 'Intelligent', 'MoveNumbers': 'Zugnummern',
           'Move': 'versetze', 'Exchange': 'tausche', 'Remove': 'entferne', 'Add': 'hinzufuegen',
           'Continued': 'ferner', 'Rotate': 'Drehung', 'Mirror': 'Spiegelung', 'Shift': 'Verschiebung',
           'Substitute': 'ersetze', 'PolishType': 'Farbwechsel'},
    'fr': {'BeginProblem': 'DebutProbleme', 'NextProblem': 'asuivre', 'EndProblem': 'FinProbleme',
           'Title': 'titre', 'Author': 'auteur', 'Origin': 'source', 'Remark': 'remarque', 'Award': 'prix',
           'Pieces': 'pieces', 'Stipulation': 'enonce', 'Option': 'option', 'Twin': 'jumeau',
           'ZeroPosition': 'zeroposition', 'White': 'Blanc', 'Black': 'Noir',
           'Variation': 'Variantes', 'Try': 'Essais', 'Defence': 'Defense', 'NoThreat': 'SansMenace',
           'SetPlay': 'Apparent', 'MaxSolutions': 'MaxSolutions', 'HalfDuplex': 'DemiDuplex',
           'NoCastling': 'SansRoquer', 'EnPassant': 'EnPassant', 'NoBoard': 'SansEchiquier',
           'MaxTime': 'MaxTemps', 'Intelligent': 'Intelligent', 'MoveNumbers': 'Trace',
           'Move': 'deplacement', 'Exchange': 'echange', 'Remove': 'ote', 'Add': 'ajoute', 'Continued': 'enplus',
           'Rotate': 'rotation', 'Mirror': 'miroir', 'Shift': 'translation', 'Substitute': 'remplace',
           'PolishType': 'CouleurEchange'},
}
LETTERS = {'de': dict(zip('KQRBSP', 'KDTLSB')), 'fr': dict(zip('KQRBSP', 'RDTFCP'))}
TEXT = ('Title', 'Author', 'Origin', 'Remark', 'Award')


def translate(line, lang):
    words = WORDS[lang]
    if line.split(' ')[0] in TEXT:
        head, _, rest = line.partition(' ')
        return words[head] + (' ' + rest if rest else '')
    out = []
    previous = ''
    for word in line.split(' '):
        if word in words:
            out.append(words[word])
        elif re.fullmatch(r'[KQRBSP]([a-h][1-8])+', word):
            out.append(LETTERS[lang][word[0]] + word[1:])  # a piece with its squares
        elif re.fullmatch(r'[KQRBSP]', word) and previous in ('Substitute', 'S', 'Q', 'R', 'B', 'K', 'P'):
            out.append(LETTERS[lang][word])  # Substitute R B
        else:
            out.append(word)
        previous = word
    return ' '.join(out)


def main():
    lang = sys.argv[1]
    for line in sys.stdin.read().split('\n'):
        sys.stdout.write(translate(line, lang) + '\n')


if __name__ == '__main__':
    main()
