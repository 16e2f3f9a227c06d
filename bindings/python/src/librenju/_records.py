# SPDX-License-Identifier: MIT
"""The records' part of Game: export and import in the three formats, collections,
warnings and tags (renju_rules(7), GAME RECORDS)."""

from __future__ import annotations

import ctypes
from typing import Any, Dict, List, Literal, NamedTuple, Tuple, Type, TypeVar, Union, overload

from . import _args
from ._base import GameBase, locked
from .enums import ErrorCode, Format, ImportFlag, WarningCode
from .errors import InvalidArgument, RenjuError, error

G = TypeVar("G", bound="RecordMethods")
#: The formats whose records are written as text (str) and the one written as bytes.
TextFormat = Literal[Format.MOVES, Format.SGF, Format.PSQ, "moves", "sgf", "psq"]
BinaryFormat = Literal[Format.LIB, "lib"]


class RecordWarning(NamedTuple):
    """Something an import read leniently or passed over."""
    code: WarningCode
    line: int           #: 1-based; 0 for the record as a whole
    column: int
    times: int          #: how many times it happened
    message: str


class ErrorPosition(NamedTuple):
    """Where the last import failed: 1-based line and column (in bytes), and the
    number of the move being read; all 0 after a success."""
    line: int
    column: int
    move: int


def _format(value: Any) -> int:
    """A record format: a Format, its name, any name the library reads for one
    ("renlib", ".SGF", "txt"), or an integer the library checks."""
    if isinstance(value, str):
        try:
            return int(Format.from_name(value.strip()))
        except InvalidArgument:
            pass                    # refused below, with the names of the members
    return _args.member(Format, value, "record format")


def record_out(fmt: int, raw: bytes) -> Union[str, bytes]:
    """An exported record: bytes for a binary format, whose records may hold NULs and
    bytes that are no text, else text as data() keeps it."""
    return raw if fmt in (Format.LIB, Format.POS) else _args.data(raw)


def record_in(value: Any, fmt: int) -> bytes:
    """The bytes of a record to import: a binary format's are bytes-like only, since
    no str stands for them."""
    if fmt in (Format.LIB, Format.POS) and isinstance(value, str):
        raise TypeError("%s records are bytes, not str" % Format(fmt))
    return _args.record_text(value)


def tag_names() -> List[str]:
    """The names of the tags a game can hold ("EV", "PB", ... and "RU", read only)."""
    from . import _native
    lib, names = _native.library(), []  # type: Any, List[str]
    while True:
        name = lib.renju_tag_name(len(names))
        if name is None:
            return names
        names.append(_args.text(name))


class RecordMethods(GameBase):
    """Records: a record_format is a Format or a name of one ("moves", "sgf", "psq",
    "lib", "pos", or any the library reads: "renlib", ".SGF")."""

    @overload
    def export(self, record_format: BinaryFormat) -> bytes: ...
    @overload
    def export(self, record_format: TextFormat = ...) -> str: ...
    @overload
    def export(self, record_format: Union[Format, str, int]) -> Union[str, bytes]: ...

    @locked
    def export(self, record_format: Union[Format, str, int] = Format.SGF) -> Union[str, bytes]:
        """The record of the game as played, in a format: str, or bytes for
        Format.LIB."""
        fmt = _format(record_format)
        return record_out(fmt, self._text_of(self._lib.renju_record_export, fmt))

    def _import_error(self, rc: int) -> RenjuError:
        """The exception of a failed import, with where it failed."""
        err = self._error(rc)
        err.line, err.column, err.move = self._error_position()
        return err

    @locked
    def import_record(self, text: Union[str, bytes],
                      record_format: Union[Format, str, int] = Format.SGF,
                      flags: Union[ImportFlag, int] = ImportFlag(0)) -> int:
        """Read a record (str, or bytes-like; bytes only for Format.LIB and Format.POS)
        into the game, replacing it: every action is replayed under the game's rules,
        or with ImportFlag.RULES under the rules the record names.  Returns the number of bytes read (SGF stops after the first
        game tree).  A failure raises with line, column and move set and leaves the
        game unchanged (but see ImportFlag.PARTIAL)."""
        fmt, flags = _format(record_format), _args.c_int(flags, "flags")
        data = record_in(text, fmt)
        rc = self._lib.renju_record_import(self._h(), fmt, data, len(data), flags)
        self._resize()
        if rc < 0:
            raise self._import_error(rc)
        return int(rc)

    @locked
    def import_next(self, data: bytes, offset: int = 0,
                    record_format: Union[Format, str, int] = Format.SGF,
                    flags: Union[ImportFlag, int] = ImportFlag(0)) -> Tuple[bool, int]:
        """Read the game of a collection (bytes: offsets count bytes) that starts at or
        after offset.  Returns (read, end): read is False when only blank text is
        left; end is where the next game starts.  A game that cannot be read raises,
        with end set so that the caller can go on from there.  Reading a collection
        in order costs each game its own size when data is bytes or a writable
        buffer (bytearray, a writable mmap), passed as it is; another read-only
        buffer is copied at each call."""
        if isinstance(data, str):
            raise TypeError("a collection is bytes, not str: encode it first")
        raw, length = _args.collection(data, "a collection")
        start = _args.integer(offset, "offset")
        if not 0 <= start <= length:
            raise error(ErrorCode.EINVAL, "offset %d is outside the text (0..%d)"
                        % (start, length))
        fmt, flags = _format(record_format), _args.c_int(flags, "flags")
        at = ctypes.c_size_t(start)
        rc = self._lib.renju_record_import_next(self._h(), fmt, raw, length,
                                                ctypes.byref(at), flags)
        self._resize()
        if rc < 0:
            err = self._import_error(rc)
            err.end = at.value
            raise err
        return rc == 1, at.value

    @classmethod
    def from_record(cls: Type[G], text: Union[str, bytes],
                    record_format: Union[Format, str, int] = Format.SGF,
                    ruleset: Any = "renju", size: int = 15,
                    flags: Union[ImportFlag, int] = ImportFlag.RULES) -> G:
        """A new game read from a record, by default under the rule set and size the
        record names."""
        game = cls(ruleset, size)  # type: ignore[call-arg]
        try:
            game.import_record(text, record_format, flags)
        except BaseException:
            game.close()
            raise
        return game

    @property
    @locked
    def warnings(self) -> List[RecordWarning]:
        """What the last import read leniently or passed over."""
        h, lib, out = self._h(), self._lib, []
        for i in range(self._check(lib.renju_record_warnings(h))):
            code, line, column, count = (ctypes.c_int() for _ in range(4))
            msg = lib.renju_record_warning(h, i, ctypes.byref(code), ctypes.byref(line),
                                           ctypes.byref(column), ctypes.byref(count))
            try:
                kind: Any = WarningCode(code.value)
            except ValueError:
                kind = code.value
            out.append(RecordWarning(kind, line.value, column.value, count.value,
                                     _args.text(msg)))
        return out

    def _error_position(self) -> ErrorPosition:
        line, column, move = ctypes.c_int(), ctypes.c_int(), ctypes.c_int()
        self._lib.renju_record_error_position(self._h(), ctypes.byref(line),
                                              ctypes.byref(column), ctypes.byref(move))
        return ErrorPosition(line.value, column.value, move.value)

    @property
    @locked
    def error_position(self) -> ErrorPosition:
        """Where the last import failed; zeros after a success."""
        return self._error_position()

    # -- tags

    @locked
    def set_tag(self, name: str, value: Union[str, None]) -> None:
        """Set a tag ("PB", "EV", ...: see tag_names()); None or "" removes it."""
        data = None if value is None else _args.c_str(value, "tag value")
        self._check(self._lib.renju_tag_set(self._h(), _args.c_str(name, "tag name"), data))

    @locked
    def get_tag(self, name: str) -> str:
        """A tag's value, "" when it is not set."""
        key = _args.c_str(name, "tag name")
        return _args.data(self._text_of(self._lib.renju_tag_get, key))

    @property
    @locked
    def tags(self) -> Dict[str, str]:
        """{name: value} of the tags that are set ("RU" included)."""
        found = ((name, self.get_tag(name)) for name in tag_names())
        return {name: value for name, value in found if value}
