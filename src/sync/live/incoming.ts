// An event document from the club, checked as an import checks a file's event (io/backup-format
// and log-read: the shape, every deal through the domain's parser, every name and rule change
// through the sheet's own checks, money through the domain's) and held to the bounds
// (db/incoming-events.ts). Anything else is refused with a code; nothing of it is written.
import * as v from 'valibot';
import { clockVerdict } from '../../domain/clock-step';
import { validateMoney } from '../../domain/money';
import {
  namedEventId,
  orderEvents,
  type SheetChange,
  type SheetEvent,
} from '../../domain/sheet-log';
import { incomingBoundsRefusal, type IncomingRefusal } from '../../db/incoming-events';
import type { EventRecord, SheetRecord } from '../../db/records';
import { checkSheetFields } from '../../db/sheet-input';
import { checkStoredDeal } from '../../db/stored-deal';
import { ClockSchema, StoredChangeSchema } from '../../io/backup-format';
import { isEventDocIdOf } from '../protocol/ids';

/** Why an event document from the club was not taken into the log. */
export type IncomingCode =
  | IncomingRefusal
  /** Not an event document of the club's form (fields, id, sheet). */
  | 'doc-malformed'
  /** Its deal is not one the rules allow, or not in the form the app stores. */
  | 'deal-invalid'
  /** A rename, rules or money change the app could not have made. */
  | 'change-invalid'
  /** Its clock jumps too far past the events it saw (domain/clock-step.ts). */
  | 'event-clock-jump';

export type IncomingCheck =
  | { readonly kind: 'event'; readonly event: EventRecord; readonly author: string }
  | { readonly kind: 'refused'; readonly eventId: string; readonly code: IncomingCode };

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

const DocSchema = v.object({
  _id: v.string(),
  sheetId: Id,
  author: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  event: v.strictObject({
    id: Id,
    device: Id,
    clock: ClockSchema,
    at: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    change: v.looseObject({ kind: v.string() }),
  }),
  seen: v.optional(v.pipe(v.array(Id), v.maxLength(64))),
});

function changeProblem(change: SheetChange, record: SheetRecord): IncomingCode | null {
  if (change.kind === 'deal-added' || change.kind === 'deal-replaced') {
    // Bock is derived from the sheet, never carried by a deal (db/log-checks.ts checkBockDerived).
    if (change.deal.kind !== 'passed' && change.deal.bock !== 0) return 'deal-invalid';
    return checkStoredDeal(change.deal, record.setup.rules).length > 0 ? 'deal-invalid' : null;
  }
  if (change.kind === 'money-changed') {
    return change.money === null || validateMoney(change.money).ok ? null : 'change-invalid';
  }
  let changed: SheetRecord;
  if (change.kind === 'sheet-renamed') changed = { ...record, name: change.name };
  else if (change.kind === 'players-renamed')
    changed = { ...record, playerNames: change.playerNames };
  else if (change.kind === 'rules-changed') changed = { ...record, setup: change.setup };
  else return null;
  return checkSheetFields(changed).length > 0 ? 'change-invalid' : null;
}

function parsedChange(change: unknown): SheetChange | null {
  const parsed = v.safeParse(StoredChangeSchema, change);
  return parsed.success ? (parsed.output as SheetChange) : null;
}

/** The id the document claims for its event, for a refusal's report ('' when it has none). */
function claimedId(doc: unknown): string {
  const event = (doc as { event?: { id?: unknown } } | null)?.event;
  return typeof event?.id === 'string' ? event.id.slice(0, 64) : '';
}

/**
 * One document of the club for the sheet `record` (its rules check the deals): the event in the
 * log's form, or why it is refused.
 */
export function checkIncoming(doc: unknown, record: SheetRecord): IncomingCheck {
  const parsed = v.safeParse(DocSchema, doc);
  if (!parsed.success) return { kind: 'refused', eventId: claimedId(doc), code: 'doc-malformed' };
  const { _id, sheetId, author, event, seen } = parsed.output;
  if (sheetId !== record.id || !isEventDocIdOf(_id, sheetId, event.id, author)) {
    return { kind: 'refused', eventId: event.id, code: 'doc-malformed' };
  }
  const change = parsedChange(event.change);
  if (!change) return { kind: 'refused', eventId: event.id, code: 'doc-malformed' };
  const stored: EventRecord = {
    ...event,
    sheetId,
    change,
    ...(seen === undefined ? {} : { seen }),
  };
  const bounds = incomingBoundsRefusal(record.id, stored);
  if (bounds) return { kind: 'refused', eventId: event.id, code: bounds };
  const problem = changeProblem(change, record);
  if (problem) return { kind: 'refused', eventId: event.id, code: problem };
  return { kind: 'event', event: stored, author };
}

/**
 * An event document of any sheet in the club's form (fields, id, the change's shape, each deal
 * through the stored form's schema), without a sheet to check it against: what a night's live
 * ranking reads (sync/club/night/feed.ts; the sheet's own scoring refuses a deal its rules do not
 * allow). Null for anything else.
 */
export function clubEventOfDoc(
  doc: unknown,
): { readonly sheetId: string; readonly author: string; readonly event: SheetEvent } | null {
  const parsed = v.safeParse(DocSchema, doc);
  if (!parsed.success) return null;
  const { _id, sheetId, author, event, seen } = parsed.output;
  if (!isEventDocIdOf(_id, sheetId, event.id, author)) return null;
  const change = parsedChange(event.change);
  if (!change) return null;
  return { sheetId, author, event: { ...event, change, ...(seen === undefined ? {} : { seen }) } };
}

/**
 * What an undo or a replace names must be in the log already, and older: an event that names
 * one not yet arrived waits for it (replication brings documents in any order).
 */
export function waitsForNamed(
  event: EventRecord,
  known: Pick<ReadonlyMap<string, EventRecord>, 'get'>,
): boolean {
  const named = namedEventId(event.change);
  if (named === null) return false;
  const found = known.get(named);
  return !found || found.clock >= event.clock;
}

export interface Sorted {
  /** To be written now, in fold order. */
  readonly ready: EventRecord[];
  /** Naming an event not taken in yet: taken on a later pass. */
  readonly waiting: number;
  /** Clocks too far ahead of what they saw: refused the same on every phone. */
  readonly refused: { readonly eventId: string; readonly code: IncomingCode }[];
}

/**
 * The checked events of one pass sorted: ready, waiting, or refused for their clock. In fold
 * order, each judged against the log and the events taken before it, so an event refused for its
 * clock is never what another one's verdict rests on: the same verdicts on every phone.
 */
export function sortIncoming(
  accepted: ReadonlyMap<string, EventRecord>,
  known: ReadonlyMap<string, EventRecord>,
): Sorted {
  // Looked up in both, never copied: the log of a flood holds 10,000 events, and each pass sorts.
  const all = { get: (id: string) => accepted.get(id) ?? known.get(id) };
  const taken = new Map<string, EventRecord>();
  const sorted = {
    ready: [] as EventRecord[],
    waiting: 0,
    refused: [] as Sorted['refused'][number][],
  };
  for (const event of orderEvents([...accepted.values()])) {
    const verdict = clockVerdict(event, (id) => (taken.get(id) ?? known.get(id))?.clock);
    if (verdict === 'too-far') sorted.refused.push({ eventId: event.id, code: 'event-clock-jump' });
    else if (verdict === 'waits' || waitsForNamed(event, all)) sorted.waiting++;
    else {
      sorted.ready.push(event);
      taken.set(event.id, event);
    }
  }
  return sorted;
}
