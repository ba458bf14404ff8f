// The coinop browser client: lobby, table connection and replay viewer. Generic over
// games; each game brings a view module (board, controls, options form).
import { TanksUI } from '/assets/tanks.js';
import { SkirmishUI } from '/assets/skirmish.js';
import { AnarcadeUI } from '/assets/anarcade.js';
import { RobotanksUI } from '/assets/robotanks.js';
import { h, humanError } from '/assets/dom.js';

const GAMES = { tanks: TanksUI, skirmish: SkirmishUI, anarcade: AnarcadeUI, robotanks: RobotanksUI };
const app = document.getElementById('app');

// ---- small helpers -------------------------------------------------------------------
async function api(path, body) {
  const res = await fetch(path, body === undefined ? {} : {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const data = await res.json().catch(() => ({ error: `HTTP ${res.status}` }));
  if (!res.ok) throw new Error(data.error || `HTTP ${res.status}`);
  return data;
}

// Seat secrets live in this browser only: table id -> { seat, token, invites }.
const tokens = {
  all() { try { return JSON.parse(localStorage.getItem('coinop.seats') || '{}'); } catch { return {}; } },
  get(id) { return this.all()[id]; },
  set(id, v) { const a = this.all(); a[id] = v; localStorage.setItem('coinop.seats', JSON.stringify(a)); },
  drop(id) { const a = this.all(); delete a[id]; localStorage.setItem('coinop.seats', JSON.stringify(a)); },
};

/** Names one after another, each isolated so none can turn the text around it. */
function nameList(names, sep = ' · ') {
  return names.flatMap((n, i) => (i ? [sep, h('bdi', { class: 'name' }, n)] : [h('bdi', { class: 'name' }, n)]));
}
/** Who won a finished table, in a few words however many share the win. */
function winnersText(t) {
  const w = t.outcome.winners;
  if (!w.length) return 'Nobody won.';
  if (w.length > 3) return `${w.length} players share the win.`;
  return h('span', {}, ...nameList(w.map((x) => (t.seats[x] ? t.seats[x].name : `P${x + 1}`)), ' and '), ' won.');
}
function seatName(table, s) {
  const seat = table.seats[s];
  return seat ? `P${s + 1} ${seat.name}` : `P${s + 1}`;
}

/** The tab's icon: a coin, lit when a decision waits for you. */
function setFavicon(lit) {
  let link = document.querySelector('link[rel=icon]');
  if (!link) { link = document.createElement('link'); link.rel = 'icon'; document.head.append(link); }
  const fill = lit ? '%23ffb000' : '%23555a66';
  link.href = `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><circle cx='8' cy='8' r='7' fill='${fill}'/></svg>`;
}

let audio = null;
/** A short two-note chime (made here, no sound file). */
function beep() {
  try {
    audio = audio || new AudioContext();
    const t = audio.currentTime;
    for (const [f, at] of [[660, 0], [880, 0.12]]) {
      const o = audio.createOscillator(); const g = audio.createGain();
      o.frequency.value = f; g.gain.setValueAtTime(0.12, t + at); g.gain.exponentialRampToValueAtTime(0.001, t + at + 0.25);
      o.connect(g).connect(audio.destination); o.start(t + at); o.stop(t + at + 0.26);
    }
  } catch { /* no audio here */ }
}

/** The header's "Rules" link goes to the rules of the game on screen. */
function rulesLinkFor(game) {
  const a = document.querySelector('.rules-link');
  if (a && GAMES[game]) a.href = `/assets/rules-${game}.html`;
}

// ---- routing ---------------------------------------------------------------------------
function route() {
  const path = location.pathname;
  let m;
  if ((m = path.match(/^\/t\/([A-Za-z0-9]+)$/))) return tablePage(m[1]);
  if ((m = path.match(/^\/replay\/([A-Za-z0-9]+)$/))) return replayPage(m[1]);
  return lobbyPage();
}

// ---- lobby -----------------------------------------------------------------------------
async function lobbyPage() {
  document.title = 'coinop — lobby';
  app.replaceChildren();
  const games = (await api('/api/games')).filter((g) => GAMES[g.name]);
  const titles = Object.fromEntries(games.map((g) => [g.name, g.title]));
  // The game chosen last in this browser, or the one in the address (?game=skirmish).
  const asked = new URLSearchParams(location.search).get('game') || localStorage.getItem('coinop.game');
  let game = games.find((g) => g.name === asked) || games[0];
  let ui = GAMES[game.name];
  const err = h('p', { class: 'error', id: 'create-error' });
  const seatsBox = h('div', { id: 'seats' });
  const name = h('input', { id: 'your-name', 'aria-label': 'Your name', placeholder: 'Your name', maxlength: 24, value: localStorage.getItem('coinop.name') || '',
    // Remembered as typed: joining a table from the lists below uses it too.
    oninput: () => localStorage.setItem('coinop.name', name.value) });
  const clock = h('select', { id: 'clock', 'aria-label': 'Clock' },
    h('option', { value: 0 }, 'no clock'), h('option', { value: 30 }, '30 s a decision'),
    h('option', { value: 60 }, '1 min a decision'), h('option', { value: 180 }, '3 min a decision'));
  const picker = h('div', { class: 'game-picker', role: 'tablist', id: 'game-picker' });
  const heading = h('h2', {}); const formBox = h('div', {}); const howTo = h('div', { id: 'how-to' });
  let form = null;
  function drawSeats(n) {
    const old = [...seatsBox.querySelectorAll('select')].map((s) => s.value);
    seatsBox.replaceChildren(...Array.from({ length: n }, (_, i) => h('div', { class: 'seat-row' },
      h('label', { for: `seat-${i}` }, `Seat ${i + 1}`),
      h('select', { 'data-seat': i, id: `seat-${i}` },
        h('option', { value: 'person' }, i === 0 ? 'You' : 'A friend (invite link)'),
        i === 0 ? null : h('option', { value: 'open' }, 'Anyone (open seat)'),
        ...game.levels.map((l) => h('option', { value: l }, `AI — ${l}`))))));
    [...seatsBox.querySelectorAll('select')].forEach((s, i) => {
      s.value = old[i] || (i === 0 ? 'person' : 'easy');
    });
  }
  function choose(g) {
    game = g; ui = GAMES[g.name];
    localStorage.setItem('coinop.game', g.name);
    rulesLinkFor(g.name);
    for (const b of picker.children) b.setAttribute('aria-selected', b.dataset.game === g.name ? 'true' : 'false');
    heading.textContent = `New ${g.title} table`;
    err.textContent = '';
    form = ui.optionsForm(g.default_options, (n) => drawSeats(n), g.data);
    formBox.replaceChildren(form.element);
    drawSeats(form.players());
    howTo.replaceChildren(...ui.howTo());
  }
  for (const g of games) picker.append(h('button', { role: 'tab', 'data-game': g.name, id: `game-${g.name}`, onclick: () => choose(g) }, g.title));
  choose(game);
  const create = h('button', { class: 'primary', id: 'create', onclick: async () => {
    err.textContent = '';
    localStorage.setItem('coinop.name', name.value);
    const seats = [...seatsBox.querySelectorAll('select')].map((s) => (s.value === 'person' ? {} : s.value === 'open' ? { open: true } : { ai: s.value }));
    try {
      const res = await api('/api/tables', {
        game: game.name, options: form.options(), seats, clock_secs: Number(clock.value), name: name.value,
      });
      if (res.token) tokens.set(res.id, { seat: res.seat, token: res.token, invites: res.invites });
      location.href = `/t/${res.id}`;
    } catch (e) { err.textContent = e.message; }
  } }, 'Create table');
  const lists = h('div', { class: 'grid2' });
  const yours = h('section', { class: 'panel', id: 'your-tables', hidden: true });
  yourTables(yours, titles);
  app.append(
    h('div', { class: 'grid2' },
      h('section', { class: 'panel' }, picker, heading,
        h('div', { class: 'row' }, name, clock), formBox, seatsBox,
        h('div', { class: 'row' }, create), err),
      h('section', { class: 'panel' }, h('h2', {}, 'How to play'),
        h('p', {}, 'Create a table, pick who sits where — you, a friend (each gets an invite link, kept for them), anyone (an open seat, listed under Open tables), or the computer at a level — and play in this page.'),
        howTo)),
    yours, lists);
  const boxes = [['open', 'Open tables — a seat is free'], ['running', 'Running — watch'], ['finished', 'Finished — replays']].map(([status, title]) => {
    const box = h('section', { class: 'panel', id: `list-${status}` }, h('h3', {}, title), h('p', { class: 'muted' }, 'Loading…'));
    lists.append(box);
    return { status, title, box };
  });
  // The lists, drawn now and again every 15 s while the page is open (tables come and
  // go, seats are taken).
  function drawLists() {
    for (const { status, title, box } of boxes) {
      // The newest 30, and one more to know whether there are more.
      api(`/api/tables?status=${status}&limit=31`).then((tables) => {
        box.replaceChildren(h('h3', {}, title));
        if (!tables.length) { box.append(h('p', { class: 'muted' }, 'None.')); return; }
        if (tables.length > 30) box.append(h('p', { class: 'muted' }, 'The newest 30:'));
        const cap = (x) => x.charAt(0).toUpperCase() + x.slice(1);
        box.append(h('table', { class: 'list' }, ...tables.slice(0, 30).map((t) => h('tr', {},
          h('td', { class: 'tid' }, h('a', { href: status === 'finished' ? `/replay/${t.id}` : `/t/${t.id}` }, t.id)),
          h('td', { class: 'muted' }, titles[t.game] || t.game),
          h('td', {}, nameList(t.seats.map((s) => (!s.ai && !s.claimed ? `${s.name} (${s.open ? 'open' : 'invited'})` : s.name)))),
          h('td', { class: 'act' }, status === 'open'
            ? h('button', { 'data-join': t.id, onclick: () => joinTable(t.id).catch((e) => { alert(e.message); drawLists(); }) }, tokens.get(t.id) ? 'Play' : 'Join')
            : status === 'finished'
              ? (t.outcome ? h('span', {}, winnersText(t), ` ${cap(t.outcome.reason)}.`) : '')
              : h('a', { href: `/t/${t.id}` }, tokens.get(t.id) ? 'Play (your seat)' : 'Watch'))))));
      }).catch((e) => box.replaceChildren(h('h3', {}, title), h('p', { class: 'error' }, e.message)));
    }
  }
  drawLists();
  setInterval(() => { if (!document.hidden) drawLists(); }, 15000);
}

/** Tables where this browser holds a seat, newest first, marked when a decision waits. */
async function yourTables(box, titles = {}) {
  const mine = Object.entries(tokens.all());
  if (!mine.length) return;
  const rows = await Promise.all(mine.map(async ([id, t]) => {
    try { return { id, seat: t.seat, table: await api(`/api/tables/${id}`) }; } catch { return null; }
  }));
  const live = rows.filter((r) => r && r.table.status !== 'finished');
  const done = rows.filter((r) => r && r.table.status === 'finished');
  if (!live.length && !done.length) return;
  const row = (r) => {
    const turn = r.table.waiting.includes(r.seat) && r.table.status !== 'finished';
    return h('tr', {},
      h('td', { class: 'tid' }, h('a', { href: r.table.status === 'finished' ? `/replay/${r.id}` : `/t/${r.id}` }, r.id)),
      h('td', { class: 'muted' }, titles[r.table.game] || r.table.game),
      h('td', {}, `seat ${r.seat + 1} · `, nameList(r.table.seats.map((s) => s.name))),
      h('td', {}, turn ? h('span', { class: 'tag turn' }, 'your turn') : h('span', { class: 'muted' }, r.table.status === 'finished' ? 'finished' : 'waiting for others')));
  };
  box.hidden = false;
  box.replaceChildren(h('h3', {}, 'Your tables'),
    h('table', { class: 'list' }, ...live.map(row), ...done.slice(0, 5).map(row)));
}

/** The name to sit down with: the one typed in the lobby, else asked once and kept. */
function yourName() {
  let name = localStorage.getItem('coinop.name');
  if (!name) {
    name = (prompt('Your name at the table?') || '').trim();
    if (name) localStorage.setItem('coinop.name', name);
  }
  return name || 'Guest';
}

async function joinTable(id, seat) {
  if (tokens.get(id)) { location.href = `/t/${id}`; return; }
  const name = yourName();
  const res = await api(`/api/tables/${id}/join`, seat === undefined ? { name } : { name, seat });
  tokens.set(id, { seat: res.seat, token: res.token });
  location.href = `/t/${id}`;
}

/** A server of several processes answers "moving" while a table changes hands (a few
 * seconds): such a request is tried again, up to about 15 s. */
async function patiently(request) {
  for (let tries = 0; ; tries += 1) {
    try { return await request(); } catch (e) {
      if (tries >= 10 || !/moving to another server|served by another process/.test(e.message)) throw e;
      await new Promise((r) => setTimeout(r, 1500));
    }
  }
}

// ---- a table -------------------------------------------------------------------------
async function tablePage(id) {
  // Links carry secrets in the fragment, which browsers never send to servers: an
  // invitation (single use: it is exchanged for this browser's own seat secret) or a
  // seat's own secret.
  const frag = new URLSearchParams(location.hash.slice(1));
  history.replaceState(null, '', `/t/${id}`);
  let inviteError = null;
  if (frag.get('invite')) {
    try {
      const name = yourName();
      const res = await patiently(() => api(`/api/tables/${id}/join`, { invite: frag.get('invite'), name }));
      tokens.set(id, { seat: res.seat, token: res.token });
    } catch (e) {
      // Opening one's own used invitation again is fine: this browser holds the seat.
      if (!tokens.get(id)) inviteError = e.message;
    }
  } else if (frag.get('token')) {
    tokens.set(id, { seat: Number(frag.get('seat')), token: frag.get('token') });
  }
  document.title = `coinop — table ${id}`;
  app.replaceChildren();
  const conn = h('span', { id: 'conn', class: 'muted' }, 'connecting…');
  // Animation speed, kept in this browser; "skip to now" shows while the board catches up.
  const speed = h('select', { id: 'anim-speed', 'aria-label': 'Animation speed' },
    h('option', { value: 'normal' }, 'Animations: normal'), h('option', { value: 'fast' }, 'Animations: fast'),
    h('option', { value: 'off' }, 'Animations: off'));
  speed.value = localStorage.getItem('coinop.anim') || 'normal';
  speed.addEventListener('change', () => localStorage.setItem('coinop.anim', speed.value));
  const skip = h('button', { id: 'skip', hidden: true, onclick: () => skipToNow() }, 'Skip to now');
  // A hint: what the computer (the game's easy player, seeing what this seat sees) would
  // do now — shown, and marked among the controls where the view knows them; never played.
  const hintText = h('div', { id: 'hint-text', class: 'hint-text', role: 'status', 'aria-live': 'polite' });
  const hintBtn = h('button', { id: 'hint', hidden: true, title: 'What would the computer do here? Shown, not played', onclick: () => askHint() }, 'Hint');
  let hintAsked = 0;
  async function askHint() {
    const asked = ++hintAsked;
    hintText.textContent = 'Thinking…';
    try {
      const s = await ctx.suggest();
      if (asked !== hintAsked) return;
      // In the words of the controls where the view has them ("Set aside Back 2").
      hintText.replaceChildren('Hint: ', h('strong', {}, (view && view.hintWords && view.hintWords(s)) || s.text));
      if (view && view.hint) view.hint(s);
    } catch (e) {
      if (asked === hintAsked) hintText.textContent = humanError(e.message);
    }
  }
  /** A hint belongs to the moment it was asked: any change takes it away. */
  function clearHint() {
    hintAsked += 1;
    if (!hintText.textContent) return;
    hintText.textContent = '';
    if (view && view.hint) view.hint(null);
  }
  // Your turn, noticed: the tab's title and icon always; a sound and a browser
  // notification if asked for here (kept in this browser).
  const toggle = (key, label, onOn) => {
    const box = h('input', { type: 'checkbox', id: `opt-${key}` });
    box.checked = localStorage.getItem(`coinop.${key}`) === 'on';
    box.addEventListener('change', () => {
      localStorage.setItem(`coinop.${key}`, box.checked ? 'on' : 'off');
      if (box.checked && onOn) onOn(box);
    });
    return h('label', { class: 'toggle', title: `${label} when a decision waits for you` }, box, label);
  };
  const soundToggle = toggle('sound', 'Sound', () => beep());
  const notifyToggle = toggle('notify', 'Notify', (box) => {
    if (!('Notification' in window)) { box.checked = false; return; }
    Notification.requestPermission().then((p) => { if (p !== 'granted') { box.checked = false; localStorage.setItem('coinop.notify', 'off'); } });
  });
  // The rules this table plays by, so friends and spectators know.
  const rules = h('span', { id: 'table-rules', class: 'muted' });
  let allGames = [];
  api('/api/games').then((gs) => { allGames = gs; if (table) drawRulesLine(); }).catch(() => {});
  function drawRulesLine() {
    const ui = GAMES[table.game];
    const g = allGames.find((x) => x.name === table.game);
    if (ui && ui.rulesLine) {
      rules.replaceChildren(`${g ? `${g.title} · ` : ''}${table.seats.length} players · ${ui.rulesLine(table.options, g && g.default_options)} · `,
        h('a', { href: `/rulings/${table.game}`, target: '_blank' }, 'readings'));
    }
  }
  const head = h('div', { class: 'row table-head' }, h('strong', {}, `Table ${id}`), conn, rules,
    inviteError ? h('span', { class: 'error', id: 'invite-error' }, `${inviteError} — you are watching.`) : null,
    h('span', { class: 'spacer' }), hintBtn, skip, soundToggle, notifyToggle, speed);
  const banner = h('div', { id: 'banner' });
  const boardBox = h('div', {});
  const side = h('div', {});
  const log = h('div', { class: 'log', id: 'log' });
  const seatsBox = h('div', { class: 'panel', id: 'seats-panel' });
  app.append(head, hintText, banner, h('div', { class: 'table-layout' }, boardBox,
    h('div', { class: 'side' }, side, seatsBox, h('div', { class: 'panel' }, h('h3', {}, 'Game log'), log))));

  let ws = null; let view = null; let table = null; let you = null; let nextId = 1;
  const pending = new Map();
  let retry = 0; let closedForGood = false;
  let clocks = []; let clocksAt = 0;
  // Updates are shown one after another: the board animates an update's events, then
  // the log, seats and banner catch up with it, so all four tell one story.
  const updates = []; let showing = false; let skipping = false;
  // A fresh `state` (a reconnect) replaces everything: an update still being drawn from
  // before it must not add its log lines again.
  let generation = 0;
  // Lines at the game's start the server left out of a long game's log.
  let logSkipped = 0;

  function skipToNow() {
    skipping = true;
    if (view && view.skip) view.skip();
  }

  let wasMine = false;
  /** Marks the tab when a decision waits for this seat, and rings once when it starts. */
  function noticeTurn() {
    const me = you && you.Seat !== undefined ? you.Seat : null;
    const mine = me !== null && table && !table.outcome && table.waiting.includes(me);
    document.title = `${mine ? '● Your turn — ' : ''}coinop — table ${id}`;
    setFavicon(mine);
    hintBtn.hidden = !mine;
    if (mine && !wasMine) {
      if (localStorage.getItem('coinop.sound') === 'on') beep();
      if (localStorage.getItem('coinop.notify') === 'on' && document.hidden && 'Notification' in window && Notification.permission === 'granted') {
        try { new Notification('coinop: your turn', { body: `Table ${id} waits for your decision.` }); } catch { /* not allowed here */ }
      }
    }
    wasMine = mine;
  }

  async function drain() {
    if (showing) return;
    showing = true;
    try {
      while (updates.length) {
        const u = updates.shift(); const g = generation;
        // "Skip to now" only when there is something to skip: an animation or a backlog.
        skip.hidden = !(updates.length > 0 || (view && view.animates && view.animates(u.events)));
        table = u.table; clocks = u.clocks; clocksAt = Date.now();
        if (view && view.setTable) view.setTable(table);
        // Far behind (a fast table of AIs, a spectator): catch up without animating, so
        // the board never trails the game by more than a few moves.
        const behind = updates.length > 5;
        if (view) await view.show(u.observation, u.legal, skipping || behind ? null : u.events);
        if (g !== generation) continue; // the state that came meanwhile holds this update
        clearHint();
        addLog(u.log);
        drawSeats(); drawBanner(); noticeTurn();
        if (view && view.fit) view.fit(); // the banner may have moved the board
      }
    } finally {
      showing = false; skipping = false; skip.hidden = true;
    }
  }

  function send(msg) {
    return new Promise((resolve, reject) => {
      if (!ws || ws.readyState !== 1) { reject(new Error('not connected; reconnecting…')); return; }
      const mid = nextId++;
      pending.set(mid, { resolve, reject });
      ws.send(JSON.stringify({ ...msg, id: mid }));
    });
  }
  const ctx = {
    act: (actions) => send({ type: 'act', actions }),
    preview: (actions) => send({ type: 'preview', actions }),
    // What the game's easy player would do for this seat now ({ action, text, ply }).
    suggest: () => send({ type: 'suggest' }),
    // The view's staged choice changed (cards chosen but not yet sent): a hint shown
    // belongs to the moment before, so it goes.
    changed: () => clearHint(),
  };

  // The whole game's log, grouped as the game marks it (rounds, phases), with players'
  // names and colours; appended to as the game goes on.
  // The last line shown, which a view may fold the next one into (`logFold`: a run of
  // alike lines told once); `allLines` keeps every line as the game wrote it.
  let logGroup = null; let logPhase = null; let allLines = []; let lastLog = null;
  function addLog(lines) {
    if (!lines.length) return;
    allLines = allLines.concat(lines);
    const atBottom = log.scrollTop + log.clientHeight >= log.scrollHeight - 30;
    for (const line of lines) {
      const mark = view && view.logMark ? view.logMark(line) : null;
      if (mark && mark.round !== undefined) {
        if (logGroup) logGroup.open = false;
        logGroup = h('details', { class: 'log-round', open: true, 'data-round': mark.round },
          h('summary', {}, mark.title || `Round ${mark.round}`));
        log.append(logGroup); logPhase = null; lastLog = null;
      }
      if (!logGroup) { logGroup = h('div', { class: 'log-round' }); log.append(logGroup); }
      if (mark && mark.phase) {
        logPhase = h('div', { class: 'log-phase' }, h('div', { class: 'log-phase-title' }, mark.phase));
        logGroup.append(logPhase); lastLog = null;
      }
      const folded = lastLog && view && view.logFold ? view.logFold(lastLog.text, line) : null;
      if (folded) {
        lastLog.text = folded;
        lastLog.el.replaceChildren(view.logLine ? view.logLine(folded, table) : folded);
        continue;
      }
      const node = view && view.logLine ? view.logLine(line, table) : document.createTextNode(line);
      const el = h('div', { class: 'log-line' }, node);
      (logPhase || logGroup).append(el);
      lastLog = { text: line, el };
    }
    if (atBottom) log.scrollTop = log.scrollHeight;
  }

  function drawSeats() {
    const me = you && you.Seat !== undefined ? you.Seat : null;
    const rows = table.seats.map((s) => {
      const c = clocks[s.seat];
      const left = c == null ? null : Math.max(0, c - (Date.now() - clocksAt));
      return h('tr', {},
        h('td', {}, h('span', { class: 'swatch', style: `background:${view ? view.colour(s.seat) : '#888'}` }), `P${s.seat + 1}`),
        h('td', {}, h('bdi', { class: 'name' }, s.name), me === s.seat ? ' (you)' : ''),
        h('td', {}, s.ai ? h('span', { class: 'tag' }, 'AI') : s.claimed ? h('span', { class: `tag ${s.online ? 'ok' : ''}` }, s.online ? 'online' : 'away') : h('span', { class: 'tag wait', title: s.open ? 'anyone may take this seat' : 'kept for the friend with its invitation link' }, s.open ? 'free' : 'invited')),
        h('td', {}, table.waiting.includes(s.seat) ? h('span', { class: 'tag wait' }, 'deciding') : ''),
        h('td', { class: `clock ${left != null && left < 10000 ? 'low' : ''}` }, left == null ? '' : `${Math.ceil(left / 1000)} s`));
    });
    const extra = [];
    const saved = tokens.get(id);
    if (saved && saved.invites && saved.invites.length && table.status !== 'finished') {
      const seatOf = (n) => table.seats.find((x) => x.seat === n) || {};
      // A link names the address this page was opened at: on this computer's own name,
      // a friend elsewhere could not follow it.
      const local = /^(localhost|127\.|\[::1\])/.test(location.hostname);
      extra.push(h('h3', { class: 'invites' }, 'Invite friends'), h('p', { class: 'hint' }, 'Send each friend their seat\'s link; whoever opens it first plays that seat (a link works once). A seat for a friend is kept for its link; an open seat anyone may take.'),
        local ? h('p', { class: 'hint warn', id: 'invite-local' }, `These links name this computer (${location.hostname}): for a friend on another machine, open this page at your address on the network instead, and copy the links from there.`) : null,
        ...saved.invites.map((inv) => {
          const s = seatOf(inv.seat);
          const link = `${location.origin}/t/${id}#seat=${inv.seat}&invite=${inv.invite}`;
          // Taken, or given up since (then open to anyone, and the link is spent).
          if (s.claimed) return h('div', { class: 'row' }, `Seat ${inv.seat + 1}: taken.`);
          if (s.open) return h('div', { class: 'row' }, `Seat ${inv.seat + 1}: open to anyone now (its link was used).`);
          return h('div', { class: 'row' }, `Seat ${inv.seat + 1}: `,
            h('span', { class: 'invite' }, link),
            h('button', { onclick: () => navigator.clipboard.writeText(link).catch(() => prompt('Copy this link', link)) }, 'Copy'));
        }));
    }
    const buttons = h('div', { class: 'row' });
    if (me === null && table.status === 'open') {
      buttons.append(h('button', { onclick: () => joinTable(id).catch((e) => alert(e.message)) }, 'Take a free seat'));
    }
    if (me !== null && table.status !== 'finished') {
      buttons.append(h('button', { class: 'danger', onclick: async () => {
        if (!confirm('Give up your seat? Someone else may take it.')) return;
        const saved = tokens.get(id);
        if (saved) { try { await api(`/api/tables/${id}/leave`, { token: saved.token }); } catch (e) { alert(e.message); } }
        tokens.drop(id); location.href = '/';
      } }, 'Leave seat'));
    }
    seatsBox.replaceChildren(h('h3', {}, 'Seats'), h('table', { class: 'players' }, ...rows), ...extra, buttons);
  }

  /** A seat as the game names it (a view's `seatLabel`: Robotanks' colours), else "P2
   * name"; `short`: without the name ("P2"), for a list of scores. */
  function seatLabel(s, short = false) {
    const named = view && view.seatLabel ? view.seatLabel(s, short) : null;
    return named || (short ? `P${s + 1}` : seatName(table, s));
  }

  function drawBanner() {
    banner.replaceChildren();
    const me = you && you.Seat !== undefined ? you.Seat : null;
    if (table.outcome) {
      const o = table.outcome;
      const won = me !== null && o.winners.includes(me);
      const cap = (t) => t.charAt(0).toUpperCase() + t.slice(1);
      const b = h('div', { class: `banner ${won ? 'mine' : ''}`, id: 'outcome' },
        h('div', { class: 'outcome-head' },
          h('strong', { class: 'outcome-title' }, won ? 'You win!' : 'Game over'),
          h('span', {}, ...(o.winners.length ? [' ', ...nameList(o.winners.map((s) => seatLabel(s)), ' and '), ` ${o.winners.length > 1 ? 'share the win' : 'wins'}. `] : [' Nobody wins. '])),
          h('span', { class: 'muted' }, `${cap(o.reason)}. ${(GAMES[table.game] && GAMES[table.game].scoreLabel) || 'Scores'}: ${o.scores.map((sc, i) => `${seatLabel(i, true)} ${sc}`).join(', ')}.`)));
      const buttons = h('div', { class: 'row outcome-buttons' },
        h('a', { class: 'button', id: 'to-replay', href: `/replay/${id}` }, 'Replay'),
        h('a', { class: 'button', id: 'to-lobby', href: '/' }, 'Back to the lobby'));
      b.append(buttons);
      // The figures of the game come after the buttons; folded on a narrow screen.
      if (view && view.endSummary) {
        const figures = h('details', { class: 'figures', id: 'end-figures', open: window.innerWidth > 900 ? '' : null },
          h('summary', {}, 'How the game went'));
        b.append(figures);
        if (!logSkipped) figures.append(view.endSummary(allLines, table));
        else {
          // The log here starts mid-game: count from the whole game's.
          const v = view; const t = table;
          figures.append(h('p', { class: 'muted' }, 'Counting the whole game…'));
          api(`/api/tables/${id}/replay-log`).then((all) => {
            figures.lastChild.replaceWith(v.endSummary(all.flat(), t));
          }).catch((e) => { figures.lastChild.replaceWith(h('p', { class: 'error' }, e.message)); });
        }
      }
      if (me !== null) {
        buttons.append(h('button', { class: 'primary', id: 'rematch', onclick: async () => {
          try {
            const saved = tokens.get(id);
            if (!saved) throw new Error('this browser does not hold a seat here');
            const r = await api(`/api/tables/${id}/rematch`, { token: saved.token });
            goRematch(r.table);
          } catch (e) { alert(e.message); }
        } }, table.rematch ? 'Go to the rematch' : 'Rematch'));
      }
      banner.append(b);
    } else if (me === null) {
      const ui = GAMES[table.game];
      banner.append(h('div', { class: 'banner' }, `You are watching.${ui && ui.watching ? ` ${ui.watching}` : ''}`));
    }
  }

  function goRematch(next) {
    const saved = tokens.get(id);
    if (saved) tokens.set(next, { seat: saved.seat, token: saved.token, invites: saved.invites });
    location.href = `/t/${next}`;
  }

  function onMessage(msg) {
    if (msg.id !== undefined && msg.id !== null && pending.has(msg.id)) {
      const p = pending.get(msg.id); pending.delete(msg.id);
      if (msg.type === 'error') p.reject(new Error(msg.message)); else p.resolve(msg);
      return;
    }
    switch (msg.type) {
      case 'state': {
        retry = 0; generation += 1;
        updates.length = 0; skipToNow(); hintAsked += 1; hintText.textContent = '';
        table = msg.table; you = msg.you; clocks = msg.clocks; clocksAt = Date.now();
        const ui = GAMES[table.game];
        rulesLinkFor(table.game);
        drawRulesLine();
        boardBox.replaceChildren(); side.replaceChildren();
        view = ui.createView({ board: boardBox, side }, ctx, you);
        // A view that names seats (players' names on the board) is told the table.
        if (view.setTable) view.setTable(table);
        view.island = !!(table.options && table.options.variants && table.options.variants.island);
        log.replaceChildren(); logGroup = null; logPhase = null; allLines = []; lastLog = null;
        logSkipped = msg.log_skipped || 0;
        if (logSkipped) log.append(h('div', { class: 'muted', id: 'log-skipped' }, `A long game: its first ${logSkipped} lines are left out here (the replay holds them all).`));
        addLog(msg.log);
        view.show(msg.observation, msg.legal, null);
        drawSeats(); drawBanner(); noticeTurn();
        break;
      }
      case 'update':
        // Controls of a decision already taken must not stay clickable meanwhile.
        if (view && view.freeze) view.freeze();
        updates.push(msg);
        if (showing && updates.length) skip.hidden = false;
        drain();
        break;
      case 'error':
        if (view && view.error) view.error(msg.message); else conn.textContent = humanError(msg.message);
        if (/not valid/.test(msg.message)) { closedForGood = true; tokens.drop(id); conn.textContent = `${msg.message} — reload to watch`; }
        if (/no table/.test(msg.message)) { closedForGood = true; conn.textContent = msg.message; }
        break;
      case 'table': {
        // Only the seats changed. The game shown may trail the game (an animation, a
        // backlog): take the seats alone, here and in the updates still to show.
        const seats = { seats: msg.table.seats, status: msg.table.status };
        for (const u of updates) Object.assign(u.table, seats);
        if (!table) break;
        table = { ...table, ...seats };
        if (view && view.setTable) view.setTable(table);
        drawSeats(); drawBanner();
        break;
      }
      case 'rematch': table.rematch = msg.table; drawBanner(); break;
      case 'left': closedForGood = true; tokens.drop(id); conn.textContent = msg.message; break;
      default: break;
    }
  }

  function connect() {
    const tok = tokens.get(id);
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/${id}`;
    ws = new WebSocket(url);
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: 'hello', token: tok ? tok.token : null }));
      conn.textContent = tok ? `connected as seat ${tok.seat + 1}` : 'connected (watching)'; conn.className = 'muted'; };
    ws.onmessage = (e) => { try { onMessage(JSON.parse(e.data)); } catch (err) { console.error(err); } };
    ws.onclose = () => {
      for (const p of pending.values()) p.reject(new Error('connection lost'));
      pending.clear();
      if (closedForGood) return;
      conn.textContent = 'connection lost — reconnecting…'; conn.className = 'error';
      retry = Math.min(retry + 1, 6);
      setTimeout(connect, 250 * 2 ** retry);
    };
  }
  connect();
  setInterval(() => { if (table && clocks.some((c) => c != null)) drawSeats(); }, 1000);
  setInterval(() => { if (ws && ws.readyState === 1) ws.send('{"type":"ping"}'); }, 25000);
}

// ---- replay viewer -----------------------------------------------------------------------
/** Icons for the replay controls, drawn (a font's ⏮ renders as an empty box on some machines). */
const ICON = {
  first: 'M6 5 V19 M19 5 L9 12 L19 19 Z', back: 'M16 5 L7 12 L16 19 Z', next: 'M8 5 L17 12 L8 19 Z',
  last: 'M18 5 V19 M5 5 L15 12 L5 19 Z', play: 'M7 4 L19 12 L7 20 Z', pause: 'M7 5 V19 M16 5 V19',
};
function icon(name) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24'); svg.setAttribute('width', '18'); svg.setAttribute('height', '18');
  svg.setAttribute('aria-hidden', 'true');
  const p = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  p.setAttribute('d', ICON[name]); p.setAttribute('fill', /[Z]$/.test(ICON[name]) ? 'currentColor' : 'none');
  p.setAttribute('stroke', 'currentColor'); p.setAttribute('stroke-width', '2.4'); p.setAttribute('stroke-linejoin', 'round');
  svg.append(p);
  return svg;
}

async function replayPage(id) {
  document.title = `coinop — replay ${id}`;
  app.replaceChildren();
  const boardBox = h('div', {}); const side = h('div', {});
  const log = h('div', { class: 'log', id: 'log' });
  const slider = h('input', { type: 'range', min: 0, max: 0, value: 0, id: 'seek', 'aria-label': 'Step' });
  const label = h('span', { id: 'ply-label', class: 'muted' });
  let ply = 0; let total = 0; let view = null; let timer = null; let table = null; let busy = Promise.resolve();
  const lines = []; // [{ ply, node }]
  // The game is over: what each seat saw (its hand, its plans) is laid over the
  // spectator's view, so every hand and plan shows. `reveals` lists, seat by seat, JSON
  // pointers and the values found there in that seat's view.
  function revealAll(obs, reveals) {
    const o = structuredClone(obs);
    const key = (k) => k.replace(/~1/g, '/').replace(/~0/g, '~');
    for (const changes of reveals || []) {
      for (const [pointer, value] of changes) {
        const path = pointer.split('/').slice(1).map(key);
        if (!path.length || path.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) continue;
        let at = o;
        for (const k of path.slice(0, -1)) { if (at === null || typeof at !== 'object') break; at = at[k]; }
        if (at !== null && typeof at === 'object') at[path[path.length - 1]] = value;
      }
    }
    return o;
  }
  function markLog() {
    // A folded line stands for the actions from its first (`ply`) to its last (`to`).
    for (const l of lines) {
      l.node.classList.toggle('now', l.ply <= ply && ply <= l.to);
      l.node.classList.toggle('ahead', l.ply > ply);
    }
    const cur = lines.find((l) => l.ply <= ply && ply <= l.to);
    // Scroll the log box only, never the page under the board.
    if (cur) {
      const box = log.getBoundingClientRect(); const r = cur.node.getBoundingClientRect();
      if (r.top < box.top) log.scrollTop -= box.top - r.top + 8;
      else if (r.bottom > box.bottom) log.scrollTop += r.bottom - box.bottom + 8;
    }
  }
  // The step asked for last: quick presses add up from it, not from the step on screen,
  // and a request already overtaken by a newer one is never sent.
  let target = 0;
  function show(n) {
    target = n;
    busy = busy.then(async () => {
      if (n !== target) return;
      const r = await api(`/api/tables/${id}/replay/${n}`);
      const step = r.ply === ply + 1;
      ply = r.ply; total = r.total; table = r.table;
      slider.max = total; slider.value = ply;
      label.textContent = `action ${ply} of ${total}`;
      if (!view) {
        const ui = GAMES[r.table.game];
        view = ui.createView({ board: boardBox, side }, null, 'Spectator');
        rulesLinkFor(r.table.game);
        if (ui.replayNote) document.getElementById('replay-note').append(` ${ui.replayNote}`);
      }
      if (view.setTable) view.setTable(r.table);
      await view.show(revealAll(r.observation, r.reveals), [], step ? r.events : null);
      markLog();
    }).catch((e) => alert(e.message));
    return busy;
  }
  const step = (d) => show(Math.max(0, Math.min(total, target + d)));
  const stop = () => { clearInterval(timer); timer = null; play.replaceChildren(icon('play'), ' Play'); };
  const play = h('button', { id: 'play', 'aria-label': 'Play', onclick: () => {
    if (timer) { stop(); return; }
    play.replaceChildren(icon('pause'), ' Pause');
    timer = setInterval(() => { if (target >= total) stop(); else if (ply === target) step(1); }, 700);
  } }, icon('play'), ' Play');
  slider.addEventListener('change', () => show(Number(slider.value)));
  document.addEventListener('keydown', (e) => {
    if (e.target && /INPUT|SELECT|TEXTAREA/.test(e.target.tagName) && e.target !== slider) return;
    const keys = { ArrowRight: () => step(1), ArrowLeft: () => step(-1), Home: () => show(0), End: () => show(total), ' ': () => play.click() };
    if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
  });
  app.append(h('div', { class: 'row' }, h('strong', {}, `Replay of table ${id}`), h('a', { href: `/t/${id}` }, 'table page'),
    h('a', { href: `/api/tables/${id}/replay`, download: `coinop-${id}.json` }, 'download replay (JSON)'),
    h('span', { class: 'muted', id: 'replay-note' }, 'Keys: ← → step, Home/End, Space plays.')),
  h('div', { class: 'replay-controls' },
    h('button', { id: 'first', 'aria-label': 'First step', onclick: () => show(0) }, icon('first')),
    h('button', { id: 'back', 'aria-label': 'Step back', onclick: () => step(-1) }, icon('back')),
    play,
    h('button', { id: 'next', 'aria-label': 'Step forward', onclick: () => step(1) }, icon('next')),
    h('button', { id: 'last', 'aria-label': 'Last step', onclick: () => show(total) }, icon('last')),
    slider, label),
  h('div', { class: 'table-layout' }, boardBox, h('div', { class: 'side' }, side, h('div', { class: 'panel' }, h('h3', {}, 'The whole game'), log))));
  try {
    await show(0);
    // The whole log, each action's lines a click away.
    const all = await api(`/api/tables/${id}/replay-log`);
    let group = null;
    // The first list is the game's setup (ply 0), then one list per action.
    let last = null;
    all.forEach((texts, ply) => texts.forEach((t) => {
      const mark = view && view.logMark ? view.logMark(t) : null;
      if (mark && mark.round !== undefined) {
        group = h('details', { class: 'log-round', open: true, 'data-round': mark.round }, h('summary', {}, mark.title || `Round ${mark.round}`));
        log.append(group); last = null;
      }
      if (mark && mark.phase) last = null;
      // A run of alike lines told once (the game's view folds them); a click goes to its end.
      const folded = last && view && view.logFold ? view.logFold(last.text, t) : null;
      if (folded) {
        last.text = folded; last.to = ply;
        last.node.replaceChildren(view.logLine ? view.logLine(folded, table) : folded);
        last.node.dataset.ply = ply; last.node.title = `go to action ${ply}`;
        return;
      }
      const entry = { ply, to: ply, text: t, node: null };
      entry.node = h('div', { class: 'log-line seekable', 'data-ply': ply, title: ply ? `go to action ${ply}` : 'go to the start', onclick: () => show(entry.to) },
        view && view.logLine ? view.logLine(t, table) : t);
      (group || log).append(entry.node);
      lines.push(entry); last = entry;
    }));
    markLog();
  } catch (e) { app.append(h('p', { class: 'error' }, e.message)); }
}

route();
