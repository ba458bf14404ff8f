// Each game's lesson in a real browser, from the lobby's link, completed by pressing only
// the control the page marks for each step (a click at its middle, as a newcomer would),
// with a wrong move first answered in words and changing nothing; then "Play against the
// computer" opens a table. Screenshots go to $COINOP_ARTIFACTS.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, openSite, closeSite } from './harness.mjs';

let browser; let server; let base; let games;

before(async () => {
  ({ server, browser } = await openSite('coinop-lessons-'));
  base = server.url;
  games = await (await fetch(`${base}/api/games`)).json();
});

after(() => closeSite(server, browser));

async function newPage(width = 1366, height = 900) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('coinop.anim', 'off'));
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.errors = errors;
  return page;
}

/** The step the coach shows now, as its words. */
const coachText = (page) => page.textContent('#lesson-coach');

/** Clicks the middle of the marked control (an overlay on a board cell passes the click to the cell). */
async function pressMarked(page) {
  const el = await page.waitForSelector('.hinted', { state: 'attached', timeout: 10000 }).catch(async (e) => {
    await page.screenshot({ path: join(ARTIFACTS, 'lesson-nothing-marked.png') });
    throw new Error(`nothing marked at "${await page.textContent('#lesson-coach')}": ${e.message}`);
  });
  await el.scrollIntoViewIfNeeded();
  const box = await el.boundingBox();
  assert.ok(box, 'the marked control is on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

for (const name of ['tanks', 'skirmish', 'anarcade', 'robotanks']) {
  test(`${name}: the lesson is reached from the lobby and completed by following the marked controls`, async (t) => {
    const info = games.find((g) => g.name === name);
    if (!info || !info.lesson) {
      assert.fail(`${name} has no lesson (GameInfo.lesson is empty)`);
    }
    const page = await newPage();
    await page.goto(`${base}/?game=${name}`);
    await page.click('#learn-link');
    await page.waitForURL(`${base}/learn/${name}`);
    await page.waitForSelector('#lesson-say');
    await page.waitForFunction(() => /Step 1 of \d+/.test(document.querySelector('#lesson-count').textContent));
    const of = Number((await page.textContent('#lesson-count')).match(/of (\d+)/)[1]);
    assert.ok(of >= 8 && of <= 15, `${of} steps`);
    assert.equal(await page.isVisible('#lesson-play'), false, 'no game offered before the lesson ends');
    await page.screenshot({ path: join(ARTIFACTS, `lesson-${name}-start.png`) });
    const started = Date.now();
    for (let step = 1; step <= of; step += 1) {
      await page.waitForFunction((n) => document.querySelector('#lesson-count').textContent === `Step ${n} of ${document.querySelector('#lesson-count').textContent.match(/of (\d+)/)?.[1]}`, step);
      const words = await page.textContent('#lesson-say');
      assert.ok(words.trim().length > 0, `step ${step} says what to do`);
      // Press marked controls until the step is done (a plan is several).
      for (let press = 0; press < 12; press += 1) {
        const now = await page.textContent('#lesson-count');
        if (now !== `Step ${step} of ${of}`) break;
        await pressMarked(page);
        await page.waitForFunction((s) => document.querySelector('#lesson-count').textContent !== s
          || document.querySelector('.hinted') !== null, now, { timeout: 10000 });
        await page.waitForTimeout(150);
      }
      if (step === 1) await page.screenshot({ path: join(ARTIFACTS, `lesson-${name}-step2.png`) });
    }
    await page.waitForFunction(() => document.querySelector('#lesson-count').textContent === 'Lesson complete');
    t.diagnostic(`${name}: ${of} steps followed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    assert.match(await coachText(page), /\S/);
    await page.screenshot({ path: join(ARTIFACTS, `lesson-${name}-end.png`) });
    assert.ok(await page.isVisible('#lesson-play'), 'a finished lesson offers a game against the computer');
    if (name === 'skirmish' || name === 'robotanks') {
      await page.click('#lesson-play');
      await page.waitForURL(/\/t\/[A-Za-z0-9]+$/);
      await page.waitForSelector('#seats-panel');
      // One computer opponent, as in the lesson.
      await page.waitForFunction(() => document.querySelectorAll('#seats-panel tr').length > 0);
      assert.equal(await page.locator('#seats-panel tr:has-text("AI")').count(), 1, 'one computer player');
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

/** On a phone: each lesson by taps alone, never scrolling. At every step the step's words,
 * the whole board clear of them and of the decision's controls, and the marked control
 * itself (not something over it) are on the screen; a step that opens its fold (the goal,
 * a long account of the last move) is read first and closed with "Got it". */
for (const name of ['tanks', 'skirmish', 'anarcade', 'robotanks']) {
  test(`${name}: the lesson on a phone, the board and the marked control always in sight`, async (t) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addInitScript(() => localStorage.setItem('coinop.anim', 'off'));
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/learn/${name}`);
    await page.waitForFunction(() => /Step 1 of \d+/.test(document.querySelector('#lesson-count')?.textContent || ''));
    await page.waitForSelector('.hinted', { state: 'attached' });
    const started = Date.now();
    let taps = 0; let folds = 0;
    for (let press = 0; press < 80; press += 1) {
      // A person's next tap: a tap within a moment of a new step is taken for a double tap.
      await page.waitForTimeout(400);
      if ((await page.textContent('#lesson-count')) === 'Lesson complete') break;
      const step = await page.textContent('#lesson-count');
      const look = await page.evaluate(() => {
        const box = (q) => { const e = document.querySelector(q); if (!e) return null; const b = e.getBoundingClientRect(); return { top: b.top, bottom: b.bottom, left: b.left, right: b.right }; };
        const el = document.querySelector('.hinted');
        let hit = 'nothing marked';
        if (el) {
          const b = el.getBoundingClientRect();
          const at = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
          const svg = el instanceof SVGElement ? el.ownerSVGElement : null;
          hit = at && (at === el || el.contains(at) || (svg && svg.contains(at))) ? 'ok' : `covered by ${at ? at.tagName + '#' + at.id : 'nothing (off screen)'}`;
        }
        return {
          open: document.querySelector('#lesson-coach').classList.contains('open'),
          y: window.scrollY, coach: box('#lesson-coach'), say: box('#lesson-say'), toggle: box('#lesson-why-toggle'),
          board: box('#board'), controls: box('#controls'), hit, wide: document.documentElement.scrollWidth,
        };
      });
      const where = `${name} ${step}`;
      assert.equal(look.y, 0, `${where}: the page never scrolled`);
      assert.ok(look.wide <= 390, `${where}: no sideways scrolling`);
      if (look.open) {
        // Read first: "Got it" is in sight and shows the board.
        assert.ok(look.toggle && look.toggle.bottom <= 844, `${where}: "Got it" on screen`);
        await page.tap('#lesson-why-toggle');
        folds += 1;
        continue;
      }
      assert.ok(look.say.top >= 0 && look.say.bottom <= 844, `${where}: the step's words on screen`);
      if (name !== 'anarcade') {
        // Anarcade has no board: its market scrolls under the controls as in a game.
        assert.ok(look.board.top >= look.coach.bottom - 2, `${where}: the board below the step's words (${look.board.top} < ${look.coach.bottom})`);
        assert.ok(look.board.bottom <= look.controls.top + 2, `${where}: the whole board above the controls (board to ${Math.round(look.board.bottom)}, controls from ${Math.round(look.controls.top)})`);
      }
      assert.equal(look.hit, 'ok', `${where}: the marked control can be tapped where it is`);
      const el = await page.$('.hinted');
      const b = await el.boundingBox();
      await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
      taps += 1;
      await page.waitForFunction((s) => document.querySelector('#lesson-count').textContent !== s
        || document.querySelector('.hinted') !== null, step, { timeout: 10000 });
      assert.equal(await page.textContent('#lesson-answer'), '', `${where}: the marked control was the step's move`);
    }
    assert.equal(await page.textContent('#lesson-count'), 'Lesson complete');
    t.diagnostic(`${name} on a phone: ${taps} taps and ${folds} "Got it" in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await page.screenshot({ path: join(ARTIFACTS, `lesson-${name}-phone-end.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** A quick double tap on a phone (40 ms apart) plays the step once: the second tap,
 * landing on the next step's control or the same place, neither skips that step nor is
 * answered as a wrong move. */
for (const name of ['skirmish', 'anarcade', 'robotanks']) {
  test(`${name}: a double tap on a phone plays one step`, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addInitScript(() => localStorage.setItem('coinop.anim', 'off'));
    const page = await context.newPage();
    await page.goto(`${base}/learn/${name}`);
    await page.waitForFunction(() => /Step 1 of/.test(document.querySelector('#lesson-count')?.textContent || ''));
    if (await page.evaluate(() => document.querySelector('#lesson-coach').classList.contains('open'))) await page.tap('#lesson-why-toggle');
    await page.waitForTimeout(400);
    const el = await page.waitForSelector('.hinted', { state: 'attached' });
    const b = await el.boundingBox();
    await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
    await page.waitForTimeout(40);
    await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
    await page.waitForFunction(() => /Step 2 of/.test(document.querySelector('#lesson-count')?.textContent || ''));
    await page.waitForTimeout(800);
    assert.match(await page.textContent('#lesson-count'), /Step 2 of/, 'the next step was not skipped');
    assert.equal(await page.textContent('#lesson-answer'), '', 'no wrong move answered');
    await context.close();
  });
}

test('a wrong move in a lesson is answered in words and changes nothing; a reload comes back to the same step', async () => {
  const lesson = async (body) => (await fetch(`${base}/api/lessons/skirmish`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
  const start = await (await lesson({ taken: 0 })).json();
  assert.equal(start.type, 'state');
  assert.ok(start.lesson.expected.length > 0);
  const wrong = start.legal.find((l) => JSON.stringify(l.action) !== JSON.stringify(start.lesson.expected[0]));
  if (wrong) {
    const res = await lesson({ taken: 0, actions: [wrong.action] });
    assert.equal(res.status, 400);
    const body = await res.json();
    assert.equal(body.code, 'not_in_lesson');
    assert.ok(body.error.length > 0);
  }
  const bad = await lesson({ taken: 99999 });
  assert.equal(bad.status, 400);
  const page = await newPage();
  await page.goto(`${base}/learn/skirmish`);
  await page.waitForFunction(() => /Step 1 of/.test(document.querySelector('#lesson-count')?.textContent || ''));
  // In the page: another move than the step's is answered with the lesson's own sentence
  // (why this move is not the one), in the step's panel, beside its words — not a generic
  // error, and not said twice by the board; the step stays.
  const other = await page.$('#pick .move:not(.hinted)');
  assert.ok(other, 'a move the step does not ask for');
  await other.click();
  await page.waitForFunction(() => /\S/.test(document.querySelector('#lesson-answer').textContent));
  const said = await page.textContent('#lesson-answer');
  const expected = (await (await lesson({ taken: 0, actions: [wrong.action] })).json()).error;
  assert.equal(said.replace(/\.$/, ''), expected.replace(/\.$/, ''), 'the lesson\'s sentence for this step');
  assert.ok(await page.isVisible('#lesson-answer'));
  const sayBox = await page.$eval('#lesson-say', (e) => e.getBoundingClientRect().bottom);
  const answerBox = await page.$eval('#lesson-answer', (e) => e.getBoundingClientRect().top);
  assert.ok(answerBox - sayBox < 80, `the answer stands by the step's words (${answerBox - sayBox}px below)`);
  assert.deepEqual(await page.$$eval('.error', (es, s) => es.filter((e) => e.id !== 'lesson-answer' && e.textContent.includes(s.slice(0, 30))).map((e) => e.id || e.className), said),
    [], 'the board and its panel do not say it again');
  await page.screenshot({ path: join(ARTIFACTS, 'lesson-wrong-move.png') });
  assert.match(await page.textContent('#lesson-count'), /Step 1 of/);
  await pressMarked(page);
  await page.waitForFunction(() => /Step 2 of/.test(document.querySelector('#lesson-count').textContent));
  assert.equal(await page.textContent('#lesson-answer'), '', 'the right move clears the answer');
  await page.reload();
  await page.waitForFunction(() => /Step 2 of/.test(document.querySelector('#lesson-count')?.textContent || ''));
  // By keys alone: the list of actions comes with the step's move chosen; an arrow key
  // moving through it plays nothing; its marked button plays the choice.
  await page.focus('#action-list');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(300);
  assert.match(await page.textContent('#lesson-count'), /Step 2 of/);
  assert.equal(await page.textContent('#lesson-answer'), '', 'nothing was sent');
  await page.focus('#action-go.hinted');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /Step 3 of/.test(document.querySelector('#lesson-count').textContent));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
