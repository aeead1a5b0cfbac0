// Steps through the start screen and the deal entry, shared by the entry's browser tests.
import { expect, type Page } from '@playwright/test';

/** The longest names we plan for: they must not push anything off a 360 px screen. */
export const LONG_NAMES = ['Maximilian', 'Anneliese', 'Friedrich', 'Konstantin'] as const;

/**
 * Starts a sheet through the app's own start screen, the first player dealing. At 4 the dealer
 * sits out, so deal 1 is played by players 2, 3 and 4 (Forehand, Middlehand, Rearhand).
 */
export async function startSheet(
  page: Page,
  names: readonly string[],
  options: { readonly kontra?: boolean } = {},
): Promise<void> {
  await page.goto('/#/new');
  if (names.length === 4) await page.getByRole('radio', { name: '4 players' }).check();
  for (const [seat, name] of names.entries()) {
    await page.getByLabel(`Player ${seat + 1} name`, { exact: true }).fill(name);
  }
  if (options.kontra) await page.getByRole('checkbox', { name: 'Kontra and Re allowed' }).check();
  await page.getByRole('button', { name: 'Start sheet' }).click();
  await expect(page.getByRole('region', { name: /^Deal 1 of / })).toBeVisible();
}

export const entryRegion = (page: Page) => page.getByRole('region', { name: 'Enter a deal' });

/** A button of the entry by its exact accessible name. */
export const entryButton = (page: Page, name: string) =>
  entryRegion(page).getByRole('button', { name, exact: true });

export async function tapEntry(page: Page, ...names: readonly string[]): Promise<void> {
  for (const name of names) await entryButton(page, name).click();
}

/** Taps buttons anywhere on the page by their exact accessible names, one after the other. */
export async function tapButtons(page: Page, ...names: readonly string[]): Promise<void> {
  for (const name of names) await page.getByRole('button', { name, exact: true }).click();
}
