// A club night's players changed between series (issue 31, what got in the way), in English and
// German, on Apache CouchDB 3.5 (127.0.0.1, ports 6281–6284, set up by club-setup with a director
// who is a club admin, table logins and a night database). Before series 1 the director adds a
// latecomer, marks a no-show absent and replaces a player; the night lists each change and seats
// them; while series 1 is played, a change for series 2 is refused naming the tables still playing.
import { clubServerForSpec, phone, SYNC_MS } from '../support/club-e2e';
import { CLUB_LOGIN_DE, CLUB_LOGIN_EN, logInToClub } from '../support/club-login';
import { expect, test } from '../support/test';

const LEITER = { name: 'leiter', password: 'leiter-secret' };
const server = clubServerForSpec([6281, 6282, 6283, 6284], {
  clubAdmins: [LEITER],
  tableLogins: 4,
  nightDatabases: 2,
});

const NAMES = ['Anna', 'Ben', 'Carla', 'Dirk', 'Eva', 'Frank', 'Greta'];

const EN = {
  locale: 'en-US',
  login: CLUB_LOGIN_EN,
  clubRegion: 'Club',
  nights: 'Club nights',
  newNight: 'New night',
  nightName: 'Name of the night',
  typedPlayers: 'More players, one name a line',
  dealsAtFour: 'Deals at a 4-table',
  dealsAtThree: 'Deals at a 3-table',
  create: 'Create night',
  players: (series: number) => `Players for series ${series}`,
  latecomer: "Latecomer's name",
  add: 'Add the latecomer',
  absent: (name: string) => `${name} is absent`,
  replaced: 'Player to replace',
  replacement: "Replacement's name",
  replace: 'Replace the player',
  changed: 'The players are changed.',
  history: "Changes to the night's players",
  entries: [
    'Before series 1: Hanna joins (latecomer).',
    'Before series 1: Greta is absent.',
    'Before series 1: Ida replaces Carla.',
  ],
  draw: 'Draw',
  assign: 'Assign series 1',
  series: 'Series 1',
  refused: 'The players were not changed:',
  running:
    'series 1 is being played: tables 1 and 2 have not finished; change the players when its tables are done',
};

const DE: typeof EN = {
  locale: 'de-DE',
  login: CLUB_LOGIN_DE,
  clubRegion: 'Verein',
  nights: 'Vereinsabende',
  newNight: 'Neuer Abend',
  nightName: 'Name des Abends',
  typedPlayers: 'Weitere Spieler, ein Name je Zeile',
  dealsAtFour: 'Spiele am Vierertisch',
  dealsAtThree: 'Spiele am Dreiertisch',
  create: 'Abend anlegen',
  players: (series) => `Spieler der ${series}. Serie`,
  latecomer: 'Name des Nachzüglers',
  add: 'Nachzügler aufnehmen',
  absent: (name) => `${name} fehlt`,
  replaced: 'Wer ersetzt wird',
  replacement: 'Name des Ersatzspielers',
  replace: 'Spieler ersetzen',
  changed: 'Die Spieler sind geändert.',
  history: 'Änderungen der Spieler des Abends',
  entries: [
    'Vor der 1. Serie: Hanna kommt dazu (Nachzügler).',
    'Vor der 1. Serie: Greta fehlt.',
    'Vor der 1. Serie: Ida ersetzt Carla.',
  ],
  draw: 'Auslosung',
  assign: '1. Serie einteilen',
  series: '1. Serie',
  refused: 'Die Spieler wurden nicht geändert:',
  running:
    'die 1. Serie läuft: Tische 1 und 2 sind noch nicht fertig; die Spieler ändern, wenn ihre Tische fertig sind',
};

for (const w of [EN, DE])
  test(`${w.locale}: a latecomer, a no-show and a replacement before series 1; a change while it runs is refused`, async ({
    browser,
  }) => {
    const { page, context } = await phone(browser, w.locale);
    await logInToClub(page, `${server().url}/skatclub`, LEITER, w.login);
    await page
      .getByRole('region', { name: w.clubRegion })
      .getByRole('link', { name: w.nights })
      .click();
    await page.getByRole('button', { name: w.newNight }).click();
    const form = page.getByRole('region', { name: w.newNight });
    await form.getByLabel(w.nightName).fill(`Roster ${w.locale}`);
    await form.getByLabel(w.typedPlayers).fill(NAMES.join('\n'));
    await form.getByLabel(w.dealsAtFour).fill('4');
    await form.getByLabel(w.dealsAtThree).fill('3');
    await form.getByRole('button', { name: w.create }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Roster ${w.locale}` })).toBeVisible({
      timeout: SYNC_MS,
    });

    const panel = page.getByRole('region', { name: w.players(1) });
    const history = page.getByRole('region', { name: w.history });
    await panel.getByLabel(w.latecomer).fill('Hanna');
    await panel.getByRole('button', { name: w.add }).click();
    await expect(history.getByRole('listitem')).toHaveCount(1, { timeout: SYNC_MS });
    await expect(page.getByText(w.changed)).toBeVisible();
    await panel.getByRole('button', { name: w.absent('Greta'), exact: true }).click();
    await expect(history.getByRole('listitem')).toHaveCount(2, { timeout: SYNC_MS });
    await panel.getByLabel(w.replaced).selectOption('Carla');
    await panel.getByLabel(w.replacement).fill('Ida');
    await panel.getByRole('button', { name: w.replace }).click();
    await expect(history.getByRole('listitem')).toHaveText(w.entries, { timeout: SYNC_MS });

    // Seven play series 1: the latecomer and the replacement are seated, not Greta nor Carla.
    await page.getByRole('radio', { name: w.draw }).check();
    await page.getByRole('button', { name: w.assign }).click();
    const series = page.getByRole('region', { name: w.series });
    await expect(series.getByRole('listitem')).toHaveCount(2, { timeout: SYNC_MS });
    await expect(series).toContainText('Hanna');
    await expect(series).toContainText('Ida');
    await expect(series).not.toContainText('Greta');
    await expect(series).not.toContainText('Carla');

    // Series 1 runs (no table has entered a deal): a change for series 2 names both tables.
    const next = page.getByRole('region', { name: w.players(2) });
    await next.getByRole('button', { name: w.absent('Anna'), exact: true }).click();
    const refused = next.getByRole('alert');
    await expect(refused).toContainText(w.refused);
    await expect(refused).toContainText(w.running);
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await context.close();
  });
