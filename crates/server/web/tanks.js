// @ts-check
// Arcade Tanks in the browser: the lobby's options form, the board in SVG, animations of
// events, and the controls for each decision (tank placement, planning with cards, bot
// order, Shovel, Grenade); the log's players, tanks and cards drawn from their spans, and
// the end in figures counted from the events. The rules are the engine's: where a plan
// takes the tank (the observation's `plan`), what may be laid and why not (the legal
// actions, a preview's refusal); the names of cards and power-ups are the glossary's
// (crates/tanks/src/words.rs). The table page, lobby and replay viewer around it are
// generic (table.js, lobby.js, replay.js; view.js's BaseView).
import { h, askInPage } from './dom.js';
import { BoardFrame, s, variant, payload, animSpeed, colName, sleep } from './board.js';
import { BaseView, canon } from './view.js';
import { t } from './i18n.js';
import { capital } from './site.js';

const C = 40; // board units per space
// One colour a seat, 16 seats (four boxes); none of them a bot segment's colour.
const PLAYER_COLOURS = ['#ff8c1a', '#b36bff', '#2ad4ff', '#ff4fa3', '#b8f000', '#ffffff', '#ffd84a', '#7f8cff',
  '#00e0a0', '#ff6f61', '#a8a8a8', '#e6b3ff', '#9ad0ff', '#ffb3c7', '#c9a36b', '#6b8e23'];
const SEGMENT_COLOURS = { Red: '#e5443b', Yellow: '#f2c230', Green: '#3fbf5a', Blue: '#3d7dff' };
const TERRAIN = { Empty: '#3a3f47', Concrete: '#8d939c', Forest: '#1f5e2c', Water: '#1c5fa8', Ice: '#bfe6f2' };
const ANGLE = { N: 0, E: 90, S: 180, W: 270 };
const ARROW = { N: '↑', E: '→', S: '↓', W: '←' };
// How each card is drawn: its icon (never a font glyph: chevrons for spaces, curved
// arrows for turns), and move cards on a card of their own colour. Its name is the
// glossary's.
const CARD_ART = {
  Advance1: { move: true, icon: ['M6 15 L12 9 L18 15'] },
  Advance2: { move: true, icon: ['M6 12 L12 6 L18 12', 'M6 18 L12 12 L18 18'] },
  Advance3: { move: true, icon: ['M6 9 L12 3 L18 9', 'M6 15 L12 9 L18 15', 'M6 21 L12 15 L18 21'] },
  TurnLeft: { icon: ['M17 21 V12 A5 5 0 0 0 12 7 H6', 'M9 3 L5 7 L9 11'] },
  TurnRight: { icon: ['M7 21 V12 A5 5 0 0 1 12 7 H18', 'M15 3 L19 7 L15 11'] },
  Turnaround: { icon: ['M7 21 V10 A5 5 0 0 1 17 10 V17', 'M13 14 L17 18 L21 14'] },
};
/** A card's icon as inline SVG, `size` pixels square. */
export function cardIcon(card, size = 24) {
  const art = CARD_ART[card];
  return s('svg', { width: size, height: size, viewBox: '0 0 24 24', class: 'card-icon', 'aria-hidden': 'true' },
    ...(art ? art.icon : []).map((d) => s('path', { d, fill: 'none', stroke: 'currentColor', 'stroke-width': 2.4, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })));
}
/** A card as its name with its icon, for the log. */
function cardLabel(card, name) {
  // Inline, so a line of the log wraps between words, never inside a card's name. The
  // icon keeps its distance by a margin, not a space: the words read «Поворот налево»
  // where a message quotes the card, never «« Поворот налево»».
  const icon = cardIcon(card, 16);
  icon.style.marginInlineEnd = '0.3em';
  return h('span', { class: 'card-label', 'data-card': card, style: 'display:inline;white-space:nowrap' }, icon, name);
}

export const TanksUI = {
  get watching() { return t('tanks-watching'); },
  get replayNote() { return t('tanks-replay-note'); },
  get scoreLabel() { return t('tanks-score-label'); },

  /** The lobby's card: a tank on a tile of the board (concrete, brick, forest, water,
   * ice around it), in the board's colours. @type {import('./types.js').GameCard} */
  card: {
    players: [1, 4],
    minutes: [30, 60],
    get pitch() { return t('tanks-pitch'); },
    picture() {
      const k = 80 / 3; // a space of the 3 × 3 tile
      const ground = [['Concrete', 'Brick', 'Empty'], ['Empty', 'Empty', 'Water'], ['Forest', 'Empty', 'Ice']];
      const svg = s('svg', { viewBox: '0 0 80 80', width: 76, height: 76, class: 'game-picture', 'aria-hidden': 'true', focusable: 'false' });
      ground.forEach((row, y) => row.forEach((g, x) => {
        const [x0, y0] = [x * k, y * k];
        svg.append(s('rect', { x: x0, y: y0, width: k, height: k, fill: g === 'Brick' ? '#b5532c' : TERRAIN[g], stroke: '#23272e', 'stroke-width': 1 }));
        if (g === 'Brick') svg.append(s('path', { d: `M${x0} ${y0 + k / 3} H${x0 + k} M${x0} ${y0 + (2 * k) / 3} H${x0 + k} M${x0 + k / 2} ${y0} V${y0 + k / 3} M${x0 + k / 4} ${y0 + k / 3} V${y0 + (2 * k) / 3} M${x0 + (3 * k) / 4} ${y0 + k / 3} V${y0 + (2 * k) / 3} M${x0 + k / 2} ${y0 + (2 * k) / 3} V${y0 + k}`, stroke: '#e8c9a0', 'stroke-width': 1 }));
        if (g === 'Forest') for (const [dx, dy, r] of [[8, 9, 6], [19, 9, 5.5], [13, 19, 6.5]]) svg.append(s('circle', { cx: x0 + dx, cy: y0 + dy, r, fill: '#2f8a3e', stroke: '#17451f' }));
        if (g === 'Concrete') svg.append(s('rect', { x: x0 + 3, y: y0 + 3, width: k - 6, height: k - 6, fill: 'none', stroke: '#b4bac3', 'stroke-width': 1.5 }));
        if (g === 'Water') svg.append(s('path', { d: `M${x0 + 4} ${y0 + 11} q4 -4 8 0 t8 0 M${x0 + 4} ${y0 + 19} q4 -4 8 0 t8 0`, fill: 'none', stroke: '#5aa0e6', 'stroke-width': 1.5 }));
      }));
      // The first player's tank in the middle, facing the brick wall (north).
      svg.append(s('g', { transform: 'translate(40 41) scale(0.8)' },
        s('rect', { x: -15, y: -14, width: 7, height: 28, rx: 2, fill: '#222' }),
        s('rect', { x: 8, y: -14, width: 7, height: 28, rx: 2, fill: '#222' }),
        s('rect', { x: -10, y: -11, width: 20, height: 23, rx: 4, fill: PLAYER_COLOURS[0], stroke: '#111', 'stroke-width': 1.5 }),
        s('rect', { x: -2.5, y: -21, width: 5, height: 15, fill: '#eee', stroke: '#111', 'stroke-width': 1 }),
        s('circle', { r: 6, fill: PLAYER_COLOURS[0], stroke: '#111', 'stroke-width': 1.5 })));
      return /** @type {SVGSVGElement} */ (svg);
    },
  },

  /** The lobby's "how to play" in a few lines, with the rules a click away. */
  howTo() {
    return [
      h('p', {}, t('tanks-howto')),
      h('p', {}, h('a', { href: '/rules/tanks', target: '_blank' }, t('tanks-howto-rules')), ' · ',
        h('a', { href: '/rulings/tanks', target: '_blank' }, t('tanks-howto-rulings')), ' ', t('tanks-howto-rulings-note')),
    ];
  },

  // The form of rule options for the lobby.
  optionsForm(defaults, onPlayers) {
    const players = h('select', { id: 'players', 'aria-label': t('tanks-players-label') }, ...Array.from({ length: 16 }, (_, i) => i + 1).map((n) =>
      h('option', { value: n }, t('tanks-players-count', { n }))));
    players.value = defaults.players;
    // Each variant with what it does, in one line.
    const box = (id, label, note) => h('div', {}, h('label', { class: 'row' }, h('input', { type: 'checkbox', id }), label),
      h('div', { class: 'option-note' }, note));
    const uneven = box('v-uneven', t('tanks-uneven'), t('tanks-uneven-note'));
    const island = box('v-island', t('tanks-island'), t('tanks-island-note'));
    const four = box('v-four', t('tanks-four'), t('tanks-four-note'));
    // «Используя 2 и более коробки»: 4 tanks a box, the board a ring of 4 tiles a box.
    const minBoxes = (n) => Math.max(1, Math.ceil(n / 4));
    const boxes = h('select', { id: 'boxes', 'aria-label': t('tanks-boxes-aria'), title: t('tanks-boxes-title') },
      ...[1, 2, 3, 4].map((n) => h('option', { value: n }, t('tanks-boxes-count', { n }))));
    boxes.value = String(defaults.board.boxes || 1);
    const avalanche = h('select', { id: 'v-avalanche', 'aria-label': t('tanks-avalanche'), title: t('tanks-avalanche-title') }, h('option', { value: '' }, t('tanks-avalanche-none')),
      h('option', { value: 'Instead' }, t('tanks-avalanche-instead')),
      h('option', { value: 'OnTop' }, t('tanks-avalanche-on-top')));
    const fitBoxes = () => {
      const need = minBoxes(Number(players.value));
      for (const o of boxes.options) o.disabled = Number(o.value) < need;
      if (Number(boxes.value) < need) boxes.value = String(need);
    };
    players.addEventListener('change', () => {
      fitBoxes();
      onPlayers(Number(players.value));
    });
    fitBoxes();
    // The readings where the Russian original and the English translation differ or say
    // nothing: the first choice is the original's; each links to its ruling, with the
    // rulebooks' sentences.
    const yes = t('tanks-yes'); const no = t('tanks-no');
    /** @type {[string, string, number, [any, string][]][]} */
    const readingList = [
      ['bot_target_order', t('tanks-reading-bot-target-order'), 1, [['FrontRightLeftBehind', t('tanks-reading-front-right-left-behind')], ['FrontLeftRightBehind', t('tanks-reading-front-left-right-behind')]]],
      ['exchange', t('tanks-reading-exchange'), 3, [['Once', t('tanks-reading-exchange-once')], ['Unlimited', t('tanks-reading-exchange-unlimited')]]],
      ['clock', t('tanks-reading-clock'), 4, [['Round', t('tanks-reading-clock-round')], ['ActionPhase', t('tanks-reading-clock-action-phase')]]],
      ['brick_double_hit', t('tanks-reading-brick-double-hit'), 5, [['SeveralTanks', t('tanks-reading-brick-several-tanks')], ['DifferentSides', t('tanks-reading-brick-different-sides')]]],
      ['grenade_kills_score', t('tanks-reading-grenade-kills-score'), 2, [[true, yes], [false, no]]],
      ['stacked_hits', t('tanks-reading-stacked-hits'), 21, [[true, yes], [false, t('tanks-reading-stacked-hits-no')]]],
      ['helm_stops_grenade', t('tanks-reading-helm-stops-grenade'), 22, [[false, no], [true, yes]]],
      ['tie', t('tanks-reading-tie'), 17, [['PlayOn', t('tanks-reading-tie-play-on')], ['SharedWin', t('tanks-reading-tie-shared-win')]]],
      ['powerup_use', t('tanks-reading-powerup-use'), 30, [['AtOnce', t('tanks-reading-powerup-use-at-once')], ['AfterCard', t('tanks-reading-powerup-use-after-card')]]],
      ['placed_bot_discards_powerup', t('tanks-reading-placed-bot'), 53, [[false, t('tanks-reading-placed-bot-leaves')], [true, t('tanks-reading-placed-bot-discards')]]],
      ['bot_reserve', t('tanks-reading-bot-reserve'), 48, [['ForGood', t('tanks-reading-bot-reserve-for-good')], ['UntilTokensReturn', t('tanks-reading-bot-reserve-return')]]],
      ['shovel_builds_on', t('tanks-reading-shovel-builds-on'), 11, [['EmptyGround', t('tanks-reading-shovel-empty')], ['GroundForestIce', t('tanks-reading-shovel-ground-forest-ice')]]],
      ['second_maneuvers', t('tanks-reading-second-maneuvers'), 54, [['AllAtOnce', t('tanks-reading-second-maneuvers-all')], ['InTurn', t('tanks-reading-second-maneuvers-in-turn')]]],
    ];
    const readings = readingList.map(([key, label, section, choices]) => {
      const sel = h('select', { id: `r-${key}`, 'aria-label': label }, ...choices.map(([, words], i) => h('option', { value: i }, words)));
      sel.value = String(Math.max(0, choices.findIndex(([v]) => v === defaults.rulings[key])));
      return {
        key, choices, sel,
        row: h('div', { class: 'seat-row' }, h('label', { for: `r-${key}` }, label), sel,
          h('a', { href: `/rulings/tanks#s${section}`, target: '_blank', title: t('tanks-reading-why-title') }, t('tanks-reading-why', { section }))),
      };
    });
    const element = h('div', {}, h('div', { class: 'row' }, players, avalanche),
      h('div', { class: 'row' }, uneven, island, four, h('label', { class: 'row' }, t('tanks-boxes-label'), boxes)),
      h('details', { class: 'readings' }, h('summary', { class: 'muted' }, t('tanks-readings')),
        h('p', { class: 'hint' }, t('tanks-readings-note'), ' ',
          h('a', { href: '/rulings/tanks', target: '_blank' }, t('tanks-readings-all'))),
        ...readings.map((r) => r.row)));
    return {
      element,
      players: () => Number(players.value),
      options: () => {
        const o = JSON.parse(JSON.stringify(defaults));
        o.players = Number(players.value);
        o.variants.uneven_combat = uneven.querySelector('input').checked;
        o.variants.island = island.querySelector('input').checked;
        o.variants.dangerous_four = four.querySelector('input').checked;
        o.variants.avalanche = avalanche.value || null;
        o.board.boxes = Math.max(Number(boxes.value), minBoxes(o.players));
        for (const r of readings) o.rulings[r.key] = r.choices[Number(r.sel.value)][0];
        return o;
      },
    };
  },

  /** The rules a table plays by, in one line: variants and readings that differ. */
  rulesLine(o, defaults) {
    const parts = [];
    if (o.board && o.board.boxes > 1) parts.push(t('tanks-rules-boxes', { n: o.board.boxes }));
    const v = o.variants || {};
    if (v.uneven_combat) parts.push(t('tanks-uneven'));
    if (v.island) parts.push(t('tanks-island'));
    if (v.dangerous_four) parts.push(t('tanks-four'));
    if (v.avalanche === 'Instead') parts.push(t('tanks-rules-avalanche-instead'));
    if (v.avalanche === 'OnTop') parts.push(t('tanks-rules-avalanche-on-top'));
    const differ = defaults && o.rulings ? Object.keys(o.rulings).filter((k) => JSON.stringify(o.rulings[k]) !== JSON.stringify(defaults.rulings[k])) : [];
    if (differ.length) {
      const readings = differ.map((k) => t('tanks-reading-name', { key: k, words: k.replace(/_/g, ' ') })).join(t('tanks-separator'));
      parts.push(t('tanks-rules-readings', { count: differ.length, readings }));
    }
    return parts.length ? parts.join(' · ') : t('tanks-rules-standard');
  },

  createView(root, ctx, you) {
    return new TanksView(root, ctx, you);
  },
};

class TanksView extends BaseView {
  constructor(root, ctx, you) {
    super(root, ctx, you);
    // On a phone the board keeps one size for the whole game: the controls under it keep a
    // height of their own (a newcomer's board jumped with each decision, the hint and the
    // rounds, and moved what was under the finger).
    this.frame = new BoardFrame(root, { label: t('tanks-board-label'), extra: null, steady: true });
    this.status = this.frame.status; this.svg = this.frame.svg; this.scrollBox = this.frame.scrollBox;
    this.layers = {};
    this.pieceEls = new Map();
    this.controls = h('div', { class: 'panel tanks-controls', id: 'controls' });
    this.playersBox = h('div', { class: 'panel', id: 'players-panel' });
    // What the board's marks mean, a click away (a newcomer met the numerals and dashed
    // squares with no word on them).
    // The power-ups' names are the glossary's, which comes with the state: named again
    // once it is here (`draw`).
    /** @type {[string, HTMLElement][]} */
    this.legendPowers = [];
    const legend = h('details', { class: 'panel board-legend', id: 'board-legend' }, h('summary', {}, t('tanks-legend')),
      h('ul', {},
        h('li', {}, h('strong', {}, t('tanks-legend-numbers-title')), t('tanks-legend-numbers')),
        h('li', {}, h('strong', {}, t('tanks-legend-diagonal-title')), t('tanks-legend-diagonal')),
        h('li', {}, h('strong', {}, t('tanks-legend-eagle-title')), t('tanks-legend-eagle')),
        h('li', {}, h('strong', {}, t('tanks-legend-powers-title')), t('tanks-legend-powers'),
          h('ul', { class: 'power-legend' }, ...POWERS.map((power) => {
            const name = h('strong', {}, this.powerName(power));
            this.legendPowers.push([power, name]);
            return h('li', {},
              s('svg', { width: 22, height: 22, viewBox: '-13 -13 26 26', 'aria-hidden': 'true', class: 'power-icon' },
                s('circle', { cx: 0, cy: 0, r: 12, fill: '#ffe066', stroke: '#a67c00', 'stroke-width': 2 }), powerIcon(power, 0, 0, 12)),
              ' ', name, ` — ${t('tanks-power-does', { power })}`);
          }))),
        h('li', {}, h('strong', {}, t('tanks-legend-plan-title')), t('tanks-legend-plan')),
        h('li', {}, h('strong', {}, t('tanks-legend-fire-title')), t('tanks-legend-fire')),
        h('li', {}, h('strong', {}, t('tanks-legend-intent-title')), t('tanks-legend-intent'))));
    root.side.append(this.controls, this.playersBox, legend);
    this.boardKey = null;
    /** A plan sent and not yet shown committed: its round and cards. @type {{ round: number, cards: any[] } | null} */
    this.sentPlan = null;
    // The plan being laid: cards placed but not sent (`pending`), tried on the server's
    // copy of the game; `shown` and `shownLegal` are that preview's (or the observation's
    // when nothing is pending). `took`: the observation the plan was last checked against.
    this.pending = []; this.shown = null; this.shownLegal = []; this.took = null;
    this.previewing = 0; this.busy = false;
    /** The preview `take` asked for, while `busy`. @type {Promise<void>} */
    this.settled = Promise.resolve();
    /** The plan's changes, one after another (`planChange`). @type {Promise<void>} */
    this.changes = Promise.resolve();
    /** The exchange sent this round: the hand before it, and what it gave up. @type {{ round: number, hand: Record<string, number>, card: string, count: number } | null} */
    this.exchangeMade = null;
    this.active = 0; this.pick = null;
    /** The hinted plan's trace, from the hint's preview; drawn while the hint stands
     * (`ghost`). @type {{ key: string, round: number, trace: any } | null} */
    this.hintTrace = null; this.ghost = null;
    /** The hinted plan's cards, maneuver by maneuver (a bot turns only if one is an Advance). @type {string[][]} */
    this.ghostCards = [[], []];
    /** Whether the list of all choices was left open. */
    this.listOpen = false;
    // Why this seat's tank left the board this round, for the "place it again" prompt.
    this.loss = null;
  }

  colour(seat) { return PLAYER_COLOURS[seat % PLAYER_COLOURS.length]; }

  // ---- names, from the glossary -------------------------------------------------------
  /** A card by the rulebook's name ("Advance 2"). */
  cardName(card) { const g = this.glossary; return (g && g.cards && g.cards[card]) || card; }
  /** A power-up by the rulebook's name. */
  powerName(power) { const g = this.glossary; return (g && g.power_ups && g.power_ups[power]) || power; }

  /** A player or their tank in the log: the player's name in the seat's colour (their
   * seat's number on hovering); a card: its icon and name. The rest is the words. */
  logSpan(span) {
    if (span.card !== undefined && span.card !== null) return cardLabel(span.card, span.text);
    if (span.seat === undefined || span.seat === null) return null;
    return h('bdi', { class: 'who name', style: `color:${this.colour(span.seat)}` }, this.name(span.seat));
  }

  /** The seat's story so far, on (re)connecting: how its tank was lost this round. */
  recall(steps) {
    this.loss = null;
    let round = null;
    for (const step of steps) {
      for (const ev of step.events) if (variant(ev) === 'RoundStarted') round = payload(ev).round;
      this.learn(step.events, round);
    }
  }

  /** Learns from events what no observation holds: how this seat's tank was lost. */
  learn(events, round) {
    for (const ev of events) {
      const d = ev.Destroyed;
      if (d && variant(d.mover) === 'Player' && payload(d.mover) === this.me) this.loss = { cause: d.cause, cell: d.cell, round };
    }
  }

  /** The end of a game in figures, counted from its events: VP round by round as a
   * chart, and per player the bots destroyed, Eagles, times hit and cards lost. */
  endSummary(steps, table) {
    const n = table.seats.length;
    const vp = Array(n).fill(0);
    const byRound = []; // VP at the start of each round, then at the end
    const stats = Array.from({ length: n }, () => ({ bots: 0, eagles: 0, lost: 0, hit: 0 }));
    for (const step of steps) {
      for (const ev of step.events) {
        const p = payload(ev);
        switch (variant(ev)) {
          case 'RoundStarted': byRound.push(vp.slice()); break;
          case 'BotScored': vp[p.seat] += 1; stats[p.seat].bots += 1; break;
          case 'EagleTaken': vp[p.seat] += 3; stats[p.seat].eagles += 1; break;
          case 'CardsLost': stats[p.seat].lost += p.cards.length; break;
          case 'Shot': if (variant(p.target) === 'Player') stats[payload(p.target)].hit += 1; break;
          default: break;
        }
      }
    }
    if (!byRound.length) byRound.push(Array(n).fill(0));
    byRound.push(vp.slice());
    // Point r is the VP after round r (point 0: the start).
    const W = 520; const H = 190; const L = 34; const B = 24;
    const rounds = byRound.length - 1;
    const top = Math.max(5, ...vp);
    const X = (i) => L + (i / Math.max(1, rounds)) * (W - L - 10);
    const Y = (v) => H - B - (v / top) * (H - B - 10);
    const chart = s('svg', { viewBox: `0 0 ${W} ${H}`, class: 'vp-chart', role: 'img', 'aria-label': t('tanks-chart-label') });
    for (let v = 0; v <= top; v += Math.max(1, Math.ceil(top / 5))) {
      chart.append(s('line', { x1: L, x2: W - 10, y1: Y(v), y2: Y(v), stroke: '#343a46' }),
        s('text', { x: L - 6, y: Y(v) + 4, 'text-anchor': 'end', 'font-size': 11, fill: '#9aa0ab' }, v));
    }
    // At most a dozen round labels, however long the game.
    const every = Math.max(1, Math.ceil(rounds / 12));
    for (let r = every; r <= rounds; r += every) chart.append(s('text', { x: X(r), y: H - 6, 'text-anchor': 'middle', 'font-size': 11, fill: '#9aa0ab' }, r));
    for (let seat = 0; seat < n; seat++) {
      const pts = byRound.map((row, i) => `${X(i)},${Y(row[seat])}`).join(' ');
      chart.append(s('polyline', { points: pts, fill: 'none', stroke: this.colour(seat), 'stroke-width': 2.5 }));
    }
    const num = (v) => h('td', { class: 'num' }, v);
    const rows = table.seats.map((st, seat) => h('tr', {},
      h('td', { class: 'who-cell' }, h('span', { class: 'swatch', style: `background:${this.colour(seat)}` }), h('bdi', { class: 'name' }, this.name(seat))),
      num(table.outcome ? table.outcome.scores[seat] : vp[seat]), num(stats[seat].bots), num(stats[seat].eagles),
      num(stats[seat].hit), num(stats[seat].lost)));
    return h('div', { class: 'end-summary', id: 'end-summary' },
      h('div', {}, h('div', { class: 'hint' }, t('tanks-chart-title')), chart),
      h('table', { class: 'players end-table tanks-end' },
        h('tr', {}, h('th', {}, t('tanks-end-player')), h('th', {}, t('tanks-end-vp')), h('th', {}, t('tanks-end-bots')), h('th', {}, t('tanks-end-eagles')), h('th', {}, t('tanks-end-hit')), h('th', {}, t('tanks-end-lost'))),
        ...rows));
  }

  /** A suggested action in the words of the controls ("Lay Turn Left on maneuver 1"). */
  hintWords(suggestion) { return this.actionLabel({ action: suggestion.action, text: suggestion.text }); }

  /** A hinted plan said by maneuver, as a player plans it ("Maneuver 1: Advance 2, Turn
   * Left; maneuver 2: Advance 1; commit"): "Lay … on maneuver 1" an action at a time
   * filled the hint's line before it said where the plan ends. Other decisions: null.
   * @param {any[]} actions @param {string[]} words */
  hintSaid(actions, words) {
    if (!actions.some((a) => variant(a) === 'Place')) return null;
    // The plan's steps: a maneuver's cards, Commit, or another action in its words.
    /** @type {({ n: number, cards: string[] } | { commit: true } | { words: string })[]} */
    const steps = []; let m = -1;
    actions.forEach((a, i) => {
      const k = variant(a); const p = payload(a);
      const last = steps[steps.length - 1];
      if (k === 'Place') {
        if (p.maneuver !== m || !last || !('cards' in last)) { m = p.maneuver; steps.push({ n: m + 1, cards: [this.cardName(p.card)] }); } else last.cards.push(this.cardName(p.card));
      } else if (a === 'Commit') steps.push({ commit: true });
      else { m = -1; steps.push({ words: words[i] }); }
    });
    return steps.map((st, i) => {
      if ('cards' in st) return t(i ? 'tanks-hint-maneuver-then' : 'tanks-hint-maneuver', { n: st.n, cards: st.cards.join(t('tanks-separator')) });
      if ('commit' in st) return t(i ? 'tanks-hint-commit-then' : 'tanks-hint-commit');
      return st.words;
    }).join(t('tanks-hint-separator'));
  }

  /** Why a hinted plan: where it leaves the tank, as the engine traces the plan's cards
   * (a preview of them, after the ones laid here); other decisions say it in their words.
   * @param {import('./types.js').Suggestion} s @param {any[]} staged */
  async hintWhy(s, staged) {
    const cards = [...staged, ...(s.actions || [])].filter((a) => variant(a) === 'Place');
    if (!cards.length || !this.ctx || !this.obs) return null;
    const r = await this.ctx.preview(cards);
    const trace = r && r.observation && r.observation.plan;
    const stops = trace ? trace.stops.filter(Boolean) : [];
    if (!stops.length) return null;
    // Drawn on the board while the hint stands (`hint`), its ends marked where a bot sees them.
    this.hintTrace = { key: canon(cards), round: this.obs.round, trace };
    const b = this.obs.board;
    const last = stops[stops.length - 1];
    const shown = this.shown || this.obs;
    const eagle = this.me === null ? '' : eagleText(shown, trace, this.me, 1, this.table && this.table.options);
    const stop = stopText(b, last);
    const text = eagle ? t('tanks-note-eagle', { note: stop, eagle }) : stop;
    // The hand once the hinted cards are laid (those staged already are out of it).
    const mine = this.me === null ? null : shown.players[this.me];
    const handLeft = held(mine && mine.hand).reduce((n, [, k]) => n + k, 0) - (s.actions || []).filter((a) => variant(a) === 'Place').length;
    // Where the bots fire: after each maneuver, at the tank where it then stands.
    /** @type {{ after: boolean, words: string }[]} */
    const danger = [];
    let hot = false;
    trace.stops.forEach((st, m) => {
      if (!st || st.lost) return;
      const threat = this.threatAt(st.cell, cards.filter((a) => payload(a).maneuver === m).map((a) => payload(a).card));
      const words = threatText(b, threat);
      if (!words) return;
      hot = hot || threat.hot.length > 0;
      danger.push(st === last ? { after: false, words } : { after: true, words: t('tanks-danger-after', { n: m + 1, cell: cellName(b, st.cell), fire: words }) });
    });
    // The last stop's danger first: it follows its square's words.
    danger.sort((p, q) => Number(p.after) - Number(q.after));
    const said = text.charAt(0).toLowerCase() + text.slice(1);
    if (!danger.length) return said;
    const dangers = danger.map((d) => d.words).join(t('tanks-danger-separator'));
    const why = t(danger[0].after ? 'tanks-hint-why-after' : 'tanks-hint-why', { said, dangers });
    return hot ? thinHand(why, handLeft) : why;
  }

  /** The bots that would see this seat's tank on `cell` as the board stands. @param {number} cell */
  inSight(cell) {
    const obs = this.shown || this.obs;
    if (!obs || this.me === null) return [];
    const t = this.table; const v = t && t.options && t.options.variants;
    return botsInSight(obs, cell, this.me, Boolean(v && v.uneven_combat));
  }

  /** Who fires at this seat's tank left on `cell` by a maneuver of `cards`: a bot facing
   * it always (`hot`); one that must turn first only if the bots make a maneuver, that is,
   * if an Advance card is played on this maneuver — by this plan (`hot` too), or maybe by
   * another player, unseen (`maybe`). Bots that never move cannot turn: a newcomer's
   * right first move was marked red for a bot that stood still.
   * @param {number} cell @param {string[]} cards */
  threatAt(cell, cards) {
    const seen = this.inSight(cell);
    const advanced = cards.some((c) => /^Advance/.test(c));
    const obs = this.shown || this.obs;
    const alone = !obs || obs.players.filter((/** @type {any} */ p) => p.seat !== this.me && p.tank && !p.disengaged).length === 0;
    return { hot: advanced ? seen : seen.filter((x) => x.facing), maybe: advanced || alone ? [] : seen.filter((x) => !x.facing) };
  }

  /** A hint: a plan's is drawn on the board too (its trace from `hintWhy`). @param {any} s */
  hint(s) {
    const cards = s && s.actions ? s.actions.filter((a) => variant(a) === 'Place') : [];
    const t = this.hintTrace;
    this.ghostCards = [0, 1].map((m) => cards.filter((a) => payload(a).maneuver === m).map((a) => payload(a).card));
    this.ghost = cards.length && t && t.key === canon(cards) && this.obs && t.round === this.obs.round ? t.trace : null;
    super.hint(s);
  }

  /** Sizes the board to the room left on a wide screen (narrow ones scroll it). */
  fit() { this.frame.fit(); }

  /** A plan's cards laid so far (the hint marks the next one, then Commit). */
  staged() { return this.pending; }

  // ---- a new observation ------------------------------------------------------------------

  /** The server's observation changed: a plan being laid is kept while the same planning
   * goes on (tried again on the new position, the last preview staying on screen
   * meanwhile), and dropped once it is over. */
  take() {
    const obs = this.obs; const before = this.took;
    this.took = obs;
    this.pick = null; this.message = '';
    const planning = variant(obs.stage) === 'Planning' && this.legal.length > 0;
    if (!planning || !before || before.round !== obs.round || before.action_phase !== obs.action_phase) this.pending = [];
    // A new planning starts on maneuver 1.
    if (planning && (!before || variant(before.stage) !== 'Planning' || before.round !== obs.round)) this.active = 0;
    if (this.pending.length && this.ctx) {
      this.busy = true;
      this.settled = this.refreshPreview().finally(() => { this.busy = false; this.redraw(); });
    } else {
      this.previewing += 1; // a preview on its way belongs to the position before
      this.shown = obs; this.shownLegal = this.legal;
    }
  }

  // ---- drawing --------------------------------------------------------------------------
  ensureBoard(obs) {
    const b = obs.board;
    const key = JSON.stringify([b.width, b.height, b.terrain, b.segments.map((g) => [g.tile, g.rotation])]);
    if (key === this.boardKey) return;
    this.boardKey = key;
    const W = b.width * C; const H = b.height * C;
    this.svg.setAttribute('viewBox', `-18 -18 ${W + 24} ${H + 24}`);
    this.svg.replaceChildren();
    const defs = s('defs', {},
      s('pattern', { id: 'water', width: 20, height: 12, patternUnits: 'userSpaceOnUse' },
        s('path', { d: 'M0 6 Q5 1 10 6 T20 6', fill: 'none', stroke: '#5aa0e6', 'stroke-width': 1.5 })),
      s('pattern', { id: 'ice', width: 16, height: 16, patternUnits: 'userSpaceOnUse' },
        s('path', { d: 'M0 16 L16 0', stroke: '#ffffff', 'stroke-width': 1.5, opacity: 0.8 })),
      s('pattern', { id: 'brick', width: 20, height: 10, patternUnits: 'userSpaceOnUse' },
        s('rect', { width: 20, height: 10, fill: '#b5532c' }),
        s('path', { d: 'M0 0 H20 M0 5 H20 M5 0 V5 M15 5 V10', stroke: '#e8c9a0', 'stroke-width': 1 })));
    const terrain = s('g', { id: 'terrain' });
    b.terrain.forEach((ground, i) => {
      const x = (i % b.width) * C; const y = Math.floor(i / b.width) * C;
      const g = s('g', { 'data-cell': i }, s('title', {}, t('tanks-cell-title', { cell: cellName(b, i), terrain: t('tanks-terrain', { terrain: ground }) })));
      g.append(s('rect', { x, y, width: C, height: C, fill: TERRAIN[ground] || '#333', stroke: '#23272e', 'stroke-width': 1 }));
      if (ground === 'Water') g.append(s('rect', { x, y, width: C, height: C, fill: 'url(#water)' }));
      if (ground === 'Ice') g.append(s('rect', { x, y, width: C, height: C, fill: 'url(#ice)' }));
      if (ground === 'Forest') for (const [dx, dy, r] of [[12, 13, 9], [28, 14, 8], [20, 28, 10]]) g.append(s('circle', { cx: x + dx, cy: y + dy, r, fill: '#2f8a3e', stroke: '#17451f' }));
      if (ground === 'Concrete') g.append(s('rect', { x: x + 4, y: y + 4, width: C - 8, height: C - 8, fill: 'none', stroke: '#b4bac3', 'stroke-width': 2 }));
      terrain.append(g);
    });
    const marks = s('g', { id: 'segments' });
    for (const seg of b.segments) {
      const col = SEGMENT_COLOURS[seg.colour] || '#999';
      const x0 = seg.col * b.segment_size * C; const y0 = seg.row * b.segment_size * C;
      marks.append(s('rect', { x: x0, y: y0, width: b.segment_size * C, height: b.segment_size * C, fill: 'none', stroke: col, 'stroke-width': 3, opacity: 0.7 }));
      for (const c of seg.starting_diagonal) {
        const [x, y] = xy(b, c);
        marks.append(s('rect', { x: x + 3, y: y + 3, width: C - 6, height: C - 6, fill: 'none', stroke: col, 'stroke-dasharray': '4 4', 'stroke-width': 1.5, opacity: 0.8, class: 'diagonal' }));
      }
      for (const sp of seg.spawns) {
        const [x, y] = xy(b, sp.cell);
        // The number upright (turned with its tile it read as "ɛ" or "Ɩ"), and a chevron
        // on the side the bot comes in facing.
        marks.append(s('g', { class: 'spawn', transform: `translate(${x + C / 2} ${y + C / 2})`, fill: col, opacity: 0.9 },
          s('title', {}, t('tanks-spawn-title', { n: sp.number, dir: dirWord(sp.facing) })),
          s('text', { x: 0, y: 0, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': 20, 'font-weight': 800 }, sp.number),
          s('path', { d: `M-5 ${-C / 2 + 8} L0 ${-C / 2 + 3} L5 ${-C / 2 + 8}`, fill: 'none', stroke: col, 'stroke-width': 2.2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', transform: `rotate(${ANGLE[sp.facing]})` })));
      }
    }
    const labels = s('g', { 'font-size': 10, fill: '#9aa0ab' });
    for (let x = 0; x < b.width; x++) labels.append(s('text', { x: x * C + C / 2, y: -6, 'text-anchor': 'middle' }, colName(x)));
    for (let y = 0; y < b.height; y++) labels.append(s('text', { x: -8, y: y * C + C / 2 + 3, 'text-anchor': 'middle' }, y + 1));
    this.layers = {
      items: s('g', { id: 'items' }), pieces: s('g', { id: 'pieces' }), badges: s('g', { id: 'badges' }),
      plan: s('g', { id: 'plan' }), fx: s('g', { id: 'fx' }), pick: s('g', { id: 'pick' }),
    };
    this.svg.append(defs, terrain, marks, labels, this.layers.items, this.layers.pieces, this.layers.badges, this.layers.plan, this.layers.fx, this.layers.pick);
  }

  draw() {
    if (this.obs !== this.took) this.take();
    const obs = this.shown || this.obs;
    if (!obs) return;
    for (const [power, el] of this.legendPowers) el.textContent = this.powerName(power);
    this.ensureBoard(obs);
    const b = obs.board;
    const items = this.layers.items; items.replaceChildren();
    const badges = this.layers.badges; badges.replaceChildren();
    // A piece never hides another: an Eagle or power-up under a tank or bot is drawn as a
    // badge in the corner of its space, above the tank.
    const occupied = new Set([...obs.bots.map((x) => x.cell), ...obs.players.filter((p) => p.tank).map((p) => p.tank.cell)]);
    for (const br of obs.bricks) {
      const [x, y] = xy(b, br.cell);
      const hgt = br.damaged ? C / 2 - 4 : C - 8;
      items.append(s('g', { class: 'brick', 'data-cell': br.cell }, s('title', {}, t(br.damaged ? 'tanks-brick-damaged-title' : 'tanks-brick-title', { cell: cellName(b, br.cell) })),
        s('rect', { x: x + 4, y: y + C - 4 - hgt, width: C - 8, height: hgt, fill: 'url(#brick)', stroke: '#5b2612', 'stroke-width': 1.5 })));
    }
    if (obs.eagle !== null && obs.eagle !== undefined) {
      const [x, y] = xy(b, obs.eagle);
      const under = occupied.has(obs.eagle);
      // Full size on an empty space; a badge in the top corner under a tank or bot.
      const k = under ? 0.45 : 1; const [cx, cy] = under ? [x + C - 9, y + 9] : [x + C / 2, y + C / 2];
      (under ? badges : items).append(s('g', { id: 'eagle', class: under ? 'badge' : '' }, s('title', {}, t(under ? 'tanks-eagle-under-title' : 'tanks-eagle-title', { cell: cellName(b, obs.eagle) })),
        s('circle', { cx, cy, r: 15 * k, fill: '#d9a400', stroke: '#fff3b0', 'stroke-width': 2 }),
        s('path', { d: `M${cx - 12 * k} ${cy - 2 * k} L${cx} ${cy + 4 * k} L${cx + 12 * k} ${cy - 2 * k} L${cx + 6 * k} ${cy + 7 * k} L${cx} ${cy + 11 * k} L${cx - 6 * k} ${cy + 7 * k} Z`, fill: '#5a3b00' }),
        s('circle', { cx, cy: cy - 6 * k, r: 4 * k, fill: '#5a3b00' })));
    }
    for (const p of obs.powerups) {
      const [x, y] = xy(b, p.cell);
      const under = occupied.has(p.cell);
      const r = under ? 7 : 13; const [cx, cy] = under ? [x + C - 9, y + C - 9] : [x + C / 2, y + C / 2];
      (under ? badges : items).append(s('g', { class: `powerup${under ? ' badge' : ''}`, 'data-cell': p.cell }, s('title', {}, t(under ? 'tanks-power-under-title' : 'tanks-power-title', { power: this.powerName(p.power), cell: cellName(b, p.cell) })),
        s('circle', { cx, cy, r, fill: '#ffe066', stroke: '#a67c00', 'stroke-width': under ? 1.5 : 2 }),
        powerIcon(p.power, cx, cy, r)));
    }
    const pieces = this.layers.pieces; pieces.replaceChildren();
    this.pieceEls = new Map();
    for (const bot of obs.bots) {
      const el = this.botEl(bot, b);
      pieces.append(el); this.pieceEls.set(`b${bot.cell}`, el);
    }
    for (const p of obs.players) {
      if (!p.tank) continue;
      const el = this.tankEl(p, b);
      pieces.append(el); this.pieceEls.set(`p${p.seat}`, el);
    }
    this.layers.fx.replaceChildren();
    this.drawPlan(obs);
    this.drawPick();
    this.drawStatus(obs);
    this.fit();
    this.drawPlayers(obs);
    this.drawControls();
    this.autoOrder();
  }

  place(el, b, cell, facing) {
    const [x, y] = xy(b, cell);
    el.dataset.x = x + C / 2; el.dataset.y = y + C / 2; el.dataset.a = ANGLE[facing];
    el.style.transform = `translate(${x + C / 2}px, ${y + C / 2}px) rotate(${ANGLE[facing]}deg)`;
  }

  tankEl(p, b) {
    const col = this.colour(p.seat);
    const el = s('g', { class: `tank${p.disengaged ? ' disengaged' : ''}`, 'data-seat': p.seat, opacity: p.disengaged ? 0.45 : 1 },
      s('title', {}, t(p.disengaged ? 'tanks-tank-disengaged-title' : 'tanks-tank-title', { seat: this.name(p.seat), cell: cellName(b, p.tank.cell), facing: facingLetter(p.tank.facing) })),
      s('rect', { x: -15, y: -14, width: 7, height: 28, rx: 2, fill: '#222' }),
      s('rect', { x: 8, y: -14, width: 7, height: 28, rx: 2, fill: '#222' }),
      s('rect', { x: -10, y: -11, width: 20, height: 23, rx: 4, fill: col, stroke: p.disengaged ? '#fff' : '#111', 'stroke-width': 1.5, 'stroke-dasharray': p.disengaged ? '3 2' : null }),
      s('rect', { x: -2.5, y: -21, width: 5, height: 15, fill: '#eee', stroke: '#111', 'stroke-width': 1 }),
      s('circle', { r: 6, fill: col, stroke: '#111', 'stroke-width': 1.5 }),
      s('text', { y: 9, 'text-anchor': 'middle', 'font-size': 8, 'font-weight': 800, fill: '#111', transform: 'rotate(0)' }, t('tanks-seat-mark', { n: p.seat + 1 })));
    el.style.transition = 'transform 220ms ease-in-out';
    this.place(el, b, p.tank.cell, p.tank.facing);
    return el;
  }

  botEl(bot, b) {
    const band = bot.id ? SEGMENT_COLOURS[bot.id.colour] : '#666';
    const el = s('g', { class: 'bot', 'data-cell': bot.cell },
      s('title', {}, capital(t(bot.moved ? 'tanks-bot-moved-title' : 'tanks-bot-title', { bot: bot.id ? botName(b, bot) : t('tanks-bot-unseen'), cell: cellName(b, bot.cell), facing: facingLetter(bot.facing) }))),
      s('rect', { x: -15, y: -14, width: 7, height: 28, rx: 2, fill: '#111' }),
      s('rect', { x: 8, y: -14, width: 7, height: 28, rx: 2, fill: '#111' }),
      s('rect', { x: -10, y: -11, width: 20, height: 23, rx: 3, fill: '#c9ccd1', stroke: '#111', 'stroke-width': 1.5 }),
      s('rect', { x: -10, y: 6, width: 20, height: 6, fill: band }),
      s('rect', { x: -2.5, y: -21, width: 5, height: 15, fill: '#777', stroke: '#111' }),
      s('circle', { r: 5.5, fill: '#9a9ea6', stroke: '#111', 'stroke-width': 1.5 }),
      bot.id ? s('text', { y: -5, x: 9, 'font-size': 8, 'font-weight': 800, fill: '#111' }, bot.id.number) : null);
    el.style.transition = 'transform 220ms ease-in-out';
    this.place(el, b, bot.cell, bot.facing);
    return el;
  }

  drawStatus(obs) {
    const stage = variant(obs.stage);
    const words = t('tanks-stage', { stage });
    const phase = stage === 'BotOrder' || stage === 'PowerUpChoice' ? obs.action_phase + 1 : null;
    // Three lines of facts (one flowing line on a wide screen): on a narrow one each keeps
    // to its line, in fewer words, so the board under them never moves when they change.
    const line = (/** @type {any[]} */ ...parts) => h('span', { class: 'status-group' }, ...parts.filter(Boolean));
    /** @param {string} long @param {string} short */
    const say = (long, short) => h('span', { title: long }, h('span', { class: 'long' }, long), h('span', { class: 'short' }, short));
    const first = this.name(obs.first_player);
    const clock = this.powerName('Clock'); const frozen = t('tanks-status-clock', { clock });
    this.status.replaceChildren(
      line(h('span', {}, t('tanks-status-round', { round: obs.round })), stage === 'Over' || phase === null ? h('span', {}, words) : say(t('tanks-status-phase', { stage: words, phase }), t('tanks-status-phase-short', { stage: words, phase }))),
      line(say(t('tanks-status-first', { player: first }), t('tanks-status-first-short', { player: first })), say(t('tanks-status-eagles', { taken: obs.eagles_taken }), t('tanks-status-eagles-short', { taken: obs.eagles_taken })),
        obs.clock ? h('span', { class: 'tag wait', title: frozen }, h('span', { class: 'long' }, frozen), h('span', { class: 'short' }, clock)) : null),
      line(say(t('tanks-status-reserve', { count: obs.bot_reserve }), t('tanks-status-reserve-short', { count: obs.bot_reserve })),
        this.me !== null ? h('span', { class: 'you' }, h('span', { class: 'swatch', style: `background:${this.colour(this.me)}` }), ` ${t('tanks-status-you', { player: this.name(this.me) })}`) : h('span', { class: 'muted' }, t('tanks-status-spectator'))));
  }

  /** Each player in a row: seat, VP, then what they hold as short facts that wrap
   * between facts, never inside one (columns of their own were squeezed to a word a
   * line in the side panel), their maneuvers and a replay's hand under them. */
  drawPlayers(obs) {
    const fact = (text, title) => h('span', { class: 'fact', title }, text);
    const rows = obs.players.map((p) => h('tr', { 'data-player': p.seat },
      h('td', { class: 'seat-cell' }, h('span', { class: 'swatch', style: `background:${this.colour(p.seat)}` }), h('bdi', { class: 'name' }, this.name(p.seat))),
      h('td', { class: 'vp-cell', title: t('tanks-vp-title') }, h('strong', {}, t('tanks-vp', { vp: p.vp }))),
      h('td', { class: 'facts-cell' },
        h('div', { class: 'facts' },
          fact(t('tanks-fact-eagles', { n: p.eagles }), t('tanks-fact-eagles-title')), fact(t('tanks-fact-bots', { n: p.bots }), t('tanks-fact-bots-title')),
          p.helms ? fact(t('tanks-fact-helms', { helm: this.powerName('Helm'), n: p.helms }), t('tanks-fact-helms-title')) : null,
          fact(t('tanks-fact-hand', { n: p.hand_size }), t('tanks-fact-hand-title')), fact(t('tanks-fact-deck', { n: p.deck_size }), t('tanks-fact-deck-title')),
          p.destroyed ? h('span', { class: 'tag' }, t('tanks-tag-destroyed')) : p.disengaged ? h('span', { class: 'tag' }, t('tanks-tag-disengaged'))
            : variant(obs.stage) === 'Planning' ? (p.committed ? h('span', { class: 'tag ok' }, t('tanks-tag-plan-ready')) : h('span', { class: 'tag wait' }, t('tanks-tag-planning'))) : null),
        h('div', { class: 'plans' }, this.maneuverView(p)),
        // A finished game's replay shows every hand.
        p.hand && p.seat !== this.me ? h('div', { class: 'shown-hand', title: t('tanks-shown-hand-title') }, h('span', { class: 'muted' }, t('tanks-shown-hand')),
          ...held(p.hand).flatMap(([c, n]) => Array.from({ length: n }, () => cardIcon(c, 14)))) : null)));
    this.playersBox.replaceChildren(h('h3', {}, t('tanks-players')), h('table', { class: 'players tanks-players' }, ...rows));
  }

  /** A player's two maneuvers: card icons when shown, backs when face down. */
  maneuverView(p) {
    return h('span', {}, ...p.maneuvers.map((m, i) => (m.count ? h('span', { class: 'plan', title: m.cards ? t('tanks-maneuver-cards', { n: i + 1, cards: m.cards.map((c) => this.cardName(c)).join(t('tanks-separator')) }) : t('tanks-maneuver-hidden', { n: i + 1, count: m.count }) },
      `${i + 1}:`, ...(m.cards ? m.cards.map((c) => cardIcon(c, 16)) : Array.from({ length: m.count }, () => h('span', { class: 'back-mini' })))) : null)));
  }

  // ---- where the plan takes the tank ------------------------------------------------------

  /** While planning: the path of this seat's tank for the cards laid, as the engine traces
   * it (the observation's `plan`) — terrain, ice, water, walls and bricks are sure; a tank
   * or bot in the way (it may be pushed, or move first) makes the rest uncertain, drawn
   * dotted. */
  drawPlan(obs) {
    const g = this.layers.plan; g.replaceChildren();
    if (variant(obs.stage) !== 'Planning') return;
    const b = obs.board;
    const centre = (cell) => { const [x, y] = xy(b, cell); return [x + C / 2, y + C / 2]; };
    // What each bot would do first if nothing else moved (the engine's bot rules): a
    // dashed arrow where it drives, a curved one where it turns, a bar where it waits.
    for (const bot of obs.bots) {
      if (!bot.next) continue;
      const [cx, cy] = centre(bot.cell);
      const k = variant(bot.next.reason); const d = bot.next.dir;
      const words = t('tanks-bot-intent-title', { intent: intentText(bot.next, (s) => this.name(s)) });
      const drives = (k === 'AdvanceClear' || k === 'AdvanceToTarget') && d;
      const turns = (k === 'TurnToTarget' || k === 'TurnFromObstacle') && d;
      const mark = s('g', { class: `bot-intent ${k}`, 'data-cell': bot.cell, transform: `translate(${cx} ${cy}) rotate(${ANGLE[d || bot.facing]})`, opacity: 0.85 }, s('title', {}, words),
        drives ? s('path', { d: `M0 ${-C / 2 + 4} V${-C + 14} M-5 ${-C + 20} L0 ${-C + 12} L5 ${-C + 20}`, fill: 'none', stroke: '#e8e8ea', 'stroke-width': 2.5, 'stroke-dasharray': '4 3', 'stroke-linecap': 'round' })
          : turns ? s('path', { d: `M0 ${-C / 2 + 6} m-6 0 l6 -8 l6 8`, fill: 'none', stroke: '#e8e8ea', 'stroke-width': 2.5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })
            : s('path', { d: `M-7 ${-C / 2 + 6} H7`, stroke: '#e8e8ea', 'stroke-width': 3, 'stroke-linecap': 'round' }));
      g.append(mark);
    }
    if (this.me === null) return;
    /** A bot's line of fire to where a maneuver ends: a red dashed line, the end ringed red.
     * @param {number} cell @param {string[]} cards @returns {string} the bots' words, or '' */
    const drawn = new Set();
    const fire = (cell, cards) => {
      const seen = this.threatAt(cell, cards).hot;
      if (!seen.length) return '';
      const [x2, y2] = centre(cell);
      if (!drawn.has(cell)) for (const { bot } of seen) {
        const [x1, y1] = centre(bot.cell);
        g.append(s('line', { x1, y1, x2, y2, stroke: '#ff5a5a', 'stroke-width': 2, 'stroke-dasharray': '6 4', opacity: 0.85, class: 'fire-line', 'data-bot': bot.cell }));
      }
      drawn.add(cell);
      return fireText(b, seen);
    };
    /** A mark's title, with the bots that fire there. @param {string} text @param {string} fired */
    const titled = (text, fired) => (fired ? t('tanks-fire-now', { text, fire: fired }) : text);
    /** A gun's sights, small, beside a ring in a bot's line of fire. @param {number} x @param {number} y */
    const sights = (x, y) => s('g', { class: 'sights', transform: `translate(${x} ${y})`, fill: 'none', stroke: '#ff5a5a', 'stroke-width': 2 },
      s('circle', { r: 4.5 }), s('path', { d: 'M0 -8 V-2 M0 2 V8 M-8 0 H-2 M2 0 H8', 'stroke-linecap': 'round' }));
    // The hinted plan, before and while it is laid: white, under the plan laid.
    const ghost = this.hintPlan && this.ghost;
    if (ghost) {
      ghost.legs.forEach((/** @type {any} */ leg) => {
        if (leg.from === leg.to) return;
        const [x1, y1] = centre(leg.from); const [x2, y2] = centre(leg.to);
        g.append(s('line', { x1, y1, x2, y2, stroke: '#ffffff', 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-dasharray': '1 6', opacity: 0.8, class: 'hint-leg' }));
      });
      ghost.stops.forEach((/** @type {any} */ st, /** @type {number} */ m) => {
        if (!st) return;
        const words = st.lost ? '' : fire(st.cell, (this.ghostCards || [[], []])[m] || []);
        const [cx, cy] = centre(st.cell);
        g.append(s('g', { class: `hint-end${words ? ' in-fire' : ''}`, 'data-maneuver': m + 1, transform: `translate(${cx} ${cy})` },
          s('title', {}, titled(st.lost ? t('tanks-hint-end-lost', { n: m + 1 }) : t('tanks-hint-end', { n: m + 1, cell: cellName(b, st.cell), facing: facingLetter(st.facing) }), words)),
          s('circle', { r: 17, fill: 'none', stroke: words ? '#ff5a5a' : '#ffffff', 'stroke-width': words ? 3 : 1.5, 'stroke-dasharray': '4 3' }),
          words ? sights(12, -12) : null));
      });
    }
    const trace = obs.plan;
    if (!trace) return;
    trace.legs.forEach((leg) => {
      if (leg.from === leg.to) return;
      const [x1, y1] = centre(leg.from); const [x2, y2] = centre(leg.to);
      g.append(s('line', { x1, y1, x2, y2, stroke: '#ffb000', 'stroke-width': 4, 'stroke-linecap': 'round', 'stroke-dasharray': leg.sure ? null : '2 7', opacity: leg.maneuver === 0 ? 0.95 : 0.6, class: `plan-leg${leg.sure ? '' : ' unsure'}` }));
    });
    const same = trace.stops[0] && trace.stops[1] && trace.stops[0].cell === trace.stops[1].cell;
    // A space a tank or bot stands on now (a plan that only turns ends on one's own):
    // the mark keeps clear of it, its number in a corner.
    const occupied = new Set([...obs.bots.map((x) => x.cell), ...obs.players.filter((p) => p.tank).map((p) => p.tank.cell)]);
    trace.stops.forEach((st, m) => {
      if (!st) return;
      let [cx, cy] = centre(st.cell);
      if (occupied.has(st.cell)) {
        g.append(this.planEndAround(b, obs, st, m, { fire, titled, sights }, cx, cy));
        return;
      }
      if (same) cx += m === 0 ? -9 : 9; // both maneuvers end here: side by side
      // Where the bots fire after this maneuver: a bot that sees the tank there.
      const mine = obs.players[this.me];
      const words = st.lost ? '' : fire(st.cell, (mine && mine.maneuvers[m] && mine.maneuvers[m].cards) || []);
      const hot = Boolean(words);
      const end = st.lost ? t('tanks-plan-end-lost', { n: m + 1 }) : t('tanks-plan-end', { n: m + 1, cell: cellName(b, st.cell), facing: facingLetter(st.facing) });
      const el = s('g', { class: `plan-end${hot ? ' in-fire' : ''}`, 'data-maneuver': m + 1, transform: `translate(${cx} ${cy}) rotate(${ANGLE[st.facing]})` },
        s('title', {}, titled(st.sure ? end : t('tanks-plan-end-unsure', { text: end }), words)),
        s('circle', { r: 14, fill: 'none', stroke: hot ? '#ff5a5a' : '#ffb000', 'stroke-width': hot ? 3 : 2, 'stroke-dasharray': st.sure ? null : '3 3' }),
        st.lost ? s('path', { d: 'M-7 -7 L7 7 M7 -7 L-7 7', stroke: '#ff5a5a', 'stroke-width': 3 })
          : s('path', { d: 'M0 -13 L5 -5 L-5 -5 Z', fill: '#ffb000' }),
        s('text', { y: 5, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 800, fill: '#ffb000', transform: `rotate(${-ANGLE[st.facing]})` }, m + 1));
      g.append(el);
      if (hot) g.append(sights(cx + 12, cy - 12));
    });
  }

  /** Where a maneuver ends on a space something stands on now: a ring round the space's
   * edge, the facing a notch on it and the maneuver's number in the space's left corner
   * (1 above, 2 below), so the tank under it stays in sight; sights in the right corner
   * when a bot would fire there.
   * @param {any} b the board @param {any} obs @param {any} st the stop @param {number} m the maneuver, from 0
   * @param {{ fire: (cell: number, cards: string[]) => string, titled: (text: string, fired: string) => string, sights: (x: number, y: number) => Element }} draw drawPlan's helpers
   * @param {number} cx @param {number} cy the space's centre */
  planEndAround(b, obs, st, m, { fire, titled, sights }, cx, cy) {
    const mine = obs.players[/** @type {number} */ (this.me)];
    const words = st.lost ? '' : fire(st.cell, (mine && mine.maneuvers[m] && mine.maneuvers[m].cards) || []);
    const hot = Boolean(words);
    const colour = hot ? '#ff5a5a' : '#ffb000';
    const end = st.lost ? t('tanks-plan-end-lost', { n: m + 1 }) : t('tanks-plan-end', { n: m + 1, cell: cellName(b, st.cell), facing: facingLetter(st.facing) });
    const r = C / 2 - 2;
    const [nx, ny] = [-C / 2 + 7, m === 0 ? -C / 2 + 7 : C / 2 - 7];
    return s('g', { class: `plan-end around${hot ? ' in-fire' : ''}`, 'data-maneuver': m + 1, transform: `translate(${cx} ${cy})` },
      s('title', {}, titled(st.sure ? end : t('tanks-plan-end-unsure', { text: end }), words)),
      s('circle', { r: r - m * 2, fill: 'none', stroke: colour, 'stroke-width': hot ? 2.5 : 2, 'stroke-dasharray': st.sure ? null : '3 3' }),
      st.lost ? s('path', { d: 'M-6 -6 L6 6 M6 -6 L-6 6', stroke: '#ff5a5a', 'stroke-width': 3 })
        : s('path', { d: `M0 ${-r - 3} L4 ${-r + 3} L-4 ${-r + 3} Z`, fill: '#ffb000', transform: `rotate(${ANGLE[st.facing]})` }),
      s('circle', { cx: nx, cy: ny, r: 6.5, fill: '#15171c', stroke: colour, 'stroke-width': 1.5 }),
      s('text', { x: nx, y: ny + 3.5, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 800, fill: '#ffb000' }, m + 1),
      hot ? sights(C / 2 - 8, -C / 2 + 8) : null);
  }

  // ---- picking on the board -------------------------------------------------------------
  legalOf(kind) { return this.shownLegal.filter((l) => variant(l.action) === kind); }

  drawPick() {
    const g = this.layers.pick; g.replaceChildren();
    // Only for a decision of this seat's that nothing is on its way for.
    if (!this.mine()) return;
    const obs = this.shown || this.obs; const b = obs.board;
    const cells = new Map();
    for (const l of this.shownLegal) {
      const k = variant(l.action); const p = payload(l.action);
      if (['PlaceTank', 'MoveBot', 'ShovelRemove', 'ShovelAdd', 'Grenade'].includes(k)) {
        if (!cells.has(p.cell)) cells.set(p.cell, []);
        cells.get(p.cell).push(l);
      }
    }
    for (const [cell, acts] of cells) {
      const [x, y] = xy(b, cell);
      const chosen = this.pick === cell;
      const hinted = acts.some((a) => this.isHinted(a.action));
      const r = s('rect', { x: x + 2, y: y + 2, width: C - 4, height: C - 4, rx: 5, fill: chosen ? 'rgba(255,176,0,.35)' : 'rgba(255,176,0,.12)', stroke: hinted ? '#ffffff' : '#ffb000', 'stroke-width': chosen || hinted ? 3 : 2, class: `pickable${hinted ? ' hinted' : ''}`, 'data-pick': cell, style: 'cursor:pointer' },
        s('title', {}, acts.map((a) => a.text).join(' / ')));
      r.addEventListener('click', () => this.clickCell(cell, acts));
      g.append(r);
    }
    // Zoomed in, bring the choices into view.
    const first = g.querySelector('.pickable');
    if (first && this.frame.zoom > 1) first.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  clickCell(cell, acts) {
    if (!this.mine()) return;
    if (acts.length === 1) { this.send([acts[0].action]); return; }
    this.pick = cell; this.drawPick(); this.drawControls();
  }

  // ---- controls -------------------------------------------------------------------------
  drawControls() {
    const box = this.controls;
    const focus = this.focusKey();
    box.replaceChildren();
    // The game over, the controls keep no room of their own (the banner says the end).
    box.classList.toggle('game-over', Boolean(this.obs && this.obs.stage === 'Over'));
    try { this.drawControlsIn(box); } finally { this.refocus(focus); }
  }

  /** What has the keyboard's focus in the controls, to find it again once redrawn: its
   * id, or the card it shows. @returns {string | null} */
  focusKey() {
    const a = document.activeElement;
    if (!a || !(a instanceof HTMLElement) || !this.controls.contains(a)) return null;
    if (a.id) return `#${CSS.escape(a.id)}`;
    if (a.dataset.card) return `#hand [data-card="${CSS.escape(a.dataset.card)}"]`;
    return null;
  }

  /** Focus back where it was, or on the hand (a card just laid), or the slot.
   * @param {string | null} key */
  refocus(key) {
    if (!key) return;
    const el = /** @type {HTMLElement | null} */ (this.controls.querySelector(key) || this.controls.querySelector('#hand .card.playable, #commit:not([disabled]), .maneuver.active'));
    if (el && !(/** @type {any} */ (el).disabled)) el.focus({ preventScroll: true });
  }

  /** @param {HTMLElement} box */
  drawControlsIn(box) {
    const obs = this.obs; if (!obs) return;
    const stage = variant(obs.stage);
    const msg = this.message ? h('p', { class: 'error', id: 'message', role: 'alert' }, this.message) : null;
    if ((this.frozen || this.sending) && this.me !== null && obs.stage !== 'Over') {
      box.append(h('h3', {}, this.sending ? t('tanks-sending') : t('tanks-playing-out')),
        h('p', { class: 'muted', id: 'busy' }, this.sending ? t('tanks-sending-note') : t('tanks-playing-out-note')));
      return;
    }
    if (this.me === null) {
      // No way to act: a replay of a finished game (every hand shown), or a spectator.
      box.append(...(this.ctx === null
        ? [h('h3', {}, t('tanks-replay')), h('p', { class: 'muted' }, t('tanks-replay-all-shown'))]
        : obs.stage === 'Over' ? [h('h3', {}, t('tanks-over')), h('p', { class: 'muted' }, t('tanks-over-replay'))]
          : [h('h3', {}, t('tanks-watching-title')), h('p', { class: 'muted' }, t('tanks-watching-note'))]));
      return;
    }
    const meView = obs.players[this.me];
    if (stage === 'Over') { box.append(h('h3', {}, t('tanks-over'))); return; }
    if (!this.legal.length) {
      const waiting = obs.waiting.map((/** @type {number} */ w) => this.name(w)).join(t('tanks-separator'));
      box.append(h('h3', {}, t('tanks-waiting')),
        h('p', { class: 'muted', id: 'waiting' }, meView.committed && stage === 'Planning' ? t('tanks-waiting-committed', { players: waiting })
          : waiting ? t('tanks-waiting-for', { players: waiting }) : t('tanks-waiting-table')),
        ...[stage === 'Planning' || !meView.hand ? null : this.handView(meView), msg].filter(Boolean));
      return;
    }
    if (stage === 'Planning') { this.planningControls(box); if (msg) box.append(msg); return; }
    const power = payload(obs.stage) && payload(obs.stage).power;
    const respawn = stage === 'PlaceTanks' && payload(obs.stage) && payload(obs.stage).setup === false;
    const title = stage === 'PlaceTanks' ? t(respawn ? 'tanks-title-respawn' : 'tanks-title-place')
      : stage === 'BotOrder' ? t('tanks-title-bot-order')
        : stage === 'PowerUpChoice' ? (power ? t('tanks-title-power', { power: this.powerName(power) }) : t('tanks-title-power-up'))
          : t('tanks-title-decision');
    // How this seat's tank was lost this round, if it was.
    const loss = this.loss;
    const how = loss && loss.round === obs.round && ['Shot', 'Water', 'OffEdge', 'Grenade'].includes(loss.cause) ? loss : null;
    const lost = !how ? t('tanks-lost-unknown')
      : how.cell !== undefined ? t('tanks-lost-on', { cause: how.cause, cell: cellName(obs.board, how.cell) }) : t('tanks-lost', { cause: how.cause });
    const hint = stage === 'PlaceTanks' ? (respawn ? t('tanks-respawn-hint', { lost }) : t('tanks-hint-place'))
      : stage === 'BotOrder' ? t('tanks-hint-bot-order')
        : stage === 'PowerUpChoice' ? t('tanks-hint-power') : undefined;
    box.append(h('h3', {}, title), hint ? h('p', { class: 'hint' }, hint) : null);
    if (stage === 'BotOrder') box.append(this.botOrderView(obs));
    if (this.pick !== null) {
      const acts = this.shownLegal.filter((l) => payload(l.action) && payload(l.action).cell === this.pick);
      box.append(h('div', { class: 'facing-picker' }, ...acts.map((l) => {
        const p = payload(l.action);
        return h('button', { class: `primary${this.isHinted(l.action) ? ' hinted' : ''}`, 'data-facing': p.facing || '', title: l.text, onclick: () => this.send([l.action]) }, p.facing ? `${ARROW[p.facing]} ${facingLetter(p.facing)}` : l.text);
      }), h('button', { onclick: () => { this.pick = null; this.drawPick(); this.drawControls(); } }, t('tanks-cancel'))));
    }
    // Anything not pickable on the board, as buttons (and every choice, for keyboards).
    // A hint's choice opens the list with its button marked, so keys reach it.
    const choices = this.choiceOrder();
    const hintedChoice = choices.some((l) => this.isHinted(l.action));
    box.append(h('details', { open: hintedChoice || this.listOpen ? true : null, ontoggle: (/** @type {Event} */ e) => { this.listOpen = /** @type {HTMLDetailsElement} */ (e.currentTarget).open; } },
      h('summary', { class: 'muted' }, t('tanks-all-choices')),
      h('div', { class: 'choices' }, ...choices.map((l) => h('button', { class: this.isHinted(l.action) ? 'hinted' : null, onclick: () => this.send([l.action]) }, this.actionLabel(l))))));
    if (meView.hand) box.append(this.handView(meView));
    if (msg) box.append(msg);
  }

  /** The bots still to move, each with what its AI will do first; and the choice to let
   * the page move them in the listed order. */
  botOrderView(obs) {
    const b = obs.board;
    const auto = h('input', { type: 'checkbox', id: 'auto-bots' });
    // On unless this browser turned it off: ordering the bots by hand is for those who want it.
    auto.checked = localStorage.getItem('coinop.autobots') !== 'off' && !(this.ctx && this.ctx.lesson);
    auto.addEventListener('change', () => {
      localStorage.setItem('coinop.autobots', auto.checked ? 'on' : 'off');
      if (auto.checked) this.autoOrder();
    });
    const name = (bot) => (bot.id ? botName(b, bot) : t('tanks-bot-face-down'));
    const list = h('ol', { class: 'bot-list', id: 'bot-list' }, ...obs.bots.filter((x) => !x.moved).map((bot) => {
      const act = this.legal.find((l) => variant(l.action) === 'MoveBot' && payload(l.action).cell === bot.cell);
      return h('li', {},
        h('button', { class: `bot-pick${act && this.isHinted(act.action) ? ' hinted' : ''}`, 'data-bot': bot.cell, disabled: !act, onclick: () => act && this.send([act.action]) },
          capital(t('tanks-bot-on', { bot: name(bot), cell: cellName(b, bot.cell) }))),
        h('span', { class: 'muted' }, t('tanks-bot-list-intent', { intent: intentText(bot.next, (s) => this.name(s)) })));
    }));
    // Said while the page moves them: a newcomer taught to order the bots saw them move
    // with only "Sending…" and thought the game had skipped their turn.
    const moving = auto.checked && this.mine();
    return h('div', {},
      moving ? h('p', { class: 'auto-bots-note', id: 'auto-bots-note' }, t('tanks-auto-bots-note')) : null,
      h('p', { class: 'hint' }, t('tanks-bot-order-note', { n: obs.bot_maneuvers })),
      list,
      h('label', { class: 'toggle' }, auto, t('tanks-auto-bots')));
  }

  /** With the setting on, moves the first listed bot whenever the order is ours to give. */
  autoOrder() {
    if (localStorage.getItem('coinop.autobots') === 'off' || !this.mine() || (this.ctx && this.ctx.lesson)) return;
    if (!this.obs || variant(this.obs.stage) !== 'BotOrder') return;
    setTimeout(() => {
      if (!this.mine() || variant(this.obs.stage) !== 'BotOrder') return;
      const first = this.legal.find((l) => variant(l.action) === 'MoveBot');
      if (first) this.send([first.action]);
    }, 250);
  }

  handView(p) {
    return h('div', {}, h('div', { class: 'hint' }, t('tanks-your-hand')),
      h('div', { class: 'hand', id: 'hand' }, ...held(p.hand).map(([c, n]) => this.cardEl(c, n, false))));
  }

  /** A card of the hand or a maneuver. `playable`: laid on the active maneuver when
   * clicked or dragged; else, with `refusedOn` (a maneuver), it looks disabled and a click
   * asks the engine why it cannot go there. */
  cardEl(card, count, playable, refusedOn) {
    const name = this.cardName(card);
    const art = CARD_ART[card];
    const hinted = playable && this.isHinted({ Place: { maneuver: this.active, card } });
    const el = h(playable ? 'button' : 'div', {
      class: `card${art && art.move ? ' move' : ''}${playable ? ' playable' : ''}${hinted ? ' hinted' : ''}`, 'data-card': card,
      title: name, draggable: playable ? 'true' : null, 'aria-label': count > 1 ? t('tanks-card-in-hand', { card: name, count }) : name,
    }, cardIcon(card, 26), h('span', { class: name.length > 9 ? 'card-name long-name' : 'card-name' }, name), count > 1 ? h('span', { class: 'count' }, `×${count}`) : null);
    if (hinted) el.style.outline = '2px solid #ffb000';
    if (playable) {
      el.addEventListener('click', () => this.tapCard(card));
      el.addEventListener('dragstart', (e) => { e.dataTransfer.setData('text/plain', card); });
    } else if (refusedOn !== undefined) {
      // Looks disabled; a click asks the engine why.
      el.classList.add('unplayable'); el.title = t('tanks-card-refused', { card: name, n: refusedOn + 1 });
      el.setAttribute('aria-disabled', 'true');
      el.addEventListener('click', () => this.whyNot(refusedOn, card));
    }
    return el;
  }

  planningControls(box) {
    const view = this.shown.players[this.me];
    const sent = this.sentPlan;
    if (sent && (sent.round !== this.obs.round || this.obs.players[this.me].committed)) this.sentPlan = null;
    else if (sent) {
      const on = (m) => sent.cards.filter((a) => payload(a).maneuver === m).map((a) => this.cardName(payload(a).card)).join(t('tanks-then')) || '—';
      box.append(h('h3', {}, t('tanks-plan-sent')),
        h('p', { class: 'muted', id: 'waiting' }, t('tanks-plan-sent-note', { first: on(0), second: on(1) })));
      return;
    }
    const canPlace = (m, c) => this.shownLegal.some((l) => variant(l.action) === 'Place' && payload(l.action).maneuver === m && payload(l.action).card === c);
    // On a phone the way to plan is said in a few words by the hand, so the maneuvers,
    // the hand and Commit fit under the board (a refused card says why).
    box.append(h('h3', {}, t('tanks-plan-title')),
      h('p', { class: 'hint wide-only' }, t('tanks-plan-how')));
    // The maneuvers above the hand: on a phone the hand and Commit then stand together at
    // the foot of the controls, where Commit covered a maneuver's cards.
    // Each kind of card keeps its place in the hand while the plan is laid: one used up
    // leaves a gap, so the next card is where it was when the finger comes down again.
    const left = view.hand || {};
    const kinds = held(this.obs.players[this.me].hand).map(([c]) => c);
    for (const [c] of held(left)) if (!kinds.includes(c)) kinds.push(c);
    const hand = [h('div', { class: 'hint' }, h('span', { class: 'wide-only' }, t('tanks-your-hand')), h('span', { class: 'narrow-only' }, t('tanks-tap-card'))),
      h('div', { class: 'hand', id: 'hand' }, ...kinds.map((c) => {
        const n = left[c] || 0;
        if (!n) return h('div', { class: 'card-gap', 'data-used': c, title: t('tanks-card-all-laid', { card: this.cardName(c) }), 'aria-hidden': 'true' });
        return canPlace(this.active, c) ? this.cardEl(c, n, true) : this.cardEl(c, n, false, this.active);
      }))];
    const mans = h('div', { class: 'row maneuvers' });
    const laid = [0, 1].map((m) => view.maneuvers[m].cards || []);
    const trace = this.shown.plan || null;
    const handLeft = held(left).reduce((n, [, k]) => n + k, 0);
    // A hint's next card goes on the other maneuver: that maneuver is what to click first.
    const next = this.hintedNow();
    const wanted = next && variant(next) === 'Place' ? payload(next).maneuver : null;
    for (const m of [0, 1]) {
      const cards = laid[m];
      const st = trace && cards.length ? trace.stops[m] : null;
      // A bot that sees the tank where the maneuver leaves it, said after it (and in red).
      const threat = st && !st.lost ? this.threatAt(st.cell, cards) : { hot: [], maybe: [] };
      const fireWords = threatText(this.shown.board, threat);
      const hot = threat.hot.length > 0;
      const eagle = st ? eagleText(this.shown, trace, this.me, m, this.table && this.table.options) : '';
      let said = '';
      if (st) {
        const stop = stopText(this.shown.board, st);
        said = eagle ? t('tanks-note-eagle', { note: stop, eagle }) : stop;
        if (fireWords) said = t('tanks-note-fire', { note: said, fire: fireWords });
        if (fireWords && hot) said = thinHand(said, handLeft);
      }
      // Cut to one line on a narrow screen: a tap shows it whole (a phone has no hover).
      const where = st ? h('div', { class: `plan-note${hot ? ' in-fire' : ''}`, id: `plan-note-${m + 1}`, title: said, onclick: (/** @type {Event} */ e) => { e.stopPropagation(); /** @type {HTMLElement} */ (e.currentTarget).classList.toggle('whole'); } }, said) : null;
      // A slot is a button for keys too: Enter or Space makes it the one cards go on.
      const choose = () => { this.active = m; this.drawControls(); };
      // Named by what it shows: "Maneuver 1. Advance 2 Turn Left Ends on …"; pressed when cards go on it.
      // The hinted one says to choose it first (its words drawn by the style sheet).
      const first = wanted === m && this.active !== m;
      const el = h('div', { class: `maneuver${this.active === m ? ' active' : ''}${first ? ' hinted' : ''}`, id: `maneuver-${m + 1}`, role: 'button', tabindex: 0,
        'data-first': first ? t('tanks-first-here') : null, 'data-first-narrow': first ? t('tanks-first-here-narrow') : null,
        'aria-pressed': this.active === m ? 'true' : 'false', onclick: choose,
        onkeydown: (/** @type {KeyboardEvent} */ e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); choose(); } } },
        h('span', { class: 'muted' }, h('span', { class: 'sr-only' }, `${t('tanks-maneuver')} `), `${m + 1}.`), h('span', { class: 'slot-cards' }, ...cards.map((c) => this.cardEl(c, 1, false))),
        cards.length ? null : h('span', { class: 'sr-only' }, ` ${t('tanks-no-card-yet')}`), where);
      el.addEventListener('dragover', (e) => { e.preventDefault(); el.classList.add('drop'); });
      el.addEventListener('dragleave', () => el.classList.remove('drop'));
      el.addEventListener('drop', (e) => { e.preventDefault(); el.classList.remove('drop'); const c = e.dataTransfer.getData('text/plain'); if (c) this.planChange(() => this.placeCard(m, c)); });
      mans.append(el);
    }
    box.append(mans, ...hand);
    const commit = this.shownLegal.some((l) => l.action === 'Commit');
    const disengage = this.legal.some((l) => l.action === 'Disengage');
    // An exchange is made before any card is laid: once one is, its row stays (the hand
    // above does not move) with its controls off.
    const exchanges = this.legal.filter((l) => variant(l.action) === 'Exchange');
    const laying = this.pending.length > 0;
    const buttons = h('div', { class: 'row plan-buttons' },
      h('button', { id: 'undo', disabled: !this.pending.length, onclick: () => this.undo() }, t('tanks-undo')),
      h('button', { id: 'clear', disabled: !this.pending.length, onclick: () => this.clear() }, t('tanks-clear')),
      h('button', { class: `primary${commit && this.isHinted('Commit') ? ' hinted' : ''}`, id: 'commit', disabled: !commit, title: commit ? t('tanks-commit-title') : t('tanks-commit-not-yet'), onclick: () => this.send([...this.pending, 'Commit']) }, t('tanks-commit'), h('span', { class: 'wide-only' }, t('tanks-commit-plan'))),
      h('button', { id: 'disengage', disabled: !disengage || this.pending.length > 0, title: t('tanks-disengage-title'), onclick: () => this.disengage() }, t('tanks-disengage')));
    box.append(buttons);
    if (exchanges.length) {
      const sel = h('select', { id: 'exchange-choice', 'aria-label': t('tanks-exchange-label') }, ...exchanges.map((l, i) => h('option', { value: i }, this.actionLabel(l))));
      // A hinted exchange: chosen in the list, and its button marked.
      const hinted = exchanges.findIndex((l) => this.isHinted(l.action));
      if (hinted >= 0) sel.value = String(hinted);
      if (laying) sel.disabled = true;
      box.append(h('div', { class: 'row plan-buttons exchange-row' }, h('span', { class: 'hint' }, t('tanks-exchange-hint')), sel,
        h('button', { id: 'exchange', class: hinted >= 0 && !laying ? 'hinted' : null, disabled: laying, title: laying ? t('tanks-exchange-not-now') : t('tanks-exchange-title'),
          onclick: () => {
            if (this.pending.length) return;
            const action = exchanges[Number(sel.value)].action;
            this.exchangeMade = { round: this.obs.round, hand: { ...(this.obs.players[this.me].hand || {}) }, card: payload(action).card, count: payload(action).count };
            this.send([action]);
          } }, t('tanks-exchange'))));
    }
    // What an exchange brought, beside the hand (it was told only in the log).
    const drawn = this.exchangeDrawn();
    if (drawn) {
      const x = /** @type {{ card: string, count: number }} */ (this.exchangeMade);
      const gave = { count: x.count, card: this.cardName(x.card) };
      box.append(h('p', { class: 'exchange-drawn', id: 'exchange-drawn', role: 'status' }, drawn.length
        ? t('tanks-exchanged', { ...gave, drawn: drawn.map(([c, n]) => (n > 1 ? t('tanks-cards-times', { count: n, card: this.cardName(c) }) : this.cardName(c))).join(t('tanks-separator')) })
        : t('tanks-exchanged-nothing', gave)));
    }
  }

  /** The cards the seat's exchange this round drew, kind by kind: the hand now less the
   * hand before it, less the cards given up. Null without an exchange this round.
   * @returns {[string, number][] | null} */
  exchangeDrawn() {
    const x = this.exchangeMade;
    if (!x || !this.obs || this.me === null || x.round !== this.obs.round || !this.obs.players[this.me].exchanged) return null;
    const now = this.obs.players[this.me].hand || {};
    /** @type {[string, number][]} */
    const out = [];
    for (const c of new Set([...Object.keys(now), ...Object.keys(x.hand)])) {
      const n = (now[c] || 0) - (x.hand[c] || 0) + (c === x.card ? x.count : 0);
      if (n > 0) out.push([c, n]);
    }
    return out;
  }

  /** Disengaging, asked first in the page (Escape keeps planning). */
  async disengage() {
    const sure = await askInPage(t('tanks-disengage-ask'), { yes: t('tanks-disengage'), no: t('tanks-disengage-keep'), detail: t('tanks-disengage-detail') });
    // The decision may have gone meanwhile (the clock, a reconnection).
    if (sure && this.mine() && this.legal.some((l) => l.action === 'Disengage')) this.send(['Disengage']);
  }

  /** Runs a change of the plan after the ones before it: a tap while a preview is on its
   * way waits for its answer (it was dropped, and a second quick tap did nothing). One
   * made for a planning that is over by then is let go.
   * @param {() => Promise<void>} change */
  planChange(change) {
    const at = this.obs;
    const same = () => Boolean(this.obs && at && this.obs.round === at.round && this.obs.action_phase === at.action_phase && variant(this.obs.stage) === 'Planning');
    const run = this.changes.then(async () => {
      // A preview for a new observation (`take`) goes first, and another seat's move
      // being drawn (the controls frozen meanwhile), for a while.
      while (this.busy) await this.settled;
      for (let i = 0; i < 50 && (this.frozen || this.animating) && !this.sending; i++) await sleep(100);
      if (same()) await change();
    });
    this.changes = run.catch((e) => console.error(e));
    return this.changes;
  }

  /** A card tapped for the maneuver cards go on (the one lit when its turn comes). */
  tapCard(card) { return this.planChange(() => this.placeCard(this.active, card)); }

  async placeCard(m, card) {
    if (this.busy || !this.mine()) return; // a preview is on its way; its answer decides what is legal
    const action = { Place: { maneuver: m, card } };
    if (!this.shownLegal.some((l) => canon(l.action) === canon(action))) { this.whyNot(m, card); return; }
    this.pending.push(action);
    this.message = '';
    if (this.ctx && this.ctx.changed) this.ctx.changed();
    this.busy = true;
    try { await this.refreshPreview(); } finally { this.busy = false; }
    // Nothing more fits this maneuver: go on to the other one.
    const more = (k) => this.shownLegal.some((l) => variant(l.action) === 'Place' && payload(l.action).maneuver === k);
    if (!more(m) && more(1 - m)) this.active = 1 - m;
    this.redraw();
  }

  /** Why a card cannot go on maneuver `m` now, in the engine's words: its refusal of the
   * plan with that card laid. */
  async whyNot(m, card) {
    if (!this.ctx || this.busy) return;
    const action = { Place: { maneuver: m, card } };
    try {
      await this.ctx.preview([...this.pending, action]);
      // The position moved on meanwhile and the card fits now.
      this.error({ message: t('tanks-can-go-now', { card: this.cardName(card), n: m + 1 }) });
    } catch (e) { this.error(e); }
  }

  undo() { return this.planChange(async () => { if (!this.pending.length) return; this.pending.pop(); await this.replan(); }); }
  clear() { return this.planChange(async () => { if (!this.pending.length) return; this.pending = []; await this.replan(); }); }

  /** The plan changed here: a shown hint goes, and the preview is asked again. */
  async replan() {
    this.message = '';
    if (this.ctx && this.ctx.changed) this.ctx.changed();
    this.busy = true;
    try { await this.refreshPreview(); } finally { this.busy = false; }
    this.redraw();
  }

  /** The position with the pending cards laid, and what is legal then, as the server
   * tries them; a refused card (the engine's word) is taken back alone. */
  async refreshPreview() {
    const asked = ++this.previewing;
    if (!this.pending.length || !this.ctx) { this.shown = this.obs; this.shownLegal = this.legal; return; }
    try {
      const r = await this.ctx.preview(this.pending);
      if (asked !== this.previewing) return; // a newer position or plan took over
      this.shown = r.observation || this.obs; this.shownLegal = r.legal || [];
    } catch (e) {
      if (asked !== this.previewing) return;
      // The engine refused the last card: take back only that one. Anything else (the
      // connection, the rate limit) leaves the plan as it was.
      if (e.code === 'illegal' || e.code === 'malformed') {
        this.pending.pop();
        await this.refreshPreview();
      }
      this.error(e);
    }
  }

  /** One decision sent (a plan with its Commit, a space, a bot), once. */
  send(actions) {
    if (this.frozen || this.sending) return;
    this.pick = null;
    // A plan sent is shown as sent until the board shows it committed (other seats'
    // moves may play out first: the planning panel stood empty meanwhile).
    if (actions.includes('Commit') && this.obs) this.sentPlan = { round: this.obs.round, cards: actions.filter((a) => variant(a) === 'Place') };
    this.act(actions);
  }

  /** A refusal: a plan sent and refused is the player's to lay again. @param {any} e */
  error(e) {
    this.sentPlan = null;
    super.error(e);
  }

  // ---- animation ------------------------------------------------------------------------
  async animate(events, obs) {
    this.learn(events, obs.round);
    const b = this.obs.board;
    const find = (mover) => {
      const k = variant(mover); const p = payload(mover);
      return this.pieceEls.get(k === 'Player' ? `p${p}` : `b${p.cell}`);
    };
    const fx = this.layers.fx;
    const centre = (cell) => { const [x, y] = xy(b, cell); return [x + C / 2, y + C / 2]; };
    const k0 = animSpeed();
    for (const el of this.pieceEls.values()) el.style.transitionDuration = `${Math.round(220 * k0)}ms`;
    for (const ev of events) {
      if (this.skipped) return;
      const k = variant(ev); const p = payload(ev);
      if (k === 'Moved') {
        const el = find(p.mover); if (!el) continue;
        const [x, y] = centre(p.to);
        el.dataset.x = x; el.dataset.y = y;
        el.style.transform = `translate(${x}px, ${y}px) rotate(${el.dataset.a}deg)`;
        if (variant(p.mover) === 'Bot') { this.pieceEls.delete(`b${payload(p.mover).cell}`); this.pieceEls.set(`b${p.to}`, el); }
        await this.wait(p.how === 'Slide' ? 260 : 230);
      } else if (k === 'Turned') {
        const el = find(p.mover); if (!el) continue;
        let a = Number(el.dataset.a); const target = ANGLE[p.to];
        let d = ((target - (a % 360)) + 540) % 360 - 180;
        if (d === -180 && p.to) d = 180;
        a += d; el.dataset.a = a;
        el.style.transform = `translate(${el.dataset.x}px, ${el.dataset.y}px) rotate(${a}deg)`;
        await this.wait(200);
      } else if (k === 'Shot') {
        const from = find(p.shooter); if (!from) continue;
        const t = variant(p.target); const tp = payload(p.target);
        let to = null;
        if (t === 'Concrete' || t === 'Brick') to = centre(tp);
        else if (t === 'Player') { const e = this.pieceEls.get(`p${tp}`); if (e) to = [Number(e.dataset.x), Number(e.dataset.y)]; }
        else if (t === 'Bot') to = centre(tp.cell);
        const x0 = Number(from.dataset.x); const y0 = Number(from.dataset.y);
        if (!to) { const rad = (Number(from.dataset.a) * Math.PI) / 180; to = [x0 + Math.sin(rad) * C * 1.5, y0 - Math.cos(rad) * C * 1.5]; }
        const line = s('line', { x1: x0, y1: y0, x2: to[0], y2: to[1], stroke: '#fff36b', 'stroke-width': 3, 'stroke-linecap': 'round', class: 'shot' });
        fx.append(line);
        if (t !== 'Nothing') fx.append(s('circle', { cx: to[0], cy: to[1], r: 8, fill: '#ffb000', opacity: 0.9 }));
        await this.wait(160);
      } else if (k === 'Destroyed') {
        const [x, y] = centre(p.cell);
        const water = p.cause === 'Water' || p.cause === 'OffEdge';
        const boom = s('circle', { cx: x, cy: y, r: 6, fill: water ? '#8fd0ff' : '#ff6a00', opacity: 0.95, class: 'boom' });
        fx.append(boom);
        boom.animate([{ r: 6, opacity: 1 }, { r: 26, opacity: 0 }], { duration: 450, easing: 'ease-out' });
        const el = find(p.mover); if (el) el.style.opacity = 0.15;
        await this.wait(300);
      } else if (k === 'GrenadeExploded') {
        const [x, y] = centre(p.cell);
        const sq = s('rect', { x: x - 1.5 * C, y: y - 1.5 * C, width: 3 * C, height: 3 * C, fill: '#ff6a00', opacity: 0.5 });
        fx.append(sq); await this.wait(350);
      } else if (k === 'BrickDamaged' || k === 'BrickRemoved') {
        const [x, y] = centre(p.cell);
        fx.append(s('circle', { cx: x, cy: y, r: 14, fill: 'none', stroke: '#ffb000', 'stroke-width': 3 }));
        await this.wait(120);
      } else if (k === 'EagleTaken') {
        const [x, y] = centre(p.cell);
        fx.append(s('circle', { cx: x, cy: y, r: 20, fill: 'none', stroke: '#ffe066', 'stroke-width': 4 }));
        await this.wait(300);
      }
    }
    await this.wait(150);
  }

  /** An action as a player says it, cards by the glossary's names (the server's text is
   * the notation for typing). */
  /** An action in the words of the page's controls (the engine's notation, "tank f1 N",
   * is for files and logs). @param {{ action: any, text: string }} l */
  actionLabel(l) {
    const k = variant(l.action); const p = payload(l.action);
    const b = this.obs && this.obs.board;
    const at = (cell) => (b ? cellName(b, cell) : String(cell));
    if (l.action === 'Commit') return t('tanks-action-commit');
    if (l.action === 'Disengage') return t('tanks-action-disengage');
    if (k === 'PlaceTank') return t('tanks-action-place-tank', { cell: at(p.cell), dir: dirWord(p.facing) });
    if (k === 'Exchange') return t('tanks-action-exchange', { count: p.count, card: this.cardName(p.card) });
    if (k === 'Place') return t('tanks-action-lay', { card: this.cardName(p.card), n: p.maneuver + 1 });
    if (k === 'MoveBot') {
      const bot = this.obs && this.obs.bots.find((/** @type {any} */ x) => x.cell === p.cell);
      return bot && b && bot.id ? t('tanks-action-move-bot-named', { bot: botName(b, bot), cell: at(p.cell) }) : t('tanks-action-move-bot', { cell: at(p.cell) });
    }
    if (k === 'ShovelRemove') return t('tanks-action-shovel-remove', { shovel: this.powerName('Shovel'), cell: at(p.cell) });
    if (k === 'ShovelAdd') return t('tanks-action-shovel-add', { shovel: this.powerName('Shovel'), cell: at(p.cell) });
    if (k === 'Grenade') return t('tanks-action-grenade', { cell: at(p.cell) });
    return l.text;
  }

  /** The legal actions as the list of all choices shows them: a tank's placements facing
   * into the board first (the engine lists north first, which may face the edge). */
  choiceOrder() {
    const b = this.obs && this.obs.board;
    if (!b) return this.legal;
    const inward = (l) => {
      if (variant(l.action) !== 'PlaceTank') return 0;
      const p = payload(l.action);
      const x = p.cell % b.width; const y = Math.floor(p.cell / b.width);
      const [dx, dy] = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] }[p.facing] || [0, 0];
      // Room ahead: how far the facing looks before the edge.
      return -(dx > 0 ? b.width - 1 - x : dx < 0 ? x : dy > 0 ? b.height - 1 - y : y);
    };
    return this.legal.map((l, i) => ({ l, i, k: inward(l) })).sort((a, z) => a.k - z.k || a.i - z.i).map((x) => x.l);
  }
}

/** The cards of a hand, kind by kind as the engine lists them: [card, count] pairs. */
function held(hand) { return Object.entries(hand || {}).filter(([, n]) => n > 0); }

function xy(b, cell) { return [(cell % b.width) * C, Math.floor(cell / b.width) * C]; }
// Columns a … z, then aa, ab … as the engine names them.
function cellName(b, cell) { return `${colName(cell % b.width)}${Math.floor(cell / b.width) + 1}`; }
/** Where a maneuver leaves the tank, in words, as far as the board tells. */
function stopText(b, st) {
  if (st.lost) return st.why === 'water' ? t('tanks-stop-water', { cell: cellName(b, st.cell) }) : t('tanks-stop-edge');
  const stop = t(st.why === 'wall' ? 'tanks-stop-wall' : 'tanks-stop', { cell: cellName(b, st.cell), dir: dirWord(st.facing) });
  return st.sure ? stop : t('tanks-stop-unsure', { stop });
}

/**
 * The bots that would see a tank of seat `me` standing on `cell`, the board otherwise as
 * `obs` has it — the bots' rules (bots.rs, `bot_sight` and `bot_target`): a player's tank
 * in the same row or column, nearest on that side of the bot, with no concrete or brick
 * between (Uneven Combat: through them), not in the forest; other bots never block. A bot
 * facing it fires at it in the volley; one that sees it another way turns to it first
 * (unless a tank it looks for earlier takes it). None while the Clock freezes the bots.
 * @param {any} obs @param {number} cell @param {number | null} me @param {boolean} [uneven]
 * @returns {{ bot: any, dir: string, facing: boolean }[]}
 */
export function botsInSight(obs, cell, me, uneven = false) {
  const b = obs.board;
  if (obs.clock || b.terrain[cell] === 'Forest') return [];
  const x = cell % b.width; const y = Math.floor(cell / b.width);
  const bricks = new Set(obs.bricks.map((br) => br.cell));
  // Other players' tanks a bot can see: nearer on its side, they are its target instead.
  const others = obs.players.filter((p) => p.seat !== me && p.tank && !p.disengaged && b.terrain[p.tank.cell] !== 'Forest').map((p) => p.tank.cell);
  /** @type {{ bot: any, dir: string, facing: boolean }[]} */
  const seen = [];
  for (const bot of obs.bots) {
    const bx = bot.cell % b.width; const by = Math.floor(bot.cell / b.width);
    if (bot.cell === cell || (bx !== x && by !== y)) continue;
    const dir = bx === x ? (y < by ? 'N' : 'S') : (x > bx ? 'E' : 'W');
    const [dx, dy] = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] }[dir];
    let clear = true;
    for (let c = bot.cell + dx + dy * b.width; c !== cell; c += dx + dy * b.width) {
      if (others.includes(c) || (!uneven && (b.terrain[c] === 'Concrete' || bricks.has(c)))) { clear = false; break; }
    }
    if (clear) seen.push({ bot, dir, facing: bot.facing === dir });
  }
  // Those that fire without turning first.
  return seen.sort((p, q) => Number(q.facing) - Number(p.facing));
}

/** A facing in words: "north". @param {string} dir */
function dirWord(dir) { return t('tanks-dir', { dir }); }
/** A facing as the board's letter: "N". @param {string} dir */
function facingLetter(dir) { return t('tanks-facing-letter', { dir }); }

/** A bot by its token, or by where it stands while its back is unseen. @param {any} b @param {any} bot */
function botName(b, bot) {
  if (!bot.id) return t('tanks-bot-at', { cell: cellName(b, bot.cell) });
  return t('tanks-bot-name', { colour: t('tanks-colour', { colour: bot.id.colour }), number: bot.id.number, primes: "'".repeat(bot.id.set || 0) });
}

/** The bots that see a square, in words, by how many: the first and second by name, or
 * the first and a count of the others. `ids`: the messages for one, two and more.
 * @param {any} b @param {{ bot: any }[]} seen @param {[string, string, string]} ids */
function botsWords(b, seen, [one, two, more]) {
  const bot = botName(b, seen[0].bot);
  if (seen.length === 1) return t(one, { bot });
  if (seen.length === 2) return t(two, { bot, other: botName(b, seen[1].bot) });
  return t(more, { bot, more: seen.length - 1 });
}

/** Where bots that see a square are, in words: "in Bot Red 2's line of fire", "in sight
 * of the bot at e5 (it turns to fire)". The log names a bot the same way ("bot Red 2"). @param {any} b @param {{ bot: any, facing: boolean }[]} seen */
function fireText(b, seen) {
  if (seen[0].facing) return botsWords(b, seen, ['tanks-fire-line', 'tanks-fire-line-two', 'tanks-fire-line-more']);
  return botsWords(b, seen, ['tanks-fire-sight', 'tanks-fire-sight-two', 'tanks-fire-sight-more']);
}

/** A stop's danger in words: the bots that fire there ("in Bot Red 2's line of fire"),
 * else those that would turn to fire only if another player's Advance card makes the bots
 * move. @param {any} b @param {{ hot: any[], maybe: any[] }} threat */
function threatText(b, threat) {
  if (threat.hot.length) return fireText(b, threat.hot);
  if (!threat.maybe.length) return '';
  return botsWords(b, threat.maybe, ['tanks-fire-maybe', 'tanks-fire-maybe-two', 'tanks-fire-maybe-more']);
}

/** A stop's words, and after them, when the hand left is too thin for a hit: "If player
 * doesn't have enough cards, their tank is destroyed" (a hit costs 2).
 * @param {string} note @param {number} left cards left in the hand once the plan is laid */
function thinHand(note, left) {
  if (left >= 2) return note;
  return t('tanks-note-thin', { note, thin: t('tanks-thin-hand', { left: left ? 1 : 0 }) });
}

/**
 * Whether maneuvers up to `m` of a plan's trace take the Eagle ("Whenever player's tank
 * stops or moving through the space with The Eagle, player takes that Eagle Token"), and
 * what that does as the board stands: 3 VP, and the game's end on the third Eagle or a
 * lead of 5 (powerups.rs, `check_end`). Empty if it does not.
 * @param {any} obs @param {any} trace @param {number} me @param {number} m @param {any} [options]
 */
function eagleText(obs, trace, me, m, options) {
  if (obs.eagle === null || obs.eagle === undefined || !trace) return '';
  if (!trace.legs.some((/** @type {any} */ l) => l.maneuver <= m && l.to === obs.eagle)) return '';
  const take = t('tanks-eagle-take', { cell: cellName(obs.board, obs.eagle) });
  const mine = obs.players[me].vp + 3;
  const others = obs.players.filter((/** @type {any} */ p) => p.seat !== me).map((/** @type {any} */ p) => p.vp);
  if (!others.length) return obs.eagles_taken + 1 >= 3 ? t('tanks-eagle-won-solo', { take }) : take;
  const best = Math.max(...others);
  const score = `${mine}–${best}`;
  if (obs.eagles_taken + 1 >= 3) {
    if (mine > best) return t('tanks-eagle-win', { take, score });
    if (mine === best) {
      const playOn = !options || !options.rulings || options.rulings.tie !== 'SharedWin';
      return t(playOn ? 'tanks-eagle-tie-play-on' : 'tanks-eagle-tie-shared', { take, score });
    }
    return t('tanks-eagle-behind', { take, score });
  }
  if (mine - best >= 5) return t('tanks-eagle-lead', { take, score });
  return take;
}

/** What a bot's AI will do first, in words; `name` names a seat as the log does.
 * @param {any} next @param {(seat: number) => string} name */
function intentText(next, name) {
  if (!next) return t('tanks-intent-waits');
  const r = next.reason; const k = variant(r); const p = payload(r) || {};
  const dir = next.dir ? dirWord(next.dir) : '';
  const target = p.target !== undefined && p.target !== null ? name(p.target) : '';
  switch (k) {
    case 'TurnToTarget': return t('tanks-intent-turn-to-target', { target, dir });
    case 'AdvanceToTarget': return t('tanks-intent-advance-to-target', { target, dir });
    case 'SkipBlocked': return t('tanks-intent-skip-blocked', { target });
    case 'AdvanceClear': return t('tanks-intent-advance-clear', { dir });
    case 'TurnFromObstacle': return t('tanks-intent-turn-from-obstacle', { dir });
    case 'Boxed': return t('tanks-intent-boxed');
    default: return k;
  }
}

/** The power-ups, in the order the board's legend says what each does (the rulebook's
 * «Бонусы»: `tanks-power-does`). */
const POWERS = ['Star', 'Clock', 'Helm', 'Shovel', 'Grenade'];

/** A power-up's sign drawn as paths (font glyphs render as empty boxes on some machines). */
function powerIcon(power, cx, cy, r) {
  const k = r / 13;
  const P = (d) => s('path', { d, transform: `translate(${cx} ${cy}) scale(${k})`, fill: 'none', stroke: '#5a3b00', 'stroke-width': 2.2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  switch (power) {
    case 'Star': return s('path', { d: 'M0 -8 L2.4 -2.5 L8 -2.5 L3.5 1.2 L5 7 L0 3.6 L-5 7 L-3.5 1.2 L-8 -2.5 L-2.4 -2.5 Z', transform: `translate(${cx} ${cy}) scale(${k})`, fill: '#5a3b00' });
    case 'Clock': return s('g', {}, P('M0 -7 A7 7 0 1 1 -0.01 -7'), P('M0 -4 V0 L3 2'));
    case 'Helm': return P('M-7 3 V0 A7 7 0 0 1 7 0 V3 Z M-7 3 H7');
    case 'Shovel': return s('g', {}, P('M0 -8 V3'), P('M-4 3 H4 L0 8 Z'), P('M-3 -8 H3'));
    case 'Grenade': return s('g', {}, P('M0 -2 A5.5 5.5 0 1 1 -0.01 -2'), P('M0 -2 V-6 H4'));
    default: return P('M-4 -4 L4 4 M4 -4 L-4 4');
  }
}

// ---- diagrams for the rules page, drawn as the board draws ---------------------------

/** A small board for the rules page. `spec.map`: rows of squares as in scenario files
 * (`.` ground, `#` concrete, `f` forest, `~` water, `i` ice, `B` brick); `spec.pieces`:
 * `{ kind: 'tank' | 'bot' | 'ghost' | 'powerup' | 'eagle', at: [x, y], facing, seat, label }`;
 * `spec.paths`: `{ from, to, dashed }`; `spec.shots`: `{ from, to }`; `spec.marks`:
 * `{ at, text }` (a numbered disc). */
export function drawDiagram(spec) {
  const rows = spec.map.map((r) => r.trim().split(/\s+/));
  const w = rows[0].length; const hgt = rows.length;
  const svg = s('svg', { viewBox: `-2 -2 ${w * C + 4} ${hgt * C + 4}`, class: 'diagram', role: 'img', 'aria-label': spec.label || 'a diagram' });
  svg.append(s('defs', {},
    s('pattern', { id: 'water', width: 20, height: 12, patternUnits: 'userSpaceOnUse' },
      s('path', { d: 'M0 6 Q5 1 10 6 T20 6', fill: 'none', stroke: '#5aa0e6', 'stroke-width': 1.5 })),
    s('pattern', { id: 'ice', width: 16, height: 16, patternUnits: 'userSpaceOnUse' },
      s('path', { d: 'M0 16 L16 0', stroke: '#ffffff', 'stroke-width': 1.5, opacity: 0.8 })),
    s('pattern', { id: 'brick', width: 20, height: 10, patternUnits: 'userSpaceOnUse' },
      s('rect', { width: 20, height: 10, fill: '#b5532c' }),
      s('path', { d: 'M0 0 H20 M0 5 H20 M5 0 V5 M15 5 V10', stroke: '#e8c9a0', 'stroke-width': 1 }))));
  const T = { '.': 'Empty', '#': 'Concrete', f: 'Forest', '~': 'Water', i: 'Ice', B: 'Empty' };
  const mid = ([x, y]) => [x * C + C / 2, y * C + C / 2];
  rows.forEach((row, y) => row.forEach((ch, x) => {
    const t = T[ch] || 'Empty';
    const [px, py] = [x * C, y * C];
    svg.append(s('rect', { x: px, y: py, width: C, height: C, fill: TERRAIN[t], stroke: '#23272e' }));
    if (t === 'Water') svg.append(s('rect', { x: px, y: py, width: C, height: C, fill: 'url(#water)' }));
    if (t === 'Ice') svg.append(s('rect', { x: px, y: py, width: C, height: C, fill: 'url(#ice)' }));
    if (t === 'Forest') for (const [dx, dy, r] of [[12, 13, 9], [28, 14, 8], [20, 28, 10]]) svg.append(s('circle', { cx: px + dx, cy: py + dy, r, fill: '#2f8a3e', stroke: '#17451f' }));
    if (t === 'Concrete') svg.append(s('rect', { x: px + 4, y: py + 4, width: C - 8, height: C - 8, fill: 'none', stroke: '#b4bac3', 'stroke-width': 2 }));
    if (ch === 'B') svg.append(s('rect', { x: px + 4, y: py + 4, width: C - 8, height: C - 8, fill: 'url(#brick)', stroke: '#5b2612', 'stroke-width': 1.5 }));
  }));
  // A brick taken off the board: its outline, dashed.
  for (const at of spec.removed || []) {
    const [px, py] = [at[0] * C, at[1] * C];
    svg.append(s('rect', { x: px + 4, y: py + 4, width: C - 8, height: C - 8, fill: 'none', stroke: '#b5532c', 'stroke-width': 2, 'stroke-dasharray': '4 3' }));
  }
  for (const p of spec.paths || []) {
    const [x1, y1] = mid(p.from); const [x2, y2] = mid(p.to);
    svg.append(s('line', { x1, y1, x2, y2, stroke: '#ffb000', 'stroke-width': 4, 'stroke-linecap': 'round', 'stroke-dasharray': p.dashed ? '2 7' : null, opacity: 0.9 }));
  }
  for (const p of spec.pieces || []) {
    const [cx, cy] = mid(p.at);
    if (p.kind === 'powerup') {
      svg.append(s('circle', { cx, cy, r: 13, fill: '#ffe066', stroke: '#a67c00', 'stroke-width': 2 }), powerIcon(p.label || 'Shovel', cx, cy, 13));
      continue;
    }
    if (p.kind === 'eagle') { svg.append(s('circle', { cx, cy, r: 14, fill: '#d9a400', stroke: '#fff3b0', 'stroke-width': 2 })); continue; }
    const g = s('g', { transform: `translate(${cx} ${cy}) rotate(${ANGLE[p.facing || 'N']})`, opacity: p.kind === 'ghost' ? 0.45 : 1 });
    const body = p.kind === 'bot' ? '#c9ccd1' : PLAYER_COLOURS[p.seat || 0];
    g.append(s('rect', { x: -15, y: -14, width: 7, height: 28, rx: 2, fill: '#222' }), s('rect', { x: 8, y: -14, width: 7, height: 28, rx: 2, fill: '#222' }),
      s('rect', { x: -10, y: -11, width: 20, height: 23, rx: 4, fill: body, stroke: '#111', 'stroke-width': 1.5 }),
      s('rect', { x: -2.5, y: -21, width: 5, height: 15, fill: p.kind === 'bot' ? '#777' : '#eee', stroke: '#111' }),
      s('circle', { r: 6, fill: body, stroke: '#111', 'stroke-width': 1.5 }));
    svg.append(g);
    if (p.label) svg.append(s('text', { x: cx, y: cy + 4, 'text-anchor': 'middle', 'font-size': 9, 'font-weight': 800, fill: '#111' }, p.label));
  }
  for (const sh of spec.shots || []) {
    const [x1, y1] = mid(sh.from); const [x2, y2] = mid(sh.to);
    svg.append(s('line', { x1, y1, x2, y2, stroke: '#fff36b', 'stroke-width': 3, 'stroke-linecap': 'round', 'stroke-dasharray': sh.through ? '6 5' : null }),
      s('circle', { cx: x2, cy: y2, r: 7, fill: '#ffb000', opacity: sh.miss ? 0 : 0.9 }));
  }
  for (const m of spec.marks || []) {
    const [cx, cy] = mid(m.at);
    svg.append(s('circle', { cx: cx + 12, cy: cy - 12, r: 8, fill: '#ffb000' }),
      s('text', { x: cx + 12, y: cy - 8.5, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 800, fill: '#111' }, m.text));
  }
  return svg;
}

/** The rules page's diagrams, by name. */
export const DIAGRAMS = {
  push: {
    label: 'P1 drives Advance 2 east into P2 and a bot: the whole column moves, until the concrete stops it. Top row before, bottom row after',
    map: ['. . . . #', '. . . . #'],
    pieces: [{ kind: 'tank', at: [0, 0], facing: 'E', seat: 0, label: 'P1' }, { kind: 'tank', at: [1, 0], facing: 'S', seat: 1, label: 'P2' },
      { kind: 'bot', at: [2, 0], facing: 'N' },
      { kind: 'ghost', at: [0, 1], facing: 'E' }, { kind: 'tank', at: [1, 1], facing: 'E', seat: 0, label: 'P1' },
      { kind: 'tank', at: [2, 1], facing: 'S', seat: 1, label: 'P2' }, { kind: 'bot', at: [3, 1], facing: 'N' }],
    paths: [{ from: [0, 1], to: [1, 1] }],
    caption: 'Top: before; bottom: after. P1 plays Advance 2 facing east. The first space pushes P2 and the bot one space each; for the second, the bot would have to enter the concrete, so nobody moves and P1\'s move ends.',
  },
  ice: {
    label: 'A tank that stops on ice slides on until it leaves the ice or meets an obstacle',
    map: ['. i i i . .', '. . . . . .'],
    pieces: [{ kind: 'ghost', at: [0, 0], facing: 'E' }, { kind: 'tank', at: [4, 0], facing: 'E', seat: 0, label: 'P1' }],
    paths: [{ from: [0, 0], to: [1, 0] }, { from: [1, 0], to: [4, 0], dashed: true }],
    caption: 'Advance 1 takes P1 onto the ice; it slides on in the same direction (dotted) until it is off the ice. A tank in its way would be pushed; a wall would stop it on the ice.',
  },
  priority: {
    label: 'Which target a bot takes: in front, then right, then left, then behind',
    map: ['. . . . .', '. . . . .', '. . . . .', '. . . . .', '. . . . .'],
    pieces: [{ kind: 'bot', at: [2, 2], facing: 'N' }, { kind: 'tank', at: [2, 0], facing: 'S', seat: 0 },
      { kind: 'tank', at: [4, 2], facing: 'W', seat: 1 }, { kind: 'tank', at: [0, 2], facing: 'E', seat: 2 },
      { kind: 'tank', at: [2, 4], facing: 'N', seat: 3 }],
    marks: [{ at: [2, 0], text: 1 }, { at: [4, 2], text: 2 }, { at: [0, 2], text: 3 }, { at: [2, 4], text: 4 }],
    caption: 'A bot facing north that sees four tanks takes them in this order (the Russian original; the English translation puts left before right — a rule reading). In one direction, the nearest.',
  },
  fire: {
    label: 'One volley: every tank fires at once',
    map: ['. . f . B .', '. . . . . .'],
    pieces: [{ kind: 'tank', at: [0, 0], facing: 'E', seat: 0, label: 'P1' }, { kind: 'bot', at: [2, 0], facing: 'S' },
      { kind: 'bot', at: [5, 1], facing: 'W' }, { kind: 'bot', at: [3, 1], facing: 'N' }, { kind: 'tank', at: [0, 1], facing: 'W', seat: 1, label: 'P2' }],
    shots: [{ from: [0, 0], to: [4, 0], through: true }, { from: [5, 1], to: [0, 1], through: true }],
    caption: 'P1\'s shot passes the bot hidden in the forest and hits the brick. The bot on the right fires at P2 straight through the other bot — bots never stop each other\'s shots.',
  },
  shovel: {
    label: 'A Shovel is used at once, where it is taken',
    map: ['. . . . . .'],
    removed: [[3, 0]],
    pieces: [{ kind: 'ghost', at: [0, 0], facing: 'E' }, { kind: 'powerup', at: [2, 0], label: 'Shovel' }, { kind: 'tank', at: [3, 0], facing: 'E', seat: 0, label: 'P1' }],
    paths: [{ from: [0, 0], to: [2, 0] }, { from: [2, 0], to: [3, 0], dashed: true }],
    caption: 'P1 plays Advance 3. On the Shovel\'s space (the second) it stops, shovels away the brick ahead (dashed outline), and drives its third space (dotted) onto where the brick was — the card goes on after the choice. A Grenade works the same way.',
  },
};

export default TanksUI;
