import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, test } from 'vitest';
import { sheetToResume } from '../../../src/app/cold-start/resume';
import { setSetting } from '../../../src/db/settings';
import { emptyDatabase } from '../../support/fresh-db';
import { PASSED, sheetWith } from '../../support/sheet-fixtures';

beforeEach(emptyDatabase);

const THREE_DEALS = {
  players: 3,
  firstDealer: 0,
  listKind: 'plain',
  kontraAllowed: false,
  plannedDeals: 3,
} as const;

describe('opening the app returns to the sheet in progress', () => {
  test('the last opened sheet with deals still to play', async () => {
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE_DEALS, [PASSED]);
    await setSetting('lastOpenedSheetId', sheet.id);
    expect(await sheetToResume()).toBe(sheet.id);
  });

  test('not a finished sheet', async () => {
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE_DEALS, [PASSED, PASSED, PASSED]);
    await setSetting('lastOpenedSheetId', sheet.id);
    expect(await sheetToResume()).toBeNull();
  });

  test('not a sheet that is gone, nor when none was opened', async () => {
    expect(await sheetToResume()).toBeNull();
    await setSetting('lastOpenedSheetId', 'deleted-sheet');
    expect(await sheetToResume()).toBeNull();
  });
});
