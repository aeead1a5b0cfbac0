// A table's link made anew on any director's device (issue 31, "no new link can be made on
// another device"): e.g. the table's phone died and its link is on nobody's phone at the table.
// The table's pooled login gets a fresh password, set as the login itself with the stored one
// (login-pool.ts), and is waited for until the server's login cache takes it (~3 s), so the old
// link is refused from then on; the new link is stored for the night (stored-links.ts) and, on a
// phone that keeps the night's links, there too.
import { fail, ok, type Result } from '../../../domain/result';
import type { ClubAccess, ClubProblem } from '../club-sheets';
import type { GuestLink } from '../guest-store';
import { serverRoot } from '../login';
import { renewPassword } from '../login-pool';
import { storedLinks, storeLinks } from './stored-links';
import { replaceTableLink, tableLinks } from './table-logins';

/** Why no new link was made. */
export type RenewProblem =
  | { readonly code: ClubProblem }
  /** Neither the directors' database nor this phone has the table's link. */
  | { readonly code: 'table-link-unknown' }
  /** The table's login refused the stored password: another device made a new link first. */
  | { readonly code: 'table-link-changed' };

/**
 * Night `key`'s table links: those stored in the directors' database, and those only this phone
 * keeps (a night seated before links were stored) for the other tables.
 */
export async function nightTableLinks(
  access: ClubAccess,
  key: string,
): Promise<Result<readonly GuestLink[], ClubProblem>> {
  const stored = await storedLinks(access, key);
  if (!stored.ok) return stored;
  const names = new Set(stored.value.map((link) => link.name));
  return ok([...stored.value, ...tableLinks(key).filter((link) => !names.has(link.name))]);
}

/** A new link for the table playing `sheetId` in night `key`; the old one stops working. */
export async function renewTableLink(
  access: ClubAccess,
  key: string,
  sheetId: string,
): Promise<Result<GuestLink, RenewProblem>> {
  const links = await nightTableLinks(access, key);
  if (!links.ok) return fail(links.errors.map((code) => ({ code })));
  const old = links.value.find((link) => link.sheetId === sheetId);
  if (!old) return fail([{ code: 'table-link-unknown' }]);
  const fetcher = access.fetch ?? fetch;
  const renewed = await renewPassword(fetcher, serverRoot(access.server), old.name, old.token);
  if (renewed === 'lost') return fail([{ code: 'table-link-changed' }]);
  if (renewed === 'server-refused') return fail([{ code: 'not-a-club' }]);
  if (renewed === 'offline') return fail([{ code: 'offline' }]);
  const link: GuestLink = { ...old, token: renewed.token };
  // This phone's copy first: if the club's copy fails, closing here still frees the login.
  replaceTableLink(key, link);
  const stored = await storeLinks(access, key, [link]);
  return stored.ok ? ok(link) : fail(stored.errors.map((code) => ({ code })));
}
