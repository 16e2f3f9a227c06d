// SPDX-License-Identifier: MIT
// Drives the page of examples/web in Debian's headless Chromium (puppeteer-core, no
// browser download): a whole renju game with clicks, a forbidden move refused with
// its explanation, a RIF opening with a swap and two offers, an SGF export and
// re-import.  Screenshots go to the folder given (default: the build tree's
// examples/web/screenshots).  Usage: node browser.mjs [builddir] [screenshot-dir]
import puppeteer from 'puppeteer-core';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { serve } from '../serve.mjs';

const top = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const build = path.resolve(process.argv[2] || top);
const shots = path.resolve(process.argv[3] || path.join(build, 'examples/web/screenshots'));
mkdirSync(shots, { recursive: true });
const chromium = process.env.CHROMIUM || '/usr/bin/chromium';

let passed = 0, failed = 0;
function check(ok, what) {
  if (ok) { passed++; console.log(`ok - ${what}`); } else { failed++; console.log(`not ok - ${what}`); }
}

const server = await serve(0, [...new Set([build, top])]);
const url = `http://127.0.0.1:${server.address().port}/examples/web/`;
const browser = await puppeteer.launch({ executablePath: chromium, headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.setViewport({ width: 800, height: 1000 });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForSelector('#board .pt');
  const status = () => page.$eval('#status', (e) => e.textContent);
  const explain = () => page.$eval('#explain', (e) => e.textContent);
  const click = (p) => page.click(`#board [data-point="${p}"]`);
  const button = async (label) => {
    const [b] = await page.$$(`xpath/.//button[normalize-space(text())="${label}"]`);
    if (!b) throw new Error(`no button ${label}`);
    await b.click();
  };
  check((await page.$$('#board .pt')).length === 225, 'a 15x15 board is drawn');

  // A renju game: black's double-three at i9 is marked, refused and explained.
  for (const p of ['h8', 'h9', 'g7', 'g9', 'j8', 'g8', 'k7', 'f9']) await click(p);
  check(await page.$eval('#board [data-point="i9"]', (e) => e.classList.contains('forbidden')), 'i9 is marked forbidden');
  check(/double-three/.test(await page.$eval('#board [data-point="i9"]', (e) => e.title)), 'its explanation is on hover');
  await page.screenshot({ path: path.join(shots, '1-forbidden.png') });
  await click('i9');
  check(/double-three/.test(await explain()), 'playing it is refused with the explanation');
  check(!(await page.$eval('#board [data-point="i9"]', (e) => e.classList.contains('black'))), 'no stone is placed');
  await button('Undo');
  await button('Redo');
  for (const p of ['i10', 'e10', 'l6', 'd11', 'm5', 'c12', 'n4']) await click(p);
  check(/White wins|Black wins/.test(await status()), `the game ends: ${await status()}`);
  check((await page.$$('#board .win')).length === 5, 'the winning line is shown');
  await page.screenshot({ path: path.join(shots, '2-won.png') });

  // A RIF opening on a phone-sized screen: stones, a swap, two offers, a choice.
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  await page.select('#opening', 'rif');
  await button('New game');
  for (const p of ['h8', 'h9', 'j10']) await click(p);
  check(/swap/.test(await status()), 'RIF asks for the swap after three stones');
  check(/opening: /.test(await status()), `the opening is named: ${await status()}`);
  await button('Swap colours');
  await click('g10');
  await click('k12'); await click('e5');
  await page.screenshot({ path: path.join(shots, '3-offers.png') });
  await button('Propose offers');
  check(/choose the 5th move/.test(await status()), 'white is asked to choose an offer');
  check((await page.$$('#board .offer')).length === 2, 'the two offers are shown');
  await click('k12');
  check(/White to move/.test(await status()), `normal play follows: ${await status()}`);
  await page.screenshot({ path: path.join(shots, '4-phone.png') });

  // SGF export and re-import.
  const client = await page.createCDPSession();
  await client.send('Browser.setDownloadBehavior', { behavior: 'deny' });
  await button('Export SGF');
  const sgf = await page.$eval('#sgf', (e) => e.value);
  check(/RU\[renju rif\]/.test(sgf) && /;B\[hh\]/.test(sgf), 'the export is an SGF record of the game');
  await button('New game');
  check(/move 0/.test(await status()), 'a new game is empty');
  await page.$eval('#sgf', (e, v) => { e.value = v; }, sgf);
  await button('Import pasted SGF');
  const again = await page.evaluate(() => window.renjuPage.game.export('sgf'));
  check(again === sgf, 'the re-imported game exports the same record');
  check((await page.$$('#board .black')).length === 3 && (await page.$$('#board .white')).length === 2, 'its stones are drawn');
  await page.screenshot({ path: path.join(shots, '5-imported.png') });
  check(errors.length === 0, `no error on the page ${errors.join('; ')}`);
} catch (e) {
  failed++;
  console.log(`not ok - ${e.stack || e}`);
} finally {
  await browser.close();
  server.close();
}
console.log(`browser: ${passed} passed, ${failed} failed (screenshots in ${shots})`);
process.exit(failed ? 1 : 0);
