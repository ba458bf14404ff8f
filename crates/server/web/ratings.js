// @ts-check
// Ratings as people see them: a game's leaderboards (`/ratings/<game>`), two players and
// more, the computer levels among the people; and a player's profile
// (`/players/<name>`): ratings per game with their history drawn, games played and won,
// recent games with their replays.
import { h, humanError, fill, slot, Refused } from './dom.js';
import { api, games, gameTitle } from './site.js';
import { t, lang, date, number } from './i18n.js';

const SVG = 'http://www.w3.org/2000/svg';

/** "tanks:duel" in words. @param {string} format @param {Record<string, string>} titles */
function formatName(format, titles) {
  const [game, kind] = format.split(':');
  return t(kind === 'duel' ? 'ratings-format-duel' : 'ratings-format-multi', { game: titles[game] || game });
}

/** Ratings in the language's figures, ungrouped ("1523", "25.4" / «25,4»). */
const UNITS = new Intl.NumberFormat(lang, { useGrouping: false, maximumFractionDigits: 0 });
const TENTHS = new Intl.NumberFormat(lang, { useGrouping: false, minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** A rating as shown: Glicko-2's to the unit, Weng–Lin's to a tenth. @param {string} format @param {number} r */
const shown = (format, r) => (format.endsWith(':duel') ? UNITS.format(Math.round(r)) : TENTHS.format(r));

/** A day as the language writes it in figures ("1/5/2025", «05.01.2025»). @param {number} ms */
const day = (ms) => date(ms, { year: 'numeric', month: 'numeric', day: 'numeric' });

async function titlesOf() {
  /** @type {Record<string, string>} */
  const titles = {};
  for (const g of await games()) titles[g.name] = gameTitle(g.name, g.title);
  return titles;
}

/** A player's name, linked to their profile (not a computer level's). @param {{ name: string, computer: boolean }} r */
function playerLink(r) {
  return r.computer ? h('span', {}, r.name) : h('a', { href: `/players/${encodeURIComponent(r.name)}` }, h('bdi', {}, r.name));
}

/** @param {HTMLElement} app @param {string} game */
export async function leaderboardPage(app, game) {
  const titles = await titlesOf();
  document.title = t('ratings-page-title', { game: titles[game] || game });
  app.replaceChildren(h('div', { class: 'row table-head' }, h('a', { href: '/' }, t('site-back-to-lobby')), h('h1', {}, t('ratings-title', { game: titles[game] || game }))));
  try {
    const board = await api(`/api/ratings/${encodeURIComponent(game)}`);
    for (const [kind, rows] of [['duel', board.duel], ['multi', board.multi]]) {
      // No board of three and more where nobody is on it: a two-player game never has one.
      if (kind === 'multi' && !rows.length) continue;
      const format = `${game}:${kind}`;
      app.append(h('section', { class: 'panel', id: `board-${kind}` }, h('h2', {}, formatName(format, titles)),
        rows.length ? h('table', { class: 'list leaderboard' },
          h('tr', {}, h('th', {}, t('ratings-place')), h('th', {}, t('ratings-player')), h('th', {}, t('ratings-rating')), h('th', {}, t('ratings-games')), h('th', {}, t('ratings-won'))),
          ...rows.map((/** @type {any} */ r, /** @type {number} */ i) => h('tr', { class: r.computer ? 'computer' : '' },
            h('td', {}, number(i + 1)), h('td', {}, playerLink(r)),
            h('td', { title: t('ratings-deviation', { deviation: shown(format, 2 * r.deviation) }) }, shown(format, r.rating)),
            h('td', {}, number(r.games)), h('td', {}, number(r.wins)))))
          : h('p', { class: 'muted' }, t('ratings-none'))));
    }
    app.append(h('p', { class: 'muted' }, t('ratings-how')));
  } catch (e) {
    app.append(h('p', { class: 'error' }, humanError(e)));
  }
}

/** @param {HTMLElement} app @param {string} name */
export async function profilePage(app, name) {
  const titles = await titlesOf();
  document.title = `coinop — ${name}`;
  const title = h('h1', {}, h('bdi', {}, name));
  app.replaceChildren(h('div', { class: 'row table-head' }, h('a', { href: '/' }, t('site-back-to-lobby')), title));
  let p;
  try {
    p = await api(`/api/players/${encodeURIComponent(name)}`);
  } catch (e) {
    // This address's one `not_found`: nobody by that name.
    app.append(h('p', { class: 'error', id: 'no-player' }, e instanceof Refused && e.code === 'not_found' ? t('ratings-no-player', { name }) : humanError(e)));
    return;
  }
  title.replaceChildren(h('bdi', {}, p.name));
  app.append(h('p', { id: 'profile-facts' }, t('ratings-profile-facts', { since: day(p.since_ms), played: p.played, won: p.won })));
  const ratings = h('section', { class: 'panel', id: 'profile-ratings' }, h('h2', {}, t('ratings-heading')));
  if (!p.ratings.length) ratings.append(h('p', { class: 'muted' }, t('ratings-profile-none')));
  for (const r of p.ratings) {
    ratings.append(h('div', { class: 'profile-rating' },
      h('h3', {}, ...fill(t('ratings-profile-rating', { format: formatName(r.format, titles), rating: slot(0) }),
        h('a', { href: `/ratings/${r.format.split(':')[0]}` }, shown(r.format, r.rating))),
      h('span', { class: 'muted' }, ` ${t('ratings-profile-record', { deviation: shown(r.format, 2 * r.deviation), games: r.games, wins: r.wins })}`)),
      chart(r.format, r.history)));
  }
  const recent = h('section', { class: 'panel', id: 'profile-games' }, h('h2', {}, t('ratings-recent')),
    p.recent.length ? h('ul', { class: 'plain' }, ...p.recent.map((/** @type {any} */ g) => h('li', {},
      h('a', { href: g.finished ? `/replay/${g.table}` : `/t/${g.table}` }, t('ratings-game', { game: titles[g.game] || g.game, table: g.table })),
      ` — ${g.finished ? (g.won ? t('ratings-game-won') : t('ratings-game-lost')) : t('ratings-game-playing')}${g.rated ? ` · ${t('ratings-game-rated')}` : ''} · ${day(g.created_ms)}`)))
      : h('p', { class: 'muted' }, t('ratings-recent-none')));
  // The tables that wait for this player now, first: a friend sees whom a game waits for.
  const waiting = p.their_turn && p.their_turn.length
    ? h('section', { class: 'panel', id: 'profile-turns' }, h('h2', {}, t('ratings-waiting-for', { name: p.name })),
      h('ul', { class: 'plain' }, ...p.their_turn.map((/** @type {any} */ w) => h('li', {},
        h('a', { href: `/t/${w.table}` }, t('ratings-game', { game: titles[w.game] || w.game, table: w.table })), ` ${t('ratings-their-turn', { seat: w.seat + 1, name: p.name })}`))))
    : null;
  app.append(...(waiting ? [waiting] : []), ratings, recent);
}

/** A rating's history as a line, its 95% band shaded. @param {string} format @param {{ rating: number, deviation: number }[]} points */
function chart(format, points) {
  const w = 480; const hgt = 120; const pad = 24;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${w} ${hgt}`);
  svg.setAttribute('class', 'rating-chart');
  svg.setAttribute('role', 'img');
  const first = points[0]; const last = points[points.length - 1];
  svg.setAttribute('aria-label', points.length
    ? t('ratings-chart', { games: points.length, from: shown(format, first.rating), to: shown(format, last.rating) }) : t('ratings-chart-none'));
  if (points.length < 1) return svg;
  const lo = Math.min(...points.map((q) => q.rating - 2 * q.deviation));
  const hi = Math.max(...points.map((q) => q.rating + 2 * q.deviation));
  const x = (/** @type {number} */ i) => pad + (points.length === 1 ? (w - 2 * pad) / 2 : (i * (w - 2 * pad)) / (points.length - 1));
  const y = (/** @type {number} */ v) => hgt - pad / 2 - ((v - lo) / Math.max(1e-9, hi - lo)) * (hgt - pad);
  const band = document.createElementNS(SVG, 'path');
  const top = points.map((q, i) => `${x(i)},${y(q.rating + 2 * q.deviation)}`);
  const bottom = points.map((q, i) => `${x(i)},${y(q.rating - 2 * q.deviation)}`).reverse();
  band.setAttribute('d', `M${top.join('L')}L${bottom.join('L')}Z`);
  band.setAttribute('class', 'band');
  const line = document.createElementNS(SVG, 'polyline');
  line.setAttribute('points', points.map((q, i) => `${x(i)},${y(q.rating)}`).join(' '));
  line.setAttribute('class', 'line');
  svg.append(band, line);
  for (const [v, at] of [[hi, 10], [lo, hgt - 2]]) {
    const axis = document.createElementNS(SVG, 'text');
    axis.setAttribute('x', '2'); axis.setAttribute('y', String(at)); axis.setAttribute('class', 'axis');
    axis.textContent = shown(format, v);
    svg.append(axis);
  }
  return svg;
}
