# SPDX-License-Identifier: MIT
"""The error codes, and the base of every enumeration: the bottom of the package,
which imports nothing of its own, so that the exceptions, the arguments' checks and
the enumerations that ask the library for their words can all stand on it."""

from __future__ import annotations

import enum


class _Named(enum.IntEnum):
    """An IntEnum whose str() is its name in words ("black wins")."""

    def __str__(self) -> str:
        return self.name.lower().replace("_", " ")

    def __format__(self, spec: str) -> str:
        return str(self) if not spec else int.__format__(int(self), spec)


class ErrorCode(_Named):
    """The codes of the library's errors (RENJU_OK and RENJU_E*); each failure raises
    the RenjuError subclass of its code."""
    OK = 0
    EINVAL = -1
    ENOMEM = -2
    ERANGE = -3
    EOCCUPIED = -4
    EFORBIDDEN = -5
    EGAMEOVER = -6
    EPHASE = -7
    EPLAYER = -8
    ENOTATION = -9
    EBUFSIZE = -10
    ENOMOVE = -11
    ENOPASS = -12
    EPOSITION = -13
    EEQUIVALENT = -14
    EPARSE = -15

    def __str__(self) -> str:
        return self.name
