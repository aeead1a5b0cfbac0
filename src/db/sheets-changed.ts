import Dexie, { type ObservabilitySet } from 'dexie';
import { db, type SkatDatabase } from './database';

/** The stores whose writes change what the sheet list shows: the sheets and their event logs. */
const LISTED_STORES = ['sheets', 'log', 'startingLogs'] as const;

/**
 * Calls `changed` after every committed write to the sheets or their logs — from this tab or
 * another (Dexie signals both) — but not after writes to settings, drafts or player names.
 * Returns how to stop.
 */
export function onSheetsChanged(changed: () => void, database: SkatDatabase = db): () => void {
  const prefixes = LISTED_STORES.map((store) => `idb://${database.name}/${store}/`);
  const listener = (parts: ObservabilitySet) => {
    if (Object.keys(parts).some((part) => prefixes.some((prefix) => part.startsWith(prefix)))) {
      changed();
    }
  };
  Dexie.on.storagemutated.subscribe(listener);
  return () => Dexie.on.storagemutated.unsubscribe(listener);
}
