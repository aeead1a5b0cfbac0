// The club's nights as "Club nights" and the season list them: every night's events read in one
// `_all_docs` range of the club's database (a page at a time, bounded), each night summed up from
// its own events alone.
import { ok, type Result } from '../../../domain/result';
import type { NightEvent } from '../../../domain/tournament/night-log';
import type { NightResult } from '../../../domain/tournament/season';
import { request, rowsOf, type ClubAccess, type ClubProblem } from '../club-sheets';
import { ALL_NIGHTS_RANGE, nightOfDocId } from '../../protocol/ids';
import { nightEventOfDoc } from '../../protocol/night-doc';

/** A night as "Nights" lists it: from its events alone (one `_all_docs` range for all nights). */
export interface NightSummary {
  readonly key: string;
  readonly name: string;
  readonly date: string;
  readonly closed: boolean;
  /** The latest `night-results` (written at closing, again after a correction); null before. */
  readonly results: readonly NightResult[] | null;
}

/** A page of `_all_docs` when the nights are read, and at most this many pages. */
const NIGHTS_PAGE = 500;
const MAX_NIGHTS_PAGES = 40;

/** The nights' events, every night, read a page at a time (bounded), by night key. */
async function allNightEvents(
  access: ClubAccess,
): Promise<Result<Map<string, NightEvent[]>, ClubProblem>> {
  const byNight = new Map<string, NightEvent[]>();
  let startkey: string = ALL_NIGHTS_RANGE.startkey;
  for (let page = 0; page < MAX_NIGHTS_PAGES; page += 1) {
    const query = new URLSearchParams({
      startkey: JSON.stringify(startkey),
      endkey: JSON.stringify(ALL_NIGHTS_RANGE.endkey),
      include_docs: 'true',
      limit: String(NIGHTS_PAGE + 1),
    });
    const listed = await request(access, 'GET', `_all_docs?${query.toString()}`);
    if (!listed.ok) return listed;
    const rows = rowsOf(listed.value.body);
    for (const row of rows.slice(0, NIGHTS_PAGE)) {
      const key = typeof row.id === 'string' ? nightOfDocId(row.id) : null;
      const event = nightEventOfDoc(row.doc);
      if (!key || !event) continue;
      byNight.set(key, [...(byNight.get(key) ?? []), event]);
    }
    const next = rows[NIGHTS_PAGE];
    if (!next || typeof next.id !== 'string') return ok(byNight);
    startkey = next.id;
  }
  return ok(byNight);
}

const byTime = (a: NightEvent, b: NightEvent) =>
  a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Every night of the club, newest first (by date, then name): its key, name, date, whether it was
 * closed, and its latest results. A night without its `night-planned` event is left out.
 */
export async function readNights(
  access: ClubAccess,
): Promise<Result<readonly NightSummary[], ClubProblem>> {
  const all = await allNightEvents(access);
  if (!all.ok) return all;
  const nights: NightSummary[] = [];
  for (const [key, events] of all.value) {
    const ordered = [...events].sort(byTime);
    const planned = ordered.find((event) => event.change.kind === 'night-planned')?.change;
    if (planned?.kind !== 'night-planned') continue;
    const closed = ordered.some((event) => event.change.kind === 'night-closed');
    const latest = ordered.filter((event) => event.change.kind === 'night-results').at(-1)?.change;
    nights.push({
      key,
      name: planned.setup.name,
      date: planned.setup.date,
      closed,
      results: latest?.kind === 'night-results' ? latest.results : null,
    });
  }
  return ok(
    nights.sort((a, b) =>
      a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.name.localeCompare(b.name),
    ),
  );
}
