// The table page as a player meets it (issue 10): controls that belong only to the
// current decision, a board that tells the same story as the banner, every piece
// visible, the rulebook's card names, the reason a tank comes back, and a page that fits
// a laptop's screen. Screenshots go to $COINOP_ARTIFACTS.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, openSite, closeSite } from './harness.mjs';

let browser; let server; let base;
// More tables against the computer than an address may have playing at once by default.
process.env.COINOP_AI_TABLES_PER_ADDRESS = '64';

before(async () => {
  ({ server, browser } = await openSite('coinop-table-'));
  base = server.url;
});

after(() => closeSite(server, browser));

async function page(viewport = { width: 1366, height: 768 }, anim = 'normal') {
  const context = await browser.newContext({ viewport });
  const p = await context.newPage();
  await p.addInitScript((a) => localStorage.setItem('coinop.anim', a), anim);
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  p.errors = errors;
  return p;
}

async function createTable(seats, options) {
  const res = await fetch(base + '/api/tables', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'tanks', seats, name: 'Ann', options }),
  });
  const t = await res.json();
  assert.ok(t.id, `the table was created: ${JSON.stringify(t)}`);
  return t;
}

test('clicking as fast as the page allows never shows an engine error', async () => {
  const t = await createTable([{}, { ai: 'easy' }, { ai: 'easy' }], { players: 3 });
  const p = await page();
  // Every message the page ever shows, caught as it appears.
  await p.addInitScript(() => {
    window.__messages = [];
    new MutationObserver(() => {
      const m = document.getElementById('message');
      if (m && m.textContent) window.__messages.push(m.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await p.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await p.waitForSelector('#controls h3');
  // A decision waits for this seat (placing its tank): the tab says so.
  await p.waitForFunction(() => document.title.startsWith('● Your turn'));
  assert.match(await p.getAttribute('link[rel=icon]', 'href'), /ffb000/);
  const end = Date.now() + 25000;
  let clicks = 0;
  while (Date.now() < end && !(await p.locator('#outcome').count())) {
    // Whatever is clickable right now, twice over, without waiting for anything.
    const targets = await p.locator('#board .pickable, [data-facing], #hand .card.playable, #commit:not([disabled]), .choices button').all();
    for (const el of targets.slice(0, 6)) {
      el.dispatchEvent('click').catch(() => {});
      el.dispatchEvent('click').catch(() => {});
      clicks += 2;
    }
    await p.waitForTimeout(20);
    if ((await p.textContent('#status').catch(() => '')).match(/Round (\d+)/)?.[1] >= 3) break;
  }
  const seen = await p.evaluate(() => window.__messages);
  const engine = seen.filter((m) => /illegal action|not a legal decision|not seat \d|malformed|waiting for \[/.test(m));
  assert.deepEqual(engine, [], `engine errors reached the player after ${clicks} clicks`);
  assert.ok(clicks > 50, `the page was clicked (${clicks})`);
  assert.deepEqual(p.errors, []);
  await p.screenshot({ path: join(ARTIFACTS, 't1-fast-clicks-1366.png') });
  await p.context().close();
});

test('the banner, scores and board tell one story when the game ends; skip to now catches up', async () => {
  const t = await createTable([{ ai: 'easy' }, { ai: 'easy' }, { ai: 'easy' }, { ai: 'easy' }], { players: 4 });
  const p = await page({ width: 1280, height: 900 }, 'fast');
  await p.goto(`${base}/t/${t.id}`);
  await p.waitForSelector('#status');
  // If the board falls behind the table (the computers play faster than it animates),
  // catch up at once.
  const first = await Promise.race([
    p.waitForSelector('#skip:not([hidden])', { timeout: 90000 }).then(() => 'skip'),
    p.waitForSelector('#outcome', { timeout: 90000 }).then(() => 'over'),
  ]);
  if (first === 'skip') await p.click('#skip').catch(() => {});
  await p.waitForSelector('#outcome', { timeout: 90000 });
  // The moment the banner shows, the board shows the end too.
  const status = await p.textContent('#status');
  assert.match(status, /game over/, status);
  const banner = await p.textContent('#outcome');
  const scores = [...banner.matchAll(/P(\d+) (-?\d+)/g)].map((m) => Number(m[2]));
  const vps = await p.locator('#players-panel tr strong').evaluateAll((cells) => cells.map((c) => Number(c.textContent.match(/(-?\d+) VP/)?.[1])));
  assert.deepEqual(vps, scores, `players panel ${vps} vs banner ${scores}`);
  // The end in figures: a chart of VP by round, a row per player, and the way on.
  assert.equal(await p.locator('#end-summary svg.vp-chart polyline').count(), 4);
  assert.equal(await p.locator('#end-summary .end-table tr').count(), 5);
  for (const id of ['#to-replay', '#to-lobby']) assert.equal(await p.locator(id).count(), 1);
  await p.screenshot({ path: join(ARTIFACTS, 't2-game-over-1280.png') });
  // After a reload the whole game's log is there, round by round, with names.
  const rounds = Number((await p.textContent('#status')).match(/Round (\d+)/)[1]);
  await p.reload();
  await p.waitForSelector('#outcome');
  // The story arrives after the banner on a busy machine: wait for it, then count.
  await p.waitForFunction((n) => document.querySelectorAll('#log .log-round[data-round]').length >= n,
    rounds, { timeout: 30000 }).catch(() => {});
  const groups = await p.locator('#log .log-round[data-round]').count();
  assert.equal(groups, rounds, `a log group for each of ${rounds} rounds`);
  assert.ok(await p.locator('#log .who').count() > 20, 'players are named in the log');
  const bare = await p.locator('#log').evaluate((l) => [...l.querySelectorAll('.log-line')]
    .map((x) => { const c = x.cloneNode(true); c.querySelectorAll('.who').forEach((w) => w.remove()); return c.textContent; })
    .filter((t) => /\bP\d{1,2}\b/.test(t)));
  assert.deepEqual(bare, [], 'every player in the log is named, not a bare P1');
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

/** A spectator's view of a fresh table, and its observation, for drawing by hand. */
async function viewHarness(viewport) {
  const t = await createTable([{}, {}]);
  const p = await page(viewport, 'off');
  let state = null;
  p.on('websocket', (ws) => ws.on('framereceived', (f) => {
    try { const m = JSON.parse(f.payload); if (m.type === 'state') state = m; } catch { /* not JSON */ }
  }));
  await p.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await p.waitForSelector('#controls h3');
  await p.waitForFunction(() => true);
  while (!state) await p.waitForTimeout(50);
  return { p, state, t };
}

test('a piece under another stays visible; the rulebook names the cards; a returning tank is told why', async () => {
  const { p, state } = await viewHarness({ width: 1366, height: 768 });
  // Cards in the hand carry the rulebook's names, with drawn icons, never internal names.
  const names = await p.locator('#hand .card').evaluateAll((cs) => cs.map((c) => c.textContent.replace(/×\d+/, '').trim()));
  for (const n of names) assert.match(n, /^(Advance [123]|Turn Left|Turn Right|Turnaround)$/, n);
  assert.equal(await p.locator('#hand .card svg.card-icon').count(), await p.locator('#hand .card').count());
  assert.equal(await p.locator('[title*="Advance1"], [title*="Advance2"], [title*="Advance3"], [title*="TurnLeft"]').count(), 0);
  // Draw a position by hand: the Eagle under a bot, a power-up under a tank.
  const obs = structuredClone(state.observation);
  const bot = obs.bots[0];
  obs.eagle = bot.cell;
  const tank = { cell: (bot.cell + 2) % (obs.board.width * obs.board.height), facing: 'N' };
  obs.players[0].tank = tank;
  obs.powerups = [{ cell: tank.cell, power: 'Shovel' }];
  await p.evaluate(async (o) => {
    const { TanksUI } = await import('/assets/tanks.js');
    const board = document.createElement('div'); const side = document.createElement('div');
    board.id = 'harness'; document.body.append(board, side);
    const v = TanksUI.createView({ board, side }, null, { Seat: 0 });
    await v.show(o, [], null);
  }, obs);
  assert.equal(await p.locator('#harness #eagle.badge').count(), 1, 'the Eagle under the bot shows as a badge');
  assert.equal(await p.locator('#harness .powerup.badge').count(), 1, 'the power-up under the tank shows as a badge');
  // The tank comes back: the prompt says why.
  const back = structuredClone(state.observation);
  back.stage = { PlaceTanks: { queue: [0], setup: false } };
  back.waiting = [0];
  back.players[0].tank = null; back.players[0].destroyed = false;
  const cell = back.board.segments[0].starting_diagonal[0];
  const legal = [{ action: { PlaceTank: { cell, facing: 'N' } }, text: 'tank x N' }];
  const events = [{ Destroyed: { mover: { Player: 0 }, cell: cell + 1, cause: 'Water' } }];
  // Told by the update that destroyed it, or recalled from the story on (re)connecting.
  const [text, recalled] = await p.evaluate(async ([before, o, l, e, g]) => {
    const { TanksUI } = await import('/assets/tanks.js');
    const view = () => {
      const board = document.createElement('div'); const side = document.createElement('div');
      document.body.append(board, side);
      const v = TanksUI.createView({ board, side }, null, { Seat: 0 });
      v.setGlossary(g);
      return [v, side];
    };
    const [live, liveSide] = view();
    await live.show(before, [], null);
    await live.show(o, l, e);
    const [again, againSide] = view();
    again.recall([{ ply: 1, events: [{ RoundStarted: { round: o.round, first_player: 0 } }], told: [] }, { ply: 7, events: e, told: [] }]);
    await again.show(o, l, null);
    return [liveSide.textContent, againSide.textContent];
  }, [state.observation, back, legal, events, state.glossary]);
  // Ordering the bots: each with what it will do first; and the page may order them.
  const order = structuredClone(state.observation);
  order.stage = 'BotOrder'; order.waiting = [0]; order.bot_maneuvers = 2;
  order.bots = order.bots.slice(0, 2).map((x, i) => ({ ...x, moved: false,
    next: i === 0 ? { reason: { TurnToTarget: { target: 1 } }, dir: 'E' } : { reason: 'AdvanceClear', dir: 'S' } }));
  const moves = order.bots.map((x) => ({ action: { MoveBot: { cell: x.cell } }, text: `bot ${x.cell}` }));
  const sent = await p.evaluate(async ([o, l]) => {
    const { TanksUI } = await import('/assets/tanks.js');
    const board = document.createElement('div'); const side = document.createElement('div');
    side.id = 'order-harness'; document.body.append(board, side);
    const acts = [];
    // Turned off here, so the list can be read before anything moves.
    localStorage.setItem('coinop.autobots', 'off');
    const v = TanksUI.createView({ board, side }, { act: async (a) => { acts.push(a); return {}; }, preview: async () => ({}) }, { Seat: 0 });
    await v.show(o, l, null);
    const listed = [...side.querySelectorAll('#bot-list li')].map((li) => li.textContent);
    const offShown = side.querySelector('#auto-bots').checked;
    const noteOff = Boolean(side.querySelector('#auto-bots-note'));
    localStorage.setItem('coinop.autobots', 'on');
    v.autoOrder();
    await new Promise((r) => setTimeout(r, 600));
    // Never chosen in this browser: on.
    localStorage.removeItem('coinop.autobots');
    const side2 = document.createElement('div'); document.body.append(side2);
    const v2 = TanksUI.createView({ board: document.createElement('div'), side: side2 }, { act: async () => ({}), preview: async () => ({}) }, { Seat: 0 });
    await v2.show(o, l, null);
    const box = side2.querySelector('#auto-bots');
    const onByDefault = box ? box.checked : 'no box';
    const noteOn = side2.querySelector('#auto-bots-note')?.textContent || '';
    return { listed, acts, offShown, onByDefault, noteOff, noteOn };
  }, [order, moves]);
  assert.equal(sent.listed.length, 2);
  assert.match(sent.listed[0], /sees Player 2 and turns east towards it/);
  assert.match(sent.listed[1], /sees no target and drives on south/);
  assert.deepEqual(sent.acts, [[moves[0].action]], 'the page moved the first listed bot');
  assert.equal(sent.offShown, false, 'turned off, it shows off');
  assert.equal(sent.onByDefault, true, '"move the bots for me" is on by default');
  // While the page moves them it says so: the First Player's decision is not skipped unseen.
  assert.match(sent.noteOn, /^You are the First Player: the page moves the bots for you/);
  assert.equal(sent.noteOff, false, 'ordering by hand, no such note');
  for (const t of [text, recalled]) {
    assert.match(t, /Your tank comes back/);
    assert.match(t, /sank in the water/);
    assert.match(t, /keep your points/);
  }
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('at 1366×768 and 1280×900 the whole board and the hand are on screen', async () => {
  for (const viewport of [{ width: 1366, height: 768 }, { width: 1280, height: 900 }]) {
    const t = await createTable([{}, { ai: 'easy' }, { ai: 'easy' }, { ai: 'easy' }], { players: 4 });
    const p = await page(viewport, 'off');
    await p.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
    await p.waitForSelector('#board .pickable');
    const board = await p.locator('#board').boundingBox();
    assert.ok(board.y >= 0 && board.y + board.height <= viewport.height + 1, `the board fits (${board.y}+${board.height} in ${viewport.height})`);
    const hand = await p.locator('#hand').boundingBox();
    assert.ok(hand.y + hand.height <= viewport.height, `the hand is on screen (${hand.y}+${hand.height})`);
    await p.screenshot({ path: join(ARTIFACTS, `t4-table-${viewport.width}x${viewport.height}.png`) });
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test('the lobby explains variants and readings, links the rulings page, and lists your tables', async () => {
  const p = await page({ width: 1366, height: 768 }, 'off');
  const t = await createTable([{}, { ai: 'easy' }]);
  await p.goto(base + '/');
  await p.evaluate(([id, token]) => localStorage.setItem('coinop.seats', JSON.stringify({ [id]: { seat: 0, token } })), [t.id, t.token]);
  await p.reload();
  await p.waitForSelector('#your-tables:not([hidden])');
  // A decision waits for this seat: placing its tank.
  assert.match(await p.textContent('#your-tables'), /your turn/);
  // Each of your tables names its game, and its id stays on one line.
  assert.match(await p.textContent('#your-tables tr'), /Arcade Tanks/);
  for (const box of ['#your-tables', '#list-running']) {
    const cell = p.locator(`${box} td.tid`).first();
    if (!(await cell.count())) continue;
    const [height, line] = await cell.evaluate((td) => { const a = td.querySelector('a'); return [a.getBoundingClientRect().height, parseFloat(getComputedStyle(a).lineHeight) || 20]; });
    assert.ok(height <= line * 1.5, `${box}: the table id on one line (${height}px)`);
  }
  assert.doesNotMatch(await p.textContent('#app'), /the Eagle wins/);
  assert.match(await p.textContent('#app'), /most victory points win/i);
  for (const note of ['Bots see and shoot players through walls', 'off the board']) assert.match(await p.textContent('#app'), new RegExp(note));
  const why = p.locator('.readings a[href="/rulings/tanks#s30"]');
  assert.equal(await why.count(), 1);
  const res = await fetch(`${base}/rulings/tanks`);
  const html = await res.text();
  assert.equal(res.status, 200);
  assert.match(html, /<h2 id="s30">30\. Shovel and Grenade are used at once/);
  assert.match(html, /<h2 id="s53">/);
  // For players: an introduction, and none of the file's bookkeeping for developers.
  assert.match(html, /id="readings-intro">How coinop plays Arcade Tanks[^<]* where its rulebook is silent or could be read two ways: \d+ numbered readings/);
  assert.match(html, /name an <b>Option<\/b>.*<a href="\/\?game=tanks">create a new Arcade Tanks[^<]* table<\/a>/);
  assert.doesNotMatch(html, /Answers differences\.md|Further point\.|Where to find things/);
  await p.screenshot({ path: join(ARTIFACTS, 't5-lobby-1366.png') });
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('laying cards shows where the tank will go; a card that cannot go there says why', async () => {
  const { p, state } = await viewHarness({ width: 1366, height: 768 });
  const o = structuredClone(state.observation);
  const w = o.board.width; const at = (x, y) => y * w + x;
  // A clear stretch of ground around f9, the tank on it facing north.
  for (let x = 3; x <= 8; x++) for (let y = 4; y <= 10; y++) o.board.terrain[at(x, y)] = 'Empty';
  o.bricks = o.bricks.filter((b) => { const x = b.cell % w; const y = Math.floor(b.cell / w); return x < 3 || x > 8 || y < 4 || y > 10; });
  o.bots = []; o.powerups = []; o.eagle = null;
  o.stage = 'Planning'; o.waiting = [0];
  o.players[1].tank = { cell: at(8, 10), facing: 'N' };
  o.players[0].tank = { cell: at(5, 8), facing: 'N' };
  o.players[0].hand = { Advance2: 2, TurnLeft: 1 };
  o.players[0].maneuvers = [{ count: 1, cards: ['Advance2'] }, { count: 2, cards: ['TurnRight', 'Advance1'] }];
  // Where the plan takes the tank is the engine's (the observation's `plan`, traced by
  // movement.rs and tested there): Advance 2 north from f9, then right and Advance 1.
  const leg = (maneuver, from, to, sure = true) => ({ maneuver, from, to, sure });
  o.plan = {
    legs: [leg(0, at(5, 8), at(5, 7)), leg(0, at(5, 7), at(5, 6)), leg(1, at(5, 6), at(6, 6))],
    stops: [{ cell: at(5, 6), facing: 'N', sure: true, lost: false, why: null }, { cell: at(6, 6), facing: 'E', sure: true, lost: false, why: null }],
  };
  // A bot on f7: the way beyond it is not sure.
  const blocked = {
    legs: [leg(0, at(5, 8), at(5, 7)), leg(0, at(5, 7), at(5, 6), false), leg(1, at(5, 6), at(6, 6), false)],
    stops: [{ cell: at(5, 6), facing: 'N', sure: false, lost: false, why: null }, { cell: at(6, 6), facing: 'E', sure: false, lost: false, why: null }],
  };
  // Water on f7: the first maneuver sinks the tank.
  const sunk = {
    legs: [leg(0, at(5, 8), at(5, 7)), leg(0, at(5, 7), at(5, 6))],
    stops: [{ cell: at(5, 6), facing: 'N', sure: true, lost: true, why: 'water' }, null],
  };
  const legal = [{ action: { Place: { maneuver: 0, card: 'TurnLeft' } }, text: 'm1 L' }, { action: 'Commit', text: 'commit' }];
  // Why a card cannot be laid is the engine's word: its refusal of the plan with it.
  const refusal = { code: 'illegal', fields: { reason: 'a maneuver holds no more than 1 move card' }, message: 'illegal action: a maneuver holds no more than 1 move card' };
  const drawn = await p.evaluate(async ([obs, l, g, plans, no]) => {
    const { TanksUI } = await import('/assets/tanks.js');
    const board = document.createElement('div'); const side = document.createElement('div');
    board.id = 'plan-harness'; document.body.append(board, side);
    const asked = [];
    const v = TanksUI.createView({ board, side }, { act: async () => ({}), preview: async (a) => { asked.push(a); throw no; }, suggest: async () => null, changed: () => {} }, { Seat: 0 });
    v.setGlossary(g);
    await v.show(obs, l, null);
    const ends = [...board.querySelectorAll('.plan-end')].map((e) => e.querySelector('title').textContent);
    const unsure = board.querySelectorAll('.plan-leg.unsure').length;
    const card = side.querySelector('#hand .card.unplayable[data-card="Advance2"]');
    const title = card && card.title;
    card.click();
    await new Promise((r) => setTimeout(r, 50));
    const why = side.querySelector('#message') && side.querySelector('#message').textContent;
    const notes = [1, 2].map((m) => side.querySelector(`#plan-note-${m}`).textContent);
    await v.show({ ...obs, plan: plans.blocked }, l, null);
    const notesAfter = [1, 2].map((m) => side.querySelector(`#plan-note-${m}`).textContent);
    const unsureAfter = board.querySelectorAll('.plan-leg.unsure').length;
    await v.show({ ...obs, plan: plans.sunk }, l, null);
    const sinks = side.querySelector('#plan-note-1').textContent;
    const lost = board.querySelectorAll('.plan-end').length;
    return { ends, unsure, notes, notesAfter, sinks, lost, title, why, asked, unsureAfter };
  }, [o, legal, state.glossary, { blocked, sunk }, refusal]);
  assert.equal(drawn.ends.length, 2);
  assert.match(drawn.ends[0], /after maneuver 1: f7 facing N$/);
  assert.match(drawn.ends[1], /after maneuver 2: g7 facing E$/);
  assert.equal(drawn.unsure, 0);
  assert.ok(drawn.unsureAfter > 0, 'a bot in the way makes the path unsure');
  assert.match(drawn.title, /^Advance 2 — cannot go on maneuver 1 now/);
  assert.deepEqual(drawn.asked, [[{ Place: { maneuver: 0, card: 'Advance2' } }]], 'the engine was asked why');
  assert.equal(drawn.why, 'A maneuver holds no more than 1 move card.');
  assert.equal(drawn.lost, 1, 'a sunk tank has no second maneuver');
  // Each maneuver says in words where it leaves the tank.
  assert.deepEqual(drawn.notes, ['Ends on f7 facing north', 'Ends on g7 facing east']);
  assert.match(drawn.notesAfter[0], /if nothing in the way moves/);
  assert.match(drawn.sinks, /^Sinks in the water at f7/);
  await p.locator('#plan-harness').screenshot({ path: join(ARTIFACTS, 't6-plan-preview.png') });
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('a plan, hinted or laid, that ends where a bot sees the tank says so in words and on the board', async () => {
  const { p, state } = await viewHarness({ width: 1366, height: 768 });
  const o = structuredClone(state.observation);
  const w = o.board.width; const at = (x, y) => y * w + x;
  // Open ground around f9; the tank on f9 facing north; P2 far away.
  for (let x = 1; x <= 10; x++) for (let y = 2; y <= 10; y++) o.board.terrain[at(x, y)] = 'Empty';
  o.bricks = []; o.powerups = []; o.eagle = null; o.clock = false;
  o.stage = 'Planning'; o.waiting = [0];
  o.players[1].tank = { cell: at(11, 0), facing: 'W' };
  o.players[0].tank = { cell: at(5, 8), facing: 'N' };
  o.players[0].hand = { Advance2: 1, TurnRight: 1, Advance1: 1 };
  o.players[0].maneuvers = [{ count: 0, cards: [] }, { count: 0, cards: [] }];
  o.plan = { legs: [], stops: [null, null] };
  // Bot Red 2 on b7 facing east: its line of fire runs along row 7. Bot Blue 1 on j3
  // facing north sees column j from behind.
  o.bots = [{ cell: at(1, 6), facing: 'E', id: { colour: 'Red', number: 2 }, moved: false },
    { cell: at(9, 2), facing: 'N', id: { colour: 'Blue', number: 1 }, moved: false }];
  // The hinted plan: Advance 2 to f7 (row 7: in Red 2's line of fire), then right and
  // Advance 1 to g7 (still in it).
  const leg = (maneuver, from, to) => ({ maneuver, from, to, sure: true });
  const plan = {
    legs: [leg(0, at(5, 8), at(5, 7)), leg(0, at(5, 7), at(5, 6)), leg(1, at(5, 6), at(6, 6))],
    stops: [{ cell: at(5, 6), facing: 'N', sure: true, lost: false, why: null }, { cell: at(6, 6), facing: 'E', sure: true, lost: false, why: null }],
  };
  const actions = [{ Place: { maneuver: 0, card: 'Advance2' } }, { Place: { maneuver: 1, card: 'TurnRight' } }, { Place: { maneuver: 1, card: 'Advance1' } }, 'Commit'];
  const legal = [{ action: actions[0], text: 'm1 A2' }];
  const r = await p.evaluate(async ([obs, l, g, pl, acts]) => {
    const { TanksUI, botsInSight } = await import('/assets/tanks.js');
    const board = document.createElement('div'); const side = document.createElement('div');
    board.id = 'fire-harness'; document.body.append(board, side);
    const v = TanksUI.createView({ board, side }, { act: async () => ({}), preview: async () => ({ observation: { ...obs, plan: pl }, legal: l }), suggest: async () => null, changed: () => {} }, { Seat: 0 });
    v.setGlossary(g);
    await v.show(obs, l, null);
    const why = await v.hintWhy({ action: acts[0], actions: acts, text: '', texts: [] }, []);
    v.hint({ action: acts[0], actions: acts });
    const ghost = [...board.querySelectorAll('.hint-end')].map((e) => ({ hot: e.classList.contains('in-fire'), title: e.querySelector('title').textContent }));
    const lines = [...board.querySelectorAll('.fire-line')].map((e) => Number(e.getAttribute('data-bot')));
    // Laid by hand, the same ends are marked too, and their notes say so.
    const laid = { ...obs, plan: pl, players: obs.players.map((x, i) => (i === 0 ? { ...x, maneuvers: [{ count: 1, cards: ['Advance2'] }, { count: 2, cards: ['TurnRight', 'Advance1'] }] } : x)) };
    v.hint(null);
    await v.show(laid, l, null);
    const ends = [...board.querySelectorAll('.plan-end')].map((e) => ({ hot: e.classList.contains('in-fire'), title: e.querySelector('title').textContent }));
    const notes = [1, 2].map((m) => side.querySelector(`#plan-note-${m}`).textContent);
    const sights = board.querySelectorAll('.sights').length;
    // Every card laid: a hit in the volley destroys the tank, and the note says so.
    await v.show({ ...laid, players: laid.players.map((x, i) => (i === 0 ? { ...x, hand: {} } : x)) }, l, null);
    const thin = side.querySelector('#plan-note-1').textContent;
    // With a card left over, the hint does not warn; the Eagle on its way is taken, and
    // the third one ends the game: said with the score it would end on.
    const spare = { ...obs, players: obs.players.map((x, i) => (i === 0 ? { ...x, hand: { ...x.hand, TurnLeft: 2 }, vp: 4 } : { ...x, vp: 6 })), eagle: pl.legs[0].to, eagles_taken: 2 };
    await v.show(spare, l, null);
    const eagle = await v.hintWhy({ action: acts[0], actions: acts, text: '', texts: [] }, []);
    // A turn alone, ending in sight of a bot that must turn first (Blue 1 on j3 looks
    // north; the tank below it): the bots move only for an Advance card, so no red.
    const turnOnly = { ...obs, plan: { legs: [], stops: [{ cell: obs.bots[1].cell + 3 * obs.board.width, facing: 'N', sure: true, lost: false, why: null }, null] },
      players: obs.players.map((x, i) => (i === 0 ? { ...x, maneuvers: [{ count: 1, cards: ['TurnLeft'] }, { count: 0, cards: [] }] } : x)) };
    await v.show(turnOnly, l, null);
    const still = { note: side.querySelector('#plan-note-1').textContent, hot: side.querySelector('#plan-note-1').classList.contains('in-fire'), ring: board.querySelector('.plan-end').classList.contains('in-fire') };
    // Who sees a square, by the bots' rules: what stands between, and the forest.
    const seen = (o2, cell) => botsInSight(o2, cell, 0).map((x) => `${x.bot.id.colour}${x.facing ? ' facing' : ''}`);
    const behindBrick = { ...obs, bricks: [{ cell: obs.bots[0].cell + 2, damaged: true }] };
    const behindTank = { ...obs, players: obs.players.map((x, i) => (i === 1 ? { ...x, tank: { cell: obs.bots[0].cell + 1, facing: 'N' } } : x)) };
    const forest = { ...obs, board: { ...obs.board, terrain: obs.board.terrain.map((t, i) => (i === pl.stops[0].cell ? 'Forest' : t)) } };
    const checks = {
      row: seen(obs, pl.stops[0].cell), column: seen(obs, obs.bots[1].cell + 3 * obs.board.width),
      brick: seen(behindBrick, pl.stops[0].cell), tank: seen(behindTank, pl.stops[0].cell), forest: seen(forest, pl.stops[0].cell),
      clock: seen({ ...obs, clock: true }, pl.stops[0].cell), uneven: botsInSight(behindBrick, pl.stops[0].cell, 0, true).length,
      nowhere: seen(obs, obs.players[0].tank.cell),
    };
    return { why, ghost, lines, ends, notes, sights, checks, thin, eagle, still };
  }, [o, legal, state.glossary, plan, actions]);
  // The hint's words: where it ends, that a bot fires there, and that the hand it leaves
  // (all three cards laid) cannot take a hit.
  assert.equal(r.why, "ends on g7 facing east, in Bot Red 2's line of fire; after maneuver 1 on f7, in Bot Red 2's line of fire — with no card left in your hand, a hit destroys your tank");
  assert.equal(r.thin, "Ends on f7 facing north — in Bot Red 2's line of fire — with no card left in your hand, a hit destroys your tank");
  assert.deepEqual(r.still, { note: 'Ends on j6 facing north — in sight of Bot Blue 1 (it turns to fire only if another player lays an Advance card on this maneuver)', hot: false, ring: false });
  assert.equal(r.eagle, "ends on g7 facing east, takes the Eagle on f8 (+3 VP): the third Eagle ends the game and you win, 7–6, in Bot Red 2's line of fire; after maneuver 1 on f7, in Bot Red 2's line of fire");
  // On the board before a card is laid: the hinted plan's ends ringed red, the line of fire drawn.
  assert.deepEqual(r.ghost.map((x) => x.hot), [true, true], JSON.stringify(r.ghost));
  assert.match(r.ghost[1].title, /g7 facing E — in Bot Red 2's line of fire \(as the board stands\)$/);
  assert.deepEqual([...new Set(r.lines)], [at(1, 6)], 'the lines of fire start at Red 2');
  assert.deepEqual(r.ends.map((x) => x.hot), [true, true]);
  assert.match(r.ends[0].title, /after maneuver 1: f7 facing N — in Bot Red 2's line of fire/);
  assert.equal(r.sights, 2);
  assert.match(r.notes[0], /^Ends on f7 facing north — in Bot Red 2's line of fire$/);
  assert.deepEqual(r.checks, {
    row: ['Red facing'], column: ['Blue'], brick: [], tank: [], forest: [], clock: [], uneven: 1, nowhere: [],
  });
  await p.locator('#fire-harness').screenshot({ path: join(ARTIFACTS, 't6-plan-in-fire.png') });
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('an unknown table link and an unknown replay say so in the page, with the way back', async () => {
  const p = await page();
  const dialogs = [];
  p.on('dialog', (d) => { dialogs.push(d.message()); d.dismiss(); });
  await p.goto(`${base}/t/NoSuchTable1`);
  await p.waitForSelector('#no-table');
  assert.match(await p.textContent('#no-table'), /No such table/);
  assert.ok(await p.isVisible('#no-table a[href="/"]'));
  await p.goto(`${base}/replay/NoSuchTable2`);
  await p.waitForSelector('#no-replay');
  assert.match(await p.textContent('#no-replay'), /No replay here/);
  assert.deepEqual(dialogs, [], 'no alert() or prompt()');
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('the list of all choices speaks the page\'s words, and a tank\'s first placement faces into the board', async () => {
  const t = await createTable([{}, { ai: 'easy' }], { players: 2 });
  const p = await page();
  await p.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await p.waitForSelector('#controls details summary');
  await p.click('#controls details summary');
  const labels = await p.$$eval('#controls .choices button', (bs) => bs.map((b) => b.textContent));
  assert.ok(labels.length > 0);
  for (const l of labels) assert.doesNotMatch(l, /^tank [a-z]+\d+ [NESW]$/, `notation in the list: ${l}`);
  const first = labels[0].match(/^Place your tank on ([a-z]+)(\d+) facing (north|east|south|west)$/);
  assert.ok(first, labels[0]);
  // Facing into the board (one box: 12 × 12 spaces): at least as much room ahead as behind.
  const x = first[1].charCodeAt(0) - 97; const y = Number(first[2]) - 1;
  const ahead = { north: y, south: 11 - y, west: x, east: 11 - x }[first[3]];
  const behind = { north: 11 - y, south: y, west: 11 - x, east: x }[first[3]];
  assert.ok(ahead >= behind, `${labels[0]}: ${ahead} spaces ahead, ${behind} behind`);
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

/** A 2-player table against easy at 1366×768, our tank placed by the list of choices,
 * until `ready` (a planning control) shows: the page. */
async function plannedAgainstEasy(ready) {
  const t = await createTable([{}, { ai: 'easy' }], { players: 2 });
  const p = await page({ width: 1366, height: 768 }, 'off');
  await p.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await p.waitForSelector('#controls details summary');
  await p.click('#controls details summary');
  await p.click('#controls .choices button');
  await p.waitForSelector(ready, { timeout: 20000 });
  return p;
}

test('while planning, the board shows what each bot will do first if nothing else moves', async () => {
  const p = await plannedAgainstEasy('#commit');
  const marks = await p.$$eval('#plan .bot-intent', (es) => es.map((e) => e.querySelector('title').textContent));
  assert.ok(marks.length >= 1, 'a mark a bot');
  for (const m of marks) assert.match(m, /^This bot (sees|is boxed).* \(if nothing else moves\)$/, m);
  await p.screenshot({ path: join(ARTIFACTS, 'tanks-bot-intents.png') });
  // The board's marks, a click away.
  await p.click('#board-legend summary');
  assert.match(await p.textContent('#board-legend'), /Numbers 1–4.*bots come in.*chevron.*Dashed squares.*starting diagonal/s);
  // Each power-up's sign beside its name and what it does.
  const powers = await p.$$eval('#board-legend .power-legend li', (ls) => ls.map((l) => [Boolean(l.querySelector('svg.power-icon')), l.textContent.trim()]));
  assert.deepEqual(powers.map(([icon, t]) => [icon, t.split(' — ')[0]]), ['Star', 'Clock', 'Helm', 'Shovel', 'Grenade'].map((n) => [true, n]));
  // The bots' entry numbers read upright (turned with their tile, a 3 read as "ɛ").
  const spawns = await p.$$eval('#segments .spawn', (es) => es.map((e) => ({ turned: (e.querySelector('text').getAttribute('transform') || '').includes('rotate'), title: e.querySelector('title').textContent })));
  assert.ok(spawns.length >= 16 && spawns.every((x) => !x.turned), JSON.stringify(spawns.slice(0, 2)));
  assert.match(spawns[0].title, /^bot entry [1-4]: the (1st|2nd|3rd|4th) bot of this segment comes in here facing (north|east|south|west)$/);
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('an exchange says beside the hand what it drew', async () => {
  const p = await plannedAgainstEasy('#exchange');
  const handSize = () => p.$$eval('#hand .card', (cs) => cs.reduce((n, c) => n + Number((c.textContent.match(/×(\d+)/) || [0, 1])[1]), 0));
  const before = await handSize();
  const given = await p.$eval('#exchange-choice', (sel) => sel.options[sel.selectedIndex].textContent);
  const [, count, card] = given.match(/^Exchange (\d+) × (.+)$/);
  await p.click('#exchange');
  await p.waitForSelector('#exchange-drawn', { timeout: 10000 });
  const said = await p.textContent('#exchange-drawn');
  assert.match(said, new RegExp(`^You exchanged ${count} × ${card} and drew .+\\.$`));
  // As many drawn as given up: the hand keeps its size, and the sentence names them all.
  const drew = said.replace(/^.* and drew /, '').replace(/\.$/, '').split(', ').reduce((n, part) => n + Number((part.match(/^(\d+) × /) || [0, 1])[1]), 0);
  assert.equal(drew, Number(count), said);
  assert.equal(await handSize(), before);
  await p.screenshot({ path: join(ARTIFACTS, 'tanks-exchange-drawn.png') });
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test('a plan sent shows as sent while other seats\' moves play out, never as an empty plan', async () => {
  const t = await createTable([{}, { ai: 'easy' }], { players: 2 });
  const p = await page({ width: 1366, height: 768 }, 'off');
  let last = null;
  p.on('websocket', (ws) => ws.on('framereceived', (f) => {
    try { const m = JSON.parse(f.payload); if (m.type === 'state' || m.type === 'update') last = m; } catch { /* not JSON */ }
  }));
  await p.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await p.waitForSelector('#controls details summary');
  await p.click('#controls details summary');
  await p.click('#controls .choices button');
  await p.waitForSelector('#commit', { timeout: 20000 });
  while (!last || last.observation.stage !== 'Planning') await p.waitForTimeout(50);
  const texts = await p.evaluate(async ([obs, legal]) => {
    const { TanksUI } = await import('/assets/tanks.js');
    const board = document.createElement('div'); const side = document.createElement('div');
    document.body.append(board, side);
    const ctx = { act: async () => ({}), preview: async () => ({ observation: obs, legal }), suggest: async () => ({}), changed: () => {} };
    const v = TanksUI.createView({ board, side }, ctx, { Seat: 0 });
    await v.show(obs, legal, null);
    const plan = [legal.find((l) => l.action.Place && l.action.Place.maneuver === 0).action, legal.find((l) => l.action.Place && l.action.Place.maneuver === 1).action, 'Commit'];
    v.send(plan);
    await new Promise((r) => setTimeout(r, 50));
    // Another seat's update comes first: this seat's plan is not yet shown committed.
    await v.show(obs, legal, null);
    const meanwhile = side.querySelector('#controls').textContent;
    const committed = structuredClone(obs); committed.players[0].committed = true;
    await v.show(committed, [], null);
    return [meanwhile, side.querySelector('#controls').textContent];
  }, [last.observation, last.legal]);
  assert.match(texts[0], /^Plan sent/, texts[0]);
  assert.match(texts[0], /Maneuver 1: .+\. Maneuver 2: .+\./);
  assert.doesNotMatch(texts[0], /Plan your two maneuvers/);
  assert.match(texts[1], /Your plan is committed/);
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

/** What in `sel`'s cells does not fit: a cell wider inside than its box, a table wider
 * than its panel, a word split across lines (a column squeezed to a letter a line), and
 * with `phrases`, a short phrase ("0 VP", "deck 11", a seat with its colour; text is cut
 * into phrases at " · ") that wraps. */
function misfits(page, sel, phrases) {
  return page.evaluate(([q, phrases]) => {
    const out = [];
    const root = document.querySelector(q);
    if (!root) return [`${q}: not on the page`];
    // Lines a range stands on: boxes that overlap in height share one.
    const lines = (range) => {
      const rects = [...range.getClientRects()].filter((r) => r.width > 0).sort((a, b) => a.top - b.top);
      let n = 0; let bottom = -Infinity;
      for (const r of rects) { if (r.top >= bottom - 2) { n += 1; bottom = r.bottom; } else bottom = Math.max(bottom, r.bottom); }
      return n;
    };
    for (const table of root.querySelectorAll('table')) {
      const panel = table.parentElement;
      if (table.scrollWidth > panel.clientWidth + 1) out.push(`${q}: the table is ${table.scrollWidth} px wide in ${panel.clientWidth}`);
      for (const cell of table.querySelectorAll('td, th')) {
        if (cell.scrollWidth > cell.clientWidth + 1) out.push(`${q}: "${cell.textContent}" overflows its cell (${cell.scrollWidth} > ${cell.clientWidth})`);
        const walk = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walk.nextNode(); node; node = walk.nextNode()) {
          const text = node.textContent;
          for (const m of text.matchAll(/\S+/g)) {
            const r = document.createRange(); r.setStart(node, m.index); r.setEnd(node, m.index + m[0].length);
            if (lines(r) > 1) out.push(`${q}: the word "${m[0]}" is split across lines`);
          }
          if (!phrases) continue;
          let at = 0;
          for (const part of text.split(' · ')) {
            const start = at + (part.length - part.trimStart().length); at += part.length + 3;
            if (!part.trim()) continue;
            const r = document.createRange(); r.setStart(node, start); r.setEnd(node, start + part.trim().length);
            if (lines(r) > 1) out.push(`${q}: "${part.trim()}" wraps`);
          }
        }
        // A seat's colour stands on the line of its label.
        const swatch = cell.querySelector('.swatch');
        if (phrases && swatch && swatch.nextSibling && swatch.nextSibling.nodeType === Node.TEXT_NODE) {
          const r = document.createRange(); r.setStartBefore(swatch); r.setEnd(swatch.nextSibling, swatch.nextSibling.textContent.length);
          if (lines(r) > 1) out.push(`${q}: the colour of ${swatch.nextSibling.textContent} stands on a line of its own`);
        }
      }
    }
    if (document.documentElement.scrollWidth > innerWidth) out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${innerWidth})`);
    return out;
  }, [sel, phrases]);
}

test('Arcade Tanks: the players panel and the end table fit their content, at 1366×768 and on a phone', async () => {
  // A game being planned (tags and plans in the panel), and a finished one.
  const over = await createTable([{ ai: 'easy' }, { ai: 'easy' }, { ai: 'easy' }, { ai: 'easy' }], { players: 4, max_rounds: 2 });
  for (const [size, width, height, phone] of [['1366x768', 1366, 768, false], ['390x844', 390, 844, true]]) {
    const context = await browser.newContext({ viewport: { width, height }, isMobile: phone, hasTouch: phone });
    await context.addInitScript(() => localStorage.setItem('coinop.anim', 'off'));
    const p = await context.newPage();
    const errors = [];
    p.on('pageerror', (e) => errors.push(e.message));
    const playing = await createTable([{}, { ai: 'easy' }, { ai: 'easy' }, { ai: 'easy' }], { players: 4 });
    await p.goto(`${base}/t/${playing.id}#seat=0&token=${playing.token}`);
    await p.waitForSelector('#board .pickable');
    await p.locator('#board .pickable').first().dispatchEvent('click');
    await p.locator('[data-facing]').first().click();
    await p.waitForSelector('#maneuver-1', { timeout: 30000 });
    await p.waitForSelector('#players-panel .tag');
    await p.locator('#players-panel').screenshot({ path: join(ARTIFACTS, `t5-players-${size}.png`) });
    assert.deepEqual(await misfits(p, '#players-panel', true), [], `${size}: the players panel`);
    await p.goto(`${base}/t/${over.id}`);
    await p.waitForSelector('#outcome', { timeout: 120000 });
    if (phone) await p.click('#end-figures summary');
    await p.waitForSelector('#end-summary .end-table');
    await p.locator('#end-figures').screenshot({ path: join(ARTIFACTS, `t5-end-table-${size}.png`) });
    assert.deepEqual(await misfits(p, '#end-summary', false), [], `${size}: the end table`);
    assert.deepEqual(await misfits(p, '#players-panel', true), [], `${size}: the players panel at the end`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('Disengage asks in the page, by keys: Escape keeps planning, the dialog\'s button disengages', async () => {
  const t = await createTable([{}, { ai: 'easy' }], { players: 2 });
  const p = await page({ width: 1366, height: 768 }, 'off');
  const native = [];
  p.on('dialog', (d) => { native.push(d.message()); d.dismiss(); });
  await p.goto(`${base}/t/${t.id}#seat=0&token=${t.token}`);
  await p.waitForSelector('#controls details summary');
  await p.click('#controls details summary');
  await p.click('#controls .choices button');
  await p.waitForSelector('#disengage:not([disabled])', { timeout: 20000 });
  await p.focus('#disengage');
  await p.keyboard.press('Enter');
  await p.waitForSelector('dialog[open]');
  assert.match(await p.textContent('dialog[open]'), /Disengage this round\?/);
  assert.equal(await p.evaluate(() => document.activeElement?.id), 'ask-yes', 'the dialog\'s answer has the keys');
  await p.screenshot({ path: join(ARTIFACTS, 't6-disengage-asked.png') });
  await p.keyboard.press('Escape');
  await p.waitForSelector('dialog', { state: 'detached' });
  assert.match(await p.textContent('#controls h3'), /Plan your two maneuvers/, 'Escape keeps planning');
  assert.equal(await p.evaluate(() => document.activeElement?.id), 'disengage', 'the keys go back to Disengage');
  // Again, and Tab to the other answer and back: Enter on Disengage sends it.
  await p.keyboard.press('Enter');
  await p.waitForSelector('dialog[open]');
  await p.keyboard.press('Tab');
  assert.equal(await p.evaluate(() => document.activeElement?.id), 'ask-no');
  await p.keyboard.press('Shift+Tab');
  await p.keyboard.press('Enter');
  await p.waitForFunction(() => /disengaged/.test(document.querySelector('#players-panel [data-player="0"]')?.textContent || ''), null, { timeout: 20000 });
  assert.deepEqual(native, [], 'no confirm() of the browser\'s');
  assert.deepEqual(p.errors, []);
  await p.context().close();
});
