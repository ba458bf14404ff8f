// Accessibility: axe-core, run in the page, finds no serious or critical violation on
// the lobby, a table, a replay, the rules and the rulings (of each game). Also: each
// screen's first render, timed, and screenshots of each at 1366×768 and 390×844 in the
// artifacts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { ARTIFACTS, openSite, closeSite } from './harness.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser; let server; let base;

before(async () => {
  ({ server, browser } = await openSite('coinop-a11y-'));
  base = server.url;
});

after(() => closeSite(server, browser));

async function post(path, body) {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.json();
}

async function finishedTable() {
  const t = await post('/api/tables', { game: 'tanks', seats: [{ ai: 'easy' }, { ai: 'easy' }] });
  const end = Date.now() + 60000;
  for (;;) {
    const s = await (await fetch(`${base}/api/tables/${t.id}`)).json();
    if (s.status === 'finished') return t.id;
    if (Date.now() > end) throw new Error('the AI game did not finish');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** axe's serious and critical violations on the page as it stands. */
async function violations(page) {
  await page.addScriptTag({ content: AXE });
  const r = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }));
  return r.violations.filter((v) => ['serious', 'critical'].includes(v.impact))
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

test('no serious or critical accessibility violations; first render times; screenshots', async () => {
  const table = await post('/api/tables', { game: 'tanks', seats: [{}, { ai: 'easy' }], name: 'Ann' });
  const replay = await finishedTable();
  const anarcade = await post('/api/tables', { game: 'anarcade', options: { first_player: 0, players: 3 }, seats: [{}, { ai: 'easy' }, { ai: 'easy' }], name: 'Ann' });
  const robotanks = await post('/api/tables', { game: 'robotanks', options: { players: 2, first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Ann' });
  const arcade = await post('/api/tables', { game: 'skirmish', options: { first_player: 0, rules: { triangulation: true, collateral_damage: true } }, seats: [{}, { ai: 'easy' }], name: 'Ann' });
  const screens = [
    ['lobby', '/', '#list-finished table, #list-finished p'],
    ['arcade-lobby', '/?game=skirmish', '#arena-preview svg'],
    ['arcade-table', `/t/${arcade.id}#seat=0&token=${arcade.token}`, '#pick .move'],
    ['arcade-rules', '/assets/rules-skirmish.html', 'h1'],
    ['arcade-rulings', '/rulings/skirmish', 'h2'],
    ['anarcade-lobby', '/?game=anarcade', '#aces-to-win'],
    ['anarcade-table', `/t/${anarcade.id}#seat=0&token=${anarcade.token}`, '#controls.my-turn button'],
    ['anarcade-rules', '/assets/rules-anarcade.html', '#card-set .cs-stack'],
    ['anarcade-rulings', '/rulings/anarcade', 'h2'],
    ['robotanks-lobby', '/?game=robotanks', '#rt-post-loss'],
    ['robotanks-table', `/t/${robotanks.id}#seat=0&token=${robotanks.token}`, '#controls.rt-mine #deal-choice button'],
    ['robotanks-rules', '/assets/rules-robotanks.html', '#deck table'],
    ['robotanks-rulings', '/rulings/robotanks', 'h2'],
    ['table', `/t/${table.id}#seat=0&token=${table.token}`, '#board .pickable'],
    ['replay', `/replay/${replay}`, '#log .log-line'],
    ['rules', '/assets/rules-tanks.html', 'figure.fig svg'],
    ['rulings', '/rulings/tanks', 'h2'],
  ];
  const found = [];
  const times = {};
  for (const [w, hgt, size] of [[1366, 768, 'desktop'], [390, 844, 'phone']]) {
    const context = await browser.newContext({ viewport: { width: w, height: hgt }, isMobile: size === 'phone', hasTouch: size === 'phone' });
    for (const [name, path, ready] of screens) {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.addInitScript(() => localStorage.setItem('coinop.anim', 'off'));
      const t0 = Date.now();
      await page.goto(base + path);
      await page.waitForSelector(ready);
      times[`${name} ${size}`] = Date.now() - t0;
      await page.screenshot({ path: join(ARTIFACTS, `a-${name}-${w}x${hgt}.png`) });
      if (size === 'desktop') found.push(...(await violations(page)).map((v) => `${name}: ${v}`));
      assert.deepEqual(errors, [], `${name} ${size}`);
      await page.close();
    }
    await context.close();
  }
  console.log('first render (ms, to the first thing a player needs):', JSON.stringify(times));
  // The rules are illustrated by the board's own renderer: every diagram drawn.
  const rules = await browser.newPage();
  await rules.goto(`${base}/assets/rules-tanks.html`);
  await rules.waitForSelector('figure.fig svg');
  const figs = await rules.locator('figure.fig').count();
  assert.ok(figs >= 5, `${figs} diagrams`);
  assert.equal(await rules.locator('figure.fig svg.diagram').count(), figs, 'each diagram is drawn');
  await rules.close();
  assert.deepEqual(found, []);
  // The render times are figures (BENCHMARKS.md), not a pass mark: the first page of a
  // fresh browser on a loaded CI machine took 696 ms where a warm one takes 300.
});

test('Anarcade: the controls of each phase (Draw, Score, Buy) have no serious violation', async () => {
  // The table test above meets whichever phase comes first; this one plays on until it has
  // checked all three (a Buy phase's stack buttons once failed, depending on the deal).
  const t = await post('/api/tables', { game: 'anarcade', options: { first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Ann' });
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('coinop.anim', 'off'));
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  const seen = new Set();
  const found = [];
  let bought = false;
  for (let i = 0; i < 200 && seen.size < 3; i++) {
    // My decision, or the end of the game.
    await page.waitForSelector('#controls.my-turn button, #end-words', { timeout: 60000 });
    if (await page.$('#end-words')) break;
    const text = await page.textContent('#controls');
    const phase = ['Draw', 'Score', 'Buy'].find((p) => text.includes(`${p} phase`));
    if (phase && !seen.has(phase)) {
      seen.add(phase);
      found.push(...(await violations(page)).map((v) => `${phase} phase: ${v}`));
    }
    // Buy the Draw stack's top card when it can (key 1), so Draw phases come up.
    let key = phase === 'Draw' ? 'd' : phase === 'Score' ? 'Enter' : 'e';
    if (phase === 'Buy' && !bought && await page.$('button#stack-Draw:not([disabled])')) key = '1';
    bought = key === '1';
    await page.keyboard.press(key);
    await page.waitForFunction((before) => document.querySelector('#controls').textContent !== before, text, { timeout: 30000 }).catch(() => {});
  }
  assert.deepEqual([...seen].sort(), ['Buy', 'Draw', 'Score'], 'every phase came up');
  assert.deepEqual(found, []);
  await page.close();
});

test('Robotanks: the controls of the deal, Deactivation, Look-Up and Programming have no serious violation', async () => {
  const t = await post('/api/tables', { game: 'robotanks', options: { players: 2, first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Ann' });
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('coinop.anim', 'off'));
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  const found = [];
  const check = async (what) => found.push(...(await violations(page)).map((v) => `${what}: ${v}`));
  await page.waitForSelector('#deal-choice button');
  await page.click('#deal-choice button:not([disabled])');
  await check('the deal');
  while (await page.$('#deal-choice button:not([disabled])')) await page.click('#deal-choice button:not([disabled])');
  await check('the deal: a whole hand chosen');
  await page.click('#keep-hand');
  await page.waitForSelector('#program-choice button');
  await check('first programs');
  for (let k = 1; k <= 4; k++) {
    await page.waitForFunction((n) => (document.querySelector('#controls')?.textContent || '').includes(`(${n} of 4)`), k);
    await page.click('#program-choice button:not([disabled])');
  }
  await page.waitForSelector('#deactivate-choice button', { timeout: 60000 });
  await page.hover('#rt-pieces .rt-tank');
  await check('Deactivation');
  await page.click('#deactivate-choice button');
  await page.waitForSelector('#pass, #program-choice button');
  if (await page.$('#pass')) { await check('Look-Up'); await page.click('#pass'); }
  await page.waitForSelector('#program-choice button');
  await page.click('#program-choice button:not([disabled])');
  await page.waitForFunction(() => document.querySelector('#placed-count')?.textContent === '1 card');
  await check('Programming');
  // Leaving the tank without a program asks first.
  await page.click('#clear');
  await page.click('#leave-empty');
  await page.waitForSelector('#confirm-empty-box');
  await check('Programming: leave it empty?');
  assert.deepEqual(found, []);
  await page.close();
});
