// SPDX-License-Identifier: MIT
// bench-import - bench_import's measure through the JavaScript package: a collection
// of bad games ("()") and one of games whose warning carries a position (set-up
// stones after the first node), each read with importNext() at two sizes; the time per game of each.  A
// cost per game that grows with the size is quadratic reading: then exit 1.
//   node bench/bench-import.mjs [games] [builddir]   (make bench-js; default 100000)
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const big = Number(process.argv[2] || 100000);
const build = path.resolve(process.argv[3] || '.');
const { Game } = await import(pathToFileURL(path.join(build, 'bindings/js/renju.mjs')).href);
const kinds = [['bad games "()"', '()', true],
  ['games with a warning (AB after the first node)', '(;GM[4]FF[4]SZ[15];B[hh]AB[aa];W[hi])', false]];
const g = new Game('renju', 15);
let slow = false;
console.log('importNext(), one game a line, time per game:');
for (const [name, game, bad] of kinds) {
  let small = 0;
  for (const games of [big / 10, big]) {
    const data = new TextEncoder().encode(`${game}\n`.repeat(games));
    let at = 0, seen = 0;
    const t = performance.now();
    for (;;) {
      try {
        const r = g.importNext(data, at);
        if (!r.read) break;
        at = r.end;
        if (!bad && g.recordWarnings()[0].line === seen + 1) seen++;
      } catch (e) {
        at = e.end;
        if (bad && e.line === seen + 1) seen++;
      }
    }
    const s = (performance.now() - t) / 1000;
    if (seen !== games) throw new Error(`${name}: ${seen} of ${games} games read as expected`);
    console.log(`  ${name.padEnd(24)} ${String(games).padStart(7)} games: ${s.toFixed(3).padStart(8)} s, ${(s * 1e9 / games).toFixed(0).padStart(7)} ns a game`);
    if (!small) small = s / games;
    else if (s / games > 3 * small) {
      console.log(`  ${name}: ${(s / games / small).toFixed(1)} times the cost a game of the small size: quadratic`);
      slow = true;
    }
  }
}
g.free();
process.exit(slow ? 1 : 0);
