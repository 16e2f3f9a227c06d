# SPDX-License-Identifier: MIT
"""librenju - the rules of renju, gomoku, five in a row and caro, from Python.

The package calls the C library librenju through ctypes; it carries its own copy,
compiled when the package was installed, and loads it on first use.

    import librenju
    from librenju import Game, Point, PASS

    with Game("renju") as game:
        game.play("h8")                      # notation ...
        game.play(Point(7, 8))               # ... or a Point (column, row from 0): h9
        print(game.side_to_move)             # black
        print(game.forbidden_points)         # set(): none yet
        try:
            game.play("h8")
        except librenju.Occupied as err:     # every failure is a RenjuError
            print(err.code, err.message)     # EOCCUPIED h8 is already occupied
        print(game)                          # the board as the library draws it

Game is the whole interface to a game: properties for its state, methods for its
actions.  Index finds a position in many games (librenju.index).  The enumerations (Colour, Result, Ruleset, OpeningRule, ...) are in
librenju.enums and here; Ruleset and OpeningRule take their names from the library.

RENJU_LIBRARY=/path/to/librenju.so (or RENJU_LIBRARY=system, for the librenju installed
on the machine) makes the package load that library instead of its own copy;
load_library() does the same from Python before the first use.
"""

from typing import Any as _Any, List as _List

from ._native import library_path, load_library
from ._opening import KEY_SIZE, KEY_VERSION, PositionKey
from ._records import ErrorPosition, RecordWarning, tag_names
from ._tree import NODE_CURRENT, Labels, Marks, Node, NodeAction, NodeError, Tree
from .board import Board
from .catalogue import (MAX_OFFERS, OPENINGS, Opening, Rules, library_version, opening,
                        opening_rule_names, openings, ruleset_names, rules_from_name,
                        strerror)
from .enums import (Action, Branch, Colour, DiagramFlag, Direction, ErrorCode, ForbiddenKind,
                    Format,
                    FoulPolicy, ImportFlag, KeyStatus, Mark, NodeFlag, NodeKind, Option,
                    Player, Reason, Result, Shape, SolveOutcome, Swap2Choice, Symmetry,
                    TextFlag, Threat, ThreeReading, TreeMode, WarningCode)
from .errors import (BufferTooSmall, EquivalentOffers, Forbidden, GameClosed, GameOver,
                     IndexClosed, InvalidArgument, LibraryNotFound, NoMove, NoPass,
                     NotationError, Occupied, OutOfMemory, OutOfRange, ParseError,
                     PositionError, RenjuError, WrongPhase, WrongPlayer, error_class)
from .game import (DEFAULT_MAX_NODES, DEFAULT_SIZE, MAX_SIZE, MIN_SIZE, Defences, Game,
                   Proof, Vcf)
from .index import INDEX_MAX_GAMES, INDEX_VERSION, Index, NextMove
from .points import PASS, Move, Pass, Point, parse_move


def _package_version() -> str:
    """The version the build wrote (the library's); "0+unknown" in the source tree."""
    import importlib
    try:
        return str(importlib.import_module("._version", __name__).__version__)
    except ImportError:
        return "0+unknown"


#: The package's version, the version of the library it carries (include/renju.h).
__version__ = _package_version()

__all__ = [
    # games
    "Game", "Board", "Point", "Pass", "PASS", "Move", "parse_move", "PositionKey",
    "KEY_SIZE", "KEY_VERSION",
    "DEFAULT_SIZE", "MIN_SIZE", "MAX_SIZE", "DEFAULT_MAX_NODES",
    # enumerations
    "Ruleset", "OpeningRule", "Colour", "Result", "Reason", "ForbiddenKind",
    "Direction", "Shape", "KeyStatus", "Option", "FoulPolicy", "ThreeReading", "Player",
    "Action", "Branch", "Swap2Choice", "Symmetry", "Format", "ImportFlag", "TextFlag",
    "WarningCode", "ErrorCode", "SolveOutcome", "Threat", "DiagramFlag",
    # threat solving
    "Vcf", "Defences", "Proof",
    # records
    "RecordWarning", "ErrorPosition", "tag_names",
    # the game tree
    "Tree", "Node", "NodeAction", "NodeError", "Labels", "Marks", "NODE_CURRENT",
    "TreeMode", "NodeKind", "NodeFlag", "Mark",
    # the position index
    "Index", "NextMove", "INDEX_VERSION", "INDEX_MAX_GAMES",
    # the catalogue
    "library_version", "Rules", "rules_from_name", "Opening", "opening", "openings",
    "ruleset_names", "opening_rule_names", "OPENINGS", "MAX_OFFERS",
    # errors
    "RenjuError", "InvalidArgument", "OutOfMemory", "OutOfRange", "Occupied",
    "Forbidden", "GameOver", "WrongPhase", "WrongPlayer", "NotationError",
    "BufferTooSmall", "NoMove", "NoPass", "PositionError", "EquivalentOffers",
    "ParseError", "GameClosed", "IndexClosed", "LibraryNotFound", "error_class", "strerror",
    # the library
    "load_library", "library_path", "__version__",
]


#: The public submodules, which dir() lists beside __all__.
_SUBMODULES = ("board", "catalogue", "enums", "errors", "game", "index", "points")


def __getattr__(name: str) -> _Any:
    # Ruleset and OpeningRule are made from the library's names on first use
    if name in ("Ruleset", "OpeningRule"):
        from .enums import catalogue_enum
        return catalogue_enum(name)
    raise AttributeError("module %r has no attribute %r" % (__name__, name))


def __dir__() -> _List[str]:
    # the package's own names: neither its private modules nor its helpers
    dunders = {n for n in globals() if n.startswith("__") and n.endswith("__")}
    return sorted(set(__all__) | set(_SUBMODULES) | dunders)
