// The history folded once (sheet-history.ts, history-fold.ts) against the history as first
// written (test/support/history-reference.ts: each entry folds and scores its own prefix of the
// log): the same entries, numbers and rows on random logs, merged ones included — undos (of
// later, unknown and undo events too), replaces, deletes, voids, restores, a deal added twice,
// rules changes (to rules that do not score as well), equal clocks.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dealHistory } from '../../src/domain/deal-history';
import type { SheetSetup } from '../../src/domain/rules';
import { historyEntries, historyOf, sheetHistory } from '../../src/domain/sheet-history';
import type { SheetChange, SheetEvent } from '../../src/domain/sheet-log';
import { referenceDealHistory, referenceSheetHistory } from '../support/history-reference';
import { PASSED, clubs, grandHand, rounds, setupOf } from '../support/house-helpers';

const SETUPS: readonly SheetSetup[] = [
  setupOf(3, {}),
  setupOf(4, {}, 1),
  // Bock rounds: a deal's row (its Bock) depends on the deals before it.
  setupOf(3, { bock: rounds(['grand-hand-won']) }),
  // No seat for the first dealer: the sheet does not score, rows are null.
  setupOf(3, {}, 7),
];
const DEALS = [PASSED, clubs(0), clubs(1), clubs(2), grandHand(1), grandHand(2, 30)];
const DEAL_IDS = ['d0', 'd1', 'd2', 'd3'];

/** An event id among those of a log of `length` events, or one past its end (unknown). */
const eventId = (length: number) => fc.nat(length + 1).map((i) => `e${i}`);

function changeArb(length: number): fc.Arbitrary<SheetChange> {
  const dealId = fc.constantFrom(...DEAL_IDS);
  const deal = fc.constantFrom(...DEALS);
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('deal-added' as const), dealId, deal }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('deal-replaced' as const),
        dealId,
        replaces: eventId(length),
        deal,
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constantFrom(
          'deal-deleted' as const,
          'deal-voided' as const,
          'deal-restored' as const,
        ),
        dealId,
      }),
    },
    {
      weight: 4,
      arbitrary: fc.record({ kind: fc.constant('undone' as const), undoes: eventId(length) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('rules-changed' as const),
        setup: fc.constantFrom(...SETUPS),
        preset: fc.constant(null),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'sheet-renamed' as const, name: 'Friday' }) },
  );
}

/** A log of up to 40 events with clocks that tie and a second device: a merged log. */
const logArb: fc.Arbitrary<SheetEvent[]> = fc
  .nat(40)
  .chain((length) =>
    fc.array(
      fc.record({
        device: fc.constantFrom('a', 'b'),
        clock: fc.integer({ min: 1, max: 12 }),
        change: changeArb(length),
      }),
      { minLength: length, maxLength: length },
    ),
  )
  .map((drafts) => drafts.map((draft, i) => ({ ...draft, id: `e${i}`, at: 1000 + i })));

const setupArb = fc.constantFrom(...SETUPS);

describe('the history folded once equals every prefix folded and scored', () => {
  test('the whole sheet: entries, numbers, rows', () => {
    fc.assert(
      fc.property(setupArb, logArb, (setup, log) => {
        expect(sheetHistory(setup, log)).toEqual(referenceSheetHistory(setup, log));
      }),
      { numRuns: 300 },
    );
  });

  test("one deal's history, on the deal's screen and as deal steps", () => {
    fc.assert(
      fc.property(setupArb, logArb, fc.constantFrom(...DEAL_IDS), (setup, log, dealId) => {
        expect(sheetHistory(setup, log, dealId)).toEqual(referenceSheetHistory(setup, log, dealId));
        expect(dealHistory(log, dealId)).toEqual(referenceDealHistory(log, dealId));
      }),
      { numRuns: 300 },
    );
  });

  test('a page of entries is that part of the whole', () => {
    fc.assert(
      fc.property(setupArb, logArb, fc.nat(45), fc.nat(45), (setup, log, a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const history = historyOf(log);
        expect(historyEntries(setup, history, from, to)).toEqual(
          referenceSheetHistory(setup, log).slice(from, to),
        );
      }),
      { numRuns: 200 },
    );
  });
});
