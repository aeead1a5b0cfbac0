// The reference-case runner (../shared/vectors/README.md): every case and sheet of every *.json
// in SKAT_VECTORS_DIR, or else in the shared vectors folder beside the repository.
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseDeal } from '../../src/domain/parse-deal';
import { scoreDeal } from '../../src/domain/score-deal';
import { scoreSheet } from '../../src/domain/sheet';
import type { Deal } from '../../src/domain/deal';
import type { TableRules } from '../../src/domain/sheet-types';
import type { VectorCase, VectorSheet } from './vector-format';
import { readVectorFiles, vectorDealToDraft } from './vector-format';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const vectorsDir = process.env.SKAT_VECTORS_DIR ?? resolve(repoRoot, '../shared/vectors');
const files = readVectorFiles(vectorsDir);

test(`reference cases exist in ${vectorsDir}`, () => {
  expect(files.length).toBeGreaterThan(0);
  expect(files.flatMap((f) => [...f.cases, ...f.sheets]).length).toBeGreaterThan(0);
});

/** A case that names its declarer is also checked at its table (the seat must exist). */
function acceptedAtTable(deal: Deal, players: 3 | 4): boolean {
  if (deal.kind === 'passed') return true;
  // The declarer sits in Forehand, so the dealer (sitting out at 4) is someone else.
  const firstDealer = (deal.declarer + players - 1) % players;
  const rules: TableRules = {
    players,
    firstDealer,
    listKind: 'plain',
    kontraAllowed: true,
    plannedDeals: 1,
  };
  return scoreSheet(rules, [deal]).ok;
}

function checkCase(c: VectorCase): void {
  const players = c.players ?? 3;
  // Single cases need not name a declarer; any seat will do for one deal.
  const parsed = parseDeal({ declarer: 0, ...vectorDealToDraft(c.deal) });
  if (c.expect.error === true) {
    const accepted = parsed.ok && acceptedAtTable(parsed.value, players);
    expect(accepted, 'the core must reject this deal').toBe(false);
    return;
  }
  if (!parsed.ok) throw new Error(`rejected: ${parsed.errors.map((e) => e.code).join(', ')}`);
  const deal = parsed.value;
  const score =
    deal.kind === 'passed'
      ? { won: false, value: 0, list: 0, seegerFabian: { declarer: 0, opponents: 0 } }
      : scoreDeal(deal, players);
  const e = c.expect;
  if (e.won !== undefined) expect(score.won, 'won').toBe(e.won);
  if (e.value !== undefined) expect(score.value, 'value').toBe(e.value);
  if (e.list !== undefined) expect(score.list, 'list').toBe(e.list);
  const sf = e.seegerFabian;
  if (sf?.declarer !== undefined) {
    expect(score.seegerFabian.declarer, 'seegerFabian.declarer').toBe(sf.declarer);
  }
  if (sf?.opponents !== undefined) {
    expect(score.seegerFabian.opponents, 'seegerFabian.opponents').toBe(sf.opponents);
  }
}

function checkSheet(s: VectorSheet): void {
  const parsed = s.deals.map((d) => parseDeal(vectorDealToDraft(d)));
  const deals: Deal[] = parsed.flatMap((p) => (p.ok ? [p.value] : []));
  const rules = {
    players: s.players ?? 3,
    firstDealer: s.firstDealer ?? 0,
    listKind: 'plain',
    kontraAllowed: true,
    plannedDeals: Math.max(s.deals.length, 1),
  } as const;
  const result = deals.length === s.deals.length ? scoreSheet(rules, deals) : null;
  if (s.expect.error === true) {
    expect(result?.ok ?? false, 'the core must reject this sheet').toBe(false);
    return;
  }
  if (result === null) throw new Error('a deal of this sheet was rejected');
  if (!result.ok) throw new Error(`rejected: ${result.errors.map((e) => e.code).join(', ')}`);
  const totals = result.value.totals;
  const e = s.expect;
  if (e.list !== undefined) expect(totals.list, 'list').toEqual(e.list);
  if (e.seegerFabian !== undefined)
    expect(totals.seegerFabian, 'seegerFabian').toEqual(e.seegerFabian);
  if (e.won !== undefined) expect(totals.won, 'won').toEqual(e.won);
  if (e.lost !== undefined) expect(totals.lost, 'lost').toEqual(e.lost);
}

for (const file of files) {
  describe(file.name, () => {
    if (file.cases.length > 0) {
      test.each(file.cases.map((c) => [c.id, c] as const))('case %s', (_id, c) => checkCase(c));
    }
    if (file.sheets.length > 0) {
      test.each(file.sheets.map((s) => [s.id, s] as const))('sheet %s', (_id, s) => checkSheet(s));
    }
  });
}
