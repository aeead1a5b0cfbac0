// Undo takes back the latest change that counts on the sheet (issue 19, bug 5): a change of a
// deal already deleted (from a file, or from another phone) changes nothing, so undo passes over
// it; undoing the delete brings the deal back with that change, and the next step takes it back.
import { describe, expect, test } from 'vitest';
import { foldDeals } from '../../src/domain/fold-log';
import type { SheetEvent } from '../../src/domain/sheet-log';
import { nextUndo } from '../../src/domain/undo-step';
import { voidDeal } from '../../src/domain/voided-deal';
import { PASSED, clubs, grandHand } from '../support/house-helpers';
import { EVENING, ev, onDeal } from './log-events';

/** Takes the next step of undo as the app does: one `undone` event per event of the step. */
function undoOnce(log: readonly SheetEvent[]): SheetEvent[] {
  const step = nextUndo(log);
  if (!step) throw new Error('nothing to undo');
  const clock = Math.max(...log.map((e) => e.clock));
  const undos = step.undoes.map((event, i) =>
    ev(`u-${event.id}`, clock + 1 + i, { kind: 'undone', undoes: event.id }),
  );
  return [...log, ...undos];
}

/** What undo would say and do next: the kind of the change, the deal's number. */
function label(log: readonly SheetEvent[]) {
  const step = nextUndo(log);
  return step && [step.target.change.kind, step.dealNumber];
}

describe('undo passes over changes the fold ignores', () => {
  const deleted = onDeal('deal-deleted', 'e4', 4, 'd1');
  const edited = ev('e5', 5, {
    kind: 'deal-replaced',
    dealId: 'd1',
    replaces: 'e1',
    deal: clubs(0),
  });

  test('a change of a deleted deal: undo takes back the delete, bringing the deal back changed', () => {
    let log = [...EVENING, deleted, edited];
    expect(foldDeals(log)).toEqual([clubs(2), PASSED]);
    expect(label(log)).toEqual(['deal-deleted', 1]);
    log = undoOnce(log);
    expect(foldDeals(log)).toEqual([clubs(0), clubs(2), PASSED]);
    // Now the change counts, and the next step takes it back: deal 1 as it was.
    expect(label(log)).toEqual(['deal-replaced', 1]);
    log = undoOnce(log);
    expect(foldDeals(log)).toEqual([grandHand(1), clubs(2), PASSED]);
    expect(label(log)).toEqual(['deal-added', 3]);
  });

  test('a void of a deleted deal: the deal comes back crossed out, then counts again', () => {
    let log = [...EVENING, deleted, onDeal('deal-voided', 'e5', 5, 'd1', 'b')];
    expect(label(log)).toEqual(['deal-deleted', 1]);
    log = undoOnce(log);
    expect(foldDeals(log)).toEqual([voidDeal(grandHand(1)), clubs(2), PASSED]);
    expect(label(log)).toEqual(['deal-voided', 1]);
    log = undoOnce(log);
    expect(foldDeals(log)).toEqual([grandHand(1), clubs(2), PASSED]);
  });

  test('a deleted deal numbers where it comes back, after later deletes of others', () => {
    const log = [
      ...EVENING,
      onDeal('deal-deleted', 'e4', 4, 'd2'),
      onDeal('deal-deleted', 'e5', 5, 'd1'),
      onDeal('deal-voided', 'e6', 6, 'd2', 'b'),
    ];
    expect(label(log)).toEqual(['deal-deleted', 1]);
    expect(label(undoOnce(log))).toEqual(['deal-deleted', 2]);
  });

  test('the same void twice (two phones): one step takes back both, and the deal counts', () => {
    const log = [
      ...EVENING,
      onDeal('deal-voided', 'e4', 4, 'd2', 'a'),
      onDeal('deal-voided', 'e5', 4, 'd2', 'b'),
    ];
    expect(foldDeals(log)[1]).toEqual(voidDeal(clubs(2)));
    const step = nextUndo(log);
    expect(step?.undoes.map((e) => e.id)).toEqual(['e4', 'e5']);
    expect(step?.dealNumber).toBe(2);
    expect(foldDeals(undoOnce(log))).toEqual([grandHand(1), clubs(2), PASSED]);
  });

  test('the same delete twice: one step brings the deal back', () => {
    const log = [...EVENING, deleted, onDeal('deal-deleted', 'e5', 5, 'd1', 'b')];
    expect(label(log)).toEqual(['deal-deleted', 1]);
    expect(foldDeals(undoOnce(log))).toEqual([grandHand(1), clubs(2), PASSED]);
  });

  test('nothing left that counts: nothing to undo', () => {
    const stray = [
      onDeal('deal-voided', 'x1', 1, 'zz'),
      ev('x2', 2, { kind: 'deal-replaced', dealId: 'zz', replaces: 'x0', deal: PASSED }),
    ];
    expect(nextUndo(stray)).toBeNull();
    expect(nextUndo([])).toBeNull();
  });

  test('a change of the sheet itself names no deal', () => {
    const log = [...EVENING, ev('r4', 4, { kind: 'sheet-renamed', name: 'Friday' })];
    expect(label(log)).toEqual(['sheet-renamed', null]);
  });
});
