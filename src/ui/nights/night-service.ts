// The night screens' one door to the night's sync modules (issue 22: src/sync/night/director.ts,
// feed.ts, public-standings.ts, and the domain's night-fold / night-tracker types). The screens
// import only from here, so their code never names those modules.
//
// MERGE NOTE (for the lead): the types below copy the shapes the design fixes (helper context of
// issue 22). When the modules are on the branch, replace each local type by a type import from its
// module, and `load` by the three plain dynamic imports shown beside it; nothing else changes.
import type { Result } from '../../domain/result';
import type { AssignmentProblem } from '../../domain/tournament/assignment';
import type { NightSetup, NightTable, NightEvent } from '../../domain/tournament/night-log';
import type { NightPlan } from '../../domain/tournament/night';
import type { SeriesMethod } from '../../domain/tournament/next-series';
import type { NightRanking } from '../../domain/tournament/ranking';
import type { NightResult } from '../../domain/tournament/season';
import type { ClubAccess, ClubProblem } from '../../sync/club-sheets';
import type { GuestLink } from '../../sync/guest-store';

export type { NightEvent, SeriesMethod, ClubAccess, ClubProblem };

/** src/domain/tournament/night-fold.ts NightState. */
export interface NightState {
  readonly key: string;
  readonly setup: NightSetup | null;
  readonly plan: NightPlan | null;
  /** Per series, its tables. */
  readonly tables: readonly (readonly NightTable[])[];
  readonly closed: { readonly at: number; readonly author: string } | null;
  /** The latest night-results. */
  readonly results: readonly NightResult[] | null;
  readonly ignored: readonly { readonly eventId: string; readonly code: string }[];
}

/** src/domain/tournament/night-tracker.ts TableProgress. */
export interface TableProgress {
  readonly series: number;
  readonly table: number;
  readonly sheetId: string;
  readonly players: readonly string[];
  readonly deals: number;
  readonly of: number;
  readonly lastAt: number | null;
}

/** src/domain/tournament/night-tracker.ts NightView. */
export interface NightView {
  readonly night: NightState;
  readonly ranking: NightRanking | null;
  readonly progress: readonly TableProgress[];
}

/** src/domain/tournament/night-tracker.ts PublicStandings: display names only. */
export interface PublicStandings {
  readonly name: string;
  readonly date: string;
  readonly closed: boolean;
  readonly seriesCount: number;
  readonly rows: readonly {
    readonly rank: number;
    readonly name: string;
    readonly seegerFabian: number;
    readonly won: number;
    readonly lost: number;
    readonly bySeries: readonly {
      readonly seegerFabian: number;
      readonly won: number;
      readonly lost: number;
    }[];
  }[];
  readonly tables: readonly {
    readonly series: number;
    readonly table: number;
    readonly deals: number;
    readonly of: number;
  }[];
  readonly updatedAt: number;
}

/** src/sync/night/director.ts NightSummary: one night of the club's list. */
export interface NightSummary {
  readonly key: string;
  readonly name: string;
  readonly date: string;
  readonly closed: boolean;
  readonly results: readonly NightResult[] | null;
}

/** A table's join link: a guest link to the club database, named `table-<sheetId>`. */
export type TableLink = GuestLink;

/** The server's refusals of night documents (scripts/club/design.ts REFUSALS). */
export type NightRefusalCode =
  'night-director-only' | 'table-other-sheet' | 'night-sheet-table-only';

/** src/sync/night/director.ts NightWriteProblem. */
export type NightWriteProblem =
  | { readonly code: ClubProblem }
  | { readonly code: NightRefusalCode }
  | AssignmentProblem
  | { readonly code: 'table-login-taken' };

export type PublicStandingsProblem = 'offline' | 'not-found' | 'damaged';

export type NightStatus = 'live' | 'offline' | ClubProblem;

interface DirectorModule {
  createNight(access: ClubAccess, setup: NightSetup): Promise<Result<string, NightWriteProblem>>;
  assignSeries(
    access: ClubAccess,
    night: NightState,
    method: SeriesMethod,
    random?: () => string,
  ): Promise<Result<readonly TableLink[], NightWriteProblem>>;
  closeNight(
    access: ClubAccess,
    night: NightState,
    results: readonly NightResult[],
  ): Promise<Result<unknown, NightWriteProblem>>;
  writeResults(
    access: ClubAccess,
    key: string,
    results: readonly NightResult[],
  ): Promise<Result<unknown, NightWriteProblem>>;
  tableLinks(key: string): readonly GuestLink[];
  publishStandings(
    access: ClubAccess,
    standings: PublicStandings & { readonly key: string },
  ): Promise<Result<unknown, NightWriteProblem>>;
  readNights(access: ClubAccess): Promise<Result<readonly NightSummary[], ClubProblem>>;
}

interface FeedModule {
  watchNight(
    access: ClubAccess,
    key: string,
    onView: (view: NightView, status: NightStatus) => void,
  ): { stop(): Promise<void> };
  readNight(access: ClubAccess, key: string): Promise<Result<NightView, ClubProblem>>;
}

interface PublicStandingsModule {
  readPublicStandings(
    publicDb: string,
    key: string,
  ): Promise<Result<PublicStandings, PublicStandingsProblem>>;
  publicDatabaseOf(clubDb: string): string;
}

interface TrackerModule {
  publicStandings(view: NightView, now: number): PublicStandings;
  finalResults(view: NightView): NightResult[];
}

/*
 * Until the modules are merged, Vite's glob finds them if present (an empty map otherwise, so this
 * branch builds and its screens say the night's code is missing). After the merge this becomes:
 *   director: () => import('../../sync/night/director'),
 *   feed: () => import('../../sync/night/feed'),
 *   publicStandings: () => import('../../sync/night/public-standings'),
 *   tracker: () => import('../../domain/tournament/night-tracker'),
 */
const SYNC = import.meta.glob(['../../sync/night/director.ts', '../../sync/night/feed.ts']);
const PUBLIC = import.meta.glob('../../sync/night/public-standings.ts');
const DOMAIN = import.meta.glob('../../domain/tournament/night-tracker.ts');

async function load<T>(modules: Record<string, () => Promise<unknown>>, path: string): Promise<T> {
  const loader = modules[path];
  if (!loader) throw new Error('night-module-missing');
  return (await loader()) as T;
}

export const loadDirector = () => load<DirectorModule>(SYNC, '../../sync/night/director.ts');
export const loadFeed = () => load<FeedModule>(SYNC, '../../sync/night/feed.ts');
export const loadPublicStandings = () =>
  load<PublicStandingsModule>(PUBLIC, '../../sync/night/public-standings.ts');
export const loadTracker = () =>
  load<TrackerModule>(DOMAIN, '../../domain/tournament/night-tracker.ts');
