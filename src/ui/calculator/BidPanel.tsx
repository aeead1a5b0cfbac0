import { useId } from 'react';
import type { Game } from '../../domain/deal';
import { nullVariantsReaching } from '../../domain/bids';
import { nullValue } from '../../domain/game-value';
import type { Result } from '../../domain/result';
import type { DealError } from '../../domain/errors';
import { ErrorList } from '../common/ErrorList';
import { dealErrorMessage } from '../i18n/errors';
import { describeListEntry, describeOverbid } from '../i18n/explain';
import { useI18n } from '../i18n/I18nProvider';
import { formatNumber } from '../i18n/format';
import type { BidCheck } from './calculator-model';

interface BidPanelProps {
  readonly game: Game;
  /** The bid as typed; kept by the screen, so a game that cannot be played loses no bid. */
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly check: (bid: number) => Result<BidCheck, DealError>;
}

/** A bid typed in: covered (won / lost), or overbid and what it would lose (ISkO 5.4). */
export function BidPanel({ game, text, onText, check }: BidPanelProps) {
  const { t } = useI18n();
  const c = t.calculator;
  const id = useId();
  const bid = text.trim() === '' ? null : Number(text);
  const checked = bid === null ? null : check(bid);
  return (
    <section aria-label={c.bid} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-lg font-bold">
        {c.bid}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => onText(event.target.value)}
        aria-describedby={`${id}-hint`}
        className="min-h-12 w-32 rounded-xl border border-stone-300 bg-white px-3 text-lg tabular-nums dark:border-stone-600 dark:bg-stone-800"
      />
      <p id={`${id}-hint`} className="text-sm text-stone-600 dark:text-stone-400">
        {c.bidHint}
      </p>
      {checked && !checked.ok && (
        <ErrorList messages={checked.errors.map((e) => dealErrorMessage(t, e))} />
      )}
      {checked?.ok && (
        <div role="status" className="flex flex-col gap-1">
          {checked.value.won.overbid ? (
            <>
              <p className="font-bold text-red-800 dark:text-red-300">
                {c.overbidTitle(checked.value.won.overbid.bid)}
              </p>
              <p>{describeOverbid(t, checked.value.won)}</p>
              <p className="font-semibold">{c.overbidLoses(checked.value.won.list)}</p>
              <p className="tabular-nums">{describeListEntry(t, checked.value.won)}</p>
            </>
          ) : (
            <>
              <p className="font-bold">{c.covered(checked.value.won.deal.bid)}</p>
              <p className="tabular-nums">{c.ifWon(checked.value.won.list)}</p>
              <p className="tabular-nums">{c.ifLost(checked.value.lost.list)}</p>
            </>
          )}
        </div>
      )}
      {/* Above the null value the core's refusal already names the null games that reach it. */}
      {game === 'null' && checked?.ok && <NullReaching bid={checked.value.won.deal.bid} />}
    </section>
  );
}

function NullReaching({ bid }: { readonly bid: number }) {
  const { t, locale } = useI18n();
  const c = t.calculator;
  const reaching = nullVariantsReaching(bid);
  if (reaching.length === 0) return <p>{c.nullReachingNone(bid)}</p>;
  return (
    <div className="flex flex-col gap-1">
      <h3 className="font-semibold">{c.nullReaching(bid)}</h3>
      <ul aria-label={c.nullReaching(bid)} className="flex flex-col">
        {reaching.map((variant) => (
          <li key={variant}>
            {t.game.nullVariants[variant]} ({formatNumber(nullValue(variant), locale)})
          </li>
        ))}
      </ul>
    </div>
  );
}
