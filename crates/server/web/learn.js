// @ts-check
// A lesson's page (`/learn/<game>`): a short game set up by the game's lesson file, its
// luck scripted, played against the file's script. Each step says what to do and why
// and marks its control; any other move is answered with a sentence and changes nothing.
// The server keeps nothing: the page sends how many of its moves are taken (kept in this
// tab, so a reload comes back to the same step) and gets the lesson's table as a table
// page would (`state`, then an `update` a move), with the lesson's words beside it.
import { h, humanError } from './dom.js';
import { api, gameModule, games, tokens, rulesLinkFor } from './site.js';
import { TableStore } from './store.js';
import { StoryLog } from './log.js';
import { painter, boardFirst } from './table.js';
import { t } from './i18n.js';

/**
 * @typedef {object} Coaching
 * @property {string} title
 * @property {string} intro
 * @property {string} outro
 * @property {number} step
 * @property {number} of
 * @property {{ say: string, why: string, done: string, other: string } | null} now
 * @property {string} last_done
 * @property {any[]} expected
 * @property {number} taken
 * @property {boolean} finished
 */

/** Which opening of the page is current: a move answered after "Restart" is the old one's. */
let opened = 0;
/** The current opening's page-wide listeners. @type {AbortController | null} */
let listening = null;

/** @param {HTMLElement} app @param {string} game */
export async function learnPage(app, game) {
  const key = `coinop.lesson.${game}`;
  const mine = ++opened;
  app.replaceChildren();
  const store = new TableStore();
  /** @type {import('./panels.js').ViewHolder} */
  const holder = { view: null, ui: null };
  /** The lesson as last shown, and as the server last answered (shown once the board has played the move). @type {Coaching | null} */
  let shown = null;
  /** @type {Coaching | null} */
  let next = null;

  const title = h('h1', { id: 'lesson-title' }, t('learn-lesson'));
  const progress = h('progress', { id: 'lesson-progress', max: 1, value: 0, 'aria-label': t('learn-progress') });
  const count = h('span', { id: 'lesson-count', class: 'muted' });
  const intro = h('p', { id: 'lesson-intro' });
  const say = h('p', { id: 'lesson-say', class: 'lesson-say' });
  const why = h('p', { id: 'lesson-why', class: 'muted' });
  const done = h('p', { id: 'lesson-done', class: 'lesson-done' });
  const answer = h('p', { id: 'lesson-answer', class: 'error', role: 'alert' });
  const end = h('div', { id: 'lesson-end', class: 'row', hidden: true, style: 'display:none' });
  // While the moves play out (the other side's whole turn can take seconds), the step
  // says so and offers to skip: its words are the last step's until then.
  const watching = h('p', { id: 'lesson-watching', class: 'muted', hidden: true }, t('learn-playing-out'), ' ',
    h('button', { id: 'lesson-skip', onclick: () => { store.skipToNow(); if (holder.view && holder.view.skip) holder.view.skip(); } }, t('learn-skip-to-now')));
  // On a phone the step's goal and reasons fold behind "Why?" (open on the first step), so
  // the whole board shows under the step's words: unfolded they took the screen.
  const whyToggle = h('button', { id: 'lesson-why-toggle', class: 'phone-only', 'aria-expanded': 'false', 'aria-controls': 'lesson-intro lesson-why',
    onclick: () => fold(!coach.classList.contains('open')) });
  const coach = h('section', { class: 'panel lesson-coach', id: 'lesson-coach', 'aria-live': 'polite' },
    h('div', { class: 'row lesson-top' }, count, progress), whyToggle, intro, done, say, watching, answer, why, end);
  /** When the step on screen came: a touch within a moment after is the same finger's
   * second tap (it skipped the new step, or answered it as a wrong move), not a choice. */
  let stepAt = 0;
  let touching = false;
  if (listening) listening.abort(); // the page's listeners from before "Restart"
  listening = new AbortController();
  const opts = { capture: true, signal: listening.signal };
  app.addEventListener('pointerdown', (e) => { touching = e.pointerType === 'touch'; }, opts);
  app.addEventListener('click', (e) => {
    if (touching && performance.now() - stepAt < 350 && !(e.target instanceof Element && e.target.closest('#lesson-coach'))) {
      e.preventDefault(); e.stopPropagation();
    }
  }, opts);
  /** Whether the last move's account is cut to its first lines while folded. */
  let longDone = false;
  /** @param {boolean} open */
  function fold(open) {
    coach.classList.toggle('open', open);
    whyToggle.setAttribute('aria-expanded', String(open));
    whyToggle.textContent = open ? t('learn-got-it') : t('learn-more');
    if (holder.view && holder.view.fit) holder.view.fit();
  }
  const restart = h('button', { id: 'lesson-restart', onclick: () => { sessionStorage.removeItem(key); learnPage(app, game); }, title: t('learn-restart-title') }, t('learn-restart'));
  const head = h('div', { class: 'row table-head' }, h('a', { href: '/' }, t('learn-lobby')), title,
    h('span', { class: 'spacer' }), h('a', { href: `/rules/${game}`, class: 'phone-only', id: 'lesson-rules' }, t('learn-rules')), restart);
  rulesLinkFor(game);
  const boardBox = h('div', { id: 'board-box' });
  const side = h('div', {});
  const logBox = h('div', { class: 'log', id: 'log' });
  app.classList.add('lesson-page');
  app.append(head, coach, h('div', { class: 'table-layout' }, boardBox,
    h('div', { class: 'side' }, side, h('div', { class: 'panel' }, h('h3', {}, t('learn-game-log')), logBox))));
  const log = new StoryLog(logBox, painter(store, holder), { closeOld: true });

  /** @type {import('./types.js').ViewContext} */
  const ctx = {
    act: async (actions) => {
      answer.textContent = '';
      const taken = shown ? shown.taken : 0;
      try {
        const msg = await api(`/api/lessons/${game}`, { taken, actions });
        if (mine !== opened) return msg; // started again meanwhile
        next = msg.lesson;
        sessionStorage.setItem(key, String(msg.lesson.taken));
        store.receive(msg);
        return msg;
      } catch (e) {
        answer.textContent = touchWords(humanError(e));
        mark();
        throw e;
      }
    },
    preview: (actions) => api(`/api/lessons/${game}`, { taken: shown ? shown.taken : 0, preview: actions }),
    lesson: true,
    suggest: () => Promise.reject(new Error(t('learn-no-hints'))),
    changed: () => {},
  };

  /** Marks the control of the step's next action on the board (as a hint would). */
  function mark() {
    const view = holder.view; const c = shown;
    if (!view || !view.hint || !c || !c.expected.length || c.finished) return;
    view.hint({ ply: 0, seat: 0, action: c.expected[0], actions: c.expected, text: c.now ? c.now.say : '' });
  }

  /** @param {Coaching} c */
  function coachWith(c) {
    const newStep = !shown || shown.taken !== c.taken;
    if (newStep) stepAt = performance.now();
    shown = c;
    title.textContent = c.title;
    document.title = `coinop — ${c.title}`;
    progress.max = c.of; progress.value = c.finished ? c.of : c.step - 1;
    count.textContent = c.finished ? t('learn-complete') : t('learn-step', { step: c.step, of: c.of });
    done.textContent = c.last_done ? `✓ ${touchWords(c.last_done)}` : '';
    // The goal, until the first step is done.
    intro.textContent = c.taken === 0 && !c.finished ? touchWords(c.intro) : '';
    if (c.finished) {
      say.textContent = touchWords(c.outro || t('learn-outro'));
      why.textContent = '';
      end.hidden = false; end.style.display = '';
    } else {
      say.textContent = c.now ? touchWords(c.now.say) : '';
      why.textContent = c.now && c.now.why ? touchWords(c.now.why) : '';
      end.hidden = true; end.style.display = 'none';
    }
    if (newStep) {
      // A phone opens the fold by itself for the lesson's goal: read first, then "Got it"
      // shows the whole board; a long account of the last move shows its first lines.
      fold(false);
      longDone = done.scrollHeight > done.clientHeight + 2;
      // (A long account opened by itself covered the board the move had changed.)
      fold(!c.finished && c.taken === 0 && matchMedia('(max-width: 600px)').matches);
    }
    whyToggle.hidden = !intro.textContent && !why.textContent && !longDone;
    mark();
  }

  end.append(
    h('button', { class: 'primary', id: 'lesson-play', onclick: async () => {
      try {
        const all = await games();
        const g = all.find((x) => x.name === game);
        // One computer opponent, as in the lesson (Robotanks' default table of four made
        // a newcomer's first game three against one).
        const options = { ...(g ? g.default_options : {}) };
        if ('players' in options) options.players = 2;
        const players = 2;
        const res = await api('/api/tables', {
          game, options, seats: [{}, ...Array.from({ length: players - 1 }, () => ({ ai: 'easy' }))], clock_secs: 0, name: localStorage.getItem('coinop.name') || 'Guest',
        });
        if (res.token) tokens.set(res.id, { seat: res.seat, token: res.token, invites: res.invites });
        location.href = `/t/${res.id}`;
      } catch (e) { answer.textContent = humanError(e); }
    } }, t('learn-play-computer')),
    h('a', { href: `/rules/${game}` }, t('learn-read-rules')));

  boardFirst(store, holder);
  store.subscribe(async (change, detail) => {
    const st = store.state;
    if (change === 'reset' && st) {
      const release = store.hold();
      try {
        const ui = await gameModule(st.table.game);
        holder.ui = ui;
        boardBox.replaceChildren(); side.replaceChildren();
        const view = ui.createView({ board: boardBox, side }, ctx, st.you);
        holder.view = view;
        coach.classList.toggle('unclamped', !view.fit);
        if (view.setTable) view.setTable(st.table);
        if (view.setGlossary) view.setGlossary(st.glossary);
        if (view.recall) view.recall(st.steps);
        await view.show(st.observation, st.legal, null);
        log.reset(null);
        log.add(st.steps);
        if (next) coachWith(next);
      } finally {
        release();
      }
    }
    if (change === 'backlog') watching.hidden = !detail;
    if (change === 'step') {
      if (detail) log.add(detail);
      if (holder.view && holder.view.fit) holder.view.fit();
      if (next) coachWith(next);
    }
  });

  /** @param {number} taken */
  async function open(taken) {
    const msg = await api(`/api/lessons/${game}`, { taken });
    next = msg.lesson;
    store.receive(msg);
  }
  const from = Number(sessionStorage.getItem(key) || 0);
  try {
    await open(from);
  } catch (e) {
    // A lesson changed since this tab began it: from the start.
    try {
      if (!from) throw e;
      sessionStorage.removeItem(key); await open(0);
    } catch (e2) {
      app.replaceChildren(h('section', { class: 'panel', id: 'no-lesson' }, h('h1', {}, t('learn-none')),
        h('p', {}, humanError(e2)), h('p', {}, h('a', { href: '/' }, t('learn-back-to-lobby')))));
    }
  }
}

/** A lesson's words on a touch screen: a control is tapped, not clicked. @param {string} text */
function touchWords(text) {
  if (!matchMedia('(pointer: coarse)').matches) return text;
  return text.replace(/\bClick(ing|ed|s)?\b/g, (_, end) => `Tap${end === 'ing' ? 'ping' : end === 'ed' ? 'ped' : end || ''}`)
    .replace(/\bclick(ing|ed|s)?\b/g, (_, end) => `tap${end === 'ing' ? 'ping' : end === 'ed' ? 'ped' : end || ''}`);
}
