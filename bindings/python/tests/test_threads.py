# SPDX-License-Identifier: MIT
"""One Game shared by threads.  ctypes releases the GIL in every foreign call, so
without the game's lock these would corrupt the heap (a double free, a use after free:
the sanitizer build of make check reports them; a plain build crashes or not, by
chance)."""

import random
import sys
import threading
import time

import pytest

import librenju
from librenju import Colour, Game

THREADS = 6
ROUNDS = 300


def run_threads(work, count=THREADS):
    errors = []

    def guarded(i):
        try:
            work(i)
        except BaseException as err:       # anything but a RenjuError fails the test
            errors.append(err)
    threads = [threading.Thread(target=guarded, args=(i,)) for i in range(count)]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)            # switch threads often: more calls overlap
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
            assert not t.is_alive(), "a thread hangs"
    finally:
        sys.setswitchinterval(interval)
    assert errors == [], "exceptions other than RenjuError in threads"


def assert_coherent(g):
    """The game agrees with itself and with its own record."""
    moves = g.moves
    assert g.move_count == len(moves)
    board = g.board
    assert g.stone_count == len(board) - board.count(Colour.EMPTY)
    assert g.stone_count == len([m for m in moves if m is not librenju.PASS])
    with Game(g.ruleset) as copy:
        copy.import_record(g.export("moves"), "moves")
        assert copy.moves == moves


def hammer(g, seed, rounds=ROUNDS):
    """Random calls on g; only RenjuError may come out (GameClosed included)."""
    rnd = random.Random(seed)
    for _ in range(rounds):
        try:
            op = rnd.randrange(8)
            if g.move_count == 0:
                g.play("h8")
            elif op <= 1:
                g.play((rnd.randrange(15), rnd.randrange(15)))
            elif op == 2:
                g.undo()
            elif op == 3:
                assert g.export(rnd.choice(["moves", "sgf", "psq"]))
            elif op == 4:
                with g.clone() as c:
                    assert_coherent(c)
            elif op == 5:
                assert len(g.moves) <= 225 and g.move_count >= 0
            elif op == 6:
                assert len(g.allowed_points) <= 225
                assert str(g)
            else:
                g.forbidden_map
                g.redo()
        except librenju.RenjuError:
            pass


def test_threads_hammer_one_game():
    with Game("renju") as g:        # renju: forbidden points take time to find
        run_threads(lambda i: hammer(g, i))
        assert_coherent(g)


def test_threads_with_their_own_games():
    def work(i):
        with Game("renju") as g:
            hammer(g, 1000 + i)
            assert_coherent(g)
    run_threads(work)


@pytest.mark.parametrize("delay", range(8))
def test_close_races_calls(delay):
    g = Game("freestyle")
    g.play_moves("h8 h9 i9")

    def work(i):
        if i == 0:
            time.sleep(0.002 * delay)
            g.close()
        else:
            hammer(g, 100 * delay + i, 200)
    run_threads(work)
    assert g.closed
    for call in (g.undo, g.export, g.clone, lambda: g.play("a1"), lambda: g.moves,
                 lambda: g.board, lambda: g.allowed_points, lambda: g.forbidden_map):
        with pytest.raises(librenju.GameClosed):
            call()


def test_close_waits_for_a_call_in_flight():
    g = Game()
    with g._lock:                     # as a method running in another thread does
        closer = threading.Thread(target=g.close)
        closer.start()
        closer.join(0.2)
        assert closer.is_alive(), "close() freed the game under a call"
        assert not g.closed
        g.play("h8")                  # the holder still has a live game
    closer.join(10)
    assert g.closed
