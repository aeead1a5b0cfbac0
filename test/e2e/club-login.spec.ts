// Logging in to a club on Apache CouchDB 3.5 (127.0.0.1, set up by club-setup, started here and
// stopped by its pid), in English and German, as a member would in Settings › Club: while the
// server checks the password the status says "Logging in…" and the button is off (the login is
// held on its way to the real server by a route that then forwards it, so the moment can be
// seen on any machine); a wrong password reads "wrong" and is sent once; five wrong passwords
// lock the user out on the server, and the screen says to wait, the right password too, and
// sends no further login meanwhile. Another member logs in on the same phone as usual.
import { clubServerForSpec, clubTest as test } from '../support/club-e2e';
import {
  CLUB_LOGIN_DE,
  CLUB_LOGIN_EN,
  logInToClub,
  type ClubLoginWords,
} from '../support/club-login';
import { expect, type Page } from '../support/test';

const ANNA = { name: 'anna', password: 'anna-Secret-7431' };
const BEN = { name: 'ben', password: 'ben-Secret-5520' };
const DORA = { name: 'dora', password: 'dora-Secret-1187' };
const EMIL = { name: 'emil', password: 'emil-Secret-6649' };
const server = clubServerForSpec([6191, 6192, 6193, 6194], { members: [ANNA, BEN, DORA, EMIL] });
/** CouchDB 3.5's default `[chttpd_auth_lockout] threshold`. */
const THRESHOLD = 5;

interface Words {
  readonly locale: string;
  readonly login: ClubLoginWords;
  readonly loggingIn: string;
  readonly wrong: string;
  readonly lockedOut: string;
  /** Who logs in (and is locked out); who logs in afterwards on the same phone. */
  readonly locked: { readonly name: string; readonly password: string };
  readonly other: { readonly name: string; readonly password: string };
}

const EN: Words = {
  locale: 'en-US',
  login: CLUB_LOGIN_EN,
  loggingIn: 'Logging in… checking the password takes the club server a moment.',
  wrong: 'Not connected: the user name or password is wrong.',
  lockedOut:
    'Not logged in: too many wrong passwords for this user name. The club server locks this login for a few minutes, even with the right password. Try again in 5 minutes.',
  locked: DORA,
  other: ANNA,
};

const DE: Words = {
  locale: 'de-DE',
  login: CLUB_LOGIN_DE,
  loggingIn: 'Anmeldung läuft … Der Vereinsserver braucht einen Moment, um das Passwort zu prüfen.',
  wrong: 'Nicht verbunden: Benutzername oder Passwort ist falsch.',
  lockedOut:
    'Nicht angemeldet: zu viele falsche Passwörter für diesen Benutzernamen. Der Vereinsserver sperrt diesen Login für einige Minuten, auch mit dem richtigen Passwort. In 5 Minuten erneut versuchen.',
  locked: EMIL,
  other: BEN,
};

/** The logins (POST `_session`) this page sends, counted as they leave the browser. */
function countLogins(page: Page): { readonly count: () => number } {
  let logins = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/_session') logins += 1;
  });
  return { count: () => logins };
}

/**
 * The next login is held on its way until `release()`, then forwarded to the real server and its
 * answer passed back unchanged (not a made-up answer).
 */
async function holdNextLogin(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === '/_session',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      const response = await route.fetch();
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  return { release: () => release() };
}

async function fillIn(page: Page, w: Words, password: string): Promise<void> {
  const club = page.getByRole('region', { name: w.login.region });
  await club.getByLabel(w.login.server, { exact: true }).fill(`${server().url}/skatclub`);
  await club.getByLabel(w.login.name, { exact: true }).fill(w.locked.name);
  await club.getByLabel(w.login.password, { exact: true }).fill(password);
}

for (const w of [EN, DE]) {
  test(`${w.locale}: logging in shows progress; wrong passwords are sent once each; a lock-out says to wait`, async ({
    newPhone,
  }) => {
    test.setTimeout(180_000);
    const { page } = await newPhone(w.locale);
    const logins = countLogins(page);
    await page.goto('/#/settings');
    const club = page.getByRole('region', { name: w.login.region });
    const save = club.getByRole('button', { name: w.login.save });
    const status = club.getByRole('status');

    await test.step('while the password is checked: "Logging in…", the button off', async () => {
      const held = await holdNextLogin(page);
      await fillIn(page, w, 'wrong-1');
      await save.click();
      await expect(status).toHaveText(w.loggingIn);
      await expect(save).toBeDisabled();
      held.release();
      await expect(status).toHaveText(w.wrong);
      await expect(save).toBeEnabled();
      expect(logins.count()).toBe(1);
    });

    await test.step('four more wrong passwords: "wrong" each time, one login each', async () => {
      for (let failure = 2; failure <= THRESHOLD; failure += 1) {
        await fillIn(page, w, `wrong-${failure}`);
        // The words are those of the last try: the answer itself tells this one is done.
        const answered = page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' &&
            new URL(response.url()).pathname === '/_session',
        );
        await save.click();
        expect((await answered).status()).toBe(401);
        await expect(status).toHaveText(w.wrong);
        await expect(save).toBeEnabled();
        expect(logins.count()).toBe(failure);
      }
    });

    await test.step('the right password now: locked out, told to wait', async () => {
      await fillIn(page, w, w.locked.password);
      await save.click();
      await expect(status).toHaveText(w.lockedOut);
      expect(logins.count()).toBe(THRESHOLD + 1);
    });

    await test.step('after a reload, tried again: the same words, and nothing sent', async () => {
      await page.reload();
      await fillIn(page, w, w.locked.password);
      await save.click();
      await expect(status).toHaveText(w.lockedOut);
      expect(logins.count()).toBe(THRESHOLD + 1);
    });

    await test.step('another member logs in on this phone as usual', async () => {
      await logInToClub(page, `${server().url}/skatclub`, w.other, w.login);
    });
  });
}
