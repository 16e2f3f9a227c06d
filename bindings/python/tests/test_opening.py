# SPDX-License-Identifier: MIT
"""The opening rules, the symmetries and the 26 openings; caro."""

import pytest

import librenju
from librenju import (Action, Branch, Colour, Direction, OpeningRule, Player, Point,
                      Reason, Result, Ruleset, Shape, Swap2Choice, Symmetry)


def P(text):
    return Point(text)


def test_rif_opening(new_game):
    g = new_game("renju", opening="rif")
    assert g.get_option("opening") is OpeningRule.RIF
    assert g.expected_action is Action.STONE
    assert g.expected_player is Player.FIRST
    assert g.allowed_points == [P("h8")]
    assert g.offer_bounds == (2, 2)
    g.play_moves("h8 h9 j10")
    assert g.opening_index == g.opening_identify("h8", "h9", "j10")[0] > 0
    assert g.expected_action is Action.SWAP and g.expected_player is Player.SECOND
    with pytest.raises(librenju.WrongPlayer):
        g.swap(True, player="first")
    with pytest.raises(TypeError):
        g.swap(Player.SECOND)           # not a yes or no
    g.swap(True)
    assert g.player_colour("second") is Colour.BLACK
    assert g.player_colour(Player.FIRST) is Colour.WHITE
    g.play("g7")
    assert g.expected_action is Action.OFFERS
    assert g.offer_bounds == (2, 2)
    assert g.point_allowed("f6")
    g.propose([P("f6"), "k4"])
    assert sorted(g.offers) == [P("f6"), P("k4")]
    assert g.allowed_points == g.offers
    assert g.expected_action is Action.CHOOSE_OFFER
    g.choose_offer("k4")
    assert g.stone("k4") is Colour.BLACK and g.stone("f6") is Colour.EMPTY
    assert g.colours_final and g.expected_action is Action.PLAY
    assert g.offer_bounds is None
    g.undo()
    assert g.expected_action is Action.CHOOSE_OFFER


def test_equivalent_offers_refused(new_game):
    g = new_game("renju", opening=OpeningRule.RIF)
    g.play_moves("h8 h9 h10")       # symmetric about the h file
    g.swap(False)
    g.play("h11")
    assert g.offers_equivalent("g12", "i12")
    with pytest.raises(librenju.EquivalentOffers):
        g.propose(["g12", "i12"])
    with pytest.raises(TypeError):
        g.propose("g12")


def test_symmetry_and_the_26_openings(new_game):
    g = new_game("renju")
    assert g.symmetry_point(Symmetry.ROTATE_90, "a1") == P("o1")
    assert g.symmetry_point("identity", "c5") == P("c5")
    pts = g.opening_points(1)
    assert len(pts) == 3 and all(isinstance(p, Point) for p in pts)
    assert g.opening_identify(*pts) == (1, Symmetry.IDENTITY)
    assert g.opening_identify("h8", "a1", "b2") is None
    assert g.opening_points(5, Symmetry.FLIP_ROWS) != g.opening_points(5)
    first = librenju.opening(1)
    assert first.number == 1 and first.name and first.kanji and first.direct
    assert librenju.opening(14).direct is False
    table = librenju.openings()
    assert len(table) == librenju.OPENINGS == 26
    assert [o.direct for o in table] == [True] * 13 + [False] * 13
    with pytest.raises(librenju.OutOfRange):
        librenju.opening(0)
    with pytest.raises(librenju.OutOfRange):
        librenju.opening(27)


def test_swap2(new_game):
    g = new_game("freestyle", opening="swap2")
    g.play_moves("h8 h9 j10")
    assert g.expected_action is Action.SWAP2
    g.choose_swap2(Swap2Choice.TWO_MORE)
    g.play_moves("a1 a2")
    assert g.expected_action is Action.COLOUR
    g.choose_colour("black")
    assert g.player_colour("first") is Colour.BLACK


def test_tarannikov(new_game):
    g = new_game("renju", opening="tarannikov")
    assert g.get_option("opening") is OpeningRule.TARANNIKOV
    areas = [1, 9, 25, 49, 81]
    for k, p in enumerate(["h8", "i9", "g6", "k11", "l4"]):
        assert g.expected_action is Action.STONE
        assert len(g.allowed_points) == areas[k] - k
        assert g.expected_colour is (Colour.BLACK if k % 2 == 0 else Colour.WHITE)
        g.play(p)
        assert g.expected_action is Action.SWAP
        assert not g.colours_final
        g.swap(k % 2 == 0)          # moves 1, 3 and 5 swapped
    assert g.colours_final
    assert g.player_colour("second") is Colour.BLACK
    assert g.expected_player is Player.FIRST
    g.play_moves("a1 a15 b1 b15 c1 c15 d1 d15 e1")
    assert g.result is Result.WHITE_WINS
    assert "RU[renju tarannikov]" in g.export()


def test_super_taraguchi(new_game):
    g = new_game("renju", opening="super-taraguchi", opening_n=3)
    g.play("h8")
    g.swap(False)
    with pytest.raises(librenju.WrongPhase):
        g.play("l12")               # move 2 inside the central 5x5
    g.play("j10")
    g.swap(False)
    g.play("k5")
    g.swap(False)
    g.play("d12")                   # move 4 inside the central 9x9
    assert g.expected_action is Action.BRANCH
    assert g.offer_bounds == (3, 3)
    g.choose_branch(Branch.OFFERS, player="first")
    assert g.colours_final
    g.propose(["a1", "o1", "c3"])
    g.choose_offer("o1", player=Player.SECOND)
    assert g.stone("o1") is Colour.BLACK
    assert g.expected_action is Action.PLAY
    assert "RU[renju super-taraguchi-3]" in g.export()


def test_super_sakata(new_game):
    g = new_game("renju", opening="super-sakata")
    g.play_moves("h8 h9 j10")
    assert g.expected_player is Player.SECOND
    g.play_moves("k11 l12")
    assert g.expected_action is Action.SWAP2 and g.expected_player is Player.FIRST
    g.choose_swap2("two-more")
    assert not g.colours_final
    g.play_moves("a1 o15")
    assert g.expected_action is Action.SWAP2 and g.expected_player is Player.SECOND
    with pytest.raises(librenju.WrongPlayer):
        g.choose_swap2(Swap2Choice.BLACK, player="first")
    g.choose_swap2(Swap2Choice.BLACK)
    assert g.colours_final
    assert g.player_colour("second") is Colour.BLACK
    assert g.expected_player is Player.FIRST
    text = g.export("moves")
    assert text.split() == ("h8 h9 j10 k11 l12 swap2:two-more a1 o15 "
                            "swap2:black".split())
    h = new_game("renju", opening="super-sakata")
    h.import_record(text, "moves")
    assert h.player_colour("second") is Colour.BLACK


def test_soosorv_declaration(new_game):
    g = new_game("renju", opening="soosorv", opening_n=5)
    assert g.get_option("opening_n") == 5
    g.play_moves("h8 h9 j10")
    g.swap(False)
    g.play("g7")
    assert g.expected_action is Action.DECLARE
    assert g.offer_bounds == (1, 5)
    with pytest.raises(librenju.OutOfRange):
        g.declare(6)
    g.declare(3)
    assert g.offer_bounds == (3, 3)


class TestCaro:
    def test_a_closed_five_does_not_win(self, new_game):
        for rules in ("caro-5", Ruleset.CARO_6):
            g = new_game(rules)
            assert g.option_bounds("edge_blocks") == (0, 1)
            g.play_moves("h8 g8 i8 m8 k8 a1 l8 a3 j8")
            assert not g.over and g.winning_line == []
            assert g.shape("j8", "black", Direction.HORIZONTAL) is Shape.NONE
            g.play_moves("b1 h9 b3 h10 b5 h11 b7 h12")
            assert (g.result, g.reason) == (Result.BLACK_WINS, Reason.FIVE)
            assert g.winning_line == [P("h8"), P("h9"), P("h10"), P("h11"), P("h12")]

    def test_overlines(self, new_game):
        moves = "h8 a1 i8 a3 j8 a5 l8 a7 m8 a9 k8"
        g = new_game(Ruleset.CARO_5)
        g.play_moves(moves)
        assert not g.over
        h = new_game(Ruleset.CARO_6)
        h.play_moves(moves)
        assert h.reason is Reason.OVERLINE and len(h.winning_line) == 6

    def test_the_edge(self, new_game):
        moves = "a8 f8 b8 o1 c8 o3 d8 o5 e8"
        g = new_game("caro-5")
        g.play_moves(moves)
        assert [str(p) for p in g.winning_line] == ["a8", "b8", "c8", "d8", "e8"]
        h = new_game("caro-5", edge_blocks=True)
        assert h.get_option(librenju.Option.EDGE_BLOCKS) is True
        h.play_moves(moves)
        assert not h.over
        with pytest.raises(librenju.WrongPhase):
            h.set_option("edge_blocks", False)

    def test_the_option_elsewhere(self, new_game):
        for rules in ("freestyle", "standard", "renju", "five-in-a-row"):
            g = new_game(rules)
            assert g.option_bounds("edge_blocks") == (0, 0)
            with pytest.raises(librenju.OutOfRange):
                g.set_option("edge_blocks", True)
            assert g.get_option("edge_blocks") is False
        with pytest.raises(librenju.OutOfRange):
            new_game("caro-6").set_option("edge_blocks", 2)

    def test_set_up_row_against_the_edge(self, new_game):
        g = new_game("caro-5", edge_blocks=1)
        g.setup_begin()
        for p in ("a8", "b8", "c8", "d8", "e8"):
            g.setup_put(p, "black")
        g.setup_put("f8", "white")
        g.setup_end()
        with pytest.raises(librenju.PositionError):
            g.set_option("edge_blocks", 0)
        assert g.get_option("edge_blocks") is True
        assert not g.over


def test_position_key_under_symmetries_and_move_orders(new_game):
    moves = ["h8", "i9", "j8", "g7", "k8", "f6"]
    a = new_game("freestyle")
    for m in moves:
        a.play(m)
    for sym in Symmetry:
        b = new_game("freestyle")
        # the image, each colour's stones in another order
        for i in [4, 5, 2, 3, 0, 1]:
            b.play(b.symmetry_point(sym, moves[i]))
        ka, kb = a.position_key, b.position_key
        assert isinstance(ka, librenju.PositionKey)
        assert len(ka.key) == 16 and ka.key == kb.key
        # a point of a, into the canonical image, then into b's orientation
        canonical = a.symmetry_point(ka.symmetry, "l8")
        assert b.symmetry_point(kb.symmetry.inverse, canonical) == b.symmetry_point(sym, "l8")
    before = a.position_key
    a.play("l8")
    assert a.position_key.key != before.key
    a.undo()
    assert a.position_key == before
    # the side to move is part of the position
    a.pass_move()
    assert a.position_key.key != before.key
    assert Symmetry.ROTATE_90.inverse is Symmetry.ROTATE_270
    assert Symmetry.DIAGONAL.inverse is Symmetry.DIAGONAL
