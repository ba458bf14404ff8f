// @ts-check
// Ratings as people see them: a game's leaderboards (`/ratings/<game>`), two players and
// more, the computer levels among the people; and a player's profile
// (`/players/<name>`): ratings per game with their history drawn, games played and won,
// recent games with their replays.
import { h, humanError } from './dom.js';
import { api, games } from './site.js';

const SVG = 'http://www.w3.org/2000/svg';

/** "tanks:duel" in words. @param {string} format @param {Record<string, string>} titles */
function formatName(format, titles) {
  const [game, kind] = format.split(':');
  return `${titles[game] || game} — ${kind === 'duel' ? 'two players' : 'three or more'}`;
}

/** A rating as shown: Glicko-2's to the unit, Weng–Lin's to a tenth. @param {string} format @param {number} r */
const shown = (format, r) => (format.endsWith(':duel') ? Math.round(r).toString() : r.toFixed(1));

async function titlesOf() {
  /** @type {Record<string, string>} */
  const titles = {};
  for (const g of await games()) titles[g.name] = g.title;
  return titles;
}

/** A player's name, linked to their profile (not a computer level's). @param {{ name: string, computer: boolean }} r */
function playerLink(r) {
  return r.computer ? h('span', {}, r.name) : h('a', { href: `/players/${encodeURIComponent(r.name)}` }, h('bdi', {}, r.name));
}

/** @param {HTMLElement} app @param {string} game */
export async function leaderboardPage(app, game) {
  const titles = await titlesOf();
  document.title = `coinop — ${titles[game] || game} ratings`;
  app.replaceChildren(h('div', { class: 'row table-head' }, h('a', { href: '/' }, '← Lobby'), h('h1', {}, `${titles[game] || game}: ratings`)));
  try {
    const board = await api(`/api/ratings/${encodeURIComponent(game)}`);
    for (const [kind, rows] of [['duel', board.duel], ['multi', board.multi]]) {
      const format = `${game}:${kind}`;
      app.append(h('section', { class: 'panel', id: `board-${kind}` }, h('h2', {}, formatName(format, titles)),
        rows.length ? h('table', { class: 'list leaderboard' },
          h('tr', {}, h('th', {}, '#'), h('th', {}, 'Player'), h('th', {}, 'Rating'), h('th', {}, 'Games'), h('th', {}, 'Won')),
          ...rows.map((/** @type {any} */ r, /** @type {number} */ i) => h('tr', { class: r.computer ? 'computer' : '' },
            h('td', {}, String(i + 1)), h('td', {}, playerLink(r)),
            h('td', { title: `± ${shown(format, 2 * r.deviation)} (95%)` }, shown(format, r.rating)),
            h('td', {}, String(r.games)), h('td', {}, String(r.wins)))))
          : h('p', { class: 'muted' }, 'No rated games yet. A table created as rated, by people signed in, counts here when it ends.')));
    }
    app.append(h('p', { class: 'muted' }, 'Two players: Glicko-2, from 1500. Three or more: Weng–Lin (OpenSkill), from 25. The computer levels are rated by the rated games played against them. A player whose clock ran out and who never came back counts as last.'));
  } catch (e) {
    app.append(h('p', { class: 'error' }, humanError(e)));
  }
}

/** @param {HTMLElement} app @param {string} name */
export async function profilePage(app, name) {
  const titles = await titlesOf();
  document.title = `coinop — ${name}`;
  const title = h('h1', {}, h('bdi', {}, name));
  app.replaceChildren(h('div', { class: 'row table-head' }, h('a', { href: '/' }, '← Lobby'), title));
  let p;
  try {
    p = await api(`/api/players/${encodeURIComponent(name)}`);
  } catch (e) {
    app.append(h('p', { class: 'error', id: 'no-player' }, humanError(e)));
    return;
  }
  title.replaceChildren(h('bdi', {}, p.name));
  app.append(h('p', { id: 'profile-facts' }, `Playing since ${new Date(p.since_ms).toLocaleDateString()} · ${p.played} ${p.played === 1 ? 'game' : 'games'} finished, ${p.won} won.`));
  const ratings = h('section', { class: 'panel', id: 'profile-ratings' }, h('h2', {}, 'Ratings'));
  if (!p.ratings.length) ratings.append(h('p', { class: 'muted' }, 'No rated game yet.'));
  for (const r of p.ratings) {
    ratings.append(h('div', { class: 'profile-rating' },
      h('h3', {}, `${formatName(r.format, titles)}: `, h('a', { href: `/ratings/${r.format.split(':')[0]}` }, shown(r.format, r.rating)),
        h('span', { class: 'muted' }, ` ± ${shown(r.format, 2 * r.deviation)} · ${r.games} ${r.games === 1 ? 'game' : 'games'}, ${r.wins} won`)),
      chart(r.format, r.history)));
  }
  const recent = h('section', { class: 'panel', id: 'profile-games' }, h('h2', {}, 'Recent games'),
    p.recent.length ? h('ul', { class: 'plain' }, ...p.recent.map((/** @type {any} */ g) => h('li', {},
      h('a', { href: g.finished ? `/replay/${g.table}` : `/t/${g.table}` }, `${titles[g.game] || g.game} · ${g.table}`),
      ` — ${g.finished ? (g.won ? 'won' : 'lost') : 'playing'}${g.rated ? ' · rated' : ''} · ${new Date(g.created_ms).toLocaleDateString()}`)))
      : h('p', { class: 'muted' }, 'None yet.'));
  // The tables that wait for this player now, first: a friend sees whom a game waits for.
  const waiting = p.their_turn && p.their_turn.length
    ? h('section', { class: 'panel', id: 'profile-turns' }, h('h2', {}, `Waiting for ${p.name}`),
      h('ul', { class: 'plain' }, ...p.their_turn.map((/** @type {any} */ t) => h('li', {},
        h('a', { href: `/t/${t.table}` }, `${titles[t.game] || t.game} · ${t.table}`), ` — seat ${t.seat + 1}, ${p.name}'s turn`))))
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
  svg.setAttribute('aria-label', points.length ? `Rating over ${points.length} games, from ${shown(format, first.rating)} to ${shown(format, last.rating)}` : 'No games yet');
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
    const t = document.createElementNS(SVG, 'text');
    t.setAttribute('x', '2'); t.setAttribute('y', String(at)); t.setAttribute('class', 'axis');
    t.textContent = shown(format, v);
    svg.append(t);
  }
  return svg;
}
