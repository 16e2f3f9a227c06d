# SPDX-License-Identifier: MIT
"""How long the Python package takes for its bulk queries, beside a play and undo.

    python3 bindings/python/bench.py [positions]        (default 50)

Runs with the installed package, or from the source tree with RENJU_LIBRARY set:

    PYTHONPATH=bindings/python/src RENJU_LIBRARY=lib/.libs/librenju.so \\
        python3 bindings/python/bench.py

Positions come from renju games grown at random (a fixed seed) from the centre, 20 to
60 stones, nobody winning.  Each query is timed in batches on each position; the
figure of a position is its fastest batch (the least disturbed by the machine), and
the figures printed are the medians over the positions.  Not run by make check: the
figures depend on the machine and its load.
"""

import random
import statistics
import sys
import timeit

import librenju
from librenju import Game, Point

NUMBER = 200        # calls in a timed batch
REPEAT = 5          # batches per position


def grow(rnd, stones):
    """A renju game of about that many stones, each next to an earlier one, that
    nobody has won."""
    game = Game("renju")
    game.play("h8")
    while game.stone_count < stones:
        near = [Point(p.column + dc, p.row + dr) for p in game.moves
                for dc in (-1, 0, 1) for dr in (-1, 0, 1)
                if 0 <= p.column + dc < 15 and 0 <= p.row + dr < 15]
        legal = set(game.allowed_points)
        choices = [p for p in near if p in legal]
        if not choices:
            break
        game.play(rnd.choice(choices))
        if game.over:
            game.undo()
            break
    return game


def time_call(fn):
    """Microseconds a call, the fastest of REPEAT batches."""
    return min(timeit.repeat(fn, number=NUMBER, repeat=REPEAT)) / NUMBER * 1e6


def main():
    positions = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    rnd = random.Random(20240601)
    games = [grow(rnd, rnd.randrange(20, 61)) for _ in range(positions)]
    queries = {
        "board (Game.board)": lambda g: g.board,
        "board as rows (Game.board.rows())": lambda g: g.board.rows(),
        "allowed points (Game.allowed_points)": lambda g: g.allowed_points,
        "forbidden map (Game.forbidden_map)": lambda g: g.forbidden_map,
        "board text (str(game))": lambda g: str(g),
        "moves (Game.moves)": lambda g: g.moves,
    }
    forbidden = statistics.median(len(g.forbidden_map) for g in games)
    figures = {name: [] for name in queries}
    figures["play + undo (Game.play, Game.undo)"] = []
    for game in games:
        for name, query in queries.items():
            figures[name].append(time_call(lambda: query(game)))
        empty = next(p for p in game.allowed_points)

        def play_undo():
            game.play(empty)
            game.undo()
        figures["play + undo (Game.play, Game.undo)"].append(time_call(play_undo))
        game.close()
    print("librenju %s (library %s), %d positions of 20 to 60 stones, a median of %g "
          "forbidden points" % (librenju.__version__, librenju.library_version(),
                                positions, forbidden))
    print("%-40s %10s %10s" % ("", "median", "slowest"))
    for name, values in figures.items():
        print("%-40s %8.2f us %7.2f us" % (name, statistics.median(values), max(values)))


if __name__ == "__main__":
    main()
