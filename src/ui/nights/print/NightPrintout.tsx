import { useId } from 'react';
import { formatDate } from '../../i18n/format-time';
import { useI18n } from '../../i18n/I18nProvider';
import type { NightPrint } from './night-print-data';
import { PRINT_PAGE } from '../../common/print/print-cells';
import { PrizeList } from './PrizeList';
import { ResultList } from './ResultList';
import { TableLists } from './TableLists';

/** "2026-11-27" as the language writes a date; the text itself when it is no date. */
function dateText(date: string, locale: Parameters<typeof formatDate>[1]): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return formatDate(new Date(year, month - 1, day).getTime(), locale) ?? date;
}

/** The night's printouts: the result list, the prize list, then each table's list, a page each. */
export function NightPrintout({ print }: { readonly print: NightPrint }) {
  const { t, locale } = useI18n();
  const s = t.nightPrint;
  const resultId = useId();
  const prizeId = useId();
  const tablesId = useId();
  return (
    <div className="flex flex-col gap-6">
      <p className="text-stone-600 dark:text-stone-400 print:text-black">
        {s.facts(dateText(print.date, locale), print.closed)}
      </p>
      <section aria-labelledby={resultId} className={`${PRINT_PAGE} print:break-before-auto`}>
        <h2 id={resultId} className="text-xl font-bold">
          {s.resultList} · {print.name}
        </h2>
        <ResultList
          nightName={print.name}
          seriesCount={print.seriesCount}
          rows={print.rows}
          currency={print.currency}
        />
      </section>
      <section aria-labelledby={prizeId} className={PRINT_PAGE}>
        <h2 id={prizeId} className="text-xl font-bold">
          {s.prizeList} · {print.name}
        </h2>
        <PrizeList
          nightName={print.name}
          rows={print.rows}
          shares={print.prizes.shares}
          source={print.prizes.source}
          currency={print.currency}
          {...(print.payable ? { payable: print.payable } : {})}
        />
      </section>
      <section aria-labelledby={tablesId} className="flex flex-col gap-6">
        <h2 id={tablesId} className="text-xl font-bold print:sr-only">
          {s.tableLists}
        </h2>
        <TableLists nightName={print.name} tables={print.tables} />
      </section>
    </div>
  );
}
