// SPDX-License-Identifier: MIT
// Tests of the JavaScript package's threat searches (node --test): vct(), defences(),
// proof() and node.export(), against positions worked out by hand, every line
// replayed through play() and every proof walked node by node.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as renju from '../renju.mjs';

const { Game, Colour, Forbid, NodeKind, Result, Solve, Threat, Proof } = renju;
const { WIN, NONE, UNKNOWN } = Solve;
const INT_MAX = 2147483647;
const dataDir = process.env.RENJU_TEST_DATA
  || fileURLToPath(new URL('../../../tests/data/', import.meta.url));

// Black h8 i8 and j9 j10, white a1 a3: j8 makes two open threes at once, a VCT but no
// VCF; in renju j8 is a forbidden double three.
function threes(ruleset, side = 'black') {
  const g = new Game(ruleset);
  g.setup({ black: ['h8', 'i8', 'j9', 'j10'], white: ['a1', 'a3'], side });
  return g;
}

// A copy of the game with a line played: each move must be legal.
function replay(game, line) {
  const copy = game.clone();
  try {
    copy.playMoves(line);
  } catch (e) {
    copy.free();
    throw e;
  }
  return copy;
}

const isError = (cls) => (e) => e instanceof cls;

test('vct: a VCT that is no VCF, and another one in renju', () => {
  const g = threes('freestyle'), record = g.export();
  assert.equal(g.vcf().outcome, NONE);
  const answer = g.vct();
  assert.equal(answer.outcome, WIN);
  assert.ok(answer.nodes > 0 && answer.line.length % 2 === 1);
  assert.equal(answer.line[0], 'j8');
  const after = replay(g, answer.line);
  assert.deepEqual([after.sideToMove, after.defences('vcf').outcome, after.defences('vcf').points],
    [Colour.WHITE, WIN, []]);
  after.free();
  assert.equal(g.export(), record);

  const r = threes('renju');
  assert.equal(r.forbidden('j8'), Forbid.DOUBLE_THREE);
  assert.equal(r.vcf().outcome, NONE);
  const line = r.vct();
  assert.equal(line.outcome, WIN);
  assert.notDeepEqual(line.line, answer.line);
  // j8 is forbidden where the line starts (later stones may change what it makes;
  // replay() plays every move of the line under the rules)
  assert.notEqual(line.line[0], 'j8');
  const end = replay(r, line.line);
  assert.deepEqual(end.defences('vcf').points, []);
  end.free();
  assert.equal(r.vct(1).outcome, UNKNOWN);
  assert.deepEqual(r.vct(0, 60), line);
  g.free();
  r.free();
});

test('defences: no threat lists every legal point, forbidden ones left out', () => {
  for (const [ruleset, missing] of [['freestyle', []], ['renju', ['j8']]]) {
    const g = threes(ruleset);
    const empty = [];
    const board = g.board();
    for (let p = 0; p < 225; p++) if (board[p] === Colour.EMPTY && !missing.includes(g.name(p))) empty.push(g.name(p));
    for (const threat of ['vcf', 'vct', Threat.VCF, Threat.VCT, 'VCT']) {
      const answer = g.defences(threat);
      assert.equal(answer.outcome, NONE);
      assert.deepEqual(answer.points, empty);
    }
    g.free();
  }
});

test('defences: every move loses, a forbidden defence, a five', () => {
  const w = threes('freestyle', 'white');
  const answer = w.defences('vct');
  assert.deepEqual([answer.outcome, answer.points], [WIN, []]);
  for (const p of ['j8', 'i9']) {
    const after = replay(w, [p]);
    assert.equal(after.vct().outcome, WIN, p);
    after.free();
  }
  assert.equal(w.defences('vcf').outcome, NONE);
  assert.equal(w.defences('vct', 1).outcome, UNKNOWN);
  w.free();
  // white's four h2-h5 is stopped at h6 only, a double three for black
  for (const [ruleset, want] of [['freestyle', ['h6']], ['renju', []]]) {
    const g = new Game(ruleset);
    g.setup({ black: ['h1', 'f6', 'g6', 'i7', 'j8'], white: ['h2', 'h3', 'h4', 'h5'] });
    for (const threat of ['vcf', 'vct']) {
      const d = g.defences(threat);
      assert.deepEqual([d.outcome, d.points], [WIN, want], `${ruleset} ${threat}`);
    }
    assert.deepEqual(g.defences('vct', 0, 60), g.defences('vct'));
    g.free();
  }
  const five = new Game('freestyle');
  five.setup({ black: ['a1', 'b1', 'c1', 'd1', 'h7'], white: ['h8', 'h9', 'h10', 'h11', 'o15'] });
  assert.deepEqual(five.defences('vcf').points, ['e1', 'h12']);
  five.free();
});

// Walk a proof on its game, checking renju_proof(3)'s rule: each attacker move is
// legal and either a five or followed by the defender's replies in point order, each
// with exactly one attacker answer.  Returns the SGF the test builds and the number of
// attacker moves.
function walkProof(proof) {
  const g = proof.game, attacker = g.sideToMove, start = g.tree.current;
  let count = 0;
  const sgf = (node) => {
    const [column, row] = g.coordinates(node.point);
    return `${node.colour === Colour.BLACK ? 'B' : 'W'}[${String.fromCharCode(97 + column)}${String.fromCharCode(97 + g.size - 1 - row)}]`;
  };
  const attackerNode = (node) => {
    count++;
    assert.equal(node.kind, NodeKind.STONE);
    assert.equal(node.colour, attacker);
    g.tree.goto(node);
    const replies = node.children;
    if (g.result !== Result.ONGOING) {
      assert.equal(g.result, attacker === Colour.BLACK ? Result.BLACK_WINS : Result.WHITE_WINS);
      assert.deepEqual(replies, []);
      return sgf(node);
    }
    const points = replies.map((r) => g.point(r.point));
    assert.deepEqual(points, [...points].sort((a, b) => a - b));
    const parts = replies.map((reply) => {
      assert.equal(reply.colour, 3 - attacker);
      const answers = reply.children;
      assert.equal(answers.length, 1, 'a reply with one answer');
      return `${sgf(reply)};${attackerNode(answers[0])}`;
    });
    if (parts.length === 1) return `${sgf(node)};${parts[0]}`;
    return sgf(node) + parts.map((p) => `(;${p})`).join('');
  };
  const text = `(;${attackerNode(proof.node)})`;
  g.tree.goto(start);
  return [text, count];
}

function mainLine(node) {
  const line = [];
  for (let n = node; n; n = n.children[0] || null) line.push(n.point);
  return line;
}

test('proof: a renju VCT walked node by node', () => {
  const g = threes('renju'), search = g.vct(), size = g.tree.size;
  const proof = g.proof('vct');
  assert.ok(proof instanceof Proof);
  assert.equal(proof.outcome, WIN);
  const pg = proof.game;
  assert.ok(pg instanceof Game && pg !== g && !pg.freed);
  assert.ok(pg.tree.current.isRoot);
  assert.deepEqual(pg.tree.current.children.map((n) => n.id), [proof.node.id]);
  assert.deepEqual(pg.board(), g.board());
  assert.equal(proof.node.point, search.line[0]);
  const [text, count] = walkProof(proof);
  assert.ok(count > 3);
  assert.equal(proof.export(), text);
  assert.equal(proof.node.export(), text);
  assert.equal(pg.tree.size, 1 + text.split('[').length - 1);
  const line = mainLine(proof.node);
  assert.deepEqual(line, search.line.slice(0, line.length));
  proof.free();
  proof.free();
  assert.ok(pg.freed);
  assert.throws(() => proof.export(), isError(renju.GameFreed));
  assert.equal(g.tree.size, size);
  g.free();
});

test('proof: the copy stands where the game stands; each threat', () => {
  const g = new Game('freestyle');
  g.playMoves('h8 a1 i8 o1 j9 a15 j10 o15 k11 b2');
  g.undo();
  g.undo();
  const here = g.tree.current;
  const proof = g.proof(Threat.VCT);
  const pg = proof.game;
  assert.deepEqual(pg.moves, g.moves);
  assert.deepEqual(pg.tree.current.children.map((n) => n.point), ['j8']);
  assert.ok(proof.node.parent.equals(pg.tree.current));
  assert.deepEqual(proof.node.line, [...g.moves, 'j8']);
  assert.equal(proof.export(), '(;B[jh])');
  walkProof(proof);
  pg.tree.goto(proof.node);
  pg.playMoves('a2 j7');
  proof.free();
  assert.ok(g.tree.current.equals(here));
  assert.deepEqual(here.children.map((n) => n.point), ['k11']);
  g.free();

  const w = new Game('freestyle');
  w.setup({ black: ['h9', 'h10', 'i9', 'j10'], white: ['a1', 'a4', 'a7', 'a10'] });
  const win = w.proof('win', 3);
  assert.equal(win.outcome, WIN);
  assert.equal(win.node.point, w.solve(3).line[0]);
  walkProof(win);
  win.free();
  const no = w.proof('win', 2);
  assert.deepEqual([no.outcome, no.game, no.node, no.export()], [NONE, null, null, '']);
  no.free();
  assert.equal(w.proof('vcf').outcome, NONE);
  w.free();
  const f = new Game('freestyle');
  f.setup({ black: ['h8', 'i8', 'j8', 'd4', 'e5', 'f6'], white: ['a1', 'a3', 'a5', 'c15', 'e15'] });
  const vcf = f.proof('vcf');
  assert.equal(vcf.outcome, WIN);
  walkProof(vcf);
  const line = mainLine(vcf.node);
  assert.deepEqual(line, f.vcf().line.slice(0, line.length));
  vcf.free();
  f.free();
});

test('proof: limits, the time setting kept, and the games owned', () => {
  const g = threes('freestyle');
  const unknown = g.proof('vct', null, 1);
  assert.deepEqual([unknown.outcome, unknown.game, unknown.node, unknown.nodes], [UNKNOWN, null, null, 1]);
  const timed = g.proof('vct', undefined, 0, 30);
  assert.equal(timed.outcome, WIN);
  timed.free();
  const proof = g.proof('vct');
  g.free();                       // the proof's game is a game of its own
  assert.equal(proof.node.export(), '(;B[jh])');
  proof.free();
  // memory: proofs made and freed leave the heap as it was
  const h = threes('renju');
  for (let i = 0; i < 3; i++) h.proof('vct').free();
  const before = renju.heapStats();
  for (let i = 0; i < 200; i++) {
    const f = threes('freestyle');
    const p = f.proof(i % 2 ? 'vct' : 'win', i % 2 ? null : 3);
    p.node.export();
    p.free();
    f.free();
  }
  h.free();
  const after = renju.heapStats();
  assert.equal(after.memoryBytes, before.memoryBytes);
  assert.equal(after.heapEnd, before.heapEnd);
});

test('node.export(): a subtree of moves as one SGF game tree', () => {
  const g = new Game('freestyle');
  g.tree.mode = 'keep';
  g.playMoves('h8 i9 j8');
  g.undo();
  g.play('h9');
  const first = g.tree.root.children[0];
  assert.equal(first.export(), '(;B[hh];W[ig](;B[jh])(;B[hg]))');
  assert.equal(first.children[0].children[1].export(), '(;B[hg])');
  assert.throws(() => g.tree.root.export(), isError(renju.InvalidArgument));
  assert.throws(() => new renju.Node(g, 99).export(), isError(renju.OutOfRange));
  g.free();
  // a text longer than the scratch block: its size asked (NULL, 0), then a block of it
  const big = new Game('freestyle', 20), want = [];
  for (let i = 0; i < 100; i++) {
    const c = 2 * (i % 10), r = 2 * Math.floor(i / 10);
    big.play([c, r]);
    big.play([c + 1, r + 1]);
    const at = (col, row) => String.fromCharCode(97 + col) + String.fromCharCode(97 + 19 - row);
    want.push(`B[${at(c, r)}]`, `W[${at(c + 1, r + 1)}]`);
  }
  const text = big.tree.root.children[0].export();
  assert.ok(text.length > 1024);
  assert.equal(text, `(;${want.join(';')})`);
  big.free();
});

test('threat searches: bad arguments and refused positions', () => {
  const g = threes('freestyle');
  for (const bad of ['vcx', '', 'five']) {
    assert.throws(() => g.defences(bad), isError(renju.InvalidArgument));
    assert.throws(() => g.proof(bad), isError(renju.InvalidArgument));
  }
  for (const bad of [0, 4, -1, 'win', Threat.WIN]) assert.throws(() => g.defences(bad), isError(renju.InvalidArgument));
  for (const bad of [0, 4, -1]) assert.throws(() => g.proof(bad), isError(renju.InvalidArgument));
  for (const bad of [undefined, null, 1.5, [1], true]) {
    assert.throws(() => g.defences(bad), TypeError);
    assert.throws(() => g.proof(bad), TypeError);
  }
  assert.throws(() => g.defences(2 ** 40), RangeError);
  assert.throws(() => g.proof('win'), RangeError);
  for (const bad of [0, 21, -1, 2 ** 40]) assert.throws(() => g.proof('win', bad), RangeError);
  for (const bad of [1.5, '3', true]) assert.throws(() => g.proof('win', bad), TypeError);
  for (const threat of ['vcf', 'vct']) assert.throws(() => g.proof(threat, 3), RangeError);
  const searches = [(l) => g.vct(l), (l) => g.defences('vct', l), (l) => g.proof('vct', null, l),
    (l) => g.proof('win', 3, l)];
  for (const search of searches) {
    for (const bad of [-1, -(2 ** 31), INT_MAX + 1, 2 ** 64]) {
      assert.throws(() => search(bad), (e) => e instanceof RangeError
        && e.message === `maxNodes must be 0 (no limit) to ${INT_MAX}, not ${bad}`);
    }
    for (const bad of [null, true, 1.5, '100']) assert.throws(() => search(bad), TypeError);
  }
  const timed = [(t) => g.vct(undefined, t), (t) => g.defences('vct', undefined, t),
    (t) => g.proof('vct', null, undefined, t)];
  for (const search of timed) {
    for (const bad of [0, -1, NaN, Infinity, 2 ** 31]) assert.throws(() => search(bad), RangeError);
    assert.throws(() => search('1'), TypeError);
  }
  assert.deepEqual([g.stoneCount, g.moves], [6, []]);

  const won = new Game('freestyle');
  won.playMoves('h8 a1 i8 a2 j8 a3 k8 a4 l8');
  const calls = [(x) => x.vct(), (x) => x.defences('vcf'), (x) => x.defences('vct'),
    (x) => x.proof('vcf'), (x) => x.proof('vct'), (x) => x.proof('win', 2)];
  for (const call of calls) assert.throws(() => call(won), isError(renju.GameOver));
  const setup = new Game('renju');
  setup.setupBegin();
  for (const call of calls) assert.throws(() => call(setup), isError(renju.WrongPhase));
  const freed = new Game('renju');
  freed.free();
  for (const call of calls) assert.throws(() => call(freed), isError(renju.GameFreed));
  g.free();
  won.free();
  setup.free();
});

test('Threat: the constants of renju.h', () => {
  const header = readFileSync(`${dataDir}/../../include/renju.h`, 'utf8');
  const found = [...header.matchAll(/^#define RENJU_THREAT_(\w+)\s+(\d+)/gm)];
  assert.deepEqual(Object.fromEntries(found.map((m) => [m[1], Number(m[2])])), { ...Threat });
  assert.ok(Object.isFrozen(Threat));
});
