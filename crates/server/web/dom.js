// The one DOM helper: h('div', {class: 'x', onclick: f}, child, …).
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else if (k === 'class') el.className = v;
    else el.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** An error from the server in a player's words (the engine's are for developers). */
export function humanError(message) {
  const m = String(message || '');
  if (/not seat \d+'s decision|not your turn/.test(m)) return 'It is not your turn to decide that now.';
  if (/game is over/.test(m)) return 'The game is over.';
  if (/connection lost|not connected/.test(m)) return 'The connection was lost; reconnecting…';
  if (/too many|rate/.test(m)) return 'Too many requests at once; wait a moment.';
  const t = m.replace(/^(illegal action|malformed action):\s*/, '').replace(/^"[^"]*":\s*/, '');
  return t ? t[0].toUpperCase() + t.slice(1) + (/[.!?]$/.test(t) ? '' : '.') : 'Something went wrong.';
}
