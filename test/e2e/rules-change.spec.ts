import { expect, inEachLanguage, test, type Page } from '../support/test';
import { typePlayerNames } from '../support/e2e-flows';

/**
 * The rules lock with the first deal, not at "Start sheet" (house-rules.md): a table that started
 * with the wrong preset notices it at deal 1 and changes it there. In the built app, in English
 * and German: start with NYCSA, change to Tournament before deal 1, enter deal 1 — the way to
 * change the rules is gone and the rules say they are locked.
 */

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

const LANGUAGES = [
  {
    locale: 'en-GB',
    names: (seat: number) => `Player ${seat + 1} name`,
    start: 'Start sheet',
    deal1: 'Deal 1 of 36',
    deal2: 'Deal 2 of 36',
    nycsa: 'NYCSA',
    nycsaLine: /^Rules \(NYCSA\): /,
    tournamentLine: /^Rules \(Tournament\): /,
    change: 'Change the rules',
    form: "Change this sheet's rules",
    tournament: 'Tournament',
    save: 'Save rules',
    passed: 'Passed',
    savePassed: 'Save passed deal',
    entry: 'Deal 1 of 36',
    locked: 'Locked with the first deal: the rules cannot change any more.',
  },
  {
    locale: 'de-DE',
    names: (seat: number) => `Name von Spieler ${seat + 1}`,
    start: 'Liste beginnen',
    deal1: 'Spiel 1 von 36',
    deal2: 'Spiel 2 von 36',
    nycsa: 'New Yorker Regeln (NYCSA)',
    nycsaLine: /^Regeln: New Yorker Regeln \(NYCSA\) – /,
    tournamentLine: /^Regeln: Turnier – /,
    change: 'Regeln ändern',
    form: 'Regeln dieser Liste ändern',
    tournament: 'Turnier',
    save: 'Regeln speichern',
    passed: 'Eingepasst',
    savePassed: 'Eingepasst speichern',
    entry: 'Spiel 1 von 36',
    locked: 'Mit dem ersten Spiel festgelegt: Die Regeln können nicht mehr geändert werden.',
  },
] as const;

/** NYCSA changed to Tournament before deal 1; deal 1 locks the rules. */
async function presetChangedBeforeDeal1(page: Page, w: (typeof LANGUAGES)[number]): Promise<void> {
  await page.goto('/#/new');
  await typePlayerNames(page, w.names, ['Anna', 'Ben', 'Carl']);
  await page.getByRole('radio', { name: w.nycsa, exact: true }).check();
  await page.getByRole('button', { name: w.start, exact: true }).click();

  const next = page.getByRole('region', { name: w.deal1, exact: true });
  await expect(next).toBeVisible();
  await expect(page.getByRole('button', { name: w.nycsaLine })).toBeVisible();
  await page.getByRole('button', { name: w.change, exact: true }).click();
  const form = page.getByRole('form', { name: w.form, exact: true });
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: w.tournament, exact: true }).check();
  await form.getByRole('button', { name: w.save, exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: w.tournamentLine })).toBeVisible();

  // Tournament: a passed deal is thrown in (under NYCSA it would have been a Ramsch).
  await next.getByRole('link', { name: w.passed, exact: true }).click();
  await expect(page.getByRole('heading', { name: w.entry, exact: true })).toBeVisible();
  await page.getByRole('button', { name: w.savePassed, exact: true }).click();

  await expect(page.getByRole('region', { name: w.deal2, exact: true })).toBeVisible();
  const line = page.getByRole('button', { name: w.tournamentLine });
  await expect(line).toBeVisible();
  await expect(page.getByRole('button', { name: w.change, exact: true })).toHaveCount(0);
  await line.click();
  await expect(page.getByText(w.locked, { exact: true })).toBeVisible();
}

inEachLanguage(LANGUAGES, (w) => {
  test('the wrong preset changed before deal 1; after it the rules are locked', ({ page }) =>
    presetChangedBeforeDeal1(page, w));
});
