// @vitest-environment jsdom
// Issue 10 (attack round): links and ids that once blanked the app, and a deep link that stole
// the resume. The whole app is rendered, as the browser would.
import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '../../src/db/database';
import { getSetting, setSetting } from '../../src/db/settings';
import { PASSED, THREE_PLAIN, sheetWith } from '../support/sheet-fixtures';
import { freshApp, goTo, renderApp } from '../support/render-app';

beforeEach(freshApp);

describe('links that cannot be read (item 4)', () => {
  test.each(['#/sheet/%', '#/sheet/x/deal/%ZZ'])(
    '%s shows the list, and later navigation works',
    async (hash) => {
      renderApp(hash);
      expect(await screen.findByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();
      await goTo('#/sheet/%E0%A4%A');
      expect(await screen.findByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();
      await goTo('#/new');
      expect(await screen.findByRole('heading', { level: 1, name: 'New sheet' })).toBeVisible();
    },
  );
});

describe('an id the app would never make, already stored (item 1)', () => {
  test('a lone surrogate in a sheet id does not blank the list', async () => {
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE_PLAIN, [PASSED], 'Friday');
    // As an import before the fix could store it: the same sheet under an odd id.
    await db.sheets.put({ ...sheet, id: 'odd\uD800', name: 'Odd' });
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();
    expect(await screen.findByRole('link', { name: /Friday/ })).toBeVisible();
    expect(screen.getByRole('link', { name: /Odd/ })).toBeVisible();
  });
});

describe('a deep link to a missing sheet (item 12)', () => {
  test('does not replace the sheet in progress that the next start returns to', async () => {
    const friday = await sheetWith(['Anna', 'Ben', 'Carl'], THREE_PLAIN, [PASSED], 'Friday');
    await setSetting('lastOpenedSheetId', friday.id);
    const first = renderApp('#/sheet/999999');
    expect(await screen.findByText('This sheet no longer exists.')).toBeVisible();
    // Give the app every chance to write the setting it must not write.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await getSetting('lastOpenedSheetId')).toBe(friday.id);
    first.unmount();

    renderApp('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday' })).toBeVisible();
  });

  test('an existing sheet opened is remembered', async () => {
    const friday = await sheetWith(['Anna', 'Ben', 'Carl'], THREE_PLAIN, [PASSED], 'Friday');
    renderApp(`#/sheet/${friday.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday' })).toBeVisible();
    await vi.waitFor(async () => expect(await getSetting('lastOpenedSheetId')).toBe(friday.id));
  });
});
