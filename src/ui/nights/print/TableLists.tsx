import { scoreSheet } from '../../../domain/sheet';
import { PrintTable } from '../../common/print/PrintTable';
import { printedList } from '../../common/print/print-sheet';
import { useI18n } from '../../i18n/I18nProvider';
import { ruleSummary } from '../../i18n/rules-summary';
import { PRINT_PAGE } from '../../common/print/print-cells';
import type { TableSheet } from './table-lists';

interface TableListsProps {
  readonly nightName: string;
  readonly tables: readonly TableSheet[];
}

/**
 * Each table's list of the night, one a page: printed exactly as the sheet's own printout (the
 * same fold, the same scoring, the same paper list), headed by the night, the series and the table.
 */
export function TableLists({ nightName, tables }: TableListsProps) {
  const language = useI18n();
  const s = language.t.nightPrint;
  if (tables.length === 0) return <p>{s.noTableLists}</p>;
  return tables.map((table) => {
    const { record, deals } = table;
    const heading = s.tableHeading(nightName, table.series + 1, table.table);
    const scored = scoreSheet(record.setup, deals);
    const facts = [
      ruleSummary(language.t, record.setup.rules),
      language.t.sheets.progress(deals.length, record.setup.plannedDeals),
    ];
    return (
      <section key={table.sheetId} aria-label={heading} className={PRINT_PAGE}>
        <h3 className="text-lg font-bold">{heading}</h3>
        <p className="text-stone-600 dark:text-stone-400 print:text-black">{facts.join(' · ')}</p>
        {scored.ok ? (
          <PrintTable
            sheetName={heading}
            playerNames={record.playerNames}
            list={printedList(record.playerNames, record.setup, scored.value, language)}
          />
        ) : (
          <p role="alert">{s.cannotScore}</p>
        )}
      </section>
    );
  });
}
