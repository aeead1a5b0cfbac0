import { describe, expect, test } from 'vitest';
import type { Deal, TrumpAnnouncement } from '../../../src/domain/deal';
import { scoreDeal } from '../../../src/domain/score-deal';
import { outcomeAllowed, parseEntry, visibleErrors } from '../../../src/ui/entry/entry-checks';
import { reduceEntry } from '../../../src/ui/entry/entry-machine';
import {
  EMPTY_ENTRY,
  QUICK_OUTCOMES,
  entryFromDeal,
  type EntryEvent,
  type EntryState,
  type QuickOutcome,
} from '../../../src/ui/entry/entry-state';
import { BOB_CLUBS_WITH_2_WON } from './typical-deal';

function run(events: readonly EntryEvent[], start: EntryState = EMPTY_ENTRY): EntryState {
  return events.reduce(reduceEntry, start);
}

const CLUBS_WITH_2: readonly EntryEvent[] = [
  { type: 'declarer', seat: 1 },
  { type: 'game', game: 'clubs' },
  { type: 'tops', tops: 2, held: 'with' },
];

describe('steps', () => {
  test.each<{ name: string; events: readonly EntryEvent[]; step: EntryState['step'] }>([
    { name: 'a declarer leads to the game', events: CLUBS_WITH_2.slice(0, 1), step: 'game' },
    { name: 'a suit game leads to the tops', events: CLUBS_WITH_2.slice(0, 2), step: 'tops' },
    { name: 'the tops lead to the result', events: CLUBS_WITH_2, step: 'result' },
    {
      name: 'null has no tops (ISkO 2.4 counts trumps only)',
      events: [
        { type: 'declarer', seat: 0 },
        { type: 'game', game: 'null' },
      ],
      step: 'result',
    },
    { name: 'passed goes straight to confirming', events: [{ type: 'passed' }], step: 'result' },
    {
      name: 'back from the result returns to the tops',
      events: [...CLUBS_WITH_2, { type: 'back' }],
      step: 'tops',
    },
    {
      name: 'another game keeps the tops and skips their step',
      events: [
        ...CLUBS_WITH_2,
        { type: 'back' },
        { type: 'back' },
        { type: 'game', game: 'spades' },
      ],
      step: 'result',
    },
    {
      name: 'grand cannot be "with 7" (ISkO 2.4: 1–4), so the tops are asked again',
      events: [
        { type: 'declarer', seat: 1 },
        { type: 'game', game: 'hearts' },
        { type: 'tops', tops: 7, held: 'without' },
        { type: 'go-to', step: 'game' },
        { type: 'game', game: 'grand' },
      ],
      step: 'tops',
    },
    {
      name: 'a step after an open one cannot be jumped to',
      events: [
        { type: 'declarer', seat: 1 },
        { type: 'go-to', step: 'result' },
      ],
      step: 'game',
    },
    { name: 'back on the first step stays there', events: [{ type: 'back' }], step: 'declarer' },
  ])('$name', ({ events, step }) => {
    expect(run(events).step).toBe(step);
  });

  test('going back and forth loses no field', () => {
    const state = run([
      ...CLUBS_WITH_2,
      { type: 'announcement', announcement: 'hand' },
      { type: 'back' },
      { type: 'back' },
      { type: 'back' },
      { type: 'declarer', seat: 2 },
    ]);
    expect(state.step).toBe('result');
    expect(state.draft).toMatchObject({ declarer: 2, game: 'clubs', tops: 2, hand: true });
  });

  test('"Passed" by mistake keeps the game for when a declarer is chosen again', () => {
    const state = run([...CLUBS_WITH_2, { type: 'go-to', step: 'declarer' }, { type: 'passed' }]);
    expect(parseEntry(state)).toEqual({ ok: true, value: { kind: 'passed' } });
    const again = run([{ type: 'back' }, { type: 'declarer', seat: 1 }], state);
    expect(again.draft).toMatchObject({ game: 'clubs', tops: 2 });
    expect(again.step).toBe('result');
  });
});

describe('the typical deal: clubs with 2, won', () => {
  test('parses to the deal a player means, bid 18 by default', () => {
    const state = run([...CLUBS_WITH_2, { type: 'outcome', outcome: 'won' }]);
    expect(parseEntry(state)).toEqual({ ok: true, value: BOB_CLUBS_WITH_2_WON });
  });
});

describe('quick results offered for each announcement (ISkO 5.2.5: a made game reaches what it announced)', () => {
  const rows: readonly [TrumpAnnouncement, readonly QuickOutcome[]][] = [
    ['none', QUICK_OUTCOMES],
    ['hand', QUICK_OUTCOMES],
    ['schneider', ['won-schneider', 'won-schwarz', 'lost', 'lost-schneider', 'lost-schwarz']],
    ['schwarz', ['won-schwarz', 'lost', 'lost-schneider', 'lost-schwarz']],
    ['ouvert', ['won-schwarz', 'lost', 'lost-schneider', 'lost-schwarz']],
  ];
  test.each(rows)('%s announced', (announcement, offered) => {
    const state = run([...CLUBS_WITH_2, { type: 'announcement', announcement }]);
    expect(QUICK_OUTCOMES.filter((o) => outcomeAllowed(state, o))).toEqual(offered);
  });

  test('a refused quick result changes nothing', () => {
    const state = run([...CLUBS_WITH_2, { type: 'announcement', announcement: 'schneider' }]);
    expect(reduceEntry(state, { type: 'outcome', outcome: 'won' })).toBe(state);
  });

  test('ouvert sets hand and schwarz announced (ISkO 5.2.6)', () => {
    const state = run([...CLUBS_WITH_2, { type: 'announcement', announcement: 'ouvert' }]);
    expect(state.draft).toMatchObject({ hand: true, announced: 'schwarz', ouvert: true });
  });
});

describe('card points on the number pad', () => {
  const pad = (digits: string, start: readonly EntryEvent[] = []): EntryState =>
    run([
      ...CLUBS_WITH_2,
      { type: 'mode', mode: 'points' },
      ...start,
      ...[...digits].map((d): EntryEvent => ({ type: 'digit', digit: Number(d) })),
    ]);

  test.each([
    { typed: '95', points: 95 },
    { typed: '120', points: 120 },
    // 1200 would be beyond the 120 card points of a pack: the last digit is refused.
    { typed: '1200', points: 120 },
    { typed: '130', points: 13 },
    { typed: '061', points: 61 },
  ])('typing $typed gives $points', ({ typed, points }) => {
    expect(pad(typed).draft.declarerPoints).toBe(points);
  });

  test('erasing removes the last digit, then the number', () => {
    const state = pad('95');
    const once = reduceEntry(state, { type: 'erase' });
    expect(once.draft.declarerPoints).toBe(9);
    expect(reduceEntry(once, { type: 'erase' }).draft.declarerPoints).toBeUndefined();
  });

  test.each([
    // No trick: the declarer has only the skat, at most 22 points (two aces).
    { typed: '22', tricks: 'none', allowed: true },
    { typed: '23', tricks: 'none', allowed: false },
    // Every trick means all 120 points.
    { typed: '120', tricks: 'all', allowed: true },
    { typed: '119', tricks: 'all', allowed: false },
  ] as const)('$tricks tricks at $typed points allowed: $allowed', ({ typed, tricks, allowed }) => {
    const state = reduceEntry(pad(typed), { type: 'tricks', tricks });
    expect(state.draft.declarerTricks).toBe(allowed ? tricks : undefined);
  });

  test('"no trick" falls back to some tricks once the points exceed the skat', () => {
    const state = pad('3', [
      { type: 'digit', digit: 2 },
      { type: 'tricks', tricks: 'none' },
    ]);
    expect(state.draft.declarerPoints).toBe(23);
    expect(state.draft.declarerTricks).toBeUndefined();
  });

  test('92 points: won with schneider, with 2, game 3, schneider 4 × 12 = 48 (ISkO 5.2.3)', () => {
    const parsed = parseEntry(pad('92'));
    if (!parsed.ok || parsed.value.kind === 'passed') throw new Error('expected a played deal');
    expect(parsed.value).toMatchObject({
      result: { kind: 'points', declarerPoints: 92, declarerTricks: 'some' },
    });
    expect(scoreDeal(parsed.value, 3)).toMatchObject({ won: true, value: 48 });
  });
});

describe('null below the bid (ISkO 5.4 does not apply to null)', () => {
  const nullBid24: readonly EntryEvent[] = [
    { type: 'declarer', seat: 0 },
    { type: 'game', game: 'null' },
    { type: 'bid', bid: 24 },
    { type: 'outcome', outcome: 'won' },
  ];

  test('null (23) at bid 24 is refused, naming the null games that reach 24', () => {
    const errors = visibleErrors(run(nullBid24));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      code: 'null-below-bid',
      variantsReachingBid: ['null-hand', 'null-ouvert', 'null-ouvert-hand'],
    });
  });

  test('switching to null hand (35) makes it valid and keeps the result', () => {
    const state = run([...nullBid24, { type: 'null-hand', on: true }]);
    expect(visibleErrors(state)).toEqual([]);
    expect(parseEntry(state)).toMatchObject({
      ok: true,
      value: { kind: 'null', variant: 'null-hand', made: true, bid: 24 },
    });
  });
});

test('"not overbid" is the default; a chosen bid closes the grid and can be taken back', () => {
  const open = run([...CLUBS_WITH_2, { type: 'bids-open', open: true }]);
  expect(open.bidsOpen).toBe(true);
  const bid = reduceEntry(open, { type: 'bid', bid: 40 });
  expect(bid).toMatchObject({ bidsOpen: false, draft: { bid: 40 } });
  expect(reduceEntry(bid, { type: 'bid', bid: undefined }).draft.bid).toBeUndefined();
});

describe('editing starts from the deal as saved', () => {
  const base = { declarer: 2, bid: 18, kontra: 'none', bock: 0 } as const;
  test.each<{ name: string; deal: Deal; mode: EntryState['mode'] }>([
    { name: 'passed', deal: { kind: 'passed' }, mode: 'quick' },
    {
      name: 'grand hand, schneider announced, 95 points',
      deal: {
        ...base,
        kind: 'trump',
        game: 'grand',
        tops: 3,
        announcement: 'schneider',
        result: { kind: 'points', declarerPoints: 95, declarerTricks: 'some' },
      },
      mode: 'points',
    },
    {
      name: 'diamonds without 1, lost, Kontra',
      deal: {
        ...base,
        kontra: 'kontra',
        kind: 'trump',
        game: 'diamonds',
        tops: 1,
        topsHeld: 'without',
        announcement: 'none',
        result: { kind: 'outcome', made: false, schneider: false, schwarz: false },
      },
      mode: 'quick',
    },
    {
      name: 'null ouvert made',
      deal: { ...base, bid: 46, kind: 'null', variant: 'null-ouvert', made: true },
      mode: 'quick',
    },
    {
      name: 'null lost',
      deal: { ...base, kind: 'null', variant: 'null', made: false },
      mode: 'quick',
    },
  ])('$name', ({ deal, mode }) => {
    const state = entryFromDeal(deal);
    expect(state.step).toBe('result');
    expect(state.mode).toBe(mode);
    expect(parseEntry(state)).toEqual({ ok: true, value: deal });
  });
});
