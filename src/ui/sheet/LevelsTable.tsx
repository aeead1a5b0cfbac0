import type { DealScore } from '../../domain/score-types';
import { IskoRuleLink } from '../common/RuleLink';
import { describeGameValue, levelReason } from '../i18n/explain';
import { useT } from '../i18n/I18nProvider';
import { ColumnHeads, numberColumns } from '../common/ColumnHeads';

/** Each level (Gewinnstufe) counted, why, and its ISkO rule; then the multiplication. */
export function LevelsTable({ score }: { readonly score: DealScore }) {
  const t = useT();
  const s = t.sheet;
  const value = score.gameValue;
  const cell = 'px-2 py-2 align-top';
  return (
    <section aria-label={s.levels} className="flex flex-col gap-2">
      <h2 className="text-lg font-bold">{s.levels}</h2>
      {value.kind === 'trump' && (
        <table className="w-full border-collapse">
          <ColumnHeads
            look="sheet"
            cell="px-2 py-1"
            columns={[
              { label: s.levelColumn },
              ...numberColumns(s.levelCount, s.levelTotal, s.ruleColumn),
            ]}
          />
          <tbody>
            {value.levels.map((level) => (
              <tr key={level.name} className="border-b border-stone-200 dark:border-stone-800">
                <th scope="row" className={`${cell} text-left`}>
                  <span className="font-semibold">
                    {/* "Spitzen" over "mit 2": the reason line says with or without. */}
                    {s.levelNames[level.name]}
                  </span>
                  <span className="block text-sm font-normal text-stone-600 dark:text-stone-400">
                    {levelReason(t, level)}
                  </span>
                </th>
                <td className={`${cell} text-right tabular-nums`}>{level.count}</td>
                <td className={`${cell} text-right font-semibold tabular-nums`}>
                  {level.runningTotal}
                </td>
                <td className={`${cell} text-right`}>
                  <IskoRuleLink rule={level.rule} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="rounded-xl bg-stone-100 px-3 py-2 text-lg font-semibold tabular-nums dark:bg-stone-800">
        {describeGameValue(t, score)}
      </p>
      {value.kind === 'null' && (
        <p>
          <IskoRuleLink rule={value.rule} />
        </p>
      )}
    </section>
  );
}
