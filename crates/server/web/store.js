// @ts-check
// One table as the page knows it: the server's `state`, `update`, `table`, `rematch`,
// `left` and unsolicited `error` messages reduced into one state, with the one queue of
// updates waiting to be shown. An update is shown in two beats: the board animates its
// events (`animate`, set by the page), then the state takes it in and subscribers hear
// `step` — so the log, the seats and the banner tell one story at one moment, the
// board's. Panels subscribe; nothing else keeps a copy of the table.

/** @typedef {import('./types.js').Step} Step */
/** @typedef {import('./types.js').TableSummary} TableSummary */

/**
 * @typedef {object} TableState
 * @property {TableSummary} table
 * @property {import('./types.js').Viewer} you
 * @property {number} ply
 * @property {any} observation
 * @property {import('./types.js').LegalAction[]} legal
 * @property {(number | null)[]} clocks milliseconds left per seat, when `clocksAt`
 * @property {number} clocksAt
 * @property {Step[]} steps the game's story so far as this viewer may see it, as shown
 * @property {number} stepsSkipped how many early steps a long game's state left out
 * @property {any} glossary the game's terms in words (Words::glossary)
 */

/**
 * What subscribers hear: `reset` (a fresh state: everything changed), `step` (an update
 * was shown; its steps, one an action it applied, in `detail`), `seats` (only the seats changed), `rematch`,
 * `incoming` (an update arrived: controls of a decision already taken must go),
 * `backlog` (updates are waiting or animating: `detail` says whether "skip" is worth
 * showing), `left` (the seat was given up; `detail` the message), `error` (a refusal
 * that answers no request).
 * @typedef {'reset' | 'step' | 'seats' | 'rematch' | 'incoming' | 'backlog' | 'left' | 'error' | 'chat' | 'chat_history'} Change
 */

export class TableStore {
  constructor() {
    /** @type {TableState | null} */
    this.state = null;
    /** @type {any[]} */
    this.queue = [];
    this.showing = false;
    this.skipping = false;
    this.generation = 0;
    /** @type {Set<(change: Change, detail?: any) => void>} */
    this.subscribers = new Set();
    /**
     * Plays an update's events on the board before the state takes it in; `events` is
     * null when the board should draw the update at once (skipped, or far behind).
     * @type {(update: any, events: any[] | null) => Promise<void> | void}
     */
    this.animate = () => {};
    /** Whether an update's events would animate at all (for the "skip" button). @type {(events: any[]) => boolean} */
    this.animates = () => false;
    /** Updates wait behind this while the page sets itself up for a fresh state. */
    this.gate = Promise.resolve();
  }

  /**
   * Holds the queue of updates until the returned function is called: a page setting
   * itself up for a fresh state (loading the game's module, drawing the first picture
   * and the story so far) takes no update before it is ready for it.
   * @returns {() => void}
   */
  hold() {
    /** @type {() => void} */
    let release = () => {};
    const held = new Promise((r) => { release = () => r(undefined); });
    this.gate = this.gate.then(() => held);
    return release;
  }

  /** @param {(change: Change, detail?: any) => void} fn */
  subscribe(fn) {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  /** @param {Change} change @param {any} [detail] */
  notify(change, detail) {
    for (const fn of this.subscribers) {
      try { fn(change, detail); } catch (e) { console.error(e); }
    }
  }

  /** The seat this page plays, or null when watching. */
  get seat() {
    const you = this.state && this.state.you;
    return you && typeof you === 'object' ? you.Seat : null;
  }

  /** Whether a decision of this page's seat waits now. */
  get myTurn() {
    const st = this.state; const me = this.seat;
    return !!st && me !== null && !st.table.outcome && st.table.waiting.includes(me);
  }

  /** Milliseconds left on `seat`'s clock now, or null without one. @param {number} seat */
  clockLeft(seat) {
    const st = this.state;
    const c = st && st.clocks[seat];
    return c == null || !st ? null : Math.max(0, c - (Date.now() - st.clocksAt));
  }

  /** Reduces one message from the server. @param {any} msg */
  receive(msg) {
    switch (msg.type) {
      case 'state':
        this.generation += 1;
        this.queue.length = 0;
        this.skipping = false;
        this.state = {
          table: msg.table, you: msg.you, ply: msg.ply, observation: msg.observation, legal: msg.legal,
          clocks: msg.clocks, clocksAt: Date.now(), steps: msg.steps || [], stepsSkipped: msg.steps_skipped || 0,
          glossary: msg.glossary ?? null,
        };
        this.notify('reset');
        break;
      case 'update':
        this.queue.push(msg);
        this.notify('incoming');
        if (this.showing) this.notify('backlog', true);
        this.drain();
        break;
      case 'table': {
        // Only the seats changed. The game shown may trail the game (an animation, a
        // backlog): take the seats alone, here and in the updates still to show.
        const seats = { seats: msg.table.seats, status: msg.table.status };
        for (const u of this.queue) Object.assign(u.table, seats);
        if (!this.state) break;
        this.state.table = { ...this.state.table, ...seats };
        this.notify('seats');
        break;
      }
      case 'rematch':
        if (this.state) this.state.table.rematch = msg.table;
        this.notify('rematch', msg.table);
        break;
      case 'left':
        this.notify('left', msg.message);
        break;
      // Chat is beside the game, never held back by its animations.
      case 'chat':
        this.notify('chat', msg.line);
        break;
      case 'chat_history':
        this.notify('chat_history', msg);
        break;
      case 'error':
        this.notify('error', msg);
        break;
      default: break;
    }
  }

  /** Shows what is queued at once, without animating. */
  skipToNow() {
    if (this.showing || this.queue.length) this.skipping = true;
  }

  async drain() {
    if (this.showing) return;
    this.showing = true;
    try {
      while (this.queue.length && this.state) {
        await this.gate;
        if (!this.queue.length || !this.state) break;
        const u = this.queue.shift();
        const generation = this.generation;
        /** @type {Step[]} */
        const steps = u.steps || [];
        const events = steps.flatMap((s) => s.events);
        this.notify('backlog', this.queue.length > 0 || this.animates(events));
        // Far behind (a fast table of computers, a spectator): catch up without
        // animating, so the board never trails the game by more than a few moves.
        const behind = this.queue.length > 5;
        await this.animate(u, this.skipping || behind ? null : events);
        // A fresh state came meanwhile: it holds this update already.
        if (generation !== this.generation || !this.state) continue;
        const st = this.state;
        st.table = u.table; st.ply = u.ply; st.observation = u.observation; st.legal = u.legal;
        st.clocks = u.clocks; st.clocksAt = Date.now();
        st.steps.push(...steps);
        this.notify('step', steps);
      }
    } finally {
      this.showing = false;
      this.skipping = false;
      this.notify('backlog', false);
    }
  }
}
