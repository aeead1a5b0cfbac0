// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getSetting, setSetting } from '../../src/db/settings';
import { emptyDatabase } from '../support/fresh-db';
import { renderApp } from '../support/render-app';

/** The browser's preferred languages, as navigator.languages reports them. */
function browserSpeaks(...languages: string[]): void {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
}

beforeEach(async () => {
  await emptyDatabase();
  document.documentElement.lang = 'en';
  document.title = '';
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'languages');
  window.history.replaceState(null, '', '/');
});

describe('the language of the app', () => {
  test('switching in Settings: the screen, <html lang> and the title follow, and the choice is kept', async () => {
    const user = userEvent.setup();
    browserSpeaks('en-GB');
    renderApp('#/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en-GB');
    expect(document.title).toBe('Skat Scorekeeper');

    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    expect(document.documentElement.lang).toBe('de-DE');
    expect(document.title).toBe('Skat-Schreiber');
    await vi.waitFor(async () => expect(await getSetting('language')).toBe('de'));

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en-GB');
    await vi.waitFor(async () => expect(await getSetting('language')).toBe('en'));
  });

  test.each([
    ['a German browser, no choice yet: German', ['de-DE', 'en'], null, 'Neue Liste', 'de-DE'],
    ['an Austrian browser: German', ['de-AT'], null, 'Neue Liste', 'de-DE'],
    ['any other browser: English', ['fr-FR'], null, 'New sheet', 'en-GB'],
    ['English chosen wins over a German browser', ['de-DE'], 'en', 'New sheet', 'en-GB'],
    ['German chosen wins over an English browser', ['en-US'], 'de', 'Neue Liste', 'de-DE'],
    ['an unknown stored code: the browser decides', ['de-CH'], 'fr', 'Neue Liste', 'de-DE'],
    ['an unknown stored code, other browser: English', ['it-IT'], 'xx', 'New sheet', 'en-GB'],
  ] as const)('%s', async (_case, languages, stored, heading, lang) => {
    browserSpeaks(...languages);
    if (stored !== null) await setSetting('language', stored);
    renderApp('#/new');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(document.documentElement.lang).toBe(lang);
  });

  test('a German first start shows no English word before the German screen', async () => {
    browserSpeaks('de-DE');
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderApp('#/new');
    const form = await screen.findByRole('group', { name: 'Spieler' });
    expect(within(form).getByRole('radio', { name: '3 Spieler' })).toBeChecked();
    await act(async () => {});
    observer.disconnect();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => /New sheet|Players|Loading/.test(text))).toEqual([]);
  });
});
