// The test's own ranking of a night, from the documents stored on the club's server: every table
// sheet's deals read back as the server holds them, each deal scored by the scoring core's
// scoreDeal (the per-deal rule the vectors check), and the Seeger-Fabian sums, order and ties
// worked out here — none of the app's night fold, tracker or ranking code is used, so a ranking
// on screen is checked against an independent one.
import { scoreDeal } from '../../src/domain/score-deal';
import type { PlayedDeal } from '../../src/domain/deal';

export interface CheckedRow {
  readonly name: string;
  readonly points: number;
  readonly won: number;
  readonly lost: number;
  readonly rank: number;
}

interface StoredDoc {
  readonly _id: string;
  readonly sheetId?: string;
  readonly event?: {
    readonly id: string;
    readonly at: number;
    readonly clock?: number;
    readonly device?: string;
    readonly change: Record<string, unknown> & { readonly kind: string };
  };
}

async function range(club: string, auth: string, prefix: string): Promise<StoredDoc[]> {
  const query = new URLSearchParams({
    startkey: JSON.stringify(prefix),
    endkey: JSON.stringify(`${prefix}\ufff0`),
    include_docs: 'true',
  });
  const response = await fetch(`${club}/_all_docs?${query.toString()}`, {
    headers: { authorization: auth },
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) throw new Error(`night-check: ${response.status} reading ${prefix}`);
  const body = (await response.json()) as { rows: { doc?: StoredDoc }[] };
  return body.rows.flatMap((row) => (row.doc ? [row.doc] : []));
}

/**
 * A running night's table sheets, in the night database its claim in the club's database names
 * (issue 31 item 1: a table login reads that database only); none once the night closed (they
 * were copied into the club's database then).
 */
async function nightDatabaseSheets(club: string, auth: string, key: string): Promise<StoredDoc[]> {
  const claims = (await range(club, auth, 'nightdb:')) as unknown as {
    _id: string;
    night?: string;
  }[];
  const held = claims.find((claim) => claim.night === key);
  if (!held) return [];
  const database = held._id.slice('nightdb:'.length);
  return range(`${club.replace(/\/[^/]*$/, '')}/${database}`, auth, `sheet:${key}-`);
}

/**
 * The deals of one sheet as they count now, in the order they were entered: the latest version
 * of each (a correction replaces it), without deleted ones, voided ones at 0. The walk's sheets
 * have one author each but the director's corrections: events are taken in time order.
 */
function dealsOf(docs: readonly StoredDoc[]): PlayedDeal[] {
  const events = docs
    .flatMap((doc) => (doc.event ? [doc.event] : []))
    .sort((a, b) => a.at - b.at || (a.clock ?? 0) - (b.clock ?? 0) || a.id.localeCompare(b.id));
  const order: string[] = [];
  const current = new Map<string, PlayedDeal | null>();
  const voided = new Set<string>();
  for (const { change } of events) {
    const dealId = change.dealId as string;
    if (change.kind === 'deal-added') {
      order.push(dealId);
      current.set(dealId, change.deal as PlayedDeal);
    } else if (change.kind === 'deal-replaced') current.set(dealId, change.deal as PlayedDeal);
    else if (change.kind === 'deal-deleted') current.set(dealId, null);
    else if (change.kind === 'deal-voided') voided.add(dealId);
    else if (change.kind === 'deal-restored') voided.delete(dealId);
    else if (change.kind === 'undone') throw new Error('night-check: the walk makes no undo');
  }
  return order.flatMap((id) => {
    const deal = current.get(id);
    return deal && !voided.has(id) && (deal.kind as string) !== 'passed' ? [deal] : [];
  });
}

/**
 * The night's ranking (series 0-based, or every series), as the DSkV counts it: Seeger-Fabian
 * points, then more games won, then fewer lost; equal players share the rank.
 */
export async function storedNightRanking(
  club: string,
  admin: { readonly name: string; readonly password: string },
  key: string,
  series: number | 'total',
): Promise<CheckedRow[]> {
  const auth = `Basic ${Buffer.from(`${admin.name}:${admin.password}`).toString('base64')}`;
  const nightDocs = await range(club, auth, `night:${key}:`);
  const sheetDocs = [
    ...(await range(club, auth, `sheet:${key}-`)),
    ...(await nightDatabaseSheets(club, auth, key)),
  ];
  const changes = nightDocs.flatMap((doc) => (doc.event ? [doc.event.change] : []));
  const planned = changes.find((change) => change.kind === 'night-planned') as
    { setup: { players: { playerId: string; name: string }[] } } | undefined;
  if (!planned) throw new Error('night-check: no night-planned document');
  const sums = new Map(
    planned.setup.players.map((player) => [
      player.playerId,
      { name: player.name, points: 0, won: 0, lost: 0 },
    ]),
  );
  const assigned = changes.filter((change) => change.kind === 'series-assigned') as unknown as {
    series: number;
    tables: { players: string[]; sheetId: string }[];
  }[];
  for (const part of assigned) {
    if (series !== 'total' && part.series !== series) continue;
    for (const table of part.tables) {
      const size = table.players.length as 3 | 4;
      const docs = sheetDocs.filter((doc) => doc.sheetId === table.sheetId);
      for (const deal of dealsOf(docs)) {
        const score = scoreDeal(deal, size);
        table.players.forEach((playerId, seat) => {
          const sum = sums.get(playerId);
          if (!sum) return;
          if (seat === deal.declarer) {
            sum.points += score.seegerFabian.declarer;
            if (score.won) sum.won += 1;
            else sum.lost += 1;
          } else sum.points += score.seegerFabian.opponents;
        });
      }
    }
  }
  const rows = [...sums.values()].sort(
    (a, b) => b.points - a.points || b.won - a.won || a.lost - b.lost,
  );
  return rows.map((row) => ({
    ...row,
    rank:
      1 +
      rows.filter(
        (other) =>
          other.points > row.points ||
          (other.points === row.points &&
            (other.won > row.won || (other.won === row.won && other.lost < row.lost))),
      ).length,
  }));
}

/** The keys of every closed night of the club (a `night-closed` document stored). */
export async function closedNights(
  club: string,
  admin: { readonly name: string; readonly password: string },
): Promise<string[]> {
  const auth = `Basic ${Buffer.from(`${admin.name}:${admin.password}`).toString('base64')}`;
  const docs = await range(club, auth, 'night:');
  return [
    ...new Set(
      docs.flatMap((doc) =>
        doc.event?.change.kind === 'night-closed' ? [doc._id.split(':')[1] ?? ''] : [],
      ),
    ),
  ];
}

/** The latest results a night stored for the season: each player's points, by name. */
export async function storedResults(
  club: string,
  admin: { readonly name: string; readonly password: string },
  key: string,
): Promise<Map<string, number>> {
  const auth = `Basic ${Buffer.from(`${admin.name}:${admin.password}`).toString('base64')}`;
  const latest = (await range(club, auth, `night:${key}:`))
    .flatMap((doc) => (doc.event?.change.kind === 'night-results' ? [doc.event] : []))
    .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id))
    .at(-1);
  const results = (latest?.change.results ?? []) as { name: string; seegerFabian: number }[];
  return new Map(results.map((result) => [result.name, result.seegerFabian]));
}

/** The names at each table of a series (0-based), in seat order, as the director stored them. */
export async function storedSeating(
  club: string,
  admin: { readonly name: string; readonly password: string },
  key: string,
  series: number,
): Promise<string[][]> {
  const auth = `Basic ${Buffer.from(`${admin.name}:${admin.password}`).toString('base64')}`;
  const changes = (await range(club, auth, `night:${key}:`)).flatMap((doc) =>
    doc.event ? [doc.event.change] : [],
  );
  const planned = changes.find((change) => change.kind === 'night-planned') as
    { setup: { players: { playerId: string; name: string }[] } } | undefined;
  const names = new Map(planned?.setup.players.map((p) => [p.playerId, p.name]) ?? []);
  const assigned = changes.find(
    (change) => change.kind === 'series-assigned' && change.series === series,
  ) as { tables: { players: string[] }[] } | undefined;
  if (!assigned) throw new Error(`night-check: series ${series} is not assigned`);
  return assigned.tables.map((table) => table.players.map((id) => names.get(id) ?? id));
}
