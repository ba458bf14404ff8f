// Accounts in the browser: a guest plays, makes an account from the header's "Sign in",
// adds the guest's table to it, and finds it again signed in on another device (a fresh
// browser context); the header names who is signed in; signing out everywhere signs the
// other device out too. Screenshots go to $COINOP_ARTIFACTS.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, openSite, closeSite } from './harness.mjs';

let browser; let server; let base;
before(async () => { ({ server, browser } = await openSite('coinop-accounts-')); base = server.url; });
after(() => closeSite(server, browser));

async function device() {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.errors = errors;
  return page;
}

test('a guest makes an account, keeps the table played as a guest, and finds it on another device', async () => {
  const laptop = await device();
  // As a guest: a table against the computer from the lobby's API, its seat kept by the browser.
  await laptop.goto(base);
  const made = await laptop.evaluate(async () => {
    const r = await fetch('/api/tables', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'skirmish', seats: [{}, { ai: 'easy' }], name: 'Guest' }) });
    const t = await r.json();
    const all = JSON.parse(localStorage.getItem('coinop.seats') || '{}');
    all[t.id] = { seat: t.seat, token: t.token };
    localStorage.setItem('coinop.seats', JSON.stringify(all));
    return t;
  });
  await laptop.reload();
  await laptop.waitForFunction(() => document.querySelector('#account-link')?.textContent === 'Sign in');
  await laptop.click('#account-link');
  await laptop.waitForURL(`${base}/account`);
  await laptop.fill('#account-name', 'Nora');
  await laptop.fill('#account-password', 'correct horse');
  await laptop.click('#sign-up');
  await laptop.waitForSelector('#claim');
  await laptop.screenshot({ path: join(ARTIFACTS, 'account-claim.png') });
  assert.match(await laptop.textContent('#account-tables'), /a seat played as a guest/);
  await laptop.click('#claim');
  await laptop.waitForFunction((id) => document.querySelector('#account-tables')?.textContent.includes(id), made.id);
  assert.equal(await laptop.textContent('#account-link'), 'Nora');
  // The cookie is not for scripts.
  assert.equal(await laptop.evaluate(() => document.cookie.includes('coinop_session')), false);

  // Another device: nothing in its storage; signing in brings the table and its seat.
  const phone = await device();
  await phone.goto(`${base}/account`);
  await phone.fill('#account-name', 'nora');
  await phone.fill('#account-password', 'correct horse');
  await phone.click('#sign-in');
  await phone.waitForFunction((id) => document.querySelector('#account-tables')?.textContent.includes(id), made.id);
  assert.equal(await phone.evaluate((id) => JSON.parse(localStorage.getItem('coinop.seats') || '{}')[id]?.token, made.id), made.token);
  await phone.click(`#account-tables a[href="/t/${made.id}"]`);
  await phone.waitForSelector('#board');
  await phone.waitForSelector('#controls');
  assert.doesNotMatch(await phone.textContent('#app'), /watching as a spectator/i, 'seated, not watching');
  await phone.screenshot({ path: join(ARTIFACTS, 'account-other-device-table.png') });

  // A wrong password says so in the form, and nothing else.
  const stranger = await device();
  await stranger.goto(`${base}/account`);
  await stranger.fill('#account-name', 'Nora');
  await stranger.fill('#account-password', 'wrong horse');
  await stranger.click('#sign-in');
  await stranger.waitForFunction(() => /\S/.test(document.querySelector('#account-error')?.textContent || ''));
  assert.equal(await stranger.textContent('#account-error'), 'Wrong name or password.');

  // Signing out everywhere from the laptop signs the phone out as well.
  await laptop.click('#sign-out-everywhere');
  await laptop.waitForURL(`${base}/`);
  await laptop.waitForFunction(() => document.querySelector('#account-link')?.textContent === 'Sign in');
  await phone.goto(`${base}/`);
  await phone.waitForFunction(() => document.querySelector('#account-link')?.textContent === 'Sign in');
  // The phone still keeps the seat's secret, but the seat is the account's: signed out,
  // it plays it no more, and says why.
  await phone.goto(`${base}/t/${made.id}`);
  await phone.waitForFunction(() => /sign in as it/i.test(document.querySelector('#app')?.textContent || ''), null, { timeout: 15000 });
  await phone.screenshot({ path: join(ARTIFACTS, 'account-signed-out-seat.png') });
  for (const p of [laptop, phone, stranger]) {
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test('rated tables: only for the signed in, refused to a guest, listed on the profile; the leaderboards say how ratings are made', async () => {
  const guest = await device();
  await guest.goto(base);
  await guest.waitForSelector('#rated');
  assert.equal(await guest.isDisabled('#rated'), true, 'a guest cannot make a rated table');
  const refused = await guest.evaluate(async () => (await fetch('/api/tables', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'skirmish', seats: [{}, {}], rated: true, name: 'G' }) })).json());
  assert.match(refused.error, /sign in to create a rated table/);

  const ola = await device();
  await ola.goto(`${base}/account`);
  await ola.fill('#account-name', 'Ola');
  await ola.fill('#account-password', 'correct horse');
  await ola.click('#sign-up');
  await ola.waitForSelector('#account-actions');
  await ola.goto(`${base}/?game=skirmish`);
  await ola.waitForFunction(() => document.querySelector('#rated') && !document.querySelector('#rated').disabled);
  await ola.check('#rated');
  // Ola, and a friend's seat (invited).
  const seats = ola.locator('#new-table select');
  if (await seats.count() >= 2) await seats.nth(1).selectOption('person').catch(() => {});
  await ola.click('#create');
  await ola.waitForURL(/\/t\/[a-z0-9]+$/);
  const table = ola.url().split('/t/')[1];
  // A guest may not take the friend's seat at a rated table.
  const joined = await guest.evaluate(async (id) => (await fetch(`/api/tables/${id}/join`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'G' }) })).json(), table);
  assert.match(joined.error || '', /rated: sign in/, JSON.stringify(joined));
  // The profile lists the game, rated; the name in the URL may be any case.
  await ola.goto(`${base}/players/ola`);
  await ola.waitForSelector('#profile-games li');
  assert.match(await ola.textContent('#profile-games'), /playing · rated/);
  assert.match(await ola.textContent('h1'), /Ola/);
  await ola.screenshot({ path: join(ARTIFACTS, 'profile.png') });
  await ola.goto(`${base}/ratings/skirmish`);
  await ola.waitForSelector('#board-duel');
  assert.match(await ola.textContent('#app'), /Glicko-2/);
  await ola.screenshot({ path: join(ARTIFACTS, 'leaderboard.png') });
  await guest.goto(`${base}/players/${encodeURIComponent('no such one')}`);
  await guest.waitForSelector('#no-player');
  for (const p of [guest, ola]) {
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test('chat: a seat and a signed-in spectator talk at a table, a guest spectator only reads, a name can be muted; the lobby chats', async () => {
  const ann = await device();
  await ann.goto(base);
  const t = await ann.evaluate(async () => {
    const r = await fetch('/api/tables', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'tanks', seats: [{}, { ai: 'easy' }], name: 'Ann' }) });
    const t = await r.json();
    const all = JSON.parse(localStorage.getItem('coinop.seats') || '{}');
    all[t.id] = { seat: t.seat, token: t.token };
    localStorage.setItem('coinop.seats', JSON.stringify(all));
    return t;
  });
  await ann.goto(`${base}/t/${t.id}`);
  await ann.waitForSelector('#chat-input:not([disabled])');
  const pia = await device();
  await pia.goto(`${base}/account`);
  await pia.fill('#account-name', 'Pia');
  await pia.fill('#account-password', 'correct horse');
  await pia.click('#sign-up');
  await pia.waitForSelector('#account-actions');
  await pia.goto(`${base}/t/${t.id}`);
  await pia.waitForSelector('#chat-input:not([disabled])');
  const guest = await device();
  await guest.goto(`${base}/t/${t.id}`);
  await guest.waitForFunction(() => /Sign in to chat/.test(document.querySelector('#chat-note')?.textContent || ''));
  assert.equal(await guest.isDisabled('#chat-input'), true);

  await ann.fill('#chat-input', 'good luck <b>all</b>');
  await ann.press('#chat-input', 'Enter');
  for (const p of [ann, pia, guest]) await p.waitForFunction(() => /good luck <b>all<\/b>/.test(document.querySelector('#chat-lines')?.textContent || ''));
  assert.equal(await pia.locator('#chat-lines b').count(), 0, 'shown as text, never as markup');
  await pia.fill('#chat-input', 'thanks from the stands');
  await pia.click('#chat-send');
  await ann.waitForFunction(() => /Pia: thanks from the stands/.test(document.querySelector('#chat-lines')?.textContent || ''));
  await ann.screenshot({ path: join(ARTIFACTS, 'chat-table.png') });
  // Ann mutes Pia: her lines go from Ann's page only.
  await ann.click('#chat-lines button[aria-label="Mute Pia"]');
  await ann.waitForFunction(() => !/thanks from the stands/.test(document.querySelector('#chat-lines')?.textContent || ''));
  assert.match(await ann.textContent('#chat'), /Muted: Pia/);
  assert.match(await guest.textContent('#chat-lines'), /thanks from the stands/);
  await ann.click('button[aria-label="Unmute Pia"]');
  await ann.waitForFunction(() => /thanks from the stands/.test(document.querySelector('#chat-lines')?.textContent || ''));

  // The lobby: Pia speaks, a guest reads (and may not speak).
  await pia.goto(base);
  await pia.waitForSelector('#lobby-chat-input:not([disabled])');
  await pia.fill('#lobby-chat-input', 'anyone for a game?');
  await pia.press('#lobby-chat-input', 'Enter');
  await guest.goto(base);
  await guest.waitForFunction(() => /anyone for a game\?/.test(document.querySelector('#lobby-chat-lines')?.textContent || ''), null, { timeout: 15000 });
  assert.equal(await guest.isDisabled('#lobby-chat-input'), true);
  for (const p of [ann, pia, guest]) {
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

/** A browser profile with a virtual authenticator of its own (a phone's screen lock, say),
 * on `localhost`: a browser offers passkeys only to a secure context, and plain http is
 * one on localhost alone. */
async function deviceWithPasskeys() {
  const page = await device();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return page;
}

test('passkeys: an account made with a passkey alone signs in with it, another adds one to its password, and deleting forgets them', async () => {
  const local = base.replace('127.0.0.1', 'localhost');
  // At an address passkeys cannot work on (not the server's passkey host), none are offered.
  const plain = await device();
  await plain.goto(`${base}/account`);
  await plain.waitForSelector('#sign-in-form');
  assert.equal(await plain.locator('#passkey-ways').count(), 0);

  const kai = await deviceWithPasskeys();
  await kai.goto(`${local}/account`);
  await kai.waitForSelector('#passkey-ways');
  await kai.screenshot({ path: join(ARTIFACTS, 'passkey-sign-in-form.png') });
  await kai.fill('#account-name', 'Kai');
  await kai.click('#passkey-sign-up');
  await kai.waitForFunction(() => document.querySelector('#account-title')?.textContent === 'Signed in as Kai');
  assert.match(await kai.textContent('#passkey-list'), /Passkey 1 · added/);
  assert.equal(await kai.locator('#delete-password').count(), 0, 'an account made with a passkey has no password to give');
  await kai.screenshot({ path: join(ARTIFACTS, 'passkey-account.png') });
  // Its only way in is not removed (asked first, then refused, said in the panel).
  kai.once('dialog', (d) => d.accept());
  await kai.click('#passkey-list button[data-passkey]');
  await kai.waitForFunction(() => /only way in/.test(document.querySelector('#passkey-said')?.textContent || ''));
  // Signed out, the passkey signs Kai in again, no name typed.
  await kai.click('#sign-out');
  await kai.waitForURL(`${local}/`);
  await kai.goto(`${local}/account`);
  await kai.click('#passkey-sign-in');
  await kai.waitForFunction(() => document.querySelector('#account-title')?.textContent === 'Signed in as Kai');
  assert.equal(await kai.textContent('#account-link'), 'Kai');

  // A password account adds a passkey, then signs in with it on the same device.
  const lea = await deviceWithPasskeys();
  await lea.goto(`${local}/account`);
  await lea.fill('#account-name', 'Lea');
  await lea.fill('#account-password', 'correct horse');
  await lea.click('#sign-up');
  await lea.waitForSelector('#passkey-add');
  assert.match(await lea.textContent('#passkey-list'), /No passkeys yet/);
  await lea.click('#passkey-add');
  await lea.waitForFunction(() => /Passkey 1 · added/.test(document.querySelector('#passkey-list')?.textContent || ''));
  await lea.click('#sign-out');
  await lea.waitForURL(`${local}/`);
  await lea.goto(`${local}/account`);
  await lea.click('#passkey-sign-in');
  await lea.waitForFunction(() => document.querySelector('#account-title')?.textContent === 'Signed in as Lea');

  // Kai deletes the account, confirmed with the passkey; the device still holds the key,
  // and it opens nothing now.
  await kai.click('#delete-account summary');
  await kai.click('#delete-with-passkey');
  await kai.waitForURL(`${local}/`);
  await kai.waitForFunction(() => document.querySelector('#account-link')?.textContent === 'Sign in');
  await kai.goto(`${local}/account`);
  await kai.click('#passkey-sign-in');
  await kai.waitForFunction(() => /\S/.test(document.querySelector('#account-error')?.textContent || ''));
  assert.equal(await kai.textContent('#account-error'), 'This passkey does not open an account here.');
  for (const p of [plain, kai, lea]) {
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});
