// @ts-check
// The table page's small panels, each drawn from the table store when it changes: the
// seats (with clocks, invitations and leaving), the banner (watching, or the game's end
// with its figures), the hint, and the turn's notice in the tab. Each is a place a
// later panel (a tutorial's step, coaching, chat) sits beside.
import { h, humanError } from './dom.js';
import { canon } from './view.js';
import { CoachPanel } from './coach.js';
import { api, tokens, nameList, seatName, capital, setFavicon, beep, joinTable } from './site.js';

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
        h('td', {}, h('bdi', { class: 'name' }, s.name), me === s.seat ? ' (you)' : ''),
        h('td', {}, s.ai ? h('span', { class: 'tag' }, 'AI') : s.claimed ? h('span', { class: `tag ${s.online ? 'ok' : ''}` }, s.online ? 'online' : 'away') : h('span', { class: 'tag wait', title: s.open ? 'anyone may take this seat' : 'kept for the friend with its invitation link' }, s.open ? 'free' : 'invited')),
        h('td', {}, table.waiting.includes(s.seat) ? h('span', { class: 'tag wait' }, 'deciding') : ''),
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
      extra.push(h('h3', { class: 'invites' }, 'Invite friends'), h('p', { class: 'hint' }, 'Send each friend their seat\'s link; whoever opens it first plays that seat (a link works once). A seat for a friend is kept for its link; an open seat anyone may take.'),
        local ? h('p', { class: 'hint warn', id: 'invite-local' }, `These links name this computer (${host}): for a friend on another machine, open this page at your address on the network instead, and copy the links from there.`) : null,
        ...saved.invites.map((inv) => {
          const s = seatOf(inv.seat);
          const link = `${location.origin}/t/${id}#seat=${inv.seat}&invite=${inv.invite}`;
          // Taken, or given up since (then open to anyone, and the link is spent).
          if (s && s.claimed) return h('div', { class: 'row' }, `Seat ${inv.seat + 1}: taken.`);
          if (s && s.open) return h('div', { class: 'row' }, `Seat ${inv.seat + 1}: open to anyone now (its link was used).`);
          return h('div', { class: 'row' }, `Seat ${inv.seat + 1}: `,
            h('span', { class: 'invite' }, link),
            h('button', { onclick: () => navigator.clipboard.writeText(link).catch(() => prompt('Copy this link', link)) }, 'Copy'));
        }));
    }
    const buttons = h('div', { class: 'row' });
    if (me === null && table.status === 'open') {
      buttons.append(h('button', { onclick: () => joinTable(id).catch((e) => alert(humanError(e))) }, 'Take a free seat'));
    }
    if (me !== null && table.status !== 'finished') {
      buttons.append(h('button', { class: 'danger', onclick: async () => {
        if (!confirm('Give up your seat? Someone else may take it.')) return;
        const held = tokens.get(id);
        if (held) { try { await api(`/api/tables/${id}/leave`, { token: held.token }); } catch (e) { alert(humanError(e)); } }
        tokens.drop(id); location.href = '/';
      } }, 'Leave seat'));
    }
    this.box.replaceChildren(h('h3', {}, 'Seats'), h('table', { class: 'players' }, ...rows), ...extra, buttons);
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
    return named || (short || !st ? `P${s + 1}` : seatName(st.table, s));
  }

  /** Seats' figures in the order their labels number them ("P1 …, P2 …": Anarcade numbers
   * players from whoever started), else as given. @param {[string, any][]} rows */
  inOrder(rows) {
    const num = (/** @type {string} */ l) => { const m = /^P(\d+)$/.exec(l); return m ? Number(m[1]) : NaN; };
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
          h('strong', { class: 'outcome-title' }, won ? 'You win!' : 'Game over'),
          h('span', {}, ...(o.winners.length ? [' ', ...nameList(o.winners.map((s) => this.seatLabel(s)), ' and '), ` ${o.winners.length > 1 ? 'share the win' : 'wins'}. `] : [' Nobody wins. '])),
          h('span', { class: 'muted' }, `${capital(o.reason)}. ${(ui && ui.scoreLabel) || 'Scores'}: ${this.inOrder(o.scores.map((sc, i) => [this.seatLabel(i, true), sc])).map(([who, sc]) => `${who} ${sc}`).join(', ')}.`)));
      const buttons = h('div', { class: 'row outcome-buttons' },
        h('a', { class: 'button', id: 'to-replay', href: `/replay/${id}` }, 'Replay'),
        h('a', { class: 'button', id: 'to-lobby', href: '/' }, 'Back to the lobby'));
      b.append(buttons);
      // The figures of the game come after the buttons; folded on a narrow screen.
      if (view && view.endSummary) {
        const figures = h('details', { class: 'figures', id: 'end-figures', open: window.innerWidth > 900 ? '' : null },
          h('summary', {}, 'How the game went'));
        b.append(figures);
        if (!st.stepsSkipped) figures.append(view.endSummary(st.steps, table));
        else {
          // The story here starts mid-game: count from the whole game's.
          const v = view; const summarise = view.endSummary.bind(view);
          figures.append(h('p', { class: 'muted' }, 'Counting the whole game…'));
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
            if (!saved) throw new Error('this browser does not hold a seat here');
            const r = await api(`/api/tables/${id}/rematch`, { token: saved.token });
            goRematch(id, r.table);
          } catch (e) { alert(humanError(e)); }
        } }, table.rematch ? 'Go to the rematch' : 'Rematch'));
      }
      this.box.append(b);
    } else if (me === null) {
      this.box.append(h('div', { class: 'banner' }, `You are watching.${ui && ui.watching ? ` ${ui.watching}` : ''}`));
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
  return label && /^P\d+$/.test(label) ? label : `P${seat + 1}`;
}

export class HintBar {
  /** @param {TableStore} store @param {ViewHolder} holder @param {(staged: any[]) => Promise<import('./types.js').Suggestion>} suggest */
  constructor(store, holder, suggest) {
    this.store = store; this.holder = holder; this.suggest = suggest;
    this.asked = 0;
    /** The hint on the line, what is left of it: its suggestion, actions, their texts and
     * words. @type {{ s: import('./types.js').Suggestion, actions: any[], texts: string[], words: string[] } | null} */
    this.told = null;
    this.text = h('div', { id: 'hint-text', class: 'hint-text', role: 'status', 'aria-live': 'polite' });
    this.button = h('button', { id: 'hint', hidden: true, title: 'What would the computer do here? Shown, not played', onclick: () => this.ask() }, 'Hint');
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
    this.text.textContent = 'Thinking…';
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
    const said = own || joinRuns(words).join(', then ');
    this.text.classList.remove('open');
    this.text.replaceChildren(h('span', {}, 'Hint: '), h('strong', {}, said), ...(why ? [h('span', {}, ' — '), h('span', { class: 'hint-why' }, why)] : []));
    this.text.title = `${said}${why ? ` — ${why}` : ''}`;
    if ([...this.text.querySelectorAll('strong, .hint-why')].some((e) => e.scrollWidth > e.clientWidth + 1)) {
      const more = h('button', { class: 'hint-more linkish', id: 'hint-more', 'aria-expanded': 'false', 'aria-label': 'more: show the whole hint', onclick: () => this.open(more) }, 'more');
      this.text.append(more);
    }
  }

  /** Opens a hint's line cut short to every word (the board refits below it). @param {HTMLElement} more */
  open(more) {
    const open = !this.text.classList.contains('open');
    this.text.classList.toggle('open', open);
    more.textContent = open ? 'less' : 'more';
    more.setAttribute('aria-expanded', String(open));
    more.setAttribute('aria-label', open ? 'less: show the hint on one line' : 'more: show the whole hint');
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
    document.title = `${mine ? '● Your turn — ' : ''}coinop — table ${this.id}`;
    setFavicon(mine);
    if (mine && !this.was) {
      if (localStorage.getItem('coinop.sound') === 'on') beep();
      if (localStorage.getItem('coinop.notify') === 'on' && document.hidden && 'Notification' in window && Notification.permission === 'granted') {
        try { new Notification('coinop: your turn', { body: `Table ${this.id} waits for your decision.` }); } catch { /* not allowed here */ }
      }
    }
    this.was = mine;
  }

  /** A checkbox kept in this browser. @param {string} key @param {string} label @param {(box: HTMLInputElement) => void} [onOn] */
  static toggle(key, label, onOn) {
    const box = h('input', { type: 'checkbox', id: `opt-${key}` });
    box.checked = localStorage.getItem(`coinop.${key}`) === 'on';
    box.addEventListener('change', () => {
      localStorage.setItem(`coinop.${key}`, box.checked ? 'on' : 'off');
      if (box.checked && onOn) onOn(box);
    });
    return h('label', { class: 'toggle', title: `${label} when a decision waits for you` }, box, label);
  }
}

/** Time left on a clock as a person reads it: "42 s", "3 min 5 s", "23 h 59 min", "2 d 4 h".
 * @param {number} ms */
export function clockText(ms) {
  const s = Math.ceil(ms / 1000);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  if (s < 86400) return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
  return `${Math.floor(s / 86400)} d ${Math.floor((s % 86400) / 3600)} h`;
}
