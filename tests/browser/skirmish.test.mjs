// ARCADE (the skirmish) in a real browser: chosen in the lobby with its options, played
// by clicking (a move along a path, a shot with its dice, the end of a turn) against the
// AI, a refused click that leaves the game as it was, a custom arena, the rules page, a
// finished AI game replayed. Screenshots go to $COINOP_ARTIFACTS.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, openSite, closeSite } from './harness.mjs';

let browser; let server; let base;

before(async () => {
  ({ server, browser } = await openSite('coinop-skirmish-'));
  base = server.url;
});

after(() => closeSite(server, browser));

async function newPage(anim = 'off') {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
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

const unitAt = (page, sel) => page.$eval(sel, (el) => el.getAttribute('transform'));

test('ARCADE from the lobby: options, a move along a path, a shot with its dice, the turn passed to the AI', async () => {
  const page = await newPage('normal');
  await page.goto(`${base}/`);
  await page.click('#game-skirmish');
  await page.waitForSelector('#arena');
  assert.equal(await page.textContent('h2'), 'New ARCADE table');
  // The how-to links the rules page in the reader's language, and our readings.
  assert.deepEqual(await page.$$eval('#how-to a', (as) => as.map((a) => a.getAttribute('href'))), ['/rules/skirmish', '/rulings/skirmish']);
  // The arena's preview follows the choice.
  const before = await page.innerHTML('#arena-preview');
  await page.selectOption('#arena', 'centre-pool');
  assert.notEqual(await page.innerHTML('#arena-preview'), before);
  await page.check('#rule-stun');
  await page.selectOption('#first-player', '0');
  await page.fill('#your-name', 'Ann');
  await page.click('#create');
  await page.waitForSelector('#pick .move');
  assert.match(await page.textContent('#table-rules'), /ARCADE · 2 players · arena “Centre Pool” · Stun/);
  assert.equal(await page.getAttribute('#first-player-note a', 'href'), '/rules/skirmish');
  await page.screenshot({ path: join(ARTIFACTS, 'skirmish-turn.png') });
  // The farthest reachable space: several steps sent as one path.
  const picks = await page.$$eval('#pick .move', (els) => els.map((e) => ({ cell: e.dataset.cell, cost: Number(e.querySelector('text').textContent) })));
  const far = picks.reduce((a, b) => (b.cost > a.cost ? b : a));
  assert.ok(far.cost >= 4, `a space two steps away is offered: ${JSON.stringify(picks)}`);
  await page.click(`#pick .move[data-cell="${far.cell}"]`);
  await page.waitForFunction((c) => document.querySelector('#log').textContent.match(/moves/g)?.length >= 2, far.cell);
  const log = await page.textContent('#log');
  assert.match(log, /Green 1 moves .* → .*\(\d points, \d left\)/);
  // A shot: the badge says the dice, the log the roll, the tray the dice.
  await page.waitForSelector('#pick .fire.enemy');
  // The badge is the count and a die, kept inside its space; the words are its label.
  const badge = await page.textContent('#pick .fire.enemy text');
  const dice = Number(badge.match(/^(\d+)$/)?.[1] ?? 0);
  assert.equal(await page.getAttribute('#pick .fire.enemy text', 'aria-label'), `${dice} dice`);
  assert.equal(await page.locator('#pick .fire.enemy').first().locator('.die-icon').count(), 1);
  for (const [inside, badgeBox] of await page.$$eval('#pick .fire', (gs) => gs.map((g) => {
    const r = g.querySelector('rect').getBoundingClientRect();
    return [...g.querySelectorAll('text, .die-icon')].map((e) => e.getBoundingClientRect()).map((b) => [b.left >= r.left - 0.5 && b.right <= r.right + 0.5, `${b.left}..${b.right} in ${r.left}..${r.right}`]);
  }).flat())) assert.ok(inside, `a badge inside its space: ${badgeBox}`);
  // Under the badge, the chance to hit its dice give: no die may show 1.
  const odds = await page.textContent('#pick .fire.enemy text.odds');
  assert.equal(odds, `${Math.round(100 * (5 / 6) ** dice)}%`);
  assert.match(await page.$eval('#pick .fire.enemy title', (t) => t.textContent), /\d+% to hit, \d\.\d damage on average/);
  await page.click('#pick .fire.enemy');
  await page.waitForFunction(() => /fires at/.test(document.querySelector('#log').textContent));
  assert.match(await page.textContent('#log'), new RegExp(`fires at \\w+\\d+: ${dice} dice|so close it cannot miss`));
  await page.waitForSelector('#dice .die, #dice strong');
  await page.screenshot({ path: join(ARTIFACTS, 'skirmish-fired.png') });
  // End the turn: the AI plays Orange's, and it is Green's again.
  await page.waitForSelector('#end-turn');
  await page.click('#end-turn');
  // (The computer's turn plays out animated, and the suite runs its files side by side:
  // 20 s was sometimes too little on two cores.)
  await page.waitForFunction(() => /Orange 1 ends its turn|Orange 1 is destroyed/.test(document.querySelector('#log').textContent), null, { timeout: 60000 });
  await page.waitForSelector('#pick .move', { timeout: 60000 });
  assert.match(await page.textContent('#controls h3'), /Green 2, your turn/);
  assert.match(await page.textContent('#log'), /Turn 1 — Green 1/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a refused action leaves the table as it was and says why in words', async () => {
  const t = await json('/api/tables', { game: 'skirmish', options: { first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Bo' });
  const page = await newPage();
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await page.waitForSelector('#pick .move');
  const g1 = await unitAt(page, '[data-unit="0-0"]');
  const log = await page.textContent('#log');
  // Through the socket, as a doctored page would send it: a shot from a token no tank
  // has, under rules without Triangulation.
  const msg = await page.evaluate(() => new Promise((resolve) => {
    const ws = new WebSocket(`ws://${location.host}/ws/${location.pathname.split('/')[2]}`);
    const tok = JSON.parse(localStorage.getItem('coinop.seats'))[location.pathname.split('/')[2]].token;
    ws.onopen = () => { ws.send(JSON.stringify({ type: 'hello', token: tok })); ws.send(JSON.stringify({ type: 'act', id: 7, actions: [{ Fire: { target: 0, from_token: true, aimed: false } }] })); };
    ws.onmessage = (e) => { const m = JSON.parse(e.data); if (m.id === 7) { ws.close(); resolve(m); } };
  }));
  assert.equal(msg.type, 'error');
  assert.match(msg.message, /token|Triangulation/i);
  // Then a legal move still goes through: nothing was half-applied.
  assert.equal(await unitAt(page, '[data-unit="0-0"]'), g1);
  assert.equal(await page.textContent('#log'), log);
  await page.click('#pick .move');
  await page.waitForFunction(() => /Green 1 moves/.test(document.querySelector('#log').textContent));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a custom arena from the lobby is checked, previewed and played', async () => {
  const page = await newPage();
  await page.goto(`${base}/?game=skirmish`);
  await page.waitForSelector('#arena');
  await page.selectOption('#arena', '');
  // How a map is written: the rules page's section on arenas.
  assert.equal(await page.locator('a[href="/rules/skirmish#arenas"]').count(), 1);
  await page.fill('#own-arena', 'O1 O2 O3\n.  #  .\n.  .  .\nG1 G2 G2');
  await page.click('#create');
  await page.waitForFunction(() => document.querySelector('#create-error').textContent.length > 0);
  assert.match(await page.textContent('#create-error'), /G2/);
  // Too close: the first shot could destroy a tank before anyone moved.
  await page.fill('#own-arena', 'O1 O2 O3\n.  #  .\n.  P  .\nG1 G2 G3');
  await page.click('#create');
  await page.waitForFunction(() => /apart/.test(document.querySelector('#create-error').textContent));
  await page.fill('#own-arena', 'O1 O2 O3\n.  .  .\n.  #  .\n.  P  .\n.  .  .\nG1 G2 G3');
  assert.equal(await page.locator('#arena-preview svg rect').count(), 18);
  await page.click('#create');
  await page.waitForSelector('#board #pieces .tank');
  assert.match(await page.textContent('#table-rules'), /Your arena/);
  assert.equal(await page.locator('#ground .pool').count(), 1);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a finished ARCADE game between AIs replays step by step; the rules page and readings open', async () => {
  const t = await json('/api/tables', { game: 'skirmish', options: { rules: { blast: true, stun: true, collateral_damage: true } }, seats: [{ ai: 'easy' }, { ai: 'easy' }] });
  const end = Date.now() + 60000;
  for (;;) {
    const s = await json(`/api/tables/${t.id}`);
    if (s.status === 'finished') break;
    assert.ok(Date.now() < end, 'the AI game finished');
    await new Promise((r) => setTimeout(r, 200));
  }
  const page = await newPage();
  await page.goto(`${base}/t/${t.id}`);
  await page.waitForSelector('#end-summary');
  await page.screenshot({ path: join(ARTIFACTS, 'skirmish-over.png') });
  const rows = await page.locator('#end-summary tr').count();
  assert.equal(rows, 7, 'a header and one row a tank');
  await page.goto(`${base}/replay/${t.id}`);
  await page.waitForSelector('#log .log-line');
  await page.click('#next');
  await page.waitForFunction(() => /action 1 of/.test(document.querySelector('#ply-label').textContent));
  await page.click('#last');
  await page.waitForFunction(() => { const m = document.querySelector('#ply-label').textContent.match(/action (\d+) of (\d+)/); return m && m[1] === m[2]; });
  assert.ok(await page.locator('#board .tank.side-0, #board .tank.side-1').count() >= 1);
  await page.goto(`${base}/rules/skirmish`);
  assert.match(await page.textContent('h1'), /ARCADE/);
  await page.goto(`${base}/rulings/skirmish`);
  assert.ok(await page.locator('h2').count() >= 20);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a space both a step and a target asks which; a shot an Energy Bolt would lose to a wall says so', async () => {
  const t = await json('/api/tables', { game: 'skirmish', options: { first_player: 0, rules: { target_anything: true, energy_bolts: true } }, seats: [{}, { ai: 'easy' }], name: 'Cy' });
  const page = await newPage();
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await page.waitForSelector('#pick .fire.both');
  // Green 1 on a10, Orange 3 on a1: the wall on a5 is on the line.
  const a1 = await page.$('#pick .fire[data-cell="0"]');
  assert.ok(a1, 'a1 is a target');
  assert.match(await a1.$eval('text', (e) => e.textContent), /⊘ a5/);
  assert.match(await a1.$eval('title', (e) => e.textContent), /meets a5 first/);
  // a9: a step, and (Target Anything) a space to fire at.
  await page.click('#pick .fire.both[data-cell="40"]');
  await page.waitForSelector('#move-or-fire');
  await page.click('#choose-move');
  await page.waitForFunction(() => /Green 1 moves a10 → a9/.test(document.querySelector('#log').textContent));
  assert.doesNotMatch(await page.textContent('#log'), /fires/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Hint gives the whole turn in the words of the controls and marks its first step', async () => {
  const t = await json('/api/tables', { game: 'skirmish', options: { first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Ann' });
  const page = await newPage('off');
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  // Setup first: the tanks go down one by one.
  await page.waitForSelector('#hint:not([hidden])');
  await page.click('#hint');
  await page.waitForFunction(() => /^Hint: /.test(document.querySelector('#hint-text').textContent));
  const words = await page.textContent('#hint-text');
  assert.match(words, /^Hint: (Place your next tank on [a-z]\d+|Move Green \d to [a-z]\d+|Fire at |End turn)/, words);
  assert.doesNotMatch(words, /\b(place|move|fire|end) [a-z]\d/, `no notation: ${words}`);
  assert.ok(await page.$('.hinted'), 'its first control is marked');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the first shot after opening or reloading a table shows its dice and its result', async () => {
  const t = await json('/api/tables', { game: 'skirmish', options: { first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Ann' });
  const page = await newPage('normal');
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await page.waitForSelector('#pick .fire.enemy');
  await page.reload();
  await page.waitForSelector('#pick .fire.enemy');
  await page.click('#pick .fire.enemy');
  await page.waitForFunction(() => /fires at .*: (\d+ dice|1 die|an automatic hit)/.test(document.querySelector('#dice').textContent), null, { timeout: 5000 });
  await page.waitForFunction(() => /hits|missed|miss/.test(document.querySelector('#dice').textContent), null, { timeout: 5000 });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/** What of `sel` reaches past its box or the screen's width: each element with words
 * whose text is cut off (wider than its box and clipped) or that stands beyond the right
 * edge of the viewport. */
async function overflowing(page, sel) {
  return page.$$eval(sel, (roots) => {
    const out = [];
    const vw = document.documentElement.clientWidth;
    for (const root of roots) {
      for (const el of [root, ...root.querySelectorAll('*')]) {
        const r = el.getBoundingClientRect();
        if (!r.width || !el.textContent.trim()) continue;
        const style = getComputedStyle(el);
        const clipped = style.overflowX !== 'visible' && style.overflowX !== 'auto' && style.overflowX !== 'scroll';
        if ((clipped && el.scrollWidth > el.clientWidth + 1) || r.right > vw + 1) out.push(`${el.tagName}#${el.id}.${el.className}: ${el.textContent.trim().slice(0, 60)}`);
        // A select shows its chosen option's words cut off where they are wider than it
        // (less its padding and arrow).
        if (el instanceof HTMLSelectElement && el.selectedOptions[0]) {
          const probe = document.createElement('span');
          probe.style.cssText = `font:${style.font};position:absolute;visibility:hidden;white-space:pre`;
          probe.textContent = el.selectedOptions[0].textContent;
          document.body.append(probe);
          const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
          if (probe.getBoundingClientRect().width > room) out.push(`select#${el.id}: ${probe.textContent} (${Math.round(probe.getBoundingClientRect().width)} > ${Math.round(room)}, vw ${vw})`);
          probe.remove();
        }
      }
    }
    return out;
  });
}

test('ARCADE in Russian: the lobby form, a table\'s turn, log, dice tray and panel, in the glossary\'s words and whole at 1366×768 and 390×844', async () => {
  const all = { collateral_damage: true, floor_destruction: true, wall_destruction: true, blast: true, stun: true, triangulation: true, energy_bolts: true, target_anything: true, repair: true, collision: true };
  for (const [width, height] of [[1366, 768], [390, 844]]) {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addCookies([{ name: 'coinop_lang', value: 'ru', url: base }]);
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('coinop.anim', 'off'));
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The lobby's form: the rules and missions by the glossary's names.
    await page.goto(`${base}/?game=skirmish`);
    await page.waitForSelector('#arena');
    assert.equal(await page.getAttribute('html', 'lang'), 'ru');
    await page.$$eval('details.readings', (ds) => ds.forEach((d) => { d.open = true; }));
    const form = await page.textContent('#arena-preview ~ details');
    assert.match(form, /Сопутствующий урон/);
    assert.match(await page.textContent('body'), /Удержать Источник/);
    assert.match(await page.textContent('#arena'), /Длинный зал/);
    assert.doesNotMatch(await page.textContent('body'), /skirmish-[a-z]/, 'no message shown by its id');
    assert.deepEqual(await overflowing(page, 'main'), [], 'nothing in the form is cut off');
    await page.screenshot({ path: join(ARTIFACTS, `skirmish-ru-lobby-${width}.png`), fullPage: true });

    const t = await json('/api/tables', { game: 'skirmish', options: { first_player: 0, rules: all, missions: { hold_pool: false, far_rank: true, destroy_walls: false } }, seats: [{}, { ai: 'easy' }], name: 'Аня' });
    await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
    // (Under Target Anything every space it reaches is a target too.)
    await page.waitForSelector('#pick .fire.both');
    assert.equal(await page.textContent('#controls h3'), 'Зелёный 1, ваш ход');
    assert.match(await page.textContent('#log'), /Ход 1 — Зелёный 1/);
    assert.match(await page.textContent('#players-panel'), /Правила в игре: .*Таран/);
    assert.match(await page.textContent('#players-panel'), /Дойти до дальнего ряда/);
    assert.match(await page.textContent('#table-rules'), /арена «Длинный зал» · все продвинутые правила · миссии: Дойти до дальнего ряда/);
    // A shot: the tray tells it in Russian.
    await page.click('#pick .fire.enemy');
    await page.waitForFunction(() => /стреляет по/.test(document.querySelector('#dice').textContent));
    await page.waitForFunction(() => /стреляет по/.test(document.querySelector('#log').textContent));
    for (const sel of ['#controls', '#players-panel', '#dice', '#status']) {
      const text = await page.textContent(sel);
      assert.doesNotMatch(text, /skirmish-[a-z]|\b(the|your|turn|points|dice|left|Green|Orange)\b/, `${sel}: ${text}`);
    }
    assert.deepEqual(await overflowing(page, '#controls, #players-panel, #dice, #status, #table-rules'), [], 'nothing at the table is cut off');
    await page.screenshot({ path: join(ARTIFACTS, `skirmish-ru-table-${width}.png`), fullPage: width < 500 });
    assert.deepEqual(errors, []);
    await context.close();
  }
});
