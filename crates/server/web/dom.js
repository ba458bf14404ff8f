// The one DOM helper: h('div', {class: 'x', onclick: f}, child, …).
import { t, has, lang } from './i18n.js';

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else if (k === 'class') el.className = v;
    else el.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** A refusal as the page handles it: an Error with the server's code and fields. */
export class Refused extends Error {
  /** @param {import('./types.js').ServerError} e */
  constructor(e) {
    super(e.message);
    this.code = e.code;
    this.fields = e.fields || {};
  }
}

/** A sentence's first letter made capital, and a full stop if it has none. */
function sentence(text) {
  if (!text) return t('error-unknown');
  return text[0].toUpperCase() + text.slice(1) + ('.!?…'.includes(text[text.length - 1]) ? '' : '.');
}

/** The refusals the page words itself in every language (`error-<code>`). */
const WORDED = new Set(['not_your_turn', 'game_over', 'connection_lost', 'rate_limited', 'stale']);
/** The refusals whose English is the server's own sentence (the most exact: it says which
 * seat, which invitation, which name, how long to wait); a page in another language says
 * them by their code (`error-<code>`, with the refusal's fields). The rest — `bad_request`,
 * `forbidden`, `not_found` (mostly requests our pages do not make), the engines' `illegal`
 * and `malformed` — carry no code precise enough to word, and are the server's sentence
 * in every language. */
const BY_CODE = new Set(['invite_used', 'invite_invalid', 'token_invalid', 'not_finished', 'too_large', 'luck_first',
  'chat_off', 'bad_chat', 'sign_in', 'spectator', 'not_your_seat', 'no_free_seat', 'not_stored', 'gone', 'ai_failed',
  'elsewhere', 'bad_message', 'no_action', 'not_connected', 'internal', 'too_many', 'unknown_id', 'no_such_seat',
  // Accounts, names and the lobby (`LobbyError::bad`, `LobbyError::forbidden`).
  'name_length', 'name_like_you', 'name_like_seat', 'name_reserved', 'name_taken', 'name_look_alike',
  'password_short', 'password_long', 'wrong_password', 'delete_unconfirmed', 'seat_of_account', 'seat_barred',
  'claim_too_many', 'not_an_email', 'mail_needed', 'passkey_expired', 'passkey_not_accepted', 'passkey_unknown',
  'passkey_other_account', 'passkey_registered', 'passkeys_full', 'last_way_in', 'chat_empty', 'chat_too_long',
  'bad_options', 'name_of_account', 'rated_seated', 'rated_same_network',
  'seats_players', 'ai_level', 'clock_too_long', 'rematch_not_over', 'try_again_ply', 'bad_lang',
  // Too many, or too fast (HTTP 429), each with how long to wait.
  'tables_too_fast', 'chat_too_fast', 'sign_ups_too_fast', 'sign_ins_too_fast', 'sign_ins_busy',
  'passkeys_too_fast', 'connections_too_fast', 'ai_tables_full', 'ai_busy']);

/**
 * A refusal in a player's words, chosen by its code (the engines' messages are for
 * developers): `{ code, fields, message }` as the server sends it, or a `Refused`.
 * @param {{ code?: string, fields?: any, message?: string }} e
 */
export function humanError(e) {
  const code = (e && e.code) || '';
  const id = `error-${code.replace(/_/g, '-')}`;
  if (WORDED.has(code) || (BY_CODE.has(code) && lang !== 'en')) return t(id, wordedFields(code, plainFields(e.fields)));
  if (code === 'illegal' || code === 'malformed') return sentence(String((e.fields && e.fields.reason) || e.message || ''));
  // A fetch that never reached the server (a TypeError, no code).
  if (!code && e instanceof TypeError && lang !== 'en') return t('error-network');
  return sentence(String((e && e.message) || ''));
}

/** The fields a refusal names in the server's words, in the reader's: the computer
 * levels of `ai_level` ("easy, normal" → «лёгкий, средний»).
 * @param {string} code @param {Record<string, string | number>} fields */
function wordedFields(code, fields) {
  if (code === 'ai_level' && typeof fields.levels === 'string') {
    fields.levels = fields.levels.split(', ').map((l) => (has(`site-level-${l}`) ? t(`site-level-${l}`) : l)).join(', ');
  }
  return fields;
}

/** A refusal's fields as a message's variables: its numbers and words. @param {any} fields */
function plainFields(fields) {
  /** @type {Record<string, string | number>} */
  const out = {};
  for (const [k, v] of Object.entries(fields || {})) if (typeof v === 'number' || typeof v === 'string') out[k] = v;
  return out;
}

/** A key pressed, as its shortcut letter: the key's own letter, or the physical key's
 * where the layout types another (a Russian layout types «в» on D), lower case; other keys
 * by their names, lower case ("enter"). @param {KeyboardEvent} e */
export const shortcutKey = (e) =>
  (/^Key[A-Z]$/.test(e.code || '') && !/^[a-z]$/i.test(e.key) ? e.code.slice(3) : e.key).toLowerCase();

/** A stand-in for the node `i` in a message's variables, for `fill`. @param {number} i */
export const slot = (i) => `\uE000${i}\uE001`;

/**
 * A formatted message whose variables were `slot(i)`, with node `i` in each slot's place:
 * a whole sentence in the language's order, a name in it still its own isolated element.
 * `fill(t('lobby-playing-as', { name: slot(0) }), h('bdi', {}, name))`.
 * @param {string} text @param {...Node} nodes @returns {(string | Node)[]}
 */
export function fill(text, ...nodes) {
  return text.split(/\uE000(\d+)\uE001/).map((part, i) => (i % 2 ? nodes[Number(part)] : part)).filter((x) => x !== '');
}

/**
 * A yes-or-no question asked in the page, a dialog of ours (the browser's confirm() is
 * a box of its own, unlike the page): resolves true when confirmed; Escape or the other
 * button resolves false. The keys start on the confirming button and go back where they
 * were.
 * @param {string} question
 * @param {{ yes?: string, no?: string, detail?: string }} [words]
 * @returns {Promise<boolean>}
 */
export function askInPage(question, { yes = t('site-ok'), no = t('site-cancel'), detail } = {}) {
  return new Promise((resolve) => {
    const opener = document.activeElement;
    const ok = h('button', { class: 'primary', value: 'yes', id: 'ask-yes' }, yes);
    const dialog = h('dialog', { class: 'ask', id: 'ask-dialog', 'aria-labelledby': 'ask-title', 'aria-describedby': detail ? 'ask-detail' : null },
      h('form', { method: 'dialog' },
        h('h2', { id: 'ask-title' }, question),
        detail ? h('p', { class: 'muted', id: 'ask-detail' }, detail) : null,
        h('div', { class: 'row' }, ok, h('button', { value: 'no', id: 'ask-no' }, no))));
    dialog.addEventListener('close', () => {
      dialog.remove();
      // Back to the control that asked; if the page redrew it meanwhile (another seat
      // moved while the question stood), to its successor of the same id.
      const back = opener instanceof HTMLElement && !opener.isConnected && opener.id ? document.getElementById(opener.id) : opener;
      if (back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
      resolve(dialog.returnValue === 'yes');
    });
    document.body.append(dialog);
    dialog.showModal();
    ok.focus();
  });
}

const CONTROLS = 'button, a[href], input, select, textarea, summary, [tabindex]';

/** Whether the keys can go to `el`: in the tab order, enabled and shown.
 * @param {Element | null} el @returns {el is HTMLElement} */
export function focusable(el) {
  return el instanceof HTMLElement && el.tabIndex >= 0 && !(/** @type {any} */ (el).disabled) && !el.closest('[inert], [aria-disabled="true"]') && el.getClientRects().length > 0;
}

/**
 * Draws `box` again (`draw` replaces what is in it) without moving anything under the
 * player: the page and every box scrolled around `box` keep their place — Chrome scrolls
 * a box back to its top when the control with the keys is taken out of it — and so does
 * `box`'s own scroll and that of the boxes in it (found again by their ids) unless `fresh`
 * (another decision drawn: its top shows). A control of `box` that had the keys keeps
 * them: the one drawn again with its id, else the one now at its place in the same group
 * (the card after a card used up), else the box's first enabled primary button after
 * that group (the one that sends the choice), else its first control. When its group is
 * gone (the decision sent), the keys are left for the caller to place.
 * @param {HTMLElement} box @param {() => void} draw @param {{ fresh?: boolean }} [opts]
 */
export function redrawInPlace(box, draw, { fresh = false } = {}) {
  const active = document.activeElement;
  const had = active instanceof HTMLElement && active !== box && box.contains(active) ? active : null;
  /** @type {[Element, number, number][]} */
  const scrolled = [];
  for (let el = /** @type {Element | null} */ (box); el; el = el.parentElement) {
    if (el.scrollTop || el.scrollLeft) scrolled.push([el, el.scrollTop, el.scrollLeft]);
  }
  // Boxes scrolled inside it (a long list of cards), found again by their ids.
  const inside = fresh ? [] : [...box.querySelectorAll('[id]')].filter((el) => el.scrollTop || el.scrollLeft).map((el) => [el.id, el.scrollTop, el.scrollLeft]);
  let place = null;
  if (had) {
    const group = had.parentElement && had.parentElement !== box ? had.parentElement.closest('[id]') : null;
    const inGroup = group && group !== box && box.contains(group) ? group : null;
    const peers = inGroup ? [...inGroup.querySelectorAll(CONTROLS)] : [];
    place = { id: had.id, group: inGroup ? inGroup.id : null, index: peers.indexOf(had) };
    had.blur();
  }
  draw();
  for (const [el, top, left] of scrolled) {
    if (el === box && fresh) continue;
    if (el.scrollTop !== top) el.scrollTop = top;
    if (el.scrollLeft !== left) el.scrollLeft = left;
  }
  if (fresh && box.scrollTop) box.scrollTop = 0;
  for (const [id, top, left] of inside) {
    const el = document.getElementById(String(id));
    if (el && box.contains(el)) { el.scrollTop = Number(top); el.scrollLeft = Number(left); }
  }
  if (!place) return;
  const again = place.id ? document.getElementById(place.id) : null;
  /** @type {HTMLElement | null} */
  let to = again && box.contains(again) && focusable(again) ? again : null;
  const group = !to && place.group ? document.getElementById(place.group) : null;
  if (group && box.contains(group)) {
    // The control now at its place, else the next one after it, else the one before.
    const peers = [...group.querySelectorAll(CONTROLS)];
    const at = Math.min(Math.max(place.index, 0), peers.length - 1);
    to = peers.slice(at).find(focusable) || peers.slice(0, at).reverse().find(focusable) || null;
    if (!to) {
      // The group used up: the button that sends the choice, the first after it.
      const primary = [...box.querySelectorAll('button.primary')].filter(focusable);
      to = primary.find((b) => group.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) || primary[0]
        || [...box.querySelectorAll(CONTROLS)].find(focusable) || null;
    }
  }
  if (to) to.focus({ preventScroll: true });
}
