// A sheet's event log as a backup file of version 4 carries it: checked event by event (every
// deal through the domain's parser, every name and rule change through the sheet's own checks)
// before it is folded and scored. An event that names what the log does not allow (an undo of a
// later event, a correction of another deal) is not refused here: the fold judges it as every
// phone does (domain/log-judge.ts), so whatever a phone took in, its export restores.
import { validateMoney } from '../domain/money';
import { fail, ok, type Result } from '../domain/result';
import type { SheetChange } from '../domain/sheet-log';
import { parseSheetDeal } from '../domain/sheet-deal';
import type { EventRecord, SheetRecord } from '../db/records';
import { checkSheetFields } from '../db/sheet-input';
import type { BackupChange, BackupEvent } from './backup-format';
import { withoutFileBock } from './backup-format';
import type { FilePlace, ImportError } from './import-error';

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
  // What an event names (an undo, a correction, `seen`, a deal) is judged at the fold, as a
  // phone judges it (domain/log-judge.ts): such an event is kept, refused, and the sheet restores.
  const errors: ImportError[] = [];
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
