// Sheets stored for the database and backup tests: the usual setups, and a sheet written with its
// deals in one call, each write checked (a refused one fails the test with its reasons).
import type { SkatDatabase } from '../../src/db/database';
import { addDeal } from '../../src/db/deals';
import type { SheetRecord } from '../../src/db/records';
import { createSheet, type NewSheet } from '../../src/db/sheets';
import type { Deal } from '../../src/domain/deal';
import { upgradeRules } from '../../src/domain/legacy/table-rules';
import { FOUR_PLAYERS, RULES_3, RULES_4, expectOk } from './db-fixtures';

/** RULES_3 as a setup: a table of three, Seeger-Fabian list, Kontra allowed. */
export const SETUP_3 = upgradeRules(RULES_3);

/** Anna, Ben, Carla and Dieter under RULES_4: first dealer seat 0, a plain list, no Kontra. */
export const TABLE_OF_FOUR: NewSheet = { playerNames: FOUR_PLAYERS, setup: upgradeRules(RULES_4) };

/** A table of three playing Bierlachs from 100 (the list counts down; the first below 0 loses). */
export const BIERLACHS_3 = {
  ...SETUP_3,
  rules: { ...SETUP_3.rules, list: { kind: 'bierlachs', limit: 100 } },
} as const;

/** `sheet` created in `database` and `deals` added to it in order; the sheet as created. */
export async function storedSheet(
  database: SkatDatabase,
  sheet: NewSheet,
  deals: readonly Deal[] = [],
): Promise<SheetRecord> {
  const created = expectOk(await createSheet(sheet, database));
  for (const deal of deals) expectOk(await addDeal(created.id, deal, database));
  return created;
}
