# SPDX-License-Identifier: MIT
"""Each bulk query is one foreign call, whatever the position; play and undo one each.
The timings themselves are bench.py's: they depend on the machine."""

import pytest
from conftest import Counting

import librenju
from librenju import Game, TextFlag

BULK = {
    "board": lambda g: g.board,
    "allowed_points": lambda g: g.allowed_points,
    "forbidden_map": lambda g: g.forbidden_map,
    "forbidden_points": lambda g: g.forbidden_points,
    "str": lambda g: str(g),
    "board_text": lambda g: g.board_text(TextFlag.FORBIDDEN | TextFlag.LAST),
    "moves": lambda g: g.moves,
    "offers": lambda g: g.offers,
    "winning_line": lambda g: g.winning_line,
    "export": lambda g: g.export("moves"),
}


def positions():
    """An empty board, a full-size game with forbidden points, a won game, the offers
    of an opening, the largest board nearly full."""
    empty = Game("renju")
    forbidden = Game("renju")
    forbidden.play_moves("h8 a15 i8 a13 h9 a11 j9 o1")
    won = Game("freestyle")
    won.play_moves("h8 a1 i8 a2 j8 a3 k8 a4 l8")
    offers = Game("renju", opening="rif")
    offers.play_moves("h8 h9 j10")
    offers.swap(False)
    offers.play("g7")
    offers.propose(["f6", "k4"])
    full = Game("freestyle", librenju.MAX_SIZE)
    for column in range(0, 20, 3):
        for row in range(20):
            if not full.over:
                full.play((column, row) if row % 2 else (column + 1, row))
    return [empty, forbidden, won, offers, full]


@pytest.mark.parametrize("query", sorted(BULK))
def test_one_foreign_call(query):
    for game in positions():
        with game:
            counter = Counting(game._lib)
            game._lib = counter
            BULK[query](game)
            assert counter.calls and len(counter.calls) == 1, counter.calls


def test_play_and_undo_are_one_call_each():
    with Game("renju") as game:
        counter = Counting(game._lib)
        game._lib = counter
        for move in ("h8", librenju.Point(7, 8), (8, 8), "pass"):
            del counter.calls[:]
            game.play(move)
            assert counter.calls == ["renju_play"]
        del counter.calls[:]
        game.undo()
        assert counter.calls == ["renju_undo"]


def test_lists_larger_than_the_buffer(monkeypatch):
    """A list that does not fit the game's buffer is asked for its size, then read
    (the buffer convention), with nothing written on the way."""
    from librenju import _base
    with Game("freestyle") as game:
        game.play_moves("h8 h9 h10 a1 a2")
        monkeypatch.setattr(_base, "CELLS", 2)
        counter = Counting(game._lib)
        game._lib = counter
        assert [str(p) for p in game.moves] == ["h8", "h9", "h10", "a1", "a2"]
        assert counter.calls == ["renju_moves"] * 3
        assert len(game.allowed_points) == 220
