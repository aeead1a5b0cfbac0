import { useState } from 'react';
import type { TopsHeld, TrumpGame } from '../../domain/deal';
import { TOPS_HELD } from '../../domain/deal';
import { maxTops } from '../../domain/game-value';
import type { TopsCount } from '../../domain/tops';
import { Button } from '../common/Button';
import { ChoiceGroup } from '../common/ChoiceGroup';
import { useT } from '../i18n/I18nProvider';
import { CountTops } from '../tops/CountTops';
import { choicesOf } from '../common/choices';

interface TopsChoiceProps {
  readonly game: TrumpGame;
  readonly held: TopsHeld;
  readonly tops: number;
  readonly onChange: (count: TopsCount) => void;
}

/** With or without, 1 to 11 (grand 1 to 4), or counted from the cards one tap away. */
export function TopsChoice({ game, held, tops, onChange }: TopsChoiceProps) {
  const t = useT();
  const c = t.calculator;
  const [counting, setCounting] = useState(false);
  const numbers = Array.from({ length: maxTops(game) }, (_, i) => i + 1);
  return (
    <div className="flex flex-col gap-3">
      <ChoiceGroup
        legend={c.tops}
        name="calculator-held"
        choices={choicesOf(TOPS_HELD, c.held)}
        value={held}
        onChange={(h) => onChange({ held: h, tops })}
      />
      <ChoiceGroup
        legend={c.topsNumber}
        legendHidden
        name="calculator-tops"
        choices={choicesOf(numbers, String)}
        value={tops}
        onChange={(n) => onChange({ held, tops: n })}
      />
      <Button
        variant="secondary"
        aria-expanded={counting}
        onClick={() => setCounting((open) => !open)}
      >
        {counting ? c.countTops.close : c.countTops.open}
      </Button>
      {counting && (
        <CountTops
          game={game}
          onUse={(count) => {
            onChange(count);
            setCounting(false);
          }}
        />
      )}
    </div>
  );
}
