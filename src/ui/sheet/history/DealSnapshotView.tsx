import type { DealSnapshot } from '../../../domain/sheet-history';
import { enteredDeal } from '../../../domain/voided-deal';
import { listDealLabel } from '../../common/game-label';
import { formatSigned } from '../../i18n/format';
import { useI18n } from '../../i18n/I18nProvider';
import { ramschOutcomeText } from '../../i18n/ramsch-outcome';
import { rowListValue } from '../row-value';

/**
 * A deal as the list showed it at one point of the history: who declared, the game (with its
 * Bock) and the value in the list's column; crossed out when voided.
 */
export function DealSnapshotView({
  snapshot,
  playerNames,
}: {
  readonly snapshot: DealSnapshot;
  readonly playerNames: readonly string[];
}) {
  const { locale, t } = useI18n();
  const h = t.history;
  const { deal, row } = snapshot;
  const shown = enteredDeal(deal);
  const game = listDealLabel(deal, t, { suit: 'symbol', bock: row?.bock ?? 0 });
  const declarer = 'declarer' in shown ? (playerNames[shown.declarer] ?? '') : null;
  const value = row ? rowListValue(row) : null;
  const text = declarer === null ? game : h.declares(declarer, game);
  return (
    <div className="flex flex-col gap-0.5">
      <span className="break-words">
        {deal.kind === 'voided' ? <s className="text-stone-500">{text}</s> : text}
      </span>
      {row?.entry.kind === 'ramsch' && (
        <span className="text-xs font-semibold break-words">
          {ramschOutcomeText(t, row.entry.score, playerNames)}
        </span>
      )}
      <span className="font-semibold tabular-nums">
        {row === null ? h.noValue : h.listValue(value === null ? '–' : formatSigned(value, locale))}
      </span>
    </div>
  );
}
