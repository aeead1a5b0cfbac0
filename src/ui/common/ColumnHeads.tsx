import type { ReactNode } from 'react';

/** One column's heading in a table's head row. */
export interface HeadColumn {
  readonly label: ReactNode;
  /** Numbers are right-aligned, under a right-aligned heading. */
  readonly end?: boolean;
  /** What only this column adds (a width, how a long name wraps). */
  readonly extra?: string;
  /** The column's whole name, where the heading is an abbreviation ("S1 Points"). */
  readonly name?: string;
  /** The whole word behind a short heading ("Rk." for "Rank"), shown on hover. */
  readonly title?: string;
}

/**
 * How a head row looks where it stands: a sheet's small grey headings, a chart's table (black on
 * paper), the deal list's heavier line, a night's ranking, or bare (printouts style each cell).
 */
const LOOKS = {
  sheet: {
    head: 'text-sm text-stone-600 dark:text-stone-400',
    row: 'border-b border-stone-300 dark:border-stone-700',
  },
  chart: {
    head: 'text-stone-600 dark:text-stone-400 print:text-black',
    row: 'border-b border-stone-300 dark:border-stone-700',
  },
  deals: {
    head: 'text-stone-600 dark:text-stone-400',
    row: 'border-b-2 border-stone-300 dark:border-stone-700',
  },
  ranking: { head: undefined, row: 'border-b border-stone-300 dark:border-stone-600' },
  print: { head: undefined, row: undefined },
} as const;

/** Columns of numbers, each heading right-aligned over them. */
export function numberColumns(...labels: readonly ReactNode[]): HeadColumn[] {
  return labels.map((label) => ({ label, end: true }));
}

/** The line under each body row of the screens' tables; the last row has none. */
export const BODY_ROW = 'border-b border-stone-200 last:border-0 dark:border-stone-800';

interface ColumnHeadsProps {
  /** A column left out where it does not apply is written `false`. */
  readonly columns: readonly (HeadColumn | false)[];
  /** The cell's own class, shared by every heading. */
  readonly cell: string;
  readonly look: keyof typeof LOOKS;
  /** The class of a heading that is not right-aligned ('' where the cell class sets it). */
  readonly start?: string;
}

/** A table's head: one row of column headings (scope col), each aligned as its numbers are. */
export function ColumnHeads({ columns, cell, look, start = 'text-left' }: ColumnHeadsProps) {
  const { head, row } = LOOKS[look];
  return (
    <thead className={head}>
      <tr className={row}>
        {columns.map(
          (column, index) =>
            column && (
              <th
                key={index}
                scope="col"
                className={classes(cell, column.end ? 'text-right' : start, column.extra)}
                aria-label={column.name}
              >
                {column.title === undefined ? (
                  column.label
                ) : (
                  <abbr title={column.title} className="no-underline">
                    {column.label}
                  </abbr>
                )}
              </th>
            ),
        )}
      </tr>
    </thead>
  );
}

function classes(...parts: readonly (string | undefined)[]): string {
  return parts.filter((part) => part !== undefined && part !== '').join(' ');
}
