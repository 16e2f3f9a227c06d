# SPDX-License-Identifier: MIT
"""The library's values as enumerations.

Each class mirrors one family of constants of renju.h (RENJU_BLACK is Colour.BLACK,
RENJU_REASON_FIVE is Reason.FIVE, RENJU_EOCCUPIED is ErrorCode.EOCCUPIED); the tests
check them against the header.  They are IntEnum and IntFlag, so they compare equal
to the library's integers, and str() gives a word: str(Result.BLACK_WINS) is
"black wins".  The words of Reason and ForbiddenKind, and of the fouls of KeyStatus,
are the library's own (renju_reason_name(), renju_forbid_name()), the ones its
messages and tools use: str(Reason.FIVE) is "five in a row", str(ForbiddenKind.NONE)
"legal".

The rule sets and the opening rules are different: their names are the library's own
(renju_ruleset_name(), renju_opening_rule_name()), read from the library the first time
Ruleset or OpeningRule is used, and str() gives that name ("five-in-a-row",
"super-sakata"), as records write it.
"""

from __future__ import annotations

import enum
import threading
from typing import TYPE_CHECKING, Any, Callable, Dict, Optional, Type

from ._codes import ErrorCode as ErrorCode, _Named  # ErrorCode: also librenju.enums's


#: The library's function that names each family whose words are the library's.
_WORD_FUNCTIONS = {"Reason": "renju_reason_name", "ForbiddenKind": "renju_forbid_name",
                   "Format": "renju_format_name"}
_words: Dict[str, Dict[int, str]] = {}


def _library_word(family: str, value: int) -> Optional[str]:
    """The library's word for value in family ("Reason", "ForbiddenKind"), None for a
    value the library does not name; read once, then kept."""
    words = _words.get(family)
    if words is None:
        from . import _native
        name_of = getattr(_native.library(), _WORD_FUNCTIONS[family])
        words = {}
        while True:
            text = name_of(len(words))
            if text is None:
                break
            words[len(words)] = text.decode("utf-8", "replace")
        _words[family] = words          # threads racing here store equal dicts: no lock
    return words.get(value)


class _LibraryWords(_Named):
    """An IntEnum whose str() is the library's word for its value."""

    def __str__(self) -> str:
        word = _library_word(type(self).__name__, int(self))
        return word if word is not None else _Named.__str__(self)


class Colour(_Named):
    """What is on a point, whose turn it is, who resigns."""
    EMPTY = 0
    BLACK = 1
    WHITE = 2

    @property
    def opponent(self) -> "Colour":
        """The other colour (EMPTY for EMPTY)."""
        return _OPPONENT[self]


_OPPONENT = {Colour.EMPTY: Colour.EMPTY, Colour.BLACK: Colour.WHITE,
             Colour.WHITE: Colour.BLACK}
#: The Colour of each of the library's integers, by index (quicker than Colour(n)).
COLOURS = (Colour.EMPTY, Colour.BLACK, Colour.WHITE)


class Result(_Named):
    """How the game stands."""
    ONGOING = 0
    BLACK_WINS = 1
    WHITE_WINS = 2
    DRAW = 3


class Reason(_LibraryWords):
    """Why the game ended (renju_rules(7)); str() is the library's words ("five in a
    row", "full board")."""
    NONE = 0
    FIVE = 1
    OVERLINE = 2
    FOUL = 3
    RESIGNATION = 4
    FULL_BOARD = 5
    BOTH_PASSED = 6
    AGREEMENT = 7
    NO_LEGAL_POINT = 8
    MOVE_LIMIT = 9
    TIME = 10
    FORFEIT = 11


class ForbiddenKind(_LibraryWords):
    """The kind of a forbidden point for black under the renju rules; NONE when the
    point is legal.  str() is the library's word ("double-three", "legal")."""
    NONE = 0
    OVERLINE = 1
    DOUBLE_FOUR = 2
    DOUBLE_THREE = 3


class Direction(_Named):
    """The four lines through a point, each walked from its lower end."""
    HORIZONTAL = 0
    VERTICAL = 1
    DIAGONAL = 2
    ANTIDIAGONAL = 3


class Shape(_Named):
    """What one stone makes on one line (renju_rules(7), DEFINITIONS)."""
    NONE = 0
    FIVE = 1
    OVERLINE = 2
    STRAIGHT_FOUR = 3
    FOUR = 4
    DOUBLE_FOUR = 5
    THREE = 6
    FALSE_THREE = 7


class KeyStatus(_Named):
    """Whether a key point of a shape can be played: PLAYABLE, the kind of foul a
    black stone there would be, or MAKES_FIVE (RENJU_KEY_MAKES_FIVE).  str() of a foul
    is the library's word, as for ForbiddenKind ("double-four")."""
    PLAYABLE = 0
    OVERLINE = 1
    DOUBLE_FOUR = 2
    DOUBLE_THREE = 3
    MAKES_FIVE = 4

    def __str__(self) -> str:
        if self in (KeyStatus.PLAYABLE, KeyStatus.MAKES_FIVE):
            return _Named.__str__(self)
        return str(ForbiddenKind(int(self)))


class Option(_Named):
    """The options of a game (RENJU_OPT_*); Game.set_option() also takes their names
    in lower case ("foul_policy")."""
    FOUL_POLICY = 1
    ALLOW_PASS = 2
    CENTRE_FIRST = 3
    MOVE_LIMIT = 4
    THREE_READING = 5
    OPENING = 6
    OPENING_N = 7
    EDGE_BLOCKS = 8


class FoulPolicy(_Named):
    """Option.FOUL_POLICY: a forbidden black move is refused, or lost by foul."""
    REJECT = 0
    LOSE = 1


class ThreeReading(_Named):
    """Option.THREE_READING: the two readings of "three" in RIF 9.3."""
    LITERAL = 0
    NONLITERAL = 1


class Player(_Named):
    """The two players of the opening: the first moves first and is black until a
    swap."""
    NONE = 0
    FIRST = 1
    SECOND = 2


class Action(_Named):
    """What the game expects next."""
    NONE = 0
    PLAY = 1
    STONE = 2
    SWAP = 3
    DECLARE = 4
    OFFERS = 5
    CHOOSE_OFFER = 6
    BRANCH = 7
    COLOUR = 8
    SWAP2 = 9


class Branch(_Named):
    """Taraguchi's two ways to the 5th move."""
    FIFTH = 1
    OFFERS = 2


class Swap2Choice(_Named):
    """The choice of three of Swap2 and Super Sakata."""
    BLACK = 1
    WHITE = 2
    TWO_MORE = 3


class Symmetry(_Named):
    """The 8 symmetries of the square board, about its centre."""
    IDENTITY = 0
    ROTATE_90 = 1
    ROTATE_180 = 2
    ROTATE_270 = 3
    FLIP_COLUMNS = 4
    FLIP_ROWS = 5
    DIAGONAL = 6
    ANTIDIAGONAL = 7

    @property
    def inverse(self) -> "Symmetry":
        """The symmetry that undoes this one (renju_symmetry_inverse())."""
        from . import _native
        return Symmetry(_native.library().renju_symmetry_inverse(int(self)))


class Format(_LibraryWords):
    """The formats of game records; str() is the library's name ("sgf", "lib").  LIB
    and POS are binary: their records are bytes."""
    MOVES = 0
    SGF = 1
    PSQ = 2
    LIB = 3
    POS = 4

    @classmethod
    def from_name(cls, name: str) -> "Format":
        """The format a name or a file name's extension stands for, as the library
        reads it (renju_format_from_name()): "sgf", ".SGF", "lib", "renlib", "pos",
        "txt", "compact" ...; InvalidArgument for another."""
        from . import _args, _native
        from .errors import InvalidArgument
        rc = _native.library().renju_format_from_name(_args.c_str(name, "format name"))
        if rc < 0:
            raise InvalidArgument(ErrorCode.EINVAL, "unknown record format %r (one of %s)"
                                  % (name, ", ".join(str(f) for f in cls)))
        return cls(rc)

    @property
    def binary(self) -> bool:
        """True for the formats whose records are bytes (LIB, POS)."""
        return self in (Format.LIB, Format.POS)


class WarningCode(_Named):
    """What an import read leniently or passed over (Game.warnings)."""
    GAME_TYPE = 1
    CHARSET = 2
    TEXT = 3
    SKIPPED = 4
    VARIATIONS = 5
    RULES = 6
    UNRECORDED = 7
    OPENING = 8
    RESULT = 9
    LAYOUT = 10
    ILLEGAL_LINE = 11
    NOT_WRITTEN = 12


class TreeMode(_Named):
    """What becomes of the actions played (renju_tree(3)): SCRATCH, the default, lets a
    new action replace the scratch line that could be redone; KEEP keeps them all."""
    SCRATCH = 0
    KEEP = 1


class NodeKind(_Named):
    """What a node of the game tree holds (renju_node_action())."""
    ROOT = 0
    STONE = 1
    PASS = 2
    RESIGN = 3
    FORFEIT = 4
    ACCEPT_DRAW = 5
    DECLINE_DRAW = 6
    SWAP = 7
    DECLARE = 8
    OFFERS = 9
    BRANCH = 10
    COLOUR = 11
    SWAP2 = 12
    NONE = 13


class NodeFlag(enum.IntFlag):
    """The flags of a node of the game tree (renju_node_flags())."""
    KEPT = 1
    ILLEGAL = 2
    UNPLAYABLE = 4
    DRAW_OFFER = 8
    FOUL = 16
    MARKED = 32
    START = 64


class Mark(_Named):
    """A mark on a point of a node (renju_node_mark_set())."""
    NONE = 0
    TRIANGLE = 1
    SQUARE = 2
    CIRCLE = 3
    CROSS = 4


class ImportFlag(enum.IntFlag):
    """Flags of Game.import_record(), combined with |."""
    RULES = 1
    PARTIAL = 2


class TextFlag(enum.IntFlag):
    """Marks of Game.board_text(), combined with |: x on black's forbidden points,
    [ ] around the last move, ? on the 5th-move offers being chosen."""
    FORBIDDEN = 1
    LAST = 2
    OFFERS = 4


class DiagramFlag(enum.IntFlag):
    """What Game.diagram_svg() draws besides the grid, the star points and the stones,
    combined with |."""
    COORDS = 1          # letters below, numbers on the left
    COORDS_ALL = 2      # on all four sides
    NUMBERS = 4         # move numbers from move first on
    LAST = 8            # the last move marked
    FORBIDDEN = 16      # black's forbidden points by kind (33, 44, 6)
    MARKS = 32          # the labels and marks of the node the game is on
    PLAIN = 64          # a white board, for print
    DEFAULT = COORDS | LAST | FORBIDDEN | MARKS


class SolveOutcome(_Named):
    """What a search found (Game.vcf, Game.vct, Game.solve, Game.defences, Game.proof):
    no win exists, a win, or the node limit (or the time limit) came first."""
    NONE = 0
    WIN = 1
    UNKNOWN = 2


class Threat(_Named):
    """The kind of win Game.defences() stops and Game.proof() proves (RENJU_THREAT_*):
    victory by continuous fours, victory by continuous threats, or win in N (proofs
    only)."""
    VCF = 1
    VCT = 2
    WIN = 3


# ------------------------------------------------------------------ from the catalogue


class _Catalogued(enum.IntEnum):
    """An enumeration whose members the library's catalogue names; str() is the
    library's name."""

    def __str__(self) -> str:
        names: Dict[int, str] = getattr(type(self), "_library_names_")
        return names[int(self)]

    def __format__(self, spec: str) -> str:
        return str(self) if not spec else int.__format__(int(self), spec)


if TYPE_CHECKING:
    class _CatalogueMeta(enum.EnumMeta):
        def __getattr__(cls, name: str) -> Any: ...

    class Ruleset(_Catalogued, metaclass=_CatalogueMeta):
        """The rule sets, named by the library."""

    class OpeningRule(_Catalogued, metaclass=_CatalogueMeta):
        """The opening rules, named by the library."""

_CATALOGUES: Dict[str, Any] = {
    "Ruleset": ("renju_ruleset_name",
                "The rule sets (renju_rules(7), RULE SETS), as the library names them:\n"
                "Ruleset.RENJU, Ruleset.FIVE_IN_A_ROW, ...; str() gives the name records\n"
                "write (\"five-in-a-row\")."),
    "OpeningRule": ("renju_opening_rule_name",
                    "The opening rules (renju_rules(7), OPENING RULES), as the library\n"
                    "names them: OpeningRule.NONE, OpeningRule.RIF, OpeningRule.SOOSORV,\n"
                    "...; str() gives the name records write (\"super-sakata\")."),
}
_made: Dict[str, Type[_Catalogued]] = {}
_made_lock = threading.Lock()


def _identifier(text: str) -> str:
    """A member name for a catalogue name: "five-in-a-row" is FIVE_IN_A_ROW."""
    return "".join(c if c.isalnum() else "_" for c in text.upper())


def catalogue_enum(name: str) -> Type[_Catalogued]:
    """Ruleset or OpeningRule, made from the library's names on first use: the values
    0, 1, ... up to the first one the library does not name."""
    made = _made.get(name)
    if made is not None:
        return made
    from . import _native
    function, doc = _CATALOGUES[name]
    name_of: Callable[[int], Any] = getattr(_native.library(), function)
    with _made_lock:
        made = _made.get(name)
        if made is None:
            names: Dict[int, str] = {}
            while True:
                text = name_of(len(names))
                if text is None:
                    break
                names[len(names)] = text.decode("utf-8", "replace")
            members = [(_identifier(text), value) for value, text in names.items()]
            make: Any = _Catalogued       # the functional API: a subclass, named
            new: Type[_Catalogued] = make(name, members, module=__name__, qualname=name)
            new.__doc__ = doc
            setattr(new, "_library_names_", names)
            _made[name] = made = new
    return made


def __getattr__(name: str) -> Any:
    if name in _CATALOGUES:
        return catalogue_enum(name)
    raise AttributeError("module %r has no attribute %r" % (__name__, name))
