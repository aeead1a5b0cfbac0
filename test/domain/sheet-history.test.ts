// The whole sheet's history (sheet-history.ts): every event with the deal before and after, as
// the list scored it then.
import { describe, expect, test } from 'vitest';
import { lastCorrectedAt, sheetHistory } from '../../src/domain/sheet-history';
import type { SheetChange, SheetEvent } from '../../src/domain/sheet-log';
import { voidDeal } from '../../src/domain/voided-deal';
import { PASSED, clubs, grandHand, setupOf } from '../support/house-helpers';

function ev(id: string, clock: number, change: SheetChange): SheetEvent {
  return { id, device: 'a', clock, at: clock * 1000, change };
}

const SETUP = setupOf(3, {});

// Anna (0) grand hand with 1 won: (1 + game 1 + hand 1) × 24 = +72.
// Ben (1) clubs with 1 won with 61: (1 + 1) × 12 = +24; lost with 40 (not schneider): −2 × 24 = −48.
const LOG = [
  ev('e1', 1, { kind: 'deal-added', dealId: 'd1', deal: grandHand(0) }),
  ev('e2', 2, { kind: 'deal-added', dealId: 'd2', deal: clubs(1) }),
  ev('e3', 3, { kind: 'deal-replaced', dealId: 'd2', replaces: 'e2', deal: clubs(1, 40) }),
  ev('e4', 4, { kind: 'deal-voided', dealId: 'd1' }),
  ev('u5', 5, { kind: 'undone', undoes: 'e4' }),
  ev('e6', 6, { kind: 'deal-deleted', dealId: 'd1' }),
  ev('e7', 7, { kind: 'sheet-renamed', name: 'Friday' }),
  // From another phone, merged: a void of the deal this phone deleted changes nothing.
  ev('e8', 8, { kind: 'deal-voided', dealId: 'd1' }),
];

/** Each entry as [event, deal number, before (number, deal, value of the seat), after …]. */
function summary(seat: number) {
  return sheetHistory(SETUP, LOG).map((entry) => [
    entry.event.id,
    entry.dealNumber,
    entry.before && [entry.before.number, entry.before.deal, entry.before.row?.listDelta[seat]],
    entry.after && [entry.after.number, entry.after.deal, entry.after.row?.listDelta[seat]],
    entry.undone,
  ]);
}

describe('sheetHistory', () => {
  test('Anna’s grand: added, voided (undone later), the undo, deleted, a merged void', () => {
    const anna = summary(0).filter(([id]) => id !== 'e2' && id !== 'e3' && id !== 'e7');
    expect(anna).toEqual([
      ['e1', 1, null, [1, grandHand(0), 72], false],
      ['e4', 1, [1, grandHand(0), 72], [1, voidDeal(grandHand(0)), 0], true],
      ['u5', 1, [1, voidDeal(grandHand(0)), 0], [1, grandHand(0), 72], false],
      ['e6', 1, [1, grandHand(0), 72], null, false],
      ['e8', 1, null, null, false],
    ]);
  });

  test('Ben’s clubs changed: the old and the new value', () => {
    const ben = summary(1).filter(([id]) => id === 'e2' || id === 'e3');
    expect(ben).toEqual([
      ['e2', 2, null, [2, clubs(1), 24], false],
      ['e3', 2, [2, clubs(1), 24], [2, clubs(1, 40), -48], false],
    ]);
  });

  test('an undo names its target and deal; a change of the sheet names no deal', () => {
    const entries = sheetHistory(SETUP, LOG);
    const undo = entries.find((entry) => entry.event.id === 'u5');
    expect(undo?.target?.id).toBe('e4');
    expect(undo?.dealId).toBe('d1');
    const renamed = entries.find((entry) => entry.event.id === 'e7');
    expect(renamed).toMatchObject({ dealId: null, dealNumber: null, before: null, after: null });
  });

  test('one deal’s own history: only the events about it, an undo of one included', () => {
    expect(sheetHistory(SETUP, LOG, 'd1').map((entry) => entry.event.id)).toEqual([
      'e1',
      'e4',
      'u5',
      'e6',
      'e8',
    ]);
    expect(sheetHistory(SETUP, LOG, 'd2').map((entry) => entry.event.id)).toEqual(['e2', 'e3']);
  });

  test('fold order, not arrival order; a sheet that does not score has no rows', () => {
    const shuffled = [...LOG].reverse();
    expect(sheetHistory(SETUP, shuffled).map((entry) => entry.event.id)).toEqual(
      LOG.map((event) => event.id),
    );
    // At four the dealer sits out: Anna declaring deal 1 while she deals cannot be scored.
    const invalid = sheetHistory(setupOf(4, {}), [
      ev('x1', 1, { kind: 'deal-added', dealId: 'd1', deal: grandHand(0) }),
      ev('x2', 2, { kind: 'deal-added', dealId: 'd2', deal: PASSED }),
    ]);
    expect(invalid[0]?.after).toEqual({ number: 1, deal: grandHand(0), row: null });
  });

  test('lastCorrectedAt: the latest replace that counts; a void or an undo is no correction', () => {
    expect([...lastCorrectedAt(LOG)]).toEqual([['d2', 3000]]);
    const withUndo = [
      ...LOG,
      ev('e9', 9, { kind: 'deal-replaced', dealId: 'd2', replaces: 'e3', deal: clubs(1) }),
      ev('u10', 10, { kind: 'undone', undoes: 'e9' }),
    ];
    expect(lastCorrectedAt(withUndo).get('d2')).toBe(3000);
  });
});
