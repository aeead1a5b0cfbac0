// Each table's list of a night, from its sheet's events: the same fold and head every sheet gets
// (foldLog, sheet-head.ts: the start events name the sheet, seat the players and set the rules;
// the deals follow), so a table's printout is exactly the sheet's printout. Pure: the caller has given the fold its
// concurrency analysis (fold-log.ts provideAnalysis) when a log needs it.
import { foldLog } from '../../../domain/fold-log';
import { foldedHead, type SheetHead } from '../../../domain/sheet-head';
import type { SheetEvent } from '../../../domain/sheet-log';
import { nightOfSheet } from '../../../domain/tournament/night-log';
import type { ListDeal } from '../../../domain/voided-deal';

/** A table's sheet as a sheet record knows it: what the print path reads. */
export interface TableSheetRecord extends SheetHead {
  readonly id: string;
}

/** One table of one series, its sheet folded: what its printed list is made of. */
export interface TableSheet {
  /** 0-based, as the night's log counts series. */
  readonly series: number;
  /** 1-based. */
  readonly table: number;
  readonly sheetId: string;
  readonly record: TableSheetRecord;
  /** The deals as the list counts them, in playing order (crossed-out ones at their place). */
  readonly deals: readonly ListDeal[];
}

/**
 * The night's table sheets from their events, by series and then table. A sheet id that is not
 * a night sheet's, or a log without its start (no name, players or rules yet), gives no list.
 */
export function tableLists(sheets: ReadonlyMap<string, readonly SheetEvent[]>): TableSheet[] {
  const lists: TableSheet[] = [];
  for (const [sheetId, events] of sheets) {
    const place = nightOfSheet(sheetId);
    if (place === null || events.length === 0) continue;
    const folded = foldLog(events);
    const head = foldedHead(folded);
    if (head === null) continue;
    lists.push({
      series: place.series,
      table: place.table,
      sheetId,
      record: { id: sheetId, ...head },
      deals: folded.deals.map((deal) => deal.deal),
    });
  }
  return lists.sort((a, b) => a.series - b.series || a.table - b.table);
}
