// The site in the reader's language (issue 27): a browser asking for Russian gets the
// page in Russian; the header's switch changes it, and the choice stays after a reload
// (a cookie); signed in, the choice is kept on the account, and another device signing
// in to it gets the site in that language. Screenshots go to $COINOP_ARTIFACTS (lang-*.png).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ARTIFACTS, openSite, closeSite } from './harness.mjs';

let browser; let server; let base;
before(async () => { ({ server, browser } = await openSite('coinop-lang-')); base = server.url; });
after(() => closeSite(server, browser));

/** A browser whose language is `locale` (its Accept-Language). */
async function device(locale) {
  const context = await browser.newContext({ locale, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  return page;
}

const lobbyHeading = (page) => page.waitForSelector('h1').then(() => page.textContent('h1'));

test('a browser asking for Russian gets the lobby in Russian', async () => {
  const page = await device('ru-RU');
  await page.goto(`${base}/`);
  await page.waitForSelector('#create');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
  assert.equal(await lobbyHeading(page), 'Выберите игру');
  assert.equal(await page.textContent('#create'), 'Создать стол');
  assert.equal(await page.textContent('#card-title-tanks'), 'Танчики');
  assert.equal(await page.textContent('#account-link'), 'Войти');
  assert.equal(await page.textContent('.rules-link'), 'Правила');
  assert.equal(await page.getAttribute('.rules-link', 'href'), '/rules/tanks');
  assert.equal(await page.inputValue('#lang'), 'ru');
  await page.screenshot({ path: join(ARTIFACTS, 'lang-lobby-ru.png') });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the header\'s switch shows the page in English, and it stays English after a reload', async () => {
  const page = await device('ru-RU');
  await page.goto(`${base}/`);
  await page.waitForSelector('#create');
  await Promise.all([page.waitForNavigation(), page.selectOption('#lang', 'en')]);
  await page.waitForSelector('#create');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await lobbyHeading(page), 'Choose a game');
  assert.equal(await page.textContent('#create'), 'Create table');
  await page.reload();
  await page.waitForSelector('#create');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await lobbyHeading(page), 'Choose a game');
  assert.equal(await page.inputValue('#lang'), 'en');
  // And back to Russian.
  await Promise.all([page.waitForNavigation(), page.selectOption('#lang', 'ru')]);
  await page.waitForSelector('#create');
  assert.equal(await lobbyHeading(page), 'Выберите игру');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the rules and rulings pages have the site\'s header: back to the lobby, and the switch shows them in the other language', async () => {
  const page = await device('ru-RU');
  for (const path of ['/rules/skirmish', '/rulings/skirmish']) {
    await page.goto(`${base}${path}`);
    await page.waitForSelector('#lang');
    assert.equal(await page.getAttribute('header.top .brand', 'href'), '/');
    assert.equal(await page.textContent('#account-link'), 'Войти');
    assert.equal(await page.getAttribute('.rules-link', 'href'), '/rules/skirmish');
    assert.equal(await page.getAttribute('.rules-link', 'target'), null, 'the Rules link opens here');
    assert.equal(await page.inputValue('#lang'), 'ru');
    const russian = await page.textContent('h1');
    await page.screenshot({ path: join(ARTIFACTS, `lang-doc-ru${path.replace(/\//g, '-')}.png`) });
    await Promise.all([page.waitForNavigation(), page.selectOption('#lang', 'en')]);
    await page.waitForSelector('#lang');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.notEqual(await page.textContent('h1'), russian, `${path}: the document in English`);
    assert.equal(await page.textContent('#account-link'), 'Sign in');
    await Promise.all([page.waitForNavigation(), page.selectOption('#lang', 'ru')]);
    await page.waitForSelector('#lang');
    assert.equal(await page.textContent('h1'), russian);
  }
  // Printed, the document alone.
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.isVisible('header.top'), false);
  assert.deepEqual(page.errors, []);
  await page.context().close();
  // Without script: the header is there, in the reader's language, and the text whole.
  const context = await browser.newContext({ locale: 'ru-RU', javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(`${base}/rules/tanks`);
  assert.equal(await plain.textContent('.rules-link'), 'Правила');
  assert.match(await plain.textContent('h1'), /Танчики/);
  await context.close();
});

test('signed in, the choice is kept on the account: another device signing in gets the site in it', async () => {
  const laptop = await device('ru-RU');
  await laptop.goto(`${base}/account`);
  await laptop.fill('#account-name', 'Vera');
  await laptop.fill('#account-password', 'correct horse');
  await laptop.click('#sign-up');
  await laptop.waitForSelector('#account-actions');
  assert.equal(await laptop.textContent('#account-title'), 'Вы вошли как Vera');
  // The switch, signed in: the choice goes to the account too.
  const stored = laptop.waitForResponse((r) => r.url().endsWith('/api/account/lang'));
  await Promise.all([laptop.waitForNavigation(), laptop.selectOption('#lang', 'en')]);
  const asked = await stored;
  assert.ok(asked.ok());
  assert.deepEqual(asked.request().postDataJSON(), { lang: 'en' });
  await laptop.waitForSelector('#account-actions');
  assert.equal(await laptop.textContent('#account-title'), 'Signed in as Vera');

  // Another device, its browser in Russian: signing in brings the account's English.
  const phone = await device('ru-RU');
  await phone.goto(`${base}/account`);
  await phone.waitForSelector('#sign-in-form');
  assert.equal(await phone.evaluate(() => document.documentElement.lang), 'ru');
  await phone.fill('#account-name', 'Vera');
  await phone.fill('#account-password', 'correct horse');
  await phone.click('#sign-in');
  await phone.waitForFunction(() => document.documentElement.lang === 'en' && document.querySelector('#account-title')?.textContent === 'Signed in as Vera');
  await phone.goto(`${base}/`);
  await phone.waitForSelector('#create');
  assert.equal(await lobbyHeading(phone), 'Choose a game');
  await phone.screenshot({ path: join(ARTIFACTS, 'lang-signed-in-other-device.png') });
  for (const p of [laptop, phone]) {
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test('a page in Russian says the server\'s refusals in Russian: a wrong password, a name taken, a name like a seat\'s', async () => {
  // An account another person made.
  const made = await fetch(`${base}/api/account/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Rita', password: 'correct horse' }) });
  assert.ok(made.ok);
  const page = await device('ru-RU');
  await page.goto(`${base}/account`);
  await page.waitForSelector('#sign-in-form');
  const said = (text) => page.waitForFunction((want) => document.querySelector('#account-error')?.textContent === want, text);
  // A wrong password, and a name nobody has: the same words.
  await page.fill('#account-name', 'Rita');
  await page.fill('#account-password', 'wrong horse');
  await page.click('#sign-in');
  await said('Неверное имя или пароль.');
  await page.fill('#account-name', 'Nobody');
  await page.click('#sign-in');
  await said('Неверное имя или пароль.');
  // Her name, in other letters, is hers.
  await page.fill('#account-name', 'rita');
  await page.fill('#account-password', 'correct horse');
  await page.click('#sign-up');
  await said('Имя «rita» уже занято; выберите другое.');
  await page.fill('#account-name', 'P1');
  await page.click('#sign-up');
  await said('Имя «P1» похоже на обозначение места или компьютерного игрока; выберите другое.');
  await page.screenshot({ path: join(ARTIFACTS, 'lang-refusal-ru.png') });
  // A table's name, refused in the lobby.
  await page.goto(`${base}/`);
  await page.waitForSelector('#create');
  await page.fill('#your-name', 'You');
  await page.click('#create');
  await page.waitForFunction(() => document.querySelector('#create-error')?.textContent === 'Имя «You» каждый игрок прочёл бы как своё; выберите другое.');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the pseudo-locale makes the words pseudo, never a name put in them', async () => {
  const page = await device('en-US');
  await page.context().addCookies([{ name: 'coinop_lang', value: 'en-XA', url: base }]);
  await page.goto(`${base}/`);
  await page.waitForSelector('#create');
  const said = await page.evaluate(async () => (await import('/assets/dom.js')).humanError({ code: 'name_taken', fields: { name: 'Bob Smith' } }));
  assert.ok(said.includes('Bob Smith'), said);
  assert.match(said, /^\[.*[áéíóú].*\]$/s, 'the message itself pseudo');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
