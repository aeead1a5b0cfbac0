// The kinds of change the club's server accepts, and the domain's patterns it reads (the start
// device of a shared sheet, a night's key and its tables' sheet ids): what scripts/club/design.ts
// writes into the server's text, taken from the domain so a change there reaches the server.
import type { SheetChangeKind } from '../../domain/sheet-log';
import { NIGHT_CHANGE_KINDS } from '../../domain/tournament/night-log';

export { START_DEVICE } from '../../domain/sheet-log';
export { NIGHT_KEY, NIGHT_SHEET_ID } from '../../domain/tournament/night-log';

/**
 * The kinds of change a club accepts: every kind of the domain's log, no other. `satisfies` makes
 * a kind added to (or removed from) sheet-log.ts a type error here until this list follows it.
 */
export const KIND_SET = {
  'deal-added': true,
  'deal-replaced': true,
  'deal-deleted': true,
  'deal-voided': true,
  'deal-restored': true,
  undone: true,
  'sheet-renamed': true,
  'players-renamed': true,
  'rules-changed': true,
  'money-changed': true,
  'conflict-resolved': true,
} as const satisfies Record<SheetChangeKind, true>;

export const EVENT_KINDS = Object.keys(KIND_SET) as SheetChangeKind[];

/** The kinds of a night's change, as the server looks them up. */
export const NIGHT_KIND_SET: Readonly<Record<string, true>> = Object.fromEntries(
  NIGHT_CHANGE_KINDS.map((kind) => [kind, true] as const),
);
