// Keyboard alone: for each game, a table against the computer (`easy`) played to its end
// with page.keyboard only — Tab, Shift+Tab, Enter, Space, arrows and the game's keys; no
// click, no element.click(), nothing acted through evaluate (it only reads the page). At
// each decision the player asks for a Hint (its button, by Tab and Enter), tabs to the
// control the hint marks and presses Enter. axe-core runs every few decisions: no serious
// or critical violation on any frame sampled across the game. Also: a skip link to the
// board first in the tab order, one h1 on the page, and a focus ring that shows.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { ARTIFACTS, openSite, closeSite } from './harness.mjs';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser; let server; let base;

before(async () => {
  ({ server, browser } = await openSite('coinop-keys-'));
  base = server.url;
});

after(() => closeSite(server, browser));

async function post(path, body) {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.json();
}

/** axe's serious and critical violations on the page as it stands. */
async function violations(page) {
  await page.addScriptTag({ content: AXE });
  const r = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }));
  return r.violations.filter((v) => ['serious', 'critical'].includes(v.impact))
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary ? n.failureSummary.split('\n')[1] || '' : ''}`).join(' | ')}`);
}

/** What the focused element is: whether it is the hinted control (or inside it), and a
 * name for the log. */
const focusState = (page) => page.evaluate(() => {
  const a = document.activeElement;
  if (!a || a === document.body) return { hinted: false, hint: false, what: 'body' };
  return {
    hinted: Boolean(a.closest('.hinted') || (a.tagName === 'SUMMARY' && a.parentElement && a.parentElement.querySelector('.hinted'))),
    hint: a.id === 'hint',
    what: `${a.tagName.toLowerCase()}${a.id ? `#${a.id}` : ''} "${(a.getAttribute('aria-label') || a.innerText || a.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 80)}"`,
  };
});

/** The names of the controls the keys passed, for the artifacts (words, not notation). */
const names = new Set();

/** Presses Tab until `want` holds of the focus; false after `max` presses. */
async function tabTo(page, want, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focusState(page);
    names.add(f.what);
    if (want(f)) return f;
  }
  return null;
}

/** The page's state, read only: the game over, a decision of mine waiting (the Hint
 * button shows), a hinted control on the page. */
const pageState = (page) => page.evaluate(() => {
  const hint = document.querySelector('#hint');
  const hinted = [...document.querySelectorAll('.hinted')].some((e) => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && !(e instanceof SVGElement) && !e.closest('svg');
  }) || [...document.querySelectorAll('details:not([open]) .hinted')].length > 0;
  return {
    over: Boolean(document.querySelector('#outcome, #end-words, #end-summary') || /game is over|Game over/i.test(document.querySelector('#controls, .controls')?.textContent || '')),
    mine: Boolean(hint && !hint.hidden),
    hinted,
    hintText: document.querySelector('#hint-text')?.textContent || '',
    // A question the page asks (Arcade Tanks' "Disengage this round?"), its answer focused.
    asking: Boolean(document.querySelector('dialog[open]')),
    controls: (document.querySelector('#controls, .controls')?.textContent || '').slice(0, 300),
  };
});

/**
 * Plays a whole game by keys. `keys(page, st)` may take a decision by the game's own keys
 * first (returns true if it did); else the hint is followed.
 */
async function playByKeys(game, page, { every = 5, limitMs = 170000, keys } = {}) {
  const t0 = Date.now();
  let decisions = 0; let frames = 0; const found = [];
  const check = async (what) => {
    frames += 1; found.push(...(await violations(page)).map((v) => `${game} ${what}: ${v}`));
    // The controls as a screen reader names them, for the artifacts.
    for (const line of (await page.locator('body').ariaSnapshot()).split('\n')) if (/- (button|checkbox|combobox|link|radio)\b/.test(line)) names.add(line.trim());
  };
  let stuck = 0;
  for (;;) {
    if (Date.now() - t0 > limitMs) throw new Error(`${game}: no end after ${decisions} decisions (${await page.textContent('body').then((t) => t.slice(0, 400))})`);
    let st = await pageState(page);
    if (st.over) break;
    if (st.asking) { await page.keyboard.press('Enter'); await page.waitForTimeout(100); continue; }
    if (!st.mine) { await page.waitForTimeout(150); continue; }
    if (decisions % every === 0 && !st.checked) await check(`decision ${decisions}`);
    if (keys && await keys(page, st)) { decisions += 1; await page.waitForTimeout(100); continue; }
    if (!st.hinted) {
      // Ask: Tab to the Hint button, Enter.
      const f = await tabTo(page, (x) => x.hint);
      if (!f) { stuck += 1; if (stuck > 20) throw new Error(`${game}: Hint not reachable by Tab`); continue; }
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => /Hint:|\S/.test(document.querySelector('#hint-text')?.textContent || ''), null, { timeout: 20000 }).catch(() => {});
      await page.waitForFunction(() => !/Thinking/.test(document.querySelector('#hint-text')?.textContent || ''), null, { timeout: 30000 }).catch(() => {});
      st = await pageState(page);
      if (!st.hinted) { stuck += 1; if (stuck > 20) throw new Error(`${game}: the hint marks no control: ${st.hintText} | ${st.controls}`); await page.waitForTimeout(200); continue; }
    }
    const f = await tabTo(page, (x) => x.hinted);
    if (!f) {
      st = await pageState(page);
      stuck += 1; if (stuck > 20) throw new Error(`${game}: the hinted control is not reachable by Tab: ${st.hintText} | ${st.controls}`);
      continue;
    }
    stuck = 0;
    const before = await page.evaluate(() => document.querySelector('#controls, .controls')?.innerHTML || '');
    await page.keyboard.press(f.what.startsWith('summary') ? 'Enter' : 'Enter');
    decisions += 1;
    await page.waitForFunction((b) => (document.querySelector('#controls, .controls')?.innerHTML || '') !== b, before, { timeout: 10000 }).catch(() => {});
  }
  await check('the end');
  await page.screenshot({ path: join(ARTIFACTS, `keys-${game}-end.png`) });
  writeFileSync(join(ARTIFACTS, `keys-${game}-names.txt`), [...names].sort().join('\n'));
  names.clear();
  const secs = Math.round((Date.now() - t0) / 1000);
  console.log(`keys ${game}: ${decisions} decisions, ${frames} axe frames, ${found.length} violations, ${secs} s`);
  return { decisions, frames, found };
}

/** A table against `easy` with seat 0 this page's, opened with animations off. */
async function openTable(game, options) {
  const t = await post('/api/tables', { game, options, seats: [{}, { ai: 'easy' }], name: 'Ann' });
  assert.ok(t.id, JSON.stringify(t));
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => d.accept());
  await page.addInitScript(() => localStorage.setItem('coinop.anim', 'off'));
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await page.waitForSelector('#controls, .controls');
  return { page, context, errors };
}

/** The page's frame: a skip link first in the tab order that lands on the board, one h1,
 * a focus ring on a focused control. */
async function frame(page) {
  assert.equal(await page.locator('h1').count(), 1, 'one h1');
  await page.keyboard.press('Tab');
  const skip = await page.evaluate(() => ({ text: document.activeElement?.textContent || '', href: document.activeElement?.getAttribute('href') || '' }));
  assert.match(skip.text, /Skip to the board/);
  await page.keyboard.press('Enter');
  const landed = await page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);
  assert.ok(landed && landed !== 'BODY', `the skip link focuses the board (${landed})`);
  await page.keyboard.press('Tab');
  const ring = await page.evaluate(() => {
    const a = document.activeElement; if (!a || a === document.body) return null;
    const cs = getComputedStyle(a);
    return { style: cs.outlineStyle, width: parseFloat(cs.outlineWidth) };
  });
  assert.ok(ring && ring.style !== 'none' && ring.width >= 2, `a visible focus ring (${JSON.stringify(ring)})`);
}

async function run(game, options, opts = {}) {
  const { page, context, errors } = await openTable(game, options);
  await frame(page);
  const r = await playByKeys(game, page, opts);
  assert.deepEqual(r.found, []);
  assert.deepEqual(errors, []);
  await context.close();
}

test('Arcade Tanks by keys alone', async () => {
  // The maneuver slots are buttons: at the first planning, Space and Enter choose the
  // slot cards go on, said by aria-pressed.
  let slots = false;
  const keys = async (page) => {
    if (slots || !(await page.$('#maneuver-2'))) return false;
    slots = true;
    const pressed = (m) => page.getAttribute(`#maneuver-${m}`, 'aria-pressed');
    assert.ok(await tabTo(page, (f) => f.what.startsWith('div#maneuver-2')), 'maneuver 2 is reached by Tab');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('#maneuver-2')?.getAttribute('aria-pressed') === 'true');
    assert.equal(await pressed(1), 'false');
    assert.match(await page.evaluate(() => document.activeElement?.id || ''), /maneuver-2/, 'the slot keeps the focus');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#maneuver-1')?.getAttribute('aria-pressed') === 'true');
    return false;
  };
  await run('tanks', { players: 2, first_player: 0, max_rounds: 3 }, { keys });
  assert.ok(slots, 'a planning came');
});

test('after a decision sent by keys, the keys wait on the next decision\'s first control, never taken from a field being typed in', async () => {
  const { page, context, errors } = await openTable('tanks', { players: 2, first_player: 0, max_rounds: 3 });
  const focused = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName);
  // The tank placed by keys: the list of all choices, its first choice.
  await page.waitForSelector('#controls details summary');
  assert.ok(await tabTo(page, (f) => f.what.startsWith('summary') && /All choices/.test(f.what)), 'the list of all choices by Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  assert.match(await page.evaluate(() => document.activeElement?.textContent || ''), /Place your tank/);
  await page.keyboard.press('Enter');
  // The next decision (the planning) has the keys on its first control, the first maneuver.
  await page.waitForSelector('#maneuver-1', { timeout: 30000 });
  await page.waitForFunction(() => document.activeElement && document.activeElement !== document.body, null, { timeout: 5000 }).catch(() => {});
  assert.equal(await focused(), 'maneuver-1', 'the keys wait on the first maneuver');
  // A card on each maneuver by keys (Tab from the slot to the hand, Enter lays).
  for (const m of [1, 2]) {
    await page.focus(`#maneuver-${m}`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((k) => document.querySelector(`#maneuver-${k}`)?.getAttribute('aria-pressed') === 'true', m);
    assert.ok(await tabTo(page, (f) => /^button "/.test(f.what) && /in hand|Advance|Turn/.test(f.what), 12), 'a card of the hand by Tab');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`#maneuver-${m} .card`);
  }
  // Committed, and the keys taken to a field of the page at once (as someone who types
  // while the others play): the next decisions leave them there.
  await page.waitForSelector('#commit:not([disabled])');
  await page.evaluate(() => {
    const field = document.createElement('input'); field.id = 'typing'; field.setAttribute('aria-label', 'a field');
    document.querySelector('.table-head').append(field);
    const commit = /** @type {HTMLButtonElement} */ (document.querySelector('#commit'));
    commit.focus(); commit.click(); field.focus();
  });
  await page.keyboard.type('hello');
  // The next decision of this seat's: the bots' order, a power-up or the next planning.
  await page.waitForFunction(() => {
    const heading = document.querySelector('#controls h3')?.textContent || '';
    return Boolean(document.querySelector('#outcome')) || (!document.querySelector('#hint')?.hidden && /bot that moves|Use your|comes back/.test(heading))
      || (/Round 2/.test(document.querySelector('#status')?.textContent || '') && /Plan your two/.test(heading));
  }, null, { timeout: 60000 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(ARTIFACTS, 'keys-focus-typing.png') });
  assert.equal(await focused(), 'typing', 'the field keeps the keys');
  await page.keyboard.type(' there');
  assert.equal(await page.inputValue('#typing'), 'hello there');
  assert.deepEqual(errors, []);
  await context.close();
});

test('ARCADE by keys alone', async () => {
  await run('skirmish', { first_player: 0, max_turns: 16 });
});

test('Anarcade by keys alone', async () => {
  await run('anarcade', { first_player: 0, aces_to_win: 2, max_turns: 40 });
});

test('Robotanks by keys alone', async () => {
  await run('robotanks', { players: 2, first_player: 0, starting_hand: 12, post_loss: 3, max_turns: 16 });
});
