import { describe, expect, test } from 'vitest';
import { readBackup } from '../../src/io/backup-read';
import {
  SHEETS_PER_MESSAGE,
  runCheck,
  type CheckMessage,
  type CheckOutcome,
  type CheckRequest,
} from '../../src/io/restore-check';
import { checkBackupOffThread, type CheckWorker } from '../../src/io/restore-off-thread';
import { eventId, testId, validBackup, validBackupV4 } from './fixtures';

/** A valid file of `count` sheets: the fixture's sheet again and again under fresh ids. */
function backupOf(count: number): string {
  const file = validBackup();
  const [sheet] = file.sheets;
  if (!sheet) throw new Error('the fixture has no sheet');
  const sheets = Array.from({ length: count }, (_, s) => ({
    ...sheet,
    id: testId(10_000 + s),
    deals: sheet.deals.map((deal, d) => ({ ...deal, id: testId(100_000 + s * 100 + d) })),
  }));
  return JSON.stringify({ ...file, sheets });
}

const blobOf = (text: string) => new Blob([text], { type: 'application/json' });

async function messagesOf(file: Blob): Promise<CheckMessage[]> {
  const messages: CheckMessage[] = [];
  await runCheck({ file }, (message) => messages.push(message));
  return messages;
}

/**
 * A stand-in for the browser's worker: runs the worker's own function and hands each message
 * through structuredClone, as postMessage does — a function or class in a message would fail.
 */
class RelayWorker implements CheckWorker {
  stopped = false;
  start(request: CheckRequest, onMessage: (message: CheckMessage) => void) {
    void runCheck(request, (message) => {
      const copy: CheckMessage = structuredClone(message);
      queueMicrotask(() => onMessage(copy));
    });
  }
  stop() {
    this.stopped = true;
  }
}

/** A worker that cannot start (a browser refusing module workers): a failure, no answer. */
class FailingWorker implements CheckWorker {
  stopped = false;
  start(...[, , onFailure]: Parameters<CheckWorker['start']>) {
    queueMicrotask(onFailure);
  }
  stop() {
    this.stopped = true;
  }
}

const asWorker = (worker: CheckWorker) => () => worker;

describe('the restore check (worker protocol)', () => {
  test('a valid file: progress up to every sheet, the sheets in batches, then "checked"', async () => {
    const text = backupOf(SHEETS_PER_MESSAGE * 2 + 3);
    const messages = await messagesOf(blobOf(text));
    const progress = messages.filter((m) => m.kind === 'progress');
    expect(progress.at(-1)).toEqual({ kind: 'progress', checked: 53, total: 53 });
    expect(progress.map((m) => m.checked)).toEqual(
      [...progress.map((m) => m.checked)].sort((a, b) => a - b),
    );
    const batches = messages.filter((m) => m.kind === 'sheets').map((m) => m.sheets.length);
    expect(batches).toEqual([SHEETS_PER_MESSAGE, SHEETS_PER_MESSAGE, 3]);
    expect(messages.at(-1)).toEqual({ kind: 'checked', total: 53 });
  });

  test('a refused file says why in codes and sends no sheets', async () => {
    const messages = await messagesOf(blobOf('{"format":"something else"}'));
    expect(messages).toEqual([
      {
        kind: 'refused',
        errors: [{ code: 'not-a-backup', expectedFormat: 'skat-scorekeeper-backup' }],
      },
    ]);
  });

  test('bytes that are not UTF-8 are refused before parsing', async () => {
    const messages = await messagesOf(new Blob([new Uint8Array([0x7b, 0xff, 0x7d])]));
    expect(messages).toEqual([{ kind: 'refused', errors: [{ code: 'not-utf8' }] }]);
  });

  test('a file that cannot be read says so', async () => {
    const broken = blobOf('{}');
    broken.arrayBuffer = () => Promise.reject(new Error('gone'));
    expect(await messagesOf(broken)).toEqual([{ kind: 'unreadable' }]);
  });
});

describe('checking off the main thread', () => {
  const text = backupOf(30);
  const expected: CheckOutcome = { kind: 'checked', sheets: expectSheets(text) };

  test('through a worker: the same sheets the main thread would check, progress passed on', async () => {
    const worker = new RelayWorker();
    const seen: number[] = [];
    const outcome = await checkBackupOffThread(
      { file: blobOf(text) },
      (checked) => seen.push(checked),
      asWorker(worker),
    );
    expect(outcome).toEqual(expected);
    expect(seen.at(-1)).toBe(30);
    expect(worker.stopped).toBe(true);
  });

  test('no worker (jsdom, old browsers): the same check on this thread', async () => {
    const seen: number[] = [];
    const outcome = await checkBackupOffThread(
      { file: blobOf(text) },
      (checked) => seen.push(checked),
      () => null,
    );
    expect(outcome).toEqual(expected);
    expect(seen.at(-1)).toBe(30);
  });

  test('a worker that fails to start: the check falls back to this thread', async () => {
    const worker = new FailingWorker();
    const outcome = await checkBackupOffThread({ file: blobOf(text) }, () => {}, asWorker(worker));
    expect(outcome).toEqual(expected);
    expect(worker.stopped).toBe(true);
  });

  test("a version-4 file through the worker keeps each sheet's whole log, folded", async () => {
    const outcome = await checkBackupOffThread(
      { file: blobOf(JSON.stringify(validBackupV4())) },
      () => {},
      asWorker(new RelayWorker()),
    );
    if (outcome.kind !== 'checked') throw new Error(`refused: ${JSON.stringify(outcome)}`);
    const [sheet] = outcome.sheets;
    expect(sheet?.events.map((event) => event.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map(eventId));
    // Stored as started ("Thursday"); shown as the log leaves it ("Friday").
    expect(sheet?.record.name).toBe('Thursday');
    expect(sheet?.sheet.name).toBe('Friday');
    expect(sheet?.deals.map((deal) => deal.deal.kind)).toEqual(['trump', 'voided', 'passed']);
  });

  test('a refused file through the worker is refused with the same codes', async () => {
    const outcome = await checkBackupOffThread(
      { file: blobOf('') },
      () => {},
      asWorker(new RelayWorker()),
    );
    expect(outcome).toEqual({ kind: 'refused', errors: [{ code: 'empty' }] });
  });
});

function expectSheets(text: string) {
  const checked = readBackup(text);
  if (!checked.ok) throw new Error('the test file is invalid');
  return checked.value;
}
