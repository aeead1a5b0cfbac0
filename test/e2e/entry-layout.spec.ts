import { expect, test, type Page } from '../support/test';
import { checkEntryStep } from '../support/layout-checks';
import { expectInThumbReach } from '../support/thumb-reach';
import { entryRegion, LONG_NAMES, startSheet, tapEntry } from './entry-flows';

/**
 * Every step of the deal entry, in every result mode, at the smallest phone we design for
 * (360 × 640) and the usual one (390 × 844), light and dark: every button of the step is on screen
 * without scrolling, at least 48 × 48 px, and nothing is wider than its box (no clipped label,
 * no cut-off heading, no sideways scrolling). The worst case on purpose: a table of 4 with long
 * names, Kontra allowed, the longest value explanation (ouvert, Re, without 11).
 *
 * ENTRY_SHOTS=<folder> also saves a screenshot of each step there, for a person to look at.
 */

test.use({ serviceWorkers: 'block' });

/** The list of bids for an overbid scrolls inside its box by design; the box itself must fit. */
const BID_LIST = 'Bid above the game value (overbid)';

/** Every button of the step on screen, 48 px or more, nothing clipped (test/support/layout-checks). */
const checkStep = (page: Page, step: string, expected: readonly string[]) =>
  checkEntryStep(entryRegion(page), BID_LIST, step, expected);

const ANNOUNCEMENTS = [
  'Normal (skat picked up)',
  'Hand',
  'Schneider announced',
  'Schwarz announced',
  'Ouvert',
];
const OUTCOMES = ['Won', 'Won schneider', 'Won schwarz', 'Lost', 'Lost schneider', 'Lost schwarz'];
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'Erase'];
const tops = (held: string, max: number) =>
  Array.from({ length: max }, (_, i) => `${held} ${i + 1}`);

const nextDeal = (page: Page) => page.getByRole('region', { name: /^Deal \d+ of / });
const GAMES = [
  'Clubs (Kreuz)',
  'Spades (Pik)',
  'Hearts (Herz)',
  'Diamonds (Karo)',
  'Grand',
  'Null',
];

/** Deal 1: Maximilian deals and sits out, Anneliese is Forehand. Walks every step and mode. */
async function walkEveryStep(page: Page) {
  // One thumb (issue 11): the next deal's players, Passed and the full entry, low on the sheet.
  await expectInThumbReach(
    nextDeal(page),
    'link',
    ['Anneliese plays', 'Friedrich plays', 'Konstantin plays', 'Passed', 'Enter deal 1'],
    'sheet, deal 1',
  );
  await page.getByRole('link', { name: 'Enter deal 1' }).click();
  await checkStep(page, '1-declarer', [
    'Anneliese, Forehand',
    'Friedrich, Middlehand',
    'Konstantin, Rearhand',
    'Passed',
    'Cancel',
  ]);
  await expect(page.getByText('Maximilian deals and sits out')).toBeVisible();

  await tapEntry(page, 'Anneliese, Forehand');
  await checkStep(page, '2-game', ['Back', ...GAMES]);
  await expectInThumbReach(entryRegion(page), 'button', GAMES, 'game');

  // The longest chips and explanation: "♦ Diamonds", "without 11".
  await tapEntry(page, 'Diamonds (Karo)');
  await checkStep(page, '3-tops', [...tops('with', 11), ...tops('without', 11)]);
  await expectInThumbReach(
    entryRegion(page),
    'button',
    [...tops('with', 11), ...tops('without', 11)],
    'tops',
  );

  await tapEntry(page, 'without 11');
  const extras = ['Card points', 'Bid: not overbid', 'Kontra: No Kontra'];
  await checkStep(page, '4-result', [...ANNOUNCEMENTS, ...extras, ...OUTCOMES]);
  await expectInThumbReach(entryRegion(page), 'button', OUTCOMES, 'result');

  // Diamonds without 11 is worth 108: the bids above it are more than the screen holds.
  await tapEntry(page, 'Bid: not overbid');
  await checkStep(page, '5-bids', ['Not overbid', 'Close', 'Bid 110']);
  const bids = entryRegion(page).getByRole('group', { name: BID_LIST }).getByRole('button');
  await expect(bids.last()).toHaveAccessibleName('Bid 264');
  // The highest bid is reached by scrolling the list, inside its box.
  await bids.last().scrollIntoViewIfNeeded();
  await expect(bids.last()).toBeInViewport({ ratio: 1 });
  await tapEntry(page, 'Close');

  await tapEntry(page, 'Ouvert', 'Kontra: No Kontra', 'Kontra: Kontra');
  await checkStep(page, '6-result-ouvert-re', [...ANNOUNCEMENTS, 'Kontra: Re', ...OUTCOMES]);

  // Card points: with 7 points the "no trick" choice appears too, the pad at its tallest.
  await tapEntry(page, 'Card points', '7');
  await expect(entryRegion(page).getByRole('group', { name: 'Declarer took' })).toBeVisible();
  await checkStep(page, '7-points', [
    ...ANNOUNCEMENTS,
    'Bid: not overbid',
    'Kontra: Re',
    'Won / lost',
    ...DIGITS,
    'Save deal',
  ]);

  await tapEntry(page, 'Bid: not overbid');
  await checkStep(page, '8-bids-ouvert', ['Not overbid', 'Close']);
  await expect(entryRegion(page).getByRole('group', { name: BID_LIST })).toBeVisible();
  await tapEntry(page, 'Close');

  await tapEntry(page, 'Change the game: ♦ Diamonds', 'Null');
  await checkStep(page, '9-null', [
    'Hand',
    'Ouvert',
    'Bid: not overbid',
    'Kontra: Re',
    'Won',
    'Lost',
  ]);

  // A mistake keeps its message on screen next to everything needed to put it right.
  // Null ouvert hand (59) reaches the bid; null ouvert without hand (46) does not.
  await tapEntry(page, 'Bid: not overbid', 'Bid 59', 'Hand', 'Won');
  await expect(entryRegion(page).getByRole('alert')).toContainText('below the bid of 59');
  await checkStep(page, '10-null-refused', ['Hand', 'Ouvert', 'Bid: 59', 'Won', 'Lost']);

  await tapEntry(page, 'Change the declarer: Anneliese', 'Passed');
  await checkStep(page, '11-passed', ['Save passed deal']);
  await tapEntry(page, 'Save passed deal');
  await expect(page.getByRole('link', { name: 'Enter deal 2' })).toBeVisible();
  // The next deal, with a deal on the list: Anneliese deals and sits out.
  await expectInThumbReach(
    nextDeal(page),
    'link',
    ['Friedrich plays', 'Konstantin plays', 'Maximilian plays', 'Passed', 'Edit deal 1'],
    'sheet, deal 2',
  );
}

/** Deal 2 entered quickly, then opened again: an edit shows its result and a Save button. */
async function checkEditing(page: Page) {
  await page.getByRole('link', { name: 'Enter deal 2' }).click();
  await entryRegion(page)
    .getByRole('button', { name: /, Forehand$/ })
    .click();
  await tapEntry(page, 'Grand', 'with 4', 'Won');
  await page.getByRole('link', { name: 'Deal 2 details' }).click();
  await page.getByRole('link', { name: 'Edit deal 2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editing deal 2' })).toBeVisible();
  await checkStep(page, '12-editing', [...ANNOUNCEMENTS, ...OUTCOMES, 'Save deal']);
}

const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`at ${viewport.width} × ${viewport.height}, ${colorScheme}`, () => {
      test.use({ viewport, colorScheme });

      test('every step fits: all its buttons on screen, 48 px or more, nothing clipped', async ({
        page,
      }) => {
        await startSheet(page, LONG_NAMES, { kontra: true });
        await walkEveryStep(page);
        await checkEditing(page);
      });
    });
  }
}
