// @vitest-environment jsdom
// Issue 10, item 1: a route whose screen throws while rendering offers the list and keeps the data.
import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { setSetting } from '../../src/db/settings';
import { PASSED, THREE_PLAIN, sheetWith } from '../support/sheet-fixtures';
import { getDeals } from '../support/db-reads';
import { freshApp, renderApp } from '../support/render-app';

vi.mock('../../src/ui/sheet/SheetScreen', () => ({
  SheetScreen: () => {
    throw new Error('a record this screen cannot show');
  },
}));

beforeEach(async () => {
  await freshApp();
  // React reports the caught error on the console; it is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a screen that throws', () => {
  test('says so, offers the list, and the list opens from there with the sheet intact', async () => {
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE_PLAIN, [PASSED], 'Friday');
    renderApp(`#/sheet/${sheet.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be opened');
    const toList = screen.getByRole('link', { name: 'Go to the sheets' });
    expect(toList).toHaveAttribute('href', '#/');
    await act(async () => {
      window.location.hash = '#/';
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();
    expect(await getDeals(sheet.id)).toHaveLength(1);
  });

  test('in German too', async () => {
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE_PLAIN, [PASSED], 'Friday');
    window.history.replaceState(null, '', `/#/sheet/${sheet.id}`);
    await setSetting('language', 'de');
    renderApp();
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zu den Listen' })).toHaveAttribute('href', '#/');
  });
});
