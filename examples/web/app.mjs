// SPDX-License-Identifier: MIT
// The page of examples/web: a renju, gomoku and caro board drawn by the library
// (game.diagramSvg()), two people playing on it under any rule set, size and opening
// rule, a move list, a record's variation tree, a hint (VCF, then VCT) and a problem
// mode in which the page defends.  Served from the top of the source tree (after make
// wasm), it loads the package from ../../bindings/js.
import * as renju from '../../bindings/js/renju.mjs';

const { Game, Action, Colour, Result, Solve, Shape, DiagramFlag, NodeKind } = renju;
const $ = (id) => document.getElementById(id);
const SVGNS = 'http://www.w3.org/2000/svg';
const RESULT = { [Result.BLACK_WINS]: 'Black wins', [Result.WHITE_WINS]: 'White wins', [Result.DRAW]: 'Draw' };
const RULE_LABELS = { freestyle: 'gomoku (freestyle)', standard: 'gomoku (standard)', renju: 'renju',
  'five-in-a-row': 'five in a row', 'caro-5': 'caro-5', 'caro-6': 'caro-6' };
const SIZES = [15, 17, 19, 20];
const HINT_VCF_NODES = 200000, HINT_VCT_NODES = 60000, HINT_SECONDS = 1.5;

let game = null, picked = [], message = '', tip = null, hint = null, hover = null;
let problem = null;   // {build, attacker, threat, state, text}
let geometry = null;  // {n, left, top, cell} of the board drawn

// ------------------------------------------------------------------ selectors
const sizeCache = {};
function sizesOf(rs) {
  if (!sizeCache[rs]) {
    sizeCache[rs] = SIZES.filter((n) => {
      try { new Game(rs, n).free(); return true; } catch (e) { return false; }
    });
  }
  return sizeCache[rs];
}
function fillSizes(keep) {
  const sel = $('size'), sizes = sizesOf($('ruleset').value);
  sel.replaceChildren(...sizes.map((n) => new Option(`${n}\u00d7${n}`, n, false, n === keep)));
  if (!sizes.includes(keep)) sel.value = String(sizes.includes(15) ? 15 : sizes[0]);
}
for (const name of Object.keys(renju.RULESETS)) $('ruleset').add(new Option(RULE_LABELS[name] || name, name, false, name === 'renju'));
for (const name of Object.keys(renju.OPENING_RULES)) $('opening').add(new Option(name, name));
fillSizes(15);

function setGame(g) {
  if (game && game !== g) game.free();
  game = g;
  game.tree.mode = 'keep';
  picked = []; hint = null; hover = null; tip = game.tree.current.id;
}

function newGame(rs = $('ruleset').value, size = Number($('size').value), opening = $('opening').value) {
  let g;
  try {
    g = new Game(rs, size, { opening });
  } catch (e) {
    message = e.message;
    render();
    return;
  }
  problem = null; message = '';
  setGame(g);
  render();
}

function attempt(fn) {
  try { fn(); message = ''; } catch (e) { message = e.message; }
  hint = null;
  render();
}

// ------------------------------------------------------------------ the board
function pointAt(clientX, clientY) {
  const svg = $('board').querySelector('svg');
  if (!svg || !geometry) return null;
  const m = svg.getScreenCTM();
  if (!m) return null;
  const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
  const { n, left, top, cell } = geometry;
  const col = Math.round((p.x - left) / cell), r = Math.round((p.y - top) / cell);
  if (col < 0 || col >= n || r < 0 || r >= n) return null;
  if (Math.hypot(p.x - (left + col * cell), p.y - (top + r * cell)) > cell * 0.55) return null;
  return game.name([col, n - 1 - r]);
}
function pointXY(name) {   // the centre of a point in the viewport's coordinates
  const svg = $('board').querySelector('svg');
  const [col, row] = game.coordinates(name), { n, left, top, cell } = geometry;
  const p = new DOMPoint(left + col * cell, top + (n - 1 - row) * cell).matrixTransform(svg.getScreenCTM());
  return { x: p.x, y: p.y };
}

function svgEl(tag, attrs) {
  const e = document.createElementNS(SVGNS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

function drawBoard() {
  const numbers = $('numbers').checked;
  const flags = DiagramFlag.COORDS | DiagramFlag.LAST | DiagramFlag.FORBIDDEN | DiagramFlag.MARKS
    | (numbers ? DiagramFlag.NUMBERS : 0);
  const text = game.diagramSvg({ flags, cell: 32 });
  const svg = document.importNode(new DOMParser().parseFromString(text, 'image/svg+xml').documentElement, true);
  svg.removeAttribute('width'); svg.removeAttribute('height');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `${game.size}\u00d7${game.size} board, ${game.stoneCount} stones`);
  // the outer frame gives the geometry: point (col,row) at left + col*cell, top + (n-1-row)*cell
  const frame = svg.querySelector('rect[stroke-width="2"]');
  const n = game.size, left = Number(frame.getAttribute('x')), top = Number(frame.getAttribute('y'));
  const cell = Number(frame.getAttribute('width')) / (n - 1);
  geometry = { n, left, top, cell };
  const nameAt = (x, y) => {
    const col = Math.round((x - left) / cell), r = Math.round((y - top) / cell);
    return col >= 0 && col < n && r >= 0 && r < n ? game.name([col, n - 1 - r]) : null;
  };
  for (const e of svg.querySelectorAll('circle')) {
    const name = nameAt(Number(e.getAttribute('cx')), Number(e.getAttribute('cy')));
    if (name) e.dataset.point = name;
  }
  for (const e of svg.querySelectorAll('text.number, g.forbidden text, text.label')) {
    const name = nameAt(Number(e.getAttribute('x')), Number(e.getAttribute('y')) - 4);
    if (name) e.dataset.point = name;
  }
  for (const e of svg.querySelectorAll('g.forbidden text')) {
    const t = svgEl('title', {});
    t.textContent = game.explain(e.dataset.point);
    e.append(t);
    e.classList.add('forbidden');
  }
  const overlay = svgEl('g', { class: 'overlay' });
  const ring = (name, cls, attrs) => {
    const [col, row] = game.coordinates(name);
    overlay.append(svgEl('circle', { class: cls, 'data-point': name, cx: left + col * cell,
      cy: top + (n - 1 - row) * cell, r: cell * 0.47, ...attrs }));
  };
  for (const p of game.winningLine) ring(p, 'win', { fill: 'none', stroke: '#0a0', 'stroke-width': 3 });
  if (game.expectedAction === Action.CHOOSE_OFFER) {
    for (const p of game.offers) ring(p, 'offer', { fill: 'rgba(0,0,0,.35)' });
  }
  for (const p of picked) ring(p, 'picked', { fill: 'rgba(0,0,140,.45)' });
  if (hint) ring(hint, 'hint', { fill: 'rgba(30,90,220,.25)', stroke: '#1e5adc', 'stroke-width': 3, 'stroke-dasharray': '5 3' });
  if (hover && !game.over && game.stone(hover) === Colour.EMPTY && game.expectedAction === Action.PLAY) {
    ring(hover, 'ghost', { fill: game.sideToMove === Colour.BLACK ? 'rgba(0,0,0,.3)' : 'rgba(255,255,255,.55)' });
  }
  svg.append(overlay);
  $('board').replaceChildren(svg);
}

function clickPoint(name) {
  if (!name || !game) return;
  const a = game.expectedAction;
  if (a === Action.OFFERS) {
    const i = picked.indexOf(name);
    if (i >= 0) picked.splice(i, 1); else picked.push(name);
    message = `${picked.length} of ${game.offerBounds()[1]} offers chosen`;
    render();
    return;
  }
  if (a === Action.CHOOSE_OFFER) return attempt(() => game.chooseOffer(name));
  if (problem && problem.state === 'solving' && game.sideToMove !== problem.attacker) return;
  if (problem && problem.state !== 'solving') { message = 'Retry the problem or leave it to play on.'; render(); return; }
  const before = game.moveCount;
  const explanation = game.rulesetName === 'renju' && game.sideToMove === Colour.BLACK
    && game.stone(name) === Colour.EMPTY && game.forbidden(name) ? game.explain(name) : '';
  attempt(() => game.play(name));
  if (explanation && message) { message = ''; $('explain').textContent = explanation; }
  if (game.moveCount > before) {
    tip = game.tree.current.id;
    if (problem) setTimeout(problemAnswer, 10);
  }
}

const board = $('board');
board.addEventListener('click', (e) => clickPoint(pointAt(e.clientX, e.clientY)));
board.addEventListener('pointermove', (e) => {
  if (e.pointerType !== 'mouse') return;
  const p = pointAt(e.clientX, e.clientY);
  if (p === hover) return;
  hover = p;
  drawBoard();
  const f = p && board.querySelector(`g.forbidden [data-point="${p}"] title`);
  if (f) $('explain').textContent = f.textContent;
});
board.addEventListener('pointerleave', () => { if (hover) { hover = null; drawBoard(); } });

// ------------------------------------------------------------------ the move list and the tree
const isPrefix = (a, b) => a.length <= b.length && a.every((v, i) => v === b[i]);
function mainLine() {
  const tree = game.tree, cur = tree.current;
  let end = null;
  try { end = tip === null ? null : tree.node(tip); } catch (e) { end = null; }
  if (!end || !isPrefix(cur.path, end.path)) end = cur;
  while (end.children.length) end = end.children[0];
  tip = end.id;
  const line = [];
  for (let x = end; x; x = x.parent) line.unshift(x);
  return line;
}
// Moves are numbered as game.moveCount counts them: stones and passes, not the
// opening's other actions (a swap, the offers), which are named unnumbered.
const isMove = (node) => node.kind === NodeKind.STONE || node.kind === NodeKind.PASS;
function nodeLabel(node, number) {
  if (node.isRoot) return 'start';
  if (isMove(node)) return `${number}. ${node.point}`;
  return (NodeKind.nameOf(node.kind) || '').toLowerCase().replace('_', ' ');
}
function goNode(id) {
  attempt(() => game.tree.goto(id));
  if (problem) problem.state = 'solving';
}

function drawMoves(line) {
  const cur = game.tree.current.id, list = $('moves');
  let after = false, number = 0;
  list.replaceChildren(...line.map((node) => {
    const li = document.createElement('li');
    if (isMove(node)) number++;
    li.textContent = nodeLabel(node, number);
    li.dataset.node = node.id;
    if (node.id === cur) { li.className = 'current'; after = true; } else if (after) li.className = 'after';
    return li;
  }));
  const c = list.querySelector('.current');
  if (c) list.scrollTop = Math.max(0, c.offsetTop - list.offsetTop - list.clientHeight / 2);
}
$('moves').addEventListener('click', (e) => { const li = e.target.closest('li'); if (li) goNode(Number(li.dataset.node)); });

const TREE_LIMIT = 3000;
function drawTree() {
  const tree = game.tree, cur = tree.current.id, box = $('tree');
  const branches = tree.size > 1 && tree.nodes().some((x) => x.children.length > 1);
  $('tree-box').hidden = !branches && !tree.nodes().some((x) => x.comment);
  if ($('tree-box').hidden) return;
  let shown = 0;
  const span = (node, number) => {
    const s = document.createElement('span');
    s.className = 'mv' + (node.id === cur ? ' current' : '') + (node.comment ? ' commented' : '');
    s.dataset.node = node.id;
    s.textContent = nodeLabel(node, number);
    shown++;
    return s;
  };
  // a line of single children on one row, each branch a nested list below its fork
  const branch = (node, before) => {
    const li = document.createElement('li');
    let x = node, number = before;
    for (;;) {
      if (isMove(x)) number++;
      li.append(span(x, number), ' ');
      const kids = x.children;
      if (shown > TREE_LIMIT) { li.append('\u2026'); break; }
      if (kids.length === 1) { x = kids[0]; continue; }
      if (kids.length > 1) {
        const ul = document.createElement('ul');
        for (const k of kids) ul.append(branch(k, number));
        li.append(ul);
      }
      break;
    }
    return li;
  };
  const ul = document.createElement('ul');
  ul.append(branch(tree.root, 0));
  box.replaceChildren(ul);
  const node = tree.current;
  $('comment').textContent = [node.name, node.comment].filter(Boolean).join(': ');
  const c = box.querySelector('.current');
  if (c && c.scrollIntoViewIfNeeded) c.scrollIntoViewIfNeeded(false);
}
$('tree').addEventListener('click', (e) => { const s = e.target.closest('.mv'); if (s) goNode(Number(s.dataset.node)); });

// ------------------------------------------------------------------ opening actions
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
      if (game.expectedAction === Action.PLAY && !problem) add('Resign', () => game.resign(game.sideToMove));
      return '';
  }
  return who;
}

// ------------------------------------------------------------------ the whole page
const plural = (k, word) => `${k} ${word}${k === 1 ? '' : 's'}`;
function render() {
  if (!game) return;
  drawBoard();
  const line = mainLine();
  drawMoves(line);
  drawTree();
  const who = actionButtons();
  const n = game.moveCount, side = game.sideToMove === Colour.BLACK ? 'Black' : 'White';
  const acts = { [Action.SWAP]: 'swap or keep the colours', [Action.DECLARE]: 'declare the number of 5th-move offers',
    [Action.OFFERS]: `place ${game.expectedAction === Action.OFFERS ? game.offerBounds()[1] : ''} 5th-move offers, then propose them`,
    [Action.CHOOSE_OFFER]: 'choose the 5th move among the offers', [Action.BRANCH]: 'choose a branch',
    [Action.COLOUR]: 'choose a colour', [Action.SWAP2]: 'take black, take white, or two more stones' };
  let turn, icon;
  if (game.over) {
    turn = RESULT[game.result];
    icon = game.result === Result.BLACK_WINS ? Colour.BLACK : game.result === Result.WHITE_WINS ? Colour.WHITE : Colour.EMPTY;
  } else if (game.expectedAction === Action.PLAY) {
    turn = `${side} to play move ${n + 1}`; icon = game.sideToMove;
  } else if (game.expectedAction === Action.STONE) {
    turn = `${game.getOption('opening') ? who + ': ' : ''}${side} to play move ${n + 1}`; icon = game.sideToMove;
  } else {
    turn = `${who}: ${acts[game.expectedAction] || ''}`; icon = game.expectedColour || game.sideToMove;
  }
  $('turn-text').textContent = turn;
  const stone = $('turn-stone').querySelector('circle');
  stone.setAttribute('fill', icon === Colour.BLACK ? '#111' : icon === Colour.WHITE ? '#fff' : 'none');
  stone.setAttribute('stroke', icon === Colour.EMPTY ? 'transparent' : '#000');
  $('turn-stone').dataset.colour = icon === Colour.BLACK ? 'black' : icon === Colour.WHITE ? 'white' : 'none';
  let count = `${plural(n, 'move')} played`;
  if (game.stoneCount !== game.moves.filter((m) => m !== 'pass').length) count += ` (${plural(game.stoneCount, 'stone')} on the board)`;
  $('count').textContent = count;
  let status = '';
  if (game.over) {
    const win = game.winningLine;
    status = `${RESULT[game.result]} (${renju.reasonName(game.resultReason)})${win.length ? ': ' + win.join(' ') : ''}`;
  }
  if (game.openingName) status += `${status ? ' \u2014 ' : ''}opening: ${game.openingName}`;
  $('status').textContent = status;
  const forbidden = board.querySelectorAll('g.forbidden text').length;
  $('legend').hidden = game.rulesetName !== 'renju';
  if (message) $('explain').textContent = message;
  else if (!forbidden) $('explain').textContent = '';
  drawProblem();
}

// ------------------------------------------------------------------ hint: VCF, then VCT
function search(g) {
  const f = g.vcf(HINT_VCF_NODES, HINT_SECONDS);
  if (f.outcome === Solve.WIN) return { kind: 'VCF', ...f };
  const t = g.vct(HINT_VCT_NODES, HINT_SECONDS);
  return { kind: 'VCT', ...t, fours: f };
}
$('hint').addEventListener('click', () => {
  if (game.over || game.expectedAction !== Action.PLAY) { message = 'A hint needs a move to play.'; render(); return; }
  $('explain').textContent = 'searching\u2026';
  setTimeout(() => {
    const side = game.sideToMove === Colour.BLACK ? 'Black' : 'White';
    const r = search(game);
    if (r.outcome === Solve.WIN) {
      hint = r.line[0];
      message = `Hint: ${hint} \u2014 ${side} wins by ${r.kind}: ${r.line.join(' ')}`;
    } else {
      hint = null;
      message = `No VCF or VCT found for ${side} (${r.outcome === Solve.UNKNOWN ? 'search limit reached' : 'none exists'}).`;
    }
    render();
  }, 10);
});

// ------------------------------------------------------------------ problems
function parseProblem(text) {
  const tokens = text.toLowerCase().split(/[\s,;]+|(?=\/)|(?<=\/)/).filter(Boolean);
  const pos = { black: [], white: [] };
  let mode = null, side = null, keyed = false;
  for (const t of tokens) {
    const w = t.replace(/:$/, '');
    if (/^[a-t]\d{1,2}$/.test(w)) {
      if (mode === 'black' || mode === 'white') pos[mode].push(w);
      else if (!keyed) pos.black.push(w);   // before a keyword or a slash
    } else if (w === '/') { mode = 'white'; keyed = true; } else if (mode === 'side' && (w === 'black' || w === 'white')) {
      side = w; mode = null;
    } else if (w === 'black' || w === 'b') { mode = 'black'; keyed = true; } else if (w === 'white' || w === 'w') {
      mode = 'white'; keyed = true;
    } else if (w === 'to' || w === 'move' || w === 'side' || w === 'turn') mode = 'side';
  }
  if (!keyed) return { moves: pos.black };
  return { black: pos.black, white: pos.white, side: side || 'black' };
}

function startProblem(build, text) {
  let g;
  try { g = build(); } catch (e) { message = e.message; render(); return; }
  problem = null;
  setGame(g);
  const r = search(g);
  problem = { build, text, attacker: g.sideToMove, threat: r.outcome === Solve.WIN ? r.kind.toLowerCase() : 'vct',
    state: 'solving', note: '' };
  const side = g.sideToMove === Colour.BLACK ? 'Black' : 'White';
  problem.note = r.outcome === Solve.WIN ? `${side} to play and win (${r.kind}).`
    : `${side} to play; no win was found here, the page defends anyway.`;
  message = '';
  render();
}
function problemFromText(text) {
  const rs = $('ruleset').value, size = Number($('size').value), p = parseProblem(text);
  startProblem(() => {
    const g = new Game(rs, size);
    try {
      if (p.moves) g.playMoves(p.moves); else g.setup({ black: p.black, white: p.white, side: p.side });
    } catch (e) { g.free(); throw e; }
    return g;
  }, text);
}
function drawProblem() {
  const el = $('problem-status');
  el.className = problem ? problem.state : '';
  el.textContent = problem ? problem.note : '';
  $('problem-retry').disabled = $('problem-leave').disabled = !problem;
}

// The attacker has a five to make: the points where it would.
function fivePoints(colour) {
  const out = [], b = game.board();
  for (let p = 0; p < b.length; p++) {
    if (b[p] !== Colour.EMPTY) continue;
    for (let d = 0; d < 4; d++) {
      const s = game.shape(p, colour, d);
      if (s === Shape.FIVE || (s === Shape.OVERLINE && game.rulesetName === 'freestyle')) { out.push(game.name(p)); break; }
    }
  }
  return out;
}
// The defender's reply when every move loses: block a four, else the move after which
// the attacker's win is longest (searched within a time budget).
function stubbornReply(defences) {
  const attacker = problem.attacker, last = game.lastMove;
  const fives = fivePoints(attacker);
  if (fives.length) return fives[0];
  const [lc, lr] = last && last !== 'pass' ? game.coordinates(last) : [game.size >> 1, game.size >> 1];
  const b = game.board(), n = game.size, cand = [];
  for (let p = 0; p < b.length; p++) {
    if (b[p] !== Colour.EMPTY) continue;
    const c = p % n, r = Math.floor(p / n);
    let near = false;
    for (let dr = -2; dr <= 2 && !near; dr++) {
      for (let dc = -2; dc <= 2 && !near; dc++) {
        const cc = c + dc, rr = r + dr;
        if (cc >= 0 && cc < n && rr >= 0 && rr < n && b[rr * n + cc] === attacker) near = true;
      }
    }
    if (near) cand.push({ p, d: Math.max(Math.abs(c - lc), Math.abs(r - lr)) });
  }
  cand.sort((a, b2) => a.d - b2.d);
  const start = performance.now();
  let best = null;
  for (const { p } of cand.slice(0, 24)) {
    if (best && performance.now() - start > 1200) break;
    const g = game.clone();
    try {
      g.play(p);
      if (g.over) { g.free(); continue; }
      const r = problem.threat === 'vcf' ? g.vcf(20000, 0.1) : g.vct(5000, 0.1);
      const score = r.outcome === Solve.WIN ? r.line.length : 1000;
      if (!best || score > best.score) best = { p, score };
    } catch (e) { /* not a legal reply */ }
    g.free();
  }
  return best ? game.name(best.p) : defences.points[0] || null;
}

function problemAnswer() {
  if (!problem || problem.state !== 'solving') return;
  const side = (c) => (c === Colour.BLACK ? 'Black' : 'White');
  const attacker = side(problem.attacker), defender = side(3 - problem.attacker);
  const moves = Math.ceil(game.moveCount / 2);
  if (game.over) {
    const won = (game.result === Result.BLACK_WINS) === (problem.attacker === Colour.BLACK) && game.result !== Result.DRAW;
    problem.state = won ? 'solved' : 'failed';
    problem.note = won ? `Solved: ${attacker} wins (${game.winningLine.join(' ') || renju.reasonName(game.resultReason)}).`
      : `Failed: ${RESULT[game.result] || 'the game is over'}.`;
    render();
    return;
  }
  if (game.sideToMove === problem.attacker) return;
  const d = game.defences(problem.threat, 300000, 2);
  let reply, failed = false;
  if (d.outcome === Solve.NONE || d.points.length) {
    failed = true;
    reply = d.outcome === Solve.NONE ? stubbornReply(d) : d.points[0];
  } else reply = stubbornReply(d);
  if (!reply) { game.pass(); reply = 'pass'; } else {
    try { game.play(reply); } catch (e) { problem.state = 'failed'; problem.note = `${defender} cannot answer: ${e.message}`; render(); return; }
  }
  tip = game.tree.current.id;
  if (game.over) {
    problem.state = 'failed';
    problem.note = `Failed: ${defender} answers ${reply} and wins.`;
  } else if (failed) {
    problem.state = 'failed';
    problem.note = `Failed: after ${game.moves[game.moveCount - 2]}, ${defender} defends at ${reply}${d.outcome === Solve.NONE ? ' (no threat was left)' : ''}. Retry?`;
  } else {
    problem.note = `${defender} answers ${reply}. ${attacker} to play (attacking move ${moves + 1})${d.outcome === Solve.UNKNOWN ? ' \u2014 the search ran out, the answer may not be the best' : ''}.`;
  }
  render();
}

$('problem-start').addEventListener('click', () => problemFromText($('problem-text').value));
$('problem-here').addEventListener('click', () => {
  const rs = game.rulesetName, size = game.size, side = game.sideToMove, b = game.board();
  const black = [], white = [];
  b.forEach((c, p) => { if (c === Colour.BLACK) black.push(game.name(p)); else if (c === Colour.WHITE) white.push(game.name(p)); });
  const text = `Black: ${black.join(' ')}\nWhite: ${white.join(' ')}\nTo move: ${side === Colour.BLACK ? 'black' : 'white'}`;
  $('problem-text').value = text;
  startProblem(() => { const g = new Game(rs, size); g.setup({ black, white, side }); return g; }, text);
});
$('problem-retry').addEventListener('click', () => { if (problem) startProblem(problem.build, problem.text); });
$('problem-leave').addEventListener('click', () => { problem = null; render(); });

// ------------------------------------------------------------------ controls and records
$('ruleset').addEventListener('change', () => { fillSizes(Number($('size').value)); newGame(); });
$('size').addEventListener('change', () => newGame());
$('opening').addEventListener('change', () => newGame());
$('new').addEventListener('click', () => newGame());
$('numbers').addEventListener('change', () => render());
$('undo').addEventListener('click', () => attempt(() => {
  game.tree.gotoParent();
  if (problem) {
    if (game.sideToMove !== problem.attacker && game.moveCount > 0) game.tree.gotoParent();
    problem.state = 'solving'; problem.note = 'Taken back: try another move.';
  }
}));
$('redo').addEventListener('click', () => attempt(() => {
  const line = mainLine(), i = line.findIndex((x) => x.isCurrent);
  if (i < 0 || i + 1 >= line.length) throw new Error('no move to redo');
  game.tree.goto(line[i + 1]);
}));
$('pass').addEventListener('click', () => attempt(() => { game.pass(); tip = game.tree.current.id; }));
$('export').addEventListener('click', () => {
  const text = game.treeExport('sgf');
  $('sgf').value = text;
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'application/x-go-sgf' }));
  a.download = 'game.sgf';
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
});
function loadRecord(data, fileName = 'record.sgf') {
  const ext = (fileName.match(/\.[^.]+$/) || ['.sgf'])[0];
  let format;
  try { format = renju.formatFromName(ext); } catch (e) { format = 'sgf'; }
  attempt(() => {
    const g = Game.fromRecord(data, format);
    problem = null;
    setGame(g);
    $('ruleset').value = g.rulesetName;
    fillSizes(g.size);
    $('size').value = String(g.size);
    const opening = Object.keys(renju.OPENING_RULES).find((k) => renju.OPENING_RULES[k] === g.getOption('opening'));
    if (opening) $('opening').value = opening;
  });
}
$('import').addEventListener('click', () => loadRecord($('sgf').value));
$('file').addEventListener('change', async (e) => {
  const f = e.target.files[0];
  if (f) loadRecord(new Uint8Array(await f.arrayBuffer()), f.name);
});

newGame();
window.renjuPage = {
  get game() { return game; },
  get problem() { return problem; },
  newGame, pointXY, loadRecord, problemFromText,
  render,
};
