// @ts-check
// A document of the site — a game's rules, its rulings: the text is the page's own, in
// its language, and reads without script. The header is the site's (index.html's, put in
// by the server); here it comes alive as on every page: its words, the language switch
// (which reloads the page, the server serving it in the language chosen) and the
// account's name.
import { loadWords, translate, showLangSwitch } from './i18n.js';
import { showAccount } from './account.js';

await loadWords();
const header = document.querySelector('header.top');
if (header) translate(header);
showLangSwitch();
showAccount();
