// @ts-check
// A person's account (`/account`): sign in or create one; signed in, the tables it holds
// on any device, the guest tables of this browser to add to it, the data to take away,
// signing out here or everywhere, and deleting it. The header names who is signed in
// on every page (`showAccount`).
import { h, humanError } from './dom.js';
import { api, tokens, games, gameTitle } from './site.js';
import { passkeyError, passkeysHere, provePasskey, registerPasskey } from './passkey.js';
import { t, lang, date } from './i18n.js';

/** @typedef {{ id: string, name: string, created_ms: number }} Account */
/** @typedef {{ table: string, game: string, seat: number, token: string, created_ms: number, finished: boolean, your_turn: boolean }} HeldSeat */

/** A day as the language writes it in figures ("1/5/2025", «05.01.2025»). */
const DAY = /** @type {Intl.DateTimeFormatOptions} */ ({ year: 'numeric', month: 'numeric', day: 'numeric' });

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
  if (link) link.textContent = account ? account.name : t('header-sign-in');
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
  document.title = t('account-page-title');
  asked = null;
  const account = await currentAccount();
  const me = await api('/api/account').catch(() => ({}));
  const withPasskeys = passkeysHere(me.passkey_host);
  app.replaceChildren(h('div', { class: 'row table-head' }, h('a', { href: '/' }, t('site-back-to-lobby')),
    h('h1', { id: 'account-title' }, account ? t('account-signed-in-as', { name: account.name }) : t('account-sign-in-title'))));
  if (!account) {
    app.append(signInForms(app, withPasskeys));
    return;
  }
  const seats = await learnSeats().catch(() => /** @type {HeldSeat[]} */ ([]));
  /** @type {Record<string, string>} */
  const titles = {};
  for (const g of await games().catch(() => [])) titles[g.name] = gameTitle(g.name, g.title);
  const mine = new Set(seats.map((s) => s.table));
  const guest = Object.entries(tokens.all()).filter(([id]) => !mine.has(id));
  const said = h('p', { id: 'account-said', role: 'status' });
  const panel = h('section', { class: 'panel', id: 'account-tables' }, h('h2', {}, t('account-your-tables')),
    seats.length ? h('ul', { class: 'plain' }, ...seats.slice(0, 50).map((s) => h('li', {},
      h('a', { href: s.finished ? `/replay/${s.table}` : `/t/${s.table}` }, t('account-table', { game: titles[s.game] || s.game, table: s.table })),
      s.your_turn ? h('strong', { class: 'your-turn' }, ` — ${t('account-your-turn')}`) : ` — ${s.finished ? t('account-finished') : t('account-playing')}`,
      ` · ${date(s.created_ms, DAY)}`)))
      : h('p', { class: 'muted' }, t('account-no-tables')));
  if (guest.length) {
    panel.append(h('p', {}, `${t('account-guest-seats', { n: guest.length })} `,
      h('button', { id: 'claim', class: 'primary', onclick: async () => {
        try {
          const r = await api('/api/account/claim', { seats: guest.map(([table, v]) => ({ table, token: v.token })) });
          said.textContent = r.claimed < r.of ? t('account-claimed-some', { claimed: r.claimed, of: r.of }) : t('account-claimed', { claimed: r.claimed, of: r.of });
          accountPage(app);
        } catch (e) { said.textContent = humanError(e); }
      } }, t('account-claim', { n: guest.length }))));
  }
  // "Your turn" by e-mail, at games of days: opt-in.
  const email = /** @type {HTMLInputElement} */ (h('input', { type: 'email', id: 'mail-address', autocomplete: 'email', value: me.email || '', 'aria-label': t('account-mail-address') }));
  const notify = /** @type {HTMLInputElement} */ (h('input', { type: 'checkbox', id: 'mail-notify' }));
  notify.checked = Boolean(me.notify);
  const mailSaid = h('p', { id: 'mail-said', role: 'status' });
  const mail = h('section', { class: 'panel', id: 'account-mail' }, h('h2', {}, t('account-mail')),
    h('p', { class: 'muted' }, t('account-mail-about')),
    me.mail_sent === false ? h('p', { class: 'muted', id: 'mail-off' }, t('account-mail-off')) : null,
    h('div', { class: 'row' }, email,
      h('label', { class: 'toggle', for: 'mail-notify' }, notify, t('account-mail-notify')),
      h('button', { id: 'mail-save', onclick: async () => {
        try {
          const r = await api('/api/account/mail', { email: email.value || null, notify: notify.checked });
          mailSaid.textContent = !r.notify ? t('account-mail-none')
            : me.mail_sent === false ? t('account-mail-kept', { email: r.email }) : t('account-mail-on', { email: r.email });
        } catch (e) { mailSaid.textContent = humanError(e); }
      } }, t('account-save'))), mailSaid);
  const password = h('input', { type: 'password', id: 'delete-password', autocomplete: 'current-password', 'aria-label': t('account-delete-password') });
  /** @param {any} confirm */
  const deleteIt = async (confirm) => {
    try { await api('/api/account/delete', confirm); location.href = '/'; } catch (e) { said.textContent = passkeyError(e) || humanError(e); }
  };
  const confirmWays = h('div', { class: 'row' },
    me.has_password === false ? null : password,
    me.has_password === false ? null : h('button', { class: 'danger', id: 'delete', onclick: () => deleteIt({ password: /** @type {HTMLInputElement} */ (password).value }) }, t('account-delete')),
    withPasskeys && (me.passkeys || []).length ? h('button', { class: 'danger', id: 'delete-with-passkey', onclick: async () => {
      try { await deleteIt({ passkey: await provePasskey() }); } catch (e) { said.textContent = passkeyError(e) || humanError(e); }
    } }, me.has_password === false ? t('account-delete-passkey-only') : t('account-delete-passkey')) : null);
  app.append(panel, said, mail, passkeysPanel(app, me, withPasskeys, said), h('section', { class: 'panel', id: 'account-actions' }, h('h2', {}, t('account-yours')),
    h('div', { class: 'row' },
      h('button', { id: 'sign-out', onclick: () => leave('/api/account/sign-out') }, t('account-sign-out')),
      h('button', { id: 'sign-out-everywhere', onclick: () => leave('/api/account/sign-out-everywhere') }, t('account-sign-out-everywhere')),
      h('a', { class: 'button', id: 'export', href: '/api/account/export', download: 'coinop-account.json' }, t('account-export'))),
    h('details', { id: 'delete-account' }, h('summary', {}, t('account-delete-title')),
      h('p', {}, t('account-delete-about')),
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
  const day = (/** @type {number} */ ms) => date(ms, { dateStyle: 'medium', timeStyle: 'short' });
  // The panel's own line for what its buttons did.
  said = h('p', { id: 'passkey-said', role: 'status' });
  return h('section', { class: 'panel', id: 'account-passkeys' }, h('h2', {}, t('account-passkeys')),
    h('p', { class: 'muted' }, t('account-passkeys-about')),
    held.length ? h('ul', { class: 'plain', id: 'passkey-list' }, ...held.map((p, i) => h('li', {},
      `${p.used_ms > p.created_ms ? t('account-passkey-used', { n: i + 1, added: day(p.created_ms), used: day(p.used_ms) }) : t('account-passkey-unused', { n: i + 1, added: day(p.created_ms) })} `,
      h('button', { 'data-passkey': p.id, onclick: async () => {
        if (!confirm(t('account-passkey-remove-ask', { added: day(p.created_ms) }))) return;
        try { await api('/api/account/passkeys/remove', { id: p.id }); accountPage(app); } catch (e) { said.textContent = humanError(e); }
      } }, t('account-passkey-remove')))))
      : h('p', { id: 'passkey-list' }, t('account-passkeys-none')),
    withPasskeys
      ? h('button', { id: 'passkey-add', onclick: async () => {
        try { await registerPasskey('/api/account/passkeys/add', {}); accountPage(app); } catch (e) { said.textContent = passkeyError(e) || humanError(e); }
      } }, t('account-passkey-add'))
      : h('p', { class: 'muted' }, me.passkey_host ? t('account-passkeys-elsewhere', { host: me.passkey_host }) : t('account-passkeys-off')),
    said);
}

/** Sign in, or make an account: one form, two buttons (four with passkeys).
 * @param {HTMLElement} app @param {boolean} withPasskeys */
function signInForms(app, withPasskeys) {
  const name = h('input', { id: 'account-name', autocomplete: 'username webauthn', maxlength: 24, required: true });
  const password = h('input', { id: 'account-password', type: 'password', autocomplete: 'current-password', required: true });
  const error = h('p', { class: 'error', id: 'account-error', role: 'alert' });
  /** Signed in: the account's page, in the account's language if it chose one (the
   * server has set its cookie), else this page's. @param {any} answer */
  const signedIn = (answer) => {
    if (answer && answer.lang && answer.lang !== lang) { location.reload(); return; }
    accountPage(app); showAccount();
  };
  /** @param {() => Promise<any>} how */
  const attempt = async (how) => {
    error.textContent = '';
    // A wrong password, a name taken, a passkey that opens nothing: by the refusal's code.
    try { signedIn(await how()); } catch (e) { error.textContent = passkeyError(e) || humanError(e); }
  };
  /** @param {string} path */
  const send = (path) => attempt(() => api(path, { name: /** @type {HTMLInputElement} */ (name).value, password: /** @type {HTMLInputElement} */ (password).value }));
  const form = h('form', { id: 'sign-in-form', onsubmit: (/** @type {Event} */ e) => { e.preventDefault(); send('/api/account/sign-in'); } },
    h('label', { for: 'account-name' }, t('account-name')), name,
    h('label', { for: 'account-password' }, t('account-password')), password,
    error,
    h('div', { class: 'row' },
      h('button', { class: 'primary', type: 'submit', id: 'sign-in' }, t('account-sign-in')),
      h('button', { type: 'button', id: 'sign-up', onclick: () => {
        password.setAttribute('autocomplete', 'new-password');
        // The server's own rule (8 characters), said in the reader's language before asking.
        if ([.../** @type {HTMLInputElement} */ (password).value].length < 8) { error.textContent = t('account-password-short'); return; }
        send('/api/account/sign-up');
      } }, t('account-sign-up'))),
    withPasskeys ? h('div', { class: 'row', id: 'passkey-ways' },
      h('button', { type: 'button', id: 'passkey-sign-in', onclick: () => attempt(async () => api('/api/account/passkeys/sign-in', await provePasskey())) }, t('account-passkey-sign-in')),
      h('button', { type: 'button', id: 'passkey-sign-up', onclick: () => attempt(() => registerPasskey('/api/account/passkeys/sign-up', { name: /** @type {HTMLInputElement} */ (name).value })) }, t('account-passkey-sign-up')))
      : null);
  return h('section', { class: 'panel account-form' },
    h('p', {}, t('account-about')),
    form);
}
