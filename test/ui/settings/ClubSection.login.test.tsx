// @vitest-environment jsdom
// Settings › Club logging in against the real server (Apache CouchDB 3.5), in English and German:
// while the server checks the password the status says so and the buttons are off (a second tap
// sends nothing); a wrong password reads "wrong"; five of them lock the user out on the server,
// and the screen then tells the member to wait, and sends no further login meanwhile.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { clubSetup } from '../../../scripts/club/setup';
import { ClubSection } from '../../../src/ui/settings/ClubSection';
import { clubServerForFile } from '../../club/club-server';
import { English, German } from '../../support/i18n';

const server = clubServerForFile(0, [6185, 6186, 6187, 6188]);
const ADMIN = { name: 'admin', password: 'admin-secret' };
// One user a test: CouchDB counts the failed logins of a user (all from 127.0.0.1 here).
const USERS = {
  anna: 'anna-Secret-7431',
  ben: 'ben-Secret-5520',
  dora: 'dora-Secret-1187',
  emil: 'emil-Secret-6649',
};
/** CouchDB 3.5's default `[chttpd_auth_lockout] threshold`. */
const THRESHOLD = 5;

beforeAll(async () => {
  const members = Object.entries(USERS).map(([name, password]) => ({ name, password }));
  await clubSetup({ url: server().url, admin: ADMIN, club: 'skatclub', members });
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const WORDS = {
  en: {
    wrapper: English,
    region: 'Club',
    server: 'Club server address',
    name: 'User name',
    password: 'Password',
    save: 'Save club login',
    test: 'Test connection',
    loggingIn: 'Logging in… checking the password takes the club server a moment.',
    wrong: 'Not connected: the user name or password is wrong.',
    lockedOut:
      'Not logged in: too many wrong passwords for this user name. The club server locks this login for a few minutes, even with the right password. Try again in 5 minutes.',
  },
  de: {
    wrapper: German,
    region: 'Verein',
    server: 'Adresse des Vereinsservers',
    name: 'Benutzername',
    password: 'Passwort',
    save: 'Vereinslogin speichern',
    test: 'Verbindung testen',
    loggingIn:
      'Anmeldung läuft … Der Vereinsserver braucht einen Moment, um das Passwort zu prüfen.',
    wrong: 'Nicht verbunden: Benutzername oder Passwort ist falsch.',
    lockedOut:
      'Nicht angemeldet: zu viele falsche Passwörter für diesen Benutzernamen. Der Vereinsserver sperrt diesen Login für einige Minuten, auch mit dem richtigen Passwort. In 5 Minuten erneut versuchen.',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/**
 * Every request goes on to the real server; the logins (POST `_session`) are counted, and held
 * until `release()` while `hold` is set, so the screen can be seen while one is on its way.
 */
function watchLogins() {
  const realFetch = globalThis.fetch;
  const watched = { logins: 0, hold: false, release: () => {} };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (init?.method === 'POST' && url.endsWith('/_session')) {
      watched.logins += 1;
      if (watched.hold)
        await new Promise<void>((resolve) => {
          watched.release = resolve;
        });
    }
    return realFetch(input, init);
  });
  return watched;
}

function renderClub(w: Words) {
  render(<ClubSection />, { wrapper: w.wrapper });
  return screen.getByRole('region', { name: w.region });
}

async function logIn(club: HTMLElement, w: Words, name: string, password: string) {
  const field = (label: string) => within(club).getByLabelText(label);
  await userEvent.clear(field(w.server));
  await userEvent.type(field(w.server), `${server().url}/skatclub`);
  await userEvent.clear(field(w.name));
  await userEvent.type(field(w.name), name);
  await userEvent.type(field(w.password), password);
  await userEvent.click(within(club).getByRole('button', { name: w.save }));
}

describe.each([
  ['English', WORDS.en, 'anna', 'dora'],
  ['Deutsch', WORDS.de, 'ben', 'emil'],
] as const)('Settings › Club logs in on CouchDB 3.5: %s', (_language, w, wrongUser, lockedUser) => {
  test('while the password is checked the status says so, and a second tap sends nothing; a wrong one reads "wrong"', async () => {
    const watched = watchLogins();
    watched.hold = true;
    const club = renderClub(w);
    await logIn(club, w, wrongUser, 'wrong-password');
    await waitFor(() => expect(watched.logins).toBe(1));
    expect(within(club).getByRole('status')).toHaveTextContent(w.loggingIn);
    const save = within(club).getByRole('button', { name: w.save });
    expect(save).toBeDisabled();
    expect(within(club).getByRole('button', { name: w.test })).toBeDisabled();
    // Tapped again, and the form sent by the Enter key: neither sends a second login.
    await userEvent.click(save);
    await userEvent.type(within(club).getByLabelText(w.name), '{Enter}');
    watched.release();
    await waitFor(() => expect(within(club).getByRole('status')).toHaveTextContent(w.wrong));
    expect(watched.logins).toBe(1);
    expect(save).toBeEnabled();
    expect(within(club).getByLabelText(w.password)).toHaveValue('');
  });

  test('five wrong passwords: the right one is told to wait, and no login is sent meanwhile', async () => {
    const watched = watchLogins();
    const club = renderClub(w);
    for (let failure = 1; failure <= THRESHOLD; failure += 1) {
      await logIn(club, w, lockedUser, `wrong-${failure}`);
      await waitFor(() => expect(within(club).getByRole('status')).toHaveTextContent(w.wrong));
    }
    expect(watched.logins).toBe(THRESHOLD);
    await logIn(club, w, lockedUser, USERS[lockedUser]);
    await waitFor(() => expect(within(club).getByRole('status')).toHaveTextContent(w.lockedOut));
    expect(watched.logins).toBe(THRESHOLD + 1);
    // Tried again at once: the phone says the same without asking the server.
    await logIn(club, w, lockedUser, USERS[lockedUser]);
    await waitFor(() => expect(within(club).getByRole('status')).toHaveTextContent(w.lockedOut));
    expect(watched.logins).toBe(THRESHOLD + 1);
  });
});
