// Hand-written event logs for the tests of the fold and of undo (fold-log.ts, undo-step.ts).
import type { SheetDeal } from '../../src/domain/sheet-deal';
import type { SheetChange, SheetEvent } from '../../src/domain/sheet-log';
import { PASSED, clubs, grandHand } from '../support/house-helpers';

/** An event written out: device "a" unless given, the time 1000 × its clock. */
export function ev(id: string, clock: number, change: SheetChange, device = 'a'): SheetEvent {
  return { id, device, clock, at: clock * 1000, change };
}
export const added = (id: string, clock: number, dealId: string, deal: SheetDeal, device = 'a') =>
  ev(id, clock, { kind: 'deal-added', dealId, deal }, device);
export const replaced = (
  id: string,
  clock: number,
  dealId: string,
  replaces: string,
  deal: SheetDeal,
  device = 'a',
) => ev(id, clock, { kind: 'deal-replaced', dealId, replaces, deal }, device);
export const undone = (id: string, clock: number, undoes: string, device = 'a') =>
  ev(id, clock, { kind: 'undone', undoes }, device);
export const onDeal = (
  kind: 'deal-deleted' | 'deal-voided' | 'deal-restored',
  id: string,
  clock: number,
  dealId: string,
  device = 'a',
) => ev(id, clock, { kind, dealId }, device);

/** Three deals added: a grand hand, clubs with 2, a passed deal. */
export const EVENING = [
  added('e1', 1, 'd1', grandHand(1)),
  added('e2', 2, 'd2', clubs(2)),
  added('e3', 3, 'd3', PASSED),
];
