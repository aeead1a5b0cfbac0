import { describe, expect, test } from 'vitest';
import type { Deal, DealDraft } from '../../src/domain/deal';
import {
  bockEventsOf,
  bockPerDeal,
  BOCK_EVENTS,
  type BockEvent,
  type BockRule,
  type TableRules,
} from '../../src/domain/legacy/table-rules';

import { played, score } from './helpers';
import { OUVERT_SCHWARZ } from '../support/data-drafts';

const ALL = BOCK_EVENTS;

describe('the events a deal shows (rules reference, House rules: Bock)', () => {
  test.each<[string, DealDraft, BockEvent[]]>([
    // grand with 1, game 2, hand 3 × 24 = 72: won hand grand, below 100
    [
      'grand hand won',
      { game: 'grand', tops: 1, hand: true, outcome: { made: true } },
      ['grand-hand-won'],
    ],
    // the same game lost: no event
    ['grand hand lost', { game: 'grand', tops: 1, hand: true, outcome: { made: false } }, []],
    // with 2, game 3 × 24 = 72, not hand
    ['grand won, not hand', { game: 'grand', tops: 2, declarerPoints: 70 }, []],
    // with 3, game 4, hand 5 × 24 = 120 ≥ 100
    [
      'grand hand with 3 won',
      { game: 'grand', tops: 3, hand: true, declarerPoints: 70 },
      ['grand-hand-won', 'value-100'],
    ],
    // grand ouvert with 1: 8 levels × 24 = 192, schwarz reached (every trick, 120 points)
    [
      'grand ouvert won',
      { game: 'grand', tops: 1, ...OUVERT_SCHWARZ },
      ['grand-hand-won', 'value-100', 'schneider'],
    ],
    // Kontra given, the declarer still made 61: the opponents lost their Kontra
    [
      'Kontra, declarer won',
      { game: 'clubs', tops: 1, declarerPoints: 61, kontra: 'kontra' },
      ['kontra-lost'],
    ],
    // Kontra given and the declarer lost with exactly 60: Kontra won, but 60:60
    [
      'Kontra, declarer lost at 60',
      { game: 'clubs', tops: 1, declarerPoints: 60, kontra: 'kontra' },
      ['sixty-sixty'],
    ],
    // a Re is given on top of a Kontra: won, both the Kontra is lost and there was a Re
    [
      'Re, declarer won',
      { game: 'clubs', tops: 1, declarerPoints: 61, kontra: 're' },
      ['kontra-lost', 're'],
    ],
    ['Re, declarer lost', { game: 'clubs', tops: 1, declarerPoints: 59, kontra: 're' }, ['re']],
    // 60:60 needs card points; exactly 60, not 59 or 61
    ['60 card points', { game: 'hearts', tops: 1, declarerPoints: 60 }, ['sixty-sixty']],
    ['61 card points', { game: 'hearts', tops: 1, declarerPoints: 61 }, []],
    // with 1, game 2, schneider 3 × 9 = 27: the opponents took 30 or fewer (exactly 90 counts)
    ['declarer 90 points', { game: 'diamonds', tops: 1, declarerPoints: 90 }, ['schneider']],
    // the declarer schneidered himself (30 or fewer, exactly 30 counts)
    ['declarer 30 points', { game: 'diamonds', tops: 1, declarerPoints: 30 }, ['schneider']],
    ['declarer 31 points', { game: 'diamonds', tops: 1, declarerPoints: 31 }, []],
    // the quick result says schneider
    [
      'quick result lost schneider',
      { game: 'spades', tops: 1, outcome: { made: false, schneider: true } },
      ['schneider'],
    ],
    // schneider announced but not reached: announced is not reached
    [
      'schneider announced, 85 points',
      { game: 'spades', tops: 1, hand: true, announced: 'schneider', declarerPoints: 85 },
      [],
    ],
    // clubs with 7, game 8, hand 9 × 12 = 108
    [
      'clubs hand with 7',
      { game: 'clubs', tops: 7, hand: true, declarerPoints: 70 },
      ['value-100'],
    ],
    // clubs with 7, game 8 × 12 = 96: below 100
    ['clubs with 7', { game: 'clubs', tops: 7, declarerPoints: 70 }, []],
    // spades hand with 1 = 33, bid 100: lost at 110 (smallest multiple of 11 reaching 100)
    [
      'overbid at 100',
      { game: 'spades', tops: 1, hand: true, declarerPoints: 70, bid: 100 },
      ['value-100'],
    ],
    // null games have no points, no schneider and at most 59
    [
      'null ouvert hand won',
      { game: 'null', hand: true, ouvert: true, declarerTricks: 'none', bid: 59 },
      [],
    ],
  ])('%s', (_, draft, events) => {
    expect(bockEventsOf(score(draft), ALL)).toEqual(events);
  });

  test('only the events the table chose count', () => {
    const reWon = score({ game: 'clubs', tops: 1, declarerPoints: 61, kontra: 're' });
    expect(bockEventsOf(reWon, ['re'])).toEqual(['re']);
    expect(bockEventsOf(reWon, ['grand-hand-won', 'schneider'])).toEqual([]);
  });
});

const PASSED: Deal = { kind: 'passed' };
/** Grand hand with 1, won: 72, the one event 'grand-hand-won'. */
const GRAND_HAND_WON = played({ game: 'grand', tops: 1, hand: true, outcome: { made: true } });
/** Grand hand with 1, won under Re: three events (grand hand won, Kontra lost, Re). */
const GRAND_HAND_RE = { ...GRAND_HAND_WON, kontra: 're' } as const;
/** Clubs with 1, won with 61: no event. */
const CLUBS = played({ game: 'clubs', tops: 1, declarerPoints: 61 });

function table(players: 3 | 4, bock: BockRule): TableRules {
  return {
    players,
    firstDealer: 0,
    listKind: 'plain',
    kontraAllowed: true,
    plannedDeals: 36,
    bock,
  };
}
const stack = (events: readonly BockEvent[] = ALL) =>
  ({ kind: 'rounds', events, pending: 'stack' }) as const;
const queue = (events: readonly BockEvent[] = ALL) =>
  ({ kind: 'rounds', events, pending: 'queue' }) as const;
const passes = (n: number): Deal[] => Array.from({ length: n }, () => PASSED);

describe('Bock rounds: one deal per player, passed deals included', () => {
  test.each<[string, TableRules, Deal[], number[], number, number]>([
    // the round is deals 2-4 at a table of 3 (passed deals count), deal 5 is back to normal
    ['3 players', table(3, stack()), [GRAND_HAND_WON, ...passes(4)], [0, 1, 1, 1, 0], 0, 0],
    // at a table of 4 the round has 4 deals
    ['4 players', table(4, stack()), [GRAND_HAND_WON, ...passes(5)], [0, 1, 1, 1, 1, 0], 0, 0],
    // right after the event: the whole round (3 deals) is still ahead
    ['next deal after the event', table(3, stack()), [GRAND_HAND_WON], [0], 1, 3],
    ['one Bock deal played', table(3, stack()), [GRAND_HAND_WON, CLUBS], [0, 1], 1, 2],
    // stacked: round A runs deals 2-4, round B deals 3-5; where both run, bock 2 (×4)
    [
      'two rounds stack',
      table(3, stack()),
      [GRAND_HAND_WON, GRAND_HAND_WON, ...passes(4)],
      [0, 1, 2, 2, 1, 0],
      0,
      0,
    ],
    // queued: round A deals 2-4, round B follows with deals 5-7, each ×2
    [
      'two rounds queue',
      table(3, queue()),
      [GRAND_HAND_WON, GRAND_HAND_WON, ...passes(6)],
      [0, 1, 1, 1, 1, 1, 1, 0],
      0,
      0,
    ],
    // after deal 2 of the queue: A has 2 deals left, B all 3, so 5 Bock deals in a row
    ['queue ahead', table(3, queue()), [GRAND_HAND_WON, GRAND_HAND_WON], [0, 1], 1, 5],
    // three events in one deal, stacked: the next 3 deals bock 3 (×8)
    ['three events stack', table(3, stack()), [GRAND_HAND_RE, ...passes(4)], [0, 3, 3, 3, 0], 0, 0],
    // the same queued: 3 rounds × 3 deals, each ×2
    [
      'three events queue',
      table(3, queue()),
      [GRAND_HAND_RE, ...passes(10)],
      [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0],
      0,
      0,
    ],
    // the table chose only Re: the grand hand starts nothing, the Re one round
    [
      'only Re chosen',
      table(3, stack(['re'])),
      [GRAND_HAND_WON, GRAND_HAND_RE, ...passes(3)],
      [0, 0, 1, 1, 1],
      0,
      0,
    ],
    // a deal in a Bock round shows an event: a new round starts after it
    [
      'event inside a round',
      table(3, queue()),
      [GRAND_HAND_WON, CLUBS, GRAND_HAND_WON],
      [0, 1, 1],
      1,
      4,
    ],
  ])('%s', (_, rules, deals, perDeal, next, left) => {
    const schedule = bockPerDeal(rules, deals);
    expect(schedule.perDeal).toEqual(perDeal);
    expect(schedule.next).toBe(next);
    expect(schedule.nextDealsLeft).toBe(left);
  });

  test('the events that started rounds are told per deal', () => {
    const schedule = bockPerDeal(table(3, stack()), [CLUBS, GRAND_HAND_RE, PASSED]);
    expect(schedule.started).toEqual([[], ['grand-hand-won', 'kontra-lost', 're'], []]);
  });

  test('Bock off (or absent): each deal keeps the Bock it was entered with, nothing starts', () => {
    const entered: Deal[] = [GRAND_HAND_WON, { ...CLUBS, bock: 2 }, PASSED];
    const noRule: TableRules = {
      players: 3,
      firstDealer: 0,
      listKind: 'plain',
      kontraAllowed: true,
      plannedDeals: 36,
    };
    for (const rules of [table(3, { kind: 'off' }), noRule]) {
      expect(bockPerDeal(rules, entered)).toEqual({
        perDeal: [0, 2, 0],
        started: [[], [], []],
        next: 0,
        nextDealsLeft: 0,
      });
    }
  });
});
