// @ts-check
// Robotanks (four robot tanks a player, each looping a hidden program of command cards)
// in the browser: the lobby's options form, the arena drawn as a hex map with its tanks,
// command posts and docks, the side panels (players, your hand, the Bank, the decision
// waiting), the controls of every phase, animations of the events, the log's seats,
// tanks, posts and cards drawn in their colours, and the end figures counted from the
// events. The table page, lobby and replay viewer around it are generic; the game's terms
// (the commands' names, codes and what they do, the colours, facings, the hexes' labels,
// the arena's edge) are the glossary the server sends (`this.glossary`, words.rs), and a
// tank's direct fire area is the observation's: this page keeps no copy of either. Every
// other word is a message of `locales/<lang>/robotanks.ftl`.
//
// Secrecy (RULINGS.md §40): the observation never holds a face-down card, not even the
// owner's. The only program cards this page names are the ones the owner placed this
// turn (from their own events), a Virus's rearrangement (for its firer) and a Scan's
// result (for the scanner): what a player at a table saw go down.
import { h, redrawInPlace, Refused, shortcutKey } from './dom.js';
import { BoardFrame, s, variant, payload, animSpeed } from './board.js';
import { BaseView } from './view.js';
import { joinRuns } from './panels.js';
import { t } from './i18n.js';
import { seatShownName } from './site.js';
import { slot, fill, thenList, andList } from './slots.js';

// ---- the pieces of the game --------------------------------------------------------------

/** The colours in the engine's order (a tank's id is colour * 4 + number − 1). */
export const COLOURS = ['Black', 'Yellow', 'White', 'Red'];
/** Pieces' colours on the dark map: Black is a dark grey ringed in steel blue. `text` is
 * the colour's word on a dark background. */
const PAL = {
  // Black on a dark board: a dark body ringed in steel blue, named in steel blue, so it
  // never reads as White (white body, near-white name).
  Black: { fill: '#1e2127', stroke: '#8fa3c8', ink: '#dfe6f3', text: '#9fb3d9', soft: 'rgba(143,163,200,.18)' },
  Yellow: { fill: '#f2c521', stroke: '#3b2f00', ink: '#1d1700', text: '#f5cd3c', soft: 'rgba(242,197,33,.18)' },
  White: { fill: '#eef1f5', stroke: '#2a2e35', ink: '#15171b', text: '#f4f6f9', soft: 'rgba(238,241,245,.15)' },
  Red: { fill: '#e2453f', stroke: '#3f0806', ink: '#ffffff', text: '#ff8079', soft: 'rgba(226,69,63,.2)' },
};

/** "3 cards", in the page's language. */
const cards = (n) => t('robotanks-cards', { n });
const tankColour = (tk) => COLOURS[tk >> 2];
const tankNumber = (tk) => (tk % 4) + 1;
const sameObj = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// ---- hex geometry, for drawing (hex.rs's layout, in pixels) -----------------------------------

const S = 26; // a hex's radius, centre to corner
const R3 = Math.sqrt(3);
const px = (x) => [S * R3 * (x.q + x.r / 2), S * 1.5 * x.r];
const hkey = (x) => `${x.q},${x.r}`;
function hexPoints(cx, cy, r = S) {
  const out = [];
  for (let i = 0; i < 6; i++) { const a = (Math.PI / 180) * (60 * i - 30); out.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`); }
  return out.join(' ');
}
/** A hex's column and row as the map is laid out (rows, odd rows shifted half a hex
 * right): where the edge's labels go. Their letters are the glossary's. */
const offsetOf = (x) => [x.q + (x.r - (x.r & 1)) / 2, x.r];
/** The hull's size in its hex, leaving the corners to its badges. */
const HULL = 0.78;
/** Where a tank's badges go, inside its hex: the six corners (18 from the centre), where
 * no barrel points. The bottom one holds the face-down count; OFF and face-up cards fill
 * the others, top first. */
const BADGE_SLOTS = (() => {
  const at = (deg) => [Number((18 * Math.cos((deg * Math.PI) / 180)).toFixed(1)), Number((18 * Math.sin((deg * Math.PI) / 180)).toFixed(1))];
  return { bottom: [0, 17], others: [at(-90), at(-30), at(-150), at(30), at(150)] };
})();
/** The facing in SVG degrees (counter-clockwise from east, y down). */
const angle = (f) => -60 * f;

// ---- the lobby ----------------------------------------------------------------------------

function endWinners(end) { return end ? (payload(end).winners || [payload(end).winner]) : []; }

let styled = false;
function injectStyle() {
  if (styled || typeof document === 'undefined') return;
  styled = true;
  document.head.append(h('style', { id: 'robotanks-css' }, STYLE));
}

export const RobotanksUI = {
  get watching() { return t('robotanks-watching'); },
  get replayNote() { return t('robotanks-replay-note'); },
  get scoreLabel() { return t('robotanks-score-label'); },

  /** The lobby's card: a Red robot tank on its hex, as the arena draws it, with its
   * program's face-down cards. @type {import('./types.js').GameCard} */
  card: {
    players: [2, 4],
    minutes: [30, 60],
    get pitch() { return t('robotanks-pitch'); },
    picture() {
      const pal = PAL.Red;
      const svg = s('svg', { viewBox: '0 0 80 80', width: 76, height: 76, class: 'game-picture', 'aria-hidden': 'true', focusable: 'false' });
      svg.append(s('polygon', { points: hexPoints(40, 40, 39), fill: '#2a2f38', stroke: '#3d4451', 'stroke-width': 2 }),
        s('polygon', { points: hexPoints(40, 40, 33), fill: pal.soft, stroke: pal.fill, 'stroke-width': 2 }),
        s('g', { transform: 'translate(40 40) rotate(-60)' },
          s('rect', { x: -17, y: -16.5, width: 32, height: 8.5, rx: 3, fill: '#1c1f25', stroke: pal.stroke, 'stroke-width': 1.2 }),
          s('rect', { x: -17, y: 8, width: 32, height: 8.5, rx: 3, fill: '#1c1f25', stroke: pal.stroke, 'stroke-width': 1.2 }),
          s('path', { d: 'M-15 -10 H9 L16.5 -3.8 V3.8 L9 10 H-15 Z', fill: pal.fill, stroke: pal.stroke, 'stroke-width': 1.8, 'stroke-linejoin': 'round' }),
          s('rect', { x: 4, y: -2.8, width: 19.5, height: 5.6, rx: 1.6, fill: '#1b1e24', stroke: pal.stroke, 'stroke-width': 1.2 }),
          s('circle', { cx: -1, r: 9, fill: pal.fill, stroke: pal.stroke, 'stroke-width': 1.8 })),
        s('text', { x: 39.6, y: 44, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 900, fill: pal.ink, 'font-family': 'system-ui, sans-serif' }, 1),
        // Its program: a stack of face-down command cards.
        ...[0, 1, 2].map((i) => s('rect', { x: 52 + i * 3, y: 54 - i * 3, width: 13, height: 17, rx: 2, fill: '#34457a', stroke: '#c9d4ff', 'stroke-width': 1 })));
      return /** @type {SVGSVGElement} */ (svg);
    },
  },

  /** The lobby's "how to play" in a few lines, with the rules a click away. */
  howTo() {
    injectStyle();
    return [
      h('p', {}, ...fill(t('robotanks-howto', { program: slot(0), deactivate: slot(1) }),
        [h('b', {}, t('robotanks-howto-program')), h('b', {}, t('robotanks-howto-deactivate'))])),
      h('p', {}, h('a', { href: '/rules/robotanks', target: '_blank' }, t('robotanks-howto-rules')), ' · ',
        h('a', { href: '/rulings/robotanks', target: '_blank' }, t('robotanks-howto-rulings')), ' ', t('robotanks-howto-rulings-note')),
    ];
  },

  // The form of rule options for the lobby.
  optionsForm(defaults, onPlayers) {
    injectStyle();
    const players = h('select', { id: 'players', 'aria-label': t('robotanks-players-label') }, ...[2, 3, 4].map((n) => h('option', { value: n }, t('robotanks-players-count', { n }))));
    players.value = String(defaults.players || 4);
    const first = h('select', { id: 'first-player', 'aria-label': t('robotanks-first-player-label') });
    const drawFirst = (v) => {
      first.replaceChildren(h('option', { value: '' }, t('robotanks-first-random')),
        ...Array.from({ length: Number(players.value) }, (_, i) => h('option', { value: i }, t('robotanks-first-seat', { n: i + 1 }))));
      first.value = v !== '' && v !== null && v !== undefined && Number(v) < Number(players.value) ? String(v) : '';
    };
    drawFirst(defaults.first_player ?? '');
    const colourNote = h('div', { class: 'option-note', id: 'rt-colour-note' });
    const drawNote = () => {
      const n = Number(players.value);
      colourNote.textContent = n === 4 ? t('robotanks-colours-4') : n === 3 ? t('robotanks-colours-3') : t('robotanks-colours-2');
    };
    drawNote();
    players.addEventListener('change', () => { drawFirst(first.value); drawNote(); onPlayers(Number(players.value)); });
    const check = (id, on, label, note, link) => {
      const box = h('input', { type: 'checkbox', id });
      box.checked = Boolean(on);
      return { box, row: h('div', {}, h('label', { class: 'row' }, box, label, link ? [' ', h('a', { href: link[0], target: '_blank', class: 'muted', title: t('robotanks-our-reading') }, link[1])] : null), h('div', { class: 'option-note' }, note)) };
    };
    const intro = check('rt-introductory', defaults.introductory, t('robotanks-introductory'), t('robotanks-introductory-note'), ['/rulings/robotanks#s6', '§6']);
    const hand = h('select', { id: 'rt-starting-hand', 'aria-label': t('robotanks-hand-label') },
      h('option', { value: 18 }, t('robotanks-hand-18')), h('option', { value: 12 }, t('robotanks-hand-12')));
    hand.value = String(defaults.starting_hand === 12 ? 12 : 18);
    const loss = check('rt-post-loss', defaults.post_loss === 3, t('robotanks-post-loss'), t('robotanks-post-loss-note'), ['/rulings/robotanks#s39', '§39']);
    const edges = check('rt-no-edges', defaults.fire_area_edges === false, t('robotanks-no-edges'), t('robotanks-no-edges-note'), ['/rulings/robotanks#s1', '§1']);
    const armor = check('rt-armor-bank', defaults.destroyed_armor_to_bank === true, t('robotanks-armor-bank'), t('robotanks-armor-bank-note'), ['/rulings/robotanks#s14', '§14']);
    const misdeal = check('rt-misdeal-neither', defaults.misdeal_needs_neither === true, t('robotanks-misdeal-neither'), t('robotanks-misdeal-neither-note'), ['/rulings/robotanks#s7', '§7']);
    // A turn limit of ours (RULINGS.md §44): the rulebook has none.
    const maxTurns = h('input', { id: 'rt-max-turns', type: 'number', min: 1, max: 4000, step: 1, value: defaults.max_turns || 400, class: 'num-input', 'aria-describedby': 'rt-max-turns-note' });
    onPlayers(Number(players.value));
    const element = h('div', { class: 'rt-options' },
      h('div', { class: 'row' }, players, first), colourNote,
      intro.row,
      h('details', { class: 'readings', open: true }, h('summary', { class: 'muted' }, t('robotanks-shorter-game')),
        h('p', { class: 'hint' }, t('robotanks-shorter-quote')),
        h('div', { class: 'row limit-row' }, h('label', { for: 'rt-starting-hand' }, t('robotanks-starting-hand')), hand,
          h('a', { href: '/rulings/robotanks#s39', target: '_blank', class: 'muted', title: t('robotanks-our-reading') }, '§39')),
        loss.row,
        h('div', { class: 'row limit-row' }, h('label', { for: 'rt-max-turns' }, t('robotanks-turn-limit')), maxTurns,
          h('span', { class: 'option-note inline', id: 'rt-max-turns-note' }, t('robotanks-turn-limit-note'), ' ',
            h('a', { href: '/rulings/robotanks#s44', target: '_blank', class: 'muted', title: t('robotanks-our-reading') }, '§44')))),
      h('details', { class: 'readings', open: true }, h('summary', { class: 'muted' }, t('robotanks-readings')),
        h('p', { class: 'hint' }, t('robotanks-readings-note'), ' ', h('a', { href: '/rulings/robotanks', target: '_blank' }, t('robotanks-readings-all')),
          ' · ', h('a', { href: '/rules/robotanks', target: '_blank' }, t('robotanks-readings-rules'))),
        edges.row, armor.row, misdeal.row));
    return {
      element,
      players: () => Number(players.value),
      options: () => {
        const o = JSON.parse(JSON.stringify(defaults));
        o.players = Number(players.value);
        o.first_player = first.value === '' ? null : Number(first.value);
        o.introductory = intro.box.checked;
        o.starting_hand = Number(hand.value);
        o.post_loss = loss.box.checked ? 3 : 2;
        o.fire_area_edges = !edges.box.checked;
        o.destroyed_armor_to_bank = armor.box.checked;
        o.misdeal_needs_neither = misdeal.box.checked;
        const turns = Number(maxTurns.value);
        if (!(Number.isInteger(turns) && turns >= 1 && turns <= 4000)) throw new Error(t('robotanks-turn-limit-error'));
        o.max_turns = turns;
        return o;
      },
    };
  },

  /** The rules a table plays by, in one line. */
  rulesLine(o, defaults) {
    const parts = [o.introductory ? t('robotanks-rules-introductory') : t('robotanks-rules-full')];
    parts.push(t('robotanks-rules-hands', { n: o.starting_hand }));
    if (o.post_loss === 3) parts.push(t('robotanks-rules-post-loss'));
    if (o.fire_area_edges === false) parts.push(t('robotanks-rules-no-edges'));
    if (o.destroyed_armor_to_bank) parts.push(t('robotanks-rules-armor-bank'));
    if (o.misdeal_needs_neither) parts.push(t('robotanks-rules-misdeal-neither'));
    if (o.custom_deck) parts.push(t('robotanks-rules-deck', { title: o.custom_deck.title || o.custom_deck.name }));
    if (o.custom_arena) parts.push(t('robotanks-rules-arena', { title: o.custom_arena.title || o.custom_arena.name }));
    if (defaults && o.max_turns !== defaults.max_turns) parts.push(t('robotanks-rules-max-turns', { n: o.max_turns }));
    return parts.join(' · ');
  },

  createView(root, ctx, you) {
    injectStyle();
    return new RobotanksView(root, ctx, you);
  },
};

// ---- the table -------------------------------------------------------------------------------

/** A step of the turn in words ("choosing a target"): after "—", and the phases' list. */
const stepWords = (step) => {
  switch (step) {
    case 'Setup': return t('robotanks-step-setup');
    case 'Deactivation': return t('robotanks-step-deactivation');
    case 'BankPick': return t('robotanks-step-bank-pick');
    case 'LookUp': return t('robotanks-step-look-up');
    case 'Programming': return t('robotanks-step-programming');
    case 'Execution': return t('robotanks-step-execution');
    case 'Target': return t('robotanks-step-target');
    case 'Transwarp': return t('robotanks-step-transwarp');
    case 'Drain': return t('robotanks-step-drain');
    case 'Scan': return t('robotanks-step-scan');
    case 'Virus': return t('robotanks-step-virus');
    case 'Over': return t('robotanks-step-over');
    default: return step;
  }
};
/** The cards' groups, in the glossary's order. */
const GROUPS = ['Turn', 'Move', 'DirectFire', 'IndirectFire', 'Special', 'Modifier'];
/** The phases of a turn, each named as its first step, with the steps in it. */
const PHASES = [['Deactivation', ['Deactivation', 'BankPick']], ['LookUp', ['LookUp']], ['Programming', ['Programming']],
  ['Execution', ['Execution', 'Target', 'Transwarp', 'Drain', 'Scan', 'Virus']]];

class RobotanksView extends BaseView {
  constructor(root, ctx, you) {
    super(root, ctx, you);
    this.tray = h('div', { class: 'dice-tray rt-tray', id: 'dice', 'aria-live': 'polite' });
    const trayRow = h('div', { class: 'rt-tray-row' }, this.tray);
    this.frame = new BoardFrame(root, { label: t('robotanks-arena-label'), extra: trayRow });
    // The zoom buttons go beside the dice tray, above the map: over it they hid a corner's
    // column and row labels.
    const zoom = root.board.querySelector('.zoom');
    if (zoom) trayRow.append(zoom);
    this.status = this.frame.status; this.svg = this.frame.svg;
    this.svg.classList.add('rt-map');
    this.frame.scrollBox.parentElement.classList.add('rt-board-area');
    this.info = h('div', { class: 'rt-info', id: 'tank-info' });
    this.frame.scrollBox.closest('.board-wrap').append(this.info);
    this.controls = h('div', { class: 'panel rt-controls', id: 'controls' });
    this.handBox = h('div', { class: 'panel', id: 'hand-panel' });
    this.playersBox = h('div', { class: 'panel', id: 'rt-players' });
    this.bankBox = h('div', { class: 'panel', id: 'bank-panel' });
    // A phone: the map fills the first screen and the decision lies below it, so while a
    // decision waits and its controls are out of sight a bar at the screen's foot says so
    // and takes the player there (and the controls end with a way back up to the map).
    this.jump = h('button', { class: 'rt-jump', id: 'jump-to-controls', hidden: true, onclick: () => this.controls.scrollIntoView({ behavior: 'smooth', block: 'start' }) });
    this.controlsSeen = false;
    if (typeof IntersectionObserver !== 'undefined') {
      // Seen: most of the controls, or half the screen of them (a long Look-Up) — their
      // heading alone at the screen's foot is not the decision in reach.
      new IntersectionObserver((es) => {
        const e = es[es.length - 1];
        this.controlsSeen = e.isIntersecting && e.intersectionRect.height >= Math.min(e.boundingClientRect.height * 0.6, window.innerHeight * 0.5);
        this.drawJump();
      }, { threshold: Array.from({ length: 21 }, (_, i) => i / 20) }).observe(this.controls);
    }
    root.side.append(this.controls, this.handBox, this.playersBox, this.bankBox, this.jump);
    this.mapKey = null; this.layers = null;
    this.hover = null; this.selected = null; this.bankOpen = true;
    // Each seat's colour, in seat order: from the deal's Colours event or an observation.
    this.seatColours = null;
    // Seats named in the log before their colours were known, painted once they are.
    this.unpainted = [];
    // Cards this seat placed on the tank it programs this turn ({tank, cards}), its scan.
    this.placed = null; this.scan = null;
    // The deal's cards chosen here, to keep or to set aside (`dealMode`), and
    // whether the computer's hand is being asked for ("Keep a suggested hand").
    this.picked = []; this.pickedKey = null; this.choosing = false;
    // The program composed in this page, not yet sent; whether leaving it empty is asked.
    this.stage = []; this.stageKey = null; this.confirmEmpty = false;
    // The Look-Up trade composed in this page ({give: card} and {take: card}, in the
    // order chosen, for Undo), not yet sent.
    this.trade = []; this.tradeKey = null;
    // What was staged when the controls were last drawn: a change takes a hint away.
    this.stagedSeen = null;
    // The decision the controls were last drawn for: another one shows from its top.
    this.controlsKey = null;
    this.trayItems = []; this.trayText = '';
    // The observation last drawn as the picture of its own (not a frame of an animation),
    // and the one an animation ended on: a picture no animation led to clears the tray.
    this.pictured = null; this.animatedTo = null;
    // Auto: the computer makes this seat's deal choices, one `suggest` and one `act` at a
    // time (autoAt: the seat's deal as it was when the last choice went, to wait for the
    // picture that shows it; a bucket keeps under the server's rate limit).
    this.auto = false; this.autoBusy = false; this.autoAt = null; this.autoTimer = null; this.autoRetried = false;
    this.autoBucket = { tokens: AUTO_BURST, at: Date.now() };
    this.keyHandler = (e) => this.onKey(e);
    if (ctx) document.addEventListener('keydown', this.keyHandler);
  }

  // ---- the game's terms (the glossary, words.rs) ------------------------------------------------

  /** A command's terms: its printed name, group, badge code, what it does and its place
   * in the rulebook's order; its engine name alone before the glossary comes. */
  card(c) {
    const g = this.glossary && this.glossary.cards && this.glossary.cards[c];
    return g || { name: String(c), group: 'Special', code: '?', does: '', order: 99 };
  }
  cardName(c) { return this.card(c).name; }
  /** Cards by name, "none" for none (quoted as the language quotes a card's name). */
  cardNames(list) { return list.length ? list.map((c) => t('robotanks-card-quoted', { card: this.cardName(c) })).join(', ') : t('robotanks-none'); }
  /** A facing's code ("NE"), words ("north-east") and arrow, by the engine's number. */
  facing(f) {
    const g = this.glossary && this.glossary.facings && this.glossary.facings[f];
    return g || { code: String(f), words: String(f), arrow: '' };
  }
  /** A hex as the map's edges label it and the log names it ("K7"). */
  hexLabel(x) {
    const g = this.glossary && this.glossary.hexes;
    return (g && g[hkey(x)]) || `(${x.q},${x.r})`;
  }
  /** A colour's word. */
  colourWord(c) { return (this.glossary && this.glossary.colours && this.glossary.colours[c]) || String(c); }
  /** A tank's name ("Red 3"), as the observation gives it. */
  /** A tank in the reader's words ("Чёрный 1"): its colour from the glossary and its number,
   * never the engine's English name. */
  tankName(id, _o = null) { return `${this.colourWord(tankColour(id))} ${tankNumber(id)}`; }
  /** A tank or a command post, in words. */
  objName(obj, o = this.currentObs()) { return variant(obj) === 'Tank' ? this.tankName(payload(obj), o) : t('robotanks-post-name', { post: payload(obj) }); }

  /** The same card once with its count, in the rulebook's order (as hands and the Bank
   * are sorted). */
  tally(list) {
    const m = new Map();
    for (const c of list || []) m.set(c, (m.get(c) || 0) + 1);
    return [...m].sort((a, b) => this.card(a[0]).order - this.card(b[0]).order);
  }
  /** A card as a chip: its group's colour, a short code, the printed name, a count. */
  chip(cmd, { n = 1, count = false, tag = 'span', attrs = {}, cls = '', extra = null } = {}) {
    const c = this.card(cmd);
    const group = (this.glossary && this.glossary.groups && this.glossary.groups[c.group]) || c.group;
    return h(tag, { class: `rt-chip g-${c.group} ${cls}`, title: t('robotanks-chip-title', { name: c.name, group, does: c.does }), 'data-card': cmd, ...attrs },
      h('span', { class: 'rt-code', 'aria-hidden': 'true' }, c.code), h('span', { class: 'rt-cname' }, c.name),
      n > 1 || count ? h('span', { class: 'rt-n' }, `×${n}`) : null, extra);
  }
  chips(list, opts = {}) { return h('div', { class: 'rt-chips', ...opts }, ...this.tally(list).map(([c, n]) => this.chip(c, { n }))); }

  // ---- seats and colours --------------------------------------------------------------------

  /** A seat as the banner names it: by its colour ("Red — Ann"; short: "Red"). */
  seatLabel(seat, short = false) {
    const c = this.colourOf(seat);
    if (!c) return null;
    // The colour tells seats apart: no "(P3)" after a name two seats share.
    const name = this.nameBeside(seat, c);
    return short || !name ? this.colourWord(c) : `${this.colourWord(c)} — ${name}`;
  }
  /** A seat's name to show beside its colour's word: none where it only repeats the
   * colour (a lesson names its opponent "Red"). */
  nameBeside(seat, c) {
    const name = this.table && this.table.seats[seat] ? seatShownName(this.table.seats[seat]) : null;
    return name && name.toLowerCase() !== this.colourWord(c).toLowerCase() ? name : null;
  }
  colourOf(seat) { return this.seatColours ? this.seatColours[seat] : null; }
  /** A seat's swatch colour (the seats panel's). */
  colour(seat) { const c = this.colourOf(seat); return c ? (c === 'Black' ? '#555b66' : PAL[c].fill) : '#888'; }
  seatOf(colour) { return this.seatColours ? this.seatColours.indexOf(colour) : -1; }
  /** The seats' colours, once known; the log's seats named before are painted now. */
  learnColours(colours) {
    if (!colours || !colours.length) return;
    this.seatColours = colours.slice();
    for (const { node, seat } of this.unpainted.splice(0)) {
      const c = this.colourOf(seat);
      if (c) node.classList.add(`c-${c}`);
    }
  }
  /** A colour's word with its swatch. */
  cword(colour, text = this.colourWord(colour), title = null) {
    return h('bdi', { class: `rt-c c-${colour}`, title }, text);
  }
  /** A player: the colour and the seat's name ("Black (you)" for oneself; the colour
   * alone where the name only repeats it). */
  who(seat) {
    const c = this.colourOf(seat);
    if (!c) return h('bdi', { class: 'who name' }, this.name(seat));
    if (seat === this.me) return h('span', { class: 'rt-who' }, this.cword(c, this.colourWord(c), this.name(seat)), ' ', h('span', { class: 'muted' }, t('robotanks-you')));
    const name = this.nameBeside(seat, c);
    if (!name) return h('span', { class: 'rt-who' }, this.cword(c));
    return h('span', { class: 'rt-who' }, this.cword(c), ' ', h('bdi', { class: 'name' }, this.name(seat)));
  }

  // ---- the log, the seat's story, the end ----------------------------------------------------

  /** A span of the log drawn as the board shows it: a tank or a command post in its
   * colour with the tank mark, a player by their colour's word (their name as its
   * tooltip), a card with what it does as its tooltip. The words are the server's. */
  logSpan(span) {
    const piece = span.piece;
    if (typeof piece === 'number' && COLOURS[piece >> 2]) return this.cword(tankColour(piece), span.text);
    if (piece && typeof piece === 'object' && COLOURS.includes(piece.Post)) return this.cword(piece.Post, span.text);
    if (span.seat !== undefined && span.seat !== null && (piece === undefined || piece === null)) {
      const c = this.colourOf(span.seat);
      if (c) return this.cword(c, span.text, this.name(span.seat));
      // Before the colours are known (a long game's story starts mid-game): painted later.
      const node = h('bdi', { class: 'rt-c', title: this.name(span.seat) }, span.text);
      this.unpainted.push({ node, seat: span.seat });
      return node;
    }
    if (span.card !== undefined && span.card !== null) {
      const c = this.card(span.card);
      return h('span', { class: 'rt-card', title: t('robotanks-card-does', { card: c.name, does: c.does }) }, span.text);
    }
    return null;
  }

  /** The seat's story so far, given on (re)connecting: its colours, and what it knows
   * from its own events — the cards it placed this turn, a scan's result. */
  recall(steps) {
    this.placed = null; this.scan = null;
    for (const step of steps || []) this.track(step.events || []);
  }

  /** What this seat knows from its own events: the seats' colours (the deal's), the
   * cards it placed this turn (named to it alone), what its scan showed. */
  track(events) {
    for (const ev of events) {
      const k = variant(ev); const e = payload(ev) || {};
      if (k === 'Colours' && !this.seatColours) this.learnColours(e.colours);
      if (k === 'TurnBegins') { this.placed = null; this.scan = null; }
      // A tank deactivated: its new program starts; the cards go on it one by one, named
      // only to the seat that placed them.
      if (k === 'Deactivated') this.placed = { tank: e.tank, cards: [] };
      if (k === 'Programmed' && e.card && e.seat === this.me && this.placed && this.placed.tank === e.tank) this.placed.cards.push(e.card);
      if (k === 'Scanned' && e.face_down && e.by === this.me) this.scan = { tank: e.tank, cards: e.face_down };
    }
  }

  /** The end in figures, counted from the events: each player's cards in hand at the end,
   * tanks left, hits on their command post (and by them), and whether they are out. */
  endSummary(steps, table) {
    const n = table.seats.length;
    let colours = this.seatColours || [];
    const wrecked = {}; const hits = {}; const made = {}; const out = {};
    let turns = 0;
    for (const c of COLOURS) { wrecked[c] = new Set(); hits[c] = 0; made[c] = 0; out[c] = false; }
    for (const step of steps) {
      for (const ev of step.events || []) {
        const k = variant(ev); const e = payload(ev) || {};
        if (k === 'Colours') colours = e.colours;
        else if (k === 'TurnBegins') turns += 1;
        else if (k === 'Wrecked') wrecked[tankColour(e.tank)].add(e.tank);
        else if (k === 'Drained') { hits[e.post] += 1; if (colours[e.by]) made[colours[e.by]] += 1; }
        else if (k === 'Eliminated' && colours[e.seat]) out[colours[e.seat]] = true;
      }
    }
    const o = table.outcome;
    const rows = Array.from({ length: n }, (_, seat) => {
      const c = colours[seat];
      const won = o && o.winners.includes(seat);
      const name = (table.seats[seat] && seatShownName(table.seats[seat])) || t('robotanks-player-n', { n: seat + 1 });
      return h('tr', {},
        // The colour tells the seats apart: the bare name, never "(P2)" after it.
        h('td', {}, c ? this.cword(c) : '', ' ', h('bdi', { class: 'name' }, name)),
        h('td', {}, o ? String(o.scores[seat]) : '—'),
        h('td', {}, c ? String(4 - wrecked[c].size) : '—'),
        h('td', {}, c ? String(hits[c]) : '—'),
        h('td', {}, c ? String(made[c]) : '—'),
        h('td', {}, c && out[c] ? h('span', { class: 'tag' }, t('robotanks-end-out')) : won ? h('span', { class: 'tag ok' }, t('robotanks-end-won')) : t('robotanks-end-in')));
    });
    return h('div', { class: 'end-summary rt-end', id: 'end-summary' },
      h('div', { class: 'hint' }, t('robotanks-end-turns', { n: turns })),
      h('table', { class: 'players end-table' },
        h('tr', {}, h('th', {}, t('robotanks-end-player')), h('th', {}, t('robotanks-end-cards')), h('th', {}, t('robotanks-end-tanks')), h('th', { title: t('robotanks-end-suffered-title') }, t('robotanks-end-suffered')),
          h('th', { title: t('robotanks-end-made-title') }, t('robotanks-end-made')), h('th', {}, t('robotanks-end-at-end'))),
        ...rows));
  }

  // ---- the frame the page drives (the rest is BaseView's) ---------------------------------------

  fit() { this.frame.fit(360); }
  animates(events) { return Boolean(events && events.length && this.obs && animSpeed() && events.some((e) => ANIMATED.has(variant(e)))); }

  /** The seats' colours are the observation's from the moment it arrives: the seats
   * panel and the log name seats by colour while the board still plays what led to it. */
  show(obs, legal, events) {
    if (obs && obs.players) this.learnColours(obs.players.map((p) => p.colour));
    return super.show(obs, legal, events);
  }

  /** A refusal, shown; Auto stops at one. */
  error(e) {
    if (this.auto) { this.auto = false; this.autoAt = null; clearTimeout(this.autoTimer); }
    super.error(e);
  }

  /** The deal is everyone's at once: another player's choice on its way leaves this
   * seat's deal controls as they stand (still its own), so nothing under the player
   * flickers or moves while they choose. */
  freeze() {
    if (this.dealLeft() && !this.sending && !this.choosing && !this.auto) return;
    super.freeze();
  }

  /** Not while the computer's hand is being asked for: its answer is sent next. */
  mine() { return super.mine() && !this.choosing; }

  /** Why a hinted program of one card, or a first program (one card a tank), in the
   * glossary's words: what the card does ("Forward 2: two hexes forward; …"); the deal's
   * cards set aside, where the marked button takes them all. Other decisions are left
   * plain.
   * @param {import('./types.js').Suggestion} sug */
  hintWhy(sug) {
    const first = (sug.actions || [sug.action])[0];
    if (first && variant(first) === 'Discard' && this.obs && this.obs.phase === 'Setup') return t('robotanks-hint-keep-suggested');
    // A first program is one card on one tank: what the card marked does.
    if (first && variant(first) === 'Program' && this.obs && this.obs.phase === 'Setup') {
      const c = this.card(payload(first));
      return c.does ? t('robotanks-card-does', { card: c.name, does: c.does }) : null;
    }
    const cards = [...new Set((sug.actions || [sug.action]).filter((a) => variant(a) === 'Program').map((a) => payload(a)))];
    if (cards.length !== 1) return null;
    const c = this.card(cards[0]);
    return c.does ? t('robotanks-card-does', { card: c.name, does: c.does }) : null;
  }

  /** A deal's hint, its first programs each on its own tank ("Set aside Back 2, then
   * Armor as the first program of Black 1, then Turn 60° Right as the first program of
   * Black 2 …"): said one by one, each was named for the tank still to choose, Black 1
   * four times. Other decisions: null (their own words).
   * @param {any[]} actions @param {string[]} words */
  hintSaid(actions, words) {
    const o = this.obs; const p = o && this.me !== null ? o.players[this.me] : null;
    if (!o || !p || o.step !== 'Setup' || !actions.some((a) => variant(a) === 'Program')) return null;
    let tank = COLOURS.indexOf(p.colour) * 4 + p.initial_chosen;
    const said = actions.map((a, i) => (variant(a) === 'Program' ? t('robotanks-hint-first-program', { card: this.cardName(payload(a)), tank: this.tankName(tank++, o) }) : words[i]));
    return thenList(joinRuns(said));
  }

  /** A suggestion in the words of the controls that make it (the page shows it so): "Set
   * aside Back 2", not the notation's "discard Back 2". Said so when the page has already
   * staged it (cards chosen here are not yet the server's). */
  hintWords(sug) {
    const a = sug.action; const k = variant(a); const v = payload(a); const o = this.obs;
    if (!o) return sug.text;
    const name = (c) => this.cardName(c);
    const p = this.me !== null ? o.players[this.me] : null;
    const held = (c) => (p && p.hand ? p.hand.filter((x) => x === c).length : 0);
    const count = (list, c) => list.filter((x) => x === c).length;
    const step = o.step;
    switch (k) {
      case 'Discard': return t('robotanks-hint-set-aside', { card: name(v) });
      case 'Program':
        if (step === 'Setup') return p ? t('robotanks-hint-first-program', { card: name(v), tank: this.tankName(COLOURS.indexOf(p.colour) * 4 + p.initial_chosen, o) }) : name(v);
        if (step === 'Programming' && count(this.stage, v) >= held(v) && held(v)) return t('robotanks-hint-place-again', { card: name(v) });
        return t('robotanks-hint-place', { card: name(v) });
      case 'Deactivate': return t('robotanks-hint-deactivate', { n: v });
      case 'Give': return count(this.trade.filter((x) => x.give).map((x) => x.give), v) >= held(v) && held(v)
        ? t('robotanks-hint-give-again', { card: name(v) }) : t('robotanks-hint-give', { card: name(v) });
      case 'Take': return step === 'LookUp' ? t('robotanks-hint-take-bank', { card: name(v) }) : t('robotanks-hint-take', { card: name(v) });
      case 'Keep': return t('robotanks-hint-keep', { card: name(v) });
      case 'Target': return t('robotanks-hint-target', { target: this.objName(v, o) });
      case 'Warp': return t('robotanks-hint-warp', { tank: this.tankName(v, o) });
      case 'Scan': return t('robotanks-hint-scan', { tank: this.tankName(v, o) });
      default: break;
    }
    if (a === 'Roll') return t('robotanks-roll');
    if (a === 'Pass') return t('robotanks-pass');
    if (a === 'Misdeal') return t('robotanks-misdeal');
    if (a === 'Done') {
      if (step === 'Virus') return t('robotanks-done');
      const tk = o.deactivated !== null && o.deactivated !== undefined ? o.tanks[o.deactivated] : null;
      // Cards the hint itself places first count as placed.
      const placedFirst = (sug.actions || []).some((x) => variant(x) === 'Program');
      return (tk && tk.face_down) || this.stage.length || placedFirst ? t('robotanks-confirm-program') : t('robotanks-hint-leave-empty');
    }
    return sug.text;
  }

  /** What is composed here and not yet sent, as the actions it will be: a program's
   * cards, a trade's cards given. (The deal's cards chosen to keep are no actions: what
   * is sent is the rest, set aside.) */
  staged() {
    return [...(this.stage || []).map((c) => ({ Program: c })),
      ...(this.trade || []).filter((x) => x.give !== undefined).map((x) => ({ Give: x.give }))];
  }

  /** The control of `action` among the decision's controls, by its id. */
  hintTarget(action) {
    const k = variant(action); const v = payload(action);
    // The deal's hand: the computer's cards to set aside are what "Keep a suggested hand"
    // sends, whichever of them the hint names.
    const me = this.obs && this.me !== null ? this.obs.players[this.me] : null;
    if (action !== 'Misdeal' && this.obs && this.obs.phase === 'Setup' && me && me.to_set_aside > 0) return 'keep-suggested';
    if (action === 'Roll') return 'roll';
    if (action === 'Pass') return 'pass';
    if (action === 'Misdeal') return 'misdeal';
    if (action === 'Done') return this.obs && this.obs.step === 'Programming' && !this.stage.length && !(this.obs.deactivated !== null && this.obs.tanks[this.obs.deactivated]?.face_down) ? 'leave-empty' : 'done';
    if (k === 'Program') return this.obs && this.obs.step === 'Virus' ? `virus-${v}` : `program-${v}`;
    const ids = { Discard: 'discard', Deactivate: 'deactivate', Take: 'take', Keep: 'keep', Warp: 'warp', Scan: 'scan' };
    return ids[k] ? `${ids[k]}-${v}` : null;
  }

  // ---- Auto: the computer makes the rest of this seat's deal ---------------------------------

  /** Whether this seat still has deal choices to make: cards to set aside, first programs. */
  dealLeft(o = this.obs) {
    if (!o || o.end || o.phase !== 'Setup' || this.me === null || !this.ctx) return false;
    const p = o.players[this.me];
    return Boolean(p && p.hand) && (p.to_set_aside > 0 || p.initial_chosen < 4);
  }

  dealKey(o) {
    const p = o.players[this.me];
    return JSON.stringify([p.hand, p.to_set_aside, p.initial_chosen]);
  }

  toggleAuto() {
    clearTimeout(this.autoTimer);
    if (this.auto) { this.auto = false; this.autoAt = null; this.draw(); return; }
    if (!this.ctx || !this.ctx.suggest || !this.dealLeft()) return;
    this.auto = true; this.autoAt = null; this.autoRetried = false; this.message = '';
    // A whole hand chosen here (every card to keep, or to set aside) is the player's
    // choice: it goes first, and the computer chooses the rest (a choice short of a hand
    // is left to it).
    const p = this.obs.players[this.me];
    if (p.to_set_aside > 0 && this.pickedFull() && this.mine()) { this.autoAt = this.dealKey(this.obs); this.sendKeep(); return; }
    this.picked = [];
    this.draw();
    this.autoStep();
  }

  /** Milliseconds to wait before `n` more messages may go: the server allows 30 at once
   * and 10 a second; Auto keeps to 24 and 8. */
  autoWait(n = 2) {
    const b = this.autoBucket; const now = Date.now();
    b.tokens = Math.min(AUTO_BURST, b.tokens + ((now - b.at) * AUTO_PER_SECOND) / 1000); b.at = now;
    if (b.tokens >= n) { b.tokens -= n; return 0; }
    return Math.ceil(((n - b.tokens) * 1000) / AUTO_PER_SECOND);
  }

  /** The cards the computer would set aside from this seat's deal, all of them: asked of
   * the server (`suggest`, the game's easy player for this seat) a dozen at a time, each
   * time from the ones already chosen. Rejects where it would rather declare a misdeal
   * (that is the player's to choose). @returns {Promise<string[]>} */
  async suggestHand() {
    const p = this.obs.players[this.me];
    const need = p.to_set_aside;
    const discards = [];
    while (discards.length < need) {
      const s = await this.ctx.suggest(discards.map((c) => ({ Discard: c })));
      const before = discards.length;
      for (const a of s.actions && s.actions.length ? s.actions : [s.action]) {
        if (variant(a) !== 'Discard' || discards.length >= need) break;
        discards.push(payload(a));
      }
      if (discards.length === before) throw new Refused({ code: 'yours', message: t('robotanks-auto-yours', { choice: s.text }) });
    }
    return discards;
  }

  /** How many `suggest` messages the computer's hand takes. */
  handAsks() {
    const p = this.obs && this.me !== null ? this.obs.players[this.me] : null;
    return p ? Math.max(1, Math.ceil(p.to_set_aside / SUGGEST_MOST)) : 1;
  }

  /** "Keep a suggested hand": the computer's choice of the cards to keep, sent at once
   * (the rest set aside, as the engine's actions go). */
  keepSuggested() {
    if (!this.ctx || !this.ctx.suggest || !this.mine() || !this.dealLeft()) return;
    const key = this.dealKey(this.obs);
    this.choosing = true; this.message = '';
    this.redraw();
    this.suggestHand().then((discards) => {
      this.choosing = false;
      // The deal changed meanwhile (a misdeal): its cards are to be chosen again.
      if (!this.obs || !this.dealLeft() || this.dealKey(this.obs) !== key) { this.redraw(); return; }
      this.picked = [];
      this.act(discards.map((c) => ({ Discard: c })));
    }, (e) => { this.choosing = false; this.error(e); });
  }

  /** One deal choice made as the computer would — the whole hand kept, or one first
   * program — asked of the server and sent. Runs again when the picture shows it, until
   * this seat's deal is done or Auto is pressed again. */
  autoStep() {
    if (!this.auto || this.autoBusy) return;
    if (!this.dealLeft()) { this.auto = false; this.autoAt = null; if (!this.animating && this.obs) this.draw(); return; }
    if (this.autoAt !== null && this.autoAt === this.dealKey(this.obs)) return; // its picture is on its way
    if (this.animating || this.frozen || !this.legal.length) return;
    const hand = this.obs.players[this.me].to_set_aside > 0;
    const wait = this.autoWait(hand ? this.handAsks() + 1 : 2);
    if (wait > 0) { clearTimeout(this.autoTimer); this.autoTimer = setTimeout(() => this.autoStep(), wait); return; }
    this.autoBusy = true;
    const key = this.dealKey(this.obs);
    const again = (ms) => { this.autoBusy = false; clearTimeout(this.autoTimer); this.autoTimer = setTimeout(() => this.autoStep(), ms); };
    const stop = (refusal) => { this.autoBusy = false; this.auto = false; this.autoAt = null; if (refusal) this.error(refusal); else if (!this.animating) this.draw(); };
    // The server's pace (it allows so many messages a second): wait, then go on.
    const tooFast = (e) => e && (e.code === 'rate_limited' || e.code === 'too_many');
    // Auto plays the deal only: anything else (a misdeal) is the player's to choose.
    const choice = hand ? this.suggestHand().then((cards) => cards.map((c) => ({ Discard: c })))
      : this.ctx.suggest().then((s) => {
        if (variant(s.action) !== 'Program') throw new Refused({ code: 'yours', message: t('robotanks-auto-yours', { choice: s.text }) });
        return [s.action];
      });
    choice.then((actions) => {
      if (!this.auto) { stop(null); return; }
      this.autoAt = key;
      this.ctx.act(actions).then(() => { this.autoBusy = false; this.autoRetried = false; this.autoStep(); }, (e) => {
        this.autoAt = null;
        // Too fast, or the table moved on meanwhile (another player's misdeal): once more.
        if (tooFast(e)) again(1000);
        else if (!this.autoRetried) { this.autoRetried = true; again(300); } else stop(e);
      });
    }, (e) => {
      if (tooFast(e)) again(1000);
      else stop(e);
    });
  }

  /** The button that starts and stops Auto. */
  autoButton() {
    return h('button', { id: 'auto-deal', class: `rt-auto${this.auto ? ' on' : ''}`, 'aria-pressed': this.auto ? 'true' : 'false',
      title: this.auto ? t('robotanks-auto-stop-title') : t('robotanks-auto-start-title'), onclick: () => this.toggleAuto() },
    t('robotanks-auto'), h('span', { class: 'rt-sub' }, ` ${this.auto ? t('robotanks-auto-on') : t('robotanks-auto-off')}`));
  }

  /** The controls while Auto makes the deal: where it stands, and the button to stop. */
  autoControls(o) {
    const p = o.players[this.me];
    const now = p.to_set_aside > 0 ? t('robotanks-auto-progress-hand', { n: p.hand.length - p.to_set_aside }) : t('robotanks-auto-progress-programs', { n: p.initial_chosen });
    return [h('h3', {}, t('robotanks-auto-heading')),
      h('p', { id: 'auto-progress' }, now),
      (p.initial || []).length ? h('div', { class: 'hint' }, `${t('robotanks-chosen')} `, ...(p.initial || []).map((c, i) => h('span', { class: 'rt-slot' }, `${i + 1}: `, this.chip(c)))) : null,
      h('div', { class: 'row' }, this.autoButton())];
  }

  /** Keys: R roll, 1–4 deactivate, P pass, Enter confirms the program composed (or the
   * trade, or keeps the hand chosen), Backspace takes the last card back. */
  onKey(e) {
    if (!this.svg.isConnected) { document.removeEventListener('keydown', this.keyHandler); return; }
    if (e.ctrlKey || e.metaKey || e.altKey || !this.obs) return;
    const tag = e.target && e.target.tagName;
    if (['INPUT', 'SELECT', 'TEXTAREA'].includes(tag)) return;
    if (e.key === 'Enter' && ['BUTTON', 'A', 'SUMMARY'].includes(tag)) return;
    if (!this.mine()) return;
    const k = shortcutKey(e); const step = this.obs.step;
    let l = null;
    if (step === 'Deactivation') {
      if (k === 'r') l = this.legalWhere((a) => a === 'Roll');
      else if (['1', '2', '3', '4'].includes(k)) l = this.legalWhere((a) => variant(a) === 'Deactivate' && payload(a) === Number(k));
    } else if (step === 'LookUp') {
      if (k === 'p' && !this.trade.length) l = this.legalWhere((a) => a === 'Pass');
      if (k === 'enter') { e.preventDefault(); this.sendTrade(); return; }
      if (k === 'backspace' && this.trade.length) { e.preventDefault(); this.trade.pop(); this.drawControls(this.obs); return; }
    }
    else if (step === 'Programming') {
      // Enter confirms a program composed here, never an empty one (that wrecks the tank).
      if (k === 'enter') { e.preventDefault(); if (!this.confirmEmpty) this.sendProgram(); return; }
      if (k === 'backspace' && this.stage && this.stage.length) { e.preventDefault(); this.stage.pop(); this.drawControls(this.obs); return; }
      if (k === 'escape' && this.confirmEmpty) { e.preventDefault(); this.confirmEmpty = false; this.drawControls(this.obs); return; }
    } else if (step === 'Virus' && k === 'enter') l = this.legalWhere((a) => a === 'Done');
    else if (step === 'Setup' && this.obs.players[this.me].to_set_aside > 0) {
      // The deal's hand: Enter keeps the cards chosen (all of them chosen), Backspace puts
      // the last one back.
      if (k === 'enter' && this.pickedFull()) { e.preventDefault(); this.sendKeep(); return; }
      if (k === 'backspace' && this.picked.length) { e.preventDefault(); this.picked.pop(); this.drawControls(this.obs); return; }
    }
    if (l) { e.preventDefault(); this.act([l.action]); }
  }

  // ---- the map ------------------------------------------------------------------------------

  ensureMap(o) {
    const a = o.arena;
    // The glossary labels the hexes and gives the edge: a map drawn before it came is drawn again.
    const key = `${a.name}/${a.floor.length}/${a.walls.length}/${JSON.stringify(a.command_posts)}/${this.glossary ? 'terms' : ''}`;
    if (key === this.mapKey) return;
    this.mapKey = key;
    // The arena's edge, the wall all round it (the glossary's: hexes just beyond the map).
    const edge = ((this.glossary && this.glossary.edge) || []).map(([q, r]) => ({ q, r }));
    // The edge walls show half a hex deep, so the arena itself takes the room.
    const all = [...a.floor, ...a.walls].map(px);
    const m = S * 1.45;
    const minX = Math.min(...all.map((p) => p[0])) - m; const maxX = Math.max(...all.map((p) => p[0])) + m;
    const minY = Math.min(...all.map((p) => p[1])) - m; const maxY = Math.max(...all.map((p) => p[1])) + m;
    this.svg.setAttribute('viewBox', `${minX.toFixed(1)} ${minY.toFixed(1)} ${(maxX - minX).toFixed(1)} ${(maxY - minY).toFixed(1)}`);
    this.svg.replaceChildren();
    const defs = s('defs', {},
      s('pattern', { id: 'rt-brick', width: 14, height: 8, patternUnits: 'userSpaceOnUse' },
        s('rect', { width: 14, height: 8, fill: '#66707e' }),
        s('path', { d: 'M0 0.5 H14 M0 4.5 H14 M3.5 0.5 V4.5 M10.5 4.5 V8', stroke: '#838d9b', 'stroke-width': 0.9 })),
      s('pattern', { id: 'rt-brick-dark', width: 14, height: 8, patternUnits: 'userSpaceOnUse' },
        s('rect', { width: 14, height: 8, fill: '#454b56' }),
        s('path', { d: 'M0 0.5 H14 M0 4.5 H14 M3.5 0.5 V4.5 M10.5 4.5 V8', stroke: '#575e6a', 'stroke-width': 0.9 })),
      s('radialGradient', { id: 'rt-glow' }, s('stop', { offset: '0%', 'stop-color': '#fff7c2' }), s('stop', { offset: '45%', 'stop-color': '#ffb000', 'stop-opacity': 0.85 }), s('stop', { offset: '100%', 'stop-color': '#ff5a1f', 'stop-opacity': 0 })));
    const ground = s('g', { id: 'rt-ground' });
    for (const x of edge) { const [cx, cy] = px(x); ground.append(s('polygon', { points: hexPoints(cx, cy), fill: 'url(#rt-brick-dark)', stroke: '#2a2e35', 'stroke-width': 1 })); }
    for (const x of a.floor) {
      const [cx, cy] = px(x);
      ground.append(s('polygon', { points: hexPoints(cx, cy), fill: '#2a2f38', stroke: '#3d4451', 'stroke-width': 1, class: 'rt-floor' }, s('title', {}, t('robotanks-hex-floor', { hex: this.hexLabel(x) }))));
    }
    for (const x of a.walls) {
      const [cx, cy] = px(x);
      ground.append(s('g', { class: 'rt-wall' }, s('title', {}, t('robotanks-hex-wall', { hex: this.hexLabel(x) })),
        s('polygon', { points: hexPoints(cx, cy), fill: 'url(#rt-brick)', stroke: '#23262c', 'stroke-width': 1.5 }),
        s('polygon', { points: hexPoints(cx, cy, S * 0.72), fill: 'none', stroke: '#9aa3b0', 'stroke-width': 1, opacity: 0.5 })));
    }
    // The columns' letters above and below the map, the rows' numbers at either side,
    // on the edge wall: the log names hexes so. The letters are the glossary's.
    const labels = s('g', { id: 'rt-labels', 'aria-hidden': 'true' });
    const inside = [...a.floor, ...a.walls];
    const label = (x, y, text, title) => labels.append(s('text', { x: x.toFixed(1), y: y.toFixed(1), 'text-anchor': 'middle', 'dominant-baseline': 'central', class: 'rt-label' }, s('title', {}, title), text));
    const cols = new Map(); const rows = new Map();
    for (const x of inside) {
      const [col, row] = offsetOf(x); const [cx, cy] = px(x);
      const c = cols.get(col) || { top: Infinity, bottom: -Infinity };
      if (cy < c.top) { c.top = cy; c.topX = cx; }
      if (cy > c.bottom) { c.bottom = cy; c.bottomX = cx; }
      cols.set(col, c);
      const r = rows.get(row) || { left: Infinity, right: -Infinity, y: cy };
      r.left = Math.min(r.left, cx); r.right = Math.max(r.right, cx);
      rows.set(row, r);
    }
    const letters = (this.glossary && this.glossary.columns) || [];
    const note = (this.glossary && this.glossary.columns_note) || '';
    for (const [col, c] of cols) {
      if (col < 0 || !letters[col]) continue;
      const title = note ? t('robotanks-column-note', { letter: letters[col], note }) : t('robotanks-column', { letter: letters[col] });
      label(c.topX, c.top - S * 1.05, letters[col], title); label(c.bottomX, c.bottom + S * 1.05, letters[col], title);
    }
    for (const [row, r] of rows) { if (row < 0) continue; label(r.left - S * 1.2, r.y, row + 1, t('robotanks-row', { n: row + 1 })); label(r.right + S * 1.2, r.y, row + 1, t('robotanks-row', { n: row + 1 })); }
    ground.append(labels);
    this.layers = { docks: s('g', { id: 'rt-docks' }), area: s('g', { id: 'rt-area' }), next: s('g', { id: 'rt-next' }), posts: s('g', { id: 'rt-posts' }), pieces: s('g', { id: 'rt-pieces' }), fx: s('g', { id: 'rt-fx' }), pick: s('g', { id: 'pick' }) };
    defs.append(s('marker', { id: 'rt-next-head', viewBox: '0 0 10 10', refX: 7, refY: 5, markerWidth: 5, markerHeight: 5, orient: 'auto-start-reverse' },
      s('path', { d: 'M0 0 L10 5 L0 10 Z', fill: '#fff3b0' })));
    this.svg.append(defs, ground, this.layers.docks, this.layers.area, this.layers.next, this.layers.posts, this.layers.pieces, this.layers.fx, this.layers.pick);
  }

  /** The whole table from `o` (the server's observation, or one made up mid-animation). */
  draw(o = this.obs) {
    if (!o) return;
    this.ensureMap(o);
    // The server's picture, new: what the animation left over the map goes; so do the
    // dice of moves no animation played (a fresh state, a skip).
    const fresh = o === this.obs && o !== this.pictured && !this.animating;
    if (fresh) {
      this.pictured = o;
      this.layers.fx.replaceChildren(); this.captionEl = null;
      if (this.animatedTo !== o) { this.trayItems = []; this.trayText = ''; }
    }
    this.drawDocks(o);
    this.drawPosts(o);
    this.drawPieces(o);
    this.drawPicks(o);
    this.drawStatus(o);
    this.drawTray();
    this.drawPanels(o);
    if (fresh) { this.fit(); this.autoStep(); }
  }

  drawDocks(o) {
    const g = this.layers.docks; g.replaceChildren();
    const taken = new Set(o.tanks.filter((tk) => tk.present).map((tk) => hkey(tk.at)));
    o.arena.docks.forEach((docks, c) => {
      const colour = COLOURS[c];
      if (!o.posts[c].present) return;
      docks.forEach((x, i) => {
        const [cx, cy] = px(x);
        g.append(s('g', { class: 'rt-dock' }, s('title', {}, t('robotanks-dock', { colour: this.colourWord(colour), n: i + 1 })),
          s('polygon', { points: hexPoints(cx, cy, S * 0.86), fill: PAL[colour].soft, stroke: colour === 'Black' ? '#aab1bd' : PAL[colour].fill, 'stroke-width': 1.6, 'stroke-dasharray': '4 3' }),
          taken.has(hkey(x)) ? null : s('text', { x: cx, y: cy + 4.5, 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 800, fill: PAL[colour].text, opacity: 0.6 }, i + 1)));
      });
    });
  }

  postWords(o, p) {
    const seat = this.seatOf(p.colour); const pl = seat >= 0 ? o.players[seat] : null;
    if (p.destroyed) return t('robotanks-post-ruin', { post: p.colour });
    return pl ? t('robotanks-post-title-hand', { post: p.colour, name: this.name(seat), n: pl.hand_size }) : t('robotanks-post-title', { post: p.colour });
  }

  drawPosts(o) {
    const g = this.layers.posts; g.replaceChildren();
    for (const p of o.posts) {
      if (!p.present) continue;
      const [cx, cy] = px(p.at); const colour = p.colour; const pal = PAL[colour];
      const el = s('g', { class: `rt-post${p.destroyed ? ' ruin' : ''}`, id: `post-${p.colour}`, transform: `translate(${cx} ${cy})` }, s('title', {}, this.postWords(o, p)));
      if (p.destroyed) {
        el.append(s('polygon', { points: hexPoints(0, 0, S * 0.9), fill: '#30333a', stroke: '#5a5f68', 'stroke-width': 1.5 }),
          s('path', { d: 'M-14 8 L-8 -4 L-3 6 L3 -8 L8 4 L14 -2 L14 10 L-14 10 Z', fill: '#5a5f68', stroke: '#22252a', 'stroke-width': 1 }),
          s('path', { d: 'M-10 -12 L-4 -6 M6 -13 L10 -7', stroke: '#777d87', 'stroke-width': 2 }),
          s('text', { y: -14, 'text-anchor': 'middle', 'font-size': 7.5, 'font-weight': 700, fill: pal.text }, t('robotanks-ruin')));
      } else {
        const seat = this.seatOf(p.colour); const pl = seat >= 0 ? o.players[seat] : null;
        el.append(s('polygon', { points: hexPoints(0, 0, S * 0.94), fill: pal.soft, stroke: colour === 'Black' ? pal.stroke : pal.fill, 'stroke-width': 2.5 }),
          // A bunker with battlements.
          s('path', { d: 'M-14 12 V-6 H-10 V-11 H-5 V-6 H-2 V-11 H2 V-6 H5 V-11 H10 V-6 H14 V12 Z', fill: pal.fill, stroke: pal.stroke, 'stroke-width': 1.6, 'stroke-linejoin': 'round' }),
          s('text', { y: 3.5, 'text-anchor': 'middle', 'font-size': 9, 'font-weight': 900, fill: pal.ink }, t('robotanks-post-mark')),
          pl ? s('g', { transform: 'translate(0 14)' }, s('rect', { x: -9, y: -5, width: 18, height: 11, rx: 3, fill: '#111318', stroke: colour === 'Black' ? pal.stroke : pal.fill, 'stroke-width': 1 }),
            s('text', { y: 3.6, 'text-anchor': 'middle', 'font-size': 8.5, 'font-weight': 800, fill: '#fff' }, pl.hand_size)) : null);
      }
      g.append(el);
    }
  }

  tankWords(tk) {
    if (tk.wreck) return t('robotanks-tank-wreck', { tank: this.tankName(tk.id), hex: this.hexLabel(tk.at) });
    return t('robotanks-tank-title', { tank: this.tankName(tk.id), hex: this.hexLabel(tk.at), facing: this.facing(tk.facing).words, arrow: this.facing(tk.facing).arrow,
      down: tk.face_down, up: this.cardNames(tk.face_up), upCount: tk.face_up.length, inactive: tk.inactive ? 'yes' : 'no' });
  }

  /** A tank: treads, a hull with its nose and barrel pointing its facing, its number
   * upright on the turret; a deactivated one ringed and faded; its face-down count and
   * face-up cards as badges. A wreck is another thing altogether (`wreckEl`). */
  tankEl(tk, hl = false) {
    const colour = tankColour(tk.id); const pal = PAL[colour];
    const [x, y] = px(tk.at);
    const g = s('g', { class: `rt-tank c-${colour}${tk.wreck ? ' wreck' : ''}${tk.inactive ? ' inactive' : ''}${hl ? ' hl' : ''}`, id: `tank-${tk.id}`, 'data-tank': tk.id, transform: `translate(${x.toFixed(1)} ${y.toFixed(1)})` },
      s('title', {}, this.tankWords(tk)));
    if (hl) g.append(s('circle', { r: S * 0.9, fill: 'none', stroke: '#fff3b0', 'stroke-width': 2.5, class: 'active-ring' }));
    if (tk.wreck) this.wreckEl(g, tk);
    else {
      if (tk.inactive) g.append(s('circle', { r: S * 0.84, fill: 'rgba(120,190,255,.08)', stroke: '#8cc8ff', 'stroke-width': 2, 'stroke-dasharray': '4 3' }));
      const stroke = pal.stroke;
      // The tank's own hex, outlined in its colour: its badges sit inside it, so on
      // adjacent hexes each badge plainly belongs to the tank whose outline holds it.
      g.append(s('polygon', { class: 'rt-plate', points: hexPoints(0, 0, S * 0.95), fill: pal.soft, stroke: colour === 'Black' ? '#aab1bd' : pal.fill, 'stroke-width': 1.3, 'stroke-opacity': 0.85 }));
      g.append(s('g', { class: 'rt-hull', transform: `rotate(${angle(tk.facing)}) scale(${HULL})` },
        s('rect', { x: -17, y: -16.5, width: 32, height: 8.5, rx: 3, fill: '#1c1f25', stroke, 'stroke-width': 1.2 }),
        s('rect', { x: -17, y: 8, width: 32, height: 8.5, rx: 3, fill: '#1c1f25', stroke, 'stroke-width': 1.2 }),
        s('path', { d: 'M-15 -10 H9 L16.5 -3.8 V3.8 L9 10 H-15 Z', fill: pal.fill, stroke, 'stroke-width': 1.8, 'stroke-linejoin': 'round' }),
        s('rect', { x: 4, y: -2.8, width: 19.5, height: 5.6, rx: 1.6, fill: '#1b1e24', stroke, 'stroke-width': 1.2 }),
        s('circle', { cx: -1, r: 9, fill: pal.fill, stroke: pal.stroke, 'stroke-width': 1.8 })));
      g.append(s('text', { x: 0, y: 3.6, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 900, fill: pal.ink, class: 'rt-num' }, tankNumber(tk.id)));
      // Badges sit in the hex's corners, where no facing points (a barrel points at a
      // hexside), so they never hide the barrel nor leave the hex. The bottom corner: a
      // card back with the face-down count.
      g.append(s('g', { class: 'rt-fd', transform: `translate(${BADGE_SLOTS.bottom.join(' ')})` },
        s('rect', { x: -5, y: -6, width: 10, height: 12, rx: 1.6, fill: '#34457a', stroke: '#c9d4ff', 'stroke-width': 0.9 }),
        s('text', { y: 3, 'text-anchor': 'middle', 'font-size': 8.5, 'font-weight': 800, fill: '#fff' }, tk.face_down)));
      // The other corners: OFF when deactivated (the top), then the face-up cards.
      const tags = [...(tk.inactive ? [{ code: t('robotanks-off'), cls: 'rt-off-badge' }] : []), ...tk.face_up.map((c) => ({ code: this.card(c).code, cls: `g-${this.card(c).group}` }))];
      const slots = BADGE_SLOTS.others;
      const shown = tags.length > slots.length ? [...tags.slice(0, slots.length - 1), { code: `+${tags.length - slots.length + 1}`, cls: 'rt-more' }] : tags;
      shown.forEach((b, i) => {
        const [bx, by] = slots[i]; const w = 12; const hh = 8;
        g.append(s('g', { class: `rt-badge ${b.cls}`, transform: `translate(${bx} ${by})` },
          s('rect', { x: -w / 2, y: -hh / 2, width: w, height: hh, rx: 2.2, class: 'rt-badge-bg', stroke: '#111', 'stroke-width': 0.7 }),
          // OFF in a longer language (ОТКЛ) is fitted to its badge.
          s('text', { y: 2.3, 'text-anchor': 'middle', 'font-size': b.code.length > 2 ? 5.4 : 6.4, 'font-weight': 800, fill: '#111',
            ...(b.cls === 'rt-off-badge' && b.code.length > 3 ? { textLength: w - 2, lengthAdjust: 'spacingAndGlyphs' } : {}) }, b.code)));
      });
    }
    g.addEventListener('mouseenter', () => this.setHover(tk.id));
    g.addEventListener('mouseleave', () => this.setHover(null));
    g.addEventListener('click', () => this.select(tk.id));
    return g;
  }

  /** A wreck: a burnt-out hull, black and charred whatever its colour, crossed out in its
   * colour, smoking, with no barrel (a wreck points nowhere); whose it was shows in the
   * cross and in the number's plate below. */
  wreckEl(g, tk) {
    const colour = tankColour(tk.id); const pal = PAL[colour];
    // The cross is in the colour, rimmed so it shows on the charred hull: Black's is dark
    // rimmed in light, as its tanks are, so it never passes for White's.
    const [rim, mark, w] = colour === 'Black' ? [pal.stroke, pal.fill, 5.2] : ['#0b0b0d', pal.fill, 3.6];
    g.append(
      s('circle', { r: S * 0.82, fill: 'rgba(0,0,0,.38)', class: 'rt-scorch' }),
      s('polygon', { class: 'rt-wreck-hull', points: '-16,-8 -9,-12 -3,-9 3,-12 10,-9 16,-3 13,2 16,9 8,12 1,9 -6,12 -12,9 -16,3 -13,-1', fill: '#241d19', stroke: '#5c4a3d', 'stroke-width': 1.5, 'stroke-linejoin': 'round' }),
      s('path', { d: 'M-9 -4 l5 2 l-2 4 M6 3 l4 -3 l1 5', stroke: '#8a4b22', 'stroke-width': 1.3, fill: 'none', opacity: 0.8 }),
      s('path', { class: 'rt-wreck-x', d: 'M-11 -11 L11 11 M11 -11 L-11 11', stroke: rim, 'stroke-width': w + 3.6, 'stroke-linecap': 'round' }),
      s('path', { d: 'M-11 -11 L11 11 M11 -11 L-11 11', stroke: mark, 'stroke-width': w, 'stroke-linecap': 'round' }),
      s('circle', { cx: 9, cy: -15, r: 4.2, fill: '#8a8f99', opacity: 0.55 }), s('circle', { cx: 13, cy: -21, r: 3, fill: '#8a8f99', opacity: 0.35 }),
      s('g', { class: 'rt-wreck-plate', transform: 'translate(0 19)' },
        s('rect', { x: -6.5, y: -6, width: 13, height: 11.5, rx: 2, fill: pal.fill, stroke: colour === 'Black' ? pal.stroke : '#111', 'stroke-width': 1 }),
        s('text', { y: 3.4, 'text-anchor': 'middle', 'font-size': 9, 'font-weight': 900, fill: pal.ink, class: 'rt-num' }, tankNumber(tk.id))));
  }

  drawPieces(o) {
    // Mid-animation, each tank's fire area follows it (where the server's pictures show it).
    if (o === this.animObs) for (const tk of o.tanks) this.settleArea(o, tk.id);
    const g = this.layers.pieces; g.replaceChildren();
    const acting = this.acting !== undefined ? this.acting : null;
    for (const tk of o.tanks) if (tk.present) g.append(this.tankEl(tk, acting === tk.id));
    this.drawNext(o);
    this.drawArea(o);
    this.drawInfo(o);
  }

  /** What each tank will do next where this seat remembers its next card (the engine's
   * `next`, RULINGS.md §50: the cards you placed, in order): a move's path as a dashed
   * arrow, ending in a burst where it runs into something; a turn's new facing as a
   * short dashed barrel; the card's name beside the tank. Not while a turn plays out. */
  drawNext(o) {
    const g = this.layers.next; g.replaceChildren();
    if (o !== this.obs || this.animating) return;
    for (const tk of o.tanks) {
      const n = tk.next;
      if (!n || !tk.present || tk.wreck) continue;
      const [x, y] = px(tk.at);
      const title = t(n.bumps ? 'robotanks-next-title-bumps' : 'robotanks-next-title', { tank: this.tankName(tk.id), card: this.cardName(n.card) });
      const el = s('g', { class: 'rt-next', 'data-tank': tk.id }, s('title', {}, title));
      if (n.path.length || n.bumps) {
        const pts = [[x, y], ...n.path.map(([q, r]) => px({ q, r }))];
        if (n.bumps) {
          // Half a hex on towards what it hits.
          const [ex, ey] = pts[pts.length - 1];
          const [bx, by] = pts.length > 1 ? pts[pts.length - 2] : [ex, ey];
          const dir = pts.length > 1 ? [ex - bx, ey - by] : [Math.cos((angle(n.facing) * Math.PI) / 180), Math.sin((angle(n.facing) * Math.PI) / 180)];
          const len = Math.hypot(dir[0], dir[1]) || 1;
          pts.push([ex + (dir[0] / len) * S * 0.8, ey + (dir[1] / len) * S * 0.8]);
        }
        el.append(s('polyline', { points: pts.map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`).join(' '), fill: 'none', stroke: '#fff3b0', 'stroke-width': 2.5, 'stroke-dasharray': '5 4', 'stroke-linecap': 'round', 'marker-end': n.bumps ? null : 'url(#rt-next-head)' }));
        if (n.bumps) {
          const [ex, ey] = pts[pts.length - 1];
          el.append(s('path', { class: 'rt-next-bump', d: `M${ex - 6} ${ey - 6} L${ex + 6} ${ey + 6} M${ex + 6} ${ey - 6} L${ex - 6} ${ey + 6}`, stroke: '#ff8079', 'stroke-width': 3, 'stroke-linecap': 'round' }));
        }
      } else if (n.facing !== tk.facing) {
        const a = (angle(n.facing) * Math.PI) / 180;
        el.append(s('line', { x1: x, y1: y, x2: x + Math.cos(a) * S * 1.25, y2: y + Math.sin(a) * S * 1.25, stroke: '#fff3b0', 'stroke-width': 2.5, 'stroke-dasharray': '4 3', 'marker-end': 'url(#rt-next-head)' }));
      }
      // Its badge code ("F2"), as the hand's chips show it; the name is the title's.
      el.append(s('text', { x: x, y: y - S * 0.98, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 800, fill: '#fff3b0', stroke: '#1f232b', 'stroke-width': 3, 'paint-order': 'stroke', class: 'rt-next-name' }, this.card(n.card).code));
      g.append(el);
    }
  }

  /** The tank shown: the one pointed at, else the one picked, else the one that must
   * choose a target. */
  shownTank(o) {
    if (this.hover !== null) return this.hover;
    if (this.selected !== null) return this.selected;
    const p = o.pending;
    if (p && variant(p) === 'Target') return payload(p).tank;
    return null;
  }

  drawArea(o) {
    const g = this.layers.area; g.replaceChildren();
    const id = this.shownTank(o);
    if (id === null) return;
    const tk = o.tanks[id];
    this.shadeArea(g, o, tk);
    const [x, y] = px(tk.at);
    g.append(s('polygon', { points: hexPoints(x, y, S * 0.98), fill: 'none', stroke: '#fff3b0', 'stroke-width': 2 }));
  }

  /** A tank's direct fire area (RULINGS.md §1: the wedge in front, or all round with a
   * Turret up), as the observation gives it — the whole wedge, its inner walls too —
   * shaded into `g`: floor hexes amber, the walls in it outlined with a dashed line. */
  shadeArea(g, o, tk, fill = 'rgba(255,176,0,.16)') {
    const walls = new Set(o.arena.walls.map(hkey));
    for (const [q, r] of tk.fire_area || []) {
      const x = { q, r }; const [cx, cy] = px(x);
      g.append(walls.has(hkey(x))
        ? s('polygon', { class: 'rt-area-wall', points: hexPoints(cx, cy, S * 0.9), fill: 'rgba(255,176,0,.22)', stroke: '#ffb000', 'stroke-opacity': 0.8, 'stroke-width': 1.5, 'stroke-dasharray': '3 2' })
        : s('polygon', { class: 'rt-area-floor', points: hexPoints(cx, cy, S * 0.96), fill, stroke: '#ffb000', 'stroke-opacity': 0.5, 'stroke-width': 1 }));
    }
  }

  drawInfo(o) {
    const id = this.shownTank(o);
    if (id === null) {
      this.info.replaceChildren(h('span', { class: 'muted' }, `${t('robotanks-info-idle')} `,
        this.glossary && this.glossary.columns_note ? h('span', { id: 'columns-note' }, t('robotanks-info-columns', { note: this.glossary.columns_note })) : null));
      return;
    }
    const tk = o.tanks[id];
    const c = tankColour(id);
    const parts = [];
    if (tk.wreck) parts.push(...fill(t('robotanks-info-wreck', { tank: slot(0), hex: this.hexLabel(tk.at) }), [this.cword(c, this.tankName(tk.id))]));
    else {
      parts.push(...fill(t('robotanks-info-tank', { tank: slot(0), hex: this.hexLabel(tk.at), facing: this.facing(tk.facing).code, arrow: this.facing(tk.facing).arrow, cards: slot(1) }),
        [this.cword(c, this.tankName(tk.id)), h('strong', {}, cards(tk.face_down))]));
      if (tk.face_up.length) parts.push(' · ', ...fill(t('robotanks-info-face-up', { cards: slot(0) }), [this.tally(tk.face_up).map(([cc, n]) => this.chip(cc, { n }))]));
      if (tk.inactive) parts.push(' · ', h('span', { class: 'tag' }, t('robotanks-info-deactivated')));
      if (tk.face_up.includes('Turret')) parts.push(h('span', { class: 'muted' }, ` · ${t('robotanks-info-turret', { card: this.cardName('Turret') })}`));
    }
    if (tk.next && !tk.wreck) {
      parts.push(' · ', ...fill(t('robotanks-info-next', { card: slot(0), note: slot(1) }), [h('strong', { class: 'rt-next-card' }, this.cardName(tk.next.card)),
        h('span', { class: 'muted' }, tk.next.bumps ? t('robotanks-info-next-bumps') : t('robotanks-info-next-remembered'))]));
    }
    if (this.scan && this.scan.tank === id) {
      parts.push(h('span', { class: 'rt-scan' }, ` · ${this.scan.cards.length ? t('robotanks-info-scan', { cards: this.scanList(this.scan.cards) }) : t('robotanks-info-scan-none')}`));
    }
    this.info.replaceChildren(...parts);
  }

  /** A scan's cards by name, top first ("Forward 2 → Fire Cannon"). */
  scanList(list) { return list.map((x) => t('robotanks-card-quoted', { card: this.cardName(x) })).join(' → '); }

  setHover(id) {
    if (this.hover === id) return;
    this.hover = id;
    const o = this.currentObs();
    if (o) { this.drawArea(o); this.drawInfo(o); }
  }

  select(id) {
    this.selected = this.selected === id ? null : id;
    const o = this.currentObs();
    if (o) { this.drawArea(o); this.drawInfo(o); this.drawPanels(o); }
  }

  currentObs() { return this.animObs || this.obs; }

  /** What a click on the map decides: a target, a tank to swap with, a tank to scan. */
  drawPicks(o) {
    const g = this.layers.pick; g.replaceChildren();
    if (!this.mine() || o !== this.obs) return;
    const ring = (at, label, title, l, cls = '') => {
      const [x, y] = px(at);
      const el = s('g', { class: `rt-pick ${cls}` }, s('title', {}, title),
        s('circle', { cx: x, cy: y, r: S * 0.92, class: 'rt-ring' }));
      if (label !== null) {
        el.append(s('rect', { x: x + 9, y: y - S - 2, width: 8 + String(label).length * 6, height: 13, rx: 4, fill: '#ffb000' }),
          s('text', { x: x + 13, y: y - S + 8, 'font-size': 10, 'font-weight': 800, fill: '#111' }, label));
      }
      el.addEventListener('click', (e) => { e.stopPropagation(); this.act([l.action]); });
      g.append(el);
    };
    const at = (obj) => (variant(obj) === 'Tank' ? o.tanks[payload(obj)].at : o.posts[COLOURS.indexOf(payload(obj))].at);
    if (o.step === 'Target') {
      for (const [obj, range] of payload(o.pending).candidates) {
        const l = this.legalWhere((a) => variant(a) === 'Target' && sameObj(payload(a), obj));
        if (l) ring(at(obj), t('robotanks-pick-range', { range }), t('robotanks-pick-target', { target: this.objName(obj), range }), l, 'target');
      }
    } else if (o.step === 'Transwarp') {
      for (const l of this.legalAll('Warp')) ring(o.tanks[payload(l.action)].at, null, t('robotanks-pick-warp', { tank: this.tankName(payload(l.action)) }), l, 'warp');
    } else if (o.step === 'Scan') {
      for (const l of this.legalAll('Scan')) ring(o.tanks[payload(l.action)].at, null, t('robotanks-pick-scan', { tank: this.tankName(payload(l.action)) }), l, 'scan');
    }
  }

  drawStatus(o) {
    const items = [];
    if (o.end) items.push(h('strong', {}, t('robotanks-game-over')));
    else if (o.phase === 'Setup') items.push(h('span', {}, t('robotanks-status-deal')));
    else {
      items.push(h('span', {}, t('robotanks-status-turn', { turn: o.turns })), h('span', { class: 'st-current' }, this.who(o.current), ` — ${stepWords(o.step)}`));
    }
    if (o.introductory) items.push(h('span', { class: 'tag' }, t('robotanks-rules-introductory')));
    if (o.post_loss === 3) items.push(h('span', { class: 'tag' }, t('robotanks-rules-post-loss')));
    if (this.me !== null && this.colourOf(this.me)) items.push(h('span', {}, ...fill(t('robotanks-status-you-are', { colour: slot(0) }), [this.cword(this.colourOf(this.me))])));
    else items.push(h('span', { class: 'muted' }, this.ctx ? t('robotanks-status-watching') : t('robotanks-status-replay')));
    if (this.mine()) items.push(h('strong', { class: 'your-move' }, t('robotanks-status-your-move')));
    this.status.replaceChildren(...items);
  }

  drawTray() {
    const items = this.trayItems.map((d) => h('span', { class: 'rt-roll', title: d.title || '' }, d.label ? h('span', { class: 'muted' }, `${d.label} `) : null,
      h('span', { class: `die${d.n === 1 ? ' one' : ''}${d.cls ? ` ${d.cls}` : ''}` }, d.n), d.words ? h('span', { class: `rt-roll-words ${d.cls || ''}` }, ` ${d.words}`) : null));
    this.tray.replaceChildren(...[this.trayText ? h('span', { class: 'rt-tray-text' }, this.trayText) : null, ...items].filter(Boolean));
  }

  // ---- the side panels ----------------------------------------------------------------------

  drawPanels(o) {
    this.drawControls(o);
    this.drawHand(o);
    this.drawPlayers(o);
    this.drawBank(o);
  }

  drawHand(o) {
    const p = this.me !== null ? o.players[this.me] : null;
    // The hand shows in the controls when the decision is made from it.
    // So it does while the decision is on its way: the hand as it was before it would show
    // a card already sent.
    const deciding = this.me !== null && Boolean(this.ctx) && this.legal.length > 0 && !this.animating;
    const inControls = deciding && !this.auto && o === this.obs && ['Setup', 'LookUp', 'Programming', 'Virus'].includes(o.step);
    if (!p || !p.hand || inControls) { this.handBox.hidden = true; this.handBox.replaceChildren(); return; }
    this.handBox.hidden = false;
    // Mid-animation the count is the moment shown (as the players' list and the command
    // post show it); the cards too where every change was named to this seat.
    const known = !p.handUnknown && p.hand.length === p.hand_size;
    this.handBox.replaceChildren(h('h3', {}, t('robotanks-hand-heading', { n: p.hand_size })),
      !known ? h('p', { class: 'muted', id: 'my-hand' }, t('robotanks-hand-unknown'))
        : p.hand.length ? this.chips(p.hand, { id: 'my-hand' }) : h('p', { class: 'muted', id: 'my-hand' }, t('robotanks-empty')),
      h('p', { class: 'hint' }, t('robotanks-hand-defence')));
  }

  drawPlayers(o) {
    const rows = o.players.map((p) => {
      const c = p.colour; const own = p.seat === this.me;
      const current = p.seat === o.current && !o.end && o.phase !== 'Setup';
      const tanks = o.tanks.filter((tk) => tk.present && tankColour(tk.id) === c);
      let setup = null;
      if (o.phase === 'Setup') {
        setup = p.to_set_aside > 0 ? t('robotanks-setting-aside', { n: p.to_set_aside }) : p.initial_chosen < 4 ? t('robotanks-choosing-programs', { n: p.initial_chosen }) : t('robotanks-ready');
      }
      return h('div', { class: `rt-player${current ? ' current' : ''}${own ? ' me' : ''}${p.alive ? '' : ' out'}`, id: `player-${p.seat}`, style: `--pc:${PAL[c].text}` },
        h('div', { class: 'rt-ph' }, this.cword(c), h('bdi', { class: 'name rt-pname', title: this.name(p.seat) }, this.name(p.seat)), own ? h('span', { class: 'muted' }, t('robotanks-you')) : null,
          p.seat === o.first && o.phase !== 'Setup' ? h('span', { class: 'tag first', title: t('robotanks-went-first') }, t('robotanks-first')) : null,
          current ? h('span', { class: 'tag playing' }, t('robotanks-playing')) : null,
          p.alive ? null : h('span', { class: 'tag rt-out' }, t('robotanks-out')),
          h('span', { class: 'rt-handn', title: t('robotanks-in-hand-title') }, ...fill(t('robotanks-in-hand', { n: slot(0) }), [h('strong', {}, p.hand_size)]))),
        setup ? h('div', { class: 'hint rt-setup' }, setup) : null,
        h('div', { class: 'rt-tanks' }, ...tanks.map((tk) => this.tankChip(tk))),
        p.hand && !own ? h('div', { class: 'rt-shown' }, h('span', { class: 'muted' }, `${t('robotanks-their-hand')} `),
          p.handUnknown || p.hand.length !== p.hand_size ? h('span', { class: 'muted' }, t('robotanks-their-hand-unknown'))
            : p.hand.length ? this.chips(p.hand) : h('span', { class: 'muted' }, t('robotanks-empty'))) : null);
    });
    this.playersBox.replaceChildren(h('h3', {}, t('robotanks-players')), ...rows);
  }

  /** A tank in the players' panel: a button that shows it on the map. */
  tankChip(tk) {
    const words = this.tankWords(tk);
    const inner = tk.wreck
      ? [h('span', { class: 'rt-tn' }, tankNumber(tk.id)), h('span', { class: 'rt-wx', 'aria-hidden': 'true' }, '✕'), h('span', {}, t('robotanks-wreck'))]
      : [h('span', { class: 'rt-tn' }, tankNumber(tk.id)), h('span', { class: 'rt-arrow', 'aria-hidden': 'true' }, this.facing(tk.facing).arrow),
        h('span', { class: 'rt-back', 'aria-hidden': 'true' }, tk.face_down),
        ...tk.face_up.map((c) => h('span', { class: `rt-code g-${this.card(c).group}`, 'aria-hidden': 'true' }, this.card(c).code)),
        tk.inactive ? h('span', { class: 'rt-off', 'aria-hidden': 'true' }, t('robotanks-off')) : null];
    return h('button', { class: `rt-tk c-${tankColour(tk.id)}${tk.wreck ? ' wreck' : ''}${this.selected === tk.id ? ' sel' : ''}`, id: `tk-${tk.id}`, title: words, 'aria-pressed': this.selected === tk.id ? 'true' : 'false', onclick: () => this.select(tk.id) },
      ...inner, h('span', { class: 'sr-only' }, ` ${words}`));
  }

  drawBank(o) {
    const d = h('details', { id: 'bank', open: this.bankOpen ? '' : null, ontoggle: (e) => { this.bankOpen = e.currentTarget.open; } },
      h('summary', {}, h('strong', {}, t('robotanks-bank')), h('span', { class: 'muted' }, ` — ${t('robotanks-bank-count', { n: o.bank.length })}`)),
      o.bank.length ? this.chips(o.bank, { class: 'rt-chips rt-bank', id: 'bank-cards' }) : h('p', { class: 'muted' }, t('robotanks-empty')),
      o.traded.length ? h('p', { class: 'hint' }, `${t('robotanks-bank-traded')} `, this.chips(o.traded)) : null);
    this.bankBox.replaceChildren(d);
  }

  // ---- the decision waiting ----------------------------------------------------------------

  btn(l, label, { key = null, cls = '', id = null, title = null } = {}) {
    return h('button', { class: cls, id, title, 'aria-keyshortcuts': key || null, onclick: () => this.act([l.action]) }, label, key ? h('kbd', { 'aria-hidden': 'true' }, key) : null);
  }

  /** Buttons of cards: one a kind, with how many there are. */
  cardButtons(kind, counts, idp, extra = (_card) => null) {
    return h('div', { class: 'rt-chips rt-choice', id: `${idp}-choice` }, ...counts.map(([c, n]) => {
      const l = this.legalWhere((a) => variant(a) === kind && payload(a) === c);
      return this.chip(c, { n, tag: 'button', attrs: { id: `${idp}-${c}`, disabled: !l, onclick: () => l && this.act([l.action]) }, extra: extra(c) });
    }));
  }

  /** The controls drawn again where they stand: a card laid, a choice made or the
   * picture updated leave the page's scroll and the keys where they were; another
   * decision shows from its top. */
  drawControls(o) {
    const p = this.me !== null && o.players ? o.players[this.me] : null;
    const key = JSON.stringify([o === this.obs && this.mine(), Boolean(o.end), o.step, o.turns, o.current, p ? p.hand : null, this.legal.map((l) => l.action)]);
    const fresh = key !== this.controlsKey;
    this.controlsKey = key;
    redrawInPlace(this.controls, () => this.drawControlsNow(o), { fresh });
  }

  drawControlsNow(o) {
    const box = this.controls;
    // A choice staged here (cards set aside, a program, a trade) changes the position the
    // player sees: a hint of the moment before goes (app.js's `changed`).
    this.drawJump();
    const staged = JSON.stringify([this.picked, this.stage, this.trade]);
    if (staged !== this.stagedSeen) {
      const before = this.stagedSeen; this.stagedSeen = staged;
      if (before !== null && this.ctx && this.ctx.changed) this.ctx.changed();
    }
    const mine = this.mine() && o === this.obs;
    box.classList.toggle('rt-mine', mine);
    const out = [];
    if (this.message) out.push(h('p', { class: 'error', id: 'move-error' }, this.message));
    const phases = o.phase === 'Setup' || o.end ? null : h('ol', { class: 'phases', 'aria-label': t('robotanks-phases') },
      ...PHASES.map(([w, steps]) => h('li', { class: steps.includes(o.step) ? 'now' : '' }, stepWords(w))));
    if (o.end) {
      const w = endWinners(o.end);
      const k = variant(o.end);
      const said = k === 'LastPost' ? 'robotanks-end-last-post' : k === 'Stalemate' ? 'robotanks-end-stalemate' : 'robotanks-end-limit';
      out.push(h('h3', {}, t('robotanks-game-over')), h('p', { id: 'end-words' },
        ...fill(t(said, { who: slot(0) }), [andList(w.map((x) => this.who(x)))])));
      box.replaceChildren(...out.filter(Boolean));
      return;
    }
    if (this.auto && this.dealLeft(o)) {
      box.replaceChildren(...[...out, ...this.autoControls(o)].filter(Boolean));
      return;
    }
    if (!mine) {
      box.replaceChildren(...[...out, ...this.waitingWords(o, phases)].filter(Boolean));
      return;
    }
    const p = o.players[this.me];
    const step = o.step;
    const title = (tk) => h('h3', {}, tk);
    if (step === 'Setup') out.push(...this.setupControls(o, p));
    else if (step === 'Deactivation') {
      out.push(title(t('robotanks-deactivation-heading')), phases,
        h('p', { class: 'how-to' }, t('robotanks-deactivation-how')));
      const row = h('div', { class: 'rt-deact', id: 'deactivate-choice' });
      for (const l of this.legalAll('Deactivate')) {
        const n = payload(l.action); const tk = o.tanks[COLOURS.indexOf(p.colour) * 4 + n - 1];
        row.append(h('button', { id: `deactivate-${n}`, title: this.tankWords(tk), onclick: () => this.act([l.action]) },
          // Codes and arrows for the eye, the same in words for a screen reader.
          h('span', {}, t('robotanks-hint-deactivate', { n })), h('span', { class: 'rt-sub' }, h('span', { 'aria-hidden': 'true' }, this.facing(tk.facing).arrow), h('span', { class: 'sr-only' }, t('robotanks-deactivate-facing', { facing: this.facing(tk.facing).words })),
            ` ${t('robotanks-deactivate-down', { n: tk.face_down })}`, tk.face_up.length ? fill(t('robotanks-deactivate-up', { cards: slot(0) }),
              [[h('span', { 'aria-hidden': 'true' }, tk.face_up.map((c) => this.card(c).code).join(' ')), h('span', { class: 'sr-only' }, this.cardNames(tk.face_up))]]) : null), h('kbd', { 'aria-hidden': 'true' }, n)));
      }
      const roll = this.legalWhere((a) => a === 'Roll');
      out.push(row, h('div', { class: 'row' }, roll ? this.btn(roll, t('robotanks-roll'), { key: 'R', cls: 'primary', id: 'roll' }) : null));
    } else if (step === 'BankPick') {
      out.push(title(t('robotanks-rolled-one')), h('p', {}, t('robotanks-bank-pick-how')),
        this.cardButtons('Take', this.tally(o.bank), 'take'));
    } else if (step === 'LookUp') out.push(...this.lookUpControls(o, p, phases));
    else if (step === 'Programming') out.push(...this.programmingControls(o, p, phases));
    else if (step === 'Target') {
      const pv = payload(o.pending); const tk = o.tanks[pv.tank];
      out.push(title(t('robotanks-target-heading')), h('p', {}, ...fill(t('robotanks-target-how', { tank: slot(0), weapon: this.cardName(pv.weapon), target: this.cardName('Target') }), [this.cword(tankColour(pv.tank), this.tankName(tk.id))])),
        h('div', { class: 'rt-chips', id: 'target-choice' }, ...pv.candidates.map(([obj, range]) => {
          const l = this.legalWhere((a) => variant(a) === 'Target' && sameObj(payload(a), obj));
          const c = variant(obj) === 'Tank' ? tankColour(payload(obj)) : payload(obj);
          const id = variant(obj) === 'Tank' ? `target-${payload(obj)}` : `target-post-${payload(obj)}`;
          return h('button', { id, disabled: !l, onclick: () => l && this.act([l.action]) }, this.cword(c, this.objName(obj)), h('span', { class: 'rt-sub' }, ` ${t('robotanks-range', { range })}`));
        })));
    } else if (step === 'Transwarp') {
      const pv = payload(o.pending);
      const chosen = [pv.colour ? t('robotanks-warp-colour', { colour: this.colourWord(pv.colour) }) : t('robotanks-warp-any-colour'),
        pv.number ? t('robotanks-warp-number', { n: pv.number }) : t('robotanks-warp-any-number')];
      out.push(title(t('robotanks-warp-heading')), h('p', {}, t('robotanks-warp-how', { tank: this.tankName(pv.tank), d1: pv.dice[0], d2: pv.dice[1], chosen: chosen.join(', ') })),
        h('div', { class: 'rt-chips', id: 'warp-choice' }, ...this.legalAll('Warp').map((l) => h('button', { id: `warp-${payload(l.action)}`, onclick: () => this.act([l.action]) },
          this.cword(tankColour(payload(l.action)), this.tankName(payload(l.action))), o.tanks[payload(l.action)].wreck ? h('span', { class: 'rt-sub' }, ` ${t('robotanks-wreck')}`) : null))));
    } else if (step === 'Drain') {
      const pv = payload(o.pending);
      const post = this.cword(pv.post, t('robotanks-drain-post', { post: pv.post }));
      out.push(title(t('robotanks-drain-heading')), h('p', {}, ...fill(pv.taken ? t('robotanks-drain-how', { post: slot(0), cards: this.cardNames(pv.taken) }) : t('robotanks-drain-how-unnamed', { post: slot(0) }), [post])),
        this.cardButtons('Keep', this.tally((pv.taken || []).slice()), 'keep'));
    } else if (step === 'Scan') {
      out.push(title(t('robotanks-scan-heading')), h('p', {}, t('robotanks-scan-how')),
        h('div', { class: 'rt-chips', id: 'scan-choice' }, ...this.legalAll('Scan').map((l) => h('button', { id: `scan-${payload(l.action)}`, onclick: () => this.act([l.action]) },
          this.cword(tankColour(payload(l.action)), this.tankName(payload(l.action))), h('span', { class: 'rt-sub' }, ` ${t('robotanks-scan-down', { n: o.tanks[payload(l.action)].face_down })}`)))));
    } else if (step === 'Virus') out.push(...this.virusControls(o, p));
    else out.push(h('p', {}, t('robotanks-choose-below', { step: stepWords(step) })), h('div', { class: 'rt-chips' }, ...this.legal.map((l) => this.btn(l, l.text))));
    if (this.scan) {
      const tank = this.tankName(this.scan.tank);
      out.push(h('p', { class: 'hint rt-scan', id: 'scan-result' }, this.scan.cards.length ? t('robotanks-scan-result', { tank, cards: this.scanList(this.scan.cards) }) : t('robotanks-scan-result-none', { tank })));
    }
    out.push(h('a', { class: 'rt-to-map', href: '#status', onclick: (e) => { e.preventDefault(); this.status.scrollIntoView({ behavior: 'smooth', block: 'start' }); } }, t('robotanks-to-map')));
    box.replaceChildren(...out.filter(Boolean));
    this.drawJump();
    const now = this.hintedNow();
    const hinted = now && this.hintTarget(now);
    const el = hinted && box.querySelector(`#${CSS.escape(hinted)}`);
    if (el) { el.classList.add('rt-hinted', 'hinted'); el.setAttribute('aria-describedby', 'hint-text'); }
  }

  /** The phone's bar to the decision (CSS shows it on narrow screens only). */
  drawJump() {
    const o = this.obs;
    const show = Boolean(o) && this.mine() && !this.controlsSeen && !o.end;
    this.jump.hidden = !show;
    if (show) this.jump.replaceChildren(h('strong', {}, t('robotanks-your-move')), ` — ${stepWords(o.step)}`, h('span', { class: 'rt-jump-go', 'aria-hidden': 'true' }, '↓'));
  }

  waitingWords(o, phases) {
    const out = [];
    // Frozen while an update plays out is not "sending": the words follow the picture.
    const busy = this.me !== null && !this.animating && (this.frozen || this.sending || this.choosing);
    if (o.phase === 'Setup') {
      const waiting = o.players.filter((p) => p.to_set_aside > 0 || p.initial_chosen < 4);
      const meDone = this.me !== null && !waiting.some((p) => p.seat === this.me);
      out.push(h('h3', {}, t('robotanks-deal')), h('p', { class: 'muted', id: 'waiting' },
        busy ? (this.choosing ? t('robotanks-choosing-for-you') : t('robotanks-sending'))
          : `${meDone ? t('robotanks-deal-done') : this.ctx ? t('robotanks-watching-prefix') : t('robotanks-replay-prefix')} `,
        waiting.length && !busy ? fill(t('robotanks-deal-waiting', { who: slot(0) }), [waiting.flatMap((p, i) => (i ? [', ', this.who(p.seat)] : [this.who(p.seat)]))]) : ''));
      if (this.me !== null && o.players[this.me] && o.players[this.me].initial && o.players[this.me].initial.length) {
        out.push(h('div', { class: 'hint' }, `${t('robotanks-your-first-programs')} `, ...o.players[this.me].initial.map((c, i) => h('span', { class: 'rt-slot' }, `${i + 1}: `, this.chip(c)))));
      }
      return out;
    }
    const executing = o.phase === 'Execution';
    if (this.animating && this.me === o.current && executing) return [h('h3', {}, t('robotanks-your-turn')), phases, h('p', { class: 'muted' }, t('robotanks-executing-first'))];
    const step = stepWords(o.step);
    const words = busy ? [t('robotanks-sending')] : this.me === null
      ? fill(t(this.ctx ? 'robotanks-watching-who' : 'robotanks-replay-who', { who: slot(0), step }), [this.who(o.current)])
      : this.me === o.current ? [executing ? t('robotanks-executing') : t('robotanks-step-now', { step })] : fill(t('robotanks-waiting-for', { who: slot(0), step }), [this.who(o.current)]);
    out.push(h('h3', {}, this.me === o.current ? t('robotanks-your-turn') : t('robotanks-status-turn', { turn: o.turns })), phases, h('p', { class: 'muted', id: 'waiting' }, ...words));
    return out;
  }

  /** The deal: the hand to keep — the computer's, in one click, or chosen here card by
   * card and sent as the rest set aside — or a misdeal declared; then each tank's first
   * program card, tank 1 first. */
  setupControls(o, p) {
    const out = [];
    const need = p.to_set_aside;
    const misdeal = this.legalWhere((a) => a === 'Misdeal');
    if (need > 0) {
      const key = JSON.stringify(p.hand);
      if (key !== this.pickedKey) { this.pickedKey = key; this.picked = []; }
      const target = p.hand.length - need;
      // The cards to keep are clicked, or those to set aside: whichever are fewer.
      const keep = this.dealMode(p) === 'keep';
      const goal = keep ? target : need;
      const k = this.picked.length;
      const full = k >= goal;
      const suggest = Boolean(this.ctx && this.ctx.suggest);
      const redraw = () => this.drawControls(this.obs);
      const mode = keep ? 'keep' : 'aside';
      out.push(h('h3', {}, t('robotanks-deal-keep-heading', { keep: target, n: p.hand.length })),
        h('p', { id: 'good-hand' }, t('robotanks-good-hand')),
        suggest ? h('div', { class: 'row rt-suggest' },
          h('button', { class: 'primary', id: 'keep-suggested', 'aria-describedby': 'keep-suggested-words', onclick: () => this.keepSuggested() }, t('robotanks-keep-suggested')),
          h('span', { class: 'rt-sub', id: 'keep-suggested-words' }, t('robotanks-keep-suggested-words', { n: target }))) : null,
        h('p', { class: 'hint', id: 'pick-count' }, t('robotanks-pick-count', { or: suggest ? 'yes' : 'no', n: goal, mode, k })),
        this.stableChoice(p.hand, this.picked, 'deal', (c, e) => {
          this.picked.push(c); redraw();
          // A mouse click leaves no focus on the card, so Enter then keeps the hand.
          if (e.detail) /** @type {HTMLElement | null} */ (document.activeElement)?.blur();
        // All chosen, its cards are off: the list (it scrolls) takes the keys itself.
        }, () => !full, { role: 'group', tabindex: full ? 0 : null, 'aria-label': t('robotanks-deal-aria', { mode, k, n: goal }) }),
        h('div', { class: 'row' },
          h('button', { class: 'primary', id: 'keep-hand', disabled: !full, onclick: () => this.sendKeep(),
            title: !full ? t('robotanks-keep-first', { n: goal, mode }) : keep ? t('robotanks-keep-these-title', { n: need }) : t('robotanks-keep-others-title', { n: target }) },
          keep ? t('robotanks-keep-these', { n: goal }) : t('robotanks-set-aside-these', { n: goal }), h('kbd', { 'aria-hidden': 'true' }, 'Enter')),
          misdeal ? h('button', { id: 'misdeal', title: t('robotanks-misdeal-title'), onclick: () => this.act(['Misdeal']) }, t('robotanks-misdeal')) : null),
        h('div', { class: 'rt-aside', id: 'picked-box' },
          h('div', { class: 'hint', id: 'picked-groups' }, t('robotanks-picked', { mode, k, n: goal }), ...this.groupCounts(this.picked), k ? ` ${t('robotanks-picked-back')}` : ''),
          h('div', { class: 'rt-chips', id: 'picked' }, ...this.tally(this.picked).map(([c, n]) => this.chip(c, { n, tag: 'button', attrs: { id: `unpick-${c}`, title: t('robotanks-put-back'), onclick: () => { this.picked.splice(this.picked.lastIndexOf(c), 1); redraw(); } } })))),
        misdeal ? h('p', { class: 'hint' }, ...fill(t('robotanks-misdeal-hint', { link: slot(0) }), [h('a', { href: '/rulings/robotanks#s7', target: '_blank' }, '§7')])) : null,
        suggest ? h('div', { class: 'row' }, this.autoButton()) : null);
      return out;
    }
    const next = p.initial_chosen + 1;
    out.push(h('h3', {}, t('robotanks-first-programs-heading')),
      h('p', {}, ...fill(t('robotanks-first-programs', { tank: slot(0), n: next }), [this.cword(p.colour, this.tankName(COLOURS.indexOf(p.colour) * 4 + next - 1, o))])),
      (p.initial || []).length ? h('div', { class: 'hint' }, `${t('robotanks-chosen')} `, ...(p.initial || []).map((c, i) => h('span', { class: 'rt-slot' }, `${i + 1}: `, this.chip(c)))) : null,
      h('div', { class: 'hint' }, t('robotanks-your-hand-count', { n: p.hand.length })),
      this.cardButtons('Program', this.tally(p.hand), 'program'),
      this.ctx && this.ctx.suggest ? h('div', { class: 'row' }, this.autoButton()) : null);
    return out;
  }

  /** How the deal's hand is chosen here: by clicking the cards to keep, or those to set
   * aside — whichever are fewer (two players keep 18 of 48; four set 6 of 24 aside).
   * Either way, what is sent is the cards set aside. */
  dealMode(p) { return p.hand.length - p.to_set_aside <= p.to_set_aside ? 'keep' : 'aside'; }

  /** Whether the cards chosen here in the deal are all there are to choose. */
  pickedFull() {
    const p = this.obs && this.me !== null ? this.obs.players[this.me] : null;
    if (!p || !p.hand || p.to_set_aside <= 0) return false;
    return this.picked.length === (this.dealMode(p) === 'keep' ? p.hand.length - p.to_set_aside : p.to_set_aside);
  }

  /** Keeps the hand chosen here: the cards set aside (the rest of the deal, when the
   * cards to keep were chosen), in one list. The choice stays until the hand changes,
   * so a refusal loses nothing. */
  sendKeep() {
    if (!this.pickedFull() || !this.mine()) return;
    const p = this.obs.players[this.me];
    let aside = this.picked.slice();
    if (this.dealMode(p) === 'keep') {
      aside = p.hand.slice();
      for (const c of this.picked) aside.splice(aside.indexOf(c), 1);
    }
    this.act(aside.map((c) => ({ Discard: c })));
  }

  /** Cards counted by their group, in the glossary's words ("3 move · 2 turn"), each in
   * its group's colour. */
  groupCounts(cards) {
    const n = new Map();
    for (const c of cards) n.set(this.card(c).group, (n.get(this.card(c).group) || 0) + 1);
    const words = (this.glossary && this.glossary.groups) || {};
    return GROUPS.filter((g) => n.get(g)).map((g, i) => h('span', { class: `rt-gc g-${g}` }, i ? ' · ' : ': ', t('robotanks-group-count', { n: n.get(g), group: words[g] || g })));
  }

  /** A hand as buttons that stay where they are while cards are chosen from it: one a
   * kind, in the rulebook's order, with how many are left to choose (a kind used up
   * stays in its place, spent), so nothing moves under the pointer.
   * @param {string[]} all the cards to choose from @param {string[]} used the ones chosen
   * @param {string} idp ids: `${idp}-choice` for the group, `${idp}-${card}` for a card
   * @param {(card: string, e: MouseEvent) => void} pick
   * @param {(card: string) => boolean} can whether a card left may be chosen now */
  stableChoice(all, used, idp, pick, can, attrs = {}) {
    const left = new Map(this.tally(all));
    for (const c of used) left.set(c, (left.get(c) || 0) - 1);
    return h('div', { class: 'rt-chips rt-choice', id: `${idp}-choice`, ...attrs }, ...this.tally(all).map(([c, n]) => {
      const k = Math.max(0, left.get(c) || 0);
      return this.chip(c, { n: k, count: n > 1, tag: 'button', cls: k ? '' : 'rt-spent', attrs: { id: `${idp}-${c}`, disabled: !k || !can(c), onclick: (e) => pick(c, e) } });
    }));
  }

  /** Look-Up, composed here like a program: two cards from the hand to trade in and the
   * Bank card to take, chosen in any order (Undo and Clear take choices back); Confirm
   * sends Give, Give, Take as one list, all or nothing. Pass stays a click away. */
  lookUpControls(o, p, phases) {
    const key = `${o.turns}/${JSON.stringify(p.hand)}/${JSON.stringify(o.bank)}/${JSON.stringify(o.traded)}`;
    if (key !== this.tradeKey) { this.tradeKey = key; this.trade = []; }
    const need = 2 - o.traded.length; // traded in already (sent before this page composed any)
    const gives = this.trade.filter((x) => x.give).map((x) => x.give);
    const take = (this.trade.find((x) => x.take) || {}).take || null;
    const redraw = () => this.drawControls(this.obs);
    const full = gives.length >= need;
    const pass = this.legalWhere((a) => a === 'Pass');
    const canGive = this.legalAll('Give').length > 0 || o.traded.length === 2;
    const out = [h('h3', {}, stepWords('LookUp')), phases,
      h('p', {}, t('robotanks-look-up-how'))];
    // Nothing here changes size as cards are chosen (the button to confirm stays under the
    // pointer): the hand's cards stay in their places, the two cards traded in have two
    // places of their own, and the buttons' words stay the same.
    out.push(h('div', { class: 'hint', id: 'give-head' }, t('robotanks-give-head', { n: need })),
      this.stableChoice(p.hand, gives, 'give', (c, e) => {
        this.trade.push({ give: c }); redraw();
        if (e.detail) /** @type {HTMLElement | null} */ (document.activeElement)?.blur();
      }, () => !full && canGive, { role: 'group', 'aria-labelledby': 'give-head' }));
    const slots = [...o.traded.map((c) => this.chip(c, { cls: 'rt-sent' })),
      ...gives.map((c, i) => this.chip(c, { tag: 'button', cls: 'rt-staged', attrs: { id: `ungive-${c}-${i}`, title: t('robotanks-hint-keep', { card: this.cardName(c) }), onclick: () => { this.trade.splice(this.trade.findIndex((x) => x.give === c), 1); redraw(); } } }))];
    while (slots.length < 2) slots.push(h('span', { class: 'rt-chip rt-empty' }, h('span', { class: 'rt-cname muted' }, t('robotanks-trade-slot'))));
    out.push(h('div', { class: 'rt-aside', id: 'traded-box' }, h('div', { class: 'hint' }, t('robotanks-traded-in', { n: o.traded.length + gives.length })),
      h('div', { class: 'rt-chips rt-trade-slots', id: 'traded' }, ...slots)));
    out.push(h('h4', { class: 'rt-bank-head', id: 'bank-take-head' }, t('robotanks-bank-take')),
      o.bank.length
        ? h('div', { class: 'rt-chips rt-choice', id: 'lookup-take-choice', role: 'group', 'aria-labelledby': 'bank-take-head' }, ...this.tally(o.bank).map(([c, n]) => this.chip(c, { n, tag: 'button', cls: take === c ? 'rt-chosen' : '', attrs: {
          id: `take-${c}`, 'aria-pressed': take === c ? 'true' : 'false',
          onclick: () => { const i = this.trade.findIndex((x) => x.take); if (i >= 0) this.trade.splice(i, 1); if (take !== c) this.trade.push({ take: c }); redraw(); } } })))
        : h('p', { class: 'muted', id: 'lookup-take-choice' }, t('robotanks-bank-empty-pass')));
    out.push(h('div', { class: 'row rt-stage-edit' },
      h('button', { id: 'undo', disabled: !this.trade.length, title: t('robotanks-undo-choice'), onclick: () => { this.trade.pop(); redraw(); } }, t('robotanks-undo'), h('kbd', { 'aria-hidden': 'true' }, '⌫')),
      h('button', { id: 'clear', disabled: !this.trade.length, title: t('robotanks-clear-choices'), onclick: () => { this.trade = []; redraw(); } }, t('robotanks-clear'))));
    const ready = full && take;
    // The trade in words for the button's tooltip and a screen reader (on the button, they
    // made it grow and move as cards were chosen).
    const words = ready ? t('robotanks-trade-words', { cards: this.cardNames([...o.traded, ...gives]), card: this.cardName(take) }) : t('robotanks-trade-choose');
    out.push(h('div', { class: 'row' },
      h('button', { class: 'primary', id: 'confirm-trade', disabled: !ready, title: words, 'aria-describedby': 'trade-words', onclick: () => this.sendTrade() },
        t('robotanks-confirm-trade'), h('kbd', { 'aria-hidden': 'true' }, 'Enter')),
      h('span', { class: 'sr-only', id: 'trade-words' }, words),
      pass ? h('button', { id: 'pass', disabled: this.trade.length > 0, title: this.trade.length ? t('robotanks-pass-clear-first') : t('robotanks-pass-title'), onclick: () => this.act([pass.action]) }, t('robotanks-pass'), h('kbd', { 'aria-hidden': 'true' }, 'P')) : null));
    const after = p.hand.length - gives.length + (take ? 1 : 0);
    if (ready && after <= 3) out.push(h('p', { class: 'hint warn' }, t('robotanks-after-trade', { n: after })));
    return out;
  }

  /** Sends the trade composed here: the cards traded in, then the Bank card, one list. */
  sendTrade() {
    const o = this.obs;
    if (!o || o.step !== 'LookUp' || !this.mine()) return;
    const gives = this.trade.filter((x) => x.give).map((x) => x.give);
    const take = (this.trade.find((x) => x.take) || {}).take;
    if (gives.length !== 2 - o.traded.length || !take) return;
    const actions = [...gives.map((c) => ({ Give: c })), { Take: take }];
    this.trade = []; this.tradeKey = null;
    this.act(actions);
  }

  /** Programming, composed here: cards clicked from the hand go on the program in this
   * page only (Undo and Clear take them back); Confirm sends them with Done, all or
   * nothing. Leaving the tank without a program wrecks it, so it takes a button of its
   * own and a second, explicit click — never Enter. */
  programmingControls(o, p, phases) {
    const tk = o.deactivated !== null && o.deactivated !== undefined ? o.tanks[o.deactivated] : null;
    const n = tk ? tk.face_down : 0; // cards already on it (sent before this page composed any)
    const known = this.placed && tk && this.placed.tank === tk.id ? this.placed.cards : [];
    const key = `${o.turns}/${o.deactivated}/${JSON.stringify(p.hand)}`;
    if (key !== this.stageKey) { this.stageKey = key; this.stage = []; this.confirmEmpty = false; }
    const left = p.hand.slice();
    for (const c of this.stage) { const i = left.indexOf(c); if (i >= 0) left.splice(i, 1); }
    const total = n + this.stage.length;
    // A fresh node each time: a node put in a second place leaves the first.
    const tname = () => (tk ? this.cword(tankColour(tk.id), this.tankName(tk.id)) : t('robotanks-your-tank'));
    const redraw = () => this.drawControls(this.obs);
    const out = [h('h3', {}, stepWords('Programming')), phases,
      h('p', { class: 'how-to' }, ...fill(t('robotanks-program-how', { tank: slot(0) }), [tname()])),
      // A newcomer's tanks shot each other: direct fire takes whatever is nearest in front.
      h('p', { class: 'hint how-to', id: 'friendly-fire' }, t('robotanks-friendly-fire'))];
    // The hand first, its cards staying in their places, and Undo under it: nothing above
    // them grows as the program does, so a card or Undo clicked again is still the one
    // under the pointer; the program composed grows below them.
    out.push(h('div', { class: 'hint' }, t('robotanks-hand-left', { left: left.length, n: p.hand.length })),
      this.stableChoice(p.hand, this.stage, 'program', (c, e) => {
        this.stage.push(c); this.confirmEmpty = false; redraw();
        // A mouse click leaves no focus on the card, so Enter then confirms.
        if (e.detail) /** @type {HTMLElement | null} */ (document.activeElement)?.blur();
      }, (c) => Boolean(this.legalWhere((a) => variant(a) === 'Program' && payload(a) === c))));
    out.push(h('div', { class: 'row rt-stage-edit' },
      h('button', { id: 'undo', disabled: !this.stage.length, title: t('robotanks-undo-card'), onclick: () => { this.stage.pop(); this.confirmEmpty = false; redraw(); } }, t('robotanks-undo'), h('kbd', { 'aria-hidden': 'true' }, '⌫')),
      h('button', { id: 'clear', disabled: !this.stage.length, title: t('robotanks-clear-cards'), onclick: () => { this.stage = []; redraw(); } }, t('robotanks-clear'))));
    out.push(h('div', { class: 'rt-program', id: 'program-so-far' },
      h('strong', { id: 'placed-count' }, cards(total)), total ? ': ' : '',
      n > known.length ? h('span', { class: 'muted' }, `${t('robotanks-placed-earlier', { n: n - known.length })}${known.length || this.stage.length ? ' → ' : ''}`) : null,
      ...known.map((c, i) => h('span', { class: 'rt-slot' }, i ? ' → ' : '', this.chip(c))),
      ...this.stage.map((c, i) => h('span', { class: 'rt-slot staged' }, i || known.length ? ' → ' : '', this.chip(c, { cls: 'rt-staged' }))),
      total ? null : h('span', { class: 'muted' }, t('robotanks-empty-so-far'))));
    const done = this.legalWhere((a) => a === 'Done');
    const row = h('div', { class: 'row' });
    if (done && total) {
      row.append(h('button', { class: 'primary', id: 'done', onclick: () => this.sendProgram() },
        t('robotanks-confirm-program-n', { n: total }), h('kbd', { 'aria-hidden': 'true' }, 'Enter')));
    } else if (done) {
      row.append(h('button', { class: 'primary', id: 'done', disabled: true, title: t('robotanks-place-one-first') }, t('robotanks-confirm-program'), h('kbd', { 'aria-hidden': 'true' }, 'Enter')));
      // Not at once to a finger: the button comes under the one that just passed the trade,
      // and a quick second tap asked to wreck the tank.
      const born = performance.now();
      if (!this.confirmEmpty) row.append(h('button', { class: 'danger', id: 'leave-empty', onclick: (/** @type {PointerEvent} */ e) => { if (e.pointerType === 'touch' && performance.now() - born < 400) return; this.confirmEmpty = true; redraw(); this.controls.querySelector('#cancel-empty')?.focus(); } }, t('robotanks-leave-empty')));
    }
    out.push(row);
    if (!left.length) out.push(h('p', { class: 'hint warn', id: 'last-card-warning' }, t('robotanks-last-card')));
    else if (left.length <= 3) out.push(h('p', { class: 'hint warn' }, t('robotanks-keep-cards', { n: left.length })));
    if (done && !total && this.confirmEmpty) {
      out.push(h('div', { class: 'rt-confirm', id: 'confirm-empty-box', role: 'alertdialog', 'aria-label': t('robotanks-empty-aria') },
        h('p', {}, h('strong', {}, ...fill(t('robotanks-empty-question', { tank: slot(0) }), [tname()])), ' ',
          ...fill(t('robotanks-empty-explain', { wreck: slot(0) }), [h('b', {}, t('robotanks-empty-wreck'))])),
        h('div', { class: 'row' },
          h('button', { class: 'danger', id: 'confirm-empty', onclick: () => { this.confirmEmpty = false; this.act([done.action]); } }, t('robotanks-empty-yes')),
          h('button', { id: 'cancel-empty', onclick: () => { this.confirmEmpty = false; redraw(); } }, t('robotanks-empty-no')))));
    } else if (done && !total) {
      out.push(h('p', { class: 'hint warn' }, t('robotanks-empty-warn')));
    }
    return out;
  }

  /** Sends the program composed here, then Done: one list, all or nothing. */
  sendProgram() {
    const done = this.legalWhere((a) => a === 'Done');
    const tk = this.obs && this.obs.deactivated;
    if (!done || (!this.stage.length && !(tk !== null && tk !== undefined && this.obs.tanks[tk].face_down))) return;
    const actions = [...this.stage.map((c) => ({ Program: c })), done.action];
    this.stage = []; this.stageKey = null;
    this.act(actions);
  }

  virusControls(o, p) {
    const pv = payload(o.pending);
    const required = pv.required || []; const built = pv.built || [];
    const done = this.legalWhere((a) => a === 'Done');
    const counts = this.tally([...required, ...p.hand]);
    return [h('h3', {}, t('robotanks-virus-heading')),
      h('p', {}, ...fill(t('robotanks-virus-how', { tank: slot(0), n: required.length + built.length }), [this.cword(tankColour(pv.target), this.tankName(pv.target))])),
      h('div', { class: 'rt-program', id: 'virus-built' }, h('strong', {}, t('robotanks-virus-placed', { n: built.length })), built.length ? ': ' : '', ...built.map((c, i) => h('span', { class: 'rt-slot' }, i ? ' → ' : '', this.chip(c)))),
      required.length ? h('div', { class: 'hint' }, `${t('robotanks-virus-still')} `, this.chips(required)) : h('div', { class: 'hint' }, t('robotanks-virus-all-placed')),
      h('div', { class: 'hint' }, t('robotanks-place-next')),
      this.cardButtons('Program', counts, 'virus', (c) => (required.includes(c) ? h('span', { class: 'rt-sub' }, ` ${t('robotanks-virus-theirs')}`) : null)),
      h('div', { class: 'row' }, done ? this.btn(done, t('robotanks-done'), { key: 'Enter', cls: 'primary', id: 'done' }) : null)];
  }

  // ---- animation ---------------------------------------------------------------------------

  /** Runs `step(t)` for t from 0 to 1 over `ms` (scaled by the speed); at once when
   * skipped or off. A timer backs the frames up (a hidden tab draws none). */
  tween(ms, step) {
    return new Promise((resolve) => {
      const k = animSpeed();
      if (this.skipped || !k) { step(1); resolve(); return; }
      const dur = ms * k; const t0 = performance.now(); let over = false;
      const end = () => { if (over) return; over = true; step(1); resolve(); };
      const frame = (now) => {
        if (over) return;
        if (this.skipped) { end(); return; }
        const tk = Math.max(0, Math.min(1, (now - t0) / dur));
        if (tk >= 1) { end(); return; }
        step(tk);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      setTimeout(end, dur + 120);
    });
  }

  fx(el) { this.layers.fx.append(el); return el; }
  objHex(o, obj) { return variant(obj) === 'Tank' ? o.tanks[payload(obj)].at : o.posts[COLOURS.indexOf(payload(obj))].at; }

  /** A label over the map: what tank `id` does now. It names the tank and points at its
   * hex (a tail down to the hex's top corner), so on adjacent hexes it is never read as
   * another tank's; it follows the tank when it moves. */
  caption(id, text, colour = '#ffe9a0') {
    if (this.captionEl) this.captionEl.remove();
    const o = this.currentObs();
    const tk = o && o.tanks[id];
    if (!tk) return;
    this.captionFor = { id, text, colour };
    const [tx, ty] = px(tk.at);
    const words = `${this.tankName(tk.id)}: ${text}`;
    const w = 12 + words.length * 5.4;
    // Kept inside the map; the tail still points at the tank.
    let x = tx;
    const vb = (this.svg.getAttribute('viewBox') || '').split(' ').map(Number);
    if (vb.length === 4) x = Math.max(vb[0] + w / 2 + 2, Math.min(vb[0] + vb[2] - w / 2 - 2, x));
    const top = ty - S - 22; // the box's top; its bottom 15 below, the tail to the hex's corner
    const tip = ty - S + 3;
    const edge = PAL[tankColour(id)].fill;
    this.captionEl = this.fx(s('g', { class: 'rt-caption', 'data-tank': id },
      s('path', { d: `M${(tx - 4).toFixed(1)} ${top + 14} L${tx.toFixed(1)} ${tip} L${(tx + 4).toFixed(1)} ${top + 14} Z`, fill: edge, stroke: 'rgba(12,13,17,.9)', 'stroke-width': 0.8 }),
      s('rect', { x: (x - w / 2).toFixed(1), y: top, width: w.toFixed(1), height: 15, rx: 5, fill: 'rgba(12,13,17,.92)', stroke: edge, 'stroke-width': 1.4 }),
      s('text', { x: x.toFixed(1), y: top + 11, 'text-anchor': 'middle', 'font-size': 9.5, 'font-weight': 700, fill: colour }, words)));
  }

  /** The caption again where its tank now stands (after a move or a swap). */
  recaption(id) {
    const c = this.captionFor;
    if (c && this.captionEl && this.captionEl.isConnected && (id === undefined || c.id === id)) this.caption(c.id, c.text, c.colour);
  }

  /** A flash at a hex: a hit, a collision, a blast. */
  async burst(at, { r = S * 0.9, colour = '#ff5a1f', ms = 420, text = null } = {}) {
    const [x, y] = px(at);
    const c = this.fx(s('circle', { cx: x, cy: y, r: 2, fill: 'url(#rt-glow)', stroke: colour, 'stroke-width': 2 }));
    const label = text ? this.fx(s('text', { x, y: y - 4, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 900, fill: '#fff', stroke: '#000', 'stroke-width': 0.6 }, text)) : null;
    await this.tween(ms, (tk) => { c.setAttribute('r', (2 + (r - 2) * Math.min(1, tk * 1.6)).toFixed(1)); c.setAttribute('opacity', (tk < 0.6 ? 1 : 1 - (tk - 0.6) / 0.4).toFixed(2)); if (label) label.setAttribute('y', (y - 4 - 10 * tk).toFixed(1)); });
    c.remove(); if (label) label.remove();
  }

  roll(n, label, words = '', cls = '') { this.trayItems.push({ n, label, words, cls }); this.drawTray(); }
  say(text) { this.trayText = text; this.drawTray(); }

  /** A tank's fire area where an animation has just put it: the observation's from the
   * picture before or the one after, whichever shows the tank standing so (the areas are
   * the server's, never worked out here); none while it stands where neither does. */
  settleArea(o, id) {
    const tk = o.tanks[id];
    const same = (u) => u && u.at.q === tk.at.q && u.at.r === tk.at.r && u.facing === tk.facing && u.wreck === tk.wreck
      && u.face_up.includes('Turret') === tk.face_up.includes('Turret');
    const from = [this.animFinal && this.animFinal.tanks[id], this.obs && this.obs.tanks[id]].find(same);
    tk.fire_area = from ? from.fire_area || [] : [];
  }

  /** Turns a tank on the map from one facing to another the shorter way (left positive). */
  async turnTank(o, id, to, ms = 380) {
    const tk = o.tanks[id]; const from = tk.facing;
    let d = (((to - from) % 6) + 6) % 6; if (d > 3) d -= 6;
    const hull = this.svg.querySelector(`#tank-${id} .rt-hull`);
    if (hull && d) await this.tween(ms * Math.max(1, Math.abs(d)) * 0.7, (k) => hull.setAttribute('transform', `rotate(${angle(from + d * k)}) scale(${HULL})`));
    tk.facing = to;
    this.drawPieces(o);
  }

  async moveTank(o, id, to, ms = 260) {
    const tk = o.tanks[id]; const [x0, y0] = px(tk.at); const [x1, y1] = px(to);
    const el = this.svg.querySelector(`#tank-${id}`);
    if (el) await this.tween(ms, (k) => el.setAttribute('transform', `translate(${(x0 + (x1 - x0) * k).toFixed(1)} ${(y0 + (y1 - y0) * k).toFixed(1)})`));
    tk.at = to;
    this.drawPieces(o);
    this.recaption(id);
  }

  async shake(id, ms = 300) {
    const el = this.svg.querySelector(`#tank-${id}`);
    if (!el) return;
    const base = el.getAttribute('transform');
    await this.tween(ms, (k) => el.setAttribute('transform', `${base} translate(${(Math.sin(k * Math.PI * 8) * 3 * (1 - k)).toFixed(1)} 0)`));
    el.setAttribute('transform', base);
  }

  /** A line from one hex to another, drawn out: a shot, a beam. */
  async beam(a, b, { colour = '#ff3b3b', width = 3, ms = 320, dash = null, keep = false } = {}) {
    const [x0, y0] = px(a); const [x1, y1] = px(b);
    const glow = this.fx(s('line', { x1: x0, y1: y0, x2: x0, y2: y0, stroke: colour, 'stroke-width': width * 3, 'stroke-opacity': 0.3, 'stroke-linecap': 'round' }));
    const line = this.fx(s('line', { x1: x0, y1: y0, x2: x0, y2: y0, stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-dasharray': dash }));
    await this.tween(ms, (k) => { for (const l of [glow, line]) { l.setAttribute('x2', (x0 + (x1 - x0) * k).toFixed(1)); l.setAttribute('y2', (y0 + (y1 - y0) * k).toFixed(1)); } });
    if (!keep) { await this.wait(180); glow.remove(); line.remove(); return null; }
    return [glow, line];
  }

  clearShot() { if (this.shot) { this.shot.forEach((e) => e.remove()); this.shot = null; } }

  /** Plays the events on a copy of the table as it was: tanks turn and move, weapons
   * fire, hits flash, wrecks fall. The final picture is always the server's. */
  async animate(events, final) {
    this.track(events);
    this.animatedTo = final; this.animFinal = final;
    const o = structuredClone(this.obs);
    this.animObs = o;
    const tank = (id) => o.tanks[id];
    const seatOfTank = (id) => this.seatOf(tankColour(id));
    let ball = null;
    try {
      for (const ev of events) {
        if (this.skipped) break;
        const kind = variant(ev); const e = payload(ev) || {};
        switch (kind) {
          case 'TurnBegins':
            o.current = e.seat; o.turns = e.turn; o.phase = 'Deactivation'; o.step = 'Deactivation'; o.pending = null; o.deactivated = null; o.traded = [];
            this.trayItems = []; this.acting = null; this.clearShot(); if (this.captionEl) { this.captionEl.remove(); this.captionEl = null; }
            this.say(t('robotanks-say-turn', { turn: e.turn, colour: this.colourWord(this.colourOf(e.seat)), name: this.name(e.seat) }));
            this.draw(o); await this.wait(350);
            break;
          case 'GameStarts': {
            // The deal is over: every hand is kept, every first program goes down and the
            // cards set aside are in the Bank — the server's next picture holds all of it
            // (nothing moves before the first player's first decision).
            o.phase = 'Deactivation'; o.step = 'Deactivation'; o.first = e.first; o.current = e.first; o.turns = Math.max(1, o.turns);
            o.players = structuredClone(final.players); o.bank = final.bank.slice();
            o.tanks.forEach((tk, i) => { tk.face_down = final.tanks[i].face_down; tk.face_up = final.tanks[i].face_up.slice(); });
            this.say(t('robotanks-say-first', { colour: this.colourWord(this.colourOf(e.first)) })); this.draw(o); await this.wait(300);
            break;
          }
          case 'SetAside': {
            const pl = o.players[e.seat];
            if (pl) { pl.hand_size = Math.max(0, pl.hand_size - 1); pl.to_set_aside = Math.max(0, pl.to_set_aside - 1); handLoses(pl, [e.card]); }
            break;
          }
          case 'SetAsideToBank':
            o.bank = [...o.bank, ...e.cards].sort((a, b) => this.card(a).order - this.card(b).order); this.drawPanels(o);
            break;
          case 'Deactivated': {
            const tk = tank(e.tank); const s0 = seatOfTank(e.tank);
            tk.inactive = true; tk.face_up = []; tk.face_down = 0; o.deactivated = e.tank;
            if (s0 >= 0) { o.players[s0].hand_size += e.cards.length; handGains(o.players[s0], e.cards); }
            this.say(t('robotanks-say-deactivated', { tank: this.tankName(tk.id), n: e.cards.length }));
            this.draw(o); await this.burst(tk.at, { colour: '#8cc8ff', ms: 380 });
            break;
          }
          case 'BankDie':
            this.roll(e.die, t('robotanks-bank-die'), e.die === 1 ? t('robotanks-bank-die-one') : t('robotanks-bank-die-nothing')); await this.wait(550);
            break;
          case 'TookFromBank': {
            const i = o.bank.indexOf(e.card); if (i >= 0) o.bank.splice(i, 1);
            o.players[e.seat].hand_size += 1; handGains(o.players[e.seat], [e.card]);
            o.bank.push(...o.traded); o.traded = [];
            this.say(t('robotanks-say-took', { colour: this.colourWord(this.colourOf(e.seat)), card: this.cardName(e.card) })); this.drawPanels(o); await this.wait(300);
            break;
          }
          case 'TradedIn':
            o.traded.push(e.card); o.players[e.seat].hand_size -= 1; handLoses(o.players[e.seat], [e.card]); this.say(t('robotanks-say-traded', { colour: this.colourWord(this.colourOf(e.seat)), card: this.cardName(e.card) })); this.drawPanels(o); await this.wait(250);
            break;
          case 'Programmed':
            if (o.phase === 'Setup') {
              // A first program chosen: one card fewer in hand, one more chosen.
              const pl = o.players[e.seat];
              if (pl) {
                pl.initial_chosen = Math.min(4, pl.initial_chosen + 1);
                pl.hand_size = Math.max(0, pl.hand_size - 1); handLoses(pl, [e.card]);
                if (pl.initial && e.card) pl.initial.push(e.card);
              }
              this.drawPanels(o);
              break;
            }
            tank(e.tank).face_down += 1; o.players[e.seat].hand_size -= 1; handLoses(o.players[e.seat], [e.card]);
            this.drawPieces(o); this.drawPanels(o); await this.wait(140);
            break;
          case 'Executes': {
            const tk = tank(e.tank);
            o.phase = 'Execution'; o.step = 'Execution';
            this.acting = e.tank; this.clearShot(); this.trayItems = [];
            this.say(t(e.zoomed ? 'robotanks-say-executes-zoom' : 'robotanks-say-executes', { tank: this.tankName(tk.id), card: this.cardName(e.card) }));
            this.draw(o); this.caption(e.tank, this.cardName(e.card));
            await this.wait(450);
            break;
          }
          case 'Idle':
            this.acting = e.tank; this.say(t('robotanks-say-idle', { tank: this.tankName(e.tank) })); this.draw(o); this.caption(e.tank, t('robotanks-caption-idle')); await this.wait(350);
            break;
          case 'FaceUp':
            tank(e.tank).face_up.push(e.card); tank(e.tank).face_down = Math.max(0, tank(e.tank).face_down - 1); this.drawPieces(o); this.caption(e.tank, t('robotanks-caption-face-up', { card: this.cardName(e.card) })); await this.wait(350);
            break;
          case 'EcmDown': {
            const tk = tank(e.tank); const i = tk.face_up.indexOf('Ecm'); if (i >= 0) { tk.face_up.splice(i, 1); tk.face_down += 1; }
            this.drawPieces(o); await this.wait(200);
            break;
          }
          case 'ZoomBegins':
            this.caption(e.tank, t('robotanks-caption-zoom', { card: this.cardName('Zoom'), n: e.cards })); await this.wait(350);
            break;
          case 'Turned':
            await this.turnTank(o, e.tank, e.facing);
            break;
          case 'Moved':
            await this.moveTank(o, e.tank, e.to);
            break;
          case 'Collided': {
            const tk = tank(e.tank);
            this.say(e.with ? t('robotanks-say-collided', { tank: this.tankName(tk.id), target: this.objName(e.with) }) : t('robotanks-say-collided-wall', { tank: this.tankName(tk.id) }));
            const [x0, y0] = px(tk.at); const [x1, y1] = px(e.at);
            const el = this.svg.querySelector(`#tank-${e.tank}`);
            if (el) await this.tween(200, (k) => { const j = Math.sin(k * Math.PI) * 0.3; el.setAttribute('transform', `translate(${(x0 + (x1 - x0) * j).toFixed(1)} ${(y0 + (y1 - y0) * j).toFixed(1)})`); });
            await this.burst({ q: (tk.at.q + e.at.q) / 2, r: (tk.at.r + e.at.r) / 2 }, { r: S * 0.7, text: t('robotanks-burst-crash'), colour: '#ffd84a' });
            this.drawPieces(o);
            break;
          }
          case 'NoTarget':
            this.selected = null; this.hover = null;
            this.caption(e.tank, t('robotanks-caption-no-target')); this.say(t('robotanks-say-no-target', { tank: this.tankName(e.tank) }));
            {
              // Its empty fire area, shown a moment.
              const g = this.layers.area; g.replaceChildren();
              this.shadeArea(g, o, tank(e.tank), 'rgba(255,176,0,.12)');
              await this.wait(600); g.replaceChildren();
            }
            break;
          case 'Targeted': {
            const tk = tank(e.tank); const to = this.objHex(o, e.target);
            this.clearShot();
            this.say(t(e.chosen ? 'robotanks-say-picks' : 'robotanks-say-targets', { tank: this.tankName(tk.id), target: this.objName(e.target), range: e.range }));
            this.shot = await this.beam(tk.at, to, { colour: '#ffb000', width: 1.6, dash: '5 4', ms: 280, keep: true });
            await this.wait(200);
            break;
          }
          case 'FireDie':
            this.roll(e.die, t('robotanks-die-range', { range: e.range }), e.hit ? t('robotanks-die-hit') : t('robotanks-die-miss'), e.hit ? 'hit' : 'miss'); await this.wait(550);
            break;
          case 'AutoHit':
            this.roll('✓', t('robotanks-die-auto-hit', { card: this.cardName('AutoHit') }), t('robotanks-die-auto-hit-words'), 'hit'); await this.wait(350);
            break;
          case 'Missed': {
            const tk = tank(e.tank);
            this.caption(e.tank, t('robotanks-caption-miss'), '#c9ced8'); this.clearShot(); await this.wait(300);
            break;
          }
          case 'Rotated':
            if (variant(e.target) === 'Tank') {
              this.clearShot(); this.caption(payload(e.target), t('robotanks-caption-spun'), '#8cc8ff');
              await this.turnTank(o, payload(e.target), e.facing, 300);
            }
            break;
          case 'LaserBeam': {
            const tk = tank(e.tank);
            this.roll(e.dice[0], t('robotanks-die-laser')); this.roll(e.dice[1], '+', t('robotanks-die-laser-sum', { n: e.dice[0] + e.dice[1] }));
            // To the object hit, or on to the face of the wall (or the arena's edge) that
            // stopped the beam: halfway to its hex.
            const last = e.path.length ? e.path[e.path.length - 1] : tk.at;
            const end = e.wall ? { q: (last.q + e.wall.q) / 2, r: (last.r + e.wall.r) / 2 } : last;
            await this.beam(tk.at, end, { colour: '#ff3b3b', width: 3, ms: 260 });
            break;
          }
          case 'MortarBlast': {
            const tk = tank(e.tank);
            this.roll(e.die, t('robotanks-die-mortar'), t('robotanks-die-mortar-ahead', { n: e.die }));
            const [x0, y0] = px(tk.at); const [x1, y1] = px(e.centre);
            const shell = this.fx(s('circle', { r: 4, fill: '#ffe08a', stroke: '#000', 'stroke-width': 1 }));
            const lift = 40 + 10 * e.die;
            await this.tween(420, (k) => { shell.setAttribute('cx', (x0 + (x1 - x0) * k).toFixed(1)); shell.setAttribute('cy', (y0 + (y1 - y0) * k - lift * 4 * k * (1 - k)).toFixed(1)); });
            shell.remove();
            await this.burst(e.centre, { r: S * 2.05, ms: 560, colour: '#ff7a1f', text: t('robotanks-burst-boom') });
            break;
          }
          case 'BallLeg': {
            if (e.turn !== null && e.turn !== undefined) this.roll(e.turn, t('robotanks-die-ball-turn'));
            this.roll(e.distance, t('robotanks-die-ball-distance'));
            const tk = tank(e.tank);
            if (!ball) { const [x, y] = px(tk.at); ball = this.fx(s('circle', { cx: x, cy: y, r: 7, fill: '#7df9ff', stroke: '#e6ffff', 'stroke-width': 2, class: 'rt-ball' })); ball.at = tk.at; }
            for (const x of e.path) {
              const a = ball.at; const [x0, y0] = px(a); const [x1, y1] = px(x);
              await this.tween(110, (k) => { ball.setAttribute('cx', (x0 + (x1 - x0) * k).toFixed(1)); ball.setAttribute('cy', (y0 + (y1 - y0) * k).toFixed(1)); });
              ball.at = x;
            }
            await this.wait(120);
            break;
          }
          case 'BallStruck': {
            const at = ball && !e.object ? { q: (ball.at.q + e.at.q) / 2, r: (ball.at.r + e.at.r) / 2 } : e.at;
            if (ball) { ball.remove(); ball = null; }
            this.say(e.object ? t('robotanks-say-ball', { target: this.objName(e.object) }) : t('robotanks-say-ball-wall'));
            await this.burst(at, { r: S * 1.1, colour: '#7df9ff', text: e.object ? '×2' : null });
            break;
          }
          case 'BallFizzled':
            if (ball) { ball.remove(); ball = null; }
            break;
          case 'Transwarp': {
            this.roll(e.dice[0], t('robotanks-die-warp-colour')); this.roll(e.dice[1], t('robotanks-die-warp-tank'));
            if (e.with !== null && e.with !== undefined && e.with !== e.tank) {
              const a = tank(e.tank); const b = tank(e.with);
              const els = [this.svg.querySelector(`#tank-${e.tank}`), this.svg.querySelector(`#tank-${e.with}`)].filter(Boolean);
              await this.tween(300, (k) => els.forEach((el) => el.setAttribute('opacity', (1 - k).toFixed(2))));
              [a.at, b.at] = [b.at, a.at];
              this.drawPieces(o); this.recaption();
              const els2 = [this.svg.querySelector(`#tank-${e.tank}`), this.svg.querySelector(`#tank-${e.with}`)].filter(Boolean);
              await this.tween(300, (k) => els2.forEach((el) => el.setAttribute('opacity', k.toFixed(2))));
            }
            break;
          }
          case 'Radar': {
            const tk = tank(e.tank);
            // The sweep reaches out to what it found.
            const [x, y] = px(tk.at);
            const r = e.object ? Math.hypot(...px(this.objHex(o, e.object)).map((v, i) => v - [x, y][i])) : S * 4;
            const ringEl = this.fx(s('circle', { cx: x, cy: y, r: 2, fill: 'none', stroke: '#5fd07a', 'stroke-width': 2 }));
            await this.tween(450, (k) => { ringEl.setAttribute('r', (2 + r * k).toFixed(1)); ringEl.setAttribute('opacity', (1 - k * 0.8).toFixed(2)); });
            ringEl.remove();
            if (e.object) this.caption(e.tank, t('robotanks-caption-radar', { target: this.objName(e.object) }), '#8df0a8');
            await this.turnTank(o, e.tank, e.facing);
            break;
          }
          case 'SelfDestruct': {
            const tk = tank(e.tank);
            this.say(t('robotanks-say-self-destruct', { tank: this.tankName(tk.id), n: e.attacks }));
            await this.burst(tk.at, { r: S * 2.4, ms: 700, colour: '#ff3b1f', text: t('robotanks-burst-self-destruct') });
            break;
          }
          case 'SelfDestructShot':
            this.clearShot();
            if (e.target) this.shot = await this.beam(tank(e.tank).at, this.objHex(o, e.target), { colour: '#ffb000', width: 1.6, dash: '5 4', ms: 200, keep: true });
            break;
          case 'Hit': {
            const at = this.objHex(o, e.target);
            this.clearShot();
            await this.burst(at, { text: e.hits === 2 ? t('robotanks-burst-double-hit') : t('robotanks-burst-hit') });
            break;
          }
          case 'ArmorDie':
            this.roll(e.die, t('robotanks-die-armor'), { Dissipates: t('robotanks-armor-dissipates'), Destroyed: t('robotanks-armor-lost'), Through: t('robotanks-armor-through') }[e.result] || '');
            if (e.result === 'Destroyed') { const tk = tank(e.tank); const i = tk.face_up.indexOf('Armor'); if (i >= 0) tk.face_up.splice(i, 1); this.drawPieces(o); }
            await this.wait(450);
            break;
          case 'ShieldHolds': {
            const [x, y] = px(tank(e.tank).at);
            const b = this.fx(s('circle', { cx: x, cy: y, r: S * 0.95, fill: 'rgba(125,249,255,.15)', stroke: '#7df9ff', 'stroke-width': 2.5 }));
            await this.tween(450, (k) => b.setAttribute('opacity', (1 - k).toFixed(2)));
            b.remove();
            break;
          }
          case 'Scrambled': {
            const tk = tank(e.tank);
            tk.face_up = []; tk.face_down = e.left;
            o.bank.push(...e.discarded);
            this.say(t('robotanks-say-scrambled', { tank: this.tankName(tk.id), n: e.discarded.length }));
            this.drawPieces(o); await this.shake(e.tank); this.drawPanels(o);
            break;
          }
          case 'Wrecked': {
            const tk = tank(e.tank); tk.wreck = true; tk.inactive = false; tk.face_up = []; tk.face_down = 0;
            o.bank.push(...e.banked);
            this.say(t('robotanks-say-wrecked', { tank: this.tankName(tk.id) }));
            this.drawPieces(o); this.drawPanels(o);
            await this.burst(tk.at, { r: S * 1.2, colour: '#ff5a1f', text: t('robotanks-burst-wreck'), ms: 520 });
            break;
          }
          case 'Drained': {
            const post = o.posts[COLOURS.indexOf(e.post)];
            const def = this.seatOf(e.post);
            if (def >= 0) { o.players[def].hand_size = Math.max(0, o.players[def].hand_size - e.taken.length); handLoses(o.players[def], e.taken); }
            if (e.by >= 0 && o.players[e.by] && (e.taken.length === 1 || e.kept)) { o.players[e.by].hand_size += 1; handGains(o.players[e.by], [e.kept || e.taken[0]]); }
            o.bank.push(...e.banked);
            this.say(t('robotanks-say-drained', { post: e.post, by: String(this.colourWord(this.colourOf(e.by))), n: e.taken.length }));
            this.drawPosts(o); this.drawPanels(o);
            await this.burst(post.at, { r: S * 1.1, colour: PAL[e.post].fill, text: `−${e.taken.length}` });
            break;
          }
          case 'Reprogrammed':
            tank(e.tank).face_down = e.cards; tank(e.tank).face_up = []; tank(e.tank).inactive = false;
            this.caption(e.tank, t('robotanks-caption-reprogrammed'), '#d08cff'); this.drawPieces(o); await this.wait(400);
            break;
          case 'Scanned':
            this.caption(e.tank, t('robotanks-caption-scanned', { colour: this.colourWord(this.colourOf(e.by)) }), '#6aa8ff'); await this.wait(350);
            break;
          case 'Reactivated':
            tank(e.tank).inactive = false; this.drawPieces(o); await this.wait(150);
            break;
          case 'Eliminated': {
            const c = this.colourOf(e.seat); o.players[e.seat].alive = false;
            const post = o.posts[COLOURS.indexOf(c)]; post.destroyed = true;
            this.say(t('robotanks-say-eliminated', { post: c, name: this.name(e.seat) }));
            this.drawPosts(o); this.drawPanels(o);
            await this.burst(post.at, { r: S * 2, colour: '#ff3b1f', text: t('robotanks-burst-destroyed'), ms: 800 });
            break;
          }
          case 'GameOver':
            o.end = e.end; o.phase = 'Over'; o.step = 'Over'; this.acting = null;
            this.trayItems = []; this.say(t('robotanks-game-over'));
            this.draw(o); await this.wait(400);
            break;
          default: break;
        }
      }
    } finally {
      if (ball) ball.remove();
      this.clearShot();
      this.animObs = null; this.animFinal = null; this.acting = null;
    }
  }
}

/** A hand shown mid-animation follows the events: `cards` (null where a card is not
 * named to this viewer) join or leave it; a card not named leaves it unknown until the
 * server's picture (drawHand then shows the count alone, never a stale list). */
function handGains(pl, cards) {
  if (!pl || !pl.hand) return;
  for (const c of cards) { if (c) pl.hand.push(c); else pl.handUnknown = true; }
}
function handLoses(pl, cards) {
  if (!pl || !pl.hand) return;
  for (const c of cards) {
    const i = c ? pl.hand.indexOf(c) : -1;
    if (i >= 0) pl.hand.splice(i, 1); else pl.handUnknown = true;
  }
}

/** Events worth the "skip" button (the deal's events pass at once). */
const ANIMATED = new Set(['TurnBegins', 'Deactivated', 'BankDie', 'Executes', 'Turned', 'Moved', 'Collided', 'Targeted', 'FireDie', 'LaserBeam', 'MortarBlast',
  'BallLeg', 'Transwarp', 'Radar', 'SelfDestruct', 'Hit', 'Wrecked', 'Drained', 'Eliminated']);

/** A colour's mark beside its word: a small tank seen from above, barrel to the right,
 * in the colours it has on the map (Black: dark with a light outline, so it reads as a
 * tank and not as an empty box). */
function tankIcon(c) {
  const { fill, stroke } = PAL[c];
  const tread = c === 'Black' ? '#5b616c' : '#15171b';
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 16'>`
    + `<rect x='1' y='1' width='16' height='4' rx='1.5' fill='${tread}' stroke='${stroke}' stroke-width='.8'/>`
    + `<rect x='1' y='11' width='16' height='4' rx='1.5' fill='${tread}' stroke='${stroke}' stroke-width='.8'/>`
    + `<path d='M2 4 H14 L17.5 6.5 V9.5 L14 12 H2 Z' fill='${fill}' stroke='${stroke}' stroke-width='1.2' stroke-linejoin='round'/>`
    + `<rect x='11' y='6.4' width='12' height='3.2' rx='.8' fill='${fill}' stroke='${stroke}' stroke-width='.8'/>`
    + `<circle cx='8.5' cy='8' r='3.6' fill='${fill}' stroke='${stroke}' stroke-width='1.2'/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

// ---- styles (this game's own; the shared ones are style.css) -----------------------------------

/** Auto's pace: messages at once and a second (the server allows 30 and 10). */
const AUTO_BURST = 24;
const AUTO_PER_SECOND = 8;
/** The most actions the server's suggestion holds (SUGGEST_MOST, table/ai.rs): the
 * computer's hand takes a suggestion a dozen cards. */
const SUGGEST_MOST = 12;

const STYLE = `
.rt-auto { text-align: left; }
.rt-auto.on { border-color: var(--accent); background: #3a3220; }
.rt-controls .rt-hinted { outline: 2px solid var(--accent); outline-offset: 2px; box-shadow: 0 0 10px var(--accent); }
.rt-map { background: #15171c; border-radius: 6px; }
.rt-map .rt-tank { cursor: pointer; }
.rt-map .rt-label { font-size: 10.5px; font-weight: 800; fill: #e9edf3; stroke: #17191e; stroke-width: 2.6px; paint-order: stroke; pointer-events: none; }
.rt-map .rt-tank.inactive .rt-hull { opacity: .72; }
.rt-map .rt-badge.g-Special .rt-badge-bg { fill: #6aa8ff; } .rt-map .rt-badge.g-Modifier .rt-badge-bg { fill: #ffd052; }
.rt-map .rt-badge .rt-badge-bg { fill: #c9ced8; }
.rt-map .rt-badge.rt-off-badge .rt-badge-bg { fill: #8cc8ff; }
.rt-map .rt-badge.rt-more .rt-badge-bg { fill: #fff; }
.rt-pick { cursor: pointer; }
.rt-pick .rt-ring { fill: rgba(255,176,0,.12); stroke: #ffb000; stroke-width: 3; stroke-dasharray: 6 3; animation: pulse 1.4s ease-in-out infinite; }
.rt-pick:hover .rt-ring { fill: rgba(255,176,0,.3); stroke-width: 4; }
.rt-pick.scan .rt-ring { stroke: #6aa8ff; fill: rgba(106,168,255,.12); }
.rt-pick.warp .rt-ring { stroke: #d08cff; fill: rgba(208,140,255,.12); }
@media (prefers-reduced-motion: reduce) { .rt-pick .rt-ring { animation: none; } }
.rt-tray { min-height: 2em; flex: 1; min-width: 0; }
.rt-tray-row { display: flex; align-items: flex-start; gap: 6px; }
.rt-tray-row .zoom { position: static; flex: none; }
.rt-map .rt-label { pointer-events: auto; cursor: help; }
.rt-tray-text { font-weight: 600; color: #ffe9a0; margin-right: 6px; }
.rt-roll { display: inline-flex; align-items: center; gap: 2px; }
.rt-roll .die.hit { background: #3ecf6e; color: #06210f; } .rt-roll .die.miss { background: #6b7280; color: #fff; }
.rt-roll-words.hit { color: #8df0a8; font-weight: 700; } .rt-roll-words.miss { color: var(--muted); }
.rt-info { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; font-size: 13px; min-height: 2.2em; margin: 4px 4px 0; }
.rt-scan { color: #9cc4ff; }
.rt-c { font-weight: 700; white-space: nowrap; unicode-bidi: isolate; }
.rt-c::before { content: ""; display: inline-block; width: 1.35em; height: .9em; margin-right: 3px; vertical-align: -.1em; background: var(--ci) center / contain no-repeat; }
${COLOURS.map((c) => `.rt-c.c-${c} { color: ${PAL[c].text}; --ci: ${tankIcon(c)}; }`).join('\n')}
/* A turn's heading in the log names the player after their colour ("Turn 5 — Red Ann"): the seat's name is its span's tooltip. */
.log-round > summary .rt-c[title]::after { content: " " attr(title); color: var(--accent); }
.rt-who { white-space: nowrap; }
.rt-chips { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.rt-chip { --gc: #9aa0ab; display: inline-flex; align-items: center; gap: 4px; padding: 1px 7px 1px 2px; border-radius: 6px; background: #262b34; border: 1px solid color-mix(in srgb, var(--gc) 70%, #262b34); font-size: 12.5px; line-height: 1.35; color: var(--text); vertical-align: middle; }
.rt-chip .rt-code, .rt-tk .rt-code { display: inline-block; min-width: 24px; text-align: center; font-weight: 800; font-size: 10.5px; border-radius: 4px; background: var(--gc); color: #111; padding: 0 3px; }
.rt-chip .rt-n { color: var(--accent); font-weight: 800; display: inline-block; min-width: 2.3ch; }
/* A kind all chosen keeps its place in the hand, spent. */
button.rt-chip.rt-spent:disabled { opacity: .3; border-style: dashed; }
button.rt-chip.rt-spent .rt-n { color: var(--muted); }
/* The two cards traded in have two places of their own, the same size empty or full. */
.rt-trade-slots { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); grid-auto-rows: 34px; gap: 4px; }
.rt-trade-slots > .rt-chip { min-width: 0; overflow: hidden; margin: 0; }
.rt-trade-slots .rt-cname { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.rt-chip.rt-empty { border-style: dashed; background: transparent; justify-content: center; font-size: 11.5px; }
.rt-gc { color: var(--gc); font-weight: 700; }
button.rt-chip { padding: 4px 8px 4px 4px; }
button.rt-chip:hover:not(:disabled) { background: #333a46; border-color: var(--accent); }
.g-Turn { --gc: #45c4d6; } .g-Move { --gc: #5fd07a; } .g-DirectFire { --gc: #ff8a55; } .g-IndirectFire { --gc: #d08cff; } .g-Special { --gc: #6aa8ff; } .g-Modifier { --gc: #ffd052; }
.rt-controls h3 { margin: 0 0 6px; }
.rt-controls p { margin: 4px 0 6px; font-size: .93em; }
.rt-controls .phases { margin: 0 0 6px; }
.rt-controls.rt-mine { border-color: var(--accent); box-shadow: 0 0 0 1px var(--accent) inset; }
.rt-controls .warn { color: #ffcf6b; }
.rt-choice { margin: 4px 0 8px; }
.rt-staged { border-style: dashed; }
.rt-chosen { border-color: var(--accent) !important; box-shadow: 0 0 0 2px var(--accent) inset; background: #3a3220 !important; }
.rt-bank-head { margin: 8px 0 2px; font-size: .95em; }
.rt-jump, .rt-to-map { display: none; }
@media (max-width: 600px) {
  .rt-jump:not([hidden]) { display: flex; align-items: center; gap: 6px; position: fixed; left: 8px; right: 8px; bottom: 8px; z-index: 20; padding: 10px 14px; min-height: 44px;
    background: var(--accent); color: #111; border: 0; border-radius: 10px; font-size: 15px; box-shadow: 0 4px 14px rgba(0,0,0,.5); }
  .rt-jump .rt-jump-go { margin-left: auto; font-size: 18px; font-weight: 900; }
  .rt-controls.rt-mine .rt-to-map { display: block; margin-top: 8px; text-align: right; font-size: .9em; }
}
.rt-stage-edit { margin: 0 0 4px; }
.rt-confirm { border: 1px solid #b04a3a; background: #2a1a18; border-radius: 8px; padding: 6px 10px; margin: 6px 0; }
.rt-confirm p { margin: 2px 0 6px; }
.rt-aside { border: 1px dashed var(--line); border-radius: 8px; padding: 4px 6px; margin: 4px 0 8px; min-height: 40px; }
.rt-deact { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; margin: 6px 0; }
.rt-deact button { display: flex; flex-direction: column; align-items: flex-start; text-align: left; position: relative; }
.rt-deact button kbd { position: absolute; top: 5px; right: 6px; }
.rt-sub { font-size: .8em; color: var(--muted); }
.rt-program { background: #181b21; border-radius: 6px; padding: 5px 7px; margin: 4px 0 6px; display: flex; flex-wrap: wrap; gap: 3px; align-items: center; }
.rt-slot { display: inline-flex; align-items: center; gap: 2px; margin-right: 4px; }
.rt-player { border-left: 3px solid var(--pc); padding: 4px 0 6px 8px; margin: 4px 0 8px; }
.rt-player.current { background: #232833; border-radius: 0 6px 6px 0; }
/* Out of the game: greyed and its edge dashed, its words still readable (faded, they failed contrast). */
.rt-player.out { filter: grayscale(1); border-left-style: dashed; }
.rt-player.out .rt-ph, .rt-player.out .rt-program { color: var(--muted); }
.rt-ph { display: flex; flex-wrap: wrap; gap: 5px; align-items: center; }
.rt-pname { max-width: 190px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.rt-handn { margin-left: auto; font-size: .9em; color: var(--muted); }
.rt-handn strong { color: var(--text); font-size: 1.1em; }
.tag.rt-out { background: #5a1f1f; color: #fff; }
.tag.playing { background: var(--pc); color: #111; font-weight: 700; }
.rt-tanks { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 4px; }
.rt-tk { display: inline-flex; align-items: center; gap: 3px; padding: 2px 6px; font-size: 12px; border-radius: 6px; min-height: 0; }
.rt-tk .rt-tn { font-weight: 900; }
.rt-tk .rt-arrow { font-size: 13px; }
.rt-tk .rt-back { display: inline-block; min-width: 13px; height: 16px; line-height: 16px; border-radius: 2px; background: #34457a; border: 1px solid #b8c6ff; color: #fff; font-size: 10px; font-weight: 800; text-align: center; }
.rt-tk .rt-off { font-size: 9.5px; font-weight: 800; background: #8cc8ff; color: #0b2a44; border-radius: 3px; padding: 0 3px; }
.rt-tk.wreck { background: #1d1815; border-style: dashed; color: var(--muted); }
.rt-tk .rt-wx { font-weight: 900; }
${COLOURS.map((c) => `.rt-tk.c-${c} .rt-wx { color: ${c === 'Black' ? PAL[c].stroke : PAL[c].fill}; }`).join(' ')}
.rt-tk.sel { border-color: var(--accent); box-shadow: 0 0 0 1px var(--accent) inset; }
.rt-tk.c-Black .rt-tn { color: #cdd3dd; } .rt-tk.c-Yellow .rt-tn { color: #f5cd3c; } .rt-tk.c-White .rt-tn { color: #fff; } .rt-tk.c-Red .rt-tn { color: #ff8079; }
.rt-setup { margin: 2px 0 0; }
.rt-shown { font-size: 12px; margin-top: 4px; }
#bank > summary { cursor: pointer; }
.rt-bank { margin-top: 6px; }
.rt-bank .rt-chip { font-size: 12px; }
.rt-bank-row { display: flex; gap: 6px; align-items: flex-start; }
.rt-bank-row .rt-chips { flex: 1; min-width: 0; }
.rt-gname { font-size: 11px; min-width: 64px; padding-top: 3px; }
.rt-end { grid-template-columns: 1fr; }
@media (pointer: coarse) { .rt-tk, button.rt-chip { min-height: 44px; } .rt-controls kbd { display: none; } .rt-trade-slots { grid-auto-rows: 44px; } }
`;

export default RobotanksUI;
