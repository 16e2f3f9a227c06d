// SPDX-License-Identifier: MIT
// Tests of the JavaScript package (node --test): the forbidden-point vectors of the C
// tests, every opening rule, records, bad input and memory.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as renju from '../renju.mjs';

const { Game, Action, Colour, Forbid, Result, Reason, ErrorCode } = renju;
const dataDir = process.env.RENJU_TEST_DATA
  || fileURLToPath(new URL('../../../tests/data/', import.meta.url));

const KINDS = { overline: Forbid.OVERLINE, 'double-four': Forbid.DOUBLE_FOUR, 'double-three': Forbid.DOUBLE_THREE };

function expectedSet(field) {
  const m = new Map();
  if (field.trim() === '-') return m;
  for (const item of field.trim().split(/\s+/)) {
    const [p, kind] = item.split(':');
    m.set(p, KINDS[kind]);
  }
  return m;
}

test('forbidden points: every vector of tests/data/forbidden-vectors.txt', () => {
  const lines = readFileSync(dataDir + '/forbidden-vectors.txt', 'utf8').split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'));
  assert.ok(lines.length > 20);
  let checked = 0;
  for (const line of lines) {
    const f = line.split(' | ');
    const black = f[1].trim() === '-' ? [] : f[1].trim().split(/\s+/);
    const white = f[2].trim() === '-' ? [] : f[2].trim().split(/\s+/);
    const readings = [['literal', expectedSet(f[3])]];
    const nl = f.slice(5).find((x) => x.trim().startsWith('nonliteral:'));
    readings.push(['nonliteral', nl ? expectedSet(nl.trim().slice('nonliteral:'.length)) : readings[0][1]]);
    for (const [reading, expected] of readings) {
      const g = new Game('renju', 15, { threeReading: reading });
      g.setup({ black, white, side: 'black' });
      assert.deepEqual(new Map([...g.forbiddenPoints()].sort()), new Map([...expected].sort()), `${f[0]} (${reading})`);
      for (const [p, kind] of expected) {
        assert.equal(g.forbidden(p), kind);
        assert.match(g.explain(p), new RegExp(`^${p} is `));
        const before = g.export('sgf');
        assert.throws(() => g.play(p), (e) => e instanceof renju.Forbidden && e.code === ErrorCode.EFORBIDDEN && e.message.length > 0);
        assert.equal(g.export('sgf'), before);
      }
      g.free();
      checked++;
    }
  }
  assert.ok(checked >= 2 * lines.length);
});

// Plays the opening of a game through to normal play, taking each action the game
// expects; swaps (or takes the other colour) where swap says so.
function playOpening(g, swap) {
  const seen = new Set();
  for (let step = 0; step < 60; step++) {
    const action = g.expectedAction;
    seen.add(action);
    switch (action) {
      case Action.PLAY: return seen;
      case Action.STONE: {
        const allowed = g.allowedPoints();
        assert.ok(allowed.length > 0);
        // the allowed point nearest the centre, for stones that look like an opening
        const c = (g.size - 1) / 2;
        allowed.sort((a, b) => {
          const [ac, ar] = g.coordinates(a), [bc, br] = g.coordinates(b);
          return Math.hypot(ac - c, ar - c) - Math.hypot(bc - c, br - c);
        });
        g.play(allowed[0]);
        break;
      }
      case Action.SWAP: g.swap(swap); break;
      case Action.DECLARE: g.declare(g.offerBounds()[0] + 1); break;
      case Action.OFFERS: {
        const [n] = g.offerBounds();
        const picked = [];
        for (const p of g.allowedPoints()) {
          if (g.forbidden(p) !== Forbid.NONE) continue;
          if (picked.every((q) => !g.offersEquivalent(p, q))) picked.push(p);
          if (picked.length === n) break;
        }
        g.propose(picked);
        break;
      }
      case Action.CHOOSE_OFFER: g.chooseOffer(g.offers[0]); break;
      case Action.BRANCH: g.chooseBranch(swap ? 'offers' : 'fifth'); break;
      case Action.COLOUR: g.chooseColour(swap ? 'white' : 'black'); break;
      case Action.SWAP2: g.chooseSwap2(swap && !seen.has('more') ? 'two-more' : 'black'); seen.add('more'); break;
      default: assert.fail(`unexpected action ${action}`);
    }
  }
  assert.fail(`the opening did not end: ${g.getTag('RU')}, ${g.moves}`);
}

test('every opening rule plays through, undoes, redoes and round-trips its record', () => {
  const rules = Object.keys(renju.OPENING_RULES);
  assert.ok(rules.includes('rif') && rules.includes('super-sakata'));
  for (const rule of rules) {
    const rulesets = rule === 'none' ? Object.keys(renju.RULESETS) : ['renju', 'freestyle', 'caro-5'];
    let played = 0;
    for (const rs of rulesets) {
      for (const swap of [false, true]) {
        let g;
        try {
          g = new Game(rs, 15, { opening: rule });
        } catch (e) {
          assert.ok(e instanceof renju.OutOfRange || e instanceof renju.InvalidArgument, `${rs} ${rule}: ${e}`);
          continue;
        }
        const seen = playOpening(g, swap);
        if (rule !== 'none') assert.ok(seen.size >= 2, `${rs} ${rule} expected no opening action`);
        g.play(g.allowedPoints()[0]);
        const sgf = g.export('sgf');
        const back = Game.fromRecord(sgf);
        assert.equal(back.export('sgf'), sgf, `${rs} ${rule}`);
        assert.deepEqual(back.moves, g.moves);
        back.free();
        const board = g.board(), n = g.moveCount;
        let undone = 0;
        while (true) { try { g.undo(); undone++; } catch (e) { assert.ok(e instanceof renju.NoMove); break; } }
        assert.equal(g.stoneCount, 0);
        for (let i = 0; i < undone; i++) g.redo();
        assert.deepEqual(g.board(), board);
        assert.equal(g.moveCount, n);
        assert.equal(g.export('sgf'), sgf);
        g.free();
        played++;
      }
    }
    assert.ok(played > 0, `no rule set plays ${rule}`);
  }
});

test('a game to its end: result, winning line, the 26 openings', () => {
  const g = new Game('renju');
  g.playMoves('h8 h9 j10 a1 i8 a2 j8 a3 k8 a4 l8');
  assert.equal(g.openingName, renju.openingName(g.openingIndex));
  assert.ok(g.openingName);
  assert.equal(g.result, Result.BLACK_WINS);
  assert.equal(g.resultReason, Reason.FIVE);
  assert.deepEqual(g.winningLine, ['h8', 'i8', 'j8', 'k8', 'l8']);
  assert.throws(() => g.play('b1'), renju.GameOver);
  g.undo();
  assert.equal(g.result, Result.ONGOING);
  assert.equal(renju.openingDirect(1), true);
  assert.equal(renju.openingName(27), null);
  assert.throws(() => renju.openingDirect(0), renju.OutOfRange);
  g.free();
});

test('resignation, loss on time and forfeit: verdicts that undo takes back', () => {
  const g = new Game('renju');
  g.playMoves('h8 h9 i9');
  g.resign('black');
  assert.equal(g.result, Result.WHITE_WINS);
  assert.equal(g.resultReason, Reason.RESIGNATION);
  g.undo();
  assert.throws(() => g.forfeit('white', 'resignation'), renju.InvalidArgument);
  assert.throws(() => g.forfeit('white', Reason.MOVE_LIMIT), renju.InvalidArgument);
  g.forfeit('white', 'time');
  assert.equal(g.result, Result.BLACK_WINS);
  assert.equal(g.resultReason, Reason.TIME);
  assert.ok(g.export('sgf').includes('RE[B+T]'));
  assert.throws(() => g.forfeit('black', 'forfeit'), renju.GameOver);
  g.undo();
  assert.equal(g.result, Result.ONGOING);
  g.forfeit('black', Reason.FORFEIT);
  assert.equal(g.result, Result.WHITE_WINS);
  assert.equal(g.resultReason, Reason.FORFEIT);
  assert.equal(g.export('moves'), 'h8 h9 i9 forfeit-black\n');
  g.free();
});

test('records: the sample records read, and round-trip byte for byte', () => {
  let n = 0;
  for (const [dir, format] of [['sgf', 'sgf'], ['psq', 'psq']]) {
    const path = `${dataDir}/records/${dir}`;
    if (!existsSync(path)) continue;
    for (const file of readdirSync(path)) {
      if (file === 'README') continue;
      const bytes = readFileSync(`${path}/${file}`);
      const g = new Game('freestyle');
      try {
        g.importRecord(new Uint8Array(bytes), format, renju.ImportFlag.RULES);
      } catch (e) {
        assert.ok(e instanceof renju.RenjuError, `${file}: ${e}`);
        g.free();
        continue;
      }
      for (const out of ['sgf', 'moves', 'psq']) {
        let text;
        try { text = g.export(out); } catch (e) { assert.ok(e instanceof renju.InvalidArgument); continue; }
        const h = new Game(g.ruleset, g.size);
        h.importRecord(text, out, renju.ImportFlag.RULES);
        assert.equal(h.export(out), text, `${file} as ${out}`);
        h.free();
      }
      g.free();
      n++;
    }
  }
  assert.ok(n >= 3);
  const g = new Game('renju');
  g.setTag('PB', 'Ōyama 大山');
  g.play('h8');
  const back = Game.fromRecord(g.export());
  assert.equal(back.getTag('PB'), 'Ōyama 大山');
  assert.deepEqual(back.tags.PB, 'Ōyama 大山');
  back.free(); g.free();
});

test('an import that takes the record\'s size: the size and the notation follow it', () => {
  const big = new Game('freestyle', 20);
  big.playMoves('t20 a1 s19');
  const g = Game.fromRecord(big.export());
  assert.equal(g.size, 20);
  assert.deepEqual(g.moves, ['t20', 'a1', 's19']);
  assert.equal(g.lastMove, 's19');
  assert.equal(g.point('t20'), 399);
  assert.equal(g.forbiddenMap().length, 400);
  const { read } = g.importNext(new TextEncoder().encode('(;GM[4]SZ[9];B[ee])'), 0, 'sgf', renju.ImportFlag.RULES);
  assert.ok(read);
  assert.equal(g.size, 9);
  assert.deepEqual(g.moves, ['e5']);
  assert.equal(g.board().length, 81);
  g.free(); big.free();
});

test('a collection read game by game with importNext', () => {
  const g = new Game('freestyle');
  const bytes = new TextEncoder().encode('(;GM[4]SZ[15];B[hh];W[hi])\n(;GM[4]SZ[15];B[hh];B[ii])\n(;GM[4]SZ[15];B[aa])\n');
  const results = [];
  let at = 0;
  for (;;) {
    try {
      const { read, end } = g.importNext(bytes, at, 'sgf', renju.ImportFlag.RULES);
      if (!read) break;
      results.push(g.moves.join(' '));
      at = end;
    } catch (e) {
      assert.ok(e instanceof renju.RenjuError && e.end > at);
      results.push('error');
      at = e.end;
    }
  }
  assert.deepEqual(results, ['h8 h7', 'error', 'a15']);
  g.free();
});

// Every game of a collection read with importNext, the line of its error or
// first warning (0 for neither) and where the next game starts.
function readAll(g, bytes, from = 0, most = Infinity) {
  const out = [];
  for (let at = from; out.length < most;) {
    try {
      const { read, end } = g.importNext(bytes, at);
      if (!read) break;
      const w = g.recordWarnings();
      out.push({ at, line: w.length ? w[0].line : 0, column: w.length ? w[0].column : 0, end });
      at = end;
    } catch (e) {
      out.push({ at, line: e.line, column: e.column, end: e.end, error: e.code });
      at = e.end;
    }
  }
  return out;
}

test('importNext: positions deep in a collection, games longer than its copy window', () => {
  const enc = (t) => new TextEncoder().encode(t);
  const g = new Game('freestyle');
  // game k on line k + 1 (CR LF, lone CR and LF line ends), every third one bad, a
  // comment of 20,000 bytes in one game in each ten (longer than the first window)
  const lines = [], ends = ['\r\n', '\r', '\n'];
  for (let k = 0; k < 3000; k++) {
    const comment = k % 10 === 7 ? `C[${'x'.repeat(20000)}]` : '';
    lines.push(k % 3 === 0 ? '()' : `(;GM[4]SZ[15]${comment};B[hh]AB[aa];W[hi])`);
  }
  let text = '';
  lines.forEach((l, k) => { text += l + ends[k % 3]; });
  const bytes = enc(text);
  const got = readAll(g, bytes);
  assert.equal(got.length, 3000);
  got.forEach((r, k) => {
    assert.equal(r.line, k + 1, `game ${k}: ${JSON.stringify(r)}`);
    if (k % 3 === 0) assert.equal(r.error, ErrorCode.EPARSE);
  });
  // going back gives the same places; so does another game reading from the middle
  for (const k of [2999, 1500, 7, 0]) assert.deepEqual(readAll(g, bytes, got[k].at, 1)[0], got[k]);
  const h = new Game('freestyle');
  assert.deepEqual(readAll(h, bytes, got[2000].at, 3), got.slice(2000, 2003));
  // the same bytes rewritten in place and read again from the start: the new lines
  const moved = enc('\n\n' + text.slice(0, text.length - 2));
  bytes.set(moved);
  assert.equal(readAll(g, bytes, 0, 1)[0].line, 3);
  // a new collection of the same size read from an offset past where the last one's
  // count got to: its own lines, not the last one's
  const a = enc('()\n'.repeat(100)), b = enc(' '.repeat(297) + '()\n');
  assert.equal(readAll(g, a).at(-1).line, 100);
  assert.deepEqual(readAll(g, b, 297), [{ at: 297, line: 1, column: 299, end: 299, error: ErrorCode.EPARSE }]);
  g.free();
  h.free();
});

test('text that is not valid Unicode is refused, as the Python package refuses it', () => {
  const g = new Game('freestyle');
  for (const bad of ['\ud800', 'h8\udfff', '\udc80']) {
    for (const fn of [() => g.play(bad), () => g.importRecord(`(;PB[${bad}])`),
      () => g.importRecord(`h8 ${bad}`, 'moves'), () => g.setTag('PB', bad),
      () => g.setTag(bad, 'x'), () => new Game(bad), () => renju.rulesFromName(bad)]) {
      assert.throws(fn, (e) => e instanceof renju.InvalidArgument && e.code === ErrorCode.EINVAL
        && /cannot be written in UTF-8/.test(e.message), `${fn} with ${JSON.stringify(bad)}`);
    }
  }
  // a pair is one character: kept
  g.importRecord('(;PB[\ud83d\ude00])');
  assert.equal(g.getTag('PB'), '\ud83d\ude00');
  assert.deepEqual(g.moves, []);
  g.free();
});

test('bad input: exceptions with the library code, the game unchanged', () => {
  const g = new Game('renju');
  g.playMoves(['h8', [8, 8], 'i7']);
  const before = g.export('sgf');
  const cases = [
    [() => g.play('8h'), renju.NotationError],
    [() => g.play('z99'), renju.OutOfRange],
    [() => g.play('p8'), renju.OutOfRange],
    [() => g.play('h8'), renju.Occupied],
    [() => g.play(5000), renju.OutOfRange],
    [() => g.play(-1), renju.OutOfRange],
    [() => g.play(1.5), TypeError],
    [() => g.play(2 ** 40), RangeError],
    [() => g.play('h\u00008'), renju.InvalidArgument],
    [() => g.play({}), TypeError],
    [() => g.swap(true), renju.WrongPhase],
    [() => g.setOption('opening', 'rif'), renju.WrongPhase],
    [() => g.setOption('nonsense', 1), renju.InvalidArgument],
    [() => g.setTag('XX', 'a'), renju.InvalidArgument],
    [() => g.setTag('PB', 'x'.repeat(70000)), renju.OutOfRange],
    [() => g.resign('purple'), renju.InvalidArgument],
    [() => g.importRecord('(;GM[4]SZ[15];B[hh];W[hh])'), renju.Occupied],
    [() => g.importRecord('(;GM[4]SZ[15];B[hh'), renju.ParseError],
    [() => g.importRecord('not a record at all', 'moves'), renju.RenjuError],
    [() => g.explain('h8'), renju.Occupied],
  ];
  for (const [fn, cls] of cases) {
    assert.throws(fn, cls);
    assert.equal(g.export('sgf'), before);
  }
  try {
    g.importRecord('(;GM[4]SZ[15];B[hh];W[hh])');
  } catch (e) {
    assert.equal(e.code, ErrorCode.EOCCUPIED);
    assert.equal(e.codeName, 'EOCCUPIED');
    assert.ok(e.line >= 1 && e.move === 2, JSON.stringify(e));
  }
  assert.throws(() => new Game('renju', 19), renju.OutOfRange);
  assert.throws(() => new Game('chess'), renju.InvalidArgument);
  g.free();
  g.free();
  assert.throws(() => g.play('a1'), renju.GameFreed);
  assert.throws(() => g.moves, renju.GameFreed);
});

test('enums are frozen, names come from the library', () => {
  for (const e of [renju.Colour, renju.Result, renju.Action, renju.Forbid, renju.ErrorCode, renju.RULESETS, renju.OPENING_RULES]) {
    assert.ok(Object.isFrozen(e));
  }
  assert.throws(() => { 'use strict'; renju.Colour.BLACK = 5; }, TypeError);
  assert.equal(renju.RULESETS.renju, 2);
  assert.equal(renju.OPENING_RULES['super-sakata'], 11);
  assert.equal(renju.strerror(ErrorCode.EFORBIDDEN).length > 0, true);
  assert.deepEqual(Object.values(renju.Reason).map(renju.reasonName), ['none', 'five in a row',
    'overline', 'foul', 'resignation', 'full board', 'both passed', 'agreement',
    'no legal point for black', 'move limit', 'time', 'forfeit']);
  assert.deepEqual(Object.values(renju.Forbid).map(renju.forbidName),
    ['legal', 'overline', 'double-four', 'double-three']);
  for (const bad of [-1, 12, 2147483647]) assert.equal(renju.reasonName(bad), null);
  for (const bad of [-1, 4, 2147483647]) assert.equal(renju.forbidName(bad), null);
  assert.match(renju.versionString(), /^\d+\.\d+\.\d+$/);
  assert.deepEqual(renju.rulesFromName('Soosorv-8'), { ruleset: 2, opening: 3, openingN: 8 });
  assert.ok(renju.tagNames().includes('RU'));
});

test('memory: 100,000 games created and freed, the heap does not grow', () => {
  // warm up: the allocator's first blocks
  for (let i = 0; i < 100; i++) { const g = new Game('renju'); g.play('h8'); g.export(); g.free(); }
  const before = renju.heapStats();
  for (let i = 0; i < 100000; i++) {
    const g = new Game(i % 2 ? 'renju' : 'freestyle', 15);
    g.play('h8');
    g.play(i % 15);
    if (i % 100 === 0) { g.setTag('PB', 'x'.repeat(300)); g.importRecord(g.export()); g.explain('o15'); }
    g.free();
  }
  const after = renju.heapStats();
  assert.equal(after.memoryBytes, before.memoryBytes);
  assert.equal(after.heapEnd, before.heapEnd);
});

test('vcf: a win by fours replayed to its end, none where no four can be made', () => {
  const g = new Game('freestyle', 15);
  g.setup({ black: ['h8', 'i8', 'j8', 'd4', 'e5', 'f6'], white: ['a1', 'a3', 'a5', 'c15', 'e15'], side: 'black' });
  const before = g.export('sgf');
  const answer = g.vcf();
  assert.equal(answer.outcome, renju.Solve.WIN);
  assert.equal(answer.line.length % 2, 1);
  assert.ok(answer.nodes > 0);
  assert.equal(g.export('sgf'), before);   // the search leaves the game as it was
  for (const p of answer.line) g.play(p);
  assert.equal(g.result, renju.Result.BLACK_WINS);
  g.free();
  const h = new Game('renju', 15);
  h.setup({ black: ['h8'], white: ['a1'], side: 'black' });
  assert.deepEqual(h.vcf(), { outcome: renju.Solve.NONE, nodes: h.vcf().nodes, line: [] });
  assert.throws(() => h.vcf(-1), RangeError);
  h.free();
});

test('solve: a double three wins in 3 in freestyle, is a foul in renju', () => {
  const stones = { black: ['h9', 'h10', 'i9', 'j10'], white: ['a1', 'a4', 'a7', 'a10'], side: 'black' };
  const g = new Game('freestyle', 15);
  g.setup(stones);
  const before = g.export('sgf');
  assert.equal(g.solve(2).outcome, renju.Solve.NONE);
  const answer = g.solve(3);
  assert.equal(answer.outcome, renju.Solve.WIN);
  assert.equal(answer.line.length, 5);
  assert.equal(answer.line[0], 'h8');
  assert.equal(g.solve(3, 3).outcome, renju.Solve.UNKNOWN);
  assert.equal(g.export('sgf'), before);
  for (const p of answer.line) g.play(p);
  assert.equal(g.result, renju.Result.BLACK_WINS);
  g.free();
  const h = new Game('renju', 15);
  h.setup(stones);
  assert.equal(h.solve(3).outcome, renju.Solve.NONE);
  assert.throws(() => h.solve(0), RangeError);
  assert.throws(() => h.solve(21), RangeError);
  assert.throws(() => h.solve(2, -1), RangeError);
  h.free();
});

// All that setup() could change: the moves and what redo would play, the stones, the
// side to move, the mode, the result, the opening's state, the record and the tags.
function state(g) {
  const c = g.clone();
  let pending = null;
  try { c.redo(); pending = c.moves; } catch (e) {
    if (e instanceof renju.WrongPhase) pending = 'setup'; else if (!(e instanceof renju.NoMove)) throw e;
  }
  c.free();
  const options = Object.values(renju.Option).map((o) => g.getOption(o));
  return JSON.stringify([g.moves, pending, g.moveCount, Array.from(g.board()), g.sideToMove,
    g.inSetup, g.result, g.resultReason, g.expectedAction, g.expectedPlayer,
    g.inSetup ? null : g.export('sgf'), g.tags, options]);
}

// Games in each state setup() starts from: new, played with a move to redo, finished,
// in the middle of an opening, set up, in setup mode.
function setupGames() {
  const played = new Game('renju');
  played.playMoves('h8 h9 i9 i8');
  played.undo();
  played.setTag('PB', 'someone');
  const won = new Game('freestyle');
  won.playMoves('a1 a2 b1 b2 c1 c2 d1 d2 e1');
  const opening = new Game('renju', 15, { opening: 'rif' });
  opening.playMoves('h8 h9 i9');
  const setUp = new Game('gomoku');
  setUp.setup({ black: ['h8'], white: ['h9'] });
  const inSetup = new Game('renju');
  inSetup.setupBegin();
  inSetup.setupPut('c3', 'white');
  return { fresh: new Game('renju'), played, won, opening, setUp, inSetup };
}

test('setup(): a failure leaves the game exactly as it was', () => {
  const bad = [
    [{ black: ['a1', 'z99'] }, renju.OutOfRange],
    [{ black: ['a1'], white: [[20, 20]] }, renju.OutOfRange],
    [{ black: ['a1'], white: [[-1, 0]] }, renju.OutOfRange],
    [{ black: ['a1', 5000] }, renju.OutOfRange],
    [{ black: ['a1', '8h'] }, renju.NotationError],
    [{ black: ['a1', 'pass'] }, renju.RenjuError],
    [{ black: ['a1', null] }, TypeError],
    [{ black: ['a1', 1.5] }, TypeError],
    [{ black: 'a1 b1' }, TypeError],
    [{ white: null }, TypeError],
    [{ white: 7 }, TypeError],
    [{ black: ['a1'], side: 7 }, renju.InvalidArgument],
    [{ black: ['a1'], side: 'empty' }, renju.InvalidArgument],
    [{ black: ['a1'], side: 'purple' }, renju.InvalidArgument],
    [{ black: ['a1'], side: null }, TypeError],
    [{ black: ['a1', 'b1', 'c1', 'd1', 'e1'] }, renju.PositionError],
    [{ white: ['a1', 'b1', 'c1', 'd1', 'e1'], side: 'white' }, renju.PositionError],
  ];
  let tried = 0;
  for (const [name, g] of Object.entries(setupGames())) {
    for (const [args, cls] of bad) {
      const before = state(g);
      // in setup mode the arguments are checked, then WrongPhase
      assert.throws(() => g.setup(args), (e) => e instanceof cls || (g.inSetup && e instanceof renju.WrongPhase),
        `${name} ${JSON.stringify(args)}`);
      assert.equal(state(g), before, `${name} ${JSON.stringify(args)}`);
      tried++;
    }
    if (name === 'inSetup') {
      assert.throws(() => g.setup({ black: ['h8'] }), renju.WrongPhase);
      g.setupEnd();
      assert.equal(g.stone('c3'), Colour.WHITE);
    }
    g.free();
  }
  assert.equal(tried, 6 * bad.length);
});

test('setup(): an opening the rule cannot reach is refused, the game unchanged', () => {
  const g = new Game('renju', 15, { opening: 'rif' });
  g.play('h8');
  const before = state(g);
  for (const [black, white, side] of [[['a1'], [], 'white'], [[], ['a1'], 'black'],
    [['a1'], ['h9'], 'white'], [[], ['h9'], 'white']]) {
    assert.throws(() => g.setup({ black, white, side }), renju.PositionError);
    assert.equal(state(g), before);
  }
  g.setup({ white: ['h9'], side: 'black' });   // h8 h9: the third stone is expected
  assert.deepEqual([g.moves, g.stoneCount, g.expectedAction], [[], 2, Action.STONE]);
  g.free();
});

test('setup(): a position set up replaces the game, which plays on', () => {
  const { fresh, played, won, opening, setUp, inSetup } = setupGames();
  for (const g of [fresh, played, opening, setUp]) {
    const tags = g.tags, stones = Array.from(g.board());
    g.setup({ black: ['a15'], white: [[14, 14]], side: 'white' });
    stones[14 * 15] = Colour.BLACK;
    stones[14 * 15 + 14] = Colour.WHITE;
    assert.deepEqual(Array.from(g.board()), stones);
    assert.deepEqual([g.moves, g.inSetup, g.sideToMove, g.tags, g.errcode], [[], false, Colour.WHITE, tags, 0]);
    assert.throws(() => g.undo(), renju.NoMove);
    g.play('o1');
    const c = g.clone();
    assert.deepEqual([g.moves, c.moves], [['o1'], ['o1']]);
    c.free();
    g.free();
    assert.throws(() => g.setup({ black: ['a1'] }), renju.GameFreed);
  }
  assert.throws(() => won.setup({ black: ['a15'] }), renju.PositionError);   // a1-e1 stays
  won.setup({ white: ['a1'], black: ['a15'] });
  assert.equal(won.stone('a1'), Colour.WHITE);
  assert.equal(won.over, false);
  won.free();
  inSetup.free();
});

test('vcf and solve: the node limit is 0 (none) to 2147483647, n 1 to 20', () => {
  const INT_MAX = 2 ** 31 - 1;
  const g = new Game('freestyle', 15);
  g.setup({ black: ['h8', 'i8', 'j8', 'd4', 'e5', 'f6'], white: ['a1', 'a3', 'a5', 'c15', 'e15'], side: 'black' });
  const record = g.export(), win = g.vcf();
  for (const search of [(l) => g.vcf(l), (l) => g.solve(3, l)]) {
    for (const limit of [0, INT_MAX, win.nodes + 1000]) assert.equal(search(limit).outcome, renju.Solve.WIN);
    assert.notEqual(search(1).outcome, renju.Solve.NONE);
    for (const bad of [-1, -(2 ** 31), -(2 ** 31) - 1, INT_MAX + 1, 2 ** 32 + 5, 2 ** 53, 1e30]) {
      assert.throws(() => search(bad), (e) => e instanceof RangeError
        && e.message === `maxNodes must be 0 (no limit) to ${INT_MAX}, not ${bad}`, String(bad));
    }
    for (const bad of [null, true, 1.5, '100', [1], NaN, Infinity, 10n]) {
      assert.throws(() => search(bad), TypeError, String(bad));
    }
  }
  assert.deepEqual(g.vcf(0), win);
  assert.deepEqual(g.vcf(undefined), win);
  for (const n of [1, 20]) g.solve(n, 1);
  for (const bad of [0, -1, 21, INT_MAX + 1, 2 ** 53]) {
    assert.throws(() => g.solve(bad), (e) => e instanceof RangeError && e.message === `n must be 1 to 20, not ${bad}`);
  }
  for (const bad of [null, undefined, false, 3.5, '3']) assert.throws(() => g.solve(bad), TypeError);
  assert.equal(g.export(), record);
  assert.deepEqual(g.moves, []);
  g.free();
});

// A caro-5 20x20 board built so that a VCF search has no end in sight: rows of three
// black stones, each with two ways to a four that white blocks, walled apart by white
// (tests/check_vcf.c's endless_vcf()).
function endlessVcf() {
  const rows = ['OXXX...OXXX...OXXX..', 'OOOOXXXOOOOXXXOOOOXX', 'O'.repeat(20)];
  const black = [], white = [];
  for (let r = 0; r < 20; r++) {
    for (let c = 0; c < 20; c++) {
      if (rows[r % 3][c] === 'X') black.push([c, r]);
      else if (rows[r % 3][c] === 'O') white.push([c, r]);
    }
  }
  const g = new Game('caro-5', 20);
  g.setup({ black, white, side: 'black' });
  return g;
}

test('vcf and solve end by default: DEFAULT_MAX_NODES positions, or a time limit', () => {
  const g = endlessVcf();
  assert.equal(renju.DEFAULT_MAX_NODES, 1000000);
  const answer = g.vcf();     // with no limit, this one did not end in a minute
  assert.deepEqual([answer.outcome, answer.nodes], [renju.Solve.UNKNOWN, renju.DEFAULT_MAX_NODES]);
  for (const search of [(t) => g.vcf(0, t), (t) => g.solve(4, 0, t)]) {
    // 1 ms: the library reads the clock at the 2048th position, past it by then
    const r = search(0.001);
    assert.equal(r.outcome, renju.Solve.UNKNOWN);
    assert.ok(r.nodes > 0 && r.nodes < renju.DEFAULT_MAX_NODES && r.nodes % 2048 === 0, String(r.nodes));
    for (const bad of [0, -1, NaN, Infinity, 2 ** 31]) assert.throws(() => search(bad), RangeError, String(bad));
    for (const bad of ['1', true, [1], 1n]) assert.throws(() => search(bad), TypeError, String(bad));
  }
  assert.equal(g.vcf(3000, 60).nodes, 3000);   // the node limit still ends it first
  g.free();
  const p = new Game('freestyle', 15);
  p.setup({ black: ['h8', 'i8', 'j8', 'h9', 'h10'], white: ['a1', 'a3', 'a5', 'a7', 'a9'], side: 'black' });
  assert.deepEqual(p.solve(3, undefined, 60), p.solve(3));
  assert.deepEqual(p.vcf(undefined, 60), p.vcf());
  p.free();
});

test('arguments: unknown names, a swap that is no boolean, offers that are no list', () => {
  const g = new Game('freestyle');
  g.play('h8');
  const record = g.export();
  const calls = [(v) => g.resign(v), (v) => g.forfeit(v, 'time'), (v) => g.forfeit('black', v),
    (v) => g.playerColour(v), (v) => g.swap(true, v), (v) => g.chooseBranch(v),
    (v) => g.chooseColour(v), (v) => g.chooseSwap2(v), (v) => g.playAs(v, 'h9'),
    (v) => g.symmetryPoint(v, 'a1'), (v) => g.openingPoints(1, v), (v) => g.shape('h9', v, 0),
    (v) => g.shape('h9', 'black', v), (v) => g.shapeKeys('h9', 1, v), (v) => g.export(v),
    (v) => g.importRecord('h8', v), (v) => g.getOption(v), (v) => g.optionBounds(v),
    (v) => g.setOption(v, 0), (v) => g.setOption('foulPolicy', v),
    (v) => g.setOption('threeReading', v), (v) => g.setOption('opening', v), (v) => new Game(v),
    (v) => g.setup({ side: v })];
  for (const call of calls) {
    for (const bad of ['purple', '', 'black white']) {
      assert.throws(() => call(bad), (e) => e instanceof renju.InvalidArgument && e.code === ErrorCode.EINVAL, String(call));
    }
  }
  // symmetries and directions by name, as the other enumerations
  assert.equal(g.symmetryPoint('rotate-90', 'a1'), g.symmetryPoint(renju.Symmetry.ROTATE_90, 'a1'));
  assert.equal(g.symmetryPoint('FLIP_COLUMNS', 'a1'), 'o1');
  assert.deepEqual(g.openingPoints(1, 'diagonal'), g.openingPoints(1, renju.Symmetry.DIAGONAL));
  assert.equal(g.shape('i8', 'black', 'horizontal'), g.shape('i8', 'black', renju.Direction.HORIZONTAL));
  assert.deepEqual(g.shapeKeys('i8', 'black', 'vertical'), g.shapeKeys('i8', 'black', renju.Direction.VERTICAL));
  // rule sets and opening rules in any spelling the library reads, as in Python
  for (const [name, value] of [['Gomoku', 'freestyle'], ['caro 6', 'caro-6'], ['five_in_a_row', 'five-in-a-row'], ['fiveInARow', 'five-in-a-row']]) {
    const h = new Game(name);
    assert.equal(h.ruleset, renju.RULESETS[value], name);
    h.free();
  }
  for (const [name, value] of [['RIF', 'rif'], ['super sakata', 'super-sakata'], ['superSakata', 'super-sakata']]) {
    const h = new Game('renju', 15, { opening: name });
    assert.equal(h.getOption('opening'), renju.OPENING_RULES[value], name);
    h.free();
  }
  // a swap is a boolean: null, 0 or 'no' would be read as one
  for (const bad of [null, 0, 1, 'no', {}]) assert.throws(() => g.swap(bad), TypeError);
  // offers are a list of points: a string's letters are no points
  for (const bad of ['h9 h10', null, 5, {}]) assert.throws(() => g.propose(bad), TypeError);
  assert.equal(g.export(), record);
  g.free();
});

test('record formats: the library\'s names, and the binary formats as bytes', () => {
  assert.deepEqual(Object.values(renju.Format).map(renju.formatName), ['moves', 'sgf', 'psq', 'lib', 'pos']);
  assert.equal(renju.formatName(5), null);
  for (const [name, fmt] of [['.SGF', renju.Format.SGF], ['renlib', renju.Format.LIB],
    ['Pos', renju.Format.POS], ['txt', renju.Format.MOVES], ['compact', renju.Format.MOVES]]) {
    assert.equal(renju.formatFromName(name), fmt);
  }
  for (const bad of ['pdf', '', 'x'.repeat(40)]) {
    assert.throws(() => renju.formatFromName(bad), renju.InvalidArgument);
  }
  const g = new Game('renju');
  g.playMoves('h8 h9');
  assert.equal(g.export('.txt'), 'h8 h9\n');
  for (const fmt of ['lib', renju.Format.POS, 'renlib']) {
    assert.throws(() => g.importRecord('h8 h9', fmt), TypeError);   // no string stands for bytes
    assert.throws(() => g.importRecord(new Uint8Array([0xff, 0, 1]), fmt),
      (e) => e instanceof renju.RenjuError && e.message.length > 0 && e.line !== undefined);
  }
  assert.deepEqual(g.moves, ['h8', 'h9']);         // unchanged
  try {
    const data = g.export('lib');
    assert.ok(data instanceof Uint8Array);
    const h = Game.fromRecord(data, 'lib');
    assert.deepEqual(h.moves, g.moves);
    h.free();
  } catch (e) {
    if (!(e instanceof renju.InvalidArgument) || !/not written/.test(e.message)) throw e;
  }
  assert.throws(() => g.export('pos'), renju.InvalidArgument);   // read only
  assert.throws(() => g.export('pdf'), renju.InvalidArgument);
  g.free();
});

// The key of a position is the same in every build (the native library's own
// tests hold the same values): an index written by renju-find is read here.  The
// module fills its tables when it starts (lib/core/tables.h), so this checks them.
test('position keys: the same as the native library computes', () => {
  const g = new Game('renju');
  assert.equal(g.positionKey.key, '288379eba818d079dd975ae04793a557');
  g.play('h8');
  assert.equal(g.positionKey.key, '884617' + '42bf23e9b2afee9676338015c9');
  g.reset();
  g.playMoves('h8 i9 j10 a1');
  assert.deepEqual(g.positionKey, { key: '8fc424642f4e52055135ec8e4b76c922', symmetry: renju.Symmetry.ROTATE_270 });
  const big = new Game('freestyle', 19);
  big.play('k10');
  assert.equal(big.positionKey.key, '147a68482dbd494c4ec3ec09bc3e3cab');
});

test('position keys: the same under the symmetries and move orders, kept by undo', () => {
  const a = new Game('freestyle'), b = new Game('freestyle');
  const moves = ['h8', 'i9', 'j8', 'g7', 'k8', 'f6'];
  for (const m of moves) a.play(m);
  // the mirror image, black's and white's stones each in another order
  const order = [4, 5, 0, 1, 2, 3];
  for (const i of order) b.play(b.symmetryPoint('flip-columns', moves[i]));
  const ka = a.positionKey, kb = b.positionKey;
  assert.match(ka.key, /^[0-9a-f]{32}$/);
  assert.equal(ka.key, kb.key);
  // a move of a, into the canonical image, then into b's orientation
  const canonical = a.symmetryPoint(ka.symmetry, 'l8');
  assert.equal(b.symmetryPoint(renju.symmetryInverse(kb.symmetry), canonical), b.symmetryPoint('flip-columns', 'l8'));
  a.play('l8');
  assert.notEqual(a.positionKey.key, ka.key);
  a.undo();
  assert.deepEqual(a.positionKey, ka);
  assert.equal(renju.symmetryInverse('rotate-90'), renju.Symmetry.ROTATE_270);
  assert.throws(() => renju.symmetryInverse('sideways'), renju.InvalidArgument);
  a.free(); b.free();
});

test('diagramSvg: the position as SVG, its forbidden marks those of the map', () => {
  const g = new Game('renju');
  g.playMoves('h8 a1 i8 a3 j9 a5 j10 a7 l8 o1 n8 o3 m6 o5 m5 o7');
  const svg = g.diagramSvg({ flags: renju.DiagramFlag.DEFAULT | renju.DiagramFlag.NUMBERS, title: 'A & B' });
  assert.ok(svg.startsWith('<svg ') && svg.endsWith('</svg>\n'));
  assert.ok(svg.includes('<title>A &amp; B</title>'));
  assert.equal(svg.split('class="number"').length - 1, 16);
  assert.equal(svg, g.diagramSvg({ flags: renju.DiagramFlag.DEFAULT | renju.DiagramFlag.NUMBERS, title: 'A & B' }));
  assert.ok(svg.includes('class="double-three"'));
  assert.throws(() => g.diagramSvg({ cell: 5 }), renju.RenjuError);
  assert.throws(() => g.diagramSvg({ title: 'a\nb' }), renju.InvalidArgument);
  g.free();
});

test('enumerations name their values, as Python prints them; errors name their codes', () => {
  assert.equal(ErrorCode.nameOf(-4), 'EOCCUPIED');
  assert.equal(renju.Forbid.nameOf(3), 'DOUBLE_THREE');
  assert.equal(renju.Colour.nameOf(renju.Colour.WHITE), 'WHITE');
  assert.equal(renju.Mark.nameOf(4), 'CROSS');
  assert.equal(renju.Colour.nameOf(7), null);
  assert.deepEqual(Object.keys(renju.Colour), ['EMPTY', 'BLACK', 'WHITE']);   // members alone
  assert.ok(Object.isFrozen(renju.Reason));
  const g = new Game('renju');
  g.play('h8');
  assert.throws(() => g.play('h8'), (e) => e.code === ErrorCode.EOCCUPIED && e.codeName === 'EOCCUPIED');
  g.free();
});
