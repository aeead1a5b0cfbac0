// A deal handed to the calculator through its address: what goes in, what comes back, and that a
// crafted address can neither break the app nor send Back elsewhere. Levels by hand from
// ../shared/rules/skat-scoring.md (5.2: hand, schneider, schneider announced are levels).
import { describe, expect, test } from 'vitest';
import { parseRoute, routeHref } from '../../../../src/app/routes';
import type { PlayedDeal } from '../../../../src/domain/deal';
import { scoreDeal } from '../../../../src/domain/score-deal';
import {
  calculatorDealOf,
  calculatorHref,
  parseHandOff,
} from '../../../../src/ui/common/contracts/calculator-link';
import { LEVELS_OFF } from '../../../support/ui-calculator';

const OFF = LEVELS_OFF;

// Grand hand, schneider announced and reached, with 2, bid 72.
const GRAND_HAND_SCHNEIDER: PlayedDeal = {
  kind: 'trump',
  declarer: 0,
  bid: 72,
  kontra: 'none',
  bock: 0,
  game: 'grand',
  tops: 2,
  topsHeld: 'with',
  announcement: 'schneider',
  result: { kind: 'outcome', made: true, schneider: true, schwarz: false },
};

describe('a scored deal as the calculator takes it', () => {
  test('grand with 2, hand, schneider announced and reached, bid 72', () => {
    expect(calculatorDealOf(scoreDeal(GRAND_HAND_SCHNEIDER, 3))).toEqual({
      game: 'grand',
      held: 'with',
      tops: 2,
      on: { ...OFF, hand: true, schneider: true, schneiderAnnounced: true },
      bid: '72',
    });
  });

  test('null ouvert hand: hand and ouvert; the lowest bid is no bid typed', () => {
    const deal: PlayedDeal = {
      kind: 'null',
      declarer: 1,
      bid: 18,
      kontra: 'none',
      bock: 0,
      variant: 'null-ouvert-hand',
      made: false,
    };
    expect(calculatorDealOf(scoreDeal(deal, 3))).toEqual({
      game: 'null',
      held: 'with',
      tops: 1,
      on: { ...OFF, hand: true, ouvert: true },
      bid: '',
    });
  });
});

describe('the calculator route with a deal', () => {
  const back = '#/sheet/s1/deal/d2';
  const deal = {
    game: 'clubs',
    held: 'without',
    tops: 3,
    on: { ...OFF, hand: true },
    bid: '59',
  } as const;

  test('written and read back the same', () => {
    const href = calculatorHref({ deal, back });
    expect(href).toBe(
      '#/calculator?game=clubs&held=without&tops=3&on=hand&bid=59&back=%23%2Fsheet%2Fs1%2Fdeal%2Fd2',
    );
    const route = parseRoute(href);
    expect(route).toEqual({
      name: 'calculator',
      handOff: { deal: 'game=clubs&held=without&tops=3&on=hand&bid=59', back },
    });
    const text = route.name === 'calculator' ? route.handOff?.deal : undefined;
    expect(parseHandOff(new URLSearchParams(text))?.deal).toEqual(deal);
    expect(routeHref(parseRoute(href))).toBe(href);
  });

  test('Back is always an address of the app: another site or the calculator itself → the sheets', () => {
    const elsewhere = '#/calculator?game=grand&back=https%3A%2F%2Fexample.com%2F';
    expect(parseRoute(elsewhere)).toMatchObject({ handOff: { back: '#/' } });
    const loop = '#/calculator?game=grand&back=%23%2Fcalculator%3Fgame%3Dnull';
    expect(parseRoute(loop)).toMatchObject({ handOff: { back: '#/' } });
    const entry = '#/calculator?game=grand&back=%23%2Fsheet%2Fs1%2Fdeal%3Fdeclarer%3D1';
    expect(parseRoute(entry)).toMatchObject({ handOff: { back: '#/sheet/s1/deal?declarer=1' } });
  });

  test('what cannot be read is left to the defaults, what cannot be played to the rules core', () => {
    const query = new URLSearchParams(
      'game=spades&tops=12&held=maybe&on=hand,bogus,ouvert&bid=abc',
    );
    expect(parseHandOff(query)?.deal).toEqual({
      game: 'spades',
      held: 'with',
      // Kept: "tops 12" is refused by the core with the entry's words, not silently changed.
      tops: 12,
      on: { ...OFF, hand: true, ouvert: true },
      bid: 'abc',
    });
    expect(parseHandOff(new URLSearchParams('game=chess'))).toBeUndefined();
    // The route only carries the text; the calculator reads it and opens without a deal.
    expect(parseRoute('#/calculator?game=chess')).toEqual({
      name: 'calculator',
      handOff: { deal: 'game=chess', back: '#/' },
    });
  });
});
