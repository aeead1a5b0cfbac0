import { expect, inEachLanguage, test, type Page } from '../support/test';
import type { RamschDeal, RamschOutcomeDeal } from '../../src/domain/ramsch-deal';
import { PRESETS, type RuleSet } from '../../src/domain/rules';
import { startSheet, typePlayerNames } from '../support/e2e-flows';
import { storedLog } from './stored-log';
import { countTaps, taps } from '../support/tap-count';

/**
 * A plain Ramsch entered in the built app, at a phone viewport: how many taps it takes from the
 * sheet, and what is stored. The issue asks for the two numbers and at most 4 other taps.
 */

// Not a test of the service worker: its notice would cover the start screen's button.
test.use({ serviceWorkers: 'block' });

/**
 * Gives the new, still empty sheet a preset's rules, in the app's own IndexedDB database
 * (until the start screen offers presets); a sheet's rules may change until its first deal.
 */
async function applyRules(page: Page, preset: RuleSet) {
  await page.evaluate(
    (rules: RuleSet) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('skat-scorekeeper');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const store = opening.result.transaction('sheets', 'readwrite').objectStore('sheets');
          const request = store.getAll();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const sheets = request.result as { setup: { rules: RuleSet } }[];
            if (sheets.length !== 1)
              reject(new Error(`expected one sheet, found ${sheets.length}`));
            for (const sheet of sheets) store.put({ ...sheet, setup: { ...sheet.setup, rules } });
            store.transaction.oncomplete = () => {
              opening.result.close();
              resolve();
            };
          };
        };
      }),
    preset,
  );
  await page.reload();
}

/** The deals as the app stored them, folded from its IndexedDB log. */
async function storedDeals(page: Page): Promise<unknown[]> {
  return (await storedLog(page)).deals;
}

/**
 * A new sheet under `rules`, the page counting taps, deal 1 opened and passed to a Ramsch: the
 * entry, its keys, and the taps before the sheet's link to deal 1 (the start screen's do not count).
 */
async function passedUnder(page: Page, rules: RuleSet) {
  await countTaps(page);
  await startSheet(page);
  await applyRules(page, rules);
  const enter = page.getByRole('link', { name: 'Enter deal 1' });
  await expect(enter).toBeVisible();
  const entry = page.getByRole('region', { name: 'Enter a deal' });
  const key = (name: string) => entry.getByRole('button', { name, exact: true });
  const before = await taps(page);
  await enter.tap();
  await key('Passed: Ramsch').tap();
  return { entry, key, before };
}

test('a plain Ramsch from the sheet: the two numbers and at most 4 other taps', async ({
  page,
}) => {
  const { entry, key, before } = await passedUnder(page, PRESETS.pub);
  // Deal 1, Anna deals: the keys type Bob's (Forehand's) points first.
  const numbers = ['58', '40'];
  for (const digit of numbers[0] ?? '') await key(digit).tap();
  await key('Card points of Carl').tap();
  for (const digit of numbers[1] ?? '') await key(digit).tap();
  // Anna has the rest: 120 − 58 − 40 = 22; Bob, 58 the most, loses 58 (house-rules.md, `points`).
  await expect(key('Card points of Anna: 22')).toBeVisible();
  await expect(entry.getByLabel('Game value')).toContainText(
    'Bob 58 points, most points: loses 58 = −58',
  );
  await key('Save Ramsch').tap();
  await expect(page.getByRole('link', { name: 'Enter deal 2' })).toBeVisible();

  const count = (await taps(page)) - before;
  const digits = numbers.join('').length;
  console.log(`plain Ramsch taps: ${count}, of them ${digits} digits`);
  expect(count - digits).toBeLessThanOrEqual(4);
  const expected: RamschDeal = {
    kind: 'ramsch',
    points: [22, 58, 40],
    noTrick: [],
    allTricks: null,
    doublings: 0,
    bock: 0,
  };
  expect(await storedDeals(page)).toEqual([expected]);
});

test('NYCSA (flat 25): a plain Ramsch by who lost and who won, no numbers, at most 5 taps', async ({
  page,
}) => {
  const { entry, key, before } = await passedUnder(page, PRESETS.nycsa);
  // Deal 1, Anna deals: Bob took the most card points, Carl the fewest.
  await key('Bob lost').tap();
  await key('Carl won').tap();
  // Flat 25 whatever the points (house-rules.md § Ramsch, value).
  await expect(entry.getByLabel('Game value')).toContainText('Bob lost: loses 25 (flat) = −25');
  await key('Save Ramsch').tap();
  await expect(page.getByRole('link', { name: 'Enter deal 2' })).toBeVisible();

  const count = (await taps(page)) - before;
  console.log(`flat Ramsch by outcome taps: ${count}`);
  // Open the entry, passed → Ramsch, the loser, the winner, save.
  expect(count).toBeLessThanOrEqual(5);
  const expected: RamschOutcomeDeal = {
    kind: 'ramsch',
    tally: 'outcome',
    playing: [true, true, true],
    losers: [1],
    winner: 2,
    noTrick: [],
    allTricks: null,
    doublings: 0,
    bock: 0,
  };
  expect(await storedDeals(page)).toEqual([expected]);
});

/** The flat Ramsch test's words, in English and German. */
const LANGUAGES = [
  {
    locale: 'en-GB',
    names: (seat: number) => `Player ${seat + 1} name`,
    start: 'Start sheet',
    enter: 'Enter deal 1',
    region: 'Enter a deal',
    passedRamsch: 'Passed: Ramsch',
    value: 'Game value',
    flat: 'Ramsch: 25 (flat)',
    chip: 'Change the game: Ramsch',
    bobLost: 'Bob lost',
    cancel: 'Cancel',
    discardTitle: 'Discard this Ramsch?',
    discard: 'Discard',
  },
  {
    locale: 'de-DE',
    names: (seat: number) => `Name von Spieler ${seat + 1}`,
    start: 'Liste beginnen',
    enter: 'Spiel 1 eintragen',
    region: 'Spiel eintragen',
    passedRamsch: 'Eingepasst: Ramsch',
    value: 'Spielwert',
    flat: 'Ramsch: 25 (fest)',
    chip: 'Spiel ändern: Ramsch',
    bobLost: 'Bob verliert',
    cancel: 'Abbrechen',
    discardTitle: 'Diesen Ramsch verwerfen?',
    discard: 'Verwerfen',
  },
] as const;

/** Deal 1 passed to a flat Ramsch, then cancelled: the discard asks first. */
async function flatRamschCancelled(page: Page, w: (typeof LANGUAGES)[number]): Promise<void> {
  await page.goto('/#/new');
  await typePlayerNames(page, w.names, ['Anna', 'Bob', 'Carl']);
  await page.getByRole('button', { name: w.start, exact: true }).click();
  const enter = page.getByRole('link', { name: w.enter, exact: true });
  await expect(enter).toBeVisible();
  await applyRules(page, PRESETS.nycsa);
  await expect(enter).toBeVisible();
  await enter.click();
  const entry = page.getByRole('region', { name: w.region, exact: true });
  const key = (name: string) => entry.getByRole('button', { name, exact: true });
  await key(w.passedRamsch).click();
  await expect(entry.getByLabel(w.value)).toContainText(w.flat);
  await expect(key(w.chip)).toBeVisible();
  await key(w.bobLost).click();
  await key(w.cancel).click();
  const dialog = page.getByRole('dialog', { name: w.discardTitle, exact: true });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: w.cancel, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(key(w.bobLost)).toHaveAttribute('aria-pressed', 'true');
  await key(w.cancel).click();
  await dialog.getByRole('button', { name: w.discard, exact: true }).click();
  await expect(enter).toBeVisible();
  expect(await storedDeals(page)).toEqual([]);
}

inEachLanguage(LANGUAGES, (w) => {
  test('a flat Ramsch: its value, its chip, and Cancel asks before discarding it', ({ page }) =>
    flatRamschCancelled(page, w));
});
