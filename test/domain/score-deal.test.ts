import { describe, expect, test } from 'vitest';
import type { DealDraft } from '../../src/domain/deal';
import { score } from './helpers';

type Row = readonly [
  name: string,
  draft: DealDraft,
  won: boolean,
  contract: string,
  value: number,
  list: number,
];

// Values by hand from the rules reference: value = base × levels; list +value or −2 × value.
const rows: readonly Row[] = [
  // 5.2.2: 61 wins, 60 loses — clubs with 1 = 24
  ['61 points win', { game: 'clubs', tops: 1, declarerPoints: 61 }, true, 'made', 24, 24],
  [
    '60 points lose',
    { game: 'clubs', tops: 1, declarerPoints: 60 },
    false,
    'fewer-than-61',
    24,
    -48,
  ],
  // 5.2.5: schneider announced needs 90 — clubs hand schneider announced with 1: 5 × 12
  [
    'schneider announced, 90',
    { game: 'clubs', tops: 1, hand: true, announced: 'schneider', declarerPoints: 90 },
    true,
    'made',
    60,
    60,
  ],
  [
    'schneider announced, 89',
    { game: 'clubs', tops: 1, hand: true, announced: 'schneider', declarerPoints: 89 },
    false,
    'schneider-announced-missed',
    60,
    -120,
  ],
  // schwarz announced needs every trick — 7 × 12 = 84
  [
    'schwarz announced, a trick lost',
    { game: 'clubs', tops: 1, hand: true, announced: 'schwarz', declarerPoints: 120 },
    false,
    'schwarz-announced-missed',
    84,
    -168,
  ],
  // lost hand games count double too (rules doc, plain list) — hearts hand with 1: 3 × 10
  [
    'hand lost',
    { game: 'hearts', tops: 1, hand: true, declarerPoints: 50 },
    false,
    'fewer-than-61',
    30,
    -60,
  ],
  // 5.2.7: null lost when the declarer takes a trick
  ['null lost', { game: 'null', declarerTricks: 'some' }, false, 'null-took-a-trick', 23, -46],
  [
    'null ouvert hand won',
    { game: 'null', hand: true, ouvert: true, declarerTricks: 'none', bid: 59 },
    true,
    'made',
    59,
    59,
  ],
  // quick outcome
  [
    'outcome lost',
    { game: 'spades', tops: 2, outcome: { made: false } },
    false,
    'outcome-entered-lost',
    33,
    -66,
  ],
  [
    'outcome made schneider',
    { game: 'spades', tops: 2, outcome: { made: true, schneider: true } },
    true,
    'made',
    44,
    44,
  ],
  // 5.4 seed: hearts hand bid 33 with 1 → 30 < 33 → lost at 40 → −80
  [
    'overbid hearts hand 33',
    { game: 'hearts', tops: 1, hand: true, declarerPoints: 75, bid: 33 },
    false,
    'made',
    40,
    -80,
  ],
  // 5.4 seed: the same with schneider: 4 × 10 = 40 ≥ 33 → won +40
  [
    'overbid saved by schneider',
    { game: 'hearts', tops: 1, hand: true, declarerPoints: 92, bid: 33 },
    true,
    'made',
    40,
    40,
  ],
  // rules doc: cardgames.io's −48 for bid 30 / value 24 is wrong; clubs: 36 → −72
  [
    'clubs with 1 bid 30',
    { game: 'clubs', tops: 1, declarerPoints: 70, bid: 30 },
    false,
    'made',
    36,
    -72,
  ],
  // overbid and lost anyway: spades with 1 = 22 < 27 → 33, −66
  [
    'overbid and fewer than 61',
    { game: 'spades', tops: 1, declarerPoints: 40, bid: 27 },
    false,
    'fewer-than-61',
    33,
    -66,
  ],
  // bid exactly reached is not overbid: grand with 1 = 48
  [
    'bid reached exactly',
    { game: 'grand', tops: 1, declarerPoints: 61, bid: 48 },
    true,
    'made',
    48,
    48,
  ],
  // grand with 1 bid 50: 48 < 50 → 72, −144
  [
    'grand overbid',
    { game: 'grand', tops: 1, declarerPoints: 61, bid: 50 },
    false,
    'made',
    72,
    -144,
  ],
];

describe('won or lost, value and plain list', () => {
  test.each(rows)('%s', (_name, draft, won, contract, value, list) => {
    const s = score(draft);
    expect([s.won, s.contract, s.value, s.list]).toEqual([won, contract, value, list]);
  });
});

describe('overbid explanation (ISkO 5.4)', () => {
  test('hearts hand bid 33: counted 30, base 10, scored 40', () => {
    const s = score({ game: 'hearts', tops: 1, hand: true, declarerPoints: 75, bid: 33 });
    expect(s.overbid).toEqual({
      bid: 33,
      countedValue: 30,
      base: 10,
      scoredValue: 40,
      rule: '5.4',
    });
    expect(s.gameValue.value).toBe(30);
    expect(s.highestBidCovered).toBe(30);
  });
  test('no overbid when the value reaches the bid', () => {
    expect(
      score({ game: 'hearts', tops: 1, hand: true, declarerPoints: 92, bid: 33 }).overbid,
    ).toBeNull();
  });
});

type FactorRow = readonly [name: string, fields: DealDraft, factor: number, list: number];

// House rules: Kontra ×2, Re ×4, each Bock ×2 (rules doc); clubs with 1 = 24.
const factorRows: readonly FactorRow[] = [
  ['kontra won', { kontra: 'kontra', declarerPoints: 61 }, 2, 48],
  ['re won', { kontra: 're', declarerPoints: 61 }, 4, 96],
  ['kontra lost', { kontra: 'kontra', declarerPoints: 60 }, 2, -96],
  ['bock won', { bock: 1, declarerPoints: 61 }, 2, 48],
  ['two bocks lost', { bock: 2, declarerPoints: 60 }, 4, -192],
  ['re and bock lost', { kontra: 're', bock: 1, declarerPoints: 60 }, 8, -384],
];

describe('Kontra, Re and Bock multiply the list value', () => {
  test.each(factorRows)('%s', (_name, fields, factor, list) => {
    const s = score({ game: 'clubs', tops: 1, ...fields });
    expect([s.factor, s.value, s.list]).toEqual([factor, 24, list]);
  });
  test('the Seeger-Fabian ±50 / 40 are not multiplied (rules doc)', () => {
    const s = score({ game: 'clubs', tops: 1, kontra: 're', declarerPoints: 60 });
    expect(s.seegerFabian).toEqual({ declarer: -192 - 50, opponents: 40 });
  });
});

describe('Seeger-Fabian (Skatwettspielordnung 5.1)', () => {
  test.each([
    ['won at 3', 3, 61, { declarer: 24 + 50, opponents: 0 }],
    ['won at 4', 4, 61, { declarer: 24 + 50, opponents: 0 }],
    ['lost at 3: +40 to each other player', 3, 60, { declarer: -48 - 50, opponents: 40 }],
    ['lost at 4: +30 to each other player', 4, 60, { declarer: -48 - 50, opponents: 30 }],
  ] as const)('%s', (_name, players, declarerPoints, expected) => {
    expect(score({ game: 'clubs', tops: 1, declarerPoints }, players).seegerFabian).toEqual(
      expected,
    );
  });
});
