// A sheet's event log as a backup file of version 4 carries it: checked event by event (every
// deal through the domain's parser, every name and rule change through the sheet's own checks),
// then as a whole (every event an undo or a replace names is in the log and older), before it
// is folded and scored. A damaged log refuses the sheet; nothing of it is written.
import { MAX_SEEN } from '../domain/seen';
import { validateMoney } from '../domain/money';
import { fail, ok, type Result } from '../domain/result';
import type { SheetChange } from '../domain/sheet-log';
import { parseSheetDeal } from '../domain/sheet-deal';
import type { EventRecord, SheetRecord } from '../db/records';
import { checkSheetFields } from '../db/sheet-input';
import type { BackupChange, BackupEvent } from './backup-format';
import { withoutFileBock } from './backup-format';
import type { FilePlace, ImportError } from './import-error';

/** An event of the file with its place, for the sentences. */
interface PlacedEvent {
  readonly event: BackupEvent;
  readonly place: FilePlace;
}

function nfc(change: BackupChange): BackupChange {
  if (change.kind === 'sheet-renamed') return { ...change, name: change.name.normalize('NFC') };
  if (change.kind === 'players-renamed') {
    return { ...change, playerNames: change.playerNames.map((name) => name.normalize('NFC')) };
  }
  return change;
}

/** A money change the app could have made itself (a rounding the currency's coins allow). */
function moneyErrors(change: BackupChange, place: FilePlace): ImportError[] {
  if (change.kind !== 'money-changed' || change.money === null) return [];
  const checked = validateMoney(change.money);
  if (checked.ok) return [];
  return checked.errors.map((error) => ({
    code: 'invalid-content',
    place: { ...place, keys: [...place.keys, 'money'] },
    problem: { kind: 'wrong-value', expected: error.code, received: String(error.value) },
  }));
}

/** A rename or a rules change must make a sheet the app could have made itself. */
function fieldErrors(record: SheetRecord, change: BackupChange, place: FilePlace): ImportError[] {
  if (change.kind === 'money-changed') return moneyErrors(change, place);
  let changed: SheetRecord;
  if (change.kind === 'sheet-renamed') changed = { ...record, name: change.name };
  else if (change.kind === 'players-renamed') {
    changed = { ...record, playerNames: change.playerNames };
  } else if (change.kind === 'rules-changed') changed = { ...record, setup: change.setup };
  else return [];
  return checkSheetFields(changed).map((problem) => ({
    code: 'invalid-content',
    place,
    problem: { kind: 'sheet-input', problem },
  }));
}

/** The change in the domain's form: its deal parsed by the core (or why the core refuses it). */
function parsedChange(
  change: BackupChange,
  record: SheetRecord,
  place: FilePlace,
): Result<SheetChange, ImportError> {
  if (change.kind !== 'deal-added' && change.kind !== 'deal-replaced') {
    const errors = fieldErrors(record, change, place);
    return errors.length > 0 ? fail(errors) : ok(change);
  }
  const parsed = parseSheetDeal(withoutFileBock(change.deal), record.setup.rules);
  if (!parsed.ok) return fail([{ code: 'deal-invalid', place, dealErrors: parsed.errors }]);
  return ok({ ...change, deal: parsed.value });
}

/** What an undo or a replace names must be an older event of the same log. */
function namedErrors(
  { event, place }: PlacedEvent,
  byId: ReadonlyMap<string, PlacedEvent>,
): ImportError[] {
  const { change } = event;
  const namedId =
    change.kind === 'undone'
      ? change.undoes
      : change.kind === 'deal-replaced'
        ? change.replaces
        : null;
  if (namedId === null) return [];
  const named = byId.get(namedId);
  if (!named) return [{ code: 'event-missing', place, missingId: namedId }];
  // A Lamport clock: an event that knew of another has a higher clock than it.
  if (named.event.clock >= event.clock) {
    return [{ code: 'event-names-later', place, namedPlace: named.place }];
  }
  const version = named.event.change;
  const sameDeal =
    (version.kind === 'deal-added' || version.kind === 'deal-replaced') &&
    change.kind === 'deal-replaced' &&
    version.dealId === change.dealId;
  if (change.kind === 'deal-replaced' && !sameDeal) {
    return [{ code: 'event-replaces-other-deal', place, namedPlace: named.place }];
  }
  return [];
}

/** What the author had seen: events of the log it names must be older (a Lamport clock). */
function seenErrors(
  { event, place }: PlacedEvent,
  byId: ReadonlyMap<string, PlacedEvent>,
): ImportError[] {
  const later = (event.seen ?? []).some((id) => {
    const named = byId.get(id);
    return named !== undefined && named.event.clock >= event.clock;
  });
  return later
    ? [{ code: 'event-seen-invalid', place, problem: 'names-later', maxSeen: MAX_SEEN }]
    : [];
}

/** A change of a deal must name one the log adds (the app never writes another). */
function dealErrors({ event, place }: PlacedEvent, added: ReadonlySet<string>): ImportError[] {
  const { change } = event;
  if (!('dealId' in change) || change.kind === 'deal-added' || added.has(change.dealId)) return [];
  return [{ code: 'event-deal-unknown', place, dealId: change.dealId }];
}

/** The whole log: every reference inside it holds. Duplicate ids are checked file-wide. */
function logErrors(placed: readonly PlacedEvent[]): ImportError[] {
  const byId = new Map<string, PlacedEvent>();
  for (const item of placed) if (!byId.has(item.event.id)) byId.set(item.event.id, item);
  const added = new Set(
    placed.flatMap(({ event }) =>
      event.change.kind === 'deal-added' ? [event.change.dealId] : [],
    ),
  );
  return placed.flatMap((item) => [
    ...namedErrors(item, byId),
    ...dealErrors(item, added),
    ...seenErrors(item, byId),
  ]);
}

/** The file's log of one sheet, checked, in storage form (each event with its sheet's id). */
export function readLog(
  record: SheetRecord,
  events: readonly BackupEvent[],
  sheetIndex: number,
): Result<EventRecord[], ImportError> {
  const placed = events.map((event, eventIndex) => ({
    event: { ...event, change: nfc(event.change) },
    place: { sheetIndex, eventIndex, keys: [] },
  }));
  const errors: ImportError[] = logErrors(placed);
  const stored: EventRecord[] = [];
  for (const { event, place } of placed) {
    const change = parsedChange(event.change, record, place);
    if (!change.ok) errors.push(...change.errors);
    else {
      const { seen, ...rest } = event;
      const copy = seen === undefined ? {} : { seen: [...seen] };
      stored.push({ ...rest, ...copy, sheetId: record.id, change: change.value });
    }
  }
  return errors.length > 0 ? fail(errors) : ok(stored);
}
