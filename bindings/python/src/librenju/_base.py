# SPDX-License-Identifier: MIT
"""What every part of Game stands on: the handle, its lock, its buffers, errors, and
points turned into the library's integers."""

from __future__ import annotations

import ctypes
import functools
import threading
from typing import Any, Callable, List, Optional, Tuple, TypeVar, cast

from . import _args
from .enums import ErrorCode
from .errors import GameClosed, RenjuError, error
from .points import PASS, PASS_INDEX, Move, Point, Table, table

#: Room for the largest board (RENJU_MAX_SIZE squared) in the game's own buffers.
CELLS = 20 * 20
#: The drawing of a 20x20 board takes at most 905 bytes with its NUL.
TEXT_ROOM = 1024
_EBUFSIZE = int(ErrorCode.EBUFSIZE)

F = TypeVar("F", bound=Callable[..., Any])


def locked(method: F) -> F:
    """Run a method holding its game's lock.  ctypes releases the GIL in every foreign
    call, so without the lock two threads could run the library on one handle at once,
    or close() could free it under a call.  Taken around the whole method, so that a
    method of several calls sees one game."""
    @functools.wraps(method)
    def run_locked(self: "GameBase", *args: Any, **kwargs: Any) -> Any:
        with self._lock:
            return method(self, *args, **kwargs)
    return cast(F, run_locked)


class GameBase:
    """The handle of a game and the means of calling the library on it."""

    _lock: threading.RLock
    _lib: Any
    _handle: Optional[ctypes.c_void_p]
    _size: int
    _table: Table
    _ints: Any
    _ints_view: memoryview
    _cells: Any
    _chars: Any

    def _attach(self, lib: Any, handle: ctypes.c_void_p) -> None:
        """Take ownership of a new handle."""
        self._lib = lib
        self._handle = handle
        self._ints = (ctypes.c_int * CELLS)()
        self._ints_view = memoryview(self._ints).cast("B").cast("i")
        self._cells = (ctypes.c_ubyte * CELLS)()
        self._chars = ctypes.create_string_buffer(TEXT_ROOM)
        self._resize()

    def _resize(self) -> None:
        """Read the board size again: an import that takes the record's rules may
        change it."""
        size = self._check(self._lib.renju_game_size(self._h()))
        self._size = size
        self._table = table(size)

    # -- lifetime

    def close(self) -> None:
        """Free the library's handle; the game cannot be used after (GameClosed).
        Waits for the calls other threads are making on it.  Closing twice is fine."""
        lock = getattr(self, "_lock", None)
        if lock is None:            # __init__ failed before there was a handle
            return
        with lock:
            handle, self._handle = getattr(self, "_handle", None), None
            if handle is not None:
                self._lib.renju_game_free(handle)

    def __del__(self) -> None:
        # may run at interpreter exit, half torn down: close() checks what it needs
        try:
            self.close()
        except Exception:
            pass

    def __enter__(self: Any) -> Any:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def closed(self) -> bool:
        """True once close() has freed the handle."""
        return self._handle is None

    # -- calls and errors

    def _h(self) -> ctypes.c_void_p:
        """The handle; only under the lock, so that it stays valid for the call."""
        handle = self._handle
        if handle is None:
            raise GameClosed()
        return handle

    def _error(self, rc: int) -> RenjuError:
        """The exception of a failed call, with the library's message."""
        return error(rc, _args.text(self._lib.renju_errmsg(self._handle)))

    def _check(self, rc: int) -> int:
        """rc of a call that can fail: returned if it succeeded, raised otherwise."""
        if rc < 0:
            raise self._error(rc)
        return rc

    def _ints_of(self, fn: Callable[..., int], *args: Any) -> List[int]:
        """A list of integers from a function with the buffer convention, in one call
        into the game's own buffer; asked for the size only if it is too small."""
        h = self._h()
        n = fn(h, *args, self._ints, CELLS)
        if n == _EBUFSIZE:
            n = self._check(fn(h, *args, None, 0))
            buf = (ctypes.c_int * max(n, 1))()
            n = self._check(fn(h, *args, buf, n))
            return list(buf[:n])
        if n < 0:
            raise self._error(n)
        return self._ints_view[:n].tolist()

    def _moves_of(self, fn: Callable[..., int], *args: Any) -> List[Any]:
        """As _ints_of(), as Points (PASS for a pass)."""
        return list(map(self._table.moves.__getitem__, self._ints_of(fn, *args)))

    def _text_of(self, fn: Callable[..., int], *args: Any) -> bytes:
        """The bytes of a function that writes text with the buffer convention: one
        call into the game's own buffer, grown when a text does not fit."""
        h, buf = self._h(), self._chars
        n = fn(h, *args, buf, len(buf))
        if n == _EBUFSIZE:
            # the text is larger than any before: a buffer that holds it, kept for next
            # time (nothing was written; the game is locked, so the text stays as long)
            need = self._check(fn(h, *args, None, 0))
            buf = self._chars = ctypes.create_string_buffer(max(need, 2 * len(buf)))
            n = fn(h, *args, buf, len(buf))
        if n < 0:
            raise self._error(n)
        return ctypes.string_at(buf, n)

    # -- points

    def _index(self, p: Any) -> int:
        """The library's integer for a point or PASS given as a Point, notation
        ("h8", "pass") or (column, row).  A point off the board is refused by the
        library, with its message."""
        kind = type(p)
        if kind is Point:
            column, row = cast(Tuple[int, int], p)
            size = self._size
            if column < size and row < size:
                return row * size + column
            return self._off_board(column, row)
        if kind is str:
            index = self._table.indexes.get(p)
            if index is not None:
                return index
            return self._parse(p)
        if p is PASS:
            return PASS_INDEX
        if isinstance(p, str):
            return self._parse(str(p))
        if isinstance(p, tuple):
            if len(p) != 2:
                raise TypeError("a point is (column, row), not %r" % (p,))
            column = _args.integer(p[0], "column")
            row = _args.integer(p[1], "row")
            size = self._size
            if 0 <= column < size and 0 <= row < size:
                return row * size + column
            return self._off_board(column, row)
        raise TypeError("a point is a Point, notation such as 'h8' or (column, row), "
                        "not %s" % kind.__name__)

    def _off_board(self, column: int, row: int) -> int:
        """Raise the library's error for a point off the board."""
        if not (_args.INT_MIN <= column <= _args.INT_MAX
                and _args.INT_MIN <= row <= _args.INT_MAX):
            raise error(ErrorCode.ERANGE, "column %d, row %d is off the %dx%d board"
                        % (column, row, self._size, self._size))
        return self._check(self._lib.renju_point(self._h(), column, row))

    def _parse(self, text: str) -> int:
        """Notation the table does not hold, read by the library: its spellings, its
        errors and its messages."""
        value = ctypes.c_int()
        self._check(self._lib.renju_point_parse(self._h(), _args.c_str(text, "point"),
                                                ctypes.byref(value)))
        return value.value

    def _move(self, index: int) -> Optional[Move]:
        """A Point, PASS or None (no point) for the library's integer."""
        return cast(Optional[Move], self._table.moves[index])
