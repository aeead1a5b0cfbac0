// Steps through the app's own screens, shared by the offline and update browser tests.
import { expect, test, type Page } from '@playwright/test';

/** Resolves once a service worker controls the page: it has precached the whole app by then. */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The words of the start screen and the quick entry a sheet's first deals need. */
export interface EntryWords {
  readonly playerName: (seat: number) => string;
  readonly startSheet: string;
  readonly enterDeal: (deal: number) => string;
  readonly won: string;
}

export const ENTRY_EN: EntryWords = {
  playerName: (seat) => `Player ${seat} name`,
  startSheet: 'Start sheet',
  enterDeal: (deal) => `Enter deal ${deal}`,
  won: 'Won',
};

export const ENTRY_DE: EntryWords = {
  playerName: (seat) => `Name von Spieler ${seat}`,
  startSheet: 'Liste beginnen',
  enterDeal: (deal) => `Spiel ${deal} eintragen`,
  won: 'Gewonnen',
};

/** Starts a 3-player sheet (Anna, Bob, Carl; Anna deals first) through the start screen. */
export async function startSheet(page: Page, w: EntryWords = ENTRY_EN): Promise<void> {
  await page.goto('/#/new');
  for (const [seat, name] of ['Anna', 'Bob', 'Carl'].entries()) {
    await page.getByLabel(w.playerName(seat + 1), { exact: true }).fill(name);
  }
  await page.getByRole('button', { name: w.startSheet }).click();
  await expect(page.getByRole('link', { name: w.enterDeal(1) })).toBeVisible();
}

/** A won trump game entered with quick results: declarer, game, tops, "Won". */
export async function enterWonGame(
  page: Page,
  deal: { number: number; declarer: string; game: string; tops: string },
  w: EntryWords = ENTRY_EN,
): Promise<void> {
  await page.getByRole('link', { name: w.enterDeal(deal.number) }).click();
  await page.getByRole('button', { name: deal.declarer, exact: true }).click();
  await page.getByRole('button', { name: deal.game, exact: true }).click();
  await page.getByRole('button', { name: deal.tops, exact: true }).click();
  await page.getByRole('button', { name: w.won, exact: true }).click();
  await expect(page.getByRole('link', { name: w.enterDeal(deal.number + 1) })).toBeVisible();
}

// Hand-computed (ISkO 3.2/4.1): clubs with 2 = (2 + 1) × 12 = 36; grand with 1 = (1 + 1) × 24 = 48.
/** Deal 1: Anna deals, so Bob is Forehand. */
export const DEAL_1 = {
  number: 1,
  declarer: 'Bob, Forehand',
  game: 'Clubs (Kreuz)',
  tops: 'with 2',
};
/** Deal 2: Bob deals, so Carl is Forehand and Anna Middlehand. */
export const DEAL_2 = {
  number: 2,
  declarer: 'Anna, Middlehand',
  game: 'Grand',
  tops: 'with 1',
};

/** The sheet shows both deals with their values, and offers deal 3. */
export async function expectSheetWithTwoDeals(page: Page): Promise<void> {
  const list = page.getByRole('region', { name: 'The list' });
  const row = (n: number) =>
    list.getByRole('row').filter({ has: page.getByRole('link', { name: `Deal ${n} details` }) });
  await expect(row(1)).toContainText('Bob ♣ with 2');
  await expect(row(1)).toContainText('+36');
  await expect(row(2)).toContainText('Anna Grand with 1');
  await expect(row(2)).toContainText('+48');
  await expect(page.getByRole('link', { name: 'Enter deal 3' })).toBeVisible();
}

/**
 * Proves the network is really gone: the test's server is shut down, so a file the service worker
 * does not hold cannot load. Not `navigator.onLine`: how a browser emulates being offline changes
 * between Chromium versions (one kept reporting online), while a closed server is closed in all.
 */
export async function expectNoNetwork(page: Page): Promise<void> {
  const outcome = await page.evaluate(() =>
    fetch(`/not-precached-${Date.now()}.txt`).then(
      () => 'reached a server',
      () => 'no network',
    ),
  );
  expect(outcome).toBe('no network');
}

/** The settings screen's words for restoring a backup file. */
export interface RestoreWords {
  readonly restoreFromFile: string;
  readonly restoreTitle: string;
  readonly restore: string;
  readonly restored: string;
}

/** Restores the backup file at `path` through the settings screen and waits for its "restored". */
export async function restoreBackup(page: Page, w: RestoreWords, path: string): Promise<void> {
  await page.goto('/#/settings');
  await page.getByLabel(w.restoreFromFile).setInputFiles(path);
  await page
    .getByRole('dialog', { name: w.restoreTitle })
    .getByRole('button', { name: w.restore, exact: true })
    .click();
  await expect(page.getByText(w.restored, { exact: true })).toBeVisible();
}

/** Types the players' names on the start screen; `label` names the field of seat 0, 1, …. */
export async function typePlayerNames(
  page: Page,
  label: (seat: number) => string,
  names: readonly string[],
): Promise<void> {
  for (const [seat, name] of names.entries()) {
    await page.getByLabel(label(seat), { exact: true }).fill(name);
  }
}

/**
 * Taps the button that downloads a file, checks the file's own name against `named`, and keeps
 * the file in the test's output as `saveAs`. Returns where it is kept and the name it came with.
 */
export async function saveDownload(
  page: Page,
  button: string,
  named: RegExp,
  saveAs: string,
): Promise<{ readonly path: string; readonly name: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(named);
  const path = test.info().outputPath(saveAs);
  await file.saveAs(path);
  return { path, name: file.suggestedFilename() };
}
