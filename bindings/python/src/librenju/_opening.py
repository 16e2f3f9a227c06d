# SPDX-License-Identifier: MIT
"""The opening rules' part of Game: what is expected, the opening actions, the
5th-move offers, the board's symmetries and the 26 openings (renju_rules(7), OPENING
RULES)."""

from __future__ import annotations

import ctypes
from typing import Any, Iterable, List, NamedTuple, Optional, Tuple, Union, cast

from . import _args
from ._base import GameBase, locked
from .enums import (COLOURS, Action, Branch, Colour, ErrorCode, Player, Swap2Choice,
                    Symmetry)
from .points import Point


#: The bytes of a position key (RENJU_KEY_SIZE), and the version of the keys: the
#: same position has the same key wherever KEY_VERSION is the same.
KEY_SIZE = 16
KEY_VERSION = 1


class PositionKey(NamedTuple):
    """A position's key (renju_position_key(3)): 16 bytes, the same for the position's
    8 images under the symmetries and every move order that reaches it; symmetry takes
    the position to the canonical image the key names."""
    key: bytes
    symmetry: Symmetry


class OpeningMethods(GameBase):
    """The opening: each action takes the acting player, by default the one expected
    to act (Player.FIRST or Player.SECOND, or "first", "second")."""

    @property
    @locked
    def expected_action(self) -> Action:
        """What the game expects next: an Action (Action.PLAY in normal play)."""
        return Action(self._check(self._lib.renju_expected_action(self._h())))

    @property
    @locked
    def expected_player(self) -> Player:
        """The player expected to act, Player.NONE when nothing is expected."""
        return Player(self._check(self._lib.renju_expected_player(self._h())))

    @property
    @locked
    def expected_colour(self) -> Colour:
        """The colour of the stone the expected action places (EMPTY for actions that
        place none)."""
        return COLOURS[self._check(self._lib.renju_expected_colour(self._h()))]

    @locked
    def player_colour(self, player: Union[Player, str, int]) -> Colour:
        """The colour a player holds now (tentative until colours_final)."""
        return COLOURS[self._check(self._lib.renju_player_colour(
            self._h(), _args.member(Player, player, "player")))]

    @property
    @locked
    def colours_final(self) -> bool:
        """True once no swap or choice of colour can come."""
        return bool(self._check(self._lib.renju_colours_final(self._h())))

    @property
    @locked
    def allowed_points(self) -> List[Point]:
        """Where the expected action may place a stone: for a stone or normal play the
        points where play() would succeed now, for the offers the points that may be
        offered, for the choice among them the offers; [] otherwise.  One call."""
        return self._moves_of(self._lib.renju_allowed_points)

    @locked
    def point_allowed(self, p: Any) -> bool:
        """True if p is among allowed_points."""
        return bool(self._check(self._lib.renju_point_allowed(self._h(), self._index(p))))

    @property
    @locked
    def offer_bounds(self) -> Optional[Tuple[int, int]]:
        """(min, max) number of 5th-move offers: the bounds of the number to declare,
        or the number itself once it is known; None when no offers are ahead or their
        number is not known yet."""
        lo, hi = ctypes.c_int(), ctypes.c_int()
        rc = self._lib.renju_offer_bounds(self._h(), ctypes.byref(lo), ctypes.byref(hi))
        if rc == ErrorCode.EPHASE:
            return None
        self._check(rc)
        return lo.value, hi.value

    @property
    @locked
    def offers(self) -> List[Point]:
        """The 5th-move offers made in this game (still there after the choice)."""
        return self._moves_of(self._lib.renju_offers)

    def _player(self, player: Any) -> int:
        if player is None:
            return self._check(self._lib.renju_expected_player(self._h()))
        return _args.member(Player, player, "player")

    @locked
    def swap(self, do_swap: bool = True,
             player: Union[Player, str, int, None] = None) -> None:
        """Swap colours, or keep them with do_swap False."""
        if not isinstance(do_swap, bool):
            raise TypeError("do_swap must be a bool, not %s" % type(do_swap).__name__)
        self._check(self._lib.renju_swap(self._h(), self._player(player), int(do_swap)))

    @locked
    def declare(self, number: int, player: Union[Player, str, int, None] = None) -> None:
        """Declare the number of 5th-move offers (within offer_bounds)."""
        self._check(self._lib.renju_declare(self._h(), self._player(player),
                                            _args.c_int(number, "number of offers")))

    @locked
    def propose(self, points: Iterable[Any],
                player: Union[Player, str, int, None] = None) -> None:
        """Propose all the 5th-move offers at once."""
        if isinstance(points, (str, bytes)):
            raise TypeError("propose() takes a list of points, not one %s"
                            % type(points).__name__)
        indexes = [self._index(p) for p in points]
        array = (ctypes.c_int * max(len(indexes), 1))(*indexes)
        self._check(self._lib.renju_propose(self._h(), self._player(player), array,
                                            len(indexes)))

    @locked
    def choose_offer(self, p: Any, player: Union[Player, str, int, None] = None) -> None:
        """Choose the 5th move among the offers: it becomes a black stone."""
        self._check(self._lib.renju_choose_offer(self._h(), self._player(player),
                                                 self._index(p)))

    @locked
    def choose_branch(self, branch: Union[Branch, str, int],
                      player: Union[Player, str, int, None] = None) -> None:
        """Taraguchi: choose Branch.FIFTH or Branch.OFFERS."""
        self._check(self._lib.renju_choose_branch(self._h(), self._player(player),
                                                  _args.member(Branch, branch, "branch")))

    @locked
    def choose_colour(self, colour: Union[Colour, str, int],
                      player: Union[Player, str, int, None] = None) -> None:
        """Swap1 and Swap2: the colour the acting player takes."""
        self._check(self._lib.renju_choose_colour(self._h(), self._player(player),
                                                  _args.member(Colour, colour, "colour")))

    @locked
    def choose_swap2(self, choice: Union[Swap2Choice, str, int],
                     player: Union[Player, str, int, None] = None) -> None:
        """Swap2 and Super Sakata: Swap2Choice.BLACK, WHITE or TWO_MORE."""
        self._check(self._lib.renju_choose_swap2(
            self._h(), self._player(player),
            _args.member(Swap2Choice, choice, "swap2 choice")))

    @locked
    def play_as(self, player: Union[Player, str, int], p: Any) -> None:
        """play() by a given player: WrongPlayer unless that player is the one expected
        to place a stone (or, with PASS, holds the side to move)."""
        who = _args.member(Player, player, "player")
        self._check(self._lib.renju_play_as(self._h(), who, self._index(p)))

    # -- symmetry and the 26 openings

    @locked
    def symmetry_point(self, symmetry: Union[Symmetry, str, int], p: Any) -> Point:
        """The image of p under a Symmetry of the board."""
        sym = _args.member(Symmetry, symmetry, "symmetry")
        return cast(Point, self._table.moves[self._check(self._lib.renju_symmetry_point(
            self._h(), sym, self._index(p)))])

    @property
    @locked
    def position_key(self) -> PositionKey:
        """The position's PositionKey: equal keys, equal positions up to a symmetry.
        game.symmetry_point(key.symmetry, p) maps a point into the canonical image, and
        key.symmetry.inverse back."""
        key = (ctypes.c_ubyte * KEY_SIZE)()
        sym = ctypes.c_int(-1)
        self._check(self._lib.renju_position_key(self._h(), key, ctypes.byref(sym)))
        return PositionKey(bytes(key), Symmetry(sym.value))

    @locked
    def offers_equivalent(self, a: Any, b: Any) -> bool:
        """True if 5th-move offers a and b are equivalent in the current position (a
        symmetry maps one position onto the other)."""
        return bool(self._check(self._lib.renju_offers_equivalent(
            self._h(), self._index(a), self._index(b))))

    @locked
    def opening_identify(self, black1: Any, white2: Any,
                         black3: Any) -> Optional[Tuple[int, Symmetry]]:
        """(index, symmetry) of the canonical opening these three stones form (the
        symmetry maps the table's stones onto them), None if they form none of the
        26."""
        sym = ctypes.c_int(-1)
        index = self._check(self._lib.renju_opening_identify(
            self._h(), self._index(black1), self._index(white2), self._index(black3),
            ctypes.byref(sym)))
        return (index, Symmetry(sym.value)) if index else None

    @property
    @locked
    def opening_index(self) -> int:
        """The canonical opening (1..26) of this game's first three moves, 0 if
        none."""
        return self._check(self._lib.renju_opening_index(self._h()))

    @locked
    def opening_points(self, index: int,
                       symmetry: Union[Symmetry, str, int] = Symmetry.IDENTITY
                       ) -> Tuple[Point, Point, Point]:
        """The three points of canonical opening index (1..26) under a symmetry."""
        a, b, c = self._moves_of(self._lib.renju_opening_points,
                                 _args.c_int(index, "opening index"),
                                 _args.member(Symmetry, symmetry, "symmetry"))
        return a, b, c
