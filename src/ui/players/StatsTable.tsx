import type { ReactNode } from 'react';

export interface StatsRow {
  readonly key: string;
  /** The row's header: a name, a date, a link to a sheet. */
  readonly head: ReactNode;
  readonly cells: readonly string[];
}

interface StatsTableProps {
  readonly caption: string;
  /** The column headers, the rows' own column first ('' for none); none at all: no header row. */
  readonly columns?: readonly string[];
  readonly rows: readonly StatsRow[];
  /** Figures beside their words (a list of figures): the rows' headers plain, the cells right. */
  readonly figures?: boolean;
}

/** A table of the statistics' pages: a caption, column headers, a header cell in each row. */
export function StatsTable({ caption, columns, rows, figures = false }: StatsTableProps) {
  return (
    <table className="w-full text-left">
      <caption className="text-left text-lg font-bold">{caption}</caption>
      {columns && (
        <thead>
          <tr>
            {columns.map((column, index) =>
              column === '' ? (
                <td key={index} />
              ) : (
                <th key={index} scope="col">
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={figures ? 'font-normal' : undefined}>
              {row.head}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index} className={figures ? 'text-right tabular-nums' : undefined}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
