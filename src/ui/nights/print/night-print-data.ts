// The printouts' one way to the club: a night read once with its sheets (sync/club/night/feed.ts,
// loaded on demand) and turned into what the printouts show.
import { provideAnalysis } from '../../../domain/fold-log';
import { ok, type Result } from '../../../domain/result';
import type { SheetEvent } from '../../../domain/sheet-log';
import type { NightSetup } from '../../../domain/tournament/night-log';
import type { NightView } from '../../../domain/tournament/night-tracker';
import { rankingRows, type RankingRow } from '../../../domain/tournament/ranking';
import type { ClubAccess, ClubProblem } from '../../../sync/club/club-sheets';
import { tableLists, type TableSheet } from './table-lists';
import type { CurrencyCode } from '../../../domain/money';
import { nightCurrency } from '../../../domain/tournament/fees';
import { syncDoor } from '../../common/sync-door';
import { prizesPayable, type PrizesPayable } from '../../../domain/tournament/list-confirmation';

/** Everything the night's printouts show. */
export interface NightPrint {
  readonly key: string;
  readonly name: string;
  readonly date: string;
  readonly seriesCount: number;
  /** What the fees are in (the night's money settings). */
  readonly currency: CurrencyCode;
  readonly closed: boolean;
  /** The night's result list, best first (the total ranking: rank, points, won, lost, fees). */
  readonly rows: readonly RankingRow[];
  readonly tables: readonly TableSheet[];
  readonly prizes: NightSetup['prizes'];
  /**
   * Whether the prizes may be paid: every list confirmed, or released by the director (issue 33);
   * absent for a night whose tables confirm nothing (read before confirmations were kept).
   */
  readonly payable?: PrizesPayable;
}

/**
 * The printouts of a night as read, each table's list from its sheet's events; null while the
 * night has no plan (nothing to print).
 */
export function nightPrint(
  view: NightView,
  sheets: ReadonlyMap<string, readonly SheetEvent[]>,
): NightPrint | null {
  const { night, ranking } = view;
  if (night.setup === null || ranking === null) return null;
  return {
    key: night.key,
    name: night.setup.name,
    date: night.setup.date,
    seriesCount: night.setup.seriesCount,
    currency: nightCurrency(night.setup.fees),
    closed: night.closed !== null,
    rows: rankingRows(ranking, 'total'),
    tables: tableLists(sheets),
    prizes: night.setup.prizes,
    ...(view.confirmations && view.confirmations.length > 0
      ? { payable: prizesPayable(view.confirmations, night.released ?? null) }
      : {}),
  };
}

/** The night read once from the club, for printing. */
export async function readNightPrint(
  access: ClubAccess,
  key: string,
): Promise<Result<NightPrint | null, ClubProblem>> {
  const [feed, concurrency] = await Promise.all([
    syncDoor.nightFeed(),
    import('../../../domain/concurrency'),
  ]);
  // A table sheet edited on two phones at once folds with the concurrency analysis.
  provideAnalysis(concurrency.analysis);
  const read = await feed.readNightSheets(access, key);
  return read.ok ? ok(nightPrint(read.value.view, read.value.sheets)) : read;
}
