# SPDX-License-Identifier: MIT
"""Points and passes.

A Point is a (column, row) pair counted from 0 at the bottom left, as the board is
drawn: Point(7, 7) is h8.  It reads and prints notation, Point("h8") and str(point),
and is the same on every board; a game checks that it is on its own board.  A pass is
the one object PASS, printed "pass".  Moves are points or PASS.
"""

from __future__ import annotations

import operator
from typing import Any, Dict, Optional, Tuple, Union

from . import _args
from .enums import ErrorCode

#: The library's integers for a pass and for no point (RENJU_PASS, RENJU_NO_POINT).
PASS_INDEX = 1024
NO_POINT_INDEX = 1025

_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_ASCII_LETTERS = _LETTERS + _LETTERS.upper()
_DIGITS = "0123456789"


class Pass:
    """A pass, as a move: the single object PASS, printed "pass"."""

    __slots__ = ()
    _the: Optional["Pass"] = None

    def __new__(cls) -> "Pass":
        if Pass._the is None:
            Pass._the = super().__new__(cls)
        return Pass._the

    def __repr__(self) -> str:
        return "PASS"

    def __str__(self) -> str:
        return "pass"

    def __reduce__(self) -> str:
        return "PASS"


#: The pass: Game.play(PASS) passes, and Game.moves holds it where a player passed.
PASS = Pass()


def _error(code: int, message: str) -> Exception:
    from .errors import error
    return error(code, message)


class Point(Tuple[int, int]):
    """A point of the board: Point(column, row), both from 0 (row 0 at the bottom), or
    Point("h8") from notation (any case).  str() is its notation ("h8"); it is a tuple,
    so it unpacks (column, row = point), compares and hashes as one.

    Any column a to z and row 1 to 99 can be written, whatever the board: a game
    raises OutOfRange for a point off its own board.
    """

    __slots__ = ()

    def __new__(cls, column: Union[int, str], row: Optional[int] = None) -> "Point":
        if row is None:
            if isinstance(column, Point):
                return column
            if isinstance(column, str):
                return cls.parse(column)
            raise TypeError("Point() takes a column and a row, or notation such as "
                            "'h8', not %s" % type(column).__name__)
        column = _args.integer(column, "column")
        row = _args.integer(row, "row")
        if not (0 <= column < len(_LETTERS) and 0 <= row < 99):
            raise _error(ErrorCode.ERANGE, "column %d, row %d has no notation (columns "
                         "a to z, rows 1 to 99)" % (column, row))
        return tuple.__new__(cls, (column, row))

    column = property(operator.itemgetter(0), doc="The column, from 0 (a).")
    row = property(operator.itemgetter(1), doc="The row, from 0 (the bottom row, 1).")

    @classmethod
    def parse(cls, text: str) -> "Point":
        """The point notation writes: a column letter and a row number from 1, without
        spaces or leading zeros ("h8", "H8"), as the library reads it.  NotationError
        for anything else, a pass included."""
        move = parse_move(text)
        if isinstance(move, Pass):
            raise _error(ErrorCode.ENOTATION, "%r is a pass, not a point" % (text,))
        return move

    @classmethod
    def from_index(cls, index: int, size: int) -> "Point":
        """The point of the library's integer index (row * size + column) on a board
        of that size."""
        index, size = _args.integer(index, "index"), _args.integer(size, "size")
        if not (size > 0 and 0 <= index < size * size):
            raise _error(ErrorCode.ERANGE, "point %d is off the %dx%d board"
                         % (index, size, size))
        return cls(index % size, index // size)

    def to_index(self, size: int) -> int:
        """The library's integer for this point on a board of that size (row * size +
        column)."""
        size = _args.integer(size, "size")
        if not (self[0] < size and self[1] < size):
            raise _error(ErrorCode.ERANGE, "%s is off the %dx%d board" % (self, size, size))
        return self[1] * size + self[0]

    def __str__(self) -> str:
        return "%s%d" % (_LETTERS[self[0]], self[1] + 1)

    def __repr__(self) -> str:
        return "Point(%r)" % str(self)

    def __getnewargs__(self) -> Tuple[int, int]:
        return (self[0], self[1])


Move = Union[Point, Pass]


def parse_move(text: str) -> Move:
    """A point or PASS from notation: "h8", "H8", "pass" (any case) or "--"."""
    if not isinstance(text, str):
        raise TypeError("notation must be a str, not %s" % type(text).__name__)
    if text == "--" or (len(text) == 4 and text.lower() == "pass"):
        return PASS
    shown = text if len(text) <= 16 else text[:16] + "..."
    if not text or text[0] not in _ASCII_LETTERS:
        raise _error(ErrorCode.ENOTATION, "%r is not a point: it must start with a "
                     "column letter" % shown)
    if len(text) < 2 or text[1] not in "123456789":
        raise _error(ErrorCode.ENOTATION, "%r is not a point: a row number from 1 must "
                     "follow the column letter" % shown)
    end = 2 if len(text) < 3 or text[2] not in _DIGITS else 3
    if len(text) > end:
        if text[end] in _DIGITS:
            raise _error(ErrorCode.ENOTATION, "%r is not a point: the row number is too "
                         "long" % shown)
        raise _error(ErrorCode.ENOTATION, "%r is not a point: unexpected characters "
                     "after the row" % shown)
    return tuple.__new__(Point, (_LETTERS.index(text[0].lower()), int(text[1:end]) - 1))


class Table:
    """The points of one board size, made once: every Point by the library's integer,
    and the integers by notation, so that moves cross without a call per point."""

    __slots__ = ("size", "points", "moves", "indexes")

    def __init__(self, size: int) -> None:
        self.size = size
        self.points: Tuple[Point, ...] = tuple(
            tuple.__new__(Point, (i % size, i // size)) for i in range(size * size))
        #: the library's integer -> Point, PASS, or None for no point
        self.moves: Dict[int, Any] = dict(enumerate(self.points))
        self.moves[PASS_INDEX] = PASS
        self.moves[NO_POINT_INDEX] = None
        #: notation -> the library's integer, in lower and upper case
        self.indexes: Dict[str, int] = {"--": PASS_INDEX, "pass": PASS_INDEX}
        for i, p in enumerate(self.points):
            self.indexes[str(p)] = i
            self.indexes[str(p).upper()] = i


_tables: Dict[int, Table] = {}


def table(size: int) -> Table:
    """The Table of a board size."""
    found = _tables.get(size)
    if found is None:
        found = _tables.setdefault(size, Table(size))
    return found
