// The printouts' one way to the club: a night read once (helper B's feed, loaded on demand) and
// turned into what the printouts show. The night's types are declared here as the night's fold
// and tracker declare them (src/domain/tournament/night-fold.ts, night-tracker.ts), so that this
// screen stands alone until the parts are put together; then they are the real imports.
import { provideAnalysis } from '../../../domain/fold-log';
import { ok, type Result } from '../../../domain/result';
import type { SheetEvent } from '../../../domain/sheet-log';
import type { NightPlan } from '../../../domain/tournament/night';
import type { NightSetup, NightTable } from '../../../domain/tournament/night-log';
import {
  rankingRows,
  type NightRanking,
  type RankingRow,
} from '../../../domain/tournament/ranking';
import type { NightResult } from '../../../domain/tournament/season';
import type { ClubAccess, ClubProblem } from '../../../sync/club-sheets';
import { tableLists, type TableSheet } from './table-lists';

/** As night-fold.ts: the night's log folded. */
export interface NightState {
  readonly key: string;
  readonly setup: NightSetup | null;
  readonly plan: NightPlan | null;
  /** Per series (0-based), its tables. */
  readonly tables: readonly (readonly NightTable[])[];
  readonly closed: { readonly at: number; readonly author: string } | null;
  /** The latest night-results. */
  readonly results: readonly NightResult[] | null;
  readonly ignored: readonly { readonly eventId: string; readonly code: string }[];
}

/** As night-tracker.ts: how far a table is. */
export interface TableProgress {
  readonly series: number;
  readonly table: number;
  readonly sheetId: string;
  readonly players: readonly string[];
  readonly deals: number;
  readonly of: number;
  readonly lastAt: number | null;
}

/**
 * As night-tracker.ts `NightView`. `sheetEvents` (each table sheet's events, by sheet id) is what
 * the printouts need beyond the ranking: the tracker keeps them per sheet (nightEventsOfSheet);
 * the view is assumed to hand them out under this name.
 */
export interface NightView {
  readonly night: NightState;
  readonly ranking: NightRanking | null;
  readonly progress: readonly TableProgress[];
  readonly sheetEvents?: ReadonlyMap<string, readonly SheetEvent[]>;
}

/** Each table's sheet of a night, folded for its printed list. */
export type TableSheets = (view: NightView) => readonly TableSheet[];

export const tableSheets: TableSheets = (view) => tableLists(view.sheetEvents ?? new Map());

/** Everything the night's printouts show. */
export interface NightPrint {
  readonly key: string;
  readonly name: string;
  readonly date: string;
  readonly seriesCount: number;
  readonly closed: boolean;
  /** The night's result list, best first (the total ranking: rank, points, won, lost, fees). */
  readonly rows: readonly RankingRow[];
  readonly tables: readonly TableSheet[];
  readonly prizes: NightSetup['prizes'];
}

/** The printouts of a night as read; null while the night has no plan (nothing to print). */
export function nightPrint(view: NightView): NightPrint | null {
  const { night, ranking } = view;
  if (night.setup === null || ranking === null) return null;
  return {
    key: night.key,
    name: night.setup.name,
    date: night.setup.date,
    seriesCount: night.setup.seriesCount,
    closed: night.closed !== null,
    rows: rankingRows(ranking, 'total'),
    tables: tableSheets(view),
    prizes: night.setup.prizes,
  };
}

interface Feed {
  readonly readNight: (access: ClubAccess, key: string) => Promise<Result<NightView, ClubProblem>>;
}

/** The night read once from the club, for printing. */
export async function readNightPrint(
  access: ClubAccess,
  key: string,
): Promise<Result<NightPrint | null, ClubProblem>> {
  const [feed, concurrency] = await Promise.all([
    // @ts-expect-error -- helper B's module (src/sync/night/feed.ts), merged by the lead.
    import('../../../sync/night/feed') as Promise<Feed>,
    import('../../../domain/concurrency'),
  ]);
  // A table sheet edited on two phones at once folds with the concurrency analysis.
  provideAnalysis(concurrency.analysis);
  const read = await feed.readNight(access, key);
  return read.ok ? ok(nightPrint(read.value)) : read;
}
