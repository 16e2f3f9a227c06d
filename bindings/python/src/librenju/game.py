# SPDX-License-Identifier: MIT
"""The Game: one librenju handle, with play, queries, setup, forbidden points and
shapes here, the opening in _opening.py and records in _records.py."""

from __future__ import annotations

import ctypes
import math
import re
import threading
from typing import (TYPE_CHECKING, Any, Callable, Dict, Iterable, List, NamedTuple, Optional,
                    Set, Tuple, TypeVar, Union, cast)

from . import _args, _native
from ._base import CELLS, GameBase, locked
from ._opening import OpeningMethods
from ._records import RecordMethods
from ._tree import Node, TreeMethods
from .board import Board
from .catalogue import strerror
from .enums import (COLOURS, Colour, DiagramFlag, Direction, ErrorCode, FoulPolicy,
                    ForbiddenKind, KeyStatus,
                    Option, Reason, Result, Shape, SolveOutcome, TextFlag, Threat,
                    ThreeReading, catalogue_enum)
from .errors import error
from .points import PASS, Move, Point


class Vcf(NamedTuple):
    """The answer of Game.vcf(), Game.vct() and Game.solve(): what was found, the winning
    line (empty unless outcome is WIN) and the number of positions searched."""
    outcome: "SolveOutcome"
    line: List[Point]
    nodes: int


class Defences(NamedTuple):
    """The answer of Game.defences(): what the other side has if the side to move does
    nothing (WIN: a threat to stop; NONE: no threat at all; UNKNOWN: a limit came
    first), the side to move's moves that leave it no such win, in point order, and the
    number of positions searched.  WIN with no points: every move loses.  NONE: every
    legal move is listed.  UNKNOWN: only the moves proved to defend are."""
    outcome: "SolveOutcome"
    points: List[Point]
    nodes: int


class Proof(NamedTuple):
    """The answer of Game.proof(): what was found, and on a win the proof.

    game is a new Game, a copy of the one searched standing on the same node, whose
    children there are the proof (its main line first); node is the proof's first move
    in it, to walk with the tree's API (node.children, game.tree.goto(node)).  Under
    each attacker move that is not a five, the defender's replies that need an answer
    are its children in point order, each with the attacker's one answer below it.
    Both are None unless outcome is WIN.  The game is the caller's: close it (close(),
    or a with block on the Proof or on the game), or leave it to the collector."""
    outcome: "SolveOutcome"
    game: Optional["Game"]
    node: Optional[Node[Game]]
    nodes: int

    def export(self) -> str:
        """The proof as one SGF game tree of moves on one line (Node.export()):
        "(;B[hh](;W[ig];B[jh])(;W[jh];B[ig]))"; "" when there is no proof."""
        return "" if self.node is None else self.node.export()

    def close(self) -> None:
        """Close the proof's game (nothing to do when there is none)."""
        if self.game is not None:
            self.game.close()

    def __enter__(self) -> "Proof":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


if TYPE_CHECKING:
    from .enums import Ruleset

#: The default board size, and the smallest and largest (RENJU_DEFAULT_SIZE, ...).
DEFAULT_SIZE = 15
MIN_SIZE = 5
MAX_SIZE = 20

_KINDS = tuple(ForbiddenKind)
_NONZERO = re.compile(b"[^\x00]")
_YES_NO = (Option.ALLOW_PASS, Option.CENTRE_FIRST, Option.EDGE_BLOCKS)
T = TypeVar("T")


def catalogue_argument(from_name: Any, enum_name: str, what: str, value: Any) -> int:
    """A rule set or an opening rule given as a member of its enumeration (Ruleset,
    OpeningRule), an integer, or its name in any spelling the library reads with
    from_name ("renju", "Gomoku", "caro 6"; "RIF", "Soosorv", "long pro")."""
    if isinstance(value, str):
        rc = from_name(_args.c_str(value, what))
        if rc < 0:
            raise error(ErrorCode.EINVAL, "unknown %s %r (one of %s)" % (
                what, value, ", ".join(str(r) for r in catalogue_enum(enum_name))))
        return int(rc)
    return _args.c_int(value, what)


#: The node limit of the searches (vcf(), vct(), solve(), defences(), proof()) when
#: none is given: a VCF search of a million positions takes from about a second to a
#: few (a crowded 20x20 caro-5 board built to have no end: 2 to 4 s), where one with
#: no limit may not end at all.  A VCT search's positions cost more: a million of them
#: can take tens of seconds.
DEFAULT_MAX_NODES = 1_000_000


def _time_limit(value: Any) -> int:
    """A search's time limit in seconds (None: none) as renju_search_time_set(3)'s
    milliseconds, at least 1."""
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError("time_limit must be a number of seconds or None, not %s"
                        % type(value).__name__)
    if not 0 < value <= _args.INT_MAX / 1000:   # NaN fails too
        raise ValueError("time_limit must be more than 0 and at most %d seconds, not %r"
                         % (_args.INT_MAX // 1000, value))
    return max(1, int(math.ceil(value * 1000)))


def _max_nodes(value: Any) -> int:
    """The node limit of a search: 0 (none) to INT_MAX, the range renju_vcf(3) takes.
    A larger one is refused rather than cut down, so that no limit is quietly
    changed."""
    limit = _args.integer(value, "max_nodes")
    if not 0 <= limit <= _args.INT_MAX:
        raise ValueError("max_nodes must be 0 (no limit) to %d, not %d"
                         % (_args.INT_MAX, limit))
    return limit


class Game(OpeningMethods, RecordMethods, TreeMethods, GameBase):
    """A game of renju, gomoku, five in a row or caro: one librenju handle.

    Game(ruleset="renju", size=15, **options): ruleset is a Ruleset or its name
    ("renju", "freestyle", "standard", "five-in-a-row", "caro-5", "caro-6", or any
    spelling the library reads); options are set by name, as set_option() takes them:
    Game("renju", opening="soosorv", opening_n=5, foul_policy="lose").

    Points are given as a Point, as notation ("h8") or as (column, row) counted from 0
    at the bottom left, and come back as Points; a pass is PASS (or "pass").  State is
    read through properties (game.moves, game.result, game.board) and changed through
    methods (game.play("h8"), game.undo()).  Every failure raises a RenjuError of the
    subclass for its code, carrying the library's message, and leaves the game as it
    was.

    A game may be shared between threads: every method and property runs whole under
    the game's lock.  Free the handle with close() or a with block (close() waits for
    calls in flight; any use after it raises GameClosed); the collector frees it too.
    """

    def __init__(self, ruleset: Union["Ruleset", str, int] = "renju",
                 size: int = DEFAULT_SIZE, **options: Any) -> None:
        self._lock = threading.RLock()
        self._handle = None
        lib = _native.library()
        handle = ctypes.c_void_p()
        rc = lib.renju_game_new(ctypes.byref(handle),
                                catalogue_argument(lib.renju_ruleset_from_name, "Ruleset",
                                                   "rule set", ruleset),
                                _args.c_int(size, "size"))
        if rc < 0:
            raise error(rc, "cannot create a %s game on a %sx%s board: %s"
                        % (ruleset, size, size, strerror(rc)))
        self._attach(lib, handle)
        try:
            for name, value in options.items():
                self.set_option(name, value)
        except BaseException:
            self.close()
            raise

    @classmethod
    def _adopt(cls, lib: Any, handle: ctypes.c_void_p) -> "Game":
        game = cls.__new__(cls)
        game._lock = threading.RLock()
        game._handle = None
        game._attach(lib, handle)
        return game

    @locked
    def clone(self) -> "Game":
        """A deep copy: position, history, options, tags and result."""
        handle = ctypes.c_void_p()
        self._check(self._lib.renju_game_clone(ctypes.byref(handle), self._h()))
        return type(self)._adopt(self._lib, handle)

    __copy__ = clone

    def __deepcopy__(self, memo: Dict[int, Any]) -> "Game":
        return self.clone()

    @locked
    def reset(self) -> None:
        """Back to the empty board with black to move; rule set, size, options and
        tags kept."""
        self._check(self._lib.renju_game_reset(self._h()))

    @property
    @locked
    def ruleset(self) -> "Ruleset":
        """The Ruleset of the game."""
        value = self._check(self._lib.renju_game_ruleset(self._h()))
        return cast("Ruleset", catalogue_enum("Ruleset")(value))

    @property
    @locked
    def size(self) -> int:
        """The side of the board."""
        return self._check(self._lib.renju_game_size(self._h()))

    @property
    @locked
    def errcode(self) -> Union[ErrorCode, int]:
        """The code of the last call on the game that could fail (OK if it
        succeeded)."""
        rc = int(self._lib.renju_errcode(self._h()))
        try:
            return ErrorCode(rc)
        except ValueError:
            return rc

    @property
    @locked
    def errmsg(self) -> str:
        """The library's message about that call ("" after a success)."""
        return _args.text(self._lib.renju_errmsg(self._h()))

    def __repr__(self) -> str:
        with self._lock:
            if self._handle is None:
                return "<librenju.Game closed>"
            return "<librenju.Game %s %dx%d, %d moves, %s>" % (
                self.ruleset, self._size, self._size, self.move_count, self.result)

    def __str__(self) -> str:
        """The board as the library draws it, without marks or the final newline."""
        return self.board_text().rstrip("\n")

    # -- options

    @locked
    def set_option(self, option: Union[Option, str, int], value: Any) -> None:
        """Set an option before the first move: an Option or its name ("foul_policy",
        "allow_pass", "centre_first", "move_limit", "three_reading", "opening",
        "opening_n", "edge_blocks").  The opening takes an OpeningRule or its name, the
        foul policy and the three reading their enumerations or names ("lose"), the
        yes-or-no options a bool."""
        lib, opt = self._lib, _args.member(Option, option, "option")
        if opt == Option.OPENING:
            number = catalogue_argument(lib.renju_opening_rule_from_name, "OpeningRule",
                                        "opening rule", value)
        elif opt == Option.FOUL_POLICY:
            number = _args.member(FoulPolicy, value, "foul policy")
        elif opt == Option.THREE_READING:
            number = _args.member(ThreeReading, value, "three reading")
        elif opt in _YES_NO and isinstance(value, bool):
            number = int(value)           # allow_pass=False means what it says
        else:
            number = _args.c_int(value, "option value")
        self._check(lib.renju_option_set(self._h(), opt, number))

    @locked
    def get_option(self, option: Union[Option, str, int]) -> Any:
        """The value of an option: an OpeningRule, FoulPolicy or ThreeReading, a bool
        for the yes-or-no options, an int for the others."""
        opt = _args.member(Option, option, "option")
        value = ctypes.c_int()
        self._check(self._lib.renju_option_get(self._h(), opt, ctypes.byref(value)))
        v = value.value
        if opt == Option.OPENING:
            return catalogue_enum("OpeningRule")(v)
        if opt == Option.FOUL_POLICY:
            return FoulPolicy(v)
        if opt == Option.THREE_READING:
            return ThreeReading(v)
        if opt in _YES_NO:
            return bool(v)
        return v

    @locked
    def option_bounds(self, option: Union[Option, str, int]) -> Tuple[int, int]:
        """(smallest, largest) value the option takes in this game."""
        opt = _args.member(Option, option, "option")
        lo, hi = ctypes.c_int(), ctypes.c_int()
        self._check(self._lib.renju_option_bounds(self._h(), opt, ctypes.byref(lo),
                                                  ctypes.byref(hi)))
        return lo.value, hi.value

    @property
    @locked
    def options(self) -> Dict[Option, Any]:
        """Every option's value, as get_option() gives it."""
        return {opt: self.get_option(opt) for opt in Option}

    # -- points

    @locked
    def point(self, p: Any) -> Move:
        """A point of this board (or PASS) from any form a method takes: a Point,
        notation or (column, row).  OutOfRange off the board, NotationError for bad
        notation."""
        return cast(Move, self._table.moves[self._index(p)])

    @locked
    def index(self, p: Any) -> int:
        """The library's integer for a point of this board (row * size + column), or
        for PASS."""
        return self._index(p)

    @property
    @locked
    def points(self) -> List[Point]:
        """Every point of the board, in the library's order: a1, b1, ... row by row
        from the bottom."""
        return list(self._table.points)

    # -- play

    def play(self, p: Any) -> None:
        """Place a stone of the side to move (or, with PASS or "pass", pass)."""
        with self._lock:
            h = self._handle
            if h is None:
                self._h()
            rc = self._lib.renju_play(h, self._index(p))
            if rc < 0:
                raise self._error(rc)

    @locked
    def play_moves(self, moves: Union[str, Iterable[Any]]) -> None:
        """Play a move list: a string "h8 h9 i9 pass ..." or an iterable of moves.
        Stops at the first that fails, which raises; the moves before it stay."""
        if isinstance(moves, str):
            moves = moves.split()
        for p in moves:
            self.play(p)

    @locked
    def pass_move(self) -> None:
        """Pass.  Two passes in a row end the game in a draw."""
        self._check(self._lib.renju_pass(self._h()))

    def undo(self) -> None:
        """Take back the last action (stone, pass, resignation, forfeit, draw answer or
        opening action), reopening a finished game."""
        with self._lock:
            h = self._handle
            if h is None:
                self._h()
            rc = self._lib.renju_undo(h)
            if rc < 0:
                raise self._error(rc)

    @locked
    def redo(self) -> None:
        """Play again the last action taken back."""
        self._check(self._lib.renju_redo(self._h()))

    @locked
    def resign(self, colour: Union[Colour, str, int]) -> None:
        """The player of colour ("black", "white") resigns; the other wins."""
        self._check(self._lib.renju_resign(self._h(), _args.member(Colour, colour,
                                                                    "colour")))

    @locked
    def forfeit(self, colour: Union[Colour, str, int],
                reason: Union[Reason, str, int]) -> None:
        """The player of colour loses by reason ("time" or "forfeit"): an arbiter's
        verdict, taken back by undo() like a resignation; the other wins."""
        self._check(self._lib.renju_forfeit(self._h(), _args.member(Colour, colour, "colour"),
                                            _args.member(Reason, reason, "reason")))

    @locked
    def offer_draw(self, p: Any = PASS) -> None:
        """Play p (a pass by default) and offer a draw with it."""
        self._check(self._lib.renju_offer_draw(self._h(), self._index(p)))

    @locked
    def accept_draw(self) -> None:
        """Accept the draw offered: the game ends in a draw."""
        self._check(self._lib.renju_accept_draw(self._h()))

    @locked
    def decline_draw(self) -> None:
        """Decline the draw offered (moving declines it too)."""
        self._check(self._lib.renju_decline_draw(self._h()))

    @property
    @locked
    def draw_offered(self) -> bool:
        """True while a draw offer is pending."""
        return bool(self._check(self._lib.renju_draw_offered(self._h())))

    # -- the position

    @locked
    def stone(self, p: Any) -> Colour:
        """EMPTY, BLACK or WHITE on a point."""
        return COLOURS[self._check(self._lib.renju_stone(self._h(), self._index(p)))]

    @property
    def board(self) -> Board:
        """Every point's colour now, as a Board (read in one call)."""
        with self._lock:
            h = self._h()
            n = self._lib.renju_board(h, self._cells, CELLS)
            if n < 0:
                raise self._error(n)
            board = Board.__new__(Board)
            board._table = self._table
            board._cells = ctypes.string_at(self._cells, n)
            return board

    @locked
    def board_text(self, marks: Union[TextFlag, int] = TextFlag(0)) -> str:
        """The position as the library draws it: a line per row, the top row first,
        then the column letters, each line ending with a newline.  X black, O white,
        . empty; marks (TextFlag, combined with |) add x on black's forbidden points
        (renju), [ ] around the last move and ? on the 5th-move offers being
        chosen."""
        flags = _args.c_int(marks, "marks")
        return _args.text(self._text_of(self._lib.renju_board_text, flags))

    @locked
    def diagram_svg(self, flags: Union[DiagramFlag, int] = DiagramFlag.DEFAULT, first: int = 1,
                    cell: int = 0, title: Optional[str] = None) -> str:
        """The position as an SVG image (renju_diagram(3)): the grid, the star points,
        the stones and what flags add (DiagramFlag, combined with |: coordinates,
        move numbers from move first on, the last move, black's forbidden points, the
        node's marks, a white board); cell is the distance between points in pixels
        (12 to 160, 0 for 32), title a line above the board."""
        return _args.text(self._text_of(
            self._lib.renju_diagram_svg, _args.c_int(flags, "flags"), _args.c_int(first, "first"),
            _args.c_int(cell, "cell"), None if title is None else _args.c_str(title, "title")))

    @property
    @locked
    def side_to_move(self) -> Colour:
        """The colour to move (once the game has ended: the one that would move)."""
        return COLOURS[self._check(self._lib.renju_side_to_move(self._h()))]

    @property
    @locked
    def move_count(self) -> int:
        """The number of moves (stones and passes) since the start or the setup."""
        return self._check(self._lib.renju_move_count(self._h()))

    @property
    @locked
    def stone_count(self) -> int:
        """The number of stones on the board."""
        return self._check(self._lib.renju_stone_count(self._h()))

    @property
    @locked
    def moves(self) -> List[Move]:
        """The moves played, in order: Points, and PASS where a player passed."""
        return self._moves_of(self._lib.renju_moves)

    @property
    @locked
    def last_move(self) -> Optional[Move]:
        """The last move: a Point, PASS, or None before the first."""
        return self._move(self._check(self._lib.renju_last_move(self._h())))

    # -- the result

    @property
    @locked
    def result(self) -> Result:
        """ONGOING, BLACK_WINS, WHITE_WINS or DRAW."""
        return Result(self._check(self._lib.renju_result(self._h())))

    @property
    @locked
    def reason(self) -> Reason:
        """Why the game ended (Reason.NONE while it goes on)."""
        return Reason(self._check(self._lib.renju_result_reason(self._h())))

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self.result != Result.ONGOING

    @property
    @locked
    def winning_line(self) -> List[Point]:
        """The points of the winning line in order along it, [] if the game was not
        won by a line."""
        return self._moves_of(self._lib.renju_winning_line)

    @locked
    def vcf(self, max_nodes: int = DEFAULT_MAX_NODES,
            time_limit: Optional[float] = None) -> "Vcf":
        """Victory by continuous fours for the side to move, under the game's rules
        (renju_vcf(3)): a Vcf whose outcome is WIN (with its main line: the attacker's
        and the defender's moves in turn), NONE (proved that there is none) or UNKNOWN
        (max_nodes positions searched, or time_limit seconds gone, first).  max_nodes
        is DEFAULT_MAX_NODES (1,000,000) unless given: 0 for no limit, or 1 to
        2147483647 (a C int); time_limit None (no limit) or the seconds the search may
        take (renju_search_time_set(3)).  ValueError outside those ranges."""
        return self._search(self._lib.renju_vcf, _max_nodes(max_nodes),
                            _time_limit(time_limit))

    @locked
    def solve(self, n: int, max_nodes: int = DEFAULT_MAX_NODES,
              time_limit: Optional[float] = None) -> "Vcf":
        """Win in n (1 to 20) of the side to move's own moves against every defence
        (renju_solve(3)): 1 is a five, 2 a four no answer stops, 3 a four-three.  A Vcf
        whose outcome is WIN (the main line, from the attacker's first move to its
        five; a defender's pass is PASS), NONE (proved: no win within n) or UNKNOWN
        (max_nodes positions searched, or time_limit seconds gone, first).  max_nodes
        and time_limit as for vcf().  ValueError for n, max_nodes or time_limit
        outside its range."""
        n = _args.integer(n, "n")
        if not 1 <= n <= 20:
            raise ValueError("n must be 1 to 20, not %d" % n)
        return self._search(self._lib.renju_solve, _max_nodes(max_nodes),
                            _time_limit(time_limit), n)

    @locked
    def vct(self, max_nodes: int = DEFAULT_MAX_NODES,
            time_limit: Optional[float] = None) -> "Vcf":
        """Victory by continuous threats for the side to move (renju_vct(3)): each of
        its moves a four or a three, the defender answering with every move that stops
        the threat and with its own fours.  A VCF is a VCT.  A Vcf as vcf() gives it:
        WIN with the main line (the defender's answer the first in point order), NONE
        (proved that there is none) or UNKNOWN (a limit came first).  max_nodes and
        time_limit as for vcf(); ValueError outside their ranges."""
        return self._search(self._lib.renju_vct, _max_nodes(max_nodes),
                            _time_limit(time_limit))

    @locked
    def defences(self, threat: Union[Threat, str, int], max_nodes: int = DEFAULT_MAX_NODES,
                 time_limit: Optional[float] = None) -> "Defences":
        """The side to move's defences against a threat of the other side
        (renju_defences(3)): every legal point after which the other side, to move, has
        no win of the kind threat names: Threat.VCF or "vcf" (victory by continuous
        fours), Threat.VCT or "vct" (victory by continuous threats).  A five of the side
        to move is one; black's forbidden points never are (renju).  A Defences:
        outcome WIN when there is a threat to stop (no points: every move loses), NONE
        when there is none (every legal point is listed), UNKNOWN when max_nodes
        positions (counted over all the searches) or time_limit seconds came first
        (only the points proved to defend are listed).  max_nodes and time_limit as for
        vcf().  InvalidArgument for another threat, ValueError for max_nodes or
        time_limit outside its range."""
        kind = _args.member(Threat, threat, "threat")
        limit, ms = _max_nodes(max_nodes), _time_limit(time_limit)
        outcome, nodes = ctypes.c_int(), ctypes.c_int()
        points = self._timed(ms, lambda: self._moves_of(
            self._lib.renju_defences, kind, limit, ctypes.byref(outcome),
            ctypes.byref(nodes)))
        return Defences(SolveOutcome(outcome.value), points, nodes.value)

    @locked
    def proof(self, threat: Union[Threat, str, int], moves: Optional[int] = None,
              max_nodes: int = DEFAULT_MAX_NODES,
              time_limit: Optional[float] = None) -> "Proof":
        """A win of the side to move with its proof (renju_proof(3)): searched as
        vcf() (threat Threat.VCF or "vcf"), vct() ("vct") or solve(moves) ("win", with
        moves 1 to 20, which the others do not take).  A Proof: outcome WIN with the
        proof's game and first node (see Proof), NONE (proved: no such win) or UNKNOWN
        (a limit came first), with no game then.  max_nodes and time_limit as for
        vcf(); they bound the search, not the building of the proof.  This game is not
        changed.  InvalidArgument for another threat, ValueError for moves, max_nodes
        or time_limit outside its range or moves given to a threat that does not take
        them, TypeError for moves that are no integer."""
        kind = _args.member(Threat, threat, "threat")
        if kind == Threat.WIN:
            if moves is None:
                raise ValueError("a proof of a win in N needs moves (1 to 20)")
            n = _args.integer(moves, "moves")
            if not 1 <= n <= 20:
                raise ValueError("moves must be 1 to 20, not %d" % n)
        elif moves is not None:
            raise ValueError("moves is for a win in N (threat \"win\") only")
        else:
            n = 0
        limit, ms = _max_nodes(max_nodes), _time_limit(time_limit)
        h, lib = self._h(), self._lib
        outcome, nodes, handle = ctypes.c_int(), ctypes.c_int(), ctypes.c_void_p()
        before = lib.renju_search_time_get(h)
        first = self._timed(ms, lambda: self._check(lib.renju_proof(
            h, kind, n, limit, ctypes.byref(outcome), ctypes.byref(nodes),
            ctypes.byref(handle))))
        if not handle:
            return Proof(SolveOutcome(outcome.value), None, None, nodes.value)
        # the proof's game is a copy made during the search: it took this search's time
        # limit, which is put back as this game has it
        game = type(self)._adopt(lib, handle)
        lib.renju_search_time_set(handle, before)
        return Proof(SolveOutcome(outcome.value), game, Node(game, first), nodes.value)

    def _search(self, fn: Any, max_nodes: int, ms: int, *args: Any) -> "Vcf":
        """The Vcf of renju_vcf(), renju_vct() or renju_solve() in at most ms
        milliseconds (0: no limit), args the arguments before max_nodes."""
        outcome, nodes = ctypes.c_int(), ctypes.c_int()
        line = self._timed(ms, lambda: self._moves_of(fn, *args, max_nodes,
                                                      ctypes.byref(outcome),
                                                      ctypes.byref(nodes)))
        return Vcf(SolveOutcome(outcome.value), line, nodes.value)

    def _timed(self, ms: int, call: Callable[[], T]) -> T:
        """call() with the handle's search time ms milliseconds (0: no limit), for
        this search only: the setting is put back after it."""
        h, lib = self._h(), self._lib
        before = lib.renju_search_time_get(h)
        self._check(lib.renju_search_time_set(h, ms))
        try:
            return call()
        finally:
            lib.renju_search_time_set(h, before)

    @property
    @locked
    def foul(self) -> Optional[Tuple[ForbiddenKind, Point]]:
        """(kind, point) of the foul that ended the game, None if it did not end by a
        foul."""
        kind, point = ctypes.c_int(), ctypes.c_int()
        self._check(self._lib.renju_result_foul(self._h(), ctypes.byref(kind),
                                                ctypes.byref(point)))
        if kind.value == ForbiddenKind.NONE:
            return None
        return ForbiddenKind(kind.value), self._table.moves[point.value]

    # -- setup

    @locked
    def setup_begin(self) -> None:
        """Enter setup mode, to put stones anywhere (setup_put) and choose the side
        to move (setup_side); setup_end() checks the position and plays on."""
        self._check(self._lib.renju_setup_begin(self._h()))

    @locked
    def setup_put(self, p: Any, colour: Union[Colour, str, int]) -> None:
        """Put a stone of colour on p, or with EMPTY take one away (setup mode)."""
        self._check(self._lib.renju_setup_put(self._h(), self._index(p),
                                              _args.member(Colour, colour, "colour")))

    @locked
    def setup_side(self, colour: Union[Colour, str, int]) -> None:
        """Choose the side to move (setup mode)."""
        self._check(self._lib.renju_setup_side(self._h(), _args.member(Colour, colour,
                                                                        "colour")))

    @locked
    def setup_end(self) -> None:
        """Leave setup mode: PositionError for a position the rules cannot continue
        from, which stays in setup mode."""
        self._check(self._lib.renju_setup_end(self._h()))

    @property
    @locked
    def in_setup(self) -> bool:
        """True in setup mode."""
        return bool(self._check(self._lib.renju_in_setup(self._h())))

    @locked
    def setup(self, black: Iterable[Any] = (), white: Iterable[Any] = (),
              side: Union[Colour, str, int] = Colour.BLACK) -> None:
        """Set up a position in one call, from the current board: the stones given,
        the side to move, and back to play (setup_begin ... setup_end).  Made on a copy
        of the game that takes its place only once every step has succeeded, so that a
        failure (a point refused, a position the rules cannot continue from, already
        in setup mode) raises and leaves the game exactly as it was: its moves,
        stones, side to move and mode."""
        if isinstance(black, (str, bytes)) or isinstance(white, (str, bytes)):
            raise TypeError("setup() takes lists of points for black and white, "
                            "not a str")
        stones = ([(self._index(p), int(Colour.BLACK)) for p in black]
                  + [(self._index(p), int(Colour.WHITE)) for p in white])
        colour = _args.member(Colour, side, "colour")
        handle = ctypes.c_void_p()
        self._check(self._lib.renju_game_clone(ctypes.byref(handle), self._h()))
        trial = type(self)._adopt(self._lib, handle)
        try:
            trial._set_up(stones, colour)
            # the copy took the position: the game takes it over, its own handle freed
            handle, trial._handle = trial._h(), None
            old, self._handle = self._handle, handle
            self._lib.renju_game_free(old)
        finally:
            trial.close()

    def _set_up(self, stones: List[Tuple[int, int]], colour: int) -> None:
        h, lib = self._h(), self._lib
        self._check(lib.renju_setup_begin(h))
        for point, stone in stones:
            self._check(lib.renju_setup_put(h, point, stone))
        self._check(lib.renju_setup_side(h, colour))
        self._check(lib.renju_setup_end(h))

    # -- forbidden points

    @locked
    def forbidden(self, p: Any) -> ForbiddenKind:
        """Whether a black stone on an empty point would be forbidden under the renju
        rules now: ForbiddenKind.NONE (legal) or the kind of foul."""
        return _KINDS[self._check(self._lib.renju_forbidden(self._h(), self._index(p)))]

    @property
    def forbidden_map(self) -> Dict[Point, ForbiddenKind]:
        """Black's forbidden points now, each with its kind (read in one call)."""
        with self._lock:
            h = self._h()
            n = self._lib.renju_forbidden_map(h, self._cells, CELLS)
            if n < 0:
                raise self._error(n)
            if n == 0:
                return {}
            points = self._table.points
            cells = ctypes.string_at(self._cells, len(points))
            return {points[m.start()]: _KINDS[cells[m.start()]]
                    for m in _NONZERO.finditer(cells)}

    @property
    def forbidden_points(self) -> Set[Point]:
        """Black's forbidden points now (one call)."""
        return set(self.forbidden_map)

    @locked
    def explain(self, p: Any) -> str:
        """One English sentence saying whether a black stone on p is forbidden, and
        why ("h8 is a double-three: ...")."""
        return _args.text(self._text_of(self._lib.renju_explain, self._index(p)))

    # -- shapes

    def _line(self, p: Any, colour: Any, direction: Any) -> Tuple[int, int, int]:
        return (self._index(p), _args.member(Colour, colour, "colour"),
                _args.member(Direction, direction, "direction"))

    @locked
    def shape(self, p: Any, colour: Union[Colour, str, int],
              direction: Union[Direction, str, int]) -> Shape:
        """The Shape a stone of colour on p makes along a Direction, now."""
        return Shape(self._check(self._lib.renju_shape(self._h(),
                                                       *self._line(p, colour, direction))))

    @locked
    def shape_stones(self, p: Any, colour: Union[Colour, str, int],
                     direction: Union[Direction, str, int]) -> List[Point]:
        """The stones of that shape along the line, p included, in the direction's
        order."""
        return self._moves_of(self._lib.renju_shape_stones,
                              *self._line(p, colour, direction))

    @locked
    def shape_keys(self, p: Any, colour: Union[Colour, str, int],
                   direction: Union[Direction, str, int]) -> List[Tuple[Point, KeyStatus]]:
        """The key points of that shape (for a four the points that complete the five,
        for a three those that make it a straight four), each with whether it can be
        played: KeyStatus.PLAYABLE or why not."""
        h, args = self._h(), self._line(p, colour, direction)
        status = (ctypes.c_int * CELLS)()
        n = self._check(self._lib.renju_shape_keys(h, *args, self._ints, status, CELLS))
        moves = self._table.moves
        return [(moves[self._ints[i]], KeyStatus(status[i])) for i in range(n)]
