// @ts-check
// Coaching, at the end of a game a person played: the server's `hard` player looks again
// at this seat's decisions, seeing only what the seat saw, and marks up to three where
// its own would clearly have done better — what was played, what it would have done (the
// game's words for both, as the list of choices says them), how the test games from
// each went — with the position to watch in the replay and "Try again from here", a new
// table against the computer from that position. Generic over games.
import { h, humanError } from './dom.js';
import { api, tokens } from './site.js';
import { lineText } from './log.js';
import { t } from './i18n.js';
import { slot, fill, thenList } from './slots.js';

/** @typedef {import('./types.js').Step} Step */

/**
 * A decision the computer would have taken otherwise.
 * @typedef {object} CoachMoment
 * @property {number} ply actions of the game before it
 * @property {string[]} played the actions as the list of choices names them
 * @property {string[]} better
 * @property {any[]} played_actions the same actions
 * @property {any[]} better_actions
 * @property {boolean} [played_goes_on] the line stops with the decision still open
 * @property {boolean} [better_goes_on]
 * @property {any} view what the seat saw then
 * @property {number} playouts
 * @property {number} played_won
 * @property {number} better_won
 */

/**
 * Where a seat's coaching stands, as the server answers.
 * @typedef {object} Coaching
 * @property {'thinking' | 'ready' | 'failed'} status
 * @property {number} [judged]
 * @property {number} [decisions]
 * @property {CoachMoment[]} [moments]
 * @property {string} [message]
 */

/** How often to ask while the computer is still looking, and for how long at most. */
const POLL_MS = 2000;
const POLL_MOST = 180;

/** The heading of the round or turn a decision was taken in, from the story's marks
 * (the game's own words), or null if the story shown does not reach back to it.
 * @param {Step[]} steps @param {number} ply */
export function whereIn(steps, ply) {
  /** @type {string | null} */
  let where = null;
  for (const st of steps) {
    if (st.ply > ply) break;
    for (const t of st.told || []) if (t.mark && t.mark.mark === 'round') where = lineText(t.mark.heading);
  }
  return where;
}

/**
 * Says a decision in the game's own words, as its hint would (a view of the position then,
 * off screen): the actions' words, or null to keep the list of choices' names.
 * @typedef {(m: CoachMoment, actions: any[], texts: string[]) => Promise<string[] | null>} DecisionWords
 */

/** The coaching panel of a finished table, for the seat this browser holds there. */
export class CoachPanel {
  /** @param {string} id the table @param {() => Step[] | null} story the whole story, when the page has it
   * @param {DecisionWords} words */
  constructor(id, story, words) {
    this.id = id; this.story = story; this.words = words;
    this.box = h('section', { class: 'coaching', id: 'coaching', 'aria-live': 'polite' });
    /** @type {Coaching | null} */
    this.coaching = null;
    this.asked = 0;
    this.started = false;
  }

  /** The panel, its coaching asked for the first time it is shown. */
  node() {
    if (!this.started) { this.started = true; this.ask(); }
    return this.box;
  }

  async ask() {
    const saved = tokens.get(this.id);
    if (!saved) { this.box.hidden = true; return; }
    this.asked++;
    try {
      this.coaching = await api(`/api/tables/${this.id}/coaching`, { token: saved.token });
      this.draw();
      if (this.coaching && this.coaching.status === 'thinking' && this.asked < POLL_MOST) setTimeout(() => this.ask(), POLL_MS);
    } catch (e) {
      this.box.replaceChildren(h('p', { class: 'error' }, t('coach-error', { error: humanError(e) })));
    }
  }

  draw() {
    const c = this.coaching;
    if (!c) return;
    const head = h('h3', {}, t('coach-heading'));
    if (c.status === 'thinking') {
      const looking = c.decisions ? t('coach-thinking-counted', { judged: c.judged || 0, decisions: c.decisions }) : t('coach-thinking');
      this.box.replaceChildren(head, h('p', { class: 'muted', id: 'coaching-status' }, looking));
      return;
    }
    if (c.status === 'failed') {
      this.box.replaceChildren(head, h('p', { class: 'muted', id: 'coaching-status' }, t('coach-failed', { message: c.message || '' })));
      return;
    }
    const moments = c.moments || [];
    const intro = t('coach-looked', {
      judged: c.judged || 0, decisions: c.decisions || 0,
      all: c.judged === c.decisions ? 'yes' : 'no', found: moments.length ? 'yes' : 'no',
    });
    const steps = this.story();
    const list = h('ol', { class: 'coach-moments' }, ...moments.map((m, i) => {
      const where = steps ? whereIn(steps, m.ply) : null;
      const tried = h('span', { class: 'muted' });
      // A line that stops on luck or a draw (a shot's dice, an exchange) was to go on once
      // that was seen: said, or it reads as a whole decision with a part missing.
      /** @param {string[]} w @param {boolean | undefined} goesOn @param {'you' | 'it'} who */
      const line = (w, goesOn, who) => (goesOn ? t('coach-goes-on', { line: thenList(w), who }) : thenList(w));
      const played = h('em', {}, line(m.played, m.played_goes_on, 'you'));
      const better = h('em', { class: 'coach-better' }, line(m.better, m.better_goes_on, 'it'));
      // In the game's words, once a view of the position has said them.
      this.words(m, m.played_actions, m.played).then((w) => { if (w) played.textContent = line(w, m.played_goes_on, 'you'); }).catch(() => {});
      this.words(m, m.better_actions, m.better).then((w) => { if (w) better.textContent = line(w, m.better_goes_on, 'it'); }).catch(() => {});
      return h('li', { class: 'coach-moment', 'data-ply': String(m.ply) },
        ...fill(t('coach-where', { where: slot(0) }), [h('strong', {}, where || t('coach-action', { n: String(m.ply + 1) }))]), ' ',
        h('span', {}, ...fill(t('coach-you', { line: slot(0) }), [played]), ' '),
        h('span', {}, ...fill(t('coach-computer', { line: slot(0) }), [better]), ' '),
        h('span', { class: 'muted' }, t('coach-playouts', { playouts: m.playouts, better: m.better_won, played: m.played_won })),
        h('div', { class: 'row' },
          h('a', { class: 'button', href: `/replay/${this.id}#ply=${m.ply}`, id: `coach-watch-${i}` }, t('coach-see')),
          h('button', { class: 'primary', id: `coach-try-${i}`, onclick: () => this.tryAgain(m.ply, tried) }, t('coach-try-again')),
          tried));
    }));
    this.box.replaceChildren(head, h('p', { class: 'muted', id: 'coaching-status' }, intro), ...(moments.length ? [list] : []));
  }

  /** A new table from the position before a decision, this seat kept and the computer
   * in the others. @param {number} ply @param {HTMLElement} said */
  async tryAgain(ply, said) {
    const saved = tokens.get(this.id);
    if (!saved) return;
    said.textContent = t('coach-setting-table');
    try {
      const t = await api(`/api/tables/${this.id}/try-again`, { token: saved.token, ply });
      tokens.set(t.id, { seat: t.seat, token: t.token });
      location.href = `/t/${t.id}`;
    } catch (e) { said.textContent = humanError(e); }
  }
}
