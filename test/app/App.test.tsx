// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { getSheetWithDeals } from '../../src/db/sheet-reads';
import { getSetting, setSetting } from '../../src/db/settings';
import { STARTS_AT_LIST_KEY } from '../../src/ui/common/cold-start/next-start';
import { PASSED, THREE_PLAIN, sheetWith } from '../support/sheet-fixtures';
import { freshApp, goTo, renderApp } from '../support/render-app';

beforeEach(freshApp);

describe('App', () => {
  test('opening the app returns to the sheet in progress, and remembers the sheet opened', async () => {
    const friday = await sheetWith(['Anna', 'Ben', 'Carl'], THREE_PLAIN, [PASSED], 'Friday');
    const saturday = await sheetWith(['Anna', 'Ben', 'Carl'], THREE_PLAIN, [], 'Saturday');
    await setSetting('lastOpenedSheetId', friday.id);
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday' })).toBeVisible();
    expect(window.location.hash).toBe(`#/sheet/${friday.id}`);
    // The next start's shell shows no list: it would flash before the sheet.
    expect(localStorage.getItem(STARTS_AT_LIST_KEY)).toBe('no');

    // Back on the list later: it stays there.
    await goTo('#/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();
    await goTo(`#/sheet/${saturday.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Saturday' })).toBeVisible();
    await vi.waitFor(async () => expect(await getSetting('lastOpenedSheetId')).toBe(saturday.id));
  });

  test('a finished sheet is not reopened: the list shows', async () => {
    const done = await sheetWith(
      ['Anna', 'Ben', 'Carl'],
      THREE_PLAIN,
      [PASSED, PASSED, PASSED],
      'Done',
    );
    await setSetting('lastOpenedSheetId', done.id);
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();
    // The next start opens at the list too: its shell may show the list kept.
    expect(localStorage.getItem(STARTS_AT_LIST_KEY)).toBe('yes');
  });

  test('each route shows its screen with a level-1 heading', async () => {
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE_PLAIN, [PASSED], 'Friday');
    const [deal] = (await getSheetWithDeals(sheet.id))?.deals ?? [];
    if (!deal) throw new Error('the deal was not stored');
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();
    await goTo('#/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New sheet' })).toBeVisible();
    await goTo('#/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await goTo(`#/sheet/${sheet.id}/deal`);
    expect(await screen.findByRole('region', { name: 'Enter a deal' })).toBeVisible();
    // One deal of three is in: the entry is for deal 2.
    expect(screen.getByRole('heading', { level: 1, name: 'Deal 2 of 3' })).toBeVisible();
    await goTo(`#/sheet/${sheet.id}/deal/${deal.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deal 1' })).toBeVisible();
    await goTo(`#/sheet/${sheet.id}/print`);
    expect(await screen.findByRole('button', { name: 'Print' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Friday' })).toBeVisible();
    await goTo(`#/sheet/${sheet.id}/history`);
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    // The history's entries are scored after the screen shows (use-history-pages.ts).
    expect(await screen.findByRole('listitem', { name: 'Deal 1 added' })).toBeVisible();
  });

  test('the sheet links to its history', async () => {
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE_PLAIN, [PASSED], 'Friday');
    renderApp(`#/sheet/${sheet.id}`);
    expect(await screen.findByRole('link', { name: 'History of this sheet' })).toHaveAttribute(
      'href',
      `#/sheet/${sheet.id}/history`,
    );
  });
});
