// @ts-check
// A table's page: the transport to the server, the table store it feeds, the game's
// view over the board, and the panels (seats, banner, hint, log) subscribed to the store.
import { h, humanError } from './dom.js';
import { api, tokens, games, gameModule, rulesLinkFor, yourName, patiently, beep, seatName } from './site.js';
import { Transport } from './transport.js';
import { TableStore } from './store.js';
import { StoryLog } from './log.js';
import { SeatsPanel, Banner, HintBar, TurnNotice, clockText } from './panels.js';
import { StretchSummary } from './summary.js';
import { ChatPanel } from './chat.js';
import { currentAccount } from './account.js';
import { t, has } from './i18n.js';

/** @param {HTMLElement} app @param {string} id */
export async function tablePage(app, id) {
  // Links carry secrets in the fragment, which browsers never send to servers: an
  // invitation (single use: it is exchanged for this browser's own seat secret) or a
  // seat's own secret.
  const frag = new URLSearchParams(location.hash.slice(1));
  history.replaceState(null, '', `/t/${id}`);
  let inviteError = null;
  const invite = frag.get('invite'); const token = frag.get('token');
  if (invite) {
    try {
      const name = await yourName();
      const res = await patiently(() => api(`/api/tables/${id}/join`, { invite, name }));
      tokens.set(id, { seat: res.seat, token: res.token });
    } catch (e) {
      // Opening one's own used invitation again is fine: this browser holds the seat.
      if (!tokens.get(id)) inviteError = humanError(e);
    }
  } else if (token) {
    tokens.set(id, { seat: Number(frag.get('seat')), token });
  }
  document.title = t('table-page-title', { id });
  app.replaceChildren();

  const store = new TableStore();
  /** @type {import('./panels.js').ViewHolder} */
  const holder = { view: null, ui: null };
  const conn = h('span', { id: 'conn', class: 'muted' }, t('table-connecting'));
  // Animation speed, kept in this browser; "skip to now" shows while the board catches up.
  const speed = h('select', { id: 'anim-speed', 'aria-label': t('table-anim-speed') },
    h('option', { value: 'normal' }, t('table-anim-normal')), h('option', { value: 'fast' }, t('table-anim-fast')),
    h('option', { value: 'off' }, t('table-anim-off')));
  speed.value = localStorage.getItem('coinop.anim') || 'normal';
  speed.addEventListener('change', () => localStorage.setItem('coinop.anim', speed.value));
  const skip = h('button', { id: 'skip', hidden: true, onclick: () => skipToNow() }, t('table-skip-to-now'));
  function skipToNow() {
    store.skipToNow();
    if (holder.view && holder.view.skip) holder.view.skip();
  }

  const transport = new Transport(id, () => { const held = tokens.get(id); return held ? held.token : null; }, {
    onMessage: (msg) => store.receive(msg),
    onStatus: (status) => {
      const held = tokens.get(id);
      if (status === 'open') { conn.textContent = held ? t('table-connected-seat', { seat: held.seat + 1 }) : t('table-connected-watching'); conn.className = 'muted'; }
      if (status === 'lost') { conn.textContent = t('table-connection-lost'); conn.className = 'error'; }
    },
  });
  const hints = new HintBar(store, holder, (staged) => transport.request({ type: 'suggest', staged }));
  /** "What just happened" beside the board (made once the log is). @type {StretchSummary | null} */
  let summary = null;
  /** @type {import('./types.js').ViewContext} */
  const ctx = {
    // The ply the page shows goes along: a click on a picture that the seat's own last
    // action has overtaken (a double click, a late tap) is refused, not played again.
    act: (actions) => transport.request({ type: 'act', actions, ply: store.state ? store.state.ply : undefined }),
    preview: (actions) => transport.request({ type: 'preview', actions }),
    suggest: (staged) => transport.request({ type: 'suggest', staged: staged || [] }),
    // A choice staged or taken back: the hint follows it, and "Watch again" (which would
    // draw the board from an earlier picture) waits for the choices to be sent or undone.
    changed: () => { hints.changed(); if (summary) summary.refresh(); },
  };

  const soundToggle = TurnNotice.toggle('sound', t('table-sound'), t('table-sound-title'), () => beep());
  const notifyToggle = TurnNotice.toggle('notify', t('table-notify'), t('table-notify-title'), (box) => {
    if (!('Notification' in window)) { box.checked = false; return; }
    Notification.requestPermission().then((p) => { if (p !== 'granted') { box.checked = false; localStorage.setItem('coinop.notify', 'off'); } });
  });
  // The rules this table plays by, so friends and spectators know.
  const rules = h('span', { id: 'table-rules', class: 'muted' });
  const head = h('div', { class: 'row table-head' }, h('h1', {}, t('table-heading', { id })), conn, rules,
    inviteError ? h('span', { class: 'error', id: 'invite-error' }, t('table-invite-error', { error: inviteError })) : null,
    h('span', { class: 'spacer' }), hints.button, skip, settingsFold(soundToggle, notifyToggle, speed));
  const bannerBox = h('div', { id: 'banner' });
  // The skip link (first in the tab order) lands on the board, its controls next.
  const boardBox = h('div', { id: 'board-area', tabindex: -1 });
  const skipLink = document.getElementById('skip-link');
  if (skipLink) {
    skipLink.textContent = t('table-skip-to-board');
    skipLink.setAttribute('href', '#board-area');
    skipLink.onclick = (e) => { e.preventDefault(); boardBox.focus(); };
  }
  const side = h('div', {});
  const logBox = h('div', { class: 'log', id: 'log' });
  const seatsBox = h('div', { class: 'panel', id: 'seats-panel' });
  const chatBox = h('section', { class: 'panel chat-panel', id: 'chat' });
  /** @type {string | null} */
  let accountName = null;
  currentAccount().then((a) => { accountName = a ? a.name : null; });
  // Who this page speaks as: its seat's name, or its account's as a spectator.
  const me = () => { const st = store.state; const s = store.seat; return st && s !== null ? (st.table.seats[s] || {}).name || null : accountName; };
  const chat = new ChatPanel(chatBox, { id: 'chat', me, send: (text) => transport.request({ type: 'chat', text }) });
  // What just happened: first in the side column, beside the board (below it on a phone),
  // its height kept so nothing under it moves; the whole log stays below.
  const summaryBox = h('section', { class: 'panel summary-panel', id: 'summary' });
  app.append(head, hints.text, bannerBox, h('div', { class: 'table-layout' }, boardBox,
    h('div', { class: 'side' }, summaryBox, side, seatsBox, h('div', { class: 'panel' }, h('h3', {}, t('table-game-log')), logBox), chatBox)));

  new SeatsPanel(seatsBox, id, store, holder);
  new Banner(bannerBox, id, store, holder);
  new TurnNotice(id, store);
  const log = new StoryLog(logBox, painter(store, holder), { closeOld: true });
  summary = new StretchSummary(summaryBox, store, holder, painter(store, holder), { id, log: logBox, beforeWatch: () => hints.clear() });
  speed.addEventListener('change', () => { if (summary) summary.refresh(); });

  boardFirst(store, holder);

  store.subscribe(async (change, detail) => {
    const st = store.state;
    switch (change) {
      case 'reset': {
        if (!st) return;
        // Updates wait until the view has drawn this state and the story so far.
        const release = store.hold();
        try {
          if (holder.view && holder.view.skip) holder.view.skip();
          const ui = await gameModule(st.table.game);
          if (store.state !== st) return; // a newer state came while the module loaded
          holder.ui = ui;
          rulesLinkFor(st.table.game);
          drawRulesLine(st.table);
          boardBox.replaceChildren(); side.replaceChildren();
          const view = ui.createView({ board: boardBox, side }, ctx, st.you);
          holder.view = view;
          // A view that names seats (players' names on the board) is told the table.
          if (view.setTable) view.setTable(st.table);
          if (view.setGlossary) view.setGlossary(st.glossary);
          if (view.recall) view.recall(st.steps);
          view.island = !!(st.table.options && st.table.options.variants && st.table.options.variants.island);
          // The first picture before the story: a view may draw the log's spans from it
          // (Anarcade's card set).
          await view.show(st.observation, st.legal, null);
          if (store.state !== st) return;
          log.reset(st.stepsSkipped ? t('table-log-skipped', { n: String(st.stepsSkipped) }) : null);
          log.add(st.steps);
          // The panels drew before the view existed: again, with its colours and names.
          store.notify('seats');
          // The board takes the room left below it, now that what stands above is drawn.
          if (view.fit) view.fit();
        } finally {
          release();
        }
        break;
      }
      case 'step':
        if (detail) log.add(detail);
        if (holder.view && holder.view.fit) holder.view.fit(); // the banner may have moved the board
        break;
      case 'incoming':
        // Controls of a decision already taken must not stay clickable meanwhile.
        if (holder.view && holder.view.freeze) holder.view.freeze();
        break;
      case 'backlog':
        skip.hidden = !detail;
        break;
      case 'chat_history': {
        const m = /** @type {any} */ (detail);
        chat.reset(m.lines);
        const seated = st && st.you && typeof st.you === 'object' && 'Seat' in st.you;
        const account = await currentAccount();
        chat.closed(seated ? (m.rule.seats ? '' : t('table-chat-off'))
          : !m.rule.spectators ? t('table-chat-players-only')
            : account ? '' : t('table-chat-sign-in'));
        break;
      }
      case 'chat':
        chat.add(/** @type {any} */ (detail));
        break;
      case 'rematch':
        break;
      case 'left':
        transport.stop(); tokens.drop(id); conn.textContent = detail;
        break;
      case 'error': {
        // A refusal that answers no request: the seat's link is gone, or the table.
        if (holder.view && holder.view.error) holder.view.error(detail); else conn.textContent = humanError(detail);
        if (detail.code === 'token_invalid') { transport.stop(); tokens.drop(id); conn.textContent = t('table-token-invalid', { message: detail.message }); }
        if (detail.code === 'sign_in' && store.state) {
          // Signed out meanwhile (another tab): no reconnecting in a loop.
          transport.stop();
          conn.textContent = t('table-signed-out', { message: humanError(detail) });
          conn.className = 'error';
        }
        if (detail.code === 'sign_in' && !store.state) {
          // The seat is an account's, and this page is not signed in as it.
          transport.stop();
          app.replaceChildren(h('section', { class: 'panel', id: 'sign-in-to-play' }, h('h1', {}, t('table-heading', { id })),
            h('p', {}, humanError(detail)),
            h('p', {}, h('a', { class: 'button primary', href: '/account' }, t('table-sign-in')), ' ',
              h('button', { onclick: () => { tokens.drop(id); location.reload(); } }, t('table-watch-instead')), ' ',
              h('a', { href: '/' }, t('table-back-to-lobby')))));
        }
        if (detail.code === 'not_found') {
          // No such table: say so where the table would be, with the way back.
          transport.stop();
          app.replaceChildren(h('section', { class: 'panel', id: 'no-table' }, h('h1', {}, t('table-no-such')),
            h('p', {}, t('table-no-such-text', { id })),
            h('p', {}, h('a', { href: '/' }, t('table-back-to-lobby')))));
          document.title = t('table-no-such-title');
        }
        break;
      }
      default: break;
    }
  });

  /** @type {import('./types.js').GameInfo[]} */
  let allGames = [];
  games().then((gs) => { allGames = gs; if (store.state) drawRulesLine(store.state.table); }).catch(() => {});
  /** @param {import('./types.js').TableSummary} table */
  function drawRulesLine(table) {
    const ui = holder.ui;
    const g = allGames.find((x) => x.name === table.game);
    if (ui && ui.rulesLine) {
      // The game's name as the lobby says it in this language.
      const title = has(`lobby-game-${table.game}-title`) ? t(`lobby-game-${table.game}-title`) : g ? g.title : null;
      const facts = [
        ...(title ? [title] : []),
        t('table-rules-players', { n: table.seats.length }),
        ...(table.clock_ms ? [t('table-rules-clock', { clock: clockText(table.clock_ms), per: table.clock_ms >= 3600000 ? 'move' : 'decision' })] : []),
        ui.rulesLine(table.options, g && g.default_options),
      ];
      rules.replaceChildren(`${facts.join(' · ')} · `,
        h('a', { href: `/rulings/${table.game}`, target: '_blank' }, t('table-rulings')));
    }
  }

  transport.connect();
}

/**
 * Sound, notifications and animation speed, folded behind one button: open, they drop
 * over the page (nothing under them moves); the board keeps the room they took.
 * @param {...HTMLElement} settings
 */
function settingsFold(...settings) {
  const fold = h('details', { class: 'settings', id: 'settings' },
    h('summary', { 'aria-label': t('table-settings-label') }, h('span', { 'aria-hidden': 'true' }, '⚙'), h('span', { class: 'settings-words' }, ' ', t('table-settings'))),
    h('div', { class: 'settings-body' }, ...settings));
  // A click elsewhere, or Escape, folds them again.
  document.addEventListener('click', (e) => { if (fold.open && !fold.contains(/** @type {Node} */ (e.target))) fold.open = false; });
  fold.addEventListener('keydown', (e) => { if (e.key === 'Escape' && fold.open) { fold.open = false; fold.querySelector('summary')?.focus(); } });
  return fold;
}

/**
 * The board plays each update before the rest of the page takes it in: the store's
 * animation is the view's.
 * @param {TableStore} store @param {import('./panels.js').ViewHolder} holder
 */
export function boardFirst(store, holder) {
  store.animate = async (u, events) => {
    const view = holder.view;
    if (!view) return;
    if (view.setTable) view.setTable(u.table);
    await view.show(u.observation, u.legal, events);
  };
  store.animates = (events) => !!(holder.view && holder.view.animates && holder.view.animates(events));
}

/**
 * How the log draws a seat: the view's own drawing of a span where it has one, else the
 * words in the seat's colour with its player's name as a tooltip.
 * @param {TableStore | null} store
 * @param {import('./panels.js').ViewHolder} holder
 * @param {() => (import('./types.js').TableSummary | null)} [table]
 * @returns {import('./log.js').SpanPainter}
 */
export function painter(store, holder, table) {
  const current = () => (table ? table() : store && store.state ? store.state.table : null);
  return {
    view: (span) => (holder.view && holder.view.logSpan ? holder.view.logSpan(span) : null),
    colour: (seat) => (holder.view ? holder.view.colour(seat) : '#888'),
    name: (seat) => {
      const named = holder.view && holder.view.seatLabel ? holder.view.seatLabel(seat, false) : null;
      if (named) return named;
      const now = current(); return now ? seatName(now, seat) : t('table-player-short', { n: seat + 1 });
    },
  };
}
