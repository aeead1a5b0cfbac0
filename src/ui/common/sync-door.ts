// The UI's one door to the sync layer (src/sync: live sharing, the club, its nights). Each entry
// loads its module on demand, so each stays in its own lazy chunk and none is in the first
// download; the lint fence (scripts/lint/layers-plugin.js, `doors`) refuses an import() of sync
// anywhere else in src/ui and src/app. Types are imported directly (`import type`): they cost no code.

/** The sync modules the screens use, each loaded when first asked for. */
export const syncDoor = {
  login: () => import('../../sync/login'),
  session: () => import('../../sync/session'),
  join: () => import('../../sync/join'),
  guestStore: () => import('../../sync/guest-store'),
  guestNames: () => import('../../sync/protocol/names'),
  clubSheets: () => import('../../sync/club-sheets'),
  nightDirector: () => import('../../sync/night/director'),
  nightFeed: () => import('../../sync/night/feed'),
  seasonRule: () => import('../../sync/night/season-rule'),
  tableConfirm: () => import('../../sync/night/table-confirm'),
  nightPublisher: () => import('../../sync/night/publisher'),
  nightPins: () => import('../../sync/night/pins-read'),
  nightRosterWrite: () => import('../../sync/night/roster-write'),
  publicStandings: () => import('../../sync/night/public-standings'),
} as const;

export type SyncDoor = typeof syncDoor;
