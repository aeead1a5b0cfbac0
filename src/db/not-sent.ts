// A club night's table sheet whose night was closed while the phone still held events the club's
// server never got (issue 34 item 9): the server refuses the table from then on, so those events
// would count on the phone and nowhere else. They are marked on the sheet's record, beside the
// log (the log's events never change): kept, shown, counted nowhere (folded-sheet.ts).
import { ok, type Result } from '../domain/result';
import { boundedTime } from '../domain/log-bounds';
import type { SkatDatabase } from './database';
import { MAX_TAMPERED } from './record-schema';
import { writeTransaction, type StoreError } from './store-error';

/**
 * Marks these events of the sheet as never sent (only those in its log; a mark is never taken
 * back: the night stays closed). Resolves with the events newly marked.
 */
export async function markNotSent(
  database: SkatDatabase,
  sheetId: string,
  eventIds: readonly string[],
): Promise<Result<readonly string[], StoreError>> {
  return writeTransaction(database, ['sheets', 'log'], async () => {
    const record = await database.sheets.get(sheetId);
    if (!record || eventIds.length === 0) return ok([]);
    const marked = new Set(record.notSent ?? []);
    const inLog = await database.log
      .where('[sheetId+id]')
      .anyOf(eventIds.map((id) => [sheetId, id]))
      .primaryKeys();
    const fresh = inLog.map(([, id]) => String(id)).filter((id) => !marked.has(id));
    if (fresh.length === 0) return ok([]);
    const notSent = [...marked, ...new Set(fresh)].slice(0, MAX_TAMPERED);
    // The sheet's scores change: `updatedAt` moves, so its cached stats are made again.
    const updatedAt = boundedTime(Math.max(Date.now(), record.updatedAt + 1));
    await database.sheets.put({ ...record, notSent, updatedAt });
    return ok(fresh);
  });
}
