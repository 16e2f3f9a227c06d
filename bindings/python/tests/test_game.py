# SPDX-License-Identifier: MIT
"""Games: points, play, results, the board and its text, options, setup, forbidden
points, shapes, clones and lifetime."""

import copy
import gc
import os
import pickle
import subprocess
import sys
import weakref

import pytest
from conftest import PACKAGE_DIR

import librenju
from librenju import (PASS, Board, Colour, Direction, ForbiddenKind, Game, KeyStatus,
                      Point, Reason, Result, Shape, TextFlag)


def P(text):
    return Point(text)


class TestPoints:
    def test_forms(self):
        assert Point(7, 7) == Point("h8") == Point("H8") == Point.parse("h8") == (7, 7)
        assert str(Point(0, 0)) == "a1" and str(Point(19, 19)) == "t20"
        assert repr(Point(7, 7)) == "Point('h8')"
        column, row = Point("o15")
        assert (column, row) == (14, 14)
        assert Point("c3").column == 2 and Point("c3").row == 2
        assert Point("z99") == (25, 98)
        assert Point(Point(1, 2)) == Point(1, 2)
        assert str(PASS) == "pass" and repr(PASS) == "PASS"
        assert librenju.parse_move("Pass") is PASS and librenju.parse_move("--") is PASS
        assert pickle.loads(pickle.dumps(Point(3, 4))) == Point(3, 4)
        assert pickle.loads(pickle.dumps(PASS)) is PASS
        assert copy.deepcopy(PASS) is PASS
        assert Point(2, 1).to_index(15) == 17
        assert Point.from_index(17, 15) == Point(2, 1)
        assert {Point("h8"): 1}[Point(7, 7)] == 1
        assert sorted([P("b1"), P("a2"), P("a1")]) == [P("a1"), P("a2"), P("b1")]

    @pytest.mark.parametrize("bad", ["", "h", "h0", "h08", "h100", "8h", "h8 ", " h8",
                                     "h8x", "pass ", "-", "\u212a8", "h\u0668", "hh"])
    def test_bad_notation(self, bad, new_game):
        with pytest.raises(librenju.NotationError):
            Point(bad)
        with pytest.raises(librenju.NotationError):
            new_game("freestyle", 20).play(bad)

    def test_parse_agrees_with_the_library(self, new_game):
        """Every one- to three-character string the library reads, Point reads the
        same way, and the other way round."""
        game = new_game("freestyle", 20)
        alphabet = "aAhHtTzZ0189-sp"
        texts = [a + b + c for a in alphabet for b in alphabet + "" for c in ["", "0", "9"]]
        texts += ["pass", "PASS", "pAsS", "--", "a1", "t20", "u1", "z99", "a100"]
        for text in texts:
            try:
                mine = librenju.parse_move(text)
            except librenju.NotationError:
                mine = "notation"
            try:
                theirs = game.point(text)
            except librenju.NotationError:
                theirs = "notation"
            except librenju.OutOfRange:
                theirs = "range"
            if theirs == "range":
                assert isinstance(mine, Point) and max(mine) >= 20, text
            else:
                assert mine == theirs, text

    def test_off_every_board(self):
        with pytest.raises(librenju.OutOfRange):
            Point(26, 0)
        with pytest.raises(librenju.OutOfRange):
            Point(0, 99)
        with pytest.raises(librenju.OutOfRange):
            Point(-1, 0)
        with pytest.raises(TypeError):
            Point(1.0, 2)
        with pytest.raises(TypeError):
            Point((1, 2))
        with pytest.raises(librenju.NotationError):
            Point.parse("pass")
        with pytest.raises(librenju.OutOfRange):
            Point(15, 0).to_index(15)

    def test_game_points(self, new_game):
        g = new_game("freestyle", 15)
        assert g.point("h8") == g.point((7, 7)) == g.point(Point(7, 7)) == Point(7, 7)
        assert g.point("pass") is PASS and g.point(PASS) is PASS
        assert g.index("h8") == 112 and g.index(PASS) == 1024
        assert len(g.points) == 225 and g.points[16] == Point("b2")
        with pytest.raises(librenju.OutOfRange) as err:
            g.point("p1")
        assert err.value.message == "p1 is off the 15x15 board"
        with pytest.raises(librenju.OutOfRange):
            g.point(Point(15, 0))
        with pytest.raises(librenju.OutOfRange):
            g.point((0, -1))
        with pytest.raises(TypeError):
            g.point((1, 2, 3))
        with pytest.raises(TypeError):
            g.point(112)             # the library's integers are not points


class TestErrors:
    def test_exception_carries_code_and_message(self, new_game):
        g = new_game("renju")
        g.play("h8")
        with pytest.raises(librenju.Occupied) as cm:
            g.play("h8")
        err = cm.value
        assert isinstance(err, librenju.RenjuError)
        assert err.code is librenju.ErrorCode.EOCCUPIED
        assert err.message == str(err) == "h8 is already occupied"
        assert g.errcode is librenju.ErrorCode.EOCCUPIED
        assert g.errmsg == "h8 is already occupied"
        assert repr(err) == "Occupied(-4, 'h8 is already occupied')"
        assert g.moves == [P("h8")]          # unchanged

    def test_classes_per_code(self, new_game):
        g = new_game("renju")
        with pytest.raises(librenju.NotationError) as cm:
            g.play("zz")
        assert cm.value.code == librenju.ErrorCode.ENOTATION
        assert isinstance(cm.value, ValueError)
        with pytest.raises(librenju.OutOfRange):
            g.play("o16")
        with pytest.raises(librenju.OutOfRange):
            g.play((15, 0))
        with pytest.raises(librenju.WrongPhase):
            g.play("a1")               # the first stone goes on h8
        with pytest.raises(librenju.NoMove):
            g.undo()
        with pytest.raises(librenju.InvalidArgument):
            g.resign(7)
        with pytest.raises(librenju.InvalidArgument):
            g.set_option(99, 0)

    def test_creation_errors(self):
        with pytest.raises(librenju.OutOfRange):
            Game("renju", 19)
        with pytest.raises(librenju.InvalidArgument):
            Game(9)
        with pytest.raises(librenju.InvalidArgument) as err:
            Game("chess")
        assert "caro-6" in str(err.value)
        with pytest.raises(ValueError):
            Game("renju", opening="chess")


class TestPlay:
    def test_a_game_to_five(self, new_game):
        g = new_game("freestyle")
        g.play_moves("h8 a1 i8 a2 j8 a3 k8 a4")
        assert g.side_to_move is Colour.BLACK
        assert (g.move_count, g.stone_count) == (8, 8)
        assert g.stone("a4") is Colour.WHITE and g.stone("b1") is Colour.EMPTY
        g.play(Point("l8"))
        assert g.over
        assert g.result is Result.BLACK_WINS and g.reason is Reason.FIVE
        assert [str(p) for p in g.winning_line] == ["h8", "i8", "j8", "k8", "l8"]
        assert g.foul is None
        with pytest.raises(librenju.GameOver):
            g.play("m8")
        g.undo()
        assert g.result is Result.ONGOING and g.last_move == P("a4")
        g.redo()
        assert g.result is Result.BLACK_WINS
        assert "X" in str(g)
        assert repr(g) == "<librenju.Game freestyle 15x15, 9 moves, black wins>"

    def test_play_as_passes(self, new_game):
        g = new_game("standard")
        g.play_moves("h8 h9")
        with pytest.raises(librenju.WrongPlayer):
            g.play_as("second", "pass")
        g.play_as("first", "pass")
        g.play_as(librenju.Player.SECOND, PASS)
        assert g.moves == [P("h8"), P("h9"), PASS, PASS]
        assert (g.result, g.reason) == (Result.DRAW, Reason.BOTH_PASSED)
        h = new_game("renju", opening="rif")
        with pytest.raises(librenju.WrongPhase):
            h.play_as("first", "pass")

    def test_passes_resignation_and_draws(self, new_game):
        g = new_game("standard")
        g.play("h8")
        g.play("pass")
        g.pass_move()
        assert g.moves == [P("h8"), PASS, PASS] and g.over
        g.undo()
        g.offer_draw("a1")
        assert g.draw_offered
        g.decline_draw()
        assert not g.draw_offered
        g.offer_draw()
        g.accept_draw()
        assert (g.result, g.reason) == (Result.DRAW, Reason.AGREEMENT)
        g.undo()
        g.undo()
        g.resign("white")
        assert (g.result, g.reason) == (Result.BLACK_WINS, Reason.RESIGNATION)
        g.reset()
        assert g.moves == [] and g.last_move is None

    def test_forfeit(self, new_game):
        g = new_game("renju")
        g.play_moves("h8 h9 i9")
        with pytest.raises(librenju.InvalidArgument):
            g.forfeit("white", Reason.RESIGNATION)
        assert not g.over
        g.forfeit("white", "time")
        assert (g.result, g.reason) == (Result.BLACK_WINS, Reason.TIME)
        assert str(g.reason) == "time" and len(g.moves) == 3
        with pytest.raises(librenju.GameOver):
            g.forfeit("black", Reason.FORFEIT)
        g.undo()
        assert not g.over
        g.forfeit(Colour.BLACK, Reason.FORFEIT)
        assert (g.result, g.reason) == (Result.WHITE_WINS, Reason.FORFEIT)
        assert "RE[W+F]" in g.export("sgf")

    def test_foul(self, new_game):
        g = new_game("renju", foul_policy="lose")
        g.play_moves("h8 a15 i8 a13 h9 a11 j9 o1 h7")
        assert (g.result, g.reason) == (Result.WHITE_WINS, Reason.FOUL)
        assert g.foul == (ForbiddenKind.DOUBLE_THREE, P("h7"))

    def test_options(self, new_game):
        g = new_game("renju", foul_policy=librenju.FoulPolicy.LOSE)
        assert g.get_option("foul_policy") is librenju.FoulPolicy.LOSE
        assert g.get_option(librenju.Option.ALLOW_PASS) is True
        assert g.option_bounds("move-limit") == (0, 225)
        assert g.option_bounds(librenju.Option.CENTRE_FIRST) == (1, 1)
        assert g.options[librenju.Option.OPENING] is librenju.OpeningRule.NONE
        g.play("h8")
        with pytest.raises(librenju.WrongPhase):
            g.set_option("allow_pass", False)
        h = new_game("freestyle", 9, allow_pass=False, three_reading="nonliteral")
        assert h.get_option("three_reading") is librenju.ThreeReading.NONLITERAL
        h.play("e5")
        with pytest.raises(librenju.NoPass):
            h.play("pass")
        with pytest.raises(ValueError):
            h.get_option("colour")


class TestBoard:
    def test_board_and_its_text(self, new_game):
        g = new_game("renju")
        g.play_moves("h8 a15 i8 a13 h9 a11 j9 o1")
        board = g.board
        assert isinstance(board, Board) and board.size == 15 and len(board) == 225
        for p in board:
            assert board[p] is g.stone(p)
        rows = board.rows()
        assert len(rows) == 15 and rows[0][0] is Colour.WHITE and rows[7][7] is Colour.BLACK
        assert board["h8"] is board[(7, 7)] is board[Point(7, 7)] is Colour.BLACK
        assert "h8" in board and "p1" not in board and 5 not in board and "zz" not in board
        with pytest.raises(KeyError):
            board["p1"]
        assert board.stones(Colour.WHITE) == [P("o1"), P("a11"), P("a13"), P("a15")]
        assert board.count(Colour.EMPTY) == 217
        assert dict(board)[P("j9")] is Colour.BLACK
        g.play("a1")
        assert board["a1"] is Colour.EMPTY         # a snapshot
        assert g.board != board
        g.undo()
        assert g.board == board
        text = g.board_text()
        assert text.endswith("\n") and str(g) == text[:-1]
        lines = str(g).split("\n")
        assert len(lines) == 16
        assert lines[0] == "15 O . . . . . . . . . . . . . ."
        assert lines[7] == " 8 . . . . . . . X X . . . . . ."
        assert lines[15] == "   a b c d e f g h i j k l m n o"
        # with every mark: the last move o1 in brackets, black's forbidden point h7
        marked = g.board_text(TextFlag.FORBIDDEN | TextFlag.LAST | TextFlag.OFFERS)
        assert "\n 1" + " ." * 14 + "[O]\n" in marked
        assert "\n 7 . . . . . . . x . . . . . . .\n" in marked
        with pytest.raises(librenju.InvalidArgument):
            g.board_text(8)
        assert g.errcode == librenju.ErrorCode.EINVAL

    def test_small_and_large_boards(self, new_game):
        g = new_game("freestyle", 7)
        assert str(g).split("\n")[-1] == "   a b c d e f g"
        assert g.board.rows() == [(Colour.EMPTY,) * 7] * 7
        h = new_game("freestyle", librenju.MAX_SIZE)
        h.play("t20")
        assert h.board.rows()[0][-1] is Colour.BLACK
        assert h.board_text(TextFlag.LAST).startswith("20" + " ." * 19 + "[X]\n")

    def test_a_game_is_no_sequence(self, new_game):
        g = new_game()
        with pytest.raises(TypeError):
            g["h8"]
        with pytest.raises(TypeError):
            list(g)
        assert list(g.board)[-1] == P("o15")


class TestForbidden:
    def test_forbidden_points(self, new_game):
        g = new_game("renju")
        # h8 makes two open threes, g1 an overline
        g.setup(black=["i8", "j8", "h9", "h10", "d1", "e1", "f1", "h1", "i1"],
                white=["a15"])
        assert g.forbidden("h8") is ForbiddenKind.DOUBLE_THREE
        assert g.forbidden("g1") is ForbiddenKind.OVERLINE
        assert g.forbidden("a2") is ForbiddenKind.NONE
        fmap = g.forbidden_map
        assert fmap[P("h8")] is ForbiddenKind.DOUBLE_THREE
        assert fmap[P("g1")] is ForbiddenKind.OVERLINE
        assert P("a2") not in fmap
        assert list(fmap) == sorted(fmap, key=lambda p: (p.row, p.column))
        assert g.forbidden_points == set(fmap) >= {P("h8"), P("g1")}
        with pytest.raises(librenju.Occupied):
            g.forbidden("i8")
        with pytest.raises(librenju.Forbidden) as cm:
            g.play("h8")
        assert "double-three" in cm.value.message
        assert g.stone("h8") is Colour.EMPTY
        assert new_game("renju").forbidden_map == {}

    def test_shapes_and_explanations(self, new_game):
        g = new_game("renju")
        g.setup(black=["i8", "j8", "h9", "h10"], white=["a15"])
        assert "double-three" in g.explain("h8")
        assert g.shape("h8", "black", Direction.HORIZONTAL) is Shape.THREE
        assert g.shape_stones("h8", Colour.BLACK, "horizontal") == [P("h8"), P("i8"),
                                                                      P("j8")]
        keys = g.shape_keys("h8", Colour.BLACK, Direction.HORIZONTAL)
        assert keys == [(P("g8"), KeyStatus.PLAYABLE), (P("k8"), KeyStatus.PLAYABLE)]
        with pytest.raises(ValueError):
            g.shape("h8", "black", "sideways")


class TestSetup:
    def test_setup(self, new_game):
        g = new_game("freestyle", 9)
        g.setup_begin()
        assert g.in_setup
        with pytest.raises(librenju.WrongPhase):
            g.play("e5")
        g.setup_put("a1", "black")
        g.setup_put((1, 0), Colour.WHITE)
        g.setup_side("white")
        g.setup_end()
        assert not g.in_setup
        assert g.side_to_move is Colour.WHITE and g.stone_count == 2
        with pytest.raises(librenju.PositionError):
            g.setup(black=["c3", "d3", "e3", "f3", "g3"])
        assert not g.in_setup and g.stone_count == 2

    @staticmethod
    def state(g):
        """All that setup() could change: the moves and what redo would play, the
        stones, the side to move, the mode, the result, the opening's state, the
        record and the tags."""
        redo = g.clone()
        try:
            redo.redo()
            pending = redo.moves
        except librenju.NoMove:
            pending = None
        except librenju.WrongPhase:         # in setup mode
            pending = "setup"
        finally:
            redo.close()
        record = None if g.in_setup else g.export("sgf")   # no record in setup mode
        return (g.moves, pending, g.move_count, dict(g.board.items()), g.side_to_move,
                g.in_setup, g.result, g.reason, g.expected_action, g.expected_player,
                record, g.tags, g.options)

    def games(self, new_game):
        """Games in each state setup() starts from: new, played with a move to redo,
        finished, in the middle of an opening, set up, in setup mode."""
        new = new_game("renju")
        played = new_game("renju")
        played.play_moves("h8 h9 i9 i8")
        played.undo()
        played.set_tag("PB", "someone")
        won = new_game("freestyle")
        won.play_moves("a1 a2 b1 b2 c1 c2 d1 d2 e1")
        opening = new_game("renju", opening="rif")
        opening.play_moves("h8 h9 i9")
        set_up = new_game("gomoku")
        set_up.setup(black=["h8"], white=["h9"])
        in_setup = new_game("renju")
        in_setup.setup_begin()
        in_setup.setup_put("c3", "white")
        return [new, played, won, opening, set_up, in_setup]

    BAD = [
        (dict(black=["a1", "z99"]), librenju.OutOfRange),
        (dict(black=["a1"], white=[(20, 20)]), librenju.OutOfRange),
        (dict(black=["a1"], white=[(-1, 0)]), librenju.OutOfRange),
        (dict(black=["a1", "8h"]), librenju.NotationError),
        (dict(black=["a1", "pass"]), librenju.RenjuError),
        (dict(black=["a1", None]), TypeError),
        (dict(black=["a1", 5]), TypeError),
        (dict(black="a1 b1"), TypeError),
        (dict(white=None), TypeError),
        (dict(black=["a1"], side=7), librenju.InvalidArgument),
        (dict(black=["a1"], side="empty"), librenju.InvalidArgument),
        (dict(black=["a1"], side="purple"), librenju.InvalidArgument),
        (dict(black=["a1"], side=None), TypeError),
        (dict(black=["a1", "b1", "c1", "d1", "e1"]), librenju.PositionError),
        (dict(white=["a1", "b1", "c1", "d1", "e1"], side="white"), librenju.PositionError),
    ]

    def test_a_failed_setup_changes_nothing(self, new_game):
        tried = 0
        for g in self.games(new_game):
            for kwargs, exc in self.BAD:
                before = self.state(g)
                # in setup mode the arguments are checked, then WrongPhase
                with pytest.raises((exc, librenju.WrongPhase) if g.in_setup else exc):
                    g.setup(**kwargs)
                assert self.state(g) == before, (g, kwargs)
                tried += 1
        assert tried == 6 * len(self.BAD)

    def test_a_failed_setup_in_setup_mode(self, new_game):
        g = new_game("renju")
        g.setup_begin()
        g.setup_put("c3", "white")
        before = self.state(g)
        with pytest.raises(librenju.WrongPhase):
            g.setup(black=["h8"])
        assert g.in_setup and self.state(g) == before
        g.setup_end()
        assert g.stone("c3") is Colour.WHITE

    def test_an_opening_the_rule_cannot_reach(self, new_game):
        g = new_game("renju", opening="rif")
        g.play("h8")
        before = self.state(g)
        for black, white, side in ((["a1"], [], "white"), ([], ["a1"], "black"),
                                   (["a1"], ["h9"], "white"), ([], ["h9"], "white")):
            with pytest.raises(librenju.PositionError):
                g.setup(black=black, white=white, side=side)
            assert self.state(g) == before
        g.setup(white=["h9"], side="black")     # h8 h9: the third stone is expected
        assert g.moves == [] and g.stone_count == 2
        assert g.expected_action is librenju.Action.STONE

    def test_a_setup_that_succeeds(self, new_game):
        new, played, won, opening, set_up, _ = self.games(new_game)
        for g in (new, played, opening, set_up):
            tags = g.tags
            stones = dict(g.board.items())
            g.setup(black=["a15"], white=[(14, 14)], side="white")
            stones.update({P("a15"): Colour.BLACK, P("o15"): Colour.WHITE})
            assert dict(g.board.items()) == stones
            assert g.moves == [] and not g.in_setup and g.side_to_move is Colour.WHITE
            assert g.tags == tags and g.errcode == librenju.ErrorCode.OK
            with pytest.raises(librenju.NoMove):
                g.undo()
            g.play("o1")
            assert g.moves == [P("o1")] and g.clone().moves == [P("o1")]
        with pytest.raises(librenju.PositionError):   # a1-e1 stays a five
            won.setup(black=["a15"])
        won.setup(white=["a1"], black=["a15"])
        assert won.stone("a1") is Colour.WHITE and not won.over


class TestLifetime:
    def test_clone_is_independent(self, new_game):
        g = new_game("renju")
        g.play_moves("h8 h9")
        with g.clone() as c:
            c.play("h10")
            assert g.moves == [P("h8"), P("h9")]
            assert c.moves == [P("h8"), P("h9"), P("h10")]
        with copy.copy(g) as d, copy.deepcopy(g) as e:
            assert d.moves == e.moves == g.moves

    def test_close(self):
        g = Game()
        g.close()
        assert g.closed
        g.close()          # twice is fine
        with pytest.raises(ValueError):
            g.play("h8")
        with pytest.raises(librenju.GameClosed):
            g.export()
        with pytest.raises(librenju.GameClosed):
            g.board
        assert repr(g) == "<librenju.Game closed>"
        with Game() as g2:
            assert not g2.closed
        assert g2.closed

    def test_collected(self):
        alive = weakref.WeakSet()
        for _ in range(200):
            g3 = Game()
            g3.play("h8")
            alive.add(g3)
        del g3
        gc.collect()
        assert len(alive) == 0
        # a half-built object (its __init__ failed) is collected without trouble
        with pytest.raises(librenju.OutOfRange):
            Game("renju", 7)
        half = Game.__new__(Game)
        half.close()
        del half
        gc.collect()


def test_help_shows_the_docstrings():
    import pydoc
    text = pydoc.render_doc(Game, renderer=pydoc.plaintext)
    for words in ("Place a stone of the side to move", "Every point's colour now",
                  "Propose all the 5th-move offers", "The record of the game",
                  "close() waits for", "Black's forbidden points now"):
        assert words in text


def test_example_runs():
    env = dict(os.environ)
    out = subprocess.run([sys.executable, os.path.join(PACKAGE_DIR, "example.py")],
                         capture_output=True, text=True, check=True, timeout=120,
                         env=env).stdout
    assert "forbidden for black: h7 (double-three)" in out
    assert "black wins with h8 i9 j10 k11 l12" in out


def test_diagram_svg(new_game):
    g = new_game("renju")
    for m in ["h8", "a1", "i8", "a3", "j9", "a5", "j10", "a7", "l8", "o1", "n8", "o3", "m6",
              "o5", "m5", "o7"]:
        g.play(m)
    svg = g.diagram_svg(librenju.DiagramFlag.DEFAULT | librenju.DiagramFlag.NUMBERS,
                        title="A & B")
    assert svg.startswith("<svg ") and svg.endswith("</svg>\n")
    assert "<title>A &amp; B</title>" in svg
    assert svg.count('class="number"') == 16
    # the forbidden points the drawing marks are the map's
    assert svg.count('class="double-three"') == sum(
        1 for k in g.forbidden_map.values() if k is librenju.ForbiddenKind.DOUBLE_THREE)
    assert g.diagram_svg() == g.diagram_svg()          # the same bytes every time
    assert 'class="number"' not in g.diagram_svg(0)
    with pytest.raises(librenju.errors.OutOfRange):
        g.diagram_svg(cell=5)
    with pytest.raises(librenju.errors.InvalidArgument):
        g.diagram_svg(title="a\nb")
