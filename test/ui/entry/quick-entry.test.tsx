// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { draftKey, loadDraft, saveDraft } from '../../../src/db/drafts';
import { deleteSheet } from '../../../src/db/sheets';
import { encodeEntry } from '../../../src/ui/entry/entry-storage';
import { button, newSheet, renderEntry, savedDeals, THREE, tap } from './entry-kit';
import { BOB_CLUBS_WITH_2_WON } from './typical-deal';

/**
 * The entry started on the sheet (issue 11): the sheet's "Bob plays" is the entry's first tap, so
 * the entry opens at the game with Bob chosen; "Passed" opens at the passed deal's confirmation.
 */

const step = () => screen.getByRole('heading', { level: 2 }).textContent;
const valueText = () => screen.getByLabelText('Game value').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('started with the declarer chosen on the sheet', () => {
  test('the typical deal is three more taps: game, tops, result', async () => {
    const sheet = await newSheet();
    // Deal 1, Anna deals: Bob (seat 1) is Forehand.
    const { user, onDone } = await renderEntry(sheet, { start: { kind: 'declarer', seat: 1 } });
    expect(step()).toBe('Which game?');
    expect(button('Change the declarer: Bob')).toBeVisible();
    await tap(user, 'Clubs (Kreuz)', 'with 2', 'Won');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(await savedDeals(sheet.id)).toEqual([BOB_CLUBS_WITH_2_WON]);
  });

  test('stepping back keeps the declarer chosen on the sheet, and the game and tops after it', async () => {
    const sheet = await newSheet();
    const { user } = await renderEntry(sheet, { start: { kind: 'declarer', seat: 1 } });
    await user.click(button('Back'));
    expect(step()).toBe('Who played?');
    expect(button('Bob, Forehand')).toHaveAttribute('aria-pressed', 'true');
    await tap(user, 'Bob, Forehand', 'Spades (Pik)', 'without 3', 'Change the game: ♠ Spades');
    expect(button('Spades (Pik)')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Back'));
    expect(button('Bob, Forehand')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Change the tops: without 3'));
    expect(button('without 3')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a seat that does not play this deal is no start: the entry asks who played', async () => {
    const sheet = await newSheet({ ...THREE, players: 4, plannedDeals: 48 }, [
      'Anna',
      'Bob',
      'Carl',
      'Dora',
    ]);
    // Deal 1 at 4: Anna (seat 0) deals and sits out.
    await renderEntry(sheet, { start: { kind: 'declarer', seat: 0 } });
    expect(step()).toBe('Who played?');
    expect(screen.queryByRole('button', { name: /^Change the declarer/ })).toBeNull();
  });

  test('a stored draft comes first: a reload keeps its step and choices, not the start', async () => {
    const sheet = await newSheet();
    // Carl (Middlehand) at the tops of a Grand, from before a reload.
    await saveDraft(
      draftKey(sheet.id),
      encodeEntry({
        step: 'tops',
        mode: 'quick',
        passed: false,
        draft: { declarer: 2, game: 'grand' },
        bidsOpen: false,
      }),
    );
    await renderEntry(sheet, { start: { kind: 'declarer', seat: 1 } });
    expect(step()).toBe('With or without how many?');
    expect(button('Change the declarer: Carl')).toBeVisible();
    expect(button('Change the game: Grand')).toBeVisible();
  });

  test('nothing is stored before the first tap in the entry: leaving it leaves no draft', async () => {
    const sheet = await newSheet();
    const { user } = await renderEntry(sheet, { start: { kind: 'declarer', seat: 1 } });
    expect(await loadDraft(draftKey(sheet.id))).toBeUndefined();
    await user.click(button('Clubs (Kreuz)'));
    await waitFor(async () =>
      expect(await loadDraft(draftKey(sheet.id))).toMatchObject({
        step: 'tops',
        draft: { declarer: 1, game: 'clubs' },
      }),
    );
  });
});

test('started as passed: one tap saves the passed deal', async () => {
  const sheet = await newSheet();
  const { user, onDone } = await renderEntry(sheet, { start: { kind: 'passed' } });
  await user.click(button('Save passed deal'));
  await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  expect(await savedDeals(sheet.id)).toEqual([{ kind: 'passed' }]);
});

describe('the live value is the value that will be saved', () => {
  test('after stepping back and changing the game, the shown value is the stored one', async () => {
    const sheet = await newSheet();
    const { user, onDone } = await renderEntry(sheet, { start: { kind: 'declarer', seat: 1 } });
    await tap(user, 'Clubs (Kreuz)', 'with 2', 'Bid: not overbid', 'Bid 48');
    // ISkO 5.4: bid 48 above clubs with 2 (3 × 12 = 36): lost at 4 × 12 = 48.
    expect(valueText()).toContain('bid 48 > value 36 → lost at 48');

    // Grand instead: the tops and the bid stay; with 2, game 3 × 24 = 72 covers the bid.
    await tap(user, 'Change the game: ♣ Clubs', 'Grand');
    expect(step()).toBe('Result');
    expect(valueText()).toBe('Grand · with 2, game 3 × 24 = 72');
    expect(button('Bid: 48')).toBeVisible();

    // Card points typed, then the quick result chosen after all: the quick one is saved.
    await tap(user, 'Card points', '3', '0');
    // 30 card points: lost, schneider (30 or less, ISkO 5.2.3), lost counts double (5.7).
    expect(valueText()).toBe('Grand · with 2, game 3, schneider 4 × 24 = 96lost: −2 × 96 = −192');
    await tap(user, 'Won / lost', 'Won');
    expect(valueText()).toBe('Grand · with 2, game 3 × 24 = 72won: +72');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(await savedDeals(sheet.id)).toEqual([
      {
        kind: 'trump',
        game: 'grand',
        tops: 2,
        topsHeld: 'with',
        announcement: 'none',
        result: { kind: 'outcome', made: true, schneider: false, schwarz: false },
        declarer: 1,
        bid: 48,
        kontra: 'none',
        bock: 0,
      },
    ]);
  });
});

describe('a buzz when the deal is stored', () => {
  test('the phone vibrates once the deal is saved, where it can', async () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    const sheet = await newSheet();
    const { user, onDone } = await renderEntry(sheet, { start: { kind: 'passed' } });
    expect(vibrate).not.toHaveBeenCalled();
    await user.click(button('Save passed deal'));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(vibrate).toHaveBeenCalledOnce();
    expect(vibrate).toHaveBeenCalledWith(30);
  });

  test('no buzz for a deal that is refused', async () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    const sheet = await newSheet();
    const { user, onDone } = await renderEntry(sheet, { start: { kind: 'passed' } });
    // Deleted in another tab meanwhile: the store refuses the deal.
    await deleteSheet(sheet.id);
    await user.click(button('Save passed deal'));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
    expect(vibrate).not.toHaveBeenCalled();
  });
});
