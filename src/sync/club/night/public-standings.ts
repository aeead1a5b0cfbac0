// The public standings of a club night: the director's phone writes them to the club's public
// database (`<club>-public`, club-setup makes it; anyone reads it, only club admins write), the
// public page reads them there without any login (credentials 'omit'), one bounded request a time.
import { publicDatabaseName } from '../../protocol/names';
import { standingsDocId } from '../../protocol/ids';
import { fail, ok, type Result } from '../../../domain/result';
import { isNightKey } from '../../../domain/tournament/night-log';
import type { PublicStandings } from '../../../domain/tournament/public-standings';
import { isRecord, send, type Fetch } from '../../request';
import { isAllowedServer } from '../../live/status';

export type { PublicStandings };

/** One read of the public standings may take this long. */
export const PUBLIC_READ_MS = 8_000;

/** The club's public database, from the club database's address (…/skatclub → …/skatclub-public). */
export function publicDatabaseOf(clubDb: string): string {
  const url = new URL(clubDb.replace(/\/+$/, ''));
  const parts = url.pathname.split('/');
  const club = decodeURIComponent(parts.pop() ?? '');
  url.pathname = [...parts, encodeURIComponent(publicDatabaseName(club))].join('/');
  return url.href;
}

/** The address of a night's standings document in the public database. */
export function standingsUrl(publicDb: string, key: string): string {
  return `${publicDb.replace(/\/+$/, '')}/${encodeURIComponent(standingsDocId(key))}`;
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): value is number =>
  isNumber(value) && Number.isInteger(value) && value >= 0;

function isScore(value: unknown): boolean {
  return (
    isRecord(value) && isNumber(value.seegerFabian) && isCount(value.won) && isCount(value.lost)
  );
}

/** At most this many rows and tables are read (a night of 400 players, 134 tables a series). */
const MAX_ROWS = 400;
const MAX_TABLES = 2_000;

/** The standings a stored document carries, checked field by field; null when damaged. */
export function standingsOfDoc(doc: unknown): PublicStandings | null {
  if (!isRecord(doc)) return null;
  const { name, date, closed, seriesCount, rows, tables, updatedAt } = doc;
  if (typeof name !== 'string' || typeof date !== 'string' || typeof closed !== 'boolean')
    return null;
  if (!isCount(seriesCount) || !isNumber(updatedAt)) return null;
  if (!Array.isArray(rows) || rows.length > MAX_ROWS) return null;
  if (!Array.isArray(tables) || tables.length > MAX_TABLES) return null;
  const rowsOk = rows.every(
    (row) =>
      isScore(row) &&
      isRecord(row) &&
      isCount(row.rank) &&
      typeof row.name === 'string' &&
      Array.isArray(row.bySeries) &&
      row.bySeries.length <= seriesCount &&
      row.bySeries.every(isScore),
  );
  const tablesOk = tables.every(
    (table) =>
      isRecord(table) &&
      isCount(table.series) &&
      isCount(table.table) &&
      isCount(table.deals) &&
      isCount(table.of),
  );
  if (!rowsOk || !tablesOk) return null;
  const scoreOf = (score: Record<string, unknown>) => ({
    seegerFabian: score.seegerFabian as number,
    won: score.won as number,
    lost: score.lost as number,
  });
  return {
    name,
    date,
    closed,
    seriesCount,
    rows: (rows as Record<string, unknown>[]).map((row) => ({
      rank: row.rank as number,
      name: row.name as string,
      ...scoreOf(row),
      bySeries: (row.bySeries as Record<string, unknown>[]).map(scoreOf),
    })),
    tables: (tables as Record<string, unknown>[]).map((table) => ({
      series: table.series as number,
      table: table.table as number,
      deals: table.deals as number,
      of: table.of as number,
    })),
    updatedAt,
  };
}

/**
 * A night's public standings, read once without a login (no cookie sent, none taken). The page
 * calls this every few seconds while it is open; each call is one request bounded in time.
 */
export async function readPublicStandings(
  publicDb: string,
  key: string,
  fetcher: Fetch = fetch,
): Promise<Result<PublicStandings, 'offline' | 'not-found' | 'damaged'>> {
  if (!isAllowedServer(publicDb) || !isNightKey(key)) return fail(['not-found']);
  const response = await send(fetcher, standingsUrl(publicDb, key), {
    method: 'GET',
    credentials: 'omit',
    signal: AbortSignal.timeout(PUBLIC_READ_MS),
  });
  if (response === 'offline') return fail(['offline']);
  // Not there, or not public (a club set up before its public database): nothing to show.
  if ([401, 403, 404].includes(response.status)) return fail(['not-found']);
  if (!response.ok) return fail(['offline']);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return fail(['damaged']);
  }
  const standings = standingsOfDoc(body);
  return standings ? ok(standings) : fail(['damaged']);
}
