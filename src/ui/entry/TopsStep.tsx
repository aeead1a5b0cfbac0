import { useState } from 'react';
import { TOPS_HELD, type TrumpGame } from '../../domain/deal';
import { maxTops } from '../../domain/game-value';
import { RuleLink } from '../common/RuleLink';
import { CountTops } from '../tops/CountTops';
import { ChoiceRow, Tap } from './controls';
import type { EntryView } from './entry-view';
import { formatNumber } from '../i18n/format';
import { useI18n } from '../i18n/I18nProvider';

/** "With N" or "without N": 1–11 in a suit game, 1–4 in grand (ISkO 2.4). Same value either way. */
export function TopsStep({ view }: { readonly view: EntryView }) {
  const { t } = useI18n();
  const c = t.calculator.countTops;
  const [counting, setCounting] = useState(false);
  const game = view.state.draft.game;
  if (game === undefined || game === 'null' || game === 'passed') return null;
  // Above the numbers, so the numbers keep the thumb's place low on the screen; a disputed count
  // is one tap away, and its result is taken like a tap on "with 3", moving on to the result.
  // The rule on tops (ISkO 2.4) beside it, in the same row: the step grows no taller.
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-1">
        <Tap
          tone="quiet"
          className="flex-1"
          expanded={counting}
          onTap={() => setCounting(!counting)}
        >
          {counting ? c.close : c.open}
        </Tap>
        <RuleLink rule="2.4" label={t.sheet.rule('2.4')} />
      </div>
      {counting ? (
        <CountTops
          game={game}
          onUse={({ held, tops }) => {
            setCounting(false);
            view.send({ type: 'tops', tops, held });
          }}
        />
      ) : (
        <TopsNumbers view={view} game={game} />
      )}
    </div>
  );
}

function TopsNumbers({ view, game }: { readonly view: EntryView; readonly game: TrumpGame }) {
  const { t, locale } = useI18n();
  const { state, send } = view;
  const counts = Array.from({ length: maxTops(game) }, (_, i) => i + 1);
  return (
    <>
      {TOPS_HELD.map((held) => (
        <ChoiceRow key={held} label={t.entry.topsRows[held]} columns={Math.min(counts.length, 6)}>
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
    </>
  );
}
