// coinop in a real browser: a table against the AI played by clicking, a reload, two
// seats that never receive each other's secrets, a spectator, and a server killed with
// SIGKILL and restarted mid-game. Screenshots go to $COINOP_ARTIFACTS (default
// target/browser-artifacts).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, tempDb, freePort, startServer, launchBrowser, closeSite } from './harness.mjs';

const DB = tempDb('coinop-browser-');

let browser; let server; let base; let port;

before(async () => {
  port = await freePort();
  server = await startServer(port, DB);
  base = server.url;
  browser = await launchBrowser();
});

after(() => closeSite(server, browser));

async function newPage(frames) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('coinop.anim', 'off'));
  page.on('pageerror', (e) => { throw e; });
  if (frames) {
    page.on('websocket', (ws) => ws.on('framereceived', (f) => { try { frames.push(JSON.parse(f.payload)); } catch { /* binary */ } }));
  }
  return page;
}

const round = async (page) => Number(((await page.textContent('#status')) || '').match(/Round (\d+)/)?.[1] || 0);

/** Takes one decision by clicking, whatever it is; false if there is none to take.
 * The page may change under it (an update arrives): then it gives up this attempt. */
async function decide(page) {
  try { return await decideOnce(page); } catch (e) {
    if (/Timeout/.test(e.message)) return false;
    throw e;
  }
}

async function decideOnce(page) {
  const t = { timeout: 5000 };
  const heading = await page.textContent('#controls h3', t).catch(() => '');
  if (/Plan your two maneuvers/.test(heading)) {
    for (const m of [1, 2]) {
      await page.click(`#maneuver-${m}`, t);
      const have = await page.locator(`#maneuver-${m} .card`).count();
      if (have > 0) continue;
      const card = page.locator('#hand .card.playable').first();
      if (await card.count() === 0) break;
      await card.click(t);
      await page.waitForFunction(([sel, n]) => document.querySelectorAll(sel).length > n, [`#maneuver-${m} .card`, have], t);
    }
    if (await page.isEnabled('#commit', t)) await page.click('#commit', t);
    else await page.click('#disengage', t).catch(() => {});
    // Wait for the server's answer: the plan leaves the table (a new planning starts
    // empty, or the seat waits).
    await page.waitForFunction(() => document.querySelectorAll('#maneuver-1 .card').length === 0, null, t);
    return true;
  }
  if (/Place your tank|comes back|bot that moves|Use your/.test(heading)) {
    await page.locator('.pickable').first().dispatchEvent('click', null, t);
    const facing = page.locator('[data-facing]').first();
    if (await facing.count()) await facing.click(t);
    return true;
  }
  return false;
}

/** Plays by clicking until round `target` begins (or the game ends). */
async function playUntil(page, target, timeoutMs = 90000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await page.locator('#outcome').count()) return;
    if ((await round(page)) >= target) return;
    if (!(await decide(page))) await page.waitForTimeout(100);
    else await page.waitForTimeout(150);
  }
  throw new Error(`round ${target} not reached (at ${await round(page)})`);
}

test('create a table against the AI and play whole rounds by clicking; reload and go on', async () => {
  const page = await newPage();
  await page.goto(base + '/');
  await page.fill('#your-name', 'Ann');
  await page.click('#create');
  await page.waitForURL(/\/t\//);
  await page.waitForSelector('#board .pickable');
  await page.screenshot({ path: join(ARTIFACTS, '1-place-tank.png') });
  await playUntil(page, 2);
  await page.waitForSelector('#maneuver-1');
  await page.click('#maneuver-1');
  await page.locator('#hand .card.playable').first().click();
  await page.waitForSelector('#maneuver-1 .card');
  // The server's preview carries the engine's trace of the plan: drawn on the board, and
  // said in words under the maneuver.
  await page.waitForSelector('#board .plan-end');
  assert.match(await page.textContent('#plan-note-1'), /^(Ends on [a-z]+\d+ facing (north|east|south|west)|Sinks in the water|Drives off the board)/);
  await page.locator('#board').screenshot({ path: join(ARTIFACTS, '2-board.png') });
  // The zoom buttons sit off the board: no space, column or row label under them (on the
  // board's corner they hid the last column's letter and a corner of its first space).
  const covered = await page.evaluate(() => {
    const boxes = [...document.querySelectorAll('.zoom button')].map((b) => b.getBoundingClientRect());
    const board = document.querySelector('#board').getBoundingClientRect();
    return boxes.filter((b) => b.left < board.right && b.right > board.left && b.top < board.bottom && b.bottom > board.top).length;
  });
  assert.equal(covered, 0, 'zoom buttons over the board');
  await page.screenshot({ path: join(ARTIFACTS, '3-planning.png') });
  // Undo before committing takes the card back.
  await page.click('#undo');
  await page.waitForFunction(() => document.querySelectorAll('#maneuver-1 .card').length === 0);
  await playUntil(page, 4);
  const logLines = await page.locator('#log div').count();
  assert.ok(logLines > 10, `the log narrates the game (${logLines} lines)`);
  assert.match(await page.textContent('#log'), /bot/i);
  // Reload mid-game: the same seat, the same position, and play goes on.
  const before = await round(page);
  await page.reload();
  await page.waitForSelector('#controls h3');
  assert.match(await page.textContent('#conn'), /seat 1/);
  assert.equal(await round(page), before);
  await playUntil(page, before + 1);
  await page.screenshot({ path: join(ARTIFACTS, '4-after-reload.png') });
  await page.context().close();
});

test('two seats in two browsers never receive each other\'s hand or plan; a spectator sees neither', async () => {
  const res = await fetch(base + '/api/tables', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'tanks', seats: [{}, {}], name: 'Ann' }),
  });
  const t = await res.json();
  const framesA = []; const framesB = []; const framesS = [];
  const a = await newPage(framesA); const b = await newPage(framesB); const spec = await newPage(framesS);
  await a.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await b.goto(`${base}/t/${t.id}#seat=${t.invites[0].seat}&invite=${t.invites[0].invite}`);
  // A friend with no name kept is asked in the page (not by the browser's prompt).
  await b.fill('#name-ask', 'Bea');
  await b.click('#name-ok');
  await b.waitForFunction(() => /Bea/.test(document.querySelector('#seats-panel')?.textContent || ''));
  await spec.goto(`${base}/t/${t.id}`);
  await spec.waitForSelector('#controls h3');
  assert.match(await spec.textContent('#controls'), /Watching/);
  // Both play by clicking, in turns, until round 3.
  const end = Date.now() + 120000;
  while ((await round(a)) < 3 && Date.now() < end) {
    const x = await decide(a); const y = await decide(b);
    if (!x && !y) await a.waitForTimeout(100);
  }
  assert.ok((await round(a)) >= 3);
  await spec.locator('#board').screenshot({ path: join(ARTIFACTS, '5-spectator.png') });
  const check = (frames, hidden) => {
    let observations = 0;
    for (const f of frames) {
      if (!f.observation) continue;
      observations++;
      for (const s of hidden) {
        const p = f.observation.players[s];
        assert.equal(p.hand, null, `seat ${s}'s hand reached another browser`);
        if (f.observation.stage === 'Planning') p.maneuvers.forEach((m) => assert.equal(m.cards, null, 'a plan leaked'));
      }
      for (const e of f.events || []) {
        if (e.CardPlaced && hidden.includes(e.CardPlaced.seat)) assert.equal(e.CardPlaced.card, null);
        if (e.Drew && hidden.includes(e.Drew.seat)) assert.deepEqual(e.Drew.cards, []);
      }
    }
    assert.ok(observations > 5, `frames were seen (${observations})`);
  };
  check(framesA, [1]); check(framesB, [0]); check(framesS, [0, 1]);
  // The page of seat 0 never shows seat 1's cards.
  assert.equal(await a.locator('#players-panel [data-player="1"] .card').count(), 0);
  for (const p of [a, b, spec]) await p.context().close();
});

test('the server is killed mid-game and restarted: the page reconnects and play goes on', async () => {
  const page = await newPage();
  await page.goto(base + '/');
  await page.click('#create');
  await page.waitForURL(/\/t\//);
  await playUntil(page, 2);
  const before = await round(page);
  const log = await page.locator('#log div').count();
  server.proc.kill('SIGKILL');
  await page.waitForFunction(() => /reconnecting/.test(document.getElementById('conn').textContent));
  server = await startServer(port, DB);
  await page.waitForFunction(() => /connected as seat/.test(document.getElementById('conn').textContent), null, { timeout: 30000 });
  assert.equal(await round(page), before);
  assert.ok((await page.locator('#log div').count()) >= Math.min(log, 400));
  await playUntil(page, before + 1);
  await page.screenshot({ path: join(ARTIFACTS, '6-after-restart.png') });
  await page.context().close();
});

test('the lobby lists tables, and a phone-sized screen shows the whole table', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('coinop.anim', 'off'));
  await page.goto(base + '/');
  await page.waitForSelector('#list-running table, #list-open table');
  await page.click('#create');
  await page.waitForURL(/\/t\//);
  await page.waitForSelector('#board .pickable');
  // The board's box fits the screen and the whole board shows at first; the hand is on
  // screen with it. Zoomed in, a space is a finger's width (44 px) and the board pans.
  const scroll = await page.locator('.board-scroll').boundingBox();
  assert.ok(scroll.width <= 390 && scroll.x >= 0, `the board's box fits the screen (${scroll.width})`);
  const whole = await page.locator('#board').boundingBox();
  assert.ok(whole.width <= 390 && whole.y + whole.height <= 844, `the whole board fits (${whole.width} wide, to ${whole.y + whole.height})`);
  const hand = await page.locator('#hand').boundingBox();
  assert.ok(hand.y + 40 <= 844, `the hand is on screen with the board (at ${hand.y})`);
  await page.screenshot({ path: join(ARTIFACTS, '7-phone.png') });
  await page.click('#zoom-in');
  await page.click('#zoom-in');
  const space = await page.locator('#board .pickable').first().boundingBox();
  assert.ok(space.width >= 40, `zoomed in, a space is a finger's width (${space.width} px)`);
  await context.close();
});

test('a finished game can be replayed step by step and by seeking', async () => {
  const res = await fetch(base + '/api/tables', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'tanks', seats: [{ ai: 'easy' }, { ai: 'easy' }] }),
  });
  const t = await res.json();
  // Two AI seats play the whole game by themselves.
  const end = Date.now() + 60000;
  let summary;
  do {
    await new Promise((r) => setTimeout(r, 200));
    summary = await (await fetch(`${base}/api/tables/${t.id}`)).json();
  } while (summary.status !== 'finished' && Date.now() < end);
  assert.equal(summary.status, 'finished');
  const page = await newPage();
  await page.goto(`${base}/`);
  await page.waitForSelector(`#list-finished a[href="/replay/${t.id}"]`);
  await page.click(`#list-finished a[href="/replay/${t.id}"]`);
  await page.waitForSelector('#board');
  assert.match(await page.textContent('#ply-label'), /action 0 of (\d+)/);
  const total = Number((await page.textContent('#ply-label')).match(/of (\d+)/)[1]);
  assert.ok(total > 10);
  await page.click('#next');
  await page.waitForFunction(() => /action 1 of/.test(document.getElementById('ply-label').textContent));
  await page.locator('#seek').fill(String(Math.floor(total / 2)));
  await page.locator('#seek').dispatchEvent('change');
  await page.waitForFunction((n) => document.getElementById('ply-label').textContent.startsWith(`action ${n} of`), Math.floor(total / 2));
  await page.click('#last');
  await page.waitForFunction((n) => document.getElementById('ply-label').textContent.startsWith(`action ${n} of`), total);
  assert.match(await page.textContent('#status'), /game over/);
  // Keys step; the whole log is there and seeks where it is clicked.
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.getElementById('ply-label').textContent.startsWith('action 0 of'));
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.getElementById('ply-label').textContent.startsWith('action 1 of'));
  const lines = await page.locator('#log .log-line[data-ply]').count();
  assert.ok(lines > total / 2, `the whole game's log (${lines} lines for ${total} actions)`);
  const target = await page.locator('#log .log-line[data-ply]').nth(Math.floor(lines / 2));
  const at = Number(await target.getAttribute('data-ply'));
  await target.click();
  await page.waitForFunction((n) => document.getElementById('ply-label').textContent.startsWith(`action ${n} of`), at);
  // Quick presses add up: ten steps back land ten steps back, however fast they come.
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft', { delay: 0 });
  await page.waitForFunction((n) => document.getElementById('ply-label').textContent.startsWith(`action ${n} of`), at - 10);
  // A step past the end is "no such step", in the API's error shape.
  const past = await fetch(`${base}/api/tables/${t.id}/replay/${total + 1}`);
  assert.equal(past.status, 404);
  const bad = await fetch(`${base}/api/tables/${t.id}/replay/abc`);
  assert.equal(bad.status, 400);
  assert.match((await bad.json()).error, /whole number/);
  // Each step tells only what each seat saw beyond a spectator: not a board per seat.
  const frame = await (await fetch(`${base}/api/tables/${t.id}/replay/${at}`)).json();
  assert.equal(frame.reveals.length, 2);
  for (const changes of frame.reveals) for (const [pointer] of changes) assert.doesNotMatch(pointer, /^\/(board|bricks|bots)/);
  assert.ok(frame.reveals.some((changes) => changes.some(([pointer]) => /^\/players\/\d+\/hand/.test(pointer))), 'a hand is revealed');
  assert.ok(JSON.stringify(frame.reveals).length < JSON.stringify(frame.observation).length / 2);
  // The game is over: every hand is shown; the controls are drawn, not font glyphs.
  assert.ok(await page.locator('#players-panel .shown-hand svg').count() > 0, 'hands are shown in the replay');
  assert.equal(await page.locator('.replay-controls button svg').count(), 5);
  assert.doesNotMatch(await page.textContent('.replay-controls'), /[⏮⏭◀▶⏸]/);
  await page.screenshot({ path: join(ARTIFACTS, '8-replay.png') });
  await page.context().close();
});
