// A backup file with one sheet that restores and one that does not (issue 34, item 2).
import { eventId, validBackupV4 } from './fixtures';

/** The valid file and a second sheet of it whose deal the core refuses (grand with 5). */
export function oneGoodOneBad(): string {
  const file = validBackupV4();
  const [good] = file.sheets;
  if (!good) throw new Error('fixture has a sheet');
  const bad = structuredClone(good);
  bad.id = '0b6f7d1e-5555-4000-8000-000000000088';
  bad.name = 'Broken';
  bad.events = bad.events.map((event, index) => ({ ...event, id: eventId(40 + index) }));
  // Its own deals (a deal id belongs to one sheet).
  bad.events = bad.events.map((event) =>
    'dealId' in event.change
      ? {
          ...event,
          change: {
            ...event.change,
            dealId: `${String(event.change.dealId).slice(0, -2)}9${String(event.change.dealId).slice(-1)}`,
          },
        }
      : event,
  );
  const second = bad.events[1];
  if (!second) throw new Error('fixture has events');
  Object.assign(second.change, { deal: { ...(second.change as { deal: object }).deal, tops: 5 } });
  file.sheets.push(bad);
  return JSON.stringify(file);
}
