// Deals as the repository hands them to the exports (CSV, print), made up without a database:
// every deal on sheet 's', in playing order, stamped at time 0.
import type { DealRecord } from '../../src/db/records';
import type { ListDeal } from '../../src/domain/voided-deal';

/** `deals` as the records of sheet 's', ids `d0`, `d1`, … by position. */
export function dealRecords(deals: readonly ListDeal[]): DealRecord[] {
  return deals.map((deal, position) => ({
    id: `d${position}`,
    sheetId: 's',
    position,
    deal,
    createdAt: 0,
    updatedAt: 0,
  }));
}
