// The club's sheets as a member sees them on the server: a page of the design document's `sheets`
// view (each shared sheet's start events: name, players, start time), the number of deals each
// from the `deals` view, and, for a club admin, removing a sheet from the server (its documents
// deleted in bounded batches; the phones that have it keep their copy). Plain requests with the
// member's session cookie, no PouchDB: nothing here is replicated. Every loop is bounded in count, every
// request in time.
import { MAX_INCOMING } from '../../db/incoming-events';
import { fail, ok, type Result } from '../../domain/result';
import type { ClubLogin } from './login';
import { DESIGN_DOC_ID, sheetDocRange } from '../protocol/ids';
import { clubRoles } from '../protocol/names';
import { isRefusal } from '../protocol/refusals';
import { abortedByOrAfter, isRecord, REQUEST_MS, send, type Fetch } from '../request';
import { failureCode, isAllowedServer, type SyncRefusal } from '../live/status';

/** One sheet on the club's server, as its start events tell it. */
export interface ClubSheet {
  readonly sheetId: string;
  readonly name: string;
  readonly players: readonly string[];
  /** When the sheet was started (ms since 1970). */
  readonly startedAt: number;
  /** Deals entered (`deal-added` events), or null when the count could not be read. */
  readonly deals: number | null;
}

/** Where the next page starts: the last row's key of this one. */
export type ClubSheetsCursor = readonly [number, string];

export interface ClubSheetsPage {
  readonly sheets: readonly ClubSheet[];
  /** Null when this was the last page. */
  readonly next: ClubSheetsCursor | null;
}

/** Why the club could not be read or written: a refusal, or no answer. */
export type ClubProblem = SyncRefusal | 'offline';

/** Sheets a page (two start rows a sheet). */
export const CLUB_SHEETS_PAGE = 25;
/** Documents deleted in one request. */
export const REMOVE_BATCH = 500;
/** A sheet holds at most this many documents (its events, by up to two authors each). */
const MAX_SHEET_DOCS = 2 * MAX_INCOMING;
const MAX_REMOVE_BATCHES = Math.ceil(MAX_SHEET_DOCS / REMOVE_BATCH) + 1;

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** What a request may set beyond its method and body (the club's night documents need them). */
export interface RequestOptions {
  /** Statuses that are an answer, not a failure (e.g. a 409: another write came first). */
  readonly accept?: readonly number[];
  /** Another login for this one request (a table's user, by basic auth, without the cookie). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly credentials?: RequestCredentials;
  /** Longer than REQUEST_MS for a long poll of the changes. */
  readonly timeoutMs?: number;
  /** Ends the request early (the night's feed stopped). */
  readonly signal?: AbortSignal;
}

/**
 * The club's login as the requests need it: the session cookie goes with each (login.ts), by the
 * browser's fetch or (tests in Node, which keep no cookies) one with a cookie jar.
 */
export type ClubAccess = ClubLogin & { readonly fetch?: Fetch };

/**
 * One request to the club (`path` after the database's address, or absolute from its origin),
 * bounded by REQUEST_MS or the given `timeoutMs` (a long poll), and ended early by `signal`; a
 * refusal read as its code.
 */
export async function request(
  login: ClubAccess,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Result<Answer, ClubProblem>> {
  if (!isAllowedServer(login.server)) return fail(['server-not-https']);
  const base = login.server.replace(/\/+$/, '');
  const url = path.startsWith('/') ? `${new URL(base).origin}${path}` : `${base}/${path}`;
  const timeoutMs = options.timeoutMs ?? REQUEST_MS;
  const timed = abortedByOrAfter(options.signal, timeoutMs);
  try {
    return await answerOf(login, method, url, body, options, timed.signal);
  } finally {
    timed.release();
  }
}

/** The request made and its answer read as a result. */
async function answerOf(
  login: ClubAccess,
  method: string,
  url: string,
  body: unknown,
  options: RequestOptions,
  signal: AbortSignal,
): Promise<Result<Answer, ClubProblem>> {
  const response = await send(login.fetch ?? fetch, url, {
    method,
    credentials: options.credentials ?? 'include',
    ...(options.headers ? { headers: options.headers } : {}),
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (response === 'offline') return fail(['offline']);
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    return fail(['not-a-club']);
  }
  if (options.accept?.includes(response.status))
    return ok({ status: response.status, body: parsed });
  if (response.status === 403) return fail([deniedOrMember(parsed)]);
  const refused = failureCode({ status: response.status });
  if (refused) return fail([refused]);
  if (!response.ok) return fail(['not-a-club']);
  return ok({ status: response.status, body: parsed });
}

/** A 403 with one of the design document's codes is that refusal; any other is membership. */
export function deniedOrMember(body: unknown): SyncRefusal {
  const reason = (body as { reason?: unknown } | null)?.reason;
  return isRefusal(reason) ? reason : 'not-member';
}

export function rowsOf(body: unknown): Record<string, unknown>[] {
  const rows = isRecord(body) ? body.rows : undefined;
  return Array.isArray(rows) ? rows.filter(isRecord) : [];
}

const view = (name: string) => `${DESIGN_DOC_ID}/_view/${name}`;

/** How many deals each sheet has (one request for the page); null when the server would not say. */
async function dealCounts(
  login: ClubAccess,
  sheetIds: readonly string[],
): Promise<Map<string, number> | null> {
  if (sheetIds.length === 0) return new Map();
  const answer = await request(login, 'POST', `${view('deals')}?group=true`, { keys: sheetIds });
  if (!answer.ok) return null;
  const counts = new Map<string, number>();
  for (const row of rowsOf(answer.value.body)) {
    if (typeof row.key === 'string' && typeof row.value === 'number')
      counts.set(row.key, row.value);
  }
  return counts;
}

/**
 * A page of the club's sheets, newest first: at most CLUB_SHEETS_PAGE sheets, from `after` (the
 * previous page's `next`) on.
 */
export async function clubSheets(
  login: ClubAccess,
  after: ClubSheetsCursor | null = null,
): Promise<Result<ClubSheetsPage, ClubProblem>> {
  const limit = 2 * CLUB_SHEETS_PAGE;
  // From the previous page's last sheet on (its rows read again, and dropped): at most two rows
  // of it for each phone that shared it.
  const query = new URLSearchParams({ descending: 'true', limit: String(limit + 1 + 4) });
  if (after) query.set('startkey', JSON.stringify(after));
  const answer = await request(login, 'GET', `${view('sheets')}?${query.toString()}`);
  if (!answer.ok) return fail(answer.errors);
  const rows = rowsOf(answer.value.body)
    .filter((row) => !(after && Array.isArray(row.key) && row.key[1] === after[1]))
    .slice(0, limit + 1);
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  const found = new Map<string, { name?: string; players?: string[]; startedAt: number }>();
  for (const row of shown) {
    const key = row.key;
    const value = row.value;
    if (!Array.isArray(key) || !isRecord(value)) continue;
    const [startedAt, sheetId] = key as unknown[];
    if (typeof startedAt !== 'number' || typeof sheetId !== 'string') continue;
    const entry = found.get(sheetId) ?? { startedAt };
    if (typeof value.name === 'string') entry.name = value.name;
    if (Array.isArray(value.players))
      entry.players = value.players.filter((p): p is string => typeof p === 'string');
    found.set(sheetId, entry);
  }
  // A sheet cut in two by the page's end is shown whole on the next page.
  const last = shown.at(-1)?.key;
  const cursorKey = Array.isArray(last) ? (last as [number, string]) : null;
  const complete = [...found].filter(
    ([sheetId, entry]) =>
      entry.name !== undefined &&
      entry.players !== undefined &&
      !(more && cursorKey && cursorKey[1] === sheetId),
  );
  const counts = await dealCounts(
    login,
    complete.map(([sheetId]) => sheetId),
  );
  const sheets = complete.map(([sheetId, entry]) => ({
    sheetId,
    name: entry.name ?? '',
    players: entry.players ?? [],
    startedAt: entry.startedAt,
    deals: counts ? (counts.get(sheetId) ?? 0) : null,
  }));
  const next = more && cursorKey ? nextCursor(shown, cursorKey) : null;
  return ok({ sheets, next });
}

/** The next page starts after the last sheet shown whole (a cut sheet is read again). */
function nextCursor(
  shown: readonly Record<string, unknown>[],
  last: readonly [number, string],
): ClubSheetsCursor {
  const before = [...shown]
    .reverse()
    .map((row) => row.key)
    .find((key) => Array.isArray(key) && key[1] !== last[1]) as [number, string] | undefined;
  return before ?? last;
}

/** Whether this login administers the club (its admin role, or a server admin). */
export async function isClubAdmin(login: ClubAccess): Promise<Result<boolean, ClubProblem>> {
  const answer = await request(login, 'GET', '/_session');
  if (!answer.ok) return fail(answer.errors);
  const context = isRecord(answer.value.body) ? answer.value.body.userCtx : undefined;
  const roles = isRecord(context) && Array.isArray(context.roles) ? context.roles : [];
  const club = decodeURIComponent(new URL(login.server).pathname.replace(/^\/+|\/+$/g, ''));
  return ok(roles.includes('_admin') || roles.includes(clubRoles(club).admin));
}

/**
 * Removes a sheet from the club's server: its documents deleted, a batch at a time (a club
 * admin's right; the design document refuses anyone else with `event-immutable`). Returns how
 * many documents were deleted. The phones that have the sheet keep their copy.
 */
export async function removeClubSheet(
  login: ClubAccess,
  sheetId: string,
): Promise<Result<number, ClubProblem>> {
  const range = sheetDocRange(sheetId);
  let removed = 0;
  for (let batch = 0; batch < MAX_REMOVE_BATCHES; batch++) {
    const query = new URLSearchParams({
      startkey: JSON.stringify(range.startkey),
      endkey: JSON.stringify(range.endkey),
      limit: String(REMOVE_BATCH),
    });
    const listed = await request(login, 'GET', `_all_docs?${query.toString()}`);
    if (!listed.ok) return fail(listed.errors);
    const docs = rowsOf(listed.value.body).flatMap((row) => {
      const rev = isRecord(row.value) ? row.value.rev : undefined;
      return typeof row.id === 'string' && typeof rev === 'string'
        ? [{ _id: row.id, _rev: rev, _deleted: true }]
        : [];
    });
    if (docs.length === 0) return ok(removed);
    const written = await request(login, 'POST', '_bulk_docs', { docs });
    if (!written.ok) return fail(written.errors);
    const results = Array.isArray(written.value.body) ? written.value.body.filter(isRecord) : [];
    const refused = results.find((result) => result.error !== undefined);
    if (refused)
      return fail([refused.error === 'forbidden' ? deniedOrMember(refused) : 'not-a-club']);
    removed += docs.length;
  }
  return ok(removed);
}
