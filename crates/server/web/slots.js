// @ts-check
// A message whose variables are drawn things (a name in its colour, a log's heading, a
// link): the message is formatted with a marker for each (`slot(i)`), then `fill` puts the
// nodes where the language put their markers — the whole sentence stays one message, its
// words in the language's order. And the lists the table page says: "A and B", "A, then B".
import { h } from './dom.js';
import { t, lang } from './i18n.js';

/** The marker of the `i`th node in a formatted message. @param {number} i */
export const slot = (i) => `\u0001${i}\u0002`;

/**
 * A formatted message with its markers replaced by their nodes (an array stands for its
 * items): what to append to an element.
 * @param {string} text @param {(string | Node | (string | Node)[])[]} nodes
 * @returns {(string | Node)[]}
 */
export function fill(text, nodes) {
  /** @type {(string | Node)[]} */
  const out = [];
  text.split(/\u0001(\d+)\u0002/).forEach((part, k) => {
    if (k % 2 === 0) { if (part) out.push(part); return; }
    const n = nodes[Number(part)];
    if (Array.isArray(n)) out.push(...n); else if (n !== undefined) out.push(n);
  });
  return out;
}

/**
 * Names in a list as the language says it ("Ann and Bob and Cy"; «Аня, Боря и Кира»),
 * each in a `bdi` (a name may be written right to left).
 * @param {(string | Node)[]} names
 * @returns {(string | Node)[]}
 */
export function andList(names) {
  const items = names.map((n) => (typeof n === 'string' ? h('bdi', { class: 'name' }, n) : n));
  if (items.length <= 1) return items;
  /** @type {(string | Node)[]} */
  let out = fill(t('table-list-last', { first: slot(0), last: slot(1) }), [items[items.length - 2], items[items.length - 1]]);
  for (let i = items.length - 3; i >= 0; i--) out = fill(t('table-list-more', { first: slot(0), rest: slot(1) }), [items[i], out]);
  return out;
}

/** Actions said one after another ("Advance 2, then Turn Left"). Where names are quoted
 * (not in English), an action named as its button is ("Стрелять по цели") goes on in lower
 * case mid-sentence («…, затем стрелять по цели»). @param {string[]} words */
export function thenList(words) {
  const mid = (/** @type {string} */ w) => (lang !== 'en' && /^\p{Lu}\p{Ll}/u.test(w) ? w[0].toLowerCase() + w.slice(1) : w);
  return words.length ? words.reduce((before, after) => t('table-then', { before, after: mid(after) })) : '';
}
