import { describe, expect, test } from 'vitest';
import type { Deal, TrumpAnnouncement, TrumpDeal } from '../../../src/domain/deal';
import { scoreSheet } from '../../../src/domain/sheet';
import type { TableRules } from '../../../src/domain/sheet-types';
import { gameLabel, printedList } from '../../../src/ui/print/print-sheet';
import { EVENING_DEALS, EVENING_PLAYERS, EVENING_RULES } from './example-sheets';

function listFor(players: readonly string[], rules: TableRules, deals: readonly Deal[]) {
  const scored = scoreSheet(rules, deals);
  if (!scored.ok) throw new Error(scored.errors.map((e) => e.message).join(' '));
  return printedList(players, rules, scored.value);
}

describe('printedList', () => {
  const list = listFor(EVENING_PLAYERS, EVENING_RULES, EVENING_DEALS);

  test('one row per deal with dealer, declarer, game and the list entry', () => {
    expect(list.rows.map((r) => [r.number, r.dealer, r.declarer, r.game, r.entry])).toEqual([
      [1, 'Anna', 'Bernd', 'Grand with 2 hand', '+96'],
      [2, 'Bernd', 'Clara', 'Hearts without 1', '−40'],
      [3, 'Clara', '', 'passed', ''],
      [4, 'Anna', 'Anna', 'Null, Kontra', '+46'],
      [5, 'Bernd', 'Bernd', 'Clubs with 1', '−48'],
    ]);
  });

  test('with Bock rounds, the rows show and score the derived Bock', () => {
    // Deal 1, a won grand hand, starts a round: deals 2-4 are Bock deals at a table of 3.
    // 2 hearts without 1 lost: −2 × 20 × 2 = −80. 3 passed (a Bock deal used up).
    // 4 null with Kontra: 23 × 2 × 2 = +92. 5 clubs with 1 lost: −48, the round is over.
    const rules: TableRules = {
      ...EVENING_RULES,
      bock: { kind: 'rounds', events: ['grand-hand-won'], pending: 'stack' },
    };
    const bock = listFor(EVENING_PLAYERS, rules, EVENING_DEALS);
    expect(bock.rows.map((r) => [r.game, r.entry])).toEqual([
      ['Grand with 2 hand', '+96'],
      ['Hearts without 1, Bock ×2', '−80'],
      ['passed, Bock ×2', ''],
      ['Null, Kontra, Bock ×2', '+92'],
      ['Clubs with 1', '−48'],
    ]);
  });

  test('like paper, only the declarer’s column gets the new running total', () => {
    expect(list.rows.map((r) => r.cells)).toEqual([
      ['', '96', ''],
      ['', '', '−40'],
      ['', '', ''],
      ['46', '', ''],
      ['', '48', ''],
    ]);
  });

  test('won and lost are marked per row, nothing for a passed deal', () => {
    expect(list.rows.map((r) => r.won)).toEqual([true, false, null, true, false]);
  });

  test('a Seeger-Fabian list ends with the tournament sheet’s breakdown and the places', () => {
    expect(list.footer.map((f) => [f.label, ...f.cells])).toEqual([
      ['Total', '46', '48', '−40'],
      ['Won', '1', '1', '0'],
      ['Lost', '0', '1', '1'],
      ['Won − lost × 50', '+50', '0', '−50'],
      ['Others’ lost games × 40', '+80', '+40', '+40'],
      ['Seeger-Fabian', '176', '88', '−50'],
      ['Place', '1', '2', '3'],
    ]);
    expect(list.footer.filter((f) => f.decisive).map((f) => f.label)).toEqual(['Seeger-Fabian']);
  });

  test('a plain list has no tournament lines and ranks by points', () => {
    const plain = listFor(EVENING_PLAYERS, { ...EVENING_RULES, listKind: 'plain' }, EVENING_DEALS);
    expect(plain.footer.map((f) => [f.label, ...f.cells])).toEqual([
      ['Total', '46', '48', '−40'],
      ['Won', '1', '1', '0'],
      ['Lost', '0', '1', '1'],
      ['Place', '2', '1', '3'],
    ]);
    expect(plain.footer.filter((f) => f.decisive).map((f) => f.label)).toEqual(['Total']);
  });

  test('at a table of four each other player gets 30 per lost game, the sitting-out dealer too', () => {
    // Seat 0 deals and sits out; seat 1 loses diamonds with 1 (2 × 9 = 18): −36, then −50.
    const rules: TableRules = { ...EVENING_RULES, players: 4, plannedDeals: 48 };
    const lostDiamonds: Deal = {
      kind: 'trump',
      game: 'diamonds',
      tops: 1,
      announcement: 'none',
      result: { kind: 'points', declarerPoints: 40, declarerTricks: 'some' },
      declarer: 1,
      bid: 18,
      kontra: 'none',
      bock: 0,
    };
    const four = listFor(['A', 'B', 'C', 'D'], rules, [lostDiamonds]);
    expect(four.footer.map((f) => [f.label, ...f.cells]).slice(3)).toEqual([
      ['Won − lost × 50', '0', '−50', '0', '0'],
      ['Others’ lost games × 30', '+30', '0', '+30', '+30'],
      ['Seeger-Fabian', '30', '−86', '30', '30'],
      ['Place', '1', '4', '1', '1'],
    ]);
  });
});

describe('gameLabel', () => {
  const trump = (announcement: TrumpAnnouncement): TrumpDeal => ({
    kind: 'trump',
    game: 'spades',
    tops: 2,
    topsHeld: 'without',
    announcement,
    result: { kind: 'outcome', made: true, schneider: true, schwarz: true },
    declarer: 0,
    bid: 18,
    kontra: 'none',
    bock: 0,
  });

  test.each([
    ['none', 'Spades without 2'],
    ['hand', 'Spades without 2 hand'],
    ['schneider', 'Spades without 2 hand, schneider announced'],
    ['schwarz', 'Spades without 2 hand, schwarz announced'],
    ['ouvert', 'Spades without 2 ouvert'],
  ] as const)('spades with announcement %s reads "%s"', (announcement, label) => {
    expect(gameLabel(trump(announcement))).toBe(label);
  });

  test('Re and two Bock doublings are named with their factor', () => {
    const deal: Deal = { ...trump('hand'), kontra: 're', bock: 2 };
    expect(gameLabel(deal)).toBe('Spades without 2 hand, Re, Bock ×4');
  });

  test('tops without "with" or "without" are counted', () => {
    const deal: TrumpDeal = { ...trump('none'), topsHeld: undefined };
    expect(gameLabel({ ...deal, tops: 1 })).toBe('Spades 1 top');
    expect(gameLabel({ ...deal, game: 'grand', tops: 3 })).toBe('Grand 3 tops');
  });

  test('the null variants carry their own names', () => {
    const nullDeal: Deal = {
      kind: 'null',
      variant: 'null-ouvert-hand',
      made: false,
      declarer: 0,
      bid: 59,
      kontra: 'none',
      bock: 0,
    };
    expect(gameLabel(nullDeal)).toBe('Null ouvert hand');
  });
});
