// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { draftKey, saveDraft } from '../../../src/db/drafts';
import { renamePlayer } from '../../../src/db/roster';
import { implicitPlayerId } from '../../../src/domain/roster';
import { expectOk } from '../../support/db-fixtures';
import { emptyDatabase } from '../../support/fresh-db';
import { FOUR, PASSED, sheetWith, storedDeals, THREE, trump } from '../../support/sheet-fixtures';
import { cellTexts } from '../../support/table-cells';
import { standingsTexts } from '../../support/ui-standings';
import { linkHref } from '../../support/ui-links';
import { DEALS, PLAYERS } from './evening-at-four';
import { renderSheet } from './render-sheet';

beforeEach(emptyDatabase);

/** The sheet's deals open their detail here (no quick start, no edit from the sheet). */
const SHEET_SCREEN_LINKS = {
  startDeal: undefined,
  editFromSheet: undefined,
  print: '#/print',
  player: (id: string) => `#/player/${encodeURIComponent(id)}`,
};

describe('SheetScreen', () => {
  test('the running list: game, value and every running total per deal', async () => {
    const sheet = await sheetWith(PLAYERS, FOUR, DEALS, 'Friday');
    renderSheet(sheet.id, { links: SHEET_SCREEN_LINKS });
    const list = await screen.findByRole('region', { name: 'The list' });
    const rows = within(list).getAllByRole('row');
    // header, 5 deals, total
    expect(rows).toHaveLength(7);
    expect(rows.slice(1).map(cellTexts)).toEqual([
      ['1', 'Ben ♣ with 2Anna dealt', '+36', '0', '36', '0', '0'],
      ['2', 'Carl Grand with 1Ben dealt', '−96', '0', '36', '−96', '0'],
      ['3', 'passedCarl dealt', '–', '0', '36', '−96', '0'],
      ['4', 'Anna NullDora dealt', '+23', '23', '36', '−96', '0'],
      ['5', 'Dora ♥ with 1, KontraAnna dealt', '+40', '23', '36', '−96', '40'],
      ['23', '36', '−96', '40'],
    ]);
    const deals = await storedDeals(sheet.id);
    expect(linkHref('Deal 2 details', list)).toBe(`#/deal/${deals[1]?.id}`);
  });

  test('standings by the plain list with games won and lost; who deals next', async () => {
    const sheet = await sheetWith(PLAYERS, FOUR, DEALS, 'Friday');
    renderSheet(sheet.id, { links: SHEET_SCREEN_LINKS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday' })).toBeVisible();
    expect(linkHref('Print or share this sheet')).toBe('#/print');
    expect(linkHref('Back to the sheets')).toBe('#/');
    expect(await standingsTexts('Standings')).toEqual([
      '1Dora401 / 0',
      '2Ben361 / 0',
      '3Anna231 / 0',
      '4Carl−960 / 1',
    ]);
    // Deal 6: (first dealer 0 + 5) mod 4 = seat 1.
    const next = screen.getByRole('region', { name: 'Deal 6 of 8' });
    expect(next).toHaveTextContent('Ben deals and sits out');
    expect(linkHref('Enter deal 6', next)).toBe('#/new-deal');
  });

  test('a deal half entered is offered as "continue"', async () => {
    const sheet = await sheetWith(PLAYERS, FOUR, DEALS);
    await saveDraft(draftKey(sheet.id), { declarer: 2 });
    renderSheet(sheet.id, { links: SHEET_SCREEN_LINKS });
    expect(await screen.findByRole('link', { name: 'Continue deal 6' })).toBeVisible();
  });

  test('undo takes back the last change, and says which; again, the one before', async () => {
    const user = userEvent.setup();
    const sheet = await sheetWith(PLAYERS, FOUR, DEALS);
    renderSheet(sheet.id, { links: SHEET_SCREEN_LINKS });
    await user.click(await screen.findByRole('button', { name: 'Undo: added deal 5' }));
    expect(await screen.findByRole('region', { name: 'Deal 5 of 8' })).toHaveTextContent(
      'Anna deals and sits out',
    );
    const list = screen.getByRole('region', { name: 'The list' });
    const rows = within(list).getAllByRole('row');
    expect(cellTexts(rows.at(-1))).toEqual(['23', '36', '−96', '0']);
    expect(await storedDeals(sheet.id)).toHaveLength(4);
    // Undo walks back step by step: next it offers the deal added before.
    await user.click(await screen.findByRole('button', { name: 'Undo: added deal 4' }));
    expect(await screen.findByRole('region', { name: 'Deal 4 of 8' })).toBeVisible();
    expect(await storedDeals(sheet.id)).toHaveLength(3);
    expect(await screen.findByRole('button', { name: 'Undo: added deal 3' })).toBeVisible();
  });

  test('Seeger-Fabian: ±50 and 40 to the others at 3; final standings once complete', async () => {
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE, [
      // Ben spades with 1 won: 2 × 11 = 22; Seeger-Fabian 22 + 50 = 72.
      trump(1, 'spades', 1, true),
      // Carl diamonds with 1 lost: 2 × 9 = 18 → −36; Seeger-Fabian −36 − 50 = −86, +40 to Anna and Ben.
      trump(2, 'diamonds', 1, false),
      PASSED,
    ]);
    renderSheet(sheet.id, { links: SHEET_SCREEN_LINKS });
    // rank, name, Seeger-Fabian, list, won / lost
    expect(await standingsTexts('Final standings')).toEqual([
      '1Ben112221 / 0',
      '2Anna4000 / 0',
      '3Carl−86−360 / 1',
    ]);
    expect(screen.queryByRole('link', { name: /^Enter deal/ })).not.toBeInTheDocument();
  });

  test('a sheet that no longer exists says so and leads back to the sheets', async () => {
    renderSheet('gone', { links: SHEET_SCREEN_LINKS });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This sheet no longer exists.' }),
    ).toBeVisible();
    expect(linkHref('Go to the sheets')).toBe('#/');
  });
});

// The names in the standings lead to each player's page (issue 31, "What got in the way"), also
// after a roster rename, whose seat no longer carries the name the player was entered under.
test('each name in the standings links to its player’s page, also after a rename', async () => {
  const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE, [PASSED], 'Friday');
  expectOk(await renamePlayer(implicitPlayerId('Carl'), 'Carlo'));
  renderSheet(sheet.id, { links: SHEET_SCREEN_LINKS });
  const standings = await screen.findByRole('region', { name: 'Standings' });
  expect(linkHref('Anna', standings)).toBe('#/player/name%3AAnna');
  expect(linkHref('Carlo', standings)).toBe('#/player/name%3ACarl');
});
