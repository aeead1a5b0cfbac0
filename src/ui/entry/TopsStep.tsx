import { TOPS_HELD } from '../../domain/deal';
import { maxTops } from '../../domain/game-value';
import { ChoiceRow, Tap } from './controls';
import type { EntryView } from './entry-view';
import { formatNumber } from '../i18n/format';
import { useI18n } from '../i18n/I18nProvider';

/** "With N" or "without N": 1–11 in a suit game, 1–4 in grand (ISkO 2.4). Same value either way. */
export function TopsStep({ view }: { readonly view: EntryView }) {
  const { t, locale } = useI18n();
  const s = t.entry;
  const { state, send } = view;
  const game = state.draft.game;
  if (game === undefined || game === 'null' || game === 'passed') return null;
  const counts = Array.from({ length: maxTops(game) }, (_, i) => i + 1);
  return (
    <div className="flex flex-col gap-3">
      {TOPS_HELD.map((held) => (
        <ChoiceRow key={held} label={s.topsRows[held]} columns={Math.min(counts.length, 6)}>
          {counts.map((n) => (
            <Tap
              key={n}
              name={t.tops.held[held](n)}
              className="text-lg"
              pressed={state.draft.tops === n && (state.draft.topsHeld ?? 'with') === held}
              onTap={() => send({ type: 'tops', tops: n, held })}
            >
              {formatNumber(n, locale)}
            </Tap>
          ))}
        </ChoiceRow>
      ))}
    </div>
  );
}
