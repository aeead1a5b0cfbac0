import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { eveningsBackup, uuid } from './evenings-backup';
import { restoreBackup } from '../support/e2e-flows';

/*
 * Players kept across sheets (issue 20), in the built app: three evenings with the same and
 * different players, restored from a backup this test writes; each player page's figures held
 * against totals the test computes itself from the deals it wrote; a refused merge (they sat
 * together), a merge of two entries of one person, a refused rename and a rename. In English and
 * in German.
 */

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

type Game = 'clubs' | 'spades' | 'hearts' | 'diamonds' | 'grand';
const BASE: Record<Game, number> = { clubs: 12, spades: 11, hearts: 10, diamonds: 9, grand: 24 };

interface TestDeal {
  readonly declarer: number;
  readonly game: Game;
  readonly tops: number;
  readonly made: boolean;
}

interface TestEvening {
  readonly id: string;
  readonly name: string;
  readonly day: string;
  readonly players: readonly string[];
  readonly deals: readonly TestDeal[];
}

const EVENINGS: readonly TestEvening[] = [
  {
    id: uuid(1),
    name: 'First Thursday',
    day: '2026-01-08',
    players: ['Anna', 'Ben', 'Carla'],
    deals: [
      { declarer: 0, game: 'clubs', tops: 1, made: true },
      { declarer: 1, game: 'grand', tops: 1, made: false },
      { declarer: 2, game: 'spades', tops: 2, made: true },
    ],
  },
  {
    id: uuid(2),
    name: 'Second Thursday',
    day: '2026-01-15',
    players: ['Anna', 'Ben', 'Dora'],
    deals: [
      { declarer: 0, game: 'hearts', tops: 1, made: false },
      { declarer: 2, game: 'clubs', tops: 1, made: true },
      { declarer: 1, game: 'clubs', tops: 2, made: true },
    ],
  },
  {
    id: uuid(3),
    name: 'Third Thursday',
    day: '2026-01-22',
    players: ['Ann', 'Ben', 'Carla'],
    deals: [
      { declarer: 0, game: 'grand', tops: 1, made: true },
      { declarer: 2, game: 'diamonds', tops: 1, made: true },
    ],
  },
];

/** The test's own count: a plain list (won +value, lost −2 × value), Seeger-Fabian at three. */
function expected(evenings: readonly TestEvening[], names: readonly string[]) {
  const figures = {
    sheets: 0,
    deals: 0,
    games: {} as Record<string, { declared: number; won: number }>,
    list: 0,
    seegerFabian: 0,
  };
  for (const evening of evenings) {
    const seat = evening.players.findIndex((name) => names.includes(name));
    if (seat === -1) continue;
    figures.sheets += 1;
    for (const deal of evening.deals) {
      figures.deals += 1;
      const value = (deal.tops + 1) * BASE[deal.game];
      if (deal.declarer === seat) {
        const tally = (figures.games[deal.game] ??= { declared: 0, won: 0 });
        tally.declared += 1;
        tally.won += deal.made ? 1 : 0;
        figures.list += deal.made ? value : -2 * value;
        figures.seegerFabian += deal.made ? value + 50 : -2 * value - 50;
      } else if (!deal.made) figures.seegerFabian += 40;
    }
  }
  return figures;
}

function backupFile(): string {
  return eveningsBackup(EVENINGS);
}

interface Words {
  readonly restoreFromFile: string;
  readonly restoreTitle: string;
  readonly restore: string;
  readonly restored: string;
  readonly players: string;
  readonly playerTitle: (name: string) => string;
  readonly back: string;
  readonly sheetsPlayed: string;
  readonly dealsPlayed: string;
  readonly listPoints: string;
  readonly seegerFabianPoints: string;
  readonly per48: string;
  readonly gameNames: Record<string, string>;
  readonly mergeChoose: string;
  readonly mergeInto: (name: string) => string;
  readonly mergePreview: string;
  readonly mergeTitle: (from: string, into: string) => string;
  readonly mergeConfirm: string;
  readonly satTogether: string;
  readonly rename: string;
  readonly renameLabel: string;
  readonly renameSave: string;
  readonly nameTaken: (name: string) => string;
  readonly groupLink: string;
  readonly groupTitle: string;
  readonly headToHead: string;
}

const ENGLISH: Words = {
  restoreFromFile: 'Restore from file',
  restoreTitle: 'Restore from this file?',
  restore: 'Restore',
  restored: 'Imported 3 sheets.',
  players: 'Players',
  playerTitle: (name) => `Statistics: ${name}`,
  back: 'Back to the players',
  sheetsPlayed: 'Sheets played',
  dealsPlayed: 'Deals played',
  listPoints: 'List points',
  seegerFabianPoints: 'Seeger-Fabian points',
  per48: 'Seeger-Fabian per 48 deals',
  gameNames: {
    clubs: 'Clubs',
    spades: 'Spades',
    hearts: 'Hearts',
    diamonds: 'Diamonds',
    grand: 'Grand',
  },
  mergeChoose: 'The other entry of this person',
  mergeInto: (name) => `Same person as ${name}`,
  mergePreview: 'Preview the merge',
  mergeTitle: (from, into) => `Merge ${from} into ${into}?`,
  mergeConfirm: 'Merge',
  satTogether: 'They sat at the same sheet: two people cannot be merged.',
  rename: 'Rename player',
  renameLabel: 'Name',
  renameSave: 'Save name',
  nameTaken: (name) => `Another player is already called ${name}: choose another name.`,
  groupLink: 'A group of players',
  groupTitle: 'Group of players',
  headToHead: 'Head to head',
};

const GERMAN: Words = {
  restoreFromFile: 'Aus Datei wiederherstellen',
  restoreTitle: 'Aus dieser Datei wiederherstellen?',
  restore: 'Wiederherstellen',
  restored: '3 Listen wiederhergestellt.',
  players: 'Spieler',
  playerTitle: (name) => `Statistik: ${name}`,
  back: 'Zurück zu den Spielern',
  sheetsPlayed: 'Gespielte Listen',
  dealsPlayed: 'Gespielte Spiele',
  listPoints: 'Punkte der Liste',
  seegerFabianPoints: 'Seeger-Fabian-Punkte',
  per48: 'Seeger-Fabian je 48 Spiele',
  gameNames: { clubs: 'Kreuz', spades: 'Pik', hearts: 'Herz', diamonds: 'Karo', grand: 'Grand' },
  mergeChoose: 'Der andere Eintrag dieser Person',
  mergeInto: (name) => `Dieselbe Person wie ${name}`,
  mergePreview: 'Zusammenführung ansehen',
  mergeTitle: (from, into) => `${from} mit ${into} zusammenführen?`,
  mergeConfirm: 'Zusammenführen',
  satTogether:
    'Die beiden saßen an derselben Liste: zwei Personen können nicht zusammengeführt werden.',
  rename: 'Spieler umbenennen',
  renameLabel: 'Name',
  renameSave: 'Namen speichern',
  nameTaken: (name) => `Ein anderer Spieler heißt schon ${name}: wähle einen anderen Namen.`,
  groupLink: 'Skatrunde',
  groupTitle: 'Skatrunde',
  headToHead: 'Direkter Vergleich',
};

async function restoreEvenings(page: Page, words: Words) {
  const path = test.info().outputPath('players-backup.json');
  writeFileSync(path, backupFile());
  await restoreBackup(page, words, path);
}

const numberText = (value: number, german: boolean) => {
  const whole = Math.round(Math.abs(value));
  const digits = german ? whole.toLocaleString('de-DE') : whole.toLocaleString('en-US');
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
};

async function openPlayer(page: Page, words: Words, name: string) {
  await page.goto('/#/players');
  await expect(
    page.getByRole('heading', { level: 1, name: words.players, exact: true }),
  ).toBeVisible();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: words.playerTitle(name) }),
  ).toBeVisible();
}

/** The player page's figures against the test's own count. */
async function expectFigures(page: Page, words: Words, names: readonly string[], german: boolean) {
  const want = expected(EVENINGS, names);
  const n = (value: number) => numberText(value, german);
  const figures = page.getByRole('table', { name: german ? 'Zahlen' : 'Figures' });
  await expect(
    figures.getByRole('row', { name: `${words.sheetsPlayed} ${n(want.sheets)}`, exact: true }),
  ).toBeVisible();
  await expect(
    figures.getByRole('row', { name: `${words.dealsPlayed} ${n(want.deals)}`, exact: true }),
  ).toBeVisible();
  await expect(
    figures.getByRole('row', { name: `${words.listPoints} ${n(want.list)}`, exact: true }),
  ).toBeVisible();
  await expect(
    figures.getByRole('row', {
      name: `${words.seegerFabianPoints} ${n(want.seegerFabian)}`,
      exact: true,
    }),
  ).toBeVisible();
  const games = page.getByRole('table', {
    name: german ? 'Gespielt und gewonnen' : 'Games declared and won',
  });
  for (const game of ['clubs', 'spades', 'hearts', 'diamonds', 'grand']) {
    const tally = want.games[game] ?? { declared: 0, won: 0 };
    await expect(
      games.getByRole('row', {
        name: `${words.gameNames[game] ?? ''} ${n(tally.declared)} ${n(tally.won)}`,
        exact: true,
      }),
    ).toBeVisible();
  }
  await expect(
    page
      .getByRole('region', { name: words.per48 })
      .getByText(n((want.seegerFabian * 48) / want.deals), { exact: true }),
  ).toBeVisible();
}

for (const [language, words, german] of [
  ['English', ENGLISH, false],
  ['German', GERMAN, true],
] as const) {
  test.describe(language, () => {
    test.use({ locale: german ? 'de-DE' : 'en-US' });

    test('three evenings: player pages, a refused and a real merge, a refused and a real rename', async ({
      page,
    }) => {
      await restoreEvenings(page, words);
      for (const name of ['Anna', 'Ben', 'Carla', 'Dora', 'Ann']) {
        await openPlayer(page, words, name);
        await expectFigures(page, words, [name], german);
      }
      // Anna and Carla sat at the first sheet together: refused, nothing changed.
      await openPlayer(page, words, 'Anna');
      await page.getByLabel(words.mergeChoose).selectOption({ label: words.mergeInto('Carla') });
      await page.getByRole('button', { name: words.mergePreview }).click();
      await expect(page.getByText(words.satTogether, { exact: true })).toBeVisible();
      await expectFigures(page, words, ['Anna'], german);
      // Ann is Anna: the preview names the one sheet that changes, then her figures add up.
      await openPlayer(page, words, 'Ann');
      await page.getByLabel(words.mergeChoose).selectOption({ label: words.mergeInto('Anna') });
      await page.getByRole('button', { name: words.mergePreview }).click();
      const dialog = page.getByRole('dialog', { name: words.mergeTitle('Ann', 'Anna') });
      await expect(dialog.getByRole('listitem')).toHaveCount(1);
      await expect(dialog.getByRole('listitem')).toContainText('Third Thursday');
      await dialog.getByRole('button', { name: words.mergeConfirm, exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: words.playerTitle('Anna') }),
      ).toBeVisible();
      await expectFigures(page, words, ['Anna', 'Ann'], german);
      // A rename to Ben's name is refused; to a new name it shows everywhere.
      await page.getByRole('button', { name: words.rename }).click();
      const prompt = page.getByRole('dialog', { name: words.rename });
      await prompt.getByLabel(words.renameLabel).fill('Ben');
      await prompt.getByRole('button', { name: words.renameSave }).click();
      await expect(prompt.getByText(words.nameTaken('Ben'), { exact: true })).toBeVisible();
      await prompt.getByLabel(words.renameLabel).fill('Anne');
      await prompt.getByRole('button', { name: words.renameSave }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: words.playerTitle('Anne') }),
      ).toBeVisible();
      await expectFigures(page, words, ['Anna', 'Ann'], german);
      // The sheet shows the new name.
      await page.goto(`/#/sheet/${uuid(3)}`);
      await expect(page.getByText('Anne').first()).toBeVisible();
      // The group page: head to head of Anne and Ben.
      await page.goto('/#/players');
      await page.getByRole('link', { name: words.groupLink, exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: words.groupTitle, exact: true }),
      ).toBeVisible();
      await page.getByRole('checkbox', { name: 'Anne', exact: true }).check();
      await page.getByRole('checkbox', { name: 'Ben', exact: true }).check();
      await expect(page.getByRole('table', { name: words.headToHead })).toBeVisible();
    });
  });
}
