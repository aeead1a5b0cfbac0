// Found by test/sync/live/member-writes-property.test.ts (seed 3405691583): a member wrote a second
// version of his own deal (a tampered event). Each phone keeps the version it got first, so the
// versions differ between phones; the judge let the tampered event add its deal, and a later void
// of that deal was refused on one phone and not on another. Now the judge leaves a tampered event
// out: every phone refuses the same events, whichever version it holds.
import { expect, test } from 'vitest';
import { judgeLog } from '../../src/domain/log-judge';
import { upgradeRules } from '../../src/domain/legacy/table-rules';
import type { SheetEvent } from '../../src/domain/sheet-log';
import { clubsWon, PASSED, RULES_3 } from '../support/db-fixtures';

const SETUP = upgradeRules(RULES_3);
const DEVICE = '0b6f7d1e-7777-4000-8000-0000000000be';
const id = (n: number) => `0b6f7d1e-6666-4000-8000-${String(n).padStart(12, '0')}`;
const DEAL_X = id(101);
const DEAL_Y = id(102);

const event = (n: number, change: SheetEvent['change']): SheetEvent => ({
  id: id(n),
  device: DEVICE,
  clock: n,
  at: 1_763_900_000_000 + n,
  change,
});

/** The log as one phone holds it: `version` is the tampered event 2 as it got it. */
function log(version: SheetEvent['change']): SheetEvent[] {
  return [
    event(1, { kind: 'deal-added', dealId: id(100), deal: PASSED }),
    event(2, version),
    event(3, { kind: 'deal-voided', dealId: DEAL_X }),
    event(4, { kind: 'undone', undoes: id(2) }),
  ];
}

test('the versions of a tampered event do not change what is refused', () => {
  const tampered = new Set([id(2)]);
  const one = judgeLog(
    SETUP,
    log({ kind: 'deal-added', dealId: DEAL_X, deal: clubsWon(0) }),
    tampered,
  );
  const two = judgeLog(SETUP, log({ kind: 'deal-added', dealId: DEAL_Y, deal: PASSED }), tampered);
  expect([...two.entries()]).toStrictEqual([...one.entries()]);
  // Built on a tampered event: a void of its deal and an undo of it count nowhere alike.
  expect(one.get(id(3))).toBe('deal-unknown');
  expect(one.get(id(4))).toBe('names-unknown');
});
