import { HEAD_CELL } from '../../common/print/print-cells';
import { ColumnHeads } from '../../common/ColumnHeads';

/** One column of a printout's head: its heading, and its accessible name where it is short. */
export interface PrintColumn {
  readonly key: string;
  readonly heading: string;
  /** Numbers are right-aligned, under a right-aligned heading. */
  readonly numeric: boolean;
  /** The column's whole name, where the heading is an abbreviation ("S1 Points"). */
  readonly name?: string;
}

/** The head row of the night's printed lists (result list, prize list). */
export function PrintHead({ columns }: { readonly columns: readonly PrintColumn[] }) {
  return (
    <ColumnHeads
      look="print"
      cell={HEAD_CELL}
      start=""
      columns={columns.map((column) => ({
        label: column.heading,
        end: column.numeric,
        ...(column.name === undefined ? {} : { name: column.name }),
      }))}
    />
  );
}
