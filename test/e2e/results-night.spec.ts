// Issue 33's "Done when", walked in the browser in English and German on Apache CouchDB 3.5
// (127.0.0.1, ports 6331–6334): the director creates a night of 12 players, one series of 4 deals,
// drawn onto 3 tables of 4; three table phones (browser contexts) open their links and enter their
// deals; the director's board follows deal by deal, its ranking held against the one this test
// computes from the stored events (test/support/night-check.ts), and its confirmations panel waits
// for every seated player, the printed prize list "not payable yet"; the director shows the PINs and
// every seated player confirms at their table's phone (one wrong PIN first: refused, the PIN kept);
// the board shows every list confirmed; table 2 changes its list after its confirmation (a deal
// voided): phone and board say the confirmations were withdrawn, its players confirm again; the
// prize list is payable; the night's results file is exported, holds one confirmation per seated
// player of each list as it stands, and `npm run check-night` accepts it (exit 0); the same file
// with one deal's value altered is refused (exit 1), the message naming the series, table and deal.
import { readFile, writeFile } from 'node:fs/promises';
import { clubServerForSpec, phone, SYNC_MS } from '../support/club-e2e';
import { storedSeating } from '../support/night-check';
import { confirmAtTable, confirmationsOf, readPins, type ConfirmedFile } from './confirm-flows';
import { expect, test, type Page } from '../support/test';
import {
  ADMIN,
  checkNight,
  createNight,
  enterDeals,
  expectCheck,
  expectRankingHeld,
  exportResults,
  liveStatus,
  openAsTable,
  tableLink,
  voidDeal,
  type Phone,
} from './night-flows';
import { NIGHT_DE, NIGHT_EN, type NightWords } from './night-words';

const LEITER = { name: 'leiter', password: 'leiter-secret' };
const server = clubServerForSpec([6331, 6332, 6333, 6334], {
  clubAdmins: [LEITER],
  guestLinks: 0,
  // Three tables a night, and each language's night stays open: its logins are not freed.
  tableLogins: 6,
  nightDatabases: 2,
});
const club = () => `${server().url}/skatclub`;

const NAMES = [
  'Anna',
  'Ben',
  'Carla',
  'Dirk',
  'Eva',
  'Frank',
  'Greta',
  'Hans',
  'Ines',
  'Jan',
  'Karin',
  'Lutz',
];
const TABLES = [1, 2, 3] as const;
const DEALS = 4;

/** The director's panel line of a table's confirmations. */
function confirmLine(page: Page, w: NightWords, table: number) {
  return page
    .getByRole('region', { name: w.confirmations })
    .getByRole('listitem')
    .filter({ hasText: w.confirmTable(1, table) });
}

/** The printouts' prize list: `payable`, its table; else the note of lists not confirmed. */
async function expectPrizeList(page: Page, w: NightWords, night: string, payable: boolean) {
  await page.getByRole('link', { name: w.printouts }).click();
  const table = page.getByRole('table', { name: w.prizeList(night) });
  const note = page.getByRole('note').filter({ hasText: w.notPayable(TABLES.length) });
  await expect(payable ? table : note).toBeVisible({ timeout: SYNC_MS });
  await expect(payable ? note : table).toHaveCount(0);
  await page.getByRole('button', { name: w.backToNight }).click();
  await expect(page.getByRole('heading', { level: 1, name: night })).toBeVisible();
}

/** A results file's table logs, as far as this walk alters them. */
interface ExportedFile {
  night: {
    sheets: { events: { change: { kind: string; deal?: { tops?: number } } }[] }[];
  };
}

for (const w of [NIGHT_EN, NIGHT_DE]) {
  test(`a night of 3 tables, its results file checked (${w.locale})`, async ({ browser }) => {
    test.setTimeout(720_000);
    const director = await phone(browser, w.locale);
    const page = director.page;
    const phones: Phone[] = [director];
    try {
      const name = `Results ${w.locale}`;
      const key = await test.step('the director creates a night of 12 players', () =>
        createNight(page, w, club(), LEITER, {
          name,
          players: NAMES,
          deals: [DEALS, 3],
          series: 1,
        }));

      await test.step('the series is drawn onto 3 tables', async () => {
        await page.getByRole('radio', { name: w.draw }).check();
        await page.getByLabel(w.seed).fill(`abend-${w.locale}`);
        await page.getByRole('button', { name: w.assign(1) }).click();
        await expect(
          page.getByRole('region', { name: w.series(1) }).getByRole('listitem'),
        ).toHaveCount(TABLES.length, { timeout: SYNC_MS });
      });

      const tables =
        await test.step('three table phones enter their deals; the board follows', async () => {
          const opened: Phone[] = [];
          for (const table of TABLES)
            opened.push(await openAsTable(browser, w, await tableLink(page, w, 1, table)));
          phones.push(...opened);
          for (const one of opened) await enterDeals(one.page, w, 1, DEALS);
          const region = page.getByRole('region', { name: w.series(1) });
          for (const table of TABLES)
            await expect(region.getByRole('listitem', { name: w.table(table) })).toContainText(
              w.progress(DEALS, DEALS),
              { timeout: SYNC_MS },
            );
          await expectRankingHeld(page, w, club(), key, 0);
          return opened;
        });

      const seating =
        await test.step('the board waits for every seated player to confirm', async () => {
          const seating = await storedSeating(club(), ADMIN, key, 0);
          for (const table of TABLES)
            await expect(confirmLine(page, w, table)).toContainText(
              w.waitingFor(seating[table - 1]?.join(', ') ?? ''),
              { timeout: SYNC_MS },
            );
          await expect(page.getByText(w.prizesWaiting(TABLES.length))).toBeVisible();
          await expectPrizeList(page, w, name, false);
          return seating;
        });

      const pins = await test.step("the director shows the PINs: each seated player's", () =>
        readPins(page, w, seating));

      await test.step('every seated player confirms at their table (one wrong PIN first)', async () => {
        for (const table of TABLES)
          await confirmAtTable(
            tables[table - 1]?.page ?? page,
            w,
            seating[table - 1] ?? [],
            pins,
            table === 1,
          );
        for (const table of TABLES)
          await expect(confirmLine(page, w, table)).toContainText(w.allConfirmed, {
            timeout: SYNC_MS,
          });
        await expect(page.getByText(w.prizesConfirmed)).toBeVisible();
      });

      await test.step('table 2 changes its list: the confirmations withdrawn, confirmed again', async () => {
        const table2 = tables[1]?.page;
        const seated = seating[1] ?? [];
        if (!table2) throw new Error('no phone at table 2');
        await voidDeal(table2, w, 2);
        await expect(liveStatus(table2, w)).toHaveText(w.synced, { timeout: SYNC_MS });
        const region = table2.getByRole('region', { name: w.atTable });
        for (const player of seated)
          await expect(region.getByText(w.withdrawnBy(player, w.dealVoided(2)))).toBeVisible({
            timeout: SYNC_MS,
          });
        await expect(confirmLine(page, w, 2)).toContainText(w.withdrawn(seated.join(', ')), {
          timeout: SYNC_MS,
        });
        await expect(page.getByText(w.prizesWaiting(1))).toBeVisible();
        await expectRankingHeld(page, w, club(), key, 'total');
        await confirmAtTable(table2, w, seated, pins);
        await expect(confirmLine(page, w, 2)).toContainText(w.allConfirmed, { timeout: SYNC_MS });
        await expect(page.getByText(w.prizesConfirmed)).toBeVisible();
      });

      await test.step('the prize list is payable: every list confirmed', () =>
        expectPrizeList(page, w, name, true));

      await test.step('the results file: exported, the checker accepts it (exit 0)', async () => {
        const path = await exportResults(page, w, 'results-night.json');
        expectCheck(await checkNight(path, w.lang), 0, w.checkAccepted(TABLES.length));
        const file = JSON.parse(await readFile(path, 'utf8')) as ConfirmedFile;
        expect(file.night.sheets).toHaveLength(TABLES.length);
        // Each list as it stands: one confirmation per seated player; table 2's earlier four
        // (of the list before its void) are kept on the record, withdrawn.
        const held = confirmationsOf(file);
        for (const list of held) expect(list.current).toEqual(list.seated);
        expect(held.map((list) => list.earlier)).toEqual([0, 4, 0]);
      });

      await test.step("one deal's value altered: the checker refuses it (exit 1)", async () => {
        const path = test.info().outputPath('results-night.json');
        const file = JSON.parse(await readFile(path, 'utf8')) as ExportedFile;
        // Table 3's first deal, one top more: a higher game value than its list shows.
        const deal = file.night.sheets[2]?.events.find(
          (event) => event.change.kind === 'deal-added',
        )?.change.deal;
        if (deal?.tops === undefined) throw new Error('no deal entered at table 3');
        deal.tops += 1;
        const altered = test.info().outputPath('results-night-altered.json');
        await writeFile(altered, JSON.stringify(file));
        expectCheck(await checkNight(altered, w.lang), 1, w.checkRefused(2, 0, 1, 3, 1));
      });
    } finally {
      for (const one of phones) await one.context.close();
    }
  });
}
