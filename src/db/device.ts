import { newId, type SkatDatabase } from './database';

/** The settings key of this device's id. */
export const DEVICE_ID_KEY = 'deviceId';

/**
 * This device's id, the author of every event it writes: random, made once and kept in the
 * settings, so two phones' events never share an author. Inside the caller's write transaction
 * (it needs the `settings` store).
 */
export async function deviceId(database: SkatDatabase): Promise<string> {
  const stored = await database.settings.get(DEVICE_ID_KEY);
  if (typeof stored?.value === 'string' && stored.value !== '') return stored.value;
  const id = newId();
  await database.settings.put({ key: DEVICE_ID_KEY, value: id });
  return id;
}
