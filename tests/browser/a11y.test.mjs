// Accessibility: axe-core, run in the page, finds no serious or critical violation on
// the lobby, a table, a replay, the rules and the rulings. Also: each screen's first
// render, timed, and screenshots of each at 1366×768 and 390×844 in the artifacts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import net from 'node:net';
import { chromium } from 'playwright-core';

const BIN = process.env.COINOP_BIN || resolve('../../target/debug/coinop');
const ARTIFACTS = process.env.COINOP_ARTIFACTS || resolve('../../target/browser-artifacts');
mkdirSync(ARTIFACTS, { recursive: true });
const DB = join(mkdtempSync(join(tmpdir(), 'coinop-a11y-')), 'coinop.db');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser; let server; let base;

function freePort() {
  return new Promise((res) => { const s = net.createServer(); s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => res(p)); }); });
}

before(async () => {
  const port = await freePort();
  server = await new Promise((res, rej) => {
    const proc = spawn(BIN, ['serve', '--addr', `127.0.0.1:${port}`, '--db', DB], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (d) => { out += d; const m = out.match(/listening on (http:\/\/\S+)\//); if (m) res({ proc, url: m[1] }); });
    proc.on('exit', (code) => rej(new Error(`server exited (${code}): ${out}`)));
  });
  base = server.url;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

after(async () => {
  if (browser) await browser.close();
  if (server) server.proc.kill('SIGKILL');
});

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

test('no serious or critical accessibility violations; first render under 500 ms; screenshots', async () => {
  const table = await post('/api/tables', { game: 'tanks', seats: [{}, { ai: 'easy' }], name: 'Ann' });
  const replay = await finishedTable();
  const arcade = await post('/api/tables', { game: 'skirmish', options: { first_player: 0, rules: { triangulation: true, collateral_damage: true } }, seats: [{}, { ai: 'easy' }], name: 'Ann' });
  const screens = [
    ['lobby', '/', '#list-finished table, #list-finished p'],
    ['arcade-lobby', '/?game=skirmish', '#arena-preview svg'],
    ['arcade-table', `/t/${arcade.id}#seat=0&token=${arcade.token}`, '#pick .move'],
    ['arcade-rules', '/assets/rules-skirmish.html', 'h1'],
    ['arcade-rulings', '/rulings/skirmish', 'h2'],
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
  for (const k of ['lobby desktop', 'table desktop']) assert.ok(times[k] < 500, `${k}: ${times[k]} ms`);
});
