import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { SheetSetupSchema } from '../../src/db/record-schema';
import { MAX_PLANNED_DEALS } from '../../src/domain/rules';
import { upgradeRules } from '../../src/domain/legacy/table-rules';
import { RULES_3, RULES_4 } from '../support/db-fixtures';

// One limit, the domain's: the record schema (database and backup files) holds the same one as
// the form (test/ui/new-sheet/start-form.test.ts) and the db's create check (sheets.test.ts).
describe('the record schema: at most MAX_PLANNED_DEALS planned deals', () => {
  test('480, divisible by 3 and 4, is the limit', () => {
    expect(MAX_PLANNED_DEALS).toBe(480);
  });

  test.each([
    [RULES_3, MAX_PLANNED_DEALS, true],
    [RULES_4, MAX_PLANNED_DEALS, true],
    [RULES_3, MAX_PLANNED_DEALS + 3, false],
    [RULES_4, MAX_PLANNED_DEALS + 1, false],
  ] as const)('%o planning %i deals: accepted %s', (rules, plannedDeals, accepted) => {
    const setup = upgradeRules({ ...rules, plannedDeals });
    expect(v.safeParse(SheetSetupSchema, setup).success).toBe(accepted);
  });
});
