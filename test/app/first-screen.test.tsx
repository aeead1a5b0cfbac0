// @vitest-environment jsdom
// A file of its own: no screen's code has been loaded yet in this module registry.
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { emptyDatabase } from '../support/fresh-db';
import { PASSED, THREE_PLAIN, sheetWith } from '../support/sheet-fixtures';
import { renderApp } from '../support/render-app';

/** Records whether the loading state was ever on the page. */
function watchForLoading(): { seen: () => boolean; stop: () => void } {
  let seen = false;
  const observer = new MutationObserver(() => {
    if (document.body.textContent?.includes('Loading…')) seen = true;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen: () => seen, stop: () => observer.disconnect() };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the first screen', () => {
  test('a reload in the middle of a deal shows the entry with no loading state first', async () => {
    await emptyDatabase();
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE_PLAIN, [PASSED], 'Friday');
    window.history.replaceState(null, '', `/#/sheet/${sheet.id}/deal`);
    const loading = watchForLoading();
    renderApp();
    expect(await screen.findByRole('region', { name: 'Enter a deal' })).toBeVisible();
    loading.stop();
    expect(loading.seen()).toBe(false);
  });
});
