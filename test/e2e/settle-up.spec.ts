import { writeFile } from 'node:fs/promises';
import { screenProblems } from '../support/layout-checks';
import { expect, test, type Locator, type Page } from '../support/test';
import { restoreBackup } from '../support/e2e-flows';

/**
 * Settling up in the built app, in English and German: a plain list and a Seeger-Fabian list,
 * each played to its end (restored from a backup), get a stake after their last deal. The fewest
 * transfers shown are held against amounts this test works out itself from the standings the
 * sheet shows: each player's balance is (players × own − sum of all) × stake. A refused stake
 * shows its message and keeps what was typed.
 */

const PLAYERS = ['Anna', 'Ben', 'Carl'];
const PLAIN_ID = '0b6f7d1e-5555-4000-8000-000000000001';
const SF_ID = '0b6f7d1e-5555-4000-8000-000000000002';

/** Six deals at a table of three, as a backup file carries them. */
const DRAFTS = [
  { game: 'clubs', declarer: 0, tops: 2, outcome: { made: true }, bid: 18 },
  { game: 'grand', declarer: 1, tops: 1, outcome: { made: false }, bid: 18 },
  { game: 'hearts', declarer: 2, tops: 1, outcome: { made: true }, bid: 18 },
  { game: 'null', declarer: 0, hand: true, declarerTricks: 'none', bid: 35 },
  { game: 'passed' },
  { game: 'spades', declarer: 2, tops: 3, outcome: { made: false }, bid: 18 },
];

function backup(): string {
  const start = 1_700_000_000_000;
  const sheet = (id: string, name: string, listKind: string, n: number) => ({
    id,
    name,
    playerNames: PLAYERS,
    rules: {
      players: 3,
      firstDealer: 0,
      listKind,
      kontraAllowed: false,
      plannedDeals: DRAFTS.length,
      bock: { kind: 'off' },
    },
    createdAt: start + n,
    updatedAt: start + n + 60_000,
    deals: DRAFTS.map((deal, position) => ({
      id: `0b6f7d1e-6666-4000-8000-00000000${n}${position}00`,
      position,
      createdAt: start + n + position,
      updatedAt: start + n + position,
      deal,
    })),
  });
  return JSON.stringify({
    format: 'skat-scorekeeper-backup',
    version: 2,
    exportedAt: new Date(start).toISOString(),
    sheets: [
      sheet(PLAIN_ID, 'Plain evening', 'plain', 1),
      sheet(SF_ID, 'Club evening', 'seeger-fabian', 2),
    ],
  });
}

interface Words {
  readonly intl: string;
  readonly restoreFromFile: string;
  readonly restoreTitle: string;
  readonly restore: string;
  readonly restored: string;
  readonly finalStandings: string;
  readonly settleUp: string;
  readonly noStake: string;
  readonly stakeOn: string;
  readonly stakeCents: string;
  readonly save: string;
  readonly saved: string;
  readonly refusedStake: string;
  readonly transfers: string;
  readonly pays: (payer: string, payee: string, amount: string) => string;
  readonly back: string;
  readonly copy: string;
  readonly copied: string;
  readonly swissFranc: string;
  readonly refusedRounding: string;
  readonly fee: string;
  readonly raise: string;
}

const ENGLISH: Words = {
  intl: 'en-GB',
  restoreFromFile: 'Restore from file',
  restoreTitle: 'Restore from this file?',
  restore: 'Restore',
  restored: 'Imported 2 sheets.',
  finalStandings: 'Final standings',
  settleUp: 'Settle up',
  noStake: 'No stake on this sheet: set one below to see who pays whom.',
  stakeOn: 'Play for a stake',
  stakeCents: 'Cents per point',
  save: 'Save stake',
  saved: 'Saved.',
  refusedStake:
    'The stake per point is an amount above 0 and up to 10,000 cents, such as ½, 0.5 or 1.',
  transfers: 'Who pays whom',
  pays: (payer, payee, amount) => `${payer} pays ${payee} ${amount}`,
  back: 'Back to the sheet',
  copy: 'Copy',
  copied: 'Copied to the clipboard.',
  swissFranc: 'Swiss franc',
  fee: 'Lost-game fee',
  raise: 'Raise it from a later lost game on',
  refusedRounding: 'Amounts in CHF cannot be rounded to CHF 0.01: choose CHF 0.05 or CHF 0.10.',
};

const GERMAN: Words = {
  intl: 'de-DE',
  restoreFromFile: 'Aus Datei wiederherstellen',
  restoreTitle: 'Aus dieser Datei wiederherstellen?',
  restore: 'Wiederherstellen',
  restored: '2 Listen wiederhergestellt.',
  finalStandings: 'Endstand',
  settleUp: 'Abrechnung',
  noStake: 'Diese Liste hat keinen Einsatz: unten einen eintragen, dann steht hier, wer wem zahlt.',
  stakeOn: 'Um Geld spielen',
  stakeCents: 'Cent pro Punkt',
  save: 'Einsatz speichern',
  saved: 'Gespeichert.',
  refusedStake:
    'Der Einsatz ist ein Betrag über 0 und bis 10.000 Cent pro Punkt, z. B. ½, 0,5 oder 1.',
  transfers: 'Wer zahlt wem',
  pays: (payer, payee, amount) => `${payer} zahlt ${payee} ${amount}`,
  back: 'Zurück zur Liste',
  copy: 'Kopieren',
  copied: 'In die Zwischenablage kopiert.',
  swissFranc: 'Franken',
  fee: 'Verlustspielgeld',
  raise: 'Ab einem späteren verlorenen Spiel mehr',
  refusedRounding:
    'Beträge in CHF lassen sich nicht auf 0,01 CHF runden: 0,05 CHF oder 0,10 CHF wählen.',
};

/** Text as read, the money format's no-break spaces as plain ones. */
const plain = (text: string) =>
  text
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A shown number: typographic minus, German thousands dots, an explicit plus. */
const shownNumber = (text: string) => Number(text.replace('−', '-').replace(/[.+\s]/g, ''));

/**
 * Each player's points as the finished sheet's standings show them: the Seeger-Fabian column on
 * a Seeger-Fabian list (rank, player, SF, points, won/lost), else the points.
 */
async function shownPoints(page: Page, w: Words, seegerFabian: boolean): Promise<number[]> {
  const table = page.getByRole('region', { name: w.finalStandings }).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(PLAYERS.length + 1);
  const rows = await table
    .getByRole('row')
    .evaluateAll((all) =>
      all.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );
  return PLAYERS.map((name) => {
    const row = rows.find((cells) => cells[1]?.trim() === name) ?? [];
    return shownNumber((seegerFabian ? row[2] : row.at(-2)) ?? '');
  });
}

/**
 * Who pays whom, worked out here: balances (n × own − sum) × stake; at three players with
 * nobody even, the one whose sign stands alone settles with each of the other two (2 transfers);
 * with one even, the other two settle with each other (1 transfer). Largest first.
 */
function expectedTransfers(w: Words, points: number[], centsPerPoint: number): string[] {
  const sum = points.reduce((a, b) => a + b, 0);
  const balances = points.map((own) => (points.length * own - sum) * centsPerPoint);
  const money = (cents: number) =>
    new Intl.NumberFormat(w.intl, { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const payers = balances.flatMap((b, seat) => (b < 0 ? [seat] : []));
  const payees = balances.flatMap((b, seat) => (b > 0 ? [seat] : []));
  const transfers: { from: number; to: number; cents: number }[] = [];
  if (payers.length === 1) {
    for (const to of payees) transfers.push({ from: payers[0] ?? 0, to, cents: balances[to] ?? 0 });
  } else {
    for (const from of payers) {
      transfers.push({ from, to: payees[0] ?? 0, cents: -(balances[from] ?? 0) });
    }
  }
  return transfers
    .sort((a, b) => b.cents - a.cents)
    .map((t) => plain(w.pays(PLAYERS[t.from] ?? '', PLAYERS[t.to] ?? '', money(t.cents))));
}

async function shownTransfers(page: Page, w: Words): Promise<string[]> {
  const items: Locator = page.getByRole('list', { name: w.transfers }).getByRole('listitem');
  return (await items.allTextContents()).map(plain);
}

async function openSheet(page: Page, w: Words, sheetId: string, name: string) {
  await page.goto(`/#/sheet/${sheetId}`);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: w.finalStandings })).toBeVisible();
}

/** From the finished sheet to its settle-up: the prominent link after the last deal. */
async function openSettleUp(page: Page, w: Words) {
  await page.getByRole('link', { name: w.settleUp, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: w.settleUp, exact: true }),
  ).toBeVisible();
}

async function saveStake(page: Page, w: Words, typed: string) {
  await page.getByRole('textbox', { name: w.stakeCents }).fill(typed);
  await page.getByRole('button', { name: w.save }).click();
}

for (const w of [ENGLISH, GERMAN]) {
  test.describe(`settling up (${w.intl})`, () => {
    test.use({ locale: w.intl, viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

    test('a plain and a Seeger-Fabian sheet, a stake set after the last deal', async ({
      page,
      context,
    }, testInfo) => {
      const path = testInfo.outputPath('settle-backup.json');
      await writeFile(path, backup());
      await restoreBackup(page, w, path);

      // The plain list: its list totals, 1 cent a point.
      await openSheet(page, w, PLAIN_ID, 'Plain evening');
      const plainPoints = await shownPoints(page, w, false);
      await openSettleUp(page, w);
      await expect(page.getByText(w.noStake)).toBeVisible();
      await page.getByRole('checkbox', { name: w.stakeOn }).check();

      // Refused: not a positive amount. The message shows, the text stays, nothing is set.
      await saveStake(page, w, '0');
      const stake = page.getByRole('textbox', { name: w.stakeCents });
      await expect(stake).toHaveAccessibleDescription(w.refusedStake);
      await expect(stake).toHaveValue('0');
      await expect(page.getByText(w.noStake)).toBeVisible();

      await saveStake(page, w, '1');
      await expect(page.getByText(w.saved, { exact: true })).toBeVisible();
      const plainExpected = expectedTransfers(w, plainPoints, 1);
      expect(plainExpected.length).toBeGreaterThan(0);
      await expect.poll(() => shownTransfers(page, w)).toEqual(plainExpected);

      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: w.copy, exact: true }).click();
      await expect(page.getByText(w.copied, { exact: true })).toBeVisible();
      const copied = plain(await page.evaluate(() => navigator.clipboard.readText()));
      for (const line of plainExpected) expect(copied).toContain(line);

      // The Seeger-Fabian list: its SF totals, 10 cents a point; a rounding that does not fit
      // the currency is refused first.
      await openSheet(page, w, SF_ID, 'Club evening');
      const sfPoints = await shownPoints(page, w, true);
      expect(sfPoints).not.toEqual(plainPoints);
      await openSettleUp(page, w);
      await page.getByRole('checkbox', { name: w.stakeOn }).check();
      await page.getByRole('radio', { name: w.swissFranc }).check();
      await page.getByRole('radio', { name: /0[.,]01/ }).check();
      await saveStake(page, w, '10');
      await expect
        .poll(async () => plain((await page.getByRole('alert').textContent()) ?? ''))
        .toBe(w.refusedRounding);
      await expect(page.getByRole('textbox', { name: w.stakeCents })).toHaveValue('10');
      await expect(page.getByText(w.noStake)).toBeVisible();

      await page.getByRole('radio', { name: 'Euro', exact: true }).check();
      await page.getByRole('radio', { name: /0[.,]10/ }).check();
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.saved, { exact: true })).toBeVisible();
      await expect.poll(() => shownTransfers(page, w)).toEqual(expectedTransfers(w, sfPoints, 10));

      // A 360 px phone: every field of the form open, each a full tap target, nothing cut.
      await page.getByRole('checkbox', { name: w.fee }).check();
      await page.getByRole('checkbox', { name: w.raise }).check();
      expect(await screenProblems(page.locator('body'))).toEqual({
        small: [],
        clipped: [],
        wide: false,
      });

      // On paper: the settle-up without the form, the buttons or the way back.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('list', { name: w.transfers })).toBeVisible();
      await expect(page.getByRole('button', { name: w.save })).toBeHidden();
      await expect(page.getByRole('button', { name: w.copy, exact: true })).toBeHidden();
      await expect(page.getByRole('link', { name: w.back })).toBeHidden();
    });
  });
}
