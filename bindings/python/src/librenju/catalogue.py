# SPDX-License-Identifier: MIT
"""What the library knows without a game: its version, rule names as records spell
them, the 26 canonical renju openings, and the text of each error code."""

from __future__ import annotations

import ctypes
from typing import Any, List, NamedTuple

from . import _args, _native
from .enums import catalogue_enum
from .errors import error

#: The number of canonical renju openings (RENJU_OPENINGS).
OPENINGS = 26
#: The largest number of 5th-move offers a rule may ask for (RENJU_MAX_OFFERS).
MAX_OFFERS = 100


def library_version() -> str:
    """The version of the loaded C library, such as "0.3.0"."""
    return _args.text(_native.library().renju_version_string())


class Rules(NamedTuple):
    """The rules a name stands for (rules_from_name())."""
    ruleset: Any            #: a Ruleset
    opening: Any            #: an OpeningRule (NONE when none is named)
    opening_n: int          #: the N given or the rule's default; 0 for rules without N


def rules_from_name(name: str) -> Rules:
    """The rules a name stands for, as records and databases write them: a rule set
    ("renju", "gomoku", "caro"), an opening rule, which implies its rule set ("RIF",
    "Soosorv-8", "Swap2"), or both ("renju soosorv-8"), or Gomocup's rule numbers.
    InvalidArgument for a name the library does not know."""
    ruleset, opening, n = ctypes.c_int(), ctypes.c_int(), ctypes.c_int()
    rc = _native.library().renju_rules_from_name(
        _args.c_str(name, "rule name"), ctypes.byref(ruleset), ctypes.byref(opening),
        ctypes.byref(n))
    if rc < 0:
        raise error(rc, "unknown rules: %r" % (name,))
    return Rules(catalogue_enum("Ruleset")(ruleset.value),
                 catalogue_enum("OpeningRule")(opening.value), n.value)


class Opening(NamedTuple):
    """One of the 26 canonical renju openings: index 1 to 13 direct, 14 to 26
    indirect, as in the RIF table."""
    number: int             #: 1 to 26
    name: str               #: "Kansei"
    kanji: str              #: the Japanese name
    direct: bool


def opening(index: int) -> Opening:
    """The canonical opening of an index (1..26); OutOfRange for another index.  Its
    stones on a board: Game.opening_points()."""
    index = _args.c_int(index, "opening index")
    lib = _native.library()
    direct = lib.renju_opening_direct(index)
    if direct < 0:
        raise error(direct, "%d is not an opening (1..%d)" % (index, OPENINGS))
    return Opening(index, _args.text(lib.renju_opening_name(index)),
                   _args.text(lib.renju_opening_kanji(index)), bool(direct))


def openings() -> List[Opening]:
    """The 26 canonical openings in the table's order."""
    return [opening(i) for i in range(1, OPENINGS + 1)]


def ruleset_names() -> List[str]:
    """The rule sets' names as the library gives them ("freestyle", ...)."""
    return [str(r) for r in catalogue_enum("Ruleset")]


def opening_rule_names() -> List[str]:
    """The opening rules' names as the library gives them ("none", "rif", ...)."""
    return [str(r) for r in catalogue_enum("OpeningRule")]


__all__ = ["OPENINGS", "MAX_OFFERS", "library_version", "Rules",
           "rules_from_name", "Opening", "opening", "openings", "ruleset_names",
           "opening_rule_names", "strerror"]


def strerror(code: int) -> str:
    """The library's English text for an error code ("point already occupied")."""
    return _args.text(_native.library().renju_strerror(_args.c_int(code, "error code")))
