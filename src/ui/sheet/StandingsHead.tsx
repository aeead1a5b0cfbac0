import { ColumnHeads, type HeadColumn } from '../common/ColumnHeads';
import { useT } from '../i18n/I18nProvider';

/**
 * The head of every standings table (plain list, Seeger-Fabian and Bierlachs alike): the narrow
 * rank, its short word on hover, and the player, then the counts this kind of sheet shows.
 */
export function StandingsHead({ counts }: { readonly counts: readonly (HeadColumn | false)[] }) {
  const s = useT().sheet;
  return (
    <ColumnHeads
      look="sheet"
      cell="px-2 py-1 font-semibold"
      columns={[
        { label: s.rankShort, title: s.rank, extra: 'w-8' },
        { label: s.player },
        ...counts,
      ]}
    />
  );
}
