// The UI's one door to the sync layer (src/sync: live sharing, the club, its nights). Each entry
// loads its module on demand, so each stays in its own lazy chunk and none is in the first
// download; the lint fence (scripts/lint/layers-plugin.js, `doors`) refuses an import() of sync
// anywhere else in src/ui and src/app. Types are imported directly (`import type`): they cost no code.

/** The sync modules the screens use, each loaded when first asked for. */
export const syncDoor = {
  login: () => import('../../sync/club/login'),
  session: () => import('../../sync/club/session'),
  join: () => import('../../sync/club/join'),
  guestStore: () => import('../../sync/club/guest-store'),
  guestNames: () => import('../../sync/protocol/names'),
  clubSheets: () => import('../../sync/club/club-sheets'),
  nightDirector: () => import('../../sync/club/night/director'),
  nightFeed: () => import('../../sync/club/night/feed'),
  seasonRule: () => import('../../sync/club/night/season-rule'),
  tableConfirm: () => import('../../sync/club/night/table-confirm'),
  nightPublisher: () => import('../../sync/club/night/publisher'),
  nightPins: () => import('../../sync/club/night/pins-read'),
  nightRosterWrite: () => import('../../sync/club/night/roster-write'),
  publicStandings: () => import('../../sync/club/night/public-standings'),
} as const;

export type SyncDoor = typeof syncDoor;
