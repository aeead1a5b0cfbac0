// @vitest-environment jsdom
// The sheet screen reads and folds a sheet's log once per write, for all of its parts: a flood's
// intake (issue 34, item 5) writes a batch every 200 ms, and each read of a 10,000-event log
// is a long task on a phone. The undo button and the rules line once read it again each.
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { db } from '../../../src/db/database';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { clubsWon } from '../../support/db-fixtures';
import { emptyDatabase } from '../../support/fresh-db';
import { sheetWith, THREE_PLAIN } from '../../support/sheet-fixtures';

beforeEach(emptyDatabase);

/** Reads of the `log` table's events, as Dexie asks IndexedDB for them. */
let logReads = 0;
db.use({
  stack: 'dbcore',
  name: 'count-log-reads',
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      if (name !== 'log') return table;
      return {
        ...table,
        query: (request) => {
          logReads += 1;
          return table.query(request);
        },
      };
    },
  }),
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('an event taken in from another phone: the screen reads the sheet’s log once for all its parts', async () => {
  const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], { ...THREE_PLAIN, plannedDeals: 36 }, [
    clubsWon(1),
  ]);
  const links = { sheets: '#/', newDeal: '#/new-deal', deal: (id: string) => `#/deal/${id}` };
  render(<SheetScreen sheetId={sheet.id} links={links} />);
  await screen.findByRole('button', { name: /^Undo/ });
  await pause(300);
  logReads = 0;
  // As the intake writes it (db/incoming-events.ts): straight into the log, nothing read first.
  const change = { kind: 'sheet-renamed', name: 'Renamed elsewhere' } as const;
  const event = { id: crypto.randomUUID(), sheetId: sheet.id, device: 'other', clock: 9, at: 1 };
  await db.log.add({ ...event, change });
  await screen.findByRole('heading', { level: 1, name: 'Renamed elsewhere' });
  await pause(300);
  expect(logReads).toBe(1);
});
