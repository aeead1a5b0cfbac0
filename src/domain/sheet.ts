import type { SheetError } from './errors';
import type { Result } from './result';
import { fail, ok } from './result';
import { allDealsDealt, isTableSize, type SheetSetup } from './rules';
import type { DealRounds } from './rounds';
import type { ListDeal } from './voided-deal';
import type { SheetSetupError } from './sheet-checks';
import type { DealSeats, SheetRow, SheetScore } from './sheet-types';
import { bierlachsSheet } from './bierlachs';
import { countedOf, standings } from './standings';
import { roundsOf } from './rounds';
import { rowEntry, seatEntries } from './row-score';
import { placeDeal, sheetError } from './sheet-checks';
import { validateRuleSet } from './validate-rules';
import { seatsOf } from './seats';

/** A table of 3, 4 or 5 (a sixth player has no seat), and a seat for the first dealer. */
export function tableErrors(players: number, firstDealer: number): SheetError[] {
  const errors: SheetError[] = [];
  if (Number.isInteger(players) && players > 5) errors.push(sheetError('sixth-player'));
  else if (!isTableSize(players)) errors.push(sheetError('players-not-3-or-4'));
  if (!Number.isInteger(firstDealer) || firstDealer < 0 || firstDealer >= players) {
    errors.push(sheetError('first-dealer-not-a-seat'));
  }
  return errors;
}

/** A table with its rule set: a seat for the first dealer, and sound rules. */
export function validateSetup(setup: SheetSetup): Result<SheetSetup, SheetSetupError> {
  const errors: SheetSetupError[] = tableErrors(setup.players, setup.firstDealer);
  const ruleErrors = validateRuleSet(setup.rules);
  if (ruleErrors.length > 0) errors.push({ code: 'rules-invalid', ruleErrors });
  return errors.length > 0 ? fail(errors) : ok(setup);
}

export { seatsOf } from './seats';

/**
 * Seats of deal `dealIndex` (0-based) when the deal moves one seat left every deal, passed deals
 * included. Under the NYCSA rule a grand hand in a Ramsch round is dealt again by the same dealer:
 * then only the sheet knows the seats (`scoreSheet`: rows and `nextDeal`).
 */
export function seatsForDeal(
  rules: Pick<SheetSetup, 'players' | 'firstDealer'>,
  dealIndex: number,
): DealSeats {
  return seatsOf(rules.players, (rules.firstDealer + dealIndex) % rules.players, dealIndex);
}

function sumRows(a: readonly number[], b: readonly number[]): number[] {
  return a.map((x, i) => x + (b[i] ?? 0));
}

/** The deal as scored: with the Bock its place gives it (the same when Bock is entered per deal). */
function withBock<D extends ListDeal>(deal: D, bock: number): D {
  if (!('bock' in deal) || deal.bock === bock) return deal;
  return { ...deal, bock };
}

function zeros(players: number): number[] {
  return Array.from({ length: players }, () => 0);
}

/** One deal in its place: checked, scored seat by seat, added to the running totals. */
function scoreRow(
  setup: SheetSetup,
  entered: ListDeal,
  rounds: DealRounds & { readonly dealIndex: number },
  before: SheetRow | undefined,
): Result<SheetRow, SheetSetupError> {
  const seats = seatsOf(setup.players, rounds.dealer, rounds.dealIndex);
  const deal = withBock(entered, rounds.bock);
  const placed = placeDeal(setup, deal, seats, rounds);
  if (!placed.ok) return placed;
  const entry = rowEntry(placed.value, setup.players);
  const seat = seatEntries(entry, setup.players);
  const start = zeros(setup.players);
  return ok({
    seats,
    deal,
    bock: rounds.bock,
    ramschRound: rounds.ramschRound,
    bockStarted: rounds.started,
    bockHeldBack: rounds.heldBack,
    score: entry.kind === 'declarer' ? entry.score : null,
    entry,
    listDelta: seat.list,
    seegerFabianDelta: seat.seegerFabian,
    wonDelta: seat.won,
    lostDelta: seat.lost,
    listTotals: sumRows(before?.listTotals ?? start, seat.list),
    seegerFabianTotals: sumRows(before?.seegerFabianTotals ?? start, seat.seegerFabian),
  });
}

/** Every row, or every error of every deal (not only the first); `known`: the first rows, scored. */
function scoreRows(
  setup: SheetSetup,
  deals: readonly ListDeal[],
  perDeal: readonly DealRounds[],
  known: readonly SheetRow[] = [],
): Result<SheetRow[], SheetSetupError> {
  const rows: SheetRow[] = known.slice(0, deals.length);
  const errors: SheetSetupError[] = [];
  for (let dealIndex = rows.length; dealIndex < perDeal.length; dealIndex += 1) {
    const entered = deals[dealIndex];
    const rounds = perDeal[dealIndex];
    if (entered === undefined || rounds === undefined) continue;
    const row = scoreRow(setup, entered, { ...rounds, dealIndex }, rows.at(-1));
    if (row.ok) rows.push(row.value);
    else errors.push(...row.errors);
  }
  return errors.length > 0 ? fail(errors) : ok(rows);
}

/**
 * A whole list: every deal checked and scored at its seats under the sheet's rules (the Bock in
 * force, derived when the table plays Bock rounds; Ramsch rounds; the dealer), running totals,
 * standings, the next deal and the rounds ahead. A voided deal (voided-deal.ts) keeps its place
 * and its dealer, scores 0 and starts no round.
 *
 * A stored sheet is scored through db/scored-sheet.ts (`scoreStoredSheet`); sheets saved before
 * house rules through legacy/table-rules.ts (`scoreTableSheet`).
 */
export function scoreSheet(
  setup: SheetSetup,
  deals: readonly ListDeal[],
): Result<SheetScore, SheetSetupError> {
  return scoreSheetKnowing(setup, deals, []);
}

/** A list scored before: its rules, its deals and its score. */
export interface ScoredList {
  readonly setup: SheetSetup;
  readonly deals: readonly ListDeal[];
  readonly score: Result<SheetScore, SheetSetupError>;
}

/**
 * The same as scoreSheet(setup, deals), reusing the rows of a list scored before with the same
 * rules for the deals both lists begin with (the same objects): a deal's row depends only on the
 * deals before it. The history scores many lists that differ in one deal.
 */
export function scoreSheetAfter(
  earlier: ScoredList | null,
  setup: SheetSetup,
  deals: readonly ListDeal[],
): Result<SheetScore, SheetSetupError> {
  if (!earlier?.score.ok || earlier.setup !== setup) return scoreSheet(setup, deals);
  let same = 0;
  while (same < deals.length && deals[same] === earlier.deals[same]) same += 1;
  return scoreSheetKnowing(setup, deals, earlier.score.value.rows.slice(0, same));
}

/**
 * What the sheet's list makes of its totals: the points that count, the running figures, the
 * DSkV standings, and on a Bierlachs list its rounds and standings, which then are the sheet's
 * own order.
 */
function pointsThatCount(
  setup: SheetSetup,
  rows: readonly SheetRow[],
  totals: SheetScore['totals'],
  complete: boolean,
): Pick<SheetScore, 'counted' | 'countedAfter' | 'standings' | 'bierlachs' | 'placed'> {
  const list = setup.rules.list;
  const byPoints = standings(totals, list);
  const bierlachs =
    typeof list === 'string' ? null : bierlachsSheet(rows, setup.players, list.limit, complete);
  const running = (row: SheetRow) =>
    countedOf(list, { list: row.listTotals, seegerFabian: row.seegerFabianTotals });
  return {
    counted: countedOf(list, totals),
    countedAfter: bierlachs?.countsAfter ?? rows.map(running),
    standings: byPoints,
    bierlachs,
    placed: (bierlachs?.standings ?? byPoints).map(({ seat, rank }) => ({ seat, rank })),
  };
}

function scoreSheetKnowing(
  setup: SheetSetup,
  deals: readonly ListDeal[],
  known: readonly SheetRow[],
): Result<SheetScore, SheetSetupError> {
  const valid = validateSetup(setup);
  if (!valid.ok) return valid;
  const schedule = roundsOf(setup, deals);
  const scored = scoreRows(setup, deals, schedule.perDeal, known);
  if (!scored.ok) return scored;
  const rows = scored.value;
  const count = (pick: (row: SheetRow) => readonly number[]) =>
    rows.reduce<readonly number[]>((sum, row) => sumRows(sum, pick(row)), zeros(setup.players));
  const totals = {
    list: rows.at(-1)?.listTotals ?? zeros(setup.players),
    seegerFabian: rows.at(-1)?.seegerFabianTotals ?? zeros(setup.players),
    won: count((row) => row.wonDelta),
    lost: count((row) => row.lostDelta),
  };
  const complete = allDealsDealt(setup, deals.length);
  const next = schedule.next;
  return ok({
    rows,
    totals,
    ...pointsThatCount(setup, rows, totals, complete),
    nextDeal: complete ? null : seatsOf(setup.players, next.dealer, deals.length),
    nextDealBock: next.bock,
    nextBockDealsLeft: next.bockDealsLeft,
    next,
    complete,
  });
}
