// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { SheetRecord } from '../../../../src/db/records';
import { PRESETS } from '../../../../src/domain/rules';
import { English, German } from '../../../support/i18n';
import { button, renderEntry, savedDeals } from '../entry-kit';
import { ANNA_GRAND_HAND_WON, PLAIN_RAMSCH } from '../../../support/ramsch-round-deals';
import { presetSheet } from '../../../support/sheet-fixtures';

// What new users tripped over in the Ramsch entry (issue 18), in both languages: the value line
// of a flat-scored sheet, the Ramsch's chip, Cancel on a Ramsch begun, and the one game a Ramsch
// round lets a player declare. NYCSA at 3: deal 1 a grand hand won starts a Bock round (deals
// 2–4), then a Ramsch round; deal 5 is dealt by Bob (Carl Forehand, Anna Middlehand, Bob
// Rearhand).

vi.setConfig({ testTimeout: 20_000 });

function nycsaSheet(inRamschRound: boolean): Promise<SheetRecord> {
  const deals = inRamschRound ? [ANNA_GRAND_HAND_WON, ...Array(3).fill(PLAIN_RAMSCH)] : [];
  return presetSheet(PRESETS.nycsa, deals);
}

const LANGUAGES = [
  {
    language: 'English',
    options: { wrapper: English },
    words: {
      value: 'Game value',
      passedRamsch: 'Passed: Ramsch',
      flat: 'Ramsch: 25 (flat)',
      flatDetail: 'Each player with no trick (Jungfrau) doubles it.',
      flatPushed: 'Ramsch: 25 (flat), Schieberamsch ×2 = 50',
      pushedOnce: 'Schieberamsch: pushed once (×2)',
      cardPoints: /card points/i,
      chip: 'Change the game: Ramsch',
      oldChip: 'Change the declarer: Ramsch',
      bobLost: 'Bob lost',
      cancel: 'Cancel',
      discardTitle: 'Discard this Ramsch?',
      discard: 'Discard',
      grandHand: 'Grand hand instead',
      anna: 'Anna, Middlehand',
      changeGrand: 'Change the game: Grand',
      clubs: 'Clubs (Kreuz)',
      annaChip: 'Change the declarer: Anna',
      withOne: 'with 1',
      won: 'Won',
    },
  },
  {
    language: 'German',
    options: { wrapper: German, region: 'Spiel eintragen' },
    words: {
      value: 'Spielwert',
      passedRamsch: 'Eingepasst: Ramsch',
      flat: 'Ramsch: 25 (fest)',
      flatDetail: 'Jede Jungfrau (kein Stich) verdoppelt ihn.',
      flatPushed: 'Ramsch: 25 (fest), Schieberamsch ×2 = 50',
      pushedOnce: 'Schieberamsch: einmal geschoben (×2)',
      cardPoints: /Augen/,
      chip: 'Spiel ändern: Ramsch',
      oldChip: 'Alleinspieler ändern: Ramsch',
      bobLost: 'Bob verliert',
      cancel: 'Abbrechen',
      discardTitle: 'Diesen Ramsch verwerfen?',
      discard: 'Verwerfen',
      grandHand: 'Stattdessen Grand Hand',
      anna: 'Anna, Mittelhand',
      changeGrand: 'Spiel ändern: Grand',
      clubs: 'Kreuz',
      annaChip: 'Alleinspieler ändern: Anna',
      withOne: 'mit 1',
      won: 'Gewonnen',
    },
  },
] as const;

describe.each(LANGUAGES)('the Ramsch entry in $language', ({ options, words: w }) => {
  const valueLine = () => screen.getByLabelText(w.value);

  test('a flat-scored sheet shows the flat value, not a request for card points', async () => {
    const { user } = await renderEntry(await nycsaSheet(false), options);
    await user.click(button(w.passedRamsch));
    expect(valueLine().textContent).toBe(w.flat + w.flatDetail);
    expect(valueLine().textContent).not.toMatch(w.cardPoints);
  });

  test('…with its Schieberamsch doublings in a Ramsch round', async () => {
    const { user } = await renderEntry(await nycsaSheet(true), options);
    await user.click(button(w.pushedOnce));
    expect(valueLine().textContent).toBe(w.flatPushed + w.flatDetail);
  });

  test('the Ramsch chip changes the game, not the declarer', async () => {
    const { user } = await renderEntry(await nycsaSheet(false), options);
    await user.click(button(w.passedRamsch));
    expect(button(w.chip)).toBeVisible();
    expect(screen.queryByRole('button', { name: w.oldChip })).toBeNull();
  });

  test('Cancel on a Ramsch begun asks first; "no" keeps what was entered', async () => {
    const { user, onDone } = await renderEntry(await nycsaSheet(false), options);
    await user.click(button(w.passedRamsch));
    await user.click(button(w.bobLost));
    await user.click(button(w.cancel));
    const dialog = await screen.findByRole('dialog', { name: w.discardTitle });
    await user.click(within(dialog).getByRole('button', { name: w.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
    expect(button(w.bobLost)).toHaveAttribute('aria-pressed', 'true');
    await user.click(button(w.cancel));
    const again = await screen.findByRole('dialog', { name: w.discardTitle });
    await user.click(within(again).getByRole('button', { name: w.discard }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });

  test('Cancel before anything is entered for the Ramsch asks nothing', async () => {
    const { user, onDone } = await renderEntry(await nycsaSheet(false), options);
    await user.click(button(w.passedRamsch));
    await user.click(button(w.cancel));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('in a Ramsch round the game step offers only the grand hand', async () => {
    const { user } = await renderEntry(await nycsaSheet(true), options);
    await user.click(button(w.grandHand));
    await user.click(button(w.anna));
    await user.click(button(w.changeGrand));
    expect(button(w.grandHand)).toBeVisible();
    expect(screen.queryByRole('button', { name: w.clubs })).toBeNull();
  });

  test("the sheet's start in a Ramsch round opens at that player's grand hand", async () => {
    const sheet = await nycsaSheet(true);
    const start = { kind: 'declarer', seat: 0 } as const;
    const { user, onDone } = await renderEntry(sheet, { ...options, start });
    expect(button(w.annaChip)).toBeVisible();
    expect(button(w.changeGrand)).toBeVisible();
    await user.click(button(w.withOne));
    await user.click(button(w.won));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect((await savedDeals(sheet.id)).at(-1)).toEqual({
      ...ANNA_GRAND_HAND_WON,
      topsHeld: 'with',
    });
  });
});
