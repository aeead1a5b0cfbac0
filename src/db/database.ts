import { Dexie, type EntityTable, type Table } from 'dexie';
import { addBockRule } from './migrations/v2-bock-rule';
import { upgradeSheetToRuleSet } from './migrations/v3-rule-set';
import { dealsToEvents } from './migrations/v4-event-log';
import { EVENTS_PER_PAGE, copyEventsToLog } from './migrations/v5-clustered-log';
import {
  changeEverySheet,
  upgradeRun,
  writeChangedSheets,
  writeStartingLogs,
} from './migrations/upgrade-run';
import { reportUpgrade } from './upgrade-progress';
import type {
  DraftRecord,
  EventRecord,
  PlayerRecord,
  RosterEventRecord,
  SettingRecord,
  SheetRecord,
  SheetStatsRecord,
  StartingLogRecord,
} from './records';

export const DATABASE_NAME = 'skat-scorekeeper';

/**
 * Schema version 1. Only indexed fields are listed; records carry more (see records.ts).
 * Exported so the migration tests can write a database exactly as version 1 did.
 */
export const SCHEMA_V1 = {
  sheets: 'id, updatedAt',
  deals: 'id, sheetId, [sheetId+position]',
  players: 'name, lastUsedAt',
  drafts: 'key, sheetId',
  undo: 'sheetId',
  settings: 'key',
} as const;

/**
 * Schema version 2: the same stores and indexes; sheet records change shape (`rules.bock`, the
 * Bock house rule). Frozen like SCHEMA_V1.
 */
export const SCHEMA_V2 = SCHEMA_V1;

/**
 * Schema version 3: the same stores and indexes; sheet records hold `setup` (the table and its
 * house rules, a RuleSet) and `preset` instead of `rules`; deal records may hold a Ramsch.
 * Frozen like SCHEMA_V1.
 */
export const SCHEMA_V3 = SCHEMA_V2;

/**
 * Schema version 4: a sheet is an append-only log of change events (`events`, the truth); deals,
 * undo and counts are folded from the events (domain/fold-log.ts). Only the stores that change
 * are listed; the others stay as in V3.
 *
 * The one edit of a released schema: version 4 dropped `deals` and `undo` when it was released.
 * Dropping a store of 72,000 deals kept the upgrade from version 1 busy for 3–5 s on this
 * machine, in which the app could show nothing; so they stay (unread: their deals are the
 * events now), and the app empties them in the background after the start
 * (migrations/finish-upgrade.ts). A database that version 4, 5 or 6 already upgraded has
 * none: they come back empty. A later version drops them, empty, at no cost.
 */
export const SCHEMA_V4 = {
  // change.dealId: a deal's events, and whether a deal id is taken (a restore must not reuse one).
  events: 'id, sheetId, [sheetId+clock], change.dealId',
} as const;

/**
 * Schema version 5: the events move to `log`, whose primary key is [sheetId, id], so a sheet's
 * events lie together in the store (IndexedDB keeps records in key order): one sheet, the
 * list's page and a delete read or remove one key range per sheet. Measured cold with 10,000
 * sheets × 48 deals: the list's 30 sheets in 133–174 ms, where the `sheetId` index of `events`
 * took 510–930 ms. `sheetId` and `[sheetId+clock]` are gone (the key's range replaces them; the
 * fold orders events itself), so the database is smaller too, and opens faster.
 */
export const SCHEMA_V5 = {
  // id: whether an event id is taken in another sheet (a restore refuses to reuse one; the key
  // only keeps ids apart inside one sheet). change.dealId: whether a deal id is taken.
  log: '[sheetId+id], id, change.dealId',
  events: null,
} as const;

/**
 * Schema version 6: players kept across sheets. `roster`: the roster's events (domain/roster.ts),
 * append-only like a sheet's log. `sheetStats`: each sheet's seat summaries, a cache rebuilt on
 * read (player-stats-cache.ts), indexed by the players at its seats. Nothing is rewritten: a
 * seat without a player id is the implicit player of its stored name.
 */
export const SCHEMA_V6 = {
  roster: 'id',
  sheetStats: 'sheetId, *players, updatedAt',
} as const;

/**
 * Schema version 7: `startingLogs`, each upgraded sheet's first events (the deals version 3 kept,
 * as version 4 makes them) in one record per sheet. Writing 72,000 events one record each took
 * 21–27 s of the upgrade from version 1 on this machine (a bare IndexedDB store, no index: 7–9
 * s); one record per sheet takes about 1.5 s. The app reads a sheet's events from both stores
 * (sheet-log.ts) and moves them into `log` in the background after the start
 * (migrations/finish-upgrade.ts), a few sheets per transaction, so the store empties again.
 */
export const SCHEMA_V7 = {
  startingLogs: 'sheetId',
} as const;

/*
 * Migration policy
 * - The schema is declared version by version and never edited once released: a change is a new
 *   `this.version(n + 1).stores({...})` (only the tables that change) with an `.upgrade(tx => …)`
 *   that rewrites old records into the new shape inside the upgrade transaction: one function
 *   per migration in migrations/, pure where the domain can do the work (upgradeRules).
 * - Every released version keeps its store definitions exported (SCHEMA_V1, SCHEMA_V2, …) so
 *   test/db/migrations.test.ts can write a database exactly as that version did and check that
 *   the current class opens it with every sheet, deal, player, draft and setting intact.
 * - Records read back from an older version are validated at the edge (record-schema.ts, the same
 *   checks a backup import uses), so an upgrade that forgets a field fails a test, not a user.
 * - Downgrades are not supported: Dexie refuses to open a newer database with an older class, and
 *   the UI reports that as a storage error instead of losing data.
 */
export class SkatDatabase extends Dexie {
  sheets!: EntityTable<SheetRecord, 'id'>;
  /** The sheets' events; key [sheetId, event id] (an EntityTable cannot name a compound key). */
  log!: Table<EventRecord, [string, string], EventRecord>;
  players!: EntityTable<PlayerRecord, 'name'>;
  drafts!: EntityTable<DraftRecord, 'key'>;
  roster!: EntityTable<RosterEventRecord, 'id'>;
  sheetStats!: EntityTable<SheetStatsRecord, 'sheetId'>;
  /** Version 3's deals, already events: emptied after an upgrade (SCHEMA_V4), never read. */
  deals!: Table<{ readonly id: string }, string>;
  /** Version 3's undo entries, already events: emptied like `deals`. */
  undo!: Table<{ readonly sheetId: string }, string>;
  /** Upgraded sheets' first events, not yet moved into `log` (schema version 7). */
  startingLogs!: EntityTable<StartingLogRecord, 'sheetId'>;
  settings!: EntityTable<SettingRecord, 'key'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    // One upgrade transaction runs every step from the stored version on (upgrade-run.ts): each
    // step reads and writes in bulk, and reports its progress (upgrade-progress.ts); each marks
    // its start in the performance timeline (`upgrade:v2` … `upgrade:written`, for the bench).
    this.version(2)
      .stores(SCHEMA_V2)
      .upgrade(async (tx) => {
        performance.mark('upgrade:v2');
        changeEverySheet(await upgradeRun(tx), addBockRule);
      });
    this.version(3)
      .stores(SCHEMA_V3)
      .upgrade(async (tx) => {
        performance.mark('upgrade:v3');
        changeEverySheet(await upgradeRun(tx), upgradeSheetToRuleSet);
      });
    this.version(4)
      .stores(SCHEMA_V4)
      .upgrade(async (tx) => {
        performance.mark('upgrade:v4');
        const run = await upgradeRun(tx);
        const [deals, undo] = await Promise.all([
          tx.table('deals').toArray(),
          tx.table('undo').toArray(),
        ]);
        // Written by version 7 into `startingLogs`, one record per sheet, in this same
        // transaction: every version that runs version 4's upgrade runs version 7's after it.
        run.events = dealsToEvents(deals, undo);
      });
    this.version(5)
      .stores(SCHEMA_V5)
      .upgrade(async (tx) => {
        performance.mark('upgrade:v5');
        const run = await upgradeRun(tx);
        const log = tx.table<EventRecord, [string, string]>('log');
        // A database of version 4 holds its events in `events`.
        const events = tx.table<EventRecord, string>('events');
        const stored = await events.count();
        await copyEventsToLog(events, log, EVENTS_PER_PAGE, (copied) =>
          reportUpgrade({ done: Math.floor((run.sheets * copied) / stored), total: run.sheets }),
        );
      });
    this.version(6).stores(SCHEMA_V6);
    this.version(7)
      .stores(SCHEMA_V7)
      .upgrade(async (tx) => {
        performance.mark('upgrade:v7');
        const run = await upgradeRun(tx);
        // Every version that changes the sheet records only notes its change (upgrade-run.ts).
        await writeChangedSheets(run, tx);
        await writeStartingLogs(run, tx);
        reportUpgrade({ done: run.sheets, total: run.sheets });
        performance.mark('upgrade:written');
      });
  }
}

/** Opens (lazily, on first use) the database with the given name; tests pass a fresh name. */
export function openSkatDatabase(name: string): SkatDatabase {
  return new SkatDatabase(name);
}

/** The app's database. Repository functions default to it; tests pass their own. */
export const db = openSkatDatabase(DATABASE_NAME);

/** A fresh random id for a sheet or a deal. */
export function newId(): string {
  return crypto.randomUUID();
}
