// The checker of a results file (results-file.ts): every figure recomputed from the logs alone
// (results-figures.ts) and held against the file's, and every drawn series drawn again from its
// seed with the night as it stood before it. The first difference refuses the file, named by its
// place in the file, so a person can look it up. A season file is each of its nights checked so,
// then its ranking recomputed from the nights' rankings by the season's rule.
import { fail, ok, type Result } from '../result';
import { nextSeries } from './next-series';
import { foldNight } from './night-fold';
import type { NightEvent } from './night-log';
import { nightFigures } from './results-figures';
import type {
  NightFigures,
  NightRecord,
  ResultsFile,
  SeasonResultsFile,
  SeasonNight,
} from './results-file';
import {
  nightResults,
  seasonRanking,
  type NightResult,
  type SeasonRow,
  type SeasonRule,
} from './season';

/** Why a results file is refused: the first figure that does not follow from its logs. */
export type ResultsDifference =
  /** A series drawn by a seed is not seated as that seed draws it (`table`: the first differing). */
  | {
      readonly code: 'draw-differs';
      readonly night: number;
      readonly series: number;
      readonly table: number;
      readonly seed: string;
    }
  /** A figure differs: `path` is its place in the file ("figures.lists[2].deals[7].seegerFabian[1]"). */
  | {
      readonly code: 'figure-differs';
      readonly path: string;
      readonly inFile: unknown;
      readonly fromLogs: unknown;
    };

/** What was checked: the nights, their lists and deals (the command line reports them). */
export interface CheckedCounts {
  readonly nights: number;
  readonly lists: number;
  readonly deals: number;
}

/** At most this many levels of nesting are compared (the figures have five). */
const MAX_DEPTH = 12;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The first place where `inFile` and `fromLogs` differ (in the recomputed figures' order, then
 * what the file has beyond them), or null. Arrays differ first by length.
 */
export function firstDifference(
  inFile: unknown,
  fromLogs: unknown,
  path: string,
  depth = 0,
): { readonly path: string; readonly inFile: unknown; readonly fromLogs: unknown } | null {
  // `===`, not Object.is: JSON writes −0 as 0, and the two are the same figure.
  if (inFile === fromLogs) return null;
  const here = { path, inFile, fromLogs };
  if (depth > MAX_DEPTH) return here;
  if (Array.isArray(inFile) && Array.isArray(fromLogs)) {
    const shorter = Math.min(inFile.length, fromLogs.length);
    for (let i = 0; i < shorter; i += 1) {
      const found = firstDifference(inFile[i], fromLogs[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return inFile.length === fromLogs.length
      ? null
      : { path: `${path}.length`, inFile: inFile.length, fromLogs: fromLogs.length };
  }
  if (isRecord(inFile) && isRecord(fromLogs)) {
    const keys = [...Object.keys(fromLogs), ...Object.keys(inFile).filter((k) => !(k in fromLogs))];
    for (const key of keys) {
      const found = firstDifference(inFile[key], fromLogs[key], `${path}.${key}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  return here;
}

function compareNightEvents(a: NightEvent, b: NightEvent): number {
  if (a.at !== b.at) return a.at - b.at;
  return a.id === b.id ? 0 : a.id < b.id ? -1 : 1;
}

/** The director's events in the fold's order, each id once (night-fold.ts). */
function foldOrder(events: readonly NightEvent[]): NightEvent[] {
  const seen = new Set<string>();
  return [...events].sort(compareNightEvents).filter((event) => {
    if (seen.has(event.id)) return false;
    seen.add(event.id);
    return true;
  });
}

/**
 * Each series the fold took as drawn, drawn again (next-series.ts, as the director's phone drew
 * it) with the night as it stood just before it: null when every one is seated as its seed says.
 */
export function drawDifference(
  record: NightRecord,
  night = 0,
): Extract<ResultsDifference, { code: 'draw-differs' }> | null {
  const ordered = foldOrder(record.events);
  let before = foldNight(record.key, []);
  for (let i = 0; i < ordered.length; i += 1) {
    const event = ordered[i] as NightEvent;
    const after = foldNight(record.key, ordered.slice(0, i + 1));
    const { change } = event;
    const taken = (after.plan?.series.length ?? 0) > (before.plan?.series.length ?? 0);
    if (
      taken &&
      change.kind === 'series-assigned' &&
      change.assignment.kind === 'draw' &&
      before.plan
    ) {
      const seed = change.assignment.seed;
      const drawn = nextSeries(before.plan, { kind: 'draw', seed });
      const seated = after.plan?.series[change.series]?.tables ?? [];
      const again = drawn.ok ? (drawn.value.series[change.series]?.tables ?? []) : [];
      const count = Math.max(seated.length, again.length);
      for (let t = 0; t < count; t += 1) {
        const a = seated[t];
        const b = again[t];
        if (!a || !b || a.table !== b.table || a.players.join('\n') !== b.players.join('\n'))
          return {
            code: 'draw-differs',
            night,
            series: change.series,
            table: a?.table ?? t + 1,
            seed,
          };
      }
    }
    before = after;
  }
  return null;
}

function countsOf(figures: NightFigures): CheckedCounts {
  return {
    nights: 1,
    lists: figures.lists.length,
    deals: figures.lists.reduce((sum, list) => sum + list.deals.length, 0),
  };
}

/** One night's logs and figures checked; `at` is its place in the file. */
function checkNight(
  entry: SeasonNight,
  at: string,
  night: number,
): Result<NightFigures, ResultsDifference> {
  const drawn = drawDifference(entry.night, night);
  if (drawn) return fail([drawn]);
  const recomputed = nightFigures(entry.night);
  const found = firstDifference(entry.figures, recomputed, `${at}figures`);
  return found ? fail([{ code: 'figure-differs', ...found }]) : ok(recomputed);
}

/**
 * The season's ranking from its nights' rankings by its rule. The one place a season's figures
 * are made from nights, for the season export and the checker alike (a richer rule plugs in here).
 */
export function seasonFigures(
  nights: readonly NightFigures[],
  rule: SeasonRule,
): readonly SeasonRow[] {
  const results: NightResult[][] = nights.map((night) => nightResults(night.ranking));
  return seasonRanking(results, rule);
}

function checkSeason(file: SeasonResultsFile): Result<CheckedCounts, ResultsDifference> {
  const checked: NightFigures[] = [];
  let lists = 0;
  let deals = 0;
  for (const [i, entry] of file.season.nights.entries()) {
    const night = checkNight(entry, `season.nights[${i}].`, i);
    if (!night.ok) return night;
    const counts = countsOf(night.value);
    lists += counts.lists;
    deals += counts.deals;
    checked.push(night.value);
  }
  const ranking = seasonFigures(checked, file.season.rule);
  const found = firstDifference(file.figures.ranking, ranking, 'figures.ranking');
  if (found) return fail([{ code: 'figure-differs', ...found }]);
  return ok({ nights: checked.length, lists, deals });
}

/** The file accepted (what was checked), or the first difference. */
export function checkResultsFile(file: ResultsFile): Result<CheckedCounts, ResultsDifference> {
  if (file.kind === 'season') return checkSeason(file);
  const night = checkNight(file, '', 0);
  return night.ok ? ok(countsOf(night.value)) : night;
}
