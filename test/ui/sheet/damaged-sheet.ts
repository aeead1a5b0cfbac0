// A sheet that cannot be scored (issue 10, item 2), as damaged storage leaves it.
import { db } from '../../../src/db/database';
import { damageDeal } from '../../db/fixtures';
import { FOUR, PASSED, sheetWith, trump } from '../common/sheet-fixtures';
import { getDeals } from '../../support/db-reads';

/** Two deals, the first damaged in storage: at a table of four, its dealer declares. */
export async function damagedSheet() {
  const sheet = await sheetWith(['Anna', 'Ben', 'Carl', 'Dora'], FOUR, [
    trump(1, 'clubs', 2, true),
    PASSED,
  ]);
  const [first] = await getDeals(sheet.id);
  if (!first) throw new Error('stored');
  await damageDeal(db, sheet.id, first.id, trump(0, 'clubs', 2, true));
  return { sheet, first };
}
