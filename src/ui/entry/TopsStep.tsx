import { TOPS_HELD, type TopsHeld } from '../../domain/deal';
import { maxTops } from '../../domain/game-value';
import { ChoiceRow, Tap } from './controls';
import type { EntryView } from './entry-view';
import { entryStrings } from '../i18n/en/entry';

/** "With N" or "without N": 1–11 in a suit game, 1–4 in grand (ISkO 2.4). Same value either way. */
export function TopsStep({ view }: { readonly view: EntryView }) {
  const { state, send } = view;
  const game = state.draft.game;
  if (game === undefined || game === 'null' || game === 'passed') return null;
  const counts = Array.from({ length: maxTops(game) }, (_, i) => i + 1);
  const label = (held: TopsHeld) => (held === 'with' ? entryStrings.with : entryStrings.without);
  return (
    <div className="flex flex-col gap-3">
      {TOPS_HELD.map((held) => (
        <ChoiceRow key={held} label={label(held)} columns={Math.min(counts.length, 6)}>
          {counts.map((n) => (
            <Tap
              key={n}
              name={entryStrings.tops(held, n)}
              className="text-lg"
              pressed={state.draft.tops === n && (state.draft.topsHeld ?? 'with') === held}
              onTap={() => send({ type: 'tops', tops: n, held })}
            >
              {n}
            </Tap>
          ))}
        </ChoiceRow>
      ))}
    </div>
  );
}
