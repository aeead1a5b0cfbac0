import { expect, test, type Locator, type Page } from '../support/test';
import { checkEntryStep, screenProblems } from '../support/layout-checks';
import { expectInThumbReach } from '../support/thumb-reach';
import { LONG_NAMES } from './entry-flows';

/**
 * German words are longer than English ones ("Verloren Schneider", "Gereizt bis 59", "Maximilian
 * gibt und setzt aus"): the German app at the smallest phone we design for (360 × 640) and the
 * usual one (390 × 844) is held to the English layout tests' measure. Every step of the deal
 * entry: all its buttons on screen without scrolling, 48 px or more, nothing clipped. Every other
 * screen and dialog: its main action on screen, 48 px targets, no text cut off, no sideways
 * scrolling. The browser speaks German; no setting is changed.
 *
 * ENTRY_SHOTS=<folder> saves a picture of each entry step (named de-…).
 */

test.use({ locale: 'de-DE', serviceWorkers: 'block' });

const BID_LIST = 'Reizwert über dem Spielwert (überreizt)';
const entry = (page: Page) => page.getByRole('region', { name: 'Spiel eintragen' });

async function tap(page: Page, ...names: readonly string[]): Promise<void> {
  for (const name of names) await entry(page).getByRole('button', { name, exact: true }).click();
}

const checkStep = (page: Page, step: string, expected: readonly string[]) =>
  checkEntryStep(entry(page), BID_LIST, `de-${step}`, expected);

const ANNOUNCEMENTS = [
  'Normal (Skat aufgenommen)',
  'Hand',
  'Schneider angesagt',
  'Schwarz angesagt',
  'Ouvert',
];
const OUTCOMES = [
  'Gewonnen',
  'Gewonnen Schneider',
  'Gewonnen Schwarz',
  'Verloren',
  'Verloren Schneider',
  'Verloren Schwarz',
];
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'Ziffer löschen'];
const tops = (held: 'mit' | 'ohne') => Array.from({ length: 11 }, (_, i) => `${held} ${i + 1}`);

/** A table of four with the longest names we plan for, Kontra allowed: the widest entry. */
async function startGermanList(page: Page, names: readonly string[], kontra: boolean) {
  await page.goto('/#/new');
  if (names.length === 4) await page.getByRole('radio', { name: '4 Spieler' }).check();
  for (const [seat, name] of names.entries()) {
    await page.getByLabel(`Name von Spieler ${seat + 1}`, { exact: true }).fill(name);
  }
  if (kontra) await page.getByRole('checkbox', { name: 'Kontra und Re erlaubt' }).check();
  await page.getByRole('button', { name: 'Liste beginnen' }).click();
  await expect(page.getByRole('region', { name: /^Spiel 1 von / })).toBeVisible();
}

const nextDeal = (page: Page) => page.getByRole('region', { name: /^Spiel \d+ von / });
const GAMES = ['Kreuz', 'Pik', 'Herz', 'Karo', 'Grand', 'Null'];

/** Deal 1: Maximilian gibt und setzt aus, Anneliese is Vorhand. Every step and result mode. */
async function walkEveryStep(page: Page) {
  // One thumb (issue 11), with the longer German words: the players, Eingepasst, low on the Liste.
  await expectInThumbReach(
    nextDeal(page),
    'link',
    [
      'Anneliese spielt',
      'Friedrich spielt',
      'Konstantin spielt',
      'Eingepasst',
      'Spiel 1 eintragen',
    ],
    'Liste, Spiel 1',
  );
  await page.getByRole('link', { name: 'Spiel 1 eintragen' }).click();
  await checkStep(page, '1-alleinspieler', [
    'Anneliese, Vorhand',
    'Friedrich, Mittelhand',
    'Konstantin, Hinterhand',
    'Eingepasst',
    'Abbrechen',
  ]);
  await expect(entry(page).getByText('Maximilian gibt und setzt aus')).toBeVisible();

  await tap(page, 'Anneliese, Vorhand');
  await checkStep(page, '2-spiel', ['Zurück', ...GAMES]);
  await expectInThumbReach(entry(page), 'button', GAMES, 'Spiel');

  // The longest value: Karo ohne 11, ouvert, Re.
  await tap(page, 'Karo');
  await checkStep(page, '3-spitzen', [...tops('mit'), ...tops('ohne')]);
  await expectInThumbReach(entry(page), 'button', [...tops('mit'), ...tops('ohne')], 'Spitzen');

  await tap(page, 'ohne 11');
  const extras = ['Augen', 'Nicht überreizt', 'Kontra: Kein Kontra'];
  await checkStep(page, '4-ergebnis', [...ANNOUNCEMENTS, ...extras, ...OUTCOMES]);
  await expectInThumbReach(entry(page), 'button', OUTCOMES, 'Ergebnis');

  // Karo ohne 11 is worth 108: the bids above it are more than the screen holds.
  await tap(page, 'Nicht überreizt');
  await checkStep(page, '5-reizwerte', ['Schließen', 'Reizwert 110']);
  const bids = entry(page).getByRole('group', { name: BID_LIST }).getByRole('button');
  await expect(bids.last()).toHaveAccessibleName('Reizwert 264');
  await tap(page, 'Schließen');

  await tap(page, 'Ouvert', 'Kontra: Kein Kontra', 'Kontra: Kontra');
  await checkStep(page, '6-ergebnis-ouvert-re', [...ANNOUNCEMENTS, 'Kontra: Re', ...OUTCOMES]);

  // Augen: with 7 the "Keinen Stich" choice shows too, the pad at its tallest.
  await tap(page, 'Augen', '7');
  await expect(entry(page).getByRole('group', { name: 'Stiche des Alleinspielers' })).toBeVisible();
  await checkStep(page, '7-augen', [
    ...ANNOUNCEMENTS,
    'Nicht überreizt',
    'Kontra: Re',
    'Gewonnen / verloren',
    ...DIGITS,
    'Spiel speichern',
  ]);

  await tap(page, 'Nicht überreizt');
  await checkStep(page, '8-reizwerte-ouvert', ['Schließen']);
  await tap(page, 'Schließen');

  await tap(page, 'Spiel ändern: ♦ Karo', 'Null');
  await checkStep(page, '9-null', [
    'Hand',
    'Ouvert',
    'Nicht überreizt',
    'Kontra: Re',
    'Gewonnen',
    'Verloren',
  ]);

  // Null ouvert Hand (59) reaches the bid, Null ouvert (46) does not: the German refusal stays on
  // screen next to everything needed to put it right.
  await tap(page, 'Nicht überreizt', 'Reizwert 59', 'Hand', 'Gewonnen');
  await expect(entry(page).getByRole('alert')).toContainText('weniger als gereizt (59)');
  await checkStep(page, '10-null-abgelehnt', [
    'Hand',
    'Ouvert',
    'Gereizt bis 59',
    'Gewonnen',
    'Verloren',
  ]);

  await tap(page, 'Alleinspieler ändern: Anneliese', 'Eingepasst');
  await checkStep(page, '11-eingepasst', ['Eingepasst speichern']);
  await tap(page, 'Eingepasst speichern');
  await expect(page.getByRole('link', { name: 'Spiel 2 eintragen' })).toBeVisible();
  // Spiel 2: Anneliese gibt und setzt aus.
  await expectInThumbReach(
    nextDeal(page),
    'link',
    [
      'Friedrich spielt',
      'Konstantin spielt',
      'Maximilian spielt',
      'Eingepasst',
      'Spiel 1 bearbeiten',
    ],
    'Liste, Spiel 2',
  );
}

/** Deal 2 entered quickly, then opened again: an edit shows its result and "Spiel speichern". */
async function checkEditing(page: Page) {
  await page.getByRole('link', { name: 'Spiel 2 eintragen' }).click();
  await entry(page)
    .getByRole('button', { name: /, Vorhand$/ })
    .click();
  await tap(page, 'Grand', 'mit 4', 'Gewonnen');
  await page.getByRole('link', { name: 'Spiel 2 im Einzelnen' }).click();
  await page.getByRole('link', { name: 'Spiel 2 bearbeiten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spiel 2 bearbeiten' })).toBeVisible();
  await checkStep(page, '12-bearbeiten', [...ANNOUNCEMENTS, ...OUTCOMES, 'Spiel speichern']);
}

/**
 * The running list's player columns are as narrow as their numbers: a name at their head is cut
 * to "Jür…" at a table of four by design, in English as much as in German (the standings beside
 * them must show it whole).
 */
const LIST_HEADS = '[aria-label="Spielliste"] thead';

/** A screen as it opens: its main action visible without scrolling, and nothing cut off. */
async function checkScreen(page: Page, screen: string, mainAction: Locator) {
  // Soft: one run reports every screen that does not fit, not only the first.
  await expect.soft(mainAction, screen).toBeInViewport({ ratio: 1 });
  expect.soft(await screenProblems(page.locator('body'), LIST_HEADS), screen).toEqual({
    small: [],
    clipped: [],
    wide: false,
  });
}

/**
 * A German table of four with ordinary names. Longer names (Maximilian…) are cut to "Maxi…" in
 * the standings by design, in English too; names like these are cut in neither language.
 */
const TABLE = ['Jürgen', 'Weiß', 'Anna', 'Käthe'] as const;

/** The screens around the entry. */
async function walkTheScreens(page: Page) {
  await page.goto('/#/');
  await checkScreen(page, 'Listen, leer', page.getByRole('link', { name: 'Neue Liste' }));

  await page.getByRole('link', { name: 'Neue Liste' }).click();
  const start = page.getByRole('button', { name: 'Liste beginnen' });
  await checkScreen(page, 'Neue Liste, 3 Spieler', start);
  await page.getByRole('radio', { name: '4 Spieler' }).check();
  await page.getByRole('checkbox', { name: 'Bockrunden' }).check();
  await checkScreen(page, 'Neue Liste, 4 Spieler, Bock', page.getByRole('heading', { level: 1 }));
  await page.getByRole('checkbox', { name: 'Bockrunden' }).uncheck();
  for (const [seat, name] of TABLE.entries()) {
    await page.getByLabel(`Name von Spieler ${seat + 1}`, { exact: true }).fill(name);
  }
  await checkScreen(page, 'Neue Liste, 4 Spieler', start);
  await start.click();
  await expect(page.getByText('Jürgen gibt und setzt aus')).toBeVisible();
  await checkScreen(page, 'Liste, leer', page.getByRole('link', { name: 'Spiel 1 eintragen' }));

  // The longest game name and the highest value: Grand ouvert mit 4, 11 × 24 = 264, lost −528.
  await page.getByRole('link', { name: 'Spiel 1 eintragen' }).click();
  await tap(page, 'Weiß, Vorhand', 'Grand', 'mit 4', 'Ouvert', 'Verloren');
  await expect(page.getByRole('region', { name: 'Spielliste' })).toContainText('−528');
  await checkScreen(page, 'Liste', page.getByRole('link', { name: 'Spiel 2 eintragen' }));

  await page.getByRole('link', { name: 'Spiel 1 im Einzelnen' }).click();
  await checkScreen(page, 'Spiel 1', page.getByRole('heading', { level: 1, name: 'Spiel 1' }));
  await page.getByRole('button', { name: 'Spiel 1 löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spiel 1 löschen?' });
  await checkScreen(
    page,
    'Spiel 1 löschen?',
    dialog.getByRole('button', { name: 'Spiel löschen' }),
  );
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await page.getByRole('link', { name: 'Zurück zur Liste', exact: true }).click();

  await page.getByRole('link', { name: 'Liste drucken oder teilen' }).click();
  await checkScreen(page, 'Druckansicht', page.getByRole('button', { name: 'Drucken' }));
  await page.getByRole('button', { name: 'Zurück zur Liste', exact: true }).click();

  await page.getByRole('link', { name: 'Zurück zu den Listen' }).click();
  await checkScreen(page, 'Listen', page.getByRole('button', { name: / löschen$/ }));
  await page.getByRole('button', { name: / umbenennen$/ }).click();
  const rename = page.getByRole('dialog', { name: 'Liste umbenennen' });
  await checkScreen(page, 'Liste umbenennen', rename.getByRole('button', { name: 'Umbenennen' }));
  await rename.getByRole('button', { name: 'Abbrechen' }).click();

  await page.getByRole('link', { name: 'Einstellungen' }).click();
  await checkScreen(page, 'Einstellungen', page.getByRole('radio', { name: 'Deutsch' }));
}

const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`auf Deutsch bei ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('every step of the entry fits: all its buttons on screen, 48 px or more, nothing clipped', async ({
      page,
    }) => {
      await startGermanList(page, LONG_NAMES, true);
      await walkEveryStep(page);
      await checkEditing(page);
    });

    test('every other screen fits: main action on screen, 48 px targets, nothing cut off', async ({
      page,
    }) => {
      await walkTheScreens(page);
    });
  });
}
