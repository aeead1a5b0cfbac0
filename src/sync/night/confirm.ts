// A table confirms its list (issue 33) — the table's phone, as the table's login, writes one
// confirmation document per player with that player's PIN (confirm-doc.ts; the server checks the
// PIN against the night database's `_security`, confirm-check.ts); the director's phone makes
// the PINs with the series (pinsFor, changeTables) and reads them back to show them
// (readTablePins). Every request is bounded in time (club-sheets.ts `request`).
import { fail, ok, type Result } from '../../domain/result';
import type { ListConfirmation } from '../../domain/tournament/list-confirmation';
import { request, type ClubAccess, type ClubProblem } from '../club-sheets';
import { isRecord } from '../request';
import { guestAuthorization } from '../guest';
import type { GuestLink } from '../guest-store';
import { CONFIRM_PINS_FIELD, docOfConfirmation, newPin } from './confirm-doc';

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

/**
 * The table's phone confirms the list `list` (listDigest of its counted deals) for `playerId`
 * with the player's `pin`, as the table's login. The server's refusal comes back as its code:
 * `confirm-not-at-table`, `confirm-pin-wrong`, or the login's (`not-member` once the night closed).
 */
export async function confirmList(
  link: Pick<GuestLink, 'database' | 'sheetId' | 'name' | 'token'>,
  input: { readonly playerId: string; readonly pin: string; readonly list: string },
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
  const doc = docOfConfirmation(confirmation, input.pin);
  const access: ClubAccess = {
    server: link.database,
    name: link.name,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const written = await request(access, 'PUT', encodeURIComponent(doc._id), doc, {
    headers: guestAuthorization(link),
    credentials: 'omit',
  });
  return written.ok ? ok(confirmation) : fail(written.errors);
}
