// Every screen, all four games: at 1366×768 and 1280×720 the whole board of every game
// and arena is on screen together with the controls of the decision; at 390×844 (a
// phone) the whole board shows when the game starts, above the decision's controls kept
// at the screen's foot, and in Arcade Tanks the board stays in sight while a card is
// laid. Anarcade has no board: its market (the Action Stacks) and its controls. The
// settings fold behind one button. Screenshots of each screen go to the artifacts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';

// One table per shape, each against the computer, opened at every screen size: more
// than an address may have at once, or create in a minute, by default.
process.env.COINOP_AI_TABLES_PER_ADDRESS = '64';
process.env.COINOP_NEW_TABLES_PER_MINUTE = '0';
const { ARTIFACTS, openSite, closeSite } = await import('./harness.mjs');

let browser; let server; let base;
before(async () => { ({ server, browser } = await openSite('coinop-screens-')); base = server.url; });
after(() => closeSite(server, browser));

async function post(path, body) {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.json();
}

const easy = (n) => Array.from({ length: n }, () => ({ ai: 'easy' }));
/** What must be in sight beside the board: the controls, or (Robotanks' long deal, whose
 * cards scroll in their panel) its heading, the one-click suggested hand and the button
 * that keeps the hand chosen. */
const TANKS = { ready: '#board .pickable', controls: ['#controls'] };
const ARCADE = { ready: '#pick .move', controls: ['#controls'] };
const ROBOTANKS = { ready: '#controls.rt-mine #deal-choice button', controls: ['#controls h3', '#keep-suggested', '#keep-hand'] };
const ANARCADE = { ready: '#controls.my-turn button', board: '.stacks', controls: ['#controls'] };
/** Each game's shapes of board: players, arenas, variants. */
const SHAPES = [
  ['tanks-1p', { game: 'tanks', options: { players: 1 }, seats: [{}] }, TANKS],
  ['tanks-2p', { game: 'tanks', seats: [{}, ...easy(1)] }, { ...TANKS, lay: true }],
  ['tanks-3p', { game: 'tanks', options: { players: 3 }, seats: [{}, ...easy(2)] }, TANKS],
  ['tanks-4p', { game: 'tanks', options: { players: 4 }, seats: [{}, ...easy(3)] }, TANKS],
  ['tanks-island', { game: 'tanks', options: { variants: { island: true } }, seats: [{}, ...easy(1)] }, TANKS],
  ['tanks-5p-two-boxes', { game: 'tanks', options: { players: 5, board: { boxes: 2 } }, seats: [{}, ...easy(4)] }, { ...TANKS, lay: true }],
  ...['long-hall', 'two-bridges', 'centre-pool', 'fortress'].map((arena) =>
    [`arcade-${arena}`, { game: 'skirmish', options: { first_player: 0, arena }, seats: [{}, ...easy(1)] }, ARCADE]),
  ...[2, 3, 4].map((n) => [`robotanks-${n}p`, { game: 'robotanks', options: { players: n, first_player: 0 }, seats: [{}, ...easy(n - 1)] }, ROBOTANKS]),
  ...[2, 3, 4].map((n) => [`anarcade-${n}p`, { game: 'anarcade', options: { players: n, first_player: 0 }, seats: [{}, ...easy(n - 1)] }, ANARCADE]),
];
const SCREENS = [['1366x768', 1366, 768, false], ['1280x720', 1280, 720, false], ['390x844', 390, 844, true]];

/** An element's box on the screen, rounded. */
async function box(page, sel) {
  return page.evaluate((q) => {
    const e = document.querySelector(q);
    if (!e) return null;
    const b = e.getBoundingClientRect();
    return { top: Math.round(b.top), bottom: Math.round(b.bottom), left: Math.round(b.left), right: Math.round(b.right) };
  }, sel);
}

const inside = (b, w, hgt) => b && b.top >= 0 && b.left >= 0 && b.bottom <= hgt && b.right <= w;

test('every game and arena: the whole board and the decision\'s controls on screen together, at 1366×768, 1280×720 and on a phone', async () => {
  const tables = new Map();
  for (const [name, body] of SHAPES) {
    const t = await post('/api/tables', { ...body, name: 'Ann' });
    assert.ok(t.id, `${name}: ${JSON.stringify(t)}`);
    tables.set(name, t);
  }
  const fits = [];
  for (const [size, w, hgt, phone] of SCREENS) {
    const context = await browser.newContext({ viewport: { width: w, height: hgt }, isMobile: phone, hasTouch: phone });
    await context.addInitScript(() => localStorage.setItem('coinop.anim', 'off'));
    for (const [name, , shape] of SHAPES) {
      const t = tables.get(name);
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
      await page.waitForSelector(shape.ready, { timeout: 30000 });
      await page.waitForTimeout(150); // the board fitted, the panels drawn
      await page.screenshot({ path: join(ARTIFACTS, `screen-${name}-${size}.png`) });
      const board = await box(page, shape.board || '#board');
      const controls = await Promise.all(shape.controls.map((c) => box(page, c)));
      fits.push(`${size} ${name}: board ${board.top}–${board.bottom}, controls ${controls.map((c) => c && `${c.top}–${c.bottom}`).join(' ')} of ${hgt}`);
      assert.ok(inside(board, w, hgt), `${name} at ${size}: the whole board on screen (${JSON.stringify(board)})`);
      shape.controls.forEach((c, i) => assert.ok(inside(controls[i], w, hgt), `${name} at ${size}: ${c} on screen (${JSON.stringify(controls[i])})`));
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${size}: no sideways scrolling`);
      // The settings stand folded, out of the board's way.
      assert.equal(await page.isVisible('#anim-speed'), false, `${name} at ${size}: the settings folded`);
      if (phone) {
        // Under the controls kept at the foot, no part of the board is hidden.
        const panel = await box(page, '#controls');
        if (!shape.board) assert.ok(board.bottom <= panel.top + 2, `${name} on a phone: the board clear of the controls (board to ${board.bottom}, controls from ${panel.top})`);
        if (shape.lay) await layACard(page, name, hgt);
      }
      assert.deepEqual(errors, [], `${name} at ${size}: no errors`);
      await page.close();
    }
    await context.close();
  }
  console.log(fits.join('\n'));
});

/** Arcade Tanks on a phone: the tank placed, a card laid into the first maneuver — the
 * board stays in sight meanwhile, and the card in its slot. */
async function layACard(page, name, hgt) {
  await page.locator('#board .pickable').first().dispatchEvent('click');
  const facing = page.locator('[data-facing]').first();
  if (await facing.count()) await facing.click();
  await page.waitForSelector('#maneuver-1', { timeout: 30000 });
  // Tapped where they stand (a click here would first scroll the page to them).
  await page.locator('#maneuver-1').dispatchEvent('click');
  await page.locator('#hand .card.playable').first().dispatchEvent('click');
  await page.waitForSelector('#maneuver-1 .card');
  const board = await box(page, '#board');
  const slot = await box(page, '#maneuver-1');
  const panel = await box(page, '#controls');
  await page.screenshot({ path: join(ARTIFACTS, `screen-${name}-390x844-card-laid.png`) });
  assert.ok(board.top >= 0 && board.bottom <= panel.top + 2, `${name}: the board in sight while a card is laid (board ${board.top}–${board.bottom}, controls from ${panel.top})`);
  assert.ok(slot.top >= 0 && slot.bottom <= hgt, `${name}: the card laid in sight (${slot.top}–${slot.bottom})`);
  await planFits(page, name, hgt, 'a card laid');
  // A card on the second maneuver too: the plan ready to commit, still all in sight.
  await page.locator('#maneuver-2').dispatchEvent('click');
  const card = page.locator('#hand .card.playable').first();
  if (await card.count()) {
    await card.dispatchEvent('click');
    await page.waitForSelector('#maneuver-2 .card');
    await page.waitForSelector('#commit:not([disabled])');
    await page.screenshot({ path: join(ARTIFACTS, `screen-${name}-390x844-plan-ready.png`) });
    await planFits(page, name, hgt, 'both maneuvers laid');
  }
}

/** The planning on a phone: the maneuvers, the hand and the row with Commit all in the
 * controls' box at once, nothing to scroll inside it (the slots stood below the hand,
 * and the Commit row, kept at the box's foot, covered part of one). */
async function planFits(page, name, hgt, when) {
  const panel = await page.evaluate(() => { const c = document.querySelector('#controls'); return { scroll: c.scrollHeight, client: c.clientHeight }; });
  assert.ok(panel.scroll <= panel.client + 1, `${name}, ${when}: nothing to scroll in the controls (${panel.scroll} in ${panel.client})`);
  const box0 = await box(page, '#controls');
  const row = await box(page, '#commit');
  for (const sel of ['#maneuver-1', '#maneuver-2', '#hand', '#commit']) {
    const b = await box(page, sel);
    assert.ok(b && b.top >= box0.top && b.bottom <= Math.min(box0.bottom, hgt), `${name}, ${when}: ${sel} in sight in the controls (${JSON.stringify(b)} in ${box0.top}–${box0.bottom})`);
    if (sel !== '#commit') assert.ok(b.bottom <= row.top, `${name}, ${when}: ${sel} clear of the Commit row (to ${b.bottom}, the row from ${row.top})`);
  }
}

test('the settings open from one button over the page, and fold again', async () => {
  const t = await post('/api/tables', { game: 'skirmish', options: { first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Ann' });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await page.waitForSelector('#pick .move');
  const before = await box(page, '#board');
  await page.click('#settings summary');
  await page.waitForSelector('#anim-speed', { state: 'visible' });
  assert.deepEqual(await box(page, '#board'), before, 'opening them moves nothing');
  await page.selectOption('#anim-speed', 'fast');
  assert.equal(await page.evaluate(() => localStorage.getItem('coinop.anim')), 'fast');
  await page.screenshot({ path: join(ARTIFACTS, 'screen-settings-open-390x844.png') });
  await page.mouse.click(200, 300);
  await page.waitForSelector('#anim-speed', { state: 'hidden' });
  await context.close();
});

/** A tap on a phone focuses what it taps; the decision sent, the view draws its table
 * again and that control goes. Chrome then scrolled the page to its top (a newcomer
 * scrolled down to the market found the lobby's header after every "Draw a card"). */
test('on a phone, a tap that sends a decision leaves the page where it was', async () => {
  const t = await post('/api/tables', { game: 'anarcade', options: { players: 2, first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Ann' });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => localStorage.setItem('coinop.anim', 'off'));
  const page = await context.newPage();
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  const seen = [];
  for (let tap = 0; tap < 4; tap += 1) {
    const button = await page.waitForSelector('#controls.my-turn button.primary:not([disabled])', { timeout: 30000 });
    const words = (await button.textContent()).trim();
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForFunction(() => window.scrollY === 300);
    const b = await button.boundingBox();
    await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
    await page.waitForFunction((w) => { const x = document.querySelector('#controls.my-turn button.primary'); return !x || x.textContent.trim() !== w || !x.isConnected; }, words, { timeout: 30000 }).catch(() => {});
    await page.waitForTimeout(300);
    seen.push(`${words}: ${await page.evaluate(() => window.scrollY)}`);
  }
  assert.deepEqual(seen.map((s) => s.replace(/^.*: /, '')), ['300', '300', '300', '300'], seen.join('; '));
  await context.close();
});
