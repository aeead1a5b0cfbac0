import { assertNever } from '../domain/result';
import { decodeBackup } from './backup-file';
import type { RosterEvent } from '../domain/roster';
import { readBackupFile, type CheckedSheet, type UnrestorableSheet } from './backup-read';
import type { ImportError } from './import-error';

/*
 * Reading and checking a backup file away from the screen's thread. A 20 MB file takes seconds
 * to parse and check; on the main thread the screen froze for all of them. The same function
 * runs in the worker (restore-worker.ts) and, where no worker can be started, on the main
 * thread: one check, two places to run it.
 */

/** What the page sends: the chosen file itself, so even reading its bytes is off the screen. */
export interface CheckRequest {
  readonly file: Blob;
}

/**
 * What comes back, as plain data (codes and records; structured clone carries no functions).
 * The checked sheets come in batches after the whole file passed: each batch is a short task
 * for the page to take in, where one message of 20 MB of records would freeze it again.
 */
export type CheckMessage =
  | { readonly kind: 'progress'; readonly checked: number; readonly total: number }
  | { readonly kind: 'sheets'; readonly sheets: readonly CheckedSheet[] }
  | {
      readonly kind: 'checked';
      readonly total: number;
      readonly roster?: readonly RosterEvent[];
      readonly unrestorable?: readonly UnrestorableSheet[];
    }
  | { readonly kind: 'refused'; readonly errors: readonly ImportError[] }
  | { readonly kind: 'unreadable' };

/** Sheets per "sheets" message: about 60 KB of records, a task of a few milliseconds. */
export const SHEETS_PER_MESSAGE = 25;
/** Progress is sent when it moved by at least this share of the sheets (1 %). */
const PROGRESS_STEP = 0.01;

/** Reads, decodes, parses and checks the file, telling `post` each step; writes nothing. */
export async function runCheck(
  { file }: CheckRequest,
  post: (message: CheckMessage) => void,
): Promise<void> {
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    post({ kind: 'unreadable' });
    return;
  }
  const text = decodeBackup(bytes);
  if (!text.ok) {
    post({ kind: 'refused', errors: text.errors });
    return;
  }
  let sent = 0;
  const checked = readBackupFile(text.value, (done, total) => {
    if (done === total || done - sent >= total * PROGRESS_STEP) {
      sent = done;
      post({ kind: 'progress', checked: done, total });
    }
  });
  if (!checked.ok) {
    post({ kind: 'refused', errors: checked.errors });
    return;
  }
  const { sheets, roster, unrestorable } = checked.value;
  for (let start = 0; start < sheets.length; start += SHEETS_PER_MESSAGE) {
    post({ kind: 'sheets', sheets: sheets.slice(start, start + SHEETS_PER_MESSAGE) });
  }
  post({
    kind: 'checked',
    total: sheets.length,
    ...(roster.length > 0 ? { roster } : {}),
    ...(unrestorable.length > 0 ? { unrestorable } : {}),
  });
}

/** What the page gets in the end: the checked sheets, why the file is refused, or unreadable. */
export type CheckOutcome =
  | {
      readonly kind: 'checked';
      readonly sheets: readonly CheckedSheet[];
      /** The file's roster: restored with its sheets. */
      readonly roster?: readonly RosterEvent[];
      /** Sheets of the file that do not restore, named with why: the others do. */
      readonly unrestorable?: readonly UnrestorableSheet[];
    }
  | { readonly kind: 'refused'; readonly errors: readonly ImportError[] }
  | { readonly kind: 'unreadable' };

/**
 * Takes the messages in order and returns the outcome at the last one (null before): the
 * batches of sheets gathered, progress passed on as it comes.
 */
export function outcomeCollector(
  onProgress: (checked: number, total: number) => void,
): (message: CheckMessage) => CheckOutcome | null {
  const sheets: CheckedSheet[] = [];
  return (message) => {
    switch (message.kind) {
      case 'progress':
        onProgress(message.checked, message.total);
        return null;
      case 'sheets':
        sheets.push(...message.sheets);
        return null;
      case 'checked':
        return {
          kind: 'checked',
          sheets,
          ...(message.roster ? { roster: message.roster } : {}),
          ...(message.unrestorable ? { unrestorable: message.unrestorable } : {}),
        };
      case 'refused':
        return { kind: 'refused', errors: message.errors };
      case 'unreadable':
        return { kind: 'unreadable' };
      default:
        return assertNever(message);
    }
  };
}
