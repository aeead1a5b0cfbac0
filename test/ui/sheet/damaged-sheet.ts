// A sheet that cannot be scored (issue 10, item 2), as damaged storage leaves it. Since the log is
// judged at every fold (domain/log-judge.ts), a damaged *event* is refused and the sheet scores
// without it; what still leaves a sheet unscorable is damage to the sheet's own record, which no
// event can be blamed for: here its first dealer, a seat the table of four does not have.
import { db } from '../../../src/db/database';
import { FOUR, PASSED, sheetWith, trump } from '../../support/sheet-fixtures';
import { getDeals } from '../../support/db-reads';

/** Two deals on a sheet whose stored first dealer is seat 9 of a table of four. */
export async function damagedSheet() {
  const sheet = await sheetWith(['Anna', 'Ben', 'Carl', 'Dora'], FOUR, [
    trump(1, 'clubs', 2, true),
    PASSED,
  ]);
  const [first] = await getDeals(sheet.id);
  if (!first) throw new Error('stored');
  await db.sheets.update(sheet.id, { setup: { ...sheet.setup, firstDealer: 9 } });
  return { sheet, first };
}
