// @ts-check
// The game's story as the log shows it, for every game: steps of told events grouped by
// their marks (a round or turn opens a group, a phase a section in it), each line drawn
// from its spans — a seat, a piece, a place or a card is data, drawn by the view where it
// knows how (`logSpan`), else as the words in the seat's colour. Nothing here reads a
// sentence.
import { h } from './dom.js';
import { t } from './i18n.js';
import { personName } from './site.js';

/** @typedef {import('./types.js').Span} Span */
/** @typedef {import('./types.js').Line} Line */
/** @typedef {import('./types.js').Step} Step */

/**
 * How spans become nodes: the view's drawing of a span, if it has one, else the words,
 * coloured and titled by the seat they name.
 * @typedef {object} SpanPainter
 * @property {(span: Span) => Node | null} [view] the view's own drawing (`logSpan`)
 * @property {(seat: number) => string} colour
 * @property {(seat: number) => string} name the seat's player, for a tooltip
 */

/**
 * A line drawn from its spans.
 * @param {Line} line
 * @param {SpanPainter} paint
 */
export function lineNode(line, paint) {
  const out = h('span', { class: line.strong ? 'log-big' : line.quiet ? 'log-turn' : '' });
  for (const span of line.spans) {
    const own = paint.view ? paint.view(span) : null;
    if (own) out.append(own);
    else if (span.seat !== undefined && span.seat !== null) {
      out.append(h('bdi', { class: 'who name', title: paint.name(span.seat), style: `color:${paint.colour(span.seat)}` }, personName(span.text)));
    } else out.append(span.text);
  }
  return out;
}

/** The words of a line alone (for titles and tests). @param {Line} line */
export const lineText = (line) => line.spans.map((s) => s.text).join('');

/**
 * @typedef {object} LogEntry
 * @property {number} ply the action whose events the line tells (the first, if folded)
 * @property {number} to the last action the line tells
 * @property {HTMLElement} node
 */

export class StoryLog {
  /**
   * @param {HTMLElement} box
   * @param {SpanPainter} paint
   * @param {{ seek?: (ply: number) => void, closeOld?: boolean }} [opts]
   *   `seek`: lines are links to their action (the replay); `closeOld`: a new round
   *   folds the one before (the live table)
   */
  constructor(box, paint, opts = {}) {
    this.box = box;
    this.paint = paint;
    this.seek = opts.seek || null;
    this.closeOld = !!opts.closeOld;
    /** @type {LogEntry[]} */
    this.entries = [];
    this.reset();
  }

  /** Empties the log; `note` (if any) says what a long game leaves out. @param {string | null} [note] */
  reset(note = null) {
    this.box.replaceChildren();
    this.entries = [];
    /** @type {HTMLElement | null} */
    this.group = null;
    /** @type {HTMLElement | null} */
    this.section = null;
    /** @type {LogEntry | null} */
    this.last = null;
    if (note) this.box.append(h('div', { class: 'muted', id: 'log-skipped' }, note));
  }

  /** Appends steps' lines, keeping the view scrolled to the end if it was. @param {Step[]} steps */
  add(steps) {
    const atBottom = this.box.scrollTop + this.box.clientHeight >= this.box.scrollHeight - 30;
    for (const step of steps) this.addStep(step);
    if (atBottom && !this.seek) this.box.scrollTop = this.box.scrollHeight;
  }

  /** @param {Step} step */
  addStep(step) {
    for (const told of step.told) {
      if (told.mark) this.open(told.mark);
      // A quiet line only says again the heading just opened («Ход 3 — Игрок 2»).
      if (!told.line || (told.mark && told.line.quiet)) continue;
      if (told.folds && this.last) {
        this.last.to = step.ply;
        this.last.node.replaceChildren(lineNode(told.line, this.paint));
        if (this.seek) this.seekable(this.last);
        continue;
      }
      const node = h('div', { class: 'log-line' }, lineNode(told.line, this.paint));
      const entry = { ply: step.ply, to: step.ply, node };
      if (this.seek) this.seekable(entry);
      if (!this.group) { this.group = h('div', { class: 'log-round' }); this.box.append(this.group); }
      (this.section || this.group).append(node);
      this.entries.push(entry);
      this.last = entry;
    }
  }

  /** @param {import('./types.js').Mark} mark */
  open(mark) {
    const heading = lineNode(mark.heading, this.paint);
    this.last = null;
    if (mark.mark === 'round') {
      if (this.group && this.closeOld && this.group instanceof HTMLDetailsElement) this.group.open = false;
      this.group = h('details', { class: 'log-round', open: true, 'data-round': mark.number }, h('summary', {}, heading));
      this.box.append(this.group);
      this.section = null;
      return;
    }
    if (!this.group) { this.group = h('div', { class: 'log-round' }); this.box.append(this.group); }
    this.section = h('div', { class: 'log-phase', 'data-phase': mark.phase || 'game-over' }, h('div', { class: 'log-phase-title' }, heading));
    this.group.append(this.section);
  }

  /** @param {LogEntry} entry */
  seekable(entry) {
    const n = entry.node;
    n.classList.add('seekable');
    n.dataset.ply = String(entry.ply);
    n.title = entry.to ? t('table-log-go-to', { n: String(entry.to) }) : t('table-log-go-to-start');
    const seek = this.seek;
    n.onclick = () => { if (seek) seek(entry.to); };
  }

  /** Marks the lines of the action shown (`now`) and those still to come (`ahead`),
   * scrolling the log box (never the page) to it. @param {number} ply */
  markAt(ply) {
    for (const l of this.entries) {
      l.node.classList.toggle('now', l.ply <= ply && ply <= l.to);
      l.node.classList.toggle('ahead', l.ply > ply);
    }
    const cur = this.entries.find((l) => l.ply <= ply && ply <= l.to);
    if (cur) {
      const box = this.box.getBoundingClientRect(); const r = cur.node.getBoundingClientRect();
      if (r.top < box.top) this.box.scrollTop -= box.top - r.top + 8;
      else if (r.bottom > box.bottom) this.box.scrollTop += r.bottom - box.bottom + 8;
    }
  }
}
