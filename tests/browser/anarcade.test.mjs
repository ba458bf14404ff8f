// Anarcade in a real browser: a table made in the lobby (players, readings, card set
// shown) and played against the AI by clicking (draw, score, buy, end) and by keys; a
// hand never seen by another seat or a spectator, on the wire or on screen; a user's card
// file checked and played; a finished game's end figures and replay; the rules page.
// Screenshots go to $COINOP_ARTIFACTS and /tmp/anarcade-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, openSite, closeSite } from './harness.mjs';

// One address makes this file's many tables against the computer: the server's limits
// for them (8 at once, 10 a minute) would refuse the later ones.
process.env.COINOP_AI_TABLES_PER_ADDRESS = '64';
process.env.COINOP_NEW_TABLES_PER_MINUTE = '0';

let browser; let server; let base;

before(async () => {
  ({ server, browser } = await openSite('coinop-anarcade-'));
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
  await page.screenshot({ path: join(ARTIFACTS, `anarcade-${name}.png`), fullPage: full });
  await page.screenshot({ path: `/tmp/anarcade-${name}.png`, fullPage: full });
}

/** Waits for this seat's next decision and takes it as a simple player would: draw
 * while it may, score the most, buy one card a turn (the dearest it can), then end. */
async function decide(page, state) {
  await page.waitForSelector('#draw, #score-choice button, #end-turn', { timeout: 60000 });
  if (await page.$('#draw')) { await page.click('#draw'); return 'draw'; }
  if (await page.$('#score-choice button')) {
    if (state.beforeScore) await state.beforeScore();
    await page.click('#score-choice button.primary');
    return 'score';
  }
  const buys = await page.$$('button.stack.can-buy');
  if (buys.length && !state.bought) {
    state.bought = true;
    await buys[buys.length - 1].click();
    return 'buy';
  }
  state.bought = false;
  await page.click('#end-turn');
  return 'end';
}

/** The turn number the status line shows. */
const turnNow = async (page) => Number((await page.textContent('#status')).match(/Turn (\d+)/)?.[1] || 0);

test('Anarcade from the lobby: options and cards shown, a table against the AI played by clicking for several turns', async () => {
  const page = await newPage('normal');
  // Every act the page sends says the ply it shows (a late or repeated click is refused).
  const acts = [];
  page.on('websocket', (ws) => ws.on('framesent', (f) => {
    try { const m = JSON.parse(String(f.payload)); if (m.type === 'act') acts.push(m); } catch { /* not JSON */ }
  }));
  await page.goto(`${base}/`);
  await page.click('#game-anarcade');
  await page.waitForSelector('#aces-to-win');
  assert.equal(await page.textContent('h2'), 'New Anarcade table');
  // Players: the seats follow; the first player's choice too.
  await page.selectOption('#players', '3');
  assert.equal(await page.locator('#seats select').count(), 3);
  assert.equal(await page.locator('#first-player option').count(), 4);
  await page.selectOption('#first-player', '0');
  // The card set: our four stacks listed.
  await page.click('#card-set-box summary');
  await page.waitForSelector('#cards-preview .cs-stack');
  assert.equal(await page.locator('#cards-preview .cs-stack').count(), 4);
  assert.match(await page.textContent('#cards-preview'), /Insert Coin/);
  await page.fill('#your-name', 'Ann');
  await shot(page, 'lobby', true);
  // The header's Rules link is this game's.
  assert.match(await page.getAttribute('.rules-link', 'href'), /^\/(rules\/anarcade|assets\/rules-anarcade\.html)$/);
  await page.click('#create');
  await page.waitForSelector('#controls');
  assert.match(await page.textContent('#table-rules'), /Anarcade · 3 players · 3 Aces win · our card set/);
  assert.match(await page.getAttribute('.rules-link', 'href'), /^\/(rules\/anarcade|assets\/rules-anarcade\.html)$/);
  // The table: the Arcade Card with a High Score, the Token Machine, four stacks, three boards.
  assert.match(await page.textContent('#high-score'), /^\d+$/);
  assert.match(await page.textContent('#token-machine'), /\d+ Token Machine/);
  assert.equal(await page.locator('#stacks .stack').count(), 4);
  assert.equal(await page.locator('#players .pboard').count(), 3);
  assert.match(await page.textContent('#pboard-0'), /Ann.*1st/);
  await page.waitForSelector('#draw, #score-choice button, #end-turn');
  await shot(page, 'turn');
  // My first decisions, then the AI's turns, then mine again: at least three of my turns.
  const scores = [];
  // Before scoring: what the board says is on the Arcade Card, and the choice.
  const state = { bought: false, beforeScore: async () => {
    const [have, hs] = (await page.textContent('#score-row-0 .num')).split('/').map(Number);
    const n = Number((await page.getAttribute('#score-choice button.primary', 'id')).replace('score-', ''));
    assert.equal(hs, Number(await page.textContent('#high-score')));
    scores.push({ have, hs, n });
  } };
  const seen = new Set();
  let mine = 0; let last = 0;
  for (let i = 0; i < 60 && mine < 3; i++) {
    const what = await decide(page, state);
    seen.add(what);
    if (what === 'buy' && !seen.has('shot-buy')) {
      seen.add('shot-buy');
      // The bought card flies to the Discard Stack: mid-animation.
      await page.waitForTimeout(250);
      await shot(page, 'buying');
    }
    if (what === 'end') {
      mine += 1;
      // Watching the AI play: cards fly, Credits move.
      if (mine === 1) { await page.waitForTimeout(900); await shot(page, 'ai-turn'); }
    }
    if (mine >= 1) await page.evaluate(() => localStorage.setItem('coinop.anim', 'fast'));
    const t = await turnNow(page);
    assert.ok(t >= last, `turns only go forward (${last} → ${t})`);
    last = t;
  }
  assert.ok(mine >= 3, `three of my turns were played (${[...seen]})`);
  assert.ok(seen.has('score') && seen.has('end'), `scored and ended turns: ${[...seen]}`);
  await page.waitForSelector('#draw, #score-choice button, #end-turn', { timeout: 60000 });
  assert.ok(await turnNow(page) >= 7, 'three rounds of three players');
  // The log in words, with names and symbols, turn by turn.
  const log = await page.textContent('#log');
  assert.match(log, /Turn 4 — Ann/);
  assert.match(log, /Ann scores \d+ Credits? on the Arcade Card: \d+ of \d+/);
  assert.match(log, /AI \(easy\) \(P2\) (plays|scores|buys|earns)/);
  assert.match(log, /draws a new hand/);
  if (seen.has('buy')) assert.match(log, /Ann buys .* from the \w+ Action Stack for/);
  assert.ok(await page.locator('#log .sym').count() > 5, 'symbols drawn in the log');
  // Each turn a group headed by its player, in the seat's colour.
  assert.match(await page.textContent('#log details.log-round > summary'), /^Turn 1 — /);
  assert.equal(await page.locator('#log details.log-round > summary .who').count(), await page.locator('#log details.log-round').count());
  // The status line says the phase in the glossary's words.
  assert.match(await page.textContent('#status'), /— (Draw|Score|Buy) phase/);
  // The board agreed with the engine: each score the log tells is what the board showed
  // on the Arcade Card before it, plus the Credits chosen.
  const told = [...log.matchAll(/Ann scores (\d+) Credits? on the Arcade Card: (\d+) of (\d+)/g)].map((m) => m.slice(1).map(Number));
  assert.ok(scores.length >= 1 && told.length === scores.filter((x) => x.n > 0).length, `${JSON.stringify(scores)} ${JSON.stringify(told)}`);
  scores.filter((x) => x.n > 0).forEach((x, i) => assert.deepEqual(told[i], [x.n, x.have + x.n, x.hs]));
  // Opened again, the page draws the whole log before the table's first picture: the
  // cards' symbols and the players' names are still drawn from the spans.
  await page.reload();
  await page.waitForSelector('#draw, #score-choice button, #end-turn', { timeout: 60000 });
  assert.equal(await page.textContent('#log'), log, 'the same log after a reload');
  assert.ok(await page.locator('#log .sym').count() > 5, 'symbols drawn in the log after a reload');
  assert.match(await page.getAttribute('#log .log-card[title]', 'title'), / — .*: \d+ \w+/, 'a card in the log tells its stack, cost and symbols');
  // The whole discard is open to all: click it.
  await page.click('#discard-1 summary');
  await page.waitForSelector('#discard-1 .pop');
  assert.match(await page.textContent('#discard-1 .pop'), /Discard Stack, top first/);
  await shot(page, 'discard');
  await page.click('#discard-1 summary');
  assert.ok(acts.length > 0, 'the page acted');
  for (const a of acts) assert.equal(typeof a.ply, 'number', JSON.stringify(a));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('keys take decisions; a Score choice says when it Aces; a refused action says why', async () => {
  const t = await json('/api/tables', { game: 'anarcade', options: { first_player: 0, catch_up_credits: 0 }, seats: [{}, { ai: 'easy' }], name: 'Bo' });
  const page = await newPage();
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  const state = { bought: false };
  let keyed = 0;
  for (let i = 0; i < 80 && keyed < 4; i++) {
    await page.waitForSelector('#draw, #score-choice button, #end-turn', { timeout: 60000 });
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    if (await page.$('#draw')) { await page.keyboard.press('d'); keyed += 1; continue; }
    if (await page.$('#score-choice')) {
      const labels = await page.$$eval('#score-choice button', (bs) => bs.map((b) => b.textContent));
      const hs = Number(await page.textContent('#high-score'));
      const have = Number((await page.textContent('#score-row-0 .num')).split('/')[0]);
      labels.forEach((l, n) => { if (n > 0) assert.equal(/Ace it!/.test(l), have + n === hs, `${l} (${have}+${n} of ${hs})`); });
      await page.keyboard.press('Enter'); keyed += 1; continue;
    }
    if (await page.$('button.stack.can-buy') && !state.bought) {
      const k = await page.$eval('button.stack.can-buy .buy-note kbd', (e) => e.textContent);
      state.bought = true; await page.keyboard.press(k); keyed += 1; continue;
    }
    state.bought = false; await page.keyboard.press('e'); keyed += 1;
  }
  assert.ok(keyed >= 4, 'decisions taken by keys');
  await page.waitForSelector('#draw, #score-choice button, #end-turn', { timeout: 60000 });
  assert.match(await page.textContent('#log'), /Bo (draws and plays|scores|buys)/, 'the keys acted');
  // A refused action, as a doctored page would send it: the reason in words.
  await page.waitForSelector('#draw, #score-choice button, #end-turn', { timeout: 60000 });
  const log = await page.textContent('#log');
  const msg = await page.evaluate(() => new Promise((resolve) => {
    const id = location.pathname.split('/')[2];
    const ws = new WebSocket(`ws://${location.host}/ws/${id}`);
    const tok = JSON.parse(localStorage.getItem('coinop.seats'))[id].token;
    ws.onopen = () => { ws.send(JSON.stringify({ type: 'hello', token: tok })); ws.send(JSON.stringify({ type: 'act', id: 9, actions: [{ Score: 19 }] })); };
    ws.onmessage = (e) => { const m = JSON.parse(e.data); if (m.id === 9) { ws.close(); resolve(m); } };
  }));
  assert.equal(msg.type, 'error');
  assert.match(msg.message, /score|phase/i);
  assert.equal(await page.textContent('#log'), log, 'nothing happened');
  // A view handed such a refusal says it in words chosen by its code.
  const shown = await page.evaluate(async (refusal) => {
    const { AnarcadeUI } = await import('/assets/anarcade.js');
    const { Refused } = await import('/assets/dom.js');
    const id = location.pathname.split('/')[2];
    const tok = JSON.parse(localStorage.getItem('coinop.seats'))[id].token;
    const state = await new Promise((resolve) => {
      const ws = new WebSocket(`ws://${location.host}/ws/${id}`);
      ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', token: tok }));
      ws.onmessage = (e) => { const m = JSON.parse(e.data); if (m.type === 'state') { ws.close(); resolve(m); } };
    });
    const board = document.createElement('div'); const side = document.createElement('div');
    const ctx = { act: () => Promise.reject(new Refused(refusal)), preview: async () => null, suggest: async () => null, changed: () => {} };
    const view = AnarcadeUI.createView({ board, side }, ctx, state.you);
    view.setGlossary(state.glossary);
    await view.show(state.observation, state.legal, null);
    board.querySelector('#controls button').click();
    await new Promise((r) => setTimeout(r, 50));
    const error = board.querySelector('#move-error');
    return error && error.textContent;
  }, msg);
  assert.equal(msg.code, 'illegal');
  assert.match(shown || '', /^[A-Z].*(score|phase).*\.$/i, `the refusal in words: ${shown}`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a hand is seen by its owner only: other seats and spectators never get it, on the wire or on screen', async () => {
  const t = await json('/api/tables', { game: 'anarcade', options: { first_player: 0, players: 3 }, seats: [{}, {}, { ai: 'easy' }], name: 'Cy' });
  const inv = t.invites.find((x) => x.seat === 1);
  const j = await json(`/api/tables/${t.id}/join`, { invite: inv.invite, name: 'Di' });
  assert.equal(j.seat, 1);
  const pages = { 0: await newPage(), 1: await newPage(), watch: await newPage() };
  const leaks = [];
  const frames = { 0: 0, 1: 0, watch: 0 };
  for (const [who, page] of Object.entries(pages)) {
    page.on('websocket', (ws) => ws.on('framereceived', (f) => {
      let m; try { m = JSON.parse(f.payload); } catch { return; }
      if (!m.observation) return;
      frames[who] += 1;
      m.observation.players.forEach((p, s) => {
        if (String(s) !== who && p.hand !== null) leaks.push(`${who} sees seat ${s}'s hand`);
      });
      for (const ev of m.events || []) {
        if (ev.HandDrawn && String(ev.HandDrawn.seat) !== who && ev.HandDrawn.cards.some((c) => c !== 255)) leaks.push(`${who} told seat ${ev.HandDrawn.seat}'s new hand`);
      }
    }));
  }
  await pages[0].goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await pages[1].goto(`${base}/t/${t.id}#seat=1&token=${j.token}`);
  await pages.watch.goto(`${base}/t/${t.id}`);
  await pages.watch.waitForSelector('#controls');
  assert.match(await pages.watch.textContent('#banner'), /watching.*Hands stay hidden/);
  // Seat 2 (P2) holds a hand between turns: shown to it, to nobody else.
  await pages[1].waitForSelector('#my-hand .acard');
  const hand1 = await pages[1].$$eval('#my-hand .acard', (els) => els.map((e) => e.dataset.card));
  assert.equal(hand1.length, 3);
  assert.equal(await pages.watch.locator('#my-hand').count(), 0);
  assert.equal(await pages.watch.locator('.shown-hand').count(), 0);
  assert.equal(await pages[0].locator('#pboard-1 .shown-hand').count(), 0);
  // Play seat 1's turn and seat 2's, then look again.
  const st = [{ bought: false }, { bought: false }];
  let round = false;
  for (let i = 0; i < 60 && !round; i++) {
    const p0 = await pages[0].$('#draw, #score-choice button, #end-turn');
    const p1 = await pages[1].$('#draw, #score-choice button, #end-turn');
    // Seat 1 deciding on turn 4: both people and the AI have played a turn.
    if (p0 && await turnNow(pages[0]) >= 4) round = true;
    else if (p0) await decide(pages[0], st[0]); else if (p1) await decide(pages[1], st[1]); else await pages[0].waitForTimeout(150);
  }
  assert.ok(round, 'both people and the AI played a turn');
  // Turn 4 is seat 1's again: seat 2 holds its next hand, shown to it alone.
  await pages[1].waitForSelector('#my-hand .acard');
  assert.equal(await pages[0].locator('#my-hand').count(), 0, 'seat 1 has laid out its hand');
  await shot(pages.watch, 'spectator');
  await shot(pages[1], 'seat2');
  assert.equal(await pages.watch.locator('#my-hand').count(), 0);
  assert.ok(frames[0] > 3 && frames[1] > 3 && frames.watch > 3, JSON.stringify(frames));
  assert.deepEqual(leaks, []);
  for (const p of Object.values(pages)) { assert.deepEqual(p.errors, []); await p.context().close(); }
});

test('a card file of one\'s own: refused with the reason, then played; the table lists its cards', async () => {
  const page = await newPage();
  await page.goto(`${base}/?game=anarcade`);
  await page.waitForSelector('#card-set-box');
  await page.click('#card-set-box summary');
  await page.selectOption('#card-set', 'own');
  await page.click('#cards-from-ours');
  const ours = await page.inputValue('#own-cards');
  assert.match(ours, /\[\[arcade\]\]/);
  // A broken file: a symbol that does not exist.
  await page.fill('#own-cards', ours.replace('symbols = "E E"', 'symbols = "E X"'));
  await page.click('#create');
  await page.waitForFunction(() => document.querySelector('#create-error').textContent.length > 0);
  assert.match(await page.textContent('#create-error'), /not a symbol/);
  // A syntax error is caught before sending.
  await page.fill('#own-cards', 'name = "x\n');
  assert.match(await page.textContent('#cards-error'), /line 1/);
  // A good one: ours with a card renamed and a High Score changed.
  await page.fill('#own-cards', ours.replace('name = "Coin Slot"', 'name = "Quarter Slot"').replace(/title = "[^"]*"/, 'title = "Test Cards"'));
  assert.match(await page.textContent('#cards-preview'), /Quarter Slot/);
  await page.click('#create');
  await page.waitForSelector('#controls');
  assert.match(await page.textContent('#table-rules'), /cards “Test Cards”/);
  await page.click('#card-set-panel summary');
  assert.match(await page.textContent('#card-set-panel'), /Quarter Slot/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a phone: the lobby and a table fit 390 px, nothing cut off', async () => {
  const page = await newPage('off', { width: 390, height: 844 });
  await page.goto(`${base}/?game=anarcade`);
  await page.waitForSelector('#aces-to-win');
  await shot(page, 'phone-lobby', true);
  await page.fill('#your-name', 'Eve');
  await page.selectOption('#players', '4');
  await page.click('#create');
  await page.waitForSelector('#draw, #score-choice button, #end-turn', { timeout: 60000 });
  await shot(page, 'phone-table');
  await shot(page, 'phone-table-full', true);
  // Nothing wider than the screen.
  const wide = await page.evaluate(() => [...document.querySelectorAll('#board *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !e.closest('.pop')).map((e) => e.className || e.tagName).slice(0, 5));
  assert.deepEqual(wide, []);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways scrolling');
  // Play a turn by touch.
  const state = { bought: false };
  for (let i = 0; i < 10; i++) if ((await decide(page, state)) === 'end') break;
  await page.waitForSelector('#draw, #score-choice button, #end-turn', { timeout: 60000 });
  await page.click('#discard-0 summary');
  await shot(page, 'phone-discard');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a finished game between AIs: the end figures, the replay step by step with every hand, animations that end on the server\'s picture, the rules page', async () => {
  const t = await json('/api/tables', { game: 'anarcade', options: { players: 3, aces_to_win: 2 }, seats: [{ ai: 'easy' }, { ai: 'easy' }, { ai: 'easy' }] });
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
  assert.match(await page.textContent('#outcome'), /King of the Arcade.*Aces: P1 \d, P2 \d, P3 \d/);
  assert.equal(await page.locator('#end-summary tr').count(), 4, 'a header and one row a player');
  // Counted from the events: each player's Aces as the outcome counts them, with the
  // Arcade Cards' names (the card set comes with the table's picture, after the figures).
  const outcome = (await json(`/api/tables/${t.id}`)).outcome;
  const acesCells = await page.$$eval('#end-summary tr td:nth-child(2)', (tds) => tds.map((td) => td.textContent));
  acesCells.forEach((cell, seat) => {
    const n = outcome.scores[seat];
    assert.equal(Number(cell.split(' ')[0]), n, `P${seat + 1}'s Aces: ${cell}`);
    if (n) assert.match(cell, new RegExp(`^${n} \\((\\S[^,]*, ){${n - 1}}\\S[^,]*\\)$`), cell);
  });
  assert.ok(await page.locator('.pboard.won').count() === 1);
  await shot(page, 'over');
  await page.goto(`${base}/replay/${t.id}`);
  await page.waitForSelector('#log .log-line');
  assert.equal(await page.locator('#players .pboard').count(), 3);
  // Every hand is shown in a replay.
  assert.ok(await page.locator('.shown-hand').count() >= 2, 'the hands of the players not on turn');
  await page.click('#next');
  await page.waitForFunction(() => /action 1 of/.test(document.querySelector('#ply-label').textContent));
  await page.click('#next');
  await page.waitForFunction(() => /action 2 of/.test(document.querySelector('#ply-label').textContent));
  await shot(page, 'replay');
  await page.click('#last');
  await page.waitForFunction(() => { const m = document.querySelector('#ply-label').textContent.match(/action (\d+) of (\d+)/); return m && m[1] === m[2]; });
  assert.match(await page.textContent('#controls'), /King of the Arcade/);
  assert.match(await page.textContent('#log'), /GAME OVER — .* is the King of the Arcade/);
  // The animations tell each step on a copy of the table, event by event: wherever they
  // end, they agree with the server's next picture (nothing jumps when it is drawn).
  const bad = await page.evaluate(async (id) => {
    const { AnarcadeUI } = await import('/assets/anarcade.js');
    localStorage.setItem('coinop.anim', 'fast');
    const board = document.createElement('div'); const side = document.createElement('div');
    document.body.append(board, side);
    const view = AnarcadeUI.createView({ board, side }, null, 'Spectator');
    let last = null;
    const draw = view.draw.bind(view);
    view.draw = (o) => { last = o; draw(o); };
    view.flyCard = async () => {}; view.coins = async () => {}; view.celebrate = async () => {}; view.wait = async () => {};
    const pick = (o) => JSON.stringify({
      players: o.players.map((p) => [p.credits, p.scored, p.aced, p.discard, p.draw_size, p.hand_size]),
      token: o.token_machine, stacks: o.stacks.map((x) => [x.size, x.top]), arcade: o.arcade, left: o.arcade_left,
      current: o.current, turns: o.turns, in_play: o.turn.in_play, symbols: o.turn.symbols, end: o.end,
      buy: o.phase === 'Buy' ? o.turn.buy_left : null,
    });
    const get = async (n) => (await fetch(`/api/tables/${id}/replay/${n}`)).json();
    let prev = await get(0);
    const out = [];
    for (let n = 1; n <= prev.total; n++) {
      const r = await get(n);
      view.obs = prev.observation; last = null;
      await view.animate(r.events, r.observation);
      if (last && pick(last) !== pick(r.observation)) out.push(`action ${n}: ${pick(last)} ≠ ${pick(r.observation)}`);
      prev = r;
    }
    return out;
  }, t.id);
  assert.deepEqual(bad.slice(0, 3), []);
  await page.goto(`${base}/rules/anarcade`);
  assert.match(await page.textContent('h1'), /Anarcade/);
  await page.waitForSelector('#card-set .cs-stack');
  assert.equal(await page.locator('#card-set .cs-stack').count(), 4);
  assert.ok(await page.locator('a[href^="/rulings/anarcade#s"]').count() >= 15);
  await shot(page, 'rules');
  await page.goto(`${base}/rulings/anarcade`);
  assert.ok(await page.locator('h2').count() >= 30);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('while a move of one\'s own plays out, the controls say so and never stand empty', async () => {
  const t = await json('/api/tables', { game: 'anarcade', options: { first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Cy' });
  const page = await newPage('normal');
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await page.waitForSelector('#draw, #score-choice button, #end-turn', { timeout: 60000 });
  const seen = await page.evaluate(async () => {
    const texts = [];
    /** @type {HTMLElement} */ (document.querySelector('#draw, #score-choice button, #end-turn')).click();
    for (let i = 0; i < 30; i++) {
      const c = document.querySelector('#controls');
      texts.push(c ? (c.textContent || '').trim() : '(no controls)');
      await new Promise((r) => setTimeout(r, 50));
    }
    return texts;
  });
  assert.ok(seen.every((x) => x.length > 0), `the controls stood empty: ${JSON.stringify(seen)}`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the Action Stacks, as buttons in the Buy phase, are named in words: the card, its cost, what it gives', async () => {
  const t = await json('/api/tables', { game: 'anarcade', options: { first_player: 0 }, seats: [{}, { ai: 'easy' }], name: 'Di' });
  const page = await newPage();
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  const state = { bought: true }; // never buys: the stacks stay buttons until the turn ends
  // Asked once the page shows a decision: between two, the Buy phase's buttons may not
  // be drawn yet, and a check then missed every Buy phase of some deals.
  for (let i = 0; i < 40; i++) {
    await page.waitForSelector('#draw, #score-choice button, #end-turn', { timeout: 60000 });
    if (await page.$('button#stack-Draw')) break;
    await decide(page, state);
  }
  await page.waitForSelector('button#stack-Draw');
  const names = await Promise.all((await page.locator('button.stack').all()).map(async (b) => (await b.ariaSnapshot()).replace(/^- '?button "(.*)"( \[disabled\])?'?$/, '$1')));
  assert.equal(names.length, 4);
  for (const name of names) {
    assert.match(name, /^((Buy|Cannot buy) \S.* from the (Draw|Earn|Score|Buy) stack — cost \d+(, paid with [^:]+|, you have \d+)?: gives (\d+ (Draw|Earn|Score|Buy)(, )?)+; \d+ cards? in the stack(, key [1-4])?|(Draw|Earn|Score|Buy) Action Stack: empty)$/, name);
  }
  // The face stays as it was: its stack, count, cost and name.
  assert.match(await page.textContent('button#stack-Draw'), /Draw\s*\d+/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the other players\' turns are said when your turn comes: who played, earned, scored and bought; gone once you act', async () => {
  const t = await json('/api/tables', { game: 'anarcade', options: { first_player: 0, players: 2 }, seats: [{}, { ai: 'easy' }], name: 'Bo' });
  const page = await newPage('off');
  await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await page.waitForSelector('#controls.my-turn button');
  assert.equal(await page.$('#while-away'), null, 'nothing to say before anyone else has played');
  // Our turn, by the hint, until the computer has had its turn and ours comes again.
  const end = Date.now() + 90000;
  while (!(await page.$('#while-away'))) {
    assert.ok(Date.now() < end, 'the computer\'s turn was never said');
    const mine = await page.$('#controls.my-turn button');
    if (mine) {
      await page.click('#hint').catch(() => {});
      await page.click('#board .hinted', { timeout: 5000 }).catch(() => {});
    }
    await page.waitForTimeout(300);
  }
  const said = await page.textContent('#while-away');
  assert.match(said, /^(Your turn ended by itself: nothing left on top of the Action Stacks cost \d+ or less, all you had to spend\. )?While you waited: AI \(easy\) played (\d+ cards?|nothing)(, (earned \d+ Credits?|scored \d+ \(\d+ of \d+\)|bought [A-Z][\w' -]+|Aced the Arcade Card!))*\.$/, said);
  // Gone once we act.
  const until = Date.now() + 30000;
  while (await page.$('#while-away')) {
    assert.ok(Date.now() < until, 'still said after acting');
    await page.click('#hint').catch(() => {});
    await page.click('#board .hinted', { timeout: 5000 }).catch(() => {});
    await page.waitForTimeout(300);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a turn that ends without End turn (nothing left to buy) says so; one ended by End turn does not', async () => {
  // Whether a turn ends by itself is the deal's luck: a whole game may have none, so new
  // tables are played until both kinds were seen.
  const end = Date.now() + 240000;
  const seen = { byItself: 0, byButton: 0 };
  for (let table = 0; table < 6 && (!seen.byItself || !seen.byButton); table++) {
    const t = await json('/api/tables', { game: 'anarcade', options: { first_player: 0, players: 2 }, seats: [{}, { ai: 'easy' }], name: 'Cy' });
    assert.ok(t.id, `the table was made: ${JSON.stringify(t)}`);
    const page = await newPage('off');
    await page.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
    let last = null;
    while (!seen.byItself || !seen.byButton) {
      assert.ok(Date.now() < end, `not seen both: ${JSON.stringify(seen)}`);
      if (await page.$('#end-words')) break;
      const away = await page.$('#while-away');
      if (away && last) {
        const said = await away.textContent();
        const ended = /^Your turn ended by itself/.test(said);
        assert.equal(ended, last !== 'end-turn', `last pressed ${last}: ${said}`);
        if (ended) seen.byItself += 1; else seen.byButton += 1;
        last = null;
      }
      if (await page.$('#controls.my-turn button')) {
        await page.click('#hint').catch(() => {});
        const marked = page.locator('#board button.hinted, #board .hinted').first();
        try {
          await marked.waitFor({ timeout: 5000 });
          last = (await marked.getAttribute('id')) || 'other';
          await marked.click({ timeout: 5000 });
        } catch { /* the hint came late: ask again */ }
      }
      await page.waitForTimeout(300);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
  assert.ok(seen.byItself && seen.byButton, JSON.stringify(seen));
});
