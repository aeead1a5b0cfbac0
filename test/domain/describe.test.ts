import { describe, expect, test } from 'vitest';
import {
  bockEventName,
  contractName,
  describeBock,
  describeBockStarted,
  describeContract,
  describeGameValue,
  describeLevels,
  describeListEntry,
  describeOverbid,
  describeSeegerFabian,
} from '../../src/domain/describe';
import { played, score } from './helpers';

describe('describeGameValue', () => {
  test.each([
    // the brief's example: clubs hand with 2
    [
      { game: 'clubs', tops: 2, topsHeld: 'with', hand: true, declarerPoints: 70 },
      'with 2, game 3, hand 4 × 12 = 48',
    ],
    [
      { game: 'hearts', tops: 2, topsHeld: 'without', declarerPoints: 70 },
      'without 2, game 3 × 10 = 30',
    ],
    [{ game: 'spades', tops: 1, declarerPoints: 95 }, 'tops 1, game 2, schneider 3 × 11 = 33'],
    [
      {
        game: 'clubs',
        tops: 2,
        topsHeld: 'with',
        hand: true,
        announced: 'schwarz',
        ouvert: true,
        declarerPoints: 120,
        declarerTricks: 'all',
      },
      'with 2, game 3, hand 4, schneider 5, schneider announced 6, schwarz 7, schwarz announced 8, ouvert 9 × 12 = 108',
    ],
    [{ game: 'null', hand: true, declarerTricks: 'none', bid: 35 }, 'Null Hand = 35'],
  ] as const)('%o → %s', (draft, text) => {
    expect(describeGameValue(score(draft))).toBe(text);
  });

  test('levels with their ISkO rules and reasons', () => {
    expect(
      describeLevels(
        score({ game: 'grand', tops: 1, hand: true, announced: 'schneider', declarerPoints: 85 }),
      ),
    ).toEqual([
      'tops (5.2): 1 top',
      'game (5.2): always counts',
      'hand (5.2): played without the skat',
      'schneider (5.2.3): announced, counts even though missed',
      'schneider announced (5.2.5): announced',
    ]);
  });
});

describe('the tops level says it as players do', () => {
  test.each([
    [{ game: 'clubs', tops: 2, topsHeld: 'with', declarerPoints: 70 }, 'tops 2 (5.2): with 2'],
    [{ game: 'hearts', tops: 1, topsHeld: 'without', declarerPoints: 70 }, 'tops (5.2): without 1'],
    [{ game: 'grand', tops: 3, declarerPoints: 70 }, 'tops 3 (5.2): 3 tops'],
  ] as const)('%o → %s', (draft, line) => {
    expect(describeLevels(score(draft))[0]).toBe(line);
  });
});

describe('describeOverbid', () => {
  test('the seed example: hearts hand bid 33', () => {
    const s = score({ game: 'hearts', tops: 1, hand: true, declarerPoints: 75, bid: 33 });
    expect(describeOverbid(s)).toBe(
      'bid 33 > value 30 → lost at 40 (smallest multiple of 10 reaching 33)',
    );
  });
  test('no overbid, no text', () => {
    expect(describeOverbid(score({ game: 'hearts', tops: 1, declarerPoints: 75 }))).toBeNull();
  });
});

describe('describeListEntry and describeSeegerFabian', () => {
  test.each([
    [{ game: 'clubs', tops: 1, declarerPoints: 61 }, 'won: +24', '+24 + 50 = +74'],
    [
      { game: 'hearts', tops: 1, hand: true, declarerPoints: 75, bid: 33 },
      'lost: −2 × 40 = −80',
      '−80 − 50 = −130; +40 to each other player',
    ],
    [
      { game: 'clubs', tops: 1, declarerPoints: 61, kontra: 'kontra' },
      'won: 24 × 2 (Kontra) = +48',
      '+48 + 50 = +98',
    ],
    [
      { game: 'grand', tops: 2, declarerPoints: 60, kontra: 're' },
      'lost: −2 × 72 × 4 (Re) = −576',
      '−576 − 50 = −626; +40 to each other player',
    ],
    [
      { game: 'diamonds', tops: 1, declarerPoints: 61, bock: 2 },
      'won: 18 × 4 (Bock) = +72',
      '+72 + 50 = +122',
    ],
  ] as const)('%o', (draft, list, sf) => {
    const s = score(draft);
    expect(describeListEntry(s)).toBe(list);
    expect(describeSeegerFabian(s)).toBe(sf);
  });
});

describe('describeContract and contractName', () => {
  test.each([
    [{ game: 'clubs', tops: 1, declarerPoints: 61 }, 'made (declarer took 61 points)', 'Clubs'],
    [
      { game: 'clubs', tops: 1, declarerPoints: 55 },
      'lost: fewer than 61 points (declarer took 55 points)',
      'Clubs',
    ],
    [
      { game: 'grand', tops: 1, hand: true, announced: 'schneider', declarerPoints: 85 },
      'lost: schneider announced but not reached (declarer took 85 points)',
      'Grand hand, schneider announced',
    ],
    [
      { game: 'spades', tops: 1, hand: true, announced: 'schwarz', declarerPoints: 120 },
      'lost: schwarz announced but the opponents took a trick',
      'Spades hand, schwarz announced',
    ],
    [
      { game: 'null', ouvert: true, declarerTricks: 'some', bid: 46 },
      'lost: the declarer took a trick',
      'Null Ouvert',
    ],
    [{ game: 'hearts', tops: 3, outcome: { made: false } }, 'lost', 'Hearts'],
  ] as const)('%o', (draft, contract, name) => {
    expect(describeContract(score(draft))).toBe(contract);
    expect(contractName(played(draft))).toBe(name);
  });
});

describe('Bock in words', () => {
  test.each([
    [0, null],
    [1, 'Bock ×2'],
    // two stacked rounds: 2 × 2
    [2, 'Bock ×4'],
    [3, 'Bock ×8'],
  ] as const)('bock %i → %s', (bock, text) => {
    expect(describeBock(bock)).toBe(text);
  });

  test.each([
    [[], null],
    [['grand-hand-won'], 'Bock round started: grand hand won'],
    [['kontra-lost', 're'], '2 Bock rounds started: Kontra lost, Re'],
    [
      ['sixty-sixty', 'value-100', 'schneider'],
      '3 Bock rounds started: 60:60, game worth 100 or more, schneider',
    ],
  ] as const)('%o', (events, text) => {
    expect(describeBockStarted(events)).toBe(text);
  });

  test('event names as players say them', () => {
    expect(bockEventName('value-100')).toBe('game worth 100 or more');
  });
});
