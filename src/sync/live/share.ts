// Sharing a sheet: its start written into its log as events (sheet-start.ts), once, so the
// club's database holds all a joining phone needs. The bridge sends them with the rest.
import type { SkatDatabase } from '../../db/database';
import { addIncomingEvents } from '../../db/incoming-events';
import { storeError, type StoreError } from '../../db/store-error';
import { fail, ok, type Result } from '../../domain/result';
import { startEvents } from './sheet-start';

export async function shareSheet(
  database: SkatDatabase,
  sheetId: string,
): Promise<Result<void, StoreError>> {
  const record = await database.sheets.get(sheetId);
  if (!record) return fail([storeError('sheet-not-found')]);
  const added = await addIncomingEvents(database, record, startEvents(record));
  if (!added.ok) return fail(added.errors);
  return added.value.refused.length === 0 ? ok(undefined) : fail([storeError('sheet-not-found')]);
}
