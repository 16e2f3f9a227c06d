# SPDX-License-Identifier: MIT
"""Arguments checked before they cross into C, and text coming back.

ctypes converts silently what it is given: an int wraps to 32 bits, a bool is 1, a NUL
ends a C string early, bytes(5) is five NULs.  So every argument is checked here first:
nothing a caller passes can make the library read or write memory it should not.
"""

from __future__ import annotations

import ctypes
import enum
import operator
from typing import Any, Optional, Tuple, Type, TypeVar

from ._codes import ErrorCode

_INT_BITS = 8 * ctypes.sizeof(ctypes.c_int)
INT_MIN = -(1 << (_INT_BITS - 1))
INT_MAX = (1 << (_INT_BITS - 1)) - 1

E = TypeVar("E", bound=enum.IntEnum)


def integer(value: Any, what: str) -> int:
    """value as a Python int: an integer type (anything with __index__), not a bool
    (True would be taken as 1) and not a float (which would be truncated)."""
    if isinstance(value, bool):
        raise TypeError("%s must be an integer, not bool" % what)
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError("%s must be an integer, not %s"
                        % (what, type(value).__name__)) from None


def c_int(value: Any, what: str) -> int:
    """value checked to fit a C int: ctypes would wrap 2**32 + 112 to 112."""
    number = integer(value, what)
    if not INT_MIN <= number <= INT_MAX:
        raise OverflowError("%s %d does not fit a C int" % (what, number))
    return number


def encode(value: str, what: str) -> bytes:
    """str as UTF-8; surrogateescape gives back the bytes that data() kept."""
    try:
        return value.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        from .errors import InvalidArgument
        raise InvalidArgument(ErrorCode.EINVAL,
                              "%s cannot be written in UTF-8" % what) from None


def c_str(value: Any, what: str) -> bytes:
    """A str argument as the NUL-terminated string the library reads: a NUL inside
    would cut it short without a word, so it is refused."""
    if not isinstance(value, str):
        raise TypeError("%s must be a str, not %s" % (what, type(value).__name__))
    data = encode(value, what)
    if b"\0" in data:
        from .errors import InvalidArgument
        raise InvalidArgument(ErrorCode.EINVAL, "%s contains a NUL character" % what)
    return data


def bytes_like(data: Any, what: str) -> bytes:
    """bytes of a bytes-like object; bytes(5) would be five NULs, so ints and other
    objects without the buffer protocol are refused."""
    try:
        return bytes(memoryview(data))
    except TypeError:
        raise TypeError("%s must be bytes-like, not %s"
                        % (what, type(data).__name__)) from None


def collection(data: Any, what: str) -> Tuple[Any, int]:
    """A collection as the library reads it, without a copy where one can be avoided:
    the library counts lines on from where its last call on the same text pointer
    got to, so bytes (and writable buffers) passed as they are keep each call's cost
    to its own game.  Other read-only buffers are copied at each call.  Returns the
    argument for a const char * and its length in bytes."""
    if isinstance(data, bytes):
        return data, len(data)
    try:
        view = memoryview(data)
    except TypeError:
        raise TypeError("%s must be bytes-like, not %s"
                        % (what, type(data).__name__)) from None
    whole = isinstance(view.obj, bytes) and view.nbytes == len(view.obj)
    if whole and view.c_contiguous:
        return view.obj, view.nbytes
    if view.readonly or not view.c_contiguous or view.nbytes == 0:
        raw = bytes(view)
        return raw, len(raw)
    flat = view.cast("B")
    return (ctypes.c_char * flat.nbytes).from_buffer(flat), flat.nbytes


def record_text(value: Any) -> bytes:
    """A record given as str (written as UTF-8) or bytes-like.  Its length is passed
    along, so a NUL inside reaches the library, which reports it."""
    if isinstance(value, str):
        return encode(value, "the record")
    return bytes_like(value, "a record (str or bytes)")


def text(data: Optional[bytes]) -> str:
    """Human text from the library (messages, names).  Bad UTF-8 becomes U+FFFD: a
    message must never turn the error it reports into a UnicodeDecodeError."""
    return "" if data is None else data.decode("utf-8", "replace")


def data(raw: bytes) -> str:
    """Data from the library that may go back into it (records, tag values): bytes that
    are not UTF-8 become surrogates, which encode() turns back into the same bytes, so
    that export() then import_record() changes nothing."""
    return raw.decode("utf-8", "surrogateescape")


def member(cls: Type[E], value: Any, what: str) -> int:
    """An enumerated argument: a member of cls, its name as a str in any case with -, _
    or a space ("black", "two-more"), or a plain integer, which the library checks.
    Returns the integer for the library.  An unknown name raises InvalidArgument (a
    ValueError), as the library does for an unknown value."""
    if isinstance(value, str):
        key = value.strip().upper().replace("-", "_").replace(" ", "_")
        found = cls.__members__.get(key)
        if found is not None:
            return int(found)
        from .errors import InvalidArgument
        raise InvalidArgument(ErrorCode.EINVAL, "unknown %s %r (one of %s)" % (
            what, value, ", ".join(m.lower() for m in cls.__members__)))
    return c_int(value, what)
