// SPDX-License-Identifier: MIT
// Tests of the position index of the JavaScript package (node --test): three games,
// one the mirror image of another and one a transposition of it, asked about in
// several orientations, the answers worked out by hand; the bytes' round trip, bad
// bytes and arguments, and a freed index.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as renju from '../renju.mjs';

const { Game, Index, Result, ErrorCode } = renju;

function game(moves, ruleset = 'freestyle') {
  const g = new Game(ruleset);
  g.playMoves(moves);
  return g;
}

// A: black h8, i9 and white h9, j10.  B: A mirrored left to right (column x to 14 - x).
// C: A's first three stones in another order (black i9, white h9, black h8), then g7.
const GAMES = [['h8 h9 i9 j10', Result.BLACK_WINS, 'A'], ['h8 h9 g9 f10', 'draw', 'B'],
  ['i9 h9 h8 g7', 'white-wins', 'C']];

function build() {
  const index = new Index();
  for (const [moves, result, label] of GAMES) {
    const g = game(moves);
    index.add(g, result, label);
    g.free();
  }
  return index;
}

const move = (point, games, blackWins, draws, blackLosses) => ({ point, games, blackWins, draws, blackLosses });

// Asked about the position of moves: the games found and the moves played next.
function ask(index, moves, ruleset) {
  const g = game(moves, ruleset);
  try {
    return [index.find(g), index.nextMoves(g)];
  } finally {
    g.free();
  }
}

function checkAnswers(index) {
  assert.equal(index.games, 3);
  assert.equal(index.positions, 15);         // 5 positions a game, each once
  assert.deepEqual([0, 1, 2].map((n) => index.label(n)), ['A', 'B', 'C']);
  assert.deepEqual([0, 1, 2].map((n) => index.result(n)), [Result.BLACK_WINS, Result.DRAW, Result.WHITE_WINS]);
  // the empty board: every game; h8 twice, and C's i9, one with g7, g9 and i7 under
  // the board's symmetries, named by the lowest of them (g7)
  assert.deepEqual(ask(index, ''), [[0, 1, 2], [move('h8', 2, 1, 1, 0), move('g7', 1, 0, 0, 1)]]);
  // black h8, white h9: A and B; A's i9 and B's g9 one move under the mirror that
  // keeps the position, named g9 (the lower)
  assert.deepEqual(ask(index, 'h8 h9'), [[0, 1], [move('g9', 2, 1, 1, 0)]]);
  // A's third position: B's mirrored, C's transposed; A's j10, B's f10 mirrored back
  // (j10), C's g7
  assert.deepEqual(ask(index, 'h8 h9 i9'), [[0, 1, 2], [move('j10', 2, 1, 1, 0), move('g7', 1, 0, 0, 1)]]);
  // the same turned half round: the moves turned with it
  assert.deepEqual(ask(index, 'h8 h7 g7'), [[0, 1, 2], [move('f6', 2, 1, 1, 0), move('i9', 1, 0, 0, 1)]]);
  // h8 h9 turned a quarter
  assert.deepEqual(ask(index, 'h8 i8'), [[0, 1], [move('i7', 2, 1, 1, 0)]]);
  // A's last position: no move after it
  assert.deepEqual(ask(index, 'h8 h9 i9 j10'), [[0, 1], []]);
  // no game reaches these: a1, the other side to move, another rule set
  assert.deepEqual(ask(index, 'a1'), [[], []]);
  assert.deepEqual(ask(index, 'h8 h9 pass'), [[], []]);
  assert.deepEqual(ask(index, 'h8 h9', 'standard'), [[], []]);
}

test('find and nextMoves answer as worked out by hand', () => {
  const index = build();
  checkAnswers(index);
  assert.equal(String(index), '<Index of 3 games, 15 positions>');
  index.free();
});

test('add leaves the game as it was; a pass is a move', () => {
  const index = build();
  const g = game('h8 h9 i9');
  const key = g.positionKey;
  assert.equal(index.add(g, Result.BLACK_WINS, 'again'), 3);
  assert.deepEqual(g.moves, ['h8', 'h9', 'i9']);
  assert.deepEqual(g.positionKey, key);
  assert.equal(index.positions, 19);
  assert.deepEqual(index.find(g), [0, 1, 2, 3]);
  g.free();
  index.free();
  const ix = new Index(), p = game('h8 pass');
  ix.add(p);
  assert.equal(ix.result(0), Result.ONGOING);
  assert.equal(ix.label(0), '');
  p.undo();
  assert.deepEqual(ix.nextMoves(p), [move('pass', 1, 0, 0, 0)]);
  p.free();
  ix.free();
});

test('toBytes and fromBytes round trip', () => {
  const index = build();
  const bytes = index.toBytes();
  assert.ok(bytes instanceof Uint8Array);
  assert.equal(new TextDecoder().decode(bytes.subarray(0, 8)), 'RJINDEX\n');
  const opened = Index.fromBytes(bytes);
  bytes.fill(0);                             // the index holds a copy
  checkAnswers(opened);
  assert.deepEqual(opened.toBytes(), index.toBytes());
  const g = game('h8');
  assert.throws(() => opened.add(g), (e) => e instanceof renju.WrongPhase && /opened/.test(e.message));
  g.free();
  const fromBuffer = Index.fromBytes(index.toBytes().buffer);
  checkAnswers(fromBuffer);
  fromBuffer.free();
  opened.free();
  const empty = new Index();
  const none = Index.fromBytes(empty.toBytes());
  assert.equal(none.games, 0);
  assert.equal(none.positions, 0);
  none.free();
  empty.free();
  index.free();
  const labelled = new Index(), h = game('h8');
  labelled.add(h, 'ongoing', '名人戦 2026, game 3');
  const again = Index.fromBytes(labelled.toBytes());
  assert.equal(again.label(0), '名人戦 2026, game 3');
  again.free();
  labelled.free();
  h.free();
});

test('bad bytes: the parse error and its message', () => {
  const index = build();
  const bytes = index.toBytes();
  index.free();
  for (const bad of [new Uint8Array(0), new TextEncoder().encode('garbage'.repeat(20)), bytes.subarray(0, 8)]) {
    assert.throws(() => Index.fromBytes(bad), (e) => e instanceof renju.ParseError
      && e.code === ErrorCode.EPARSE && e.message === 'not a position index');
  }
  const newer = bytes.slice();
  newer[11] = renju.INDEX_VERSION + 1;      // the format's version, big-endian
  assert.throws(() => Index.fromBytes(newer), (e) => e instanceof renju.ParseError
    && /build the index again/.test(e.message) && e.message.includes(`version ${renju.INDEX_VERSION + 1}`));
  assert.throws(() => Index.fromBytes(bytes.subarray(0, bytes.length - 1)), (e) => e instanceof renju.ParseError && /cut short/.test(e.message));
  assert.throws(() => Index.fromBytes('RJINDEX\n'), TypeError);
  assert.throws(() => Index.fromBytes([82, 74]), TypeError);
});

test('bad arguments', () => {
  const index = build(), g = game('h8');
  assert.throws(() => index.add('h8'), TypeError);
  assert.throws(() => index.find(null), TypeError);
  assert.throws(() => index.nextMoves({}), TypeError);
  assert.throws(() => index.add(g, 'black-loses'), renju.InvalidArgument);
  assert.throws(() => index.add(g, 7), (e) => e instanceof renju.InvalidArgument && e.code === ErrorCode.EINVAL && e.message.length > 0);
  assert.throws(() => index.add(g, 0, 'a\0b'), (e) => e instanceof renju.InvalidArgument && /NUL/.test(e.message));
  assert.throws(() => index.add(g, 0, 5), TypeError);
  assert.equal(index.games, 3);
  assert.throws(() => index.label(3), (e) => e instanceof renju.OutOfRange && /no game 3/.test(e.message));
  assert.throws(() => index.result(-1), (e) => e instanceof renju.OutOfRange && /no game -1/.test(e.message));
  assert.throws(() => index.label('0'), TypeError);
  assert.throws(() => index.result(1.5), TypeError);
  const freedGame = game('h8');
  freedGame.free();
  assert.throws(() => index.find(freedGame), (e) => e instanceof renju.GameFreed && !(e instanceof renju.IndexFreed));
  g.free();
  index.free();
});

test('a freed index cannot be used', () => {
  const index = build(), g = game('h8');
  index.free();
  assert.ok(index.freed);
  for (const use of [() => index.add(g), () => index.games, () => index.positions, () => index.label(0),
    () => index.result(0), () => index.toBytes(), () => index.find(g), () => index.nextMoves(g)]) {
    assert.throws(use, (e) => e instanceof renju.IndexFreed && e instanceof renju.GameFreed
      && e.code === ErrorCode.EINVAL && e.message === 'the index has been freed');
  }
  index.free();                              // twice is fine
  assert.equal(String(index), '<freed index>');
  const opened = Index.fromBytes(new Index().toBytes());
  opened.free();
  assert.throws(() => opened.games, renju.IndexFreed);
  g.free();
});

test('indexes give their memory back', () => {
  const g = game('h8 h9 i9'), built = build(), bytes = built.toBytes();
  built.free();
  // once first: a built index takes its memory in chunks of 65,536 positions
  for (let i = 0; i < 5; i++) { const ix = Index.fromBytes(bytes); ix.find(g); ix.free(); build().free(); }
  const before = renju.heapStats().heapEnd;
  for (let i = 0; i < 200; i++) {
    const ix = Index.fromBytes(bytes);
    ix.nextMoves(g);
    ix.toBytes();
    ix.free();
    build().free();
  }
  assert.equal(renju.heapStats().heapEnd, before);
  g.free();
});

test('constants', () => {
  assert.equal(renju.INDEX_VERSION, 1);
  assert.equal(renju.INDEX_MAX_GAMES, 4194304);
});
