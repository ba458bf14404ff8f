// Arcade Tanks on a phone (390×844, touch) against the computer, as a newcomer played it
// cold: the board keeps its size and place — across Hint, the plan laid and taken back,
// the bots' turns played out and the next round, at every frame drawn meanwhile — and
// two quick taps on the hand both lay their card (the second was dropped while the first
// was being tried, and the hand moved under the finger). Screenshots in $COINOP_ARTIFACTS.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, openSite, closeSite } from './harness.mjs';

let browser; let server; let base;

before(async () => {
  ({ server, browser } = await openSite('coinop-tanks-phone-'));
  base = server.url;
});

after(() => closeSite(server, browser));

async function phone() {
  const t = await (await fetch(`${base}/api/tables`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'tanks', options: { players: 2 }, seats: [{}, { ai: 'easy' }], name: 'Ann' }),
  })).json();
  assert.ok(t.id, JSON.stringify(t));
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // Animations on (fast): the bots' moves play out, "Skip to now" showing meanwhile.
  await context.addInitScript(() => localStorage.setItem('coinop.anim', 'fast'));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  return { page, errors, context };
}

/** The board's box on the screen, rounded. */
const boardBox = (page) => page.$eval('#board', (e) => { const r = e.getBoundingClientRect(); return [r.top, r.left, r.width, r.height].map(Math.round).join(','); });

/** Follows the hint once: asks for it, then taps its marked control. */
async function followHint(page) {
  await page.waitForSelector('#hint:not([hidden])', { timeout: 60000 });
  if (!/^Hint: /.test(await page.textContent('#hint-text'))) {
    await page.tap('#hint');
    // Told, or dropped: a hint asked just as the decision passed (the page ordering the
    // bots) is cleared, and the loop asks again at the next decision.
    await page.waitForFunction(() => !/Thinking/.test(document.querySelector('#hint-text').textContent), null, { timeout: 30000 });
  }
  const button = page.locator('button.hinted:visible').first();
  const marked = (await button.count()) ? button : page.locator('.hinted:visible').first();
  if (await marked.count()) await marked.tap({ force: true }).catch(() => {});
  await page.waitForTimeout(200);
}

test('on a phone the board keeps its size and place across Hint, the plan and the rounds; two quick taps both lay a card', async () => {
  const { page, errors, context } = await phone();
  await page.waitForSelector('#board .pickable', { timeout: 30000 });
  await page.waitForTimeout(400); // fitted, the panels drawn
  const first = await boardBox(page);
  // From here on, every frame: where the board is and how big.
  await page.evaluate(() => {
    const seen = new Set();
    /** @type {any} */ (window).boardBoxes = seen;
    const tick = () => {
      const r = document.querySelector('#board')?.getBoundingClientRect();
      if (r && !document.querySelector('#outcome')) seen.add([r.top, r.left, r.width, r.height].map(Math.round).join(','));
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // Hint: its line appears above the board, which stays where it was.
  await page.tap('#hint');
  await page.waitForFunction(() => /^Hint: /.test(document.querySelector('#hint-text').textContent), null, { timeout: 30000 });
  assert.equal(await boardBox(page), first, 'the board after Hint');
  await page.screenshot({ path: join(ARTIFACTS, 'tanks-phone-hint.png') });
  // The tank placed as hinted; the planning begins.
  for (let i = 0; i < 10 && !(await page.locator('#maneuver-1').count()); i++) await followHint(page);
  await page.waitForSelector('#hand .card.playable', { timeout: 30000 });
  await page.waitForTimeout(300);
  assert.equal(await boardBox(page), first, 'the board while planning');

  // Two quick taps, where the cards stand: a move card, then a turn (both fit maneuver 1).
  const cards = await page.$$eval('#hand .card.playable', (els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { card: e.getAttribute('data-card'), x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }));
  const move = cards.find((c) => /^Advance/.test(c.card));
  const turn = cards.find((c) => /^Turn/.test(c.card));
  assert.ok(move && turn, JSON.stringify(cards));
  await page.touchscreen.tap(move.x, move.y);
  await page.touchscreen.tap(turn.x, turn.y);
  await page.waitForFunction(() => document.querySelectorAll('#maneuver-1 .card').length === 2, null, { timeout: 10000 })
    .catch(() => {});
  const laid = await page.$$eval('#maneuver-1 .card', (els) => els.map((e) => e.getAttribute('data-card')));
  assert.deepEqual(laid, [move.card, turn.card], 'both taps laid their card, in order');
  // The turn card (or its kind's gap, when used up) is where the finger found it.
  const after = await page.$eval(`#hand [data-card="${turn.card}"], #hand [data-used="${turn.card}"]`, (e) => { const r = e.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; });
  assert.deepEqual([Math.round(after.x), Math.round(after.y)], [Math.round(turn.x), Math.round(turn.y)], 'the hand did not move');
  await page.screenshot({ path: join(ARTIFACTS, 'tanks-phone-two-taps.png') });
  assert.equal(await boardBox(page), first, 'the board with cards laid');
  // Undo, then Clear: tapped one after the other, both taken.
  await page.tap('#undo');
  await page.tap('#clear');
  await page.waitForFunction(() => document.querySelectorAll('#maneuver-1 .card, #maneuver-2 .card').length === 0, null, { timeout: 10000 });
  assert.equal(await boardBox(page), first, 'the board with the plan taken back');

  // The hinted plan committed, the bots' turns played out, to the next round's planning.
  for (let i = 0; i < 40; i++) {
    const status = await page.textContent('#status');
    if (/Round 2/.test(status) && /planning/.test(status) && await page.locator('#hand .card.playable').count()) break;
    if (await page.locator('#outcome').count()) break;
    await followHint(page);
  }
  assert.match(await page.textContent('#status'), /Round 2/);
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(ARTIFACTS, 'tanks-phone-round-2.png') });
  assert.equal(await boardBox(page), first, 'the board in round 2');
  const boxes = await page.evaluate(() => [.../** @type {any} */ (window).boardBoxes]);
  assert.deepEqual(boxes, [first], 'the board never moved nor changed its size, at any frame');
  // Under the controls kept at the foot, no part of it is hidden.
  const bottom = await page.$eval('#board', (e) => e.getBoundingClientRect().bottom);
  const controls = await page.$eval('#controls', (e) => e.getBoundingClientRect().top);
  assert.ok(bottom <= controls + 2, `the board clear of the controls (${bottom}, ${controls})`);
  assert.deepEqual(errors, []);
  await context.close();
});
