// The reference-case format of ../shared/vectors/README.md, read loosely: unknown fields are
// ignored, and any subset of the `expect` fields is compared.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { DealDraft } from '../../src/domain/deal';

export interface VectorDeal extends Omit<DealDraft, 'tops'> {
  readonly matadors?: number;
}

/**
 * The house rules a case or sheet plays with (Ramsch, Bock rounds as the vectors write them).
 * Kept opaque here: the runner hands such cases to runHouseCase / runHouseSheet.
 */
export type VectorHouseRules = Readonly<Record<string, unknown>>;

export interface VectorCase {
  readonly id: string;
  readonly source?: string;
  readonly players?: 3 | 4;
  readonly rules?: VectorHouseRules;
  readonly deal: VectorDeal;
  readonly expect: {
    readonly error?: boolean;
    readonly won?: boolean;
    readonly value?: number;
    readonly list?: number;
    readonly seegerFabian?: { readonly declarer?: number; readonly opponents?: number };
  };
}

export interface VectorSheet {
  readonly id: string;
  readonly source?: string;
  readonly players?: 3 | 4;
  readonly rules?: VectorHouseRules;
  readonly firstDealer?: number;
  readonly deals: readonly VectorDeal[];
  readonly expect: {
    readonly error?: boolean;
    readonly list?: readonly number[];
    readonly seegerFabian?: readonly number[];
    readonly won?: readonly number[];
    readonly lost?: readonly number[];
  };
}

export interface VectorFile {
  /** The path below the vectors folder, e.g. 'house/house-rules.json'. */
  readonly name: string;
  readonly cases: readonly VectorCase[];
  readonly sheets: readonly VectorSheet[];
}

/** A DEAL as a draft: "matadors" is our "tops". */
export function vectorDealToDraft(deal: VectorDeal): DealDraft {
  const { matadors, ...rest } = deal;
  return matadors === undefined ? rest : { ...rest, tops: matadors };
}

/** Every *.json below `dir`, subfolders included, in a stable order. */
export function readVectorFiles(dir: string): VectorFile[] {
  return jsonFilesBelow(dir).map((file) => {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as {
      cases?: VectorCase[];
      sheets?: VectorSheet[];
    };
    const name = relative(dir, file).split(sep).join('/');
    return { name, cases: parsed.cases ?? [], sheets: parsed.sheets ?? [] };
  });
}

function jsonFilesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name))
    .sort();
}
