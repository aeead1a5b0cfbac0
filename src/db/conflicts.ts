// The table decides a conflict of two phones (domain/concurrency.ts): one `conflict-resolved`
// event keeps the chosen version and drops the others, or keeps them all as deals in turn. On the record and undoable like any change;
// loaded with the conflict's view only (a sheet that never had a conflict never loads it).
import { ok, type Result } from '../domain/result';
import { db, type SkatDatabase } from './database';
import { DEVICE_ID_KEY } from './device';
import { DEAL_TABLES, checkRepair } from './log-checks';
import { appendEvent, withEvent } from './sheet-log';
import { writeLoadedSheet } from './sheets';
import type { StoreError } from './store-error';

/**
 * Keeps one version of an open conflict (`keeps`, an event id of its versions) and drops the
 * others. When the conflict is no longer open (another phone decided first, the version is gone),
 * nothing is written: the first decision stands.
 */
export async function keepVersion(
  sheetId: string,
  keeps: string,
  database: SkatDatabase = db,
): Promise<Result<void, StoreError>> {
  return writeLoadedSheet(database, DEAL_TABLES, sheetId, async (loaded) => {
    const conflict = loaded.folded.conflicts.find((open) =>
      open.versions.some((version) => version.id === keeps),
    );
    if (!conflict) return ok(undefined);
    const drops = conflict.versions.flatMap((version) =>
      version.id === keeps ? [] : [version.id],
    );
    const event = await appendEvent(database, loaded, { kind: 'conflict-resolved', keeps, drops });
    return checkRepair(loaded, withEvent(loaded, event));
  });
}

/**
 * Keeps every version of an open conflict of added deals as deals one after the other, in the
 * table's `order` (event ids of its versions, each once): two phones entered two deals the table
 * played in turn. When the conflict is no longer open, nothing is written.
 */
export async function keepInOrder(
  sheetId: string,
  order: readonly string[],
  database: SkatDatabase = db,
): Promise<Result<void, StoreError>> {
  return writeLoadedSheet(database, DEAL_TABLES, sheetId, async (loaded) => {
    const [keeps, ...then] = order;
    const conflict = loaded.folded.conflicts.find((open) =>
      open.versions.some((version) => version.id === keeps),
    );
    const versions = new Set(conflict?.versions.map((version) => version.id));
    const whole =
      conflict?.kind === 'added' &&
      keeps !== undefined &&
      then.length > 0 &&
      new Set(order).size === order.length &&
      order.length === versions.size &&
      order.every((id) => versions.has(id));
    if (!whole) return ok(undefined);
    const event = await appendEvent(database, loaded, {
      kind: 'conflict-resolved',
      keeps,
      drops: [],
      then,
    });
    return checkRepair(loaded, withEvent(loaded, event));
  });
}

/** This phone's id, as its events carry it; null before it wrote anything. */
export async function thisDeviceId(database: SkatDatabase = db): Promise<string | null> {
  const stored = await database.settings.get(DEVICE_ID_KEY);
  return typeof stored?.value === 'string' ? stored.value : null;
}
