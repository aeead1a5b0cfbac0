// The reference-case format of ../shared/vectors/README.md. Unknown fields are ignored and any
// subset of the `expect` fields is compared; a known field that is given must hold a valid value,
// and the core judges it (its rule check, parseSheetDeal), never this reader.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { DealDraft, Game } from '../../src/domain/deal';
import type { RamschDraft } from '../../src/domain/ramsch-deal';
import type {
  RamschRule,
  RamschScoring,
  RoundEvent,
  RoundPending,
  RoundsRule,
  RuleSet,
  SchieberamschRule,
} from '../../src/domain/rules';
import { isFlatRamschValue } from '../../src/domain/validate-rules';

export interface VectorDeal extends Omit<DealDraft, 'tops' | 'game'> {
  readonly game?: Game | 'passed' | 'ramsch';
  readonly matadors?: number;
  readonly points?: readonly (number | null)[];
  readonly noTrick?: readonly number[];
  readonly allTricks?: number;
  readonly doublings?: number;
}

/** README § House rules: `rules` of a CASE or SHEET, as loose as the JSON may be. */
export interface VectorRules {
  readonly passed?: string;
  readonly ramsch?: {
    readonly scoring?: string;
    readonly flat?: number;
    readonly countsAsGame?: boolean;
    readonly schieberamsch?: string;
  };
  readonly bock?: {
    readonly events?: readonly string[];
    readonly pending?: string;
    readonly ramschRound?: boolean;
    readonly page?: number | null;
    readonly sameDealerAfterGrandHand?: boolean;
  };
}

type PerSeat = readonly number[];

export interface VectorCase {
  readonly id: string;
  readonly source?: string;
  readonly players?: 3 | 4;
  /** Absent or null: no house rule is on. */
  readonly rules?: VectorRules | null;
  readonly deal: VectorDeal;
  readonly expect: {
    readonly error?: boolean;
    readonly won?: boolean;
    readonly value?: number;
    readonly list?: number;
    readonly seegerFabian?: { readonly declarer?: number; readonly opponents?: number };
    readonly losers?: readonly number[];
    readonly winner?: number | null;
    readonly players?: {
      readonly list?: PerSeat;
      readonly seegerFabian?: PerSeat;
      readonly won?: PerSeat;
      readonly lost?: PerSeat;
    };
  };
}

export interface VectorSheet {
  readonly id: string;
  readonly source?: string;
  readonly players?: 3 | 4;
  readonly firstDealer?: number;
  readonly rules?: VectorRules | null;
  readonly deals: readonly VectorDeal[];
  readonly expect: {
    readonly error?: boolean;
    readonly list?: PerSeat;
    readonly seegerFabian?: PerSeat;
    readonly won?: PerSeat;
    readonly lost?: PerSeat;
    readonly bock?: readonly number[];
    readonly ramschRound?: readonly boolean[];
    readonly dealer?: readonly number[];
  };
}

export interface VectorFile {
  /** Path relative to the vectors folder. */
  readonly name: string;
  readonly cases: readonly VectorCase[];
  readonly sheets: readonly VectorSheet[];
}

function ramschDraft(deal: VectorDeal): RamschDraft {
  const { points, noTrick, allTricks, doublings, bock } = deal;
  return {
    game: 'ramsch',
    ...(points === undefined ? {} : { points }),
    ...(noTrick === undefined ? {} : { noTrick }),
    ...(allTricks === undefined ? {} : { allTricks }),
    ...(doublings === undefined ? {} : { doublings }),
    ...(bock === undefined ? {} : { bock }),
  };
}

/** A DEAL as a draft: "matadors" is our "tops"; a Ramsch keeps only the Ramsch fields. */
/** The reference format tells a Ramsch by card points only. */
export function vectorDealToDraft(deal: VectorDeal): DealDraft | RamschDraft {
  if (deal.game === 'ramsch') return ramschDraft(deal);
  const { matadors, game, ...rest } = deal;
  const draft: DealDraft = game === undefined ? rest : { ...rest, game };
  return matadors === undefined ? draft : { ...draft, tops: matadors };
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Read<T> = T | 'unknown';

/**
 * `ramsch` as the core's rule. A field that is given must be valid even where the scoring does not
 * use it (a `flat` of −25 or 2.5 beside points scoring is refused); the rest (a Schieberamsch
 * rule, countsAsGame) goes to the core as written, and the core's rule check judges it.
 */
function ramschRule(ramsch: unknown): Read<RamschRule | null> {
  if (ramsch === undefined || ramsch === null) return null;
  if (!isRecord(ramsch)) return 'unknown';
  const { scoring = 'points', flat, countsAsGame = false, schieberamsch = 'always' } = ramsch;
  if (scoring !== 'points' && scoring !== 'flat') return 'unknown';
  if (flat !== undefined && !isFlatRamschValue(flat)) return 'unknown';

  const rule: RamschScoring =
    scoring === 'flat'
      ? { kind: 'flat', value: flat === undefined ? 25 : Number(flat) }
      : { kind: 'points' };
  return {
    scoring: rule,
    countsAsGame: countsAsGame as boolean,
    schieberamsch: schieberamsch as SchieberamschRule,
  };
}

/** `bock` as the core's rule; its values are the core's to judge, as given. */
function roundsRule(bock: unknown): Read<RoundsRule> {
  if (bock === undefined || bock === null) return { kind: 'off' };
  if (!isRecord(bock)) return 'unknown';
  const { events = [], pending = 'stack', page = null } = bock;
  const { ramschRound = false, sameDealerAfterGrandHand = false } = bock;
  if (!Array.isArray(events)) return 'unknown';
  return {
    kind: 'rounds',
    events: events as RoundEvent[],
    pending: pending as RoundPending,
    ramschRound: ramschRound as boolean,
    page: page as number | null,
    sameDealerAfterGrandHand: sameDealerAfterGrandHand as boolean,
  };
}

/**
 * The rule set a case or sheet plays under: without `rules` no house rule is on (Kontra is always
 * allowed in the reference cases). Null when the rules cannot even be read as a rule set; values
 * that can are handed to the core as given, and the core's check refuses what is not sound.
 */
export function vectorRuleSet(rules: VectorRules | null | undefined): RuleSet | null {
  if (rules === undefined || rules === null) return vectorRuleSet({});
  if (!isRecord(rules)) return null;
  const { passed = 'thrown' } = rules;
  const ramsch = ramschRule(rules.ramsch);
  const bock = roundsRule(rules.bock);
  if ((passed !== 'thrown' && passed !== 'ramsch') || ramsch === 'unknown' || bock === 'unknown') {
    return null;
  }
  const passedRule = passed === 'ramsch' ? 'ramsch' : 'thrown-in';
  return { list: 'plain', kontra: 'kontra-re', passed: passedRule, ramsch, bock, stake: null };
}

/** Every *.json under `dir`, subfolders included, in a stable order. */
function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return jsonFiles(path);
      return entry.isFile() && entry.name.endsWith('.json') ? [path] : [];
    })
    .sort();
}

export function readVectorFiles(dir: string): VectorFile[] {
  return jsonFiles(dir).map((path) => {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as {
      cases?: VectorCase[];
      sheets?: VectorSheet[];
    };
    // 'house/house-rules.json' on every system
    const name = relative(dir, path).split(sep).join('/');
    return { name, cases: parsed.cases ?? [], sheets: parsed.sheets ?? [] };
  });
}
