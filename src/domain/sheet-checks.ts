// Whether a parsed deal may stand where it is on a sheet: at this table, under these rules, in
// this round. A deal valid on its own can still break a table rule (the dealer declaring at 4)
// or a house rule (a suit game in a Ramsch round, Schieberamsch where none is played).
import type { PlayedDeal } from './deal';
import type { SheetError, SheetErrorCode } from './errors';
import type { HouseSheetError } from './house-errors';
import type { RamschDeal } from './ramsch-deal';
import { ramschPlayers, ramschSeatCount } from './ramsch-deal';
import { sitsOutOf } from './seats';
import type { Result } from './result';
import type { DealRounds } from './rounds';
import type { RuleSet, SheetSetup } from './rules';
import type { PlacedDeal } from './row-score';
import type { DealSeats } from './sheet-types';
import type { ListDeal } from './voided-deal';
import { dealError } from './parse-basics';
import { assertNever, fail, ok } from './result';
import { isGrandHand } from './rounds';

/** Any error of a sheet: the table and ISkO ones, and those of its house rules. */
export type SheetSetupError = SheetError | HouseSheetError;

/** The deal an error is about (0-based), when it is about one. */
export function errorDealIndex(error: SheetSetupError): number | undefined {
  return 'dealIndex' in error ? error.dealIndex : undefined;
}

export function sheetError(code: SheetErrorCode, extra: Partial<SheetError> = {}): SheetError {
  return { code, ...extra };
}

/**
 * Whether a deal everyone passed is played as a Ramsch (house-rules.md § Ramsch): where the sheet
 * says so, and on every deal of a Ramsch round. It is the only way to a Ramsch, so this is also
 * where a Ramsch may stand at all.
 */
export function passedDealIsRamsch(rules: RuleSet, inRamschRound: boolean): boolean {
  return rules.ramsch !== null && (inRamschRound || rules.passed === 'ramsch');
}

/** Whether Schieberamsch is played here: in every Ramsch, only in Ramsch rounds, or never. */
export function schieberamschAllowed(rules: RuleSet, inRamschRound: boolean): boolean {
  const rule = rules.ramsch?.schieberamsch;
  return rule === 'always' || (rule === 'rounds' && inRamschRound);
}

/** The table rules a game with a declarer breaks: his seat, Kontra, the Ramsch round. */
function declarerErrors(
  setup: SheetSetup,
  deal: PlayedDeal,
  seats: DealSeats,
  rounds: DealRounds,
): SheetSetupError[] {
  const dealIndex = seats.dealIndex;
  const errors: SheetSetupError[] = [];
  if (deal.declarer >= setup.players) {
    const dealErrors = [dealError('declarer-not-a-seat', 'declarer')];
    errors.push(sheetError('deal-invalid', { dealIndex, dealErrors }));
  } else if (sitsOutOf(seats, deal.declarer)) {
    const code = setup.players === 5 ? 'declarer-sits-out-at-five' : 'dealer-declares-at-four';
    errors.push(sheetError(code, { dealIndex }));
  }
  if (deal.kontra !== 'none' && setup.rules.kontra === 'off') {
    errors.push(sheetError('kontra-not-allowed', { dealIndex }));
  }
  // A grand hand is the one game a player may play instead of the Ramsch of a Ramsch round.
  // (declarable-games.ts says the same to the screens, apart: the app's start does not need it.)
  if (rounds.ramschRound && !isGrandHand(deal)) {
    const contract = deal.kind === 'trump' ? deal.game : 'null';
    errors.push({ code: 'not-allowed-in-ramsch-round', dealIndex, contract });
  }
  return errors;
}

/** Schieberamsch doublings: always allowed, only in Ramsch rounds, or never. */
function doublingsErrors(rules: RuleSet, deal: RamschDeal, dealIndex: number, rounds: DealRounds) {
  if (deal.doublings === 0 || schieberamschAllowed(rules, rounds.ramschRound)) return [];
  // Not allowed here: the rule is 'rounds' (and no Ramsch round runs) or 'never'.
  const rule = (rules.ramsch?.schieberamsch ?? 'never') as 'rounds' | 'never';
  return [{ code: 'schieberamsch-not-played', dealIndex, rule } as const];
}

/** A Ramsch needs a sheet that plays it here, one entry per player, and allowed doublings. */
function ramschErrors(
  setup: SheetSetup,
  deal: RamschDeal,
  seats: DealSeats,
  rounds: DealRounds,
): HouseSheetError[] {
  const { rules, players } = setup;
  const dealIndex = seats.dealIndex;
  const errors: HouseSheetError[] = [];
  if (!passedDealIsRamsch(rules, rounds.ramschRound)) {
    errors.push({ code: 'ramsch-not-played', dealIndex });
  }
  if (ramschSeatCount(deal) !== players) errors.push({ code: 'ramsch-seats-not-table', dealIndex });
  else if (ramschPlayers(deal).some((seat) => sitsOutOf(seats, seat))) {
    errors.push({ code: 'ramsch-dealer-plays', dealIndex });
  }
  // Told by its outcome, a Ramsch has no points to lose: only a flat value scores it.
  if (deal.tally === 'outcome' && rules.ramsch !== null && rules.ramsch.scoring.kind !== 'flat') {
    errors.push({ code: 'ramsch-outcome-not-flat', dealIndex });
  }
  return [...errors, ...doublingsErrors(rules, deal, dealIndex, rounds)];
}

/** A passed deal: thrown in, unless passed deals are Ramsch here or a Ramsch round runs. */
function passedErrors(rules: RuleSet, seats: DealSeats, rounds: DealRounds): HouseSheetError[] {
  const dealIndex = seats.dealIndex;
  if (rounds.ramschRound)
    return [{ code: 'not-allowed-in-ramsch-round', dealIndex, contract: 'passed' }];
  return passedDealIsRamsch(rules, rounds.ramschRound)
    ? [{ code: 'passed-deal-is-ramsch', dealIndex }]
    : [];
}

function checked(errors: readonly SheetSetupError[], placed: PlacedDeal) {
  return errors.length > 0 ? fail(errors) : ok(placed);
}

/**
 * A deal in its place: checked against the table and the rules, with the Bock the rounds give it
 * (which replaces the entered Bock when Bock is derived) and, for a Ramsch, the rule scoring it.
 */
export function placeDeal(
  setup: SheetSetup,
  deal: ListDeal,
  seats: DealSeats,
  rounds: DealRounds,
): Result<PlacedDeal, SheetSetupError> {
  const rules = setup.rules;
  switch (deal.kind) {
    case 'passed':
      return checked(passedErrors(rules, seats, rounds), { kind: 'passed' });
    // Crossed out: its place is not checked (see voided-deal.ts), it scores nothing.
    case 'voided':
      return ok({ kind: 'voided', deal });
    case 'trump':
    case 'null': {
      const scored = deal.bock === rounds.bock ? deal : { ...deal, bock: rounds.bock };
      return checked(declarerErrors(setup, deal, seats, rounds), {
        kind: 'declarer',
        deal: scored,
      });
    }
    case 'ramsch': {
      const errors = ramschErrors(setup, deal, seats, rounds);
      if (rules.ramsch === null || errors.length > 0) return fail(errors);
      const scored = deal.bock === rounds.bock ? deal : { ...deal, bock: rounds.bock };
      return ok({ kind: 'ramsch', deal: scored, rule: rules.ramsch });
    }
    default:
      return assertNever(deal);
  }
}
