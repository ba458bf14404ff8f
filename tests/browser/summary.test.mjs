// "What just happened" beside the board (issue 24): after the other side's turn or a
// round, the table page tells it in the log's own words in a panel beside the board (at
// 1366×768 in the side column, on screen), one click plays it again on the board and
// leaves the board as it was, with the decision's controls back; on a phone it is one line
// under the board that opens. Screenshots go to $COINOP_ARTIFACTS.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ARTIFACTS, openSite, closeSite } from './harness.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser; let server; let base;

before(async () => {
  ({ server, browser } = await openSite('coinop-summary-'));
  base = server.url;
});

after(() => closeSite(server, browser));

async function newPage(viewport = { width: 1366, height: 768 }, anim = 'fast') {
  const context = await browser.newContext({ viewport, ...(viewport.width < 600 ? { isMobile: true, hasTouch: true } : {}) });
  const page = await context.newPage();
  await page.addInitScript((a) => localStorage.setItem('coinop.anim', a), anim);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.errors = errors;
  return page;
}

async function json(path, body) {
  const res = await fetch(base + path, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.json();
}

/** The words of each line the log shows in its last-but-`back` group (quiet lines, which
 * repeat the heading, left out), and that group's heading. */
function logGroup(page, back) {
  return page.evaluate((k) => {
    const groups = [...document.querySelectorAll('#log details.log-round')];
    const g = groups[groups.length - 1 - k];
    const heading = g.querySelector('summary').textContent;
    const lines = [...g.querySelectorAll('.log-line')].filter((l) => !l.querySelector('.log-turn')).map((l) => l.textContent);
    return { heading, lines };
  }, back);
}

/** axe's serious and critical violations in the panel. */
async function violations(page) {
  await page.addScriptTag({ content: AXE });
  const r = await page.evaluate(async () => window.axe.run('#summary', { resultTypes: ['violations'] }));
  return r.violations.filter((v) => ['serious', 'critical'].includes(v.impact)).map((v) => `${v.id}: ${v.help}`);
}

/** Each line told is one of the log's, in the log's order. */
function inOrder(told, lines) {
  let at = 0;
  for (const l of told) {
    const i = lines.indexOf(l, at);
    assert.ok(i >= 0, `"${l}" is a line of the stretch in the log, in its order: ${JSON.stringify(lines)}`);
    at = i + 1;
  }
}

const summaryLines = (page) => page.$$eval('#summary-lines .summary-line:not(.summary-more)', (ls) => ls.map((l) => l.textContent));

/** The panel stands beside the board and on screen. */
async function besideTheBoard(page) {
  const [board, panel] = await page.evaluate(() => ['#board', '#summary'].map((s) => {
    const r = document.querySelector(s).getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  }));
  assert.ok(panel.left >= board.right, `the summary (left ${panel.left}) is beside the board (right ${board.right})`);
  // Less than a pixel's scroll from a click is still on screen.
  assert.ok(panel.top > -1 && panel.bottom <= 768, `the summary is on screen: ${panel.top}–${panel.bottom}`);
}

/**
 * Watch again: the board plays the stretch (a picture along the way differs from the
 * board now) and ends on the same board as before, the controls `controls` back.
 */
async function watchAgain(page, controls) {
  await page.waitForSelector('#watch-again:not([disabled])');
  // The board as it stands, once what an animation left behind is gone.
  await page.waitForTimeout(1200);
  const before = await page.innerHTML('#board');
  await page.evaluate(() => {
    window.__frames = [];
    const board = document.getElementById('board');
    const seen = () => { if (document.getElementById('summary').dataset.watching) window.__frames.push(board.innerHTML); };
    window.__watcher = new MutationObserver(seen);
    window.__watcher.observe(board, { subtree: true, childList: true, attributes: true });
  });
  assert.match(await page.getAttribute('#watch-again', 'aria-label') || '', /^Watch again: the last (turn|round)$/);
  await page.click('#watch-again');
  await page.waitForSelector('#summary[data-watching]', { timeout: 5000 });
  assert.equal(await page.getAttribute('#watch-again', 'aria-label'), 'Stop watching');
  await page.waitForSelector('#summary:not([data-watching])', { timeout: 60000 });
  const frames = await page.evaluate(() => { window.__watcher.disconnect(); return window.__frames; });
  assert.ok(frames.some((f) => f !== before), `the board played the stretch again (${frames.length} pictures)`);
  await page.waitForTimeout(1200);
  assert.equal(await page.innerHTML('#board'), before, 'the board ends as it was');
  await page.waitForSelector(controls, { timeout: 5000 });
}

test('ARCADE: the other side\'s turn is told beside the board, watched again, and the board ends as it was', async () => {
  const t = await json('/api/tables', { game: 'skirmish', options: { first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Ann' });
  const page = await newPage();
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await page.waitForSelector('#pick .move');
  await besideTheBoard(page);
  // Our turn: a move, and the turn ended.
  await page.click('#pick .move');
  await page.waitForFunction(() => /Green 1 moves/.test(document.querySelector('#log').textContent));
  await page.waitForSelector('#end-turn');
  await page.click('#end-turn');
  // The AI plays Orange's turn; then it is ours again.
  await page.waitForFunction(() => /Orange \d ends its turn|Orange \d is destroyed/.test(document.querySelector('#log').textContent), null, { timeout: 30000 });
  await page.waitForSelector('#pick .move', { timeout: 30000 });
  await page.waitForSelector('#watch-again:not([disabled])', { timeout: 30000 });
  // The summary tells Orange's turn in the log's words.
  const { heading, lines } = await logGroup(page, 1);
  assert.match(heading, /Orange/);
  assert.match(await page.textContent('#summary-stretch'), new RegExp(`Last turn: ${heading}`));
  const told = await summaryLines(page);
  assert.ok(lines.length > 0 && told.length > 0, `Orange's turn has lines: ${JSON.stringify(lines)}`);
  // Its lines as the log words them, in its order, the last among them; all of them if
  // they fit the panel's rows.
  inOrder(told, lines);
  assert.equal(told[told.length - 1], lines[lines.length - 1], 'the turn\'s last line is told');
  assert.ok(told.length >= Math.min(4, lines.length), `a few lines: ${told.length} of ${lines.length}`);
  assert.ok(told.some((l) => /Orange \d/.test(l)), `the summary names what Orange did: ${JSON.stringify(told)}`);
  // A region with a heading (the turn's name), its lines announced politely.
  assert.equal(await page.getAttribute('#summary', 'aria-label'), 'What just happened');
  assert.equal(await page.evaluate(() => document.getElementById('summary').tagName), 'SECTION');
  assert.match(await page.textContent('#summary h3'), new RegExp(`Last turn: ${heading}`));
  assert.equal(await page.getAttribute('#summary-body', 'aria-live'), 'polite');
  await besideTheBoard(page);
  await page.screenshot({ path: join(ARTIFACTS, 'summary-skirmish-1366.png') });
  await watchAgain(page, '#pick .move');
  // Still our decision: a move goes through.
  await page.click('#pick .move');
  await page.waitForFunction(() => (document.querySelector('#log').textContent.match(/Green \d moves/g) || []).length >= 2);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/** Takes one decision of Arcade Tanks by clicking, whatever it is (as play.test.mjs). */
async function decide(page) {
  const t = { timeout: 5000 };
  try {
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
  } catch (e) {
    if (/Timeout/.test(e.message)) return false;
    throw e;
  }
}

test('Arcade Tanks: the last round is told beside the board while the next is planned, and watched again', async () => {
  const t = await json('/api/tables', { game: 'tanks', seats: [{}, { ai: 'easy' }], name: 'Ann' });
  const page = await newPage();
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await page.waitForSelector('#controls h3');
  const end = Date.now() + 90000;
  // The round and the decision are read in one look: read apart, round 2's planning could
  // show between them and be taken for round 1's (and then planned, passing round 2 by).
  const look = () => page.evaluate(() => ({
    round: Number((document.querySelector('#status')?.textContent || '').match(/Round (\d+)/)?.[1] || 0),
    planning: /Plan your two maneuvers/.test(document.querySelector('#controls h3')?.textContent || ''),
    over: !!document.querySelector('#outcome'),
  }));
  for (let now = await look(); now.round < 2 || !now.planning; now = await look()) {
    assert.ok(Date.now() < end, `round 2's planning was reached (at round ${now.round})`);
    if (now.over) break;
    if (now.planning && now.round === 1) {
      assert.ok(await decide(page), 'round 1 is planned');
      await page.waitForFunction(() => !/Plan your two maneuvers/.test(document.querySelector('#controls h3')?.textContent || '')
        || !/Round 1\b/.test(document.querySelector('#status')?.textContent || ''), null, { timeout: 10000 });
    } else if (now.planning || !(await decide(page))) await page.waitForTimeout(150);
  }
  await page.waitForSelector('#watch-again:not([disabled])', { timeout: 30000 });
  // The last finished round in the summary, in the log's words: its most telling lines,
  // the AI's among them. It is round 1, unless a loaded machine let round 2's planning
  // pass between two looks; then it is the round before the one being planned, as it
  // must be. Either way it is the log's second group from the end, found by its heading.
  const { heading, lines } = await logGroup(page, 1);
  const round = heading.match(/Round (\d+)/)?.[1];
  assert.ok(round, `the log's last finished group is a round: ${heading}`);
  assert.match(await page.textContent('#summary-stretch'), new RegExp(`Last round: Round ${round}\\b`));
  const told = await summaryLines(page);
  assert.ok(told.length >= Math.min(4, lines.length) && told.length <= 8, `a few lines: ${told.length} of ${lines.length}`);
  inOrder(told, lines);
  assert.equal(told[told.length - 1], lines[lines.length - 1], 'the round\'s last line is told');
  const ai = await page.textContent('#seats-panel tr:nth-child(2) .name');
  assert.ok(told.some((l) => l.includes(ai)), `the summary names what the AI (${ai}) did: ${JSON.stringify(told)}`);
  await besideTheBoard(page);
  assert.deepEqual(await violations(page), []);
  await page.screenshot({ path: join(ARTIFACTS, 'summary-tanks-1366.png') });
  await watchAgain(page, '#hand .card.playable');
  // The rest is a click away, in the whole log: the round's group opens there.
  if (lines.length > told.length) {
    assert.match(await page.textContent('#summary-log'), new RegExp(`\\+${lines.length - told.length} more`));
    await page.click('#summary-log');
    await page.waitForFunction(() => { const g = [...document.querySelectorAll('#log details.log-round')]; return g.length > 1 && g[g.length - 2].open; });
  }
  // The decision is still ours: a plan goes through.
  assert.ok(await decide(page), 'a plan is laid and committed after watching');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on a phone the summary is one line under the board that opens', async () => {
  const t = await json('/api/tables', { game: 'skirmish', options: { first_player: 1 }, seats: [{}, { ai: 'easy' }], name: 'Ann' });
  const page = await newPage({ width: 390, height: 844 });
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  // The AI moves first; then it is our turn, and its turn is the last one.
  await page.waitForSelector('#pick .move', { timeout: 30000 });
  await page.waitForFunction(() => /Last turn/.test(document.querySelector('#summary-toggle').textContent), null, { timeout: 30000 });
  const board = await page.locator('.board-wrap').boundingBox();
  const line = await page.locator('#summary-toggle').boundingBox();
  assert.ok(line.y >= board.y + board.height, `the summary (at ${line.y}) is under the board (ending ${board.y + board.height})`);
  assert.ok(line.height <= 48, `folded to one line (${line.height} px)`);
  assert.equal(await page.isVisible('#summary-lines'), false);
  assert.equal(await page.getAttribute('#summary-toggle', 'aria-expanded'), 'false');
  await page.locator('#summary').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(ARTIFACTS, 'summary-skirmish-390-folded.png') });
  await page.click('#summary-toggle');
  assert.equal(await page.getAttribute('#summary-toggle', 'aria-expanded'), 'true');
  assert.ok(await page.isVisible('#summary-lines'));
  assert.ok((await summaryLines(page)).some((l) => /Orange \d/.test(l)));
  await page.screenshot({ path: join(ARTIFACTS, 'summary-skirmish-390-open.png') });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
