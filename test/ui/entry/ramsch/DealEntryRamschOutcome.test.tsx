// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { RamschOutcomeDeal } from '../../../../src/domain/ramsch-deal';
import { PRESETS } from '../../../../src/domain/rules';
import { German } from '../../../support/i18n';
import { alerts, button, renderEntry, savedDeals, tap } from '../entry-kit';
import { presetSheet } from '../../../support/sheet-fixtures';

// A Ramsch on a sheet with flat scoring (NYCSA: 25) entered by its outcome: who lost, who won,
// no card points (house-rules.md § Ramsch, "Loser(s)", "Winner", "Value"). Values worked out by
// hand. Deal 1: Anna deals, Bob is Forehand, Carl Middlehand, Anna Rearhand.

vi.setConfig({ testTimeout: 20_000 });

const bobLoses: RamschOutcomeDeal = {
  kind: 'ramsch',
  tally: 'outcome',
  playing: [true, true, true],
  losers: [1],
  winner: 0,
  noTrick: [],
  allTricks: null,
  doublings: 0,
  bock: 0,
};

describe('NYCSA (flat 25): a Ramsch by who lost and who won', () => {
  test('passed, the loser, the winner, save: four taps, no numbers', async () => {
    const sheet = await presetSheet(PRESETS.nycsa);
    const { user, onDone } = await renderEntry(sheet);
    await user.click(button('Passed: Ramsch'));
    expect(screen.getByText(/Tap who lost/)).toBeVisible();
    expect(button('Save Ramsch')).toBeDisabled();
    await user.click(button('Bob lost'));
    expect(screen.getByText('Tap who won, or "No winner" when the other two tie.')).toBeVisible();
    await user.click(button('Anna won'));
    expect(screen.getByLabelText('Game value').textContent).toBe(
      'Bob lost: loses 25 (flat) = −25' + 'Winner: Anna, fewest points',
    );
    await user.click(button('Save Ramsch'));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(await savedDeals(sheet.id)).toEqual([bobLoses]);
  });

  test('two losers: the third wins without a tap; each loses 25', async () => {
    const sheet = await presetSheet(PRESETS.nycsa);
    const { user, onDone } = await renderEntry(sheet);
    await tap(user, 'Passed: Ramsch', 'Bob lost', 'Carl lost');
    expect(button('Anna won')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Game value').textContent).toBe(
      'Bob and Carl lost: both lose 25 (flat) = −25 each' + 'Winner: Anna, fewest points',
    );
    await user.click(button('Save Ramsch'));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(await savedDeals(sheet.id)).toEqual([{ ...bobLoses, losers: [1, 2] }]);
  });

  test('one loser, the other two tie: "No winner"', async () => {
    const sheet = await presetSheet(PRESETS.nycsa);
    const { user, onDone } = await renderEntry(sheet);
    await tap(user, 'Passed: Ramsch', 'Carl lost', 'No winner: the other two tie', 'Save Ramsch');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(await savedDeals(sheet.id)).toEqual([{ ...bobLoses, losers: [2], winner: null }]);
  });

  test('a Jungfrau who lost is refused with the rule; the taps stay', async () => {
    const sheet = await presetSheet(PRESETS.nycsa);
    const { user, onDone } = await renderEntry(sheet);
    await tap(user, 'Passed: Ramsch', 'Bob lost', 'Anna won', 'Bob took no trick (Jungfrau)');
    expect(alerts()).toContain(
      'Ramsch: Bob took no trick (Jungfrau), has 0 card points and cannot lose (house rules § Ramsch, losers).',
    );
    expect(button('Save Ramsch')).toBeDisabled();
    expect(button('Bob lost')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Anna won')).toHaveAttribute('aria-pressed', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });

  test('the card points are still there for a table that wants them', async () => {
    const sheet = await presetSheet(PRESETS.nycsa);
    const { user } = await renderEntry(sheet);
    await tap(user, 'Passed: Ramsch', 'Enter card points instead');
    expect(button('Card points of Bob')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Bob lost' })).toBeNull();
    await user.click(button('Enter only who lost and won'));
    expect(button('Bob lost')).toBeVisible();
  });
});

test("a pub sheet scores the loser's own points: no entry by outcome offered", async () => {
  const sheet = await presetSheet(PRESETS.pub);
  const { user } = await renderEntry(sheet);
  await user.click(button('Passed: Ramsch'));
  expect(screen.queryByRole('button', { name: 'Bob lost' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Enter only who lost and won' })).toBeNull();
  expect(button('Card points of Bob')).toBeVisible();
});

describe('auf Deutsch', () => {
  const inGerman = { wrapper: German, region: 'Spiel eintragen' } as const;

  test('NYCSA: eingepasst, Verlierer, Gewinner, speichern', async () => {
    const sheet = await presetSheet(PRESETS.nycsa);
    const { user, onDone } = await renderEntry(sheet, inGerman);
    await tap(user, 'Eingepasst: Ramsch', 'Bob verliert', 'Anna gewinnt');
    expect(screen.getByLabelText('Spielwert').textContent).toBe(
      'Bob verliert: 25 (fest) = −25' + 'Gewinner: Anna, die wenigsten Augen',
    );
    await user.click(button('Ramsch speichern'));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(await savedDeals(sheet.id)).toEqual([bobLoses]);
  });

  test('eine Jungfrau als Gewinner, wo ein anderer gewinnt: abgelehnt mit der Regel', async () => {
    const sheet = await presetSheet(PRESETS.nycsa);
    const { user } = await renderEntry(sheet, inGerman);
    await tap(
      user,
      'Eingepasst: Ramsch',
      'Bob verliert',
      'Anna gewinnt',
      'Carl hat keinen Stich (Jungfrau)',
    );
    expect(alerts()).toContain(
      'Ramsch: Carl hat keinen Stich (Jungfrau) und die wenigsten Augen: Carl gewinnt, oder keiner, wenn ein anderer auch 0 Augen hat',
    );
    expect(button('Ramsch speichern')).toBeDisabled();
    await user.click(button('Stattdessen Augen eintragen'));
    expect(button('Augen von Bob')).toBeVisible();
  });
});
