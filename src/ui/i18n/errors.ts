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
import { wordsBy } from './words-by';
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
  return wordsBy('code', problem, {
    'name-empty': (p) => nameMessage(t, p.field, 'empty'),
    'name-control-character': (p) => nameMessage(t, p.field, 'controlCharacter'),
    'name-spaces-around': (p) => nameMessage(t, p.field, 'spacesAround'),
    'name-direction-control': (p) => nameMessage(t, p.field, 'directionControl'),
    'name-invisible': (p) => nameMessage(t, p.field, 'invisible'),
    'name-too-long': (p) =>
      p.field.kind === 'sheet'
        ? e.sheetName.tooLong(p.maxLength)
        : e.playerName.tooLong(p.field.seat + 1, p.maxLength),
    'players-not-3-or-4': (p) => e.playersNot3Or4(p.count),
    'sixth-player': (p) => e.sixthPlayer(p.count),
    'names-not-players': (p) => e.namesNotPlayers(p.players, p.names),
    'player-twice': (p) => e.playerTwice(p.name),
    'planned-deals-not-positive': e.plannedDealsNotPositive,
    'planned-deals-too-many': (p) => e.plannedDealsTooMany(p.maxPlannedDeals),
    'planned-deals-not-divisible': (p) => e.plannedDealsNotDivisible(p.plannedDeals, p.players),
    'rules-invalid': (p) => sheetSetupErrorMessage(t, p.error),
  });
}

function storedDealMessage(t: Dictionary, problem: StoredDealProblem): string {
  return problem.code === 'deal-breaks-rule'
    ? sheetDealErrorMessage(t, problem.error)
    : t.errors.store.dealNotParsedForm;
}

/** Why saving or reading on this device did not work. */
export function storeErrorMessage(t: Dictionary, error: StoreError): string {
  const s = t.errors.store;
  return wordsBy('code', error, {
    'storage-full': s.storageFull,
    'storage-failed': (e) => s.storageFailed(e.detail),
    'sheet-not-found': s.sheetNotFound,
    'deal-not-found': s.dealNotFound,
    'nothing-to-undo': s.nothingToUndo,
    'sheet-complete': s.sheetComplete,
    'bock-not-derived': s.bockNotDerived,
    'deal-changed': s.dealChanged,
    'sheet-input-invalid': (e) => sheetInputMessage(t, e.problem),
    'sheet-would-be-invalid': (e) =>
      e.sheetErrors.map((p) => sheetSetupErrorMessage(t, p)).join(' '),
    'deal-invalid': (e) => e.problems.map((p) => storedDealMessage(t, p)).join(' '),
    'rules-locked': s.rulesLocked,
    'money-invalid': (e) => e.problems.map((p) => moneyErrorMessage(t, p)).join(' '),
    'history-full': s.historyFull,
  });
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
  return wordsBy('kind', problem, {
    'unexpected-field': b.unexpectedField,
    missing: b.missing,
    'wrong-value': (p) => b.wrongValue(p.expected, p.received),
    'sheet-input': (p) => sheetInputMessage(t, p.problem),
    'deals-out-of-order': b.dealsOutOfOrder,
  });
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
  return wordsBy('code', error, {
    empty: b.empty,
    'too-large': (e) => b.tooLarge(e.maxChars / 1e6),
    'not-utf8': b.notUtf8,
    'not-json': (e) => b.notJson(e.detail),
    'not-a-backup': (e) =>
      e.expectedFormat === undefined ? b.notABackup : b.wrongFormat(e.expectedFormat),
    'newer-version': (e) => b.newerVersion(e.version, e.newestKnown),
    'invalid-content': (e) => at(e.place, contentMessage(t, e.problem)),
    'duplicate-id': (e) => at(e.place, sameIdText(t, e.of, e.place, placeText(t, e.firstPlace))),
    'id-invalid': (e) => at(e.place, b.idInvalid(idText(t, e.field, e.place), e.maxLength)),
    'deal-invalid': (e) =>
      at(e.place, e.dealErrors.map((d) => sheetDealErrorMessage(t, d)).join(' ')),
    // The place names the deal already: the sentence alone, without "Deal 2:" again.
    'sheet-invalid': (e) => at(e.place, withoutDeal(t, e.sheetError)),
    'too-many-deals': (e) => at(e.place, b.tooManyDeals(e.deals, e.plannedDeals)),
    'id-conflict': (e) => b.idConflict(e.count, e.firstId),
    'storage-full': t.errors.store.storageFull,
    'storage-failed': (e) => t.errors.store.storageFailed(e.detail),
    'more-problems': (e) => b.moreProblems(e.count),
    'event-kind-unknown': (e) => at(e.place, b.changeKindUnknown(e.received)),
    'event-clock-invalid': (e) => at(e.place, b.changeClockInvalid(e.received)),
    'event-missing': (e) => at(e.place, b.changeMissing(e.missingId)),
    'event-names-later': (e) => at(e.place, b.changeNamesLater(placeText(t, e.namedPlace))),
    'event-replaces-other-deal': (e) =>
      at(e.place, b.changeReplacesOtherDeal(placeText(t, e.namedPlace))),
    'event-deal-unknown': (e) => at(e.place, b.changeDealUnknown(e.dealId)),
    'event-seen-invalid': (e) => at(e.place, b.changeSeenInvalid[e.problem](e.maxSeen)),
  });
}
