// @ts-check
// The lobby: choose a game and its options, seat who plays, create the table; the
// tables this browser holds a seat at; the open, running and finished tables.
import { h, humanError } from './dom.js';
import { api, tokens, games, gameModule, nameList, winnersText, rulesLinkFor, joinTable, capital } from './site.js';

/** The lobby: a new table's form, the tables this browser plays, and the lists. @param {HTMLElement} app */
export async function lobbyPage(app) {
  document.title = 'coinop — lobby';
  app.replaceChildren();
  const all = await games();
  const titles = Object.fromEntries(all.map((g) => [g.name, g.title]));
  // The game chosen last in this browser, or the one in the address (?game=skirmish).
  const asked = new URLSearchParams(location.search).get('game') || localStorage.getItem('coinop.game');
  let game = all.find((g) => g.name === asked) || all[0];
  const err = h('p', { class: 'error', id: 'create-error' });
  const seatsBox = h('div', { id: 'seats' });
  const name = h('input', { id: 'your-name', 'aria-label': 'Your name', placeholder: 'Your name', maxlength: 24, value: localStorage.getItem('coinop.name') || '',
    // Remembered as typed: joining a table from the lists below uses it too.
    oninput: () => localStorage.setItem('coinop.name', name.value) });
  const clock = h('select', { id: 'clock', 'aria-label': 'Clock' },
    h('option', { value: 0 }, 'no clock'), h('option', { value: 30 }, '30 s a decision'),
    h('option', { value: 60 }, '1 min a decision'), h('option', { value: 180 }, '3 min a decision'));
  const picker = h('div', { class: 'game-picker', role: 'tablist', id: 'game-picker' });
  const heading = h('h2', {});
  const learn = h('p', { id: 'learn', class: 'learn-row' });
  const formBox = h('div', {}); const howTo = h('div', { id: 'how-to' });
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
  let chosen = 0;
  /** @param {import('./types.js').GameInfo} g */
  async function choose(g) {
    const mine = ++chosen;
    const ui = await gameModule(g.name);
    // A quicker click on another game meanwhile wins.
    if (mine !== chosen) return;
    game = g;
    localStorage.setItem('coinop.game', g.name);
    rulesLinkFor(g.name);
    for (const b of picker.children) b.setAttribute('aria-selected', b.dataset.game === g.name ? 'true' : 'false');
    heading.textContent = `New ${g.title} table`;
    learn.replaceChildren(...(g.lesson ? [h('a', { href: `/learn/${g.name}`, class: 'button-link', id: 'learn-link' }, `New to ${g.title}? Learn in 3 minutes`), ` — ${g.lesson}, a guided game`] : []));
    err.textContent = '';
    form = ui.optionsForm(g.default_options, (n) => drawSeats(n), g.data);
    formBox.replaceChildren(form.element);
    drawSeats(form.players());
    howTo.replaceChildren(...ui.howTo());
  }
  for (const g of all) picker.append(h('button', { role: 'tab', 'data-game': g.name, id: `game-${g.name}`, onclick: () => choose(g) }, g.title));
  await choose(game);
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
    } catch (e) { err.textContent = humanError(e); }
  } }, 'Create table');
  const lists = h('div', { class: 'grid2' });
  const yours = h('section', { class: 'panel', id: 'your-tables', hidden: true });
  yourTables(yours, titles);
  app.append(
    h('div', { class: 'grid2' },
      h('section', { class: 'panel' }, picker, learn, heading,
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
        box.append(h('table', { class: 'list' }, ...tables.slice(0, 30).map((t) => h('tr', {},
          h('td', { class: 'tid' }, h('a', { href: status === 'finished' ? `/replay/${t.id}` : `/t/${t.id}` }, t.id)),
          h('td', { class: 'muted' }, titles[t.game] || t.game),
          h('td', {}, nameList(t.seats.map((s) => (!s.ai && !s.claimed ? `${s.name} (${s.open ? 'open' : 'invited'})` : s.name)))),
          h('td', { class: 'act' }, status === 'open'
            ? h('button', { 'data-join': t.id, onclick: () => joinTable(t.id).catch((e) => { alert(humanError(e)); drawLists(); }) }, tokens.get(t.id) ? 'Play' : 'Join')
            : status === 'finished'
              ? (t.outcome ? h('span', {}, winnersText(t), ` ${capital(t.outcome.reason)}.`) : '')
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

