// A season of 4 closed nights under two rules, in English and in German, on Apache CouchDB 3.5
// (127.0.0.1, ports 6471–6474, set up by club-setup: a director who is a club admin, a member).
// The four nights are played and closed through the app's own director and table code in this
// process (scripts/club/night-load.ts playClosedNight, as club-night.spec.ts seeds its earlier
// nights); two players miss a night each. Then, in the browser: the season page ranks them by the
// plain sum; the director asks for the best 9 lists of the 8 held and is refused, nothing
// changed; the director saves the average per list with at least 8 lists, and the ranking
// becomes the one this test works out itself from the stored deals (test/support/night-check.ts
// scores each deal; the season's sums, averages, minimum and order are counted here, none of the
// app's season code); a member's phone shows the same rule and ranking and cannot change it; the
// season's file is exported, `npm run check-night` accepts it, and refuses it with one figure
// altered.
import { readFile, writeFile } from 'node:fs/promises';
import { playClosedNight } from '../../scripts/club/night-load';
import { installNodeStorage } from '../../scripts/club/node-storage';
import { sessionOf } from '../../scripts/club/session';
import { PRESETS } from '../../src/domain/rules';
import { implicitPlayerId } from '../../src/domain/roster';
import type { NightSetup } from '../../src/domain/tournament/night-log';
import { clubServerForSpec, clubTest as test, SYNC_MS } from '../support/club-e2e';
import { CLUB_LOGIN_DE, CLUB_LOGIN_EN, logInToClub } from '../support/club-login';
import { storedNightRanking } from '../support/night-check';
import { checkNight, expectCheck } from './night-flows';
import { expect, type Page } from '../support/test';

const ADMIN = { name: 'admin', password: 'admin-secret' };
const LEITER = { name: 'leiter', password: 'leiter-secret' };
const ANNA = { name: 'anna', password: 'anna-secret' };
const server = clubServerForSpec([6471, 6472, 6473, 6474], {
  members: [ANNA],
  clubAdmins: [LEITER],
  guestLinks: 0,
  // Two tables a series, two series: a night's logins are freed when it closes.
  tableLogins: 4,
  nightDatabases: 1,
});
const club = () => `${server().url}/skatclub`;

const NAMES = ['Anna', 'Ben', 'Carla', 'Dirk', 'Eva', 'Frank', 'Greta'];
/** Who plays each of the four nights: Greta misses the third, Frank the fourth. */
const PRESENT = [
  NAMES,
  NAMES,
  NAMES.filter((n) => n !== 'Greta'),
  NAMES.filter((n) => n !== 'Frank'),
];
/** Two series a night: every player present plays two lists. */
const SERIES = 2;

const EN = {
  locale: 'en-US',
  login: CLUB_LOGIN_EN,
  year: 'Year',
  seasonTable: (year: string) => `Season ranking ${year}`,
  belowTable: (year: string) => `Not yet qualified ${year}`,
  average: 'Average per list',
  minLists: 'At least lists',
  bestLists: 'Count the best lists (0: all)',
  save: 'Save the rule',
  refused: 'Not changed: this rule needs 9 lists, and the season has held 8.',
  sumWords: 'The points of the lists added up.',
  averageWords: 'The average points per list. Ranked from 8 lists over 0 nights on.',
  directorOnly: 'Only a club admin (the director) changes the rule.',
  exportSeason: 'Export season',
};

type Words = typeof EN;

const DE: Words = {
  locale: 'de-DE',
  login: CLUB_LOGIN_DE,
  year: 'Jahr',
  seasonTable: (year) => `Jahreswertung ${year}`,
  belowTable: (year) => `Noch nicht gewertet ${year}`,
  average: 'Schnitt je Liste',
  minLists: 'Mindestens Listen',
  bestLists: 'Die besten Listen zählen (0: alle)',
  save: 'Regel speichern',
  refused: 'Nicht geändert: Diese Regel braucht 9 Listen, gespielt wurden bisher 8.',
  sumWords: 'Die Punkte der Listen zusammengezählt.',
  averageWords: 'Der Schnitt je Liste. Gewertet ab 8 Listen an 0 Abenden.',
  directorOnly: 'Nur ein Vereinsadmin (der Spielleiter) ändert die Regel.',
  exportSeason: 'Saison exportieren',
};

function seasonNight(name: string, date: string, players: readonly string[]): NightSetup {
  return {
    name,
    date,
    players: players.map((player) => ({ playerId: implicitPlayerId(player), name: player })),
    seriesCount: SERIES,
    dealsAtFour: 4,
    dealsAtThree: 3,
    fees: { entry: 500, perLost: 50, higher: null },
    rules: { preset: 'tournament', rules: PRESETS.tournament },
    prizes: { shares: [100], source: 'entry' },
  };
}

/** A player's season as this test counts it: points, won, lost, lists and nights added up. */
interface Season {
  readonly name: string;
  points: number;
  won: number;
  lost: number;
  lists: number;
  nights: number;
}

async function seasonOf(keys: readonly string[]): Promise<Season[]> {
  const sums = new Map<string, Season>();
  for (const key of keys)
    for (const row of await storedNightRanking(club(), ADMIN, key, 'total')) {
      const sum = sums.get(row.name) ?? {
        name: row.name,
        points: 0,
        won: 0,
        lost: 0,
        lists: 0,
        nights: 0,
      };
      sum.points += row.points;
      sum.won += row.won;
      sum.lost += row.lost;
      sum.lists += SERIES;
      sum.nights += 1;
      sums.set(row.name, sum);
    }
  return [...sums.values()];
}

/** Ranked best first by `by` (points, then won, then lost, each `per` list), equal ones sharing. */
function ranked(rows: readonly Season[], per: (row: Season, value: number) => number) {
  const key = (row: Season) => [per(row, row.points), per(row, row.won), -per(row, row.lost)];
  const better = (a: Season, b: Season) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return (x[i] ?? 0) > (y[i] ?? 0);
    return false;
  };
  return [...rows]
    .sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : a.name < b.name ? -1 : 1))
    .map((row) => ({ row, rank: 1 + rows.filter((other) => better(other, row)).length }));
}

const plain = (value: number, w: Words) => new Intl.NumberFormat(w.locale).format(value);
const perList = (value: number, w: Words) =>
  new Intl.NumberFormat(w.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );

/** The rows as the page shows them: place, name, points, lists, nights, won, lost. */
function shownRow(rank: string, row: Season, points: string, w: Words): string[] {
  return [
    rank,
    row.name,
    points,
    plain(row.lists, w),
    plain(row.nights, w),
    plain(row.won, w),
    plain(row.lost, w),
  ];
}

async function tableRows(page: Page, name: string): Promise<string[][]> {
  const rows = page.getByRole('table', { name }).getByRole('row');
  const shown: string[][] = [];
  for (let i = 1; i < (await rows.count()); i += 1)
    shown.push(
      (await rows.nth(i).locator('th, td').allInnerTexts()).map((cell) =>
        cell.trim().replace('−', '-'),
      ),
    );
  return shown;
}

async function openSeason(page: Page, w: Words, year: string) {
  await page.goto('/#/season');
  await page.getByRole('combobox', { name: w.year }).selectOption(year, { timeout: SYNC_MS });
  await expect(page.getByRole('table', { name: w.seasonTable(year) })).toBeVisible({
    timeout: SYNC_MS,
  });
}

for (const [w, year] of [
  [EN, '2031'],
  [DE, '2032'],
] as const) {
  test(`a season of 4 nights under two rules (${w.locale})`, async ({ newPhone }) => {
    test.setTimeout(360_000);
    const keys = await test.step('four nights of the season, played and closed', async () => {
      installNodeStorage();
      const director = await sessionOf(server().url, 'skatclub', LEITER);
      const played: string[] = [];
      for (const [i, players] of PRESENT.entries())
        played.push(
          await playClosedNight(
            director,
            seasonNight(`${w.locale} ${i + 1}`, `${year}-0${i + 1}-10`, players),
          ),
        );
      return played;
    });
    const season = await seasonOf(keys);
    const director = await newPhone(w.locale);
    const member = await newPhone(w.locale);
    const page = director.page;
    await test.step('rule 1, the plain sum: every player ranked', async () => {
      await logInToClub(page, club(), LEITER, w.login);
      await openSeason(page, w, year);
      await expect(page.getByText(w.sumWords, { exact: true })).toBeVisible();
      const want = ranked(season, (_row, value) => value).map(({ row, rank }) =>
        shownRow(String(rank), row, plain(row.points, w).replace('−', '-'), w),
      );
      await expect
        .poll(() => tableRows(page, w.seasonTable(year)), { timeout: SYNC_MS })
        .toEqual(want);
    });

    await test.step('a rule needing more lists than were played is refused', async () => {
      await page.getByRole('spinbutton', { name: w.bestLists }).fill('9');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByRole('alert')).toHaveText(w.refused);
      await expect(page.getByText(w.sumWords, { exact: true })).toBeVisible();
      await page.getByRole('spinbutton', { name: w.bestLists }).fill('0');
    });

    await test.step('rule 2, the average per list from 8 lists on', async () => {
      await page.getByRole('radio', { name: w.average }).check();
      await page.getByRole('spinbutton', { name: w.minLists }).fill('8');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.averageWords, { exact: true })).toBeVisible({
        timeout: SYNC_MS,
      });
      const per = (row: Season, value: number) => value / row.lists;
      const rows = (qualified: boolean) =>
        ranked(
          season.filter((row) => row.lists >= 8 === qualified),
          per,
        ).map(({ row, rank }) =>
          shownRow(
            qualified ? String(rank) : '',
            row,
            perList(row.points / row.lists, w).replace('−', '-'),
            w,
          ),
        );
      // Frank and Greta missed a night: 6 lists, below the minimum.
      expect(
        rows(false)
          .map((row) => row[1] ?? '')
          .sort(),
      ).toEqual(['Frank', 'Greta']);
      await expect
        .poll(() => tableRows(page, w.seasonTable(year)), { timeout: SYNC_MS })
        .toEqual(rows(true));
      expect(await tableRows(page, w.belowTable(year))).toEqual(rows(false));
    });

    await test.step("a member's phone shows the same rule and cannot change it", async () => {
      await logInToClub(member.page, club(), ANNA, w.login);
      await openSeason(member.page, w, year);
      await expect(member.page.getByText(w.averageWords, { exact: true })).toBeVisible();
      await expect(member.page.getByText(w.directorOnly, { exact: true })).toBeVisible();
      await expect(member.page.getByRole('button', { name: w.save })).toHaveCount(0);
      expect(await tableRows(member.page, w.seasonTable(year))).toEqual(
        await tableRows(page, w.seasonTable(year)),
      );
    });

    await test.step('the season file: exported, checked from the command line', async () => {
      const download = page.waitForEvent('download', { timeout: SYNC_MS });
      await page.getByRole('button', { name: w.exportSeason }).click();
      const path = test.info().outputPath('season-results.json');
      await (await download).saveAs(path);
      expectCheck(await checkNight(path), 0, /^ok: 4 night\(s\), 16 lists/);
      const file = JSON.parse(await readFile(path, 'utf8')) as {
        season: { rule: { count: string; minLists: number } };
        figures: { ranking: { name: string; points: number }[] };
      };
      expect(file.season.rule).toMatchObject({ count: 'average', minLists: 8 });
      const top = file.figures.ranking[0];
      if (!top) throw new Error('no ranking');
      top.points += 1;
      const altered = test.info().outputPath('season-results-altered.json');
      await writeFile(altered, JSON.stringify(file));
      expectCheck(await checkNight(altered), 1, /^refused: figures\.ranking\[0\]\.points/);
    });
  });
}
