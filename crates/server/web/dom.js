// The one DOM helper: h('div', {class: 'x', onclick: f}, child, …).
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
function sentence(t) {
  if (!t) return 'Something went wrong.';
  return t[0].toUpperCase() + t.slice(1) + ('.!?…'.includes(t[t.length - 1]) ? '' : '.');
}

/**
 * A refusal in a player's words, chosen by its code (the engines' messages are for
 * developers): `{ code, fields, message }` as the server sends it, or a `Refused`.
 * @param {{ code?: string, fields?: any, message?: string }} e
 */
export function humanError(e) {
  switch (e && e.code) {
    case 'not_your_turn': return 'It is not your turn to decide that now.';
    case 'game_over': return 'The game is over.';
    case 'connection_lost': return 'The connection was lost; reconnecting…';
    case 'rate_limited': return 'Too many requests at once; wait a moment.';
    case 'stale': return 'The game moved on meanwhile; look again.';
    case 'illegal': case 'malformed': return sentence(String((e.fields && e.fields.reason) || e.message || ''));
    default: return sentence(String((e && e.message) || ''));
  }
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
export function askInPage(question, { yes = 'OK', no = 'Cancel', detail } = {}) {
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
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
      resolve(dialog.returnValue === 'yes');
    });
    document.body.append(dialog);
    dialog.showModal();
    ok.focus();
  });
}
