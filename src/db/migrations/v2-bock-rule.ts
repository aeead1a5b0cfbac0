import { BOCK_OFF } from '../../domain/legacy/table-rules';

/** Version 1 → 2: every sheet of version 1 was played without Bock rounds. */
export function addBockRule(sheet: { rules: object }): void {
  sheet.rules = { ...sheet.rules, bock: BOCK_OFF };
}
