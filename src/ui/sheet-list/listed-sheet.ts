import type { SheetSummary } from '../../db/records';
import type { SheetPage } from '../../db/sheets';

/** What the sheet list shows of a sheet, and all its rename and delete need. */
export interface ListedSheet {
  readonly id: string;
  readonly name: string;
  readonly playerNames: readonly string[];
  readonly plannedDeals: number;
  readonly dealCount: number;
  readonly finished: boolean;
  /** When the sheet was started: its time tells apart two evenings of one name (one day). */
  readonly startedAt: number;
}

/** A page of the list: its sheets, and how many there are in all. */
export interface ListedPage {
  readonly sheets: readonly ListedSheet[];
  readonly total: number;
}

export function listedSheet({ sheet, dealCount, finished }: SheetSummary): ListedSheet {
  const { id, name, playerNames, createdAt: startedAt } = sheet;
  const plannedDeals = sheet.setup.plannedDeals;
  return { id, name, playerNames, plannedDeals, dealCount, finished, startedAt };
}

export function listedPage(page: SheetPage): ListedPage {
  return { sheets: page.summaries.map(listedSheet), total: page.total };
}
