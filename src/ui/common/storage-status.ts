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

export async function readPersistence(storage: StorageApi | undefined): Promise<Persistence> {
  if (typeof storage?.persisted !== 'function') return 'unknown';
  try {
    return (await storage.persisted()) ? 'persistent' : 'best-effort';
  } catch {
    return 'unknown';
  }
}

export async function askForPersistence(storage: StorageApi | undefined): Promise<PersistAnswer> {
  if (typeof storage?.persist !== 'function') return 'unavailable';
  try {
    return (await storage.persist()) ? 'granted' : 'refused';
  } catch {
    return 'unavailable';
  }
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

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** "512 bytes", "3.4 MB", "120 GB": decimal units as phones show them. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value).toString() : value.toFixed(1);
  return `${shown} ${UNITS[unit] ?? 'bytes'}`;
}
