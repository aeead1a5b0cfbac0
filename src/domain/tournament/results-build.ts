// The app's results file of a night (results-file.ts), made the way the director's screen shows
// the night: its logs fed into the live tracker (night-tracker.ts), each list as the tracker
// scored it and the ranking as the tracker mended it table by table. The checker recomputes the
// same figures another way (results-figures.ts), so the file holds what the screen showed.
import type { SheetEvent } from '../sheet-log';
import { nightCurrency } from './fees';
import type { NightEvent } from './night-log';
import { emptyTracker, withNightEvent, withSheetEvent } from './night-tracker';
import { rankingRows } from './ranking';
import { listFigure } from './results-figures';
import {
  RESULTS_FORMAT,
  RESULTS_VERSION,
  feesAddedUp,
  rankFigure,
  type ListConfirmation,
  type ListFigure,
  type NightFigures,
  type NightRecord,
  type NightResultsFile,
  type SeasonNight,
  type SeasonResultsFile,
  type TableSheetLog,
} from './results-file';
import { seasonFigures } from './results-check';
import type { SeasonRule } from './season';

/**
 * The results file of night `key` from its director's events and its sheets' logs (sheets of no
 * table of the night are left out; `confirmations` when there are any).
 */
export function nightResultsFile(
  key: string,
  events: readonly NightEvent[],
  sheets: ReadonlyMap<string, readonly SheetEvent[]>,
  confirmations?: readonly ListConfirmation[],
): NightResultsFile {
  const tracker = emptyTracker(key);
  for (const event of events) withNightEvent(tracker, event);
  for (const [sheetId, log] of sheets)
    for (const event of log) withSheetEvent(tracker, sheetId, event, '');
  const { night, ranking } = tracker;
  const kept: TableSheetLog[] = [];
  const lists: ListFigure[] = [];
  night.tables.forEach((tables, series) => {
    for (const { table, players, sheetId } of tables) {
      const log = sheets.get(sheetId) ?? [];
      kept.push({ sheetId, events: [...log] });
      const scored = tracker.sheets.get(sheetId)?.scored?.score;
      lists.push(listFigure({ series, table, sheetId, players }, scored?.ok ? scored.value : null));
    }
  });
  const rows = ranking ? rankingRows(ranking).map(rankFigure) : [];
  const figures: NightFigures = {
    plan: night.plan,
    closed: night.closed !== null,
    lists,
    ranking: rows,
    fees: feesAddedUp(night.plan ? nightCurrency(night.plan.fees) : 'EUR', rows),
  };
  const record: NightRecord = {
    key,
    events: [...events],
    sheets: kept,
    ...(confirmations && confirmations.length > 0 ? { confirmations } : {}),
  };
  return {
    format: RESULTS_FORMAT,
    version: RESULTS_VERSION,
    kind: 'night',
    night: record,
    figures,
  };
}

/** A season's file from its nights' files (in the order played) and the club's rule. */
export function seasonResultsFile(
  name: string,
  rule: SeasonRule,
  nights: readonly NightResultsFile[],
): SeasonResultsFile {
  const entries: SeasonNight[] = nights.map(({ night, figures }) => ({ night, figures }));
  return {
    format: RESULTS_FORMAT,
    version: RESULTS_VERSION,
    kind: 'season',
    season: { name, rule, nights: entries },
    figures: {
      ranking: seasonFigures(
        entries.map((entry) => entry.figures),
        rule,
      ),
    },
  };
}
