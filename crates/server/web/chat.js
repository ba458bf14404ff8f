// @ts-check
// A chat panel: the lines said (each name isolated, each line text only), a field to say
// one, and muting: the reader's own list of names whose lines this browser hides. The
// table page feeds it from its WebSocket, the lobby by asking every few seconds, a
// replay with the lines said up to the ply shown.
import { h, humanError } from './dom.js';
import { seatLabel, personName } from './site.js';
import { t } from './i18n.js';

/** @typedef {{ seq: number, ply: number, seat: number | null, name: string, text: string, at_ms: number }} ChatLine */

const MUTED = 'coinop.muted';
/** The names this browser does not want to read. @returns {string[]} */
function muted() {
  try { return JSON.parse(localStorage.getItem(MUTED) || '[]'); } catch { return []; }
}
/** @param {string[]} names */
function setMuted(names) { localStorage.setItem(MUTED, JSON.stringify(names)); }

export class ChatPanel {
  /**
   * @param {HTMLElement} box
   * @param {{ send?: (text: string) => Promise<any>, id: string, readOnly?: boolean, me?: () => string | null }} how
   */
  constructor(box, how) {
    this.box = box;
    this.how = how;
    /** @type {ChatLine[]} */
    this.lines = [];
    this.list = h('div', { class: 'chat-lines', id: `${how.id}-lines`, role: 'log', 'aria-live': 'polite', 'aria-label': t('chat-title') });
    this.note = h('p', { class: 'muted chat-note', id: `${how.id}-note` });
    this.error = h('p', { class: 'error', id: `${how.id}-error`, role: 'alert' });
    this.input = /** @type {HTMLInputElement} */ (h('input', { id: `${how.id}-input`, maxlength: 300, autocomplete: 'off', 'aria-label': t('chat-say'), placeholder: t('chat-say-placeholder') }));
    this.form = h('form', { class: 'row chat-form', onsubmit: (/** @type {Event} */ e) => { e.preventDefault(); this.say(); } },
      this.input, h('button', { type: 'submit', id: `${how.id}-send` }, t('chat-send')));
    this.mutedBox = h('p', { class: 'muted chat-muted' });
    // A replay's chat is read only: no field (a null child would be drawn as "null").
    const parts = [h('h3', {}, t('chat-title')), this.list, this.mutedBox, how.readOnly ? null : this.form, this.note, this.error];
    box.replaceChildren(...parts.filter((p) => p !== null));
  }

  /** Who may speak here, said under the field (and the field shut when this reader may not).
   * @param {string} why empty when this reader may speak */
  closed(why) {
    this.note.textContent = why;
    this.input.disabled = Boolean(why);
    const send = this.form.querySelector('button');
    if (send) send.disabled = Boolean(why);
  }

  /** @param {ChatLine[]} lines */
  reset(lines) { this.lines = lines.slice(); this.draw(); }

  /** @param {ChatLine} line */
  add(line) {
    if (this.lines.some((l) => l.seq === line.seq)) return;
    this.lines.push(line);
    if (this.lines.length > 300) this.lines.shift();
    this.draw();
  }

  async say() {
    const text = this.input.value;
    if (!text.trim() || !this.how.send) return;
    this.error.textContent = '';
    try {
      await this.how.send(text);
      this.input.value = '';
    } catch (e) { this.error.textContent = humanError(e); }
  }

  draw() {
    const atBottom = this.list.scrollTop + this.list.clientHeight >= this.list.scrollHeight - 20;
    const hide = new Set(muted());
    this.list.replaceChildren(...this.lines.filter((l) => !hide.has(l.name)).map((l) => h('div', { class: 'chat-line', 'data-seq': String(l.seq) },
      h('bdi', { class: 'who' }, personName(l.name)), l.seat != null ? h('span', { class: 'muted' }, ` (${seatLabel(l.seat)})`) : null, ': ',
      h('span', { class: 'chat-text' }, l.text),
      // One's own lines offer no "mute".
      this.how.me && this.how.me() === l.name ? null : h('button', { class: 'chat-mute', title: t('chat-mute-title', { name: l.name }), 'aria-label': t('chat-mute-label', { name: l.name }),
        onclick: () => { setMuted([...new Set([...muted(), l.name])]); this.draw(); } }, t('chat-mute')))));
    if (!this.lines.length) this.list.append(h('p', { class: 'muted' }, t('chat-empty')));
    const names = [...hide].filter((n) => this.lines.some((l) => l.name === n));
    // "Muted:", then each name with its button (a list, not a sentence).
    this.mutedBox.replaceChildren(...(names.length ? [`${t('chat-muted')} `, ...names.flatMap((n, i) => [i ? ', ' : '', h('bdi', {}, n), ' ',
      h('button', { class: 'link-button', 'aria-label': t('chat-unmute-label', { name: n }), onclick: () => { setMuted(muted().filter((x) => x !== n)); this.draw(); } }, t('chat-unmute'))])] : []));
    if (atBottom) this.list.scrollTop = this.list.scrollHeight;
  }
}
