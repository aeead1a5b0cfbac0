// @vitest-environment jsdom
// A file of its own: the German words are made unreachable for the whole module registry.
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getSetting, setSetting } from '../../src/db/settings';
import { en } from '../../src/ui/i18n/en';
import type { Locale } from '../../src/ui/i18n/locale';
import { emptyDatabase } from '../support/fresh-db';
import { renderApp } from '../support/render-app';

// Offline before the service worker cached the German chunk: its download fails.
vi.mock('../../src/ui/i18n/load', () => ({
  loadDictionary: async (locale: Locale) => {
    if (locale === 'de') throw new TypeError('Failed to fetch dynamically imported module');
    return en;
  },
}));

beforeEach(async () => {
  await emptyDatabase();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('when the German words cannot be fetched', () => {
  test('a stored German choice still opens the app, in English', async () => {
    await setSetting('language', 'de');
    renderApp('#/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New sheet' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en-GB');
  });

  test('choosing Deutsch leaves the screen and the stored choice as they were', async () => {
    renderApp('#/settings');
    await userEvent.click(await screen.findByRole('radio', { name: 'Deutsch' }));
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(await getSetting('language')).toBeNull();
  });
});
