// The reference-case runner (../shared/vectors/README.md): every case and sheet of every *.json
// under SKAT_VECTORS_DIR, or else under the shared vectors folder beside the repository, subfolders
// included. Every answer comes from the core, a passed deal's too: each case goes through it as a
// sheet does, parsed under its rules (house rules included) and placed at a table.
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Result } from '../../src/domain/result';
import type { SheetSetup } from '../../src/domain/rules';
import type { SheetDeal, SheetDealDraft } from '../../src/domain/sheet-deal';
import { parseSheetDeal } from '../../src/domain/sheet-deal';
import { scoreSheet } from '../../src/domain/sheet';
import type { SheetRow, SheetScore } from '../../src/domain/sheet-types';
import type { VectorCase, VectorRules, VectorSheet } from './vector-format';
import { readVectorFiles, vectorDealToDraft, vectorRuleSet } from './vector-format';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const vectorsDir = process.env.SKAT_VECTORS_DIR ?? resolve(repoRoot, '../shared/vectors');
const files = readVectorFiles(vectorsDir);

test(`reference cases exist in ${vectorsDir}`, () => {
  expect(files.length).toBeGreaterThan(0);
  expect(files.flatMap((f) => [...f.cases, ...f.sheets]).length).toBeGreaterThan(0);
});

type Scored = Result<SheetScore, string>;

/** A whole sheet through the core; any refusal (rules, a deal, its place) as the codes. */
function scoreVectorSheet(
  table: Omit<SheetSetup, 'rules'>,
  rules: VectorRules | null | undefined,
  drafts: readonly SheetDealDraft[],
): Scored {
  const ruleSet = vectorRuleSet(rules);
  if (ruleSet === null) return { ok: false, errors: ['rules unknown to the core'] };
  const deals: SheetDeal[] = [];
  for (const draft of drafts) {
    const parsed = parseSheetDeal(draft, ruleSet);
    if (!parsed.ok) return { ok: false, errors: parsed.errors.map((e) => e.code) };
    deals.push(parsed.value);
  }
  const scored = scoreSheet({ ...table, rules: ruleSet }, deals);
  return scored.ok ? scored : { ok: false, errors: scored.errors.map((e) => e.code) };
}

function accepted(scored: Scored): SheetScore {
  if (!scored.ok) throw new Error(`rejected: ${scored.errors.join(', ')}`);
  return scored.value;
}

/** The declarer's seat, when it is one; else seat 0 (the core judges the rest). */
function declarerSeat(draft: SheetDealDraft, players: number): number {
  const declarer = draft.game === 'ramsch' ? undefined : draft.declarer;
  return Number.isInteger(declarer) && declarer !== undefined && declarer < players ? declarer : 0;
}

/**
 * A case is a sheet of one deal. The declarer sits in Forehand (so the dealer sitting out at 4 is
 * someone else); a Ramsch's three seats are Forehand, Middlehand, Rearhand = table seats 0, 1, 2.
 */
function scoreCase(c: VectorCase): Scored {
  const players = c.players ?? 3;
  const given = vectorDealToDraft(c.deal);
  const draft: SheetDealDraft =
    given.game === 'ramsch'
      ? { ...given, points: atTable(given.points, players) }
      : { declarer: 0, ...given };
  const firstDealer = (declarerSeat(draft, players) + players - 1) % players;
  return scoreVectorSheet({ players, firstDealer, plannedDeals: 1 }, c.rules, [draft]);
}

/** Forehand, Middlehand, Rearhand are seats 0–2; at 4 the dealer (seat 3) sits out. */
function atTable(points: readonly (number | null)[] | undefined, players: number) {
  return points !== undefined && players === 4 && points.length === 3 ? [...points, null] : points;
}

/**
 * A game with a declarer (or a passed deal, where Forehand stands in for him) read off the core's
 * row: the plain list moves only the declarer; when he loses, every other seat gets the bonus.
 */
function checkDeclarerCase(row: SheetRow, e: VectorCase['expect']): void {
  const entry = row.entry;
  if (entry.kind === 'ramsch') return;
  const score = entry.kind === 'declarer' ? entry.score : { won: false, value: 0 };
  const declarer = entry.kind === 'declarer' ? entry.score.deal.declarer : row.seats.forehand;
  const others = (deltas: readonly number[]) => deltas.filter((_, seat) => seat !== declarer);
  if (e.won !== undefined) expect(score.won, 'won').toBe(e.won);
  if (e.value !== undefined) expect(score.value, 'value').toBe(e.value);
  if (e.list !== undefined) {
    expect(row.listDelta[declarer], 'list').toBe(e.list);
    expect(others(row.listDelta), 'list of the others').toEqual(others(row.listDelta).map(() => 0));
  }
  const sf = e.seegerFabian;
  if (sf?.declarer !== undefined) {
    expect(row.seegerFabianDelta[declarer], 'seegerFabian.declarer').toBe(sf.declarer);
  }
  if (sf?.opponents !== undefined) {
    const opponents = others(row.seegerFabianDelta);
    expect(opponents, 'seegerFabian.opponents').toEqual(opponents.map(() => sf.opponents));
  }
}

function checkRamschCase(row: SheetRow, e: VectorCase['expect']): void {
  const entry = row.entry;
  if (entry.kind !== 'ramsch') {
    if (e.losers !== undefined || e.winner !== undefined) throw new Error('not scored as a Ramsch');
    return;
  }
  if (e.value !== undefined) expect(entry.score.value, 'value').toBe(e.value);
  if (e.losers !== undefined) expect(entry.score.losers, 'losers').toEqual(e.losers);
  if (e.winner !== undefined) expect(entry.score.winner, 'winner').toBe(e.winner);
}

/** `players`: per seat; the case's seats are the table's first seats. */
function checkPerSeat(row: SheetRow, e: VectorCase['expect']): void {
  const got = {
    list: row.listDelta,
    seegerFabian: row.seegerFabianDelta,
    won: row.wonDelta,
    lost: row.lostDelta,
  };
  for (const key of ['list', 'seegerFabian', 'won', 'lost'] as const) {
    const want = e.players?.[key];
    if (want !== undefined) expect(got[key].slice(0, want.length), `players.${key}`).toEqual(want);
  }
}

function checkCase(c: VectorCase): void {
  const scored = scoreCase(c);
  if (c.expect.error === true) {
    expect(scored.ok, 'the core must reject this deal').toBe(false);
    return;
  }
  const row = accepted(scored).rows[0];
  if (row === undefined) throw new Error('no row');
  checkDeclarerCase(row, c.expect);
  checkRamschCase(row, c.expect);
  checkPerSeat(row, c.expect);
}

function checkSheet(s: VectorSheet): void {
  const table = {
    players: s.players ?? 3,
    firstDealer: s.firstDealer ?? 0,
    plannedDeals: Math.max(s.deals.length, 1),
  };
  const scored = scoreVectorSheet(table, s.rules, s.deals.map(vectorDealToDraft));
  if (s.expect.error === true) {
    expect(scored.ok, 'the core must reject this sheet').toBe(false);
    return;
  }
  const { totals, rows } = accepted(scored);
  const e = s.expect;
  if (e.list !== undefined) expect(totals.list, 'list').toEqual(e.list);
  if (e.seegerFabian !== undefined)
    expect(totals.seegerFabian, 'seegerFabian').toEqual(e.seegerFabian);
  if (e.won !== undefined) expect(totals.won, 'won').toEqual(e.won);
  if (e.lost !== undefined) expect(totals.lost, 'lost').toEqual(e.lost);
  if (e.bock !== undefined)
    expect(
      rows.map((row) => row.bock),
      'bock',
    ).toEqual(e.bock);
  if (e.ramschRound !== undefined) {
    expect(
      rows.map((row) => row.ramschRound),
      'ramschRound',
    ).toEqual(e.ramschRound);
  }
  if (e.dealer !== undefined)
    expect(
      rows.map((row) => row.seats.dealer),
      'dealer',
    ).toEqual(e.dealer);
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
