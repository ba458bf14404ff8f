// @ts-check
// A person's account (`/account`): sign in or create one; signed in, the tables it holds
// on any device, the guest tables of this browser to add to it, the data to take away,
// signing out here or everywhere, and deleting it. The header names who is signed in
// on every page (`showAccount`).
import { h, humanError } from './dom.js';
import { api, tokens } from './site.js';
import { passkeyError, passkeysHere, provePasskey, registerPasskey } from './passkey.js';
import { games } from './site.js';

/** @typedef {{ id: string, name: string, created_ms: number }} Account */
/** @typedef {{ table: string, game: string, seat: number, token: string, created_ms: number, finished: boolean, your_turn: boolean }} HeldSeat */

/** Who is signed in, asked once a page. @type {Promise<Account | null> | null} */
let asked = null;

/** The signed-in account, if any. @returns {Promise<Account | null>} */
export function currentAccount() {
  asked = asked || api('/api/account').then((r) => r.account).catch(() => null);
  return asked;
}

/** The header's link: "Sign in", or the account's name; and the account's seats known to
 * this browser too, so its tables open here as on the device they were made on. */
export async function showAccount() {
  const link = document.getElementById('account-link');
  const account = await currentAccount();
  if (link) link.textContent = account ? account.name : 'Sign in';
  if (account) await learnSeats().catch(() => {});
}

/** The account's seats into this browser's list of seats. */
async function learnSeats() {
  const { seats } = /** @type {{ seats: HeldSeat[] }} */ (await api('/api/account/tables'));
  for (const s of seats) if (!tokens.get(s.table)) tokens.set(s.table, { seat: s.seat, token: s.token });
  return seats;
}

/** @param {HTMLElement} app */
export async function accountPage(app) {
  document.title = 'coinop — your account';
  asked = null;
  const account = await currentAccount();
  const me = await api('/api/account').catch(() => ({}));
  const withPasskeys = passkeysHere(me.passkey_host);
  app.replaceChildren(h('div', { class: 'row table-head' }, h('a', { href: '/' }, '← Lobby'),
    h('h1', { id: 'account-title' }, account ? `Signed in as ${account.name}` : 'Sign in')));
  if (!account) {
    app.append(signInForms(app, withPasskeys));
    return;
  }
  const seats = await learnSeats().catch(() => /** @type {HeldSeat[]} */ ([]));
  /** @type {Record<string, string>} */
  const titles = {};
  for (const g of await games().catch(() => [])) titles[g.name] = g.title;
  const mine = new Set(seats.map((s) => s.table));
  const guest = Object.entries(tokens.all()).filter(([id]) => !mine.has(id));
  const said = h('p', { id: 'account-said', role: 'status' });
  const panel = h('section', { class: 'panel', id: 'account-tables' }, h('h2', {}, 'Your tables'),
    seats.length ? h('ul', { class: 'plain' }, ...seats.slice(0, 50).map((s) => h('li', {},
      h('a', { href: s.finished ? `/replay/${s.table}` : `/t/${s.table}` }, `${titles[s.game] || s.game} · table ${s.table}`),
      s.your_turn ? h('strong', { class: 'your-turn' }, ' — your turn') : ` — ${s.finished ? 'finished' : 'playing'}`,
      ` · ${new Date(s.created_ms).toLocaleDateString()}`)))
      : h('p', { class: 'muted' }, 'No tables yet: tables you make or join while signed in are kept here, on every device you sign in on.'));
  if (guest.length) {
    panel.append(h('p', {}, `This browser holds ${guest.length === 1 ? 'a seat' : `${guest.length} seats`} played as a guest. `,
      h('button', { id: 'claim', class: 'primary', onclick: async () => {
        try {
          const r = await api('/api/account/claim', { seats: guest.map(([table, v]) => ({ table, token: v.token })) });
          said.textContent = `${r.claimed} of ${r.of} added to your account${r.claimed < r.of ? ' (the others are held by another account, or gone)' : ''}.`;
          accountPage(app);
        } catch (e) { said.textContent = humanError(e); }
      } }, guest.length === 1 ? 'Add it to your account' : 'Add them to your account')));
  }
  // "Your turn" by e-mail, at games of days: opt-in.
  const email = /** @type {HTMLInputElement} */ (h('input', { type: 'email', id: 'mail-address', autocomplete: 'email', value: me.email || '', 'aria-label': 'Your e-mail address' }));
  const notify = /** @type {HTMLInputElement} */ (h('input', { type: 'checkbox', id: 'mail-notify' }));
  notify.checked = Boolean(me.notify);
  const mailSaid = h('p', { id: 'mail-said', role: 'status' });
  const mail = h('section', { class: 'panel', id: 'account-mail' }, h('h2', {}, 'E-mail'),
    h('p', { class: 'muted' }, 'At a game of days (an hour or more a move), be told by e-mail when it is your turn and you are away. Nothing else is sent; the address is never shown.'),
    me.mail_sent === false ? h('p', { class: 'muted', id: 'mail-off' }, 'This server sends no e-mail (its operator has not set it up): your choice is kept for when it does.') : null,
    h('div', { class: 'row' }, email,
      h('label', { class: 'toggle', for: 'mail-notify' }, notify, 'Tell me when it is my turn'),
      h('button', { id: 'mail-save', onclick: async () => {
        try {
          const r = await api('/api/account/mail', { email: email.value || null, notify: notify.checked });
          mailSaid.textContent = !r.notify ? 'No e-mail will be sent.'
            : me.mail_sent === false ? `Kept: turns will be told to ${r.email} once this server sends e-mail.` : `Turns will be told to ${r.email}.`;
        } catch (e) { mailSaid.textContent = humanError(e); }
      } }, 'Save')), mailSaid);
  const password = h('input', { type: 'password', id: 'delete-password', autocomplete: 'current-password', 'aria-label': 'Your password, to delete the account' });
  /** @param {any} confirm */
  const deleteIt = async (confirm) => {
    try { await api('/api/account/delete', confirm); location.href = '/'; } catch (e) { said.textContent = passkeyError(e) || humanError(e); }
  };
  const confirmWays = h('div', { class: 'row' },
    me.has_password === false ? null : password,
    me.has_password === false ? null : h('button', { class: 'danger', id: 'delete', onclick: () => deleteIt({ password: /** @type {HTMLInputElement} */ (password).value }) }, 'Delete it'),
    withPasskeys && (me.passkeys || []).length ? h('button', { class: 'danger', id: 'delete-with-passkey', onclick: async () => {
      try { await deleteIt({ passkey: await provePasskey() }); } catch (e) { said.textContent = passkeyError(e) || humanError(e); }
    } }, me.has_password === false ? 'Delete it (confirm with your passkey)' : 'Delete it, confirmed with a passkey') : null);
  app.append(panel, said, mail, passkeysPanel(app, me, withPasskeys, said), h('section', { class: 'panel', id: 'account-actions' }, h('h2', {}, 'Your account'),
    h('div', { class: 'row' },
      h('button', { id: 'sign-out', onclick: () => leave('/api/account/sign-out') }, 'Sign out'),
      h('button', { id: 'sign-out-everywhere', onclick: () => leave('/api/account/sign-out-everywhere') }, 'Sign out on every device'),
      h('a', { class: 'button', id: 'export', href: '/api/account/export', download: 'coinop-account.json' }, 'Download your data')),
    h('details', { id: 'delete-account' }, h('summary', {}, 'Delete your account'),
      h('p', {}, 'Your name, password, passkeys and sessions are deleted; the games you played stay, your seats in them named "deleted player". This cannot be undone.'),
      confirmWays)));

  /** @param {string} path */
  async function leave(path) {
    try {
      // The account's seats leave this browser with it (they are played signed in only).
      const held = await learnSeats().catch(() => /** @type {HeldSeat[]} */ ([]));
      await api(path, {});
      for (const s of held) tokens.drop(s.table);
      location.href = '/';
    } catch (e) { said.textContent = humanError(e); }
  }
}

/** The account's passkeys: each with when it was added and last used, removable; and a
 * button to add one (this device's, or a security key).
 * @param {HTMLElement} app @param {any} me @param {boolean} withPasskeys @param {HTMLElement} said */
function passkeysPanel(app, me, withPasskeys, said) {
  /** @type {{ id: string, created_ms: number, used_ms: number }[]} */
  const held = me.passkeys || [];
  const day = (/** @type {number} */ ms) => new Date(ms).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
  // The panel's own line for what its buttons did.
  said = h('p', { id: 'passkey-said', role: 'status' });
  return h('section', { class: 'panel', id: 'account-passkeys' }, h('h2', {}, 'Passkeys'),
    h('p', { class: 'muted' }, 'A passkey signs you in with this device\'s screen lock or a security key: no password to type or to leak.'),
    held.length ? h('ul', { class: 'plain', id: 'passkey-list' }, ...held.map((p, i) => h('li', {},
      `Passkey ${i + 1} · added ${day(p.created_ms)} · ${p.used_ms > p.created_ms ? `last used ${day(p.used_ms)}` : 'not used to sign in yet'} `,
      h('button', { 'data-passkey': p.id, onclick: async () => {
        if (!confirm(`Remove the passkey added ${day(p.created_ms)}? The device that holds it will no longer sign you in.`)) return;
        try { await api('/api/account/passkeys/remove', { id: p.id }); accountPage(app); } catch (e) { said.textContent = humanError(e); }
      } }, 'Remove'))))
      : h('p', { id: 'passkey-list' }, 'No passkeys yet.'),
    withPasskeys
      ? h('button', { id: 'passkey-add', onclick: async () => {
        try { await registerPasskey('/api/account/passkeys/add', {}); accountPage(app); } catch (e) { said.textContent = passkeyError(e) || humanError(e); }
      } }, 'Add a passkey')
      : h('p', { class: 'muted' }, me.passkey_host ? `Passkeys work on this site at ${me.passkey_host}.` : 'This server has no passkeys set up.'),
    said);
}

/** Sign in, or make an account: one form, two buttons (four with passkeys).
 * @param {HTMLElement} app @param {boolean} withPasskeys */
function signInForms(app, withPasskeys) {
  const name = h('input', { id: 'account-name', autocomplete: 'username webauthn', maxlength: 24, required: true });
  const password = h('input', { id: 'account-password', type: 'password', autocomplete: 'current-password', required: true });
  const error = h('p', { class: 'error', id: 'account-error', role: 'alert' });
  const signedIn = () => { accountPage(app); showAccount(); };
  /** @param {() => Promise<any>} how */
  const attempt = async (how) => {
    error.textContent = '';
    try { await how(); signedIn(); } catch (e) { error.textContent = passkeyError(e) || humanError(e); }
  };
  /** @param {string} path */
  const send = (path) => attempt(() => api(path, { name: /** @type {HTMLInputElement} */ (name).value, password: /** @type {HTMLInputElement} */ (password).value }));
  const form = h('form', { id: 'sign-in-form', onsubmit: (/** @type {Event} */ e) => { e.preventDefault(); send('/api/account/sign-in'); } },
    h('label', { for: 'account-name' }, 'Name'), name,
    h('label', { for: 'account-password' }, 'Password (at least 8 characters)'), password,
    error,
    h('div', { class: 'row' },
      h('button', { class: 'primary', type: 'submit', id: 'sign-in' }, 'Sign in'),
      h('button', { type: 'button', id: 'sign-up', onclick: () => { password.setAttribute('autocomplete', 'new-password'); send('/api/account/sign-up'); } }, 'Create an account')),
    withPasskeys ? h('div', { class: 'row', id: 'passkey-ways' },
      h('button', { type: 'button', id: 'passkey-sign-in', onclick: () => attempt(async () => api('/api/account/passkeys/sign-in', await provePasskey())) }, 'Sign in with a passkey'),
      h('button', { type: 'button', id: 'passkey-sign-up', onclick: () => attempt(() => registerPasskey('/api/account/passkeys/sign-up', { name: /** @type {HTMLInputElement} */ (name).value })) }, 'Create an account with a passkey (name only)'))
      : null);
  return h('section', { class: 'panel account-form' },
    h('p', {}, 'An account keeps your tables on every device you sign in on. You can play without one: a guest\'s tables stay in this browser, and can be added to an account later.'),
    form);
}
