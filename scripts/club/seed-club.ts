// A club's database filled with shared sheets, for the club-load benchmark
// (scripts/bench-club-load.mjs): each sheet's documents exactly as the app writes them — the
// sharing phone's three start events (src/sync/live/sheet-start.ts), then its deals as `deal-added`
// events with the clock and `seen` the app's appendEvent gives them (src/db/sheet-log.ts), each
// in the club's document form (design.ts eventDoc). Written with `_bulk_docs` as the sharing
// member (the design document checks every one), a bounded batch a request.
import type { EventRecord, SheetRecord } from '../../src/db/records';
import type { PlayedDeal } from '../../src/domain/deal';
import { upgradeRules } from '../../src/domain/legacy/table-rules';
import { headsOf } from '../../src/domain/seen';
import { orderEvents, type SheetEvent } from '../../src/domain/sheet-log';
import { startEvents } from '../../src/sync/live/sheet-start';
import { eventDoc, type ClubEventDoc } from '../../src/sync/protocol/event-doc';

export interface SeedOptions {
  /** The club database's address, e.g. http://127.0.0.1:6131/skatclub. */
  readonly club: string;
  /** The sharing member: the author of every document (the design document checks it). */
  readonly member: { readonly name: string; readonly password: string };
  readonly sheets: number;
  readonly dealsPerSheet: number;
  /** The deals each sheet was started for: dealsPerSheet unless given (then the sheet is complete). */
  readonly plannedDeals?: number;
  /** Documents a `_bulk_docs` request. */
  readonly batch?: number;
  /** Told after each batch: documents written so far. */
  readonly onProgress?: (written: number) => void;
}

const HOUR = 3_600_000;
/** The first sheet's start; each next one an hour later (the newest is listed first). */
const FIRST_START = Date.UTC(2026, 0, 5, 19, 0);
const REQUEST_MS = 120_000;

const won = (
  game: 'grand' | 'clubs' | 'hearts',
  tops: number,
  declarer: number,
  bid: number,
): PlayedDeal => ({
  kind: 'trump',
  game,
  tops,
  announcement: 'none',
  result: { kind: 'outcome', made: true, schneider: false, schwarz: false },
  declarer,
  bid,
  kontra: 'none',
  bock: 0,
});

/** The deals entered, in turn: three games won and a passed deal. */
const DEALS = [
  won('grand', 2, 0, 18),
  won('clubs', 1, 1, 20),
  won('hearts', 2, 2, 30),
  { kind: 'passed' },
] as const;

const PLAYERS = [
  ['Anna', 'Bernd', 'Clara'],
  ['Dieter', 'Eva', 'Franz'],
  ['Gerda', 'Hans', 'Ilse'],
];

/** Sheet number `n` (0 the oldest) as the sharing phone started it. */
export function seedRecord(n: number, plannedDeals: number): SheetRecord {
  const createdAt = FIRST_START + n * HOUR;
  return {
    id: crypto.randomUUID(),
    name: `Club night ${n + 1}`,
    playerNames: PLAYERS[n % PLAYERS.length] ?? ['Anna', 'Bernd', 'Clara'],
    setup: upgradeRules({
      players: 3,
      firstDealer: 0,
      listKind: 'seeger-fabian',
      kontraAllowed: true,
      plannedDeals,
    }),
    preset: null,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * A shared sheet's documents: shared when started (its start events), then `dealsPerSheet` deals
 * entered on the sharing phone, each with the next clock and the log's heads as its `seen`.
 */
export function sheetDocs(
  record: SheetRecord,
  author: string,
  dealsPerSheet: number,
): ClubEventDoc[] {
  const device = crypto.randomUUID();
  const log: EventRecord[] = startEvents(record);
  for (let d = 0; d < dealsPerSheet; d++) {
    const ordered = orderEvents<SheetEvent>(log);
    const clock = ordered.reduce((max, event) => Math.max(max, event.clock), 0) + 1;
    log.push({
      id: crypto.randomUUID(),
      sheetId: record.id,
      device,
      clock,
      at: record.createdAt + (d + 1) * 60_000,
      change: {
        kind: 'deal-added',
        dealId: crypto.randomUUID(),
        deal: DEALS[d % DEALS.length] as PlayedDeal,
      },
      seen: headsOf(ordered),
    });
  }
  return log.map((event) => eventDoc(record.id, author, event));
}

/** Writes the sheets, oldest first; returns their ids in that order and the documents written. */
export async function seedClub(
  options: SeedOptions,
): Promise<{ sheetIds: string[]; docs: number }> {
  const { club, member, sheets, dealsPerSheet } = options;
  const batch = options.batch ?? 500;
  const auth = `Basic ${Buffer.from(`${member.name}:${member.password}`).toString('base64')}`;
  const sheetIds: string[] = [];
  let pending: ClubEventDoc[] = [];
  let docs = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const response = await fetch(`${club}/_bulk_docs`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ docs: pending }),
      signal: AbortSignal.timeout(REQUEST_MS),
    });
    const results = (await response.json()) as { ok?: boolean; error?: string; reason?: string }[];
    const refused = Array.isArray(results) ? results.find((result) => result.ok !== true) : null;
    if (!response.ok || !Array.isArray(results) || refused) {
      throw new Error(`seed: _bulk_docs ${response.status} ${JSON.stringify(refused ?? results)}`);
    }
    docs += pending.length;
    pending = [];
    options.onProgress?.(docs);
  };
  for (let n = 0; n < sheets; n++) {
    const record = seedRecord(n, options.plannedDeals ?? dealsPerSheet);
    sheetIds.push(record.id);
    pending.push(...sheetDocs(record, member.name, dealsPerSheet));
    if (pending.length >= batch) await flush();
  }
  await flush();
  return { sheetIds, docs };
}
