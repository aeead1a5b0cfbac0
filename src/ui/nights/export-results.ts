// "Export results" on a night's page: the night read once from the club (its director's events
// every table's sheet and the tables' confirmations of their lists), made into the open results file (domain/tournament/results-build.ts,
// docs/results-file.md) and downloaded. Loaded on demand with the button's tap, so neither the
// builder nor the feed is in the app's first download.
import { ok, type Result } from '../../domain/result';
import { nightResultsFile } from '../../domain/tournament/results-build';
import type { NightResultsFile } from '../../domain/tournament/results-file';
import type { ClubAccess, ClubProblem } from '../../sync/club/club-sheets';
import { downloadFile, fileSafe } from '../common/deliver-file';
import { syncDoor } from '../common/sync-door';

/** The file's name: the night's name and day, "clubabend-2026-11-27-results.json". */
export function resultsFileName(file: NightResultsFile): string {
  const setup = file.night.events.find((event) => event.change.kind === 'night-planned');
  const planned = setup?.change.kind === 'night-planned' ? setup.change.setup : null;
  const name = fileSafe(planned?.name ?? '', file.night.key);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(planned?.date ?? '') ? `-${planned?.date}` : '';
  return `${name}${day}-results.json`;
}

/** Reads night `key` from the club and downloads its results file; its name, or why not. */
export async function exportNightResults(
  access: ClubAccess,
  key: string,
): Promise<Result<string, ClubProblem>> {
  const feed = await syncDoor.nightFeed();
  const read = await feed.readNightSheets(access, key);
  if (!read.ok) return read;
  const { events, sheets, confirmed } = read.value;
  const file = nightResultsFile(key, events, sheets, confirmed);
  const name = resultsFileName(file);
  downloadFile({ name, type: 'application/json', text: JSON.stringify(file) });
  return ok(name);
}
