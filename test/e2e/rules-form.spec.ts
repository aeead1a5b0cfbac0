import { expect, inEachLanguage, test, type Page } from '../support/test';
import { screenProblems } from '../support/layout-checks';
import { typePlayerNames } from '../support/e2e-flows';

/**
 * The house rules of the start screen in the built app at the smallest phone (360 × 640), in
 * English and German: a preset in one tap, every folded rule opened and measured (48 px targets,
 * nothing cut off, no sideways scrolling), the start button on screen, and the new sheet naming
 * its rules in one line.
 */

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

interface Words {
  readonly locale: string;
  readonly names: (seat: number) => string;
  readonly preset: string;
  readonly ramsch: RegExp;
  readonly bock: RegExp;
  readonly page: string;
  readonly start: string;
  readonly rules: string;
}

const ENGLISH: Words = {
  locale: 'en-GB',
  names: (seat) => `Player ${seat + 1} name`,
  preset: 'NYCSA',
  ramsch: /^Ramsch \(flat 25/,
  bock: /^Bock after/,
  page: 'Deals per page',
  start: 'Start sheet',
  rules:
    'Rules (NYCSA): Seeger-Fabian · Kontra/Re · Ramsch (flat 25, counts as a game, Schieberamsch in Ramsch rounds) · Bock after grand hand, Kontra won, Re won, 60:60 (queued) · Ramsch round · 1 round per 32 deals · ½ cent per point',
};

const GERMAN: Words = {
  locale: 'de-DE',
  names: (seat) => `Name von Spieler ${seat + 1}`,
  preset: 'New Yorker Regeln (NYCSA)',
  ramsch: /^Ramsch \(fest 25/,
  bock: /^Bock nach /,
  page: 'Spiele je Seite',
  start: 'Liste beginnen',
  rules:
    'Regeln: New Yorker Regeln (NYCSA) – Seeger-Fabian · Kontra/Re · Ramsch (fest 25, zählt als Spiel, Schieberamsch in Ramschrunden) · Bock nach Grand Hand, gewonnenem Kontra, gewonnenem Re, 60 : 60 (nacheinander) · Ramschrunde · 1 Runde je 32 Spiele · ½ Cent pro Punkt',
};

async function fits(page: Page, where: string) {
  expect(await screenProblems(page.locator('body')), where).toEqual({
    small: [],
    clipped: [],
    wide: false,
  });
}

/** The NYCSA preset with every rule opened, on the start screen and on the new sheet. */
async function nycsaInOneTap(page: Page, words: Words): Promise<void> {
  await page.goto('/#/new');
  await typePlayerNames(page, words.names, ['Anna', 'Ben', 'Carl']);
  await page.getByRole('radio', { name: words.preset, exact: true }).check();
  await page.getByRole('button', { name: words.ramsch }).click();
  await page.getByRole('button', { name: words.bock }).click();
  await expect(page.getByRole('textbox', { name: words.page })).toHaveValue('32');
  await fits(page, 'the start screen with every rule open');
  const start = page.getByRole('button', { name: words.start });
  await expect(start).toBeInViewport({ ratio: 1 });
  await start.click();

  const line = page.getByRole('button', { name: words.rules, exact: true });
  await expect(line).toBeVisible();
  // One line on the phone until tapped, then the whole of it.
  const collapsed = (await line.boundingBox())?.height ?? 0;
  expect(collapsed).toBeLessThan(60);
  await fits(page, 'the new sheet');
  await line.click();
  expect((await line.boundingBox())?.height ?? 0).toBeGreaterThan(collapsed);
}

inEachLanguage([ENGLISH, GERMAN], (words) => {
  test('NYCSA in one tap: every rule opened fits the phone; the sheet names its rules', ({
    page,
  }) => nycsaInOneTap(page, words));
});
