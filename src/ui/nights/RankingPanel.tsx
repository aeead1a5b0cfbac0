import { useId, useState } from 'react';
import { nightCurrency, totalOwed } from '../../domain/tournament/fees';
import { rankingRows, type NightRanking } from '../../domain/tournament/ranking';
import { ChoiceGroup } from '../common/ChoiceGroup';

import { useI18n } from '../i18n/I18nProvider';
import { RankingCells, RankingHead } from './RankingHead';
import { formatMoney } from '../i18n/money-format';
import { HeadedSection } from '../common/HeadedSection';

/** The night's ranking, in total or of one series: rank, name, points, won, lost, fees owed. */
export function RankingPanel({ ranking }: { readonly ranking: NightRanking | null }) {
  const { t, locale } = useI18n();
  const g = t.nights.night;
  const headingId = useId();
  const [scope, setScope] = useState<number>(-1);
  const seriesCount = ranking?.plan.seriesCount ?? 0;
  const currency = nightCurrency(ranking?.plan.fees ?? {});
  const rows =
    ranking === null
      ? []
      : rankingRows(ranking, scope < 0 || scope >= seriesCount ? 'total' : { series: scope });
  return (
    <HeadedSection heading={g.rankingHeading} className="flex flex-col gap-3" id={headingId}>
      {ranking === null ? (
        <p>{g.noRanking}</p>
      ) : (
        <>
          <ChoiceGroup
            legend={g.rankingScope}
            name="ranking-scope"
            choices={[
              { value: -1, label: g.total },
              ...Array.from({ length: seriesCount }, (_, i) => ({
                value: i,
                label: g.seriesScope(i + 1),
              })),
            ]}
            value={scope}
            onChange={setScope}
          />
          <div className="overflow-x-auto">
            <table aria-labelledby={headingId} className="w-full text-left tabular-nums">
              <RankingHead fees={true} />
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.playerId}
                    className="border-b border-stone-200 dark:border-stone-700"
                  >
                    <RankingCells row={row} />
                    <td className="px-1 py-2 text-right">
                      {formatMoney(totalOwed(row.fees), currency, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </HeadedSection>
  );
}
