// Logging a phone in to the club through Settings › Club, in English, as a person would: the
// session cookie kept by the browser, the password field emptied (sync/login.ts).
import { expect, type Page } from '@playwright/test';

export async function logInToClub(
  page: Page,
  address: string,
  login: { readonly name: string; readonly password: string },
): Promise<void> {
  await page.goto('/#/settings');
  const club = page.getByRole('region', { name: 'Club' });
  await club.getByLabel('Club server address', { exact: true }).fill(address);
  await club.getByLabel('User name', { exact: true }).fill(login.name);
  await club.getByLabel('Password', { exact: true }).fill(login.password);
  await club.getByRole('button', { name: 'Save club login' }).click();
  await expect(club.getByRole('status')).toHaveText(
    'Logged in to the club. The password is not kept on this device.',
  );
  await expect(club.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(club.getByText(`Logged in as ${login.name}.`, { exact: true })).toBeVisible();
}

/** The same in German (Einstellungen › Verein), the connection tested too. */
export async function anmeldenImVerein(
  page: Page,
  address: string,
  login: { readonly name: string; readonly password: string },
): Promise<void> {
  await page.goto('/#/settings');
  const club = page.getByRole('region', { name: 'Verein' });
  await club.getByLabel('Adresse des Vereinsservers', { exact: true }).fill(address);
  await club.getByLabel('Benutzername', { exact: true }).fill(login.name);
  await club.getByLabel('Passwort', { exact: true }).fill(login.password);
  await club.getByRole('button', { name: 'Vereinslogin speichern' }).click();
  await expect(club.getByRole('status')).toHaveText(
    'Beim Verein angemeldet. Das Passwort bleibt nicht auf diesem Gerät.',
  );
  await club.getByRole('button', { name: 'Verbindung testen' }).click();
  await expect(club.getByRole('status')).toHaveText(
    'Verbunden: Dieser Login liest die Listen des Vereins.',
  );
}
