// The lobby as a newcomer meets it (issue 24, point 8): a card for every game with its
// picture, who plays and how long, its lesson and a game against the computer at once;
// the Create button in view on a laptop's screen whatever the game; a phone's lobby no
// wider than the phone; lists whose long names never squeeze the names to a letter a
// line. Screenshots go to $COINOP_ARTIFACTS (lobby-*.png).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { ARTIFACTS, openSite, closeSite } from './harness.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// The games as a newcomer is told them (each game's module, `card`).
const FACTS = {
  tanks: { title: 'Arcade Tanks', players: '1–4 players', length: '30–60 min' },
  skirmish: { title: 'ARCADE', players: '2 players', length: '20–30 min' },
  anarcade: { title: 'Anarcade', players: '2–4 players', length: '30–45 min' },
  robotanks: { title: 'Robotanks', players: '2–4 players', length: '30–60 min' },
};
// 40 characters, no space (the server keeps the first 24 of a name it is given).
const LONG = 'Wolfeschlegelsteinhausenbergerdorffvoral';

let browser; let server; let base; let games;

before(async () => {
  ({ server, browser } = await openSite('coinop-lobby-'));
  base = server.url;
  games = await (await fetch(`${base}/api/games`)).json();
});

after(() => closeSite(server, browser));

async function post(path, body) {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const data = await res.json();
  assert.ok(res.ok, `${path}: ${JSON.stringify(data)}`);
  return data;
}

async function newPage(viewport = { width: 1366, height: 768 }, phone = false) {
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('coinop.anim', 'off'));
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  return page;
}

/** Many finished tables, each of three seats with 40-character names (the server cuts a
 * name it is given to 24; a list must hold even longer ones), served in place of the
 * server's list of finished tables. */
async function manyFinished(page) {
  const seats = [LONG, 'AI (easy)', LONG.toUpperCase()].map((name, seat) => ({ seat, ai: seat === 1 ? 'easy' : null, name, claimed: true, open: false, online: false }));
  const finished = Array.from({ length: 31 }, (_, i) => ({
    id: `f${String(i).padStart(9, '0')}`, game: Object.keys(FACTS)[i % 4], title: '', options: {}, seats, status: 'finished', ply: 120, waiting: [],
    clock_ms: 0, created_ms: 0, outcome: { scores: [3, 1, 0], winners: [0], ranks: [1, 2, 3], reason: 'the leader is 5 VP ahead' }, rematch: null,
  }));
  await page.route('**/api/tables?status=finished*', (r) => r.fulfill({ json: finished }));
}

test('a card for every game: its picture, title, players, length, lesson and a game against the computer', async () => {
  const page = await newPage();
  await page.goto(`${base}/?game=tanks`);
  await page.waitForSelector('.game-card .game-picture');
  assert.equal(await page.locator('h1').count(), 1, 'one h1');
  assert.deepEqual(await page.$$eval('#game-picker button[data-game]', (bs) => bs.map((b) => b.dataset.game)), games.map((g) => g.name));
  for (const g of games) {
    const facts = FACTS[g.name];
    assert.ok(facts, `${g.name} is one of the four games`);
    const card = page.locator(`.game-card[data-card="${g.name}"]`);
    assert.equal(await card.locator('svg.game-picture').count(), 1, `${g.name}: a picture`);
    assert.ok(await card.locator('svg.game-picture *').count() >= 5, `${g.name}: the picture is drawn`);
    const pick = card.locator(`#game-${g.name}`);
    const text = await pick.textContent();
    for (const want of [facts.title, facts.players, facts.length]) assert.ok(text.includes(want), `${g.name}: "${want}" in "${text}"`);
    // Its accessible name says the game, and the card's other controls name it too.
    assert.equal(await pick.getAttribute('aria-pressed'), g.name === 'tanks' ? 'true' : 'false');
    const play = card.getByRole('button', { name: 'Play against the computer' });
    assert.equal(await play.count(), 1, `${g.name}: Play against the computer`);
    assert.equal(await play.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby')).textContent), facts.title);
    const learn = card.getByRole('link', { name: 'Learn in 3 minutes' });
    if (g.lesson) assert.equal(await learn.getAttribute('href'), `/learn/${g.name}`);
    else assert.equal(await card.getByRole('link', { name: 'Read the rules' }).getAttribute('href'), `/rules/${g.name}`);
  }
  // The keyboard reaches the cards, and shows where it is.
  let at = '';
  for (let i = 0; i < 40 && at !== 'game-skirmish'; i++) {
    await page.keyboard.press('Tab');
    at = await page.evaluate(() => document.activeElement && document.activeElement.id);
  }
  assert.equal(at, 'game-skirmish', 'the ARCADE card is reached by Tab');
  const ring = await page.evaluate(() => { const st = getComputedStyle(document.activeElement); return [st.outlineStyle, parseFloat(st.outlineWidth)]; });
  assert.ok(ring[0] !== 'none' && ring[1] >= 2, `a visible focus ring (${ring})`);
  // A card chooses its game for the form below: by the keyboard, and by a click anywhere
  // on it but its link and button.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('h2').textContent === 'New ARCADE table');
  assert.equal(await page.getAttribute('#game-skirmish', 'aria-pressed'), 'true');
  assert.equal(await page.getAttribute('#game-tanks', 'aria-pressed'), 'false');
  // The header's Rules link follows the game chosen (its rules in the reader's language).
  assert.equal(await page.getAttribute('.rules-link', 'href'), '/rules/skirmish');
  await page.locator('.game-card[data-card="anarcade"] .card-pitch').click();
  await page.waitForFunction(() => document.querySelector('h2').textContent === 'New Anarcade table');
  assert.equal(await page.locator('#seats select').count(), 2);
  // No serious accessibility violation (contrast included).
  await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations
    .filter((v) => ['serious', 'critical'].includes(v.impact)).map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`));
  assert.deepEqual(found, []);
  // The lesson, from its card.
  const taught = games.find((g) => g.lesson);
  if (taught) {
    await page.locator(`.game-card[data-card="${taught.name}"]`).getByRole('link', { name: 'Learn in 3 minutes' }).click();
    await page.waitForURL(`${base}/learn/${taught.name}`);
    await page.waitForSelector('#lesson-say');
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('"Play against the computer" opens a table of you and one computer player at the usual rules', async () => {
  for (const name of ['skirmish', 'robotanks']) {
    const info = games.find((g) => g.name === name);
    const page = await newPage();
    await page.goto(`${base}/`);
    await page.fill('#your-name', 'Ann');
    await page.locator(`.game-card[data-card="${name}"]`).getByRole('button', { name: 'Play against the computer' }).click();
    await page.waitForURL(/\/t\/[A-Za-z0-9]+$/);
    const id = page.url().split('/t/')[1];
    const held = await page.evaluate((t) => JSON.parse(localStorage.getItem('coinop.seats'))[t], id);
    assert.equal(held.seat, 0, `${name}: the seat's secret is kept`);
    assert.ok(held.token);
    const t = await (await fetch(`${base}/api/tables/${id}`)).json();
    assert.equal(t.game, name);
    // You against one computer player, as after a lesson (Robotanks' default of four
    // made a quick game three against one).
    const players = 2;
    assert.equal(t.seats.length, players, `${name}: you and one computer player`);
    assert.equal(t.seats[0].ai, null);
    assert.equal(t.seats[0].name, 'Ann');
    assert.deepEqual(t.seats.slice(1).map((s) => s.ai), Array(players - 1).fill('easy'), `${name}: the computer sits at every other seat`);
    assert.deepEqual(t.options, 'players' in info.default_options ? { ...info.default_options, players: 2 } : info.default_options, `${name}: the usual rules, for two`);
    // The table page opens with the computer seated.
    await page.waitForSelector('#seats-panel');
    await page.waitForFunction(() => /AI|computer/i.test(document.querySelector('#seats-panel').textContent));
    await page.screenshot({ path: join(ARTIFACTS, `lobby-play-computer-${name}.png`) });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('at 1366×768 the cards and Create table are in view, whichever game is chosen', async () => {
  const page = await newPage();
  await manyFinished(page);
  await page.goto(`${base}/`);
  await page.waitForSelector('#create');
  for (const g of games) {
    await page.click(`#game-${g.name}`);
    await page.waitForFunction((t) => document.querySelector('h2').textContent === `New ${t} table`, g.title);
    await page.waitForTimeout(100);
    const create = await page.locator('#create').boundingBox();
    assert.ok(create.y >= 0 && create.y + create.height <= 768, `${g.name}: Create table in view (${create.y}–${create.y + create.height})`);
    for (const other of games) {
      const card = await page.locator(`.game-card[data-card="${other.name}"]`).boundingBox();
      assert.ok(card.y >= 0 && card.y + card.height <= 768 && card.x + card.width <= 1366, `${g.name}: ${other.name}'s card in view`);
    }
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 1366);
    await page.screenshot({ path: join(ARTIFACTS, `lobby-${g.name}-1366x768.png`) });
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a phone: the cards stack, and nothing is wider than the screen even with long names', async () => {
  await post('/api/tables', { game: 'anarcade', seats: [{}, { open: true }], name: LONG });
  const page = await newPage({ width: 390, height: 844 }, true);
  await manyFinished(page);
  await page.goto(`${base}/`);
  await page.waitForSelector('#list-finished table');
  await page.waitForSelector('#list-open table');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no scrolling sideways (${width} px)`);
  const boxes = await page.$$eval('.game-card', (cs) => cs.map((c) => { const r = c.getBoundingClientRect(); return { x: r.x, top: r.top, bottom: r.bottom, right: r.right }; }));
  assert.equal(boxes.length, games.length);
  for (const [i, b] of boxes.entries()) {
    assert.ok(b.right <= 390, `card ${i} fits the screen`);
    if (i) assert.ok(b.top >= boxes[i - 1].bottom && b.x === boxes[0].x, `card ${i} under the one before`);
  }
  for (const sel of ['#list-open td.names', '#list-finished td.names']) {
    const w = await page.locator(sel).first().evaluate((td) => td.getBoundingClientRect().width);
    assert.ok(w >= 80, `${sel}: ${w} px`);
  }
  await page.screenshot({ path: join(ARTIFACTS, 'lobby-phone-390x844.png') });
  await page.evaluate(() => document.querySelector('.lobby-lists').scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: join(ARTIFACTS, 'lobby-phone-lists-390x844.png') });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('long names and many finished tables: the names keep a sane width, whole in their titles', async () => {
  const open = await post('/api/tables', { game: 'skirmish', seats: [{}, { open: true }], name: LONG });
  const running = await post('/api/tables', { game: 'tanks', seats: [{}, { ai: 'easy' }], name: LONG });
  const page = await newPage();
  await manyFinished(page);
  await page.goto(`${base}/`);
  await page.evaluate(([id, token]) => localStorage.setItem('coinop.seats', JSON.stringify({ [id]: { seat: 0, token } })), [running.id, running.token]);
  await page.reload();
  await page.waitForSelector('#your-tables:not([hidden]) table');
  await page.waitForSelector(`#list-open a[href="/t/${open.id}"]`);
  await page.waitForSelector(`#list-running a[href="/t/${running.id}"]`);
  await page.waitForSelector('#list-finished table');
  assert.equal(await page.locator('#list-finished tr').count(), 30);
  for (const box of ['#your-tables', '#list-open', '#list-running', '#list-finished']) {
    const cells = await page.$$eval(`${box} td.names`, (tds) => tds.map((td) => {
      const name = td.querySelector('.name');
      const line = parseFloat(getComputedStyle(name).lineHeight) || 20;
      return { width: td.getBoundingClientRect().width, nameHeight: name.getBoundingClientRect().height, line, title: name.title, text: name.textContent };
    }));
    assert.ok(cells.length, `${box} lists tables`);
    for (const c of cells) {
      assert.ok(c.width >= 80, `${box}: the names column is ${c.width} px wide`);
      assert.ok(c.nameHeight <= c.line * 1.5, `${box}: a name on one line (${c.nameHeight} px)`);
      assert.equal(c.title, c.text, `${box}: the whole name in the title`);
    }
  }
  assert.equal(await page.locator(`#list-finished .name[title="${LONG}"]`).first().count(), 1);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 1366);
  await page.evaluate(() => document.querySelector('#your-tables').scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: join(ARTIFACTS, 'lobby-lists-1366x768.png') });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
