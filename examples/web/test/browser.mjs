// SPDX-License-Identifier: MIT
// Drives the page of examples/web in Debian's headless Chromium (puppeteer-core, no
// browser download).  At a desktop size (1280x800): the board the library draws (its
// coordinates, star points, move numbers, last move), a renju game played by clicks on
// the SVG's points with a forbidden move marked, explained and refused, the move count
// and the stone showing whose turn it is, the move list, the rule sets and sizes, a
// hint, a problem failed and then solved, an SGF with a variation opened through the
// file input and walked in its tree.  At a phone size (390x844, touch): a RIF opening
// with a swap and two offers played by taps, the layout, an SGF export and re-import.
// Screenshots (PNG) go to $RENJU_SCREENSHOTS, else the folder given, else the build
// tree's examples/web/screenshots.  Usage: node browser.mjs [builddir] [screenshot-dir]
import puppeteer from 'puppeteer-core';
import { mkdirSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { serve } from '../serve.mjs';

const top = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const build = path.resolve(process.argv[2] || top);
const shots = path.resolve(process.env.RENJU_SCREENSHOTS || process.argv[3]
  || path.join(build, 'examples/web/screenshots'));
mkdirSync(shots, { recursive: true });
const chromium = process.env.CHROMIUM || '/usr/bin/chromium';

let passed = 0, failed = 0;
function check(ok, what) {
  if (ok) { passed++; console.log(`ok - ${what}`); } else { failed++; console.log(`not ok - ${what}`); }
}

const SGF = '(;GM[4]FF[4]SZ[15]RU[renju]C[A small tree];B[hh]C[the centre];W[hi]'
  + '(;B[ii]C[main line])(;B[gg]C[a variation];W[ff]))';
const tmp = mkdtempSync(path.join(tmpdir(), 'renju-web-'));
const sgfFile = path.join(tmp, 'tree.sgf');
writeFileSync(sgfFile, SGF);

const server = await serve(0, [...new Set([build, top])]);
const url = `http://127.0.0.1:${server.address().port}/examples/web/`;
const browser = await puppeteer.launch({ executablePath: chromium, headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const saved = [];
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForSelector('#board svg circle.star');
  let touch = false;
  const text = (sel) => page.$eval(sel, (e) => e.textContent);
  const count = (sel) => page.$$eval(sel, (l) => l.length);
  const explain = () => text('#explain');
  const xy = (p) => page.evaluate((q) => window.renjuPage.pointXY(q), p);
  const click = async (p) => {
    const { x, y } = await xy(p);
    if (touch) await page.touchscreen.tap(x, y); else await page.mouse.click(x, y);
  };
  const button = async (label) => {
    const [b] = await page.$$(`xpath/.//button[normalize-space(text())="${label}"]`);
    if (!b) throw new Error(`no button ${label}`);
    await b.click();
  };
  const shot = async (name) => {
    const file = path.join(shots, name);
    await page.screenshot({ path: file });
    saved.push(file);
  };
  const stoneAt = (p) => page.$eval('#board', (b, q) => {
    const c = b.querySelector(`circle.black[data-point="${q}"], circle.white[data-point="${q}"]`);
    return c ? c.getAttribute('class') : null;
  }, p);
  const game = (fn, ...args) => page.evaluate(`(${fn})(window.renjuPage.game, ...${JSON.stringify(args)})`);

  // The board drawn by the library: coordinates and star points.
  const letters = await page.$$eval('#board g.coordinates text', (l) => l.map((e) => e.textContent));
  check(letters.length === 30, `30 coordinates on the 15x15 board (${letters.length})`);
  check('abcdefghijklmno'.split('').every((c) => letters.includes(c))
    && [...Array(15)].every((_, i) => letters.includes(String(i + 1))), 'the letters a-o and the numbers 1-15');
  check(await count('#board circle.star') === 5, 'five star points');
  check(await page.$eval('#board circle.star[data-point="h8"]', () => true).catch(() => false), 'the centre h8 is a star point');
  check(/0 moves played/.test(await text('#count')) && await text('#turn-text') === 'Black to play move 1', 'a new game: 0 moves played, black to play move 1');
  check(await page.$eval('#turn-stone', (e) => e.dataset.colour) === 'black', 'a black stone shows whose turn it is');

  // A renju game: black's double-three at i9 is marked, explained and refused.
  for (const p of ['h8', 'h9', 'g7', 'g9', 'j8', 'g8', 'k7', 'f9']) await click(p);
  check(await stoneAt('h8') === 'black' && await stoneAt('f9') === 'white', 'the clicks put the stones on their points');
  check(await count('#board circle.black, #board circle.white') === 8, 'eight stones are drawn');
  const numbers = await page.$$eval('#board text.number', (l) => Object.fromEntries(l.map((e) => [e.dataset.point, e.textContent])));
  check(Object.keys(numbers).length === 8 && numbers.h8 === '1' && numbers.f9 === '8', 'the stones carry their move numbers');
  check(await count('#board circle.last, #board text.number[fill="#e01b24"]') >= 1, 'the last move is marked');
  check(await text('#count') === '8 moves played' && await text('#turn-text') === 'Black to play move 9', `the count: ${await text('#count')}, ${await text('#turn-text')}`);
  check(await page.$eval('#turn-stone', (e) => e.dataset.colour) === 'black', 'the turn stone is black');
  check(await count('#board g.forbidden [data-point="i9"]') === 1, 'i9 is marked forbidden');
  check(/double-three/.test(await page.$eval('#board g.forbidden [data-point="i9"] title', (e) => e.textContent)), 'its explanation is on the mark');
  const i9 = await xy('i9');
  await page.mouse.move(i9.x, i9.y);
  check(/double-three/.test(await explain()), 'pointing at it explains it');
  await page.mouse.move(5, 5);
  await shot('desktop.png');
  await click('i9');
  check(/double-three/.test(await explain()), 'playing it is refused with the explanation');
  check(await stoneAt('i9') === null && await text('#count') === '8 moves played', 'no stone is placed');
  await page.click('#numbers');
  check(await count('#board text.number') === 0 && await count('#board circle.last') === 1, 'move numbers off: none drawn, the last move still marked');
  await page.click('#numbers');
  check(await count('#board text.number') === 8, 'move numbers on again');

  // The move list.
  check(await count('#moves li') === 9, 'the move list: the start and eight moves');
  await page.click('#moves li[data-node]:nth-child(5)');
  check(await text('#count') === '4 moves played' && await text('#turn-text') === 'Black to play move 5'
    && await count('#board circle.black, #board circle.white') === 4, 'a click on move 4 goes there');
  check(await count('#moves li') === 9 && await text('#moves li.current') === '4. g9', 'the list keeps the moves after it');
  await button('Redo');
  check(await text('#count') === '5 moves played', 'redo goes one move on');
  await page.click('#moves li:last-child');
  check(await text('#count') === '8 moves played', 'the last move of the list goes back to the end');
  await button('Undo');
  await button('Redo');
  for (const p of ['i10', 'e10', 'l6', 'd11', 'm5', 'c12', 'n4']) await click(p);
  check(/White wins/.test(await text('#status')), `the game ends: ${await text('#status')}`);
  check(await count('#board .win') === 5, 'the winning line is shown');
  check(await text('#count') === '14 moves played' && await text('#turn-text') === 'White wins'
    && await page.$eval('#turn-stone', (e) => e.dataset.colour) === 'white', 'the end: 14 moves played, white wins');
  await shot('desktop-won.png');

  // Rule sets and sizes.
  await page.select('#ruleset', 'freestyle');
  await page.select('#size', '19');
  check(await count('#board g.coordinates text') === 38 && await count('#board circle.star') === 9, 'gomoku on 19x19: 38 coordinates, nine star points');
  await click('s19'); await click('a1');
  check(await stoneAt('s19') === 'black' && await stoneAt('a1') === 'white', 'the corners of 19x19 are played');
  await page.select('#ruleset', 'caro-6');
  await page.select('#size', '20');
  check(await count('#board g.coordinates text') === 40 && await game((g) => g.rulesetName + g.size) === 'caro-620', 'caro-6 on 20x20');
  await click('t20');
  check(await stoneAt('t20') === 'black', 'the corner t20 is played');
  const sizes = await page.$$eval('#size option', (l) => l.map((o) => o.value));
  check(sizes.includes('15') && sizes.includes('19') && sizes.includes('20'), `caro sizes: ${sizes}`);

  // A hint: black's open three makes a VCF.
  await page.select('#ruleset', 'freestyle');
  await page.select('#size', '15');
  for (const p of ['h8', 'a1', 'h9', 'a2', 'h10', 'a4']) await click(p);
  await button('Hint');
  await page.waitForFunction(() => /Hint|No VCF/.test(document.getElementById('explain').textContent));
  const hintAt = await page.$eval('#board circle.hint', (e) => e.dataset.point).catch(() => null);
  check(['h7', 'h11', 'h6', 'h12'].includes(hintAt) && /VCF/.test(await explain()), `the hint shows a winning move: ${hintAt}, ${await explain()} ${await game((g) => g.rulesetName + g.size + ' ' + g.moves.join(' '))}`);
  await click(hintAt);
  check(await count('#board circle.hint') === 0, 'the hint goes once played');

  // Problems: a quiet move fails a VCF; a VCT is solved with the solver's moves.
  const solve = async () => {
    for (let i = 0; i < 12; i++) {
      const move = await game((g) => { const f = g.vcf(); return (f.outcome === 1 ? f : g.vct()).line[0]; });
      const before = await game((g) => g.moveCount);
      await click(move);
      await page.waitForFunction((k) => window.renjuPage.problem.state !== 'solving'
        || window.renjuPage.game.moveCount >= k + 2, { timeout: 20000 }, before);
      if (await page.evaluate(() => window.renjuPage.problem.state) !== 'solving') break;
      check(/answers/.test(await text('#problem-status')), `the page answers: ${await text('#problem-status')}`);
    }
  };
  await page.$eval('#problem-text', (e) => { e.value = 'h8 h9 h10 / a1 a2'; });
  await button('Start problem');
  check(/Black to play and win \(VCF\)/.test(await text('#problem-status')), `a VCF problem is set from "black / white": ${await text('#problem-status')}`);
  check(await count('#board circle.black') === 3 && await count('#board circle.white') === 2, 'its stones are drawn');
  check(await text('#count') === '0 moves played (5 stones on the board)', `its count: ${await text('#count')}`);
  await click('a15');
  await page.waitForFunction(() => window.renjuPage.problem.state !== 'solving', { timeout: 20000 });
  check(/Failed/.test(await text('#problem-status')) && await page.$eval('#problem-status', (e) => e.className) === 'failed', `a quiet move fails: ${await text('#problem-status')}`);
  check(await game((g) => g.moveCount) === 2, 'the page played the defence');
  await button('Retry');
  check(await count('#board circle.black') === 3 && await game((g) => g.moveCount) === 0, 'retry sets the problem up again');
  await solve();
  check(/Solved/.test(await text('#problem-status')), `the VCF is solved: ${await text('#problem-status')}`);
  await page.$eval('#problem-text', (e) => { e.value = 'Black: h8 i8 j9 j10\nWhite: a1 a3\nTo move: black'; });
  await button('Start problem');
  check(/Black to play and win \(VCT\)/.test(await text('#problem-status')), `a VCT problem is set: ${await text('#problem-status')}`);
  check(await count('#board circle.black') === 4 && await count('#board circle.white') === 2, 'its stones are drawn');
  await solve();
  check(/Solved/.test(await text('#problem-status')) && await page.$eval('#problem-status', (e) => e.className) === 'solved', `the problem is solved: ${await text('#problem-status')}`);
  await shot('desktop-problem.png');
  await button('Leave');

  // A record with a variation, through the file input: its tree, a node's comment.
  const input = await page.$('#file');
  await input.uploadFile(sgfFile);
  await page.waitForFunction(() => document.querySelectorAll('#tree .mv').length === 6);
  check(await game((g) => g.rulesetName + ' ' + g.moveCount) === 'renju 3', 'the record is open at the end of its main line');
  check(await count('#tree ul ul li') === 2, 'the tree shows the two variations');
  check(await text('#tree .mv.current') === '3. i7' && await text('#comment') === 'main line', 'the current node and its comment');
  await page.click('#tree .mv[data-node="4"]');
  check(await text('#comment') === 'a variation' && await stoneAt('g9') === 'black' && await stoneAt('i7') === null, 'a click on the variation goes to it and shows its comment');
  check(await text('#count') === '3 moves played' && await count('#moves li') === 5, 'the move list follows the variation');
  await page.click('#tree .mv[data-node="1"]');
  check(await text('#comment') === 'the centre' && await text('#turn-text') === 'White to play move 2'
    && await page.$eval('#turn-stone', (e) => e.dataset.colour) === 'white', 'the first move: its comment, white to play move 2');
  await shot('desktop-tree.png');
  check(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no horizontal scrolling on the desktop');

  // A RIF opening on a phone-sized screen, with taps.
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  touch = true;
  // a change of isMobile or hasTouch reloads the page: its selects are filled only once
  // the package has loaded, and a choice made before would be lost
  await page.waitForFunction(() => window.renjuPage && window.renjuPage.game);
  await page.select('#ruleset', 'renju');
  await page.select('#opening', 'rif');
  await button('New game');
  const box = await page.$eval('#board svg', (e) => { const r = e.getBoundingClientRect(); return [r.left, r.right, r.width]; });
  check(box[0] >= 0 && box[1] <= 390 && box[2] >= 340, `the board fills the phone's width: ${box.map(Math.round)}`);
  for (const p of ['h8', 'h9', 'j10']) await click(p);
  check(await stoneAt('j10') === 'black', 'taps play the stones');
  check(await page.evaluate(() => document.activeElement === document.body), 'no focus is left on the board after a tap');
  const asked = await text('#turn-text');
  check(/swap/.test(asked), `RIF asks for the swap after three stones: ${asked} (${await game((g) => g.moves.join(' '))})`);
  check(/opening: /.test(await text('#status')), `the opening is named: ${await text('#status')}`);
  await button('Swap colours');
  await click('g10');
  await click('k12'); await click('e5');
  await button('Propose offers');
  check(/choose the 5th move/.test(await text('#turn-text')), 'white is asked to choose an offer');
  check(await count('#board .offer') === 2, 'the two offers are shown');
  await click('k12');
  check(await text('#turn-text') === 'White to play move 6' && await text('#count') === '5 moves played', `normal play follows: ${await text('#turn-text')}`);
  const listed = await page.$$eval('#moves li', (l) => l.map((e) => e.textContent).join(' '));
  check(listed === 'start 1. h8 2. h9 3. j10 swap 4. g10 offers 5. k12', `the move list numbers the stones as the count does: ${listed}`);
  check(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no horizontal scrolling on the phone');
  await shot('phone.png');

  // SGF export and re-import.
  const client = await page.createCDPSession();
  await client.send('Browser.setDownloadBehavior', { behavior: 'deny' });
  await button('Export SGF');
  const sgf = await page.$eval('#sgf', (e) => e.value);
  check(/RU\[renju rif\]/.test(sgf) && /;B\[hh\]/.test(sgf), 'the export is an SGF record of the game');
  await button('New game');
  check(await text('#count') === '0 moves played', 'a new game is empty');
  await page.$eval('#sgf', (e, v) => { e.value = v; }, sgf);
  await button('Import pasted SGF');
  const again = await page.evaluate(() => window.renjuPage.game.treeExport('sgf'));
  check(again === sgf, 'the re-imported game exports the same record');
  check(await count('#board circle.black') === 3 && await count('#board circle.white') === 2, 'its stones are drawn');
  await shot('phone-imported.png');
  check(errors.length === 0, `no error on the page ${errors.join('; ')}`);
} catch (e) {
  failed++;
  console.log(`not ok - ${e.stack || e}`);
} finally {
  await browser.close();
  server.close();
  rmSync(tmp, { recursive: true, force: true });
}
console.log(`browser: ${passed} passed, ${failed} failed`);
console.log(`screenshots: ${saved.join(' ')}`);
process.exit(failed ? 1 : 0);
