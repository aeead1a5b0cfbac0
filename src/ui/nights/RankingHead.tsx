import { formatTotal } from '../i18n/format';
import { useI18n } from '../i18n/I18nProvider';
import { ColumnHeads, numberColumns } from '../common/ColumnHeads';

/**
 * The head row of a night's ranking (the director's screen and the public page): rank, name,
 * points, won, lost, and the fees owed where they are shown (never on the public page).
 */
export function RankingHead({ fees }: { readonly fees: boolean }) {
  const c = useI18n().t.nights.night.columns;
  return (
    <ColumnHeads
      look="ranking"
      cell="px-1 py-2"
      start=""
      columns={[
        { label: c.rank },
        { label: c.name },
        ...numberColumns(c.points, c.won, c.lost),
        fees && { label: c.fees, end: true },
      ]}
    />
  );
}

/** What a ranked player's row shows on both pages, under the head's first five columns. */
export interface RankedRow {
  readonly rank: number | string;
  readonly name: string;
  readonly seegerFabian: number;
  readonly won: number;
  readonly lost: number;
}

/** The cells of a ranked player's row: rank, name (the row's header), points, won, lost. */
export function RankingCells({ row }: { readonly row: RankedRow }) {
  const { locale } = useI18n();
  return (
    <>
      <td className="px-1 py-2">{row.rank}</td>
      <th scope="row" className="px-1 py-2 font-semibold">
        {row.name}
      </th>
      <td className="px-1 py-2 text-right">{formatTotal(row.seegerFabian, locale)}</td>
      <td className="px-1 py-2 text-right">{row.won}</td>
      <td className="px-1 py-2 text-right">{row.lost}</td>
    </>
  );
}
