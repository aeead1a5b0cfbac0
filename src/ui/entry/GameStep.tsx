import type { Game } from '../../domain/deal';
import { declarableGames } from '../../domain/declarable-games';
import { Tap } from './controls';
import type { EntryView } from './entry-view';
import { gameWords } from './entry-words';
import { useT } from '../i18n/I18nProvider';

/** Suits in the order of their value (clubs highest, ISkO 5.1), then grand and null. */
const ORDER: readonly Game[] = ['clubs', 'spades', 'hearts', 'diamonds', 'grand', 'null'];

const RED: readonly Game[] = ['hearts', 'diamonds'];

function SuitSymbol({ game, symbol }: { readonly game: Game; readonly symbol: string | null }) {
  if (symbol === null) return null;
  const colour = RED.includes(game)
    ? 'text-red-700 group-aria-pressed:text-white dark:text-red-400'
    : '';
  return <span className={colour}>{symbol} </span>;
}

/**
 * The games, each in the language in use; a language may add a hint under the name (English
 * shows the German suit names players also use: Kreuz, Pik, Herz, Karo).
 */
export function GameStep({ view }: { readonly view: EntryView }) {
  const t = useT();
  const { state, send } = view;
  // In a Ramsch round the one game to declare is a grand hand instead of the Ramsch.
  if (declarableGames(view.context.rounds.ramschRound) === 'grand-hand') {
    return (
      <Tap className="min-h-16 text-lg" onTap={() => send({ type: 'grand-hand' })}>
        {t.ramschEntry.grandHand}
      </Tap>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-2">
      {ORDER.map((game) => {
        const { symbol, name, hint } = gameWords(t, game);
        return (
          <Tap
            key={game}
            name={hint === null ? name : t.entry.gameWithHint(name, hint)}
            className="group min-h-16 text-lg"
            pressed={state.draft.game === game}
            onTap={() => send({ type: 'game', game })}
          >
            <span>
              <SuitSymbol game={game} symbol={symbol} />
              {name}
            </span>
            {hint === null ? null : <span className="text-sm font-normal">{hint}</span>}
          </Tap>
        );
      })}
    </div>
  );
}
