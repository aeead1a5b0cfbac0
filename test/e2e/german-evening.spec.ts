import { expect, test, type Page } from '../support/test';
import { scaled } from '../support/cpu-throttle';
import { readFile } from 'node:fs/promises';
import { expectGermanScreen } from '../support/german-screen';
import { saveDownload } from '../support/e2e-flows';
import { rowsOf } from './house-flows';

/**
 * A German evening in the built app on a small phone (360 × 640) whose browser speaks German:
 * no setting is changed, the app must follow navigator.languages. A list of three is started,
 * deals of every kind are entered, one is explained, edited and the edit undone, the list is
 * printed, downloaded as CSV, backed up, deleted and restored. Every screen and dialog on the way
 * is checked for English words in its text and in every accessible name.
 *
 * The values are worked out by hand from the rules reference (skat-scoring.md), never by the app's
 * code. Seats: Jürgen, Weiß, Anna in seating order, Jürgen deals first; at a table of three the
 * dealer's left is Vorhand and the dealer is Hinterhand.
 */

test.use({
  locale: 'de-DE',
  viewport: { width: 360, height: 640 },
  serviceWorkers: 'block',
});

/** UPDATE_SCREENSHOTS=1 retakes the German README screenshots (docs/screenshots/*-de.png). */
async function readmeShot(page: Page, name: string): Promise<void> {
  if (process.env.UPDATE_SCREENSHOTS === '1') {
    await page.screenshot({ path: `docs/screenshots/${name}-de.png` });
  }
}

const PLAYERS = ['Jürgen', 'Weiß', 'Anna'] as const;
const SHEET_NAME = 'Freitag im Löwen';

// Deal 1, Jürgen deals: Weiß (Vorhand) plays Kreuz mit 2 Hand and takes 95 Augen, so the
// opponents have 25 ≤ 30: Schneider (5.2.3). mit 2, Spiel 3, Hand 4, Schneider 5 × 12 = 60, won.
// Deal 2, Weiß deals: Jürgen (Mittelhand) wins Grand mit 1 Hand: mit 1, Spiel 2, Hand 3 × 24 = 72.
// Deal 3, Anna deals: Anna (Hinterhand) loses Null ouvert: 46, lost counts double: −92.
// Deal 4, Jürgen deals: Anna (Mittelhand) plays Herz mit 1 Hand, bid 33 and "won":
// mit 1, Spiel 2, Hand 3 × 10 = 30 < 33, overbid (5.4): lost at the smallest multiple of 10
// reaching 33, 40, so −80.
// Deal 5, Weiß deals: everyone passes (eingepasst): nothing is written.
//
// Points: Jürgen +72; Weiß +60; Anna −92 − 80 = −172.
// Seeger-Fabian (won +50, lost −50 and +40 to each other player at a table of three):
//   Jürgen 72 + 50 + 40 (deal 3) + 40 (deal 4) = 202
//   Weiß   60 + 50 + 40 + 40 = 190
//   Anna  −172 − 50 − 50 = −272
// Games won / lost: Jürgen 1 / 0, Weiß 1 / 0, Anna 0 / 2. Places: Jürgen 1, Weiß 2, Anna 3.
const STANDINGS = [
  // place, player, Seeger-Fabian, points, won / lost
  ['1', 'Jürgen', '202', '72', '1 / 0'],
  ['2', 'Weiß', '190', '60', '1 / 0'],
  ['3', 'Anna', '−272', '−172', '0 / 2'],
] as const;
// The list's total row: Jürgen 72, Weiß 60, Anna −172.
const TOTALS = ['Summe', '72', '60', '−172'] as const;

const entry = (page: Page) => page.getByRole('region', { name: 'Spiel eintragen' });

async function tap(page: Page, ...names: readonly string[]): Promise<void> {
  for (const name of names) await entry(page).getByRole('button', { name, exact: true }).click();
}

async function expectStandings(page: Page): Promise<void> {
  const standings = page.getByRole('region', { name: 'Stand' });
  await expect(standings).toBeVisible();
  await expect
    .poll(async () => (await rowsOf(standings.getByRole('table'))).slice(1))
    .toEqual(STANDINGS);
  const list = page.getByRole('region', { name: 'Spielliste' });
  await expect.poll(async () => (await rowsOf(list.getByRole('table'))).at(-1)).toEqual(TOTALS);
}

async function startList(page: Page): Promise<void> {
  await page.goto('/#/');
  await expect(page.getByRole('link', { name: 'Neue Liste' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^de\b/);
  await expectGermanScreen(page, 'Listen, leer');

  await page.getByRole('link', { name: 'Neue Liste' }).click();
  for (const [seat, name] of PLAYERS.entries()) {
    await page.getByLabel(`Name von Spieler ${seat + 1}`, { exact: true }).fill(name);
  }
  await expect(page.getByRole('radio', { name: 'Jürgen gibt zuerst' })).toBeChecked();
  await expectGermanScreen(page, 'Neue Liste');
  await page.getByRole('button', { name: 'Liste beginnen' }).click();
  await expect(page.getByRole('region', { name: 'Spiel 1 von 36' })).toContainText('Jürgen gibt');
  await expectGermanScreen(page, 'Liste, noch ohne Spiele');
}

/** Deal 1, with every step of the entry checked on the way. */
async function enterSuitGame(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Spiel 1 eintragen' }).click();
  await expect(entry(page).getByRole('heading', { name: 'Wer hat gespielt?' })).toBeVisible();
  await expectGermanScreen(page, 'Eintrag: Alleinspieler');
  await tap(page, 'Weiß, Vorhand');
  await expectGermanScreen(page, 'Eintrag: Spiel');
  await tap(page, 'Kreuz');
  await expect(entry(page)).toContainText('Kreuz · Grundwert 12');
  await expectGermanScreen(page, 'Eintrag: Spitzen');
  await tap(page, 'mit 2');
  await expectGermanScreen(page, 'Eintrag: Ergebnis');
  await tap(page, 'Hand', 'Augen', '9', '5');
  await expect(entry(page)).toContainText('Kreuz mit 2, Spiel 3, Hand 4, Schneider 5 × 12 = 60');
  await expect(entry(page)).toContainText('gewonnen: +60');
  await expectGermanScreen(page, 'Eintrag: Augen');
  await readmeShot(page, 'deal-entry');
  await tap(page, 'Spiel speichern');
  await expect(page.getByRole('link', { name: 'Spiel 2 eintragen' })).toBeVisible();
  await expectGermanScreen(page, 'Liste nach Spiel 1');
}

/** The explanation of deal 1 names each level with its ISkO rule. */
async function explainDeal1(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Spiel 1 im Einzelnen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spiel 1' })).toBeVisible();
  const levels = page.getByRole('region', { name: 'Spielwert' });
  // The Schneider level with the rule that makes it (ISkO 5.2.3): the opponents have 25 Augen.
  await expect(levels.getByRole('row').filter({ hasText: 'Schneider' })).toContainText(
    'ISkO 5.2.3',
  );
  await expect(levels).toContainText('Kreuz mit 2, Spiel 3, Hand 4, Schneider 5 × 12 = 60');
  await expect(page.getByRole('region', { name: 'Eintrag in die Liste' })).toContainText(
    'Seeger-Fabian: +60 + 50 = +110',
  );
  await expectGermanScreen(page, 'Spiel 1 im Einzelnen');
  await readmeShot(page, 'deal-explanation');
  await page.getByRole('link', { name: 'Zurück zur Liste', exact: true }).click();
}

async function enterTheOtherDeals(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Spiel 2 eintragen' }).click();
  await tap(page, 'Jürgen, Mittelhand', 'Grand', 'mit 1', 'Hand');
  await expect(entry(page)).toContainText('Grand mit 1, Spiel 2, Hand 3 × 24 = 72');
  await tap(page, 'Gewonnen');

  await page.getByRole('link', { name: 'Spiel 3 eintragen' }).click();
  await tap(page, 'Anna, Hinterhand', 'Null');
  await expectGermanScreen(page, 'Eintrag: Null');
  await tap(page, 'Ouvert');
  await expect(entry(page)).toContainText('Null ouvert = 46');
  await tap(page, 'Verloren');

  await page.getByRole('link', { name: 'Spiel 4 eintragen' }).click();
  await tap(page, 'Anna, Mittelhand', 'Herz', 'mit 1', 'Hand', 'Nicht überreizt');
  await expectGermanScreen(page, 'Eintrag: Reizwerte');
  await tap(page, 'Reizwert 33');
  await expectGermanScreen(page, 'Eintrag: überreizt');
  await tap(page, 'Gewonnen');

  await page.getByRole('link', { name: 'Spiel 5 eintragen' }).click();
  await tap(page, 'Eingepasst');
  await expectGermanScreen(page, 'Eintrag: eingepasst');
  await tap(page, 'Eingepasst speichern');
  await expect(page.getByRole('link', { name: 'Spiel 6 eintragen' })).toBeVisible();

  const list = page.getByRole('region', { name: 'Spielliste' });
  const row = (n: number) =>
    list
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Spiel ${n} im Einzelnen` }) });
  await expect(row(2)).toContainText('Jürgen Grand mit 1 Hand');
  await expect(row(2)).toContainText('+72');
  await expect(row(3)).toContainText('Anna Null ouvert');
  await expect(row(3)).toContainText('−92');
  await expect(row(4)).toContainText('Anna ♥ mit 1 Hand');
  await expect(row(4)).toContainText('−80');
  await expect(row(5)).toContainText('eingepasst');
  await expectStandings(page);
  await expectGermanScreen(page, 'Liste nach Spiel 5');
  await readmeShot(page, 'sheet');
}

/** Deal 4 explained: the overbid in the words of ISkO 5.4. */
async function explainOverbid(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Spiel 4 im Einzelnen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spiel 4', exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'Überreizt: gereizt 33, Spielwert 30 → verloren mit 40',
  );
  await expect(page.getByRole('region', { name: 'Überreizt' })).toContainText('ISkO 5.4');
  await expectGermanScreen(page, 'Spiel 4 im Einzelnen (überreizt)');
  await page.getByRole('link', { name: 'Zurück zur Liste', exact: true }).click();
  await page.getByRole('link', { name: 'Spiel 5 im Einzelnen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spiel 5', exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('eingepasst');
  await expectGermanScreen(page, 'Spiel 5 im Einzelnen (eingepasst)');
  await page.getByRole('link', { name: 'Zurück zur Liste', exact: true }).click();
}

/** Grand Hand becomes Grand Hand Schneider, then Rückgängig puts it back. */
async function editAndUndo(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Spiel 2 im Einzelnen' }).click();
  await page.getByRole('link', { name: 'Spiel 2 bearbeiten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spiel 2 bearbeiten' })).toBeVisible();
  await expectGermanScreen(page, 'Spiel 2 bearbeiten');
  // mit 1, Spiel 2, Hand 3, Schneider 4 × 24 = 96.
  await tap(page, 'Gewonnen Schneider');
  // Saving an edit goes back to the deal it came from, now worth 96.
  await expect(page.getByRole('heading', { level: 1, name: 'Spiel 2' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Spielwert' })).toContainText(
    'Grand mit 1, Spiel 2, Hand 3, Schneider 4 × 24 = 96',
  );
  await expectGermanScreen(page, 'Spiel 2 nach der Änderung');
  await page.getByRole('link', { name: 'Zurück zur Liste', exact: true }).click();
  const list = page.getByRole('region', { name: 'Spielliste' });
  await expect(list.getByRole('row').last()).toHaveText(/Summe\s*96\s*60\s*−172/);
  const undo = page.getByRole('button', { name: 'Rückgängig: Spiel 2 geändert' });
  await expectGermanScreen(page, 'Liste nach der Änderung');
  await undo.click();
  await expectStandings(page);
}

async function printAndDownloadCsv(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Liste drucken oder teilen' }).click();
  const table = page.getByRole('table', { name: `Skatliste ${SHEET_NAME}` });
  await expect(table).toBeVisible();
  // The printed list ends with the totals worked out above.
  const row = (heading: string) => table.getByRole('row').filter({ hasText: heading });
  await expect(row('Summe')).toHaveText(/^Summe\s*72\s*60\s*−172$/);
  await expect(row('Seeger-Fabian')).toHaveText(/^Seeger-Fabian\s*202\s*190\s*−272$/);
  await expect(row('Platz')).toHaveText(/^Platz\s*1\s*2\s*3$/);
  await expectGermanScreen(page, 'Druckansicht');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV herunterladen' }).click();
  const bytes = await readFile(await (await download).path());
  // UTF-8 with a byte order mark, so a German spreadsheet reads the umlauts.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  // Valid UTF-8 all through: decoding and encoding again gives the same bytes.
  expect(Buffer.from(text, 'utf8').equals(bytes.subarray(3))).toBe(true);
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('Nr.;Geber;Alleinspieler;Spiel;Wert;Jürgen;Weiß;Anna');
  // The names byte for byte: "ü" is C3 BC and "ß" is C3 9F in UTF-8, as typed.
  const names = Buffer.from([
    ...[0x4a, 0xc3, 0xbc, 0x72, 0x67, 0x65, 0x6e, 0x3b], // Jürgen;
    ...[0x57, 0x65, 0x69, 0xc3, 0x9f, 0x3b], // Weiß;
    ...[0x41, 0x6e, 0x6e, 0x61], // Anna
  ]);
  expect(bytes.includes(names)).toBe(true);
  // Each player's running total in the list's kind, Seeger-Fabian here, as worked out above;
  // plain numbers with an ASCII minus, so the spreadsheet reads them as numbers.
  expect(lines.slice(1)).toEqual([
    '1;Jürgen;Weiß;Kreuz mit 2 Hand;60;0;110;0',
    '2;Weiß;Jürgen;Grand mit 1 Hand;72;122;110;0',
    '3;Anna;Anna;Null ouvert;-92;162;150;-142',
    '4;Jürgen;Anna;Herz mit 1 Hand;-80;202;190;-272',
    '5;Weiß;;eingepasst;;202;190;-272',
    'Summe;;;;;202;190;-272',
    'Gewonnene Spiele;;;;;1;1;0',
    'Verlorene Spiele;;;;;0;0;2',
    '',
  ]);
  await expectGermanScreen(page, 'Druckansicht nach CSV');
}

async function renameList(page: Page): Promise<void> {
  await page.goto('/#/');
  const dateName = await page
    .getByRole('link', { name: / öffnen$/ })
    .first()
    .innerText();
  await page
    .getByRole('button', { name: / umbenennen$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Liste umbenennen' });
  await expectGermanScreen(page, `Liste umbenennen (${dateName.split('\n')[0]})`);
  await dialog.getByRole('textbox', { name: 'Name der Liste' }).fill(SHEET_NAME);
  await dialog.getByRole('button', { name: 'Umbenennen' }).click();
  await expect(page.getByRole('link', { name: `${SHEET_NAME} öffnen` })).toBeVisible();
  await expectGermanScreen(page, 'Listen');
  await page.getByRole('link', { name: `${SHEET_NAME} öffnen` }).click();
}

async function backUp(page: Page): Promise<string> {
  await page.goto('/#/');
  await page.getByRole('link', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expectGermanScreen(page, 'Einstellungen');
  const named = /^skat-sicherung-\d{4}-\d{2}-\d{2}\.json$/;
  const { path, name } = await saveDownload(page, 'Alle Listen sichern', named, 'sicherung.json');
  await expect(page.getByText(`${name} wurde heruntergeladen.`)).toBeVisible();
  await expectGermanScreen(page, 'Einstellungen nach der Sicherung');
  return path;
}

async function deleteList(page: Page): Promise<void> {
  await page.goto('/#/');
  await page.getByRole('button', { name: `${SHEET_NAME} löschen` }).click();
  const dialog = page.getByRole('dialog', { name: `„${SHEET_NAME}“ löschen?` });
  await expect(dialog).toContainText('ihre 5 Spiele');
  await expectGermanScreen(page, 'Liste löschen?');
  await dialog.getByRole('button', { name: 'Liste löschen' }).click();
  await expect(page.getByText('Noch keine Listen.')).toBeVisible();
  await expectGermanScreen(page, 'Listen nach dem Löschen');
}

async function restore(page: Page, path: string): Promise<void> {
  await page.getByRole('link', { name: 'Einstellungen' }).click();
  await page.getByLabel('Aus Datei wiederherstellen').setInputFiles(path);
  const dialog = page.getByRole('dialog', { name: 'Aus dieser Datei wiederherstellen?' });
  await expect(dialog).toContainText('enthält 1 Liste mit 5 Spielen.');
  await expectGermanScreen(page, 'Wiederherstellen?');
  await dialog.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(page.getByText('1 Liste wiederhergestellt.')).toBeVisible();
  await expectGermanScreen(page, 'Einstellungen nach dem Wiederherstellen');
  // Stored, not only shown: after a reload the list is back with the same totals.
  await page.goto('/#/');
  await page.reload();
  await page.getByRole('link', { name: `${SHEET_NAME} öffnen` }).click();
  await expectStandings(page);
  await expect(page.getByRole('columnheader', { name: 'Weiß' })).toBeVisible();
  await expectGermanScreen(page, 'Liste nach dem Wiederherstellen');
}

test('a German evening: list, every kind of deal, edit, undo, print, CSV, backup, restore', async ({
  page,
}) => {
  test.setTimeout(scaled(180_000));
  await startList(page);
  await enterSuitGame(page);
  await explainDeal1(page);
  await enterTheOtherDeals(page);
  await explainOverbid(page);
  await editAndUndo(page);
  await renameList(page);
  await printAndDownloadCsv(page);
  const backup = await backUp(page);
  await deleteList(page);
  await restore(page, backup);
});

test('every control on the way through a deal at a table of four has a German name', async ({
  page,
}) => {
  await page.goto('/#/new');
  await page.getByRole('radio', { name: '4 Spieler' }).check();
  for (const [seat, name] of ['Jürgen', 'Weiß', 'Anna', 'Käthe'].entries()) {
    await page.getByLabel(`Name von Spieler ${seat + 1}`, { exact: true }).fill(name);
  }
  await page.getByRole('checkbox', { name: 'Kontra und Re erlaubt' }).check();
  await page.getByRole('checkbox', { name: 'Bockrunden' }).check();
  // The Bock events behind their summary; Grand Hand gewonnen is one of those chosen at first.
  await page.getByRole('button', { name: /^Bock nach / }).click();
  await expect(page.getByRole('checkbox', { name: 'Grand Hand gewonnen' })).toBeChecked();
  await expectGermanScreen(page, 'Neue Liste, vier Spieler, Kontra, Bock');
  await page.getByRole('button', { name: 'Liste beginnen' }).click();
  await expect(page.getByText('Jürgen gibt und setzt aus')).toBeVisible();
  await expectGermanScreen(page, 'Liste am Vierertisch');

  await page.getByRole('link', { name: 'Spiel 1 eintragen' }).click();
  await tap(page, 'Weiß, Vorhand', 'Pik', 'ohne 3', 'Kontra: Kein Kontra');
  await expectGermanScreen(page, 'Eintrag: Kontra');
  // Kontra, then Re; 7 Augen offers "Keinen Stich" too.
  await tap(page, 'Kontra: Kontra', 'Augen', '7');
  await expect(entry(page).getByRole('group', { name: 'Stiche des Alleinspielers' })).toBeVisible();
  await expectGermanScreen(page, 'Eintrag: Augen, Kein Stich');
  await tap(page, 'Spiel ändern: ♠ Pik', 'Null', 'Hand');
  await expectGermanScreen(page, 'Eintrag: Null Hand');
  // Back from "Eingepasst": the declarer's choice returns to the deal kept so far.
  await tap(page, 'Alleinspieler ändern: Weiß', 'Eingepasst');
  await tap(page, 'Alleinspieler ändern: Eingepasst', 'Anna, Mittelhand');
  // "ohne 3" is kept from Pik: on to the result. ohne 3, Spiel 4, Hand 5 × 24 = 120.
  await tap(page, 'Spiel ändern: Null', 'Grand', 'Hand', 'Gewonnen / verloren');
  await expect(entry(page).getByRole('button', { name: 'Kontra: Re' })).toBeVisible();
  await expect(entry(page)).toContainText('Grand ohne 3, Spiel 4, Hand 5 × 24 = 120');
  await tap(page, 'Gewonnen');

  // Re: × 4, so +480. Grand Hand gewonnen, Re, a lost Kontra and a value of 100 or more each
  // start a Bock round of four deals (house-rules.md), played one after another at × 2: 16.
  await expect(page.getByRole('region', { name: 'Spiel 2 von 48' })).toContainText(
    'Bock ×2 · noch 16 Bockspiele, dieses mitgezählt',
  );
  await expectGermanScreen(page, 'Liste mit Bock');
  await page.getByRole('link', { name: 'Spiel 1 im Einzelnen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spiel 1', exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('gewonnen: 120 × 4 (Re) = +480');
  await expectGermanScreen(page, 'Spiel 1 mit Re und Bock');
  await page.getByRole('link', { name: 'Spiel 1 bearbeiten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spiel 1 bearbeiten' })).toBeVisible();
  await expectGermanScreen(page, 'Spiel 1 bearbeiten, Kontra');
});
