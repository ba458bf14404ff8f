// Every screen in a longer language: the pseudo-locale en-XA (English, each letter
// accented, every message 40% longer, in brackets) and Russian, at 1366×768 and 390×844.
// Nothing may be cut off (an element hiding its own overflowing text) or stick out of the
// page (sideways scrolling, an element past the screen's right edge); no page error. In the
// pseudo-locale, text that never went through a catalogue stays plain English: what is
// left is listed (artifacts: languages-untranslated.txt) and counted. Screenshots of each
// screen in Russian go to the artifacts, to be looked at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';

process.env.COINOP_AI_TABLES_PER_ADDRESS = '64';
process.env.COINOP_NEW_TABLES_PER_MINUTE = '0';
const { ARTIFACTS, openSite, closeSite } = await import('./harness.mjs');

let browser; let server; let base;
before(async () => { ({ server, browser } = await openSite('coinop-languages-')); base = server.url; });
after(() => closeSite(server, browser));

async function post(path, body) {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.json();
}

const easy = (n) => Array.from({ length: n }, () => ({ ai: 'easy' }));
/** Each game's table against the computer, and what shows it is drawn. */
const TABLES = [
  ['tanks', { game: 'tanks', seats: [{}, ...easy(1)] }, '#board .pickable'],
  ['tanks-4p', { game: 'tanks', options: { players: 4 }, seats: [{}, ...easy(3)] }, '#board .pickable'],
  ['arcade', { game: 'skirmish', options: { first_player: 0 }, seats: [{}, ...easy(1)] }, '#pick .move'],
  ['robotanks', { game: 'robotanks', options: { players: 2, first_player: 0 }, seats: [{}, ...easy(1)] }, '#controls.rt-mine #deal-choice button'],
  ['anarcade', { game: 'anarcade', options: { players: 3, first_player: 0 }, seats: [{}, ...easy(2)] }, '#controls.my-turn button'],
];
const SCREENS = [['1366x768', 1366, 768, false], ['390x844', 390, 844, true]];
const LANGS = ['en-XA', 'ru'];

/** What on the page is cut off or sticks out, and (pseudo-locale) its plain English. */
function look() {
  const out = { cut: [], outside: [], plain: [] };
  const w = window.innerWidth;
  if (document.documentElement.scrollWidth > w + 1) out.outside.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${w})`);
  const describe = (e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/).join('.')}` : ''} "${(e.textContent || '').trim().slice(0, 60)}"`;
  const visible = (e) => {
    const s = getComputedStyle(e);
    if (s.visibility === 'hidden' || s.display === 'none') return false;
    const b = e.getBoundingClientRect();
    // Visually hidden (1 px, clipped) for screen readers only: not seen, so not cut.
    return b.width > 1 && b.height > 1;
  };
  // Inside something that scrolls on purpose (a log, a market), sticking out is scrolling.
  const scrolls = (e) => {
    for (let p = e.parentElement; p; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (['auto', 'scroll'].includes(s.overflowX) || ['auto', 'scroll'].includes(s.overflowY)) return true;
    }
    return false;
  };
  for (const e of document.querySelectorAll('body *')) {
    if (!visible(e) || e.closest('svg') || ['SCRIPT', 'STYLE', 'OPTION'].includes(e.tagName)) continue;
    // Words for screen readers only are clipped to nothing on purpose.
    if (e.closest('.sr-only')) continue;
    const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const s = getComputedStyle(e);
    const hides = ['hidden', 'clip'].includes(s.overflowX) || s.textOverflow === 'ellipsis';
    // A button squeezed narrower than its words spills them over its neighbours.
    if ((hides || e.tagName === 'BUTTON') && e.scrollWidth > e.clientWidth + 1) out.cut.push(describe(e));
    const b = e.getBoundingClientRect();
    if (b.right > w + 1 && !scrolls(e)) out.outside.push(`${describe(e)} to ${Math.round(b.right)} of ${w}`);
  }
  if (document.documentElement.lang === 'en-XA') {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      // The brand, a table's id, a key's name are the same in every language.
      if (!el || !visible(el) || el.closest('script, style, svg, .sr-only, .brand, kbd, .tid > a')) continue;
      // Three plain letters in a row outside brackets: words that skipped the catalogue.
      const text = n.textContent.replace(/\[[^\]]*\]/g, ' ');
      const words = text.match(/[A-Za-z]{4,}/g);
      if (words) out.plain.push(`${describe(el)}: ${words.slice(0, 4).join(' ')}`);
    }
  }
  return out;
}

test('every screen in the pseudo-locale and in Russian: nothing cut off or overflowing', { timeout: 20 * 60 * 1000 }, async () => {
  const tables = [];
  for (const [name, body, ready] of TABLES) {
    const t = await post('/api/tables', { ...body, name: 'Ann' });
    assert.ok(t.id, `${name}: ${JSON.stringify(t)}`);
    tables.push([name, t, ready]);
  }
  const pages = [
    ['lobby', '/', '.game-card, #app h1'],
    ['account', '/account', '#app form, #app h1'],
    ['ratings', '/ratings/tanks', '#app h1'],
    ...['tanks', 'skirmish', 'anarcade', 'robotanks'].map((g) => [`learn-${g}`, `/learn/${g}`, '#app button']),
    ...['tanks', 'skirmish', 'anarcade', 'robotanks'].map((g) => [`rules-${g}`, `/rules/${g}`, 'h1']),
    ...tables.map(([name, t, ready]) => [`table-${name}`, `/t/${t.id}#seat=0&token=${t.token}`, ready]),
  ];
  const problems = [];
  const plain = new Set();
  for (const lang of LANGS) {
    for (const [size, w, hgt, phone] of SCREENS) {
      const context = await browser.newContext({ viewport: { width: w, height: hgt }, isMobile: phone, hasTouch: phone });
      await context.addCookies([{ name: 'coinop_lang', value: lang, url: base }]);
      await context.addInitScript(() => localStorage.setItem('coinop.anim', 'off'));
      for (const [name, path, ready] of pages) {
        // A rules page is a file per language, not catalogue words: no pseudo-locale.
        if (lang === 'en-XA' && name.startsWith('rules-')) continue;
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(base + path);
        await page.waitForSelector(ready, { timeout: 30000 });
        await page.waitForTimeout(300);
        assert.equal(await page.getAttribute('html', 'lang'), lang, `${name}: the page's language`);
        if (lang === 'ru') await page.screenshot({ path: join(ARTIFACTS, `lang-ru-${name}-${size}.png`) });
        const seen = await page.evaluate(look);
        for (const c of seen.cut) problems.push(`${lang} ${size} ${name}: cut off: ${c}`);
        for (const o of seen.outside) problems.push(`${lang} ${size} ${name}: outside: ${o}`);
        for (const p of seen.plain) plain.add(`${name}: ${p}`);
        for (const e of errors) problems.push(`${lang} ${size} ${name}: page error: ${e}`);
        await page.close();
      }
      await context.close();
    }
  }
  writeFileSync(join(ARTIFACTS, 'languages-untranslated.txt'), [...plain].sort().join('\n') + '\n');
  console.log(`# pseudo-locale: ${plain.size} places of plain English (artifacts: languages-untranslated.txt)`);
  writeFileSync(join(ARTIFACTS, 'languages-problems.txt'), problems.join('\n') + '\n');
  assert.deepEqual(problems, [], `${problems.length} problems (artifacts: languages-problems.txt)`);
});
