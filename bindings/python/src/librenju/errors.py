# SPDX-License-Identifier: MIT
"""The exceptions: every failure of the library raises the RenjuError subclass of its
code, carrying the code and the library's message.  A failed call leaves the game
exactly as it was."""

from __future__ import annotations

import operator
from typing import Dict, Optional, Type, Union

from ._codes import ErrorCode
# LibraryNotFound is raised where the library is loaded, and is one of the exceptions
from ._native import LibraryNotFound as LibraryNotFound, library


class RenjuError(Exception):
    """A call into the library failed: code is its ErrorCode (a plain int for a code
    this package does not know), message what the library said about it."""

    code: Union[ErrorCode, int]
    message: str
    #: Where a record import failed (1-based line and column, the move being read);
    #: set on the errors of Game.import_record() and Game.import_next().
    line: Optional[int] = None
    column: Optional[int] = None
    move: Optional[int] = None
    #: Game.import_next(): where the next game starts, to go on from there.
    end: Optional[int] = None

    def __init__(self, code: int, message: Optional[str] = None) -> None:
        try:
            self.code = ErrorCode(code)
        except ValueError:
            self.code = code
        self.message = message if message else _library_text(code)
        super().__init__(self.message)

    def __repr__(self) -> str:
        return "%s(%s, %r)" % (type(self).__name__, int(self.code), self.message)


def _library_text(code: int) -> str:
    """The library's text for a code, the message of an exception raised without one
    (the checked strerror() of the catalogue stands above this module)."""
    number = operator.index(code)
    if not -2**31 <= number < 2**31:
        raise OverflowError("error code %d does not fit a C int" % number)
    data: Optional[bytes] = library().renju_strerror(number)
    return "" if data is None else data.decode("utf-8", "replace")


class InvalidArgument(RenjuError, ValueError):
    """EINVAL: an argument the call does not take."""


class OutOfMemory(RenjuError, MemoryError):
    """ENOMEM: the allocator failed."""


class OutOfRange(RenjuError, ValueError):
    """ERANGE: a point off the board, a value out of bounds."""


class Occupied(RenjuError):
    """EOCCUPIED: the point already holds a stone."""


class Forbidden(RenjuError):
    """EFORBIDDEN: a forbidden point for black under the renju rules."""


class GameOver(RenjuError):
    """EGAMEOVER: the game has ended."""


class WrongPhase(RenjuError):
    """EPHASE: not allowed now (setup mode, opening step, started game)."""


class WrongPlayer(RenjuError):
    """EPLAYER: not this player's turn or right."""


class NotationError(RenjuError, ValueError):
    """ENOTATION: malformed point notation."""


class BufferTooSmall(RenjuError):
    """EBUFSIZE: a buffer was too small (the package sizes its own buffers, so this
    would be a bug)."""


class NoMove(RenjuError):
    """ENOMOVE: nothing to undo or redo."""


class NoPass(RenjuError):
    """ENOPASS: passing is not allowed."""


class PositionError(RenjuError):
    """EPOSITION: a position the rules cannot continue from."""


class EquivalentOffers(RenjuError, ValueError):
    """EEQUIVALENT: two 5th-move offers are equivalent."""


class ParseError(RenjuError, ValueError):
    """EPARSE: a malformed game record; line, column and move say where."""


class GameClosed(InvalidArgument):
    """The game was closed: its handle is gone.  A RenjuError (code EINVAL) and a
    ValueError."""

    def __init__(self) -> None:
        super().__init__(ErrorCode.EINVAL, "the game is closed")


class IndexClosed(GameClosed):
    """The Index was closed: its handle is gone.  A GameClosed (code EINVAL), so that
    one except clause catches the use of any closed handle."""

    def __init__(self) -> None:
        InvalidArgument.__init__(self, ErrorCode.EINVAL, "the index is closed")


_CLASSES: Dict[int, Type[RenjuError]] = {
    ErrorCode.EINVAL: InvalidArgument, ErrorCode.ENOMEM: OutOfMemory,
    ErrorCode.ERANGE: OutOfRange, ErrorCode.EOCCUPIED: Occupied,
    ErrorCode.EFORBIDDEN: Forbidden, ErrorCode.EGAMEOVER: GameOver,
    ErrorCode.EPHASE: WrongPhase, ErrorCode.EPLAYER: WrongPlayer,
    ErrorCode.ENOTATION: NotationError, ErrorCode.EBUFSIZE: BufferTooSmall,
    ErrorCode.ENOMOVE: NoMove, ErrorCode.ENOPASS: NoPass,
    ErrorCode.EPOSITION: PositionError, ErrorCode.EEQUIVALENT: EquivalentOffers,
    ErrorCode.EPARSE: ParseError,
}


def error_class(code: int) -> Type[RenjuError]:
    """The exception class raised for an error code."""
    return _CLASSES.get(code, RenjuError)


def error(code: int, message: Optional[str] = None) -> RenjuError:
    """The exception for an error code and message."""
    return error_class(code)(code, message)
