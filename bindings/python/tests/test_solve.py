# SPDX-License-Identifier: MIT
"""Threat solving: Game.vcf() and Game.solve() against positions whose answers are worked out by hand,
and its line replayed through play()."""

import pytest

import librenju
from librenju import Colour, Point, Result, SolveOutcome


def set_up(game, black, white, side):
    game.setup_begin()
    for p in black.split():
        game.setup_put(p, Colour.BLACK)
    for p in white.split():
        game.setup_put(p, Colour.WHITE)
    game.setup_side(side)
    game.setup_end()


def test_open_three_wins_by_fours(new_game):
    # freestyle: black h8 i8 j8 and h9 h10 h11 around h8's corner; any four of black
    # forces a block, and black wins within a few fours; the line is replayed
    game = new_game("freestyle")
    set_up(game, "h8 i8 j8 d4 e5 f6", "a1 a3 a5 c15 e15", Colour.BLACK)
    answer = game.vcf()
    assert answer.outcome == SolveOutcome.WIN
    assert len(answer.line) % 2 == 1 and answer.nodes > 0
    for p in answer.line:
        game.play(p)
    assert game.result == Result.BLACK_WINS


def test_no_vcf_on_an_empty_corner(new_game):
    # two lone stones: no four can even be made
    game = new_game("renju")
    set_up(game, "h8", "a1", Colour.BLACK)
    answer = game.vcf()
    assert answer.outcome == SolveOutcome.NONE and answer.line == []


def test_limits_and_arguments(new_game):
    game = new_game("freestyle")
    set_up(game, "h8 i8 j8 d4 e5 f6", "a1 a3 a5 c15 e15", Colour.BLACK)
    assert game.vcf(max_nodes=1).outcome in (SolveOutcome.UNKNOWN, SolveOutcome.WIN)
    with pytest.raises(ValueError):
        game.vcf(max_nodes=-1)
    with pytest.raises(TypeError):
        game.vcf(max_nodes="many")
    # the game is unchanged by the search
    assert game.stone_count == 11 and game.side_to_move == Colour.BLACK


def test_win_in_n(new_game):
    # freestyle: a double three at h8 (h8 h9 h10 and h8 i9 j10) wins in 3 moves of
    # black's (five plies), not in 2; the line is replayed to black's five
    game = new_game("freestyle")
    set_up(game, "h9 h10 i9 j10", "a1 a4 a7 a10", Colour.BLACK)
    assert game.solve(2).outcome == SolveOutcome.NONE
    answer = game.solve(3)
    assert answer.outcome == SolveOutcome.WIN and len(answer.line) == 5
    assert answer.line[0] == game.point("h8")
    for p in answer.line:
        game.play(p)
    assert game.result == Result.BLACK_WINS


def test_win_in_n_forbidden(new_game):
    # in renju the same h8 is a forbidden double three for black: no win in 3
    game = new_game("renju")
    set_up(game, "h9 h10 i9 j10", "a1 a4 a7 a10", Colour.BLACK)
    assert game.solve(3) == (SolveOutcome.NONE, [], game.solve(3).nodes)


def test_solve_arguments(new_game):
    game = new_game("freestyle")
    set_up(game, "h9 h10 i9 j10", "a1 a4 a7 a10", Colour.BLACK)
    assert game.solve(3, max_nodes=3).outcome == SolveOutcome.UNKNOWN
    for bad in (0, 21):
        with pytest.raises(ValueError):
            game.solve(bad)
    with pytest.raises(ValueError):
        game.solve(2, max_nodes=-1)
    with pytest.raises(TypeError):
        game.solve("two")
    assert game.stone_count == 8 and game.side_to_move == Colour.BLACK


INT_MAX = 2 ** 31 - 1


def test_node_limit_bounds(new_game):
    # renju_vcf(3) takes 0 (no limit) to INT_MAX; anything else is refused, not cut
    # down, with the same messages as the JavaScript package's RangeError
    game = new_game("freestyle")
    set_up(game, "h8 i8 j8 d4 e5 f6", "a1 a3 a5 c15 e15", Colour.BLACK)
    record = game.export()
    win = game.vcf()
    for search in (game.vcf, lambda limit: game.solve(3, limit),
                   lambda limit: game.solve(3, max_nodes=limit)):
        for limit in (0, INT_MAX, win.nodes + 1000):
            assert search(limit).outcome == SolveOutcome.WIN
        assert search(1).outcome in (SolveOutcome.UNKNOWN, SolveOutcome.WIN)
        for bad in (-1, -2 ** 31, -2 ** 31 - 1, INT_MAX + 1, 2 ** 32 + 5, 2 ** 64, 10 ** 30):
            with pytest.raises(ValueError) as err:
                search(bad)
            assert str(err.value) == ("max_nodes must be 0 (no limit) to %d, not %d"
                                      % (INT_MAX, bad))
        for bad in (None, True, 1.5, "100", [1]):
            with pytest.raises(TypeError):
                search(bad)
    assert game.vcf(max_nodes=0) == win
    for n in (1, 20):
        game.solve(n, max_nodes=1)
    for bad in (0, -1, 21, INT_MAX + 1, 2 ** 64):
        with pytest.raises(ValueError) as err:
            game.solve(bad)
        assert str(err.value) == "n must be 1 to 20, not %d" % bad
    for bad in (None, False, 3.0):
        with pytest.raises(TypeError):
            game.solve(bad)
    assert game.export() == record and game.moves == []


def endless_vcf(new_game):
    """A caro-5 20x20 board built so that a VCF search has no end in sight: rows of
    three black stones, each with two ways to a four that white blocks, walled apart
    by white (tests/check_vcf.c's endless_vcf())."""
    rows = ["OXXX...OXXX...OXXX..", "OOOOXXXOOOOXXXOOOOXX", "O" * 20]
    game = new_game("caro-5", 20)
    black = [Point(c, r) for r in range(20) for c in range(20) if rows[r % 3][c] == "X"]
    white = [Point(c, r) for r in range(20) for c in range(20) if rows[r % 3][c] == "O"]
    game.setup(black=black, white=white, side=Colour.BLACK)
    return game


def test_searches_end_by_default(new_game):
    """With no limit given, a search ends: at DEFAULT_MAX_NODES positions, not never
    (with no limit this one did not end in a minute)."""
    game = endless_vcf(new_game)
    assert librenju.DEFAULT_MAX_NODES == 1_000_000
    answer = game.vcf()
    assert answer.outcome == SolveOutcome.UNKNOWN
    assert answer.nodes == librenju.DEFAULT_MAX_NODES
    assert game.solve(3, max_nodes=5000).outcome in (SolveOutcome.UNKNOWN, SolveOutcome.NONE)


def test_time_limit(new_game):
    game = endless_vcf(new_game)
    lib, h = game._lib, game._h()
    for search in (lambda t: game.vcf(0, t), lambda t: game.vcf(time_limit=t),
                   lambda t: game.solve(4, 0, t)):
        # 1 ms: the library reads the clock at the 2048th position, past it by then
        answer = search(0.001)
        assert answer.outcome == SolveOutcome.UNKNOWN
        assert 0 < answer.nodes < librenju.DEFAULT_MAX_NODES and answer.nodes % 2048 == 0
        assert lib.renju_search_time_get(h) == 0     # for that search only
        for bad in (0, -1, 0.0, float("nan"), float("inf"), 2 ** 31):
            with pytest.raises(ValueError):
                search(bad)
        for bad in ("1", True, [1]):
            with pytest.raises(TypeError):
                search(bad)
    # the node limit still ends a search first when it is the smaller
    assert game.vcf(3000, 60).nodes == 3000
    # a search that ends in time gives what it gives without one
    g = new_game("freestyle")
    set_up(g, "h8 i8 j8 h9 h10", "a1 a3 a5 a7 a9", Colour.BLACK)
    assert g.solve(3, time_limit=60) == g.solve(3)
    assert g.vcf(time_limit=60) == g.vcf()
