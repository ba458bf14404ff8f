// What every browser test file needs: the coinop binary serving a fresh database on a
// free port, and a headless Chromium. Screenshots go to $COINOP_ARTIFACTS.
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import net from 'node:net';
import { chromium } from 'playwright-core';

export const BIN = process.env.COINOP_BIN || resolve('../../target/debug/coinop');
export const ARTIFACTS = process.env.COINOP_ARTIFACTS || resolve('../../target/browser-artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

/** A database file in a fresh temporary folder. */
export function tempDb(prefix) {
  return join(mkdtempSync(join(tmpdir(), prefix)), 'coinop.db');
}

export function freePort() {
  return new Promise((res) => { const s = net.createServer(); s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => res(p)); }); });
}

/** `coinop serve` on `port` and `db`; resolves once it listens: { proc, url }. */
export function startServer(port, db) {
  return new Promise((res, rej) => {
    const proc = spawn(BIN, ['serve', '--addr', `127.0.0.1:${port}`, '--db', db], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (d) => { out += d; const m = out.match(/listening on (http:\/\/\S+)\//); if (m) res({ proc, url: m[1] }); });
    proc.on('exit', (code) => rej(new Error(`server exited (${code}): ${out}`)));
  });
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A server on a fresh database and a browser, for one test file. */
export async function openSite(prefix) {
  const server = await startServer(await freePort(), tempDb(prefix));
  return { server, browser: await launchBrowser() };
}

export async function closeSite(server, browser) {
  if (browser) await browser.close();
  if (server) server.proc.kill('SIGKILL');
}
