// @ts-check
// The table page's small panels, each drawn from the table store when it changes: the
// seats (with clocks, invitations and leaving), the banner (watching, or the game's end
// with its figures), the hint, and the turn's notice in the tab. Each is a place a
// later panel (a tutorial's step, coaching, chat) sits beside.
import { h, humanError } from './dom.js';
import { canon } from './view.js';
import { CoachPanel } from './coach.js';
import { api, tokens, seatName, capital, setFavicon, beep, joinTable, seatShownName } from './site.js';
import { t } from './i18n.js';
import { slot, fill, andList, thenList } from './slots.js';

/** @typedef {import('./store.js').TableStore} TableStore */
/** @typedef {import('./types.js').GameView} GameView */
/** @typedef {import('./types.js').GameModule} GameModule */

/**
 * The page's hold on the game's view, which a fresh state replaces.
 * @typedef {object} ViewHolder
 * @property {GameView | null} view
 * @property {GameModule | null} ui
 */

/** The seats: who sits where, online or away, deciding, their clocks; invitations to
 * send; take a free seat or leave one. */
export class SeatsPanel {
  /** @param {HTMLElement} box @param {string} id @param {TableStore} store @param {ViewHolder} holder */
  constructor(box, id, store, holder) {
    this.box = box; this.id = id; this.store = store; this.holder = holder;
    store.subscribe((change) => { if (['reset', 'step', 'seats'].includes(change)) this.draw(); });
    setInterval(() => { const st = store.state; if (st && st.clocks.some((c) => c != null)) this.draw(); }, 1000);
  }

  draw() {
    const st = this.store.state;
    if (!st) return;
    const table = st.table; const id = this.id;
    const me = this.store.seat;
    const view = this.holder.view;
    const rows = table.seats.map((s) => {
      const left = this.store.clockLeft(s.seat);
      return h('tr', {},
        h('td', {}, h('span', { class: 'swatch', style: `background:${view ? view.colour(s.seat) : '#888'}` }), playerNumber(view, s.seat)),
        h('td', {}, ...(me === s.seat ? fill(t('table-seat-you', { name: slot(0) }), [h('bdi', { class: 'name' }, seatShownName(s))]) : [h('bdi', { class: 'name' }, seatShownName(s))])),
        h('td', {}, s.ai ? h('span', { class: 'tag' }, t('table-seat-ai')) : s.claimed ? h('span', { class: `tag ${s.online ? 'ok' : ''}` }, s.online ? t('table-seat-online') : t('table-seat-away')) : h('span', { class: 'tag wait', title: s.open ? t('table-seat-free-title') : t('table-seat-invited-title') }, s.open ? t('table-seat-free') : t('table-seat-invited'))),
        h('td', {}, table.waiting.includes(s.seat) ? h('span', { class: 'tag wait' }, t('table-seat-deciding')) : ''),
        h('td', { class: `clock ${left != null && left < 10000 ? 'low' : ''}` }, left == null ? '' : clockText(left)));
    });
    const extra = [];
    const saved = tokens.get(id);
    if (saved && saved.invites && saved.invites.length && table.status !== 'finished') {
      /** @param {number} n */
      const seatOf = (n) => table.seats.find((x) => x.seat === n);
      // A link names the address this page was opened at: on this computer's own name,
      // a friend elsewhere could not follow it.
      const host = location.hostname;
      const local = host === 'localhost' || host.startsWith('127.') || host === '[::1]';
      extra.push(h('h3', { class: 'invites' }, t('table-invite-friends')), h('p', { class: 'hint' }, t('table-invite-how')),
        local ? h('p', { class: 'hint warn', id: 'invite-local' }, t('table-invite-local', { host })) : null,
        ...saved.invites.map((inv) => {
          const s = seatOf(inv.seat);
          const link = `${location.origin}/t/${id}#seat=${inv.seat}&invite=${inv.invite}`;
          // Taken, or given up since (then open to anyone, and the link is spent).
          if (s && s.claimed) return h('div', { class: 'row' }, t('table-invite-taken', { seat: inv.seat + 1 }));
          if (s && s.open) return h('div', { class: 'row' }, t('table-invite-spent', { seat: inv.seat + 1 }));
          return h('div', { class: 'row' }, ...fill(t('table-invite-seat', { seat: inv.seat + 1, link: slot(0) }), [h('span', { class: 'invite' }, link)]),
            h('button', { onclick: () => navigator.clipboard.writeText(link).catch(() => prompt(t('table-invite-copy-this'), link)) }, t('table-invite-copy')));
        }));
    }
    const buttons = h('div', { class: 'row' });
    if (me === null && table.status === 'open') {
      buttons.append(h('button', { onclick: () => joinTable(id).catch((e) => alert(humanError(e))) }, t('table-take-seat')));
    }
    if (me !== null && table.status !== 'finished') {
      buttons.append(h('button', { class: 'danger', onclick: async () => {
        if (!confirm(t('table-leave-confirm'))) return;
        const held = tokens.get(id);
        if (held) { try { await api(`/api/tables/${id}/leave`, { token: held.token }); } catch (e) { alert(humanError(e)); } }
        tokens.drop(id); location.href = '/';
      } }, t('table-leave')));
    }
    this.box.replaceChildren(h('h3', {}, t('table-seats')), h('table', { class: 'players' }, ...rows), ...extra, buttons);
  }
}

/** Above the board: "you are watching", or the game's end — who won, the scores, the
 * buttons (replay, lobby, rematch) and the game's figures. */
export class Banner {
  /** @param {HTMLElement} box @param {string} id @param {TableStore} store @param {ViewHolder} holder */
  constructor(box, id, store, holder) {
    this.box = box; this.id = id; this.store = store; this.holder = holder;
    /** The whole game's story, fetched once when the state left its start out. @type {Promise<any> | null} */
    this.whole = null;
    /** Its steps, once fetched. @type {import('./types.js').Step[] | null} */
    this.wholeSteps = null;
    /** This seat's coaching, at the end. @type {CoachPanel | null} */
    this.coach = null;
    store.subscribe((change) => { if (['reset', 'step', 'seats', 'rematch'].includes(change)) this.draw(); });
  }

  /** A seat as the game names it (a view's `seatLabel`: Robotanks' colours), else "P2
   * name"; `short`: without the name ("P2"), for a list of scores.
   * @param {number} s @param {boolean} [short] */
  seatLabel(s, short = false) {
    const st = this.store.state; const view = this.holder.view;
    const named = view && view.seatLabel ? view.seatLabel(s, short) : null;
    return named || (short || !st ? t('table-player-short', { n: s + 1 }) : seatName(st.table, s));
  }

  /** Seats' figures in the order their labels number them ("P1 …, P2 …": Anarcade numbers
   * players from whoever started), else as given. @param {[string, any][]} rows */
  inOrder(rows) {
    const num = (/** @type {string} */ l) => { const m = NUMBERED.exec(l); return m ? Number(m[1]) : NaN; };
    if (!rows.every(([l]) => Number.isFinite(num(l)))) return rows;
    return rows.slice().sort((a, b) => num(a[0]) - num(b[0]));
  }

  /** A decision of `seat` in the game's words, as its hint says them: a view of the
   * position then, off screen, names each action.
   * @param {number} seat @param {import('./coach.js').CoachMoment} m @param {any[]} actions @param {string[]} texts
   * @returns {Promise<string[] | null>} */
  async decisionWords(seat, m, actions, texts) {
    // A page just opened may still be loading the game's module: wait for it (a reload
    // said the decisions in the list's short names instead).
    for (let i = 0; i < 100 && !(this.holder.ui && this.holder.view && this.store.state && this.store.state.glossary); i++) await new Promise((r) => setTimeout(r, 100));
    const ui = this.holder.ui; const st = this.store.state;
    if (!ui || !st) return null;
    const view = ui.createView({ board: h('div'), side: h('div') }, null, { Seat: seat });
    if (!view.hintWords) return null;
    if (view.setGlossary && st.glossary) view.setGlossary(st.glossary);
    if (view.setTable) view.setTable(st.table);
    await view.show(m.view, [], null);
    const say = view.hintWords.bind(view);
    const words = actions.map((action, i) => say({ ply: m.ply, seat, action, text: texts[i], actions, texts }) || texts[i]);
    // A whole decision the game says its own way (Robotanks' first programs, tank by tank).
    const own = view.hintSaid ? view.hintSaid(actions, words) : null;
    return own ? [own] : words;
  }

  draw() {
    const st = this.store.state;
    if (!st) return;
    const { table } = st;
    const id = this.id; const me = this.store.seat;
    const view = this.holder.view; const ui = this.holder.ui;
    this.box.replaceChildren();
    if (table.outcome) {
      const o = table.outcome;
      const won = me !== null && o.winners.includes(me);
      const b = h('div', { class: `banner ${won ? 'mine' : ''}`, id: 'outcome' },
        h('div', { class: 'outcome-head' },
          h('strong', { class: 'outcome-title' }, won ? t('table-you-win') : t('table-game-over')),
          h('span', {}, ' ', ...(o.winners.length
            ? fill(t('table-winners', { count: o.winners.length, names: slot(0) }), [andList(o.winners.map((s) => this.seatLabel(s)))])
            : [t('table-nobody-wins')]), ' '),
          h('span', { class: 'muted' }, t('table-outcome-scores', {
            reason: capital(o.reason), label: (ui && ui.scoreLabel) || t('table-scores'),
            scores: this.inOrder(o.scores.map((sc, i) => [this.seatLabel(i, true), sc])).map(([who, sc]) => t('table-score', { who, score: sc })).join(', '),
          }))));
      const buttons = h('div', { class: 'row outcome-buttons' },
        h('a', { class: 'button', id: 'to-replay', href: `/replay/${id}` }, t('table-replay')),
        h('a', { class: 'button', id: 'to-lobby', href: '/' }, t('table-back-to-lobby-button')));
      b.append(buttons);
      // The figures of the game come after the buttons; folded on a narrow screen.
      if (view && view.endSummary) {
        const figures = h('details', { class: 'figures', id: 'end-figures', open: window.innerWidth > 900 ? '' : null },
          h('summary', {}, t('table-figures')));
        b.append(figures);
        if (!st.stepsSkipped) figures.append(view.endSummary(st.steps, table));
        else {
          // The story here starts mid-game: count from the whole game's.
          const v = view; const summarise = view.endSummary.bind(view);
          figures.append(h('p', { class: 'muted' }, t('table-figures-counting')));
          this.whole = this.whole || api(`/api/tables/${id}/replay-steps`);
          this.whole.then((all) => {
            if (this.holder.view === v && figures.lastChild) figures.lastChild.replaceWith(summarise(all.steps, table));
          }).catch((e) => {
            this.whole = null; // asked again at the next drawing
            if (figures.lastChild) figures.lastChild.replaceWith(h('p', { class: 'error' }, humanError(e)));
          });
        }
      }
      if (me !== null) {
        // What the computer would have done: this seat's coaching, asked for once.
        if (!this.coach) {
          this.coach = new CoachPanel(id, () => {
            const now = this.store.state;
            return now && !now.stepsSkipped ? now.steps : this.wholeSteps;
          }, (m, actions, texts) => this.decisionWords(me, m, actions, texts));
          if (st.stepsSkipped) {
            this.whole = this.whole || api(`/api/tables/${id}/replay-steps`);
            this.whole.then((all) => { this.wholeSteps = all.steps; if (this.coach) this.coach.draw(); }).catch(() => { this.whole = null; });
          }
        }
        b.append(this.coach.node());
        buttons.append(h('button', { class: 'primary', id: 'rematch', onclick: async () => {
          try {
            const saved = tokens.get(id);
            if (!saved) throw new Error(t('table-no-seat-here'));
            const r = await api(`/api/tables/${id}/rematch`, { token: saved.token });
            goRematch(id, r.table);
          } catch (e) { alert(humanError(e)); }
        } }, table.rematch ? t('table-go-to-rematch') : t('table-rematch')));
      }
      this.box.append(b);
    } else if (me === null) {
      this.box.append(h('div', { class: 'banner' }, ui && ui.watching ? t('table-watching-more', { more: ui.watching }) : t('table-watching')));
    }
  }
}

/** The seat (and its invitations) carried over to the rematch table. @param {string} id @param {string} next */
export function goRematch(id, next) {
  const saved = tokens.get(id);
  if (saved) tokens.set(next, { seat: saved.seat, token: saved.token, invites: saved.invites });
  location.href = `/t/${next}`;
}

/** A hint: what the computer (the game's easy player, seeing what this seat sees) would
 * do now — shown, and marked among the controls where the view knows them; never
 * played. It belongs to the moment it was asked: any change takes it away. */
/** A seat's "P2" as its game numbers players (Anarcade: in turn order from the first
 * player), else by its place at the table. @param {any} view @param {number} seat */
function playerNumber(view, seat) {
  const label = view && view.seatLabel ? view.seatLabel(seat, true) : null;
  return label && NUMBERED.test(label) ? label : t('table-player-short', { n: seat + 1 });
}

/** A short label that numbers a player ("P2", «И2»): a few letters, then the number (a
 * colour's name, Robotanks' label, has none). */
const NUMBERED = /^[^\d\s]{1,3}(\d+)$/;

export class HintBar {
  /** @param {TableStore} store @param {ViewHolder} holder @param {(staged: any[]) => Promise<import('./types.js').Suggestion>} suggest */
  constructor(store, holder, suggest) {
    this.store = store; this.holder = holder; this.suggest = suggest;
    this.asked = 0;
    /** The hint on the line, what is left of it: its suggestion, actions, their texts and
     * words. @type {{ s: import('./types.js').Suggestion, actions: any[], texts: string[], words: string[] } | null} */
    this.told = null;
    this.text = h('div', { id: 'hint-text', class: 'hint-text', role: 'status', 'aria-live': 'polite' });
    this.button = h('button', { id: 'hint', hidden: true, title: t('table-hint-title'), onclick: () => this.ask() }, t('table-hint'));
    store.subscribe((change) => {
      // A hint the board still follows stays (another seat moved, or its own first steps
      // were taken); one it dropped goes.
      // A hint the board still follows stays, told again from where the player is (the
      // moves taken leave its words, and why is judged from the position now); one it
      // dropped goes, and so does any once the turn has passed.
      const view = this.holder.view;
      const follows = view && view.hinted !== null && view.hinted !== undefined;
      if (change === 'reset' || (change === 'step' && (!follows || !store.myTurn))) this.clear();
      else if (change === 'step') this.retell();
      if (change === 'reset' || change === 'step' || change === 'seats') this.button.hidden = !store.myTurn;
    });
  }

  async ask() {
    const asked = ++this.asked;
    this.text.textContent = t('table-hint-thinking');
    const view0 = this.holder.view;
    // What the page has staged towards the decision: the hint goes on from it.
    const staged = view0 && view0.staged ? view0.staged() : [];
    try {
      const s = await this.suggest(staged);
      if (asked !== this.asked) return;
      const view = this.holder.view;
      const actions = s.actions && s.actions.length ? s.actions : [s.action];
      const texts = s.texts && s.texts.length ? s.texts : [s.text];
      // The whole decision, in the words of the controls where the view has them ("Set
      // aside Back 2"), one after another.
      const words = actions.map((a, i) => (view && view.hintWords && view.hintWords({ ...s, action: a, text: texts[i] })) || texts[i]);
      // Why, in one phrase, where the view can tell from what it shows ("52% to hit
      // Orange 1", "ends on f7 facing north"); a view may ask the server (a plan's preview).
      let why = null;
      if (view && view.hintWhy) {
        try { why = await view.hintWhy({ ...s, actions, texts }, staged); } catch { why = null; }
        if (asked !== this.asked) return;
      }
      this.told = { s, actions, texts, words };
      this.say(words, why, actions);
      if (view && view.hint) view.hint({ ...s, actions: [...staged, ...actions] });
    } catch (e) {
      if (asked === this.asked) this.text.textContent = humanError(e);
    }
  }

  /** The hint's line: the decision's words (a view may say a whole decision its own
   * way: Arcade Tanks a plan by maneuver), and why. A line too long for its one row gets
   * "more", which opens it to every word: the row never grows by itself, so the board
   * below does not jump when a hint comes or goes.
   * @param {string[]} words @param {string | null} why @param {any[]} [actions] */
  say(words, why, actions) {
    const view = this.holder.view;
    const own = actions && view && view.hintSaid ? view.hintSaid(actions, words) : null;
    const said = own || thenList(joinRuns(words));
    this.text.classList.remove('open');
    const nodes = fill(why ? t('table-hint-line-why', { what: slot(0), why: slot(1) }) : t('table-hint-line', { what: slot(0) }),
      [h('strong', {}, said), h('span', { class: 'hint-why' }, why || '')]);
    this.text.replaceChildren(...nodes.map((n) => (typeof n === 'string' ? h('span', {}, n) : n)));
    this.text.title = why ? t('table-hint-said-why', { what: said, why }) : said;
    if ([...this.text.querySelectorAll('strong, .hint-why')].some((e) => e.scrollWidth > e.clientWidth + 1)) {
      const more = h('button', { class: 'hint-more linkish', id: 'hint-more', 'aria-expanded': 'false', 'aria-label': t('table-hint-more-label'), onclick: () => this.open(more) }, t('table-hint-more'));
      this.text.append(more);
    }
  }

  /** Opens a hint's line cut short to every word (the board refits below it). @param {HTMLElement} more */
  open(more) {
    const open = !this.text.classList.contains('open');
    this.text.classList.toggle('open', open);
    more.textContent = open ? t('table-hint-less') : t('table-hint-more');
    more.setAttribute('aria-expanded', String(open));
    more.setAttribute('aria-label', open ? t('table-hint-less-label') : t('table-hint-more-label'));
    const view = this.holder.view;
    if (view && view.fit) view.fit();
  }

  /** The hint followed part way: its line says what is left of it, and why from here
   * (the odds of a shot once the moves before it are made). */
  async retell() {
    const view = this.holder.view; const told = this.told;
    if (!view || !told || !view.hintedNow) return;
    const next = view.hintedNow();
    if (next === null || next === undefined) return;
    const at = told.actions.map(canon).indexOf(canon(next));
    if (at <= 0) return; // nothing of it taken yet: the line stands
    const asked = ++this.asked;
    const rest = { ...told.s, action: told.actions[at], text: told.texts[at], actions: told.actions.slice(at), texts: told.texts.slice(at) };
    let why = null;
    if (view.hintWhy) {
      try { why = await view.hintWhy(rest, view.staged ? view.staged() : []); } catch { why = null; }
      if (asked !== this.asked) return;
    }
    this.told = { s: rest, actions: rest.actions, texts: rest.texts, words: told.words.slice(at) };
    this.say(this.told.words, why, rest.actions);
  }

  /** A choice staged in the page changed: a hint it follows stays (its next control is
   * marked, its line says what is left); one it left goes. */
  changed() {
    const view = this.holder.view;
    if (view && view.hintPlan && view.staged) {
      const plan = view.hintPlan.map(canon);
      const staged = view.staged().map(canon);
      if (staged.length < plan.length && staged.every((a, i) => a === plan[i])) { view.redraw(); this.retell(); return; }
    }
    this.clear();
  }

  clear() {
    this.asked += 1;
    this.told = null;
    if (!this.text.textContent) return;
    const opened = this.text.classList.contains('open');
    this.text.textContent = ''; this.text.title = '';
    this.text.classList.remove('open');
    const view = this.holder.view;
    if (view && view.hint) view.hint(null);
    if (opened && view && view.fit) view.fit();
  }
}

/** Words said one after another, the same words in a row once with their count ("Set
 * aside Radar ×3"), so a long decision keeps to the hint's line. @param {string[]} words */
export function joinRuns(words) {
  /** @type {string[]} */
  const out = []; let n = 0;
  words.forEach((w, i) => {
    n += 1;
    if (words[i + 1] !== w) { out.push(n > 1 ? `${w} ×${n}` : w); n = 0; }
  });
  return out;
}

/** Your turn, noticed: the tab's title and icon always; a sound and a browser
 * notification if asked for here (kept in this browser). */
export class TurnNotice {
  /** @param {string} id @param {TableStore} store */
  constructor(id, store) {
    this.id = id; this.store = store; this.was = false;
    store.subscribe((change) => { if (['reset', 'step', 'seats'].includes(change)) this.notice(); });
  }

  notice() {
    const mine = this.store.myTurn;
    document.title = mine ? t('table-page-title-your-turn', { id: this.id }) : t('table-page-title', { id: this.id });
    setFavicon(mine);
    if (mine && !this.was) {
      if (localStorage.getItem('coinop.sound') === 'on') beep();
      if (localStorage.getItem('coinop.notify') === 'on' && document.hidden && 'Notification' in window && Notification.permission === 'granted') {
        try { new Notification(t('table-notification'), { body: t('table-notification-body', { id: this.id }) }); } catch { /* not allowed here */ }
      }
    }
    this.was = mine;
  }

  /** A checkbox kept in this browser. @param {string} key @param {string} label
   * @param {string} title what it does ("Sound when a decision waits for you")
   * @param {(box: HTMLInputElement) => void} [onOn] */
  static toggle(key, label, title, onOn) {
    const box = h('input', { type: 'checkbox', id: `opt-${key}` });
    box.checked = localStorage.getItem(`coinop.${key}`) === 'on';
    box.addEventListener('change', () => {
      localStorage.setItem(`coinop.${key}`, box.checked ? 'on' : 'off');
      if (box.checked && onOn) onOn(box);
    });
    return h('label', { class: 'toggle', title }, box, label);
  }
}

/** Time left on a clock as a person reads it: "42 s", "3 min 5 s", "23 h 59 min", "2 d 4 h".
 * @param {number} ms */
export function clockText(ms) {
  const s = Math.ceil(ms / 1000);
  if (s < 60) return t('table-clock-s', { s });
  if (s < 3600) return t('table-clock-min-s', { min: Math.floor(s / 60), s: s % 60 });
  if (s < 86400) return t('table-clock-h-min', { h: Math.floor(s / 3600), min: Math.floor((s % 3600) / 60) });
  return t('table-clock-d-h', { d: Math.floor(s / 86400), h: Math.floor((s % 86400) / 3600) });
}
