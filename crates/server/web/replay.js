// @ts-check
// A finished game, step by step: the board at any action (every hand shown: the game is
// over), and the whole story beside it, each line a link to its action.
import { h, humanError } from './dom.js';
import { api, gameModule, rulesLinkFor, revealAll } from './site.js';
import { StoryLog } from './log.js';
import { painter } from './table.js';
import { ChatPanel } from './chat.js';
import { t } from './i18n.js';

/** Icons for the replay controls, drawn (a font's ⏮ renders as an empty box on some machines). */
const ICON = {
  first: 'M6 5 V19 M19 5 L9 12 L19 19 Z', back: 'M16 5 L7 12 L16 19 Z', next: 'M8 5 L17 12 L8 19 Z',
  last: 'M18 5 V19 M5 5 L15 12 L5 19 Z', play: 'M7 4 L19 12 L7 20 Z', pause: 'M7 5 V19 M16 5 V19',
};
/** @param {keyof typeof ICON} name */
function icon(name) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24'); svg.setAttribute('width', '18'); svg.setAttribute('height', '18');
  svg.setAttribute('aria-hidden', 'true');
  const p = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  const d = ICON[name];
  p.setAttribute('d', d); p.setAttribute('fill', d.endsWith('Z') ? 'currentColor' : 'none');
  p.setAttribute('stroke', 'currentColor'); p.setAttribute('stroke-width', '2.4'); p.setAttribute('stroke-linejoin', 'round');
  svg.append(p);
  return svg;
}


/** @param {HTMLElement} app @param {string} id */
export async function replayPage(app, id) {
  document.title = t('replay-page-title', { id });
  app.replaceChildren();
  const boardBox = h('div', {}); const side = h('div', {});
  const logBox = h('div', { class: 'log', id: 'log' });
  const slider = h('input', { type: 'range', min: 0, max: 0, value: 0, id: 'seek', 'aria-label': t('replay-step') });
  const label = h('span', { id: 'ply-label', class: 'muted' });
  let ply = 0; let total = 0; /** @type {any} */ let table = null; let busy = Promise.resolve();
  /** @type {import('./panels.js').ViewHolder} */
  const holder = { view: null, ui: null };
  // The whole story (and the game's terms, which a view needs before drawing).
  const story = api(`/api/tables/${id}/replay-steps`);
  story.catch(() => {}); // said where it is awaited
  // The chat as it stood at the step shown.
  const chatBox = h('section', { class: 'panel chat-panel', id: 'chat' });
  const chat = new ChatPanel(chatBox, { id: 'chat', readOnly: true });
  /** @type {import('./chat.js').ChatLine[]} */
  let said = [];
  api(`/api/tables/${id}/chat`).then((r) => { said = r.lines; chat.reset(said.filter((l) => l.ply <= ply)); }).catch(() => {});
  const log = new StoryLog(logBox, painter(null, holder, () => table), { seek: (n) => show(n) });
  // The step asked for last: quick presses add up from it, not from the step on screen,
  // and a request already overtaken by a newer one is never sent.
  let target = 0;
  /** @param {number} n */
  function show(n) {
    target = n;
    busy = busy.then(async () => {
      if (n !== target) return;
      const r = await api(`/api/tables/${id}/replay/${n}`);
      const step = r.ply === ply + 1;
      ply = r.ply; total = r.total; table = r.table;
      slider.max = String(total); slider.value = String(ply);
      // Positions in the game, not amounts: written plain ("action 1234"), as the tests and
      // links read them.
      label.textContent = t('replay-at', { ply: String(ply), total: String(total) });
      if (!holder.view) {
        const ui = await gameModule(r.table.game);
        holder.ui = ui;
        const created = ui.createView({ board: boardBox, side }, null, 'Spectator');
        if (created.setGlossary) created.setGlossary((await story).glossary);
        holder.view = created;
        rulesLinkFor(r.table.game);
        const note = document.getElementById('replay-note');
        if (ui.replayNote && note) note.append(` ${ui.replayNote}`);
      }
      const view = holder.view;
      if (view.setTable) view.setTable(r.table);
      await view.show(revealAll(r.observation, r.reveals), [], step ? r.events : null);
      log.markAt(ply);
      chat.reset(said.filter((l) => l.ply <= ply));
    }).catch((e) => {
      // No such replay (or not yet over): said in the page, with the way back.
      if (!holder.view) {
        app.replaceChildren(h('section', { class: 'panel', id: 'no-replay' }, h('h1', {}, t('replay-none')),
          h('p', {}, humanError(e)), h('p', {}, h('a', { href: '/' }, t('replay-back-to-lobby')))));
      } else label.textContent = humanError(e);
    });
    return busy;
  }
  /** @param {number} d */
  const step = (d) => show(Math.max(0, Math.min(total, target + d)));
  /** @type {ReturnType<typeof setInterval> | null} */
  let timer = null;
  const stop = () => { if (timer) clearInterval(timer); timer = null; play.replaceChildren(icon('play'), ' ', t('replay-play')); };
  const play = h('button', { id: 'play', 'aria-label': t('replay-play-label'), onclick: () => {
    if (timer) { stop(); return; }
    play.replaceChildren(icon('pause'), ' ', t('replay-pause'));
    timer = setInterval(() => { if (target >= total) stop(); else if (ply === target) step(1); }, 700);
  } }, icon('play'), ' ', t('replay-play'));
  slider.addEventListener('change', () => show(Number(slider.value)));
  document.addEventListener('keydown', (e) => {
    const el = /** @type {HTMLElement | null} */ (e.target);
    if (el && ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) && el !== slider) return;
    /** @type {Record<string, () => any>} */
    const keys = { ArrowRight: () => step(1), ArrowLeft: () => step(-1), Home: () => show(0), End: () => show(total), ' ': () => play.click() };
    if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
  });
  app.append(h('div', { class: 'row table-head' }, h('h1', {}, t('replay-heading', { id })), h('a', { href: `/t/${id}` }, t('replay-table-page')),
    h('a', { href: `/api/tables/${id}/replay`, download: `coinop-${id}.json` }, t('replay-download')),
    h('span', { class: 'muted', id: 'replay-note' }, t('replay-keys'))),
  h('div', { class: 'replay-controls' },
    h('button', { id: 'first', 'aria-label': t('replay-first'), onclick: () => show(0) }, icon('first')),
    h('button', { id: 'back', 'aria-label': t('replay-back'), onclick: () => step(-1) }, icon('back')),
    play,
    h('button', { id: 'next', 'aria-label': t('replay-next'), onclick: () => step(1) }, icon('next')),
    h('button', { id: 'last', 'aria-label': t('replay-last'), onclick: () => show(total) }, icon('last')),
    slider, label),
  h('div', { class: 'table-layout' }, boardBox, h('div', { class: 'side' }, side, h('div', { class: 'panel' }, h('h3', {}, t('replay-whole-game')), logBox), chatBox)));
  try {
    // A link may name a step (coaching's "See the position": `#ply=N`).
    const asked = Number((/ply=(\d+)/.exec(location.hash) || [])[1] || 0);
    await show(asked);
    // Each action's lines a click away.
    log.add((await story).steps);
    log.markAt(ply);
  } catch (e) { app.append(h('p', { class: 'error' }, humanError(e))); }
}
