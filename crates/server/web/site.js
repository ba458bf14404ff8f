// @ts-check
// What every page of the site shares: the JSON API, the seat secrets this browser
// holds, the games (the server's registry; each game's module is `/assets/<name>.js`),
// names drawn safely, the tab's icon and chime.
import { h, Refused, fill, slot } from './dom.js';
import { t, has } from './i18n.js';

/** @typedef {import('./types.js').GameInfo} GameInfo */
/** @typedef {import('./types.js').GameModule} GameModule */
/** @typedef {import('./types.js').TableSummary} TableSummary */

/**
 * A request to the JSON API; rejects with a `Refused` carrying the server's code.
 * @param {string} path
 * @param {any} [body] sent as JSON with POST when given
 * @returns {Promise<any>}
 */
export async function api(path, body) {
  const res = await fetch(path, body === undefined ? {} : {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const data = await res.json().catch(() => ({ error: `HTTP ${res.status}`, code: 'http' }));
  if (!res.ok) throw new Refused({ code: data.code || 'http', fields: data.fields, message: data.error || `HTTP ${res.status}` });
  return data;
}

/** Seat secrets live in this browser only: table id -> { seat, token, invites }. */
export const tokens = {
  /** @returns {Record<string, { seat: number, token: string, invites?: { seat: number, invite: string }[] }>} */
  all() { try { return JSON.parse(localStorage.getItem('coinop.seats') || '{}'); } catch { return {}; } },
  /** @param {string} id */
  get(id) { return this.all()[id]; },
  /** @param {string} id @param {{ seat: number, token: string, invites?: any[] }} v */
  set(id, v) { const a = this.all(); a[id] = v; localStorage.setItem('coinop.seats', JSON.stringify(a)); },
  /** @param {string} id */
  drop(id) { const a = this.all(); delete a[id]; localStorage.setItem('coinop.seats', JSON.stringify(a)); },
};

/** @type {Promise<GameInfo[]> | null} */
let registry = null;
/** The games this server hosts, as its registry lists them. */
export function games() {
  registry = registry || api('/api/games');
  return registry;
}

/** @type {Map<string, Promise<GameModule>>} */
const modules = new Map();
/** A game's browser module. @param {string} name */
export function gameModule(name) {
  let m = modules.get(name);
  if (!m) {
    m = import(`./${name}.js`).then((x) => /** @type {GameModule} */ (x.default));
    modules.set(name, m);
  }
  return m;
}

/** Names one after another, each isolated so none can turn the text around it.
 * @param {string[]} names @param {string} [sep] */
export function nameList(names, sep = ' · ') {
  return names.flatMap((n, i) => (i ? [sep, h('bdi', { class: 'name' }, n)] : [h('bdi', { class: 'name' }, n)]));
}

/** A game's name in the page's language (`lobby-game-<name>-title`), else as the server
 * names it. @param {string} name @param {string} [title] the server's */
export function gameTitle(name, title) {
  const id = `lobby-game-${name}-title`;
  return has(id) ? t(id) : title || name;
}

/** A computer level's name ("easy"): `site-level-<level>`, else the level's own. @param {string} level */
export const levelName = (level) => (has(`site-level-${level}`) ? t(`site-level-${level}`) : level);

/** A seat's name as shown: a person's as they gave it; the names the server gives seats
 * itself — a computer's ("AI (easy)", from its `ai` level: `site-seat-ai-<level>`, a name
 * that reads as a subject in a sentence) and a person's seat nobody
 * named ("Seat 2", `table::vacant_seat_name`) — in the reader's language.
 * @param {import('./types.js').SeatSummary} seat */
export function seatShownName(seat) {
  // A lesson's opponents are named by the lesson ("Purple"), as its words call them.
  if (seat.ai === 'lesson' && seat.name) return seat.name;
  if (seat.ai) return has(`site-seat-ai-${seat.ai}`) ? t(`site-seat-ai-${seat.ai}`) : t('site-seat-ai', { level: levelName(seat.ai) });
  if (seat.name === `Seat ${seat.seat + 1}`) return t('site-seat-vacant', { seat: seat.seat + 1 });
  return personName(seat.name);
}

/** A person's name as shown: as they gave it, but for the names the site gives itself —
 * one who gave none ("Guest") and a deleted account's seats and chat lines ("deleted
 * player"; neither a name an account may take) — in the reader's language.
 * @param {string} name */
export const personName = (name) => (name === 'deleted player' ? t('site-deleted-player') : name === 'Guest' ? t('site-guest') : name);

/** A seat's short name, "P2" ("И2"). @param {number} s the seat, from 0 */
export const seatLabel = (s) => t('site-seat', { seat: s + 1 });

/** "P2 name", or "P2" for a seat nobody named. @param {TableSummary} table @param {number} s */
export function seatName(table, s) {
  const seat = table.seats[s];
  return seat ? t('site-seat-named', { seat: s + 1, name: seatShownName(seat) }) : seatLabel(s);
}

/** Who won a finished table, in a few words however many share the win. @param {TableSummary} table */
export function winnersText(table) {
  const w = table.outcome ? table.outcome.winners : [];
  if (!w.length) return t('site-won-none');
  if (w.length > 3) return t('site-won-many', { count: w.length });
  const names = w.map((x) => h('bdi', { class: 'name' }, table.seats[x] ? seatShownName(table.seats[x]) : seatLabel(x)));
  const text = names.length === 1 ? t('site-won-one', { first: slot(0) })
    : names.length === 2 ? t('site-won-two', { first: slot(0), second: slot(1) })
      : t('site-won-three', { first: slot(0), second: slot(1), third: slot(2) });
  return h('span', {}, ...fill(text, ...names));
}

/** @param {string} text */
export const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** The tab's icon: a coin, lit when a decision waits for you. @param {boolean} lit */
export function setFavicon(lit) {
  let link = /** @type {HTMLLinkElement | null} */ (document.querySelector('link[rel=icon]'));
  if (!link) { link = document.createElement('link'); link.rel = 'icon'; document.head.append(link); }
  const fill = lit ? '%23ffb000' : '%23555a66';
  link.href = `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><circle cx='8' cy='8' r='7' fill='${fill}'/></svg>`;
}

/** @type {AudioContext | null} */
let audio = null;
/** A short two-note chime (made here, no sound file). */
export function beep() {
  try {
    audio = audio || new AudioContext();
    const now = audio.currentTime;
    for (const [f, at] of [[660, 0], [880, 0.12]]) {
      const o = audio.createOscillator(); const g = audio.createGain();
      o.frequency.value = f; g.gain.setValueAtTime(0.12, now + at); g.gain.exponentialRampToValueAtTime(0.001, now + at + 0.25);
      o.connect(g).connect(audio.destination); o.start(now + at); o.stop(now + at + 0.26);
    }
  } catch { /* no audio here */ }
}

/** The header's "Rules" link goes to the rules of the game on screen (in the reader's
 * language where they are written). @param {string} game */
export function rulesLinkFor(game) {
  const a = /** @type {HTMLAnchorElement | null} */ (document.querySelector('.rules-link'));
  if (a) a.href = `/rules/${game}`;
}

/** The name to sit down with: the one typed in the lobby, else asked once in the page
 * (a dialog of ours, not the browser's prompt) and kept. @returns {Promise<string>} */
export function yourName() {
  const kept = localStorage.getItem('coinop.name');
  if (kept) return Promise.resolve(kept);
  return new Promise((resolve) => {
    const input = /** @type {HTMLInputElement} */ (h('input', { id: 'name-ask', maxlength: 24, placeholder: t('site-your-name'), 'aria-label': t('site-name-dialog-title'), autocomplete: 'nickname' }));
    const dialog = /** @type {HTMLDialogElement} */ (h('dialog', { id: 'name-dialog', 'aria-labelledby': 'name-dialog-title' },
      h('form', { method: 'dialog' },
        h('h2', { id: 'name-dialog-title' }, t('site-name-dialog-title')),
        h('p', { class: 'muted' }, t('site-name-dialog-note')),
        input,
        h('div', { class: 'row' }, h('button', { class: 'primary', value: 'ok', id: 'name-ok' }, t('site-sit-down')), h('button', { value: 'skip', id: 'name-skip' }, t('site-play-as-guest'))))));
    dialog.addEventListener('close', () => {
      const name = dialog.returnValue === 'ok' ? input.value.trim() : '';
      if (name) localStorage.setItem('coinop.name', name);
      dialog.remove();
      // 'Guest' is the site's own name for one who gives none, stored so and worded by
      // `personName` in the reader's language.
      resolve(name || 'Guest');
    });
    document.body.append(dialog);
    dialog.showModal();
    input.focus();
  });
}

/** Takes a free seat (or opens the one this browser holds). @param {string} id @param {number} [seat] */
export async function joinTable(id, seat) {
  if (tokens.get(id)) { location.href = `/t/${id}`; return; }
  const name = await yourName();
  const res = await api(`/api/tables/${id}/join`, seat === undefined ? { name } : { name, seat });
  tokens.set(id, { seat: res.seat, token: res.token });
  location.href = `/t/${id}`;
}

/** A server of several processes answers `elsewhere` while a table changes hands (a few
 * seconds): such a request is tried again, up to about 15 s.
 * @template T @param {() => Promise<T>} request @returns {Promise<T>} */
export async function patiently(request) {
  for (let tries = 0; ; tries += 1) {
    try { return await request(); } catch (e) {
      if (tries >= 10 || !(e instanceof Refused) || e.code !== 'elsewhere') throw e;
      await new Promise((r) => setTimeout(r, 1500));
    }
  }
}

/** Seats' own views laid over the spectator's (the replay API's `reveals`): a finished
 * game's replay shows every hand and plan; a stretch watched again, one seat's. `reveals` lists, seat by seat, JSON
 * pointers and the values found there in that seat's view.
 * @param {any} obs @param {[string, any][][]} reveals */
export function revealAll(obs, reveals) {
  const o = structuredClone(obs);
  /** @param {string} k */
  const key = (k) => k.split('~1').join('/').split('~0').join('~');
  for (const changes of reveals || []) {
    for (const [pointer, value] of changes) {
      const path = pointer.split('/').slice(1).map(key);
      if (!path.length || path.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) continue;
      let at = o;
      for (const k of path.slice(0, -1)) { if (at === null || typeof at !== 'object') break; at = at[k]; }
      if (at !== null && typeof at === 'object') at[path[path.length - 1]] = value;
    }
  }
  return o;
}
