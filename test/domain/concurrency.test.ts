// Concurrency detected from `seen` (concurrency.ts) and folded (fold-log.ts): hand-written logs
// of two phones, and a property over simulated evenings of two phones that sync now and then.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { analysis } from '../../src/domain/concurrency';
import { MAX_SEEN, headsOf, isSeenInBounds } from '../../src/domain/seen';
import { foldLog, provideAnalysis } from '../../src/domain/fold-log';
import type { SheetDeal } from '../../src/domain/sheet-deal';
import {
  mergeLogs,
  nextClock,
  orderEvents,
  type SheetChange,
  type SheetEvent,
} from '../../src/domain/sheet-log';
import { nextUndo } from '../../src/domain/undo-step';
import { sheetHistory } from '../../src/domain/sheet-history';
import { EVENING, ev } from './log-events';
import { PASSED, clubs, grandHand, setupOf } from '../support/house-helpers';

/** An event that says what its author had seen. */
function seenEv(
  id: string,
  clock: number,
  change: SheetChange,
  device: string,
  seen: string[],
): SheetEvent {
  return { ...ev(id, clock, change, device), seen };
}
const add = (
  id: string,
  clock: number,
  dealId: string,
  deal: SheetDeal,
  device: string,
  seen: string[],
) => seenEv(id, clock, { kind: 'deal-added', dealId, deal }, device, seen);
const resolve = (
  id: string,
  clock: number,
  keeps: string,
  drops: string[],
  device: string,
  seen: string[],
) => seenEv(id, clock, { kind: 'conflict-resolved', keeps, drops }, device, seen);

/** After the evening's three deals (written before `seen`), Anna's and Ben's phones add deal 4. */
const anna4 = add('a4', 4, 'da4', grandHand(1), 'anna', ['e3']);
const ben4 = add('b4', 4, 'db4', clubs(2), 'ben', ['e3']);

provideAnalysis(analysis);

const dealIds = (events: readonly SheetEvent[]) => foldLog(events).deals.map((d) => d.dealId);

describe('concurrency from seen', () => {
  test('an old log (no seen) is one line: no conflict, folded as before', () => {
    expect(foldLog(EVENING).conflicts).toEqual([]);
    expect(analysis(orderEvents(EVENING), new Set()).conflicts).toEqual([]);
    expect(headsOf(orderEvents(EVENING))).toEqual(['e3']);
  });

  test('two phones add deal 4 at once: a conflict, the first version on the list for now', () => {
    const log = [...EVENING, ben4, anna4];
    const folded = foldLog(log);
    expect(folded.conflicts).toEqual([{ kind: 'added', dealId: 'da4', versions: [anna4, ben4] }]);
    expect(dealIds(log)).toEqual(['d1', 'd2', 'd3', 'da4']);
    expect(headsOf(orderEvents(log))).toEqual(['a4', 'b4']);
  });

  test('the same deal entered on both phones counts once, silently', () => {
    const same = add('b4', 4, 'db4', grandHand(1), 'ben', ['e3']);
    const log = [...EVENING, same, anna4];
    expect(foldLog(log).conflicts).toEqual([]);
    expect(dealIds(log)).toEqual(['d1', 'd2', 'd3', 'da4']);
    // Undo takes the deal back with its copy: the step changes the sheet.
    expect(nextUndo(log)?.undoes.map((e) => e.id)).toEqual(['a4', 'b4']);
  });

  test('a deal added after seeing the other is no conflict, whatever the clocks say', () => {
    const ben5 = add('b5', 5, 'db5', clubs(2), 'ben', ['a4']);
    expect(foldLog([...EVENING, anna4, ben5]).conflicts).toEqual([]);
    expect(dealIds([...EVENING, anna4, ben5])).toEqual(['d1', 'd2', 'd3', 'da4', 'db5']);
  });

  test('the table keeps one: the other is dropped, the decision is undoable', () => {
    const keepBen = resolve('r1', 5, 'b4', ['a4'], 'anna', ['a4', 'b4']);
    const log = [...EVENING, anna4, ben4, keepBen];
    expect(foldLog(log).conflicts).toEqual([]);
    expect(dealIds(log)).toEqual(['d1', 'd2', 'd3', 'db4']);
    expect(nextUndo(log)?.target.id).toBe('r1');
    const undoneLog = [...log, seenEv('u1', 6, { kind: 'undone', undoes: 'r1' }, 'anna', ['r1'])];
    expect(foldLog(undoneLog).conflicts).toHaveLength(1);
    expect(dealIds(undoneLog)).toEqual(['d1', 'd2', 'd3', 'da4']);
  });

  test('two concurrent decisions: the first in fold order wins, on every phone', () => {
    const keepBen = resolve('r1', 5, 'b4', ['a4'], 'anna', ['a4', 'b4']);
    const keepAnna = resolve('r2', 5, 'a4', ['b4'], 'ben', ['a4', 'b4']);
    const log = [...EVENING, anna4, ben4, keepAnna, keepBen];
    expect(dealIds(log)).toEqual(['d1', 'd2', 'd3', 'db4']);
    expect(dealIds([...log].reverse())).toEqual(['d1', 'd2', 'd3', 'db4']);
    // The later decision changed nothing: undo passes over it.
    expect(nextUndo(log)?.target.id).toBe('r1');
  });

  test('one phone offline for three deals, the other for two: a conflict at each place', () => {
    const anna = [
      anna4,
      add('a5', 5, 'da5', PASSED, 'anna', ['a4']),
      add('a6', 6, 'da6', clubs(0), 'anna', ['a5']),
    ];
    const ben = [ben4, add('b5', 5, 'db5', grandHand(0), 'ben', ['b4'])];
    const log = [...EVENING, ...ben, ...anna];
    const { conflicts } = foldLog(log);
    expect(conflicts.map((c) => [c.dealId, c.versions.map((e) => e.id)])).toEqual([
      ['da4', ['a4', 'b4']],
      ['da5', ['a5', 'b5']],
    ]);
    expect(dealIds(log)).toEqual(['d1', 'd2', 'd3', 'da4', 'da5', 'da6']);
  });

  test('the deal entered after a dropped version is the next deal, no rival of the kept one', () => {
    // Anna entered deal 4 and then deal 5; Ben, offline, only deal 4. The table keeps Ben's 4.
    const anna5 = add('a5', 5, 'da5', PASSED, 'anna', ['a4']);
    const keepBen = resolve('r1', 6, 'b4', ['a4'], 'ben', ['a5', 'b4']);
    const log = [...EVENING, anna4, anna5, ben4, keepBen];
    expect(foldLog(log).conflicts).toEqual([]);
    expect(dealIds(log)).toEqual(['d1', 'd2', 'd3', 'db4', 'da5']);
    expect(dealIds([...log].reverse())).toEqual(['d1', 'd2', 'd3', 'db4', 'da5']);
  });

  test("the version kept stands where the deal was played, though its phone's clock ran ahead", () => {
    // Ben voided deal 3 and entered deal 4 (clock 5) offline; Anna entered deal 4, then deal 5
    // (clock 5, after Ben's in fold order by id). The table keeps Ben's deal 4.
    const benVoid = seenEv('b3', 4, { kind: 'deal-voided', dealId: 'd3' }, 'ben', ['e3']);
    const ben4Later = add('b4', 5, 'db4', clubs(2), 'ben', ['b3']);
    const anna5 = add('a5', 5, 'da5', PASSED, 'anna', ['a4']);
    const keepBen = resolve('r1', 6, 'b4', ['a4'], 'anna', ['a5', 'b4']);
    const log = [...EVENING, anna4, anna5, benVoid, ben4Later, keepBen];
    expect(
      orderEvents(log)
        .map((e) => e.id)
        .slice(-4),
    ).toEqual(['b3', 'a5', 'b4', 'r1']);
    expect(foldLog(log).conflicts).toEqual([]);
    expect(dealIds(log)).toEqual(['d1', 'd2', 'd3', 'db4', 'da5']);
    expect(dealIds([...log].reverse())).toEqual(['d1', 'd2', 'd3', 'db4', 'da5']);
    // Undone, the decision leaves the conflict open, Anna's version on the list for now.
    const undoneLog = [...log, seenEv('u1', 7, { kind: 'undone', undoes: 'r1' }, 'anna', ['r1'])];
    expect(dealIds(undoneLog)).toEqual(['d1', 'd2', 'd3', 'da4', 'da5']);
    // The history's last entry, the decision, shows Ben's deal where the sheet has it: deal 4.
    const decision = sheetHistory(setupOf(3, {}), log).at(-1);
    expect(decision?.event.id).toBe('r1');
    expect([decision?.dealNumber, decision?.after?.number]).toEqual([4, 4]);
    expect(decision?.after?.deal).toEqual(clubs(2));
  });

  test('the table keeps both deals 4, in the order it chose, before the deals entered after', () => {
    const benVoid = seenEv('b3', 4, { kind: 'deal-voided', dealId: 'd3' }, 'ben', ['e3']);
    const ben4Later = add('b4', 5, 'db4', clubs(2), 'ben', ['b3']);
    const anna5 = add('a5', 5, 'da5', PASSED, 'anna', ['a4']);
    const both = seenEv(
      'r1',
      6,
      { kind: 'conflict-resolved', keeps: 'b4', drops: [], then: ['a4'] },
      'anna',
      ['a5', 'b4'],
    );
    const log = [...EVENING, anna4, anna5, benVoid, ben4Later, both];
    expect(foldLog(log).conflicts).toEqual([]);
    expect(dealIds(log)).toEqual(['d1', 'd2', 'd3', 'db4', 'da4', 'da5']);
    expect(dealIds([...log].reverse())).toEqual(['d1', 'd2', 'd3', 'db4', 'da4', 'da5']);
    // The other order, decided on another phone that had not seen this decision: the first
    // decision in fold order wins; alone, it puts Anna's deal first.
    const other = seenEv(
      'r2',
      7,
      { kind: 'conflict-resolved', keeps: 'a4', drops: [], then: ['b4'] },
      'ben',
      ['a5', 'b4'],
    );
    expect(dealIds([...log, other])).toEqual(['d1', 'd2', 'd3', 'db4', 'da4', 'da5']);
    expect(dealIds([...log.slice(0, -1), other])).toEqual(['d1', 'd2', 'd3', 'da4', 'db4', 'da5']);
    // The history shows the decision at the kept deal's place on the list: deal 4, either way.
    const decision = (events: readonly SheetEvent[]) => {
      const entry = sheetHistory(setupOf(3, {}), events).at(-1);
      return [entry?.dealNumber, entry?.after?.number, entry?.after?.deal];
    };
    expect(decision(log)).toEqual([4, 4, clubs(2)]);
    expect(decision([...log.slice(0, -1), other])).toEqual([4, 4, grandHand(1)]);
  });

  test('two concurrent corrections of one deal that differ: a conflict at that deal', () => {
    const replace = seenEv(
      'a4',
      4,
      { kind: 'deal-replaced', dealId: 'd2', replaces: 'e2', deal: clubs(1) },
      'anna',
      ['e3'],
    );
    const voided = seenEv('b4', 4, { kind: 'deal-voided', dealId: 'd2' }, 'ben', ['e3']);
    const folded = foldLog([...EVENING, replace, voided]);
    expect(folded.conflicts).toEqual([
      { kind: 'corrected', dealId: 'd2', versions: [replace, voided] },
    ]);
    const sameVoid = seenEv('a4', 4, { kind: 'deal-voided', dealId: 'd2' }, 'anna', ['e3']);
    expect(foldLog([...EVENING, sameVoid, voided]).conflicts).toEqual([]);
    // Keeping the void drops the replace: the deal is the one added, crossed out.
    const keep = resolve('r1', 5, 'b4', ['a4'], 'anna', ['a4', 'b4']);
    const decided = foldLog([...EVENING, replace, voided, keep]);
    expect(decided.conflicts).toEqual([]);
    expect(decided.deals[1]?.versionEvent).toBe('e2');
  });

  test('seen is bounded: at most 64 ids of an id form', () => {
    expect(isSeenInBounds([])).toBe(true);
    expect(isSeenInBounds(Array.from({ length: MAX_SEEN }, (_, i) => `e${i}`))).toBe(true);
    expect(isSeenInBounds(Array.from({ length: MAX_SEEN + 1 }, (_, i) => `e${i}`))).toBe(false);
    expect(isSeenInBounds(['a b'])).toBe(false);
    expect(isSeenInBounds('e1')).toBe(false);
  });
});

// A simulated evening: two phones, each with its own copy of the log, enter deals, correct and
// void them, undo and decide conflicts, and sync now and then. Whatever the order the events
// reach a copy, every copy of the same events folds to the same sheet.
type Step =
  | { readonly phone: 0 | 1; readonly act: 'add'; readonly deal: number }
  | { readonly phone: 0 | 1; readonly act: 'void' | 'undo' | 'decide' | 'replace' }
  | { readonly act: 'sync' };

const DEALS: readonly SheetDeal[] = [PASSED, clubs(0), clubs(1), grandHand(2)];
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    phone: fc.constantFrom(0 as const, 1 as const),
    act: fc.constant('add' as const),
    deal: fc.nat(3),
  }),
  fc.record({
    phone: fc.constantFrom(0 as const, 1 as const),
    act: fc.constantFrom('void' as const, 'undo' as const, 'decide' as const, 'replace' as const),
  }),
  fc.constant({ act: 'sync' as const }),
);

function simulate(steps: readonly Step[]): [SheetEvent[], SheetEvent[]] {
  const copies: [SheetEvent[], SheetEvent[]] = [[...EVENING], [...EVENING]];
  let n = 0;
  for (const step of steps) {
    if (step.act === 'sync') {
      const merged = mergeLogs(copies[0], copies[1]);
      copies[0] = [...merged];
      copies[1] = [...merged];
      continue;
    }
    const log = copies[step.phone];
    const folded = foldLog(log);
    const last = folded.deals.at(-1);
    let change: SheetChange | null = null;
    n++;
    if (step.act === 'add')
      change = { kind: 'deal-added', dealId: `d-${n}`, deal: DEALS[step.deal] ?? PASSED };
    else if (step.act === 'void' && last) change = { kind: 'deal-voided', dealId: last.dealId };
    else if (step.act === 'replace' && last) {
      change = {
        kind: 'deal-replaced',
        dealId: last.dealId,
        replaces: last.versionEvent,
        deal: clubs(2),
      };
    } else if (step.act === 'undo') {
      const undo = nextUndo(log);
      if (undo) change = { kind: 'undone', undoes: undo.target.id };
    } else if (step.act === 'decide') {
      const conflict = folded.conflicts[0];
      const [keep, ...drops] = conflict ? [...conflict.versions].reverse() : [];
      if (keep)
        change = { kind: 'conflict-resolved', keeps: keep.id, drops: drops.map((e) => e.id) };
    }
    if (!change) continue;
    const device = step.phone === 0 ? 'anna' : 'ben';
    const event = {
      id: `x${n}`,
      device,
      clock: nextClock(log),
      at: n,
      change,
      seen: headsOf(orderEvents(log)),
    };
    copies[step.phone] = [...log, event];
  }
  return copies;
}

describe('every order of the same events folds to one sheet', () => {
  test('two phones, any interleaving and any arrival order', () => {
    fc.assert(
      fc.property(
        fc.array(stepArb, { maxLength: 30 }).chain((steps) => {
          const [a, b] = simulate(steps);
          const all = mergeLogs(a, b);
          return fc.tuple(
            fc.constant({ a, b, all }),
            fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }),
          );
        }),
        ([{ a, b, all }, shuffled]) => {
          const folded = foldLog(all);
          expect(foldLog(shuffled)).toEqual(folded);
          expect(foldLog(mergeLogs(b, a))).toEqual(folded);
          // Every event counted once: no deal twice on the list.
          const ids = folded.deals.map((deal) => deal.dealId);
          expect(new Set(ids).size).toBe(ids.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
