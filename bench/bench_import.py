# SPDX-License-Identifier: MIT
"""bench_import's measure through the Python package: a collection of bad games
("()") and one of games whose warning carries a position (set-up stones after the first node), each read
with Game.import_next() at two sizes; the time per game of each.  A cost per game
that grows with the size is quadratic reading: then exit 1.

    PYTHONPATH=bindings/python/src RENJU_LIBRARY=lib/.libs/librenju.so \\
        python3 bench/bench_import.py [games]        (default 100000)
"""

import sys
import time

from librenju import Game, RenjuError

KINDS = [('bad games "()"', b"()", True),
         ("games with a warning (AB after the first node)", b"(;GM[4]FF[4]SZ[15];B[hh]AB[aa];W[hi])", False)]


def read_all(game, data, bad):
    """The games read as expected: each bad one an error, each other one a
    warning, on its own line."""
    at, seen = 0, 0
    while True:
        try:
            read, at = game.import_next(data, at)
            if not read:
                return seen
            seen += not bad and game.warnings[0].line == seen + 1
        except RenjuError as err:
            at = err.end
            seen += bad and err.line == seen + 1


def main():
    big = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
    game, slow = Game("renju"), False
    print("Game.import_next(), one game a line, time per game:")
    for name, record, bad in KINDS:
        small = 0.0
        for games in (big // 10, big):
            data = (record + b"\n") * games
            start = time.perf_counter()
            seen = read_all(game, data, bad)
            took = time.perf_counter() - start
            if seen != games:
                sys.exit("%s: %d of %d games read as expected" % (name, seen, games))
            print("  %-24s %7d games: %8.3f s, %7.0f ns a game"
                  % (name, games, took, took * 1e9 / games))
            if not small:
                small = took / games
            elif took / games > 3 * small:
                print("  %s: %.1f times the cost a game of the small size: quadratic"
                      % (name, took / games / small))
                slow = True
    game.close()
    return 1 if slow else 0


if __name__ == "__main__":
    sys.exit(main())
