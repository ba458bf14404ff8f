// Show what will happen, where the engine knows (issue 24): in Robotanks each of your
// tanks shows the card it executes next (as you remember your program) and the path it
// takes, drawn on the map; a spectator sees none of it, and the other side's tanks show
// nothing. Screenshot in $COINOP_ARTIFACTS.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, openSite, closeSite } from './harness.mjs';

let browser; let server; let base;

before(async () => {
  ({ server, browser } = await openSite('coinop-foresight-'));
  base = server.url;
});

after(() => closeSite(server, browser));

test('Robotanks: your tanks show their next card and its path; nobody else sees them', async () => {
  const res = await fetch(`${base}/api/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'robotanks', options: { players: 2, first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Ann' }) });
  const t = await res.json();
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => localStorage.setItem('coinop.anim', 'off'));
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await page.waitForSelector('#board');
  // The deal, done by choosing the last of the choices each time, until play begins.
  await page.evaluate(({ id, token }) => new Promise((resolve) => {
    const ws = new WebSocket(`ws://${location.host}/ws/${id}`);
    let n = 0;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', token }));
    ws.onmessage = (e) => {
      const m = JSON.parse(e.data);
      if (m.type !== 'state' && m.type !== 'update') return;
      if (m.observation && m.observation.phase !== 'Setup') { ws.close(); resolve(null); return; }
      if (m.legal && m.legal.length) ws.send(JSON.stringify({ type: 'act', id: ++n, actions: [m.legal[m.legal.length - 1].action] }));
    };
  }), { id: t.id, token: t.token });
  await page.waitForSelector('.rt-next');
  const shown = await page.$$eval('.rt-next', (els) => els.map((e) => ({ tank: Number(e.getAttribute('data-tank')), title: e.querySelector('title').textContent, lines: e.querySelectorAll('polyline, line').length })));
  const mine = await page.evaluate(() => [...document.querySelectorAll('.rt-tank')].map((e) => Number(e.getAttribute('data-tank'))));
  assert.equal(shown.length, 4, JSON.stringify(shown));
  const colour = Math.floor(shown[0].tank / 4);
  for (const s of shown) {
    assert.equal(Math.floor(s.tank / 4), colour, 'only one side\'s tanks: the seat\'s own');
    assert.match(s.title, /next: [A-Z]/);
  }
  assert.ok(mine.length === 8, `${mine.length} tanks on the map`);
  await page.screenshot({ path: join(ARTIFACTS, 'robotanks-next.png') });
  // A spectator (another browser, holding no seat): nothing.
  const other = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const watcher = await other.newPage();
  await watcher.goto(`${base}/t/${t.id}`);
  await watcher.waitForSelector('.rt-tank');
  assert.equal(await watcher.$$eval('.rt-next', (els) => els.length), 0);
  const raw = await (await fetch(`${base}/api/tables/${t.id}`)).text();
  assert.doesNotMatch(raw, /"next"/);
  assert.deepEqual(errors, []);
  await other.close();
  await context.close();
});
