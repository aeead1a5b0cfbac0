import { TRICK_COUNTS } from '../../domain/deal';
import { pointsAllowed, tricksAllowed } from './entry-checks';
import { ChoiceRow, Tap } from './controls';
import type { EntryView } from './entry-view';
import { formatNumber } from '../i18n/format';
import { useI18n } from '../i18n/I18nProvider';

/** Phone-keypad layout, with erase and save in the fourth column. */
const ROWS = [
  [7, 8, 9],
  [4, 5, 6],
  [1, 2, 3],
] as const;

/**
 * The declarer's card points (skat included), typed digit by digit; 121 and above cannot be typed.
 * Big digits: typed at the table, often without glasses, in poor light.
 */
export function PointsPad({ view }: { readonly view: EntryView }) {
  const { t, locale } = useI18n();
  const s = t.entry;
  const { state, send, saving, onSave } = view;
  const points = state.draft.declarerPoints;
  const typed = (digit: number) =>
    points === undefined || points === 0 ? digit : points * 10 + digit;
  const digit = (d: number) => (
    <Tap
      key={d}
      className="text-3xl tabular-nums"
      disabled={!pointsAllowed(state, typed(d))}
      onTap={() => send({ type: 'digit', digit: d })}
    >
      {formatNumber(d, locale)}
    </Tap>
  );
  // "No trick" and "every trick" only where the points allow them (≤ 22, = 120): else no row.
  const tricks = TRICK_COUNTS.filter((t) => tricksAllowed(state, t));
  return (
    <div className="flex flex-col gap-1.5">
      <div className="grid grid-cols-4 gap-1.5">
        <output
          aria-label={s.points}
          className="col-span-3 flex min-h-12 items-center justify-between rounded-xl border border-stone-300 px-3 text-3xl font-bold tabular-nums dark:border-stone-600"
        >
          <span className="text-xs font-normal">{s.points}</span>
          {points === undefined ? (
            <span className="text-stone-400">{s.pointsPlaceholder}</span>
          ) : (
            formatNumber(points, locale)
          )}
        </output>
        <Tap className="text-sm" onTap={() => send({ type: 'mode', mode: 'quick' })}>
          {s.quickMode}
        </Tap>
      </div>
      {tricks.length > 1 ? (
        <ChoiceRow label={s.tricks} labelHidden columns={tricks.length}>
          {tricks.map((t) => (
            <Tap
              key={t}
              className="text-sm"
              pressed={(state.draft.declarerTricks ?? 'some') === t}
              onTap={() => send({ type: 'tricks', tricks: t })}
            >
              {s.trickCounts[t]}
            </Tap>
          ))}
        </ChoiceRow>
      ) : null}
      <div className="grid grid-cols-4 gap-1.5">
        {ROWS[0].map(digit)}
        <Tap name={s.erase} disabled={points === undefined} onTap={() => send({ type: 'erase' })}>
          ⌫
        </Tap>
        {ROWS[1].map(digit)}
        {digit(0)}
        {ROWS[2].map(digit)}
        <Tap tone="primary" disabled={saving || !view.saveable} onTap={onSave}>
          {s.save}
        </Tap>
      </div>
    </div>
  );
}
