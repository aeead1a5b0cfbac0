// The logins of a night's tables, on the director's phone: each table's phone gets a pooled login
// of the club (`<club>-table-NN`, made by club-setup; claimed and freed as login-pool.ts does),
// made a member of the club's database by name and tied to its one sheet in the database's
// `_security` (`tables`, which the server's validation reads), taken out again when the night
// closes. The links (their passwords) are kept on this phone (localStorage, never in a backup)
// and, for the club admins' other devices, in the directors' database (stored-links.ts). Every
// request is bounded in time, every loop in count.
import { fail, ok, type Result } from '../../../domain/result';
import { isRecord } from '../../request';
import { request, type ClubAccess, type ClubProblem } from '../club-sheets';
import {
  MAX_TABLE_LOGINS,
  TABLE_DEALS_FIELD,
  TABLES_FIELD,
  tableLoginName,
} from '../../protocol/names';
import { checkedLink, type GuestLink } from '../guest-store';
import { serverRoot, trimmed } from '../login';
import { claimSlot, freeSlot, passwordInForce, type PoolFailure } from '../login-pool';
import { CONFIRM_PINS_FIELD } from './confirm-doc';

/** Read by the app shell too (app/night-publishers.ts), which starts the nights' publishers. */
const TABLE_LINKS_KEY = 'skat-night-table-links';

/** Every table link this phone made, by night key (localStorage, never in a backup). */
function readLinks(): Record<string, unknown> {
  try {
    const value = JSON.parse(localStorage.getItem(TABLE_LINKS_KEY) ?? '{}') as unknown;
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

/**
 * The table links this phone made for a night, every series (the director's phone shows their
 * QR codes; closing the night deletes their logins). Match a table by its sheetId.
 */
export function tableLinks(key: string): readonly GuestLink[] {
  const list = readLinks()[key];
  return Array.isArray(list) ? list.flatMap((item) => checkedLink(item) ?? []) : [];
}

/** The nights this phone keeps table links of: the ones it directs (forgotten when closed). */
export function directedNights(): readonly string[] {
  return Object.keys(readLinks());
}

export function keepTableLinks(key: string, links: readonly GuestLink[]): void {
  const all = readLinks();
  const known = new Set(tableLinks(key).map((link) => link.name));
  all[key] = [...tableLinks(key), ...links.filter((link) => !known.has(link.name))];
  localStorage.setItem(TABLE_LINKS_KEY, JSON.stringify(all));
}

/** A renewed link put in place of its login's old one, where this phone keeps the night's links. */
export function replaceTableLink(key: string, link: GuestLink): void {
  const all = readLinks();
  if (!(key in all)) return;
  all[key] = tableLinks(key).map((had) => (had.name === link.name ? link : had));
  localStorage.setItem(TABLE_LINKS_KEY, JSON.stringify(all));
}

export function forgetTableLinks(key: string): void {
  const rest = Object.entries(readLinks()).filter(([night]) => night !== key);
  localStorage.setItem(TABLE_LINKS_KEY, JSON.stringify(Object.fromEntries(rest)));
}

function problemOf(failure: PoolFailure): ClubProblem {
  return failure === 'server-refused' ? 'not-a-club' : failure;
}

/** A table login's slot: its document in the club's database. */
function slotOf(access: ClubAccess, login: string) {
  return { database: trimmed(access.server), login };
}

/**
 * Claims `count` free table logins of the club (none held in the `_security` of `tables`, the
 * night's database; one held by another night is taken in its slot), in slot order: their names
 * and new passwords, `in-use` when the pool has too few free (those claimed are freed again), or
 * a problem. The slots are in the club's database (`access`), where no table login reads.
 */
export async function claimTableLogins(
  access: ClubAccess,
  count: number,
  tables: ClubAccess = access,
): Promise<Result<{ name: string; token: string }[] | 'in-use', ClubProblem>> {
  const security = await readSecurity(tables);
  if (!security.ok) return security;
  const held = new Set([...security.value.names, ...Object.keys(security.value.tables)]);
  const fetcher = access.fetch ?? fetch;
  const root = serverRoot(access.server);
  const club = trimmed(access.server).slice(root.length);
  const claimed: { name: string; token: string }[] = [];
  let last: { login: string; replaced: string } | null = null;
  for (let slot = 1; slot <= MAX_TABLE_LOGINS && claimed.length < count; slot += 1) {
    const login = tableLoginName(club, slot);
    if (held.has(login)) continue;
    const claim = await claimSlot(fetcher, root, slotOf(access, login), false);
    if (claim === 'missing') break;
    if (claim === 'taken') continue;
    if (typeof claim === 'string') {
      await freeTableLogins(access, claimed);
      return fail([problemOf(claim)]);
    }
    claimed.push({ name: login, token: claim.token });
    last = { login, replaced: claim.replaced };
  }
  // The server's login cache takes the new passwords in order: the last in force, all are.
  if (last) await passwordInForce(fetcher, root, last.login, last.replaced);
  if (claimed.length === count) return ok(claimed);
  await freeTableLogins(access, claimed);
  return ok('in-use');
}

/** Table logins freed for another night, as themselves (their passwords are on this phone). */
export async function freeTableLogins(
  access: ClubAccess,
  links: readonly Pick<GuestLink, 'name' | 'token'>[],
): Promise<void> {
  const fetcher = access.fetch ?? fetch;
  const root = serverRoot(access.server);
  for (const link of links)
    await freeSlot(fetcher, root, slotOf(access, link.name), link.token, false);
  // The server's login cache takes the new passwords in order: the last in force, all are.
  const last = links.at(-1);
  if (last) await passwordInForce(fetcher, root, last.name, last.token);
}

interface Security {
  readonly whole: Record<string, unknown>;
  readonly members: Record<string, unknown>;
  readonly names: string[];
  readonly tables: Record<string, string>;
}

async function readSecurity(access: ClubAccess): Promise<Result<Security, ClubProblem>> {
  const read = await request(access, 'GET', '_security');
  if (!read.ok) return read;
  const whole = isRecord(read.value.body) ? read.value.body : {};
  const members = isRecord(whole.members) ? whole.members : {};
  const names = Array.isArray(members.names)
    ? members.names.filter((name): name is string => typeof name === 'string')
    : [];
  const field = whole[TABLES_FIELD];
  const tables = Object.fromEntries(
    Object.entries(isRecord(field) ? field : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return ok({ whole, members, names, tables });
}

/** Each kept login's series length: `lengths` for the new ones, the stored one for the others. */
function dealsOf(
  whole: Record<string, unknown>,
  wanted: Record<string, string>,
  lengths: Readonly<Record<string, number>>,
): Record<string, number> {
  const had = isRecord(whole[TABLE_DEALS_FIELD]) ? whole[TABLE_DEALS_FIELD] : {};
  const kept = Object.keys(wanted).flatMap((name) => {
    const length = lengths[name] ?? had[name];
    return typeof length === 'number' ? [[name, length] as const] : [];
  });
  return Object.fromEntries(kept);
}

/** Each kept login's players' PINs (issue 33): `pins` for the new ones, the stored for the others. */
function pinsOf(
  whole: Record<string, unknown>,
  wanted: Record<string, string>,
  pins: Readonly<Record<string, Readonly<Record<string, string>>>>,
): Record<string, unknown> {
  const had = isRecord(whole[CONFIRM_PINS_FIELD]) ? whole[CONFIRM_PINS_FIELD] : {};
  const kept = Object.keys(wanted).flatMap((name) => {
    const players = pins[name] ?? had[name];
    return isRecord(players) ? [[name, players] as const] : [];
  });
  return Object.fromEntries(kept);
}

/**
 * The club database's table logins changed by `change` (login → its sheet): each one in the
 * table map and a member by name; one gone from the map is gone from the members too; `lengths`
 * the deals of the series of logins added (the server refuses a table's deal beyond it), `pins`
 * their players' PINs (a list's confirmation, confirm-check.ts). One write.
 */
export async function changeTables(
  access: ClubAccess,
  change: (tables: Readonly<Record<string, string>>) => Record<string, string>,
  lengths: Readonly<Record<string, number>> = {},
  pins: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): Promise<Result<void, ClubProblem>> {
  const read = await readSecurity(access);
  if (!read.ok) return read;
  const { whole, members, names, tables } = read.value;
  const wanted = change(tables);
  const dropped = Object.keys(tables).filter((name) => !(name in wanted));
  const kept = names.filter((name) => !dropped.includes(name));
  const added = Object.keys(wanted).filter((name) => !kept.includes(name));
  const body = {
    ...whole,
    members: { ...members, names: [...kept, ...added] },
    [TABLES_FIELD]: wanted,
    [TABLE_DEALS_FIELD]: dealsOf(whole, wanted, lengths),
    [CONFIRM_PINS_FIELD]: pinsOf(whole, wanted, pins),
  };
  const written = await request(access, 'PUT', '_security', body);
  return written.ok ? ok(undefined) : written;
}
