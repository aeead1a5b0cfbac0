// A guest link's names, shared by the app and the server's validation (scripts/club/design.ts):
// a guest is a CouchDB user made for one link, member of one guest database only. Its name says
// what the link allows, so the server can tell a follower (reads only) from a second scorekeeper
// without a document of its own: CouchDB's validation sees the writer's name, never other documents.

/** A follower: reads the sheet, writes nothing. */
export const FOLLOWER_PREFIX = 'guest-f-';
/** A second scorekeeper: enters deals as itself, like a member. */
export const KEEPER_PREFIX = 'guest-k-';

/** The club's guest databases: `<club>-guest-01` … (club-setup's --guest-links makes them). */
export function guestDatabaseName(club: string, slot: number): string {
  return `${club}-guest-${String(slot).padStart(2, '0')}`;
}

/** At most this many guest databases a club (club-setup refuses more). */
export const MAX_GUEST_DATABASES = 99;
