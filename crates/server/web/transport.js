// @ts-check
// A table's WebSocket: hello, requests matched to their answers by id, pings, and
// reconnecting after a loss (with a growing pause) until told to stop. It knows nothing
// of games or of the page: messages that answer no request go to `onMessage`.
import { Refused } from './dom.js';
import { lang, t } from './i18n.js';

export class Transport {
  /**
   * @param {string} tableId
   * @param {() => string | null} token the seat's secret, or null to watch (read at each connect)
   * @param {{ onMessage: (msg: any) => void, onStatus: (status: 'open' | 'lost' | 'closed') => void }} hooks
   */
  constructor(tableId, token, hooks) {
    this.url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/${tableId}`;
    this.token = token;
    this.hooks = hooks;
    /** @type {WebSocket | null} */
    this.ws = null;
    /** @type {Map<number, { resolve: (m: any) => void, reject: (e: Error) => void }>} */
    this.pending = new Map();
    this.nextId = 1;
    this.retry = 0;
    this.stopped = false;
    this.pinger = setInterval(() => { if (this.ws && this.ws.readyState === 1) this.ws.send('{"type":"ping"}'); }, 25000);
  }

  connect() {
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: 'hello', token: this.token(), lang }));
      this.hooks.onStatus('open');
    };
    ws.onmessage = (e) => {
      let msg;
      try { msg = JSON.parse(e.data); } catch (err) { console.error(err); return; }
      if (msg.id !== undefined && msg.id !== null && this.pending.has(msg.id)) {
        const p = this.pending.get(msg.id);
        this.pending.delete(msg.id);
        if (p) { if (msg.type === 'error') p.reject(new Refused(msg)); else p.resolve(msg); }
        return;
      }
      if (msg.type === 'state') this.retry = 0;
      try { this.hooks.onMessage(msg); } catch (err) { console.error(err); }
    };
    ws.onclose = () => {
      for (const p of this.pending.values()) p.reject(new Refused({ code: 'connection_lost', message: t('table-connection-lost-short') }));
      this.pending.clear();
      if (this.stopped) { this.hooks.onStatus('closed'); return; }
      this.hooks.onStatus('lost');
      this.retry = Math.min(this.retry + 1, 6);
      setTimeout(() => this.connect(), 250 * 2 ** this.retry);
    };
  }

  /**
   * Sends a request; resolves with its answer, rejects with a `Refused`.
   * @param {object} msg
   * @returns {Promise<any>}
   */
  request(msg) {
    return new Promise((resolve, reject) => {
      const ws = this.ws;
      if (!ws || ws.readyState !== 1) { reject(new Refused({ code: 'connection_lost', message: t('table-not-connected') })); return; }
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      ws.send(JSON.stringify({ ...msg, id }));
    });
  }

  /** No more reconnecting: the seat was given up, or its link is no longer valid. */
  stop() {
    this.stopped = true;
    clearInterval(this.pinger);
  }
}
