import type { ReactNode } from 'react';
import { shares } from './shares';
import { BODY_ROW, ColumnHeads } from '../ColumnHeads';

export interface ShareRow {
  /** What is counted ("♣ Clubs", "Grand"). */
  readonly label: ReactNode;
  readonly count: number;
}

interface ShareChartProps {
  /** The table's caption: what the shares are of. */
  readonly caption: string;
  /** Column headings: what is counted, how many, and the share. */
  readonly headings: { readonly label: string; readonly count: string; readonly share: string };
  readonly rows: readonly ShareRow[];
  readonly formatCount: (count: number) => string;
  /** A whole percentage as the language writes it ("25 %", "25%"). */
  readonly formatPercent: (percent: number) => string;
}

/**
 * Each part's share of a whole as horizontal bars — drawn inside a table, so the chart and its
 * numbers are one thing: a screen reader reads the rows, and the bars are decoration beside the
 * written percentage. Bars are SVG, so they print (backgrounds are left out of print by default).
 */
export function ShareChart({
  caption,
  headings,
  rows,
  formatCount,
  formatPercent,
}: ShareChartProps) {
  const counted = shares(rows.map((row) => row.count));
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="text-left font-semibold">{caption}</caption>
      <ColumnHeads
        look="chart"
        cell="py-1 font-semibold"
        columns={[
          { label: headings.label, extra: 'pr-2' },
          { label: headings.count, end: true, extra: 'px-2' },
          { label: headings.share, extra: 'pl-2' },
        ]}
      />
      <tbody>
        {rows.map((row, index) => {
          const share = counted[index];
          return (
            <tr key={index} className={BODY_ROW}>
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {row.label}
              </th>
              <td className="px-2 py-1 text-right tabular-nums">{formatCount(row.count)}</td>
              <td className="w-1/2 py-1 pl-2">
                <span className="flex items-center gap-2">
                  <span className="w-12 shrink-0 text-right tabular-nums">
                    {formatPercent(share?.percent ?? 0)}
                  </span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 100 10"
                    preserveAspectRatio="none"
                    className="h-3 min-w-0 flex-1"
                  >
                    <rect
                      width={100}
                      height={10}
                      className="fill-stone-200 dark:fill-stone-800 print:fill-stone-100"
                    />
                    <rect
                      width={(share?.fraction ?? 0) * 100}
                      height={10}
                      className="fill-green-700 dark:fill-green-400"
                    />
                  </svg>
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
