// The night screens' one door to the night's modules (src/sync/club/night/director.ts, feed.ts,
// public-standings.ts and the domain's night tracker): the screens import only from here, and
// each module is loaded on demand, so none of them is in the app's first download.
import type { ClubAccess, ClubProblem } from '../../sync/club/club-sheets';
import type { GuestLink } from '../../sync/club/guest-store';
import type { SeriesMethod } from '../../domain/tournament/next-series';
import type { NightEvent } from '../../domain/tournament/night-log';
import { syncDoor } from '../common/sync-door';

export type { NightEvent, SeriesMethod, ClubAccess, ClubProblem };
export type { NightState } from '../../domain/tournament/night-fold';
export type { NightView, TableProgress } from '../../domain/tournament/night-tracker';
export type { PublicStandings } from '../../domain/tournament/public-standings';
export type { NightSummary, NightWriteProblem } from '../../sync/club/night/director';
export type { RenewProblem } from '../../sync/club/night/renew-link';
export type { FeedStatus as NightStatus } from '../../sync/club/night/feed';

/** A table's join link: a guest link to the club database with a pooled table login. */
export type TableLink = GuestLink;

/** Why the public standings could not be read (sync/club/night/public-standings.ts). */
export type PublicStandingsProblem = 'offline' | 'not-found' | 'damaged';

export const loadDirector = syncDoor.nightDirector;
export const loadFeed = syncDoor.nightFeed;
export const loadPublicStandings = syncDoor.publicStandings;
export const loadTracker = () => import('../../domain/tournament/night-tracker');
export const loadPublisher = syncDoor.nightPublisher;
export const loadPins = syncDoor.nightPins;
export const loadRosterWrite = syncDoor.nightRosterWrite;
