// A night followed live: the director's events and every table sheet's events as they arrive (in
// any order, repeated or not), and the ranking mended table by table. A deal arriving at a table
// folds that table's sheet alone — its own fold (foldLog) and its own scoring (scoreSheet), never
// a second scorer — and replaces the table's part of the ranking (ranking.ts withTable): the cost
// of an update is one sheet and the night's players, never a refold of every sheet.
//
// The tracker is a mutable object owned by one watcher (sync/club/night/feed.ts): withNightEvent and
// withSheetEvent change it in place and return it, so an update copies no map of every sheet.
// Nothing it hands out changes afterwards: trackedView builds a new NightView each time, and the
// ranking in it is immutable (withTable makes a new one), so a screen may keep an old view.
//
// A table's sheet may arrive before the series that names it (a table's phone is quicker than the
// director's document): its events are kept and counted once the series is known. The sheet's
// setup (players, rules, planned deals) comes from its start events (sync/live/sheet-start.ts: the
// director's three events, device START_DEVICE) like every later change: through the fold.
import { analysis } from '../concurrency';
import { foldLog, provideAnalysis } from '../fold-log';
import { scoreSheetAfter, type ScoredList } from '../sheet';
import { isDealChange, type SheetEvent } from '../sheet-log';
import type { ListDeal } from '../voided-deal';
import { seriesDeals } from './night';
import { foldNight, type NightState } from './night-fold';
import { nightOfSheet, type NightEvent } from './night-log';
import type { PublicStandings } from './public-standings';
import {
  NO_CONTRIBUTION,
  rankingOf,
  rankingRows,
  tableContribution,
  withTable,
  type NightRanking,
  type TableContribution,
} from './ranking';
import { nightResults, type NightResult } from './season';
import {
  listDigest,
  tableConfirmations,
  type ListConfirmation,
  type TableConfirmations,
} from './list-confirmation';

export type { PublicStandings } from './public-standings';

/** How far one table of one series has come. */
export interface TableProgress {
  /** 0-based. */
  readonly series: number;
  readonly table: number;
  readonly sheetId: string;
  /** The table's players in seat order (roster ids). */
  readonly players: readonly string[];
  /** Deals on the sheet's list, voided ones included (as the sheet counts them). */
  readonly deals: number;
  /** The deals the table plays in the series (by its size). */
  readonly of: number;
  /** Time of the latest change of a deal (an undo included); null before the first deal. */
  readonly lastAt: number | null;
}

export interface NightView {
  readonly night: NightState;
  /** Null until the night is planned. */
  readonly ranking: NightRanking | null;
  /** Every table of every series assigned, series by series, table by table. */
  readonly progress: readonly TableProgress[];
  /** Per table (as progress), who confirmed its list as it stands and who is waited for. */
  readonly confirmations?: readonly TableConfirmations[];
  /** Every confirmation as stored (the open results file carries them: confirmationsOf). */
  readonly confirmed?: readonly ListConfirmation[];
}

/** One sheet's events and what its fold says. */
interface SheetTrack {
  readonly events: Map<string, { readonly event: SheetEvent; readonly author: string }>;
  /** Events written in two versions on the server (tampered): no version of them counts. */
  readonly tampered: Set<string>;
  /** The list as last scored (its rows are reused for the deals that stayed the same). */
  scored: ScoredList | null;
  deals: number;
  lastAt: number | null;
}

interface Place {
  readonly series: number;
  readonly table: number;
  readonly players: readonly string[];
}

/** The night `key` as followed so far. Owned by one watcher: see the note at the top. */
export interface NightTracker {
  readonly key: string;
  readonly nightEvents: Map<string, NightEvent>;
  night: NightState;
  /** Every sheet of the night seen so far, the ones not yet assigned too. */
  readonly sheets: Map<string, SheetTrack>;
  /** Where each assigned sheet sits (from the night's series-assigned events). */
  places: Map<string, Place>;
  ranking: NightRanking | null;
  /** The tables' confirmations of their lists, by id (list-confirmation.ts). */
  readonly confirmations: Map<string, ListConfirmation>;
}

export function emptyTracker(key: string): NightTracker {
  return {
    key,
    nightEvents: new Map(),
    night: foldNight(key, []),
    sheets: new Map(),
    places: new Map(),
    ranking: null,
    confirmations: new Map(),
  };
}

function placesOf(night: NightState): Map<string, Place> {
  const places = new Map<string, Place>();
  night.tables.forEach((tables, series) => {
    for (const { table, players, sheetId } of tables)
      places.set(sheetId, { series, table, players });
  });
  return places;
}

function contributionOf(track: SheetTrack | undefined, players: readonly string[]) {
  const score = track?.scored?.score;
  if (score?.ok) return tableContribution(score.value, players);
  // Not started yet, or a list the sheet's rules refuse: the table counts nothing so far.
  return players.map((playerId) => ({ playerId, ...NO_CONTRIBUTION }));
}

/** Folds the night again (its events are few) and counts every sheet it now places. */
export function withNightEvent(tracker: NightTracker, event: NightEvent): NightTracker {
  if (tracker.nightEvents.has(event.id)) return tracker;
  tracker.nightEvents.set(event.id, event);
  tracker.night = foldNight(tracker.key, [...tracker.nightEvents.values()]);
  tracker.places = placesOf(tracker.night);
  const plan = tracker.night.plan;
  const tables: { series: number; table: number; contribution: TableContribution }[] = [];
  for (const [sheetId, place] of tracker.places) {
    const track = tracker.sheets.get(sheetId);
    if (track) tables.push({ ...place, contribution: contributionOf(track, place.players) });
  }
  tracker.ranking = plan ? rankingOf(plan, tables) : null;
  return tracker;
}

/**
 * A table sheet's list as the night counts it: its setup and its deals up to the series' length.
 * The table's phone uses it too, so the list it confirms has the director's digest.
 */
export function countedList(events: readonly SheetEvent[]) {
  // The app's own fold with the concurrency analysis (two phones at one table); this module is
  // loaded on demand by the night's screens, so it may bring the analysis along.
  provideAnalysis(analysis);
  const folded = foldLog(events);
  const setup = folded.rules?.setup ?? null;
  // Never a deal beyond the series' length (the director's planned deals), whatever a table's
  // login wrote (issue 34 item 7): the ranking and the public page count the first ones only.
  const counted = setup ? folded.deals.slice(0, setup.plannedDeals) : folded.deals;
  const deals: ListDeal[] = counted.map((deal) => deal.deal);
  return { setup, deals };
}

function refold(track: SheetTrack): void {
  const { setup, deals } = countedList([...track.events.values()].map(({ event }) => event));
  track.scored = setup
    ? { setup, deals, score: scoreSheetAfter(track.scored, setup, deals) }
    : null;
  track.deals = deals.length;
}

/** A table's confirmation of its list (sync/club/night/confirm-doc.ts read it); once per id. */
export function withConfirmation(
  tracker: NightTracker,
  confirmation: ListConfirmation,
): NightTracker {
  if (nightOfSheet(confirmation.sheetId)?.key !== tracker.key) return tracker;
  if (!tracker.confirmations.has(confirmation.id))
    tracker.confirmations.set(confirmation.id, confirmation);
  return tracker;
}

/**
 * One event of one of the night's sheets, by `author` (the CouchDB user who wrote it): the
 * sheet is folded again and, once its table is known, its part of the ranking replaced.
 * Events of a sheet of another night, or of no night, are ignored.
 */
export function withSheetEvent(
  tracker: NightTracker,
  sheetId: string,
  event: SheetEvent,
  author: string,
): NightTracker {
  const track = nightTrackOf(tracker, sheetId);
  if (!track || track.events.has(event.id) || track.tampered.has(event.id)) return tracker;
  track.events.set(event.id, { event, author });
  if (isDealChange(event.change) || event.change.kind === 'undone')
    track.lastAt = Math.max(track.lastAt ?? event.at, event.at);
  return withSheetRescored(tracker, sheetId, track);
}

/**
 * An event of one of the night's sheets that the server holds in two versions (its author wrote a
 * second branch): tampered, so no version of it counts, as on the sheet itself (db/folded-sheet.ts).
 * Taken out if it was counted, and never taken in again.
 */
export function withTamperedSheetEvent(
  tracker: NightTracker,
  sheetId: string,
  eventId: string,
): NightTracker {
  const track = nightTrackOf(tracker, sheetId);
  if (!track || track.tampered.has(eventId)) return tracker;
  track.tampered.add(eventId);
  if (!track.events.delete(eventId)) return tracker;
  return withSheetRescored(tracker, sheetId, track);
}

/** The track of a sheet of this night (made on its first event); null for any other sheet. */
function nightTrackOf(tracker: NightTracker, sheetId: string): SheetTrack | null {
  return nightOfSheet(sheetId)?.key === tracker.key ? trackOf(tracker, sheetId) : null;
}

function trackOf(tracker: NightTracker, sheetId: string): SheetTrack {
  let track = tracker.sheets.get(sheetId);
  if (!track) {
    track = { events: new Map(), tampered: new Set(), scored: null, deals: 0, lastAt: null };
    tracker.sheets.set(sheetId, track);
  }
  return track;
}

/** The sheet folded again and, once its table is known, its part of the ranking replaced. */
function withSheetRescored(
  tracker: NightTracker,
  sheetId: string,
  track: SheetTrack,
): NightTracker {
  refold(track);
  const place = tracker.places.get(sheetId);
  if (place && tracker.ranking)
    tracker.ranking = withTable(
      tracker.ranking,
      place.series,
      place.table,
      contributionOf(track, place.players),
    );
  return tracker;
}

/** The events of one sheet as tracked, each with its author (a table's history). */
export function nightEventsOfSheet(
  tracker: NightTracker,
  sheetId: string,
): readonly { readonly event: SheetEvent; readonly author: string }[] {
  return [...(tracker.sheets.get(sheetId)?.events.values() ?? [])];
}

/** The night as it stands now: a new object each time, never changed afterwards. */
export function trackedView(tracker: NightTracker): NightView {
  const { night, ranking, sheets } = tracker;
  const progress: TableProgress[] = [];
  const confirmed = [...tracker.confirmations.values()];
  const confirmations: TableConfirmations[] = [];
  night.tables.forEach((tables, series) => {
    for (const { table, players, sheetId } of tables) {
      const track = sheets.get(sheetId);
      const list = listDigest(track?.scored?.deals ?? []);
      confirmations.push(tableConfirmations({ series, table, sheetId, players }, list, confirmed));
      progress.push({
        series,
        table,
        sheetId,
        players,
        deals: track?.deals ?? 0,
        of: night.plan ? seriesDeals(night.plan, players.length) : 0,
        lastAt: track?.lastAt ?? null,
      });
    }
  });
  return { night, ranking, progress, confirmations, confirmed };
}

/** What the public page shows: display names only, no roster ids, no fees. */
export function publicStandings(view: NightView, now: number): PublicStandings {
  const { night, ranking, progress } = view;
  const rows = ranking
    ? rankingRows(ranking).map((row) => ({
        rank: row.rank,
        name: row.name,
        seegerFabian: row.seegerFabian,
        won: row.won,
        lost: row.lost,
        bySeries: row.bySeries.map(({ seegerFabian, won, lost }) => ({ seegerFabian, won, lost })),
      }))
    : [];
  return {
    name: night.setup?.name ?? '',
    date: night.setup?.date ?? '',
    closed: night.closed !== null,
    seriesCount: night.setup?.seriesCount ?? 0,
    rows,
    tables: progress.map(({ series, table, deals, of }) => ({ series, table, deals, of })),
    updatedAt: now,
  };
}

/** The night's result as the season counts it (what `night-results` stores). */
export function finalResults(view: NightView): NightResult[] {
  return view.ranking ? nightResults(rankingRows(view.ranking)) : [];
}
