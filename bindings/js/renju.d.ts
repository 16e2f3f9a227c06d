// SPDX-License-Identifier: MIT
// TypeScript declarations of librenju's JavaScript package (renju.mjs).

/** A point: notation ("h8", "pass"), [column, row] (0-based, row 0 at the bottom) or
 * the library's integer (row * size + column, or PASS). */
export type PointLike = string | number | [number, number];
export type ColourLike = number | 'empty' | 'black' | 'white';
export type PlayerLike = number | 'first' | 'second';
/** A Format value, or any name the library reads for one ("sgf", "lib", "renlib", ".SGF"). */
export type FormatLike = number | 'moves' | 'sgf' | 'psq' | 'lib' | 'pos' | string;
/** The binary formats, whose records are bytes. */
export type BinaryFormat = 3 | 'lib' | 'renlib' | '.lib';
/** A NodeFlag value or its name ('kept', 'marked', 'start'). */
export type NodeFlagLike = number | string;
/** A Mark value or its name ('triangle', 'square', 'circle', 'cross', 'none'). */
export type MarkLike = number | string;
/** A Symmetry value or its name ('identity', 'rotate-90', 'flip-columns', ...). */
export type SymmetryLike = number | string;
/** A Direction value or its name ('horizontal', 'vertical', 'diagonal', 'antidiagonal'). */
export type DirectionLike = number | string;
export type RecordData = string | Uint8Array | ArrayBuffer | ArrayBufferView;

/** What every enumeration has besides its members: the name of a value, null for none
 * (ErrorCode.nameOf(-4) is "EOCCUPIED", Forbid.nameOf(3) "DOUBLE_THREE"). */
export interface Named { nameOf(value: number): string | null }

export const PASS: 1024;
export const NO_POINT: 1025;
export const DEFAULT_SIZE: 15;
/** The node limit of vcf(), vct(), solve(), defences() and proof() when none is given. */
export const DEFAULT_MAX_NODES: 1000000;
export const MIN_SIZE: 5;
export const MAX_SIZE: 20;
export const MAX_OFFERS: 100;
export const OPENINGS: 26;
export const SYMMETRIES: 8;
export const KEY_MAKES_FIVE: 4;

export const ErrorCode: Named & Readonly<{
  OK: 0; EINVAL: -1; ENOMEM: -2; ERANGE: -3; EOCCUPIED: -4; EFORBIDDEN: -5; EGAMEOVER: -6;
  EPHASE: -7; EPLAYER: -8; ENOTATION: -9; EBUFSIZE: -10; ENOMOVE: -11; ENOPASS: -12;
  EPOSITION: -13; EEQUIVALENT: -14; EPARSE: -15;
}>;
export const Colour: Named & Readonly<{ EMPTY: 0; BLACK: 1; WHITE: 2 }>;
export const Option: Named & Readonly<{
  FOUL_POLICY: 1; ALLOW_PASS: 2; CENTRE_FIRST: 3; MOVE_LIMIT: 4; THREE_READING: 5;
  OPENING: 6; OPENING_N: 7; EDGE_BLOCKS: 8;
}>;
export const Foul: Named & Readonly<{ REJECT: 0; LOSE: 1 }>;
export const ThreeReading: Named & Readonly<{ LITERAL: 0; NONLITERAL: 1 }>;
export const TextFlag: Named & Readonly<{ FORBIDDEN: 1; LAST: 2; OFFERS: 4 }>;
export const Result: Named & Readonly<{ ONGOING: 0; BLACK_WINS: 1; WHITE_WINS: 2; DRAW: 3 }>;
export const Reason: Named & Readonly<{
  NONE: 0; FIVE: 1; OVERLINE: 2; FOUL: 3; RESIGNATION: 4; FULL_BOARD: 5; BOTH_PASSED: 6;
  AGREEMENT: 7; NO_LEGAL_POINT: 8; MOVE_LIMIT: 9; TIME: 10; FORFEIT: 11;
}>;
export const Forbid: Named & Readonly<{ NONE: 0; OVERLINE: 1; DOUBLE_FOUR: 2; DOUBLE_THREE: 3 }>;
export const Direction: Named & Readonly<{ HORIZONTAL: 0; VERTICAL: 1; DIAGONAL: 2; ANTIDIAGONAL: 3 }>;
export const Shape: Named & Readonly<{
  NONE: 0; FIVE: 1; OVERLINE: 2; STRAIGHT_FOUR: 3; FOUR: 4; DOUBLE_FOUR: 5; THREE: 6;
  FALSE_THREE: 7;
}>;
export const Player: Named & Readonly<{ NONE: 0; FIRST: 1; SECOND: 2 }>;
export const Action: Named & Readonly<{
  NONE: 0; PLAY: 1; STONE: 2; SWAP: 3; DECLARE: 4; OFFERS: 5; CHOOSE_OFFER: 6; BRANCH: 7;
  COLOUR: 8; SWAP2: 9;
}>;
export const Branch: Named & Readonly<{ FIFTH: 1; OFFERS: 2 }>;
export const Solve: Named & Readonly<{ NONE: 0; WIN: 1; UNKNOWN: 2 }>;
/** The kinds of win defences() stops (VCF, VCT) and proof() proves (all three). */
export const Threat: Named & Readonly<{ VCF: 1; VCT: 2; WIN: 3 }>;
/** A Threat value or its name. */
export type ThreatLike = number | 'vcf' | 'vct' | 'win';
/** The answer of vcf(), vct() and solve(): a Solve outcome, the main line as notation
 * ([] unless WIN), the positions searched. */
export interface SearchResult { outcome: number; line: string[]; nodes: number }
/** The answer of defences(): a Solve outcome (WIN: a threat to stop, [] meaning every
 * move loses; NONE: no threat, every legal point listed; UNKNOWN: a limit came first,
 * the points proved to defend listed), the points as notation, the positions searched. */
export interface DefencesResult { outcome: number; points: string[]; nodes: number }
/** The answer of proof(): on a win, game is a new Game of the caller's (free it), a
 * copy standing where the searched game stands whose children there are the proof,
 * and node the proof's first move in it; both null otherwise. */
export class Proof {
  readonly outcome: number;
  readonly game: Game | null;
  readonly node: Node | null;
  readonly nodes: number;
  /** The proof as one SGF game tree of moves on one line; "" when there is none. */
  export(): string;
  /** Free the proof's game; safe to repeat. */
  free(): void;
}
export const Swap2: Named & Readonly<{ BLACK: 1; WHITE: 2; TWO_MORE: 3 }>;
export const Symmetry: Named & Readonly<{
  IDENTITY: 0; ROTATE_90: 1; ROTATE_180: 2; ROTATE_270: 3; FLIP_COLUMNS: 4; FLIP_ROWS: 5;
  DIAGONAL: 6; ANTIDIAGONAL: 7;
}>;
export const Format: Named & Readonly<{ MOVES: 0; SGF: 1; PSQ: 2; LIB: 3; POS: 4 }>;
export const ImportFlag: Named & Readonly<{ RULES: 1; PARTIAL: 2 }>;
export const Warning: Named & Readonly<{
  GAME_TYPE: 1; CHARSET: 2; TEXT: 3; SKIPPED: 4; VARIATIONS: 5; RULES: 6; UNRECORDED: 7;
  OPENING: 8; RESULT: 9; LAYOUT: 10; ILLEGAL_LINE: 11; NOT_WRITTEN: 12;
}>;
export const NODE_CURRENT: -1;
export const TreeMode: Named & Readonly<{ SCRATCH: 0; KEEP: 1 }>;
export const NodeKind: Named & Readonly<{
  ROOT: 0; STONE: 1; PASS: 2; RESIGN: 3; FORFEIT: 4; ACCEPT_DRAW: 5; DECLINE_DRAW: 6;
  SWAP: 7; DECLARE: 8; OFFERS: 9; BRANCH: 10; COLOUR: 11; SWAP2: 12; NONE: 13;
}>;
export const NodeFlag: Named & Readonly<{
  KEPT: 1; ILLEGAL: 2; UNPLAYABLE: 4; DRAW_OFFER: 8; FOUL: 16; MARKED: 32; START: 64;
}>;
export const Mark: Named & Readonly<{ NONE: 0; TRIANGLE: 1; SQUARE: 2; CIRCLE: 3; CROSS: 4 }>;
/** The library's rule sets by name ("freestyle", "renju", "caro-5", ...). */
export const RULESETS: Readonly<Record<string, number>>;
/** The library's opening rules by name ("none", "rif", "soosorv", "swap2", ...). */
export const OPENING_RULES: Readonly<Record<string, number>>;

export class RenjuError extends Error {
  constructor(code: number, message?: string);
  /** The library's error code (negative). */
  readonly code: number;
  /** Its name in ErrorCode ("EFORBIDDEN"), null for an unknown code. */
  readonly codeName: string | null;
  /** Set on errors of importRecord() and importNext(). */
  line?: number;
  column?: number;
  move?: number;
  /** Set on errors of importNext(): where the next game starts. */
  end?: number;
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
export class GameFreed extends InvalidArgument { constructor(); }
/** A call on an index after free(). */
export class IndexFreed extends GameFreed { constructor(); }
export function errorClass(code: number): typeof RenjuError;
/** Under librenju/core, a call of what only librenju has: records and the position
 * index.  `function` names the library's function that was needed. */
export class NotInCore extends Error {
  constructor(fn: string);
  readonly function: string;
}
/** true in librenju/core, false in librenju. */
export const CORE_ONLY: boolean;

export function version(): number;
export function versionString(): string;
export function strerror(code: number): string;
export function reasonName(reason: number): string | null;
export function forbidName(kind: number): string | null;
export function openingName(index: number): string | null;
export function openingKanji(index: number): string | null;
export function openingDirect(index: number): boolean;
export function symmetryInverse(sym: SymmetryLike): number;
export const DiagramFlag: Named & {
  readonly COORDS: 1; readonly COORDS_ALL: 2; readonly NUMBERS: 4; readonly LAST: 8;
  readonly FORBIDDEN: 16; readonly MARKS: 32; readonly PLAIN: 64; readonly DEFAULT: 57;
};
export function rulesFromName(name: string): { ruleset: number; opening: number; openingN: number };
export function tagNames(): string[];
/** The library's name of a format ("sgf", "lib"), null for a value that is none. */
export function formatName(format: number): string | null;
/** The format a name or a file name's extension stands for; InvalidArgument if none. */
export function formatFromName(name: string): number;
export function heapStats(): { heapEnd: number; memoryBytes: number };

export interface GameOptions {
  foulPolicy?: number | 'reject' | 'lose';
  allowPass?: boolean | number;
  centreFirst?: boolean | number;
  moveLimit?: number;
  threeReading?: number | 'literal' | 'nonliteral';
  opening?: number | string;
  openingN?: number;
  edgeBlocks?: boolean | number;
  [name: string]: unknown;
}

export class Game {
  /** ruleset: a value, or a name in any spelling the library reads ("renju", "Gomoku",
   * "caro 6"); options.opening likewise ("rif", "RIF", "super sakata"). */
  constructor(ruleset?: number | string, size?: number, options?: GameOptions);
  static fromRecord(text: RecordData, format?: FormatLike, flags?: number): Game;
  free(): void;
  readonly freed: boolean;
  clone(): Game;
  reset(): void;
  readonly ruleset: number;
  readonly rulesetName: string;
  readonly size: number;
  readonly errcode: number;
  readonly errmsg: string;

  setOption(option: number | string, value: number | boolean | string): void;
  getOption(option: number | string): number;
  optionBounds(option: number | string): [number, number];

  point(p: PointLike): number;
  name(p: PointLike): string | null;
  coordinates(p: PointLike): [number, number];

  play(p: PointLike): void;
  playMoves(moves: string | PointLike[]): void;
  pass(): void;
  undo(): void;
  redo(): void;
  resign(colour: ColourLike): void;
  /** The player of colour loses on time or by forfeit; undo() takes it back. */
  forfeit(colour: ColourLike, reason: number | 'time' | 'forfeit'): void;
  offerDraw(p?: PointLike): void;
  acceptDraw(): void;
  declineDraw(): void;
  readonly drawOffered: boolean;

  stone(p: PointLike): number;
  /** Every point's stone, indexed by point. */
  board(): Uint8Array;
  boardText(flags?: number): string;
  readonly sideToMove: number;
  readonly moveCount: number;
  readonly stoneCount: number;
  readonly movePoints: number[];
  readonly moves: string[];
  readonly lastMove: string | null;
  readonly result: number;
  readonly resultReason: number;
  readonly over: boolean;
  readonly winningLine: string[];
  /** Victory by continuous fours for the side to move.  maxNodes: DEFAULT_MAX_NODES
   * unless given, 0 (no limit) to 2147483647; timeLimit: null (none, the default) or
   * the seconds the search may take.  RangeError outside those ranges, TypeError for a
   * non-number. */
  vcf(maxNodes?: number, timeLimit?: number | null): SearchResult;
  /** Victory by continuous threats (fours and threes) for the side to move
   * (renju_vct(3)); the same shape as vcf(), maxNodes and timeLimit as for it. */
  vct(maxNodes?: number, timeLimit?: number | null): SearchResult;
  /** Win in n (1 to 20) of the side to move's moves (renju_solve(3)); maxNodes and
   * timeLimit as for vcf().  RangeError for n, maxNodes or timeLimit out of range. */
  solve(n: number, maxNodes?: number, timeLimit?: number | null): SearchResult;
  /** The side to move's moves after which the other side has no VCF ('vcf') or no VCT
   * ('vct') (renju_defences(3)); maxNodes and timeLimit as for vcf().  InvalidArgument
   * for another threat. */
  defences(threat: ThreatLike, maxNodes?: number, timeLimit?: number | null): DefencesResult;
  /** A win by 'vcf', 'vct' or 'win' (with moves, 1 to 20) with its proof as a game
   * tree (renju_proof(3)); maxNodes and timeLimit as for vcf().  InvalidArgument for
   * another threat, RangeError for moves out of range or given to 'vcf' or 'vct'. */
  proof(threat: ThreatLike, moves?: number | null, maxNodes?: number, timeLimit?: number | null): Proof;
  readonly resultFoul: { kind: number; point: string | null };

  setupBegin(): void;
  setupPut(p: PointLike, colour: ColourLike): void;
  setupSide(colour: ColourLike): void;
  setupEnd(): void;
  readonly inSetup: boolean;
  /** Set up a position in one call (setupBegin ... setupEnd), made on a copy that takes
   * the game's place once every step has succeeded: a failure throws and leaves the game
   * exactly as it was (moves, stones, side to move, not in setup mode). */
  setup(position?: { black?: Iterable<PointLike>; white?: Iterable<PointLike>; side?: ColourLike }): void;

  forbidden(p: PointLike): number;
  /** Forbid kinds indexed by point. */
  forbiddenMap(): Uint8Array;
  forbiddenPoints(): Map<string, number>;

  shape(p: PointLike, colour: ColourLike, dir: DirectionLike): number;
  shapeStones(p: PointLike, colour: ColourLike, dir: DirectionLike): string[];
  shapeKeys(p: PointLike, colour: ColourLike, dir: DirectionLike): { point: string; status: number }[];
  explain(p: PointLike): string;

  readonly expectedAction: number;
  readonly expectedPlayer: number;
  readonly expectedColour: number;
  playerColour(player: PlayerLike): number;
  readonly coloursFinal: boolean;
  allowedPoints(): string[];
  pointAllowed(p: PointLike): boolean;
  offerBounds(): [number, number];
  readonly offers: string[];
  /** doSwap must be a boolean (TypeError otherwise). */
  swap(doSwap?: boolean, player?: PlayerLike): void;
  declare(number: number, player?: PlayerLike): void;
  /** points: any iterable of points but a string (TypeError). */
  propose(points: Iterable<PointLike>, player?: PlayerLike): void;
  chooseOffer(p: PointLike, player?: PlayerLike): void;
  chooseBranch(branch: number | 'fifth' | 'offers', player?: PlayerLike): void;
  chooseColour(colour: ColourLike, player?: PlayerLike): void;
  chooseSwap2(option: number | 'black' | 'white' | 'two-more', player?: PlayerLike): void;
  playAs(player: PlayerLike, p: PointLike): void;

  symmetryPoint(sym: SymmetryLike, p: PointLike): string;
  /** renju_position_key(3): 32 hex digits, the same under the 8 symmetries and every
   * move order; symmetry takes the position to the canonical image. */
  readonly positionKey: { key: string; symmetry: number };
  /** renju_diagram(3): the position as SVG. */
  diagramSvg(options?: { flags?: number; first?: number; cell?: number; title?: string | null }): string;
  offersEquivalent(a: PointLike, b: PointLike): boolean;
  openingIdentify(black1: PointLike, white2: PointLike, black3: PointLike): { index: number; symmetry: number | null };
  readonly openingIndex: number;
  readonly openingName: string | null;
  openingPoints(index: number, sym?: SymmetryLike): string[];

  exportBytes(format?: FormatLike): Uint8Array;
  /** A string; bytes for a binary format. */
  export(format: BinaryFormat): Uint8Array;
  export(format?: FormatLike): string;
  treeExportBytes(format?: FormatLike): Uint8Array;
  /** The whole tree's record: a string; bytes for a binary format. */
  treeExport(format: BinaryFormat): Uint8Array;
  treeExport(format?: FormatLike): string;
  /** A string is refused (TypeError) for a binary format ("lib", "pos"). */
  importRecord(text: RecordData, format?: FormatLike, flags?: number): number;
  importNext(data: Uint8Array | ArrayBuffer | ArrayBufferView, offset?: number, format?: FormatLike, flags?: number): { read: boolean; end: number };
  recordWarnings(): { code: number; line: number; column: number; count: number; message: string }[];
  recordErrorPosition(): { line: number; column: number; move: number };
  setTag(name: string, value: string | null): void;
  getTag(name: string): string;
  readonly tags: Record<string, string>;
  /** The character set of .lib text ("" for UTF-8); null or "" for the default. */
  get charset(): string;
  set charset(name: string | null);
  /** The game's tree. */
  readonly tree: Tree;
  toString(): string;
}

/** A live view of a node's labels (notation to text) or marks (notation to Mark):
 * read and written through the library at each use, in the order they were set. */
export interface NodeNotes<V, In> {
  readonly size: number;
  get(p: PointLike): V | undefined;
  has(p: PointLike): boolean;
  set(p: PointLike, value: In): this;
  delete(p: PointLike): boolean;
  clear(): void;
  keys(): string[];
  values(): V[];
  entries(): [string, V][];
  forEach(fn: (value: V, key: string, notes: this) => void, self?: unknown): void;
  [Symbol.iterator](): Iterator<[string, V]>;
}

/** A node of a game's tree: the game and the node's number, read through the library
 * at each use.  OutOfRange once the node is deleted. */
export class Node {
  readonly game: Game;
  readonly id: number;
  equals(other: unknown): boolean;
  toString(): string;
  readonly parent: Node | null;
  readonly children: Node[];
  readonly depth: number;
  readonly index: number;
  readonly next: Node | null;
  readonly path: number[];
  /** The moves from the root, as notation. */
  readonly line: string[];
  readonly isRoot: boolean;
  readonly isCurrent: boolean;
  /** The node and every node below it, in pre-order. */
  walk(): Node[];
  readonly action: { kind: number; colour: number; value: number };
  readonly kind: number;
  readonly colour: number;
  readonly value: number;
  /** The stone's point, "pass" for a pass, null for another kind. */
  readonly point: string | null;
  readonly offers: string[];
  readonly flags: number;
  setFlag(flag: NodeFlagLike, on?: boolean): void;
  readonly error: { code: number; message: string } | null;
  get comment(): string;
  set comment(text: string | null);
  get name(): string;
  set name(text: string | null);
  readonly labels: NodeNotes<string, string>;
  readonly marks: NodeNotes<number, MarkLike>;
  readonly setup: { point: string; colour: number }[];
  readonly properties: string;
  /** The node's subtree as one SGF game tree of its moves on one line
   * (renju_node_export(3)); InvalidArgument for the root. */
  export(): string;
  goto(): Node;
  delete(): void;
  promote(): void;
}

/** The tree of a game (game.tree): the goto methods return the node reached. */
export class Tree implements Iterable<Node> {
  readonly game: Game;
  readonly root: Node;
  readonly current: Node;
  node(id: number): Node;
  get mode(): number;
  set mode(mode: number | 'scratch' | 'keep');
  readonly size: number;
  nodes(): Node[];
  [Symbol.iterator](): Iterator<Node>;
  gotoRoot(): Node;
  gotoParent(): Node;
  gotoChild(index?: number): Node;
  gotoSibling(step?: number): Node;
  goto(node: Node | number): Node;
  follow(path: Iterable<number>): Node;
  delete(node: Node | number): void;
  promote(node: Node | number): void;
  export(format: BinaryFormat): Uint8Array;
  export(format?: FormatLike): string;
}

/** The version of the bytes Index.toBytes() writes. */
export const INDEX_VERSION: 1;
/** The games an index can hold. */
export const INDEX_MAX_GAMES: 4194304;
export type ResultLike = number | 'ongoing' | 'black-wins' | 'white-wins' | 'draw';
/** A move played next from a position (Index.nextMoves()), in the orientation of the
 * game asked about. */
export interface NextMove {
  /** Notation ('h8'), 'pass' for a pass. */
  point: string;
  games: number;
  blackWins: number;
  draws: number;
  blackLosses: number;
}
/** The position index (renju_index(3)): every position of many games under its key. */
export class Index {
  constructor();
  /** An index read from bytes toBytes() wrote (copied into the wasm heap). */
  static fromBytes(data: Uint8Array | ArrayBuffer | ArrayBufferView): Index;
  free(): void;
  readonly freed: boolean;
  /** The game's number in the index, 0 for the first. */
  add(game: Game, result?: ResultLike, label?: string): number;
  readonly games: number;
  readonly positions: number;
  label(game: number): string;
  result(game: number): number;
  toBytes(): Uint8Array;
  /** The numbers of the games that reach the position game stands on, in order. */
  find(game: Game): number[];
  nextMoves(game: Game): NextMove[];
  toString(): string;
}
export default Game;
