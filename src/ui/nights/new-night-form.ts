// The new night's form as typed, and the NightSetup it makes, or every problem with it (codes; the
// screen words them). The plan's own check (checkNight) judges players, series and fees, so the
// form refuses exactly what the night would.
import { fail, ok, type Result } from '../../domain/result';
import { PRESETS, type PresetId } from '../../domain/rules';
import { checkNight, type NightPlayer, type NightProblem } from '../../domain/tournament/night';
import type { NightSetup } from '../../domain/tournament/night-log';
import type { PoolSource, PrizeProblem } from '../../domain/tournament/prizes';
import { nameKey, sameName } from '../../domain/same-name';

export interface NightForm {
  readonly name: string;
  /** YYYY-MM-DD, as a date input gives it. */
  readonly date: string;
  /** Roster ids ticked, in the order ticked. */
  readonly chosen: readonly string[];
  /** More names, one a line. */
  readonly typed: string;
  readonly seriesCount: string;
  readonly dealsAtFour: string;
  readonly dealsAtThree: string;
  /** Whether the plan seats tables of 5 (docs/five-at-the-table.md), and their deals as typed. */
  readonly allowFive: boolean;
  readonly dealsAtFive: string;
  readonly preset: PresetId;
  /** Amounts in € as typed ("0,50" or "0.50"). */
  readonly lostFee: string;
  /** From which lost game of a list the higher fee counts; empty: never. */
  readonly higherFrom: string;
  readonly higherFee: string;
  readonly entryFee: string;
  /** Percentages, best place first, separated by spaces, commas or semicolons. */
  readonly shares: string;
  readonly pool: PoolSource;
}

export function initialNightForm(date: string, name: string): NightForm {
  return {
    name,
    date,
    chosen: [],
    typed: '',
    seriesCount: '2',
    dealsAtFour: '48',
    dealsAtThree: '36',
    allowFive: false,
    dealsAtFive: '40',
    preset: 'tournament',
    lostFee: '0.50',
    higherFrom: '4',
    higherFee: '1.00',
    entryFee: '0',
    shares: '50 30 20',
    pool: 'entry',
  };
}

/** A player the device knows: roster id and current name. */
export interface KnownPlayer {
  readonly id: string;
  readonly name: string;
}

export type NightFormProblem =
  | NightProblem
  | PrizeProblem
  | { readonly code: 'name-missing' }
  | { readonly code: 'date-invalid' }
  | { readonly code: 'name-twice'; readonly name: string };

/** Cents of an amount in € ("0,50", "1", "1.5"); NaN when it is none. */
export function centsOf(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}

/** A whole number as typed; NaN for anything else. */
function wholeOf(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function sharesOf(text: string): number[] {
  return text
    .split(/[\s;,]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d{1,3}(\.\d{1,2})?$/.test(part) ? Number(part) : Number.NaN));
}

/**
 * The player a typed name means (spaces tidied): the known player of that name by the same-name
 * rule ("anna" is Anna), under their roster id and name, else a new one with `idOfName`'s id. The
 * new-night form and a latecomer or replacement between series (RosterPanel) read names alike.
 */
export function playerOfName(
  typed: string,
  known: readonly KnownPlayer[],
  idOfName: (name: string) => string,
): NightPlayer {
  const name = typed.trim().replace(/\s+/g, ' ');
  const match = known.find((player) => sameName(player.name, name));
  return match ? { playerId: match.id, name: match.name } : { playerId: idOfName(name), name };
}

/**
 * The players: those ticked, then the typed names (a typed name that is a known player's is that
 * player; any other gets the id the app gives a name without one, `idOfName`).
 */
function playersOf(
  form: NightForm,
  known: readonly KnownPlayer[],
  idOfName: (name: string) => string,
): { players: NightPlayer[]; twice: string[] } {
  const byId = new Map(known.map((player) => [player.id, player.name]));
  const players: NightPlayer[] = [];
  const seen = new Set<string>();
  const twice: string[] = [];
  const add = (player: NightPlayer) => {
    const folded = nameKey(player.name);
    if (seen.has(folded) || players.some((p) => p.playerId === player.playerId)) {
      if (!twice.includes(player.name)) twice.push(player.name);
      return;
    }
    seen.add(folded);
    players.push(player);
  };
  for (const id of form.chosen) {
    const name = byId.get(id);
    if (name !== undefined) add({ playerId: id, name });
  }
  for (const line of form.typed.split('\n')) {
    if (line.trim() === '') continue;
    add(playerOfName(line, known, idOfName));
  }
  return { players, twice };
}

export function nightSetupOf(
  form: NightForm,
  known: readonly KnownPlayer[],
  idOfName: (name: string) => string,
): Result<NightSetup, NightFormProblem> {
  const problems: NightFormProblem[] = [];
  const name = form.name.trim();
  if (name === '') problems.push({ code: 'name-missing' });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date)) problems.push({ code: 'date-invalid' });
  const { players, twice } = playersOf(form, known, idOfName);
  for (const player of twice) problems.push({ code: 'name-twice', name: player });
  const higherFrom = form.higherFrom.trim() === '' ? null : wholeOf(form.higherFrom);
  const fees = {
    entry: centsOf(form.entryFee),
    perLost: centsOf(form.lostFee),
    higher: higherFrom === null ? null : { from: higherFrom, cents: centsOf(form.higherFee) },
  };
  const plan = {
    players,
    seriesCount: wholeOf(form.seriesCount),
    dealsAtFour: wholeOf(form.dealsAtFour),
    dealsAtThree: wholeOf(form.dealsAtThree),
    // Only a ticked box puts it in the plan: without it the plan refuses a table of 5.
    ...(form.allowFive ? { dealsAtFive: wholeOf(form.dealsAtFive) } : {}),
    series: [],
    fees,
  };
  const checked = checkNight(plan);
  if (!checked.ok) problems.push(...checked.errors);
  const shares = sharesOf(form.shares);
  shares.forEach((share, place) => {
    if (!Number.isFinite(share)) problems.push({ code: 'share-invalid', place });
  });
  if (shares.filter(Number.isFinite).reduce((sum, share) => sum + share, 0) > 100)
    problems.push({ code: 'shares-over-100' });
  if (problems.length > 0) return fail(problems);
  return ok({
    name,
    date: form.date,
    players,
    seriesCount: plan.seriesCount,
    dealsAtFour: plan.dealsAtFour,
    dealsAtThree: plan.dealsAtThree,
    ...(plan.dealsAtFive === undefined ? {} : { dealsAtFive: plan.dealsAtFive }),
    fees,
    rules: { preset: form.preset, rules: PRESETS[form.preset] },
    prizes: { shares, source: form.pool },
  });
}
