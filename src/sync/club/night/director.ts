// The director's writes of a club night, on the director's phone with the member's session (a
// club admin): the night's events as documents of the club's database (protocol/night-doc.ts), each table's
// sheet started and its phone's login made, the night closed (its tables' logins shut out), the
// public standings. Plain requests (club-sheets.ts `request`), no PouchDB: nothing here is
// replicated. Every request is bounded in time, every loop in count; a write the plan refuses is
// refused before any request.
import { standingsDocId } from '../../protocol/ids';
import type { SheetRecord } from '../../../db/records';
import { fail, ok, type Result } from '../../../domain/result';
import { isTableSize } from '../../../domain/rules';
import type { AssignmentProblem } from '../../../domain/tournament/assignment';
import { checkNight, seriesDeals, type NightPlan } from '../../../domain/tournament/night';
import {
  isNightKey,
  nightOfSheet,
  nightSheetId,
  type NightChange,
  type NightEvent,
  type NightSetup,
  type NightTable,
} from '../../../domain/tournament/night-log';
import { nextSeries, type SeriesMethod } from '../../../domain/tournament/next-series';
import type { NightState } from '../../../domain/tournament/night-fold';
import { publicStandings } from '../../../domain/tournament/night-tracker';
import type { PublicStandings } from '../../../domain/tournament/public-standings';
import type { NightResult } from '../../../domain/tournament/season';
import { docOfEvent } from '../../protocol/event-doc';
import { deniedOrMember, request, rowsOf, type ClubAccess, type ClubProblem } from '../club-sheets';
import { isRecord } from '../../request';
import type { GuestLink } from '../guest-store';
import { trimmed } from '../login';
import { startEvents } from '../../live/sheet-start';
import {
  claimNightDatabase,
  copyNightHome,
  freeNightDatabase,
  nightDatabaseOf,
} from './night-database';
import { docOfNightEvent } from '../../protocol/night-doc';
import { pinsFor } from './confirm';
import {
  changeTables,
  claimTableLogins,
  forgetTableLinks,
  freeTableLogins,
  keepTableLinks,
  tableLinks,
} from './table-logins';

import { readNight } from './feed';
import { nightTableLinks } from './renew-link';
import { removeStoredLinks, storeLinks } from './stored-links';

export { tableLinks } from './table-logins';
export { nightTableLinks, renewTableLink } from './renew-link';
export { readNights, type NightSummary } from './nights-list';
import { publicDatabaseOf, standingsUrl } from './public-standings';

/** Why a director's write was refused: nothing (or, for a request that failed, not all) written. */
export type NightWriteProblem =
  /** The club's server refused (a validate code, the login) or could not be reached. */
  | { readonly code: ClubProblem }
  /** The plan refuses the night or the series (nothing written). */
  | AssignmentProblem
  /** Too few of the club's table logins are free (nothing of the series written). */
  | { readonly code: 'table-logins-in-use' }
  /** Every night database of the club holds a running night (nothing of the series written). */
  | { readonly code: 'night-databases-in-use' };

/** What the director's writes read of a night: a part of its fold, so any NightState is one. */
export type DirectorNight = Pick<NightState, 'key' | 'setup' | 'plan' | 'tables' | 'closed'>;

/** Documents written in one `_bulk_docs` request (three start events a table). */
const BULK = 300;
/** Tries for a night key no night has yet (8 random hex digits: one try in practice). */
const KEY_TRIES = 3;
/** Tries for the public standings' revision (another write in between). */
const PUBLISH_TRIES = 2;

function randomHex(digits: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(digits / 2)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, digits);
}

const problemsOf = (codes: readonly ClubProblem[]): NightWriteProblem[] =>
  codes.map((code) => ({ code }));

/** One night event written as its document. */
export async function writeNightEvent(
  access: ClubAccess,
  key: string,
  change: NightChange,
  at: number = Date.now(),
): Promise<Result<NightEvent, NightWriteProblem>> {
  const event: NightEvent = { id: crypto.randomUUID(), at, author: access.name, change };
  const doc = docOfNightEvent(key, event);
  const written = await request(access, 'PUT', encodeURIComponent(doc._id), doc);
  return written.ok ? ok(event) : fail(problemsOf(written.errors));
}

/** Documents written in bounded batches; a conflict is a document already there (a retry). */
async function writeDocs(
  access: ClubAccess,
  docs: readonly unknown[],
): Promise<Result<void, NightWriteProblem>> {
  for (let start = 0; start < docs.length; start += BULK) {
    const batch = docs.slice(start, start + BULK);
    const written = await request(access, 'POST', '_bulk_docs', { docs: batch });
    if (!written.ok) return fail(problemsOf(written.errors));
    const results = Array.isArray(written.value.body) ? written.value.body.filter(isRecord) : [];
    const refused = results.find(
      (result) => result.error !== undefined && result.error !== 'conflict',
    );
    if (refused)
      return fail([
        { code: refused.error === 'forbidden' ? deniedOrMember(refused) : 'not-a-club' },
      ]);
  }
  return ok(undefined);
}

/** Is a night key free (no document of a night with it)? */
async function keyFree(access: ClubAccess, key: string): Promise<Result<boolean, ClubProblem>> {
  const query = new URLSearchParams({
    startkey: JSON.stringify(`night:${key}:`),
    endkey: JSON.stringify(`night:${key}:\ufff0`),
    limit: '1',
  });
  const listed = await request(access, 'GET', `_all_docs?${query.toString()}`);
  return listed.ok ? ok(rowsOf(listed.value.body).length === 0) : listed;
}

function planOf(setup: NightSetup): NightPlan {
  const { players, seriesCount, dealsAtFour, dealsAtThree, dealsAtFive, fees } = setup;
  const five = dealsAtFive === undefined ? {} : { dealsAtFive };
  return { players, seriesCount, dealsAtFour, dealsAtThree, ...five, fees, series: [] };
}

/**
 * A new night: its plan checked (every problem, nothing written), a key no night has, and its
 * `night-planned` event written by the director. Returns the night's key.
 */
export async function createNight(
  access: ClubAccess,
  setup: NightSetup,
): Promise<Result<string, NightWriteProblem>> {
  const checked = checkNight(planOf(setup));
  if (!checked.ok) return checked;
  for (let tries = 0; tries < KEY_TRIES; tries += 1) {
    const key = randomHex(8);
    const free = await keyFree(access, key);
    if (!free.ok) return fail(problemsOf(free.errors));
    if (!free.value) continue;
    const written = await writeNightEvent(access, key, { kind: 'night-planned', setup });
    return written.ok ? ok(key) : written;
  }
  return fail([{ code: 'not-a-club' }]);
}

/** A sheet's name for a night's table: "<night> · S<series> · T<table>", within the sheet's bound. */
function tableSheetName(night: string, series: number, table: number): string {
  const suffix = ` · S${series + 1} · T${table}`;
  const room = 60 - suffix.length;
  const graphemes = Array.from(new Intl.Segmenter().segment(night), (part) => part.segment);
  return graphemes.slice(0, room).join('').trim() + suffix;
}

/** The sheet a table starts with, as the director's phone writes its start. */
function tableRecord(
  setup: NightSetup,
  plan: NightPlan,
  series: number,
  table: NightTable,
  now: number,
): SheetRecord {
  // The plan's players: a latecomer or a replacement is not in the setup (night-roster.ts).
  const names = new Map(plan.players.map((player) => [player.playerId, player.name]));
  // The plan's check let through tables of 3 to 5 only (5 where the plan allows it).
  const size = table.players.length;
  const players = isTableSize(size) ? size : 3;
  return {
    id: table.sheetId,
    name: tableSheetName(setup.name, series, table.table),
    playerNames: table.players.map((playerId) => names.get(playerId) ?? playerId),
    playerIds: [...table.players],
    setup: {
      players,
      firstDealer: 0,
      plannedDeals: seriesDeals(plan, players),
      rules: setup.rules.rules,
    },
    preset: setup.rules.preset,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Seats the night's next series by `method` (nextSeries: refused with its codes, nothing
 * written), then, for each table: a sheet id, a login for its phone (a pooled table login claimed,
 * made a member of the night's own database for that sheet: night-database.ts, claimed with the
 * first series), its sheet started there by the director; last the `series-assigned` event, in the
 * club's database. No free night database (`night-databases-in-use`) or too few free table logins
 * (`table-logins-in-use`) refuse the series, nothing written. The links are kept on this phone
 * (tableLinks) and in the directors' database (stored-links.ts, for the director's other devices).
 */
export async function assignSeries(
  access: ClubAccess,
  night: DirectorNight,
  method: SeriesMethod,
  random: () => string = () => randomHex(19),
): Promise<Result<readonly GuestLink[], NightWriteProblem>> {
  if (night.closed) return fail([{ code: 'night-closed' }]);
  if (!night.plan || !night.setup || !isNightKey(night.key))
    return fail([{ code: 'doc-malformed' }]);
  const { plan, setup } = night;
  const next = nextSeries(plan, method);
  if (!next.ok) return next;
  const series = plan.series.length;
  const seated = next.value.series[series];
  if (!seated) return fail([{ code: 'all-series-assigned', seriesCount: plan.seriesCount }]);
  const tables: NightTable[] = seated.tables.map((table) => ({
    table: table.table,
    players: table.players,
    sheetId: nightSheetId(night.key, series, table.table, random()),
  }));
  const held = await claimNightDatabase(access, night.key);
  if (!held.ok) return fail(problemsOf(held.errors));
  if (held.value === 'in-use') return fail([{ code: 'night-databases-in-use' }]);
  const tablesDb = held.value;
  const claimed = await claimTableLogins(access, tables.length, tablesDb);
  if (!claimed.ok) return fail(problemsOf(claimed.errors));
  if (claimed.value === 'in-use') return fail([{ code: 'table-logins-in-use' }]);
  const logins = claimed.value;
  const database = trimmed(tablesDb.server);
  const links: GuestLink[] = tables.map((table, index) => ({
    database,
    sheetId: table.sheetId,
    name: logins[index]?.name ?? '',
    token: logins[index]?.token ?? '',
    keeper: true,
  }));
  // Kept before anything else is written: closing the night frees these logins.
  keepTableLinks(night.key, links);
  // And in the directors' database: every club admin's device shows them, and close the night.
  const stored = await storeLinks(access, night.key, links);
  if (!stored.ok) return fail(problemsOf(stored.errors));
  const seatedAt = Object.fromEntries(links.map((link) => [link.name, link.sheetId]));
  const lengths = Object.fromEntries(
    links.map((link, index) => [link.name, seriesDeals(plan, tables[index]?.players.length ?? 0)]),
  );
  // Each player's PIN for confirming the table's list (issue 33), new for each series.
  const pins = Object.fromEntries(
    links.map((link, index) => [link.name, pinsFor(tables[index]?.players ?? [])]),
  );
  const members = await changeTables(tablesDb, (had) => ({ ...had, ...seatedAt }), lengths, pins);
  if (!members.ok) return fail(problemsOf(members.errors));

  const now = Date.now();
  const starts = tables.flatMap((table) =>
    startEvents(tableRecord(setup, plan, series, table, now)).map((event) =>
      docOfEvent(access.name, event),
    ),
  );
  const started = await writeDocs(tablesDb, starts);
  if (!started.ok) return started;
  const assigned = await writeNightEvent(access, night.key, {
    kind: 'series-assigned',
    series,
    assignment: seated.assignment,
    tables,
  });
  return assigned.ok ? ok(links) : assigned;
}

/** The night's result as the season counts it, written again (after a correction). */
export async function writeResults(
  access: ClubAccess,
  key: string,
  results: readonly NightResult[],
): Promise<Result<void, NightWriteProblem>> {
  const written = await writeNightEvent(access, key, { kind: 'night-results', results });
  return written.ok ? ok(undefined) : written;
}

/**
 * Closes the night: its results and `night-closed` written, then every table login of the night
 * taken out of its night database's members (the server refuses them from then on: closing locks
 * the night), each freed for another night (a fresh password set as itself) where this phone has
 * its password, the night's sheets copied into the club's database and its night database freed
 * (night-database.ts). A night closed already is not closed twice; its tables are shut out again
 * and what failed of the rest is done now.
 */
export async function closeNight(
  access: ClubAccess,
  night: DirectorNight,
  results: readonly NightResult[],
): Promise<Result<void, NightWriteProblem>> {
  if (!isNightKey(night.key)) return fail([{ code: 'doc-malformed' }]);
  if (!night.closed) {
    const at = Date.now();
    const written = await writeNightEvent(
      access,
      night.key,
      { kind: 'night-results', results },
      at,
    );
    if (!written.ok) return written;
    // After the results in the fold's order (by time): the night closed with them.
    const closed = await writeNightEvent(access, night.key, { kind: 'night-closed' }, at + 1);
    if (!closed.ok) return closed;
  }
  const tablesDb = await nightDatabaseOf(access, night.key);
  if (!tablesDb.ok) return fail(problemsOf(tablesDb.errors));
  const notThisNight = (had: Readonly<Record<string, string>>) =>
    Object.fromEntries(
      Object.entries(had).filter(([, sheetId]) => nightOfSheet(sheetId)?.key !== night.key),
    );
  // The club's database too: a night seated before night databases had its tables there.
  for (const where of tablesDb.value ? [tablesDb.value, access] : [access]) {
    const shutOut = await changeTables(where, notThisNight);
    if (!shutOut.ok) return fail(problemsOf(shutOut.errors));
  }
  // The links stored for the night (made on any device) deleted first: a retried close must not
  // try their old passwords (each refusal counts towards the login's lock-out).
  const made = await nightTableLinks(access, night.key);
  const removed = await removeStoredLinks(access, night.key);
  if (!removed.ok) return fail(problemsOf(removed.errors));
  await freeTableLogins(access, made.ok ? made.value : tableLinks(night.key));
  forgetTableLinks(night.key);
  if (tablesDb.value) {
    const copied = await copyNightHome(tablesDb.value, access, night.key);
    if (!copied.ok) return fail(problemsOf(copied.errors));
    const freed = await freeNightDatabase(access, tablesDb.value);
    if (!freed.ok) return fail(problemsOf(freed.errors));
  }
  // The night is closed whatever this write does: a club without a public database has nowhere
  // to write, and a failed write is made again by the night's screen (NightScreen, after closing).
  await publishClosed(access, night.key);
  return ok(undefined);
}

/**
 * The closed standings written last, from what the club holds once no table can write: a table's
 * phone reads them without a login to learn which of its deals the club got (a write whose answer
 * it missed), since a publisher may have written the closed night before a last deal was read.
 */
async function publishClosed(access: ClubAccess, key: string): Promise<PublishResult> {
  const read = await readNight(access, key);
  if (!read.ok) return fail(problemsOf(read.errors));
  if (!read.value.night.setup) return ok(undefined);
  return publishStandings(access, { ...publicStandings(read.value, Date.now()), key });
}

/** What publishStandings writes: a night's standings with its key. */
type KeyedStandings = PublicStandings & { readonly key: string };
type PublishResult = Result<void, NightWriteProblem>;

/**
 * The writes of each night's public standings, one at a time: the standings asked for while one
 * is on its way wait, and only the newest of them is written next. Two writes of one phone never
 * race (each saw the other's 409), and an older write is never retried after a newer one.
 */
const publishing = new Map<
  string,
  {
    next: { access: ClubAccess; standings: KeyedStandings } | null;
    running: Promise<PublishResult>;
  }
>();

/**
 * A night's public standings written to the club's public database (anyone reads them there),
 * in the order asked, the newest winning (see `publishing`). The promise settles when the
 * newest standings asked for by then are written, with that write's result.
 */
export function publishStandings(
  access: ClubAccess,
  standings: KeyedStandings,
): Promise<PublishResult> {
  const queue = publishing.get(standings.key);
  if (queue) {
    queue.next = { access, standings };
    return queue.running;
  }
  const started = {
    next: { access, standings },
    running: Promise.resolve<PublishResult>(ok(undefined)),
  };
  started.running = drainPublishing(standings.key, started);
  publishing.set(standings.key, started);
  return started.running;
}

/** Writes what waits for the night until nothing does (each round takes the newest). */
async function drainPublishing(
  key: string,
  queue: { next: { access: ClubAccess; standings: KeyedStandings } | null },
): Promise<PublishResult> {
  let result: PublishResult = ok(undefined);
  try {
    for (let next = queue.next; next !== null; next = queue.next) {
      queue.next = null;
      result = await writeStandings(next.access, next.standings);
    }
  } finally {
    publishing.delete(key);
  }
  return result;
}

/**
 * One write of the standings over the stored revision. The revision is read by `_all_docs`, which
 * answers 200 also before the first write (a GET of the document would log a 404 in the browser);
 * another phone's write in between (409): read again once.
 */
async function writeStandings(
  access: ClubAccess,
  standings: KeyedStandings,
): Promise<PublishResult> {
  const { key, ...fields } = standings;
  if (!isNightKey(key)) return fail([{ code: 'doc-malformed' }]);
  const path = new URL(standingsUrl(publicDatabaseOf(access.server), key)).pathname;
  const id = standingsDocId(key);
  const revisionPath = `${path.replace(/\/[^/]*$/, '')}/_all_docs?key=${encodeURIComponent(JSON.stringify(id))}`;
  for (let tries = 0; tries < PUBLISH_TRIES; tries += 1) {
    const read = await request(access, 'GET', revisionPath);
    if (!read.ok) return fail(problemsOf(read.errors));
    const rev = storedRevision(read.value.body);
    const doc = { _id: id, ...(rev === null ? {} : { _rev: rev }), ...fields };
    const written = await request(access, 'PUT', path, doc, { accept: [409] });
    if (!written.ok) return fail(problemsOf(written.errors));
    if (written.value.status !== 409) return ok(undefined);
  }
  return fail([{ code: 'not-a-club' }]);
}

/** The revision `_all_docs?key=` lists for the document; null when there is none (or deleted). */
function storedRevision(body: unknown): string | null {
  const rows = isRecord(body) && Array.isArray(body.rows) ? (body.rows as unknown[]) : [];
  const row = rows[0];
  if (!isRecord(row) || !isRecord(row.value) || row.value.deleted === true) return null;
  return typeof row.value.rev === 'string' ? row.value.rev : null;
}
