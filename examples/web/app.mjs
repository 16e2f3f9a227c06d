// SPDX-License-Identifier: MIT
// The page of examples/web: two people play on one board under any rule set and
// opening rule of librenju.  Served from the top of the source tree (after make
// wasm), it loads the package from ../../bindings/js.
import * as renju from '../../bindings/js/renju.mjs';

const { Game, Action, Colour, Forbid, Result } = renju;
const $ = (id) => document.getElementById(id);
const RESULT = { [Result.BLACK_WINS]: 'Black wins', [Result.WHITE_WINS]: 'White wins', [Result.DRAW]: 'Draw' };
let game = null, picked = [], message = '';

for (const name of Object.keys(renju.RULESETS)) $('ruleset').add(new Option(name, name, false, name === 'renju'));
for (const name of Object.keys(renju.OPENING_RULES)) $('opening').add(new Option(name, name));

function newGame(rs = $('ruleset').value, opening = $('opening').value) {
  let g;
  try {
    g = new Game(rs, 15, { opening });
  } catch (e) {
    message = e.message;
    render();
    return;
  }
  if (game) game.free();
  game = g; picked = []; message = '';
  render();
}

function attempt(fn) {
  try { fn(); message = ''; } catch (e) { message = e.message; }
  render();
}

function clickPoint(name) {
  const a = game.expectedAction;
  if (a === Action.OFFERS) {
    const i = picked.indexOf(name);
    if (i >= 0) picked.splice(i, 1); else picked.push(name);
    message = `${picked.length} of ${game.offerBounds()[1]} offers chosen`;
    render();
    return;
  }
  if (a === Action.CHOOSE_OFFER) return attempt(() => game.chooseOffer(name));
  const forbidden = game.rulesetName === 'renju' && game.sideToMove === Colour.BLACK
    && game.stone(name) === Colour.EMPTY && game.forbidden(name) !== Forbid.NONE;
  attempt(() => game.play(name));
  if (forbidden) $('explain').textContent = game.explain(name);
}

function actionButtons() {
  const box = $('actions');
  box.replaceChildren();
  const add = (label, fn) => {
    const b = document.createElement('button');
    b.textContent = label;
    b.addEventListener('click', () => attempt(fn));
    box.append(b);
  };
  const who = game.expectedPlayer === renju.Player.FIRST ? 'First player' : 'Second player';
  switch (game.expectedAction) {
    case Action.SWAP:
      add('Swap colours', () => game.swap(true));
      add('Keep colours', () => game.swap(false));
      break;
    case Action.DECLARE: {
      const [lo, hi] = game.offerBounds();
      const input = document.createElement('input');
      Object.assign(input, { type: 'number', min: lo, max: hi, value: Math.min(Math.max(2, lo), hi), id: 'declare-n' });
      box.append(input);
      add('Declare offers', () => game.declare(Number(input.value)));
      break;
    }
    case Action.OFFERS:
      add('Propose offers', () => { game.propose(picked); picked = []; });
      add('Clear', () => { picked = []; });
      break;
    case Action.BRANCH:
      add('Branch: fifth move', () => game.chooseBranch('fifth'));
      add('Branch: offers', () => game.chooseBranch('offers'));
      break;
    case Action.COLOUR:
      add('Take black', () => game.chooseColour('black'));
      add('Take white', () => game.chooseColour('white'));
      break;
    case Action.SWAP2:
      add('Take black', () => game.chooseSwap2('black'));
      add('Take white', () => game.chooseSwap2('white'));
      add('Two more stones', () => game.chooseSwap2('two-more'));
      break;
    default:
      if (game.expectedAction === Action.PLAY) add('Resign', () => game.resign(game.sideToMove));
      return '';
  }
  return who;
}

function render() {
  if (!game) return;
  const size = game.size, board = $('board');
  if (board.childElementCount !== size * size) {
    board.replaceChildren();
    board.style.gridTemplateColumns = `repeat(${size}, 1fr)`;
    for (let row = size - 1; row >= 0; row--) {
      for (let col = 0; col < size; col++) {
        const name = game.name([col, row]);
        const b = document.createElement('button');
        b.className = 'pt';
        b.dataset.point = name;
        b.setAttribute('aria-label', name);
        b.append(document.createElement('span'));
        b.addEventListener('click', () => clickPoint(name));
        b.addEventListener('mouseenter', () => { if (b.title) $('explain').textContent = b.title; });
        board.append(b);
      }
    }
  }
  const stones = game.board();
  const showForbidden = game.rulesetName === 'renju' && game.sideToMove === Colour.BLACK && !game.over;
  const forbidden = showForbidden ? game.forbiddenMap() : null;
  const win = new Set(game.winningLine), last = game.lastMove;
  const offers = game.expectedAction === Action.CHOOSE_OFFER ? new Set(game.offers) : new Set();
  for (const b of board.children) {
    const name = b.dataset.point, p = game.point(name);
    b.className = 'pt' + (stones[p] === Colour.BLACK ? ' black' : stones[p] === Colour.WHITE ? ' white' : '')
      + (forbidden && forbidden[p] ? ' forbidden' : '') + (name === last ? ' last' : '')
      + (win.has(name) ? ' win' : '') + (offers.has(name) ? ' offer' : '') + (picked.includes(name) ? ' picked' : '');
    b.title = forbidden && forbidden[p] ? game.explain(name) : '';
  }
  const who = actionButtons();
  const side = game.sideToMove === Colour.BLACK ? 'Black' : 'White';
  const acts = { [Action.PLAY]: `${side} to move`, [Action.STONE]: `opening: ${side.toLowerCase()} stone`, [Action.SWAP]: 'swap or keep the colours', [Action.DECLARE]: 'declare the number of 5th-move offers', [Action.OFFERS]: `place ${game.expectedAction === Action.OFFERS ? game.offerBounds()[1] : ''} 5th-move offers, then propose them`, [Action.CHOOSE_OFFER]: 'choose the 5th move among the offers', [Action.BRANCH]: 'choose a branch', [Action.COLOUR]: 'choose a colour', [Action.SWAP2]: 'take black, take white, or two more stones' };
  let text = game.over ? `${RESULT[game.result]} (${renju.reasonName(game.resultReason)})${win.size ? ': ' + [...win].join(' ') : ''}`
    : `${who ? who + ': ' : ''}${acts[game.expectedAction] || ''}`;
  if (game.openingName) text += ` \u2014 opening: ${game.openingName}`;
  text += ` \u2014 move ${game.moveCount}`;
  $('status').textContent = text;
  if (message) $('explain').textContent = message;
  else if (!showForbidden || !forbidden.some((k) => k)) $('explain').textContent = '';
}

$('new').addEventListener('click', () => newGame());
$('undo').addEventListener('click', () => attempt(() => game.undo()));
$('redo').addEventListener('click', () => attempt(() => game.redo()));
$('pass').addEventListener('click', () => attempt(() => game.pass()));
$('export').addEventListener('click', () => {
  const text = game.export('sgf');
  $('sgf').value = text;
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'application/x-go-sgf' }));
  a.download = 'game.sgf';
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
});
function importText(data) {
  attempt(() => {
    const g = Game.fromRecord(data, 'sgf');
    game.free();
    game = g; picked = [];
    $('ruleset').value = g.rulesetName;
    $('opening').value = Object.keys(renju.OPENING_RULES).find((k) => renju.OPENING_RULES[k] === g.getOption('opening'));
  });
}
$('import').addEventListener('click', () => importText($('sgf').value));
$('file').addEventListener('change', async (e) => {
  const f = e.target.files[0];
  if (f) importText(new Uint8Array(await f.arrayBuffer()));
});
newGame();
window.renjuPage = { get game() { return game; }, newGame };
