import { assertNever } from '../../domain/result';
import type { SheetRow } from '../../domain/sheet-types';

/**
 * The seat whose list entry the value column shows: the declarer; for a Ramsch its loser (every
 * loser loses the same) or the Durchmarsch player; none for a passed or voided deal.
 */
export function rowEntrySeat(row: SheetRow): number | null {
  switch (row.entry.kind) {
    case 'declarer':
      return row.entry.score.deal.declarer;
    case 'ramsch':
      return row.entry.score.losers[0] ?? row.entry.score.winner;
    case 'passed':
    case 'voided':
      return null;
    default:
      return assertNever(row.entry);
  }
}

/** The value column of a row, as the list shows it: 0 for a voided deal, none for a passed one. */
export function rowListValue(row: SheetRow): number | null {
  if (row.deal.kind === 'voided') return 0;
  const seat = rowEntrySeat(row);
  return seat === null ? null : (row.listDelta[seat] ?? 0);
}
