// Robotanks in a real browser: a table made in the lobby (players, first player, the
// Shorter Game, the fire-area reading) and played against the AI by clicking and by keys —
// the deal (the 18 cards to keep chosen, or the computer's hand in one click; four first
// programs), a tank deactivated,
// reprogrammed card by card and Done, a roll; the map with its tanks; no face-down card
// ever sent to a page (no `program` in any observation, no hand shown to a spectator); a
// finished game's end figures and replay, whose animations end on the server's picture;
// the rules page and the readings; Auto finishing the deal and Hint marking a card; what a
// page recalls from its own events on opening mid-turn, and the log's spans drawn.
// Screenshots go to $COINOP_ARTIFACTS and /tmp/robotanks-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, openSite, closeSite } from './harness.mjs';

// A dozen tables against the computer in a few minutes, all from this one address.
process.env.COINOP_AI_TABLES_PER_ADDRESS = '64';

let browser; let server; let base;

before(async () => {
  ({ server, browser } = await openSite('coinop-robotanks-'));
  base = server.url;
});

after(() => closeSite(server, browser));

async function newPage(anim = 'off', viewport = { width: 1366, height: 900 }) {
  const phone = viewport.width < 500;
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
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

/** Screenshots to the artifacts and to /tmp, to be looked at. */
async function shot(page, name, full = false) {
  await page.screenshot({ path: join(ARTIFACTS, `robotanks-${name}.png`), fullPage: full });
  await page.screenshot({ path: `/tmp/robotanks-${name}.png`, fullPage: full });
}

/** Whether `key` is a field anywhere in a JSON value. */
function hasKey(v, key) {
  if (Array.isArray(v)) return v.some((x) => hasKey(x, key));
  if (v && typeof v === 'object') return Object.keys(v).some((k) => k === key || hasKey(v[k], key));
  return false;
}

/** Every observation and event a page receives (and the game's glossary), for checks of
 * what it was told. */
function listen(page) {
  const got = { observations: [], events: [], sent: [], glossary: null };
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => {
      let m; try { m = JSON.parse(f.payload); } catch { return; }
      if (m.observation) got.observations.push(m.observation);
      if (m.glossary) got.glossary = m.glossary;
      if (m.events) got.events.push(...m.events);
    });
    ws.on('framesent', (f) => {
      let m; try { m = JSON.parse(f.payload); } catch { return; }
      if (m.type === 'act') got.sent.push(m.actions);
    });
  });
  return got;
}

/** Chooses this seat's hand in the page card by card (the cards to keep, or to set
 * aside where those are fewer), then keeps it: returns the clicks it took. */
async function pickHand(page, name) {
  await page.waitForSelector('#controls.rt-mine #deal-choice button');
  const goal = Number((await page.textContent('#pick-count')).match(/the (\d+) cards/)[1]);
  for (let i = 0; i < goal; i++) await page.click('#deal-choice button:not([disabled])');
  assert.equal(await page.locator('#deal-choice button:not([disabled])').count(), 0, 'all chosen: nothing more to pick');
  assert.match(await page.textContent('#picked-groups'), new RegExp(`${goal} of ${goal}`));
  if (name) await shot(page, name);
  await page.click('#keep-hand');
  return goal + 1;
}

/** Plays this seat's deal in the page: the hand chosen card by card and kept, then the
 * four first programs, tank 1 first. Returns the hand size after setting aside. */
async function deal(page, name = 'set-aside') {
  await pickHand(page, name);
  await page.waitForSelector('#program-choice button');
  const kept = Number((await page.textContent('#controls .hint:has(+ #program-choice)')).match(/\((\d+) cards?\)/)[1]);
  for (let k = 1; k <= 4; k++) {
    await page.waitForFunction((n) => (document.querySelector('#controls')?.textContent || '').includes(`(${n} of 4)`), k);
    await page.click('#program-choice button:not([disabled])');
    await page.waitForFunction((n) => !(document.querySelector('#controls')?.textContent || '').includes(`(${n} of 4)`), k);
  }
  return kept;
}

/** Waits for this seat's next Deactivation, taking any decision its tanks ask for on the
 * way (a target, a swap, a scan, a card to keep, a Virus's program, a Bank card). */
async function untilMyTurn(page) {
  for (let i = 0; i < 40; i++) {
    await page.waitForSelector('#deactivate-choice button, #target-choice button, #warp-choice button, #scan-choice button, #keep-choice button, #virus-choice button, #take-choice button, #end-words', { timeout: 60000 });
    if (await page.$('#deactivate-choice button, #end-words')) return;
    if (await page.$('#virus-choice') && await page.$('#done')) await page.click('#done');
    else await page.click('#target-choice button:not([disabled]), #warp-choice button, #scan-choice button, #keep-choice button:not([disabled]), #virus-choice button:not([disabled]), #take-choice button:not([disabled])');
    await page.waitForTimeout(150);
  }
}

test('Robotanks from the lobby: options, the deal, a turn deactivating and programming a tank, a roll, keys; the map shows the tanks', async () => {
  const page = await newPage('off');
  const wire = listen(page);
  await page.goto(`${base}/`);
  await page.click('#game-robotanks');
  await page.waitForSelector('#rt-post-loss');
  assert.equal(await page.textContent('h2'), 'New Robotanks table');
  // The header's rules link is the game's, in the reader's language (site.js).
  assert.equal(await page.getAttribute('.rules-link', 'href'), '/rules/robotanks');
  // Players 2 to 4; the seats and the first player follow.
  assert.deepEqual(await page.$$eval('#players option', (os) => os.map((o) => o.value)), ['2', '3', '4']);
  await page.selectOption('#players', '3');
  assert.equal(await page.locator('#seats select').count(), 3);
  assert.match(await page.textContent('#rt-colour-note'), /keeps 20/);
  await page.selectOption('#players', '2');
  assert.equal(await page.locator('#seats select').count(), 2);
  assert.equal(await page.locator('#first-player option').count(), 3);
  await page.selectOption('#first-player', '0');
  // The options: the introductory deck, the Shorter Game, the fire-area reading, the links.
  assert.ok(await page.$('#rt-introductory'));
  assert.deepEqual(await page.$$eval('#rt-starting-hand option', (os) => os.map((o) => o.value)), ['18', '12']);
  assert.match(await page.textContent('label:has(#rt-no-edges)'), /direct fire area without its edge lines/i);
  assert.ok(await page.$('a[href="/rulings/robotanks#s1"]'));
  // The readings a player may want the other way (RULINGS.md §14, §7), unticked: ours.
  assert.match(await page.textContent('label:has(#rt-armor-bank)'), /destroyed Armor goes to the Bank/);
  assert.match(await page.textContent('label:has(#rt-misdeal-neither)'), /misdeal only without fire AND movement/);
  assert.equal(await page.isChecked('#rt-armor-bank'), false);
  assert.ok(await page.$('a[href="/rulings/robotanks#s14"]'));
  assert.ok(await page.$('a[href="/rulings/robotanks#s7"]'));
  await page.check('#rt-armor-bank');
  assert.ok(await page.$('#how-to a[href="/rules/robotanks"]'));
  assert.ok(await page.$('a[href="/rulings/robotanks"]'));
  await page.check('#rt-post-loss');
  // The turn limit the rules page speaks of: ours is 400; a table may set another.
  assert.equal(await page.inputValue('#rt-max-turns'), '400');
  assert.ok(await page.$('a[href="/rulings/robotanks#s44"]'));
  await page.fill('#your-name', 'Ann');
  await page.fill('#rt-max-turns', '0');
  await page.click('#create');
  assert.match(await page.textContent('#create-error'), /turn limit is a whole number of turns from 1 to 4000/);
  await page.fill('#rt-max-turns', '300');
  await shot(page, 'lobby', true);
  await page.click('#create');
  await page.waitForSelector('#controls');
  assert.match(await page.textContent('#table-rules'), /Robotanks · 2 players · full deck · hands of 18 · posts lose 3 · destroyed Armor to the Bank · at most 300 turns ·/);

  // The deal: 48 cards each, keep 18 — the 18 clicked (fewer than the 30 set aside),
  // then one card on each tank.
  await page.waitForSelector('#controls.rt-mine #deal-choice button');
  assert.match(await page.textContent('#controls h3'), /^The deal: keep 18 of your 48 cards$/);
  assert.match(await page.textContent('#good-hand'), /moves and turns .* fire cards/);
  assert.match(await page.textContent('#pick-count'), /click the 18 cards to keep \(0 of 18 chosen\)/);
  await shot(page, 'deal');
  const own = (o) => o.players.find((p) => p.hand);
  const dealt = own(wire.observations.filter((o) => own(o) && own(o).to_set_aside > 0).pop()).hand;
  assert.equal(dealt.length, 48);
  const sentBeforeDeal = wire.sent.length;
  const kept = await deal(page);
  assert.equal(kept, 18, 'the hand after setting aside');
  // What went: the other 30, set aside in one message; the 18 clicked are the hand.
  const aside = wire.sent[sentBeforeDeal];
  assert.equal(aside.length, 30);
  assert.ok(aside.every((a) => a.Discard));
  const hand = own(wire.observations.find((o) => own(o) && own(o).to_set_aside === 0)).hand;
  assert.deepEqual([...aside.map((a) => a.Discard), ...hand].sort(), dealt.slice().sort(), 'the cards set aside are the deal less the hand kept');
  // The deal's log: one line a player for the cards set aside and for the first programs,
  // the cards named to their owner only.
  await page.waitForFunction(() => /(Black|Yellow|White|Red) programmed tanks 1–4:/.test(document.querySelector('#log').textContent), null, { timeout: 60000 });
  // The map: the two colours' tanks, posts and docks.
  await page.waitForSelector('#deactivate-choice button', { timeout: 60000 });
  assert.equal(await page.locator('#rt-pieces .rt-tank').count(), 8);
  assert.equal(await page.locator('#rt-posts .rt-post').count(), 2);
  assert.ok(await page.locator('#rt-docks .rt-dock').count() >= 8);
  const me = (await page.textContent('#status')).match(/You are (Black|Yellow|White|Red)/)[1];
  const ids = { Black: 0, Yellow: 4, White: 8, Red: 12 }[me];
  const dealLog = await page.$$eval('#log .log-line', (ls) => ls.map((l) => l.textContent));
  assert.ok(dealLog.includes(`${me} set aside 30 cards`), dealLog.join('\n'));
  assert.ok(dealLog.some((l) => new RegExp(`^${me} programmed tanks 1–4: [^,]+, [^,]+, [^,]+, [^,]+$`).test(l)));
  assert.equal(dealLog.filter((l) => /^(Black|Yellow|White|Red) programmed tanks 1–4$/.test(l)).length, 1, 'the other player\'s, unnamed');
  assert.equal(dealLog.filter((l) => /^(Black|Yellow|White|Red) set aside 30 cards$/.test(l)).length, 2);
  assert.equal(dealLog.filter((l) => / sets aside | is programmed: /.test(l)).length, 0, 'no line a card');
  for (let n = 0; n < 4; n++) {
    const t = await page.$(`#tank-${ids + n}`);
    assert.ok(t, `${me} ${n + 1} is on the map`);
    assert.match(await t.$eval('title', (x) => x.textContent), new RegExp(`^${me} ${n + 1} at [A-Z]{1,2}\\d+: facing [a-z-]+ .; 1 card face down`));
    assert.match(await t.$eval(".rt-hull", (x) => x.getAttribute("transform")), /^rotate\(-?\d+\) scale\(0\.78\)$/);
  }
  // Pointing at a tank shows it and its fire area.
  await page.hover(`#tank-${ids}`);
  assert.match(await page.textContent('#tank-info'), new RegExp(`${me} 1 at [A-Z]{1,2}\\d+ facing (E|NE|NW|W|SW|SE)`));
  // The map's edges label its columns and rows, as the log names hexes (hex.rs label):
  // the top-left hex is A1, and no column is a colour's initial.
  // (Each label's own text: its tooltip, a <title> inside it, explains the letters.)
  const labels = await page.$$eval('#rt-labels text', (ts) => ts.map((t) => [...t.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('')));
  for (const l of ['A', 'C', '1', '13']) assert.ok(labels.includes(l), `the label ${l}`);
  for (const l of ['B', 'R', 'W', 'Y']) assert.ok(!labels.includes(l), `no column ${l}`);
  // The labels are the glossary's (words.rs): the map's hexes are named by it.
  assert.equal(wire.glossary.hexes['1,4'], 'E5');
  assert.ok((await page.$$eval('#rt-ground title', (ts) => ts.map((t) => t.textContent))).some((t) => /^E5: (floor|wall)$/.test(t)), 'the hex E5 named on the map');
  assert.ok(await page.locator('#rt-area polygon').count() > 3, 'the fire area is drawn');
  await shot(page, 'turn');
  await page.mouse.move(5, 5);

  // Deactivate tank 1, pass the Look-Up, program two cards one by one, Done.
  assert.match(await page.textContent('#controls'), /Deactivate 1/);
  await page.click('#deactivate-1');
  await page.waitForSelector('#pass, #program-choice');
  if (await page.$('#pass')) { await shot(page, 'lookup'); await page.click('#pass'); }
  await page.waitForSelector('#program-choice button');
  assert.equal(await page.textContent('#placed-count'), '0 cards');
  // Programming warns what a newcomer's tanks did to each other: direct fire takes the nearest object.
  assert.match(await page.textContent('#friendly-fire'), /nearest object .* your own tanks/);
  // Nothing placed: Confirm is off, Enter does nothing, and leaving the tank empty (it
  // becomes a wreck) takes its own button and a second, explicit click.
  const sentBefore = wire.sent.length;
  assert.equal(await page.isDisabled('#done'), true);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Enter');
  await page.click('#leave-empty');
  await page.waitForSelector('#confirm-empty-box');
  assert.match(await page.textContent('#confirm-empty-box'), new RegExp(`Leave ${me} 1 without a program\\?.*wreck`));
  assert.match(await page.textContent('#controls p'), new RegExp(`^Give ${me} 1 a new program`), 'the tank named in both places');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'cancel-empty', 'the safe answer has the focus');
  await shot(page, 'programming-empty');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#confirm-empty-box', { state: 'detached' });
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Enter');
  // The program is composed in the page: three cards, one taken back, nothing sent.
  const handBefore = Number((await page.textContent('#controls .hint:has(+ #program-choice)')).match(/^(\d+) of your/)[1]);
  const first = await page.getAttribute('#program-choice button:not([disabled])', 'data-card');
  for (let i = 0; i < 3; i++) await page.click('#program-choice button:not([disabled])');
  assert.equal(await page.textContent('#placed-count'), '3 cards');
  assert.equal(await page.isDisabled('#done'), false);
  assert.equal(await page.locator('#leave-empty').count(), 0);
  await page.click('#undo');
  assert.equal(await page.textContent('#placed-count'), '2 cards');
  // The cards left to place, of the hand the players' table counts.
  assert.match(await page.textContent('#controls .hint:has(+ #program-choice)'), new RegExp(`^${handBefore - 2} of your ${handBefore} cards left`));
  await page.click('#clear');
  assert.equal(await page.textContent('#placed-count'), '0 cards');
  await page.click('#program-choice button:not([disabled])');
  await page.click('#program-choice button:not([disabled])');
  await page.click('#program-choice button:not([disabled])');
  await page.keyboard.press('Backspace');
  assert.equal(await page.textContent('#placed-count'), '2 cards');
  assert.equal(await page.getAttribute('#program-so-far .rt-chip', 'data-card'), first);
  const firstName = await page.textContent('#program-so-far .rt-chip .rt-cname');
  assert.equal(firstName, wire.glossary.cards[first].name, 'the card by its printed name');
  assert.equal(await page.locator('#program-so-far .rt-chip').count(), 2);
  assert.equal(wire.sent.length, sentBefore, 'nothing sent while composing');
  await shot(page, 'programming');
  await page.evaluate(() => localStorage.setItem('coinop.anim', 'normal'));
  await page.click('#done');
  // Confirm sends the cards and Done in one list, all or nothing.
  for (let i = 0; i < 100 && wire.sent.length === sentBefore; i++) await page.waitForTimeout(50);
  const program = wire.sent.slice(sentBefore);
  assert.equal(program.length, 1, 'one message');
  assert.equal(program[0].length, 3);
  assert.deepEqual(program[0][0], { Program: first });
  assert.equal(program[0][2], 'Done');
  // The tanks execute, animated.
  await page.waitForTimeout(900);
  await shot(page, 'executing');
  await page.evaluate(() => localStorage.setItem('coinop.anim', 'off'));
  // The owner's log names the cards placed; the update's lines follow its animation.
  await page.waitForFunction((c) => document.querySelector('#log').textContent.includes(`${c} 1's new program: 2 cards`), me, { timeout: 30000 });
  assert.match(await page.textContent('#log'), new RegExp(`${me} 1's new program: 2 cards — ${firstName} → `), 'the program on one line, named to its owner');

  // The AI's turn, then mine again: roll by key, on a Russian layout (R types «к»).
  await untilMyTurn(page);
  assert.match(await page.textContent('#log'), /Turn 2/);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.dispatchEvent('body', 'keydown', { key: 'к', code: 'KeyR', bubbles: true });
  await page.waitForFunction(() => /deactivates nothing and rolls \d/.test(document.querySelector('#log').textContent));
  if (await page.$('#take-choice button')) await page.click('#take-choice button');

  // Next turn by keys: a number deactivates, P passes, a card clicked, Enter is Done.
  await untilMyTurn(page);
  if (!(await page.$('#end-words'))) {
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    const n = (await page.getAttribute('#deactivate-choice button', 'id')).replace('deactivate-', '');
    await page.keyboard.press(n);
    await page.waitForSelector('#pass, #program-choice button');
    if (await page.$('#pass')) { await page.locator('body').click({ position: { x: 5, y: 5 } }); await page.keyboard.press('p'); }
    await page.waitForSelector('#program-choice button');
    await page.click('#program-choice button:not([disabled])');
    await page.waitForFunction(() => document.querySelector('#placed-count')?.textContent === '1 card');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Enter');
    await page.waitForFunction((k) => new RegExp(`(Black|Yellow|White|Red) ${k}'s new program: 1 card`).test(document.querySelector('#log').textContent), n);
  }
  // Then the AI's turn, or a decision my tanks' cards ask for (a target, a scan…).
  await page.waitForSelector('#controls.rt-mine, #waiting, #end-words', { timeout: 60000 }).catch(async (e) => { await shot(page, 'later-stuck'); throw e; });
  await shot(page, 'later');
  // What the page was told: never a program, never the other seat's hand.
  assert.ok(wire.observations.length > 10);
  assert.equal(wire.observations.some((o) => hasKey(o, 'program')), false, 'no observation holds a program');
  const other = wire.observations[0].players.findIndex((p) => p.colour !== me);
  assert.ok(wire.observations.every((o) => o.players[other].hand === null), 'the other hand is never sent');
  assert.ok(wire.events.filter((e) => e.Programmed && e.Programmed.seat === other).every((e) => e.Programmed.card === null), 'the AI\'s programs are not told');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('secrecy: a spectator sees no hand after the deal; no page is ever sent a program; a seat sees only its own hand', async () => {
  const t = await json('/api/tables', { game: 'robotanks', options: { players: 2, first_player: 1 }, seats: [{}, { ai: 'easy' }], name: 'Cy' });
  const seat = await newPage(); const watch = await newPage();
  const seen = { seat: listen(seat), watch: listen(watch) };
  await watch.goto(`${base}/t/${t.id}`);
  await watch.waitForSelector('#controls');
  assert.match(await watch.textContent('#banner'), /watching.*Hands and programs stay hidden/);
  await seat.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await deal(seat, 'secrecy-set-aside');
  // The AI goes first; both pages follow the game.
  await seat.waitForSelector('#deactivate-choice button, #waiting', { timeout: 60000 });
  await watch.waitForFunction(() => /Turn \d+/.test(document.querySelector('#status').textContent), null, { timeout: 60000 });
  await untilMyTurn(seat);
  // The spectator: no hand anywhere, in the side panels or the log.
  assert.equal(await watch.locator('#my-hand').count(), 0);
  assert.equal(await watch.locator('.rt-shown').count(), 0, 'no hand shown in the players panel');
  assert.equal(await watch.locator('#hand-panel .rt-chip').count(), 0);
  const watchLog = await watch.textContent('#log');
  assert.match(watchLog, /programmed tanks 1–4(?!:)/);
  assert.doesNotMatch(watchLog, /is programmed: (?!a card|\d+ cards)/, 'no programmed card named to a spectator');
  assert.doesNotMatch(watchLog, /programmed tanks 1–4:|new program: \d+ cards? —/, 'no first program named to a spectator');
  assert.doesNotMatch(watchLog, /is dealt (?!\d+ cards)/, 'no deal named to a spectator');
  await shot(watch, 'spectator');
  // The seat: its own hand, the other's never.
  assert.ok(await seat.locator('#my-hand .rt-chip').count() > 0 || await seat.locator('#program-choice').count() > 0);
  for (const [who, got] of Object.entries(seen)) {
    assert.ok(got.observations.length > 3, `${who} got observations`);
    assert.equal(got.observations.some((o) => hasKey(o, 'program')), false, `${who}: no observation holds a program`);
    for (const o of got.observations) {
      o.players.forEach((p, s) => {
        if (who === 'watch' || s !== 0) assert.equal(p.hand, null, `${who} sees seat ${s}'s hand`);
        if (who === 'watch' || s !== 0) assert.equal(p.initial, null, `${who} sees seat ${s}'s first programs`);
      });
    }
    for (const e of got.events) {
      if (e.Dealt && (who === 'watch' || e.Dealt.seat !== 0)) assert.ok(e.Dealt.cards.every((c) => c === null), `${who} told a deal`);
      if (e.Programmed && (who === 'watch' || e.Programmed.seat !== 0)) assert.equal(e.Programmed.card, null, `${who} told a program card`);
      if (e.Deactivated && who === 'watch') assert.ok(e.Deactivated.cards.every((c) => c === null), 'a spectator told a picked-up program');
    }
  }
  assert.deepEqual(seat.errors, []); assert.deepEqual(watch.errors, []);
  await seat.context().close(); await watch.context().close();
});

test('a finished game between AIs: the end figures, the replay with its animations ending on the server\'s picture, the rules page and the readings', async () => {
  const t = await json('/api/tables', { game: 'robotanks', options: { players: 3, max_turns: 18 }, seats: [{ ai: 'easy' }, { ai: 'easy' }, { ai: 'easy' }] });
  const end = Date.now() + 90000;
  for (;;) {
    const st = await json(`/api/tables/${t.id}`);
    if (st.status === 'finished') break;
    assert.ok(Date.now() < end, 'the AI game finished');
    await new Promise((r) => setTimeout(r, 250));
  }
  const page = await newPage();
  await page.goto(`${base}/t/${t.id}`);
  await page.waitForSelector('#end-summary');
  // Players are named by their colours, as on the board (the view's seatLabel).
  const outcome = await page.textContent('#outcome');
  assert.match(outcome, /Cards in hand: (Black|Yellow|White|Red) \d+, (Black|Yellow|White|Red) \d+, (Black|Yellow|White|Red) \d+\./, outcome);
  assert.doesNotMatch(outcome, /\bP\d\b/, outcome);
  if (!/Nobody wins/.test(outcome)) assert.match(outcome, /(Black|Yellow|White|Red) — AI \(easy\)[^]*(wins|share the win)/, outcome);
  assert.equal(await page.locator('#end-summary tr').count(), 4, 'a header and one row a player');
  assert.match(await page.textContent('#end-summary'), /Cards in hand.*Tanks left.*Post hits suffered/);
  assert.match(await page.textContent('#end-words'), /most cards in hand|last command post/);
  await shot(page, 'over');
  await page.goto(`${base}/replay/${t.id}`);
  await page.waitForSelector('#log .log-line');
  assert.equal(await page.locator('#rt-pieces .rt-tank').count(), 12);
  // Every hand is shown in a replay, never a program.
  assert.ok(await page.locator('.rt-shown').count() >= 2, 'the hands of the players');
  await page.click('#last');
  await page.waitForFunction(() => { const m = document.querySelector('#ply-label').textContent.match(/action (\d+) of (\d+)/); return m && m[1] === m[2]; });
  assert.match(await page.textContent('#controls'), /Game over/);
  await shot(page, 'replay');
  // A wreck, in every colour, is unmistakable: a charred hull crossed out, no barrel or
  // facing, nothing of a live tank's bright hull; whose it was shows in its number plate.
  const wrecks = await page.evaluate(async () => {
    const { RobotanksUI, COLOURS } = await import('/assets/robotanks.js');
    const board = document.createElement('div'); const side = document.createElement('div');
    document.body.append(board, side);
    const view = RobotanksUI.createView({ board, side }, null, 'Spectator');
    // Drawn even before the game's glossary comes (names and labels are then the engine's).
    return Array.from({ length: 16 }, (_, id) => {
      const t = { id, name: `${COLOURS[id >> 2]} ${(id % 4) + 1}`, at: { q: 0, r: 0 }, facing: id % 6, present: true, wreck: true, inactive: false, face_up: [], face_down: 0 };
      const w = view.tankEl(t); const live = view.tankEl({ ...t, wreck: false, face_down: 2 });
      return { id, hull: Boolean(w.querySelector('.rt-hull')), cross: Boolean(w.querySelector('.rt-wreck-x')), fill: w.querySelector('.rt-wreck-hull')?.getAttribute('fill'),
        liveHull: Boolean(live.querySelector('.rt-hull')), liveCross: Boolean(live.querySelector('.rt-wreck-x')), plate: w.querySelector('.rt-wreck-plate')?.textContent, title: w.querySelector('title').textContent };
    });
  });
  for (const w of wrecks) {
    assert.deepEqual([w.hull, w.cross, w.liveHull, w.liveCross], [false, true, true, false], `tank ${w.id}: a wreck has no hull that points, a live tank no cross`);
    assert.equal(w.fill, '#241d19', 'charred whatever the colour');
    assert.equal(w.plate, String((w.id % 4) + 1));
    assert.match(w.title, /a wreck/); assert.doesNotMatch(w.title, /facing/);
  }
  // A colour's word is marked with a small tank in its colours, not a square (Black's read
  // as an empty checkbox).
  const marks = await page.$$eval('#rt-players .rt-c', (els) => els.map((e) => { const st = getComputedStyle(e, '::before'); return [st.backgroundImage.slice(0, 40), parseFloat(st.width) > parseFloat(st.height)]; }));
  assert.ok(marks.length >= 3);
  for (const [img, wide] of marks) { assert.match(img, /^url\("data:image\/svg\+xml/); assert.ok(wide); }
  // The animations play the events on a copy of the table: wherever they end, tanks and
  // posts agree with the server's next picture.
  const bad = await page.evaluate(async (id) => {
    const { RobotanksUI } = await import('/assets/robotanks.js');
    localStorage.setItem('coinop.anim', 'off');
    const board = document.createElement('div'); const side = document.createElement('div');
    document.body.append(board, side);
    const view = RobotanksUI.createView({ board, side }, null, 'Spectator');
    view.setGlossary((await (await fetch(`/api/tables/${id}/replay-steps`)).json()).glossary);
    let last = null;
    const drawPieces = view.drawPieces.bind(view);
    view.drawPieces = (o) => { last = o; drawPieces(o); };
    const pick = (o) => JSON.stringify({ tanks: o.tanks.map((x) => [x.at, x.facing, x.wreck, x.inactive]), posts: o.posts.map((p) => p.destroyed), alive: o.players.map((p) => p.alive) });
    const get = async (n) => (await fetch(`/api/tables/${id}/replay/${n}`)).json();
    let prev = await get(0);
    view.obs = prev.observation; view.seatColours = prev.observation.players.map((p) => p.colour); view.draw();
    const out = [];
    let checked = 0;
    for (let n = 1; n <= prev.total; n++) {
      const r = await get(n);
      view.obs = prev.observation; last = null;
      await view.animate(r.events, r.observation);
      if (last) { checked += 1; if (pick(last) !== pick(r.observation)) out.push(`action ${n}: ${pick(last)} ≠ ${pick(r.observation)}`); }
      prev = r;
    }
    return { out, checked };
  }, t.id);
  assert.deepEqual(bad.out.slice(0, 3), []);
  assert.ok(bad.checked > 10, `${bad.checked} actions animated`);
  // The rules, a click away, and our readings.
  await page.goto(`${base}/rules/robotanks`);
  assert.match(await page.textContent('h1'), /Robotanks/);
  for (const s of [1, 3, 4, 5, 24, 27]) assert.ok(await page.$(`a[href="/rulings/robotanks#s${s}"]`), `a link to §${s}`);
  assert.ok(await page.locator('a[href^="/rulings/robotanks#s"]').count() >= 15);
  assert.match(await page.textContent('#deck'), /Fire Cannon\s*10/);
  await shot(page, 'rules', true);
  await page.goto(`${base}/rulings/robotanks`);
  assert.ok(await page.locator('h2').count() >= 40);
  assert.ok(await page.$('#s1'));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a phone: the table fits 390 px, the decision in reach', async () => {
  const t = await json('/api/tables', { game: 'robotanks', options: { players: 2, first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Eve' });
  const page = await newPage('off', { width: 390, height: 844 });
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await page.waitForSelector('#deal-choice button');
  await shot(page, 'phone-deal');
  await deal(page, 'phone-set-aside');
  await page.waitForSelector('#deactivate-choice button', { timeout: 60000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'phone-table');
  // The decision stays at the foot of the screen, under the whole map: no bar is needed
  // to reach it.
  const roll = await page.locator('#roll').boundingBox();
  assert.ok(roll.y >= 0 && roll.y + roll.height <= 844, `the decision in view (${roll.y})`);
  const map = await page.locator('#board').boundingBox();
  const panel = await page.locator('#controls').boundingBox();
  assert.ok(map.y >= 0 && map.y + map.height <= panel.y + 2, `the whole map above the controls (map to ${map.y + map.height}, controls from ${panel.y})`);
  assert.equal(await page.isVisible('#jump-to-controls'), false, 'no bar to the controls');
  await shot(page, 'phone-controls');
  await page.evaluate(() => window.scrollTo(0, 0));
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways scrolling');
  // The whole arena shows at first, scaled to the width; + zooms in, and the map pans.
  const fits = await page.evaluate(() => { const b = document.querySelector('.board-scroll'); return [b.scrollWidth <= b.clientWidth + 1, b.scrollHeight <= b.clientHeight + 1, document.querySelector('#board').getBoundingClientRect().width]; });
  assert.deepEqual(fits.slice(0, 2), [true, true], 'no part of the map hidden');
  assert.ok(fits[2] > 300, 'the map takes the width');
  await page.click('#zoom-in');
  assert.ok(await page.evaluate(() => { const b = document.querySelector('.board-scroll'); return b.scrollWidth > b.clientWidth; }), 'zoomed in, it pans');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the deal in one click: "Keep a suggested hand" keeps the computer\'s hand, the rest set aside in one message; by hand, the fewer cards are clicked — the 18 to keep of 48, the 6 to set aside of 24 — or chosen by keys', async () => {
  const t = await json('/api/tables', { game: 'robotanks', options: { players: 2, first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Ida' });
  const page = await newPage('off', { width: 1366, height: 768 });
  const wire = listen(page);
  const asked = [];
  page.on('websocket', (ws) => ws.on('framesent', (f) => { try { const m = JSON.parse(f.payload); if (m.type === 'suggest') asked.push(m); } catch { /* not JSON */ } }));
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await page.waitForSelector('#controls.rt-mine #deal-choice button');
  // The way in leads: what a good hand has, in a sentence, then the one button.
  const order = await page.$$eval('#controls h3, #good-hand, #keep-suggested, #pick-count, #deal-choice, #keep-hand', (es) => es.map((e) => e.id || e.tagName.toLowerCase()));
  assert.deepEqual(order, ['h3', 'good-hand', 'keep-suggested', 'pick-count', 'deal-choice', 'keep-hand']);
  assert.match(await page.textContent('#good-hand'), /^A good hand has moves and turns .* and fire cards /);
  assert.match(await page.textContent('#keep-suggested-words'), /the computer's choice of 18/);
  await shot(page, 'deal-one-click');
  let clicks = 0;
  await page.click('#keep-suggested'); clicks += 1;
  await page.waitForSelector('#program-choice button', { timeout: 30000 });
  assert.ok(clicks <= 2, `${clicks} clicks`);
  assert.equal(wire.sent.length, 1, 'one message');
  assert.equal(wire.sent[0].length, 30, 'the 30 set aside');
  assert.ok(wire.sent[0].every((a) => a.Discard));
  assert.equal(asked.length, 3, 'the computer\'s hand asked for a dozen cards at a time');
  assert.match(await page.textContent('#controls .hint:has(+ #program-choice)'), /\(18 cards\)/);
  assert.deepEqual(page.errors, []);
  await page.context().close();

  // Four players are dealt 24 and keep 18: the 6 to set aside are the ones clicked.
  const t4 = await json('/api/tables', { game: 'robotanks', options: { players: 4, first_player: 0 }, seats: [{}, { ai: 'easy' }, { ai: 'easy' }, { ai: 'easy' }], name: 'Ida' });
  const p4 = await newPage('off', { width: 1366, height: 768 });
  const wire4 = listen(p4);
  await p4.goto(`${base}/t/${t4.id}#seat=0&token=${t4.token}`);
  await p4.waitForSelector('#controls.rt-mine #deal-choice button');
  assert.match(await p4.textContent('#controls h3'), /keep 18 of your 24 cards/);
  assert.match(await p4.textContent('#pick-count'), /click the 6 cards to set aside \(0 of 6 chosen\)/);
  const picked = [];
  for (let i = 0; i < 6; i++) {
    const b = p4.locator('#deal-choice button:not([disabled])').last();
    picked.push(await b.getAttribute('data-card'));
    await b.click();
  }
  assert.match(await p4.textContent('#keep-hand'), /^Set these 6 aside/);
  await shot(p4, 'deal-4p-picked');
  await p4.click('#keep-hand');
  await p4.waitForSelector('#program-choice button', { timeout: 30000 });
  assert.deepEqual(wire4.sent.map((a) => a.map((x) => x.Discard).sort()), [picked.sort()], 'the 6 clicked, set aside in one message: 7 clicks in all');
  assert.match(await p4.textContent('#controls .hint:has(+ #program-choice)'), /\(18 cards\)/);
  assert.deepEqual(p4.errors, []);
  await p4.context().close();

  // By keys: Enter on a card keeps one; the keys stay on the cards (the next one when a
  // kind is used up), then go to "Keep these 18", and Enter keeps the hand.
  const tk = await json('/api/tables', { game: 'robotanks', options: { players: 2, first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Ida' });
  const pk = await newPage('off', { width: 1366, height: 768 });
  const wirek = listen(pk);
  await pk.goto(`${base}/t/${tk.id}#seat=0&token=${tk.token}`);
  await pk.waitForSelector('#controls.rt-mine #deal-choice button');
  await pk.focus('#deal-choice button');
  for (let i = 0; i < 18; i++) {
    assert.match(await pk.evaluate(() => document.activeElement?.id || ''), /^deal-/, `card ${i + 1}: the keys on a card`);
    await pk.keyboard.press('Enter');
  }
  assert.match(await pk.textContent('#picked-groups'), /18 of 18/);
  assert.equal(await pk.evaluate(() => document.activeElement?.id), 'keep-hand', 'all chosen: the keys on the button that keeps them');
  await pk.keyboard.press('Enter');
  await pk.waitForSelector('#program-choice button', { timeout: 30000 });
  assert.equal(wirek.sent.length, 1);
  assert.equal(wirek.sent[0].length, 30);
  assert.deepEqual(pk.errors, []);
  await pk.context().close();
});

for (const [size, viewport] of [['1366x768', { width: 1366, height: 768 }], ['390x844', { width: 390, height: 844 }]]) {
  test(`nothing moves under the player at ${size}: cards laid on a program keep the page's and the panels' scroll and the keys' place; the trade's buttons and cards keep their boxes as cards are chosen`, async () => {
    const t = await json('/api/tables', { game: 'robotanks', options: { players: 2, first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Jo' });
    const page = await newPage('off', viewport);
    const phone = viewport.width < 500;
    await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
    await page.waitForSelector('#controls.rt-mine #deal-choice button');
    await page.click('#keep-suggested');
    for (let k = 1; k <= 4; k++) {
      await page.waitForFunction((n) => (document.querySelector('#controls')?.textContent || '').includes(`(${n} of 4)`), k, { timeout: 30000 });
      await page.click('#program-choice button:not([disabled])');
    }
    await page.waitForSelector('#deactivate-choice button', { timeout: 60000 });
    await page.click('#deactivate-1');
    // Pressed where they stand, as a player's pointer or finger does (a click of the
    // test's would first scroll the page to them).
    const press = async (loc) => {
      const b = await loc.boundingBox();
      if (phone) await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
      else await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2);
    };
    const boxOf = (q) => page.evaluate((sel) => { const e = document.querySelector(sel); if (!e) return null; const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height].map(Math.round).join(','); }, q);

    // Look-Up (the Bank holds the deal's cards set aside): two cards to trade in and one
    // to take, chosen where the pointer is; nothing moves meanwhile.
    await page.waitForSelector('#give-choice button');
    await page.evaluate(() => document.querySelector('#give-choice').scrollIntoView({ block: 'start' }));
    const watched = ['#confirm-trade', '#pass', '#undo', '#clear', '#give-choice', '#traded-box', '#lookup-take-choice'];
    const before = await Promise.all(watched.map(boxOf));
    const picks = [];
    for (let i = 0; i < 2; i++) {
      const card = page.locator('#give-choice button:not([disabled])').nth(i === 0 ? 0 : 1);
      const id = await card.getAttribute('id');
      const at = await boxOf(`#${id}`);
      await press(card);
      picks.push(id);
      assert.equal(await boxOf(`#${id}`), at, `${id} stays where it was clicked`);
      assert.deepEqual(await Promise.all(watched.map(boxOf)), before, `after ${id}: the buttons and boxes where they were`);
    }
    await page.evaluate(() => document.querySelector('#lookup-take-choice').scrollIntoView({ block: 'start' }));
    const still = await Promise.all(watched.map(boxOf));
    await press(page.locator('#lookup-take-choice button').first());
    assert.equal(await page.locator('#lookup-take-choice [aria-pressed="true"]').count(), 1, 'a Bank card chosen');
    assert.equal(await page.isDisabled('#confirm-trade'), false, 'the trade ready');
    assert.deepEqual(await Promise.all(watched.map(boxOf)), still, 'the trade ready: the buttons and boxes where they were');
    assert.match(await page.getAttribute('#confirm-trade', 'title'), /^Trade .* for /);
    await shot(page, `trade-still-${size}`);
    await page.click('#clear');
    await page.click('#pass');

    // Programming: the page (and the panel that scrolls) scrolled to the hand; cards laid
    // by pointer, then by keys, leave every scroll where it was.
    await page.waitForSelector('#program-choice button');
    await page.evaluate(() => document.querySelector('#program-choice').scrollIntoView({ block: 'center' }));
    const scrolls = () => page.evaluate(() => ({ page: Math.round(window.scrollY), side: Math.round(document.querySelector('.table-layout > .side').scrollTop), controls: Math.round(document.querySelector('#controls').scrollTop) }));
    const at = await scrolls();
    assert.ok(at.page + at.side + at.controls > 0, `something is scrolled to the hand: ${JSON.stringify(at)}`);
    const hand = await boxOf('#program-choice');
    for (let i = 0; i < 3; i++) {
      await press(page.locator('#program-choice button:not([disabled])').first());
      assert.equal(await page.textContent('#placed-count'), `${i + 1} card${i ? 's' : ''}`);
      assert.deepEqual(await scrolls(), at, `card ${i + 1} laid: nothing scrolled`);
      assert.equal(await boxOf('#program-choice'), hand, `card ${i + 1} laid: the hand where it was`);
    }
    if (!phone) {
      // By keys: the card with the keys lays one more; the keys stay on the hand's cards.
      await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('#program-choice button:not([disabled])')).focus({ preventScroll: true }));
      for (let i = 0; i < 2; i++) {
        await page.keyboard.press('Enter');
        assert.equal(await page.textContent('#placed-count'), `${4 + i} cards`);
        assert.match(await page.evaluate(() => document.activeElement?.id || ''), /^program-/, 'the keys on a card of the hand');
        assert.deepEqual(await scrolls(), at, `card ${4 + i} laid by keys: nothing scrolled`);
      }
    }
    await shot(page, `programming-still-${size}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('the deal\'s end: while the first turn begins, the side panels show it — never the deal half-done or tanks executing', async () => {
  const t = await json('/api/tables', { game: 'robotanks', options: { players: 2, first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Flo' });
  const page = await newPage('normal');
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await pickHand(page);
  for (let k = 1; k <= 4; k++) {
    await page.waitForFunction((n) => (document.querySelector('#controls')?.textContent || '').includes(`(${n} of 4)`), k);
    if (k === 4) {
      // Every picture drawn from the last first program on, recorded.
      await page.evaluate(() => {
        window.seen = [];
        const note = () => window.seen.push({ status: document.querySelector('#status').textContent, controls: document.querySelector('#controls').textContent,
          hand: (document.querySelector('#hand-panel h3') || {}).textContent || '', players: document.querySelector('#rt-players').textContent });
        new MutationObserver(note).observe(document.querySelector('.table-layout'), { childList: true, subtree: true, characterData: true });
      });
    }
    await page.click('#program-choice button:not([disabled])');
  }
  await page.waitForSelector('#deactivate-choice button', { timeout: 60000 });
  const seen = await page.evaluate(() => window.seen);
  const hand = (await page.textContent('#hand-panel h3')).match(/(\d+) cards/)[1];
  assert.ok(seen.length > 2);
  for (const v of seen) {
    assert.doesNotMatch(v.status, /Turn 0|Turn \d+.*keeping a hand/, v.status);
    assert.doesNotMatch(v.controls, /execute their programs|are executing/, v.controls);
    if (/Your hand — (\d+)/.test(v.hand)) assert.equal(v.hand.match(/Your hand — (\d+)/)[1], hand, `the hand as it is after the deal: ${JSON.stringify(seen.map((x) => [x.status, x.hand]))}`);
    if (/Turn \d/.test(v.status)) assert.doesNotMatch(v.players, /choosing first programs/, v.players);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Auto: the computer finishes the deal (a whole hand chosen here first; else its own hand in one message, then each first program asked and sent); Hint marks the suggested hand; Auto pressed again stops', async () => {
  const t = await json('/api/tables', { game: 'robotanks', options: { players: 2, first_player: 1 }, seats: [{}, { ai: 'easy' }], name: 'Gus' });
  const page = await newPage('off');
  const wire = listen(page);
  const asked = [];
  page.on('websocket', (ws) => ws.on('framesent', (f) => { try { const m = JSON.parse(f.payload); if (m.type === 'suggest') asked.push(m); } catch { /* not JSON */ } }));
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await page.waitForSelector('#controls.rt-mine #deal-choice button');
  const colour = (await page.textContent('#status')).match(/You are (Black|Yellow|White|Red)/)[1];
  // Three cards chosen to keep, nothing sent.
  for (let i = 0; i < 3; i++) await page.click('#deal-choice button:not([disabled])');
  assert.equal(await page.locator('#picked button').count() > 0, true);
  assert.equal(await page.getAttribute('#auto-deal', 'title'), 'Let the computer choose the rest of my deal');
  assert.equal(await page.getAttribute('#auto-deal', 'aria-pressed'), 'false');

  // Hint: the computer's cards to set aside in words, and the button that keeps its
  // hand marked; nothing is played.
  assert.equal(await page.isVisible('#hint'), true);
  await page.click('#hint');
  await page.waitForFunction(() => /^Hint: /.test(document.querySelector('#hint-text').textContent));
  assert.match(await page.textContent('#hint-text'), /^Hint: Set aside .*“Keep a suggested hand”/);
  const hinted = await page.$$eval('#controls .rt-hinted', (es) => es.map((e) => e.id));
  assert.deepEqual(hinted, ['keep-suggested'], 'one control marked: the suggested hand');
  assert.equal(await page.getAttribute('#keep-suggested', 'aria-describedby'), 'hint-text');
  await shot(page, 'auto-hint');
  assert.equal(wire.sent.length, 0, 'a hint plays nothing');
  assert.equal(asked.length, 1);

  // The whole hand chosen here; Auto, by the keyboard: that hand goes first (the rest of
  // the deal set aside, together), then each first program, asked and sent one by one.
  while (await page.$('#deal-choice button:not([disabled])')) await page.click('#deal-choice button:not([disabled])');
  const chosen = await page.$$eval('#picked button', (bs) => bs.flatMap((b) => Array(Number((b.textContent.match(/×(\d+)/) || [0, 1])[1])).fill(b.dataset.card)));
  assert.equal(chosen.length, 18);
  const dealt = wire.observations.filter((o) => o.players[0].hand && o.players[0].to_set_aside > 0).pop().players[0].hand;
  const rest = dealt.slice();
  for (const c of chosen) rest.splice(rest.indexOf(c), 1);
  await page.focus('#auto-deal');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#auto-progress, #waiting, #deactivate-choice button');
  await shot(page, 'auto-running');
  // Done: the deal's end waits for the other player, or the first turn has begun.
  await page.waitForFunction(() => !document.querySelector('#auto-deal, #auto-progress, #deal-choice, #program-choice')
    && document.querySelector('#deactivate-choice button, #waiting'), null, { timeout: 60000 });
  const discards = wire.sent.flat().filter((a) => a.Discard);
  const programs = wire.sent.flat().filter((a) => a.Program);
  assert.deepEqual(wire.sent[0].map((a) => a.Discard).sort(), rest.sort(), 'the hand chosen here went first: the rest set aside, together');
  assert.equal(discards.length, 30);
  assert.equal(programs.length, 4);
  assert.equal(wire.sent.length, 1 + 4, 'then one program a message');
  assert.equal(asked.length, 1 + 4, 'each asked for first');
  // The log: one line a player for the deal; the panels: the deal done, the hand kept.
  const lines = await page.$$eval('#log .log-line', (ls) => ls.map((l) => l.textContent));
  assert.equal(lines.filter((l) => l.startsWith(`${colour} set aside`)).length, 1, lines.join('\n'));
  assert.ok(lines.some((l) => l.startsWith(`${colour} set aside 30 cards`)), lines.join('\n'));
  assert.equal(lines.filter((l) => l.startsWith(`${colour} programmed tanks 1–4`)).length, 1, lines.join('\n'));
  await page.waitForFunction(() => /Your hand — 14 cards/.test(document.querySelector('#hand-panel').textContent), null, { timeout: 30000 });
  assert.doesNotMatch(await page.textContent(`#player-0`), /setting aside|choosing first programs/);
  assert.deepEqual(page.errors, []);
  await page.context().close();

  // Pressed again while the computer is choosing, Auto stops: nothing goes, the cards are
  // the player's to choose again. (The page's questions to the server are held 400 ms, so
  // the second press comes while the first is unanswered.) Pressed once more, it does the
  // whole deal: the computer's hand in one message, then the first programs.
  const t2 = await json('/api/tables', { game: 'robotanks', options: { players: 2, first_player: 1 }, seats: [{}, { ai: 'easy' }], name: 'Gus' });
  const p2 = await newPage('off');
  await p2.addInitScript(() => {
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (data) {
      if (typeof data === 'string' && data.includes('"suggest"')) setTimeout(() => send.call(this, data), 400); else send.call(this, data);
    };
  });
  const wire2 = listen(p2);
  await p2.goto(`${base}/t/${t2.id}#seat=0&token=${t2.token}`);
  await p2.waitForSelector('#controls.rt-mine #deal-choice button');
  await p2.click('#auto-deal');
  await p2.waitForSelector('#auto-progress');
  assert.match(await p2.textContent('#auto-progress'), /choosing the 18 cards to keep/);
  await p2.click('#auto-deal');
  await p2.waitForSelector('#deal-choice button:not([disabled])');
  await p2.waitForTimeout(1500);
  assert.equal(wire2.sent.length, 0, 'nothing sent once stopped');
  assert.ok(await p2.$('#deal-choice'), 'the deal waits for the player');
  assert.equal(await p2.getAttribute('#auto-deal', 'aria-pressed'), 'false');
  await p2.click('#auto-deal');
  await p2.waitForFunction(() => !document.querySelector('#auto-progress, #deal-choice, #program-choice') && document.querySelector('#deactivate-choice button, #waiting'), null, { timeout: 60000 });
  assert.deepEqual(wire2.sent.map((a) => a.length), [30, 1, 1, 1, 1], 'the hand in one message, then each first program');
  assert.ok(wire2.sent[0].every((a) => a.Discard));
  assert.deepEqual(p2.errors, []);
  await p2.context().close();
});

test('a page opened mid-turn recalls from its own events its colours, the cards it placed and its scan; the log draws seats, tanks, posts and cards from their spans', async () => {
  const page = await newPage();
  await page.goto(`${base}/`);
  const got = await page.evaluate(async () => {
    const { RobotanksUI } = await import('/assets/robotanks.js');
    const board = document.createElement('div'); const side = document.createElement('div');
    document.body.append(board, side);
    const view = RobotanksUI.createView({ board, side }, null, { Seat: 1 });
    view.setGlossary({ cards: { Cannon: { name: 'Fire Cannon', group: 'DirectFire', code: 'Cn', does: 'the nearest object is hit', order: 14 } } });
    // A seat named before the colours are known (a long game's story starts mid-game).
    const early = view.logSpan({ text: 'Red', seat: 1 });
    const turn = [{ TurnBegins: { seat: 1, turn: 6 } }, { Deactivated: { tank: 13, cards: ['Cannon'] } },
      { Programmed: { seat: 1, tank: 13, card: 'Forward1' } }, { Programmed: { seat: 1, tank: 13, card: 'Laser' } },
      { Scanned: { by: 1, tank: 2, face_down: ['Radar', 'Cannon'] } }];
    view.recall([{ ply: 0, events: ['DealBegins', { Colours: { colours: ['Black', 'Red'], leftover: [] } }], told: [] }, { ply: 40, events: turn, told: [] }]);
    const mid = { placed: view.placed, scan: view.scan, colours: view.seatColours, early: early.className };
    const span = (x) => { const n = view.logSpan(x); return n && [n.className, n.textContent, n.getAttribute('title')]; };
    const spans = [span({ text: 'Red 2', seat: 1, piece: 13 }), span({ text: "Black's command post", seat: 0, piece: { Post: 'Black' } }),
      span({ text: 'Red', seat: 1 }), span({ text: 'Fire Cannon', card: 'Cannon' }), span({ text: 'K7', place: { q: 3, r: 6 } }), span({ text: ' moves to ' })];
    view.recall([{ ply: 0, events: [{ Colours: { colours: ['Black', 'Red'], leftover: [] } }], told: [] }, { ply: 40, events: turn, told: [] },
      { ply: 41, events: [{ TurnBegins: { seat: 0, turn: 7 } }], told: [] }]);
    return { mid, spans, after: { placed: view.placed, scan: view.scan } };
  });
  assert.deepEqual(got.mid.colours, ['Black', 'Red']);
  assert.match(got.mid.early, /\brt-c\b.*\bc-Red\b/, 'painted once the colours came');
  assert.deepEqual(got.mid.placed, { tank: 13, cards: ['Forward1', 'Laser'] }, 'the cards this seat placed this turn');
  assert.deepEqual(got.mid.scan, { tank: 2, cards: ['Radar', 'Cannon'] }, 'its scan');
  assert.deepEqual(got.spans, [['rt-c c-Red', 'Red 2', null], ['rt-c c-Black', "Black's command post", null], ['rt-c c-Red', 'Red', 'Player 2'],
    ['rt-card', 'Fire Cannon', 'Fire Cannon: the nearest object is hit'], null, null]);
  assert.deepEqual(got.after, { placed: null, scan: null }, 'a new turn forgets them');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a turn by a player: Hint in the controls\' words, marking the suggested hand at the deal; Look-Up composed in the page and sent whole; badges inside their tank\'s hex; captions name their tank; the panels agree while the moves play; the map\'s labels clear of the zoom', async () => {
  const t = await json('/api/tables', { game: 'robotanks', options: { players: 2, first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Hal' });
  const page = await newPage('off');
  const wire = listen(page);
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await page.waitForSelector('#controls.rt-mine #deal-choice button');
  const me = (await page.textContent('#status')).match(/You are (Black|Yellow|White|Red)/)[1];
  // Hint: the computer's deal in the page's words ("Set aside …"), the one button that
  // keeps its hand marked; a card chosen by hand leaves it so (that button replaces the
  // cards chosen).
  await page.click('#hint');
  await page.waitForFunction(() => /^Hint: /.test(document.querySelector('#hint-text').textContent));
  assert.match(await page.textContent('#hint-text'), /^Hint: Set aside /);
  assert.doesNotMatch(await page.textContent('#hint-text'), /discard/);
  const hint = await page.textContent('#hint-text');
  // The whole decision: every card the deal sets aside, one after another.
  assert.match(hint, /Set aside .*, then Set aside /);
  assert.equal(await page.$eval('#controls .rt-hinted', (e) => e.id), 'keep-suggested');
  await page.click('#deal-choice button:not([disabled])');
  assert.equal(await page.textContent('#hint-text'), hint, 'the hint stays: its button still keeps the computer\'s hand');
  assert.equal(await page.$eval('#controls .rt-hinted', (e) => e.id), 'keep-suggested');
  while (await page.locator('#picked button').count()) await page.click('#picked button');
  await deal(page, 'hal-deal');
  await page.waitForSelector('#deactivate-choice button', { timeout: 60000 });

  // The zoom buttons sit off the map: no column or row label under them; the letters explained.
  const overlaps = await page.evaluate(() => {
    const boxes = [...document.querySelectorAll('.zoom button')].map((b) => b.getBoundingClientRect());
    return [...document.querySelectorAll('#rt-labels text')].filter((t) => { const r = t.getBoundingClientRect(); return boxes.some((b) => r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top); }).map((t) => t.textContent);
  });
  assert.deepEqual(overlaps, [], 'labels under the zoom buttons');
  assert.match(await page.textContent('#columns-note'), /skip B, R, W and Y/);
  assert.match(await page.$eval('#rt-labels text', (e) => e.querySelector('title').textContent), /skip B, R, W and Y/);
  // A fire area is the whole wedge: walls in it are shaded too (drawn apart).
  let walls = 0;
  for (const id of await page.$$eval('#rt-pieces .rt-tank', (ts) => ts.map((x) => x.id))) {
    await page.hover(`#${id}`);
    walls += await page.locator('#rt-area .rt-area-wall').count();
  }
  assert.ok(walls > 0, 'some tank\'s fire area holds a wall');
  await page.mouse.move(5, 5);

  // Deactivate tank 1: its OFF badge sits inside its own hex.
  await page.click('#deactivate-1');
  await page.waitForSelector('#give-choice button');
  const inside = await page.evaluate(() => [...document.querySelectorAll('#rt-pieces .rt-tank:not(.wreck)')].flatMap((t) => {
    const plate = t.querySelector('.rt-plate').getBoundingClientRect();
    const r = plate.height / 2; const cx = plate.left + plate.width / 2; const cy = plate.top + plate.height / 2;
    return [...t.querySelectorAll('.rt-badge, .rt-fd')].map((b) => {
      const bb = b.getBoundingClientRect(); const x = bb.left + bb.width / 2; const y = bb.top + bb.height / 2;
      const within = bb.left >= plate.left - 1 && bb.right <= plate.right + 1 && bb.top >= plate.top - 1 && bb.bottom <= plate.bottom + 1 && Math.hypot(x - cx, y - cy) < r * 0.8;
      return { tank: t.id, badge: b.textContent, within };
    });
  }));
  assert.ok(inside.some((b) => b.badge === 'OFF'), 'the OFF badge is drawn');
  assert.deepEqual(inside.filter((b) => !b.within), [], 'every badge inside its tank\'s hex');

  // Look-Up: choices staged here, taken back, and sent as one list.
  const sent = wire.sent.length;
  assert.match(await page.textContent('#bank-take-head'), /^Bank — take one$/);
  await page.click('#give-choice button:not([disabled])');
  await page.click('#give-choice button:not([disabled])');
  assert.equal(await page.locator('#give-choice button:not([disabled])').count(), 0, 'two to trade in, no more');
  assert.equal(await page.isDisabled('#pass'), true, 'Pass waits for the choices to be cleared');
  await page.click('#undo');
  assert.equal(await page.locator('#traded button').count(), 1);
  await page.click('#clear');
  assert.equal(await page.isDisabled('#pass'), false);
  const bankCard = await page.getAttribute('#lookup-take-choice button', 'data-card');
  await page.click(`#take-${bankCard}`);
  assert.equal(await page.getAttribute(`#take-${bankCard}`, 'aria-pressed'), 'true');
  assert.equal(await page.isDisabled('#confirm-trade'), true);
  const gives = [];
  for (let i = 0; i < 2; i++) { const b = page.locator('#give-choice button:not([disabled])').first(); gives.push(await b.getAttribute('data-card')); await b.click(); }
  assert.equal(wire.sent.length, sent, 'nothing sent while composing');
  await shot(page, 'lookup-staged');
  await page.click('#confirm-trade');
  await page.waitForSelector('#program-choice button');
  assert.deepEqual(wire.sent[wire.sent.length - 1], [{ Give: gives[0] }, { Give: gives[1] }, { Take: bankCard }], 'one list, all or nothing');
  assert.ok(await page.$(`#program-${bankCard}`), 'the Bank card is in the hand');

  // The moves played with animations: every picture's panels tell one moment, and each
  // caption names the tank it points at.
  await page.evaluate(() => localStorage.setItem('coinop.anim', 'fast'));
  await page.evaluate(() => {
    window.seen = [];
    const note = () => {
      const own = document.querySelector('#rt-players .rt-player.me .rt-handn strong');
      const hand = document.querySelector('#hand-panel:not([hidden]) h3');
      const cap = document.querySelector('#rt-fx .rt-caption');
      window.seen.push({ hand: hand ? hand.textContent : null, players: own ? own.textContent : null,
        caption: cap ? [cap.dataset.tank, cap.textContent] : null });
    };
    new MutationObserver(note).observe(document.querySelector('.table-layout'), { childList: true, subtree: true, characterData: true });
  });
  await page.click('#program-choice button:not([disabled])');
  await page.click('#done');
  await untilMyTurn(page);
  const seen = await page.evaluate(() => window.seen);
  const names = ['Black', 'Yellow', 'White', 'Red'];
  let compared = 0; let captions = 0;
  for (const v of seen) {
    if (v.hand && v.players) { compared += 1; assert.equal(v.hand.match(/— (\d+) card/)[1], v.players, `the hand and the players' list agree: ${JSON.stringify(v)}`); }
    if (v.caption) { captions += 1; const id = Number(v.caption[0]); assert.ok(v.caption[1].startsWith(`${names[id >> 2]} ${(id % 4) + 1}: `), v.caption[1]); }
  }
  assert.ok(compared > 0 && captions > 0, `pictures compared: ${compared}, captions: ${captions}`);
  assert.ok(me);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
