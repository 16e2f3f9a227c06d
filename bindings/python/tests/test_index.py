# SPDX-License-Identifier: MIT
"""The position index (librenju.Index): three games, one the mirror image of another
and one a transposition of it, asked about in several orientations; the answers were
worked out by hand.  Then the bytes, and the errors."""

import threading

import pytest

import librenju
from librenju import PASS, Game, Index, NextMove, Point, Result


def game(moves, ruleset="freestyle"):
    g = Game(ruleset)
    for m in moves.split():
        g.play(m)
    return g


# A: black h8, i9 and white h9, j10.  B: A mirrored left to right (column x to 14 - x).
# C: A's first three stones in another order (black i9, white h9, black h8), then g7.
GAMES = [("h8 h9 i9 j10", Result.BLACK_WINS, "A"),
         ("h8 h9 g9 f10", Result.DRAW, "B"),
         ("i9 h9 h8 g7", Result.WHITE_WINS, "C")]


@pytest.fixture
def index():
    with Index() as ix:
        for moves, result, label in GAMES:
            with game(moves) as g:
                ix.add(g, result, label)
        yield ix


def check_answers(ix):
    """The answers of the three games' index, worked out by hand."""
    assert len(ix) == ix.games == 3
    assert ix.positions == 15           # 5 positions a game, each once
    assert [ix.label(n) for n in range(3)] == ["A", "B", "C"]
    assert [ix.result(n) for n in range(3)] == [Result.BLACK_WINS, Result.DRAW,
                                                Result.WHITE_WINS]
    assert isinstance(ix.result(0), Result)

    # the empty board: every game; h8 twice, and C's i9, one with g7, g9 and i7 under
    # the board's symmetries, named by the lowest of them (g7)
    with game("") as q:
        assert ix.find(q) == [0, 1, 2]
        assert ix.next_moves(q) == [NextMove(Point("h8"), 2, 1, 1, 0),
                                    NextMove(Point("g7"), 1, 0, 0, 1)]
    # black h8, white h9: A and B (not C, which had i9 and h9 then); A's i9 and B's
    # g9 are one move under the mirror that keeps this position, named g9 (lower)
    with game("h8 h9") as q:
        assert ix.find(q) == [0, 1]
        assert ix.next_moves(q) == [NextMove(Point("g9"), 2, 1, 1, 0)]
    # A's third position: B's mirrored, C's transposed; A's j10 and B's f10 (mirrored
    # back: j10), C's g7
    with game("h8 h9 i9") as q:
        assert ix.find(q) == [0, 1, 2]
        moves = ix.next_moves(q)
        assert moves == [NextMove(Point("j10"), 2, 1, 1, 0),
                         NextMove(Point("g7"), 1, 0, 0, 1)]
        assert moves[0].point == Point(9, 9) and moves[0].black_losses == 0
    # the same turned half round (h9 -> h7, i9 -> g7): the moves turned with it
    with game("h8 h7 g7") as q:
        assert ix.find(q) == [0, 1, 2]
        assert ix.next_moves(q) == [NextMove(Point("f6"), 2, 1, 1, 0),
                                    NextMove(Point("i9"), 1, 0, 0, 1)]
    # black h8, white i8: h8 h9 turned a quarter, g9 with it
    with game("h8 i8") as q:
        assert ix.find(q) == [0, 1]
        assert ix.next_moves(q) == [NextMove(Point("i7"), 2, 1, 1, 0)]
    # A's last position: A and B, no move after it
    with game("h8 h9 i9 j10") as q:
        assert ix.find(q) == [0, 1]
        assert ix.next_moves(q) == []
    # a position no game reaches; the same stones with the other side to move; another
    # rule set
    for q in (game("a1"), game("h8 h9 pass"), game("h8 h9", "standard")):
        with q:
            assert ix.find(q) == []
            assert ix.next_moves(q) == []


def test_answers(index):
    check_answers(index)


def test_game_left_as_it_was(index):
    with game("h8 h9 i9") as g:
        key = g.position_key
        n = index.add(g, "black-wins", "again")
        assert n == 3 and index.label(3) == "again"
        assert index.result(3) == Result.BLACK_WINS
        assert g.moves == [Point("h8"), Point("h9"), Point("i9")]
        assert g.position_key == key
        # the last position once, without a move, the earlier ones with theirs
        assert index.positions == 15 + 4
        assert index.find(g) == [0, 1, 2, 3]


def test_a_pass_is_a_move():
    with Index() as ix, game("h8 pass") as g:
        ix.add(g)
        assert ix.result(0) == Result.ONGOING and ix.label(0) == ""
        g.undo()
        assert ix.next_moves(g) == [NextMove(PASS, 1, 0, 0, 0)]


def test_bytes_round_trip(index, tmp_path):
    data = index.to_bytes()
    assert isinstance(data, bytes) and data[:8] == b"RJINDEX\n"
    with Index.from_bytes(data) as opened:
        check_answers(opened)
        assert opened.to_bytes() == data
        with game("h8") as g, pytest.raises(librenju.WrongPhase) as err:
            opened.add(g)
        assert err.value.code == librenju.ErrorCode.EPHASE
        assert "opened" in err.value.message
    with Index.from_bytes(bytearray(data)) as copied:
        check_answers(copied)
    path = tmp_path / "games.index"
    index.save(path)
    assert path.read_bytes() == data
    with Index.open(path) as opened, Index.open(str(path)) as again:
        check_answers(opened)
        assert again.games == 3
    with Index() as empty:
        with Index.from_bytes(empty.to_bytes()) as opened:
            assert opened.games == 0 and opened.positions == 0
            with game("h8") as g:
                assert opened.find(g) == [] and opened.next_moves(g) == []


def test_the_bytes_stay_with_the_index(index):
    data = index.to_bytes()
    opened = Index.from_bytes(data)
    del data                            # the index holds them
    check_answers(opened)
    opened.close()


def test_bad_bytes(index):
    data = index.to_bytes()
    for bad in (b"", b"garbage" * 20, b"RJINDEX\n"):
        with pytest.raises(librenju.ParseError) as err:
            Index.from_bytes(bad)
        assert err.value.code == librenju.ErrorCode.EPARSE
        assert err.value.message == "not a position index"
    # the format's version changed: build the index again
    newer = data[:8] + (librenju.INDEX_VERSION + 1).to_bytes(4, "big") + data[12:]
    with pytest.raises(librenju.ParseError, match="build the index again") as err:
        Index.from_bytes(newer)
    assert "version %d" % (librenju.INDEX_VERSION + 1) in err.value.message
    with pytest.raises(librenju.ParseError, match="cut short"):
        Index.from_bytes(data[:-1])
    with pytest.raises(TypeError):
        Index.from_bytes("RJINDEX\n")
    with pytest.raises(TypeError):
        Index.from_bytes(64)


def test_bad_arguments(index):
    with game("h8") as g:
        with pytest.raises(TypeError):
            index.add("h8")
        with pytest.raises(TypeError):
            index.find(None)
        with pytest.raises(TypeError):
            index.next_moves(g.board)
        with pytest.raises(librenju.InvalidArgument):
            index.add(g, "black-loses")
        with pytest.raises(librenju.InvalidArgument) as err:
            index.add(g, 7)
        assert err.value.code == librenju.ErrorCode.EINVAL and err.value.message
        with pytest.raises(librenju.InvalidArgument, match="NUL"):
            index.add(g, label="a\0b")
        with pytest.raises(TypeError):
            index.add(g, label=5)
        assert index.games == 3             # nothing added by the failures
    with pytest.raises(librenju.OutOfRange, match="no game 3"):
        index.label(3)
    with pytest.raises(librenju.OutOfRange, match="no game -1"):
        index.result(-1)
    with pytest.raises(TypeError):
        index.label("0")
    with pytest.raises(OverflowError):
        index.result(2**40)


def test_labels_are_utf8():
    with Index() as ix, game("h8") as g:
        ix.add(g, label="名人戦 2026, game 3")
        with Index.from_bytes(ix.to_bytes()) as opened:
            assert opened.label(0) == "名人戦 2026, game 3"


def test_closed_index():
    ix = Index()
    with game("h8") as g:
        ix.add(g)
        ix.close()
        assert ix.closed
        for use in (lambda: ix.add(g), lambda: ix.games, lambda: len(ix),
                    lambda: ix.positions, lambda: ix.label(0), lambda: ix.result(0),
                    ix.to_bytes, lambda: ix.find(g), lambda: ix.next_moves(g)):
            with pytest.raises(librenju.IndexClosed) as err:
                use()
            assert isinstance(err.value, librenju.GameClosed)
            assert err.value.code == librenju.ErrorCode.EINVAL
            assert err.value.message == "the index is closed"
    ix.close()                              # twice is fine
    assert repr(ix) == "<librenju.Index closed>"
    opened = Index.from_bytes(Index().to_bytes())
    opened.close()
    with pytest.raises(librenju.IndexClosed):
        opened.games


def test_closed_game(index):
    g = game("h8")
    g.close()
    with pytest.raises(librenju.GameClosed) as err:
        index.find(g)
    assert not isinstance(err.value, librenju.IndexClosed)
    with pytest.raises(librenju.GameClosed):
        index.add(g)
    assert index.games == 3


def test_threads(index):
    errors = []

    def ask():
        try:
            with game("h8 h7 g7") as q:
                for _ in range(200):
                    assert index.find(q) == [0, 1, 2]
                    assert index.next_moves(q)[0] == NextMove(Point("f6"), 2, 1, 1, 0)
        except BaseException as err:        # pragma: no cover
            errors.append(err)
    threads = [threading.Thread(target=ask) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []


def test_exported():
    for name in ("Index", "NextMove", "IndexClosed", "INDEX_VERSION", "INDEX_MAX_GAMES"):
        assert name in librenju.__all__
    assert librenju.INDEX_VERSION == 1 and librenju.INDEX_MAX_GAMES == 4194304
