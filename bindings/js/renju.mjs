// SPDX-License-Identifier: MIT
// librenju for JavaScript: the library compiled to WebAssembly (make wasm) behind a
// Game class.  Points are given as notation ("h8"), [column, row] or the library's
// integers, and returned as notation.  Every failure of the library is thrown as a
// RenjuError (a subclass per code) carrying the library's code and message; a failed
// call leaves the game as it was.  Free a game with game.free(); a
// FinalizationRegistry frees those that are forgotten.
//
// Memory: the wasm heap is only written through the functions of this file, each
// of which copies into a block whose size it has checked (a scratch block of fixed
// size, or one allocated for the call and freed before it returns), and reads back no
// more than the library said it wrote.
import { enumeration } from './enumeration.mjs';

// librenju/core (core.mjs) is this file imported as './renju.mjs?core': the same API
// on the core module (dist/renju-core.wasm, about three fifths of the whole), which
// leaves out records and the position index.  The two are separate
// instances of this file, each with its own module and its own instances of tree.mjs
// and index.mjs (which keep what this file lends them), so a program may load both.
const CORE = new URL(import.meta.url).search === '?core';
// the three are fetched at once: one after another, a page waits for each in turn
const [T, X, M] = await Promise.all([
  CORE ? import('./tree.mjs?core') : import('./tree.mjs'),
  CORE ? import('./index.mjs?core') : import('./index.mjs'),
  loadModule(),
]);
const { bindTree, Node, Tree } = T;
const { bindIndex } = X;
export { Node, Tree };
export const { TreeMode, NodeKind, NodeFlag, Mark, NODE_CURRENT } = T;
export const { Index, INDEX_VERSION, INDEX_MAX_GAMES } = X;

async function loadModule() {
  const { default: create } = CORE
    ? await import('./dist/renju-core.mjs') : await import('./dist/renju-wasm.mjs');
  const url = new URL(CORE ? './dist/renju-core.wasm' : './dist/renju-wasm.wasm', import.meta.url);
  const given = CORE ? notInCore() : {};
  if (typeof process === 'object' && process.versions && process.versions.node
      && url.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises');
    given.wasmBinary = await readFile(url);
  } else {
    given.locateFile = () => url.href;
  }
  return create(given);
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');   // U+FFFD for bad bytes: never throws

/** What the core module leaves out: the functions of records (import, export,
 * warnings, character sets) and of the position index. */
function notInCore() {
  const names = [
    'renju_record_charset_get', 'renju_record_charset_set', 'renju_record_error_position',
    'renju_record_export', 'renju_record_import', 'renju_record_import_next',
    'renju_record_warning', 'renju_record_warnings', 'renju_tree_export', 'renju_node_export',
    'rjjs_index_write',
    'renju_index_add', 'renju_index_errmsg', 'renju_index_find', 'renju_index_free',
    'renju_index_games', 'renju_index_label', 'renju_index_new', 'renju_index_next',
    'renju_index_open', 'renju_index_positions', 'renju_index_result',
  ];
  // Under librenju/core each of them throws NotInCore when called, before anything is
  // written to the heap.  They are given to the module as it is made, not added to it
  // after: an object that gains properties late is slower to read (a single-point
  // check took 35 ns instead of 28).
  return Object.fromEntries(names.map((name) => [`_${name}`, () => { throw new NotInCore(name); }]));
}

// ------------------------------------------------------------------ constants

export const PASS = 1024;
export const NO_POINT = 1025;
export const DEFAULT_SIZE = 15;
export const MIN_SIZE = 5;
export const MAX_SIZE = 20;
export const MAX_OFFERS = 100;
export const OPENINGS = 26;
export const SYMMETRIES = 8;

export const ErrorCode = enumeration({
  OK: 0, EINVAL: -1, ENOMEM: -2, ERANGE: -3, EOCCUPIED: -4, EFORBIDDEN: -5,
  EGAMEOVER: -6, EPHASE: -7, EPLAYER: -8, ENOTATION: -9, EBUFSIZE: -10, ENOMOVE: -11,
  ENOPASS: -12, EPOSITION: -13, EEQUIVALENT: -14, EPARSE: -15,
});
export const Colour = enumeration({ EMPTY: 0, BLACK: 1, WHITE: 2 });
export const Option = enumeration({
  FOUL_POLICY: 1, ALLOW_PASS: 2, CENTRE_FIRST: 3, MOVE_LIMIT: 4, THREE_READING: 5,
  OPENING: 6, OPENING_N: 7, EDGE_BLOCKS: 8,
});
export const Foul = enumeration({ REJECT: 0, LOSE: 1 });
export const ThreeReading = enumeration({ LITERAL: 0, NONLITERAL: 1 });
export const TextFlag = enumeration({ FORBIDDEN: 1, LAST: 2, OFFERS: 4 });
export const DiagramFlag = enumeration({
  COORDS: 1, COORDS_ALL: 2, NUMBERS: 4, LAST: 8, FORBIDDEN: 16, MARKS: 32, PLAIN: 64,
  DEFAULT: 1 | 8 | 16 | 32,
});
export const Result = enumeration({ ONGOING: 0, BLACK_WINS: 1, WHITE_WINS: 2, DRAW: 3 });
export const Reason = enumeration({
  NONE: 0, FIVE: 1, OVERLINE: 2, FOUL: 3, RESIGNATION: 4, FULL_BOARD: 5,
  BOTH_PASSED: 6, AGREEMENT: 7, NO_LEGAL_POINT: 8, MOVE_LIMIT: 9, TIME: 10, FORFEIT: 11,
});
export const Forbid = enumeration({ NONE: 0, OVERLINE: 1, DOUBLE_FOUR: 2, DOUBLE_THREE: 3 });
export const KEY_MAKES_FIVE = 4;
export const Direction = enumeration({
  HORIZONTAL: 0, VERTICAL: 1, DIAGONAL: 2, ANTIDIAGONAL: 3,
});
export const Shape = enumeration({
  NONE: 0, FIVE: 1, OVERLINE: 2, STRAIGHT_FOUR: 3, FOUR: 4, DOUBLE_FOUR: 5, THREE: 6,
  FALSE_THREE: 7,
});
export const Player = enumeration({ NONE: 0, FIRST: 1, SECOND: 2 });
export const Action = enumeration({
  NONE: 0, PLAY: 1, STONE: 2, SWAP: 3, DECLARE: 4, OFFERS: 5, CHOOSE_OFFER: 6,
  BRANCH: 7, COLOUR: 8, SWAP2: 9,
});
export const Branch = enumeration({ FIFTH: 1, OFFERS: 2 });
export const Swap2 = enumeration({ BLACK: 1, WHITE: 2, TWO_MORE: 3 });
export const Solve = enumeration({ NONE: 0, WIN: 1, UNKNOWN: 2 });
/** The kinds of win defences() stops and proof() proves: victory by continuous fours,
 * by continuous threats, win in N (proof() only). */
export const Threat = enumeration({ VCF: 1, VCT: 2, WIN: 3 });
export const Symmetry = enumeration({
  IDENTITY: 0, ROTATE_90: 1, ROTATE_180: 2, ROTATE_270: 3, FLIP_COLUMNS: 4,
  FLIP_ROWS: 5, DIAGONAL: 6, ANTIDIAGONAL: 7,
});
export const Format = enumeration({ MOVES: 0, SGF: 1, PSQ: 2, LIB: 3, POS: 4 });
export const ImportFlag = enumeration({ RULES: 1, PARTIAL: 2 });
export const Warning = enumeration({
  GAME_TYPE: 1, CHARSET: 2, TEXT: 3, SKIPPED: 4, VARIATIONS: 5, RULES: 6, UNRECORDED: 7,
  OPENING: 8, RESULT: 9, LAYOUT: 10, ILLEGAL_LINE: 11, NOT_WRITTEN: 12,
});

// ------------------------------------------------------------------ errors

export class RenjuError extends Error {
  constructor(code, message) {
    super(message || strerror(code));
    this.name = this.constructor.name;
    this.code = code;
    this.codeName = ErrorCode.nameOf(code);
  }
}
export class InvalidArgument extends RenjuError {}
export class OutOfMemory extends RenjuError {}
export class OutOfRange extends RenjuError {}
export class Occupied extends RenjuError {}
export class Forbidden extends RenjuError {}
export class GameOver extends RenjuError {}
export class WrongPhase extends RenjuError {}
export class WrongPlayer extends RenjuError {}
export class NotationError extends RenjuError {}
export class BufferTooSmall extends RenjuError {}
export class NoMove extends RenjuError {}
export class NoPass extends RenjuError {}
export class PositionError extends RenjuError {}
export class EquivalentOffers extends RenjuError {}
export class ParseError extends RenjuError {}
/** A call on a game after free(). */
export class GameFreed extends InvalidArgument {
  constructor() { super(ErrorCode.EINVAL, 'the game has been freed'); }
}

/** A call on an index after free(); a GameFreed, so that one check catches the use of
 * any freed handle. */
export class IndexFreed extends GameFreed {
  constructor() {
    super();
    this.message = 'the index has been freed';
  }
}

/** A call under librenju/core of what only librenju has: records and the position
 * index (fn: the library's function that was needed). */
export class NotInCore extends Error {
  constructor(fn) {
    super(`${fn}() is not in librenju/core, which leaves out records and the position`
      + ' index: import librenju for them');
    this.name = 'NotInCore';
    this.function = fn;
  }
}

/** Whether this is librenju/core: true there, false in librenju. */
export const CORE_ONLY = CORE;

const ERRORS = new Map([
  [-1, InvalidArgument], [-2, OutOfMemory], [-3, OutOfRange], [-4, Occupied],
  [-5, Forbidden], [-6, GameOver], [-7, WrongPhase], [-8, WrongPlayer],
  [-9, NotationError], [-10, BufferTooSmall], [-11, NoMove], [-12, NoPass],
  [-13, PositionError], [-14, EquivalentOffers], [-15, ParseError],
]);

/** The subclass of RenjuError for a code. */
export function errorClass(code) {
  return ERRORS.get(code) || RenjuError;
}

// ------------------------------------------------------------------ the heap

// A scratch block for the out-parameters and the fixed-size buffers of one call:
// OUT holds 4 ints, CELLS the board (MAX_SIZE^2 bytes), INTS an int list of up to
// MAX_SIZE^2 + 4 points, STR one short string (names, notation) with its NUL, TEXT
// a text the library writes (the drawing of the largest board takes 905 bytes).
const OUT = 0, CELLS = 64, INTS = 512, STR = INTS + 4 * (MAX_SIZE * MAX_SIZE + 4);
const STR_CAP = 256, TEXT = STR + STR_CAP, TEXT_CAP = 1024, SCRATCH_SIZE = TEXT + TEXT_CAP;
const scratch = M._malloc(SCRATCH_SIZE);
if (!scratch) throw new OutOfMemory(ErrorCode.ENOMEM, 'cannot allocate the scratch block');

// The views are taken anew at each use: a growing heap replaces them.
const u8 = () => M.HEAPU8;
const i32 = () => M.HEAP32;

function alloc(n) {
  const p = M._malloc(Math.max(n, 1));
  if (!p) throw new OutOfMemory(ErrorCode.ENOMEM, `cannot allocate ${n} bytes`);
  return p;
}

// A NUL-terminated string from the heap, at most cap bytes read.
function cString(ptr, cap = 1 << 30) {
  if (!ptr) return null;
  const heap = u8();
  let end = ptr;
  const stop = Math.min(heap.length, ptr + cap);
  while (end < stop && heap[end] !== 0) end++;
  return decoder.decode(heap.subarray(ptr, end));
}

// A lone surrogate (half of a pair) is no Unicode text: TextEncoder would write
// U+FFFD for it, changing the text without a word.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

// The UTF-8 bytes of a string, refused as the Python package refuses it
// (InvalidArgument) when it is not valid Unicode.
function utf8(text, what) {
  const ok = typeof text.isWellFormed === 'function' ? text.isWellFormed() : !LONE_SURROGATE.test(text);
  if (!ok) throw new InvalidArgument(ErrorCode.EINVAL, `${what} cannot be written in UTF-8`);
  return encoder.encode(text);
}

// UTF-8 bytes of a string argument, refused if it holds a NUL (it would cut the
// string short in C without a word).
function utf8z(text, what) {
  if (typeof text !== 'string') throw new TypeError(`${what} must be a string, not ${typeof text}`);
  const bytes = utf8(text, what);
  if (bytes.includes(0)) throw new InvalidArgument(ErrorCode.EINVAL, `${what} contains a NUL character`);
  return bytes;
}

// Run fn(ptr) with a NUL-terminated copy of text on the heap: in the scratch block
// when it fits, else in a block of its own, freed after.
function withString(text, what, fn) {
  const bytes = utf8z(text, what);
  if (bytes.length < STR_CAP) {
    const heap = u8();
    heap.set(bytes, scratch + STR);
    heap[scratch + STR + bytes.length] = 0;
    return fn(scratch + STR);
  }
  const p = alloc(bytes.length + 1);
  try {
    const heap = u8();
    heap.set(bytes, p);
    heap[p + bytes.length] = 0;
    return fn(p);
  } finally {
    M._free(p);
  }
}

// Run fn(ptr, length) with a copy of bytes on the heap.
function withBytes(bytes, fn) {
  const p = alloc(bytes.length);
  try {
    u8().set(bytes, p);
    return fn(p, bytes.length);
  } finally {
    M._free(p);
  }
}

// ------------------------------------------------------------------ arguments

const INT_MIN = -2147483648, INT_MAX = 2147483647;

// A number that is an integer (1.5, NaN, "3" and 3n are not), of any size.
function integer(value, what) {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new TypeError(`${what} must be an integer, not ${typeof value === 'number' ? value : typeof value}`);
  }
  return value;
}

// An integer that fits a C int.
function int(value, what) {
  integer(value, what);
  if (value < INT_MIN || value > INT_MAX) throw new RangeError(`${what} ${value} does not fit a C int`);
  return value;
}

/** The node limit of the searches (vcf(), vct(), solve(), defences(), proof()) when
 * none is given: a VCF search of a million positions takes from about a second to a
 * few (a crowded 20x20 caro-5 board built to have no end: 2 to 4 s in C), where one
 * with no limit may not end at all.  A VCT search's positions cost more: a million of
 * them can take tens of seconds. */
export const DEFAULT_MAX_NODES = 1000000;

// A search's time limit in seconds (null or undefined: none) as the milliseconds of
// renju_search_time_set(3), at least 1.
function timeLimitOf(value) {
  if (value === null || value === undefined) return 0;
  if (typeof value !== 'number') throw new TypeError(`timeLimit must be a number of seconds or null, not ${typeof value}`);
  if (!(value > 0 && value <= Math.floor(INT_MAX / 1000))) {
    throw new RangeError(`timeLimit must be more than 0 and at most ${Math.floor(INT_MAX / 1000)} seconds, not ${value}`);
  }
  return Math.max(1, Math.ceil(value * 1000));
}

// The node limit of a search: 0 (none) to INT_MAX, the range renju_vcf(3) takes; a
// larger one is refused rather than cut down, so that no limit is quietly changed.
function maxNodesOf(value) {
  integer(value, 'maxNodes');
  if (value < 0 || value > INT_MAX) throw new RangeError(`maxNodes must be 0 (no limit) to ${INT_MAX}, not ${value}`);
  return value;
}

// The library's catalogue of names: value 0, 1, ... until it has no name.
function catalogue(nameOf) {
  const names = {};
  for (let v = 0; ; v++) {
    const name = cString(nameOf(v));
    if (name === null) return Object.freeze(names);
    names[name] = v;
  }
}
/** Rule sets by the library's names ("renju", "caro-5", ...). */
export const RULESETS = catalogue(M._renju_ruleset_name);
/** Opening rules by the library's names ("none", "rif", "soosorv", "super-sakata", ...). */
export const OPENING_RULES = catalogue(M._renju_opening_rule_name);

// "foulPolicy", "foul_policy" and "foul-policy" are one name.
const key = (s) => s.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase().replace(/[_ ]/g, '-');
// The words of an enum's values: Swap2.TWO_MORE is "two-more".
const words = (e) => Object.fromEntries(Object.entries(e).map(([k, v]) => [key(k), v]));

const COLOURS = words(Colour);
const PLAYERS = { first: Player.FIRST, second: Player.SECOND };
const FORMATS = words(Format);
const BRANCHES = words(Branch);
const VERDICTS = { time: Reason.TIME, forfeit: Reason.FORFEIT };
const SWAP2 = words(Swap2);
const OPTIONS = words(Option);
const FOUL_POLICIES = words(Foul);
const THREE_READINGS = words(ThreeReading);
const SYMMETRIES_BY_NAME = words(Symmetry);
const DIRECTIONS = words(Direction);
const THREATS = words(Threat);
const YES_NO_OPTIONS = new Set([Option.ALLOW_PASS, Option.CENTRE_FIRST, Option.EDGE_BLOCKS]);

// A record format: its value, or any name the library reads for one ("sgf", "lib",
// "renlib", ".SGF", "txt").
function formatOf(value) {
  if (typeof value !== 'string' || FORMATS[key(value)] !== undefined) return word(FORMATS, value, 'format');
  const v = withString(value, 'format', (p) => M._renju_format_from_name(p));
  return v >= 0 ? v : word(FORMATS, value, 'format');
}
// The binary formats, whose records are bytes: no string stands for them.
const isBinary = (fmt) => fmt === Format.LIB || fmt === Format.POS;

function word(table, value, what) {
  if (typeof value === 'string') {
    const v = table[key(value)];
    if (v === undefined) {
      throw new InvalidArgument(ErrorCode.EINVAL,
        `unknown ${what} "${value}" (one of ${Object.keys(table).join(', ')})`);
    }
    return v;
  }
  return int(value, what);
}

// A rule set or an opening rule: its value, or its name in any spelling the library
// reads ("renju", "Gomoku", "caro 6"; "RIF", "Soosorv", "long pro").
function catalogueWord(fromName, table, value, what) {
  if (typeof value !== 'string') return int(value, what);
  const v = table[key(value)] ?? withString(value, what, (p) => fromName(p));
  if (v < 0) {
    throw new InvalidArgument(ErrorCode.EINVAL,
      `unknown ${what} "${value}" (one of ${Object.keys(table).join(', ')})`);
  }
  return v;
}

// ------------------------------------------------------------------ functions

/** The loaded library's version as a number (major * 10000 + minor * 100 + patch). */
export const version = () => M._renju_version_number();
/** The loaded library's version, "0.3.0". */
export const versionString = () => cString(M._renju_version_string());
/** The library's English text for an error code. */
export function strerror(code) { return cString(M._renju_strerror(int(code, 'error code'))); }
/** The library's words for a Reason ("five in a row", "full board"), null for another value. */
export function reasonName(reason) { return cString(M._renju_reason_name(int(reason, 'reason'))); }
/** The library's word for a Forbid kind ("double-three", "legal"), null for another value. */
export function forbidName(kind) { return cString(M._renju_forbid_name(int(kind, 'kind'))); }
/** The name of canonical opening index (1..26), null for another index. */
export function openingName(index) { return cString(M._renju_opening_name(int(index, 'opening index'))); }
/** The Japanese name of canonical opening index (1..26), null for another index. */
export function openingKanji(index) { return cString(M._renju_opening_kanji(int(index, 'opening index'))); }
/** The symmetry that undoes sym (a number or a name), as a number. */
export function symmetryInverse(sym) {
  return M._renju_symmetry_inverse(word(SYMMETRIES_BY_NAME, sym, 'symmetry'));
}
/** true for a direct opening (1..13), false for an indirect one (14..26). */
export function openingDirect(index) {
  const rc = M._renju_opening_direct(int(index, 'opening index'));
  if (rc < 0) throw new (errorClass(rc))(rc, `${index} is not an opening (1..${OPENINGS})`);
  return rc === 1;
}
/** {ruleset, opening, openingN} for a rule name as records write it ("RIF", "Soosorv-8"). */
export function rulesFromName(name) {
  const out = scratch + OUT;
  const rc = withString(name, 'rule name', (p) => M._renju_rules_from_name(p, out, out + 4, out + 8));
  if (rc < 0) throw new (errorClass(rc))(rc, `unknown rules: "${name}"`);
  const h = i32();
  return { ruleset: h[out >> 2], opening: h[(out >> 2) + 1], openingN: h[(out >> 2) + 2] };
}
/** The library's name of a format ("sgf", "lib"), null for a value that is none. */
export function formatName(format) { return cString(M._renju_format_name(int(format, 'format'))); }
/** The format a name or a file name's extension stands for (".SGF", "renlib", "txt"). */
export function formatFromName(name) {
  const v = withString(name, 'format name', (p) => M._renju_format_from_name(p));
  if (v < 0) throw new InvalidArgument(ErrorCode.EINVAL, `unknown record format "${name}"`);
  return v;
}
const TAG_NAMES = Object.freeze(Object.keys(catalogue(M._renju_tag_name)));
/** The names of the tags a game can hold ("EV", "PB", ... and "RU"). */
export function tagNames() { return TAG_NAMES.slice(); }
/** The end of the wasm heap (sbrk(0)) and the size of its memory, for tests. */
export function heapStats() {
  return { heapEnd: M._rjjs_heap_end() >>> 0, memoryBytes: M.HEAPU8.length };
}

// Notation of every point of a board size, from the library, kept per size.
const namesBySize = new Map();
function pointNames(size) {
  let t = namesBySize.get(size);
  if (t) return t;
  const pp = scratch + OUT;
  if (M._renju_game_new(pp, RULESETS.freestyle, size) < 0) throw new OutOfMemory(ErrorCode.ENOMEM);
  const g = i32()[pp >> 2];
  const names = [], index = new Map();
  for (let p = 0; p < size * size; p++) {
    const n = M._renju_point_format(g, p, scratch + STR, STR_CAP);
    names.push(decoder.decode(u8().subarray(scratch + STR, scratch + STR + n)));
    index.set(names[p], p);
  }
  M._renju_game_free(g);
  index.set('pass', PASS);
  t = { names, index };
  namesBySize.set(size, t);
  return t;
}

// ------------------------------------------------------------------ the game

// What a game owns in the library's memory: its handle, and the block of the
// collection importNext() reads (0 when none).
function freeOwned(own) {
  if (own.block) M._free(own.block);
  own.block = 0;
  M._renju_game_free(own.handle);
}
const registry = typeof FinalizationRegistry === 'function'
  ? new FinalizationRegistry(freeOwned) : null;

export class Game {
  /**
   * A game under a rule set (name or value, "renju" by default) on a size x size
   * board; options by name: new Game('renju', 15, { opening: 'soosorv', openingN: 5 }).
   */
  constructor(ruleset = 'renju', size = DEFAULT_SIZE, options = {}) {
    this._h = 0;
    const rs = catalogueWord(M._renju_ruleset_from_name, RULESETS, ruleset, 'rule set');
    const pp = scratch + OUT;
    const rc = M._renju_game_new(pp, rs, int(size, 'size'));
    if (rc < 0) {
      throw new (errorClass(rc))(rc, `cannot create a ${ruleset} game on a ${size}x${size} board: ${strerror(rc)}`);
    }
    this._adopt(i32()[pp >> 2]);
    try {
      for (const [name, value] of Object.entries(options)) this.setOption(name, value);
    } catch (e) {
      this.free();
      throw e;
    }
  }

  _adopt(handle, text = 0) {
    this._h = handle;
    // text: where the text of the handle's last renju_record_import_next() was
    this._own = { handle, block: 0, text };
    this._coll = null;
    this._resize();
    if (registry) registry.register(this, this._own, this);
  }

  // The board's size and its points' names, read again after an import, which may
  // take the size the record names.
  _resize() {
    this._size = M._renju_game_size(this._h);
    this._names = pointNames(this._size);
  }

  /** A new game read from a record, with the rule set and size the record names. */
  static fromRecord(text, format = 'sgf', flags = ImportFlag.RULES) {
    const g = new Game('freestyle', DEFAULT_SIZE);
    try {
      g.importRecord(text, format, flags);
    } catch (e) {
      g.free();
      throw e;
    }
    return g;
  }

  /** Free the library's handle; any later call throws GameFreed.  Safe to repeat. */
  free() {
    if (this._h) {
      if (registry) registry.unregister(this);
      freeOwned(this._own);
      this._h = 0;
      this._coll = null;
    }
  }
  get freed() { return this._h === 0; }

  _handle() {
    if (!this._h) throw new GameFreed();
    return this._h;
  }

  // rc of a call that can fail: returned if it succeeded, thrown otherwise.
  _check(rc) {
    if (rc < 0) throw new (errorClass(rc))(rc, cString(M._renju_errmsg(this._h)));
    return rc;
  }

  /** A deep copy: position, history, options, tags and result. */
  clone() {
    const pp = scratch + OUT;
    this._check(M._renju_game_clone(pp, this._handle()));
    const g = Object.create(Game.prototype);
    g._adopt(i32()[pp >> 2], this._own.text);
    return g;
  }
  /** Back to the empty board; rule set, size and options kept. */
  reset() { this._check(M._renju_game_reset(this._handle())); }
  get ruleset() { return this._check(M._renju_game_ruleset(this._handle())); }
  get rulesetName() { return cString(M._renju_ruleset_name(this.ruleset)); }
  get size() { this._handle(); return this._size; }
  get errcode() { return M._renju_errcode(this._handle()); }
  get errmsg() { return cString(M._renju_errmsg(this._handle())); }

  // -- options

  /** Set an option by name ("foulPolicy", "allowPass", "centreFirst", "moveLimit",
   * "threeReading", "opening", "openingN", "edgeBlocks") or Option value. */
  setOption(option, value) {
    const opt = word(OPTIONS, option, 'option');
    if (opt === Option.OPENING) value = catalogueWord(M._renju_opening_rule_from_name, OPENING_RULES, value, 'opening rule');
    else if (YES_NO_OPTIONS.has(opt) && typeof value === 'boolean') value = value ? 1 : 0;
    else if (opt === Option.FOUL_POLICY && typeof value === 'string') value = word(FOUL_POLICIES, value, 'foul policy');
    else if (opt === Option.THREE_READING && typeof value === 'string') value = word(THREE_READINGS, value, 'three reading');
    this._check(M._renju_option_set(this._handle(), opt, int(value, 'option value')));
  }
  getOption(option) {
    const out = scratch + OUT;
    this._check(M._renju_option_get(this._handle(), word(OPTIONS, option, 'option'), out));
    return i32()[out >> 2];
  }
  /** [smallest, largest] value the option takes in this game. */
  optionBounds(option) {
    const out = scratch + OUT;
    this._check(M._renju_option_bounds(this._handle(), word(OPTIONS, option, 'option'), out, out + 4));
    const h = i32();
    return [h[out >> 2], h[(out >> 2) + 1]];
  }

  // -- points

  /** The library's integer for a point given as notation, [column, row] or an
   * integer (checked to be on the board, or PASS). */
  point(p) {
    const h = this._handle();
    if (typeof p === 'number') {
      int(p, 'point');
      if (p !== PASS) this._check(M._renju_point_column(h, p));
      return p;
    }
    if (typeof p === 'string') {
      const v = this._names.index.get(p) ?? this._names.index.get(p.toLowerCase());
      if (v !== undefined) return v;
      const out = scratch + OUT;
      this._check(withString(p, 'point', (s) => M._renju_point_parse(h, s, out)));
      return i32()[out >> 2];
    }
    if (Array.isArray(p) && p.length === 2) {
      return this._check(M._renju_point(h, int(p[0], 'column'), int(p[1], 'row')));
    }
    throw new TypeError(`a point is notation, [column, row] or an integer, not ${p}`);
  }
  /** The notation of a point ("h8", "pass"); null for NO_POINT. */
  name(p) {
    p = typeof p === 'number' ? int(p, 'point') : this.point(p);
    if (p === NO_POINT) return null;
    if (p === PASS) return 'pass';
    const n = this._names.names[p];
    if (n === undefined) this._check(M._renju_point_column(this._handle(), p));
    return n;
  }
  /** [column, row] of a point. */
  coordinates(p) {
    p = this.point(p);
    const h = this._handle();
    return [this._check(M._renju_point_column(h, p)), this._check(M._renju_point_row(h, p))];
  }
  _names_of(ints) { return ints.map((p) => this.name(p)); }

  // -- play

  /** Place a stone of the side to move ("pass" passes). */
  play(p) {
    const h = this._handle();
    // an integer goes as it is: renju_play() checks it, as point() would
    if (typeof p === 'number') int(p, 'point');
    else p = this.point(p);
    this._check(M._renju_play(h, p));
  }
  /** Play a move list: "h8 h9 i9 pass ..." or an array of points. */
  playMoves(moves) {
    if (typeof moves === 'string') moves = moves.split(/\s+/).filter(Boolean);
    for (const p of moves) this.play(p);
  }
  pass() { this._check(M._renju_pass(this._handle())); }
  undo() { this._check(M._renju_undo(this._handle())); }
  redo() { this._check(M._renju_redo(this._handle())); }
  resign(colour) { this._check(M._renju_resign(this._handle(), word(COLOURS, colour, 'colour'))); }
  /** The player of colour loses on time or by forfeit ('time', 'forfeit' or Reason.TIME,
   * Reason.FORFEIT): an arbiter's verdict, taken back by undo() like a resignation. */
  forfeit(colour, reason) {
    this._check(M._renju_forfeit(this._handle(), word(COLOURS, colour, 'colour'),
      word(VERDICTS, reason, 'reason')));
  }
  /** Play p (a pass by default) and offer a draw with it. */
  offerDraw(p = 'pass') { this._check(M._renju_offer_draw(this._handle(), this.point(p))); }
  acceptDraw() { this._check(M._renju_accept_draw(this._handle())); }
  declineDraw() { this._check(M._renju_decline_draw(this._handle())); }
  get drawOffered() { return this._check(M._renju_draw_offered(this._handle())) === 1; }

  // -- queries

  /** Colour.EMPTY, BLACK or WHITE on a point. */
  stone(p) { return this._check(M._renju_stone(this._handle(), this.point(p))); }
  /** Every point's stone: a Uint8Array indexed by point (row * size + column). */
  board() {
    const n = this._check(M._renju_board(this._handle(), scratch + CELLS, MAX_SIZE * MAX_SIZE));
    return u8().slice(scratch + CELLS, scratch + CELLS + n);
  }
  /** The position as the library draws it (TextFlag values combined with |). */
  boardText(flags = 0) { return this._text((h, b, c) => M._renju_board_text(h, int(flags, 'flags'), b, c)); }
  /**
   * The position as an SVG image (renju_diagram(3)): {flags (DiagramFlag values combined
   * with |, default DiagramFlag.DEFAULT), first (move numbers from it on, 1), cell
   * (pixels between points, 0 for 32), title}.
   */
  diagramSvg({ flags = DiagramFlag.DEFAULT, first = 1, cell = 0, title = null } = {}) {
    const f = int(flags, 'flags'), n = int(first, 'first'), c = int(cell, 'cell');
    const draw = (t) => this._text((h, b, cap) => M._renju_diagram_svg(h, f, n, c, t, b, cap));
    return title === null || title === undefined ? draw(0) : withString(title, 'title', draw);
  }
  get sideToMove() { return this._check(M._renju_side_to_move(this._handle())); }
  get moveCount() { return this._check(M._renju_move_count(this._handle())); }
  get stoneCount() { return this._check(M._renju_stone_count(this._handle())); }
  /** The moves played as the library's integers (PASS for a pass). */
  get movePoints() { return this._ints((h, b, c) => M._renju_moves(h, b, c)); }
  /** The moves played as notation ("pass" for a pass). */
  get moves() { return this._names_of(this.movePoints); }
  /** The last move as notation, null before the first. */
  get lastMove() { return this.name(this._check(M._renju_last_move(this._handle()))); }
  get result() { return this._check(M._renju_result(this._handle())); }
  get resultReason() { return this._check(M._renju_result_reason(this._handle())); }
  get over() { return this.result !== Result.ONGOING; }
  /** The winning line as notation, [] when the game was not won by a line. */
  get winningLine() { return this._names_of(this._ints((h, b, c) => M._renju_winning_line(h, b, c))); }
  /** {kind, point} of the foul that ended the game (Forbid.NONE and null if none). */
  get resultFoul() {
    const out = scratch + OUT;
    this._check(M._renju_result_foul(this._handle(), out, out + 4));
    const h = i32();
    return { kind: h[out >> 2], point: this.name(h[(out >> 2) + 1]) };
  }

  /**
   * Victory by continuous fours for the side to move (renju_vcf(3)): {outcome, line,
   * nodes}, outcome a Solve value, line the main line as notation (attacker and
   * defender in turn; [] unless WIN), UNKNOWN when maxNodes positions were searched or
   * timeLimit seconds went first. maxNodes is DEFAULT_MAX_NODES (1,000,000) unless
   * given: 0 (no limit) or 1 to 2147483647 (a C int); timeLimit null (none) or the
   * seconds the search may take (renju_search_time_set(3)).  RangeError outside those
   * ranges, TypeError for a value that is no number.
   */
  vcf(maxNodes = DEFAULT_MAX_NODES, timeLimit = null) {
    return this._search(maxNodesOf(maxNodes), timeLimitOf(timeLimit), M._renju_vcf);
  }

  /**
   * Win in n (1 to 20) of the side to move's own moves against every defence
   * (renju_solve(3)): 1 is a five, 2 a four no answer stops, 3 a four-three.  The
   * same shape as vcf(); the line runs to the five, a defender's pass as 'pass'.
   * maxNodes and timeLimit as for vcf().  RangeError for n, maxNodes or timeLimit
   * outside its range.
   */
  solve(n, maxNodes = DEFAULT_MAX_NODES, timeLimit = null) {
    integer(n, 'n');
    if (n < 1 || n > 20) throw new RangeError(`n must be 1 to 20, not ${n}`);
    const limit = maxNodesOf(maxNodes), ms = timeLimitOf(timeLimit);
    return this._search(limit, ms, (h, ...rest) => M._renju_solve(h, n, ...rest));
  }

  /**
   * Victory by continuous threats for the side to move (renju_vct(3)): each of its
   * moves a four or a three, the defender answering with every move that stops the
   * threat and with its own fours.  A VCF is a VCT.  The same shape as vcf(): the main
   * line's defender answer is the first in point order.  maxNodes and timeLimit as for
   * vcf().
   */
  vct(maxNodes = DEFAULT_MAX_NODES, timeLimit = null) {
    return this._search(maxNodesOf(maxNodes), timeLimitOf(timeLimit), M._renju_vct);
  }

  /**
   * The side to move's defences against a threat of the other side
   * (renju_defences(3)): {outcome, points, nodes}, points every legal point (as
   * notation, in point order) after which the other side, to move, has no win of the
   * kind threat names: Threat.VCF or 'vcf', Threat.VCT or 'vct'.  A five of the side
   * to move is one; black's forbidden points never are.  outcome Solve.WIN when there
   * is a threat to stop (points [] then: every move loses), NONE when there is none
   * (every legal point listed), UNKNOWN when maxNodes positions (counted over all the
   * searches) or timeLimit seconds came first (only the points proved to defend
   * listed).  maxNodes and timeLimit as for vcf(); InvalidArgument for another threat.
   */
  defences(threat, maxNodes = DEFAULT_MAX_NODES, timeLimit = null) {
    const kind = word(THREATS, threat, 'threat');
    const limit = maxNodesOf(maxNodes), ms = timeLimitOf(timeLimit);
    const { outcome, line, nodes } = this._search(limit, ms,
      (h, ...rest) => M._renju_defences(h, kind, ...rest));
    return { outcome, points: line, nodes };
  }

  /**
   * A win of the side to move with its proof (renju_proof(3)): searched as vcf()
   * (threat Threat.VCF or 'vcf'), vct() ('vct') or solve(moves) ('win', with moves 1
   * to 20, which the others do not take).  A Proof: {outcome, game, node, nodes}; on a
   * win game is a new Game, a copy of this one standing on the same node, whose
   * children there are the proof, and node the proof's first move in it (null for
   * both otherwise).  The new game is the caller's: proof.free() or proof.game.free()
   * (a FinalizationRegistry frees it too).  maxNodes and timeLimit bound the search as
   * for vcf(), not the building of the proof.  This game is not changed.
   * InvalidArgument for another threat; RangeError for moves, maxNodes or timeLimit
   * out of range, or moves given to a threat that does not take them.
   */
  proof(threat, moves = null, maxNodes = DEFAULT_MAX_NODES, timeLimit = null) {
    const kind = word(THREATS, threat, 'threat');
    const none = moves === null || moves === undefined;
    let n = 0;
    if (kind === Threat.WIN) {
      if (none) throw new RangeError('a proof of a win in N needs moves (1 to 20)');
      integer(moves, 'moves');
      if (moves < 1 || moves > 20) throw new RangeError(`moves must be 1 to 20, not ${moves}`);
      n = moves;
    } else if (!none) {
      throw new RangeError('moves is for a win in N (threat "win") only');
    }
    const limit = maxNodesOf(maxNodes), ms = timeLimitOf(timeLimit);
    const out = scratch + OUT, h = this._handle();
    const before = M._renju_search_time_get(h);
    this._check(M._renju_search_time_set(h, ms));
    let first, handle;
    try {
      i32()[(out >> 2) + 2] = 0;
      first = M._renju_proof(h, kind, n, limit, out, out + 4, out + 8);
      handle = i32()[(out >> 2) + 2];
      this._check(first);        // a failure leaves no game (the pointer NULL)
    } finally {
      M._renju_search_time_set(h, before);
    }
    const v = i32(), outcome = v[out >> 2], nodes = v[(out >> 2) + 1];
    if (!handle) return new Proof(outcome, null, null, nodes);
    const g = Object.create(Game.prototype);
    g._adopt(handle, this._own.text);
    // the copy was made during the search, with its time limit: this game's again
    M._renju_search_time_set(handle, before);
    return new Proof(outcome, g, new Node(g, first), nodes);
  }

  // The answer of renju_vcf(), renju_vct(), renju_solve() or renju_defences(), fn
  // taking the arguments of the first, in at most ms milliseconds (0: no limit): the
  // handle's time for this search only.
  _search(limit, ms, fn) {
    const out = scratch + OUT, h = this._handle();
    const before = M._renju_search_time_get(h);
    this._check(M._renju_search_time_set(h, ms));
    try {
      const line = this._ints((hh, b, c) => fn(hh, limit, out, out + 4, b, c));
      const v = i32();
      return { outcome: v[out >> 2], nodes: v[(out >> 2) + 1], line: this._names_of(line) };
    } finally {
      M._renju_search_time_set(h, before);
    }
  }

  // An int list through the buffer convention; the scratch block holds the largest
  // (a board's points, the moves of a full board with passes are asked anew).
  _ints(fn) {
    const h = this._handle(), cap = MAX_SIZE * MAX_SIZE + 4;
    const rc = fn(h, scratch + INTS, cap);
    if (rc !== ErrorCode.EBUFSIZE) {
      this._check(rc);
      return Array.from(i32().subarray((scratch + INTS) >> 2, ((scratch + INTS) >> 2) + rc));
    }
    const n = this._check(fn(h, 0, 0));
    const p = alloc(4 * n);
    try {
      const got = this._check(fn(h, p, n));
      return Array.from(i32().subarray(p >> 2, (p >> 2) + Math.min(got, n)));
    } finally {
      M._free(p);
    }
  }
  // A string through the buffer convention: written into the scratch block in one
  // call when it fits; else its size is asked and a block allocated for it.
  _bytes(fn) {
    const h = this._handle();
    const rc = fn(h, scratch + TEXT, TEXT_CAP);
    if (rc !== ErrorCode.EBUFSIZE) {
      this._check(rc);
      return u8().slice(scratch + TEXT, scratch + TEXT + Math.min(rc, TEXT_CAP));
    }
    const n = this._check(fn(h, 0, 0));
    const p = alloc(n);
    try {
      const len = this._check(fn(h, p, n));
      return u8().slice(p, p + Math.min(len, n));
    } finally {
      M._free(p);
    }
  }
  _text(fn) { return decoder.decode(this._bytes(fn)); }

  // -- setup

  setupBegin() { this._check(M._renju_setup_begin(this._handle())); }
  setupPut(p, colour) {
    this._check(M._renju_setup_put(this._handle(), this.point(p), word(COLOURS, colour, 'colour')));
  }
  setupSide(colour) { this._check(M._renju_setup_side(this._handle(), word(COLOURS, colour, 'colour'))); }
  setupEnd() { this._check(M._renju_setup_end(this._handle())); }
  get inSetup() { return this._check(M._renju_in_setup(this._handle())) === 1; }
  /**
   * Set up a position in one call: {black: [...], white: [...], side: 'black'}.  Made
   * on a copy of the game that takes its place only once every step has succeeded,
   * so that a failure (a point refused, a position the rules cannot continue from,
   * already in setup mode) throws and leaves the game exactly as it was: its moves,
   * stones, side to move and mode.
   */
  setup({ black = [], white = [], side = Colour.BLACK } = {}) {
    const stones = [...this._stones(black, Colour.BLACK, 'black'),
      ...this._stones(white, Colour.WHITE, 'white')];
    const colour = word(COLOURS, side, 'colour');
    const trial = this.clone();
    try {
      const h = trial._h;
      trial._check(M._renju_setup_begin(h));
      for (const [p, c] of stones) trial._check(M._renju_setup_put(h, p, c));
      trial._check(M._renju_setup_side(h, colour));
      trial._check(M._renju_setup_end(h));
      // the copy took the position: the game takes its handle over, its own freed
      if (registry) { registry.unregister(trial); registry.unregister(this); }
      M._renju_game_free(this._h);
      this._h = this._own.handle = h;
      trial._h = 0;
      if (registry) registry.register(this, this._own, this);
    } finally {
      trial.free();
    }
  }
  // [point, colour] of each point of a list (any iterable but a string).
  _stones(list, colour, what) {
    return Array.from(pointList(list, `the ${what} stones`), (p) => [this.point(p), colour]);
  }

  // -- forbidden points

  /** Forbid.NONE or the kind of foul of a black stone on an empty point. */
  forbidden(p) { return this._check(M._renju_forbidden(this._handle(), this.point(p))); }
  /** The whole forbidden map: a Uint8Array of Forbid kinds indexed by point. */
  forbiddenMap() {
    const n = this._size * this._size;
    this._check(M._renju_forbidden_map(this._handle(), scratch + CELLS, n));
    return u8().slice(scratch + CELLS, scratch + CELLS + n);
  }
  /** Map of notation to Forbid kind, for every forbidden point. */
  forbiddenPoints() {
    const map = this.forbiddenMap(), out = new Map();
    map.forEach((kind, p) => { if (kind) out.set(this._names.names[p], kind); });
    return out;
  }

  // -- shapes and explanations

  _line(p, colour, dir) {
    return [this.point(p), word(COLOURS, colour, 'colour'), word(DIRECTIONS, dir, 'direction')];
  }
  /** The Shape a stone of colour on p makes along a Direction. */
  shape(p, colour, dir) { return this._check(M._renju_shape(this._handle(), ...this._line(p, colour, dir))); }
  /** The stones of that shape, as notation. */
  shapeStones(p, colour, dir) {
    const a = this._line(p, colour, dir);
    return this._names_of(this._ints((h, b, c) => M._renju_shape_stones(h, ...a, b, c)));
  }
  /** The key points of that shape: [{point, status}], status 0 when playable, else a
   * Forbid kind or KEY_MAKES_FIVE. */
  shapeKeys(p, colour, dir) {
    const a = this._line(p, colour, dir), h = this._handle();
    const cap = MAX_SIZE * 2;   // a line holds at most MAX_SIZE points
    const pts = scratch + INTS, st = scratch + INTS + 4 * cap;
    const n = this._check(M._renju_shape_keys(h, ...a, pts, st, cap));
    const v = i32(), out = [];
    for (let i = 0; i < n; i++) out.push({ point: this.name(v[(pts >> 2) + i]), status: v[(st >> 2) + i] });
    return out;
  }
  /** One English sentence: whether a black stone on p is forbidden, and why. */
  explain(p) {
    const pt = this.point(p);
    return this._text((h, b, c) => M._renju_explain(h, pt, b, c));
  }

  // -- the opening

  get expectedAction() { return this._check(M._renju_expected_action(this._handle())); }
  get expectedPlayer() { return this._check(M._renju_expected_player(this._handle())); }
  get expectedColour() { return this._check(M._renju_expected_colour(this._handle())); }
  playerColour(player) { return this._check(M._renju_player_colour(this._handle(), word(PLAYERS, player, 'player'))); }
  get coloursFinal() { return this._check(M._renju_colours_final(this._handle())) === 1; }
  /** Where the expected action may place a stone (or the offers to choose from). */
  allowedPoints() { return this._names_of(this._ints((h, b, c) => M._renju_allowed_points(h, b, c))); }
  pointAllowed(p) { return this._check(M._renju_point_allowed(this._handle(), this.point(p))) === 1; }
  /** [min, max] number of 5th-move offers. */
  offerBounds() {
    const out = scratch + OUT;
    this._check(M._renju_offer_bounds(this._handle(), out, out + 4));
    const h = i32();
    return [h[out >> 2], h[(out >> 2) + 1]];
  }
  /** The 5th-move offers made in this game, as notation. */
  get offers() { return this._names_of(this._ints((h, b, c) => M._renju_offers(h, b, c))); }
  _player(player) { return player === undefined || player === null ? this.expectedPlayer : word(PLAYERS, player, 'player'); }
  /** Swap colours (or keep them with false); player defaults to the one expected.
   * doSwap is a boolean: TypeError for anything else, which would be read as one. */
  swap(doSwap = true, player) {
    if (typeof doSwap !== 'boolean') throw new TypeError(`doSwap must be a boolean, not ${typeof doSwap}`);
    this._check(M._renju_swap(this._handle(), this._player(player), doSwap ? 1 : 0));
  }
  declare(number, player) { this._check(M._renju_declare(this._handle(), this._player(player), int(number, 'number of offers'))); }
  /** Propose all the 5th-move offers at once. */
  propose(points, player) {
    const pts = Array.from(pointList(points, 'the offers'), (p) => this.point(p));
    const who = this._player(player), h = this._handle();
    if (pts.length > MAX_SIZE * MAX_SIZE) throw new OutOfRange(ErrorCode.ERANGE, `${pts.length} offers are more than the board has points`);
    i32().set(pts, (scratch + INTS) >> 2);
    this._check(M._renju_propose(h, who, scratch + INTS, pts.length));
  }
  chooseOffer(p, player) { this._check(M._renju_choose_offer(this._handle(), this._player(player), this.point(p))); }
  chooseBranch(branch, player) { this._check(M._renju_choose_branch(this._handle(), this._player(player), word(BRANCHES, branch, 'branch'))); }
  chooseColour(colour, player) { this._check(M._renju_choose_colour(this._handle(), this._player(player), word(COLOURS, colour, 'colour'))); }
  chooseSwap2(option, player) { this._check(M._renju_choose_swap2(this._handle(), this._player(player), word(SWAP2, option, 'swap2 option'))); }
  playAs(player, p) { this._check(M._renju_play_as(this._handle(), word(PLAYERS, player, 'player'), this.point(p))); }

  // -- symmetry and the 26 openings

  symmetryPoint(sym, p) { return this.name(this._check(M._renju_symmetry_point(this._handle(), word(SYMMETRIES_BY_NAME, sym, 'symmetry'), this.point(p)))); }
  /** The position's key (renju_position_key(3)): {key, symmetry}, key 32 hex digits, the
   * same for the position's 8 images and every move order that reaches it; symmetry
   * takes the position to the canonical image the key names. */
  get positionKey() {
    const out = scratch + OUT, key = scratch + CELLS;
    this._check(M._renju_position_key(this._handle(), key, out));
    const bytes = u8().subarray(key, key + 16);
    let hex = '';
    for (const b of bytes) hex += b.toString(16).padStart(2, '0');
    return { key: hex, symmetry: i32()[out >> 2] };
  }
  offersEquivalent(a, b) { return this._check(M._renju_offers_equivalent(this._handle(), this.point(a), this.point(b))) === 1; }
  /** {index, symmetry} of the opening three stones form; index 0 (symmetry null) if none. */
  openingIdentify(black1, white2, black3) {
    const out = scratch + OUT;
    const a = this.point(black1), b = this.point(white2), c = this.point(black3);
    const index = this._check(M._renju_opening_identify(this._handle(), a, b, c, out));
    return index ? { index, symmetry: i32()[out >> 2] } : { index: 0, symmetry: null };
  }
  get openingIndex() { return this._check(M._renju_opening_index(this._handle())); }
  /** The name of this game's 26-opening, null if none. */
  get openingName() { return openingName(this.openingIndex); }
  openingPoints(index, sym = Symmetry.IDENTITY) {
    const i = int(index, 'opening index'), s = word(SYMMETRIES_BY_NAME, sym, 'symmetry');
    return this._names_of(this._ints((h, b, c) => M._renju_opening_points(h, i, s, b, c)));
  }

  // -- records and tags

  /** The record as bytes (Uint8Array) in a format ("moves", "sgf", "psq", "lib"). */
  exportBytes(format = 'sgf') {
    const fmt = formatOf(format);
    return this._bytes((h, p, c) => M._renju_record_export(h, fmt, p, c));
  }
  /** The record as a string; as bytes (Uint8Array) for a binary format ("lib"). */
  export(format = 'sgf') {
    const bytes = this.exportBytes(format);
    return isBinary(formatOf(format)) ? bytes : decoder.decode(bytes);
  }
  /** The whole tree's record as bytes, wherever the game stands: SGF and .lib hold the
   * tree, a move list and .psq its main line (what is left out: recordWarnings()). */
  treeExportBytes(format = 'sgf') {
    const fmt = formatOf(format);
    return this._bytes((h, p, c) => M._renju_tree_export(h, fmt, p, c));
  }
  /** The whole tree's record as a string; as bytes for a binary format ("lib"). */
  treeExport(format = 'sgf') {
    const bytes = this.treeExportBytes(format);
    return isBinary(formatOf(format)) ? bytes : decoder.decode(bytes);
  }
  /** The game's tree: its nodes, where the game stands, moving and editing. */
  get tree() { this._handle(); return new Tree(this); }
  /** The character set of .lib text ("" for UTF-8); null or "" reads it as UTF-8 where
   * valid, else GBK. */
  get charset() { return this._text((h, b, c) => M._renju_record_charset_get(h, b, c)); }
  set charset(name) {
    const h = this._handle();
    if (name === null || name === undefined) this._check(M._renju_record_charset_set(h, 0));
    else this._check(withString(name, 'charset', (p) => M._renju_record_charset_set(h, p)));
  }

  _importError(rc) {
    const err = new (errorClass(rc))(rc, cString(M._renju_errmsg(this._h)));
    const pos = this.recordErrorPosition();
    err.line = pos.line; err.column = pos.column; err.move = pos.move;
    return err;
  }
  /** Read a record (string or bytes) into the game; returns the bytes read.  A failure
   * throws with .line, .column and .move, the game unchanged. */
  importRecord(text, format = 'sgf', flags = 0) {
    const fmt = formatOf(format), h = this._handle();
    if (typeof text === 'string' && isBinary(fmt)) throw new TypeError(`${formatName(fmt)} records are bytes, not a string`);
    const bytes = recordBytes(text);
    const rc = withBytes(bytes, (p, n) => M._renju_record_import(h, fmt, p, n, int(flags, 'flags')));
    this._resize();
    if (rc < 0) throw this._importError(rc);
    return rc;
  }
  // The block in the library's memory that the collection data (bytes of length n)
  // is copied into as importNext() reads it; a new one for another collection.
  _collection(data, n) {
    const c = this._coll;
    if (c && c.data === data && c.n === n) return c;
    this._dropCollection();
    let p = alloc(n);
    if (p === this._own.text) {
      // the library would take the block where its last text was for that text and
      // count its lines on from there: another block
      const q = alloc(n);
      M._free(p);
      p = q;
    }
    this._own.block = this._own.text = p;
    this._coll = { data, n, copied: 0, end: 0, window: 4096 };
    return this._coll;
  }
  _dropCollection() {
    if (this._own.block) M._free(this._own.block);
    this._own.block = 0;
    this._coll = null;
  }
  // renju_record_import_next() on the collection block, copying into it the bytes the
  // call reads: from offset to a window past it, afresh, grown until the game ends
  // inside it; those before offset once (again after going back), as the library
  // counts the lines through them.  The library counts on from where its last call
  // on the block got to, so that a collection read in order costs each game about
  // its own size, not the collection's.  Returns [rc, end].
  _importWindow(bytes, c, fmt, offset, flags) {
    const at = scratch + OUT;   // a size_t: 32 bits in wasm32
    if (offset < c.end) c.copied = 0;
    for (let w = c.window; ; w *= 2) {
      const hi = Math.min(bytes.length, offset + w), heap = u8(), p = this._own.block;
      if (c.copied < offset) heap.set(bytes.subarray(c.copied, offset), p + c.copied);
      heap.set(bytes.subarray(offset, hi), p + offset);
      c.copied = Math.max(c.copied, hi);
      i32()[at >> 2] = offset;
      const rc = M._renju_record_import_next(this._h, fmt, p, hi, at, flags);
      const end = i32()[at >> 2] >>> 0;
      if (end < hi || hi === bytes.length) {
        c.end = end;
        c.window = Math.max(4096, 4 * (end - offset));
        return [rc, end];
      }
    }
  }
  /** Read the game of a collection (bytes) at or after offset: {read, end}; a game that
   * cannot be read throws with .end set, to go on from there.  The collection is
   * copied into the library's memory as it is read, so that reading it in order
   * costs each game about its own size: bytes before offset must not change between
   * calls on the same collection (going back to an earlier offset reads them
   * again). */
  importNext(data, offset = 0, format = 'sgf', flags = 0) {
    if (typeof data === 'string') throw new TypeError('a collection is bytes (offsets count bytes): encode it first');
    if (CORE) throw new NotInCore('renju_record_import_next');   // before the block is kept
    const bytes = recordBytes(data), fmt = formatOf(format);
    this._handle();
    int(offset, 'offset');
    if (offset < 0 || offset > bytes.length) throw new InvalidArgument(ErrorCode.EINVAL, `offset ${offset} is outside the text`);
    const fl = int(flags, 'flags');
    const [rc, end] = this._importWindow(bytes, this._collection(data, bytes.length), fmt, offset, fl);
    if (rc === 0) this._dropCollection();   // nothing but blanks left
    this._resize();
    if (rc < 0) {
      const err = this._importError(rc);
      err.end = end;
      throw err;
    }
    return { read: rc === 1, end };
  }
  /** The warnings of the last import: [{code, line, column, count, message}]. */
  recordWarnings() {
    const h = this._handle(), out = [], o = scratch + OUT;
    const n = this._check(M._renju_record_warnings(h));
    for (let i = 0; i < n; i++) {
      const msg = cString(M._renju_record_warning(h, i, o, o + 4, o + 8, o + 12));
      const v = i32(), b = o >> 2;
      out.push({ code: v[b], line: v[b + 1], column: v[b + 2], count: v[b + 3], message: msg });
    }
    return out;
  }
  /** {line, column, move} where the last import failed; zeros after a success. */
  recordErrorPosition() {
    const o = scratch + OUT;
    this._check(M._renju_record_error_position(this._handle(), o, o + 4, o + 8));
    const v = i32(), b = o >> 2;
    return { line: v[b], column: v[b + 1], move: v[b + 2] };
  }
  /** Set a tag ("PB", "EV", ...); null or "" removes it. */
  setTag(name, value) {
    const h = this._handle();
    const nameBytes = utf8z(name, 'tag name');
    if (nameBytes.length >= 16) throw new InvalidArgument(ErrorCode.EINVAL, `unknown tag "${name}"`);
    if (value === null || value === undefined || value === '') {
      this._check(withString(name, 'tag name', (n) => M._renju_tag_set(h, n, 0)));
      return;
    }
    const v = utf8z(value, 'tag value');
    const p = alloc(nameBytes.length + 1 + v.length + 1);
    try {
      const heap = u8();
      heap.set(nameBytes, p); heap[p + nameBytes.length] = 0;
      const q = p + nameBytes.length + 1;
      heap.set(v, q); heap[q + v.length] = 0;
      this._check(M._renju_tag_set(h, p, q));
    } finally {
      M._free(p);
    }
  }
  /** A tag's value, "" when not set. */
  getTag(name) {
    this._handle();
    return withString(name, 'tag name', (n) => this._text((h, b, c) => M._renju_tag_get(h, n, b, c)));
  }
  /** {name: value} of the tags that are set. */
  get tags() {
    const out = {};
    for (const n of TAG_NAMES) { const v = this.getTag(n); if (v) out[n] = v; }
    return out;
  }

  toString() { return this._h ? this.boardText().replace(/\n$/, '') : '<freed game>'; }
}

bindTree({ M, scratch, OUT, alloc, i32, withString, int, word, words, InvalidArgument, ErrorCode });
bindIndex({ M, scratch, OUT, alloc, i32, u8, withString, int, word, errorClass, cString, Game,
  RESULTS: words(Result), IndexFreed });

/** The answer of game.proof(): what was found, and on a win the proof's game (a Game
 * of its own, the caller's to free) and its first node; null for both otherwise. */
export class Proof {
  constructor(outcome, game, node, nodes) {
    this.outcome = outcome;
    this.game = game;
    this.node = node;
    this.nodes = nodes;
  }
  /** The proof as one SGF game tree of moves on one line (node.export()), "" when
   * there is none. */
  export() { return this.node ? this.node.export() : ''; }
  /** Free the proof's game (nothing to do when there is none).  Safe to repeat. */
  free() { if (this.game) this.game.free(); }
}

// A list of points: any iterable but a string, whose letters would be taken for points.
function pointList(list, what) {
  if (typeof list === 'string' || list === null || typeof list !== 'object'
      || typeof list[Symbol.iterator] !== 'function') {
    throw new TypeError(`${what} are a list of points, not ${typeof list === 'string' ? 'a string' : String(list)}`);
  }
  return list;
}

function recordBytes(data) {
  if (typeof data === 'string') return utf8(data, 'the record');
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  throw new TypeError('a record is a string or bytes (Uint8Array, ArrayBuffer)');
}

export default Game;
