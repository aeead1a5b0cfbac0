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
