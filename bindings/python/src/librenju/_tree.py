# SPDX-License-Identifier: MIT
"""The game tree (renju_tree(3)): Game.tree to move about it and edit it, Node for one
of its nodes, and the records of the whole tree.

A Node is a light handle: the game and the node's number.  Everything it says is read
through the library when asked, under the game's lock, so that it is never out of
date; a node's number stays valid until the node is deleted (the library may then give
it to a new node)."""

from __future__ import annotations

import ctypes
import functools
from typing import (Any, Callable, Generic, Iterable, Iterator, List, MutableMapping,
                    NamedTuple, Optional, Tuple, TypeVar, Union, cast, overload)

from . import _args
from ._base import GameBase, locked
from ._records import BinaryFormat, TextFormat, _format, record_out
from .enums import COLOURS, Colour, ErrorCode, Format, Mark, NodeFlag, NodeKind, TreeMode
from .errors import RenjuError, error
from .points import PASS, Move, Point

#: RENJU_NODE_CURRENT and RENJU_NO_NODE.
NODE_CURRENT = -1
NO_NODE = 0x7fffffff

F = TypeVar("F", bound=Callable[..., Any])
#: The game that a Node or a Tree stands on: Game for every one the package makes
#: (Node[Game], Tree[Game]).  A type parameter, so that this module, which Game is made
#: of, needs nothing of game.py; G is the same for a game's own methods.
GameT = TypeVar("GameT", bound="TreeMethods", covariant=True)
G = TypeVar("G", bound="TreeMethods")


def game_locked(method: F) -> F:
    """locked() for the objects that stand on a game (self._game): the whole method
    runs under the game's lock, as Game's own methods do."""
    @functools.wraps(method)
    def run_locked(self: Any, *args: Any, **kwargs: Any) -> Any:
        with self._game._lock:
            return method(self, *args, **kwargs)
    return cast(F, run_locked)


class NodeAction(NamedTuple):
    """What a node holds: its kind, the colour of who acted (EMPTY for the root, a node
    without an action, and an opening decision a record did not say who took), and
    the value of renju_node_action() (the point of a stone, the reason of a forfeit,
    the choice of an opening decision; 0 where there is none)."""
    kind: NodeKind
    colour: Colour
    value: int


class NodeError(NamedTuple):
    """Why an illegal node broke the rules: the code its action failed with, and the
    library's message."""
    code: Union[ErrorCode, int]
    message: str

    def exception(self) -> RenjuError:
        """The RenjuError the action raised."""
        return error(int(self.code), self.message)


def _code(value: int) -> Union[ErrorCode, int]:
    try:
        return ErrorCode(value)
    except ValueError:
        return value


class Node(Generic[GameT]):
    """A node of a game's tree (Game.tree.root, .current, .node(number), or any node
    reached from them).  Two Nodes are equal when they name the same node of the same
    game.  Reading a node whose number no longer exists raises OutOfRange."""

    __slots__ = ("_game", "_id")

    def __init__(self, game: GameT, number: int) -> None:
        self._game = game
        self._id = _args.c_int(number, "node")

    @property
    def game(self) -> GameT:
        """The game the node belongs to."""
        return self._game

    @property
    def id(self) -> int:
        """The node's number (the root is 0)."""
        return self._id

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Node) and other._game is self._game
                and other._id == self._id)

    def __hash__(self) -> int:
        return hash((id(self._game), self._id))

    def __repr__(self) -> str:
        try:
            action = self.action
        except Exception:             # a deleted node or a closed game: the number alone
            return "<Node %d>" % self._id
        if action.kind in (NodeKind.STONE, NodeKind.PASS):
            what = "%s %s" % (action.colour, self.point)
        else:
            what = str(action.kind)
        return "<Node %d: %s>" % (self._id, what)

    # -- calls

    def _call(self, name: str, *args: Any) -> int:
        """A call of the library on this node: its result, or raised."""
        game = self._game
        return game._check(getattr(game._lib, name)(game._h(), self._id, *args))

    def _node(self, number: int) -> Optional[Node[GameT]]:
        return None if number == NO_NODE else Node(self._game, number)

    # -- where it is

    @property
    @game_locked
    def parent(self) -> Optional[Node[GameT]]:
        """The parent node, None for the root."""
        return self._node(self._call("renju_node_parent"))

    @property
    @game_locked
    def children(self) -> List[Node[GameT]]:
        """The children in order: the first continues the main line, the others are
        its variations."""
        game = self._game
        return [Node(game, n) for n in game._ints_of(game._lib.renju_node_children,
                                                     self._id)]

    @property
    @game_locked
    def depth(self) -> int:
        """The number of nodes above it (0 for the root)."""
        return self._call("renju_node_depth")

    @property
    @game_locked
    def index(self) -> int:
        """Its place among its parent's children (0 for the first, and for the root)."""
        return self._call("renju_node_index")

    @property
    @game_locked
    def next(self) -> Optional[Node[GameT]]:
        """The node after it in pre-order (the root, then each child's subtree in
        order), None after the last."""
        return self._node(self._call("renju_node_next"))

    @property
    @game_locked
    def path(self) -> List[int]:
        """The child indexes from the root to the node (Game.tree.follow())."""
        game = self._game
        return game._ints_of(game._lib.renju_tree_path, self._id)

    @property
    @game_locked
    def line(self) -> List[Move]:
        """The moves (Points, PASS) on the path from the root to the node."""
        game = self._game
        return game._moves_of(game._lib.renju_node_line, self._id)

    @property
    def is_root(self) -> bool:
        return self._id == 0

    @property
    @game_locked
    def is_current(self) -> bool:
        """True when the game stands on this node."""
        return self._game._check(self._game._lib.renju_tree_node(self._game._h())) == self._id

    @game_locked
    def walk(self) -> Iterator[Node[GameT]]:
        """The node and every node below it, in pre-order: a list taken at the call, so
        that the tree may be changed while it is gone through."""
        game = self._game
        h, lib = game._h(), game._lib
        depth = game._check(lib.renju_node_depth(h, self._id))
        found = [self._id]
        n = game._check(lib.renju_node_next(h, self._id))
        while n != NO_NODE and game._check(lib.renju_node_depth(h, n)) > depth:
            found.append(n)
            n = game._check(lib.renju_node_next(h, n))
        return iter([Node(game, k) for k in found])

    @game_locked
    def export(self) -> str:
        """The node's subtree as one SGF game tree of its moves and passes on one line
        (renju_node_export(3)): the node's own move first, each node's children in
        order, one in line and more as variations, "(;B[hh](;W[ig];B[jh])(;W[jh];B[ig]))"
        (SGF's coordinates: columns from the left, rows from the top).  No root node
        and no properties but B and W: the line of a proof (Game.proof()).
        InvalidArgument for the root, or a subtree holding an action other than a move
        or a pass."""
        game = self._game
        return _args.data(game._text_of(game._lib.renju_node_export, self._id))

    # -- what it holds

    @property
    @game_locked
    def action(self) -> NodeAction:
        """(kind, colour, value) of what the node holds."""
        colour, value = ctypes.c_int(), ctypes.c_int()
        kind = self._call("renju_node_action", ctypes.byref(colour), ctypes.byref(value))
        return NodeAction(NodeKind(kind), COLOURS[colour.value], value.value)

    @property
    def kind(self) -> NodeKind:
        """What the node holds: NodeKind.ROOT, STONE, PASS, ..., NONE (no action)."""
        return self.action.kind

    @property
    def colour(self) -> Colour:
        """The colour of who acted (see NodeAction)."""
        return self.action.colour

    @property
    def value(self) -> int:
        """The value of the action (see NodeAction)."""
        return self.action.value

    @property
    @game_locked
    def point(self) -> Optional[Move]:
        """The stone's Point, PASS for a pass, None for a node of another kind."""
        kind, _, value = self.action
        if kind == NodeKind.STONE:
            return cast(Point, self._game._table.moves[value])
        return PASS if kind == NodeKind.PASS else None

    @property
    @game_locked
    def offers(self) -> List[Point]:
        """The 5th-move offers of an offers node ([] for another)."""
        game = self._game
        return game._moves_of(game._lib.renju_node_offers, self._id)

    @property
    @game_locked
    def flags(self) -> NodeFlag:
        """NodeFlag.KEPT, ILLEGAL, UNPLAYABLE, ... combined."""
        return NodeFlag(self._call("renju_node_flags"))

    @game_locked
    def set_flag(self, flag: Union[NodeFlag, str, int], on: bool = True) -> None:
        """Set (or with on False clear) NodeFlag.MARKED or START, or set KEPT, which
        keeps the nodes above too and cannot be cleared; InvalidArgument for another
        flag."""
        if not isinstance(on, bool):
            raise TypeError("on must be a bool, not %s" % type(on).__name__)
        value = _args.member(cast(Any, NodeFlag), flag, "node flag")
        self._call("renju_node_flag_set", value, int(on))

    @property
    @game_locked
    def error(self) -> Optional[NodeError]:
        """Why an illegal node (NodeFlag.ILLEGAL) broke the rules; None for another."""
        code = ctypes.c_int()
        game = self._game
        message = game._text_of(game._lib.renju_node_error, self._id, ctypes.byref(code))
        return NodeError(_code(code.value), _args.text(message)) if code.value else None

    # -- notes

    def _get_text(self, name: str) -> str:
        game = self._game
        return _args.data(game._text_of(getattr(game._lib, name), self._id))

    def _set_text(self, name: str, text: Optional[str], what: str) -> None:
        data = None if text is None else _args.c_str(text, what)
        self._call(name, data)

    @property
    @game_locked
    def comment(self) -> str:
        """The node's comment (SGF C): "" when there is none; set None or "" to remove
        it.  UTF-8 text of at most 1 MiB."""
        return self._get_text("renju_node_comment_get")

    @comment.setter
    @game_locked
    def comment(self, text: Optional[str]) -> None:
        self._set_text("renju_node_comment_set", text, "comment")

    @property
    @game_locked
    def name(self) -> str:
        """The node's name (SGF N), as comment."""
        return self._get_text("renju_node_name_get")

    @name.setter
    @game_locked
    def name(self, text: Optional[str]) -> None:
        self._set_text("renju_node_name_set", text, "name")

    @property
    def labels(self) -> "Labels":
        """The labels: a live mapping of Point to text (at most 255 bytes), in the
        order they were set; assigning "" removes one."""
        return Labels(self)

    @property
    def marks(self) -> "Marks":
        """The marks: a live mapping of Point to Mark, in the order they were set;
        assigning Mark.NONE removes one."""
        return Marks(self)

    @game_locked
    def _pairs(self, name: str) -> List[Tuple[int, int]]:
        """(point, value) of renju_node_marks() or renju_node_setup()."""
        fn = getattr(self._game._lib, name)
        h, check = self._game._h(), self._game._check
        n = check(fn(h, self._id, None, None, 0))
        points, values = (ctypes.c_int * max(n, 1))(), (ctypes.c_int * max(n, 1))()
        n = check(fn(h, self._id, points, values, n))   # the same n: the game is locked
        return list(zip(points[:n], values[:n]))

    @property
    @game_locked
    def setup(self) -> List[Tuple[Point, Colour]]:
        """The stones a record set up on this node (SGF AB, AW, AE after the root; EMPTY
        for AE), kept and written back but not placed."""
        moves = self._game._table.moves
        return [(cast(Point, moves[p]), COLOURS[c]) for p, c in self._pairs("renju_node_setup")]

    @property
    @game_locked
    def properties(self) -> str:
        """The SGF properties a record held here that the library does not use, as they
        came ("AP[RenLib:3.6]FG[259]")."""
        return self._get_text("renju_node_properties")

    # -- moving and editing

    @game_locked
    def goto(self) -> Node[GameT]:
        """Take the game to this node (Game.tree.goto()); returns the node."""
        self._call("renju_tree_goto")
        return self

    @game_locked
    def delete(self) -> None:
        """Delete the node and everything below it (not the root: InvalidArgument); a
        game that stood inside goes to its parent."""
        self._game._check(self._game._lib.renju_tree_delete(self._game._h(), self._id))

    @game_locked
    def promote(self) -> None:
        """Make the path to the node the main line; the game stays where it is."""
        self._game._check(self._game._lib.renju_tree_promote(self._game._h(), self._id))


class _NodeNotes:
    """What Labels and Marks share: the node, and its game's lock."""

    __slots__ = ("_node", "_game")

    def __init__(self, node: Node[TreeMethods]) -> None:
        self._node = node
        self._game = node._game

    def _point(self, p: Any) -> int:
        """A key as the library's integer: any form a point takes."""
        return self._game._index(p)


class Labels(_NodeNotes, MutableMapping[Point, str]):
    """A node's labels, read and written through the library at each use."""

    __slots__ = ()

    @game_locked
    def _points(self) -> List[Point]:
        game = self._game
        return cast(List[Point], game._moves_of(game._lib.renju_node_labels, self._node._id))

    @game_locked
    def __getitem__(self, p: Any) -> str:
        game = self._game
        text = game._text_of(game._lib.renju_node_label_get, self._node._id, self._point(p))
        if not text:
            raise KeyError(p)
        return _args.data(text)

    @game_locked
    def __setitem__(self, p: Any, text: str) -> None:
        data = _args.c_str(text, "label")
        self._node._call("renju_node_label_set", self._point(p), data)

    @game_locked
    def __delitem__(self, p: Any) -> None:
        self[p]                                  # KeyError when there is none
        self._node._call("renju_node_label_set", self._point(p), None)

    def __iter__(self) -> Iterator[Point]:
        return iter(self._points())

    @game_locked
    def __len__(self) -> int:
        return self._node._call("renju_node_labels", None, 0)

    def __repr__(self) -> str:
        return "Labels(%r)" % dict(self.items())


class Marks(_NodeNotes, MutableMapping[Point, Mark]):
    """A node's marks, read and written through the library at each use."""

    __slots__ = ()

    @game_locked
    def __getitem__(self, p: Any) -> Mark:
        mark = self._node._call("renju_node_mark_get", self._point(p))
        if mark == Mark.NONE:
            raise KeyError(p)
        return Mark(mark)

    @game_locked
    def __setitem__(self, p: Any, mark: Union[Mark, str, int]) -> None:
        value = _args.member(Mark, mark, "mark")
        self._node._call("renju_node_mark_set", self._point(p), value)

    @game_locked
    def __delitem__(self, p: Any) -> None:
        self[p]                                  # KeyError when there is none
        self._node._call("renju_node_mark_set", self._point(p), int(Mark.NONE))

    def __iter__(self) -> Iterator[Point]:
        moves = self._game._table.moves
        return iter([cast(Point, moves[p]) for p, _ in self._node._pairs("renju_node_marks")])

    @game_locked
    def __len__(self) -> int:
        return self._node._call("renju_node_marks", None, None, 0)

    def items_in_order(self) -> List[Tuple[Point, Mark]]:
        """(point, mark) of every mark, in one call."""
        moves = self._game._table.moves
        return [(cast(Point, moves[p]), Mark(m)) for p, m in self._node._pairs("renju_node_marks")]

    def __repr__(self) -> str:
        return "Marks(%r)" % dict(self.items_in_order())


class Tree(Generic[GameT]):
    """The tree of a game (Game.tree): its nodes, the node the game stands on, moving
    the game about it and editing it.  The goto methods take the game to a node, so
    that every query of the game answers for that node's position, and return the node
    reached; a failure (no such node or child, a node on a line that breaks the rules,
    setup mode) raises and leaves the game where it was."""

    __slots__ = ("_game",)

    def __init__(self, game: GameT) -> None:
        self._game = game

    @property
    def game(self) -> GameT:
        """The game whose tree this is."""
        return self._game

    def _call(self, name: str, *args: Any) -> int:
        game = self._game
        return game._check(getattr(game._lib, name)(game._h(), *args))

    def _id(self, node: Union[Node[TreeMethods], int]) -> int:
        """The number of a Node of this game, or of a node given by number."""
        if isinstance(node, Node):
            if node._game is not self._game:
                raise error(ErrorCode.EINVAL, "node %d is a node of another game" % node._id)
            return node._id
        return _args.c_int(node, "node")

    @property
    def root(self) -> Node[GameT]:
        """The root: the starting position."""
        return Node(self._game, 0)

    @property
    @game_locked
    def current(self) -> Node[GameT]:
        """The node the game stands on."""
        return Node(self._game, self._call("renju_tree_node"))

    @game_locked
    def node(self, number: int) -> Node[GameT]:
        """The node of a number (NODE_CURRENT, -1, for the current one); OutOfRange
        when there is none."""
        number = _args.c_int(number, "node")
        if number == NODE_CURRENT:
            number = self._call("renju_tree_node")
        self._call("renju_node_depth", number)          # raises for no such node
        return Node(self._game, number)

    @property
    @game_locked
    def mode(self) -> TreeMode:
        """TreeMode.SCRATCH (the default: a new action replaces the scratch line that
        could be redone) or KEEP (every action played is kept), for the actions played
        from now on; set it by member or name ("keep")."""
        return TreeMode(self._call("renju_tree_mode_get"))

    @mode.setter
    @game_locked
    def mode(self, mode: Union[TreeMode, str, int]) -> None:
        self._call("renju_tree_mode_set", _args.member(TreeMode, mode, "tree mode"))

    @game_locked
    def __len__(self) -> int:
        """The number of nodes, the root included."""
        return self._call("renju_node_count")

    def __iter__(self) -> Iterator[Node[GameT]]:
        """Every node in pre-order, as the tree was when the walk began."""
        return self.root.walk()

    def __repr__(self) -> str:
        try:
            return "<Tree of %d nodes, at %d>" % (len(self), self.current.id)
        except Exception:
            return "<Tree>"

    # -- moving

    @game_locked
    def goto_root(self) -> Node[GameT]:
        """To the root."""
        self._call("renju_tree_root")
        return self.current

    @game_locked
    def goto_parent(self) -> Node[GameT]:
        """To the parent; NoMove at the root."""
        self._call("renju_tree_parent")
        return self.current

    @game_locked
    def goto_child(self, index: int = 0) -> Node[GameT]:
        """To the index-th child (0, the main line's, by default)."""
        self._call("renju_tree_child", _args.c_int(index, "child index"))
        return self.current

    @game_locked
    def goto_sibling(self, step: int = 1) -> Node[GameT]:
        """To the sibling step places away (1 the next, -1 the one before)."""
        self._call("renju_tree_sibling", _args.c_int(step, "step"))
        return self.current

    @game_locked
    def goto(self, node: Union[Node[TreeMethods], int]) -> Node[GameT]:
        """To any node (a Node or its number)."""
        self._call("renju_tree_goto", self._id(node))
        return self.current

    @game_locked
    def follow(self, path: Iterable[int]) -> Node[GameT]:
        """To the node a path of child indexes from the root leads to (Node.path)."""
        if isinstance(path, (str, bytes)):
            raise TypeError("a path is a list of child indexes, not a %s" % type(path).__name__)
        indexes = [_args.c_int(i, "child index") for i in path]
        array = (ctypes.c_int * max(len(indexes), 1))(*indexes)
        self._call("renju_tree_follow", array, len(indexes))
        return self.current

    # -- editing

    @game_locked
    def delete(self, node: Union[Node[TreeMethods], int]) -> None:
        """Delete a node and everything below it (Node.delete())."""
        self._call("renju_tree_delete", self._id(node))

    @game_locked
    def promote(self, node: Union[Node[TreeMethods], int]) -> None:
        """Make the path to a node the main line (Node.promote())."""
        self._call("renju_tree_promote", self._id(node))

    # -- records

    @overload
    def export(self, record_format: BinaryFormat) -> bytes: ...
    @overload
    def export(self, record_format: TextFormat = ...) -> str: ...
    @overload
    def export(self, record_format: Union[Format, str, int]) -> Union[str, bytes]: ...

    def export(self, record_format: Union[Format, str, int] = Format.SGF) -> Union[str, bytes]:
        """Game.tree_export()."""
        return self._game.tree_export(record_format)


class TreeMethods(GameBase):
    """The tree's part of Game: Game.tree, the whole tree's record, and the charset
    of .lib text."""

    @property
    def tree(self: G) -> Tree[G]:
        """The game's tree: its nodes, where the game stands, moving and editing."""
        return Tree(self)

    @overload
    def tree_export(self, record_format: BinaryFormat) -> bytes: ...
    @overload
    def tree_export(self, record_format: TextFormat = ...) -> str: ...
    @overload
    def tree_export(self, record_format: Union[Format, str, int]) -> Union[str, bytes]: ...

    @locked
    def tree_export(self, record_format: Union[Format, str, int] = Format.SGF
                    ) -> Union[str, bytes]:
        """The whole tree's record, wherever the game stands: SGF and .lib (bytes) hold
        the tree, a move list and .psq its main line.  What the format cannot hold is
        left out and said in Game.warnings (WarningCode.NOT_WRITTEN)."""
        fmt = _format(record_format)
        return record_out(fmt, self._text_of(self._lib.renju_tree_export, fmt))

    @property
    @locked
    def charset(self) -> str:
        """The character set .lib text is written in ("" for UTF-8), and read in when
        set: a name iconv knows ("GBK", "SHIFT_JIS"); None or "" reads text as UTF-8
        where it is valid, else as GBK.  InvalidArgument for a name not known."""
        return _args.text(self._text_of(self._lib.renju_record_charset_get))

    @charset.setter
    @locked
    def charset(self, name: Optional[str]) -> None:
        data = None if name is None else _args.c_str(name, "charset")
        self._check(self._lib.renju_record_charset_set(self._h(), data))
