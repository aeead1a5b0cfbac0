// Each table confirms its list (issue 33): when a series ends at a table, each player at it
// confirms the list, as Bridgemate's ACCEPT does for a board. A confirmation names the list it saw
// by a digest of the table's counted deals, so any later change of the list (a correction, an
// undo, a voided deal) leaves it naming another list: it is then withdrawn, and the table waits
// for that player again. The fold is a pure function of the confirmations and the list now, the
// same on every phone and in the open results file (confirmationsOf). Only a player seated at the
// table counts: the server refuses the others (scripts/club/confirm-check.ts), and the fold does
// not trust that it did.
import type { ListDeal } from '../voided-deal';

/** One confirmation as stored: who (the player) confirmed which list of which table, when. */
export interface ListConfirmation {
  /** The app's id form (a UUID). */
  readonly id: string;
  readonly sheetId: string;
  /** The player at the table who confirmed (a roster id of the night). */
  readonly playerId: string;
  /** Wall-clock time in ms. */
  readonly at: number;
  /** The CouchDB user who wrote it: the table's login (by PIN), or a club admin's copy. */
  readonly author: string;
  /** listDigest of the list as the player saw it. */
  readonly list: string;
}

/** Confirmed (the list now), withdrawn (an earlier list was, this one not yet), or waiting. */
export type ConfirmState = 'confirmed' | 'withdrawn' | 'waiting';

export interface PlayerConfirmation {
  readonly playerId: string;
  readonly state: ConfirmState;
  /** When the counting (or the latest withdrawn) confirmation was made; null when waiting. */
  readonly at: number | null;
}

/** One table of one series: each of its players' state, and whether the list may be paid. */
export interface TableConfirmations {
  /** 0-based. */
  readonly series: number;
  readonly table: number;
  readonly sheetId: string;
  readonly players: readonly PlayerConfirmation[];
  /** Every player at the table confirmed the list as it stands. */
  readonly confirmed: boolean;
}

/** FNV-1a, 32 bits: enough to tell one list from a changed one; not a secret, not a signature. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The digest of a table's list: its deal count and a hash of the counted deals as the fold gives
 * them (the same fold on the table's phone and the director's), e.g. "36-1a2b3c4d".
 */
export function listDigest(deals: readonly ListDeal[]): string {
  return `${deals.length}-${fnv1a(JSON.stringify(deals))}`;
}

/** The state of one player at a table, from the confirmations of that table and player. */
function playerState(
  playerId: string,
  list: string,
  mine: readonly ListConfirmation[],
): PlayerConfirmation {
  const counting = mine.filter((confirmation) => confirmation.list === list);
  const first = counting.reduce<ListConfirmation | null>(
    (best, next) => (best === null || next.at < best.at ? next : best),
    null,
  );
  if (first) return { playerId, state: 'confirmed', at: first.at };
  const latest = mine.reduce<number | null>((at, next) => Math.max(at ?? next.at, next.at), null);
  return { playerId, state: latest === null ? 'waiting' : 'withdrawn', at: latest };
}

/**
 * One table's confirmations: `list` is its digest now; confirmations of another sheet, or by a
 * player not seated at it, are passed over.
 */
export function tableConfirmations(
  place: {
    readonly series: number;
    readonly table: number;
    readonly sheetId: string;
    readonly players: readonly string[];
  },
  list: string,
  confirmations: readonly ListConfirmation[],
): TableConfirmations {
  const ours = confirmations.filter((confirmation) => confirmation.sheetId === place.sheetId);
  const players = place.players.map((playerId) =>
    playerState(
      playerId,
      list,
      ours.filter((confirmation) => confirmation.playerId === playerId),
    ),
  );
  return {
    series: place.series,
    table: place.table,
    sheetId: place.sheetId,
    players,
    confirmed: players.length > 0 && players.every((player) => player.state === 'confirmed'),
  };
}

/** The director's release of the prizes with lists not all confirmed: on the record, with why. */
export interface PrizesReleased {
  readonly at: number;
  readonly author: string;
  readonly reason: string;
}

/** How long a release's reason may be (characters): a sentence, not a document. */
export const MAX_RELEASE_REASON = 500;

/** Whether prizes may be paid: every list confirmed, or released by the director; else who waits. */
export type PrizesPayable =
  | { readonly payable: true; readonly by: 'confirmed' | 'released' }
  | { readonly payable: false; readonly waiting: readonly TableConfirmations[] };

export function prizesPayable(
  tables: readonly TableConfirmations[],
  released: PrizesReleased | null,
): PrizesPayable {
  const waiting = tables.filter((table) => !table.confirmed);
  if (waiting.length === 0 && tables.length > 0) return { payable: true, by: 'confirmed' };
  if (released) return { payable: true, by: 'released' };
  return { payable: false, waiting };
}
