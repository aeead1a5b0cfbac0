import { addDeal } from '../../../src/db/deals';
import { createSheet } from '../../../src/db/sheets';
import type { Deal } from '../../../src/domain/deal';
import { upgradeRules, type TableRules } from '../../../src/domain/legacy/table-rules';

/** Stores a sheet with its deals through the app's own repository functions. */
export async function seedSheet(
  name: string,
  playerNames: readonly string[],
  rules: TableRules,
  deals: readonly Deal[],
): Promise<string> {
  const created = await createSheet({ name, playerNames, setup: upgradeRules(rules) });
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  for (const deal of deals) {
    const added = await addDeal(created.value.id, deal);
    if (!added.ok) throw new Error(JSON.stringify(added.errors));
  }
  return created.value.id;
}
