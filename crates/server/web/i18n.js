// @ts-check
// The page's words: every sentence a person reads is a message of a Fluent catalogue
// (`web/locales/<lang>/*.ftl`, the same format the server's words use), formatted here by
// Project Fluent's own runtime. The language is the page's `<html lang>`, which the server
// sets from the person's choice (the header's switch, remembered in a cookie and on their
// account), else their browser's; `data-langs` lists those the site speaks. A message
// missing in the language is said in English; missing in English too, its id is shown
// (the catalogue check in the tests keeps that from happening).
import { FluentBundle, FluentResource } from './vendor/fluent-bundle/index.js';

/** The language the page shows: "en", "ru" (a document served in another language than
 * its reader's — a rules page not yet written in theirs — names the reader's as
 * `data-reader`, for the site's own words around it). */
export const lang = document.documentElement.dataset.reader || document.documentElement.lang || 'en';

/** The languages the site speaks, by tag. */
export const langs = (document.documentElement.dataset.langs || 'en').split(' ').filter(Boolean);

/** @type {FluentBundle | null} */ let bundle = null;
/** @type {FluentBundle | null} */ let english = null;

/** @param {string} tag */
async function load(tag) {
  const b = new FluentBundle(tag, { useIsolating: false });
  const res = await fetch(`/l10n/${tag}.ftl`);
  if (res.ok) {
    const errors = b.addResource(new FluentResource(await res.text()));
    for (const e of errors) console.warn(`catalogue ${tag}: ${e}`);
  }
  return b;
}

/** The pseudo-locale `en-XA`: English, each letter accented, 40% longer, in brackets —
 * a page shown in it shows where a longer language would be cut off, and which words
 * never went through a catalogue (they stay plain). The same transform as the server's
 * (`coinop_core::lang::pseudo`). */
export const PSEUDO = 'en-XA';
const FROM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const TO = [...'áƀçđéƒĝĥíĵķĺḿñóṕǫŕšŧúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹḾÑÓṔǪŔŠŦÚṼŴẊÝŽ'];
/** @param {string} text */
export function pseudo(text) {
  if (!text.trim()) return text;
  let out = '[';
  let letters = 0;
  for (const c of text) {
    const i = FROM.indexOf(c);
    if (i < 0) { out += c; continue; }
    out += TO[i];
    letters += 1;
    if (letters % 5 === 1 || letters % 5 === 3) out += TO[i];
  }
  return `${out}]`;
}

/** A message made pseudo but for the words put in (a name, a language tag), as the
 * server's pseudo-locale does: each string argument stands in a mark while the message's
 * own words are made pseudo — unless the message chooses a variant by it (then the
 * message reads otherwise with the mark, and it stays words).
 * @param {string} out the message formatted @param {Record<string, any> | undefined} args
 * @param {(args: any) => string} format */
function pseudoBut(out, args, format) {
  /** @type {Record<string, any>} */ const marked = { ...(args || {}) };
  /** @type {string[]} */ const put = [];
  for (const [k, v] of Object.entries(marked)) {
    if (typeof v !== 'string') continue;
    const mark = `\uE100${put.length}\uE101`;
    const tried = format({ ...marked, [k]: mark });
    if (tried.split(mark).join(v) === out) { marked[k] = mark; put.push(v); }
  }
  return pseudo(format(marked)).replace(/\uE100(\d+)\uE101/g, (_, i) => put[Number(i)]);
}

/** Loads the page's catalogue (and English behind it); the pages wait for it. */
export async function loadWords() {
  const own = lang === PSEUDO ? 'en' : lang;
  const [mine, en] = await Promise.all([load(own), own === 'en' ? null : load('en')]);
  bundle = mine;
  english = en || mine;
}

/**
 * A message in the page's language.
 * @param {string} id
 * @param {Record<string, string | number | Date>} [args]
 * @returns {string}
 */
export function t(id, args) {
  for (const b of [bundle, english]) {
    const m = b && b.getMessage(id);
    if (m && m.value) {
      /** @type {Error[]} */ const errors = [];
      const format = (/** @type {any} */ a) => /** @type {FluentBundle} */ (b).formatPattern(/** @type {any} */ (m).value, a, errors);
      const out = format(args);
      if (errors.length) console.warn(`message ${id}: ${errors.join('; ')}`);
      return lang === PSEUDO ? pseudoBut(out, args, format) : out;
    }
  }
  return id;
}

/** Whether the catalogue has a message (a game's own words may not have one yet). @param {string} id */
export function has(id) {
  return !!((bundle && bundle.hasMessage(id)) || (english && english.hasMessage(id)));
}

/** A number as the language writes it ("1,234" / «1 234»). @param {number} n */
export function number(n) {
  return new Intl.NumberFormat(lang).format(n);
}

/** A date and time as the language writes it. @param {number | Date} when @param {Intl.DateTimeFormatOptions} [style] */
export function date(when, style = { dateStyle: 'medium', timeStyle: 'short' }) {
  return new Intl.DateTimeFormat(lang, style).format(when);
}

/** Puts the page's fixed words (elements marked `data-l10n-id`) in its language.
 * @param {ParentNode} [root] */
export function translate(root = document) {
  for (const el of root.querySelectorAll('[data-l10n-id]')) {
    const id = /** @type {HTMLElement} */ (el).dataset.l10nId || '';
    if (has(id)) el.textContent = t(id);
  }
}

/** The header's switch: each language the site speaks, by its own name; the page's is
 * the current one. */
export function showLangSwitch() {
  const box = document.getElementById('lang-switch');
  if (!box || langs.length < 2) return;
  const select = document.createElement('select');
  select.id = 'lang';
  select.setAttribute('aria-label', t('language-switch'));
  for (const tag of langs) {
    const o = document.createElement('option');
    o.value = tag;
    o.textContent = t(`language-${tag}`);
    o.lang = tag;
    o.selected = tag === lang;
    select.append(o);
  }
  select.addEventListener('change', () => chooseLang(select.value));
  box.replaceChildren(select);
}

/** Remembers `tag` as the person's language (and on their account, if signed in), then
 * shows the page again in it. @param {string} tag */
export async function chooseLang(tag) {
  document.cookie = `coinop_lang=${encodeURIComponent(tag)}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
  try {
    await fetch('/api/account/lang', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lang: tag }),
    });
  } catch { /* not signed in, or offline: the cookie is enough */ }
  location.reload();
}
