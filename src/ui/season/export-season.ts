// "Export season" on the season page: each counted night of the year read once from the club (its
// director's events and every table's sheet), made into its results file, and the season's file
// of the same family (domain/tournament/results-build.ts, docs/results-file.md) downloaded, the
// club's rule in it so `npm run check-night` counts the season the same way. Loaded on demand
// with the button's tap, so neither the builder nor the feed is in the app's first download.
import { ok, type Result } from '../../domain/result';
import { nightResultsFile, seasonResultsFile } from '../../domain/tournament/results-build';
import type { NightResultsFile } from '../../domain/tournament/results-file';
import type { SeasonRule } from '../../domain/tournament/season-rule';
import type { ClubAccess, ClubProblem } from '../../sync/club/club-sheets';
import { downloadFile } from '../common/deliver-file';
import { syncDoor } from '../common/sync-door';
import type { NightSummary } from './season-data';

/** The season file's name, the same in every language: "skat-season-2026-results.json". */
export const seasonResultsFileName = (year: string) => `skat-season-${year}-results.json`;

/** Reads the year's counted nights (closed, with results) and downloads the season's file. */
export async function exportSeasonResults(
  access: ClubAccess,
  year: string,
  rule: SeasonRule,
  nights: readonly NightSummary[],
): Promise<Result<string, ClubProblem>> {
  const feed = await syncDoor.nightFeed();
  const files: NightResultsFile[] = [];
  // Bounded: the nights were read in bounded pages (nights-list.ts).
  for (const night of nights) {
    if (!night.closed || !night.results) continue;
    const read = await feed.readNightSheets(access, night.key);
    if (!read.ok) return read;
    files.push(nightResultsFile(night.key, read.value.events, read.value.sheets));
  }
  const name = seasonResultsFileName(year);
  const file = seasonResultsFile(year, rule, files);
  downloadFile({ name, type: 'application/json', text: JSON.stringify(file) });
  return ok(name);
}
