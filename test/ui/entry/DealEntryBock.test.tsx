// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { addDeal } from '../../../src/db/deals';
import type { SheetRecord } from '../../../src/db/records';
import type { PlayedDeal } from '../../../src/domain/deal';
import { type TableRules } from '../../../src/domain/legacy/table-rules';
import { button, newSheet, renderEntry, THREE } from './entry-kit';
import { getDeals } from '../../support/db-reads';

// The live value of the entry uses the Bock the sheet gives the deal being entered.
const BOCK_TABLE: TableRules = {
  ...THREE,
  bock: { kind: 'rounds', events: ['grand-hand-won'], pending: 'stack' },
};

/** Grand hand with 1, won by Bob (seat 1): 72, starts a Bock round (deals 2-4). */
const GRAND_HAND_WON: PlayedDeal = {
  kind: 'trump',
  game: 'grand',
  tops: 1,
  announcement: 'hand',
  result: { kind: 'outcome', made: true, schneider: false, schwarz: false },
  declarer: 1,
  bid: 18,
  kontra: 'none',
  bock: 0,
};

async function sheetAfterGrandHand(): Promise<SheetRecord> {
  const sheet = await newSheet(BOCK_TABLE);
  const added = await addDeal(sheet.id, GRAND_HAND_WON);
  if (!added.ok) throw new Error('setup');
  return sheet;
}

const valueText = () => screen.getByLabelText('Game value').textContent;

test('a new deal in a Bock round shows its list entry doubled', async () => {
  const { user } = await renderEntry(await sheetAfterGrandHand());
  // Deal 2, Bob deals: Carl is Forehand, Anna Middlehand, Bob Rearhand.
  await user.click(button('Anna, Middlehand'));
  await user.click(button('Spades (Pik)'));
  await user.click(button('without 3'));
  await user.click(button('Card points'));
  await user.click(button('9'));
  await user.click(button('2'));
  // without 3, game 4, schneider 5 × 11 = 55, Bock ×2 → +110.
  expect(valueText()).toContain('without 3, game 4, schneider 5 × 11 = 55');
  expect(valueText()).toContain('won: 55 × 2 (Bock) = +110');
});

test('editing the deal that started the round: no Bock on it', async () => {
  const sheet = await sheetAfterGrandHand();
  const [first] = await getDeals(sheet.id);
  await renderEntry(sheet, { editing: first });
  // with 1, game 2, hand 3 × 24 = 72, no factor.
  expect(valueText()).toContain('won: +72');
  expect(valueText()).not.toContain('Bock');
});
