import { throttleContext } from '../support/cpu-throttle';
import { expect, test, type Browser, type Locator, type Page } from '../support/test';
import { PHONE } from '../support/chromium';

/*
 * What new users tripped over (issue 18), each tried as a new user would, in English and German:
 * the offline note never covers the main path; the sheet opens the calculator and gets its Back;
 * Ouvert alone gives a suit game's value; the tops step links ISkO 2.4; a corrected deal says so in
 * words, and a tap on them opens its history.
 */

interface Words {
  readonly locale: string;
  readonly newSheet: string;
  readonly playerName: (seat: number) => string;
  readonly start: string;
  readonly nextDeal: RegExp;
  readonly offlineReady: string;
  readonly calculator: string;
  readonly backToSheet: string;
  readonly hand: string;
  readonly schwarzAnnounced: string;
  readonly cannotBePlayed: string;
  readonly enterDeal1: string;
  readonly entry: string;
  readonly bobPlays: string;
  readonly clubs: string;
  readonly topsStep: string;
  readonly topsRule: string;
  readonly rulesTitle: string;
  readonly topsSection: string;
  readonly with1: string;
  readonly won: string;
  readonly lost: string;
  readonly save: string;
  readonly editDeal1: string;
  readonly changedOnce: RegExp;
  readonly deal1: string;
  readonly deal1History: string;
}

const ENGLISH: Words = {
  locale: 'en-US',
  newSheet: 'New sheet',
  playerName: (seat) => `Player ${seat} name`,
  start: 'Start sheet',
  nextDeal: /^Deal 1 of /,
  offlineReady: 'Ready to work offline',
  calculator: 'Calculator',
  backToSheet: 'Back to the sheet',
  hand: 'Hand',
  schwarzAnnounced: 'Schwarz announced',
  cannotBePlayed: 'This game cannot be played like this',
  enterDeal1: 'Enter deal 1',
  entry: 'Enter a deal',
  bobPlays: 'Bob, Forehand',
  clubs: 'Clubs (Kreuz)',
  topsStep: 'With or without how many?',
  topsRule: 'Open the rule ISkO 2.4',
  rulesTitle: 'Rules',
  topsSection: 'ISkO 2.4 Tops',
  with1: 'with 1',
  won: 'Won',
  lost: 'Lost',
  save: 'Save deal',
  editDeal1: 'Edit deal 1',
  changedOnce: /^changed once, last at \d\d:\d\d — history of deal 1$/,
  deal1: 'Deal 1',
  deal1History: 'History of deal 1',
};

const GERMAN: Words = {
  locale: 'de-DE',
  newSheet: 'Neue Liste',
  playerName: (seat) => `Name von Spieler ${seat}`,
  start: 'Liste beginnen',
  nextDeal: /^Spiel 1 von /,
  offlineReady: 'Jetzt auch ohne Internet nutzbar',
  calculator: 'Rechner',
  backToSheet: 'Zurück zur Liste',
  hand: 'Hand',
  schwarzAnnounced: 'Schwarz angesagt',
  cannotBePlayed: 'So kann das Spiel nicht gespielt werden',
  enterDeal1: 'Spiel 1 eintragen',
  entry: 'Spiel eintragen',
  bobPlays: 'Bob, Vorhand',
  clubs: 'Kreuz',
  topsStep: 'Mit oder ohne wie viele?',
  topsRule: 'Regel ISkO 2.4 öffnen',
  rulesTitle: 'Regeln',
  topsSection: 'ISkO 2.4 Spitzen',
  with1: 'mit 1',
  won: 'Gewonnen',
  lost: 'Verloren',
  save: 'Spiel speichern',
  editDeal1: 'Spiel 1 bearbeiten',
  changedOnce: /^einmal geändert, zuletzt um \d\d:\d\d – Verlauf von Spiel 1$/,
  deal1: 'Spiel 1',
  deal1History: 'Verlauf von Spiel 1',
};

const NAMES = ['Anna', 'Bob', 'Carl'] as const;

async function startSheet(page: Page, w: Words): Promise<void> {
  await page.goto('/#/new');
  await expect(page.getByRole('heading', { level: 1, name: w.newSheet })).toBeVisible();
  for (const [seat, name] of NAMES.entries()) {
    await page.getByLabel(w.playerName(seat + 1), { exact: true }).fill(name);
  }
  await page.getByRole('button', { name: w.start, exact: true }).click();
  await expect(page.getByRole('region', { name: w.nextDeal })).toBeVisible();
}

/**
 * A first visit whose service worker registers only when the test says so: the "ready to work
 * offline" note then comes while the screen under test is shown, not at a moment of its own.
 */
async function firstVisit(
  browser: Browser,
  baseURL: string | undefined,
  w: Words,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ ...PHONE, baseURL, locale: w.locale, viewport });
  await throttleContext(context);
  await context.addInitScript(() => {
    const gate = new Promise<void>((release) => {
      (window as unknown as { releaseServiceWorker: () => void }).releaseServiceWorker = release;
    });
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = async function (...args) {
      await gate;
      return register.apply(this, args);
    };
  });
  return context;
}

/**
 * Lets the service worker install, and measures, in the frame the note is first seen, whether it
 * overlaps any of `controls`: the names of those it covers (none expected).
 */
async function coveredByTheNote(page: Page, note: string, controls: Locator): Promise<string[]> {
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  const elements = await Promise.all(
    Array.from({ length: count }, async (_, index) => controls.nth(index).elementHandle()),
  );
  await page.evaluate(() =>
    (window as unknown as { releaseServiceWorker: () => void }).releaseServiceWorker(),
  );
  const covered = await page.waitForFunction(
    ({ text, targets }) => {
      const shown = [...document.querySelectorAll('[role="status"]')].find(
        (el) => el.textContent?.trim() === text,
      );
      if (!shown) return null;
      const box = shown.getBoundingClientRect();
      // On screen, not somewhere it cannot be seen.
      if (box.bottom <= 0 || box.top >= window.innerHeight || box.height === 0)
        return ['note off screen'];
      return targets
        .filter((target) => target !== null)
        .filter((target) => {
          const other = target.getBoundingClientRect();
          return (
            box.left < other.right &&
            other.left < box.right &&
            box.top < other.bottom &&
            other.top < box.bottom
          );
        })
        .map((target) => target.getAttribute('aria-label') ?? target.textContent?.trim() ?? '?');
    },
    { text: note, targets: elements },
    { timeout: 45_000 },
  );
  return (await covered.jsonValue()) ?? ['no note'];
}

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

for (const w of [ENGLISH, GERMAN]) {
  test.describe(w.locale, () => {
    test.use({ locale: w.locale });

    for (const viewport of VIEWPORTS) {
      test(`first visit at ${viewport.width} × ${viewport.height}: the offline note covers neither the next deal's buttons nor "${w.start}"`, async ({
        browser,
        baseURL,
      }) => {
        test.setTimeout(120_000);
        const onStart = await firstVisit(browser, baseURL, w, viewport);
        try {
          const page = await onStart.newPage();
          await page.goto('/#/new');
          await expect(page.getByRole('heading', { level: 1, name: w.newSheet })).toBeVisible();
          const start = page.getByRole('button', { name: w.start, exact: true });
          await expect(start).toBeInViewport({ ratio: 1 });
          expect(await coveredByTheNote(page, w.offlineReady, start)).toEqual([]);
        } finally {
          await onStart.close();
        }

        const onSheet = await firstVisit(browser, baseURL, w, viewport);
        try {
          const page = await onSheet.newPage();
          await startSheet(page, w);
          const next = page.getByRole('region', { name: w.nextDeal }).getByRole('link');
          await expect(next.first()).toBeInViewport({ ratio: 1 });
          expect(await coveredByTheNote(page, w.offlineReady, next)).toEqual([]);
        } finally {
          await onSheet.close();
        }
      });
    }

    test('sheet → calculator (Ouvert alone: 96) → back; the tops rule; a corrected deal’s history', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await startSheet(page, w);

      // A dispute starts at the sheet.
      await page.getByRole('link', { name: w.calculator, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.calculator })).toBeVisible();
      await page.getByRole('button', { name: 'Ouvert', exact: true }).click();
      for (const name of [w.hand, w.schwarzAnnounced]) {
        await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      }
      // Clubs ouvert with 1: 8 levels × 12 = 96 (ISkO 5.2.6), at once.
      await expect(page.getByTestId('calculator-value')).toContainText('× 12 = 96');
      await expect(page.getByRole('region', { name: w.cannotBePlayed })).toHaveCount(0);
      await page.getByRole('link', { name: w.backToSheet, exact: true }).click();
      await expect(page.getByRole('region', { name: w.nextDeal })).toBeVisible();

      // The tops step links its rule, opened highlighted.
      await page.getByRole('link', { name: w.enterDeal1, exact: true }).click();
      const entry = page.getByRole('region', { name: w.entry, exact: true });
      await entry.getByRole('button', { name: w.bobPlays, exact: true }).click();
      await entry.getByRole('button', { name: w.clubs, exact: true }).click();
      await expect(entry.getByRole('heading', { name: w.topsStep })).toBeVisible();
      await entry.getByRole('link', { name: w.topsRule, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.rulesTitle })).toBeVisible();
      const rule = page.getByRole('region', { name: w.topsSection });
      await expect(rule).toHaveAttribute('aria-current', 'true');
      await expect(rule).toBeFocused();
      await expect(rule).toBeInViewport();

      // Back (the phone's gesture) to the half-entered deal: it goes on where it was.
      await page.goBack();
      await expect(entry.getByRole('heading', { name: w.topsStep })).toBeVisible();
      await entry.getByRole('button', { name: w.with1, exact: true }).click();
      await entry.getByRole('button', { name: w.won, exact: true }).click();
      await expect(page.getByRole('link', { name: w.editDeal1, exact: true })).toBeVisible();

      // Corrected: won becomes lost, two taps from the sheet (the result saves it).
      await page.getByRole('link', { name: w.editDeal1, exact: true }).click();
      await expect(entry.getByRole('button', { name: w.save, exact: true })).toBeVisible();
      await entry.getByRole('button', { name: w.lost, exact: true }).click();
      const changed = page.getByRole('link', { name: w.changedOnce });
      await expect(changed).toBeVisible();
      await changed.click();
      await expect(page.getByRole('heading', { level: 1, name: w.deal1 })).toBeVisible();
      const history = page.getByRole('region', { name: w.deal1History });
      await expect(history).toBeFocused();
      await expect(history).toBeInViewport();
    });
  });
}
