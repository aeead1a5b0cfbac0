// What this phone keeps of the club in localStorage (the login, shared sheets, lock-outs, guest
// links): each a JSON object under its key. One reading of them, so a damaged value reads as
// nothing kept, the same everywhere.
import { isRecord } from '../request';

/** The JSON object kept under `key`, or {} when none is kept or what is kept is no object. */
export function storedRecord(key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}
