// Hint says why, in one phrase, where the page can tell from what it shows: ARCADE a
// shot's damage on average (or that the moves bring the target within range), Arcade
// Tanks where the plan leaves the tank (the engine's trace of its cards), Anarcade what a
// bought card gives, Robotanks what a program card does. The hint's line keeps its room:
// the board does not move when the hint appears. Each game against the easy computer at
// 1366×768, the hint followed (its marked control pressed) until a decision of that kind.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, openSite, closeSite } from './harness.mjs';

let browser; let server; let base;

before(async () => {
  ({ server, browser } = await openSite('coinop-hints-'));
  base = server.url;
});

after(() => closeSite(server, browser));

async function json(path, body) {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.json();
}

/** A table of `game` against the easy computer, seat 0's page open at 1366×768 with
 * animations off: { context, page, errors }. */
async function openTable(game, options, viewport = { width: 1366, height: 768 }) {
  const t = await json('/api/tables', { game, options, seats: [{}, { ai: 'easy' }], name: 'Ann' });
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => localStorage.setItem('coinop.anim', 'off'));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  return { context, page, errors };
}

/** Follows the hint (its marked control pressed) until its words match `want`; returns
 * the hint's line and its why. */
async function hintUntil(game, options, want, wantWhy, viewport, css) {
  const { context, page, errors } = await openTable(game, options, viewport);
  if (css) await page.addStyleTag({ content: css });
  try {
    for (let i = 0; i < 80; i++) {
      await page.waitForSelector('#hint:not([hidden])', { timeout: 60000 });
      await page.waitForTimeout(150);
      const top = await page.$eval('#board-area', (e) => e.getBoundingClientRect().top);
      await page.click('#hint');
      await page.waitForFunction(() => /^Hint: /.test(document.querySelector('#hint-text').textContent), null, { timeout: 30000 });
      const line = await page.textContent('#hint-text');
      if (want.test(line)) {
        const why = await page.$eval('#hint-text', (e) => e.querySelector('.hint-why')?.textContent || null);
        await page.screenshot({ path: join(ARTIFACTS, `hint-why-${game}.png`) });
        assert.equal(await page.$eval('#board-area', (e) => e.getBoundingClientRect().top), top, `the board stays where it was: ${line}`);
        assert.ok(why, `the hint says why: ${line}`);
        assert.match(why, wantWhy, line);
        // A line cut short offers "more", which opens it to every word; one that fits does not.
        const cut = () => page.$eval('#hint-text', (e) => [...e.querySelectorAll('strong, .hint-why')].some((x) => x.scrollWidth > x.clientWidth + 1));
        const wasCut = await cut();
        assert.equal(await page.locator('#hint-more').count(), wasCut ? 1 : 0, `"more" where the line is cut: ${line}`);
        if (wasCut) {
          await page.click('#hint-more');
          assert.equal(await cut(), false, 'opened, every word shows');
          assert.equal(await page.getAttribute('#hint-more', 'aria-expanded'), 'true');
          if (game === 'anarcade') {
            // Anarcade's market is a page that scrolls, not a board drawn to fit: the
            // opened line pushes it down, never over it.
            const [hintBottom, boardTop] = await page.evaluate(() => [document.querySelector('#hint-text').getBoundingClientRect().bottom, document.querySelector('#board').getBoundingClientRect().top]);
            assert.ok(boardTop >= hintBottom - 1, `the market starts below the opened line (${boardTop} < ${hintBottom})`);
          } else {
            const board = await page.$eval('#board', (e) => e.getBoundingClientRect().bottom);
            assert.ok(board <= page.viewportSize().height + 1, `the board refits below the opened line (to ${board})`);
          }
          await page.screenshot({ path: join(ARTIFACTS, `hint-open-${game}.png`) });
        }
        assert.deepEqual(errors, []);
        return { line, cut: wasCut };
      }
      // Not yet: follow it (the first marked control in sight).
      const button = page.locator('button.hinted:visible, button.rt-hinted:visible').first();
      const marked = (await button.count()) ? button : page.locator('.hinted:visible, .rt-hinted:visible').first();
      if (await marked.count()) await marked.click();
      else await page.waitForTimeout(300);
      await page.waitForTimeout(250);
    }
    throw new Error(`${game}: no hint matched ${want}`);
  } finally { await context.close(); }
}

test('ARCADE: a hinted shot says its damage on average, moves before it what they bring', async () => {
  await hintUntil('skirmish', { first_player: 0 }, /Fire at/, /damage on average to \w+ \d|get \w+ \d within range from [a-z]\d+|from here \w+ \d would take|cannot miss|meets [a-z]\d+ first/);
});

test('Arcade Tanks: a hinted plan says where it leaves the tank', async () => {
  await hintUntil('tanks', { players: 2 }, /Maneuver \d: /, /^(ends on [a-z]+\d+ facing (north|east|south|west)|sinks|drives off)/);
});

test('Arcade Tanks: a hinted plan too long for its line opens to every word', async () => {
  // The line held to 320 px, so that any plan with where it ends is cut, whatever the
  // position the game deals.
  const { cut } = await hintUntil('tanks', { players: 2 }, /Maneuver \d: /, /^(ends on|sinks|drives off)/, { width: 960, height: 700 }, '#hint-text { max-width: 320px; margin-left: auto; }');
  assert.ok(cut, 'a plan with where it ends is longer than 320 px');
});

test('Anarcade: a hinted purchase says what the card gives', async () => {
  await hintUntil('anarcade', { first_player: 0 }, /Buy \S/, /^\S.* gives (\d+ (Draw|Earn|Score|Buy)(, )?)+ when played/);
});

test('Robotanks: a hinted program card says what it does', async () => {
  await hintUntil('robotanks', { players: 2 }, /as the first program of [A-Z][a-z]+ 1, then .* as the first program of [A-Z][a-z]+ 2/, /^[A-Z][\w °]+: \w/);
});

test('ARCADE: a hint followed part way says what is left of it, and why from there', async () => {
  const { context, page, errors } = await openTable('skirmish', { first_player: 0 });
  try {
    for (let i = 0; i < 40; i++) {
      await page.waitForSelector('#hint:not([hidden])', { timeout: 60000 });
      await page.waitForTimeout(150);
      await page.click('#hint');
      await page.waitForFunction(() => /^Hint: /.test(document.querySelector('#hint-text').textContent), null, { timeout: 30000 });
      const line = await page.$eval('#hint-text strong', (e) => e.textContent);
      const parts = line.split(', then ');
      const button = page.locator('button.hinted:visible').first();
      await ((await button.count()) ? button : page.locator('.hinted:visible').first()).click({ force: true });
      if (parts.length < 2 || !/^Move /.test(parts[0])) { await page.waitForTimeout(250); continue; }
      // The first move made: the line goes on from the second, the board marks it.
      const rest = parts.slice(1).join(', then ');
      await page.waitForFunction((want) => document.querySelector('#hint-text strong')?.textContent === want, rest, { timeout: 10000 });
      if (/Fire at/.test(rest)) {
        const why = await page.$eval('#hint-text .hint-why', (e) => e.textContent);
        assert.match(why, /damage on average|would take|cannot miss|meets|within range/, why);
      }
      assert.ok(await page.locator('.hinted:visible').count(), 'the next of it is marked');
      assert.deepEqual(errors, []);
      return;
    }
    throw new Error('no hint of a move and more came');
  } finally { await context.close(); }
});
