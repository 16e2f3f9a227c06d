# SPDX-License-Identifier: MIT
# Part of librenju, under the MIT licence (see the file COPYING).
"""renju - the rules of renju and gomoku from Python, through librenju.

A pure ctypes binding: no compiled extension, only the shared library.  It loads the
library named by the environment variable RENJU_LIBRARY (a path, as the test suite of
the build tree sets it), or else the installed librenju.

    import renju

    with renju.Game(renju.RULES_RENJU) as game:
        game.play("h8")
        game.play((7, 8))          # column, row from 0: h9
        print(game.forbidden_points())
        try:
            game.play("h8")
        except renju.Occupied as err:
            print(err.code, err.message)

Points are accepted as notation strings ("h8", "pass"), as (column, row) pairs counted
from 0 at the bottom left, or as the library's integers; they are returned as notation
strings.  Every failure of the library raises a RenjuError carrying its code and
message, of the subclass for that code.
"""

import ctypes
import ctypes.util
import functools
import operator
import os
import threading

__all__ = ["Game", "RenjuError", "load_library", "version", "version_string",
           "strerror", "opening_name", "opening_kanji", "opening_direct", "tag_names",
           "rules_from_name", "GameClosed"]

# ------------------------------------------------------------------ constants
# The values of renju.h; the test suite checks them against the header.

VERSION_MAJOR = 0
VERSION_MINOR = 2
VERSION_PATCH = 0

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

RULES_FREESTYLE = 0
RULES_STANDARD = 1
RULES_RENJU = 2
RULES_FIVE_IN_A_ROW = 3
RULES_CARO5 = 4
RULES_CARO6 = 5

EMPTY = 0
BLACK = 1
WHITE = 2

PASS = 1024
NO_POINT = 1025

DEFAULT_SIZE = 15
MIN_SIZE = 5
MAX_SIZE = 20

OPT_FOUL_POLICY = 1
OPT_ALLOW_PASS = 2
OPT_CENTRE_FIRST = 3
OPT_MOVE_LIMIT = 4
OPT_THREE_READING = 5
OPT_OPENING = 6
OPT_OPENING_N = 7
OPT_EDGE_BLOCKS = 8

FOUL_REJECT = 0
FOUL_LOSE = 1

THREE_LITERAL = 0
THREE_NONLITERAL = 1

# Marks of Game.board_text(), combined with |.
TEXT_FORBIDDEN = 1
TEXT_LAST = 2
TEXT_OFFERS = 4

ONGOING = 0
BLACK_WINS = 1
WHITE_WINS = 2
DRAW = 3

REASON_NONE = 0
REASON_FIVE = 1
REASON_OVERLINE = 2
REASON_FOUL = 3
REASON_RESIGNATION = 4
REASON_FULL_BOARD = 5
REASON_BOTH_PASSED = 6
REASON_AGREEMENT = 7
REASON_NO_LEGAL_POINT = 8
REASON_MOVE_LIMIT = 9

FORBID_NONE = 0
FORBID_OVERLINE = 1
FORBID_DOUBLE_FOUR = 2
FORBID_DOUBLE_THREE = 3

SOLVE_NONE = 0
SOLVE_WIN = 1
SOLVE_UNKNOWN = 2

DIR_HORIZONTAL = 0
DIR_VERTICAL = 1
DIR_DIAGONAL = 2
DIR_ANTIDIAGONAL = 3

SHAPE_NONE = 0
SHAPE_FIVE = 1
SHAPE_OVERLINE = 2
SHAPE_STRAIGHT_FOUR = 3
SHAPE_FOUR = 4
SHAPE_DOUBLE_FOUR = 5
SHAPE_THREE = 6
SHAPE_FALSE_THREE = 7

KEY_MAKES_FIVE = 4

OPENING_NONE = 0
OPENING_RIF = 1
OPENING_YAMAGUCHI = 2
OPENING_SOOSORV = 3
OPENING_TARAGUCHI = 4
OPENING_SWAP1 = 5
OPENING_SWAP2 = 6
OPENING_PRO = 7
OPENING_LONG_PRO = 8
OPENING_TARANNIKOV = 9
OPENING_SUPER_TARAGUCHI = 10
OPENING_SUPER_SAKATA = 11

MAX_OFFERS = 100

PLAYER_NONE = 0
PLAYER_FIRST = 1
PLAYER_SECOND = 2

ACTION_NONE = 0
ACTION_PLAY = 1
ACTION_STONE = 2
ACTION_SWAP = 3
ACTION_DECLARE = 4
ACTION_OFFERS = 5
ACTION_CHOOSE_OFFER = 6
ACTION_BRANCH = 7
ACTION_COLOUR = 8
ACTION_SWAP2 = 9

BRANCH_FIFTH = 1
BRANCH_OFFERS = 2

SWAP2_BLACK = 1
SWAP2_WHITE = 2
SWAP2_TWO_MORE = 3

SYM_IDENTITY = 0
SYM_ROTATE_90 = 1
SYM_ROTATE_180 = 2
SYM_ROTATE_270 = 3
SYM_FLIP_COLUMNS = 4
SYM_FLIP_ROWS = 5
SYM_DIAGONAL = 6
SYM_ANTIDIAGONAL = 7
SYMMETRIES = 8

OPENINGS = 26

FORMAT_MOVES = 0
FORMAT_SGF = 1
FORMAT_PSQ = 2

IMPORT_RULES = 1
IMPORT_PARTIAL = 2

# What an import read leniently or passed over (Game.record_warnings()).
WARN_GAME_TYPE = 1
WARN_CHARSET = 2
WARN_TEXT = 3
WARN_SKIPPED = 4
WARN_VARIATIONS = 5
WARN_RULES = 6
WARN_UNRECORDED = 7
WARN_OPENING = 8
WARN_RESULT = 9
WARN_LAYOUT = 10

# Names for the values above, for messages and for arguments given as words.
COLOURS = {"empty": EMPTY, "black": BLACK, "white": WHITE}
FORBID_NAMES = {FORBID_NONE: "legal", FORBID_OVERLINE: "overline",
                FORBID_DOUBLE_FOUR: "double-four", FORBID_DOUBLE_THREE: "double-three"}
RESULT_NAMES = {ONGOING: "ongoing", BLACK_WINS: "black wins", WHITE_WINS: "white wins",
                DRAW: "draw"}
OPTIONS = {"foul_policy": OPT_FOUL_POLICY, "allow_pass": OPT_ALLOW_PASS,
           "centre_first": OPT_CENTRE_FIRST, "move_limit": OPT_MOVE_LIMIT,
           "three_reading": OPT_THREE_READING, "opening": OPT_OPENING,
           "opening_n": OPT_OPENING_N, "edge_blocks": OPT_EDGE_BLOCKS}
FORMATS = {"moves": FORMAT_MOVES, "sgf": FORMAT_SGF, "psq": FORMAT_PSQ}
PLAYERS = {"first": PLAYER_FIRST, "second": PLAYER_SECOND}
ACTION_NAMES = {ACTION_NONE: "none", ACTION_PLAY: "play", ACTION_STONE: "stone",
                ACTION_SWAP: "swap", ACTION_DECLARE: "declare", ACTION_OFFERS: "offers",
                ACTION_CHOOSE_OFFER: "choose offer", ACTION_BRANCH: "branch",
                ACTION_COLOUR: "colour", ACTION_SWAP2: "swap2"}

# ------------------------------------------------------------------ errors


class RenjuError(Exception):
    """A call into the library failed: .code is its RENJU_E* code, .message what the
    library said about it."""

    def __init__(self, code, message=None):
        self.code = code
        self.message = message if message else strerror(code)
        super().__init__(self.message)

    def __repr__(self):
        return "%s(%d, %r)" % (type(self).__name__, self.code, self.message)


class InvalidArgument(RenjuError, ValueError):
    """RENJU_EINVAL: an argument the call does not take."""


class OutOfMemory(RenjuError, MemoryError):
    """RENJU_ENOMEM: the allocator failed."""


class OutOfRange(RenjuError, ValueError):
    """RENJU_ERANGE: a point off the board, a value out of bounds."""


class Occupied(RenjuError):
    """RENJU_EOCCUPIED: the point already holds a stone."""


class Forbidden(RenjuError):
    """RENJU_EFORBIDDEN: a forbidden point for black under the renju rules."""


class GameOver(RenjuError):
    """RENJU_EGAMEOVER: the game has ended."""


class WrongPhase(RenjuError):
    """RENJU_EPHASE: not allowed now (setup mode, opening step, started game)."""


class WrongPlayer(RenjuError):
    """RENJU_EPLAYER: not this player's turn or right."""


class NotationError(RenjuError, ValueError):
    """RENJU_ENOTATION: malformed point notation."""


class BufferTooSmall(RenjuError):
    """RENJU_EBUFSIZE: a buffer was too small (the binding sizes its own buffers, so
    this means a library bug)."""


class NoMove(RenjuError):
    """RENJU_ENOMOVE: nothing to undo or redo."""


class NoPass(RenjuError):
    """RENJU_ENOPASS: passing is not allowed."""


class PositionError(RenjuError):
    """RENJU_EPOSITION: a position the rules cannot continue from."""


class EquivalentOffers(RenjuError, ValueError):
    """RENJU_EEQUIVALENT: two 5th-move offers are equivalent."""


class ParseError(RenjuError, ValueError):
    """RENJU_EPARSE: a malformed game record.  Errors of a record import also carry
    .line, .column and .move, where it failed."""


_ERRORS = {EINVAL: InvalidArgument, ENOMEM: OutOfMemory, ERANGE: OutOfRange,
           EOCCUPIED: Occupied, EFORBIDDEN: Forbidden, EGAMEOVER: GameOver,
           EPHASE: WrongPhase, EPLAYER: WrongPlayer, ENOTATION: NotationError,
           EBUFSIZE: BufferTooSmall, ENOMOVE: NoMove, ENOPASS: NoPass,
           EPOSITION: PositionError, EEQUIVALENT: EquivalentOffers, EPARSE: ParseError}


def error_class(code):
    """The exception class raised for a RENJU_E* code."""
    return _ERRORS.get(code, RenjuError)


# ------------------------------------------------------------------ the library

_int = ctypes.c_int
_size = ctypes.c_size_t
_game = ctypes.c_void_p                      # renju_game *, opaque
_int_p = ctypes.POINTER(ctypes.c_int)
_size_p = ctypes.POINTER(ctypes.c_size_t)
_game_p = ctypes.POINTER(ctypes.c_void_p)    # renju_game **
_bytes_p = ctypes.POINTER(ctypes.c_ubyte)    # unsigned char *
_str = ctypes.c_char_p                       # const char * from the library
_buf = ctypes.c_char_p                       # char * buffer filled by the library

ALLOC_FN = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t)
FREE_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p)

# Every function of renju.h: name -> (restype, argtypes).  The test suite checks this
# table against the header, function by function and argument by argument.
PROTOTYPES = {
    "renju_version_number": (_int, []),
    "renju_version_string": (_str, []),
    "renju_strerror": (_str, [_int]),
    "renju_game_new": (_int, [_game_p, _int, _int]),
    "renju_game_new_custom": (_int, [_game_p, _int, _int, ALLOC_FN, FREE_FN,
                                     ctypes.c_void_p]),
    "renju_game_free": (None, [_game]),
    "renju_game_clone": (_int, [_game_p, _game]),
    "renju_game_reset": (_int, [_game]),
    "renju_game_ruleset": (_int, [_game]),
    "renju_game_size": (_int, [_game]),
    "renju_option_set": (_int, [_game, _int, _int]),
    "renju_option_get": (_int, [_game, _int, _int_p]),
    "renju_option_bounds": (_int, [_game, _int, _int_p, _int_p]),
    "renju_point": (_int, [_game, _int, _int]),
    "renju_point_column": (_int, [_game, _int]),
    "renju_point_row": (_int, [_game, _int]),
    "renju_point_parse": (_int, [_game, _str, _int_p]),
    "renju_point_format": (_int, [_game, _int, _buf, _size]),
    "renju_play": (_int, [_game, _int]),
    "renju_pass": (_int, [_game]),
    "renju_undo": (_int, [_game]),
    "renju_redo": (_int, [_game]),
    "renju_resign": (_int, [_game, _int]),
    "renju_offer_draw": (_int, [_game, _int]),
    "renju_accept_draw": (_int, [_game]),
    "renju_decline_draw": (_int, [_game]),
    "renju_draw_offered": (_int, [_game]),
    "renju_stone": (_int, [_game, _int]),
    "renju_board": (_int, [_game, _bytes_p, _size]),
    "renju_board_text": (_int, [_game, _int, _buf, _size]),
    "renju_side_to_move": (_int, [_game]),
    "renju_move_count": (_int, [_game]),
    "renju_stone_count": (_int, [_game]),
    "renju_moves": (_int, [_game, _int_p, _size]),
    "renju_last_move": (_int, [_game]),
    "renju_result": (_int, [_game]),
    "renju_result_reason": (_int, [_game]),
    "renju_winning_line": (_int, [_game, _int_p, _size]),
    "renju_result_foul": (_int, [_game, _int_p, _int_p]),
    "renju_setup_begin": (_int, [_game]),
    "renju_setup_put": (_int, [_game, _int, _int]),
    "renju_setup_side": (_int, [_game, _int]),
    "renju_setup_end": (_int, [_game]),
    "renju_in_setup": (_int, [_game]),
    "renju_forbidden": (_int, [_game, _int]),
    "renju_forbidden_map": (_int, [_game, _bytes_p, _size]),
    "renju_shape": (_int, [_game, _int, _int, _int]),
    "renju_shape_stones": (_int, [_game, _int, _int, _int, _int_p, _size]),
    "renju_shape_keys": (_int, [_game, _int, _int, _int, _int_p, _int_p, _size]),
    "renju_explain": (_int, [_game, _int, _buf, _size]),
    "renju_expected_action": (_int, [_game]),
    "renju_expected_player": (_int, [_game]),
    "renju_expected_colour": (_int, [_game]),
    "renju_player_colour": (_int, [_game, _int]),
    "renju_colours_final": (_int, [_game]),
    "renju_allowed_points": (_int, [_game, _int_p, _size]),
    "renju_point_allowed": (_int, [_game, _int]),
    "renju_offer_bounds": (_int, [_game, _int_p, _int_p]),
    "renju_offers": (_int, [_game, _int_p, _size]),
    "renju_swap": (_int, [_game, _int, _int]),
    "renju_declare": (_int, [_game, _int, _int]),
    "renju_propose": (_int, [_game, _int, _int_p, _size]),
    "renju_choose_offer": (_int, [_game, _int, _int]),
    "renju_choose_branch": (_int, [_game, _int, _int]),
    "renju_choose_colour": (_int, [_game, _int, _int]),
    "renju_choose_swap2": (_int, [_game, _int, _int]),
    "renju_play_as": (_int, [_game, _int, _int]),
    "renju_symmetry_point": (_int, [_game, _int, _int]),
    "renju_offers_equivalent": (_int, [_game, _int, _int]),
    "renju_opening_identify": (_int, [_game, _int, _int, _int, _int_p]),
    "renju_opening_index": (_int, [_game]),
    "renju_opening_points": (_int, [_game, _int, _int, _int_p, _size]),
    "renju_opening_name": (_str, [_int]),
    "renju_opening_kanji": (_str, [_int]),
    "renju_opening_direct": (_int, [_int]),
    "renju_record_export": (_int, [_game, _int, _buf, _size]),
    "renju_record_import": (_int, [_game, _int, _str, _size, _int]),
    "renju_record_import_next": (_int, [_game, _int, _str, _size, _size_p, _int]),
    "renju_record_warnings": (_int, [_game]),
    "renju_record_warning": (_str, [_game, _int, _int_p, _int_p, _int_p, _int_p]),
    "renju_rules_from_name": (_int, [_str, _int_p, _int_p, _int_p]),
    "renju_ruleset_name": (_str, [_int]),
    "renju_ruleset_from_name": (_int, [_str]),
    "renju_opening_rule_name": (_str, [_int]),
    "renju_opening_rule_from_name": (_int, [_str]),
    "renju_record_error_position": (_int, [_game, _int_p, _int_p, _int_p]),
    "renju_tag_set": (_int, [_game, _str, _str]),
    "renju_tag_get": (_int, [_game, _str, _buf, _size]),
    "renju_tag_name": (_str, [_int]),
    "renju_vcf": (_int, [_game, _int, _int_p, _int_p, _int_p, _size]),
    "renju_errcode": (_int, [_game]),
    "renju_errmsg": (_str, [_game]),
}


def load_library(path=None):
    """Load librenju and declare every function's types.  path, or RENJU_LIBRARY, or
    the installed library.  A function the loaded library lacks (an older version) is
    left out: calling it raises AttributeError."""
    path = path or os.environ.get("RENJU_LIBRARY")
    if path:
        lib = ctypes.CDLL(path)
    else:
        lib = None
        for name in (ctypes.util.find_library("renju"), "librenju.so.0",
                     "librenju.dylib", "renju.dll"):
            if not name:
                continue
            try:
                lib = ctypes.CDLL(name)
                break
            except OSError:
                pass
        if lib is None:
            raise ImportError("librenju not found: install it or set RENJU_LIBRARY "
                              "to the path of librenju.so")
    for name, (restype, argtypes) in PROTOTYPES.items():
        try:
            fn = getattr(lib, name)
        except AttributeError:
            continue
        fn.restype = restype
        fn.argtypes = argtypes
    return lib


_lib = load_library()


def _catalogue(name_of):
    """The names the library gives to the values 0, 1, ... of a kind, up to the
    first value that has none."""
    names, value = {}, 0
    while True:
        name = name_of(value)
        if name is None:
            return names
        names[name.decode()] = value
        value += 1


# The rule sets and opening rules by name, as the library's catalogue names them.
RULESETS = _catalogue(_lib.renju_ruleset_name)
OPENING_RULES = _catalogue(_lib.renju_opening_rule_name)


# ------------------------------------------------------------------ arguments and text
# ctypes converts silently what it is given: an int wraps to 32 bits, a bool is 1, a
# NUL ends a C string early.  So every argument is checked here before it crosses.

_INT_BITS = 8 * ctypes.sizeof(ctypes.c_int)
INT_MIN, INT_MAX = -(1 << (_INT_BITS - 1)), (1 << (_INT_BITS - 1)) - 1


def _integer(value, what):
    """value as a Python int: an integer type (anything with __index__), not a bool
    (True would be taken as 1) and not a float (which would be truncated)."""
    if isinstance(value, bool):
        raise TypeError("%s must be an integer, not bool" % what)
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError("%s must be an integer, not %s"
                        % (what, type(value).__name__)) from None


def _c_int(value, what):
    """value checked to fit a C int: ctypes would wrap 2**32 + 112 to 112."""
    value = _integer(value, what)
    if not INT_MIN <= value <= INT_MAX:
        raise OverflowError("%s %d does not fit a C int" % (what, value))
    return value


def _encode(text, what):
    """str as UTF-8; surrogateescape gives back the bytes that _data() kept."""
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        raise InvalidArgument(EINVAL, "%s cannot be written in UTF-8" % what) from None


def _c_str(text, what):
    """A str argument as the NUL-terminated string the library reads: a NUL inside
    would cut it short without a word, so it is refused."""
    if not isinstance(text, str):
        raise TypeError("%s must be a str, not %s" % (what, type(text).__name__))
    data = _encode(text, what)
    if b"\0" in data:
        raise InvalidArgument(EINVAL, "%s contains a NUL character" % what)
    return data


def _bytes_like(data, what):
    """bytes of a bytes-like object; bytes(5) would be five NULs, so ints and other
    objects without the buffer protocol are refused."""
    try:
        return bytes(memoryview(data))
    except TypeError:
        raise TypeError("%s must be bytes-like, not %s"
                        % (what, type(data).__name__)) from None


def _record_text(text):
    """A record given as str (written as UTF-8) or bytes-like.  Its length is passed
    along, so a NUL inside reaches the library, which reports it."""
    if isinstance(text, str):
        return _encode(text, "the record")
    return _bytes_like(text, "a record (str or bytes)")


def _text(data):
    """Human text from the library (messages, names).  Bad UTF-8 becomes U+FFFD: a
    message must never turn the error it reports into a UnicodeDecodeError."""
    return "" if data is None else data.decode("utf-8", "replace")


def _data(data):
    """Data from the library that may go back into it (records, tag values): bytes
    that are not UTF-8 become surrogates, which _encode() turns back into the same
    bytes, so that export() then import_record() changes nothing."""
    return data.decode("utf-8", "surrogateescape")


# ------------------------------------------------------------------ functions


def version():
    """The version of the loaded library as a number: major * 10000 + minor * 100 +
    patch."""
    return _lib.renju_version_number()


def version_string():
    """The version of the loaded library, "0.1.0"."""
    return _text(_lib.renju_version_string())


def strerror(code):
    """The library's English text for an error code."""
    return _text(_lib.renju_strerror(_c_int(code, "error code")))


def opening_name(index):
    """The name of canonical opening index (1..26), None for another index."""
    name = _lib.renju_opening_name(_c_int(index, "opening index"))
    return _text(name) if name is not None else None


def opening_kanji(index):
    """The Japanese name of opening index (1..26), None for another index."""
    name = _lib.renju_opening_kanji(_c_int(index, "opening index"))
    return _text(name) if name is not None else None


def opening_direct(index):
    """True for a direct opening (1..13), False for an indirect one (14..26)."""
    rc = _lib.renju_opening_direct(_c_int(index, "opening index"))
    if rc < 0:
        raise error_class(rc)(rc, "%r is not an opening (1..%d)" % (index, OPENINGS))
    return bool(rc)


def rules_from_name(name):
    """(ruleset, opening, opening_n) for a rule name as records write it ("RIF",
    "Soosorv-8", "gomoku", "renju swap2", ...); InvalidArgument if unknown."""
    rs, op, n = ctypes.c_int(), ctypes.c_int(), ctypes.c_int()
    rc = _lib.renju_rules_from_name(_c_str(name, "rule name"), ctypes.byref(rs),
                                    ctypes.byref(op), ctypes.byref(n))
    if rc < 0:
        raise error_class(rc)(rc, "unknown rules: %r" % (name,))
    return rs.value, op.value, n.value


def tag_names():
    """The names of the tags a game can hold ("EV", "PB", ... and "RU")."""
    names, i = [], 0
    while True:
        name = _lib.renju_tag_name(i)
        if name is None:
            return names
        names.append(_text(name))
        i += 1


def _word(table, value, what):
    """A value given by name (a key of table) or as the library's integer."""
    if isinstance(value, str):
        try:
            return table[value.lower().replace("_", "-")]
        except KeyError:
            raise ValueError("unknown %s %r (one of %s)"
                             % (what, value, ", ".join(sorted(table)))) from None
    return _c_int(value, what)


# ------------------------------------------------------------------ the game


class GameClosed(InvalidArgument):
    """The game was closed: its handle is gone.  A RenjuError (code EINVAL) and a
    ValueError."""

    def __init__(self):
        super().__init__(EINVAL, "the game is closed")


def _locked(method):
    """Run a method holding its game's lock.  ctypes releases the GIL in every
    foreign call, so without the lock two threads could run the library on one handle
    at once, or close() could free it under a call.  Taken around the whole method,
    so that a method of several calls (export: size, then text) sees one game."""
    @functools.wraps(method)
    def locked(self, *args, **kwargs):
        with self._lock:
            return method(self, *args, **kwargs)
    return locked


class Game:
    """A game of renju or gomoku: one librenju handle.

    ruleset is a RULES_* value or its name ("renju", "freestyle", "standard",
    "five-in-a-row", "caro-5", "caro-6"); size the board's side (15 by default).  Options may be given by
    name: Game("renju", foul_policy=FOUL_LOSE).  Close the handle with close() or a
    with block; it is also freed when the object is collected.

    A game may be shared between threads: each method runs whole under the game's
    lock (one thread at a time), and a method called after close() raises
    GameClosed.
    """

    def __init__(self, ruleset=RULES_RENJU, size=DEFAULT_SIZE, **options):
        self._lock = threading.RLock()
        self._handle = None
        handle = ctypes.c_void_p()
        rc = _lib.renju_game_new(ctypes.byref(handle), _word(RULESETS, ruleset, "rule set"),
                                 _c_int(size, "size"))
        if rc < 0:
            raise error_class(rc)(rc, "cannot create a %s game on a %sx%s board: %s"
                                  % (ruleset, size, size, strerror(rc)))
        self._handle = handle
        for name, value in options.items():
            self.set_option(name, value)

    @classmethod
    def _adopt(cls, handle):
        game = cls.__new__(cls)
        game._lock = threading.RLock()
        game._handle = handle
        return game

    # -- lifetime

    def close(self):
        """Free the library's handle; the game cannot be used after.  Waits for the
        calls other threads are making on it."""
        lock = getattr(self, "_lock", None)
        if lock is None:            # __init__ failed before there was a handle
            return
        with lock:
            handle, self._handle = self._handle, None
            if handle is not None and _lib is not None:
                _lib.renju_game_free(handle)

    def __del__(self):
        # may run at interpreter exit, half torn down: close() checks what it needs
        try:
            self.close()
        except Exception:
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    @property
    def closed(self):
        return self._handle is None

    def _h(self):
        """The handle; only under the lock (in a _locked method), so that it stays
        valid for the call."""
        if self._handle is None:
            raise GameClosed()
        return self._handle

    def _check(self, rc):
        """rc of a call that can fail: returned if it succeeded, raised otherwise."""
        if rc < 0:
            raise error_class(rc)(rc, _text(_lib.renju_errmsg(self._handle)))
        return rc

    @_locked
    def clone(self):
        """A deep copy: position, history, options and result."""
        handle = ctypes.c_void_p()
        self._check(_lib.renju_game_clone(ctypes.byref(handle), self._h()))
        return Game._adopt(handle)

    __copy__ = clone

    def __deepcopy__(self, memo):
        return self.clone()

    @_locked
    def reset(self):
        """Back to the empty board; rule set, size and options kept."""
        self._check(_lib.renju_game_reset(self._h()))

    @property
    @_locked
    def ruleset(self):
        return self._check(_lib.renju_game_ruleset(self._h()))

    @property
    @_locked
    def size(self):
        return self._check(_lib.renju_game_size(self._h()))

    @property
    @_locked
    def errcode(self):
        """The code of the last call that could fail (0 if it succeeded)."""
        return _lib.renju_errcode(self._h())

    @property
    @_locked
    def errmsg(self):
        """The library's message about the last call ("" after a success)."""
        return _text(_lib.renju_errmsg(self._h()))

    # -- options

    @_locked
    def set_option(self, option, value):
        """Set an option (an OPT_* value or its name: "foul_policy", "allow_pass",
        "centre_first", "move_limit", "three_reading", "opening", "opening_n",
        "edge_blocks")."""
        option = _option(option)
        if option == OPT_OPENING:
            value = _word(OPENING_RULES, value, "opening rule")
        elif option in _YES_NO_OPTIONS and isinstance(value, bool):
            value = int(value)          # allow_pass=False means what it says
        self._check(_lib.renju_option_set(self._h(), option, _c_int(value, "option value")))

    @_locked
    def get_option(self, option):
        value = ctypes.c_int()
        self._check(_lib.renju_option_get(self._h(), _option(option), ctypes.byref(value)))
        return value.value

    @_locked
    def option_bounds(self, option):
        """(smallest, largest) value the option takes in this game."""
        lo, hi = ctypes.c_int(), ctypes.c_int()
        self._check(_lib.renju_option_bounds(self._h(), _option(option),
                                             ctypes.byref(lo), ctypes.byref(hi)))
        return lo.value, hi.value

    # -- points

    @_locked
    def point(self, p):
        """The library's integer for a point given as notation, (column, row) or an
        integer (checked to be on the board, or PASS)."""
        h = self._h()
        if isinstance(p, str):
            value = ctypes.c_int()
            self._check(_lib.renju_point_parse(h, _c_str(p, "point"), ctypes.byref(value)))
            return value.value
        if isinstance(p, tuple):
            if len(p) != 2:
                raise TypeError("a point is (column, row), not %r" % (p,))
            return self._check(_lib.renju_point(h, _c_int(p[0], "column"),
                                                _c_int(p[1], "row")))
        if p is None:
            raise TypeError("None is not a point")
        p = _c_int(p, "point")
        if p != PASS:
            self._check(_lib.renju_point_column(h, p))
        return p

    @_locked
    def name(self, p):
        """The notation of a point ("h8", "pass"); None for NO_POINT."""
        if isinstance(p, int) and not isinstance(p, bool):
            p = _c_int(p, "point")      # the library's integer, checked by the library
        else:
            p = self.point(p)
        if p == NO_POINT:
            return None
        buf = ctypes.create_string_buffer(16)
        self._check(_lib.renju_point_format(self._h(), p, buf, len(buf)))
        return _text(buf.value)

    @_locked
    def coordinates(self, p):
        """(column, row) of a point."""
        p = self.point(p)
        h = self._h()
        return (self._check(_lib.renju_point_column(h, p)),
                self._check(_lib.renju_point_row(h, p)))

    @_locked
    def points(self):
        """Every point of the board, as notation, row by row from a1."""
        return [self.name(p) for p in range(self.size * self.size)]

    # -- play

    @_locked
    def play(self, p):
        """Place a stone of the side to move ("pass" passes)."""
        p = self.point(p)
        if p == PASS:
            self._check(_lib.renju_pass(self._h()))
        else:
            self._check(_lib.renju_play(self._h(), p))

    @_locked
    def play_moves(self, moves):
        """Play a move list: a string "h8 h9 i9 pass ..." or a sequence of points."""
        if isinstance(moves, str):
            moves = moves.split()
        for p in moves:
            self.play(p)

    @_locked
    def pass_move(self):
        self._check(_lib.renju_pass(self._h()))

    @_locked
    def undo(self):
        self._check(_lib.renju_undo(self._h()))

    @_locked
    def redo(self):
        self._check(_lib.renju_redo(self._h()))

    @_locked
    def resign(self, colour):
        self._check(_lib.renju_resign(self._h(), _word(COLOURS, colour, "colour")))

    @_locked
    def offer_draw(self, p="pass"):
        """Play p (a pass by default) and offer a draw with it."""
        self._check(_lib.renju_offer_draw(self._h(), self.point(p)))

    @_locked
    def accept_draw(self):
        self._check(_lib.renju_accept_draw(self._h()))

    @_locked
    def decline_draw(self):
        self._check(_lib.renju_decline_draw(self._h()))

    @property
    @_locked
    def draw_offered(self):
        return bool(self._check(_lib.renju_draw_offered(self._h())))

    # -- queries

    @_locked
    def stone(self, p):
        """EMPTY, BLACK or WHITE on a point."""
        return self._check(_lib.renju_stone(self._h(), self.point(p)))

    def __getitem__(self, p):
        return self.stone(p)

    @property
    @_locked
    def side_to_move(self):
        return self._check(_lib.renju_side_to_move(self._h()))

    @property
    @_locked
    def move_count(self):
        return self._check(_lib.renju_move_count(self._h()))

    @property
    @_locked
    def stone_count(self):
        return self._check(_lib.renju_stone_count(self._h()))

    @_locked
    def _ints(self, fn, *args):
        """A list from a function with the buffer convention: ask the size, then fill
        (both under the lock, so that the size still holds for the fill)."""
        h = self._h()
        n = self._check(fn(h, *args, None, 0))
        buf = (ctypes.c_int * max(n, 1))()
        n = self._check(fn(h, *args, buf, n))
        return list(buf[:n])

    @property
    def move_points(self):
        """The moves played, as the library's integers (PASS for a pass)."""
        return self._ints(_lib.renju_moves)

    @property
    @_locked
    def moves(self):
        """The moves played, as notation ("pass" for a pass)."""
        return [self.name(p) for p in self.move_points]

    @property
    @_locked
    def last_move(self):
        """The last move as notation, None before the first."""
        return self.name(self._check(_lib.renju_last_move(self._h())))

    @property
    @_locked
    def result(self):
        """ONGOING, BLACK_WINS, WHITE_WINS or DRAW."""
        return self._check(_lib.renju_result(self._h()))

    @property
    @_locked
    def result_reason(self):
        return self._check(_lib.renju_result_reason(self._h()))

    @property
    def over(self):
        return self.result != ONGOING

    @property
    @_locked
    def winning_line(self):
        """The points of the winning line as notation, [] if not won by a line."""
        return [self.name(p) for p in self._ints(_lib.renju_winning_line)]

    @property
    @_locked
    def result_foul(self):
        """(FORBID_* kind, point) of the foul that ended the game; (FORBID_NONE,
        None) otherwise."""
        kind, point = ctypes.c_int(), ctypes.c_int()
        self._check(_lib.renju_result_foul(self._h(), ctypes.byref(kind),
                                           ctypes.byref(point)))
        return kind.value, self.name(point.value)

    @_locked
    def board(self):
        """The stones as rows of EMPTY/BLACK/WHITE, the top row (the highest) first."""
        # one call: a buffer for the largest board, and the size from the count
        cells = (ctypes.c_ubyte * (MAX_SIZE * MAX_SIZE))()
        n = self._check(_lib.renju_board(self._h(), cells, len(cells)))
        size = int(n ** 0.5 + 0.5)
        return [list(cells[r * size:(r + 1) * size]) for r in reversed(range(size))]

    @_locked
    def board_text(self, flags=0):
        """The position as the library draws it: a line per row, the top row first,
        then the column letters, each line ending with a newline.  X black, O white,
        . empty; flags (TEXT_* combined with |) add x on black's forbidden points
        (renju), [ ] around the last move and ? on the 5th-move offers being chosen."""
        h, flags = self._h(), _c_int(flags, "flags")
        # one call in practice: a buffer for the largest board, asked again only if
        # a library that draws more says so
        buf = ctypes.create_string_buffer(_BOARD_TEXT_GUESS)
        rc = _lib.renju_board_text(h, flags, buf, len(buf))
        if rc == EBUFSIZE:
            n = self._check(_lib.renju_board_text(h, flags, None, 0))
            buf = ctypes.create_string_buffer(n)
            rc = _lib.renju_board_text(h, flags, buf, n)
        self._check(rc)
        return _text(buf.value)

    def __str__(self):
        """The board as the library draws it, without marks or the final newline."""
        return self.board_text().rstrip("\n")

    @_locked
    def __repr__(self):
        if self._handle is None:
            return "<renju.Game closed>"
        return "<renju.Game %s %dx%d, %d moves, %s>" % (
            {v: k for k, v in RULESETS.items()}.get(self.ruleset), self.size, self.size,
            self.move_count, RESULT_NAMES.get(self.result))

    # -- setup

    @_locked
    def setup_begin(self):
        self._check(_lib.renju_setup_begin(self._h()))

    @_locked
    def setup_put(self, p, colour):
        self._check(_lib.renju_setup_put(self._h(), self.point(p),
                                         _word(COLOURS, colour, "colour")))

    @_locked
    def setup_side(self, colour):
        self._check(_lib.renju_setup_side(self._h(), _word(COLOURS, colour, "colour")))

    @_locked
    def setup_end(self):
        self._check(_lib.renju_setup_end(self._h()))

    @property
    @_locked
    def in_setup(self):
        return bool(self._check(_lib.renju_in_setup(self._h())))

    @_locked
    def setup(self, black=(), white=(), side=BLACK):
        """Set up a position in one call: the stones given (on the current board),
        side to move, and back to play."""
        self.setup_begin()
        for p in black:
            self.setup_put(p, BLACK)
        for p in white:
            self.setup_put(p, WHITE)
        self.setup_side(side)
        self.setup_end()

    # -- forbidden points

    @_locked
    def forbidden(self, p):
        """FORBID_NONE or the kind of foul of a black stone on an empty point."""
        return self._check(_lib.renju_forbidden(self._h(), self.point(p)))

    @_locked
    def forbidden_map(self):
        """{point: FORBID_* kind} for every forbidden point, points as notation."""
        size = self.size
        buf = (ctypes.c_ubyte * (size * size))()
        self._check(_lib.renju_forbidden_map(self._h(), buf, len(buf)))
        return {self.name(p): kind for p, kind in enumerate(buf) if kind}

    def forbidden_points(self):
        """The set of black's forbidden points, as notation."""
        return set(self.forbidden_map())

    # -- shapes and explanations

    def _line(self, p, colour, direction):
        """The arguments of a shape query, checked: point, colour, direction."""
        return (self.point(p), _word(COLOURS, colour, "colour"),
                _c_int(direction, "direction"))

    @_locked
    def shape(self, p, colour, direction):
        """SHAPE_* a stone of colour on p makes along direction (DIR_*)."""
        return self._check(_lib.renju_shape(self._h(), *self._line(p, colour, direction)))

    @_locked
    def shape_stones(self, p, colour, direction):
        """The stones of that shape along the line, as notation."""
        pts = self._ints(_lib.renju_shape_stones, *self._line(p, colour, direction))
        return [self.name(q) for q in pts]

    @_locked
    def shape_keys(self, p, colour, direction):
        """The key points of that shape: [(point, status)], status 0 when the point
        can be played, else a FORBID_* kind or KEY_MAKES_FIVE."""
        h, args = self._h(), self._line(p, colour, direction)
        n = self._check(_lib.renju_shape_keys(h, *args, None, None, 0))
        pts, status = (ctypes.c_int * max(n, 1))(), (ctypes.c_int * max(n, 1))()
        n = self._check(_lib.renju_shape_keys(h, *args, pts, status, n))
        return [(self.name(pts[i]), status[i]) for i in range(n)]

    @_locked
    def explain(self, p):
        """One English sentence saying whether a black stone on p is forbidden, and
        why."""
        h, pt = self._h(), self.point(p)
        n = self._check(_lib.renju_explain(h, pt, None, 0))
        buf = ctypes.create_string_buffer(n)
        self._check(_lib.renju_explain(h, pt, buf, n))
        return _text(buf.value)

    # -- the opening (renju_rules(7), OPENING RULES)

    @property
    @_locked
    def expected_action(self):
        """What the game expects next: an ACTION_* value."""
        return self._check(_lib.renju_expected_action(self._h()))

    @property
    @_locked
    def expected_player(self):
        """PLAYER_FIRST or PLAYER_SECOND, PLAYER_NONE when nothing is expected."""
        return self._check(_lib.renju_expected_player(self._h()))

    @property
    @_locked
    def expected_colour(self):
        return self._check(_lib.renju_expected_colour(self._h()))

    @_locked
    def player_colour(self, player):
        """The colour a player (PLAYER_* or "first"/"second") holds now."""
        return self._check(_lib.renju_player_colour(self._h(), _word(PLAYERS, player,
                                                                     "player")))

    @property
    @_locked
    def colours_final(self):
        return bool(self._check(_lib.renju_colours_final(self._h())))

    @_locked
    def allowed_points(self):
        """Where the expected action may place a stone (or the offers to choose
        from), as notation."""
        return [self.name(p) for p in self._ints(_lib.renju_allowed_points)]

    @_locked
    def point_allowed(self, p):
        return bool(self._check(_lib.renju_point_allowed(self._h(), self.point(p))))

    @_locked
    def offer_bounds(self):
        """(min, max) number of 5th-move offers."""
        lo, hi = ctypes.c_int(), ctypes.c_int()
        self._check(_lib.renju_offer_bounds(self._h(), ctypes.byref(lo), ctypes.byref(hi)))
        return lo.value, hi.value

    @property
    @_locked
    def offers(self):
        """The 5th-move offers made in this game, as notation."""
        return [self.name(p) for p in self._ints(_lib.renju_offers)]

    def _player(self, player):
        return self.expected_player if player is None else _word(PLAYERS, player, "player")

    @_locked
    def swap(self, do_swap=True, player=None):
        """Swap colours (or keep them with do_swap False).  player defaults to the one
        expected to act, here and in the other opening actions."""
        self._check(_lib.renju_swap(self._h(), self._player(player), 1 if do_swap else 0))

    @_locked
    def declare(self, number, player=None):
        self._check(_lib.renju_declare(self._h(), self._player(player),
                                       _c_int(number, "number of offers")))

    @_locked
    def propose(self, points, player=None):
        """Propose all the 5th-move offers at once."""
        pts = [self.point(p) for p in points]
        arr = (ctypes.c_int * max(len(pts), 1))(*pts)
        self._check(_lib.renju_propose(self._h(), self._player(player), arr, len(pts)))

    @_locked
    def choose_offer(self, p, player=None):
        self._check(_lib.renju_choose_offer(self._h(), self._player(player), self.point(p)))

    @_locked
    def choose_branch(self, branch, player=None):
        self._check(_lib.renju_choose_branch(self._h(), self._player(player),
                                             _c_int(branch, "branch")))

    @_locked
    def choose_colour(self, colour, player=None):
        self._check(_lib.renju_choose_colour(self._h(), self._player(player),
                                             _word(COLOURS, colour, "colour")))

    @_locked
    def choose_swap2(self, option, player=None):
        self._check(_lib.renju_choose_swap2(self._h(), self._player(player),
                                            _c_int(option, "swap2 option")))

    @_locked
    def play_as(self, player, p):
        self._check(_lib.renju_play_as(self._h(), _word(PLAYERS, player, "player"),
                                       self.point(p)))

    # -- symmetry and the 26 openings

    @_locked
    def symmetry_point(self, sym, p):
        """The image of p under symmetry sym (SYM_*), as notation."""
        return self.name(self._check(_lib.renju_symmetry_point(
            self._h(), _c_int(sym, "symmetry"), self.point(p))))

    @_locked
    def offers_equivalent(self, a, b):
        return bool(self._check(_lib.renju_offers_equivalent(self._h(), self.point(a),
                                                             self.point(b))))

    @_locked
    def opening_identify(self, black1, white2, black3):
        """(index, symmetry) of the opening these three stones form, (0, None) if
        they form none of the 26."""
        sym = ctypes.c_int(-1)
        index = self._check(_lib.renju_opening_identify(
            self._h(), self.point(black1), self.point(white2), self.point(black3),
            ctypes.byref(sym)))
        return (index, sym.value) if index else (0, None)

    @property
    @_locked
    def opening_index(self):
        """The opening of this game's first three moves, 0 if none of the 26."""
        return self._check(_lib.renju_opening_index(self._h()))

    @_locked
    def opening_points(self, index, sym=SYM_IDENTITY):
        """The three points of opening index under symmetry sym, as notation."""
        buf = (ctypes.c_int * 3)()
        n = self._check(_lib.renju_opening_points(self._h(), _c_int(index, "opening index"),
                                                  _c_int(sym, "symmetry"), buf, 3))
        return [self.name(p) for p in buf[:n]]

    # -- records and tags (renju_rules(7), GAME RECORDS)

    @_locked
    def export(self, format="sgf"):
        """The record of the game in a format ("moves", "sgf", "psq" or FORMAT_*)."""
        fmt, h = _word(FORMATS, format, "format"), self._h()
        n = self._check(_lib.renju_record_export(h, fmt, None, 0))
        buf = ctypes.create_string_buffer(n)
        self._check(_lib.renju_record_export(h, fmt, buf, n))
        return _data(buf.value)

    def _import_error(self, rc):
        """The exception of a failed import, with where it failed."""
        err = error_class(rc)(rc, _text(_lib.renju_errmsg(self._h())))
        err.line, err.column, err.move = self.record_error_position()
        return err

    @_locked
    def import_record(self, text, format="sgf", flags=0):
        """Read a record (str or bytes) into the game; returns the number of bytes
        read.  A failure raises with .line, .column and .move set."""
        data = _record_text(text)
        fmt, flags = _word(FORMATS, format, "format"), _c_int(flags, "flags")
        rc = _lib.renju_record_import(self._h(), fmt, data, len(data), flags)
        if rc < 0:
            raise self._import_error(rc)
        return rc

    @_locked
    def import_next(self, data, offset=0, format="sgf", flags=0):
        """Read the game of a collection (bytes) at or after offset.  Returns
        (read, end): read is True when a game was read, False when none is left; end
        is where the next game starts.  A game that cannot be read raises, with .end
        set so that the caller can go on from there."""
        if isinstance(data, str):     # offsets count bytes: a str would mislead them
            raise TypeError("a collection is bytes, not str: encode it first")
        data = _bytes_like(data, "a collection")
        offset = _integer(offset, "offset")
        if not 0 <= offset <= len(data):
            raise InvalidArgument(EINVAL, "offset %d is outside the text" % offset)
        fmt, flags = _word(FORMATS, format, "format"), _c_int(flags, "flags")
        at = ctypes.c_size_t(offset)
        rc = _lib.renju_record_import_next(self._h(), fmt, data, len(data),
                                           ctypes.byref(at), flags)
        if rc < 0:
            err = self._import_error(rc)
            err.end = at.value
            raise err
        return rc == 1, at.value

    @_locked
    def record_warnings(self):
        """The warnings of the last import: a list of (code, line, column, count,
        message), code one of WARN_*."""
        h, out = self._h(), []
        for i in range(self._check(_lib.renju_record_warnings(h))):
            code, line, column, count = (ctypes.c_int() for _ in range(4))
            msg = _lib.renju_record_warning(h, i, ctypes.byref(code), ctypes.byref(line),
                                            ctypes.byref(column), ctypes.byref(count))
            out.append((code.value, line.value, column.value, count.value, _text(msg)))
        return out

    @classmethod
    def from_record(cls, text, format="sgf", ruleset=RULES_RENJU, size=DEFAULT_SIZE,
                    flags=IMPORT_RULES):
        """A new game read from a record; by default with the rule set and size the
        record names."""
        game = cls(ruleset, size)
        try:
            game.import_record(text, format, flags)
        except BaseException:
            game.close()
            raise
        return game

    @_locked
    def record_error_position(self):
        """(line, column, move) where the last import failed; zeros after a success."""
        line, column, move = ctypes.c_int(), ctypes.c_int(), ctypes.c_int()
        self._check(_lib.renju_record_error_position(self._h(), ctypes.byref(line),
                                                     ctypes.byref(column), ctypes.byref(move)))
        return line.value, column.value, move.value

    @_locked
    def set_tag(self, name, value):
        """Set a tag ("PB", "EV", ...); None or "" removes it."""
        value = None if value is None else _c_str(value, "tag value")
        self._check(_lib.renju_tag_set(self._h(), _c_str(name, "tag name"), value))

    @_locked
    def get_tag(self, name):
        """A tag's value, "" when not set."""
        h, key = self._h(), _c_str(name, "tag name")
        n = self._check(_lib.renju_tag_get(h, key, None, 0))
        buf = ctypes.create_string_buffer(n)
        self._check(_lib.renju_tag_get(h, key, buf, n))
        return _data(buf.value)

    @property
    @_locked
    def tags(self):
        """{name: value} of the tags that are set."""
        return {name: value for name, value in ((n, self.get_tag(n)) for n in tag_names())
                if value}


# The size of the buffer Game.board_text() tries first: the drawing of a 20x20 board,
# the largest, takes at most 905 bytes with its NUL.
_BOARD_TEXT_GUESS = 1024

# The options that are a yes or no, which may be given as a bool.  A bool elsewhere
# (move_limit=True) is a mistake, refused like any other bool taken for a number.
_YES_NO_OPTIONS = (OPT_ALLOW_PASS, OPT_CENTRE_FIRST, OPT_EDGE_BLOCKS)


def _option(option):
    return _word({k.replace("_", "-"): v for k, v in OPTIONS.items()}, option, "option")
