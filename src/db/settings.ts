import { ok, type Result } from '../domain/result';
import { db, type SkatDatabase } from './database';
import { writeTransaction, type StoreError } from './store-error';

/** Every setting with its type. */
export interface Settings {
  /** The sheet to return to when the app opens; null when none. */
  readonly lastOpenedSheetId: string | null;
  /** Keep the screen awake while a sheet is open. */
  readonly wakeLock: boolean;
  /**
   * The language chosen in Settings (a locale code such as "de"); null follows the browser. The
   * UI decides which codes it speaks: an unknown one reads as no choice there.
   */
  readonly language: string | null;
  /**
   * The players last chosen on the group page (their roster ids), so the Thursday table is there
   * again on the next visit; ids of players merged or gone since are dropped where it is read.
   */
  readonly lastGroup: readonly string[];
}
export type SettingKey = keyof Settings;

export const DEFAULT_SETTINGS: Settings = {
  lastOpenedSheetId: null,
  wakeLock: true,
  language: null,
  lastGroup: [],
};

/** More ids than any group a page offers would be a damaged value: read as none. */
const MAX_GROUP_IDS = 64;

// A stored value of the wrong type (an older version, a manual edit) reads as the default.
const IS_VALID: { readonly [K in SettingKey]: (value: unknown) => value is Settings[K] } = {
  lastOpenedSheetId: (value): value is string | null => value === null || typeof value === 'string',
  wakeLock: (value): value is boolean => typeof value === 'boolean',
  language: (value): value is string | null => value === null || typeof value === 'string',
  lastGroup: (value): value is readonly string[] =>
    Array.isArray(value) &&
    value.length <= MAX_GROUP_IDS &&
    value.every((id) => typeof id === 'string'),
};

export async function getSetting<K extends SettingKey>(
  key: K,
  database: SkatDatabase = db,
): Promise<Settings[K]> {
  const record = await database.settings.get(key);
  const isValid: (value: unknown) => value is Settings[K] = IS_VALID[key];
  return record && isValid(record.value) ? record.value : DEFAULT_SETTINGS[key];
}

export async function setSetting<K extends SettingKey>(
  key: K,
  value: Settings[K],
  database: SkatDatabase = db,
): Promise<Result<void, StoreError>> {
  return writeTransaction(database, ['settings'], async () => {
    await database.settings.put({ key, value });
    return ok(undefined);
  });
}
