import type { Deal } from './deal';
import type { SheetError, SheetErrorCode } from './errors';
import type { Result } from './result';
import { fail, ok } from './result';
import type { BockEvent, DealSeats, SheetRow, SheetScore, TableRules } from './sheet-types';
import { scoreDeal } from './score-deal';
import { dealError } from './parse-basics';
import { standings } from './standings';
import { bockPerDeal, isValidBockRule } from './bock';

function sheetError(code: SheetErrorCode, extra: Partial<SheetError> = {}): SheetError {
  return { code, ...extra };
}

export function validateTableRules(rules: TableRules): Result<TableRules, SheetError> {
  const errors: SheetError[] = [];
  if (rules.players !== 3 && rules.players !== 4) errors.push(sheetError('players-not-3-or-4'));
  const first = rules.firstDealer;
  if (!Number.isInteger(first) || first < 0 || first >= rules.players) {
    errors.push(sheetError('first-dealer-not-a-seat'));
  }
  if (rules.bock !== undefined && !isValidBockRule(rules.bock)) {
    errors.push(sheetError('bock-rule-invalid'));
  }
  return errors.length > 0 ? fail(errors) : ok(rules);
}

/**
 * Seats of deal `dealIndex` (0-based): the deal moves one seat left each deal, passed deals
 * included. Forehand sits left of the dealer; at a table of 3 the dealer is Rearhand, at 4 the
 * dealer sits out.
 */
export function seatsForDeal(rules: TableRules, dealIndex: number): DealSeats {
  const p = rules.players;
  const dealer = (rules.firstDealer + dealIndex) % p;
  return {
    dealIndex,
    dealer,
    sitsOut: p === 4 ? dealer : null,
    forehand: (dealer + 1) % p,
    middlehand: (dealer + 2) % p,
    rearhand: (dealer + 3) % p,
  };
}

/** Table rules a single deal breaks (a deal is valid on its own but not at this table). */
function dealAtTableErrors(rules: TableRules, deal: Deal, seats: DealSeats): SheetError[] {
  if (deal.kind === 'passed') return [];
  const dealIndex = seats.dealIndex;
  const errors: SheetError[] = [];
  if (deal.declarer >= rules.players) {
    const dealErrors = [dealError('declarer-not-a-seat', 'declarer')];
    errors.push(sheetError('deal-invalid', { dealIndex, dealErrors }));
  } else if (deal.declarer === seats.sitsOut) {
    errors.push(sheetError('dealer-declares-at-four', { dealIndex }));
  }
  if (deal.kontra !== 'none' && !rules.kontraAllowed) {
    errors.push(sheetError('kontra-not-allowed', { dealIndex }));
  }
  return errors;
}

function sumRows(a: readonly number[], b: readonly number[]): number[] {
  return a.map((x, i) => x + (b[i] ?? 0));
}

/** What Bock a row plays with and which rounds it starts. */
interface RowBock {
  readonly bock: number;
  readonly started: readonly BockEvent[];
}

function scoreRow(
  rules: TableRules,
  entered: Deal,
  seats: DealSeats,
  before: SheetRow | null,
  { bock, started }: RowBock,
): SheetRow {
  // The derived Bock replaces the entered one (the same value when Bock rounds are off).
  const deal = entered.kind === 'passed' || entered.bock === bock ? entered : { ...entered, bock };
  const zeros = Array.from({ length: rules.players }, () => 0);
  const score = deal.kind === 'passed' ? null : scoreDeal(deal, rules.players);
  const listDelta = [...zeros];
  const seegerFabianDelta = [...zeros];
  if (score !== null) {
    const declarer = score.deal.declarer;
    listDelta[declarer] = score.list;
    // Every other player at the table, the dealer who sat out included.
    seegerFabianDelta.forEach((_, seat) => {
      seegerFabianDelta[seat] =
        seat === declarer ? score.seegerFabian.declarer : score.seegerFabian.opponents;
    });
  }
  return {
    seats,
    deal,
    bock,
    bockStarted: started,
    score,
    listDelta,
    seegerFabianDelta,
    listTotals: sumRows(before?.listTotals ?? zeros, listDelta),
    seegerFabianTotals: sumRows(before?.seegerFabianTotals ?? zeros, seegerFabianDelta),
  };
}

function countGames(rows: readonly SheetRow[], players: number, won: boolean): number[] {
  const counts = Array.from({ length: players }, () => 0);
  for (const row of rows) {
    if (row.score !== null && row.score.won === won) {
      const seat = row.score.deal.declarer;
      counts[seat] = (counts[seat] ?? 0) + 1;
    }
  }
  return counts;
}

/**
 * A whole list: every deal scored at its seats (with the Bock in force, derived when the table
 * plays Bock rounds), running totals, standings and the next deal.
 */
export function scoreSheet(
  rules: TableRules,
  deals: readonly Deal[],
): Result<SheetScore, SheetError> {
  const valid = validateTableRules(rules);
  if (!valid.ok) return valid;
  const errors = deals.flatMap((deal, i) => dealAtTableErrors(rules, deal, seatsForDeal(rules, i)));
  if (errors.length > 0) return fail(errors);

  const bock = bockPerDeal(rules, deals);
  const rows: SheetRow[] = [];
  deals.forEach((deal, i) => {
    const rowBock = { bock: bock.perDeal[i] ?? 0, started: bock.started[i] ?? [] };
    rows.push(scoreRow(rules, deal, seatsForDeal(rules, i), rows[i - 1] ?? null, rowBock));
  });
  const zeros = Array.from({ length: rules.players }, () => 0);
  const totals = {
    list: rows.at(-1)?.listTotals ?? zeros,
    seegerFabian: rows.at(-1)?.seegerFabianTotals ?? zeros,
    won: countGames(rows, rules.players, true),
    lost: countGames(rows, rules.players, false),
  };
  const complete = deals.length >= rules.plannedDeals;
  return ok({
    rows,
    totals,
    standings: standings(totals, rules.listKind),
    nextDeal: complete ? null : seatsForDeal(rules, deals.length),
    nextDealBock: bock.next,
    nextBockDealsLeft: bock.nextDealsLeft,
    complete,
  });
}
