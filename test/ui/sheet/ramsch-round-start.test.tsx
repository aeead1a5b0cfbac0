// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { PlayedDeal } from '../../../src/domain/deal';
import type { RamschDeal } from '../../../src/domain/ramsch-deal';
import { PRESETS } from '../../../src/domain/rules';
import { English, German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { ANNA_GRAND_HAND_WON, PLAIN_RAMSCH } from '../../support/ramsch-round-deals';
import { renderSheet } from './render-sheet';
import { presetSheet } from '../../support/sheet-fixtures';

// In a Ramsch round the sheet offers what the round allows (house-rules.md § Bock rounds, Ramsch
// round after Bock): the Ramsch, and a grand hand for each player instead — not "… plays", which
// led to games the round refuses. NYCSA at 3: deal 1 a grand hand won starts a Bock round (deals
// 2–4), then a Ramsch round; deal 5 is dealt by Bob: Carl Forehand, Anna Middlehand, Bob Rearhand.

beforeEach(emptyDatabase);

const nycsaSheet = (deals: readonly (PlayedDeal | RamschDeal)[]) =>
  presetSheet(PRESETS.nycsa, deals);

const LANGUAGES = [
  {
    language: 'English',
    wrapper: English,
    words: {
      deal5: 'Deal 5 of 36',
      deal2: 'Deal 2 of 36',
      grandHandGroup: 'Who plays a grand hand instead of the Ramsch?',
      grandHands: ['Carl: grand hand', 'Anna: grand hand', 'Bob: grand hand'],
      whoPlays: 'Who plays?',
      plays: 'Carl plays',
      ramsch: 'Ramsch',
    },
  },
  {
    language: 'German',
    wrapper: German,
    words: {
      deal5: 'Spiel 5 von 36',
      deal2: 'Spiel 2 von 36',
      grandHandGroup: 'Wer spielt statt des Ramschs Grand Hand?',
      grandHands: ['Carl: Grand Hand', 'Anna: Grand Hand', 'Bob: Grand Hand'],
      whoPlays: 'Wer spielt?',
      plays: 'Carl spielt',
      ramsch: 'Ramsch',
    },
  },
] as const;

describe.each(LANGUAGES)('the next deal of a Ramsch round, in $language', ({ wrapper, words }) => {
  test('offers the Ramsch and a grand hand per player, no "… plays"', async () => {
    const sheet = await nycsaSheet([ANNA_GRAND_HAND_WON, PLAIN_RAMSCH, PLAIN_RAMSCH, PLAIN_RAMSCH]);
    renderSheet(sheet.id, { wrapper: wrapper });
    const next = await screen.findByRole('region', { name: words.deal5 });
    const players = within(next).getByRole('group', { name: words.grandHandGroup });
    const links = within(players).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(words.grandHands);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '#/start/2',
      '#/start/0',
      '#/start/1',
    ]);
    expect(within(next).queryByRole('group', { name: words.whoPlays })).toBeNull();
    expect(within(next).queryByRole('link', { name: words.plays })).toBeNull();
    expect(within(next).getByRole('link', { name: words.ramsch })).toHaveAttribute(
      'href',
      '#/start/passed',
    );
  });

  test('outside a Ramsch round every player plays any game', async () => {
    const sheet = await nycsaSheet([PLAIN_RAMSCH]);
    renderSheet(sheet.id, { wrapper: wrapper });
    const next = await screen.findByRole('region', { name: words.deal2 });
    expect(within(next).getByRole('group', { name: words.whoPlays })).toBeVisible();
    expect(within(next).getByRole('link', { name: words.plays })).toBeVisible();
  });
});
