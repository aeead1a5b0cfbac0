// Steps a club night's browser walks share (club-night.spec.ts, results-night.spec.ts): the
// director creates a night, reads a table's link, a table's phone enters deals, the director's
// ranking is held against the one computed from the stored events (test/support/night-check.ts),
// the results file is exported and run through `npm run check-night` as a club would.
import { execFile } from 'node:child_process';
import { expect, test, type Browser, type Page } from '../support/test';
import { phone, SYNC_MS } from '../support/club-e2e';
import { logInToClub } from '../support/club-login';
import { storedNightRanking, type CheckedRow } from '../support/night-check';
import type { NightWords } from './night-words';

/** The server admin of the club server the harness starts (scripts/club/local-server.ts). */
export const ADMIN = { name: 'admin', password: 'admin-secret' };

/** Points as the app shows them: the language's digit groups, a true minus sign. */
export function shownPoints(points: number, w: NightWords): string {
  const digits = new Intl.NumberFormat(w.locale).format(Math.abs(points));
  return points < 0 ? `−${digits}` : digits;
}

/** The ranking table's rows as [rank, name, points, won, lost]. */
async function shownRanking(page: Page, w: NightWords): Promise<string[][]> {
  const table = page.getByRole('table', { name: w.ranking });
  const rows = table.getByRole('row');
  const count = await rows.count();
  const shown: string[][] = [];
  for (let i = 1; i < count; i += 1) {
    const cells = await rows.nth(i).locator('th, td').allInnerTexts();
    shown.push(cells.slice(0, 5).map((cell) => cell.trim().replace('−', '-')));
  }
  return shown;
}

function expected(rows: readonly CheckedRow[]): string[][] {
  return rows.map((row) => [
    String(row.rank),
    row.name,
    String(row.points),
    String(row.won),
    String(row.lost),
  ]);
}

/** The director's ranking (the scope chosen) equals the one computed from the stored events. */
export async function expectRankingHeld(
  page: Page,
  w: NightWords,
  club: string,
  key: string,
  series: number | 'total',
) {
  await page
    .getByRole('group', { name: w.rankingOf })
    .getByRole('radio', { name: series === 'total' ? w.total : w.series(series + 1) })
    .check();
  const want = expected(await storedNightRanking(club, ADMIN, key, series));
  await expect.poll(() => shownRanking(page, w), { timeout: SYNC_MS }).toEqual(want);
}

/** A table's join link, read off the director's screen. */
export async function tableLink(
  page: Page,
  w: NightWords,
  series: number,
  table: number,
): Promise<string> {
  const card = page
    .getByRole('region', { name: w.series(series) })
    .getByRole('listitem', { name: w.table(table) });
  const link = card.getByRole('link', { name: /#\/guest\// });
  // The link sits in a disclosure: opened once, a second tap would close it.
  if (!(await link.isVisible())) await card.getByText(w.joinLink(table)).click();
  return (await link.innerText()).trim();
}

/** A table's phone enters deals `from`…`to`: Forehand plays, every third deal lost. */
export async function enterDeals(page: Page, w: NightWords, from: number, to: number) {
  for (let deal = from; deal <= to; deal += 1) {
    await page.getByRole('link', { name: w.enterDeal(deal) }).click();
    await page.getByRole('button', { name: w.forehand }).click();
    await page
      .getByRole('button', { name: deal % 2 === 0 ? w.grand : w.clubs, exact: true })
      .click();
    await page.getByRole('button', { name: w.tops(1 + (deal % 2)), exact: true }).click();
    await page.getByRole('button', { name: deal % 3 === 0 ? w.lost : w.won, exact: true }).click();
    await expect(page.getByRole('link', { name: w.dealDetails(deal) })).toBeVisible();
  }
}

export const liveStatus = (page: Page, w: NightWords) =>
  page.getByRole('region', { name: w.live }).getByRole('status').first();

export async function openAsTable(browser: Browser, w: NightWords, link: string) {
  const table = await phone(browser, w.locale);
  await table.page.goto(link);
  await expect(table.page.getByRole('link', { name: w.enterDeal(1) })).toBeVisible({
    timeout: SYNC_MS,
  });
  await expect(liveStatus(table.page, w)).toHaveText(w.synced, { timeout: SYNC_MS });
  return table;
}

export async function nightKeyOf(page: Page): Promise<string> {
  await expect(page).toHaveURL(/#\/night\/[0-9a-f]{8}$/);
  return /#\/night\/([0-9a-f]{8})$/.exec(page.url())?.[1] ?? '';
}

/** The director, logged in, creates a night of `players` (deals per 4- and 3-table); its key. */
export async function createNight(
  page: Page,
  w: NightWords,
  club: string,
  director: { readonly name: string; readonly password: string },
  night: {
    readonly name: string;
    readonly players: readonly string[];
    readonly deals: readonly [number, number];
    /** The form's default (2) when not given. */
    readonly series?: number;
  },
): Promise<string> {
  await logInToClub(page, club, director, w.login);
  await page
    .getByRole('region', { name: w.clubRegion })
    .getByRole('link', { name: w.nights })
    .click();
  await page.getByRole('button', { name: w.newNight }).click();
  const form = page.getByRole('region', { name: w.newNight });
  await form.getByLabel(w.nightName).fill(night.name);
  await form.getByLabel(w.typedPlayers).fill(night.players.join('\n'));
  if (night.series !== undefined)
    await form.getByLabel(w.seriesCount, { exact: true }).fill(String(night.series));
  await form.getByLabel(w.dealsAtFour).fill(String(night.deals[0]));
  await form.getByLabel(w.dealsAtThree).fill(String(night.deals[1]));
  await form.getByRole('button', { name: w.create }).click();
  await expect(page.getByRole('heading', { level: 1, name: night.name })).toBeVisible({
    timeout: SYNC_MS,
  });
  return nightKeyOf(page);
}

/** Voids deal `deal` from its details screen (on the record: a `deal-voided` event), back on the sheet. */
export async function voidDeal(page: Page, w: NightWords, deal: number) {
  await page.getByRole('link', { name: w.dealDetails(deal) }).click({ timeout: SYNC_MS });
  await page.getByRole('button', { name: w.voidDeal(deal) }).click();
  await page
    .getByRole('dialog', { name: w.voidTitle(deal) })
    .getByRole('button', { name: w.voidConfirm, exact: true })
    .click();
  await expect(page.getByRole('button', { name: w.restoreDeal(deal) })).toBeVisible();
  await page.getByRole('link', { name: w.backToSheet }).click();
}

/** The director's "Export results": the file saved in the test's output folder; its path. */
export async function exportResults(page: Page, w: NightWords, name: string): Promise<string> {
  const download = page.waitForEvent('download', { timeout: SYNC_MS });
  await page.getByRole('button', { name: w.exportResults }).click();
  const path = test.info().outputPath(name);
  await (await download).saveAs(path);
  return path;
}

/** `npm run check-night --lang <lang> <file>` as a club runs it (its script, without npm's lines). */
export function checkNight(file: string, lang: 'en' | 'de' = 'en'): Promise<CheckRun> {
  return new Promise((resolve) => {
    execFile(
      'node',
      ['scripts/check-night-run.mjs', '--lang', lang, file],
      { timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? -1) : 0, text: (stdout + stderr).trim() }),
    );
  });
}

export interface CheckRun {
  readonly code: number;
  readonly text: string;
}

/**
 * The checker's exit code and words. Not `toMatchObject({ text: /…/ })`: a RegExp there has no
 * keys of its own, so the matcher takes it as a subset of any string and the words go unchecked.
 */
export function expectCheck(run: CheckRun, code: number, words: RegExp) {
  expect(run.text).toMatch(words);
  expect(run.code).toBe(code);
}

/** A phone of the walk: a browser context and its page. */
export type Phone = Awaited<ReturnType<typeof phone>>;
