import type { PlayedDeal } from '../../domain/deal';
import type { CountedLevel, DealScore } from '../../domain/score-types';
import { IskoRuleLink } from '../common/RuleLink';
import type { Dictionary } from '../i18n/dictionary';
import { describeGameValue, levelReason } from '../i18n/explain';
import { useI18n } from '../i18n/I18nProvider';
import { formatNumber } from '../i18n/format';

/** "with 2", "game 3", "hand 4": the level with the running total, as in the value line. */
function levelLabel(t: Dictionary, level: CountedLevel, deal: PlayedDeal): string {
  if (level.name !== 'tops') return t.explain.levels[level.name](level.runningTotal);
  const held = deal.kind === 'trump' ? deal.topsHeld : undefined;
  return held ? t.tops.held[held](level.count) : t.explain.topsUnknown(level.count);
}

/** Why a level counts, unless it only repeats the label ("with 2" under "with 2"). */
function LevelReasonLine({ label, reason }: { readonly label: string; readonly reason: string }) {
  if (reason === label) return null;
  return <span className="block text-sm text-stone-600 dark:text-stone-400">{reason}</span>;
}

interface ValuePanelProps {
  readonly score: DealScore;
  readonly bids: readonly number[];
}

/** The value with its levels (each linking to its rule), the highest bid and the bids it covers. */
export function ValuePanel({ score, bids }: ValuePanelProps) {
  const { t, locale } = useI18n();
  const c = t.calculator;
  const value = score.gameValue;
  return (
    <section aria-label={c.value} className="flex flex-col gap-3">
      <h2 className="text-lg font-bold">{c.value}</h2>
      <p
        data-testid="calculator-value"
        className="rounded-xl bg-stone-100 px-3 py-2 text-xl font-bold tabular-nums dark:bg-stone-800"
      >
        {describeGameValue(t, score)}
      </p>
      {value.kind === 'trump' ? (
        <ol aria-label={c.levels} className="flex flex-col">
          {value.levels.map((level) => (
            <li
              key={level.name}
              className="flex items-center justify-between gap-2 border-b border-stone-200 dark:border-stone-800"
            >
              <span className="py-1">
                <span className="font-semibold">{levelLabel(t, level, score.deal)}</span>
                <LevelReasonLine
                  label={levelLabel(t, level, score.deal)}
                  reason={levelReason(t, level)}
                />
              </span>
              <IskoRuleLink rule={level.rule} />
            </li>
          ))}
        </ol>
      ) : (
        <p>
          <IskoRuleLink rule={value.rule} />
        </p>
      )}
      <p className="font-semibold">{c.highestBid(score.highestBidCovered)}</p>
      {bids.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{c.bidsUpTo}</h3>
          <ul aria-label={c.bidsUpTo} className="flex flex-wrap gap-2">
            {bids.map((bid) => (
              <li
                key={bid}
                className="rounded-lg bg-stone-100 px-2 py-1 tabular-nums dark:bg-stone-800"
              >
                {formatNumber(bid, locale)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
