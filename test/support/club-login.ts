// Logging a phone in to the club through Settings › Club, as a person would, in English or German:
// the session cookie kept by the browser, the password field emptied (sync/club/login.ts).
import { expect, type Page } from '@playwright/test';

/** The words of Settings › Club a login reads and taps (src/ui/i18n/en and de, club.ts). */
export interface ClubLoginWords {
  readonly region: string;
  readonly server: string;
  readonly name: string;
  readonly password: string;
  readonly save: string;
  readonly saved: string;
  readonly loggedInAs: (name: string) => string;
}

export const CLUB_LOGIN_EN: ClubLoginWords = {
  region: 'Club',
  server: 'Club server address',
  name: 'User name',
  password: 'Password',
  save: 'Save club login',
  saved: 'Logged in to the club. The password is not kept on this device.',
  loggedInAs: (name) => `Logged in as ${name}.`,
};

export const CLUB_LOGIN_DE: ClubLoginWords = {
  region: 'Verein',
  server: 'Adresse des Vereinsservers',
  name: 'Benutzername',
  password: 'Passwort',
  save: 'Vereinslogin speichern',
  saved: 'Beim Verein angemeldet. Das Passwort bleibt nicht auf diesem Gerät.',
  loggedInAs: (name) => `Angemeldet als ${name}.`,
};

export async function logInToClub(
  page: Page,
  address: string,
  login: { readonly name: string; readonly password: string },
  w: ClubLoginWords = CLUB_LOGIN_EN,
): Promise<void> {
  await page.goto('/#/settings');
  const club = page.getByRole('region', { name: w.region });
  await club.getByLabel(w.server, { exact: true }).fill(address);
  await club.getByLabel(w.name, { exact: true }).fill(login.name);
  await club.getByLabel(w.password, { exact: true }).fill(login.password);
  await club.getByRole('button', { name: w.save }).click();
  await expect(club.getByRole('status')).toHaveText(w.saved);
  await expect(club.getByLabel(w.password, { exact: true })).toHaveValue('');
  await expect(club.getByText(w.loggedInAs(login.name), { exact: true })).toBeVisible();
}
