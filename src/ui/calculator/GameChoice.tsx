import type { Game } from '../../domain/deal';
import { ChoiceGroup } from '../common/ChoiceGroup';
import type { Dictionary } from '../i18n/dictionary';
import { useT } from '../i18n/I18nProvider';
import { choicesOf } from '../common/choices';

/** Highest suit first, as a player names them. */
const SHOWN: readonly Game[] = ['clubs', 'spades', 'hearts', 'diamonds', 'grand', 'null'];

function gameName(t: Dictionary, game: Game): string {
  if (game === 'null') return t.calculator.null;
  if (game === 'grand') return t.game.grand;
  const suit = t.game.suits[game];
  return `${suit.symbol} ${suit.name}`;
}

export function GameChoice(props: {
  readonly game: Game;
  readonly onChange: (game: Game) => void;
}) {
  const t = useT();
  return (
    <ChoiceGroup
      legend={t.calculator.game}
      name="calculator-game"
      choices={choicesOf(SHOWN, (game) => gameName(t, game))}
      value={props.game}
      onChange={props.onChange}
      threeColumns
    />
  );
}
