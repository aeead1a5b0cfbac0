import { describe, expect, test } from 'vitest';
import type { Card, Rank } from '../../src/domain/cards';
import { cardPoints, DECK } from '../../src/domain/cards';
import type { Suit, TrumpGame } from '../../src/domain/deal';
import { countTops, countTopsFromTrumps } from '../../src/domain/tops';

const SUIT_LETTERS: Readonly<Record<string, Suit>> = {
  C: 'clubs',
  S: 'spades',
  H: 'hearts',
  D: 'diamonds',
};

/** "CJ SA H10 D7" → cards (suit letter, then rank). */
function cards(text: string): Card[] {
  return text.split(' ').map((code) => {
    const suit = SUIT_LETTERS[code[0] ?? ''];
    if (suit === undefined) throw new Error(`bad card ${code}`);
    return { suit, rank: code.slice(1) as Rank };
  });
}

// Filler: 12 cards are needed; these hold no jack and no heart or diamond.
type Row = readonly [
  name: string,
  hand: string,
  game: TrumpGame,
  held: 'with' | 'without',
  tops: number,
];

// Rules doc, "Tops (2.4)": with N = unbroken run from ♣J; without N = tops above the highest trump.
const rows: readonly Row[] = [
  ['clubs with 1', 'CJ HJ SA S10 SK SQ S9 S8 S7 H7 H8 H9', 'clubs', 'with', 1],
  ['clubs with 4 (the jacks)', 'CJ SJ HJ DJ SA S10 SK SQ S9 S8 S7 H7', 'clubs', 'with', 4],
  ['clubs with 6', 'CJ SJ HJ DJ CA C10 S7 S8 S9 SQ SK C7', 'clubs', 'with', 6],
  ['clubs with 11 (every trump)', 'CJ SJ HJ DJ CA C10 CK CQ C9 C8 C7 H7', 'clubs', 'with', 11],
  ['hearts without 2', 'HJ DJ HA SA S10 SK SQ S9 S8 S7 D7 D8', 'hearts', 'without', 2],
  [
    'hearts without 4 (no jack, holds the ace)',
    'HA H10 SA S10 SK SQ S9 S8 S7 D7 D8 D9',
    'hearts',
    'without',
    4,
  ],
  [
    'diamonds without 11 (no trump at all)',
    'SA S10 SK SQ S9 S8 S7 HA H10 HK HQ H9',
    'diamonds',
    'without',
    11,
  ],
  ['grand with 4', 'CJ SJ HJ DJ SA S10 SK SQ S9 S8 S7 H7', 'grand', 'with', 4],
  ['grand with 2', 'CJ SJ DJ SA S10 SK SQ S9 S8 S7 H7 H8', 'grand', 'with', 2],
  ['grand without 3', 'DJ SA S10 SK SQ S9 S8 S7 H7 H8 H9 HQ', 'grand', 'without', 3],
  ['grand without 4 (no jack)', 'SA S10 SK SQ S9 S8 S7 H7 H8 H9 HQ HK', 'grand', 'without', 4],
  // the skat counts too, even in a hand game: ♠J in the skat makes "with 2"
  ['skat cards count', 'CJ HA H10 HK HQ H9 H8 H7 DA D10 SJ S7', 'hearts', 'with', 2],
];

describe('countTops (ISkO 2.4)', () => {
  test.each(rows)('%s', (_name, hand, game, held, tops) => {
    expect(countTops(cards(hand), game)).toEqual({ ok: true, value: { held, tops } });
  });

  test('11 cards are refused', () => {
    const result = countTops(cards('CJ SJ HJ DJ SA S10 SK SQ S9 S8 S7'), 'grand');
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual(['not-twelve-cards']);
  });
  test('a card twice is refused', () => {
    const result = countTops(cards('CJ CJ HJ DJ SA S10 SK SQ S9 S8 S7 H7'), 'grand');
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual(['duplicate-card']);
  });
  test('a card not in the deck is refused', () => {
    const result = countTops(cards('C6 SJ HJ DJ SA S10 SK SQ S9 S8 S7 H7'), 'grand');
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual(['not-a-card']);
  });
});

describe('the deck', () => {
  test('32 different cards worth 120 points (rules doc, "Cards and card points")', () => {
    expect(DECK).toHaveLength(32);
    expect(new Set(DECK.map((c) => `${c.suit}${c.rank}`)).size).toBe(32);
    expect(cardPoints(DECK)).toBe(120);
  });
  test('two aces, the most a skat can hold, are 22', () => {
    expect(cardPoints(cards('CA SA'))).toBe(22);
  });
});

// The calculator's "count the tops": only the trumps are tapped (hand and skat together).
describe('countTopsFromTrumps: the run and where it broke', () => {
  test('clubs: ♣J ♠J ♥J tapped, ♦J missing → with 3, broken at ♦J', () => {
    const counted = countTopsFromTrumps(cards('HJ CJ SJ CA'), 'clubs');
    expect(counted).toEqual({
      ok: true,
      value: {
        held: 'with',
        tops: 3,
        run: cards('CJ SJ HJ'),
        breaksAt: { suit: 'diamonds', rank: 'J' },
      },
    });
  });

  test('hearts: highest trump held is ♥J → without 2 (♣J ♠J missing), broken at ♥J', () => {
    const counted = countTopsFromTrumps(cards('HJ HA H7'), 'hearts');
    expect(counted).toEqual({
      ok: true,
      value: {
        held: 'without',
        tops: 2,
        run: cards('CJ SJ'),
        breaksAt: { suit: 'hearts', rank: 'J' },
      },
    });
  });

  test('grand counts the jacks only: all four → with 4, nothing breaks', () => {
    const counted = countTopsFromTrumps(cards('DJ CJ HJ SJ'), 'grand');
    expect(counted).toEqual({
      ok: true,
      value: { held: 'with', tops: 4, run: cards('CJ SJ HJ DJ'), breaksAt: null },
    });
  });

  test('no trump tapped in diamonds → without 11', () => {
    const counted = countTopsFromTrumps([], 'diamonds');
    expect(counted.ok && counted.value.held).toBe('without');
    expect(counted.ok && counted.value.tops).toBe(11);
  });

  test('a card twice and a card that is no trump are refused', () => {
    expect(countTopsFromTrumps(cards('CJ CJ'), 'clubs')).toEqual({
      ok: false,
      errors: [{ code: 'duplicate-card', card: { suit: 'clubs', rank: 'J' } }],
    });
    expect(countTopsFromTrumps(cards('CJ HA'), 'grand')).toEqual({
      ok: false,
      errors: [{ code: 'not-a-trump', card: { suit: 'hearts', rank: 'A' } }],
    });
  });
});
