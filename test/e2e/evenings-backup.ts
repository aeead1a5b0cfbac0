// A backup file of whole evenings of three, written for the statistics' browser tests: each
// evening's deals (declarer, game, tops, made or not) added one by one, a minute apart, on one
// device. Only plain trump games: what the statistics count is the test's own arithmetic.

import { storedSetup } from '../support/stored-setup';

/** An id of the app's form, numbered: the tests' files are read like any other. */
export const uuid = (n: number) => `5e7a0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export interface EveningDeal {
  readonly declarer: number;
  readonly game: string;
  readonly tops?: number;
  readonly made: boolean;
}

export interface Evening {
  readonly id?: string;
  readonly name?: string;
  /** The day it was played, YYYY-MM-DD: it starts at 19:00 local time. */
  readonly day: string;
  readonly players: readonly string[];
  /** The sheet's list rule; plain when not given. */
  readonly list?: unknown;
  readonly deals: readonly EveningDeal[];
}

function sheetOf(evening: Evening, index: number) {
  const start = Date.parse(`${evening.day}T19:00:00`);
  return {
    id: evening.id ?? uuid(index + 1),
    name: evening.name ?? `Evening ${String(index + 1)}`,
    playerNames: evening.players,
    setup: storedSetup({ players: 3, list: evening.list, kontra: 'kontra-re' }),
    preset: null,
    createdAt: start,
    updatedAt: start + evening.deals.length * 60_000,
    events: evening.deals.map((deal, n) => ({
      id: uuid(100 * (index + 1) + n),
      device: uuid(999),
      clock: n + 1,
      at: start + (n + 1) * 60_000,
      change: {
        kind: 'deal-added',
        dealId: uuid(1000 * (index + 1) + n),
        deal: {
          game: deal.game,
          declarer: deal.declarer,
          tops: deal.tops ?? 1,
          outcome: { made: deal.made },
          bid: 18,
        },
      },
    })),
  };
}

/** The evenings as a version-4 backup file's text. */
export function eveningsBackup(evenings: readonly Evening[]): string {
  return JSON.stringify({
    format: 'skat-scorekeeper-backup',
    version: 4,
    exportedAt: '2026-01-23T00:00:00.000Z',
    sheets: evenings.map(sheetOf),
  });
}
