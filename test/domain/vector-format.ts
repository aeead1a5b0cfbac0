// The reference-case format of ../shared/vectors/README.md, read loosely: unknown fields are
// ignored, and any subset of the `expect` fields is compared.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DealDraft } from '../../src/domain/deal';

export interface VectorDeal extends Omit<DealDraft, 'tops'> {
  readonly matadors?: number;
}

export interface VectorCase {
  readonly id: string;
  readonly source?: string;
  readonly players?: 3 | 4;
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
  readonly name: string;
  readonly cases: readonly VectorCase[];
  readonly sheets: readonly VectorSheet[];
}

/** A DEAL as a draft: "matadors" is our "tops". */
export function vectorDealToDraft(deal: VectorDeal): DealDraft {
  const { matadors, ...rest } = deal;
  return matadors === undefined ? rest : { ...rest, tops: matadors };
}

export function readVectorFiles(dir: string): VectorFile[] {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return names.map((name) => {
    const parsed = JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
      cases?: VectorCase[];
      sheets?: VectorSheet[];
    };
    return { name, cases: parsed.cases ?? [], sheets: parsed.sheets ?? [] };
  });
}
