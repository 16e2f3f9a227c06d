// SPDX-License-Identifier: MIT
// Tests of librenju/core (node --test): the core module against the whole one, side
// by side in one program, on random games (moves, forbidden points, keys, searches,
// proofs, trees); what it leaves out throws NotInCore and changes nothing; and the
// list of what it leaves out is exactly what its module lacks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as core from '../core.mjs';
import * as full from '../renju.mjs';

const here = (f) => new URL(f, import.meta.url);

// A small linear congruential generator: the same games on every run.
function random(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 8) % n;
  };
}

// The game of librenju with the moves of a game of librenju/core.
function twin(g) {
  const t = new full.Game(g.rulesetName, g.size);
  t.playMoves(g.moves.join(' '));
  return t;
}

// The same random game in both packages: a legal point of the side to move
// (allowedPoints(): black's forbidden points left out in renju) until the game is
// over or has `length` moves.
function twinGames(seed, ruleset, length) {
  const pick = random(seed);
  const a = new core.Game(ruleset), b = new full.Game(ruleset);
  while (a.moveCount < length && !a.over) {
    const legal = a.allowedPoints();
    if (!legal.length) break;
    const choice = legal[pick(legal.length)];
    a.play(choice);
    b.play(choice);
  }
  return [a, b];
}

test('core: librenju/core says so, librenju does not', () => {
  assert.equal(core.CORE_ONLY, true);
  assert.equal(full.CORE_ONLY, false);
  assert.notEqual(core.Game, full.Game);
  assert.notEqual(core.Node, full.Node);
  assert.equal(core.versionString(), full.versionString());
});

test('core: the same answers as the whole module on random games', () => {
  let searched = 0, wins = 0;
  for (let seed = 1; seed <= 60; seed++) {
    const ruleset = seed % 3 === 0 ? 'freestyle' : 'renju';
    const [a, b] = twinGames(seed, ruleset, 12 + (seed % 40));
    try {
      assert.deepEqual(a.moves, b.moves);
      assert.equal(a.result, b.result);
      assert.deepEqual([...a.forbiddenMap()], [...b.forbiddenMap()]);
      assert.deepEqual(a.positionKey, b.positionKey);
      assert.equal(a.boardText(core.TextFlag.FORBIDDEN), b.boardText(full.TextFlag.FORBIDDEN));
      assert.equal(a.diagramSvg(), b.diagramSvg());
      if (a.over) continue;
      const vcf = a.vcf(20000), vcfB = b.vcf(20000);
      assert.deepEqual(vcf, vcfB);
      const vct = a.vct(20000), vctB = b.vct(20000);
      assert.deepEqual(vct, vctB);
      assert.deepEqual(a.solve(2, 20000), b.solve(2, 20000));
      assert.deepEqual(a.defences('vcf', 20000), b.defences('vcf', 20000));
      searched++;
      if (vcf.outcome === core.Solve.WIN) {
        wins++;
        const pa = a.proof('vcf'), pb = b.proof('vcf');
        assert.deepEqual(pa.game.moves, pb.game.moves);
        assert.equal(pa.node.id, pb.node.id);
        assert.equal(pa.node.children.length, pb.node.children.length);
        pa.free();
        pb.free();
      }
      // undo and redo, and the tree they leave
      a.undo(); b.undo();
      assert.deepEqual([...a.forbiddenMap()], [...b.forbiddenMap()]);
      a.redo(); b.redo();
      assert.deepEqual(a.moves, b.moves);
      assert.equal(a.tree.root.children.length, b.tree.root.children.length);
    } finally {
      a.free();
      b.free();
    }
  }
  assert.ok(searched >= 30, `only ${searched} games were searched`);
  assert.ok(wins >= 1, 'no game had a VCF to prove');
});

test('core: what it leaves out throws NotInCore and changes nothing', () => {
  const g = new core.Game('renju');
  g.playMoves('h8 h9 i9');
  const moves = g.moves, before = core.heapStats().heapEnd;
  const calls = [
    () => g.export('sgf'), () => g.exportBytes('sgf'), () => g.treeExport('sgf'),
    () => g.importRecord('(;SZ[15];B[hh])', 'sgf'), () => g.importNext(new TextEncoder().encode('(;SZ[15];B[hh])')),
    () => g.tree.root.export(),
    () => g.recordWarnings(), () => g.charset, () => { g.charset = 'UTF-8'; },
    () => new core.Index(),
  ];
  for (let round = 0; round < 200; round++) {
    for (const call of calls) {
      assert.throws(call, (e) => e instanceof core.NotInCore && /librenju\/core/.test(e.message));
    }
  }
  assert.deepEqual(g.moves, moves);
  assert.equal(g.errcode, 0);
  const t = twin(g);
  assert.equal(g.diagramSvg(), t.diagramSvg());   // diagrams are in the core
  t.free();
  assert.equal(core.heapStats().heapEnd, before);   // nothing was left on the heap
  g.play('j10');
  g.free();
  // the whole package, loaded beside it, has them
  const h = new full.Game('renju');
  h.playMoves('h8 h9 i9');
  assert.match(h.export('sgf'), /;B\[hh\];W\[hg\];B\[ig\]/);
  assert.match(h.diagramSvg(), /^<svg/);
  assert.match(h.treeExport('sgf'), /;B\[hh\]/);
  h.free();
});

test('core: notInCore() lists exactly what the core module lacks', async () => {
  const sources = ['renju.mjs', 'tree.mjs', 'index.mjs'].map((f) => readFileSync(here(`../${f}`), 'utf8'));
  const used = new Set(sources.join('\n').match(/\bM\._[a-z0-9_]+/g).map((s) => s.slice(3)));
  const listed = new Set(sources[0].match(/const names = \[([^\]]*)\]/)[1].match(/'([a-z0-9_]+)'/g)
    .map((s) => s.slice(1, -1)));
  const load = async (name) => (await import(here(`../dist/${name}.mjs`))).default(
    { wasmBinary: readFileSync(here(`../dist/${name}.wasm`)) });
  const [coreModule, fullModule] = [await load('renju-core'), await load('renju-wasm')];
  assert.ok(used.size > 100, `only ${used.size} functions found in the sources`);
  for (const name of used) {
    if (['malloc', 'free'].includes(name)) continue;
    assert.equal(typeof fullModule[`_${name}`], 'function', `${name} is not in the whole module`);
    assert.equal(typeof coreModule[`_${name}`] !== 'function', listed.has(name),
      `${name}: ${listed.has(name) ? 'listed but in' : 'not listed and not in'} the core module`);
  }
  for (const name of listed) assert.ok(used.has(name), `${name} is listed but never called`);
  assert.ok(readFileSync(here('../dist/renju-core.wasm')).length
    < readFileSync(here('../dist/renju-wasm.wasm')).length);
});
