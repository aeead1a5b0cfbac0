import type { DealRecord } from '../../db/records';
import { listDealLabel } from './game-label';
import { useT } from '../i18n/I18nProvider';

/** A deal of the sheet and its number on the list. */
export interface EnteredDealProps {
  readonly deal: DealRecord;
  readonly number: number;
}

/**
 * A deal as it was entered ("Deal 3: ♣ Clubs with 2"), without a value: what a sheet that cannot
 * be scored can still show of it.
 */
export function EnteredDeal({ deal, number }: EnteredDealProps) {
  const t = useT();
  return (
    <span>
      {t.sheet.dealTitle(number)}: {listDealLabel(deal.deal, t, { suit: 'symbol' })}
    </span>
  );
}
