import { SUITS, type Game, type Suit } from '../../domain/deal';
import { Tap } from './controls';
import type { EntryView } from './entry-view';
import { entryStrings } from '../i18n/en/entry';

/** Suits in the order of their value (clubs highest, ISkO 5.1), then grand and null. */
const ORDER: readonly Game[] = ['clubs', 'spades', 'hearts', 'diamonds', 'grand', 'null'];

const RED: readonly Suit[] = ['hearts', 'diamonds'];

function isSuit(game: Game): game is Suit {
  return (SUITS as readonly Game[]).includes(game);
}

function SuitSymbol({ game }: { readonly game: Game }) {
  if (!isSuit(game)) return null;
  const colour = RED.includes(game)
    ? 'text-red-700 group-aria-pressed:text-white dark:text-red-400'
    : '';
  return <span className={colour}>{entryStrings.games[game].symbol} </span>;
}

/** The game, with the German suit names players also use (Kreuz, Pik, Herz, Karo). */
export function GameStep({ view }: { readonly view: EntryView }) {
  const { state, send } = view;
  return (
    <div className="grid grid-cols-2 gap-2">
      {ORDER.map((game) => {
        const { name, german } = entryStrings.games[game];
        return (
          <Tap
            key={game}
            name={german === name ? name : entryStrings.gameName(name, german)}
            className="group min-h-16 text-lg"
            pressed={state.draft.game === game}
            onTap={() => send({ type: 'game', game })}
          >
            <span>
              <SuitSymbol game={game} />
              {name}
            </span>
            {german === name ? null : <span className="text-sm font-normal">{german}</span>}
          </Tap>
        );
      })}
    </div>
  );
}
