// The sheet as a fold of its event log (fold-log.ts, sheet-log.ts): hand-written logs, the odd
// cases of merged logs, and properties over generated logs.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { foldDeals, foldLog } from '../../src/domain/fold-log';
import { sheetMoney, type Money } from '../../src/domain/money';
import type { SheetChange, SheetEvent } from '../../src/domain/sheet-log';
import {
  compareEvents,
  isDealChange,
  mergeLogs,
  nextClock,
  orderEvents,
} from '../../src/domain/sheet-log';
import type { SheetDeal } from '../../src/domain/sheet-deal';
import { nextUndo } from '../../src/domain/undo-step';
import { voidDeal } from '../../src/domain/voided-deal';
import { PASSED, clubs, grandHand, setupOf } from '../support/house-helpers';
import { EVENING, added, ev, onDeal, replaced, undone } from './log-events';

describe('foldLog', () => {
  test('deals stand in the order they were added', () => {
    expect(foldDeals(EVENING)).toEqual([grandHand(1), clubs(2), PASSED]);
    expect(foldLog(EVENING).deals.map((d) => [d.dealId, d.addedAt, d.changes])).toEqual([
      ['d1', 1000, 0],
      ['d2', 2000, 0],
      ['d3', 3000, 0],
    ]);
  });

  test('a replace changes the deal; it counts how often and when it last changed', () => {
    const log = [
      ...EVENING,
      replaced('e4', 4, 'd2', 'e2', clubs(0)),
      replaced('e5', 5, 'd2', 'e4', clubs(1)),
    ];
    const [, second] = foldLog(log).deals;
    expect(second).toEqual({
      dealId: 'd2',
      deal: clubs(1),
      versionEvent: 'e5',
      addedAt: 2000,
      changes: 2,
      changedAt: 5000,
    });
  });

  test('a delete takes the deal off; later deals move up', () => {
    const log = [...EVENING, onDeal('deal-deleted', 'e4', 4, 'd2')];
    expect(foldDeals(log)).toEqual([grandHand(1), PASSED]);
  });

  test('a void keeps the deal at its place, crossed out; a restore counts it again', () => {
    const voided = [...EVENING, onDeal('deal-voided', 'e4', 4, 'd1')];
    expect(foldDeals(voided)).toEqual([voidDeal(grandHand(1)), clubs(2), PASSED]);
    const restored = [...voided, onDeal('deal-restored', 'e5', 5, 'd1')];
    expect(foldDeals(restored)).toEqual([grandHand(1), clubs(2), PASSED]);
    expect(foldLog(restored).deals[0]?.changedAt).toBe(5000);
  });

  test('an undone event counts as if it had not happened; the undo marks the deal changed', () => {
    const log = [...EVENING, replaced('e4', 4, 'd2', 'e2', clubs(0)), undone('u5', 5, 'e4')];
    expect(foldDeals(log)).toEqual([grandHand(1), clubs(2), PASSED]);
    expect(foldLog(log).deals[1]).toMatchObject({
      changes: 0,
      changedAt: 5000,
      versionEvent: 'e2',
    });
  });

  test('an undo of an undo, or of an unknown event, does nothing (there is no redo)', () => {
    const log = [...EVENING, undone('u4', 4, 'e3'), undone('u5', 5, 'u4'), undone('u6', 6, 'x')];
    expect(foldDeals(log)).toEqual([grandHand(1), clubs(2)]);
  });

  test('the sheet itself: the latest kept rename, player names and rules count', () => {
    const rules = { setup: setupOf(3, { list: 'seeger-fabian' }), preset: null };
    const log = [
      ev('r1', 1, { kind: 'sheet-renamed', name: 'Friday' }),
      ev('r2', 2, { kind: 'rules-changed', ...rules }),
      ev('r3', 3, { kind: 'sheet-renamed', name: 'Friday at Anna’s' }),
      ev('r4', 4, { kind: 'players-renamed', playerNames: ['Anna', 'Ben', 'Cleo'] }),
      undone('u5', 5, 'r3'),
    ];
    expect(foldLog(log)).toEqual({
      deals: [],
      name: 'Friday',
      playerNames: ['Anna', 'Ben', 'Cleo'],
      rules,
      money: null,
      conflicts: [],
    });
    expect(foldLog([])).toEqual({
      deals: [],
      name: null,
      playerNames: null,
      rules: null,
      money: null,
      conflicts: [],
    });
  });

  test('the money: the latest kept change counts, after the last deal too; undo takes it back', () => {
    const half: Money = { centsPerPoint: 0.5, currency: 'EUR', roundTo: 10, lostGameFee: null };
    const fee: Money = {
      centsPerPoint: 1,
      currency: 'CHF',
      roundTo: 5,
      lostGameFee: { cents: 50, raised: { fromGame: 4, cents: 100 } },
    };
    const log = [
      ...EVENING,
      ev('m4', 4, { kind: 'money-changed', money: half }),
      ev('m5', 5, { kind: 'money-changed', money: fee }),
    ];
    expect(foldLog(EVENING).money).toBeNull();
    expect(foldLog(log).money).toEqual({ money: fee });
    expect(foldLog(log).deals).toHaveLength(3);
    expect(nextUndo(log)?.target.id).toBe('m5');
    const undoneOnce = [...log, undone('u6', 6, 'm5')];
    expect(foldLog(undoneOnce).money).toEqual({ money: half });
    expect(nextUndo(undoneOnce)?.target.id).toBe('m4');
    // Played for nothing is a change of its own, not "never set".
    const none = [...log, ev('m7', 7, { kind: 'money-changed', money: null })];
    expect(foldLog(none).money).toEqual({ money: null });
    expect(foldLog([...log, undone('u6', 6, 'm5'), undone('u7', 7, 'm4')]).money).toBeNull();
  });

  test('a sheet settles with its latest money, else its rules’ stake in euros to the cent', () => {
    const chf: Money = { centsPerPoint: 2, currency: 'CHF', roundTo: 10, lostGameFee: null };
    expect(sheetMoney({ centsPerPoint: 0.5 }, null)).toEqual({
      centsPerPoint: 0.5,
      currency: 'EUR',
      roundTo: 1,
      lostGameFee: null,
    });
    expect(sheetMoney(null, null)).toBeNull();
    expect(sheetMoney({ centsPerPoint: 0.5 }, { money: chf })).toBe(chf);
    expect(sheetMoney({ centsPerPoint: 0.5 }, { money: null })).toBeNull();
  });
});

describe('odd cases of merged logs fold by a fixed rule, never crash', () => {
  test('two replaces of one version: the later in (clock, device, id) order wins', () => {
    const a = replaced('x', 4, 'd2', 'e2', clubs(0), 'phone-a');
    const b = replaced('y', 4, 'd2', 'e2', clubs(1), 'phone-b');
    expect(foldDeals([...EVENING, a, b])[1]).toEqual(clubs(1));
    expect(foldDeals([b, ...EVENING, a])[1]).toEqual(clubs(1));
    expect(foldLog([...EVENING, a, b]).deals[1]?.changes).toBe(2);
  });

  test('a replace of a version another phone undid still applies: a later correction', () => {
    const log = [
      ...EVENING,
      replaced('e4', 4, 'd2', 'e2', clubs(0), 'phone-a'),
      undone('u5', 5, 'e4', 'phone-a'),
      replaced('e5', 5, 'd2', 'e4', clubs(1), 'phone-b'),
    ];
    expect(foldDeals(log)[1]).toEqual(clubs(1));
  });

  test('a void, restore or replace of a deleted deal does nothing; undoing the delete brings them', () => {
    const deleted = onDeal('deal-deleted', 'e4', 4, 'd2', 'phone-a');
    const voided = onDeal('deal-voided', 'e5', 5, 'd2', 'phone-b');
    const edited = replaced('e6', 6, 'd2', 'e2', clubs(0), 'phone-b');
    expect(foldDeals([...EVENING, deleted, voided, edited])).toEqual([grandHand(1), PASSED]);
    const undeleted = [...EVENING, deleted, voided, edited, undone('u7', 7, 'e4')];
    expect(foldDeals(undeleted)).toEqual([grandHand(1), voidDeal(clubs(0)), PASSED]);
  });

  test('a second add of a deal id already added (or deleted) is ignored', () => {
    const again = added('e4', 4, 'd1', clubs(0));
    expect(foldDeals([...EVENING, again])).toEqual([grandHand(1), clubs(2), PASSED]);
    const deleted = onDeal('deal-deleted', 'e4', 4, 'd1');
    expect(foldDeals([...EVENING, deleted, added('e5', 5, 'd1', clubs(0))])).toEqual([
      clubs(2),
      PASSED,
    ]);
  });

  test('a change of a deal the log never added does nothing', () => {
    const stray = [onDeal('deal-voided', 'e0', 1, 'zz'), replaced('e9', 9, 'zz', 'e0', clubs(0))];
    expect(foldDeals([...EVENING, ...stray])).toEqual([grandHand(1), clubs(2), PASSED]);
  });

  test('deals added on two phones at once stand by clock, then device', () => {
    const fromB = added('b1', 4, 'db', clubs(1), 'phone-b');
    const fromA = added('a1', 4, 'da', clubs(0), 'phone-a');
    expect(foldDeals([...EVENING, fromB, fromA]).slice(3)).toEqual([clubs(0), clubs(1)]);
  });

  test('the same event twice (two copies of a log) counts once', () => {
    expect(foldDeals([...EVENING, ...EVENING])).toEqual(foldDeals(EVENING));
  });
});

describe('undo walks back step by step', () => {
  test('nextUndo is the latest change not yet undone', () => {
    const log: SheetEvent[] = [...EVENING, onDeal('deal-voided', 'e4', 4, 'd1')];
    expect(nextUndo(log)?.target.id).toBe('e4');
    log.push(undone('u5', 5, 'e4'));
    expect(nextUndo(log)?.target.id).toBe('e3');
    log.push(undone('u6', 6, 'e3'), undone('u7', 7, 'e2'), undone('u8', 8, 'e1'));
    expect(nextUndo(log)).toBeNull();
    expect(foldDeals(log)).toEqual([]);
  });

  test('the clock of a new event is above every clock of the log', () => {
    expect(nextClock([])).toBe(1);
    expect(nextClock([...EVENING, added('b', 9, 'x', PASSED, 'b')])).toBe(10);
  });
});

// ---- Properties ----

/** What one person does next on a phone; `pick` chooses among the deals it sees. */
type Operation =
  | { readonly kind: 'add'; readonly deal: SheetDeal }
  | { readonly kind: 'replace'; readonly pick: number; readonly deal: SheetDeal }
  | { readonly kind: 'delete' | 'void' | 'restore'; readonly pick: number }
  | { readonly kind: 'undo' };

const DEALS: readonly SheetDeal[] = [PASSED, clubs(0), clubs(1), clubs(2), grandHand(1)];
const dealArb = fc.constantFrom(...DEALS);
const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 3, arbitrary: dealArb.map((deal) => ({ kind: 'add' as const, deal })) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), deal: dealArb }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('delete' as const, 'void' as const, 'restore' as const),
      pick: fc.nat(),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
);

/** A deal as a reference list holds it, built without the fold. */
interface ModelDeal {
  readonly dealId: string;
  readonly deal: SheetDeal;
  readonly voided: boolean;
}

/**
 * The change a phone makes for an operation, given the deals it sees; null when the operation
 * has nothing to act on (like a button that is not shown).
 */
function changeFor(
  op: Operation,
  seen: readonly ModelDeal[],
  dealId: string,
  log: readonly SheetEvent[],
): SheetChange | null {
  if (op.kind === 'add') return { kind: 'deal-added', dealId, deal: op.deal };
  if (op.kind === 'undo') {
    const target = nextUndo(log)?.target;
    return target ? { kind: 'undone', undoes: target.id } : null;
  }
  const candidates = seen.filter((d) =>
    op.kind === 'void' ? !d.voided : op.kind === 'restore' ? d.voided : true,
  );
  const target = candidates[op.pick % Math.max(1, candidates.length)];
  if (!target) return null;
  if (op.kind === 'replace') {
    const version = foldLog(log).deals.find((d) => d.dealId === target.dealId)?.versionEvent ?? '';
    return { kind: 'deal-replaced', dealId: target.dealId, replaces: version, deal: op.deal };
  }
  const kinds = { delete: 'deal-deleted', void: 'deal-voided', restore: 'deal-restored' } as const;
  return { kind: kinds[op.kind], dealId: target.dealId };
}

/** The reference: each operation applied to a plain list, undo restoring the list before. */
function applyDirectly(list: readonly ModelDeal[], change: SheetChange): ModelDeal[] {
  switch (change.kind) {
    case 'deal-added':
      return [...list, { dealId: change.dealId, deal: change.deal, voided: false }];
    case 'deal-replaced':
      return list.map((d) => (d.dealId === change.dealId ? { ...d, deal: change.deal } : d));
    case 'deal-deleted':
      return list.filter((d) => d.dealId !== change.dealId);
    case 'deal-voided':
    case 'deal-restored': {
      const voided = change.kind === 'deal-voided';
      return list.map((d) => (d.dealId === change.dealId ? { ...d, voided } : d));
    }
    default:
      return [...list];
  }
}

function listed(list: readonly ModelDeal[]) {
  return list.map((d) => (d.voided ? voidDeal(d.deal) : d.deal));
}

/** One phone playing operations in turn: its log, and the list the reference keeps. */
function play(ops: readonly Operation[], device = 'a', start: readonly SheetEvent[] = []) {
  const log = [...start];
  let list: ModelDeal[] = foldLog(start).deals.map((d) => ({
    dealId: d.dealId,
    deal: d.deal.kind === 'voided' ? d.deal.deal : d.deal,
    voided: d.deal.kind === 'voided',
  }));
  const before: ModelDeal[][] = [];
  ops.forEach((op, index) => {
    const id = `${device}-${index}`;
    const change = changeFor(op, list, `deal-${id}`, log);
    if (!change) return;
    log.push({ id, device, clock: nextClock(log), at: 1000 + index, change });
    if (change.kind === 'undone') list = before.pop() ?? [];
    else {
      before.push(list);
      list = applyDirectly(list, change);
    }
  });
  return { log, list };
}

/** A permutation of the log, from a seed (arrival order on another phone). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed >>> 0 || 1;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

describe('properties', () => {
  test('replaying the log gives the deals the operations made, applied directly', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (ops) => {
        const { log, list } = play(ops);
        expect(foldDeals(log)).toEqual(listed(list));
      }),
      { numRuns: 300 },
    );
  });

  test('the fold is the same in any arrival order, with events arriving twice', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), fc.integer(), (ops, seed) => {
        const { log } = play(ops);
        const arrived = shuffled([...log, ...log.slice(0, seed % 5)], seed);
        expect(foldLog(arrived)).toEqual(foldLog(log));
      }),
      { numRuns: 300 },
    );
  });

  test('two phones working on one sheet: merged either way, the logs fold to one sheet', () => {
    fc.assert(
      fc.property(
        fc.array(operation, { maxLength: 15 }),
        fc.array(operation, { maxLength: 15 }),
        fc.array(operation, { maxLength: 15 }),
        fc.integer(),
        (shared, onA, onB, seed) => {
          const common = play(shared, 'a').log;
          const a = play(onA, 'phone-a', common).log;
          const b = play(onB, 'phone-b', common).log;
          const ab = foldLog(mergeLogs(a, b));
          expect(foldLog(mergeLogs(b, a))).toEqual(ab);
          expect(foldLog(shuffled([...b, ...a], seed))).toEqual(ab);
          // Merging again changes nothing; the merged log is ordered by (clock, device, id).
          expect(foldLog(mergeLogs(mergeLogs(a, b), a))).toEqual(ab);
          const merged = mergeLogs(a, b);
          merged.slice(1).forEach((event, i) => {
            expect(compareEvents(merged[i] as SheetEvent, event)).toBeLessThan(0);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  test('two phones merged: every step of undo changes the sheet, names its deal, and ends', () => {
    /** The sheet as a person sees it: each deal, its version and how often it was changed. */
    const seen = (log: readonly SheetEvent[]) =>
      foldLog(log).deals.map(({ dealId, deal, versionEvent, changes }) => ({
        ...{ dealId, deal, versionEvent, changes },
      }));
    fc.assert(
      fc.property(
        fc.array(operation, { maxLength: 12 }),
        fc.array(operation, { maxLength: 12 }),
        fc.array(operation, { maxLength: 12 }),
        (shared, onA, onB) => {
          const common = play(shared, 'a').log;
          let log = mergeLogs(play(onA, 'phone-a', common).log, play(onB, 'phone-b', common).log);
          for (let step = nextUndo(log); step; step = nextUndo(log)) {
            const { target, undoes, dealNumber } = step;
            const clock = nextClock(log);
            const undos = undoes.map((event, i) =>
              undone(`undo-${event.id}`, clock + i, event.id, 'phone-a'),
            );
            const after = [...log, ...undos];
            expect(seen(after)).not.toEqual(seen(log));
            if (isDealChange(target.change)) {
              const shown = foldLog(target.change.kind === 'deal-deleted' ? after : log).deals;
              expect(shown[(dealNumber ?? 0) - 1]?.dealId).toBe(target.change.dealId);
            }
            log = after;
          }
          expect(foldDeals(log)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('orderEvents keeps each id once', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 20 }), (ops) => {
        const { log } = play(ops);
        const ordered = orderEvents([...log, ...log]);
        expect(ordered.map((e) => e.id).sort()).toEqual(log.map((e) => e.id).sort());
      }),
    );
  });
});
