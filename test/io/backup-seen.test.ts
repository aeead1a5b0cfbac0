// `seen` (what each event's author had seen, domain/concurrency.ts) travels in backups: a
// conflict of two phones and its decision restore as they were; a damaged `seen` refuses the file
// with its own words, in English and German.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { keepVersion } from '../../src/db/conflicts';
import { loadSheet } from '../../src/db/sheet-log';
import { exportBackup, importBackup } from '../../src/io/backup';
import { readBackup } from '../../src/io/backup-read';
import { de } from '../../src/ui/i18n/de';
import { en } from '../../src/ui/i18n/en';
import { importErrorMessage } from '../../src/ui/i18n/errors';
import { expectOk, freshDatabase } from '../support/db-fixtures';
import { LOG_SHEET_ID, concurrentBackupV4, eventId, validBackupV4 } from './fixtures';

describe('seen in backups', () => {
  test('a conflict and its decision survive export and restore', async () => {
    const database = freshDatabase();
    expectOk(await importBackup(JSON.stringify(concurrentBackupV4()), database));
    const before = await loadSheet(database, LOG_SHEET_ID);
    expect(before?.folded.conflicts.map((c) => c.versions.map((e) => e.id))).toEqual([
      [eventId(9), eventId(10)],
    ]);
    expect(before?.deals).toHaveLength(4);
    expectOk(await keepVersion(LOG_SHEET_ID, eventId(10), database));
    const decided = await loadSheet(database, LOG_SHEET_ID);

    const text = await exportBackup(undefined, database);
    const restored = freshDatabase();
    expectOk(await importBackup(text, restored));
    const after = await loadSheet(restored, LOG_SHEET_ID);
    expect(after?.events).toEqual(decided?.events);
    expect(after?.events.at(-1)?.change.kind).toBe('conflict-resolved');
    expect(after?.events.find((e) => e.id === eventId(10))?.seen).toEqual([eventId(8)]);
    expect(after?.folded).toEqual(decided?.folded);
    expect(after?.folded.conflicts).toEqual([]);
  });

  const damaged: readonly [string, unknown, string][] = [
    ['not a list', eventId(1), 'not-ids'],
    ['not ids', [42], 'not-ids'],
    ['more than 64', Array.from({ length: 65 }, (_, i) => eventId(i)), 'too-many'],
  ];
  test.each(damaged)('a seen that is %s refuses the file, in words', (_, seen, problem) => {
    const file = validBackupV4();
    const event = file.sheets[0]?.events[2];
    if (!event) throw new Error('fixture');
    Object.assign(event, { seen });
    const result = readBackup(JSON.stringify(file));
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toEqual([
      {
        code: 'event-seen-invalid',
        place: { sheetIndex: 0, eventIndex: 2, keys: [] },
        problem,
        maxSeen: 64,
      },
    ]);
    const [error] = errors;
    if (!error) throw new Error('no error');
    const english = importErrorMessage(en, error);
    const german = importErrorMessage(de, error);
    expect(english).toMatch(/had seen/);
    expect(german).toMatch(/als (auf ihrem Gerät )?bekannt/);
    expect(english).not.toBe(german);
  });

  // A phone took such an event in from the club's server: its export must restore (issue 34).
  test('a seen that names a later event restores, that event refused', async () => {
    const file = validBackupV4();
    const event = file.sheets[0]?.events[2];
    if (!event) throw new Error('fixture');
    Object.assign(event, { seen: [eventId(8)] });
    const database = freshDatabase();
    expectOk(await importBackup(JSON.stringify(file), database));
    const loaded = await loadSheet(database, LOG_SHEET_ID);
    expect([...(loaded?.refused ?? new Map()).entries()]).toEqual([[eventId(3), 'seen-later']]);
    expect(loaded?.deals).toHaveLength(2);
  });
});
