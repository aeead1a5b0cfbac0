import { useId, useMemo } from 'react';
import type { LoadedSheet } from '../../../db/deals';
import { sheetHistory } from '../../../domain/sheet-history';
import { useT } from '../../i18n/I18nProvider';
import { HistoryList } from './HistoryList';

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
  const entries = useMemo(() => sheetHistory(log.record.setup, log.events, dealId), [log, dealId]);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <h2 id={headingId} className="text-lg font-bold">
        {h.dealHistory(number)}
      </h2>
      <HistoryList
        entries={entries}
        playerNames={log.sheet.playerNames}
        label={h.dealHistory(number)}
        addedDealShown={false}
      />
    </section>
  );
}
