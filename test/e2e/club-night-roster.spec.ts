// A club night's players changed between series (issue 31, what got in the way), in English and
// German, on Apache CouchDB 3.5 (127.0.0.1, ports 6281–6284, set up by club-setup with a director
// who is a club admin, table logins and a night database). Before series 1 the director adds a
// latecomer, marks a no-show absent and replaces a player; the night lists each change and seats
// them; while series 1 is played, a change for series 2 is refused naming the tables still playing.
import { clubServerForSpec, phone, SYNC_MS } from '../support/club-e2e';
import { expect, test } from '../support/test';
import { createNight } from './night-flows';
import { NIGHT_DE, NIGHT_EN } from './night-words';

const LEITER = { name: 'leiter', password: 'leiter-secret' };
const server = clubServerForSpec([6281, 6282, 6283, 6284], {
  clubAdmins: [LEITER],
  tableLogins: 4,
  nightDatabases: 2,
});

const NAMES = ['Anna', 'Ben', 'Carla', 'Dirk', 'Eva', 'Frank', 'Greta'];

const EN = {
  night: NIGHT_EN,
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
  refused: 'The players were not changed:',
  running:
    'series 1 is being played: tables 1 and 2 have not finished; change the players when its tables are done',
};

const DE: typeof EN = {
  night: NIGHT_DE,
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
  refused: 'Die Spieler wurden nicht geändert:',
  running:
    'die 1. Serie läuft: Tische 1 und 2 sind noch nicht fertig; die Spieler ändern, wenn ihre Tische fertig sind',
};

for (const w of [EN, DE])
  test(`${w.night.locale}: a latecomer, a no-show and a replacement before series 1; a change while it runs is refused`, async ({
    browser,
  }) => {
    const { page, context } = await phone(browser, w.night.locale);
    await createNight(page, w.night, `${server().url}/skatclub`, LEITER, {
      name: `Roster ${w.night.locale}`,
      players: NAMES,
      deals: [4, 3],
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
    await page.getByRole('radio', { name: w.night.draw }).check();
    await page.getByRole('button', { name: w.night.assign(1) }).click();
    const series = page.getByRole('region', { name: w.night.series(1) });
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
