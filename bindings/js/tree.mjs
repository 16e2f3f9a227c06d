// SPDX-License-Identifier: MIT
// The game tree (renju_tree(3)) of librenju's JavaScript package: game.tree to move
// about it and edit it, Node for one of its nodes.  A Node is a light handle, the
// game and the node's number: everything it says is read through the library when
// asked, so that it is never out of date.  A node's number stays valid until the node
// is deleted (the library may then give it to a new node).
//
// renju.mjs gives this module what it needs of the heap and of its argument checks
// (bindTree()), so that the heap keeps one set of rules: a block written is a block
// whose size was checked, and no more is read back than the library wrote.

import { enumeration } from './enumeration.mjs';

export const NODE_CURRENT = -1;
const NO_NODE = 0x7fffffff;

export const TreeMode = enumeration({ SCRATCH: 0, KEEP: 1 });
export const NodeKind = enumeration({
  ROOT: 0, STONE: 1, PASS: 2, RESIGN: 3, FORFEIT: 4, ACCEPT_DRAW: 5, DECLINE_DRAW: 6,
  SWAP: 7, DECLARE: 8, OFFERS: 9, BRANCH: 10, COLOUR: 11, SWAP2: 12, NONE: 13,
});
export const NodeFlag = enumeration({
  KEPT: 1, ILLEGAL: 2, UNPLAYABLE: 4, DRAW_OFFER: 8, FOUL: 16, MARKED: 32, START: 64,
});
export const Mark = enumeration({ NONE: 0, TRIANGLE: 1, SQUARE: 2, CIRCLE: 3, CROSS: 4 });

// What renju.mjs lends: M, scratch, OUT, alloc, i32, withString, int, word, words,
// InvalidArgument, ErrorCode.
let L = null;
let MODES, FLAGS, MARKS;

/** Called once by renju.mjs with its heap and argument helpers. */
export function bindTree(lent) {
  L = lent;
  MODES = L.words(TreeMode);
  FLAGS = L.words(NodeFlag);
  MARKS = L.words(Mark);
}

// A node's number from a Node of this game or a number.
function idOf(game, node) {
  if (node instanceof Node) {
    if (node.game !== game) {
      throw new L.InvalidArgument(L.ErrorCode.EINVAL, `node ${node.id} is a node of another game`);
    }
    return node.id;
  }
  return L.int(node, 'node');
}

// Text or null (which removes a note) as the library takes it: fn(pointer or 0).
function withText(text, what, fn) {
  if (text === null || text === undefined) return fn(0);
  return L.withString(text, what, fn);
}

export class Node {
  /** Made by game.tree (root, current, node(number)) and by the nodes it reaches. */
  constructor(game, id) {
    this.game = game;
    this.id = L.int(id, 'node');
    Object.freeze(this);
  }
  /** true when other names the same node of the same game. */
  equals(other) { return other instanceof Node && other.game === this.game && other.id === this.id; }
  toString() {
    try {
      const { kind, colour } = this.action;
      if (kind === NodeKind.STONE || kind === NodeKind.PASS) {
        return `Node ${this.id}: ${colour === 1 ? 'black' : 'white'} ${this.point}`;
      }
      return `Node ${this.id}: ${Object.keys(NodeKind).find((k) => NodeKind[k] === kind).toLowerCase()}`;
    } catch {
      return `Node ${this.id}`;          // a deleted node, a freed game
    }
  }

  // A call of the library on this node: its result, or thrown.
  _call(fn, ...args) { return this.game._check(fn(this.game._handle(), this.id, ...args)); }
  _node(n) { return n === NO_NODE ? null : new Node(this.game, n); }

  // -- where it is

  /** The parent, null for the root. */
  get parent() { return this._node(this._call(L.M._renju_node_parent)); }
  /** The children in order: the first continues the main line. */
  get children() {
    return this.game._ints((h, b, c) => L.M._renju_node_children(h, this.id, b, c))
      .map((n) => new Node(this.game, n));
  }
  get depth() { return this._call(L.M._renju_node_depth); }
  /** Its place among its parent's children (0 for the first, and for the root). */
  get index() { return this._call(L.M._renju_node_index); }
  /** The node after it in pre-order, null after the last. */
  get next() { return this._node(this._call(L.M._renju_node_next)); }
  /** The child indexes from the root (tree.follow()). */
  get path() { return this.game._ints((h, b, c) => L.M._renju_tree_path(h, this.id, b, c)); }
  /** The moves from the root to the node, as notation ("pass" for a pass). */
  get line() {
    return this.game._names_of(this.game._ints((h, b, c) => L.M._renju_node_line(h, this.id, b, c)));
  }
  get isRoot() { return this.id === 0; }
  get isCurrent() { return this.game._check(L.M._renju_tree_node(this.game._handle())) === this.id; }
  /** The node and every node below it in pre-order: an array taken at the call. */
  walk() {
    const h = this.game._handle(), check = (rc) => this.game._check(rc);
    const depth = check(L.M._renju_node_depth(h, this.id)), found = [this];
    for (let n = check(L.M._renju_node_next(h, this.id));
      n !== NO_NODE && check(L.M._renju_node_depth(h, n)) > depth;
      n = check(L.M._renju_node_next(h, n))) {
      found.push(new Node(this.game, n));
    }
    return found;
  }

  // -- what it holds

  /** {kind, colour, value} of what the node holds (renju_node_action()). */
  get action() {
    const out = L.scratch + L.OUT;
    const kind = this._call(L.M._renju_node_action, out, out + 4);
    const v = L.i32();
    return { kind, colour: v[out >> 2], value: v[(out >> 2) + 1] };
  }
  get kind() { return this.action.kind; }
  get colour() { return this.action.colour; }
  get value() { return this.action.value; }
  /** The stone's point as notation, "pass" for a pass, null for another kind. */
  get point() {
    const { kind, value } = this.action;
    if (kind === NodeKind.STONE) return this.game.name(value);
    return kind === NodeKind.PASS ? 'pass' : null;
  }
  /** The 5th-move offers of an offers node, as notation. */
  get offers() {
    return this.game._names_of(this.game._ints((h, b, c) => L.M._renju_node_offers(h, this.id, b, c)));
  }
  /** NodeFlag values or'ed together. */
  get flags() { return this._call(L.M._renju_node_flags); }
  /** Set (or with on false clear) NodeFlag.MARKED or START, or set KEPT. */
  setFlag(flag, on = true) {
    if (typeof on !== 'boolean') throw new TypeError(`on must be a boolean, not ${typeof on}`);
    this._call(L.M._renju_node_flag_set, L.word(FLAGS, flag, 'node flag'), on ? 1 : 0);
  }
  /** {code, message} of why an illegal node broke the rules; null for another. */
  get error() {
    const out = L.scratch + L.OUT;
    const message = this.game._text((h, b, c) => L.M._renju_node_error(h, this.id, out, b, c));
    const code = L.i32()[out >> 2];
    return code ? { code, message } : null;
  }

  // -- notes

  /** The comment (SGF C): "" when there is none; null or "" removes it. */
  get comment() { return this.game._text((h, b, c) => L.M._renju_node_comment_get(h, this.id, b, c)); }
  set comment(text) {
    const h = this.game._handle();
    withText(text, 'comment', (p) => this.game._check(L.M._renju_node_comment_set(h, this.id, p)));
  }
  /** The name (SGF N), as the comment. */
  get name() { return this.game._text((h, b, c) => L.M._renju_node_name_get(h, this.id, b, c)); }
  set name(text) {
    const h = this.game._handle();
    withText(text, 'name', (p) => this.game._check(L.M._renju_node_name_set(h, this.id, p)));
  }
  /** The labels: a live Map-like view of notation to text. */
  get labels() { return new NodeLabels(this); }
  /** The marks: a live Map-like view of notation to Mark. */
  get marks() { return new NodeMarks(this); }
  // [point, value] pairs of renju_node_marks() or renju_node_setup().
  _pairs(fn) {
    const h = this.game._handle();
    const n = this._call(fn, 0, 0, 0);
    const p = L.alloc(8 * n);
    try {
      const got = this.game._check(fn(h, this.id, p, p + 4 * n, n));
      const v = L.i32(), out = [];
      for (let i = 0; i < Math.min(got, n); i++) out.push([v[(p >> 2) + i], v[(p >> 2) + n + i]]);
      return out;
    } finally {
      L.M._free(p);
    }
  }
  /** The stones a record set up here: [{point, colour}] (Colour.EMPTY for SGF AE). */
  get setup() {
    return this._pairs(L.M._renju_node_setup).map(([p, colour]) => ({ point: this.game.name(p), colour }));
  }
  /** The SGF properties a record held here that the library does not use. */
  get properties() { return this.game._text((h, b, c) => L.M._renju_node_properties(h, this.id, b, c)); }

  /** The node's subtree as one SGF game tree of its moves and passes on one line
   * (renju_node_export(3)): the node's own move first, each node's children in order,
   * one in line and more as variations: "(;B[hh](;W[ig];B[jh])(;W[jh];B[ig]))" (SGF's
   * coordinates: columns from the left, rows from the top).  No root node and no
   * properties but B and W: the line of a proof (game.proof()).  InvalidArgument for
   * the root, or a subtree holding an action other than a move or a pass. */
  export() { return this.game._text((h, b, c) => L.M._renju_node_export(h, this.id, b, c)); }

  // -- moving and editing

  /** Take the game to this node; returns it. */
  goto() { this._call(L.M._renju_tree_goto); return this; }
  /** Delete the node and everything below it (not the root). */
  delete() { this.game._check(L.M._renju_tree_delete(this.game._handle(), this.id)); }
  /** Make the path to the node the main line. */
  promote() { this.game._check(L.M._renju_tree_promote(this.game._handle(), this.id)); }
}

// What the views of labels and marks share: keys are any point form, notation out.
class NodeNotes {
  constructor(node) { this.node = node; }
  get size() { return this.keys().length; }
  has(p) { return this.get(p) !== undefined; }
  entries() { return this.keys().map((k) => [k, this.get(k)]); }
  values() { return this.keys().map((k) => this.get(k)); }
  forEach(fn, self) { for (const [k, v] of this.entries()) fn.call(self, v, k, this); }
  clear() { for (const k of this.keys()) this.delete(k); }
  [Symbol.iterator]() { return this.entries()[Symbol.iterator](); }
}

class NodeLabels extends NodeNotes {
  /** The points that have a label, in the order they were set. */
  keys() {
    const { game, id } = this.node;
    return game._names_of(game._ints((h, b, c) => L.M._renju_node_labels(h, id, b, c)));
  }
  /** The label at p, undefined when there is none. */
  get(p) {
    const { game, id } = this.node, pt = game.point(p);
    const text = game._text((h, b, c) => L.M._renju_node_label_get(h, id, pt, b, c));
    return text === '' ? undefined : text;
  }
  /** Set the label at p (text of at most 255 bytes; "" removes it). */
  set(p, text) {
    const { game, id } = this.node, pt = game.point(p), h = game._handle();
    L.withString(text, 'label', (s) => game._check(L.M._renju_node_label_set(h, id, pt, s)));
    return this;
  }
  /** Remove the label at p; true if there was one. */
  delete(p) {
    const had = this.has(p);
    if (had) this.node._call(L.M._renju_node_label_set, this.node.game.point(p), 0);
    return had;
  }
}

class NodeMarks extends NodeNotes {
  keys() { return this.entries().map(([k]) => k); }
  entries() {
    const game = this.node.game;
    return this.node._pairs(L.M._renju_node_marks).map(([p, m]) => [game.name(p), m]);
  }
  /** The Mark at p, undefined when there is none. */
  get(p) {
    const m = this.node._call(L.M._renju_node_mark_get, this.node.game.point(p));
    return m === Mark.NONE ? undefined : m;
  }
  /** Set the mark at p: a Mark or its name ("triangle"); Mark.NONE removes it. */
  set(p, mark) {
    const pt = this.node.game.point(p);
    this.node._call(L.M._renju_node_mark_set, pt, L.word(MARKS, mark, 'mark'));
    return this;
  }
  delete(p) {
    const had = this.has(p);
    if (had) this.node._call(L.M._renju_node_mark_set, this.node.game.point(p), Mark.NONE);
    return had;
  }
}

/** The tree of a game (game.tree): its nodes, where the game stands, moving the game
 * about it and editing it.  The goto methods return the node reached; a failure
 * throws and leaves the game where it was. */
export class Tree {
  constructor(game) { this.game = game; }
  _call(fn, ...args) { return this.game._check(fn(this.game._handle(), ...args)); }
  _here() { return new Node(this.game, this._call(L.M._renju_tree_node)); }

  get root() { this.game._handle(); return new Node(this.game, 0); }
  /** The node the game stands on. */
  get current() { return this._here(); }
  /** The node of a number (NODE_CURRENT for the current one); OutOfRange if none. */
  node(id) {
    let n = L.int(id, 'node');
    if (n === NODE_CURRENT) n = this._call(L.M._renju_tree_node);
    this._call(L.M._renju_node_depth, n);
    return new Node(this.game, n);
  }
  /** TreeMode.SCRATCH (the default) or KEEP; set by value or name ("keep"). */
  get mode() { return this._call(L.M._renju_tree_mode_get); }
  set mode(mode) { this._call(L.M._renju_tree_mode_set, L.word(MODES, mode, 'tree mode')); }
  /** The number of nodes, the root included. */
  get size() { return this._call(L.M._renju_node_count); }
  /** Every node in pre-order, as the tree was at the call. */
  nodes() { return this.root.walk(); }
  [Symbol.iterator]() { return this.nodes()[Symbol.iterator](); }

  gotoRoot() { this._call(L.M._renju_tree_root); return this._here(); }
  /** To the parent; NoMove at the root. */
  gotoParent() { this._call(L.M._renju_tree_parent); return this._here(); }
  /** To the index-th child (0, the main line's, by default). */
  gotoChild(index = 0) { this._call(L.M._renju_tree_child, L.int(index, 'child index')); return this._here(); }
  /** To the sibling step places away (1 the next, -1 the one before). */
  gotoSibling(step = 1) { this._call(L.M._renju_tree_sibling, L.int(step, 'step')); return this._here(); }
  /** To any node (a Node or its number). */
  goto(node) { this._call(L.M._renju_tree_goto, idOf(this.game, node)); return this._here(); }
  /** To the node a path of child indexes from the root leads to (node.path). */
  follow(path) {
    if (typeof path === 'string' || path === null || typeof path !== 'object'
        || typeof path[Symbol.iterator] !== 'function') {
      throw new TypeError('a path is a list of child indexes');
    }
    const indexes = Array.from(path, (i) => L.int(i, 'child index'));
    const p = L.alloc(4 * indexes.length);
    try {
      L.i32().set(indexes, p >> 2);
      this._call(L.M._renju_tree_follow, p, indexes.length);
    } finally {
      L.M._free(p);
    }
    return this._here();
  }
  /** Delete a node and everything below it. */
  delete(node) { this._call(L.M._renju_tree_delete, idOf(this.game, node)); }
  /** Make the path to a node the main line. */
  promote(node) { this._call(L.M._renju_tree_promote, idOf(this.game, node)); }
  /** game.treeExport(). */
  export(format = 'sgf') { return this.game.treeExport(format); }
}
