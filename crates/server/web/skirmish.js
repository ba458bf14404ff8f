// @ts-check
// ARCADE (the two-player skirmish) in the browser: the lobby's options form, the Zone
// drawn as SVG with its tanks, the controls of a turn (move by clicking a space, fire by
// clicking a target), animations of the events, the log's tanks and sides in their
// colours, the end figures counted from the events. The rules are the engine's: where a
// tank can go (the observation's `reach`), each shot's dice (its `shots`); the names of
// the sides, the tanks, the rules, the missions, the ground and the arenas are the
// glossary's (the server's, in the page's language: the table's, or the lobby's with the
// default options, which names every rule and mission); every other word is a message of
// `locales/<lang>/skirmish.ftl`. The table page, lobby and replay viewer around it are
// generic (table.js, lobby.js, replay.js; view.js's BaseView).
import { h } from './dom.js';
import { BoardFrame, s, variant, payload, animSpeed, colName } from './board.js';
import { BaseView } from './view.js';
import { t } from './i18n.js';
import { games } from './site.js';

const C = 44; // board units per space
const SIDE_COLOURS = ['#3fbf5a', '#ff8c1a'];
const GROUND = { Floor: '#3a3f47', Wall: '#8d939c', Pool: '#1c5fa8', Destroyed: '#15171c' };
// Every advanced rule (the option's key and its section of RULINGS.md), for the options
// form and the rules line; their names and what they do are the glossary's.
const RULES = /** @type {[string, number][]} */ ([
  ['collateral_damage', 7], ['floor_destruction', 19], ['wall_destruction', 20], ['blast', 9], ['stun', 10],
  ['triangulation', 11], ['energy_bolts', 8], ['target_anything', 16], ['repair', 12], ['collision', 13],
]);

// The lobby's glossary (a game with the default options: every rule and mission named),
// for the form and for a table's rules line, drawn before the table's own glossary comes.
/** @type {any} */
let lobbyTerms = null;
try {
  const info = (await games()).find((g) => g.name === 'skirmish');
  lobbyTerms = (info && info.data && info.data.glossary) || null;
} catch { /* offline: the keys stand for the names */ }

/** The words of the game's terms: the table's glossary where one is given, else the
 * lobby's. @param {any} [g] */
function terms(g) {
  return g || lobbyTerms || {};
}
/** An advanced rule's name and what it does, by its key. @param {string} key @param {any} [g] */
function ruleTerm(key, g) {
  const r = (terms(g).every_rule || {})[key] || (terms(g).rules || {})[key];
  return r || { name: key.replace(/_/g, ' '), text: '' };
}
/** A mission's name and what it does, by its key. @param {string} key @param {any} [g] */
function missionTerm(key, g) {
  const m = (terms(g).every_mission || {})[key] || (terms(g).missions || {})[key];
  return m || { name: key.replace(/_/g, ' '), text: '' };
}
/** A side's name ("Green"). @param {number} seat @param {any} [g] */
function sideName(seat, g) {
  const sides = terms(g).sides;
  return (sides && sides[seat]) || t('skirmish-seat', { n: seat + 1 });
}
/** The ground of a space in words ("Energy Pool"). @param {string} kind @param {any} [g] */
function groundName(kind, g) {
  const ground = terms(g).ground;
  return (ground && ground[kind]) || kind.toLowerCase();
}
/** A ready-made arena's title, else its name. @param {string} name @param {any} [g] */
function arenaTitle(name, g) {
  const a = (terms(g).arenas || {})[name];
  return (a && a.title) || name;
}
/** Names listed. @param {string[]} items */
const listed = (items) => items.join(t('skirmish-separator'));
const ARROW = { N: '↑', E: '→', S: '↓', W: '←' };
// A tank's damage points when the game starts: the six pips drawn under it, the top of
// the end's chart.

/** Turns an arena map ("O1 . #\n…") into rows of words, for the lobby's preview. */
function mapRows(map) {
  return String(map || '').split('\n').map((r) => r.trim()).filter(Boolean).map((r) => r.split(/\s+/));
}
function arenaPreview(map, size = 14) {
  const rows = mapRows(map);
  const w = Math.max(1, ...rows.map((r) => r.length)); const hgt = rows.length;
  const svg = s('svg', { viewBox: `0 0 ${w * size} ${hgt * size}`, class: 'arena-preview', width: w * size, height: hgt * size, role: 'img', 'aria-label': t('skirmish-arena-preview') });
  rows.forEach((r, y) => r.forEach((mark, x) => {
    const fill = mark === '#' ? GROUND.Wall : mark === 'P' ? GROUND.Pool : mark === '-' ? 'none' : GROUND.Floor;
    svg.append(s('rect', { x: x * size, y: y * size, width: size, height: size, fill, stroke: mark === '-' ? 'none' : '#23272e' }));
    if (/^[GO][123]$/.test(mark)) svg.append(s('circle', { cx: x * size + size / 2, cy: y * size + size / 2, r: size * 0.35, fill: SIDE_COLOURS[mark[0] === 'G' ? 0 : 1] }));
  }));
  return svg;
}

export const SkirmishUI = {
  get watching() { return t('skirmish-watching'); },
  get scoreLabel() { return t('skirmish-score-label'); },

  /** The lobby's card: a Green tank in the Zone and a shot's dice, the lowest (the
   * damage) marked as the dice tray marks it. @type {import('./types.js').GameCard} */
  card: {
    players: [2, 2],
    minutes: [20, 30],
    get pitch() { return t('skirmish-pitch'); },
    picture() {
      const svg = s('svg', { viewBox: '0 0 80 80', width: 76, height: 76, class: 'game-picture', 'aria-hidden': 'true', focusable: 'false' });
      for (const [x, y, t] of [[0, 0, 'Floor'], [40, 0, 'Wall'], [0, 40, 'Floor'], [40, 40, 'Floor']]) svg.append(s('rect', { x, y, width: 40, height: 40, fill: GROUND[t], stroke: '#23272e', 'stroke-width': 1 }));
      const col = SIDE_COLOURS[0];
      svg.append(s('g', { transform: 'translate(21 22) scale(0.95)' },
        s('rect', { x: -15, y: -13, width: 6, height: 26, rx: 2, fill: '#22252b' }), s('rect', { x: 9, y: -13, width: 6, height: 26, rx: 2, fill: '#22252b' }),
        s('rect', { x: -11, y: -11, width: 22, height: 22, rx: 4, fill: col, stroke: '#111', 'stroke-width': 1.5 }),
        s('rect', { x: -2, y: -19, width: 4, height: 14, fill: '#222' }),
        s('circle', { r: 6.5, fill: '#1b1d22', stroke: col, 'stroke-width': 1.5 })));
      // A die: its face, its pips (where on a 3 × 3 grid), turned a little.
      const PIPS = { 2: [[0, 0], [2, 2]], 5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]] };
      const die = (cx, cy, n, turn, face, ink) => s('g', { transform: `translate(${cx} ${cy}) rotate(${turn})` },
        s('rect', { x: -12, y: -12, width: 24, height: 24, rx: 5, fill: face, stroke: '#111', 'stroke-width': 1.5 }),
        ...PIPS[n].map(([i, j]) => s('circle', { cx: -7 + i * 7, cy: -7 + j * 7, r: 2.4, fill: ink })));
      svg.append(die(30, 60, 5, -14, '#e8e8ea', '#111'), die(58, 56, 2, 10, '#ffb000', '#111'));
      return /** @type {SVGSVGElement} */ (svg);
    },
  },

  /** The lobby's "how to play" in a few lines, with the rules a click away. */
  howTo() {
    return [
      h('p', {}, t('skirmish-howto')),
      h('p', {}, h('a', { href: '/rules/skirmish', target: '_blank' }, t('skirmish-howto-rules')), ' · ',
        h('a', { href: '/rulings/skirmish', target: '_blank' }, t('skirmish-howto-rulings')), ' ', t('skirmish-howto-rulings-note')),
    ];
  },

  // The form of rule options for the lobby.
  optionsForm(defaults, onPlayers, data) {
    const arenas = (data && data.arenas) || [];
    const g = (data && data.glossary) || null;
    if (g) lobbyTerms = g;
    // A ready-made arena in the page's words (the glossary's), as written where it has none.
    const named = (a) => { const w = (terms(g).arenas || {})[a.name]; return { title: (w && w.title) || a.title, note: (w && w.note) || a.note }; };
    const arena = h('select', { id: 'arena', 'aria-label': t('skirmish-arena-label') },
      ...arenas.map((a) => h('option', { value: a.name }, named(a).title)), h('option', { value: '' }, t('skirmish-own-arena')));
    arena.value = defaults.arena;
    const preview = h('div', { class: 'arena-box', id: 'arena-preview' });
    const own = h('textarea', { id: 'own-arena', rows: 8, cols: 30, spellcheck: 'false', 'aria-label': t('skirmish-own-arena-label'),
      placeholder: 'O1 .  O2 .  O3\n.  #  .  #  .\n.  .  P  .  .\n.  #  .  #  .\nG1 .  G2 .  G3' });
    const ownBox = h('div', { hidden: true }, h('p', { class: 'hint' },
      t('skirmish-own-arena-hint', { floor: groundName('Floor', g), wall: groundName('Wall', g), pool: groundName('Pool', g), gap: groundName('Gap', g), south: sideName(0, g) }), ' ',
      h('a', { href: '/rules/skirmish#arenas', target: '_blank' }, t('skirmish-own-arena-format'))), own);
    const drawPreview = () => {
      const a = arenas.find((x) => x.name === arena.value);
      ownBox.hidden = Boolean(a);
      preview.replaceChildren(...(a ? [arenaPreview(a.map), h('div', { class: 'option-note' }, named(a).note)] : mapRows(own.value).length ? [arenaPreview(own.value)] : []));
    };
    arena.addEventListener('change', drawPreview);
    own.addEventListener('input', drawPreview);
    drawPreview();
    const rules = RULES.map(([key, section]) => {
      const box = h('input', { type: 'checkbox', id: `rule-${key}` });
      box.checked = Boolean(defaults.rules[key]);
      const { name, text } = ruleTerm(key, g);
      return { key, box, row: h('div', {}, h('label', { class: 'row' }, box, name, ' ', h('a', { href: `/rulings/skirmish#s${section}`, target: '_blank', class: 'muted', title: t('skirmish-our-reading') }, `§${section}`)), h('div', { class: 'option-note' }, text)) };
    });
    const all = h('button', { type: 'button', id: 'rules-all', onclick: () => { const on = !rules.every((r) => r.box.checked); rules.forEach((r) => { r.box.checked = on; }); } }, t('skirmish-rules-all-none'));
    const check = (id, label, note, on) => { const box = h('input', { type: 'checkbox', id }); box.checked = Boolean(on); return { box, row: h('div', {}, h('label', { class: 'row' }, box, label), h('div', { class: 'option-note' }, note)) }; };
    const wrecks = check('wrecks', t('skirmish-wrecks'), t('skirmish-wrecks-note'), defaults.wrecks_stay);
    const inTurn = check('place-in-turn', t('skirmish-in-turn'), t('skirmish-in-turn-note'), defaults.placement === 'InTurn');
    // A mission by the glossary's words, and what it needs in play.
    const mission = (id, key, needs) => { const m = missionTerm(key, g); return check(id, m.name, needs ? `${m.text} ${needs}` : m.text, defaults.missions[key]); };
    const pool = mission('m-pool', 'hold_pool', t('skirmish-needs-two', { first: ruleTerm('repair', g).name, second: t('skirmish-a-pool') }));
    const far = mission('m-far', 'far_rank', null);
    const walls = mission('m-walls', 'destroy_walls', t('skirmish-needs', { rule: ruleTerm('wall_destruction', g).name }));
    const first = h('select', { id: 'first-player', 'aria-label': t('skirmish-first-player') }, h('option', { value: '' }, t('skirmish-first-by-coin')),
      h('option', { value: 0 }, t('skirmish-first-side', { side: sideName(0, g), seat: 1 })), h('option', { value: 1 }, t('skirmish-first-side', { side: sideName(1, g), seat: 2 })));
    first.value = defaults.first_player === null || defaults.first_player === undefined ? '' : String(defaults.first_player);
    const readings = /** @type {[string, string, number, [string, string][]][]} */ ([
      ['aimed_shot', t('skirmish-reading-aimed'), 3, [['StaysPut', t('skirmish-reading-aimed-stays')], ['BeforeMoving', t('skirmish-reading-aimed-before')]]],
      ['bolt_corners', t('skirmish-reading-corners'), 8, [['Pass', t('skirmish-reading-corners-pass')], ['Blocked', t('skirmish-reading-corners-blocked')]]],
    ]).map(([key, label, section, choices]) => {
      const sel = h('select', { id: `r-${key}`, 'aria-label': label }, ...choices.map(([, words], i) => h('option', { value: i }, words)));
      sel.value = String(Math.max(0, choices.findIndex(([v]) => v === defaults.readings[key])));
      return { key, choices, sel, row: h('div', { class: 'seat-row' }, h('label', { for: `r-${key}` }, label), sel,
        h('a', { href: `/rulings/skirmish#s${section}`, target: '_blank' }, t('skirmish-why', { section }))) };
    });
    onPlayers(2);
    const element = h('div', {},
      h('div', { class: 'row' }, h('span', {}, t('skirmish-two-players')), arena, first), ownBox, preview,
      h('details', { class: 'readings', open: true }, h('summary', { class: 'muted' }, t('skirmish-advanced-rules')), h('div', { class: 'rule-grid' }, ...rules.map((r) => r.row)), all),
      h('details', { class: 'readings' }, h('summary', { class: 'muted' }, t('skirmish-missions-setup')), pool.row, far.row, walls.row, wrecks.row, inTurn.row),
      h('details', { class: 'readings' }, h('summary', { class: 'muted' }, t('skirmish-rule-readings')),
        h('p', { class: 'hint' }, t('skirmish-readings-hint'), ' ', h('a', { href: '/rulings/skirmish', target: '_blank' }, t('skirmish-all-readings'))),
        ...readings.map((r) => r.row)));
    return {
      element,
      players: () => 2,
      options: () => {
        const o = JSON.parse(JSON.stringify(defaults));
        if (arena.value) { o.arena = arena.value; o.custom_arena = null; } else {
          o.custom_arena = { name: 'custom', title: t('skirmish-own-arena-title'), note: t('skirmish-own-arena-note'), map: own.value, tiles: [] };
        }
        for (const r of rules) o.rules[r.key] = r.box.checked;
        o.wrecks_stay = wrecks.box.checked;
        o.placement = inTurn.box.checked ? 'InTurn' : 'Arena';
        o.missions = { hold_pool: pool.box.checked, far_rank: far.box.checked, destroy_walls: walls.box.checked };
        o.first_player = first.value === '' ? null : Number(first.value);
        for (const r of readings) o.readings[r.key] = r.choices[Number(r.sel.value)][0];
        return o;
      },
    };
  },

  /** The rules a table plays by, in one line. */
  rulesLine(o, defaults) {
    const parts = [t('skirmish-rules-arena', { title: o.custom_arena ? o.custom_arena.title : arenaTitle(o.arena) })];
    const on = RULES.filter(([k]) => o.rules && o.rules[k]).map(([k]) => ruleTerm(k).name);
    parts.push(on.length === RULES.length ? t('skirmish-rules-all') : on.length ? listed(on) : t('skirmish-rules-core'));
    const m = o.missions || {};
    const missions = ['hold_pool', 'far_rank', 'destroy_walls'].filter((k) => m[k]).map((k) => missionTerm(k).name);
    if (missions.length) parts.push(t('skirmish-rules-missions', { missions: listed(missions) }));
    if (o.wrecks_stay) parts.push(t('skirmish-rules-wrecks'));
    if (o.placement === 'InTurn') parts.push(t('skirmish-rules-in-turn'));
    const differ = defaults && o.readings ? Object.keys(o.readings).filter((k) => o.readings[k] !== defaults.readings[k]) : [];
    if (differ.length) parts.push(t('skirmish-rules-readings', { readings: listed(differ.map((key) => t('skirmish-reading-name', { key }))) }));
    return parts.join(' · ');
  },

  createView(root, ctx, you) {
    return new SkirmishView(root, ctx, you);
  },
};


class SkirmishView extends BaseView {
  constructor(root, ctx, you) {
    super(root, ctx, you);
    this.diceBox = h('div', { class: 'dice-tray', id: 'dice', 'aria-live': 'polite' });
    this.frame = new BoardFrame(root, { label: t('skirmish-board-label'), extra: this.diceBox });
    this.status = this.frame.status; this.svg = this.frame.svg; this.scrollBox = this.frame.scrollBox;
    this.controls = h('div', { class: 'panel', id: 'controls' });
    this.tanksBox = h('div', { class: 'panel', id: 'players-panel' });
    root.side.append(this.controls, this.tanksBox);
    this.boardKey = null; this.layers = null;
    // The shot's toggles hold for a turn; a space both a step and a target asks which.
    this.aim = false; this.fromToken = false; this.turnKey = null; this.choice = null;
    // The observation drawn last (a new one clears what belonged to the last), and the
    // one the dice tray tells of (a jump to another moment empties it).
    this.drawnObs = null; this.trayFor = null;
    // Where the last shot was aimed, for a miss's offset.
    this.lastTarget = null;
  }

  colour(seat) { return SIDE_COLOURS[seat] || '#888'; }

  // ---- names, from the glossary ------------------------------------------------------
  /** A tank's damage points when whole (the glossary's). */
  get full() { const g = this.glossary; return (g && g.full) || 0; }
  /** A side's name in the game's words ("Green"). */
  side(seat) { return sideName(seat, this.glossary); }
  /** A tank's name: its side's and its number ("Green 2"). */
  unitName(u) {
    const units = this.glossary && this.glossary.units;
    return (units && units[u.seat] && units[u.seat][u.n]) || t('skirmish-unit', { side: this.side(u.seat), n: u.n + 1 });
  }
  /** An advanced rule in play ({ name, text }), or null. */
  rule(key) { const g = this.glossary; return (g && g.rules && g.rules[key]) || null; }
  /** Both sides' figures in one phrase ("Green 2, Orange 0"). @param {(seat: number) => number} f */
  both(f) { return t('skirmish-both', { first: this.side(0), a: f(0), second: this.side(1), b: f(1) }); }

  /** A side or a tank in the log: its words in the side's colour, its player's name on
   * hovering (as at the table). A space is the words alone. */
  logSpan(span) {
    if (span.seat === undefined || span.seat === null) return null;
    return h('bdi', { class: 'who name', title: this.name(span.seat), style: `color:${this.colour(span.seat)}` }, span.text);
  }

  /** The end in figures, counted from the game's events: damage points left per side at
   * the start of each turn, and per tank the shots, hits and damage dealt and taken. */
  endSummary(steps) {
    const FULL = this.full;
    const hp = [0, 1].map(() => [FULL, FULL, FULL]);
    const stats = [0, 1].map(() => [0, 1, 2].map(() => ({ shots: 0, hits: 0, dealt: 0, taken: 0, destroyed: false })));
    const left = () => [0, 1].map((sd) => hp[sd].reduce((a, b) => a + b, 0));
    const series = [left()];
    // The tank whose turn it is: damage others take in its turn is its doing.
    let acting = null;
    for (const step of steps) {
      for (const ev of step.events) {
        const kind = variant(ev); const e = payload(ev);
        switch (kind) {
          case 'TurnBegins': series.push(left()); acting = e.unit; break;
          case 'Skipped': case 'Recovered': acting = e.unit; break;
          case 'Fired': acting = e.unit; stats[e.unit.seat][e.unit.n].shots += 1; break;
          case 'Hit': if (acting) stats[acting.seat][acting.n].hits += 1; break;
          case 'Damaged': {
            // What it lost, not what was dealt past its last point.
            const lost = Math.max(0, hp[e.unit.seat][e.unit.n] - e.hp);
            hp[e.unit.seat][e.unit.n] = e.hp;
            stats[e.unit.seat][e.unit.n].taken += lost;
            if (acting && acting.seat !== e.unit.seat) stats[acting.seat][acting.n].dealt += lost;
            break;
          }
          case 'Repaired': hp[e.unit.seat][e.unit.n] = e.hp; break;
          case 'Destroyed': hp[e.unit.seat][e.unit.n] = 0; stats[e.unit.seat][e.unit.n].destroyed = true; break;
          case 'TurnEnded': acting = null; break;
          default: break;
        }
      }
    }
    series.push(left());
    const top = 3 * FULL;
    const W = 520; const H = 170; const L = 30; const B = 22;
    const X = (i) => L + (i / Math.max(1, series.length - 1)) * (W - L - 10);
    const Y = (v) => H - B - (v / top) * (H - B - 10);
    const chart = s('svg', { viewBox: `0 0 ${W} ${H}`, class: 'vp-chart', role: 'img', 'aria-label': t('skirmish-chart') });
    for (let v = 0; v <= top; v += Math.max(1, FULL)) chart.append(s('line', { x1: L, x2: W - 10, y1: Y(v), y2: Y(v), stroke: '#343a46' }), s('text', { x: L - 6, y: Y(v) + 4, 'text-anchor': 'end', 'font-size': 11, fill: '#9aa0ab' }, v));
    for (const sd of [0, 1]) chart.append(s('polyline', { points: series.map((r, i) => `${X(i)},${Y(r[sd])}`).join(' '), fill: 'none', stroke: this.colour(sd), 'stroke-width': 2.5 }));
    const rows = [];
    for (const sd of [0, 1]) for (const n of [0, 1, 2]) {
      const st = stats[sd][n];
      rows.push(h('tr', {}, h('td', {}, h('span', { class: 'swatch', style: `background:${this.colour(sd)}` }), this.unitName({ seat: sd, n })),
        h('td', {}, st.destroyed ? t('skirmish-destroyed') : t('skirmish-left', { hp: hp[sd][n] })), h('td', {}, st.shots), h('td', {}, st.hits), h('td', {}, st.dealt), h('td', {}, st.taken)));
    }
    return h('div', { class: 'end-summary', id: 'end-summary' },
      h('div', {}, h('div', { class: 'hint' }, t('skirmish-chart')), chart),
      h('table', { class: 'players end-table' },
        h('tr', {}, h('th', {}, t('skirmish-col-tank')), h('th', {}, t('skirmish-col-end')), h('th', {}, t('skirmish-col-shots')), h('th', { title: t('skirmish-col-hits-title') }, t('skirmish-col-hits')),
          h('th', { title: t('skirmish-col-dealt-title') }, t('skirmish-col-dealt')), h('th', {}, t('skirmish-col-taken'))), ...rows));
  }

  /** The board keeps a good size even under the end-of-game figures. */
  fit() { this.frame.fit(420); }

  // ---- geometry (drawing only) ---------------------------------------------------------
  /** @param {number} cell @returns {[number, number]} */
  xy(cell) { return [(cell % this.obs.width) * C, Math.floor(cell / this.obs.width) * C]; }
  /** @param {number} cell @returns {[number, number]} */
  centre(cell) { const [x, y] = this.xy(cell); return [x + C / 2, y + C / 2]; }
  point(cell) { return { x: cell % this.obs.width, y: Math.floor(cell / this.obs.width) }; }
  cellName(cell) { const p = this.point(cell); return `${colName(p.x)}${p.y + 1}`; }
  pointName(p) { return `${p.x >= 0 && p.x < 26 ? colName(p.x) : `(${p.x}`}${p.x >= 0 && p.x < 26 ? p.y + 1 : `, ${p.y + 1})`}`; }

  unitAt(cell, obs = this.obs) {
    for (const sd of [0, 1]) for (let n = 0; n < 3; n++) if (obs.units[sd][n].at === cell) return { seat: sd, n, u: obs.units[sd][n] };
    return null;
  }

  /** Where the active tank can go, by space: its cost and the moves there, sent together
   * (the engine's `reach`). */
  reachable() {
    return new Map((this.obs.reach || []).map((r) => [r.to, r]));
  }

  /** The shots this seat may take, by target space: each the engine's word on it (its
   * distance, dice and what an Energy Bolt meets first) with its legal action. */
  targets() {
    const out = new Map();
    for (const shot of this.obs.shots || []) {
      const legal = this.legalWhere((a) => variant(a) === 'Fire' && payload(a).target === shot.target
        && payload(a).aimed === shot.aimed && payload(a).from_token === shot.from_token);
      if (!legal) continue;
      if (!out.has(shot.target)) out.set(shot.target, []);
      out.get(shot.target).push({ shot, legal });
    }
    return out;
  }

  /** Of the shots at one space, the one the toggles choose, falling back to one allowed. */
  shotFor(list) {
    return list.find(({ shot }) => shot.aimed === this.aim && shot.from_token === this.fromToken)
      || list.find(({ shot }) => shot.from_token === this.fromToken) || list[0];
  }

  /** A suggested action in the words of the page's controls ("Move Green 1 to c6",
   * "Fire at Orange 1 (4 dice)"); the dice only for a shot from where the tank stands now.
   * @param {import('./types.js').Suggestion} s */
  hintWords(s) {
    const o = this.obs; const a = s.action;
    if (!o) return null;
    if (a === 'End') return t('skirmish-hint-end');
    if (a === 'Repair') return t('skirmish-hint-repair');
    const f = payload(a); const me = this.unitName({ seat: o.current, n: o.active[o.current] });
    switch (variant(a)) {
      case 'Place': return t('skirmish-hint-place', { cell: this.cellName(f.at) });
      case 'Move': return t('skirmish-hint-move', { unit: me, cell: this.cellName(f.to) });
      case 'Fire': {
        const who = this.unitAt(f.target);
        const now = !s.actions || s.actions[0] === a;
        const shot = now ? (o.shots || []).find((x) => x.target === f.target && x.aimed === f.aimed && x.from_token === f.from_token) : null;
        const how = listed([f.aimed ? t('skirmish-how-aimed') : null, f.from_token ? t('skirmish-how-from-token') : null, shot ? this.diceWords(shot.dice) : null,
          shot && shot.dice >= 1 && shot.hit_percent !== undefined ? t('skirmish-to-hit', { percent: shot.hit_percent }) : null].filter(Boolean));
        const target = who ? this.unitName(who) : this.cellName(f.target);
        return how ? t('skirmish-hint-fire-how', { target, how }) : t('skirmish-hint-fire', { target });
      }
      default: return null;
    }
  }

  /** Why the hinted turn, from the observation's shots: a shot from here is worth its
   * damage on average; moves that end in a shot bring its target within range (or
   * closer, the shot from here said). Moves alone are left plain.
   * @param {import('./types.js').Suggestion} s */
  hintWhy(s) {
    const o = this.obs; const acts = s.actions || [s.action];
    if (!o) return null;
    const i = acts.findIndex((a) => variant(a) === 'Fire');
    if (i < 0) return null;
    const f = payload(acts[i]); const who = this.unitAt(f.target);
    const what = who ? this.unitName(who) : this.cellName(f.target);
    const now = (o.shots || []).find((x) => x.target === f.target && x.aimed === f.aimed && x.from_token === f.from_token);
    if (i === 0) {
      if (!now) return null;
      if (now.first_in_line !== null && now.first_in_line !== undefined) return t('skirmish-why-bolt', { cell: this.cellName(now.first_in_line) });
      if (now.dice < 1) return t('skirmish-why-close', { target: what });
      return t('skirmish-why-mean', { mean: now.mean_damage_tenths / 10, target: what });
    }
    const moves = acts.slice(0, i).filter((a) => variant(a) === 'Move');
    if (!moves.length) return null;
    const to = this.cellName(payload(moves[moves.length - 1]).to);
    if (!(o.shots || []).some((x) => x.target === f.target)) return t('skirmish-why-in-range', { target: what, cell: to });
    return now && now.dice >= 1 ? t('skirmish-why-from-here', { target: what, dice: this.diceWords(now.dice), percent: now.hit_percent }) : null;
  }

  /** A shot's odds in words, from the engine's count of its dice: "48% to hit, 1.9 damage
   * on average". @param {any} shot */
  oddsWords(shot) {
    if (!shot || shot.hit_percent === undefined || shot.dice < 1) return '';
    return t('skirmish-odds', { percent: shot.hit_percent, mean: shot.mean_damage_tenths / 10 });
  }

  /** A shot's dice in words ("4 dice"; none: an automatic hit). @param {number} dice */
  diceWords(dice) { return t('skirmish-dice', { dice: Math.max(0, dice) }); }

  // ---- drawing ----------------------------------------------------------------------
  ensureBoard(o) {
    const key = JSON.stringify([o.width, o.height, o.ground, o.tiles]);
    if (key === this.boardKey) return;
    this.boardKey = key;
    const W = o.width * C; const H = o.height * C;
    this.svg.setAttribute('viewBox', `-20 -20 ${W + 26} ${H + 26}`);
    this.svg.replaceChildren();
    const defs = s('defs', {},
      s('pattern', { id: 'wall', width: 22, height: 11, patternUnits: 'userSpaceOnUse' },
        s('rect', { width: 22, height: 11, fill: '#7d838c' }),
        s('path', { d: 'M0 0 H22 M0 5.5 H22 M5.5 0 V5.5 M16.5 5.5 V11', stroke: '#b4bac3', 'stroke-width': 1 })),
      s('radialGradient', { id: 'pool' }, s('stop', { offset: '0%', 'stop-color': '#7fe3ff' }), s('stop', { offset: '100%', 'stop-color': '#1c5fa8' })));
    const ground = s('g', { id: 'ground' });
    o.ground.forEach((kind, i) => {
      const [x, y] = this.xy(i);
      const g = s('g', { 'data-cell': i, class: `ground ${kind.toLowerCase()}` }, s('title', {}, t('skirmish-ground-title', { cell: this.cellName(i), ground: groundName(kind, this.glossary) })));
      if (kind === 'Gap') { ground.append(g); return; }
      g.append(s('rect', { x, y, width: C, height: C, fill: GROUND[kind], stroke: '#23272e', 'stroke-width': 1 }));
      if (kind === 'Wall') g.append(s('rect', { x: x + 3, y: y + 3, width: C - 6, height: C - 6, fill: 'url(#wall)', stroke: '#4a4f57', 'stroke-width': 1.5 }));
      if (kind === 'Pool') g.append(s('circle', { cx: x + C / 2, cy: y + C / 2, r: C * 0.36, fill: 'url(#pool)', stroke: '#bdf3ff', 'stroke-width': 1.5 }));
      if (kind === 'Destroyed') g.append(s('path', { d: `M${x + 8} ${y + 10} L${x + 20} ${y + 22} L${x + 14} ${y + 34} M${x + 20} ${y + 22} L${x + 34} ${y + 16} M${x + 24} ${y + 26} L${x + 32} ${y + 36}`, stroke: '#5a5f68', 'stroke-width': 2, fill: 'none' }));
      ground.append(g);
    });
    const tiles = s('g', { id: 'tiles' });
    for (const tile of o.tiles || []) tiles.append(s('rect', { x: tile.x * C, y: tile.y * C, width: tile.w * C, height: tile.h * C, fill: 'none', stroke: '#5e6673', 'stroke-width': 2.5, rx: 3 }));
    const ranks = s('g', { id: 'ranks' });
    o.first_ranks.forEach((row, sd) => ranks.append(s('rect', { x: -6, y: row * C + 4, width: 4, height: C - 8, fill: this.colour(sd) })));
    const labels = s('g', { 'font-size': 11, fill: '#9aa0ab' });
    for (let x = 0; x < o.width; x++) labels.append(s('text', { x: x * C + C / 2, y: -7, 'text-anchor': 'middle' }, colName(x)));
    for (let y = 0; y < o.height; y++) labels.append(s('text', { x: -11, y: y * C + C / 2 + 4, 'text-anchor': 'middle' }, y + 1));
    this.layers = { marks: s('g', { id: 'marks' }), pieces: s('g', { id: 'pieces' }), fx: s('g', { id: 'fx' }), pick: s('g', { id: 'pick' }) };
    this.svg.append(defs, ground, tiles, ranks, labels, this.layers.marks, this.layers.pieces, this.layers.fx, this.layers.pick);
  }

  /** A tank at (x, y) of the board, which its dataset keeps for the animations. */
  placeTank(el, [x, y]) {
    el.setAttribute('transform', `translate(${x} ${y})`);
    el.dataset.x = String(x); el.dataset.y = String(y);
  }

  tankEl(sd, n, u, active) {
    const name = this.unitName({ seat: sd, n });
    const g = s('g', { class: `tank side-${sd}${u.alive ? '' : ' wreck'}${u.stunned ? ' stunned' : ''}`, 'data-unit': `${sd}-${n}` },
      s('title', {}, !u.alive ? t('skirmish-wreck-title', { unit: name }) : t(u.stunned ? 'skirmish-tank-title-stunned' : 'skirmish-tank-title', { unit: name, hp: u.hp })));
    this.placeTank(g, this.centre(u.at));
    if (!u.alive) {
      g.append(s('rect', { x: -14, y: -12, width: 28, height: 24, rx: 4, fill: '#4b4f57', stroke: '#24262b', 'stroke-width': 2 }),
        s('path', { d: 'M-10 -8 L10 8 M10 -8 L-10 8', stroke: '#1a1b1f', 'stroke-width': 3 }));
      return g;
    }
    if (active) g.append(s('circle', { r: 20, fill: 'none', stroke: '#fff3b0', 'stroke-width': 2.5, class: 'active-ring' }));
    const col = this.colour(sd);
    // Body, tracks and turret, pointing towards the enemy's side.
    const dir = sd === 0 ? -1 : 1;
    g.append(s('rect', { x: -15, y: -13, width: 6, height: 26, rx: 2, fill: '#22252b' }), s('rect', { x: 9, y: -13, width: 6, height: 26, rx: 2, fill: '#22252b' }),
      s('rect', { x: -11, y: -11, width: 22, height: 22, rx: 4, fill: col, stroke: '#111', 'stroke-width': 1.5 }),
      s('rect', { x: -2, y: dir < 0 ? -19 : 5, width: 4, height: 14, fill: '#222' }),
      s('circle', { r: 6.5, fill: '#1b1d22', stroke: col, 'stroke-width': 1.5 }),
      s('text', { y: 4, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 800, fill: '#fff' }, n + 1));
    // Damage points as pips along the bottom of the space.
    for (let i = 0; i < this.full; i++) g.append(s('rect', { x: -16 + i * 5.5, y: 15, width: 4.5, height: 4, fill: i < u.hp ? '#8df07a' : '#3b3f47' }));
    if (u.stunned) g.append(s('text', { x: 12, y: -12, 'font-size': 11, fill: '#ffe066', 'font-weight': 700 }, 'zz'));
    return g;
  }

  draw() {
    const o = this.obs;
    if (!o) return;
    const fresh = o !== this.drawnObs;
    if (fresh) {
      // A new picture from the server: a choice or refusal on screen belonged to the last;
      // the shot's toggles hold until the turn changes.
      this.drawnObs = o; this.choice = null; this.message = '';
      const key = `${o.turns}/${o.current}/${variant(o.stage)}`;
      if (key !== this.turnKey) { this.aim = false; this.fromToken = false; this.turnKey = key; }
      // A jump (a reconnect, a replay seek) or an update drawn at once: the tray told of
      // another moment.
      if (o !== this.trayFor) this.diceBox.replaceChildren();
    }
    this.ensureBoard(o);
    const marks = this.layers.marks; marks.replaceChildren();
    // Ground can change (destroyed walls and floor) without the board being rebuilt.
    for (const g of this.svg.querySelectorAll('#ground > g')) {
      const i = Number(g.dataset.cell); const kind = o.ground[i];
      if (!g.classList.contains(kind.toLowerCase())) { this.boardKey = null; this.ensureBoard(o); this.draw(); return; }
    }
    // Targeting tokens.
    for (const sd of [0, 1]) for (let n = 0; n < 3; n++) {
      const tok = o.units[sd][n].token;
      if (!tok || !o.units[sd][n].alive) continue;
      const cx = tok.x * C + C / 2; const cy = tok.y * C + C / 2;
      marks.append(s('g', { class: 'token', transform: `translate(${cx} ${cy})` }, s('title', {}, t('skirmish-token-title', { unit: this.unitName({ seat: sd, n }), point: this.pointName(tok) })),
        s('circle', { r: 9, fill: 'none', stroke: this.colour(sd), 'stroke-width': 2, 'stroke-dasharray': '3 2' }),
        s('path', { d: 'M-12 0 H-5 M5 0 H12 M0 -12 V-5 M0 5 V12', stroke: this.colour(sd), 'stroke-width': 2 }),
        s('text', { x: 8, y: -7, 'font-size': 9, fill: this.colour(sd) }, n + 1)));
    }
    const pieces = this.layers.pieces; pieces.replaceChildren();
    const playing = variant(o.stage) === 'Playing';
    for (const sd of [0, 1]) for (let n = 0; n < 3; n++) {
      const u = o.units[sd][n];
      if (u.at === null || u.at === undefined) continue;
      pieces.append(this.tankEl(sd, n, u, playing && o.current === sd && o.active[sd] === n));
    }
    this.drawPicks();
    this.drawStatus();
    this.drawControls();
    this.drawTanks();
    if (fresh) this.scrollToActive();
  }

  /** The spaces a click acts on: where to place, where to move, what to fire at. */
  drawPicks() {
    const pick = this.layers && this.layers.pick;
    if (!pick) return;
    pick.replaceChildren();
    if (!this.mine()) return;
    const o = this.obs;
    /** @param {number} cell @param {string} cls @param {string | number | null} label
     * @param {string} title @param {() => void} onclick @param {string | null} [sub]
     * @param {number | null} [dice] a shot's dice: the label is the count and a die, the words in its aria-label */
    const mark = (cell, cls, label, title, onclick, sub = null, dice = null) => {
      const [x, y] = this.xy(cell);
      // A pointer's shortcut: keyboards and screen readers have the list of actions in
      // the controls (a focusable control inside the board's image would be nested).
      const g = s('g', { class: `pick ${cls}`, 'data-cell': cell }, s('title', {}, title),
        s('rect', { x: x + 2, y: y + 2, width: C - 4, height: C - 4, rx: 6 }));
      /** @type {SVGTextElement | null} */ let text = null;
      if (dice !== null) {
        // "7" and a die in the space's corner, clear of the tank: the same in every
        // language, the words ("7 dice") for screen readers.
        text = /** @type {SVGTextElement} */ (s('text', { class: 'dice-count', x: x + C - 17, y: y + 13, 'text-anchor': 'end', 'font-size': 11, 'font-weight': 700, 'aria-label': this.diceWords(dice) }, dice));
        g.append(text, s('g', { class: 'die-icon', 'aria-hidden': 'true' },
          s('rect', { x: x + C - 15, y: y + 4, width: 10, height: 10, rx: 2 }),
          ...[[3, 3], [5, 5], [7, 7]].map(([dx, dy]) => s('circle', { cx: x + C - 15 + dx, cy: y + 4 + dy, r: 1.1 }))));
      } else if (label !== null) {
        text = /** @type {SVGTextElement} */ (s('text', { x: x + C - 5, y: y + 13, 'text-anchor': 'end', 'font-size': 11, 'font-weight': 700 }, label));
        g.append(text);
      }
      // A shot's odds under its badge: the chance to hit.
      if (sub !== null) g.append(s('text', { class: 'odds', x: x + C - 5, y: y + C - 6, 'text-anchor': 'end', 'font-size': 10, 'font-weight': 700 }, sub));
      g.addEventListener('click', onclick);
      pick.append(g);
      // Words longer than the space has room for ("⊘ B10", a long translation) are
      // squeezed into it rather than spilling onto the next space.
      if (text && dice === null && text.getComputedTextLength() > C - 8) {
        text.setAttribute('textLength', String(C - 8));
        text.setAttribute('lengthAdjust', 'spacingAndGlyphs');
      }
    };
    for (const l of this.legalAll('Place')) {
      const at = payload(l.action).at;
      mark(at, 'place', null, t('skirmish-pick-place', { cell: this.cellName(at) }), () => this.act([l.action]));
    }
    if (variant(o.stage) === 'Playing') {
      const reach = this.reachable();
      const targets = this.targets();
      for (const [cell, way] of reach) {
        if (targets.has(cell)) continue; // drawn once, as a choice, below
        mark(cell, 'move', way.cost, t('skirmish-pick-move', { cell: this.cellName(cell), cost: way.cost }), () => this.act(way.actions));
      }
      // Rams: a step into a tank's space (Collision).
      const collision = this.rule('collision');
      for (const l of this.legalAll('Move')) {
        const to = payload(l.action).to;
        if (!this.unitAt(to)) continue;
        const ram = t('skirmish-pick-ram', { cell: this.cellName(to) });
        mark(to, 'ram', t('skirmish-badge-ram'), collision ? t('skirmish-with-rule', { text: ram, rule: collision.name, does: collision.text }) : ram, () => this.act([l.action]));
      }
      for (const [cell, list] of targets) {
        const { shot, legal } = this.shotFor(list);
        const who = this.unitAt(cell);
        const what = who ? this.unitName(who) : this.cellName(cell);
        const blocked = shot.first_in_line !== null && shot.first_in_line !== undefined ? this.cellName(shot.first_in_line) : null;
        const badge = blocked ? `⊘ ${blocked}` : shot.dice < 1 ? t('skirmish-badge-hit') : null;
        const odds = this.oddsWords(shot);
        let words = t('skirmish-pick-fire', { action: this.hintWords({ ply: 0, seat: o.current, action: legal.action, text: legal.text }) || legal.text,
          dice: shot.dice < 1 ? t('skirmish-auto-hit-6') : this.diceWords(shot.dice), target: what, distance: shot.distance });
        if (odds) words = t('skirmish-pick-odds', { text: words, odds });
        if (blocked) words = t('skirmish-pick-blocked', { text: words, cell: blocked });
        // A space one may both move to and fire at (Target Anything): the click asks.
        const click = reach.has(cell) ? () => this.askMoveOrFire(cell, reach.get(cell), shot, legal, words) : () => this.act([legal.action]);
        // A tank's badge always shows; a bare space's (Target Anything) only as a step's
        // cost, or on hovering, so the board does not drown in numbers.
        const enemy = who && who.seat !== o.current;
        const label = who ? badge : reach.has(cell) ? reach.get(cell).cost : null;
        const sub = who && !blocked && shot.dice >= 1 && shot.hit_percent !== undefined ? `${shot.hit_percent}%` : null;
        const dice = who && badge === null ? shot.dice : null;
        mark(cell, `fire${enemy ? ' enemy' : who ? ' own' : ' space'}${blocked ? ' blocked' : ''}${reach.has(cell) ? ' both' : ''}`, label, words, click, sub, dice);
      }
    }
    this.markHint();
  }

  /** The hint's action marked on the board: the space it moves to, fires at or places on. */
  markHint() {
    const a = this.hintedNow();
    if (!a || typeof a === 'string') return;
    const f = payload(a);
    // An aimed shot, or one from the token, needs its box ticked first: that is marked.
    if (variant(a) === 'Fire' && (Boolean(f.aimed) !== this.aim || Boolean(f.from_token) !== this.fromToken)) return;
    const cell = { Move: f.to, Fire: f.target, Place: f.at }[variant(a)];
    if (cell === undefined) return;
    const [x, y] = this.xy(cell);
    this.layers.pick.append(s('rect', { class: 'hinted', x: x - 1, y: y - 1, width: C + 2, height: C + 2, rx: 8, fill: 'none', stroke: '#ffb000', 'stroke-width': 3, 'pointer-events': 'none' }));
  }

  /** A space that is both a step and a target: the controls ask which. */
  askMoveOrFire(cell, way, shot, legal, words) {
    this.choice = { cell, way, shot, legal, words };
    this.drawControls();
  }

  drawStatus() {
    const o = this.obs;
    const st = variant(o.stage);
    let text; let colour = '#e8e8ea';
    if (o.end) text = t('skirmish-status-over');
    else if (st === 'Placing') {
      // Whose tank is placed next: the table's word on who decides now.
      const placer = this.table && this.table.waiting.length ? this.table.waiting[0] : null;
      text = placer === null ? t('skirmish-status-setup') : t('skirmish-status-placer', { side: this.side(placer) });
      if (placer !== null) colour = this.colour(placer);
    } else {
      const n = o.active[o.current]; const u = o.units[o.current][n];
      text = t('skirmish-status-turn', { turn: o.turns + 1, unit: this.unitName({ seat: o.current, n }), hp: u.hp, left: o.movement_left });
      if (o.turn.fired) text += ` · ${t('skirmish-status-fired')}`;
      colour = this.colour(o.current);
    }
    const yours = this.me !== null && this.legal.length ? ` — ${t('skirmish-your-move')}` : '';
    this.status.replaceChildren(h('span', { style: `color:${colour}` }, text), yours ? h('strong', {}, yours) : '');
  }

  drawControls() {
    const o = this.obs;
    if (!o) return;
    const box = this.controls;
    box.replaceChildren();
    const mine = this.mine();
    const hinted = this.hintedNow();
    if (this.message) box.append(h('p', { class: 'error', id: 'move-error' }, this.message));
    if (!mine) {
      const over = variant(o.stage) === 'Over';
      const placing = variant(o.stage) === 'Placing';
      const acting = placing ? t('skirmish-placing') : t('skirmish-side-playing', { side: this.side(o.current) });
      const who = over ? t('skirmish-the-game-is-over') : !this.ctx ? t('skirmish-replay-step', { acting }) : this.me === null ? t('skirmish-watching-now', { acting }) : this.frozen || this.sending ? t('skirmish-sending')
        : placing ? t('skirmish-wait-placing') : t('skirmish-wait-side', { side: this.side(o.current) });
      box.append(h('h3', {}, over ? t('skirmish-heading-over') : !this.ctx ? t('skirmish-heading-replay') : this.me === null ? t('skirmish-heading-watching') : t('skirmish-heading-you-play', { side: this.side(this.me) })), h('p', { class: 'muted' }, who));
    } else if (variant(o.stage) === 'Placing') {
      // The tanks go down in order: this side's first not yet on the board.
      const next = o.units[this.me].findIndex((u) => u.at === null || u.at === undefined);
      box.append(h('h3', {}, t('skirmish-heading-setup')), h('p', {}, t('skirmish-place-how', { unit: this.unitName({ seat: this.me, n: Math.max(0, next) }) })));
    } else {
      const n = o.active[o.current];
      const canMove = this.legalAll('Move').length > 0;
      const stays = o.turn.aimed && !canMove ? t('skirmish-stays-aimed')
        : o.turn.rammed ? t('skirmish-stays-rammed')
          : !canMove ? t('skirmish-no-step')
            : t('skirmish-move-how', { left: o.movement_left });
      box.append(h('h3', {}, t('skirmish-heading-turn', { unit: this.unitName({ seat: o.current, n }) })),
        h('p', { class: 'hint how-to' }, stays, ' ',
          o.turn.fired ? t('skirmish-fired-already') : t('skirmish-fire-how')));
      const c = this.choice;
      if (c && this.legal.includes(c.legal)) {
        box.append(h('div', { class: 'row choice', id: 'move-or-fire' }, h('strong', {}, `${this.cellName(c.cell)}: `),
          h('button', { id: 'choose-move', onclick: () => { this.choice = null; this.act(c.way.actions); } }, t('skirmish-choose-move', { cost: c.way.cost })),
          h('button', { id: 'choose-fire', title: c.words, onclick: () => { this.choice = null; this.act([c.legal.action]); } }, t('skirmish-choose-fire', { dice: this.diceWords(c.shot.dice) })),
          h('button', { onclick: () => { this.choice = null; this.drawControls(); } }, t('skirmish-choose-neither'))));
      }
      const shots = o.shots || [];
      const canAim = shots.some((x) => x.aimed);
      const canToken = shots.some((x) => x.from_token);
      // A hinted shot whose box is not set as it needs: the box is what to click first.
      const want = hinted && variant(hinted) === 'Fire' ? payload(hinted) : null;
      const toggle = (id, label, on, title, set, wanted) => {
        const b = h('input', { type: 'checkbox', id }); b.checked = on;
        b.addEventListener('change', () => { set(b.checked); if (want) { this.drawControls(); const again = document.getElementById(id); if (again) again.focus(); } this.drawPicks(); });
        return h('label', { class: `toggle${want && wanted !== on ? ' hinted' : ''}`, title }, b, label);
      };
      if (canAim || canToken) {
        const tri = this.rule('triangulation');
        box.append(h('div', { class: 'row' },
          canAim ? toggle('aim', t('skirmish-aim'), this.aim, t('skirmish-aim-title'), (v) => { this.aim = v; }, Boolean(want && want.aimed)) : null,
          canToken ? toggle('from-token', t('skirmish-from-token'), this.fromToken,
            t('skirmish-with-ruling', { text: tri ? `${tri.name}: ${tri.text}` : t('skirmish-from-token-title'), section: 11 }), (v) => { this.fromToken = v; }, Boolean(want && want.from_token)) : null));
      }
      const buttons = h('div', { class: 'row' });
      const marked = (action) => (this.isHinted(action) ? ' hinted' : '');
      const repair = this.rule('repair');
      if (this.legalWhere((a) => a === 'Repair')) buttons.append(h('button', { id: 'repair', class: marked('Repair').trim() || null, title: repair ? repair.text : null, onclick: () => this.act(['Repair']) }, t('skirmish-repair')));
      if (this.legalWhere((a) => a === 'End')) buttons.append(h('button', { class: `primary${marked('End')}`, id: 'end-turn', onclick: () => this.act(['End']) }, t('skirmish-end-turn')));
      box.append(buttons);
    }
    // Everything a click could do, in words: the keyboard's and the screen reader's way to
    // every action, however many (it was left out past 60, leaving keys no way to move).
    if (mine) {
      const sel = h('select', { id: 'action-list', 'aria-label': t('skirmish-all-actions') }, h('option', { value: '' }, t('skirmish-choose-action', { n: this.legal.length })),
        ...this.legal.map((l, i) => h('option', { value: i }, this.hintWords({ ply: 0, seat: this.me ?? 0, action: l.action, text: l.text }) || l.text)));
      // Chosen, then played with the button (acting on change sent the first option a
      // keyboard's arrow key passed over); a hint's action comes chosen, its button marked.
      const hinted = this.legal.findIndex((l) => this.isHinted(l.action));
      if (hinted >= 0) sel.value = String(hinted);
      const go = h('button', { id: 'action-go', class: hinted >= 0 ? 'hinted' : null, onclick: () => { if (sel.value !== '') this.act([this.legal[Number(sel.value)].action]); } }, t('skirmish-play-it'));
      sel.addEventListener('keydown', (e) => { if (e.key === 'Enter' && sel.value !== '') { e.preventDefault(); go.click(); } });
      box.append(h('div', { class: 'row' }, sel, go));
    }
    const collateral = this.rule('collateral_damage');
    if (collateral && o.compass) {
      box.append(h('div', { class: 'compass', id: 'compass', title: t('skirmish-compass-title', { rule: collateral.name }) },
        h('span', { class: 'muted' }, `${t('skirmish-compass')} `), ...o.compass.map(([v, hd]) => h('span', { class: 'tag' }, `${v} ${ARROW[hd] || hd}`))));
    }
  }

  /** On a small screen, the tank whose turn it is stays in view. */
  scrollToActive() {
    if (!this.mine() || this.scrollBox.scrollHeight <= this.scrollBox.clientHeight + 4) return;
    const ring = this.svg.querySelector('.active-ring');
    if (ring && ring.scrollIntoView) ring.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  }

  /** The tanks of both sides (damage points, stun, whose disc is next), the missions and
   * the rules in play (the glossary's names, what each does on hovering). */
  drawTanks() {
    const o = this.obs;
    const rows = [];
    for (const sd of [0, 1]) {
      o.units[sd].forEach((u, n) => {
        const next = o.active[sd] === n && variant(o.stage) === 'Playing' && u.alive;
        rows.push(h('tr', { class: next ? 'next' : '' },
          // A tank's name and its pips stay on one line; its place and state may wrap.
          h('td', { style: 'white-space:nowrap' }, h('span', { class: 'swatch', style: `background:${this.colour(sd)}` }), this.unitName({ seat: sd, n })),
          h('td', {}, u.alive ? h('span', { class: 'hp', style: 'white-space:nowrap' }, '■'.repeat(u.hp), h('span', { class: 'muted' }, '□'.repeat(Math.max(0, this.full - u.hp)))) : t('skirmish-destroyed')),
          h('td', {}, [u.stunned ? t('skirmish-stunned') : '', u.at !== null && u.at !== undefined && u.alive ? this.cellName(u.at) : '', next ? (o.current === sd ? t('skirmish-acting') : t('skirmish-next')) : ''].filter(Boolean).join(' · '))));
      });
    }
    const g = this.glossary || {};
    const extra = Object.entries(g.missions || {}).map(([key, m]) => {
      const figures = key === 'destroy_walls' ? t('skirmish-walls-destroyed', { both: this.both((sd) => o.walls_destroyed[sd]) })
        : key === 'hold_pool' ? t('skirmish-pool-in-a-row', { both: this.both((sd) => Math.max(...o.units[sd].map((u) => u.repairs_in_a_row))) })
          : m.text;
      return h('p', { class: 'hint mission', title: m.text }, h('strong', {}, m.name), ` — ${figures}`);
    });
    const rules = Object.values(g.rules || {});
    extra.push(h('p', { class: 'hint', id: 'rules-in-play' }, `${t('skirmish-rules-in-play')} `,
      ...(rules.length ? rules.flatMap((r, i) => [i ? ' · ' : '', h('span', { title: r.text }, r.name)]) : [t('skirmish-core-rules')])));
    extra.push(h('p', { class: 'hint', id: 'first-player-note' }, `${t('skirmish-moved-first', { side: this.side(o.first_player), turn: Math.min(o.turns + 1, o.max_turns), max: o.max_turns })} · `,
      h('a', { href: '/rules/skirmish', target: '_blank' }, t('skirmish-rules-link'))));
    // A ready-made arena by the glossary's title, a player's own by theirs.
    // A scenario's (a lesson's) own map has no name worth a heading: the tanks it is.
    const title = o.arena === 'scenario' ? t('skirmish-tanks') : (g.arenas && g.arenas[o.arena] && g.arenas[o.arena].title) || o.title || t('skirmish-tanks');
    this.tanksBox.replaceChildren(h('h3', {}, title), h('table', { class: 'players' }, ...rows), ...extra);
  }

  // ---- animation ---------------------------------------------------------------------
  pieceOf(unit) { return this.svg.querySelector(`[data-unit="${unit.seat}-${unit.n}"]`); }
  fx(el, ms) { this.layers.fx.append(el); setTimeout(() => el.remove(), Math.max(50, ms * (animSpeed() || 0.01))); }

  /** Plays an update's events on the board and tells them in the dice tray (at once with
   * animations off: every wait is then none). */
  async animate(events, obs) {
    this.ensureBoard(this.obs);
    this.trayFor = obs;
    for (const [i, ev] of events.entries()) {
      if (this.skipped) return;
      const kind = variant(ev); const e = payload(ev);
      if (kind === 'Moved') {
        const el = this.pieceOf(e.unit);
        if (el) { el.style.transition = `transform ${220 * animSpeed()}ms`; this.placeTank(el, this.centre(e.to)); }
        await this.wait(240);
      } else if (kind === 'Placed') {
        await this.wait(120);
      } else if (kind === 'Fired') {
        const from = [e.from.x * C + C / 2, e.from.y * C + C / 2]; const to = this.centre(e.target);
        const line = s('line', { x1: from[0], y1: from[1], x2: from[0], y2: from[1], stroke: '#ffe066', 'stroke-width': 3, 'stroke-linecap': 'round', class: 'shot' });
        this.fx(line, 900);
        const steps = 8;
        for (let k = 1; k <= steps && !this.skipped; k++) {
          line.setAttribute('x2', from[0] + ((to[0] - from[0]) * k) / steps); line.setAttribute('y2', from[1] + ((to[1] - from[1]) * k) / steps);
          await this.wait(35);
        }
        // The dice as they are rolled (the events after the shot say how many).
        const roll = events.slice(i + 1).find((x) => variant(x) === 'Rolled' || variant(x) === 'AutoHit');
        const how = e.aimed && e.from_token ? 'aimed-token' : e.from_token ? 'token' : e.aimed ? 'aimed' : 'plain';
        const fires = { unit: this.unitName(e.unit), cell: this.cellName(e.target), how };
        const words = !roll ? t('skirmish-tray-fires', fires)
          : t('skirmish-tray-fires-dice', { ...fires, dice: this.diceWords(variant(roll) === 'AutoHit' ? 0 : payload(roll).dice.length) });
        this.diceBox.replaceChildren(h('span', { class: 'muted' }, words));
        this.lastTarget = e.target;
      } else if (kind === 'AutoHit') {
        this.diceBox.append(h('strong', {}, ` — ${t('skirmish-tray-auto-hit')}`));
        await this.wait(300);
      } else if (kind === 'Rolled') {
        const low = Math.min(...e.dice); const miss = e.dice.includes(1);
        this.diceBox.append(h('span', { class: 'dice' }, ...e.dice.map((d) => h('span', { class: `die${d === 1 ? ' one' : !miss && d === low ? ' low' : ''}` }, d))));
        await this.wait(650);
      } else if (kind === 'Missed') {
        this.diceBox.append(h('span', { class: 'error' }, ` ${t('skirmish-tray-missed')}`));
        await this.wait(250);
      } else if (kind === 'Hit' || kind === 'Damaged' || kind === 'Repaired') {
        const unit = e.target || e.unit; const el = this.pieceOf(unit);
        if (kind === 'Hit') this.diceBox.append(h('strong', {}, ` ${t('skirmish-tray-hits', { unit: this.unitName(unit), damage: e.damage })}`));
        if (kind === 'Damaged' && e.cause !== 'Shot') this.diceBox.append(h('span', {}, ` · ${this.unitName(unit)} −${e.points}`));
        if (el) {
          const good = kind === 'Repaired';
          if (kind !== 'Hit') {
            const x = Number(el.dataset.x); const y = Number(el.dataset.y);
            this.fx(s('text', { x, y: y - 18, 'text-anchor': 'middle', 'font-size': 16, 'font-weight': 800, fill: good ? '#8df07a' : '#ff6b5e', class: 'float' }, `${good ? '+' : '−'}${e.points}`), 900);
          }
          if (!good) el.classList.add('hit');
          await this.wait(kind === 'Hit' ? 200 : 380);
          el.classList.remove('hit');
        }
      } else if (kind === 'Destroyed' || kind === 'Blast') {
        const at = e.at;
        if (at !== null && at !== undefined) {
          const [x, y] = this.centre(at);
          const boom = s('circle', { cx: x, cy: y, r: kind === 'Blast' ? C * 1.4 : 8, fill: kind === 'Blast' ? 'none' : '#ffb000', stroke: '#ff5a1f', 'stroke-width': 4, opacity: 0.85, class: 'boom' });
          this.fx(boom, 600);
          for (let k = 0; k < 6 && kind === 'Destroyed'; k++) { boom.setAttribute('r', 8 + k * 4); await this.wait(50); }
          if (kind === 'Blast') await this.wait(300);
        }
      } else if (kind === 'Offset') {
        const from = this.centre(this.lastTarget !== null ? this.lastTarget : 0);
        const to = [e.landing.x * C + C / 2, e.landing.y * C + C / 2];
        this.diceBox.append(h('span', { class: 'muted' }, ` → ${t('skirmish-tray-lands', { point: this.pointName(e.landing) })}`));
        this.fx(s('line', { x1: from[0], y1: from[1], x2: to[0], y2: to[1], stroke: '#ffe066', 'stroke-dasharray': '4 4', 'stroke-width': 2 }), 900);
        this.fx(s('circle', { cx: to[0], cy: to[1], r: 10, fill: 'none', stroke: '#ffe066', 'stroke-width': 2 }), 900);
        await this.wait(450);
      } else if (kind === 'WallDestroyed' || kind === 'FloorDestroyed' || kind === 'Lands' || kind === 'HitsWreck' || kind === 'BoltStopped') {
        const [x, y] = this.xy(e.at);
        const at = this.cellName(e.at);
        const id = { WallDestroyed: 'skirmish-tray-wall', FloorDestroyed: 'skirmish-tray-floor', BoltStopped: 'skirmish-tray-bolt', HitsWreck: 'skirmish-tray-wreck', Lands: 'skirmish-tray-comes-down' }[kind];
        const words = t(id, { cell: at });
        this.diceBox.append(h('span', { class: 'muted' }, ` · ${words}`));
        this.fx(s('rect', { x, y, width: C, height: C, fill: '#ff5a1f', opacity: 0.5 }), 500);
        await this.wait(300);
      } else if (kind === 'Rammed') {
        this.diceBox.replaceChildren(h('span', {}, t('skirmish-tray-rams', { unit: this.unitName(e.unit), target: this.unitName(e.target), damage: e.damage })));
        const el = this.pieceOf(e.unit);
        if (el) { el.classList.add('hit'); await this.wait(250); el.classList.remove('hit'); }
      } else if (kind === 'TurnBegins') {
        // A new turn: the tray told of the last one.
        this.diceBox.replaceChildren();
      } else if (kind === 'TurnEnded') {
        await this.wait(150);
      }
    }
  }
}

export default SkirmishUI;
