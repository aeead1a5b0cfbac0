// The reference-case format of ../shared/vectors/README.md, read loosely: unknown fields are
// ignored, and any subset of the `expect` fields is compared.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { DealDraft, Game } from '../../src/domain/deal';
import type { RamschDraft } from '../../src/domain/ramsch-deal';
import type {
  RamschRule,
  RamschScoring,
  RoundEvent,
  RoundsRule,
  RuleSet,
} from '../../src/domain/rules';
import { ROUND_EVENTS, ROUND_PENDING, SCHIEBERAMSCH_RULES } from '../../src/domain/rules';

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

function known<T extends string>(list: readonly T[], value: string | undefined): T | null {
  return list.find((item) => item === value) ?? null;
}

function ramschRule(ramsch: VectorRules['ramsch']): RamschRule | null | 'unknown' {
  if (ramsch === undefined) return null;
  const schieberamsch = known(SCHIEBERAMSCH_RULES, ramsch.schieberamsch ?? 'always');
  const kind = ramsch.scoring ?? 'points';
  if (schieberamsch === null || (kind !== 'points' && kind !== 'flat')) return 'unknown';
  const scoring: RamschScoring =
    kind === 'flat' ? { kind: 'flat', value: ramsch.flat ?? 25 } : { kind: 'points' };
  return { scoring, countsAsGame: ramsch.countsAsGame ?? false, schieberamsch };
}

function roundsRule(bock: VectorRules['bock']): RoundsRule | 'unknown' {
  if (bock === undefined) return { kind: 'off' };
  const events = (bock.events ?? []).map((event) => known(ROUND_EVENTS, event));
  const pending = known(ROUND_PENDING, bock.pending ?? 'stack');
  const chosen = events.filter((event): event is RoundEvent => event !== null);
  if (pending === null || chosen.length !== events.length) return 'unknown';
  return {
    kind: 'rounds',
    events: chosen,
    pending,
    ramschRound: bock.ramschRound ?? false,
    page: bock.page ?? null,
    sameDealerAfterGrandHand: bock.sameDealerAfterGrandHand ?? false,
  };
}

/**
 * The rule set a case or sheet plays under: without `rules` no house rule is on (Kontra is always
 * allowed in the reference cases). Null when a value is none the core knows (it cannot be scored).
 */
export function vectorRuleSet(rules: VectorRules | null | undefined): RuleSet | null {
  const passed = rules?.passed ?? 'thrown';
  const ramsch = ramschRule(rules?.ramsch);
  const bock = roundsRule(rules?.bock);
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
