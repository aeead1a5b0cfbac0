import { INTL_TAG, type Locale } from '../i18n/locale';

/**
 * What the browser tells us about how safe our stored sheets are. Every call degrades to
 * 'unknown' / null where the Storage API is missing (older Safari, some webviews) or throws.
 */
export type Persistence = 'persistent' | 'best-effort' | 'unknown';
export type PersistAnswer = 'granted' | 'refused' | 'unavailable';

export interface SpaceUsed {
  readonly usedBytes: number;
  readonly quotaBytes: number;
}

type StorageApi = Partial<Pick<StorageManager, 'persisted' | 'persist' | 'estimate'>>;

export function browserStorage(): StorageApi | undefined {
  return 'storage' in navigator ? navigator.storage : undefined;
}

/**
 * One of the Storage API's yes/no questions, its answer named: `yes`, `no`, or `unknown` where
 * the browser has no such call or it throws.
 */
async function yesOrNo<T>(
  storage: StorageApi | undefined,
  question: 'persisted' | 'persist',
  [yes, no, unknown]: readonly [T, T, T],
): Promise<T> {
  const ask = storage?.[question];
  if (typeof ask !== 'function') return unknown;
  try {
    return (await ask.call(storage)) ? yes : no;
  } catch {
    return unknown;
  }
}

export function readPersistence(storage: StorageApi | undefined): Promise<Persistence> {
  return yesOrNo<Persistence>(storage, 'persisted', ['persistent', 'best-effort', 'unknown']);
}

export function askForPersistence(storage: StorageApi | undefined): Promise<PersistAnswer> {
  return yesOrNo<PersistAnswer>(storage, 'persist', ['granted', 'refused', 'unavailable']);
}

export async function readSpaceUsed(storage: StorageApi | undefined): Promise<SpaceUsed | null> {
  if (typeof storage?.estimate !== 'function') return null;
  try {
    const { usage, quota } = await storage.estimate();
    if (usage === undefined || quota === undefined) return null;
    return { usedBytes: usage, quotaBytes: quota };
  } catch {
    return null;
  }
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * "512 bytes", "3.4 MB", "120 GB" in English, "512 Byte", "3,4 MB" in German: decimal units as
 * phones show them, the number and unit the language's way through Intl.
 */
export function formatBytes(bytes: number, locale: Locale): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // One decimal only where it tells something: "3.4 MB", but "512 bytes" and "150 MB".
  const decimals = unit === 0 || value >= 100 ? 0 : 1;
  return new Intl.NumberFormat(INTL_TAG[locale], {
    style: 'unit',
    unit: UNITS[unit] ?? 'byte',
    // "bytes" written out (the short form is "byte" for any number); "kB", "MB" short.
    unitDisplay: unit === 0 ? 'long' : 'short',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
