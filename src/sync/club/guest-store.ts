// Guest links kept on this device (localStorage, never in a backup), without PouchDB: the
// scorekeeper's phone keeps the links it made (to show their QR code again, and to relay the
// sheet to each guest database); a guest's phone keeps the one link it joined by. A link is a
// password for one guest database only (protocol/names.ts): it reads that sheet and, for a second
// scorekeeper, writes its events; it opens nothing else of the club. A club night's table link
// (sync/club/night/director.ts) has the same form: the club's own database, the table's sheet, and a
// pooled table login (`<club>-table-NN`), whom the server lets write that one sheet only.
import { POOL_LOGIN_NAME } from '../protocol/names';
import { isAllowedServer } from '../live/status';

export interface GuestLink {
  /**
   * The guest database's address, e.g. https://couch.example.org/skatclub-guest-03; for a table
   * link the club's database.
   */
  readonly database: string;
  readonly sheetId: string;
  /**
   * The pooled login's CouchDB user name: the guest database's own name, for a table link
   * `<club>-table-NN` (protocol/names.ts).
   */
  readonly name: string;
  /** The login's password: random, set when the link was made. */
  readonly token: string;
  /**
   * May this link's phone enter deals (a second scorekeeper, a night's table), or only follow?
   * For the screens only: the server decides by the database's `_security` (protocol/names.ts).
   */
  readonly keeper: boolean;
}

/** May this link's phone enter deals (a second scorekeeper, a night's table), or only follow? */
export function mayEnter(link: Pick<GuestLink, 'keeper'>): boolean {
  return link.keeper;
}

const MADE_KEY = 'skat-club-guest-links';
const JOINED_KEY = 'skat-guest-sheets';
const SHEET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** A link's fields as they must be; anything else (a damaged or forged link) is null. */
export function checkedLink(value: unknown): GuestLink | null {
  if (!value || typeof value !== 'object') return null;
  const { database, sheetId, name, token, keeper } = value as Record<string, unknown>;
  if (typeof database !== 'string' || !isAllowedServer(database)) return null;
  if (typeof sheetId !== 'string' || !SHEET_ID.test(sheetId)) return null;
  if (typeof name !== 'string' || !POOL_LOGIN_NAME.test(name)) return null;
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  if (typeof keeper !== 'boolean') return null;
  return { database, sheetId, name, token, keeper };
}

function read(key: string): Record<string, unknown> {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The links this phone made for a sheet (its scorekeeper's). */
export function linksMade(sheetId: string): GuestLink[] {
  const list = read(MADE_KEY)[sheetId];
  return Array.isArray(list) ? list.flatMap((item) => checkedLink(item) ?? []) : [];
}

export function keepLinkMade(link: GuestLink): void {
  const all = read(MADE_KEY);
  all[link.sheetId] = [...linksMade(link.sheetId), link];
  localStorage.setItem(MADE_KEY, JSON.stringify(all));
}

export function forgetLinkMade(link: Pick<GuestLink, 'sheetId' | 'name'>): void {
  const all = read(MADE_KEY);
  all[link.sheetId] = linksMade(link.sheetId).filter((made) => made.name !== link.name);
  localStorage.setItem(MADE_KEY, JSON.stringify(all));
}

/** The link this phone joined a sheet by, as a guest; null when it did not. */
export function joinedLink(sheetId: string): GuestLink | null {
  return checkedLink(read(JOINED_KEY)[sheetId]);
}

export function keepJoinedLink(link: GuestLink): void {
  const all = read(JOINED_KEY);
  all[link.sheetId] = link;
  localStorage.setItem(JOINED_KEY, JSON.stringify(all));
}

/** What a link's address says it allows (its last part). */
const KEEPER = 'enter';
const FOLLOWER = 'follow';

/** `#/guest/<database>/<sheet>/<name>/<token>/<enter|follow>`: a guest link's address hash. */
export function guestLinkHash(link: GuestLink): string {
  const parts = [
    link.database,
    link.sheetId,
    link.name,
    link.token,
    link.keeper ? KEEPER : FOLLOWER,
  ];
  return `#/guest/${parts.map(encodeURIComponent).join('/')}`;
}

/** A guest link's address hash read back; null when it is damaged. */
export function parseGuestLinkHash(hash: string): GuestLink | null {
  const match = /^#\/guest\/([^/?]+)\/([^/?]+)\/([^/?]+)\/([^/?]+)\/(enter|follow)$/.exec(hash);
  if (!match) return null;
  try {
    const [database, sheetId, name, token, role] = match
      .slice(1)
      .map((part) => decodeURIComponent(part));
    return checkedLink({ database, sheetId, name, token, keeper: role === KEEPER });
  } catch {
    return null;
  }
}
