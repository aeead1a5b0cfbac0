import { Fragment } from 'react';
import type { PrintedList } from './print-sheet';
import { useT } from '../../i18n/I18nProvider';
import { ColumnHeads } from '../ColumnHeads';
import { CELL, HEAD_CELL, NUMBER_CELL } from './print-cells';

interface PrintTableProps {
  readonly sheetName: string;
  readonly playerNames: readonly string[];
  readonly list: PrintedList;
}

/** A round's mark beside the game, as on the sheet; outlined rather than shaded on paper. */
const MARK =
  'ml-1 inline-block rounded bg-amber-100 px-1 text-xs font-semibold whitespace-nowrap text-amber-900 dark:bg-amber-900 dark:text-amber-100 print:border print:border-black print:bg-white print:text-black';
const EXPLANATION_CELL =
  'border-x border-b border-stone-300 px-2 pb-1 text-xs leading-tight text-stone-600 tabular-nums dark:border-stone-600 dark:text-stone-400 print:border-black print:text-black';

/** A row's numbers, one cell per player: a deal's running list, or a line of the totals. */
function SeatCells({ cells }: { readonly cells: readonly string[] }) {
  return cells.map((cell, seat) => (
    <td key={seat} className={NUMBER_CELL}>
      {cell}
    </td>
  ));
}

/** Deal rows, one column per player, totals under them: the paper list. */
export function PrintTable({ sheetName, playerNames, list }: PrintTableProps) {
  const s = useT().print;
  const c = s.columns;
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table className="w-full border-collapse text-sm print:text-xs">
        <caption className="sr-only">{s.tableCaption(sheetName)}</caption>
        <ColumnHeads
          look="print"
          cell={HEAD_CELL}
          start=""
          columns={[
            { label: c.number },
            { label: c.dealer },
            { label: c.declarer },
            { label: c.game },
            { label: c.entry, end: true },
            ...playerNames.map((name) => ({ label: name, end: true })),
          ]}
        />
        <tbody>
          {list.rows.map((row) => (
            <Fragment key={row.number}>
              <tr className="break-inside-avoid">
                <th scope="row" className={`${NUMBER_CELL} font-normal`}>
                  {row.number}
                </th>
                <td className={CELL}>{row.dealer}</td>
                <td className={CELL}>{row.declarer}</td>
                <td className={CELL}>
                  {row.game}
                  {row.marks.map((mark) => (
                    <span key={mark} className={MARK}>
                      {mark}
                    </span>
                  ))}
                  {row.outcome !== '' && (
                    // A Ramsch has no declarer: its losers and winner under its name.
                    <span className="block text-xs">{row.outcome}</span>
                  )}
                </td>
                <td
                  className={`${NUMBER_CELL} ${row.won === false ? 'text-red-700 dark:text-red-400 print:text-black' : ''}`}
                >
                  {row.entry}
                </td>
                <SeatCells cells={row.cells} />
              </tr>
              {row.explanation !== '' && (
                // A Ramsch's value step by step, under its row across the whole width: small, one
                // line mostly, so a sheet of 36 deals still prints in portrait.
                <tr className="break-before-avoid">
                  <td colSpan={5 + playerNames.length} className={EXPLANATION_CELL}>
                    {row.explanation}
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
        <tfoot>
          {list.footer.map((line) => (
            <tr key={line.label} className={line.decisive ? 'font-bold' : ''}>
              <th scope="row" colSpan={5} className={`${CELL} text-right`}>
                {line.label}
              </th>
              <SeatCells cells={line.cells} />
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
