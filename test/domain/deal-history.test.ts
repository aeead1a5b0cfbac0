// One deal's history (deal-history.ts): each event that changed it, with the deal before and after.
import { describe, expect, test } from 'vitest';
import { dealHistory } from '../../src/domain/deal-history';
import type { SheetChange, SheetEvent } from '../../src/domain/sheet-log';
import { voidDeal } from '../../src/domain/voided-deal';
import { PASSED, clubs, grandHand } from '../support/house-helpers';

function ev(id: string, clock: number, change: SheetChange): SheetEvent {
  return { id, device: 'a', clock, at: clock * 1000, change };
}

const LOG = [
  ev('e1', 1, { kind: 'deal-added', dealId: 'd1', deal: grandHand(1) }),
  ev('e2', 2, { kind: 'deal-added', dealId: 'd2', deal: clubs(2) }),
  ev('e3', 3, { kind: 'deal-added', dealId: 'd3', deal: PASSED }),
  ev('e4', 4, { kind: 'deal-replaced', dealId: 'd2', replaces: 'e2', deal: clubs(0) }),
  ev('e5', 5, { kind: 'deal-voided', dealId: 'd2' }),
  ev('e6', 6, { kind: 'sheet-renamed', name: 'Friday' }),
  ev('u7', 7, { kind: 'undone', undoes: 'e5' }),
  ev('e8', 8, { kind: 'deal-deleted', dealId: 'd3' }),
];

describe('dealHistory', () => {
  test('every change of the deal, in order, with before and after as they stood then', () => {
    const steps = dealHistory(LOG, 'd2');
    expect(steps.map((s) => [s.event.id, s.before, s.after, s.undone])).toEqual([
      ['e2', null, clubs(2), false],
      ['e4', clubs(2), clubs(0), false],
      ['e5', clubs(0), voidDeal(clubs(0)), true],
      ['u7', voidDeal(clubs(0)), clubs(0), false],
    ]);
  });

  test('a deleted deal ends with the delete; another deal’s history is its own', () => {
    const steps = dealHistory(LOG, 'd3');
    expect(steps.map((s) => [s.event.id, s.before, s.after])).toEqual([
      ['e3', null, PASSED],
      ['e8', PASSED, null],
    ]);
    expect(dealHistory(LOG, 'd1').map((s) => s.event.id)).toEqual(['e1']);
    expect(dealHistory(LOG, 'nothing')).toEqual([]);
  });
});
