import { useId, useLayoutEffect, useRef } from 'react';
import type { LoadedSheet } from '../../../db/sheet-reads';
import { useT } from '../../i18n/I18nProvider';
import { takeDealHistoryWish } from './deal-history-wish';
import { PagedHistory } from './PagedHistory';

/** One deal's own history on its details screen: each change, old and new value side by side. */
export function DealHistory({
  log,
  dealId,
  number,
}: {
  readonly log: LoadedSheet;
  readonly dealId: string;
  /** 1-based, as the sheet numbers its deals now. */
  readonly number: number;
}) {
  const h = useT().history;
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  // Opened by the deal's "changed twice, last at 22:14" on the sheet: start here, below the
  // sticky header, and focused, so a screen reader starts reading here too.
  useLayoutEffect(() => {
    if (!takeDealHistoryWish(dealId)) return;
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [dealId]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex scroll-mt-16 flex-col gap-1 focus:outline-none"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {h.dealHistory(number)}
      </h2>
      <PagedHistory
        setup={log.record.setup}
        events={log.events}
        onlyDeal={dealId}
        playerNames={log.sheet.playerNames}
        label={h.dealHistory(number)}
        addedDealShown={false}
      />
    </section>
  );
}
