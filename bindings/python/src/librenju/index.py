# SPDX-License-Identifier: MIT
"""The position index (renju_index(3)): every position of many games under its key, so
that a position is found in every game that reaches it, in any orientation and move
order, with the moves those games played next.

    with Index() as index:
        index.add(game, Result.BLACK_WINS, "game 1")
        index.find(other)           # [0] if other stands on a position game reached
        index.next_moves(other)     # [NextMove(point=Point(...), games=1, ...)]
        data = index.to_bytes()     # the file's content: Index.from_bytes(data)
"""

from __future__ import annotations

import ctypes
import os
import threading
from typing import Any, List, NamedTuple, Optional, Union

from . import _args, _native
from ._base import GameBase, locked
from .enums import ErrorCode, Result
from .errors import IndexClosed, RenjuError, error
from .points import Move

#: The version of the bytes to_bytes() writes: bytes of another version (or of keys of
#: another KEY_VERSION) are refused by from_bytes(), and the index is built again.
INDEX_VERSION = 1
#: The games an index can hold.
INDEX_MAX_GAMES = 4194304
#: The ints of one move of renju_index_next().
INDEX_NEXT_WIDTH = 5


class NextMove(NamedTuple):
    """A move played next from a position (Index.next_moves()): the point in the
    orientation of the game asked about (PASS for a pass), the games that played it,
    and of those the ones black won, drew and lost as their results say."""
    point: Move
    games: int
    black_wins: int
    draws: int
    black_losses: int


class Index:
    """An index of the positions of games: built in memory by add(), written by
    to_bytes() or save(), or opened read-only on such bytes by from_bytes() or open().
    Free it with close() or a with block (any use after it raises IndexClosed, a
    GameClosed); the collector frees it too.  Calls hold the index's lock, and the
    game's, so that an index may be shared between threads."""

    _handle: Optional[_native.IndexHandle]
    _data: Optional[bytes]

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._handle = None
        self._data = None
        lib = _native.library()
        handle = _native.IndexHandle()
        rc = lib.renju_index_new(ctypes.byref(handle))
        if rc < 0:
            raise error(rc, "cannot create an index: %s"
                        % _args.text(lib.renju_index_errmsg(None)))
        self._lib = lib
        self._handle = handle

    # -- lifetime

    def close(self) -> None:
        """Free the library's index, and the bytes it was opened on.  Waits for the
        calls other threads are making on it.  Closing twice is fine."""
        lock = getattr(self, "_lock", None)
        if lock is None:            # __init__ failed before there was a handle
            return
        with lock:
            handle, self._handle = getattr(self, "_handle", None), None
            if handle is not None:
                self._lib.renju_index_free(handle)
            self._data = None

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass

    def __enter__(self) -> "Index":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def closed(self) -> bool:
        """True once close() has freed the index."""
        return self._handle is None

    # -- calls and errors

    def _h(self) -> _native.IndexHandle:
        handle = self._handle
        if handle is None:
            raise IndexClosed()
        return handle

    def _error(self, rc: int) -> RenjuError:
        return error(rc, _args.text(self._lib.renju_index_errmsg(self._handle)))

    def _check(self, rc: int) -> int:
        if rc < 0:
            raise self._error(rc)
        return rc

    @staticmethod
    def _game(game: Any) -> GameBase:
        if not isinstance(game, GameBase):
            raise TypeError("a Game, not %s" % type(game).__name__)
        return game

    # -- building

    @locked
    def add(self, game: Any, result: Union[Result, str, int] = Result.ONGOING,
            label: str = "") -> int:
        """Add every position of game's tree (the line it was played along, for a game
        without variations), each with the moves of its children.  result is what the
        game's record says of its end (Result.ONGOING when it says nothing), label a
        text kept with the game.  The game is left as it was.  Returns the game's
        number in the index, 0 for the first."""
        g = self._game(game)
        res = _args.member(Result, result, "result")
        text = _args.c_str(label, "label")
        h = self._h()
        with g._lock:
            return self._check(self._lib.renju_index_add(h, g._h(), res, text))

    @property
    @locked
    def games(self) -> int:
        """The number of games added (or read)."""
        return self._check(self._lib.renju_index_games(self._h()))

    def __len__(self) -> int:
        return self.games

    @property
    @locked
    def positions(self) -> int:
        """The positions held: a position once for each move played from it in a
        game, once if none was."""
        return self._check(self._lib.renju_index_positions(self._h()))

    @locked
    def label(self, n: int) -> str:
        """The label game n was added with."""
        raw = self._lib.renju_index_label(self._h(), _args.c_int(n, "game"))
        if raw is None:
            raise self._error(ErrorCode.ERANGE)
        return _args.data(raw)

    @locked
    def result(self, n: int) -> Result:
        """The Result game n was added with."""
        return Result(self._check(self._lib.renju_index_result(
            self._h(), _args.c_int(n, "game"))))

    # -- bytes and files

    @locked
    def to_bytes(self) -> bytes:
        """The index as bytes, what from_bytes() reads back on any machine."""
        pieces: List[bytes] = []
        failure: List[BaseException] = []

        def write(context: Any, data: Any, size: int) -> int:
            try:
                pieces.append(ctypes.string_at(data, size))
                return 0
            except BaseException as err:     # MemoryError: stop the writing
                failure.append(err)
                return int(ErrorCode.ENOMEM)

        rc = self._lib.renju_index_write(self._h(), _native.WRITE_FN(write), None)
        if failure:
            raise failure[0]
        self._check(rc)
        return b"".join(pieces)

    def save(self, path: Union[str, "os.PathLike[str]"]) -> None:
        """Write to_bytes() into a file."""
        data = self.to_bytes()
        with open(path, "wb") as f:
            f.write(data)

    @classmethod
    def from_bytes(cls, data: Any) -> "Index":
        """An index read from the bytes to_bytes() wrote (any bytes-like object; bytes
        are read in place, others copied).  ParseError for bytes that are not an index,
        are cut short, or are of another INDEX_VERSION or KEY_VERSION (build the index
        again)."""
        raw = data if isinstance(data, bytes) else _args.bytes_like(data, "index data")
        index = cls()
        try:
            with index._lock:
                # the library reads the bytes in place: kept as long as the index
                index._data = raw
                index._check(index._lib.renju_index_open(index._h(), raw, len(raw)))
        except BaseException:
            index.close()
            raise
        return index

    @classmethod
    def open(cls, path: Union[str, "os.PathLike[str]"]) -> "Index":
        """An index read from a file that save() wrote."""
        with open(path, "rb") as f:
            return cls.from_bytes(f.read())

    # -- asking

    @locked
    def find(self, game: Any) -> List[int]:
        """The numbers of the games that reach the position game stands on (its stones
        under any symmetry, the same side to move, rule set and size), in increasing
        order."""
        g = self._game(game)
        h, fn = self._h(), self._lib.renju_index_find
        with g._lock:
            gh = g._h()
            n = self._check(fn(h, gh, None, 0))
            if not n:
                return []
            buf = (ctypes.c_int * n)()
            n = self._check(fn(h, gh, buf, n))
            return list(buf[:n])

    @locked
    def next_moves(self, game: Any) -> List[NextMove]:
        """The moves played next from the position game stands on, in game's
        orientation, most played first, then in point order; moves that a symmetry of
        the position makes one are counted as one."""
        g = self._game(game)
        h, fn = self._h(), self._lib.renju_index_next
        with g._lock:
            gh = g._h()
            n = self._check(fn(h, gh, None, 0))
            if not n:
                return []
            buf = (ctypes.c_int * (n * INDEX_NEXT_WIDTH))()
            n = self._check(fn(h, gh, buf, n * INDEX_NEXT_WIDTH))
            moves = g._table.moves
            w = INDEX_NEXT_WIDTH
            return [NextMove(moves[buf[i * w]], *buf[i * w + 1:i * w + w])
                    for i in range(n)]

    def __repr__(self) -> str:
        if self._handle is None:
            return "<librenju.Index closed>"
        return "<librenju.Index of %d games, %d positions>" % (self.games,
                                                              self.positions)
