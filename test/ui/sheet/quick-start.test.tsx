// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { draftKey, saveDraft } from '../../../src/db/drafts';
import { German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { FOUR, sheetWith, storedDeals, THREE } from '../../support/sheet-fixtures';
import { linkHref } from '../../support/ui-links';
import { DEALS, PLAYERS } from './evening-at-four';
import { renderSheet } from './render-sheet';

/**
 * The next deal started on the sheet (issue 11): one button per player of the next deal, "Passed",
 * and the last deal's edit, each a link into the entry.
 */

beforeEach(emptyDatabase);

describe('the next deal on the sheet', () => {
  test('the three players of the next deal in playing order, the dealer sitting out', async () => {
    // Deal 6 at four: Ben (seat 1) deals and sits out; Carl is Forehand, Dora Middlehand, Anna Rearhand.
    const sheet = await sheetWith(PLAYERS, FOUR, DEALS, 'Friday');
    renderSheet(sheet.id);
    const next = await screen.findByRole('region', { name: 'Deal 6 of 8' });
    const players = within(next).getByRole('group', { name: 'Who plays?' });
    const links = within(players).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Carl plays',
      'Dora plays',
      'Anna plays',
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '#/start/2',
      '#/start/3',
      '#/start/0',
    ]);
    expect(linkHref('Passed', next)).toBe('#/start/passed');
    // The full entry stays, for whoever wants it.
    expect(linkHref('Enter deal 6', next)).toBe('#/new-deal');
  });

  test('the last deal can be edited from here, opened at its result', async () => {
    const sheet = await sheetWith(PLAYERS, FOUR, DEALS, 'Friday');
    renderSheet(sheet.id);
    const next = await screen.findByRole('region', { name: 'Deal 6 of 8' });
    const last = (await storedDeals(sheet.id)).at(-1);
    expect(linkHref('Edit deal 5', next)).toBe(`#/edit/${last?.id}`);
  });

  test('no deal yet: nothing to edit', async () => {
    const sheet = await sheetWith(['Anna', 'Bob', 'Carl'], THREE, [], 'Friday');
    renderSheet(sheet.id);
    const next = await screen.findByRole('region', { name: 'Deal 1 of 3' });
    expect(within(next).queryByRole('link', { name: /^Edit/ })).toBeNull();
    // Anna deals: Bob is Forehand.
    expect(linkHref('Bob plays', next)).toBe('#/start/1');
  });

  test('a half-entered deal is continued, not started again', async () => {
    const sheet = await sheetWith(['Anna', 'Bob', 'Carl'], THREE, [], 'Friday');
    await saveDraft(draftKey(sheet.id), { step: 'game' });
    renderSheet(sheet.id);
    const next = await screen.findByRole('region', { name: 'Deal 1 of 3' });
    expect(await within(next).findByRole('link', { name: 'Continue deal 1' })).toBeVisible();
    expect(within(next).queryByRole('group', { name: 'Who plays?' })).toBeNull();
    expect(within(next).queryByRole('link', { name: 'Passed' })).toBeNull();
  });

  test('in German: "Bob spielt", "Eingepasst", "Spiel 1 bearbeiten"', async () => {
    const sheet = await sheetWith(['Anna', 'Bob', 'Carl'], THREE, [{ kind: 'passed' }], 'Freitag');
    renderSheet(sheet.id, { wrapper: German });
    const next = await screen.findByRole('region', { name: 'Spiel 2 von 3' });
    // Spiel 2: Bob gibt, Carl ist Vorhand, Anna Mittelhand, Bob Hinterhand.
    const players = within(next).getByRole('group', { name: 'Wer spielt?' });
    expect(
      within(players)
        .getAllByRole('link')
        .map((l) => l.getAttribute('aria-label')),
    ).toEqual(['Carl spielt', 'Anna spielt', 'Bob spielt']);
    expect(within(next).getByRole('link', { name: 'Eingepasst' })).toBeVisible();
    expect(within(next).getByRole('link', { name: 'Spiel 1 bearbeiten' })).toBeVisible();
    expect(within(next).getByRole('link', { name: 'Spiel 2 eintragen' })).toBeVisible();
  });
});
