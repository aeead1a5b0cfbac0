// Issue 33's "Done when", walked in the browser in English and German on Apache CouchDB 3.5
// (127.0.0.1, ports 6331–6334): the director creates a night of 12 players, one series of 4 deals,
// drawn onto 3 tables of 4; three table phones (browser contexts) open their links and enter their
// deals; the director's board follows deal by deal, its ranking held against the one this test
// computes from the stored events (test/support/night-check.ts), and its confirmations panel waits
// for every seated player; one table changes its list (a deal voided); the night's results file is
// exported and `npm run check-night` accepts it (exit 0); the same file with one deal's value
// altered is refused (exit 1), the message naming the series, table and deal.
import { readFile, writeFile } from 'node:fs/promises';
import { clubServerForSpec, phone, SYNC_MS } from '../support/club-e2e';
import { storedSeating } from '../support/night-check';
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

/** A results file's table logs, as far as this walk alters them. */
interface ExportedFile {
  night: {
    sheets: { events: { change: { kind: string; deal?: { tops?: number } } }[] }[];
  };
}

for (const w of [NIGHT_EN, NIGHT_DE]) {
  test(`a night of 3 tables, its results file checked (${w.locale})`, async ({ browser }) => {
    test.setTimeout(480_000);
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

      await test.step('the board waits for every seated player to confirm', async () => {
        const seating = await storedSeating(club(), ADMIN, key, 0);
        for (const table of TABLES)
          await expect(confirmLine(page, w, table)).toContainText(
            w.waitingFor(seating[table - 1]?.join(', ') ?? ''),
            { timeout: SYNC_MS },
          );
        await expect(page.getByText(w.prizesWaiting(TABLES.length))).toBeVisible();
      });

      await test.step('table 2 changes its list: a deal voided', async () => {
        const table2 = tables[1]?.page;
        if (!table2) throw new Error('no phone at table 2');
        await voidDeal(table2, w, 2);
        await expect(liveStatus(table2, w)).toHaveText(w.synced, { timeout: SYNC_MS });
        await expectRankingHeld(page, w, club(), key, 'total');
      });

      await test.step('the results file: exported, the checker accepts it (exit 0)', async () => {
        const path = await exportResults(page, w, 'results-night.json');
        expectCheck(await checkNight(path, w.lang), 0, w.checkAccepted(TABLES.length));
        const file = JSON.parse(await readFile(path, 'utf8')) as ExportedFile;
        expect(file.night.sheets).toHaveLength(TABLES.length);
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
