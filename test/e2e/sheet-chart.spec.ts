import { expect, test, type Page, type Response } from '../support/test';
import { expectGermanScreen } from '../support/german-screen';
import { screenProblems } from '../support/layout-checks';
import { withOfflineApp } from '../support/offline-app';
import { DEAL_1, DEAL_2, enterWonGame, startSheet } from '../support/e2e-flows';
import {
  ENGLISH,
  GERMAN,
  enterDeals,
  rowsOf,
  startSheetWithPreset,
  type VectorExpect,
  type Words,
} from './house-flows';
import { NYCSA_DEALS } from './nycsa-evening';
import { PUB_DEALS, PUB_EXPECT } from './pub-evening';

/**
 * The sheet's chart of running totals (issue 20), in the built app on a 360 px phone: an NYCSA
 * evening (Seeger-Fabian, a Bock round in deals 3–5, a Ramsch round from deal 6) entered through
 * the entry; the chart opened from the sheet in light and dark, its table of numbers checked
 * against totals this spec works out itself, nothing wider than the phone, and the printed page.
 */

test.use({ viewport: { width: 360, height: 640 } });

const NAMES = ['Anna', 'Ben', 'Carl'];

// The first six deals of the NYCSA evening (NYCSA preset, Anna deals first), as
// house-evenings.spec.ts enters them.
const DEALS = NYCSA_DEALS.slice(0, 6);
const EXPECT: VectorExpect = {
  list: [-260, -114, 116],
  seegerFabian: [-310, -124, 306],
  won: [1, 1, 3],
  lost: [2, 2, 0],
  bock: [0, 0, 1, 1, 1, 0],
  ramschRound: [false, false, false, false, false, true],
  dealer: [0, 1, 2, 0, 1, 2],
};

/**
 * Each deal worked by hand (house-rules.md, ISkO): the list entry per seat, who won and lost a
 * game, and whether a declarer lost (Seeger-Fabian: 40 to each other player at a table of 3).
 *  1 Ben ♣ with 2, 75: 3 × 12 = +36.   2 Carl grand hand with 1: 3 × 24 = +72 (starts Bock 3–5).
 *  3 Ramsch, flat 25 × Bock 2: Ben −50, Anna wins (counts as a game, no 40s for a Ramsch).
 *  4 Anna ♥ with 1, 55, Kontra, Bock: −2 × 20 × 2 × 2 = −160.   5 Carl ♠ with 1, 61, Bock: +44.
 *  6 Ramsch round, Carl Jungfrau, pushed once: 25 × 2 × 2 = −100 for Anna and Ben; Carl wins.
 */
const WORKED = [
  { list: [0, 36, 0], won: [1], lost: [], declarerLost: false },
  { list: [0, 0, 72], won: [2], lost: [], declarerLost: false },
  { list: [0, -50, 0], won: [0], lost: [1], declarerLost: false },
  { list: [-160, 0, 0], won: [], lost: [0], declarerLost: true },
  { list: [0, 0, 44], won: [2], lost: [], declarerLost: false },
  { list: [-100, -100, 0], won: [2], lost: [0, 1], declarerLost: false },
];

/** Seeger-Fabian running totals after each deal, summed here from the worked deals. */
function runningSeegerFabian(deals: number): number[][] {
  const totals = [0, 0, 0];
  return WORKED.slice(0, deals).map((deal) => {
    for (const seat of [0, 1, 2]) {
      let change = deal.list[seat] ?? 0;
      if (deal.won.includes(seat)) change += 50;
      if (deal.lost.includes(seat)) change -= 50;
      if (deal.declarerLost && !deal.lost.includes(seat)) change += 40;
      totals[seat] = (totals[seat] ?? 0) + change;
    }
    return [...totals];
  });
}

/** The table rows the chart must show: deal, each total as the language writes it, the marks. */
function expectedRows(deals: number, words: Words, minus = '−'): string[][] {
  const write = (value: number) => (value < 0 ? `${minus}${-value}` : String(value));
  return runningSeegerFabian(deals).map((totals, index) => {
    const marks = [
      (EXPECT.bock[index] ?? 0) > 0 ? words.bock(EXPECT.bock[index] ?? 0) : '',
      EXPECT.ramschRound[index] ? words.ramschRoundMark : '',
    ].filter((mark) => mark !== '');
    return [String(index + 1), ...totals.map(write), marks.join(' ')];
  });
}

const EN = {
  open: 'Running totals chart',
  title: 'Running totals',
  numbers: 'The numbers',
  print: 'Print the chart',
  header: ['Deal', ...NAMES, 'Rounds'],
  summary:
    /^Line chart of the running totals of Anna, Ben and Carl, deal by deal, over 6 deals\. Bock rounds in deals 3–5\. Ramsch rounds in deals 6\. Every number is in the table below\.$/,
};

type ChartWords = typeof EN;

const DE: ChartWords = {
  open: 'Zwischenstand als Diagramm',
  title: 'Zwischenstand',
  numbers: 'Die Zahlen',
  print: 'Diagramm drucken',
  header: ['Spiel', ...NAMES, 'Runden'],
  summary:
    /^Liniendiagramm des Zwischenstands von Anna, Ben und Carl, Spiel für Spiel, über 5 Spiele\. Bockrunden in den Spielen 3–5\. Alle Zahlen stehen in der Tabelle darunter\.$/,
};

async function openChart(page: Page, chart: ChartWords): Promise<void> {
  await page.getByRole('link', { name: chart.open, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: chart.title, exact: true }),
  ).toBeVisible();
}

/** The chart's image, its table and nothing wider than the phone or cut off. */
async function expectChart(
  page: Page,
  chart: ChartWords,
  rows: string[][],
  players = 3,
): Promise<void> {
  const image = page.getByRole('img', { name: chart.summary });
  await expect(image).toBeVisible();
  // One line per player, each with its own dash pattern; the Bock round shaded behind them.
  const lines = image.locator('path[fill="none"]');
  await expect(lines).toHaveCount(players);
  const dashes = await lines.evaluateAll((paths) =>
    paths.map((path) => path.getAttribute('stroke-dasharray') ?? 'solid'),
  );
  expect(new Set(dashes).size).toBe(players);
  const box = await image.boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  expect(box?.width).toBeLessThanOrEqual(360);

  const table = page.getByRole('region', { name: chart.numbers }).getByRole('table');
  await expect(table).toBeVisible();
  expect(await rowsOf(table)).toEqual([[...chart.header], ...rows]);

  const problems = await screenProblems(page.locator('body'));
  expect(problems.wide).toBe(false);
  expect(problems.clipped).toEqual([]);
  expect(problems.small).toEqual([]);
}

/** WCAG contrast of two sRGB colours, each [r, g, b] from 0 to 255. */
function contrast(a: readonly number[], b: readonly number[]): number {
  const luminance = (rgb: readonly number[]) => {
    const [r = 0, g = 0, bl = 0] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Each line's colour against the page's background: at least 3:1 (WCAG's minimum for graphics).
 * The colours are read back through a canvas, which turns any CSS colour (oklch) into sRGB.
 */
async function lineContrasts(page: Page): Promise<{ colours: string[]; ratios: number[] }> {
  const { colours, rgb, background } = await page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    const toRgb = (colour: string) => {
      if (!canvas) return [0, 0, 0];
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const strokes = [...document.querySelectorAll('svg[role="img"] path[fill="none"]')].map(
      (path) => getComputedStyle(path).stroke,
    );
    return {
      colours: strokes,
      rgb: strokes.map(toRgb),
      background: toRgb(getComputedStyle(document.body).backgroundColor),
    };
  });
  return { colours, ratios: rgb.map((colour) => contrast(colour, background)) };
}

test.describe('entered through the entry', () => {
  // Nothing here needs the service worker (the offline test below has its own browser).
  test.use({ serviceWorkers: 'block' });

  test('the running totals as a chart and a table, light and dark, on a 360 px phone, and printed', async ({
    page,
  }) => {
    test.setTimeout(test.info().timeout * 3);
    await startSheetWithPreset(page, ENGLISH, 'nycsa', NAMES);
    await enterDeals(page, ENGLISH, NAMES, DEALS, EXPECT);
    await openChart(page, EN);
    const rows = expectedRows(6, ENGLISH);
    expect(rows.at(-1)).toEqual(['6', '−310', '−124', '306', 'Ramsch round']);

    await page.emulateMedia({ colorScheme: 'light' });
    await expectChart(page, EN, rows);
    const light = await lineContrasts(page);
    for (const ratio of light.ratios) expect(ratio).toBeGreaterThanOrEqual(3);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expectChart(page, EN, rows);
    const dark = await lineContrasts(page);
    for (const ratio of dark.ratios) expect(ratio).toBeGreaterThanOrEqual(3);
    expect(dark.colours).not.toEqual(light.colours);

    await page.emulateMedia({ media: 'print', colorScheme: 'light' });
    await expect(page.getByRole('img', { name: EN.summary })).toBeVisible();
    await expect(page.getByRole('region', { name: EN.numbers }).getByRole('table')).toBeVisible();
    await expect(page.getByRole('button', { name: EN.print })).toBeHidden();
    const pdf = await page.pdf({ width: '148mm', height: '210mm' });
    expect(pdf.byteLength).toBeGreaterThan(1000);

    // Back on the sheet by the header's arrow.
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('link', { name: 'Back to the sheet', exact: true }).click();
    await expect(page.getByRole('link', { name: EN.open, exact: true })).toBeVisible();
  });

  /**
   * Each deal's list entry by hand (house-evenings.spec.ts works them out): 1 Ben +44; 2 Anna −360;
   * 3 Dora +768; 4 Anna −576; 5 Carl +736; 6 Carl −800; 7 Ben +480; 8 Carl +72; 9 Ben +240.
   */
  const PUB_ENTRIES: readonly (readonly [seat: number, value: number])[] = [
    [1, 44],
    [0, -360],
    [3, 768],
    [0, -576],
    [2, 736],
    [2, -800],
    [1, 480],
    [2, 72],
    [1, 240],
  ];
  const LONG_NAMES = ['Maximilian', 'Anneliese', 'Friedrich', 'Konstantin'];

  test('four players with long names and a stacked Bock round fit the phone', async ({ page }) => {
    test.setTimeout(test.info().timeout * 3);
    await startSheetWithPreset(page, ENGLISH, 'pub', LONG_NAMES);
    await enterDeals(page, ENGLISH, LONG_NAMES, PUB_DEALS, PUB_EXPECT);
    const totals = [0, 0, 0, 0];
    const rows = PUB_ENTRIES.map(([seat, value], index) => {
      totals[seat] = (totals[seat] ?? 0) + value;
      const bock = PUB_EXPECT.bock[index] ?? 0;
      return [
        String(index + 1),
        ...totals.map((total) => (total < 0 ? `−${-total}` : String(total))),
        bock > 0 ? ENGLISH.bock(bock) : '',
      ];
    });
    expect(rows.at(-1)?.slice(1, 5)).toEqual(['−936', '764', '8', '768']);
    const chart: ChartWords = {
      ...EN,
      header: ['Deal', ...LONG_NAMES, 'Rounds'],
      summary:
        /^Line chart of the running totals of Maximilian, Anneliese, Friedrich and Konstantin, deal by deal, over 9 deals\. Bock rounds in deals 2–8\. Every number is in the table below\.$/,
    };
    await openChart(page, chart);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectChart(page, chart, rows, 4);
    await page.emulateMedia({ colorScheme: 'light' });
    await expectChart(page, chart, rows, 4);
  });

  test.describe('in German', () => {
    test.use({ locale: 'de-DE' });

    test('Zwischenstand als Diagramm und Tabelle, hell und dunkel', async ({ page }) => {
      test.setTimeout(test.info().timeout * 3);
      await startSheetWithPreset(page, GERMAN, 'nycsa', NAMES);
      await enterDeals(page, GERMAN, NAMES, DEALS.slice(0, 5), EXPECT);
      await openChart(page, DE);
      const rows = expectedRows(5, GERMAN);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectChart(page, DE, rows);
      await expectGermanScreen(page, 'Zwischenstand');
      await page.emulateMedia({ colorScheme: 'light' });
      await expectChart(page, DE, rows);
    });
  });
});

test('offline: the chart opens with no server, from the precached app', async () => {
  await withOfflineApp(async (page) => {
    await startSheet(page);
    await enterWonGame(page, DEAL_1);
    await enterWonGame(page, DEAL_2);
    // A reload at the chart's address: every piece of it comes from the service worker.
    await page.goto(`${page.url()}/chart`);
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response);
    });
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: EN.title, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /over 2 deals/ })).toBeVisible();
    await expect(page.getByRole('region', { name: EN.numbers }).getByRole('row')).toHaveCount(3);
    // The chart's own chunk came with the reload, from the service worker's precache.
    const chart = scripts.filter((response) => response.url().includes('/SheetChartScreen-'));
    expect(chart).toHaveLength(1);
    expect(scripts.filter((response) => !response.fromServiceWorker())).toEqual([]);
  });
});
