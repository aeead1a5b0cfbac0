// The evening at four with a history: deal 1 corrected twice, deal 2 voided, at known times.
// Times are Berlin's (the test sets the phone's time zone): the history shows them as a player
// at the table read them on the clock.
import { vi } from 'vitest';
import { replaceDeal, voidDeal } from '../../../../src/db/deals';
import { getSheetWithDeals } from '../../../../src/db/sheet-reads';
import { FOUR, sheetWith, trump } from '../../../support/sheet-fixtures';
import { DEALS, PLAYERS } from '../evening-at-four';

/** Ben's clubs of deal 1, corrected: with 3 won = (3 + 1) × 12 = 48; with 1 won = 2 × 12 = 24. */
export const CLUBS_WITH_3 = trump(1, 'clubs', 3, true);
export const CLUBS_WITH_1 = trump(1, 'clubs', 1, true);

/** The phone's clock for what follows (only Date: the database's own timers keep running). */
export function clockAt(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

/**
 * 21:00 the five deals; 22:05 deal 1 changed to "with 3"; 22:10 deal 2 voided; 22:14 deal 1
 * changed to "with 1" (Berlin time, UTC+1 in November). The clock then stands at 22:20.
 */
export async function eveningWithHistory() {
  clockAt('2026-11-20T20:00:00Z');
  const sheet = await sheetWith(PLAYERS, FOUR, DEALS, 'Friday');
  const ids = ((await getSheetWithDeals(sheet.id))?.deals ?? []).map((deal) => deal.id);
  const [first = '', second = ''] = ids;
  clockAt('2026-11-20T21:05:00Z');
  await replaceDeal(sheet.id, first, CLUBS_WITH_3);
  clockAt('2026-11-20T21:10:00Z');
  await voidDeal(sheet.id, second);
  clockAt('2026-11-20T21:14:00Z');
  await replaceDeal(sheet.id, first, CLUBS_WITH_1);
  clockAt('2026-11-20T21:20:00Z');
  return { sheet, first, second };
}
