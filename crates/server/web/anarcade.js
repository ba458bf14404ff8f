// @ts-check
// Anarcade (the deck-building game for 2–4) in the browser: the lobby's options form
// with the card set, the table drawn as cards — the face-up Arcade Card with everyone's
// score on it, the Arcade Stack, the Token Machine, the four Action Stacks, the cards in
// play, each player's board and your hand — the controls of each phase, animations of
// the events, the log's cards and players drawn from its spans, and the end figures
// counted from the events. The page around it is generic (table.js, replay.js, lobby.js);
// the words of the game (the log, the symbols' and phases' names, our card set's names in
// the reader's language) are the engine's (crates/anarcade/src/words.rs), sent as the
// glossary and the told steps; every other sentence is a message of the page's catalogue
// (locales/<lang>/anarcade.ftl), its terms those of crates/anarcade/GLOSSARY.md.
import { h, shortcutKey } from './dom.js';
import { s, variant, payload, sleep, animSpeed } from './board.js';
import { BaseView } from './view.js';
import { t, has, loadWords } from './i18n.js';
import { seatShownName } from './site.js';
import { slot, fill, andList } from './slots.js';

// A page that imports this module alone (a rules page's card set) has not loaded the
// words: they are loaded here. The site's pages load them before any game's module.
if (!has('anarcade-no-symbols')) await loadWords();

/** The engine's four kinds of symbol by their keys on the wire, in the order of a card's
 * symbol counts ([Draw, Earn, Score, Buy]) and of the phases; also the four Action Stacks. */
export const KINDS = ['Draw', 'Earn', 'Score', 'Buy'];
// How each kind is drawn: its stack's colour and a dark edge. Its words (the colour's
// name, the letter, what it does) are the engine's glossary's.
const INK = {
  Draw: { colour: '#3b7ddd', dark: '#0c2a5c' },
  Earn: { colour: '#f2b90f', dark: '#5c4000' },
  Score: { colour: '#9b59d6', dark: '#33135c' },
  Buy: { colour: '#2fa65c', dark: '#0b3f1f' },
};
// Players' colours: none of them a stack's.
const PLAYER_COLOURS = ['#ff8c1a', '#ff5fa8', '#35d6ff', '#dfe3ea'];
/** A card another seat may not see (view.rs HIDDEN). */
const HIDDEN = 255;
/** The card files' notation for the kinds (cards.rs `Symbols::parse`, `Kind::parse`): a
 * file is data, read alike in every language. */
const LETTERS = ['D', 'E', 'S', 'B'];
const COLOURS = ['blue', 'yellow', 'purple', 'green'];

/** A kind of symbol in the glossary's terms (`Words::glossary`: `kinds`), where one is
 * given: its name, its colour's name, its letter, what it does. The lobby's game card and
 * "how to play" and a rules page have no glossary: a kind's name and letter are then the
 * page catalogue's (the same words), its colour and deed none. */
function term(glossary, kind) {
  const k = glossary && glossary.kinds && glossary.kinds[kind];
  return {
    name: (k && k.name) || t('anarcade-kind', { kind }),
    colour: (k && k.colour) || '',
    letter: (k && k.letter) || t('anarcade-kind-letter', { kind }),
    does: (k && k.does) || '',
  };
}

/** Soft hyphens between the syllables of a name's Cyrillic words (the simple rules of
 * Russian hyphenation), so that a narrow card breaks «Иде­аль­ный» where Russian would,
 * not mid-syllable. Other scripts are left as they are. @param {string} text */
export function hyphenate(text) {
  if (!/[а-яё]/i.test(text)) return text;
  const a = '[а-яё]'; const v = '[аеёиоуыэюя]'; const c = '[бвгджзклмнпрстфхцчшщ]'; const x = '[йъь]';
  // A stop before р or л begins a syllable with them («Монето­приёмник», not «Монетоп­риёмник»).
  const cl = '[бвгдкптф][рл]';
  const rules = [`(${x})(${a}${a})`, `(${v})(${v}${a})`, `(${c}${v})(${v}${a})`, `(${v})(${cl}${v})`,
    `(${v}(?!${cl})${c})(${c}${v})`, `(${c}${v})(${c}${v})`, `(${v}${c})(${c}${c}${v})`, `(${v}${c}${c})(${c}${v})`];
  let out = text;
  for (const r of rules) for (let i = 0; i < 2; i++) out = out.replace(new RegExp(r, 'gi'), '$1\u00AD$2');
  // Never one letter alone on a line («И-гра»).
  return out.replace(/(^|[^а-яё\u00AD])([а-яё])\u00AD/gi, '$1$2').replace(/\u00AD([а-яё])(?![а-яё\u00AD])/gi, '$1');
}

/** A card's name as the reader's language says it: our own card set's from the glossary
 * (`names`, sent only for it), any other card set's as its file writes it. */
function nameOf(glossary, name) {
  const names = glossary && glossary.names;
  return (names && names[name]) || name;
}

// ---- symbols and cards ------------------------------------------------------------------

/** A five-pointed star's points around (cx, cy). */
function starPoints(cx, cy, R, r) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5; const d = i % 2 ? r : R;
    pts.push(`${(cx + d * Math.cos(a)).toFixed(2)},${(cy + d * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

/** A symbol drawn: a shape of its own for each type (a card for Draw, a coin for Earn, a
 * star for Score, a bag for Buy), in its stack's colour, with its letter on it (the
 * glossary's, `g`, where one is given). */
export function symbolIcon(kind, size = 18, g = null) {
  const k = INK[kind];
  const parts = [];
  let tx = 11; let ty = 15; let ink = '#fff';
  if (kind === 'Draw') {
    parts.push(s('rect', { x: 7.5, y: 0.8, width: 12.5, height: 16.5, rx: 2.5, fill: '#1d4f9c', stroke: k.dark, 'stroke-width': 1 }),
      s('rect', { x: 2.5, y: 4, width: 13.5, height: 17.3, rx: 2.5, fill: k.colour, stroke: k.dark, 'stroke-width': 1.2 }));
    tx = 9.25; ty = 16.4;
  } else if (kind === 'Earn') {
    parts.push(s('circle', { cx: 11, cy: 11, r: 10, fill: k.colour, stroke: k.dark, 'stroke-width': 1.2 }),
      s('circle', { cx: 11, cy: 11, r: 7.4, fill: 'none', stroke: '#fff2b3', 'stroke-width': 1.1 }));
    ink = '#3a2800'; ty = 14.6;
  } else if (kind === 'Score') {
    parts.push(s('polygon', { points: starPoints(11, 11.8, 11, 5.9), fill: k.colour, stroke: k.dark, 'stroke-width': 1.1, 'stroke-linejoin': 'round' }));
    ty = 15.3;
  } else {
    parts.push(s('path', { d: 'M7.3 9 V6.6 a3.7 3.7 0 0 1 7.4 0 V9', fill: 'none', stroke: k.dark, 'stroke-width': 1.8, 'stroke-linecap': 'round' }),
      s('rect', { x: 2.8, y: 7.4, width: 16.4, height: 13.8, rx: 2.6, fill: k.colour, stroke: k.dark, 'stroke-width': 1.2 }));
    ty = 18.3;
  }
  return s('svg', { width: size, height: size, viewBox: '0 0 22 22', class: `sym sym-${kind.toLowerCase()}`, 'aria-hidden': 'true', focusable: 'false' },
    ...parts, s('text', { x: tx, y: ty, 'text-anchor': 'middle', 'font-size': kind === 'Score' ? 8.5 : 10, 'font-weight': 800, fill: ink, 'font-family': 'system-ui, sans-serif' }, term(g, kind).letter));
}

/** A Credit token. */
export function coinIcon(size = 18) {
  return s('svg', { width: size, height: size, viewBox: '0 0 22 22', class: 'coin', 'aria-hidden': 'true', focusable: 'false' },
    s('circle', { cx: 11, cy: 11, r: 10, fill: '#ffcf3f', stroke: '#7a5200', 'stroke-width': 1.3 }),
    s('circle', { cx: 11, cy: 11, r: 6.8, fill: '#ffe48a', stroke: '#c98f00', 'stroke-width': 1 }),
    s('path', { d: 'M11 6.5 V15.5', stroke: '#a06c00', 'stroke-width': 2, 'stroke-linecap': 'round' }));
}

function crownIcon(size = 22, colour = '#ffd84a') {
  return s('svg', { width: size, height: size, viewBox: '0 0 24 24', class: 'crown', 'aria-hidden': 'true', focusable: 'false' },
    s('path', { d: 'M3 18 L2 7 L8 11 L12 4 L16 11 L22 7 L21 18 Z', fill: colour, stroke: '#5a4000', 'stroke-width': 1.3, 'stroke-linejoin': 'round' }),
    s('rect', { x: 3, y: 18.5, width: 18, height: 3, rx: 1, fill: colour, stroke: '#5a4000', 'stroke-width': 1 }));
}

/** Symbol counts [D, E, S, B] from a card file's letters ("D E E"): the files'
 * notation, whatever the page's language (`g` is no longer read). */
export function parseSymbols(text, g = null) {
  void g;
  const n = [0, 0, 0, 0];
  for (const c of String(text || '').toUpperCase()) { const i = LETTERS.indexOf(c); if (i >= 0) n[i] += 1; }
  return n;
}
/** "1 Draw, 2 Earn" — symbols in words, each kind by the glossary's name for it. */
export function symbolWords(sym, g = null) {
  const parts = KINDS.map((k, i) => (sym[i] ? t('anarcade-symbol-count', { n: sym[i], name: term(g, k).name }) : null)).filter(Boolean);
  return parts.length ? parts.join(t('anarcade-list-separator')) : t('anarcade-no-symbols');
}
/** A card's symbols: a glyph each, and the same in words for screen readers. */
export function symbolsRow(sym, size = 18, g = null) {
  const glyphs = [];
  KINDS.forEach((k, i) => { for (let j = 0; j < (sym[i] || 0); j++) glyphs.push(symbolIcon(k, size, g)); });
  return h('span', { class: 'syms' }, ...glyphs, h('span', { class: 'sr-only' }, symbolWords(sym, g)));
}

/** A stack's kind in words: "Earn card (yellow)". */
function stackWords(g, kind) {
  const k = term(g, kind);
  return k.colour ? t('anarcade-kind-card', { name: k.name, colour: k.colour }) : t('anarcade-kind-card-plain', { name: k.name });
}

/** A card in words, for its tooltip. */
function cardWords(set, id, g = null) {
  if (id === HIDDEN || id === null || id === undefined) return t('anarcade-hidden-card');
  const d = set.designs[id];
  const name = nameOf(g, d.name); const symbols = symbolWords(d.symbols, g);
  return d.stack ? t('anarcade-card-title', { name, kind: stackWords(g, d.stack), cost: d.cost, symbols }) : t('anarcade-card-title-starter', { name, symbols });
}

/** An Action Card as players see it: a band in its stack's colour with the cost (upper
 * left) and the type symbol (upper right), the name, the symbols it gives. `tag` is the
 * element to make (span inside a button); `g` the glossary. */
function cardEl(set, id, { cls = '', attrs = {}, tag = 'div', g = null } = {}) {
  if (id === HIDDEN || id === null || id === undefined) {
    return h(tag, { class: `acard back ${cls}`, ...attrs }, h('span', { class: 'sr-only' }, t('anarcade-face-down-card')));
  }
  const d = set.designs[id];
  const k = d.stack ? d.stack.toLowerCase() : 'starter';
  return h(tag, { class: `acard k-${k} ${cls}`, 'data-card': id, title: cardWords(set, id, g), ...attrs },
    h('span', { class: 'band' },
      d.stack ? h('span', { class: 'cost', title: t('anarcade-cost-title', { cost: d.cost }) }, h('span', { class: 'sr-only' }, `${t('anarcade-cost')} `), d.cost) : h('span', { class: 'starter-mark' }, t('anarcade-starter-mark')),
      d.stack ? h('span', { class: 'kmark' }, symbolIcon(d.stack, 15, g), h('span', { class: 'sr-only' }, ` ${t('anarcade-kind-card-plain', { name: term(g, d.stack).name })}`)) : null),
    h('span', { class: 'cname' }, hyphenate(nameOf(g, d.name))),
    symbolsRow(d.symbols, 17, g));
}

/** A card as one line of a list: its colour, name, cost and symbols. */
function cardLine(set, id, count = 1, g = null) {
  const d = set.designs[id];
  const k = d.stack ? d.stack.toLowerCase() : 'starter';
  return h('div', { class: `cline k-${k}`, title: cardWords(set, id, g) },
    h('span', { class: 'cdot' }), count > 1 ? h('span', { class: 'cn' }, `${count}×`) : null,
    h('span', { class: 'cl-name' }, nameOf(g, d.name)), d.stack ? h('span', { class: 'cl-cost', title: t('anarcade-cost') }, d.cost) : null, symbolsRow(d.symbols, 13, g));
}
/** Cards as lines, the same card once with its count (in the order first met). */
function cardLines(set, ids, g = null) {
  const counts = new Map();
  for (const id of ids) counts.set(id, (counts.get(id) || 0) + 1);
  return [...counts].map(([id, n]) => cardLine(set, id, n, g));
}

function arcadeMini(set, a, g = null) {
  const c = set.arcade[a]; const name = nameOf(g, c.name);
  return h('span', { class: 'mini-arcade', 'data-arcade': a, title: t('anarcade-arcade-title', { name, score: c.high_score }) },
    h('span', { class: 'ma-hs' }, c.high_score), h('span', { class: 'ma-name' }, name));
}

/** Keeps an opened list (a Discard Stack, the Arcade Stack) on the screen, and only one
 * open at a time. */
function placePop(d) {
  if (!d.open) return;
  const root = d.closest('.ana');
  if (root) for (const o of root.querySelectorAll('details.pop-box[open]')) if (o !== d) o.open = false;
  const pop = d.querySelector('.pop');
  if (!pop) return;
  pop.style.left = '0px'; pop.style.right = 'auto';
  const r = pop.getBoundingClientRect(); const room = document.documentElement.clientWidth - 6;
  let shift = 0;
  if (r.right > room) shift = room - r.right;
  if (r.left + shift < 6) shift = 6 - r.left;
  pop.style.left = `${shift}px`;
}
const popToggle = (e) => placePop(e.currentTarget);
/** Whether the page is drawn for a phone (style.css's narrow layout). */
const narrow = () => window.matchMedia('(max-width: 600px)').matches;

// ---- card sets (the lobby's and the rules page's preview) ---------------------------------

/** A card file (TOML's shape, as the lobby gets it) made ready to show. A stack is
 * named as the files name it (cards.rs `Kind::parse`): by its kind or its colour.
 * `ours`: the file is our own card set, its names and title said in the glossary's
 * (`g`) language; a file of one's own is shown as it is written. */
export function normFile(f, g = null, ours = false) {
  const stackOf = (x) => {
    const w = String(x || '').trim().toLowerCase();
    const i = KINDS.findIndex((k, j) => k.toLowerCase() === w || COLOURS[j] === w);
    return i >= 0 ? KINDS[i] : null;
  };
  const name = (n) => (ours ? nameOf(g, n) : n);
  const title = ours && g && g.set_title ? g.set_title : f.title || f.name || t('anarcade-a-card-set');
  const note = ours && g && g.set_note ? g.set_note : f.note || '';
  return {
    title, note,
    arcade: (f.arcade || []).map((a) => ({ name: name(a.name), high_score: a.high_score, symbols: parseSymbols(a.symbols) })),
    starter: (f.starter || []).map((c) => ({ name: name(c.name), symbols: parseSymbols(c.symbols), count: c.count ?? 1 })),
    action: (f.action || []).map((c) => ({ name: name(c.name), stack: stackOf(c.stack), cost: c.cost ?? 0, symbols: parseSymbols(c.symbols), count: c.count ?? 1 })),
  };
}
/** A card set's title as the reader's language says it: our own set's from the glossary. */
function setTitle(set, g = null) {
  return (g && g.set_title) || set.title || set.name;
}
/** The engine's checked card set (an observation's `cards`) made ready to show, its
 * names in the glossary's (`g`) language. */
function normSet(set, g = null) {
  const count = (ids) => { const m = new Map(); for (const id of ids) m.set(id, (m.get(id) || 0) + 1); return m; };
  const named = (d) => ({ ...d, name: nameOf(g, d.name) });
  const starter = [...count(set.starters)].map(([id, n]) => ({ ...named(set.designs[id]), count: n }));
  const action = set.stacks.flatMap((ids) => [...count(ids)].map(([id, n]) => ({ ...named(set.designs[id]), count: n })));
  return { title: setTitle(set, g), note: '', arcade: set.arcade.map(named), starter, action };
}

/** A card set as lists: the Arcade Cards, the Starter Cards, the four stacks (in the
 * glossary's words, `g`, where one is given). */
export function cardSetView(f, g = null) {
  const line = (c) => h('div', { class: 'cs-card' }, h('span', { class: 'cs-n' }, `${c.count}×`), h('span', { class: 'cs-name' }, c.name),
    c.stack ? h('span', { class: 'cs-cost', title: t('anarcade-cost-title', { cost: c.cost }) }, h('span', { class: 'sr-only' }, `${t('anarcade-cost')} `), c.cost) : null, symbolsRow(c.symbols, 14, g));
  const sum = (list) => list.reduce((a, c) => a + c.count, 0);
  return h('div', { class: 'card-set' },
    f.note ? h('p', { class: 'hint' }, f.note) : null,
    h('div', { class: 'cs-title' }, t('anarcade-cs-arcade', { n: f.arcade.length })),
    h('div', { class: 'cs-arcade' }, ...f.arcade.map((a) => h('span', { class: 'cs-a' },
      h('span', { class: 'ma-hs', title: t('anarcade-high-score') }, a.high_score), h('span', { class: 'cs-name' }, a.name), symbolsRow(a.symbols, 14, g)))),
    h('div', { class: 'cs-title' }, t('anarcade-cs-starters', { n: sum(f.starter) })),
    h('div', { class: 'cs-starters' }, ...f.starter.map(line)),
    h('div', { class: 'cs-title' }, t('anarcade-cs-stacks')),
    h('div', { class: 'cs-stacks' }, ...KINDS.map((k) => {
      const list = f.action.filter((c) => c.stack === k);
      const kt = term(g, k);
      const head = kt.colour ? t('anarcade-cs-stack-head', { name: kt.name, colour: kt.colour, n: sum(list) }) : t('anarcade-cs-stack-head-plain', { name: kt.name, n: sum(list) });
      return h('div', { class: `cs-stack k-${k.toLowerCase()}` },
        h('div', { class: 'cs-head' }, symbolIcon(k, 16, g), head), ...list.map(line));
    })));
}

/** A card file written as TOML, the format of coinop's own (content/champion-gold.toml). */
export function toToml(f) {
  const q = (v) => JSON.stringify(String(v));
  const out = [`name = ${q(f.name)}`, `title = ${q(f.title || '')}`];
  if (f.note) out.push(`note = ${q(f.note)}`);
  for (const a of f.arcade) out.push('', '[[arcade]]', `name = ${q(a.name)}`, `high_score = ${a.high_score}`, `symbols = ${q(a.symbols)}`);
  for (const c of f.starter) out.push('', '[[starter]]', `name = ${q(c.name)}`, `symbols = ${q(c.symbols)}`, `count = ${c.count ?? 1}`);
  for (const c of f.action) out.push('', '[[action]]', `name = ${q(c.name)}`, `stack = ${q(c.stack)}`, `cost = ${c.cost ?? 0}`, `symbols = ${q(c.symbols)}`, `count = ${c.count ?? 1}`);
  return `${out.join('\n')}\n`;
}

/** Reads a card file: JSON, or the TOML of coinop's card files (keys with strings,
 * numbers and booleans; [[arcade]], [[starter]], [[action]] tables; comments). The
 * server checks the cards themselves. */
export function parseCardText(text) {
  const body = String(text || '').trim();
  if (!body) throw new Error(t('anarcade-file-empty'));
  if (body.startsWith('{')) {
    try { return JSON.parse(body); } catch (e) { throw new Error(t('anarcade-file-json', { error: e.message })); }
  }
  const root = {}; let at = root;
  body.split(/\r?\n/).forEach((raw, i) => {
    const bad = (why) => { throw new Error(t('anarcade-file-line', { line: i + 1, why })); };
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    let m = line.match(/^\[\[\s*([A-Za-z_]+)\s*\]\]\s*(#.*)?$/);
    if (m) { at = {}; (root[m[1]] = root[m[1]] || []).push(at); return; }
    if (/^\[/.test(line)) bad(t('anarcade-file-tables'));
    m = line.match(/^([A-Za-z_][A-Za-z0-9_-]*)\s*=\s*(.*)$/);
    if (!m) bad(t('anarcade-file-key-value'));
    const [, key, rest] = m;
    let value; let tail;
    if (rest.startsWith('"""') || rest.startsWith("'''")) bad(t('anarcade-file-multiline'));
    if (rest.startsWith('"')) {
      const sm = rest.match(/^"((?:[^"\\]|\\.)*)"(.*)$/);
      if (!sm) bad(t('anarcade-file-no-quote'));
      try { value = JSON.parse(`"${sm[1]}"`); } catch { bad(t('anarcade-file-escape')); }
      tail = sm[2];
    } else if (rest.startsWith("'")) {
      const sm = rest.match(/^'([^']*)'(.*)$/);
      if (!sm) bad(t('anarcade-file-no-quote'));
      value = sm[1]; tail = sm[2];
    } else {
      const sm = rest.match(/^([^#\s]+)(.*)$/);
      if (!sm) bad(t('anarcade-file-no-value'));
      const v = sm[1]; tail = sm[2];
      if (/^[+-]?\d+$/.test(v)) value = Number(v);
      else if (v === 'true' || v === 'false') value = v === 'true';
      else bad(t('anarcade-file-bad-value', { value: v }));
    }
    if (tail.trim() && !tail.trim().startsWith('#')) bad(t('anarcade-file-unexpected', { text: tail.trim() }));
    at[key] = value;
  });
  return root;
}

// ---- the lobby -----------------------------------------------------------------------------

/** The readings an option chooses: its key, its label and note (messages), its section
 * of the rulings. @type {[string, () => string, () => string, number][]} */
const READINGS = [
  ['compulsory_draws', () => t('anarcade-reading-compulsory-draws'), () => t('anarcade-reading-compulsory-draws-note'), 3],
  ['open_stacks', () => t('anarcade-reading-open-stacks'), () => t('anarcade-reading-open-stacks-note'), 11],
];

function endWinners(end) {
  if (!end) return [];
  const k = variant(end); const e = payload(end);
  if (k === 'Aces') return [e.winner];
  if (k === 'ArcadeEmpty') return e.winners;
  return [];
}

/** @type {import('./types.js').GameModule} */
export const AnarcadeUI = {
  get watching() { return t('anarcade-watching'); },
  get replayNote() { return t('anarcade-replay-note'); },
  get scoreLabel() { return t('anarcade-score-label'); },

  /** The lobby's card: two cards of a hand, fanned, each with its stack's band, its cost
   * and its symbols, as the table draws them. @type {import('./types.js').GameCard} */
  card: {
    players: [2, 4],
    minutes: [30, 45],
    get pitch() { return t('anarcade-pitch'); },
    picture() {
      const svg = s('svg', { viewBox: '0 0 80 80', width: 76, height: 76, class: 'game-picture', 'aria-hidden': 'true', focusable: 'false' });
      /** A card 40 × 56 turned about its foot, in its kind's colours, with symbols. */
      const card = (kind, light, turn, cost, symbols) => s('g', { transform: `translate(40 74) rotate(${turn}) translate(-20 -62)` },
        s('rect', { x: 0, y: 0, width: 40, height: 56, rx: 5, fill: light, stroke: INK[kind].colour, 'stroke-width': 2 }),
        s('path', { d: 'M1 5 a4 4 0 0 1 4 -4 h30 a4 4 0 0 1 4 4 v8 h-38 z', fill: INK[kind].colour }),
        s('circle', { cx: 8, cy: 7, r: 5, fill: '#e8e8ea', stroke: '#111', 'stroke-width': 0.8 }),
        s('text', { x: 8, y: 10, 'text-anchor': 'middle', 'font-size': 8, 'font-weight': 800, fill: '#111', 'font-family': 'system-ui, sans-serif' }, cost),
        s('rect', { x: 8, y: 20, width: 24, height: 4, rx: 2, fill: '#1b1b1f', opacity: 0.35 }),
        ...symbols.map((k, i) => s('g', { transform: `translate(${20 - (symbols.length * 13) / 2 + i * 13} 34)` }, symbolIcon(k, 13))));
      svg.append(card('Draw', '#e1ebfb', -16, 2, ['Draw', 'Draw']), card('Earn', '#fcf2cf', 12, 3, ['Earn', 'Score']));
      svg.append(s('g', { transform: 'translate(56 6)' }, coinIcon(18)));
      return /** @type {SVGSVGElement} */ (svg);
    },
  },

  /** The lobby's "how to play" in a few lines, with the rules a click away. */
  howTo() {
    const kind = (k) => h('b', {}, term(null, k).name);
    return [
      h('p', {}, ...fill(t('anarcade-howto', { draw: slot(0), earn: slot(1), score: slot(2), buy: slot(3) }), KINDS.map(kind))),
      h('p', {}, ...fill(t('anarcade-howto-rules', { rules: slot(0), rulings: slot(1) }), [
        h('a', { href: '/rules/anarcade', target: '_blank' }, t('anarcade-howto-rules-link')),
        h('a', { href: '/rulings/anarcade', target: '_blank' }, t('anarcade-howto-rulings-link'))])),
    ];
  },

  // The form of rule options for the lobby.
  optionsForm(defaults, onPlayers, data) {
    const ours = (data && data.cards) || null;
    // The symbols' terms, should the lobby's data carry the game's glossary.
    const g = (data && data.glossary) || null;
    const players = h('select', { id: 'players', 'aria-label': t('anarcade-players-label') }, ...[2, 3, 4].map((n) => h('option', { value: n }, t('anarcade-players', { n }))));
    players.value = String(defaults.players || 2);
    const first = h('select', { id: 'first-player', 'aria-label': t('anarcade-first-player-label') });
    const drawFirst = (v) => {
      first.replaceChildren(h('option', { value: '' }, t('anarcade-first-player-random')),
        ...Array.from({ length: Number(players.value) }, (_, i) => h('option', { value: i }, t('anarcade-first-player-seat', { seat: i + 1 }))));
      first.value = v !== '' && v !== null && v !== undefined && Number(v) < Number(players.value) ? String(v) : '';
    };
    drawFirst(defaults.first_player ?? '');
    players.addEventListener('change', () => { drawFirst(first.value); onPlayers(Number(players.value)); });
    const aces = h('select', { id: 'aces-to-win', 'aria-label': t('anarcade-aces-to-win-label') },
      h('option', { value: 3 }, t('anarcade-aces-3')), h('option', { value: 2 }, t('anarcade-aces-2')), h('option', { value: 1 }, t('anarcade-aces-1')));
    aces.value = String(defaults.aces_to_win || 3);
    const limit = h('input', { id: 'credit-limit', type: 'number', min: 1, max: 60, step: 1, value: defaults.credit_limit || 6, class: 'num-input' });
    // Starting Credits against the first player's edge (an option of ours, RULINGS.md §16).
    const hasCatchUp = 'catch_up_credits' in defaults;
    const catchUp = h('select', { id: 'catch-up', 'aria-label': t('anarcade-catch-up') },
      h('option', { value: 0 }, t('anarcade-catch-up-none')), ...[1, 2, 3, 4, 5].map((n) => h('option', { value: n }, t('anarcade-catch-up-n', { n }))));
    catchUp.value = String(defaults.catch_up_credits || 0);
    const readingLink = (section) => h('a', { href: `/rulings/anarcade#s${section}`, target: '_blank', class: 'muted', title: t('anarcade-our-reading') }, `§${section}`);
    const readings = READINGS.map(([key, label, note, section]) => {
      const box = h('input', { type: 'checkbox', id: `r-${key.replace(/_/g, '-')}` });
      box.checked = Boolean(defaults[key]);
      return { key, box, row: h('div', {}, h('label', { class: 'row' }, box, label(), ' ', readingLink(section)), h('div', { class: 'option-note' }, note())) };
    });
    // The card set: ours, shown, or the player's own, pasted or loaded from a file.
    const oursTitle = ours ? (g && g.set_title) || ours.title || ours.name : null;
    const which = h('select', { id: 'card-set', 'aria-label': t('anarcade-card-set-label') },
      h('option', { value: 'ours' }, oursTitle || t('anarcade-card-set-ours')), h('option', { value: 'own' }, t('anarcade-card-set-own')));
    const own = h('textarea', { id: 'own-cards', rows: 10, spellcheck: 'false', 'aria-label': t('anarcade-own-cards-label'),
      placeholder: 'name = "my-set"\n\n[[arcade]]\nname = "Space Rocks"\nhigh_score = 6\nsymbols = "E"\n…' });
    const file = h('input', { type: 'file', id: 'cards-file', accept: '.toml,.json,.txt', 'aria-label': t('anarcade-cards-file-label') });
    const preview = h('div', { id: 'cards-preview' });
    const ownBox = h('div', { hidden: true, id: 'own-cards-box' },
      h('p', { class: 'hint' }, ...fill(t('anarcade-own-cards-hint', { format: slot(0), checked: slot(1) }), [
        h('a', { href: '/rules/anarcade#card-file', target: '_blank' }, t('anarcade-own-cards-format')),
        h('a', { href: '/rulings/anarcade#s29', target: '_blank' }, t('anarcade-own-cards-checked'))])),
      h('div', { class: 'row' },
        ours ? h('button', { type: 'button', id: 'cards-from-ours', onclick: () => { own.value = toToml(ours); drawPreview(); } }, t('anarcade-start-from-ours')) : null,
        h('label', { class: 'file-label' }, ...fill(t('anarcade-load-file', { file: slot(0) }), [file]))),
      own);
    const drawPreview = () => {
      ownBox.hidden = which.value !== 'own';
      if (which.value !== 'own') { preview.replaceChildren(ours ? cardSetView(normFile(ours, g, true), g) : ''); return; }
      if (!own.value.trim()) { preview.replaceChildren(); return; }
      try {
        preview.replaceChildren(cardSetView(normFile(parseCardText(own.value), g), g));
      } catch (e) { preview.replaceChildren(h('p', { class: 'error', id: 'cards-error' }, e.message)); }
    };
    which.addEventListener('change', drawPreview);
    own.addEventListener('input', drawPreview);
    file.addEventListener('change', async () => { if (file.files[0]) { own.value = await file.files[0].text(); drawPreview(); } });
    drawPreview();
    onPlayers(Number(players.value));
    const element = h('div', {},
      h('div', { class: 'row' }, players, first, aces),
      h('div', { class: 'row limit-row' }, h('label', { for: 'credit-limit' }, t('anarcade-credit-limit')), limit,
        h('span', { class: 'option-note inline' }, t('anarcade-credit-limit-note'))),
      hasCatchUp ? h('div', { class: 'row limit-row' }, h('label', { for: 'catch-up' }, t('anarcade-catch-up')), catchUp,
        h('span', { class: 'option-note inline' }, `${t('anarcade-catch-up-note')} `, readingLink(16))) : null,
      h('details', { class: 'readings', open: true }, h('summary', { class: 'muted' }, t('anarcade-readings')),
        h('p', { class: 'hint' }, `${t('anarcade-readings-hint')} `, h('a', { href: '/rulings/anarcade', target: '_blank' }, t('anarcade-readings-all'))),
        ...readings.map((r) => r.row)),
      h('details', { class: 'readings', id: 'card-set-box' }, h('summary', { class: 'muted' },
        ours ? t('anarcade-cards-summary-ours', { title: oursTitle, n: (ours.arcade || []).length }) : t('anarcade-cards-summary')),
      h('div', { class: 'row' }, h('label', { for: 'card-set' }, t('anarcade-play-with')), which), ownBox, preview));
    return {
      element,
      players: () => Number(players.value),
      options: () => {
        const o = JSON.parse(JSON.stringify(defaults));
        o.players = Number(players.value);
        o.first_player = first.value === '' ? null : Number(first.value);
        o.aces_to_win = Number(aces.value);
        const lim = Math.round(Number(limit.value));
        if (!(lim >= 1 && lim <= 60)) throw new Error(t('anarcade-credit-limit-error'));
        o.credit_limit = lim;
        for (const r of readings) o[r.key] = r.box.checked;
        if (hasCatchUp) o.catch_up_credits = Number(catchUp.value);
        o.custom_cards = which.value === 'own' ? parseCardText(own.value) : null;
        return o;
      },
    };
  },

  /** The rules a table plays by, in one line. */
  rulesLine(o, defaults) {
    const parts = [o.aces_to_win === 3 ? t('anarcade-rules-aces-3') : t('anarcade-rules-aces', { n: o.aces_to_win })];
    if (o.credit_limit !== 6) parts.push(t('anarcade-rules-credit-limit', { n: o.credit_limit }));
    if (o.compulsory_draws) parts.push(t('anarcade-rules-compulsory-draws'));
    if (o.open_stacks) parts.push(t('anarcade-rules-open-stacks'));
    if (o.catch_up_credits) parts.push(t('anarcade-rules-catch-up', { n: o.catch_up_credits }));
    // The engine retitles a file edited from ours (AnarcadeOptions::normalized).
    const own = o.custom_cards;
    parts.push(own ? t('anarcade-rules-own-cards', { title: own.title || own.name }) : t('anarcade-rules-our-cards'));
    if (defaults && o.max_turns !== defaults.max_turns) parts.push(t('anarcade-rules-max-turns', { n: o.max_turns }));
    return parts.join(' · ');
  },

  createView(root, ctx, you) {
    return new AnarcadeView(root, ctx, you);
  },
};

// ---- the table -----------------------------------------------------------------------------

// Steps of the end of a turn: before the first of them, the cards in play went to the
// Discard Stack (no event says so).
const END_STEPS = new Set(['Aced', 'ScoreReturned', 'NewArcade', 'ExcessReturned', 'HandDrawn', 'GameOver', 'TurnBegins']);

class AnarcadeView extends BaseView {
  constructor(root, ctx, you) {
    super(root, ctx, you);
    this.status = h('div', { class: 'status-line', id: 'status' });
    this.board = h('div', { class: 'ana', id: 'board', role: 'region', 'aria-label': t('anarcade-board-label') });
    root.board.append(h('div', { class: 'ana-wrap' }, this.status, this.board));
    this.cardsPanel = h('div', { class: 'panel', id: 'cards-panel' });
    root.side.append(this.cardsPanel);
    /** What the play area says of the event being animated. */
    this.note = '';
    /** The other players' turns since this seat last acted, each in a few words (a
     * newcomer did not notice the computer's turns pass): said in the play area when
     * this seat's turn comes, until it acts. @type {{ seat: number, played: number, did: string[] }[]} */
    this.whileAway = [];
    /** Why this seat's last turn ended, when it ended without its End turn. @type {string | null} */
    this.turnEnded = null;
    /** Animations under way, finished at once by `skip`. */
    this.flying = new Set();
    /** Drawings waiting for the card set, which comes with the first observation (the
     * page may draw the log and the end figures before it): each is called with it. */
    this.awaitingCards = [];
    this.keyHandler = (e) => this.onKey(e);
    if (ctx) document.addEventListener('keydown', this.keyHandler);
    // An open list (a Discard Stack…) closes on a click elsewhere, or Escape.
    const closePops = (e) => {
      if (e.type === 'keydown' && e.key !== 'Escape') return;
      for (const d of this.board.querySelectorAll('details.pop-box[open]')) if (e.type === 'keydown' || !d.contains(e.target)) d.open = false;
    };
    document.addEventListener('click', closePops);
    document.addEventListener('keydown', closePops);
  }

  colour(seat) { return PLAYER_COLOURS[seat % PLAYER_COLOURS.length]; }

  /** A player named in their colour. */
  who(seat, cls = '') {
    return h('bdi', { class: `who name ${cls}`, style: `color:${this.colour(seat)}` }, this.name(seat));
  }

  /** A phase of the turn in the glossary's words ("Draw phase"). */
  phaseWords(phase) {
    const words = this.glossary && this.glossary.phases;
    return (words && words[phase]) || phase;
  }

  /** Calls `fn` with the game's card set: at once if an observation came, else when the
   * first is drawn. */
  withCards(fn) {
    const set = this.obs && this.obs.cards;
    if (set) fn(set); else this.awaitingCards.push(fn);
  }

  // ---- the log ------------------------------------------------------------------------

  /** A span of the log as the table shows it: a player by name in their colour (the
   * engine's "Player 2" as the tooltip), an Action Card by its name with its symbols
   * drawn, an Arcade Card by its words with what it gives as the tooltip; anything else
   * (an Action Stack, words) as the words. */
  logSpan(span) {
    if (span.seat !== undefined && span.seat !== null) {
      const el = this.who(span.seat);
      el.title = span.text;
      return el;
    }
    const card = span.card;
    if (card === undefined || card === null) return null;
    const el = h('span', { class: 'log-card' }, span.text);
    this.withCards((set) => {
      const g = this.glossary;
      if (typeof card === 'number') {
        const d = set.designs[card];
        if (!d) return;
        el.title = cardWords(set, card, g);
        el.replaceChildren(...fill(t('anarcade-log-card', { name: nameOf(g, d.name), symbols: slot(0) }), [symbolsRow(d.symbols, 13, g)]));
      } else if (typeof card === 'object' && card.arcade !== undefined) {
        const a = set.arcade[card.arcade];
        if (a) el.title = t('anarcade-arcade-gives', { name: nameOf(g, a.name), symbols: symbolWords(a.symbols, g) });
      }
    });
    return el;
  }

  /** The end in figures, counted from the events: each player's way to the win turn by
   * turn (Aces, plus the share of the High Score scored on the current Arcade Card), and
   * what they earned, scored, drew and bought. */
  endSummary(steps, table) {
    const n = table.seats.length;
    const target = (table.options && table.options.aces_to_win) || 3;
    const st = Array.from({ length: n }, () => ({ earned: 0, scored: 0, bought: 0, drawn: 0, aces: [] }));
    const part = Array(n).fill(0); const aces = Array(n).fill(0);
    const series = [Array(n).fill(0)];
    const snap = () => series.push(aces.map((a, i) => Math.min(target, a + part[i])));
    for (const step of steps) {
      for (const ev of step.events) {
        const e = payload(ev);
        const p = e && e.seat !== undefined ? st[e.seat] : null;
        switch (variant(ev)) {
          case 'TurnBegins': snap(); break;
          case 'Earned': p.earned += e.credits; break;
          case 'Scored': p.scored += e.credits; part[e.seat] = e.total / e.high_score; break;
          case 'Bought': p.bought += 1; break;
          case 'Played': if (e.drawn) p.drawn += 1; break;
          case 'Aced': p.aces.push(e.arcade); aces[e.seat] += 1; part[e.seat] = 0; break;
          case 'ScoreReturned': part[e.seat] = 0; break;
          default: break;
        }
      }
    }
    snap();
    const W = 520; const H = 180; const L = 30; const B = 22;
    const X = (i) => L + (i / Math.max(1, series.length - 1)) * (W - L - 10);
    const Y = (v) => H - B - (v / target) * (H - B - 10);
    const chart = s('svg', { viewBox: `0 0 ${W} ${H}`, class: 'vp-chart', role: 'img', 'aria-label': t('anarcade-chart-label') });
    for (let v = 0; v <= target; v += 1) {
      chart.append(s('line', { x1: L, x2: W - 10, y1: Y(v), y2: Y(v), stroke: '#343a46' }),
        s('text', { x: L - 6, y: Y(v) + 4, 'text-anchor': 'end', 'font-size': 11, fill: '#9aa0ab' }, v));
    }
    const every = Math.max(1, Math.ceil((series.length - 1) / 10));
    for (let t = every; t < series.length; t += every) chart.append(s('text', { x: X(t), y: H - 6, 'text-anchor': 'middle', 'font-size': 11, fill: '#9aa0ab' }, t));
    for (let seat = 0; seat < n; seat++) {
      chart.append(s('polyline', { points: series.map((row, i) => `${X(i)},${Y(row[seat])}`).join(' '), fill: 'none', stroke: this.colour(seat), 'stroke-width': 2.5, 'stroke-linejoin': 'round' }));
    }
    const rows = table.seats.map((_, seat) => {
      // The Arcade Cards Aced, by name (from the card set, which may come after this).
      const aced = h('td', {}, String(st[seat].aces.length));
      if (st[seat].aces.length) {
        this.withCards((set) => {
          const names = st[seat].aces.map((a) => (set.arcade[a] ? nameOf(this.glossary, set.arcade[a].name) : t('anarcade-arcade-n', { n: a + 1 }))).join(t('anarcade-list-separator'));
          aced.title = names;
          aced.textContent = t('anarcade-aces-named', { n: st[seat].aces.length, names });
        });
      }
      return h('tr', {},
        h('td', {}, h('span', { class: 'swatch', style: `background:${this.colour(seat)}` }), h('bdi', { class: 'name' }, this.name(seat))),
        aced, h('td', {}, st[seat].earned), h('td', {}, st[seat].scored), h('td', {}, st[seat].drawn), h('td', {}, st[seat].bought));
    });
    return h('div', { class: 'end-summary', id: 'end-summary' },
      h('div', {}, h('div', { class: 'hint' }, t('anarcade-chart-hint')), chart),
      h('table', { class: 'players end-table' },
        h('tr', {}, h('th', {}, t('anarcade-end-player')), h('th', {}, t('anarcade-end-aces')), h('th', {}, t('anarcade-end-earned')), h('th', {}, t('anarcade-end-scored')),
          h('th', { title: t('anarcade-end-drawn-title') }, t('anarcade-end-drawn')), h('th', {}, t('anarcade-end-bought'))),
        ...rows));
  }

  // ---- the frame the page drives ----------------------------------------------------------

  /** Stops the animation under way: the cards and Credits in flight land at once. */
  skip() {
    super.skip();
    for (const a of this.flying) { try { a.finish(); } catch { /* gone */ } }
  }

  /** Keys: D draw, S stop, 0–9 score (Enter: the most), 1–4 buy from a stack, E end. */
  onKey(e) {
    // A view replaced (a reconnect draws a new one) answers no more.
    if (!this.board.isConnected) { document.removeEventListener('keydown', this.keyHandler); return; }
    if (e.ctrlKey || e.metaKey || e.altKey || !this.obs) return;
    const tag = e.target && e.target.tagName;
    if (['INPUT', 'SELECT', 'TEXTAREA'].includes(tag)) return;
    if (e.key === 'Enter' && ['BUTTON', 'A', 'SUMMARY'].includes(tag)) return;
    if (!this.mine()) return;
    const o = this.obs; const k = shortcutKey(e);
    let l = null;
    if (o.phase === 'Draw') {
      if (k === 'd' || k === 'enter') l = this.legalWhere((a) => a === 'Draw');
      else if (k === 's') l = this.legalWhere((a) => a === 'StopDrawing');
    } else if (o.phase === 'Score') {
      if (k.length === 1 && k >= '0' && k <= '9') l = this.legalWhere((a) => variant(a) === 'Score' && payload(a) === Number(k));
      else if (k === 'enter') l = this.legalWhere((a) => variant(a) === 'Score' && payload(a) === o.turn.score_room);
    } else if (o.phase === 'Buy') {
      if (k.length === 1 && k >= '1' && k <= '4') l = this.legalWhere((a) => variant(a) === 'Buy' && payload(a) === KINDS[Number(k) - 1]);
      else if (k === 'e') l = this.legalWhere((a) => a === 'EndTurn');
    }
    if (l) { e.preventDefault(); this.act([l.action]); }
  }

  // ---- drawing ----------------------------------------------------------------------------

  $(sel) { return this.board.querySelector(sel); }

  /** The whole table from `o`: the server's observation (by default), or one made up
   * mid-animation. */
  draw(o = this.obs) {
    if (!o) return;
    if (this.awaitingCards.length && o.cards) {
      const waiting = this.awaitingCards; this.awaitingCards = [];
      for (const fn of waiting) fn(o.cards);
    }
    const open = new Set([...this.board.querySelectorAll('details[open]')].map((d) => d.id).filter(Boolean));
    const focused = document.activeElement && this.board.contains(document.activeElement) ? document.activeElement.id : null;
    this.board.replaceChildren(this.topEl(o), this.playEl(o), this.playersEl(o));
    for (const id of open) { const d = this.board.querySelector(`#${CSS.escape(id)}`); if (d) { d.open = true; placePop(d); } }
    if (focused) { const f = this.board.querySelector(`#${CSS.escape(focused)}`); if (f && !f.disabled) f.focus({ preventScroll: true }); }
    this.drawStatus(o);
    if (!this.cardsPanel.childNodes.length) this.drawCardsPanel(o);
  }

  drawStatus(o) {
    const items = [];
    if (o.end) items.push(h('strong', {}, t('anarcade-game-over')));
    else {
      items.push(h('span', {}, t('anarcade-status-turn', { turn: o.turns + 1 })),
        h('span', { class: 'st-current' }, h('span', { class: 'swatch', style: `background:${this.colour(o.current)}` }),
          ...fill(t('anarcade-status-current', { player: slot(0), phase: this.phaseWords(o.phase) }), [this.who(o.current)])));
    }
    items.push(h('span', { class: 'muted' }, t('anarcade-rules-aces', { n: o.aces_to_win })), h('span', { class: 'muted' }, t('anarcade-rules-credit-limit', { n: o.credit_limit })));
    if (o.compulsory_draws) items.push(h('span', { class: 'tag' }, t('anarcade-rules-compulsory-draws')));
    if (this.me !== null) items.push(h('span', {}, h('span', { class: 'swatch', style: `background:${this.colour(this.me)}` }), t('anarcade-you-are', { n: this.turnNumber(o, this.me) })));
    else items.push(h('span', { class: 'muted' }, this.ctx ? t('anarcade-watching-short') : t('anarcade-replay-short')));
    if (this.mine()) items.push(h('strong', { class: 'your-move' }, t('anarcade-your-move')));
    this.status.replaceChildren(...items);
  }

  drawCardsPanel(o) {
    this.cardsPanel.replaceChildren(h('details', { id: 'card-set-panel' },
      h('summary', {}, h('strong', {}, t('anarcade-cards-of-game')), h('span', { class: 'muted' }, ` — ${setTitle(o.cards, this.glossary)}`)),
      cardSetView(normSet(o.cards, this.glossary), this.glossary)));
  }

  /** The Arcade Board: the face-up Arcade Card with each player's score on it, the Arcade
   * Stack, the Token Machine, and the four Action Stacks. */
  topEl(o) {
    const set = o.cards; const g = this.glossary;
    const a = o.arcade !== null && o.arcade !== undefined ? set.arcade[o.arcade] : null;
    const hs = a ? a.high_score : 0;
    // Once the game is won the board's leftovers no longer count (RULINGS.md §19): the
    // screen names the King instead.
    const rows = o.end ? [] : o.players.map((p) => {
      // No card face up (the game is won): only the Credits left on the board.
      const n = hs ? Math.max(hs, p.scored) : 0;
      const cells = Array.from({ length: n }, (_, i) => h('span', { class: `cell${i < p.scored ? ' on' : ''}` }));
      return h('div', { class: `score-row${p.seat === o.current && !o.end ? ' current' : ''}`, id: `score-row-${p.seat}`, style: `--pc:${this.colour(p.seat)}`,
        title: t('anarcade-score-row-title', { name: this.name(p.seat), scored: p.scored, high: hs || '—' }) },
      h('span', { class: 'sr-who' }, t('anarcade-player-short', { n: this.turnNumber(o, p.seat) })),
      h('span', { class: 'track', style: `grid-template-columns:repeat(${n}, 1fr)` }, ...cells),
      h('span', { class: 'num' }, hs ? `${p.scored}/${hs}` : `${p.scored}`),
      h('span', { class: 'sr-only' }, `: ${t('anarcade-score-row-sr', { name: this.name(p.seat), scored: p.scored, high: hs })}`));
    });
    const arcade = h('div', { class: `arcade-card${a ? '' : ' none'}`, id: 'arcade' },
      h('div', { class: 'marquee' }, h('span', { class: 'sr-only' }, `${t('anarcade-arcade-card')}: `), a ? nameOf(g, a.name) : o.end ? t('anarcade-game-over') : t('anarcade-no-arcade-card')),
      h('div', { class: 'screen' },
        ...(o.end && !a
          ? [h('div', { class: 'hs-line' }, h('span', {}, endWinners(o.end).length ? t('anarcade-king-banner') : t('anarcade-nobody-wins'))),
            ...endWinners(o.end).map((w) => h('div', { class: 'gives' }, crownIcon(16), ' ', this.who(w)))]
          : [h('div', { class: 'hs-line' }, h('span', {}, t('anarcade-high-score-banner')), h('strong', { class: 'hs', id: 'high-score' }, hs || '—')),
            h('div', { class: 'gives' }, h('span', {}, t('anarcade-everyone-gets')), a ? symbolsRow(a.symbols, 19, g) : h('span', {}, '—')),
            h('div', { class: 'score-table', 'aria-label': t('anarcade-scored-on-it') }, ...rows)])));
    const left = o.arcade_left || [];
    const astack = h('details', { class: 'arcade-stack pop-box', id: 'arcade-stack', ontoggle: popToggle },
      h('summary', { title: t('anarcade-arcade-stack-title') },
        h('span', { class: 'mini-backs' }, ...Array.from({ length: Math.min(3, left.length) }, () => h('span', { class: 'mini-back arcade-back' }))),
        h('span', { class: 'pile-words' }, ...fill(t('anarcade-arcade-stack-count', { n: slot(0) }), [h('strong', {}, left.length)]))),
      h('div', { class: 'pop' }, h('div', { class: 'pop-title' }, t('anarcade-arcade-stack-pop')),
        ...(left.length ? left.map((i) => h('div', { class: 'cs-a' }, h('span', { class: 'ma-hs' }, set.arcade[i].high_score), h('span', { class: 'cs-name' }, nameOf(g, set.arcade[i].name)), symbolsRow(set.arcade[i].symbols, 13, g))) : [h('div', { class: 'muted' }, t('anarcade-none'))])));
    const tm = o.token_machine;
    const token = h('div', { class: 'token-machine', id: 'token-machine', title: tm < 0 ? t('anarcade-token-machine-empty', { n: -tm }) : t('anarcade-token-machine-title', { n: tm }) },
      coinIcon(24), h('span', { class: 'pile-words' }, ...fill(t('anarcade-token-machine-count', { n: slot(0) }), [h('strong', {}, tm)])));
    const stacks = h('div', { class: 'stacks', id: 'stacks' }, ...o.stacks.map((st, i) => this.stackEl(o, st, i)));
    return h('section', { class: 'ana-top' }, h('div', { class: 'arcade-area' }, arcade, h('div', { class: 'arcade-side' }, astack, token)), stacks);
  }

  /** A suggested action in the words of the page's buttons ("Buy Speed Run from the
   * Score Action Stack (cost 4)", "Score 2"). @param {import('./types.js').Suggestion} s */
  hintWords(s) {
    const o = this.obs; const a = s.action;
    if (!o) return null;
    if (a === 'Draw') return t('anarcade-draw-card');
    if (a === 'StopDrawing') return t('anarcade-stop-drawing');
    if (a === 'EndTurn') return t('anarcade-end-turn');
    const v = payload(a);
    if (variant(a) === 'Score') return v === 0 ? t('anarcade-score-nothing') : t('anarcade-score-n', { n: v });
    if (variant(a) === 'Buy') {
      const st = o.stacks.find((x) => x.kind === v);
      const kname = term(this.glossary, v).name;
      // The card on top now, unless an earlier buy of the same decision took it.
      const acts = s.actions || [a]; const at = acts.indexOf(a);
      const now = at >= 0 && !acts.slice(0, at).some((x) => variant(x) === 'Buy' && payload(x) === v);
      const top = now && st && st.top !== null && st.top !== undefined ? o.cards.designs[st.top] : null;
      return top ? t('anarcade-hint-buy', { card: nameOf(this.glossary, top.name), kind: kname, cost: top.cost }) : t('anarcade-hint-buy-any', { kind: kname });
    }
    return null;
  }

  /** Why a hinted purchase: what the card gives when played, in the glossary's words
   * ("Speed Run gives 2 Score, 1 Buy"): the decision's first purchase. @param {import('./types.js').Suggestion} s */
  hintWhy(s) {
    const o = this.obs; const acts = s.actions || [s.action];
    // The decision's first purchase: what the stack shows now is what it buys.
    const a = acts.find((x) => variant(x) === 'Buy');
    if (!o || !a) return null;
    const st = o.stacks.find((x) => x.kind === payload(a));
    if (!st || st.top === null || st.top === undefined) return null;
    const d = o.cards.designs[st.top];
    const kinds = KINDS.filter((k, i) => d.symbols[i]);
    const one = kinds.length === 1 ? term(this.glossary, kinds[0]).does : '';
    const card = nameOf(this.glossary, d.name); const symbols = symbolWords(d.symbols, this.glossary);
    return one ? t('anarcade-hint-why-each', { card, symbols, does: one }) : t('anarcade-hint-why', { card, symbols });
  }

  stackEl(o, st, i) {
    const k = st.kind; const set = o.cards; const g = this.glossary;
    const kname = term(g, k).name;
    const long = narrow() && o.stacks.some((other) => term(g, other.kind).name.length > 5);
    // In your Buy phase each stack says what its top card would cost you, or why not;
    // kept while a purchase is sent and shown, so the board does not jump.
    const myBuy = o.phase === 'Buy' && o.current === this.me && !o.end && Boolean(this.ctx);
    const l = this.mine() && o.phase === 'Buy' ? this.legalWhere((a) => variant(a) === 'Buy' && payload(a) === k) : null;
    const top = st.top !== null && st.top !== undefined ? st.top : null;
    const inner = [
      h('span', { class: `stack-head${long ? ' long-names' : ''}` }, symbolIcon(k, 16, g),
        // On a phone (style.css's 600 px) the stack's width is its card's: where a name is
        // longer than the icon and count leave room for (Russian «Заработок»), every stack's
        // name takes a row of its own under them, so the four stay level and whole.
        h('span', { class: 'sk', title: kname, style: narrow() && !long ? 'flex:1 1 0;width:0;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap' : null }, kname), h('span', { class: 'count', title: t('anarcade-stack-count-title', { n: st.size, kind: kname }) }, st.size)),
      h('span', { class: `pile${st.size > 1 ? ' deep' : ''}` }, top !== null
        ? cardEl(set, top, { cls: 'top', tag: 'span', g })
        : st.size ? h('span', { class: 'acard back' }, h('span', { class: 'sr-only' }, t('anarcade-face-down'))) : h('span', { class: 'acard empty' }, t('anarcade-empty'))),
    ];
    let why = '';
    let can = false;
    if (myBuy && top !== null) {
      const cost = set.designs[top].cost;
      const p = o.players[this.me];
      can = cost <= o.turn.buy_left + p.credits;
      if (can) {
        const fromBuy = Math.min(cost, o.turn.buy_left); const cr = cost - fromBuy;
        why = cost === 0 ? t('anarcade-pay-free') : fromBuy && cr ? t('anarcade-pay-both', { buy: fromBuy, credits: cr })
          : fromBuy ? t('anarcade-pay-buy', { buy: fromBuy }) : t('anarcade-pay-credits', { credits: cr });
        inner.push(h('span', { class: 'buy-note ok' }, h('kbd', { 'aria-hidden': 'true' }, i + 1), ` ${why}`));
      } else {
        why = t('anarcade-cannot-afford', { cost, have: o.turn.buy_left + p.credits });
        inner.push(h('span', { class: 'buy-note no' }, why));
      }
    } else if (myBuy) inner.push(h('span', { class: 'buy-note no' }, t('anarcade-empty')));
    const cls = `stack k-${k.toLowerCase()}${myBuy ? (can ? ' can-buy' : ' cannot') : ''}${l && this.isHinted(l.action) ? ' hinted' : ''}`;
    const label = top !== null ? t('anarcade-stack-label', { kind: kname, n: st.size, top: cardWords(set, top, g) })
      : st.size ? t('anarcade-stack-label-face-down', { kind: kname }) : t('anarcade-stack-label-empty', { kind: kname });
    // The button's name is its visible text, then what a click does (axe: the visible
    // text must be part of the accessible name).
    // The button's name in words (the face's letters and numbers, read one after another,
    // said nothing): the card, its cost, what it gives, then the stack.
    const d = top !== null ? set.designs[top] : null;
    const bought = { card: nameOf(g, d ? d.name : ''), kind: kname, cost: d ? d.cost : 0, gives: d ? symbolWords(d.symbols, g) : '', n: st.size };
    const named = !d ? t('anarcade-stack-named-empty', { kind: kname })
      : l ? t('anarcade-stack-named-buy', { ...bought, paid: why, key: i + 1 })
        : myBuy ? t('anarcade-stack-named-cannot', { ...bought, have: o.turn.buy_left + o.players[this.me].credits })
          : t('anarcade-stack-named-cannot-now', bought);
    // (Said as the button's content, the face hidden from screen readers: a name of our
    // own would have to repeat the face's text, letters and all.)
    if (myBuy) for (const part of inner) part.setAttribute('aria-hidden', 'true');
    const el = myBuy
      ? h('button', { class: cls, id: `stack-${k}`, disabled: !l, title: l ? t('anarcade-buy-it', { paid: why }) : why, onclick: () => l && this.act([l.action]) }, ...inner, h('span', { class: 'sr-only' }, named))
      : h('div', { class: cls, id: `stack-${k}`, title: label }, ...inner);
    if (st.cards) {
      // open_stacks: the whole stack, top first.
      return h('div', { class: 'stack-col' }, el, h('details', { class: 'pop-box look', id: `look-${k}`, ontoggle: popToggle },
        h('summary', {}, t('anarcade-look-through', { n: st.cards.length })),
        h('div', { class: 'pop' }, h('div', { class: 'pop-title' }, t('anarcade-stack-top-first', { kind: kname })), ...st.cards.slice().reverse().map((c) => cardLine(set, c, 1, g)))));
    }
    return h('div', { class: 'stack-col' }, el);
  }

  /** The turn in progress: the cards in play and their symbols, the phases, the controls,
   * and (between your turns) your hand. */
  playEl(o) {
    const set = o.cards;
    const g = this.glossary;
    const phases = KINDS.map((ph) => h('li', { class: `${o.phase === ph && !o.end ? 'now' : ''} k-${ph.toLowerCase()}` }, symbolIcon(ph, 14, g), term(g, ph).name));
    const title = o.end ? h('span', {}, t('anarcade-play-over'))
      : h('span', {}, ...fill(t(o.current === this.me ? 'anarcade-play-title-you' : 'anarcade-play-title', { turn: o.turns + 1, player: slot(0) }), [this.who(o.current)]));
    const inPlay = h('div', { class: 'in-play', id: 'in-play', 'aria-label': t('anarcade-in-play-label') },
      ...o.turn.in_play.map((c) => cardEl(set, c, { g })));
    if (!o.turn.in_play.length) inPlay.append(h('span', { class: 'muted empty-note' }, o.end ? '' : t('anarcade-no-cards-in-play')));
    const sym = o.turn.symbols;
    const arcadeSym = o.arcade !== null && o.arcade !== undefined ? set.arcade[o.arcade].symbols : [0, 0, 0, 0];
    const totals = h('div', { class: 'totals', id: 'totals' },
      h('div', { class: 'totals-title' }, t('anarcade-actions-this-turn')),
      ...KINDS.map((k, i) => {
        let extra = '';
        if (k === 'Draw' && o.phase === 'Draw' && !o.end) extra = t('anarcade-left', { n: o.turn.draws_left });
        // Not on a row dimmed for having no symbol (its text would be too faint to read).
        if (k === 'Buy' && o.phase === 'Buy' && !o.end && sym[i]) extra = t('anarcade-left', { n: o.turn.buy_left });
        if (k === 'Score' && o.turn.scored) extra = t('anarcade-scored-n', { n: o.turn.scored });
        return h('div', { class: `total k-${k.toLowerCase()}${sym[i] ? '' : ' zero'}`, id: `total-${k}`, title: arcadeSym[i] ? t('anarcade-from-arcade', { n: arcadeSym[i] }) : '' },
          symbolIcon(k, 18, g), h('span', { class: 'tk', style: 'width:auto;min-width:42px' }, term(g, k).name), h('strong', {}, sym[i]), extra ? h('span', { class: 'left' }, extra) : null);
      }));
    const body = h('div', { class: 'play-body' }, o.end ? null : h('div', { class: 'in-play-box' }, inPlay, totals));
    const me = this.me !== null ? o.players[this.me] : null;
    if (me && me.hand && me.hand.length && !o.end) {
      body.append(h('div', { class: 'my-hand', id: 'my-hand' }, h('div', { class: 'hand-title' }, t('anarcade-your-hand')),
        h('div', { class: 'hand-cards' }, ...me.hand.map((c) => cardEl(set, c, { g })))));
    }
    return h('section', { class: 'play', id: 'ana-play', style: `--pc:${this.colour(o.current)}` },
      h('div', { class: 'play-head' }, h('h3', {}, title), h('ol', { class: 'phases', 'aria-label': t('anarcade-phases-label') }, ...phases),
        this.note ? h('span', { class: 'play-note', id: 'play-note' }, this.note) : null),
      this.animating ? null : this.whileAwayEl(o), body, this.controlsEl(o));
  }

  /** A seat as the banner and the seats panel name it: its player number in turn order
   * ("P1 Ann"; short: "P1"). */
  seatLabel(seat, short = false) {
    if (!this.obs) return null;
    const name = this.table && this.table.seats[seat] ? seatShownName(this.table.seats[seat]) : null;
    const n = this.playerNumber(seat);
    return short || !name ? t('anarcade-player-short', { n }) : t('anarcade-player-short-named', { n, name });
  }

  /** @param {number} seat */
  playerNumber(seat) { return this.obs ? this.turnNumber(this.obs, seat) : seat + 1; }

  /** A seat's player number as the rulebook numbers players: in turn order, Player 1
   * the one who took the first turn (RULINGS.md §21). @param {any} o @param {number} seat */
  turnNumber(o, seat) {
    const n = o.players.length || 1;
    return ((seat - (o.first_player || 0) + n) % n) + 1;
  }

  /** This seat acts: what the others did has been read. @param {any[]} actions */
  act(actions) {
    if (this.whileAway.length) { this.whileAway = []; this.$('#while-away')?.remove(); }
    this.turnEnded = null;
    return super.act(actions);
  }

  /** Takes the other players' turns into `whileAway` before they are shown. */
  show(obs, legal, events) {
    if (events && events.length) this.digest(events);
    return super.show(obs, legal, events);
  }

  /** @param {any[]} events */
  digest(events) {
    const set = this.obs && this.obs.cards;
    for (const ev of events) {
      const kind = variant(ev); const e = payload(ev) || {};
      // This seat's turn ended without its End turn: the engine ends it when nothing in
      // the Action Stacks is within what is left to spend (a newcomer missed it).
      if (kind === 'NothingToBuy' && this.me !== null && e.seat === this.me) {
        this.turnEnded = t('anarcade-turn-ended', { power: e.power });
        continue;
      }
      if (kind === 'TurnBegins') {
        if (e.seat !== this.me) this.whileAway.push({ seat: e.seat, played: 0, did: [] });
        continue;
      }
      const turn = this.whileAway[this.whileAway.length - 1];
      if (!turn || e.seat !== turn.seat) continue;
      const card = (c) => (set && set.designs[c] ? nameOf(this.glossary, set.designs[c].name) : t('anarcade-a-card'));
      switch (kind) {
        case 'Played': turn.played += 1; break;
        case 'Earned': turn.did.push(t('anarcade-away-earned', { n: e.credits })); break;
        case 'Scored': turn.did.push(t('anarcade-away-scored', { n: e.credits, total: e.total, high: e.high_score })); break;
        case 'Bought': turn.did.push(t('anarcade-away-bought', { card: card(e.card) })); break;
        case 'Aced': turn.did.push(t('anarcade-away-aced')); break;
        default: break;
      }
    }
  }

  /** "While you waited: AI (easy) played 4 cards, earned 3 Credits, bought Coin Slot." —
   * at the head of this seat's turn, until it acts. */
  whileAwayEl(o) {
    if (this.me === null || o.current !== this.me || o.end || !this.whileAway.length) return null;
    const turns = this.whileAway.map((w) => h('span', { class: 'away-turn' }, ...fill(t('anarcade-away-turn', {
      player: slot(0), did: [w.played ? t('anarcade-away-played', { n: w.played }) : t('anarcade-away-played-nothing'), ...w.did].join(t('anarcade-list-separator')),
    }), [this.who(w.seat)])));
    return h('p', { class: 'while-away', id: 'while-away', role: 'status' }, this.turnEnded ? `${this.turnEnded} ` : null,
      ...fill(t('anarcade-while-away', { waited: slot(0), turns: slot(1) }), [h('strong', {}, t('anarcade-while-away-head')), turns.flatMap((w, i) => (i ? [t('anarcade-away-separator'), w] : [w]))]));
  }

  controlsEl(o) {
    const box = h('div', { class: 'controls', id: 'controls' });
    if (this.message) box.append(h('p', { class: 'error', id: 'move-error' }, this.message));
    if (o.end) {
      const w = endWinners(o.end);
      box.append(h('p', { id: 'end-words' }, w.length ? h('span', {}, crownIcon(20), ' ', ...fill(t(w.length > 1 ? 'anarcade-end-shared' : 'anarcade-end-king', { players: slot(0) }), [andList(w.map((x) => this.who(x)))]))
        : t('anarcade-end-turn-limit')));
      return box;
    }
    if (!this.mine()) {
      const mineNow = this.me !== null && this.me === o.current;
      // Never an empty box while the move plays out (a newcomer thought the page froze).
      if (mineNow && this.animating) { box.classList.add('my-turn'); box.append(h('p', { class: 'muted', id: 'waiting' }, t('anarcade-playing-out'))); return box; }
      const busy = mineNow && (this.frozen || this.sending);
      if (mineNow) box.classList.add('my-turn');
      const phase = this.phaseWords(o.phase);
      const words = busy ? [t('anarcade-sending')]
        : fill(t(this.me !== null ? 'anarcade-waiting-for' : this.ctx ? 'anarcade-watching-playing' : 'anarcade-replay-playing', { player: slot(0), phase }), [this.who(o.current)]);
      if (this.turnEnded && !busy && this.me !== null) box.append(h('p', { class: 'turn-ended', id: 'turn-ended', role: 'status' }, this.turnEnded));
      box.append(h('p', { class: 'muted', id: 'waiting' }, ...words));
      return box;
    }
    box.classList.add('my-turn');
    const p = o.players[this.me];
    const set = o.cards;
    const a = o.arcade !== null && o.arcade !== undefined ? set.arcade[o.arcade] : null;
    const btn = (l, label, key, attrs = {}) => h('button', { ...attrs, class: `${attrs.class || ''}${this.isHinted(l.action) ? ' hinted' : ''}`.trim() || null, 'aria-keyshortcuts': key || null, onclick: () => this.act([l.action]) }, label, key ? h('kbd', { 'aria-hidden': 'true' }, key) : null);
    if (o.phase === 'Draw') {
      const draw = this.legalWhere((x) => x === 'Draw'); const stop = this.legalWhere((x) => x === 'StopDrawing');
      const reshuffle = p.draw_size === 0 ? t('anarcade-draw-reshuffle', { n: p.discard.length }) : t('anarcade-draw-holds', { n: p.draw_size });
      box.append(h('p', {}, h('strong', {}, `${t('anarcade-draw-phase-head')} `), t('anarcade-draw-phase', { n: o.turn.draws_left, stack: reshuffle })),
        h('div', { class: 'row' },
          draw ? btn(draw, t('anarcade-draw-card'), 'D', { class: 'primary', id: 'draw' }) : null,
          stop ? btn(stop, t('anarcade-stop-drawing'), 'S', { id: 'stop-drawing' }) : null));
    } else if (o.phase === 'Score') {
      const room = o.turn.score_room; const toGo = a ? a.high_score - p.scored : 0;
      box.append(h('p', {}, h('strong', {}, `${t('anarcade-score-phase-head')} `), a
        ? t('anarcade-score-phase', { arcade: nameOf(this.glossary, a.name), credits: p.credits, symbols: o.turn.symbols[2], togo: toGo, high: a.high_score })
        : t('anarcade-score-phase-none', { credits: p.credits, symbols: o.turn.symbols[2], togo: toGo })));
      const row = h('div', { class: 'row score-choice', id: 'score-choice' });
      for (let n = 0; n <= room; n++) {
        const l = this.legalWhere((x) => variant(x) === 'Score' && payload(x) === n);
        if (!l) continue;
        const aces = a && p.scored + n === a.high_score && n > 0;
        row.append(btn(l, n === 0 ? t('anarcade-score-nothing') : aces ? t('anarcade-score-n-aces', { n }) : t('anarcade-score-n', { n }), String(n),
          { class: `${n === room ? 'primary' : ''}${aces ? ' ace' : ''}`, id: `score-${n}`, title: n === room ? t('anarcade-score-most') : '' }));
      }
      box.append(row);
    } else if (o.phase === 'Buy') {
      const end = this.legalWhere((x) => x === 'EndTurn');
      const power = o.turn.buy_left + p.credits;
      box.append(h('p', {}, h('strong', {}, `${t('anarcade-buy-phase-head')} `), t('anarcade-buy-phase', { buy: o.turn.buy_left, credits: p.credits, power })));
      if (p.credits > o.credit_limit) {
        box.append(h('p', { class: 'hint warn', id: 'limit-warning' }, t('anarcade-limit-warning', { limit: o.credit_limit, over: p.credits - o.credit_limit })));
      }
      box.append(h('div', { class: 'row' }, end ? btn(end, t('anarcade-end-turn'), 'E', { class: 'primary', id: 'end-turn' }) : null));
    }
    return box;
  }

  /** Each player's board: Credits, the Victory Area, the Draw Stack, the hand, the
   * Discard Stack (open to all: click it to look through). */
  playersEl(o) {
    return h('section', { class: 'players-area', id: 'players' }, ...o.players.map((p) => this.boardEl(o, p)));
  }

  boardEl(o, p) {
    const set = o.cards; const seat = p.seat; const g = this.glossary;
    const current = seat === o.current && !o.end;
    const won = endWinners(o.end).includes(seat);
    const slots = [];
    for (const a of p.aced) slots.push(arcadeMini(set, a, g));
    for (let i = p.aced.length; i < o.aces_to_win; i++) slots.push(h('span', { class: 'mini-arcade empty', title: t('anarcade-victory-empty') }, h('span', { class: 'ma-name' }, '—')));
    const top = p.discard.length ? p.discard[p.discard.length - 1] : null;
    const own = seat === this.me;
    const known = own ? t('anarcade-known-own') : p.hand ? t('anarcade-known-draw') : t('anarcade-known-hand-and-draw');
    const discard = h('details', { class: 'pile-box discard pop-box', id: `discard-${seat}`, ontoggle: popToggle },
      h('summary', { title: t('anarcade-discard-title') },
        top !== null ? cardEl(set, top, { cls: 'small', tag: 'span', g }) : h('span', { class: 'acard small empty' }, '—'),
        h('span', { class: 'pile-words' }, ...fill(t('anarcade-discard-count', { n: slot(0) }), [h('strong', {}, p.discard.length)]))),
      h('div', { class: 'pop' },
        h('div', { class: 'pop-title' }, t('anarcade-discard-pop', { n: p.discard.length })),
        ...(p.discard.length ? p.discard.slice().reverse().map((c) => cardLine(set, c, 1, g)) : [h('div', { class: 'muted' }, t('anarcade-empty'))]),
        h('div', { class: 'pop-title' }, known),
        ...(p.unseen.length ? cardLines(set, p.unseen, g) : [h('div', { class: 'muted' }, t('anarcade-none'))]),
        h('div', { class: 'muted pop-foot' }, t('anarcade-owned', { n: p.deck_size }))));
    const backs = Math.min(p.hand_size, 6);
    const handTitle = p.hand && !own ? t('anarcade-hand-title-shown', { n: p.hand_size, cards: p.hand.map((c) => nameOf(g, set.designs[c].name)).join(t('anarcade-list-separator')) })
      : t('anarcade-hand-title', { n: p.hand_size });
    const hand = h('div', { class: 'pile-box hand-spot', id: `handspot-${seat}`, title: handTitle },
      h('span', { class: 'fan' }, ...Array.from({ length: backs }, (_, i) => h('span', { class: 'mini-back', style: `--i:${i - (backs - 1) / 2}` }))),
      h('span', { class: 'pile-words' }, ...fill(t('anarcade-hand-count', { n: slot(0) }), [h('strong', {}, p.hand_size)])));
    const drawPile = h('div', { class: 'pile-box draw-pile', id: `draw-${seat}`, title: t('anarcade-draw-title', { n: p.draw_size }) },
      h('span', { class: `acard small back${p.draw_size ? '' : ' gone'}` }, h('span', { class: 'sr-only' }, t('anarcade-face-down'))),
      h('span', { class: 'pile-words' }, ...fill(t('anarcade-draw-count', { n: slot(0) }), [h('strong', {}, p.draw_size)])));
    const coins = Math.min(p.credits, 12);
    const over = current && p.credits > o.credit_limit;
    return h('div', { class: `pboard${current ? ' current' : ''}${own ? ' me' : ''}${won ? ' won' : ''}`, id: `pboard-${seat}`, style: `--pc:${this.colour(seat)}` },
      h('div', { class: 'pb-head' },
        h('span', { class: 'swatch', style: `background:${this.colour(seat)}` }),
        h('span', { class: 'pb-num', title: t('anarcade-player-numbers') }, t('anarcade-player-short', { n: this.turnNumber(o, seat) })),
        h('bdi', { class: 'who name', style: `color:${this.colour(seat)}`, title: this.name(seat) }, (this.table && this.table.seats[seat] && seatShownName(this.table.seats[seat])) || t('anarcade-player', { n: this.turnNumber(o, seat) })), own ? h('span', { class: 'muted' }, t('anarcade-you')) : null,
        seat === o.first_player ? h('span', { class: 'tag first', title: t('anarcade-first-title') }, t('anarcade-first-tag')) : null,
        current ? h('span', { class: 'tag playing' }, t('anarcade-playing-tag')) : null,
        won ? h('span', { class: 'tag king' }, crownIcon(14), ` ${t('anarcade-king-tag')}`) : null),
      h('div', { class: 'victory', id: `victory-${seat}`, title: t('anarcade-victory-title', { n: p.aced.length, of: o.aces_to_win }) },
        h('span', { class: 'v-label', style: 'width:auto;min-width:34px' }, t('anarcade-score-label')), ...slots),
      h('div', { class: 'piles' }, drawPile, hand, discard),
      h('div', { class: `credits${over ? ' over' : ''}`, id: `credits-${seat}`, title: p.scored ? t('anarcade-credits-title-scored', { n: p.credits, scored: p.scored }) : t('anarcade-credits-title', { n: p.credits }) },
        h('span', { class: 'coins' }, ...Array.from({ length: coins }, () => coinIcon(15))),
        h('span', { class: 'pile-words' }, ...fill(t(over ? 'anarcade-credits-count-over' : 'anarcade-credits-count', { n: p.credits, strong: slot(0), limit: o.credit_limit }), [h('strong', {}, p.credits)])),
        h('span', { class: 'muted deck', title: t('anarcade-deck-title') }, t('anarcade-deck', { n: p.deck_size }))),
      p.hand && !own && p.hand.length ? h('div', { class: 'shown-hand' }, h('span', { class: 'muted' }, `${t('anarcade-shown-hand')} `), ...cardLines(set, p.hand, g)) : null);
  }

  // ---- animation --------------------------------------------------------------------------

  rect(sel) { const el = typeof sel === 'string' ? this.$(sel) : sel; return el ? el.getBoundingClientRect() : null; }

  /** Flies a copy of `dst` (a card now drawn where it lands) from the rectangle `from`. */
  async flyCard(from, dst, ms = 420, face = null) {
    if (!from || !dst || this.skipped || !animSpeed()) return;
    const to = dst.getBoundingClientRect();
    if (!to.width || !from.width) return;
    const el = (face || dst).cloneNode(true);
    el.removeAttribute('id'); el.classList.add('flyer');
    Object.assign(el.style, { position: 'fixed', left: `${to.left}px`, top: `${to.top}px`, width: `${to.width}px`, height: `${to.height}px`, margin: '0', zIndex: 60, pointerEvents: 'none', transformOrigin: '0 0', visibility: 'visible' });
    document.body.append(el);
    dst.style.visibility = 'hidden';
    const k = Math.max(0.25, Math.min(2, from.height / to.height));
    const tx = from.left + from.width / 2 - (to.left + (to.width * k) / 2);
    const ty = from.top + from.height / 2 - (to.top + (to.height * k) / 2);
    const anim = el.animate([{ transform: `translate(${tx}px, ${ty}px) scale(${k})`, opacity: 0.7 }, { transform: 'none', opacity: 1 }],
      { duration: ms * animSpeed(), easing: 'cubic-bezier(.25,.7,.3,1)' });
    this.flying.add(anim);
    try { await anim.finished; } catch { /* cancelled */ }
    this.flying.delete(anim); el.remove(); dst.style.visibility = '';
  }

  /** Credits flying from `from` (a rectangle) to the element `dst`, one token each (at most 8). */
  async coins(from, dst, n, ms = 480) {
    if (!from || !dst || this.skipped || !animSpeed() || n <= 0) return;
    const to = dst.getBoundingClientRect();
    const all = [];
    for (let i = 0; i < Math.min(n, 8); i++) {
      const c = h('span', { class: 'flyer coin-flyer' }, coinIcon(20));
      Object.assign(c.style, { position: 'fixed', left: `${from.left + from.width / 2 - 10}px`, top: `${from.top + from.height / 2 - 10}px`, zIndex: 61, pointerEvents: 'none' });
      document.body.append(c);
      const dx = to.left + to.width / 2 - (from.left + from.width / 2) + (i % 3) * 5 - 5;
      const dy = to.top + to.height / 2 - (from.top + from.height / 2);
      const anim = c.animate([{ transform: 'translate(0, 0) scale(.8)' }, { transform: `translate(${dx / 2}px, ${dy / 2 - 30}px) scale(1.15)`, offset: 0.5 }, { transform: `translate(${dx}px, ${dy}px) scale(.9)` }],
        { duration: ms * animSpeed(), delay: i * 80 * animSpeed(), easing: 'ease-in-out', fill: 'backwards' });
      this.flying.add(anim);
      all.push(anim.finished.catch(() => {}).then(() => { this.flying.delete(anim); c.remove(); }));
    }
    await Promise.all(all);
  }

  /** A burst over `el` with `text`: an Ace, a win. */
  async celebrate(el, text, colour, ms = 1300) {
    if (!el || this.skipped || !animSpeed()) return;
    const r = el.getBoundingClientRect();
    const pad = 24;
    const box = h('div', { class: 'celebrate', style: `left:${r.left - pad}px;top:${r.top - pad}px;width:${r.width + 2 * pad}px;height:${r.height + 2 * pad}px;--pc:${colour}` },
      h('span', { class: 'cel-glow' }),
      h('span', { class: 'cel-text' }, text),
      ...Array.from({ length: 14 }, (_, i) => h('span', { class: 'spark', style: `--a:${(i * 360) / 14}deg;--d:${60 + (i % 3) * 22}px` })));
    document.body.append(box);
    const anims = [box.querySelector('.cel-glow').animate([{ opacity: 0, transform: 'scale(.4)' }, { opacity: 0.9, transform: 'scale(1)', offset: 0.3 }, { opacity: 0, transform: 'scale(1.1)' }], { duration: ms * animSpeed(), easing: 'ease-out' }),
      box.querySelector('.cel-text').animate([{ transform: 'scale(.2)', opacity: 0 }, { transform: 'scale(1.25)', opacity: 1, offset: 0.3 }, { transform: 'scale(1)', opacity: 1, offset: 0.75 }, { transform: 'scale(1.1)', opacity: 0 }], { duration: ms * animSpeed(), easing: 'ease-out' }),
      ...[...box.querySelectorAll('.spark')].map((sp) => sp.animate([{ transform: 'rotate(var(--a)) translateY(0) scale(.4)', opacity: 1 }, { transform: 'rotate(var(--a)) translateY(calc(-1 * var(--d))) scale(1)', opacity: 0 }], { duration: ms * 0.8 * animSpeed(), easing: 'ease-out' }))];
    anims.forEach((a) => this.flying.add(a));
    await Promise.all(anims.map((a) => a.finished.catch(() => {})));
    anims.forEach((a) => this.flying.delete(a));
    box.remove();
  }

  /** Plays the events on a copy of the table as it was, drawing each step: cards fly
   * from the hand or Draw Stack into play and from a stack to a Discard Stack, Credits
   * move, an Ace is celebrated. The final picture (drawn next) is always the server's,
   * without the steps' notes. */
  async animate(events, final) {
    // Animations off: nothing to play (BaseView.show animates any events).
    if (!animSpeed()) return;
    try { await this.playEvents(events, final); } finally { this.note = ''; }
  }

  /** @param {any[]} events @param {any} final */
  async playEvents(events, final) {
    const o = JSON.parse(JSON.stringify({ ...this.obs, cards: null }));
    o.cards = this.obs.cards;
    const set = o.cards;
    const sym = (id) => set.designs[id].symbols;
    // The Buy phase begins (after a score, or with none to take): the Buy symbols are a pool.
    const enterBuy = () => { if (o.phase !== 'Buy') { o.phase = 'Buy'; o.turn.buy_left = o.turn.symbols[3]; } };
    // A Score phase with nothing to score passes by itself (RULINGS.md §31).
    const settle = () => {
      if (o.end || (o.phase === 'Draw' && o.turn.draws_left > 0)) return;
      if (o.phase === 'Draw') o.phase = 'Score';
      const p = o.players[o.current]; const a = o.arcade !== null && o.arcade !== undefined ? set.arcade[o.arcade] : null;
      if (o.phase === 'Score' && Math.min(o.turn.symbols[2], p.credits, a ? a.high_score - p.scored : 0) <= 0) enterBuy();
    };
    for (let i = 0; i < events.length; i++) {
      if (this.skipped) return;
      const ev = events[i]; const kind = variant(ev); const e = payload(ev) || {};
      const drawnNext = kind === 'Reshuffled' && events[i + 1] && variant(events[i + 1]) === 'Played' && payload(events[i + 1]).drawn;
      if ((END_STEPS.has(kind) || (kind === 'Reshuffled' && !drawnNext)) && o.turn.in_play.length) {
        // The turn ends: the cards played go to the Discard Stack.
        const seat = o.current; const from = [...this.board.querySelectorAll('#in-play .acard')].map((x) => x.getBoundingClientRect());
        o.players[seat].discard.push(...o.turn.in_play); o.turn.in_play = []; enterBuy();
        this.draw(o);
        const dst = this.$(`#discard-${seat} .acard`);
        await Promise.all(from.map((r, j) => sleep(j * 60 * animSpeed()).then(() => this.flyCard(r, dst, 380))));
      }
      const p = e.seat !== undefined ? o.players[e.seat] : null;
      switch (kind) {
        case 'TurnBegins': {
          o.current = e.seat; o.turns = e.turn - 1; o.phase = 'Draw';
          o.turn = { in_play: [], symbols: o.arcade !== null && o.arcade !== undefined ? set.arcade[o.arcade].symbols.slice() : [0, 0, 0, 0], draws_left: 0, buy_left: 0, scored: 0, score_room: 0 };
          this.note = '';
          this.draw(o);
          await this.wait(250);
          break;
        }
        case 'Played': {
          const src = e.drawn ? this.rect(`#draw-${e.seat} .acard`)
            : this.rect(e.seat === this.me ? (this.$(`#my-hand [data-card="${e.card}"]`) || this.$(`#handspot-${e.seat}`)) : `#handspot-${e.seat}`);
          if (e.drawn) { p.draw_size = Math.max(0, p.draw_size - 1); o.turn.draws_left = Math.max(0, o.turn.draws_left - 1) + sym(e.card)[0]; } else {
            p.hand_size = Math.max(0, p.hand_size - 1);
            if (p.hand) { const j = p.hand.indexOf(e.card); if (j >= 0) p.hand.splice(j, 1); else p.hand.pop(); }
          }
          o.turn.in_play.push(e.card);
          o.turn.symbols = o.turn.symbols.map((v, j) => v + sym(e.card)[j]);
          if (!e.drawn) o.turn.draws_left = o.turn.symbols[0];
          this.draw(o);
          await this.flyCard(src, this.$('#in-play').lastElementChild, e.drawn ? 460 : 380);
          break;
        }
        case 'Reshuffled': {
          const src = this.rect(`#discard-${e.seat} .acard`);
          p.draw_size += e.cards; p.discard = [];
          this.note = t('anarcade-note-reshuffled', { name: this.name(e.seat) });
          this.draw(o);
          const back = h('span', { class: 'acard small back' });
          const dst = this.$(`#draw-${e.seat} .acard`);
          await Promise.all([0, 1, 2].map((j) => sleep(j * 90 * animSpeed()).then(() => this.flyCard(src, dst, 380, back))));
          break;
        }
        case 'StoppedDrawing': case 'OutOfCards':
          o.turn.draws_left = 0; o.phase = 'Score';
          this.note = kind === 'StoppedDrawing' ? t('anarcade-note-stopped', { n: e.left }) : t('anarcade-note-out-of-cards', { n: e.left });
          this.draw(o); await this.wait(500);
          break;
        case 'Earned': {
          const src = this.rect('#token-machine');
          p.credits += e.credits; o.token_machine -= e.credits; o.phase = 'Score'; settle();
          this.note = t('anarcade-note-earned', { n: e.credits });
          this.draw(o);
          await this.coins(src, this.$(`#credits-${e.seat}`), e.credits);
          break;
        }
        case 'Scored': {
          const src = this.rect(`#credits-${e.seat}`);
          p.credits -= e.credits; p.scored = e.total; o.turn.scored += e.credits; enterBuy();
          this.note = t(e.total === e.high_score ? 'anarcade-note-scored-aced' : 'anarcade-note-scored', { n: e.credits, total: e.total, high: e.high_score });
          this.draw(o);
          await this.coins(src, this.$(`#score-row-${e.seat} .track`), e.credits);
          if (e.total === e.high_score) this.$('#arcade').classList.add('aced');
          await this.wait(200);
          break;
        }
        case 'SkippedScore':
          enterBuy(); this.note = t('anarcade-note-score-nothing'); this.draw(o); await this.wait(350);
          break;
        case 'Bought': {
          const src = this.rect(`#stack-${e.stack} .acard`); const cSrc = this.rect(`#credits-${e.seat}`);
          const st = o.stacks.find((x) => x.kind === e.stack); const fin = final.stacks.find((x) => x.kind === e.stack);
          st.size = Math.max(0, st.size - 1);
          st.top = st.size && fin.size === st.size ? fin.top : null;
          if (st.cards) st.cards.pop();
          enterBuy();
          p.discard.push(e.card); p.credits -= e.credits; o.token_machine += e.credits; o.turn.buy_left = Math.max(0, o.turn.buy_left - e.buy);
          this.note = t('anarcade-note-bought', { card: nameOf(this.glossary, set.designs[e.card].name) });
          this.draw(o);
          await Promise.all([this.flyCard(src, this.$(`#discard-${e.seat} .acard`), 520), this.coins(cSrc, this.$('#token-machine'), e.credits)]);
          break;
        }
        case 'Aced': {
          const arcadeEl = this.$('#arcade');
          await this.celebrate(arcadeEl, t('anarcade-ace-burst'), this.colour(e.seat));
          const src = this.rect(arcadeEl); const scoreSrc = this.rect(`#score-row-${e.seat}`);
          // The winning Ace ends the game at once: the winner's Credits stay (RULINGS.md §19).
          const back = e.aces >= o.aces_to_win ? 0 : p.scored;
          p.aced.push(e.arcade); o.token_machine += back; p.scored -= back; o.arcade = null;
          this.note = t('anarcade-note-aced', { name: this.name(e.seat), arcade: nameOf(this.glossary, set.arcade[e.arcade].name) });
          this.draw(o);
          await Promise.all([this.flyCard(src, this.$(`#victory-${e.seat} [data-arcade="${e.arcade}"]`), 650), this.coins(scoreSrc, this.$('#token-machine'), back)]);
          break;
        }
        case 'ScoreReturned': {
          const src = this.rect(`#score-row-${e.seat}`);
          p.credits += e.credits; p.scored = 0;
          this.draw(o);
          await this.coins(src, this.$(`#credits-${e.seat}`), e.credits);
          break;
        }
        case 'NewArcade': {
          o.arcade = e.arcade; o.arcade_left = o.arcade_left.filter((x) => x !== e.arcade);
          this.note = t('anarcade-note-new-arcade', { arcade: nameOf(this.glossary, set.arcade[e.arcade].name) });
          this.draw(o);
          const el = this.$('#arcade');
          if (el && !this.skipped && animSpeed()) {
            const anim = el.animate([{ transform: 'perspective(600px) rotateY(90deg)' }, { transform: 'none' }], { duration: 500 * animSpeed(), easing: 'ease-out' });
            this.flying.add(anim); await anim.finished.catch(() => {}); this.flying.delete(anim);
          }
          break;
        }
        case 'ExcessReturned': {
          const src = this.rect(`#credits-${e.seat}`);
          p.credits -= e.credits; o.token_machine += e.credits;
          this.note = t('anarcade-note-excess', { n: e.credits });
          this.draw(o);
          await this.coins(src, this.$('#token-machine'), e.credits);
          break;
        }
        case 'HandDrawn': {
          const src = this.rect(`#draw-${e.seat} .acard`);
          const n = e.cards.length;
          p.hand_size = n; p.draw_size = Math.max(0, p.draw_size - n);
          if (!e.cards.includes(HIDDEN)) p.hand = e.cards.slice(); else if (p.hand) p.hand = null;
          this.draw(o);
          const back = h('span', { class: 'acard small back' });
          if (e.seat === this.me && p.hand) {
            const dsts = [...this.board.querySelectorAll('#my-hand .acard')];
            await Promise.all(dsts.map((d, j) => sleep(j * 90 * animSpeed()).then(() => this.flyCard(src, d, 420))));
          } else {
            const dst = this.$(`#handspot-${e.seat}`);
            await Promise.all(Array.from({ length: Math.min(n, 3) }, (_, j) => sleep(j * 90 * animSpeed()).then(() => this.flyCard(src, dst, 380, back))));
          }
          break;
        }
        case 'GameOver': {
          o.end = e.end; o.phase = 'Over'; this.note = '';
          this.draw(o);
          const w = endWinners(e.end);
          for (const seat of w) await this.celebrate(this.$(`#pboard-${seat}`), t('anarcade-king-banner'), this.colour(seat), 1800);
          break;
        }
        default: break;
      }
    }
    settle();
  }
}

export default AnarcadeUI;
