// The refusals of the house rules (house-rules.md) in the table's language, each naming the
// section of house-rules.md behind it. The core returns codes and data (house-errors.ts,
// ramsch-deal.ts); every switch here is exhaustive, so a new code without words fails the typecheck.
import type { SheetError } from '../../domain/errors';
import { SHEET_ERROR_CODES } from '../../domain/errors';
import type { HouseSheetError, RuleDealError, RuleSetError } from '../../domain/house-errors';
import { HOUSE_ERROR_SECTIONS } from '../../domain/house-errors';
import type { RamschError } from '../../domain/ramsch-deal';
import { RAMSCH_ERROR_CODES } from '../../domain/ramsch-deal';
import { assertNever } from '../../domain/result';
import { ROUND_EVENTS } from '../../domain/rules';
import type { SheetSetupError } from '../../domain/sheet-checks';
import type { SheetDealError } from '../../domain/sheet-deal';
import type { Dictionary } from './dictionary';
import type { RuleRef } from './en/house';
import { dealErrorMessage, sheetErrorMessage } from './game-errors';

/** "house rules § Ramsch, value" / "Hausregeln § Ramsch, Wert". */
export function ruleRef(t: Dictionary, section: RuleRef): string {
  return t.house.ruleRef(t.house.sections[section]);
}

/** A seat by its player's name; "player 2" when the name is not known (yet). */
export function seatName(t: Dictionary, names: readonly string[], seat: number): string {
  const name = names[seat];
  return name === undefined || name === '' ? t.house.player(seat + 1) : name;
}

function isRamschError(error: SheetDealError): error is RamschError {
  return RAMSCH_ERROR_CODES.some((code) => code === error.code);
}

/** "Ramsch: Anna took no trick (Jungfrau) but has 12 card points; …". `names` by seat. */
export function ramschErrorMessage(
  t: Dictionary,
  error: RamschError,
  names: readonly string[] = [],
): string {
  const facts = {
    who: seatName(t, names, error.seat ?? 0),
    value: error.value ?? 0,
    rule: ruleRef(t, HOUSE_ERROR_SECTIONS[error.code]),
  };
  return t.house.errors.ramsch[error.code](facts);
}

/** "Bock comes from the sheet's Bock rounds and is not entered for a deal (…)". */
export function ruleDealErrorMessage(t: Dictionary, error: RuleDealError): string {
  return t.house.errors.bockIsDerived(ruleRef(t, HOUSE_ERROR_SECTIONS[error.code]));
}

/** Any refusal of a deal as entered: a game's (ISkO), a Ramsch's, or the sheet's rules'. */
export function sheetDealErrorMessage(
  t: Dictionary,
  error: SheetDealError,
  names: readonly string[] = [],
): string {
  if (isRamschError(error)) return ramschErrorMessage(t, error, names);
  if (error.code === 'bock-is-derived') return ruleDealErrorMessage(t, error);
  return dealErrorMessage(t, error);
}

/** The part of house-rules.md each rule-set refusal comes from (the core names none). */
const RULE_SET_SECTIONS: Readonly<Record<RuleSetError['code'], RuleRef | null>> = {
  'list-unknown': 'presets',
  // house-rules.md has no section of Bierlachs: its sentence cites none (and the limit is no preset).
  'bierlachs-limit-invalid': null,
  'kontra-rule-unknown': 'presets',
  'passed-rule-unknown': 'ramsch',
  'ramsch-rule-missing': 'ramsch.value',
  'ramsch-scoring-unknown': 'ramsch.value',
  'ramsch-flat-value-invalid': 'ramsch.value',
  'schieberamsch-rule-unknown': 'ramsch.schieberamsch',
  'bock-events-missing': 'bock-rounds',
  'bock-event-unknown': 'bock-rounds',
  'bock-event-twice': 'bock-rounds',
  'bock-pending-unknown': 'bock-rounds',
  'bock-page-invalid': 'bock-rounds.per-page',
  'stake-invalid': 'presets',
  'rule-not-yes-or-no': 'presets',
};

/** "Bock rounds need at least one event that starts them (house rules § Bock rounds)." */
export function ruleSetErrorMessage(t: Dictionary, error: RuleSetError): string {
  const section = RULE_SET_SECTIONS[error.code];
  const rule = section === null ? '' : ruleRef(t, section);
  if (error.code !== 'bock-event-twice') return t.house.errors.ruleSet[error.code](rule);
  const event = ROUND_EVENTS.find((known) => known === error.value);
  return t.house.errors.bockEventTwice(event === undefined ? null : t.house.events[event], rule);
}

/** A house-rule refusal of a sheet without the deal's number (a backup names the place). */
export function houseSheetSentence(t: Dictionary, error: HouseSheetError): string {
  const e = t.house.errors;
  switch (error.code) {
    case 'rules-invalid':
      return error.ruleErrors.length === 0
        ? e.rulesInvalid
        : error.ruleErrors.map((r) => ruleSetErrorMessage(t, r)).join(' ');
    case 'not-allowed-in-ramsch-round':
      return e.notInRamschRound[error.contract](ruleRef(t, HOUSE_ERROR_SECTIONS[error.code]));
    case 'schieberamsch-not-played':
      return e.schieberamschNotPlayed[error.rule](ruleRef(t, HOUSE_ERROR_SECTIONS[error.code]));
    case 'ramsch-not-played':
    case 'passed-deal-is-ramsch':
    case 'ramsch-seats-not-table':
    case 'ramsch-dealer-plays':
    case 'ramsch-outcome-not-flat':
      return e.sheet[error.code](ruleRef(t, HOUSE_ERROR_SECTIONS[error.code]));
    default:
      return assertNever(error);
  }
}

/** A deal the house rules refuse where it stands: "Deal 4: In a Ramsch round only …". */
export function houseSheetErrorMessage(t: Dictionary, error: HouseSheetError): string {
  const message = houseSheetSentence(t, error);
  return 'dealIndex' in error ? t.errors.atDeal(error.dealIndex + 1, message) : message;
}

function isSheetError(error: SheetSetupError): error is SheetError {
  return SHEET_ERROR_CODES.some((code) => code === error.code);
}

/** Any error of a sheet with house rules: the table's and ISkO's, and the house rules'. */
export function sheetSetupErrorMessage(t: Dictionary, error: SheetSetupError): string {
  return isSheetError(error) ? sheetErrorMessage(t, error) : houseSheetErrorMessage(t, error);
}
