import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { eveningsBackup } from './evenings-backup';
import { restoreBackup } from '../support/e2e-flows';

/*
 * The player page's charts (issue 20), in the built app on a 360 px phone: three evenings of
 * Anna's restored from a backup this test writes — two on a plain list, one of Bierlachs. Her
 * Seeger-Fabian per evening as a line chart (one image with a name) and its table, the Bierlachs
 * evening left out and said so; each game's share of the games she declared as a table with
 * bars; in light and dark, and printed. In English and in German.
 */

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

type Game = 'clubs' | 'hearts' | 'grand';
interface TestDeal {
  readonly declarer: number;
  readonly game: Game;
  readonly made: boolean;
}

/*
 * Worked by hand (with 1: game value 2 × base; a lost game counts twice on the list; Seeger-
 * Fabian at three: ±50 for the declarer's game, +40 to each opponent of a lost game):
 *  Evening 1: Anna clubs won 24 → 24 + 50 = 74; Ben grand lost → Anna +40. 114 over 2 deals,
 *             114 × 48 / 2 = 2,736 per 48 deals.
 *  Evening 2: Anna hearts lost → −40 − 50 = −90; Dora clubs won → Anna 0. −90 over 2 deals,
 *             −2,160 per 48 deals.
 *  Evening 3 (Bierlachs from 90): Anna grand lost, 96 taken → −6: Anna buys the beer.
 * Anna declared clubs, hearts and grand once each: 100 / 3 each, the point left over goes to the
 * first of the equal remainders in the table's order (hearts before clubs before grand).
 */
const EVENINGS = [
  {
    day: '2026-01-08',
    players: ['Anna', 'Ben', 'Carla'],
    list: 'plain' as const,
    deals: [
      { declarer: 0, game: 'clubs', made: true },
      { declarer: 1, game: 'grand', made: false },
    ] satisfies TestDeal[],
  },
  {
    day: '2026-01-15',
    players: ['Anna', 'Ben', 'Dora'],
    list: 'plain' as const,
    deals: [
      { declarer: 0, game: 'hearts', made: false },
      { declarer: 2, game: 'clubs', made: true },
    ] satisfies TestDeal[],
  },
  {
    day: '2026-01-22',
    players: ['Anna', 'Ben', 'Carla'],
    list: { kind: 'bierlachs', limit: 90 } as const,
    deals: [{ declarer: 0, game: 'grand', made: false }] satisfies TestDeal[],
  },
];

function backupFile(): string {
  return eveningsBackup(EVENINGS);
}

const WORDS = {
  en: {
    restoreFromFile: 'Restore from file',
    restoreTitle: 'Restore from this file?',
    restore: 'Restore',
    restored: 'Imported 3 sheets.',
    players: 'Players',
    title: 'Statistics: Anna',
    chart:
      'Line chart of Anna’s Seeger-Fabian points, evening by evening, over 2 evenings. One Bierlachs evening is left out: a Bierlachs list counts no Seeger-Fabian points. Every number is in the table below.',
    numbers: 'Seeger-Fabian per evening: the numbers',
    rows: ['1 08/01/2026 2 114 2,736', '2 15/01/2026 2 −90 −2,160'],
    leftOut: 'One Bierlachs evening is left out: a Bierlachs list counts no Seeger-Fabian points.',
    shares: 'Share of the games declared',
    shareRows: ['Hearts 1 34%', 'Clubs 1 33%', 'Grand 1 33%', 'Spades 0 0%'],
  },
  de: {
    restoreFromFile: 'Aus Datei wiederherstellen',
    restoreTitle: 'Aus dieser Datei wiederherstellen?',
    restore: 'Wiederherstellen',
    restored: '3 Listen wiederhergestellt.',
    players: 'Spieler',
    title: 'Statistik: Anna',
    chart:
      'Liniendiagramm der Seeger-Fabian-Punkte von Anna, Abend für Abend, über 2 Abende. Ein Bierlachs-Abend fehlt: Beim Bierlachs zählen keine Seeger-Fabian-Punkte. Alle Zahlen stehen in der Tabelle darunter.',
    numbers: 'Seeger-Fabian je Abend: die Zahlen',
    rows: ['1 08.01.2026 2 114 2.736', '2 15.01.2026 2 −90 −2.160'],
    leftOut: 'Ein Bierlachs-Abend fehlt: Beim Bierlachs zählen keine Seeger-Fabian-Punkte.',
    shares: 'Anteil an den gespielten Spielen',
    shareRows: ['Herz 1 34 %', 'Kreuz 1 33 %', 'Grand 1 33 %', 'Pik 0 0 %'],
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

async function restoreAndOpenAnna(page: Page, w: Words) {
  const path = test.info().outputPath('player-charts-backup.json');
  writeFileSync(path, backupFile());
  await restoreBackup(page, w, path);
  await page.goto('/#/players');
  await expect(page.getByRole('heading', { level: 1, name: w.players, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Anna', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.title, exact: true })).toBeVisible();
}

/** Both charts and their tables, nothing wider than the phone. */
async function expectCharts(page: Page, w: Words) {
  const chart = page.getByRole('img', { name: w.chart, exact: true });
  await expect(chart).toBeVisible();
  const box = await chart.boundingBox();
  expect(box?.width).toBeGreaterThan(250);
  expect(box?.width).toBeLessThanOrEqual(360);
  const table = page.getByRole('table', { name: w.numbers, exact: true });
  for (const name of w.rows) {
    await expect(table.getByRole('row', { name, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('row')).toHaveCount(1 + w.rows.length);
  await expect(page.getByText(w.leftOut, { exact: true })).toBeVisible();
  const shares = page.getByRole('table', { name: w.shares, exact: true });
  for (const name of w.shareRows) {
    await expect(shares.getByRole('row', { name, exact: true })).toBeVisible();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

for (const locale of ['en', 'de'] as const) {
  const w = WORDS[locale];
  test.describe(locale, () => {
    test.use({ locale: locale === 'de' ? 'de-DE' : 'en-US' });

    test('the player page’s charts and their tables, light, dark and printed', async ({ page }) => {
      await restoreAndOpenAnna(page, w);
      await page.emulateMedia({ colorScheme: 'light' });
      await expectCharts(page, w);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectCharts(page, w);
      await page.emulateMedia({ media: 'print', colorScheme: 'light' });
      await expectCharts(page, w);
      await page.emulateMedia({ media: 'screen' });
    });
  });
}
