// @ts-check
// "What just happened", beside the board: the last round or turn in a few lines of the
// log's own (its spans drawn by the same painter, so seats show in their colours), with
// one click to watch it again on the board and the whole log a click away. Generic over
// games: a stretch is what the log groups under one Round mark, chosen by the marks the
// server sends; nothing here reads a sentence.
import { h } from './dom.js';
import { lineNode, lineText } from './log.js';
import { api, revealAll } from './site.js';
import { animSpeed } from './board.js';
import { t } from './i18n.js';
import { slot, fill } from './slots.js';

/** @typedef {import('./types.js').Step} Step */
/** @typedef {import('./types.js').Line} Line */
/** @typedef {import('./types.js').Mark} Mark */
/** @typedef {import('./store.js').TableStore} TableStore */
/** @typedef {import('./panels.js').ViewHolder} ViewHolder */
/** @typedef {import('./log.js').SpanPainter} SpanPainter */

/** Where a told entry is: its step's index in the story, and its index in that step. @typedef {{ s: number, t: number }} Pos */

/**
 * A stretch of the story as the summary tells it.
 * @typedef {object} Stretch
 * @property {Mark | null} mark the Round mark it begins at (null: the setting up before the first)
 * @property {number} first the index of the step it begins in (its mark's, or its first told line's)
 * @property {{ line: Line, ply: number }[]} lines its lines, folded as the log folds them, without
 *   the quiet ones (they only repeat the heading)
 * @property {boolean} done a later stretch has begun, or the game ended in it
 * @property {boolean} over the game ended in it
 * @property {string} key what it is, to tell a new summary from the one on screen
 */

/** How many lines the summary shows of a long stretch (one more is shown rather than "+1
 * more"): with the line saying how many more, the panel's eight rows. */
export const MOST = 7;

/**
 * The stretch the summary tells, from the story as shown.
 *
 * The decision: the last *completed* stretch — from the one but last Round mark to the
 * last. The stretch under way has just begun when a player looks up to decide (their own
 * turn opens with nothing told yet; a round of Arcade Tanks opens with planning, its story
 * at its end), and what they need is the one before: the other player's turn, the round
 * just resolved. It stays put while the next one is played (the board animates that
 * live), so it is announced once, when it is new. Exceptions: once the game is over the
 * last stretch is complete and shown with its end; before any stretch is complete, the
 * one under way is shown as it grows (the setting up before the first mark, if it told
 * something, counts as complete).
 * @param {Step[]} steps
 * @param {boolean} finished the table's game is over
 * @returns {Stretch | null}
 */
export function chooseStretch(steps, finished) {
  /** @type {(Pos & { mark: Mark })[]} */
  const rounds = [];
  let over = finished;
  for (let s = steps.length - 1; s >= 0 && rounds.length < 2; s--) {
    const told = steps[s].told || [];
    for (let t = told.length - 1; t >= 0 && rounds.length < 2; t--) {
      const m = told[t].mark;
      if (!m) continue;
      if (m.mark === 'game_over' && !rounds.length) over = true;
      if (m.mark === 'round') rounds.push({ s, t, mark: m });
    }
  }
  const [last, before] = rounds;
  if (!steps.length) return null;
  if (!last) return collect(steps, null, { s: 0, t: 0 }, null, over);
  if (over) return collect(steps, last.mark, last, null, true);
  const done = collect(steps, before ? before.mark : null, before || { s: 0, t: 0 }, last, true);
  return done.lines.length || before ? done : collect(steps, last.mark, last, null, false);
}

/**
 * The lines told from `from` up to `to` (exclusive; null: to the end), folded as the log
 * folds them: a line that `folds` takes the place of the one before, unless a mark came
 * between.
 * @param {Step[]} steps @param {Mark | null} mark @param {Pos} from @param {Pos | null} to @param {boolean} done
 * @returns {Stretch}
 */
function collect(steps, mark, from, to, done) {
  /** @type {{ line: Line, ply: number }[]} */
  const lines = [];
  let last = -1; let over = false; let first = -1; let told = 0;
  const end = to ? to.s : steps.length - 1;
  for (let s = from.s; s <= end && s < steps.length; s++) {
    const all = steps[s].told || [];
    const t1 = to && s === to.s ? to.t : all.length;
    for (let t = s === from.s ? from.t : 0; t < t1; t++) {
      const x = all[t];
      if (x.mark) { last = -1; if (x.mark.mark === 'game_over') over = true; }
      if (x.mark || x.line) { told += 1; if (first < 0) first = s; }
      if (!x.line) continue;
      if (x.folds && last >= 0) { lines[last] = { line: x.line, ply: steps[s].ply }; continue; }
      lines.push({ line: x.line, ply: steps[s].ply });
      last = lines.length - 1;
    }
  }
  if (mark) first = from.s;
  const kept = lines.filter((l) => !l.line.quiet);
  const tail = kept.length ? lineText(kept[kept.length - 1].line) : '';
  return { mark, first: Math.max(0, first), lines: kept, done: done || over, over, key: `${from.s}/${from.t}/${done || over}/${told}/${kept.length}/${tail}` };
}

/**
 * The lines to show of a stretch's `n`: all of them when they are few; else the most
 * telling — every strong line (a game's big moments), then the latest — up to `max`, in
 * the story's order.
 * @param {{ line: Line }[]} lines @param {number} [max]
 * @returns {number[]} their indices
 */
export function pick(lines, max = MOST) {
  if (lines.length <= max + 1) return lines.map((_, i) => i);
  const chosen = new Set(lines.map((l, i) => (l.line.strong ? i : -1)).filter((i) => i >= 0).slice(-max));
  for (let i = lines.length - 1; i >= 0 && chosen.size < max; i--) chosen.add(i);
  return [...chosen].sort((a, b) => a - b);
}

/** What a stretch is called: "Last turn", "Last round", "The end"…
 * @param {Stretch} st */
function label(st) {
  const turn = !!st.mark && st.mark.seat !== undefined && st.mark.seat !== null;
  if (st.over) return t('table-summary-the-end');
  if (!st.mark) return st.done ? t('table-summary-setting-up') : t('table-summary-so-far');
  if (!st.done) return turn ? t('table-summary-this-turn') : t('table-summary-this-round');
  return turn ? t('table-summary-last-turn') : t('table-summary-last-round');
}

/** A circular arrow, drawn (a font's ↻ is an empty box on some machines). */
function replayIcon() {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24'); svg.setAttribute('width', '16'); svg.setAttribute('height', '16');
  svg.setAttribute('aria-hidden', 'true');
  const p = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  p.setAttribute('d', 'M4 12 A8 8 0 1 0 6.3 6.3 M4 3 V7.5 H8.5');
  p.setAttribute('fill', 'none'); p.setAttribute('stroke', 'currentColor'); p.setAttribute('stroke-width', '2.4');
  p.setAttribute('stroke-linecap', 'round'); p.setAttribute('stroke-linejoin', 'round');
  svg.append(p);
  return svg;
}

/**
 * Where the board was when an update began: its observation, and the steps the update
 * brought (`at` to `to` in the story). Kept for each update that began a stretch, and for
 * the state the page started from (`to` = `at`).
 * @typedef {{ at: number, to: number, obs: any }} Boundary
 */

/**
 * The panel: a region with its heading, the stretch's heading and lines (announced,
 * politely, when a new one comes), "Watch again", and the way to the whole log. On a
 * narrow screen one line under the board that opens.
 */
export class StretchSummary {
  /**
   * @param {HTMLElement} box the panel's element (a section), filled here
   * @param {TableStore} store
   * @param {ViewHolder} holder
   * @param {SpanPainter} paint
   * @param {{ id: string, log: HTMLElement, beforeWatch?: () => void }} opts `log`: the
   *   whole log's box; `beforeWatch`: called as a replay starts (the hint goes)
   */
  constructor(box, store, holder, paint, opts) {
    this.box = box; this.store = store; this.holder = holder; this.paint = paint; this.opts = opts;
    /** The stretch on screen. @type {Stretch | null} */
    this.stretch = null;
    this.shownKey = '';
    /** The view the panel was drawn with (its colours), and the one before the fresh state. */
    /** @type {any} */
    this.drawnWith = null;
    /** @type {any} */
    this.viewAtReset = null;
    this.settingUp = true;
    /** @type {Boundary[]} */
    this.boundaries = [];
    /** The observation the board showed before the update being taken in. @type {any} */
    this.before = null;
    this.watching = false;
    /** Which stretch it is, for the button's words: setting-up, last-turn, current-turn,
     * last-round, current-round. */
    this.what = 'last-turn';

    // The heading is the stretch's name ("Last turn: Turn 5 — Orange 3"), a button that
    // folds the panel: open on a wide screen, folded to this one line (with the stretch's
    // most telling line after it) under the board on a narrow one.
    this.name = h('span', { class: 'summary-name', id: 'summary-stretch' });
    this.gist = h('span', { class: 'summary-gist' });
    this.toggle = h('button', { class: 'summary-toggle', id: 'summary-toggle', type: 'button', 'aria-expanded': 'true', 'aria-controls': 'summary-body',
      onclick: () => { this.setOpen(!this.isOpen()); if (!this.narrow.matches && this.isOpen()) this.redraw(); } }, h('span', { class: 'summary-oneline', 'aria-live': 'polite' }, this.name, this.gist));
    this.why = h('span', { class: 'sr-only', id: 'watch-why' });
    this.watch = h('button', { class: 'summary-watch', id: 'watch-again', type: 'button', disabled: true, 'aria-describedby': 'watch-why',
      onclick: () => (this.watching ? this.stop() : this.replay()) }, replayIcon(), h('span', { class: 'watch-words' }, t('table-summary-watch')));
    this.lines = h('div', { class: 'summary-lines', id: 'summary-lines' });
    this.body = h('div', { class: 'summary-body', id: 'summary-body', 'aria-live': 'polite' }, this.lines);
    box.setAttribute('aria-label', t('table-summary-title'));
    box.replaceChildren(h('div', { class: 'summary-top' }, h('h3', { id: 'summary-title' }, this.toggle), this.watch, this.why), this.body);
    // Open or folded as this screen's width has it, unless the reader chose.
    this.narrow = window.matchMedia('(max-width: 900px)');
    /** @type {{ narrow: boolean, wide: boolean }} */
    this.opened = { narrow: false, wide: true };
    this.narrow.addEventListener('change', () => { this.setOpen(this.isOpen()); this.redraw(); });
    this.setOpen(this.isOpen());
    this.drawEmpty();

    store.subscribe((change, detail) => {
      const st = store.state;
      if (change === 'reset' && st) {
        this.settingUp = true; this.viewAtReset = holder.view;
        this.before = st.observation;
        this.boundaries = [{ at: st.steps.length, to: st.steps.length, obs: st.observation }];
        this.shownKey = '';
      }
      if (change === 'step' && st && detail) {
        /** @type {Step[]} */
        const steps = detail;
        const begins = steps.some((s) => (s.told || []).some((x) => x.mark && x.mark.mark === 'round'));
        if (begins) {
          this.boundaries.push({ at: st.steps.length - steps.length, to: st.steps.length, obs: this.before });
          // The stretch shown and the one under way are all that can be asked for.
          if (this.boundaries.length > 4) this.boundaries.splice(1, this.boundaries.length - 4);
        }
        this.before = st.observation;
      }
      // The fresh state's view is ready when the page tells the seats again with it.
      if (change === 'seats' && this.settingUp && holder.view && holder.view !== this.viewAtReset) this.settingUp = false;
      if (['step', 'seats', 'rematch'].includes(change)) this.draw();
      this.refresh();
    });
  }

  /** Draws the stretch again (the panel's room changed). */
  redraw() { this.shownKey = ''; this.draw(); }

  /** Whether the panel is open at this screen's width. */
  isOpen() { return this.opened[this.narrow.matches ? 'narrow' : 'wide']; }

  /** Opens or folds the panel, at this screen's width. @param {boolean} open */
  setOpen(open) {
    this.opened[this.narrow.matches ? 'narrow' : 'wide'] = open;
    this.box.classList.toggle('folded', !open);
    this.toggle.setAttribute('aria-expanded', String(open));
  }

  drawEmpty() {
    this.name.replaceChildren(t('table-summary-title'));
    this.gist.replaceChildren(t('table-summary-nothing-gist'));
    this.lines.replaceChildren(h('div', { class: 'muted summary-line' }, t('table-summary-nothing-yet')));
  }

  /** Draws the stretch to tell, if it is not the one on screen already (so a screen
   * reader hears each summary once). */
  draw() {
    const st = this.store.state;
    if (!st || this.settingUp) return;
    const stretch = chooseStretch(st.steps, !!st.table.outcome);
    const key = stretch ? `${this.store.generation}:${stretch.key}` : '';
    if (key === this.shownKey && this.drawnWith === this.holder.view) { this.stretch = stretch; return; }
    this.shownKey = key; this.drawnWith = this.holder.view; this.stretch = stretch;
    if (!stretch || (!stretch.lines.length && (!stretch.mark || !stretch.done))) { this.stretch = null; this.drawEmpty(); return; }
    const name = label(stretch);
    this.name.replaceChildren(...(stretch.mark
      ? fill(t('table-summary-named', { name, heading: slot(0) }), [lineNode(stretch.mark.heading, this.paint)])
        .map((n) => (typeof n === 'string' ? h('span', { class: 'summary-label' }, n) : n))
      : [h('span', { class: 'summary-label' }, name)]));
    const turn = !!stretch.mark && stretch.mark.seat !== undefined && stretch.mark.seat !== null;
    this.what = !stretch.mark ? 'setting-up' : `${stretch.done ? 'last' : 'current'}-${turn ? 'turn' : 'round'}`;
    // The most telling lines; on a wide screen as many as fit its rows (a long line
    // takes two), the oldest of the plain ones left out first — so the end shows.
    const chosen = pick(stretch.lines);
    this.drawLines(stretch, chosen);
    if (!this.narrow.matches && this.isOpen()) {
      while (chosen.length > 1 && this.body.scrollHeight > this.body.clientHeight + 1) {
        const plain = chosen.findIndex((i) => !stretch.lines[i].line.strong);
        chosen.splice(plain >= 0 ? plain : 0, 1);
        this.drawLines(stretch, chosen);
      }
    }
    // Folded to one line: its most telling line after its name.
    const strong = stretch.lines.filter((l) => l.line.strong);
    const top = strong.length ? strong[strong.length - 1] : stretch.lines[stretch.lines.length - 1];
    this.gist.replaceChildren(...(top ? [' — ', lineNode(top.line, this.paint)] : []));
    // Cut short on one line: the whole of it on hovering.
    this.toggle.title = `${this.name.textContent}${this.gist.textContent}`;
  }

  /** The chosen lines of a stretch, after the way to the rest.
   * @param {Stretch} stretch @param {number[]} chosen */
  drawLines(stretch, chosen) {
    const hidden = stretch.lines.length - chosen.length;
    this.lines.replaceChildren(...(hidden ? [this.logButton(hidden)] : []), ...chosen.map((i, k) => h('div', {
      class: `summary-line${k > 0 && chosen[k - 1] !== i - 1 ? ' after-gap' : ''}`, 'data-ply': stretch.lines[i].ply,
    }, lineNode(stretch.lines[i].line, this.paint))));
    if (!chosen.length) this.lines.append(h('div', { class: 'muted summary-line' }, t('table-summary-nothing-to-tell')));
  }

  /** The way to the lines left out, in the whole log. @param {number} hidden */
  logButton(hidden) {
    return h('div', { class: 'summary-line summary-more' }, h('button', { class: 'linkish', id: 'summary-log', type: 'button', title: t('table-summary-to-log-title'), onclick: () => this.toLog() },
      t('table-summary-to-log', { n: hidden })));
  }

  /** Shows the stretch in the whole log: its round opened, scrolled to, focused. */
  toLog() {
    const log = this.opts.log;
    const mark = this.stretch && this.stretch.mark;
    const groups = [...log.querySelectorAll('.log-round')];
    const group = mark && mark.number !== undefined
      ? groups.filter((g) => g.getAttribute('data-round') === String(mark.number)).pop()
      : groups[0];
    const target = /** @type {HTMLElement | undefined} */ (group || log);
    if (target instanceof HTMLDetailsElement) target.open = true;
    target.scrollIntoView({ block: 'start', behavior: 'smooth' });
    const focusable = /** @type {HTMLElement | null} */ (target.querySelector('summary'));
    if (focusable) focusable.focus({ preventScroll: true });
  }

  /** Where the board can start the stretch shown: the observation before its first step,
   * and the step its events start at; null if this page never saw it (it came in
   * later) and the game is not over.
   *
   * The decision: the board starts where it stood before the update that began the
   * stretch — the only pictures the page has are the server's, one an update — and plays
   * every event from there to now. So a replay may open with the end of the stretch before
   * (the action that ended a turn, in the same update as the next turn's start) and ends
   * with what the stretch under way has told so far: the events always lead from the
   * picture drawn to the one the server sent last, which no other choice guarantees. */
  startOf() {
    const st = this.store.state; const s = this.stretch;
    if (!st || !s) return null;
    // The update that began it; or the state the page started from, if nothing was told
    // between that state and the stretch's beginning.
    for (let i = this.boundaries.length - 1; i >= 0; i--) {
      const b = this.boundaries[i];
      if (b.at > s.first) continue;
      if (b.to > s.first || !st.steps.slice(b.at, s.first).some((x) => (x.told || []).some((t) => t.mark || t.line))) return { obs: b.obs, at: b.at };
      break;
    }
    return null;
  }

  /** Why "Watch again" cannot run now, or '' if it can. */
  blocked() {
    const st = this.store.state; const view = this.holder.view; const s = this.stretch;
    if (!st || !view || this.settingUp || !s || !s.lines.length) return t('table-summary-nothing-to-watch');
    if (!animSpeed()) return t('table-summary-animations-off');
    const kind = s.mark && s.mark.seat !== undefined && s.mark.seat !== null ? 'turn' : 'round';
    if (!this.startOf() && !(st.table.outcome && st.steps[s.first] && st.steps[s.first].ply > 0)) {
      return t('table-summary-joined-after', { kind });
    }
    if (this.store.showing || this.store.queue.length) return t('table-summary-board-busy');
    if (view.sending) return t('table-summary-sending');
    if (view.staged && view.staged().length) return t('table-summary-staged');
    return '';
  }

  /** The button as things stand. */
  refresh() {
    if (this.watching) {
      this.watch.disabled = false; this.watch.title = t('table-summary-stop-title');
      this.watch.setAttribute('aria-label', t('table-summary-stop-label'));
      this.why.textContent = '';
      return;
    }
    const why = this.blocked();
    this.watch.disabled = !!why;
    this.watch.title = why || t('table-summary-watch-title', { what: this.what });
    this.watch.setAttribute('aria-label', t('table-summary-watch-label', { what: this.what }));
    this.why.textContent = why;
  }

  /** Stops a replay: the rest is drawn at once. */
  stop() {
    const view = this.holder.view;
    if (view && view.skip) view.skip();
  }

  /**
   * Plays the stretch again: the board drawn as it was when it began, then the events
   * from there to now animated as they were, ending on the server's latest observation
   * with this seat's decision (if any) and its controls. Updates wait meanwhile (the
   * store's queue is held); one that came is then shown as usual, its controls frozen.
   */
  async replay() {
    if (this.watching || this.blocked()) return;
    const st = this.store.state; const view = this.holder.view; const s = this.stretch;
    if (!st || !view || !s) return;
    const generation = this.store.generation;
    this.watching = true; this.box.dataset.watching = 'true';
    this.watch.querySelector('.watch-words')?.replaceChildren(t('table-summary-stop'));
    this.refresh();
    /** @type {(() => void) | null} */
    let release = null;
    let drawnStart = false;
    try {
      let start = this.startOf();
      if (!start) {
        // A finished game's step from the replay API: the spectator's view and this
        // seat's own where it differs. Nothing is secret any more.
        const ply = st.steps[s.first].ply;
        const r = await api(`/api/tables/${this.opts.id}/replay/${ply - 1}`);
        const seat = this.store.seat;
        start = { obs: revealAll(r.observation, seat !== null && r.reveals ? [r.reveals[seat]] : []), at: s.first };
      }
      if (this.store.generation !== generation || this.holder.view !== view || this.blocked()) return;
      release = this.store.hold();
      if (this.opts.beforeWatch) this.opts.beforeWatch();
      const events = st.steps.slice(start.at).flatMap((x) => x.events || []);
      drawnStart = true;
      await view.show(start.obs, [], null);
      if (this.store.generation !== generation || this.holder.view !== view) return;
      await view.show(st.observation, st.legal, events);
      drawnStart = false;
    } catch (e) {
      console.error(e);
    } finally {
      // Whatever happened, the board ends on the server's latest picture.
      if (drawnStart && this.store.generation === generation && this.holder.view === view) await view.show(st.observation, st.legal, null);
      // An update waits behind the replay: the decision on screen is already taken.
      if (this.store.queue.length && this.holder.view === view && view.freeze) view.freeze();
      this.watching = false; delete this.box.dataset.watching;
      this.watch.querySelector('.watch-words')?.replaceChildren(t('table-summary-watch'));
      if (release) release();
      this.refresh();
    }
  }
}
