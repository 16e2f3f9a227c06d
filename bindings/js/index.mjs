// SPDX-License-Identifier: MIT
// The position index (renju_index(3)) of librenju's JavaScript package: every
// position of many games under its key, so that a position is found in every game that
// reaches it, in any orientation and move order, with the moves those games played
// next.  An index is built by add() and written by toBytes(), or opened read-only on
// such bytes by Index.fromBytes(), which copies them into the wasm heap, where the
// library reads them in place until free().
//
// renju.mjs gives this module what it needs of the heap and of its argument checks
// (bindIndex()), so that the heap keeps one set of rules: a block written is a block
// whose size was checked, and no more is read back than the library wrote.

/** The version of the bytes toBytes() writes; fromBytes() refuses another (or keys of
 * another KEY_VERSION): the index is built again. */
export const INDEX_VERSION = 1;
/** The games an index can hold. */
export const INDEX_MAX_GAMES = 4194304;
const NEXT_WIDTH = 5;

// What renju.mjs lends: M, scratch, OUT, alloc, i32, u8, withString, int, word,
// errorClass, cString, Game, RESULTS, IndexFreed.
let L = null;
let registry = null;

// What an index owns in the library's memory: its handle, and the block of the bytes
// it was opened on (0 when none).
function freeOwned(own) {
  L.M._renju_index_free(own.handle);
  if (own.block) L.M._free(own.block);
  own.handle = 0;
  own.block = 0;
}

/** Called once by renju.mjs with its heap and argument helpers. */
export function bindIndex(lent) {
  L = lent;
  registry = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry(freeOwned) : null;
}

// The bytes of a Uint8Array, an ArrayBuffer or another view of one.
function bytesOf(data) {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  throw new TypeError('an index\'s bytes are a Uint8Array or an ArrayBuffer');
}

export class Index {
  /** A new, empty index; add() games to it.  Free it with free() (a
   * FinalizationRegistry frees those that are forgotten). */
  constructor() {
    this._h = 0;
    const pp = L.scratch + L.OUT;
    const rc = L.M._renju_index_new(pp);
    if (rc < 0) throw new (L.errorClass(rc))(rc, `cannot create an index: ${L.cString(L.M._renju_index_errmsg(0))}`);
    this._h = L.i32()[pp >> 2];
    this._own = { handle: this._h, block: 0 };
    if (registry) registry.register(this, this._own, this);
  }

  /** An index read from the bytes toBytes() wrote (copied into the wasm heap, kept
   * until free()).  ParseError for bytes that are not an index, are cut short, or
   * are of another INDEX_VERSION or KEY_VERSION (build the index again). */
  static fromBytes(data) {
    const bytes = bytesOf(data);
    const index = new Index();
    try {
      const p = L.alloc(bytes.length);
      index._own.block = p;
      L.u8().set(bytes, p);
      index._check(L.M._renju_index_open(index._h, p, bytes.length));
    } catch (e) {
      index.free();
      throw e;
    }
    return index;
  }

  /** Free the library's index and the bytes it was opened on; any later call throws
   * IndexFreed.  Safe to repeat. */
  free() {
    if (this._h) {
      if (registry) registry.unregister(this);
      freeOwned(this._own);
      this._h = 0;
    }
  }
  get freed() { return this._h === 0; }

  _handle() {
    if (!this._h) throw new L.IndexFreed();
    return this._h;
  }

  _check(rc) {
    if (rc < 0) throw new (L.errorClass(rc))(rc, L.cString(L.M._renju_index_errmsg(this._h)));
    return rc;
  }

  static _game(game) {
    if (!(game instanceof L.Game)) throw new TypeError(`a Game, not ${game === null ? 'null' : typeof game}`);
    return game._handle();
  }

  /** Add every position of game's tree (the line it was played along, for a game
   * without variations), each with the moves of its children.  result is what the
   * game's record says of its end (Result value or 'black-wins', 'white-wins',
   * 'draw', 'ongoing' when it says nothing), label a text kept with the game.  The
   * game is left as it was.  Returns the game's number in the index, 0 for the first. */
  add(game, result = 0, label = '') {
    const h = this._handle(), g = Index._game(game);
    const res = L.word(L.RESULTS, result, 'result');
    return this._check(L.withString(label, 'label', (p) => L.M._renju_index_add(h, g, res, p)));
  }
  /** The number of games. */
  get games() { return this._check(L.M._renju_index_games(this._handle())); }
  /** The positions held: a position once for each move played from it in a game,
   * once if none was. */
  get positions() { return this._check(L.M._renju_index_positions(this._handle())); }
  /** The label game n was added with. */
  label(n) {
    const p = L.M._renju_index_label(this._handle(), L.int(n, 'game'));
    if (!p) this._check(-3);              // ERANGE, with the library's message
    return L.cString(p);
  }
  /** The Result value game n was added with. */
  result(n) { return this._check(L.M._renju_index_result(this._handle(), L.int(n, 'game'))); }

  /** The index as bytes, what Index.fromBytes() reads back on any machine. */
  toBytes() {
    const h = this._handle(), out = L.scratch + L.OUT;
    this._check(L.M._rjjs_index_write(h, out, out + 4));
    const v = L.i32(), p = v[out >> 2] >>> 0, n = v[(out >> 2) + 1] >>> 0;
    try {
      return L.u8().slice(p, p + n);
    } finally {
      L.M._free(p);
    }
  }

  // An int list of fn(index, game, buffer, capacity): measured, then filled.
  _ints(game, fn, width) {
    const h = this._handle(), g = Index._game(game);
    const n = this._check(fn(h, g, 0, 0));
    if (!n) return [];
    const p = L.alloc(4 * n * width);
    try {
      const got = Math.min(this._check(fn(h, g, p, n * width)), n);
      return Array.from(L.i32().subarray(p >> 2, (p >> 2) + got * width));
    } finally {
      L.M._free(p);
    }
  }

  /** The numbers of the games that reach the position game stands on (its stones
   * under any symmetry, the same side to move, rule set and size), in increasing
   * order. */
  find(game) { return this._ints(game, L.M._renju_index_find, 1); }

  /** The moves played next from the position game stands on, in game's orientation:
   * {point, games, blackWins, draws, blackLosses}, point as notation ('h8', 'pass');
   * most played first, then in point order.  Moves that a symmetry of the position
   * makes one are counted as one. */
  nextMoves(game) {
    const v = this._ints(game, L.M._renju_index_next, NEXT_WIDTH), moves = [];
    for (let i = 0; i < v.length; i += NEXT_WIDTH) {
      moves.push({ point: game.name(v[i]), games: v[i + 1], blackWins: v[i + 2],
        draws: v[i + 3], blackLosses: v[i + 4] });
    }
    return moves;
  }

  toString() { return this._h ? `<Index of ${this.games} games, ${this.positions} positions>` : '<freed index>'; }
}
