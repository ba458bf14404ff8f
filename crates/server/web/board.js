// What every game's board view shares: SVG elements, action JSON helpers, the speed
// of animations, and the board's frame — a status line, zoom buttons and a box that
// pans, fitted to the room left on a wide screen.
import { h } from './dom.js';
import { t } from './i18n.js';

const SVGNS = 'http://www.w3.org/2000/svg';

/** An SVG element: s('rect', {x: 1}, child, …). */
export function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVGNS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) el.setAttribute(k, v);
  for (const c of children.flat()) if (c !== null && c !== undefined) el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return el;
}

/** An action or event's kind ("End", or the one key of {"Move": {…}}) and its fields. */
export const variant = (a) => (typeof a === 'string' ? a : Object.keys(a)[0]);
export const payload = (a) => (typeof a === 'string' ? null : Object.values(a)[0]);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** How fast animations run: 1 normal, 0.35 fast, 0 off (a choice kept in this browser). */
export const animSpeed = () => ({ off: 0, fast: 0.35 }[localStorage.getItem('coinop.anim')] ?? 1);
/** Column names as the games write spaces: a … z, then aa, ab … */
export function colName(x) { return x < 26 ? String.fromCharCode(97 + x) : String.fromCharCode(96 + Math.floor(x / 26), 97 + (x % 26)); }

/**
 * The board's frame in `root.board`: `status` above with the zoom buttons beside it
 * (over the board they hid its last column's labels and a corner), then `extra` (a dice
 * tray, say), then the board `svg` in a box that pans when zoomed. Every screen starts with the
 * whole board in sight; a phone zooms in on demand (+), a space then a finger's width.
 * `steady` (Arcade Tanks): on a narrow screen the board keeps its size while the game goes
 * on — its controls keep a height of their own, and a phone's address bar coming and going
 * (the window a little taller or shorter) leaves it be.
 */
export class BoardFrame {
  /** @param {{ board: HTMLElement }} root @param {{ label: string, extra?: Element | null, steady?: boolean }} opts */
  constructor(root, { label, extra, steady = false }) {
    this.status = h('div', { class: 'status-line', id: 'status' });
    this.svg = s('svg', { id: 'board', role: 'img', 'aria-label': label });
    this.zoom = 1;
    /** The controls whose height the board follows on a narrow screen. @type {Element | null} */
    this.watched = null;
    /** @type {ResizeObserver | null} */
    this.resizes = null;
    this.steady = steady;
    /** The window a steady board was fitted to. @type {{ w: number, h: number } | null} */
    this.window = null;
    const zoom = h('div', { class: 'zoom' },
      h('button', { id: 'zoom-out', 'aria-label': t('table-zoom-out'), onclick: () => this.setZoom(this.zoom / 1.5) }, '−'),
      h('button', { id: 'zoom-in', 'aria-label': t('table-zoom-in'), onclick: () => this.setZoom(this.zoom * 1.5) }, '+'));
    this.scrollBox = h('div', { class: 'board-scroll' }, this.svg);
    root.board.append(h('div', { class: 'board-wrap' }, h('div', { class: 'board-head' }, this.status, zoom), extra || null, h('div', { class: 'board-area' }, this.scrollBox)));
    // On a wide screen the board takes the height left below it, so all of it shows.
    window.addEventListener('resize', () => this.fit());
  }

  setZoom(z) {
    this.zoom = Math.max(1, Math.min(3, z));
    this.svg.style.width = `${this.zoom * 100}%`;
    this.svg.classList.toggle('zoomed', this.zoom > 1);
    this.fit();
  }

  /** The window's height the board is fitted to: a steady board's stays while only a
   * browser's bar changes it (its width the same, its height by less than 150 px). */
  windowHeight() {
    const w = window.innerWidth; const hgt = window.innerHeight;
    if (!this.steady) return hgt;
    if (!this.window || this.window.w !== w || Math.abs(this.window.h - hgt) > 150) this.window = { w, h: hgt };
    return this.window.h;
  }

  /** Sizes the board to the room left below it, so all of it shows: on a narrow screen,
   * above the decision's controls kept at the screen's foot (zoomed in, it pans). */
  fit(min = 280) {
    if (this.zoom > 1) { this.svg.style.maxHeight = ''; return; }
    const top = this.svg.getBoundingClientRect().top + window.scrollY;
    if (window.innerWidth <= 900) {
      const controls = document.getElementById('controls');
      const below = controls && getComputedStyle(controls).position === 'sticky' ? controls.getBoundingClientRect().height : 0;
      // The controls change with the decision: the board follows their height.
      if (below && this.watched !== controls && typeof ResizeObserver !== 'undefined') {
        if (this.resizes) this.resizes.disconnect();
        this.watched = controls;
        this.resizes = new ResizeObserver(() => this.fit());
        this.resizes.observe(controls);
      }
      // Not below 200 px: smaller, a phone's board is more squinting than seeing.
      this.svg.style.maxHeight = `${Math.max(200, this.windowHeight() - top - below - 10)}px`;
      return;
    }
    const left = window.innerHeight - top - 14;
    if (left >= min) { this.svg.style.maxHeight = `${left}px`; return; }
    // Too little room below whatever stands above it (the game-over panel): the board
    // takes a window's height as when scrolled to, not a thumbnail's.
    const wrap = this.svg.closest('.board-wrap');
    const head = wrap ? top - (wrap.getBoundingClientRect().top + window.scrollY) : 0;
    this.svg.style.maxHeight = `${Math.max(min, window.innerHeight - head - 24)}px`;
  }
}
