// @ts-check
// What every game's view shares, so a game's module is its board and controls only:
// the one animation queue (an update's events played, then the server's observation
// drawn), freezing the controls while an update is on its way, an action sent and
// refused, an error shown for a while, the hint's mark, and seats named as at the table.
import { humanError } from './dom.js';
import { sleep, animSpeed, variant } from './board.js';
import { t } from './i18n.js';
import { seatShownName } from './site.js';

/** @typedef {import('./types.js').LegalAction} LegalAction */
/** @typedef {import('./types.js').TableSummary} TableSummary */

export class BaseView {
  /**
   * @param {{ board: HTMLElement, side: HTMLElement }} root
   * @param {import('./types.js').ViewContext | null} ctx null in a replay
   * @param {import('./types.js').Viewer} you
   */
  constructor(root, ctx, you) {
    this.root = root;
    this.ctx = ctx;
    /** The seat this page plays, or null to watch. @type {number | null} */
    this.me = you && typeof you === 'object' ? you.Seat : null;
    /** The observation drawn last (the server's). @type {any} */
    this.obs = null;
    /** @type {LegalAction[]} */
    this.legal = [];
    /** @type {TableSummary | null} */
    this.table = null;
    /** The game's terms in words (Words::glossary), sent with the table's state. @type {any} */
    this.glossary = null;
    /** A suggested action to mark among the controls, or null. @type {any} */
    this.hinted = null;
    /** A suggested decision of several actions (a plan, a program), or null. @type {any[] | null} */
    this.hintPlan = null;
    this.queue = Promise.resolve();
    // `frozen`: an update is on its way or animating, so the controls on screen belong to
    // a decision already taken; `sending`: this seat's action awaits the server.
    this.frozen = false; this.sending = false; this.animating = false; this.skipped = false;
    this.message = '';
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.messageTimer = undefined;
    /** The keys were on a control a drawing took away (a decision sent): they go to the
     * next decision's first control. */
    this.focusLost = false;
  }

  // ---- what a game draws (overridden) ---------------------------------------------------

  /** Draws `this.obs` with its controls. */
  draw() {}
  /** Plays `events` on the board, ending at `obs` (drawn by `draw` after). @param {any[]} events @param {any} obs */
  async animate(events, obs) { void events; void obs; }
  /** Whether a step's events animate at all; by default any, when animations are on. @param {any[]} events */
  animates(events) { return Boolean(events && events.length && this.obs && animSpeed()); }
  /** A seat's colour on the board. @param {number} seat */
  colour(seat) { void seat; return '#888'; }

  // ---- the frame the page drives ----------------------------------------------------------

  /**
   * Plays the events (if any, and animations are on), then draws the observation.
   * Updates run one after another; the final picture is always the server's.
   * @param {any} obs @param {LegalAction[]} legal @param {any[] | null} events
   */
  show(obs, legal, events) {
    this.queue = this.queue.then(async () => {
      this.skipped = false;
      if (events && events.length && this.obs) {
        this.animating = true;
        try { await this.animate(events, obs); } catch (e) { console.error(e); }
        this.animating = false;
      }
      // A new decision: the refusal of the last one goes with it.
      this.frozen = false; this.sending = false; this.message = '';
      clearTimeout(this.messageTimer);
      this.obs = obs; this.legal = legal || [];
      // A hint stays while what it marks next is still to be done (another seat's move
      // in a round everyone plans at once, or the hint's own first steps taken).
      const next = this.hintedNow();
      if (next === null || next === undefined || !this.legal.some((l) => canon(l.action) === canon(next))) { this.hinted = null; this.hintPlan = null; }
      this.drawKeepingFocus();
    });
    return this.queue;
  }

  /** Stops the animation under way; what remains is drawn at once. */
  skip() { this.skipped = true; }

  /** Takes the controls off the screen until the next decision is drawn. */
  freeze() {
    if (this.frozen) return;
    this.frozen = true;
    this.redraw();
  }

  /** Draws again now, unless an animation owns the board. */
  redraw() { if (!this.animating && this.obs) this.drawKeepingFocus(); }

  /** Draws, keeping the keys' place: a control that had the focus and is drawn again
   * keeps it; when the focused control went (a decision sent, the controls frozen), the
   * keys go to the first control of this seat's next decision — not back to the top of
   * the page. Never on a touch screen, nor when the keys are elsewhere in the page (a
   * field being typed in). */
  drawKeepingFocus() {
    const before = document.activeElement;
    const nowhere = !before || before === document.body;
    const here = !nowhere && this.holds(before);
    if (!nowhere && !here) this.focusLost = false; // the keys went elsewhere: theirs
    const id = here && before.id ? before.id : null;
    // Chrome scrolls the page to its top when the focused control is taken out of it (a
    // tap on a phone focuses what it taps): let go of it first.
    if (here && before instanceof HTMLElement) before.blur();
    this.draw();
    if (!here && !(nowhere && this.focusLost)) return;
    const after = document.activeElement;
    if (after && after !== document.body) { this.focusLost = false; return; }
    if (matchMedia('(pointer: coarse)').matches) { this.focusLost = false; return; }
    const again = id ? document.getElementById(id) : null;
    const to = again && this.holds(again) && usable(again) ? again : this.mine() ? this.firstControl() : null;
    if (to) to.focus({ preventScroll: true });
    this.focusLost = !to;
  }

  /** Whether `el` is in this view's board or side. @param {Element} el */
  holds(el) { return this.root.board.contains(el) || this.root.side.contains(el); }

  /** The first control of the decision on screen (in the view's `#controls`).
   * @returns {HTMLElement | null} */
  firstControl() {
    const box = this.root.side.querySelector('#controls') || this.root.board.querySelector('#controls');
    if (!box) return null;
    const all = /** @type {NodeListOf<HTMLElement>} */ (box.querySelectorAll('button, a[href], input, select, textarea, summary, [tabindex]'));
    for (const el of all) if (usable(el)) return el;
    return null;
  }

  /** Waits `ms` scaled by the animation speed, or not at all once skipped. @param {number} ms */
  wait(ms) {
    const k = animSpeed();
    return this.skipped || !k ? Promise.resolve() : sleep(ms * k);
  }

  /** A refusal in words, gone after a while or at the next decision.
   * @param {{ code?: string, fields?: any, message?: string }} error */
  error(error) {
    // A lesson's answer to another move is said by the lesson, beside its step's words.
    if (error && error.code === 'not_in_lesson' && this.ctx && this.ctx.lesson) { this.sending = false; this.redraw(); return; }
    this.message = humanError(error); this.sending = false;
    clearTimeout(this.messageTimer);
    this.messageTimer = setTimeout(() => { this.message = ''; this.redraw(); }, 8000);
    this.redraw();
    // Said where the player looks: a refusal drawn below the screen's edge is brought up.
    const said = document.getElementById('message');
    if (said && said.getBoundingClientRect().bottom > window.innerHeight) said.scrollIntoView({ block: 'nearest' });
  }

  /** Sends actions for this seat (all or nothing); a refusal is shown. @param {any[]} actions */
  act(actions) {
    if (!this.ctx || this.sending) return;
    const hinted = this.hinted !== null && this.hinted !== undefined;
    this.followHint(actions);
    // The hint followed to its end (or left): its line goes now, not after the move's
    // animation and the other players' turns.
    if (hinted && (this.hinted === null || this.hinted === undefined) && this.ctx.changed) this.ctx.changed();
    this.sending = true; this.message = '';
    this.redraw();
    this.ctx.act(actions).catch((e) => this.error(e));
  }

  /** Whether this seat may act now: a decision waits, and nothing is on its way. */
  mine() { return this.me !== null && Boolean(this.ctx) && this.legal.length > 0 && !this.frozen && !this.sending && !this.animating; }
  /** The first legal action `pred` accepts. @param {(action: any) => boolean} pred */
  legalWhere(pred) { return this.legal.find((l) => pred(l.action)); }
  /** The legal actions of one kind. @param {string} kind */
  legalAll(kind) { return this.legal.filter((l) => variant(l.action) === kind); }

  /** A hint (the page's, or a lesson's step): the suggested action's control is marked;
   * null takes it away. @param {import('./types.js').Suggestion | null} s */
  hint(s) {
    this.hinted = s ? s.action : null;
    this.hintPlan = s && s.actions && s.actions.length > 1 ? s.actions : null;
    this.redraw();
  }

  /** Actions sent: a hint they follow goes on from after them; one they leave goes.
   * @param {any[]} actions */
  followHint(actions) {
    const plan = this.hintPlan || (this.hinted !== null && this.hinted !== undefined ? [this.hinted] : null);
    if (!plan) return;
    const sent = actions.map(canon);
    if (sent.length < plan.length && sent.every((a, i) => a === canon(plan[i]))) {
      this.hintPlan = plan.slice(sent.length);
      this.hinted = this.hintPlan[0];
    } else {
      this.hinted = null; this.hintPlan = null;
    }
  }

  /** The actions this seat has staged in the page towards one decision (a plan's cards
   * laid, a program's cards placed), sent together; none by default. @returns {any[]} */
  staged() { return []; }

  /** The action a hint marks now: of a decision of several actions, the first not yet
   * staged (a plan's next card, then its Commit). */
  hintedNow() {
    const plan = this.hintPlan;
    if (!plan) return this.hinted;
    const staged = this.staged().map(canon);
    let i = 0;
    while (i < staged.length && i < plan.length && canon(plan[i]) === staged[i]) i += 1;
    return i < plan.length ? plan[i] : null;
  }

  /** Whether `action` is the one the hint marks now. @param {any} action */
  isHinted(action) {
    const now = this.hintedNow();
    return now !== null && now !== undefined && canon(now) === canon(action);
  }

  /** @param {TableSummary} table */
  setTable(table) { this.table = table; }
  /** @param {any} glossary */
  setGlossary(glossary) { this.glossary = glossary; }

  /** A seat as players know it: its name, with its number when another seat shares it.
   * @param {number} seat */
  name(seat) {
    const table = this.table;
    const name = table && table.seats[seat] && table.seats[seat].name;
    const n = this.playerNumber(seat);
    if (!name || !table) return t('table-player', { n });
    const shared = table.seats.filter((x) => x.name === name).length > 1;
    const shown = seatShownName(table.seats[seat]);
    return shared ? t('table-player-shared', { name: shown, n }) : shown;
  }

  /** A seat's player number as the game numbers players: by default its place at the
   * table (Anarcade: in turn order from whoever started). @param {number} seat */
  playerNumber(seat) { return seat + 1; }
}

/** Whether the keys can go to `el`: in the tab order, enabled and shown.
 * @param {Element} el @returns {el is HTMLElement} */
function usable(el) {
  return el instanceof HTMLElement && el.tabIndex >= 0 && !(/** @type {any} */ (el).disabled) && !el.closest('[inert], [aria-disabled="true"]') && el.getClientRects().length > 0;
}

/** An action as text with its keys in order, to compare two. @param {any} v @returns {string} */
export function canon(v) {
  if (Array.isArray(v)) return `[${v.map(canon).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canon(v[k])}`).join(',')}}`;
  return JSON.stringify(v);
}
