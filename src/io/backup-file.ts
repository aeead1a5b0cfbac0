import { fail, ok, type Result } from '../domain/result';
import { MAX_BACKUP_BYTES } from './backup-format';
import type { ImportError } from './import-error';

/**
 * A backup file's size, checked before a byte of it is read: the limit is in bytes, as the file
 * system counts them (a file of multi-byte names has fewer characters than bytes).
 */
export function checkBackupSize(bytes: number): Result<void, ImportError> {
  if (bytes <= MAX_BACKUP_BYTES) return ok(undefined);
  return fail([{ code: 'too-large', maxChars: MAX_BACKUP_BYTES }]);
}

/**
 * The file's bytes as text. The app writes UTF-8; anything else (a file saved again as Latin-1 by
 * an editor) is refused rather than read with replacement characters ("J�rgen").
 */
export function decodeBackup(bytes: ArrayBuffer): Result<string, ImportError> {
  const size = checkBackupSize(bytes.byteLength);
  if (!size.ok) return size;
  try {
    return ok(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return fail([{ code: 'not-utf8' }]);
  }
}
