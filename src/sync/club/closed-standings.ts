// What a table phone can still learn of its table once the night is closed (issue 31, issue 34
// item 9): its login is refused from then on, but the night's public standings are read without
// a login, and their `tables` say how many deals the club counts for each table. Closing writes
// them last, from what the club holds once the tables are shut out (director.ts closeNight), so
// the phone reads a few times until they account for what it waits for, then takes the last seen.
import { nightOfSheet } from '../../domain/tournament/night-log';
import { clubOfNightDatabase } from '../protocol/names';
import { publicDatabaseOf, readPublicStandings } from './night/public-standings';
import type { Fetch } from '../request';

/** How often and how far apart the closed standings are read (each read bounded in time). */
export interface ClosedReads {
  readonly reads: number;
  readonly pauseMs: number;
  readonly fetcher?: Fetch;
}

/** Six reads over half a minute: closing writes its standings seconds after the shut-out. */
export const CLOSED_READS: ClosedReads = { reads: 6, pauseMs: 5_000 };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The deals the club counts for the table sheet `sheetId` by its night's closed public standings,
 * read from the public database of the club whose database (or night database) is `linkDatabase`.
 * Read again while `enough` says no, at most `reads` times; null when no closed standings name the
 * table (no public database, offline, or not written yet).
 */
export async function closedTableDeals(
  linkDatabase: string,
  sheetId: string,
  enough: (deals: number) => boolean,
  { reads, pauseMs, fetcher }: ClosedReads = CLOSED_READS,
): Promise<number | null> {
  const table = nightOfSheet(sheetId);
  if (!table) return null;
  const publicDb = publicDatabaseOf(clubOfNightDatabase(linkDatabase));
  let deals: number | null = null;
  for (let read = 0; read < reads; read++) {
    if (read > 0) await pause(pauseMs);
    const standings = await readPublicStandings(publicDb, table.key, fetcher);
    if (!standings.ok || !standings.value.closed) continue;
    const row = standings.value.tables.find(
      (seat) => seat.series === table.series && seat.table === table.table,
    );
    if (row === undefined) continue;
    deals = row.deals;
    if (enough(deals)) return deals;
  }
  return deals;
}
