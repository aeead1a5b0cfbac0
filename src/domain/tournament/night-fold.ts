// A night as it stands: a deterministic fold of its director's events (night-log.ts), the same
// for every order in which they arrive and every copy of them. Events are folded by time, then
// id; each id counts once. What the fold does not take is kept out with a code (never a
// sentence), so a screen can say why:
// - the first `night-planned` sets the night up; a later one is ignored (`night-planned-twice`);
// - a `series-assigned` counts only for the next series, only when the plan with it passes the
//   night's own check (checkNight) and every table's sheet id is that table's of this night;
// - the first `night-closed` closes the night; a later one is ignored;
// - of the `night-results`, the latest counts (a correction after closing writes a new one);
// - of the `prizes-released` (prizes paid with lists not all confirmed), the latest counts;
// - a change of the players (night-roster.ts) counts only for the next series, before the night
//   is closed, and only when that series can still be seated with it (`roster-refused`).
import type { NightPlan, Series } from './night';
import { checkNight } from './night';
import type { NightEvent, NightSetup, NightTable } from './night-log';
import { nightOfSheet } from './night-log';
import { withAbsent } from './next-series';
import { withRosterChange, type RosterChange } from './night-roster';
import type { NightResult } from './season';
import { MAX_RELEASE_REASON, type PrizesReleased } from './list-confirmation';

/** Why the fold left a night event out. */
export type NightIgnoredCode =
  /** Not a change the fold knows. */
  | 'kind-unknown'
  /** A change of a known kind whose fields are not of its form (damaged, or not the app's). */
  | 'change-malformed'
  /** A second `night-planned`: the night is set up once. */
  | 'night-planned-twice'
  /** A series assigned (or closed) before the night was planned. */
  | 'night-not-planned'
  /** A series assigned that is not the next one (a second assignment of a series, or a gap). */
  | 'series-not-next'
  /** The plan with this series would not pass checkNight (players, table sizes, count). */
  | 'series-refused'
  /** A table's sheet id is not that table's of this night (key, series, table), or one twice. */
  | 'table-sheet-mismatch'
  /** A second `night-closed`. */
  | 'night-closed-twice'
  /** A change of the players the night refuses (closed, a series passed, unseatable, a name twice). */
  | 'roster-refused';

export interface NightIgnored {
  readonly eventId: string;
  readonly code: NightIgnoredCode;
}

export interface NightState {
  readonly key: string;
  readonly setup: NightSetup | null;
  /** The plan with the series assigned so far; null until the night is planned. */
  readonly plan: NightPlan | null;
  /** Per series (0-based) its tables with their players and sheets. */
  readonly tables: readonly (readonly NightTable[])[];
  readonly closed: { readonly at: number; readonly author: string } | null;
  /** The latest `night-results`; null when none was written. */
  readonly results: readonly NightResult[] | null;
  /** The changes of the players the fold took, in order, each with when and by whom (none: left out). */
  readonly roster?: readonly RosterEntry[];
  /** The director's latest release of the prizes (with its reason); null or none: not released. */
  readonly released?: PrizesReleased | null;
  readonly ignored: readonly NightIgnored[];
}

/** A change of the night's players as taken: the night's history shows these. */
export interface RosterEntry {
  readonly at: number;
  readonly author: string;
  readonly change: RosterChange;
}

function compareNightEvents(a: NightEvent, b: NightEvent): number {
  if (a.at !== b.at) return a.at - b.at;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

function planOf(setup: NightSetup): NightPlan {
  return {
    players: setup.players,
    seriesCount: setup.seriesCount,
    dealsAtFour: setup.dealsAtFour,
    dealsAtThree: setup.dealsAtThree,
    // Left out, not undefined, when the night has no tables of 5: the plan's own shape.
    ...(setup.dealsAtFive === undefined ? {} : { dealsAtFive: setup.dealsAtFive }),
    series: [],
    fees: setup.fees,
  };
}

function sheetsMatch(key: string, series: number, tables: readonly NightTable[]): boolean {
  const ids = new Set<string>();
  for (const table of tables) {
    const of = nightOfSheet(table.sheetId);
    if (!of || of.key !== key || of.series !== series || of.table !== table.table) return false;
    if (ids.has(table.sheetId)) return false;
    ids.add(table.sheetId);
  }
  return true;
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isText = (value: unknown) => typeof value === 'string';
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const listOf = (value: unknown, item: (entry: unknown) => boolean) =>
  Array.isArray(value) && value.every(item);

const playerOk = (entry: unknown) =>
  isFields(entry) && isText(entry.playerId) && isText(entry.name);

function setupOk(setup: unknown): boolean {
  if (!isFields(setup) || !isFields(setup.fees) || !isFields(setup.rules)) return false;
  const { fees } = setup;
  return (
    isText(setup.name) &&
    isText(setup.date) &&
    listOf(setup.players, playerOk) &&
    [setup.seriesCount, setup.dealsAtFour, setup.dealsAtThree, fees.entry, fees.perLost].every(
      isNumber,
    ) &&
    (setup.dealsAtFive === undefined || isNumber(setup.dealsAtFive)) &&
    (fees.higher === null || (isFields(fees.higher) && isNumber(fees.higher.from))) &&
    (!isFields(fees.higher) || isNumber(fees.higher.cents))
  );
}

/**
 * Whether a change has the fields of its kind, so the fold never reads a damaged document's
 * missing list (the club's server checks a night document's form, not every field of its change;
 * what the values mean is checkNight's to judge).
 */
function changeOk(change: unknown): boolean {
  if (!isFields(change)) return false;
  switch (change.kind) {
    case 'night-planned':
      return setupOk(change.setup);
    case 'series-assigned': {
      const table = (entry: unknown) =>
        isFields(entry) &&
        isNumber(entry.table) &&
        isText(entry.sheetId) &&
        listOf(entry.players, isText);
      return isNumber(change.series) && isFields(change.assignment) && listOf(change.tables, table);
    }
    case 'prizes-released':
      return (
        isText(change.reason) &&
        change.reason.trim() !== '' &&
        change.reason.length <= MAX_RELEASE_REASON
      );
    case 'player-added':
      return isNumber(change.series) && playerOk(change.player);
    case 'player-absent':
    case 'player-back':
      return isNumber(change.series) && isText(change.playerId);
    case 'player-replaced':
      return isNumber(change.series) && isText(change.playerId) && playerOk(change.by);
    case 'night-results': {
      const result = (entry: unknown) =>
        isFields(entry) &&
        isText(entry.playerId) &&
        isText(entry.name) &&
        [entry.seegerFabian, entry.won, entry.lost, entry.lists].every(isNumber);
      return listOf(change.results, result);
    }
    default:
      return true;
  }
}

/** The night `key` as its events say (in any order, repeated or not). */
export function foldNight(key: string, events: readonly NightEvent[]): NightState {
  const seen = new Set<string>();
  const ordered = [...events].sort(compareNightEvents).filter((event) => {
    if (seen.has(event.id)) return false;
    seen.add(event.id);
    return true;
  });
  let setup: NightSetup | null = null;
  let plan: NightPlan | null = null;
  const tables: (readonly NightTable[])[] = [];
  let closed: NightState['closed'] = null;
  let results: readonly NightResult[] | null = null;
  const roster: RosterEntry[] = [];
  let released: PrizesReleased | null = null;
  const ignored: NightIgnored[] = [];
  const ignore = (event: NightEvent, code: NightIgnoredCode) =>
    ignored.push({ eventId: event.id, code });
  for (const event of ordered) {
    const change = event.change;
    if (!changeOk(change)) {
      ignore(event, 'change-malformed');
      continue;
    }
    switch (change.kind) {
      case 'night-planned':
        if (setup) ignore(event, 'night-planned-twice');
        else {
          setup = change.setup;
          plan = planOf(change.setup);
        }
        break;
      case 'series-assigned': {
        if (!plan) {
          ignore(event, 'night-not-planned');
          break;
        }
        if (change.series !== plan.series.length) {
          ignore(event, 'series-not-next');
          break;
        }
        const seated: Series = {
          tables: change.tables.map(({ table, players }) => ({ table, players })),
          assignment: change.assignment,
        };
        const series = withAbsent(seated, plan.absent);
        const checked = checkNight({ ...plan, series: [...plan.series, series] });
        if (!checked.ok) ignore(event, 'series-refused');
        else if (!sheetsMatch(key, change.series, change.tables))
          ignore(event, 'table-sheet-mismatch');
        else {
          plan = checked.value;
          tables.push(change.tables);
        }
        break;
      }
      case 'night-closed':
        if (!setup) ignore(event, 'night-not-planned');
        else if (closed) ignore(event, 'night-closed-twice');
        else closed = { at: event.at, author: event.author };
        break;
      case 'night-results':
        results = change.results;
        break;
      case 'prizes-released':
        if (!setup) ignore(event, 'night-not-planned');
        else released = { at: event.at, author: event.author, reason: change.reason };
        break;
      case 'player-added':
      case 'player-absent':
      case 'player-back':
      case 'player-replaced': {
        const next: ReturnType<typeof withRosterChange> | null =
          plan && !closed ? withRosterChange(plan, change) : null;
        if (!next?.ok) ignore(event, 'roster-refused');
        else {
          plan = next.value;
          roster.push({ at: event.at, author: event.author, change });
        }
        break;
      }
      default:
        ignore(event, 'kind-unknown');
    }
  }
  return { key, setup, plan, tables, closed, results, roster, released, ignored };
}
