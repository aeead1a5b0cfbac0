import { formatDate } from '../../i18n/format-time';
import { useI18n } from '../../i18n/I18nProvider';
import type { NightPrint } from './night-print-data';
import { PRINT_PAGE } from '../../common/print/print-cells';
import { PrizeList } from './PrizeList';
import { ResultList } from './ResultList';
import { TableLists } from './TableLists';
import { HeadedSection } from '../../common/HeadedSection';

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
  return (
    <div className="flex flex-col gap-6">
      <p className="text-stone-600 dark:text-stone-400 print:text-black">
        {s.facts(dateText(print.date, locale), print.closed)}
      </p>
      <HeadedSection
        heading={
          <>
            {s.resultList} · {print.name}
          </>
        }
        className={`${PRINT_PAGE} print:break-before-auto`}
        headingClassName="text-xl font-bold"
      >
        <ResultList
          nightName={print.name}
          seriesCount={print.seriesCount}
          rows={print.rows}
          currency={print.currency}
        />
      </HeadedSection>
      <HeadedSection
        heading={
          <>
            {s.prizeList} · {print.name}
          </>
        }
        className={PRINT_PAGE}
        headingClassName="text-xl font-bold"
      >
        <PrizeList
          nightName={print.name}
          rows={print.rows}
          shares={print.prizes.shares}
          source={print.prizes.source}
          currency={print.currency}
          {...(print.payable ? { payable: print.payable } : {})}
        />
      </HeadedSection>
      <HeadedSection
        heading={s.tableLists}
        className="flex flex-col gap-6"
        headingClassName="text-xl font-bold print:sr-only"
      >
        <TableLists nightName={print.name} tables={print.tables} />
      </HeadedSection>
    </div>
  );
}
