// SPDX-License-Identifier: MIT
// bench-js - bench_forbidden's measures through the JavaScript package (WebAssembly),
// on the same positions: the same generator and seed grow them.  Run after make wasm:
//   node bench/bench-js.mjs [positions-per-set] [builddir] [core]   (make bench-js)
// With core, through librenju/core (bindings/js/core.mjs and its module).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const npos = Number(process.argv[2] || 200);
const build = path.resolve(process.argv[3] || '.');
const entry = process.argv[4] === 'core' ? 'core.mjs' : 'renju.mjs';
const { Game, Result, Forbid } = await import(pathToFileURL(path.join(build, 'bindings/js', entry)).href);
const SIZE = 15, CELLS = SIZE * SIZE, BATCHES = 5;
const M64 = (1n << 64n) - 1n;
let state = 0x9E3779B97F4A7C15n;
function rnd(n) {   // xorshift64*, as bench_forbidden.c
  state ^= state >> 12n; state ^= (state << 25n) & M64; state ^= state >> 27n;
  return Number(((state * 0x2545F4914F6CDD1Dn) & M64) >> 33n) % n;
}
const g = new Game('renju', SIZE);
function nearPoint(span) {
  const lo = Math.floor((SIZE - span) / 2);
  for (let tries = 0; tries < 1000; tries++) {
    const p = rnd(CELLS);
    if (g.stone(p) === 0) continue;
    const c = p % SIZE + rnd(5) - 2, r = Math.floor(p / SIZE) + rnd(5) - 2;
    if (c >= lo && r >= lo && c < lo + span && r < lo + span && g.stone(r * SIZE + c) === 0) return r * SIZE + c;
  }
  return -1;
}
function grow(n, span) {
  g.reset();
  const centre = SIZE * (SIZE >> 1) + (SIZE >> 1);
  g.play(centre);
  const moves = [centre];
  while (moves.length < n) {
    let tries, p = -1;
    for (tries = 0; tries < 200; tries++) {
      p = nearPoint(span);
      if (p < 0) continue;
      try { g.play(p); } catch (e) { continue; }
      if (g.result === Result.ONGOING) break;
      g.undo();
    }
    if (tries === 200) return null;
    moves.push(p);
  }
  return moves;
}
function load(moves) { g.reset(); for (const p of moves) g.play(p); }
const median = (v) => { const s = [...v].sort((a, b) => a - b); const n = s.length; return n % 2 ? s[n >> 1] : (s[n / 2 - 1] + s[n / 2]) / 2; };
function timeCall(what, reps) {
  let empties = [];
  for (let p = 0; p < CELLS; p++) if (g.stone(p) === 0 && (what !== 2 || g.forbidden(p) === Forbid.NONE)) empties.push(p);
  if (what === 2) {
    empties = empties.filter((p) => {
      const c = p % SIZE, r = Math.floor(p / SIZE);
      for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) {
        if (c + dc >= 0 && c + dc < SIZE && r + dr >= 0 && r + dr < SIZE && g.stone((r + dr) * SIZE + c + dc) !== 0) return true;
      }
      return false;
    });
  }
  if (!empties.length) return 0;
  const t0 = process.hrtime.bigint();
  for (let k = 0; k < reps; k++) {
    if (what === 0) g.forbiddenMap();
    else if (what === 1) for (const p of empties) g.forbidden(p);
    else for (const p of empties) { g.play(p); g.undo(); }
  }
  const t = Number(process.hrtime.bigint() - t0);
  return what === 0 ? t / reps : t / reps / empties.length;
}
const NAMES = ['full forbidden map', 'single-point check', 'play+undo of a stone'], REPS = [400, 20, 20];
for (const [name, lo, hi, span] of [['game-like', 20, 60, 11], ['dense', 60, 110, 13]]) {
  const set = [];
  for (let i = 0; i < npos; i++) {
    let m;
    while (!(m = grow(lo + rnd(hi - lo + 1), span)));
    set.push(m);
  }
  const mean = set.reduce((a, m) => a + m.length, 0) / npos;
  console.log(`${name} positions: ${npos}, ${lo} to ${hi} stones (mean ${mean.toFixed(1)}) in the central ${span}x${span} (JavaScript, WebAssembly)`);
  for (let what = 0; what < 3; what++) {
    const t = set.map((m) => { load(m); return median(Array.from({ length: BATCHES }, () => timeCall(what, REPS[what]))); });
    console.log(`  ${NAMES[what].padEnd(22)} median ${median(t).toFixed(1).padStart(8)} ns   worst ${Math.max(...t).toFixed(1).padStart(8)} ns`);
  }
}
g.free();
