import { useState } from 'react';
import { BackLink } from '../common/BackLink';
import { ErrorList } from '../common/ErrorList';
import { Screen } from '../common/Screen';
import { ruleHref } from '../common/contracts/rule-link';
import { buttonClasses } from '../common/Button';
import { dealErrorMessage } from '../i18n/errors';
import { useT } from '../i18n/I18nProvider';
import type { CalculatorDeal } from '../common/contracts/calculator-link';
import { BidPanel } from './BidPanel';
import {
  checkBid,
  chooseGame,
  FIRST_CHOICE,
  toggle,
  valueOf,
  type CalculatorChoice,
} from './calculator-model';
import { GameChoice } from './GameChoice';
import { LevelToggles } from './LevelToggles';
import { TopsChoice } from './TopsChoice';
import { ValuePanel } from './ValuePanel';

interface CalculatorScreenProps {
  readonly backHref: string;
  /** A deal handed over by the entry or a deal's details: the calculator opens filled with it. */
  readonly handOff?: CalculatorDeal;
  /** Opened from a sheet without a deal: Back returns to that sheet. */
  readonly backToSheet?: boolean;
}

/**
 * "What is it worth, what could I bid, would it be overbid?" without a sheet: a game as the entry
 * would store it, valued by the same scoring core as the sheet.
 */
export function CalculatorScreen({ backHref, handOff, backToSheet }: CalculatorScreenProps) {
  const t = useT();
  const c = t.calculator;
  // Its own state from here on: "what if it had been hand?" changes nothing on the sheet.
  const [choice, setChoice] = useState<CalculatorChoice>(handOff ?? FIRST_CHOICE);
  // The bid as typed, nothing lost: not even while the game cannot be played as chosen.
  const [bidText, setBidText] = useState(handOff?.bid ?? '');
  const game = choice.game;
  const backLabel = handOff ? t.dispute.backToDeal : backToSheet ? t.sheet.backToSheet : c.back;
  const valued = valueOf(choice);
  const rules = (
    <a href={ruleHref()} className={buttonClasses('quiet', 'px-3')}>
      {t.rulesBook.open}
    </a>
  );
  return (
    <Screen
      title={c.title}
      leading={<BackLink href={backHref} label={backLabel} />}
      trailing={rules}
    >
      <GameChoice game={game} onChange={(next) => setChoice(chooseGame(choice, next))} />
      {game !== 'null' && (
        <TopsChoice
          game={game}
          held={choice.held}
          tops={choice.tops}
          onChange={({ held, tops }) => setChoice({ ...choice, held, tops })}
        />
      )}
      <LevelToggles
        isNull={game === 'null'}
        on={choice.on}
        onToggle={(name, on) => setChoice(toggle(choice, name, on))}
      />
      {valued.ok ? (
        <>
          <ValuePanel score={valued.value.score} bids={valued.value.bids} />
          <BidPanel
            game={game}
            text={bidText}
            onText={setBidText}
            check={(bid) => checkBid(choice, bid)}
          />
        </>
      ) : (
        <section aria-label={c.invalid} className="flex flex-col gap-2">
          <h2 className="text-lg font-bold">{c.invalid}</h2>
          <ErrorList messages={valued.errors.map((e) => dealErrorMessage(t, e))} />
        </section>
      )}
    </Screen>
  );
}
