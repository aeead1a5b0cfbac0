// A table confirms its list (issue 33) — the table's phone, as the table's login, writes one
// confirmation document per player with that player's PIN (confirm-doc.ts; the server checks the
// PIN against the night database's `_security`, confirm-check.ts); the director's phone makes
// the PINs with the series (pinsFor, changeTables) and reads them back to show them
// (readTablePins). Every request is bounded in time (club-sheets.ts `request`).
import { fail, ok, type Result } from '../../../domain/result';
import type { ListConfirmation } from '../../../domain/tournament/list-confirmation';
import { request, type ClubAccess, type ClubProblem } from '../club-sheets';
import { isRecord } from '../../request';
import { guestAuthorization } from '../guest';
import type { GuestLink } from '../guest-store';
import { hasOtherVersions } from '../../protocol/event-doc';
import {
  CONFIRM_PINS_FIELD,
  confirmDocOf,
  confirmRange,
  MAX_CONFIRM_TRIES,
  newPin,
  tryDoc,
} from './confirm-doc';

/** A table login's players' PINs (playerId → 4 digits), fresh for each series' table. */
export function pinsFor(
  players: readonly string[],
  pin: () => string = () => newPin(),
): Record<string, string> {
  return Object.fromEntries(players.map((playerId) => [playerId, pin()]));
}

/**
 * The night database's PINs: table login → its players' PINs, for the director's screen (a club
 * admin reads `_security`). Only the logins of `logins` (this phone's links) are kept.
 */
export async function readTablePins(
  night: ClubAccess,
): Promise<Result<Record<string, Record<string, string>>, ClubProblem>> {
  const read = await request(night, 'GET', '_security');
  if (!read.ok) return read;
  const field = isRecord(read.value.body) ? read.value.body[CONFIRM_PINS_FIELD] : undefined;
  const pins: Record<string, Record<string, string>> = {};
  for (const [login, players] of Object.entries(isRecord(field) ? field : {})) {
    if (!isRecord(players)) continue;
    const kept = Object.entries(players).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    pins[login] = Object.fromEntries(kept);
  }
  return ok(pins);
}

/** What the table's phone reads of its sheet's confirmations: the judged ones, and tries spent. */
export interface TableConfirmRead {
  readonly confirmations: readonly ListConfirmation[];
  /** Per player: the highest slot this login has used (a spent try or a confirmation). */
  readonly triesUsed: Readonly<Record<string, number>>;
}

function tableAccess(
  link: Pick<GuestLink, 'database' | 'name'>,
  fetcher?: ClubAccess['fetch'],
): ClubAccess {
  return { server: link.database, name: link.name, ...(fetcher ? { fetch: fetcher } : {}) };
}

const asGuest = (link: Pick<GuestLink, 'name' | 'token'>) => ({
  headers: guestAuthorization(link),
  credentials: 'omit' as const,
});

/**
 * The sheet's confirmation documents as its table login reads them (one request: a sheet holds
 * at most MAX_CONFIRM_TRIES a player and login, so a few hundred at most).
 */
export async function readTableConfirmations(
  link: Pick<GuestLink, 'database' | 'sheetId' | 'name' | 'token'>,
  options: { readonly fetch?: ClubAccess['fetch']; readonly signal?: AbortSignal } = {},
): Promise<Result<TableConfirmRead, ClubProblem>> {
  const { startkey, endkey } = confirmRange(link.sheetId);
  const query = `startkey=${encodeURIComponent(JSON.stringify(startkey))}&endkey=${encodeURIComponent(JSON.stringify(endkey))}`;
  const read = await request(
    tableAccess(link, options.fetch),
    'GET',
    `_all_docs?include_docs=true&conflicts=true&${query}`,
    undefined,
    { ...asGuest(link), ...(options.signal ? { signal: options.signal } : {}) },
  );
  if (!read.ok) return read;
  const rows = isRecord(read.value.body) ? read.value.body['rows'] : undefined;
  const confirmations: ListConfirmation[] = [];
  const triesUsed: Record<string, number> = {};
  for (const row of Array.isArray(rows) ? rows : []) {
    const doc: unknown = isRecord(row) ? row['doc'] : undefined;
    const found = confirmDocOf(doc);
    if (!found) continue;
    const { playerId, author } = found.confirmation;
    if (author === link.name) triesUsed[playerId] = Math.max(triesUsed[playerId] ?? 0, found.slot);
    // A second version of one (its author's branch) counts nowhere, as in the director's feed.
    if (found.state === 'confirmed' && !hasOtherVersions(doc))
      confirmations.push(found.confirmation);
  }
  return ok({ confirmations, triesUsed });
}

/**
 * The table's phone confirms the list `list` (listDigest of its counted deals) for `playerId`
 * with the player's `pin`, as the table's login, in the player's next slot (`from`: the slots
 * used so far, readTableConfirmations): the try written first, then judged (confirm-doc.ts). A
 * slot another phone of the table took meanwhile is passed over (at most MAX_CONFIRM_TRIES).
 * The server's refusal comes back as its code: `confirm-not-at-table`, `confirm-pin-wrong`,
 * `confirm-tries-spent`, or the login's (`not-member` once the night closed).
 */
export async function confirmList(
  link: Pick<GuestLink, 'database' | 'sheetId' | 'name' | 'token'>,
  input: {
    readonly playerId: string;
    readonly pin: string;
    readonly list: string;
    readonly from?: number;
  },
  options: { readonly fetch?: ClubAccess['fetch']; readonly now?: number } = {},
): Promise<Result<ListConfirmation, ClubProblem>> {
  const confirmation: ListConfirmation = {
    id: crypto.randomUUID(),
    sheetId: link.sheetId,
    playerId: input.playerId,
    at: options.now ?? Date.now(),
    author: link.name,
    list: input.list,
  };
  const access = tableAccess(link, options.fetch);
  for (let slot = (input.from ?? 0) + 1; slot <= MAX_CONFIRM_TRIES + 1; slot += 1) {
    const doc = tryDoc(confirmation, input.pin, slot);
    const path = encodeURIComponent(doc._id);
    const tried = await request(access, 'PUT', path, doc, { ...asGuest(link), accept: [409] });
    if (!tried.ok) return tried;
    if (tried.value.status === 409) continue;
    const rev = isRecord(tried.value.body) ? tried.value.body['rev'] : undefined;
    const judged = { ...doc, _rev: String(rev), state: 'confirmed' as const };
    const written = await request(access, 'PUT', path, judged, asGuest(link));
    return written.ok ? ok(confirmation) : fail(written.errors);
  }
  return fail(['confirm-tries-spent']);
}
