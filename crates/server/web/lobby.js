// @ts-check
// The lobby: a card for each game (its picture, who plays, how long a game takes, its
// lesson, a game against the computer at once) that also chooses the game of the new
// table below; that table's options, who sits where, and its Create button; the tables
// this browser holds a seat at; the open, running and finished tables.
import { h, humanError, fill, slot } from './dom.js';
import { api, tokens, games, gameModule, winnersText, rulesLinkFor, joinTable, capital, gameTitle, levelName, seatShownName } from './site.js';
import { t, has } from './i18n.js';
import { currentAccount } from './account.js';
import { ChatPanel } from './chat.js';

/** @typedef {import('./types.js').GameInfo} GameInfo */
/** @typedef {import('./types.js').GameModule} GameModule */
/** @typedef {import('./types.js').GameCard} GameCard */
/** @typedef {import('./types.js').SeatSummary} SeatSummary */

const SVGNS = 'http://www.w3.org/2000/svg';
/** A small SVG of the page's own (the cards' icons). */
function icon(paths, cls) {
  const svg = document.createElementNS(SVGNS, 'svg');
  for (const [k, v] of Object.entries({ viewBox: '0 0 16 16', width: 14, height: 14, class: `fact-icon ${cls}`, 'aria-hidden': 'true', focusable: 'false' })) svg.setAttribute(k, String(v));
  for (const d of paths) {
    const p = document.createElementNS(SVGNS, 'path');
    p.setAttribute('d', d);
    svg.append(p);
  }
  return svg;
}
const personIcon = () => icon(['M8 1.5a3 3 0 1 1 0 6a3 3 0 0 1 0-6z', 'M2 15c0-3.6 2.7-5.6 6-5.6s6 2 6 5.6z'], 'fact-players');
const clockIcon = () => icon(['M8 1.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 0 0 0-13z', 'M8 4.2V8.4l2.8 1.7'], 'fact-length');
/** A game without a card of its own: a coin. */
function coinPicture() {
  const svg = icon(['M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1z', 'M8 4.5v7'], 'game-picture');
  svg.setAttribute('width', '76'); svg.setAttribute('height', '76');
  return svg;
}

/** "1–4 players", "2 players". @param {[number, number]} n */
const playersText = ([a, b]) => (a === b ? t('lobby-players', { n: a }) : t('lobby-players-range', { from: a, to: b }));
/** "30–60 min". @param {[number, number]} m */
const minutesText = ([a, b]) => (a === b ? t('lobby-minutes', { n: a }) : t('lobby-minutes-range', { from: a, to: b }));

/** A game's words in the page's language, by the game's name (`lobby-game-<name>-<what>`),
 * else `fallback` (the server's or the game module's English, for a game the catalogue
 * does not know yet). @param {string} game @param {string} what @param {string} fallback */
function gameWords(game, what, fallback) {
  const id = `lobby-game-${game}-${what}`;
  return has(id) ? t(id) : fallback;
}


/** The lobby: the games' cards, a new table's form, the tables this browser plays, and
 * the lists. @param {HTMLElement} app */
export async function lobbyPage(app) {
  document.title = t('lobby-page-title');
  app.replaceChildren();
  const all = await games();
  // Every game's module, for its card (a module that fails to load leaves a plain card).
  const uis = await Promise.all(all.map((g) => gameModule(g.name).catch(() => null)));
  const titles = Object.fromEntries(all.map((g) => [g.name, gameTitle(g.name, g.title)]));
  // The game chosen last in this browser, or the one in the address (?game=skirmish).
  const asked = new URLSearchParams(location.search).get('game') || localStorage.getItem('coinop.game');
  let game = all.find((g) => g.name === asked) || all[0];
  const err = h('p', { class: 'error', id: 'create-error', role: 'status' });
  const seatsBox = h('div', { id: 'seats' });
  const name = /** @type {HTMLInputElement} */ (h('input', { id: 'your-name', 'aria-label': t('site-your-name'), placeholder: t('site-your-name'), maxlength: 24, autocomplete: 'nickname', value: localStorage.getItem('coinop.name') || '',
    // Remembered as typed: joining a table from the lists below uses it too.
    oninput: () => localStorage.setItem('coinop.name', name.value) }));
  const clock = /** @type {HTMLSelectElement} */ (h('select', { id: 'clock', 'aria-label': t('lobby-clock') },
    h('option', { value: 0 }, t('lobby-clock-none')), h('option', { value: 30 }, t('lobby-clock-seconds', { n: 30 })),
    h('option', { value: 60 }, t('lobby-clock-minutes', { n: 1 })), h('option', { value: 180 }, t('lobby-clock-minutes', { n: 3 })),
    // Games that last days: the table sleeps between moves; when a clock runs out the
    // computer moves for that seat and the game goes on.
    h('option', { value: 3600 }, t('lobby-clock-hours', { n: 1 })), h('option', { value: 86400 }, t('lobby-clock-days', { n: 1 })),
    h('option', { value: 3 * 86400 }, t('lobby-clock-days', { n: 3 }))));
  // A rated table counts toward its players' ratings: its people must be signed in.
  const rated = /** @type {HTMLInputElement} */ (h('input', { type: 'checkbox', id: 'rated', disabled: true }));
  const ratedLabel = h('label', { class: 'toggle', for: 'rated', title: t('lobby-rated-sign-in') }, rated, t('lobby-rated'));
  currentAccount().then((a) => {
    rated.disabled = !a;
    ratedLabel.title = a ? t('lobby-rated-title') : t('lobby-rated-sign-in');
    // Signed in, a person sits as their account: no name to type.
    if (a) {
      name.hidden = true;
      name.after(h('span', { id: 'playing-as', class: 'muted' }, ...fill(t('lobby-playing-as', { name: slot(0) }), h('bdi', {}, a.name))));
    }
  });
  const ratingsLink = h('a', { id: 'ratings-link', href: '/ratings/tanks' }, t('lobby-ratings'));
  const heading = h('h2', { id: 'new-table-title' });
  const howHeading = h('h2', {});
  const formBox = h('div', {}); const howTo = h('div', { id: 'how-to' });
  let form = null;
  function drawSeats(n) {
    const old = [...seatsBox.querySelectorAll('select')].map((s) => s.value);
    seatsBox.replaceChildren(...Array.from({ length: n }, (_, i) => h('div', { class: 'seat-row' },
      h('label', { for: `seat-${i}` }, t('lobby-seat', { seat: i + 1 })),
      h('select', { 'data-seat': i, id: `seat-${i}` },
        h('option', { value: 'person' }, i === 0 ? t('lobby-seat-you') : t('lobby-seat-friend')),
        i === 0 ? null : h('option', { value: 'open' }, t('lobby-seat-anyone')),
        ...game.levels.map((l) => h('option', { value: l }, t('lobby-seat-ai', { level: levelName(l) })))))));
    [...seatsBox.querySelectorAll('select')].forEach((s, i) => {
      s.value = old[i] || (i === 0 ? 'person' : 'easy');
    });
  }

  // The games' cards. Each chooses its game for the form below (its id and data-game are
  // the picker's), and offers the lesson and a game against the computer at once.
  const picker = h('div', { class: 'game-cards', id: 'game-picker' });
  /** @type {{ g: GameInfo, card: HTMLElement, pick: HTMLElement, learn: HTMLElement | null }[]} */
  const cards = all.map((g, i) => {
    const facts = (uis[i] && uis[i].card) || null;
    const titleId = `card-title-${g.name}`;
    const title = titles[g.name];
    const error = h('p', { class: 'error card-error', role: 'status' });
    const others = computerSeats(g, facts).length - 1;
    const play = /** @type {HTMLButtonElement} */ (h('button', { class: 'play-ai', 'data-play': g.name, 'aria-describedby': titleId,
      title: t('lobby-play-ai-title', { others }),
      onclick: () => playComputer(g, facts, play, error) }, t('lobby-play-ai'), h('span', { class: 'play-level' }, ' ', t('lobby-play-ai-level'))));
    const pick = h('button', { class: 'card-pick', id: `game-${g.name}`, 'data-game': g.name, 'aria-pressed': 'false', 'aria-controls': 'new-table' },
      facts ? facts.picture() : coinPicture(),
      h('span', { class: 'card-words' },
        h('span', { class: 'card-title', id: titleId }, title),
        facts ? h('span', { class: 'card-facts' },
          h('span', { class: 'fact' }, personIcon(), playersText(facts.players)),
          h('span', { class: 'fact' }, clockIcon(), minutesText(facts.minutes))) : null,
        facts ? h('span', { class: 'card-pitch' }, gameWords(g.name, 'pitch', facts.pitch)) : null));
    const learn = g.lesson ? h('a', { href: `/learn/${g.name}`, class: 'card-learn', 'aria-describedby': titleId,
      title: t('lobby-learn-title', { lesson: gameWords(g.name, 'lesson', g.lesson) }) }, t('lobby-learn')) : null;
    // A game without a lesson yet: its rules, in the lesson's place.
    const rules = learn ? null : h('a', { href: `/rules/${g.name}`, class: 'card-learn card-rules', 'aria-describedby': titleId }, t('lobby-read-rules'));
    // A click anywhere on the card but its link and its button chooses the game.
    const card = h('article', { class: 'game-card', 'data-card': g.name, 'aria-labelledby': titleId,
      onclick: (/** @type {MouseEvent} */ e) => { if (!(e.target instanceof Element && e.target.closest('a, .play-ai'))) choose(g).then(showForm); } },
    pick, h('div', { class: 'card-actions' }, play, learn || rules), error);
    picker.append(card);
    return { g, card, pick, learn };
  });

  /** A table of you and the computer (`easy`) at the game's default options, at once. */
  async function playComputer(g, facts, button, error) {
    error.textContent = '';
    const seats = computerSeats(g, facts);
    button.disabled = true;
    try {
      const res = await api('/api/tables', { game: g.name, options: quickOptions(g, facts), seats, clock_secs: 0, name: name.value });
      if (res.token) tokens.set(res.id, { seat: res.seat, token: res.token, invites: res.invites });
      location.href = `/t/${res.id}`;
    } catch (e) {
      error.textContent = humanError(e);
      button.disabled = false;
    }
  }

  /** The form of the game just chosen, brought into view if it is not (a phone's cards
   * fill the screen). */
  function showForm() {
    const r = heading.getBoundingClientRect();
    if (r.top >= 0 && r.bottom <= innerHeight) return;
    heading.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }

  let chosen = 0;
  /** @param {GameInfo} g */
  async function choose(g) {
    const mine = ++chosen;
    const ui = await gameModule(g.name);
    // A quicker click on another game meanwhile wins.
    if (mine !== chosen) return;
    game = g;
    localStorage.setItem('coinop.game', g.name);
    rulesLinkFor(g.name);
    for (const c of cards) {
      const on = c.g.name === g.name;
      c.pick.setAttribute('aria-pressed', on ? 'true' : 'false');
      c.card.classList.toggle('chosen', on);
      // The chosen game's lesson is the page's #learn-link.
      if (c.learn) { if (on) c.learn.id = 'learn-link'; else c.learn.removeAttribute('id'); }
    }
    heading.textContent = t('lobby-new-table', { game: titles[g.name] });
    howHeading.textContent = t('lobby-how-to-play', { game: titles[g.name] });
    ratingsLink.setAttribute('href', `/ratings/${g.name}`);
    ratingsLink.textContent = t('lobby-game-ratings', { game: titles[g.name] });
    err.textContent = '';
    form = ui.optionsForm(g.default_options, (n) => drawSeats(n), g.data);
    formBox.replaceChildren(form.element);
    drawSeats(form.players());
    howTo.replaceChildren(...ui.howTo());
  }
  await choose(game);
  const create = h('button', { class: 'primary', id: 'create', onclick: async () => {
    err.textContent = '';
    localStorage.setItem('coinop.name', name.value);
    const seats = [...seatsBox.querySelectorAll('select')].map((s) => (s.value === 'person' ? {} : s.value === 'open' ? { open: true } : { ai: s.value }));
    try {
      const res = await api('/api/tables', {
        game: game.name, options: form.options(), seats, clock_secs: Number(clock.value), name: name.value, rated: rated.checked,
      });
      if (res.token) tokens.set(res.id, { seat: res.seat, token: res.token, invites: res.invites });
      location.href = `/t/${res.id}`;
    } catch (e) { err.textContent = humanError(e); }
  } }, t('lobby-create'));
  // The open and running tables in one column, the finished (often the longest list) in
  // the other.
  const lists = h('div', { class: 'lobby-lists' });
  const live = h('div', { class: 'list-column' });
  lists.append(live);
  const yours = h('section', { class: 'panel', id: 'your-tables', hidden: true });
  yourTables(yours, titles);
  app.append(
    h('div', { class: 'lobby-intro' }, h('h1', {}, t('lobby-choose-game')),
      h('p', { class: 'muted' }, t('lobby-intro'))),
    picker,
    h('div', { class: 'lobby-setup' },
      h('section', { class: 'panel new-table', id: 'new-table', 'aria-labelledby': 'new-table-title' },
        h('div', { class: 'nt-seats' }, heading,
          h('div', { class: 'row' }, name, clock, ratedLabel), seatsBox,
          h('div', { class: 'row' }, create, h('span', { class: 'spacer' }), ratingsLink), err),
        h('div', { class: 'nt-options' }, h('h3', { class: 'nt-options-title' }, t('lobby-options')), formBox)),
      h('section', { class: 'panel' }, howHeading, howTo,
        h('p', { class: 'muted' }, t('lobby-how-tables')))),
    yours, lists, lobbyChat());
  const boxes = [['open', t('lobby-list-open')], ['running', t('lobby-list-running')], ['finished', t('lobby-list-finished')]].map(([status, title]) => {
    const box = h('section', { class: 'panel', id: `list-${status}` }, h('h3', {}, title), h('p', { class: 'muted' }, t('loading')));
    (status === 'finished' ? lists : live).append(box);
    return { status, title, box };
  });
  // The lists, drawn now and again every 15 s while the page is open (tables come and
  // go, seats are taken).
  function drawLists() {
    for (const { status, title, box } of boxes) {
      // The newest 30, and one more to know whether there are more.
      api(`/api/tables?status=${status}&limit=31`).then((tables) => {
        box.replaceChildren(h('h3', {}, title));
        if (!tables.length) { box.append(h('p', { class: 'muted' }, t('lobby-list-none'))); return; }
        if (tables.length > 30) box.append(h('p', { class: 'muted' }, t('lobby-list-newest', { n: 30 })));
        box.append(listTable(status, tables.slice(0, 30).map((table) => h('tr', {},
          idCell(table.id, status === 'finished' ? `/replay/${table.id}` : `/t/${table.id}`, titles[table.game] || table.game),
          h('td', { class: 'names' }, ...seatNames(table.seats, true)),
          status === 'open'
            ? h('td', { class: 'act' }, h('button', { 'data-join': table.id, onclick: () => joinTable(table.id).catch((e) => { alert(humanError(e)); drawLists(); }) }, tokens.get(table.id) ? t('lobby-play') : t('lobby-join')))
            : status === 'finished'
              ? h('td', { class: 'outcome' }, table.outcome ? h('span', {}, winnersText(table), ` ${capital(table.outcome.reason)}.`) : '')
              : h('td', { class: 'act' }, h('a', { href: `/t/${table.id}` }, tokens.get(table.id) ? t('lobby-play-your-seat') : t('lobby-watch')))))));
      }).catch((e) => box.replaceChildren(h('h3', {}, title), h('p', { class: 'error' }, humanError(e))));
    }
  }
  drawLists();
  setInterval(() => { if (!document.hidden) drawLists(); }, 15000);
}

/** The seats of a game against the computer: you, then the computer (`easy`) in every
 * other seat of the game's default number of players.
 * @param {GameInfo} g @param {GameCard | null} facts */
function computerSeats(g, facts) {
  const n = quickPlayers(g, facts);
  const level = g.levels.includes('easy') ? 'easy' : g.levels[0];
  return [{}, ...Array.from({ length: Math.max(1, n - 1) }, () => ({ ai: level }))];
}

/** A quick game is you against one computer player, as the lesson ends (Robotanks'
 * default of four made a second quick game three against one). @param {GameInfo} g @param {GameCard | null} facts */
function quickPlayers(g, facts) {
  const least = facts ? facts.players[0] : 2;
  return Math.max(2, least);
}

/** The game's options for a quick game: its own, for two players. @param {GameInfo} g @param {GameCard | null} facts */
function quickOptions(g, facts) {
  const options = { ...(g.default_options || {}) };
  if ('players' in options) options.players = quickPlayers(g, facts);
  return options;
}

/** A list of tables whose columns keep their widths whatever the names in it: every
 * name cut to the room there is, whole in its title. @param {string} kind @param {HTMLElement[]} rows */
function listTable(kind, rows) {
  const table = h('table', { class: `list list-${kind}` }, ...rows);
  for (const n of table.querySelectorAll('.name')) if (!n.getAttribute('title')) n.setAttribute('title', n.textContent || '');
  return table;
}

/** A table's id, its link, and its game under it. @param {string} id @param {string} href @param {string} title */
function idCell(id, href, title) {
  return h('td', { class: 'tid' }, h('a', { href }, id), h('span', { class: 'list-game' }, title));
}

/** The seats' names one after another, each isolated and cut to the room there is;
 * with `mark`, a person's seat nobody has taken yet says so.
 * @param {SeatSummary[]} seats @param {boolean} mark */
function seatNames(seats, mark) {
  return seats.flatMap((s, i) => {
    const free = mark && !s.ai && !s.claimed ? (s.open ? t('lobby-seat-open') : t('lobby-seat-invited')) : null;
    const name = seatShownName(s);
    const one = h('span', { class: 'seat-name' }, h('bdi', { class: 'name', title: name }, name), free ? h('span', { class: 'muted' }, ` ${free}`) : null);
    return i ? [' · ', one] : [one];
  });
}

/** Tables where this browser holds a seat, newest first, marked when a decision waits. */
async function yourTables(box, titles = {}) {
  const mine = Object.entries(tokens.all());
  if (!mine.length) return;
  const rows = await Promise.all(mine.map(async ([id, held]) => {
    try { return { id, seat: held.seat, table: await api(`/api/tables/${id}`) }; } catch { return null; }
  }));
  const live = rows.filter((r) => r && r.table.status !== 'finished');
  const done = rows.filter((r) => r && r.table.status === 'finished');
  if (!live.length && !done.length) return;
  const row = (r) => {
    const turn = r.table.waiting.includes(r.seat) && r.table.status !== 'finished';
    return h('tr', {},
      idCell(r.id, r.table.status === 'finished' ? `/replay/${r.id}` : `/t/${r.id}`, titles[r.table.game] || r.table.game),
      h('td', { class: 'names' }, `${t('lobby-your-seat', { seat: r.seat + 1 })} · `, ...seatNames(r.table.seats, false)),
      h('td', { class: 'act' }, turn ? h('span', { class: 'tag turn' }, t('lobby-your-turn')) : h('span', { class: 'muted' }, r.table.status === 'finished' ? t('lobby-finished') : t('lobby-waiting'))));
  };
  box.hidden = false;
  box.replaceChildren(h('h3', {}, t('lobby-your-tables')), listTable('yours', [...live.map(row), ...done.slice(0, 5).map(row)]));
}

/** The lobby's chat: the signed in speak; everyone reads, the page asking every few
 * seconds for what is new. */
function lobbyChat() {
  const box = h('section', { class: 'panel chat-panel', id: 'lobby-chat' });
  /** The signed-in person's name: their own lines offer no "mute". @type {string | null} */
  let signedInAs = null;
  currentAccount().then((a) => { signedInAs = a ? a.name : null; chat.draw(); });
  const chat = new ChatPanel(box, { id: 'lobby-chat', me: () => signedInAs, send: async (text) => { const r = await api('/api/lobby/chat', { text }); chat.add(r.line); } });
  let after = 0;
  const poll = () => api(`/api/lobby/chat?after=${after}`).then((r) => {
    for (const l of r.lines) { chat.add(l); after = Math.max(after, l.seq); }
    if (!chat.lines.length) chat.draw();
  }).catch(() => {});
  poll();
  setInterval(() => { if (!document.hidden) poll(); }, 5000);
  currentAccount().then((a) => chat.closed(a ? '' : t('lobby-chat-sign-in')));
  return box;
}
