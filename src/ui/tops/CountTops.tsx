import { useState } from 'react';
import type { Card } from '../../domain/cards';
import { sameCard } from '../../domain/cards';
import type { TrumpGame } from '../../domain/deal';
import type { TopsCount, TopsRun } from '../../domain/tops';
import { countTopsFromTrumps, trumpOrder } from '../../domain/tops';
import { Button } from '../common/Button';
import { ErrorList } from '../common/ErrorList';
import { ToggleButton } from '../common/ToggleButton';
import type { Dictionary } from '../i18n/dictionary';
import { useT } from '../i18n/I18nProvider';
import { cardName, shortCard, shortCards } from './card-words';

interface CountTopsProps {
  readonly game: TrumpGame;
  /** Takes the counted tops ("with 3") into the form that opened the panel. */
  readonly onUse: (count: TopsCount) => void;
}

const RED_SUITS = new Set(['hearts', 'diamonds']);

/** The count in words: which cards made the run, and the card where it broke. */
function runText(t: Dictionary, run: TopsRun): string {
  const c = t.calculator.countTops;
  const cards = shortCards(t, run.run);
  if (run.held === 'with') {
    return run.breaksAt
      ? c.withBroken(run.tops, cards, shortCard(t, run.breaksAt))
      : c.withAll(run.tops, cards);
  }
  return run.breaksAt
    ? c.withoutBroken(run.tops, cards, shortCard(t, run.breaksAt))
    : c.withoutAll(run.tops);
}

/**
 * "Count the tops" (ISkO 2.4): the jacks and the trump suit as cards to tap — hand and skat
 * together — counted by the rules core into "with 3" or "without 2", with the run shown.
 * Grand shows the jacks only; null has no tops and no panel.
 */
export function CountTops({ game, onUse }: CountTopsProps) {
  const t = useT();
  const c = t.calculator.countTops;
  const [tapped, setTapped] = useState<readonly Card[]>([]);
  const order = trumpOrder(game);
  // Cards of another trump suit stay tapped only while they are trumps of this game.
  const held = tapped.filter((card) => order.some((trump) => sameCard(trump, card)));
  const counted = countTopsFromTrumps(held, game);

  function toggle(card: Card, pressed: boolean) {
    setTapped((cards) =>
      pressed ? [...cards, card] : cards.filter((other) => !sameCard(other, card)),
    );
  }

  return (
    <section
      aria-label={c.title}
      className="flex flex-col gap-3 rounded-xl border border-stone-300 p-3 dark:border-stone-700"
    >
      <h3 className="font-bold">{c.title}</h3>
      <p className="text-sm text-stone-700 dark:text-stone-300">{c.hint}</p>
      <div role="group" aria-label={c.cardsLabel} className="grid grid-cols-4 gap-2">
        {order.map((card) => {
          const pressed = held.some((h) => sameCard(h, card));
          const red = RED_SUITS.has(card.suit) && !pressed ? 'text-red-700 dark:text-red-400' : '';
          return (
            <ToggleButton
              key={`${card.suit}-${card.rank}`}
              pressed={pressed}
              onToggle={(on) => toggle(card, on)}
              label={cardName(t, card)}
              className={`px-2 text-lg ${red}`}
            >
              {shortCard(t, card)}
            </ToggleButton>
          );
        })}
      </div>
      {counted.ok ? (
        <>
          <p role="status" className="font-semibold">
            {runText(t, counted.value)}
          </p>
          <Button
            variant="primary"
            onClick={() => onUse({ held: counted.value.held, tops: counted.value.tops })}
          >
            {c.use(counted.value.held, counted.value.tops)}
          </Button>
        </>
      ) : (
        <ErrorList messages={counted.errors.map((e) => c.errors[e.code])} />
      )}
    </section>
  );
}
