# SPDX-License-Identifier: MIT
"""The Board: every point's colour at one moment, taken from the library in one call."""

from __future__ import annotations

from typing import Any, Iterator, List, Mapping, Tuple

from .enums import COLOURS, Colour
from .points import Point, Table, table


class Board(Mapping[Point, Colour]):
    """The stones of a game at the moment Game.board was read: a read-only mapping of
    every point of the board to its Colour, which later moves do not change.

    board[point] takes a Point, notation ("h8") or (column, row); iterating gives the
    points in the library's order, a1, b1, ... along each row from the bottom; len()
    is the number of points.  rows() gives the colours as the board is drawn, the top
    row first.
    """

    __slots__ = ("_table", "_cells")

    def __init__(self, size: int, cells: bytes) -> None:
        if len(cells) != size * size:
            raise ValueError("a %dx%d board has %d points, not %d"
                             % (size, size, size * size, len(cells)))
        self._table: Table = table(size)
        self._cells = bytes(cells)

    @property
    def size(self) -> int:
        """The side of the board."""
        return self._table.size

    def _index(self, point: Any) -> int:
        size = self._table.size
        if isinstance(point, str):
            index = self._table.indexes.get(point)
            if index is None or index >= size * size:
                raise KeyError(point)
            return index
        if isinstance(point, tuple) and len(point) == 2:
            column, row = point
            if (type(column) is int and type(row) is int
                    and 0 <= column < size and 0 <= row < size):
                return row * size + column
        raise KeyError(point)

    def __getitem__(self, point: Any) -> Colour:
        return COLOURS[self._cells[self._index(point)]]

    def __contains__(self, point: object) -> bool:
        try:
            self._index(point)
        except KeyError:
            return False
        return True

    def __iter__(self) -> Iterator[Point]:
        return iter(self._table.points)

    def __len__(self) -> int:
        return len(self._cells)

    def rows(self) -> List[Tuple[Colour, ...]]:
        """The colours row by row as the board is drawn: the top row first, each from
        column a."""
        size, cells, colour = self._table.size, self._cells, COLOURS.__getitem__
        return [tuple(map(colour, cells[r * size:(r + 1) * size]))
                for r in range(size - 1, -1, -1)]

    def stones(self, colour: Colour) -> List[Point]:
        """The points holding a colour (EMPTY: the empty points), in the library's
        order."""
        want = int(colour)
        points = self._table.points
        return [points[i] for i, c in enumerate(self._cells) if c == want]

    def count(self, colour: Colour) -> int:
        """How many points hold a colour."""
        return self._cells.count(int(colour))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Board):
            return self._table.size == other._table.size and self._cells == other._cells
        return super().__eq__(other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return "<librenju.Board %dx%d: %d black, %d white>" % (
            self.size, self.size, self.count(Colour.BLACK), self.count(Colour.WHITE))
