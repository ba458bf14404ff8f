// @ts-check
// The coinop browser client's entry: which page the address names. The pages are
// generic over games (lobby.js, table.js, replay.js); each game brings one module,
// `/assets/<game>.js`, named by the server's registry (`/api/games`).
import { lobbyPage } from './lobby.js';
import { tablePage } from './table.js';
import { replayPage } from './replay.js';
import { learnPage } from './learn.js';
import { accountPage, showAccount } from './account.js';
import { leaderboardPage, profilePage } from './ratings.js';
import { loadWords, translate, showLangSwitch } from './i18n.js';

const app = /** @type {HTMLElement} */ (document.getElementById('app'));

/** A table's id in a path: letters and digits. @param {string} path @param {string} prefix */
function idAfter(path, prefix) {
  if (!path.startsWith(prefix)) return null;
  const id = path.slice(prefix.length);
  return /^[A-Za-z0-9]+$/.test(id) ? id : null;
}

function route() {
  const path = location.pathname;
  const table = idAfter(path, '/t/');
  if (table) return tablePage(app, table);
  const replay = idAfter(path, '/replay/');
  if (replay) return replayPage(app, replay);
  const lesson = idAfter(path, '/learn/');
  if (lesson) return learnPage(app, lesson);
  if (path === '/account') return accountPage(app);
  const board = idAfter(path, '/ratings/');
  if (board) return leaderboardPage(app, board);
  if (path.startsWith('/players/')) {
    let name = '';
    try { name = decodeURIComponent(path.slice('/players/'.length)); } catch { /* a broken address: no player */ }
    return profilePage(app, name);
  }
  return lobbyPage(app);
}

await loadWords();
translate();
showLangSwitch();
route();
showAccount();
