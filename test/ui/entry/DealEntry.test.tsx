// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { addDeal } from '../../../src/db/deals';
import { draftKey, loadDraft } from '../../../src/db/drafts';
import { deleteSheet } from '../../../src/db/sheets';
import { button, newSheet, renderEntry, savedDeals, THREE, tap } from './entry-kit';
import { BOB_CLUBS_WITH_2_WON } from './typical-deal';
import { getDeals } from '../../support/db-reads';

const valueText = () => screen.getByLabelText('Game value').textContent;

describe('the typical deal: clubs with 2, won', () => {
  test('takes 4 taps and is saved as the player means it', async () => {
    const sheet = await newSheet();
    const { user, onDone } = await renderEntry(sheet);
    // Deal 1, Anna deals: Bob is Forehand, Carl Middlehand, Anna Rearhand.
    expect(screen.getByRole('heading', { name: 'Deal 1 of 36' })).toBeVisible();
    expect(screen.getByText('Anna deals')).toBeVisible();

    await user.click(button('Bob, Forehand'));
    // The seats, once the declarer buttons (which name them) are gone.
    expect(screen.getByText('Forehand Bob · Middlehand Carl · Rearhand Anna')).toBeVisible();
    await user.click(button('Clubs (Kreuz)'));
    expect(valueText()).toContain('base value 12');
    await user.click(button('with 2'));
    // ISkO 5.2: with 2, game 3 × 12 = 36.
    expect(valueText()).toContain('Clubs · with 2, game 3 × 12 = 36');
    await user.click(button('Won'));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(await savedDeals(sheet.id)).toEqual([BOB_CLUBS_WITH_2_WON]);
    expect(await loadDraft(draftKey(sheet.id))).toBeUndefined();
  });
});

test('at a table of 4 the dealer sits out and cannot be chosen as declarer', async () => {
  const sheet = await newSheet({ ...THREE, players: 4, firstDealer: 2, plannedDeals: 48 }, [
    'Anna',
    'Bob',
    'Carl',
    'Dora',
  ]);
  await addDeal(sheet.id, { kind: 'passed' });
  await renderEntry(sheet);
  // Deal 2: the dealer moves one seat left, from Carl (2) to Dora (3).
  expect(screen.getByRole('heading', { name: 'Deal 2 of 48' })).toBeVisible();
  expect(screen.getByText('Dora deals and sits out')).toBeVisible();
  const declarers = within(screen.getByRole('region'))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'))
    .filter((name) => name?.includes(','));
  expect(declarers).toEqual(['Anna, Forehand', 'Bob, Middlehand', 'Carl, Rearhand']);
});

test('a null game below the bid is refused with the null games that reach it, nothing lost', async () => {
  const sheet = await newSheet();
  const { user, onDone } = await renderEntry(sheet);
  await tap(user, 'Carl, Middlehand', 'Null', 'Bid: not overbid', 'Bid 24', 'Won');

  expect(screen.getByRole('alert')).toHaveTextContent(
    'Null is worth 23, below the bid of 24; only Null hand (35), Null ouvert (46), Null ouvert hand (59) would reach it.',
  );
  expect(onDone).not.toHaveBeenCalled();
  expect(await savedDeals(sheet.id)).toEqual([]);
  // Its value, but no list entry: refused, the deal scores nothing ("won: +23" would mislead).
  expect(valueText()).toBe('Null = 23');

  await user.click(button('Hand'));
  expect(screen.queryByRole('alert')).toBeNull();
  // Null hand (35) reaches the bid: won at its value (ISkO 5.2.7).
  expect(valueText()).toBe('Null hand = 35won: +35');
  await user.click(button('Save deal'));
  await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  expect(await savedDeals(sheet.id)).toEqual([
    {
      kind: 'null',
      variant: 'null-hand',
      made: true,
      declarer: 2,
      bid: 24,
      kontra: 'none',
      bock: 0,
    },
  ]);
});

test('card points on the pad: spades without 3, 92 points is won schneider, 5 × 11 = 55', async () => {
  const sheet = await newSheet();
  const { user, onDone } = await renderEntry(sheet);
  await tap(user, 'Anna, Rearhand', 'Spades (Pik)', 'without 3', 'Card points', '9', '2');
  // without 3, game 4, schneider 5 (ISkO 5.2.3: 90 or more) × 11 = 55.
  expect(valueText()).toContain('without 3, game 4, schneider 5 × 11 = 55');
  expect(valueText()).toContain('won: +55');
  await user.click(button('Save deal'));
  await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  expect(await savedDeals(sheet.id)).toMatchObject([
    { game: 'spades', tops: 3, result: { kind: 'points', declarerPoints: 92 }, declarer: 0 },
  ]);
});

test('an overbid takes two extra taps and shows the loss it causes', async () => {
  const sheet = await newSheet();
  const { user } = await renderEntry(sheet);
  await tap(user, 'Bob, Forehand', 'Clubs (Kreuz)', 'with 2', 'Bid: not overbid');
  // Bids at or below the value 36 cannot be an overbid, so they are not offered.
  expect(screen.queryByRole('button', { name: 'Bid 36' })).toBeNull();
  await user.click(button('Bid 40'));
  // ISkO 5.4: lost at the smallest multiple of 12 reaching 40.
  expect(valueText()).toContain('bid 40 > value 36 → lost at 48');
});

test('a schneider announcement does not offer a plain "won" (ISkO 5.2.5)', async () => {
  const sheet = await newSheet();
  const { user } = await renderEntry(sheet);
  await tap(user, 'Bob, Forehand', 'Grand', 'with 1', 'Schneider announced');
  expect(button('Won')).toBeDisabled();
  expect(button('Won schneider')).toBeEnabled();
  // with 1, game 2, hand 3, schneider 4, announced 5 × 24 = 120 if won.
  expect(valueText()).toContain('× 24 = 120');
});

test('Kontra is offered only when the sheet allows it', async () => {
  const without = await newSheet();
  const first = await renderEntry(without);
  await first.user.click(button('Bob, Forehand'));
  await first.user.click(button('Null'));
  expect(screen.queryByRole('button', { name: /Kontra/ })).toBeNull();
  first.view.unmount();

  const sheet = await newSheet({ ...THREE, kontraAllowed: true });
  const { user, onDone } = await renderEntry(sheet);
  await tap(user, 'Bob, Forehand', 'Null', 'Kontra: No Kontra', 'Lost');
  await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  expect(await savedDeals(sheet.id)).toMatchObject([
    { kind: 'null', made: false, kontra: 'kontra' },
  ]);
});

describe('the draft', () => {
  test('survives an unmount (a reload) and is cleared by Cancel', async () => {
    const sheet = await newSheet();
    const first = await renderEntry(sheet);
    await first.user.click(button('Bob, Forehand'));
    await first.user.click(button('Hearts (Herz)'));
    await waitFor(async () => expect(await loadDraft(draftKey(sheet.id))).toBeDefined());
    first.view.unmount();

    const { user, onDone } = await renderEntry(sheet);
    expect(screen.getByRole('heading', { name: 'With or without how many?' })).toBeVisible();
    expect(button('Change the game: ♥ Hearts')).toBeVisible();
    await user.click(button('Back'));
    expect(button('Hearts (Herz)')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Cancel'));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(await loadDraft(draftKey(sheet.id))).toBeUndefined();
    expect(await savedDeals(sheet.id)).toEqual([]);
  });
});

test('editing starts from the saved deal and replaces it', async () => {
  const sheet = await newSheet();
  const added = await addDeal(sheet.id, { ...BOB_CLUBS_WITH_2_WON, game: 'diamonds', tops: 1 });
  if (!added.ok) throw new Error('setup');
  const { user, onDone } = await renderEntry(sheet, { editing: added.value });
  expect(screen.getByRole('heading', { name: 'Editing deal 1' })).toBeVisible();
  expect(button('Won')).toHaveAttribute('aria-pressed', 'true');
  await user.click(button('Won schneider'));
  await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  const deals = await getDeals(sheet.id);
  expect(deals.map((d) => d.id)).toEqual([added.value.id]);
  expect(deals[0]?.deal).toMatchObject({ result: { made: true, schneider: true } });
});

test('a passed deal takes two taps', async () => {
  const sheet = await newSheet();
  const { user, onDone } = await renderEntry(sheet);
  await tap(user, 'Passed', 'Save passed deal');
  await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  expect(await savedDeals(sheet.id)).toEqual([{ kind: 'passed' }]);
});

test('a deal the store refuses stays on screen with the reason', async () => {
  const sheet = await newSheet();
  const { user, onDone } = await renderEntry(sheet);
  await tap(user, 'Bob, Forehand', 'Grand', 'with 1');
  // Deleted in another tab meanwhile.
  await deleteSheet(sheet.id);
  await user.click(button('Lost'));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Not saved: /);
  expect(onDone).not.toHaveBeenCalled();
  expect(button('Lost')).toHaveAttribute('aria-pressed', 'true');
  expect(button('Lost')).toBeEnabled();
});
