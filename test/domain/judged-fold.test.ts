// A log judged and folded on top of its earlier part (judged-fold.ts) against the whole log judged
// (judgeLog) and folded (foldLog), as every read did before: random logs of two devices, with
// undos, corrections, `seen` that names unknown and later events, conflicts decided, more deals
// than planned and tampered events, split at a random point of their fold order.
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { analysis } from '../../src/domain/concurrency';
import { foldLog, provideAnalysis } from '../../src/domain/fold-log';
import { judgedFold, judgedFoldOnward } from '../../src/domain/judged-fold';
import { countedEvents, judgeLog } from '../../src/domain/log-judge';
import type { SheetSetup } from '../../src/domain/rules';
import { orderEvents, type SheetChange, type SheetEvent } from '../../src/domain/sheet-log';
import { PASSED, clubs, grandHand, setupOf } from '../support/house-helpers';
import { ev } from './log-events';

beforeAll(() => provideAnalysis(analysis));

const SETUPS: readonly SheetSetup[] = [
  setupOf(3, {}),
  // Room for four deals: a fifth is refused ('sheet-would-be-invalid').
  { ...setupOf(4, {}, 1), plannedDeals: 4 },
];
const DEALS = [PASSED, clubs(0), clubs(1), grandHand(2)];
const DEAL_IDS = ['d0', 'd1', 'd2', 'd3', 'd4', 'd5'];

/** An event id among those of a log of `length` events, or one past its end (unknown). */
const eventId = (length: number) => fc.nat(length + 1).map((i) => `e${i}`);

/** Kinds of change, as often as listed: adds most, some acting on earlier events. */
const KINDS = [
  ...['deal-added', 'deal-added', 'deal-added', 'sheet-renamed', 'sheet-renamed'],
  ...[
    'deal-replaced',
    'deal-deleted',
    'deal-voided',
    'deal-restored',
    'undone',
    'conflict-resolved',
  ],
] as const;

function changeArb(length: number): fc.Arbitrary<SheetChange> {
  return fc
    .tuple(
      fc.constantFrom(...KINDS),
      fc.constantFrom(...DEAL_IDS),
      fc.constantFrom(...DEALS),
      fc.array(eventId(length), { minLength: 2, maxLength: 3 }),
    )
    .map(([kind, dealId, deal, [named = 'e0', ...others]]): SheetChange => {
      if (kind === 'deal-added') return { kind, dealId, deal };
      if (kind === 'deal-replaced') return { kind, dealId, replaces: named, deal };
      if (kind === 'undone') return { kind, undoes: named };
      if (kind === 'conflict-resolved') return { kind, keeps: named, drops: others };
      if (kind === 'sheet-renamed') return { kind, name: 'Friday' };
      return { kind, dealId };
    });
}

/** How an event's `seen` is drawn: none, the event before it (one line), or any ids. */
const seenArb = (length: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant('none' as const) },
    { weight: 4, arbitrary: fc.constant('line' as const) },
    { weight: 1, arbitrary: fc.array(eventId(length), { maxLength: 2 }) },
  );

/** One event's parts: its device, how far its clock steps on, its change, its `seen`. */
const draftArb = (length: number) =>
  fc.tuple(
    fc.constantFrom('a', 'b'),
    fc.constantFrom(0, 1, 1, 1, 2),
    changeArb(length),
    seenArb(length),
  );

/** A log of up to 30 events of two devices, clocks mostly rising, some tied. */
const logArb: fc.Arbitrary<SheetEvent[]> = fc
  .nat(30)
  .chain((length) => fc.array(draftArb(length), { minLength: length, maxLength: length }))
  .map((drafts) => {
    let clock = 1;
    return drafts.map(([device, step, change, seen], i) => {
      clock += step;
      const event: SheetEvent = { id: `e${i}`, device, clock, at: 1000 + i, change };
      if (seen === 'none') return event;
      return { ...event, seen: seen === 'line' ? (i === 0 ? [] : [`e${i - 1}`]) : seen };
    });
  });

/** The whole log as every read judged and folded it before. */
function whole(setup: SheetSetup, events: readonly SheetEvent[], takenBack: ReadonlySet<string>) {
  const refused = judgeLog(setup, events, takenBack);
  return { refused, folded: foldLog(countedEvents(events, refused), takenBack) };
}

const takenBackArb = fc.oneof(
  { weight: 4, arbitrary: fc.constant(new Set<string>()) },
  { weight: 1, arbitrary: fc.array(eventId(30), { maxLength: 2 }).map((ids) => new Set(ids)) },
);

describe('a log judged and folded on top of its earlier part is the whole log judged and folded', () => {
  test('split at any point of its fold order, in any number of steps', () => {
    /** Steps that judged only the events on top (else this test would only test the whole). */
    let onTop = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...SETUPS),
        logArb,
        takenBackArb,
        fc.array(fc.nat(30), { maxLength: 3 }),
        (setup, log, takenBack, cuts) => {
          const ordered = orderEvents(log);
          const points = [...new Set(cuts.map((cut) => cut % (ordered.length + 1)))].sort(
            (a, b) => a - b,
          );
          let judged = judgedFold(setup, ordered.slice(0, points[0] ?? 0), takenBack);
          for (const point of [...points.slice(1), ordered.length]) {
            // In the store's order (by id), not the fold's.
            const events = [...ordered.slice(0, point)].sort((a, b) => (a.id < b.id ? -1 : 1));
            const before = judged.ordered.length;
            judged = judgedFoldOnward(judged, events);
            if (point > before && judged.judgedNow === point - before) onTop += 1;
          }
          const expected = whole(setup, log, takenBack);
          expect([...judged.refused].sort()).toEqual([...expected.refused].sort());
          expect(judged.folded).toEqual(expected.folded);
          expect(judged.ordered).toEqual(ordered);
        },
      ),
      { numRuns: 400 },
    );
    expect(onTop).toBeGreaterThan(100);
  });

  test('on top of a log that is not its earlier part: judged whole', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SETUPS), logArb, logArb, (setup, before, log) => {
        const judged = judgedFoldOnward(judgedFold(setup, before), log);
        const expected = whole(setup, log, new Set());
        expect([...judged.refused].sort()).toEqual([...expected.refused].sort());
        expect(judged.folded).toEqual(expected.folded);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a flood taken in batch by batch', () => {
  const SETUP = setupOf(3, {});
  /** The sharer's deals, each seeing the one before: one line of its own. */
  const sharer: SheetEvent[] = [0, 1, 2, 3].map((n) => ({
    id: `anna-${n}`,
    device: 'anna',
    clock: n + 1,
    at: 1000 + n,
    change: { kind: 'deal-added', dealId: `d${n}`, deal: clubs(n % 3) },
    seen: n === 0 ? [] : [`anna-${n - 1}`],
  }));
  /** A member's renames after them, written with curl: no `seen`. */
  const flood: SheetEvent[] = Array.from({ length: 10_000 }, (_, n) => ({
    id: `flood-${String(n).padStart(5, '0')}`,
    device: 'ben',
    clock: 5 + n,
    at: 2000 + n,
    change: { kind: 'sheet-renamed', name: `Flood ${n}` },
  }));

  test('judges each batch of 1,000 alone, and ends where the whole log does', () => {
    let judged = judgedFold(SETUP, sharer);
    const judgedNow: number[] = [];
    for (let end = 1_000; end <= flood.length; end += 1_000) {
      judged = judgedFoldOnward(judged, [...sharer, ...flood.slice(0, end)]);
      judgedNow.push(judged.judgedNow);
    }
    expect(judgedNow).toEqual(Array.from({ length: 10 }, () => 1_000));
    const expected = whole(SETUP, [...sharer, ...flood], new Set());
    expect(judged.folded).toEqual(expected.folded);
    expect(judged.folded.name).toBe('Flood 9999');
    expect(judged.folded.deals).toHaveLength(4);
  });

  test('an undo on top judges the whole log again', () => {
    const base = judgedFold(SETUP, [...sharer, ...flood.slice(0, 100)]);
    const undo = { ...ev('anna-undo', 200, { kind: 'undone', undoes: 'anna-3' }, 'anna') };
    const seeing: SheetEvent = { ...undo, seen: ['flood-00099'] };
    const judged = judgedFoldOnward(base, [...sharer, ...flood.slice(0, 100), seeing]);
    expect(judged.judgedNow).toBe(105);
    expect(judged.folded.deals.map((deal) => deal.dealId)).toEqual(['d0', 'd1', 'd2']);
  });
});
