// The problems the rules core, the database and the backup import report as codes with data,
// worded in the table's language. One function per kind of problem; screens call these.
import type { NameField, SheetInputProblem } from '../../db/sheet-input';
import type { StoredDealProblem } from '../../db/stored-deal';
import type { StoreError } from '../../db/store-error';
import { SHEET_ERROR_CODES, type SheetError } from '../../domain/errors';
import type { SheetSetupError } from '../../domain/sheet-checks';
import { assertNever } from '../../domain/result';
import type { ContentProblem, FilePlace, IdField, ImportError } from '../../io/import-error';
import { moneyErrorMessage } from './money';
import type { Dictionary } from './dictionary';
import { sheetErrorMessage } from './game-errors';
import { houseSheetSentence, sheetDealErrorMessage, sheetSetupErrorMessage } from './house-errors';

export { dealErrorMessage, sheetErrorMessage } from './game-errors';

function isSheetError(error: SheetSetupError): error is SheetError {
  return SHEET_ERROR_CODES.some((code) => code === error.code);
}

/** A sheet error's sentence alone, without "Deal 2:" (the caller names the place). */
function withoutDeal(t: Dictionary, error: SheetSetupError): string {
  return isSheetError(error)
    ? sheetErrorMessage(t, { ...error, dealIndex: undefined })
    : houseSheetSentence(t, error);
}

function nameMessage(
  t: Dictionary,
  field: NameField,
  problem: 'empty' | 'controlCharacter' | 'spacesAround' | 'directionControl' | 'invisible',
): string {
  return field.kind === 'sheet'
    ? t.errors.sheetName[problem]
    : t.errors.playerName[problem](field.seat + 1);
}

/** What is wrong with a sheet's names or rules. */
export function sheetInputMessage(t: Dictionary, problem: SheetInputProblem): string {
  const e = t.errors;
  switch (problem.code) {
    case 'name-empty':
      return nameMessage(t, problem.field, 'empty');
    case 'name-control-character':
      return nameMessage(t, problem.field, 'controlCharacter');
    case 'name-spaces-around':
      return nameMessage(t, problem.field, 'spacesAround');
    case 'name-direction-control':
      return nameMessage(t, problem.field, 'directionControl');
    case 'name-invisible':
      return nameMessage(t, problem.field, 'invisible');
    case 'name-too-long':
      return problem.field.kind === 'sheet'
        ? e.sheetName.tooLong(problem.maxLength)
        : e.playerName.tooLong(problem.field.seat + 1, problem.maxLength);
    case 'players-not-3-or-4':
      return e.playersNot3Or4(problem.count);
    case 'sixth-player':
      return e.sixthPlayer(problem.count);
    case 'names-not-players':
      return e.namesNotPlayers(problem.players, problem.names);
    case 'player-twice':
      return e.playerTwice(problem.name);
    case 'planned-deals-not-positive':
      return e.plannedDealsNotPositive;
    case 'planned-deals-too-many':
      return e.plannedDealsTooMany(problem.maxPlannedDeals);
    case 'planned-deals-not-divisible':
      return e.plannedDealsNotDivisible(problem.plannedDeals, problem.players);
    case 'rules-invalid':
      return sheetSetupErrorMessage(t, problem.error);
    default:
      return assertNever(problem);
  }
}

function storedDealMessage(t: Dictionary, problem: StoredDealProblem): string {
  return problem.code === 'deal-breaks-rule'
    ? sheetDealErrorMessage(t, problem.error)
    : t.errors.store.dealNotParsedForm;
}

/** Why saving or reading on this device did not work. */
export function storeErrorMessage(t: Dictionary, error: StoreError): string {
  const s = t.errors.store;
  switch (error.code) {
    case 'storage-full':
      return s.storageFull;
    case 'storage-failed':
      return s.storageFailed(error.detail);
    case 'sheet-not-found':
      return s.sheetNotFound;
    case 'deal-not-found':
      return s.dealNotFound;
    case 'nothing-to-undo':
      return s.nothingToUndo;
    case 'sheet-complete':
      return s.sheetComplete;
    case 'bock-not-derived':
      return s.bockNotDerived;
    case 'deal-changed':
      return s.dealChanged;
    case 'sheet-input-invalid':
      return sheetInputMessage(t, error.problem);
    case 'sheet-would-be-invalid':
      return error.sheetErrors.map((e) => sheetSetupErrorMessage(t, e)).join(' ');
    case 'deal-invalid':
      return error.problems.map((p) => storedDealMessage(t, p)).join(' ');
    case 'rules-locked':
      return t.errors.store.rulesLocked;
    case 'money-invalid':
      return error.problems.map((problem) => moneyErrorMessage(t, problem)).join(' ');
    case 'history-full':
      return t.errors.store.historyFull;
    default:
      return assertNever(error);
  }
}

/** "sheet 2, deal 14, rules, bock"; "the file" for the file as a whole. */
function placeText(t: Dictionary, place: FilePlace): string {
  const p = t.errors.backup.place;
  const parts = [
    ...(place.sheetIndex === undefined ? [] : [p.sheet(place.sheetIndex + 1)]),
    ...(place.dealIndex === undefined ? [] : [p.deal(place.dealIndex + 1)]),
    ...(place.eventIndex === undefined ? [] : [p.change(place.eventIndex + 1)]),
    ...place.keys.map((key) => (typeof key === 'number' ? p.item(key + 1) : key)),
  ];
  return parts.length === 0 ? p.file : parts.join(', ');
}

function contentMessage(t: Dictionary, problem: ContentProblem): string {
  const b = t.errors.backup;
  switch (problem.kind) {
    case 'unexpected-field':
      return b.unexpectedField;
    case 'missing':
      return b.missing;
    case 'wrong-value':
      return b.wrongValue(problem.expected, problem.received);
    case 'sheet-input':
      return sheetInputMessage(t, problem.problem);
    case 'deals-out-of-order':
      return b.dealsOutOfOrder;
    default:
      return assertNever(problem);
  }
}

/** Whose id a duplicate is: a change's, a deal's, or else a sheet's. */
function sameIdText(
  t: Dictionary,
  of: 'deal' | 'event' | undefined,
  place: FilePlace,
  first: string,
): string {
  const b = t.errors.backup;
  if (of === 'event') return b.sameChangeId(first);
  if (of === 'deal' || place.dealIndex !== undefined) return b.sameDealId(first);
  return b.sameSheetId(first);
}

/** Whose id an 'id-invalid' names: the place's own (a change's, a deal's, a sheet's) or another. */
function idText(t: Dictionary, field: IdField, place: FilePlace): string {
  const of = t.errors.backup.idOf;
  switch (field) {
    case 'id':
      if (place.eventIndex !== undefined) return of.change;
      return place.dealIndex === undefined ? of.sheet : of.deal;
    case 'dealId':
      return of.dealId;
    case 'replaces':
    case 'undoes':
      return of.named;
    case 'device':
      return of.device;
    default:
      return assertNever(field);
  }
}

/** Why a backup file was refused, and where in it: "sheet 1, deal 1: Tops run from 1 to 11…". */
export function importErrorMessage(t: Dictionary, error: ImportError): string {
  const b = t.errors.backup;
  const at = (place: FilePlace, problem: string) => b.at(placeText(t, place), problem);
  switch (error.code) {
    case 'empty':
      return b.empty;
    case 'too-large':
      return b.tooLarge(error.maxChars / 1e6);
    case 'not-utf8':
      return b.notUtf8;
    case 'not-json':
      return b.notJson(error.detail);
    case 'not-a-backup':
      return error.expectedFormat === undefined
        ? b.notABackup
        : b.wrongFormat(error.expectedFormat);
    case 'newer-version':
      return b.newerVersion(error.version, error.newestKnown);
    case 'invalid-content':
      return at(error.place, contentMessage(t, error.problem));
    case 'duplicate-id': {
      const first = placeText(t, error.firstPlace);
      return at(error.place, sameIdText(t, error.of, error.place, first));
    }
    case 'id-invalid':
      return at(error.place, b.idInvalid(idText(t, error.field, error.place), error.maxLength));
    case 'deal-invalid':
      return at(error.place, error.dealErrors.map((e) => sheetDealErrorMessage(t, e)).join(' '));
    case 'sheet-invalid':
      // The place names the deal already: the sentence alone, without "Deal 2:" again.
      return at(error.place, withoutDeal(t, error.sheetError));
    case 'too-many-deals':
      return at(error.place, b.tooManyDeals(error.deals, error.plannedDeals));
    case 'id-conflict':
      return b.idConflict(error.count, error.firstId);
    case 'storage-full':
      return t.errors.store.storageFull;
    case 'storage-failed':
      return t.errors.store.storageFailed(error.detail);
    case 'more-problems':
      return b.moreProblems(error.count);
    case 'event-kind-unknown':
      return at(error.place, b.changeKindUnknown(error.received));
    case 'event-clock-invalid':
      return at(error.place, b.changeClockInvalid(error.received));
    case 'event-missing':
      return at(error.place, b.changeMissing(error.missingId));
    case 'event-names-later':
      return at(error.place, b.changeNamesLater(placeText(t, error.namedPlace)));
    case 'event-replaces-other-deal':
      return at(error.place, b.changeReplacesOtherDeal(placeText(t, error.namedPlace)));
    case 'event-deal-unknown':
      return at(error.place, b.changeDealUnknown(error.dealId));
    case 'event-seen-invalid':
      return at(error.place, b.changeSeenInvalid[error.problem](error.maxSeen));
    default:
      return assertNever(error);
  }
}
