import { Fragment } from 'react';
import { calculatorDealOf, calculatorHref } from '../common/contracts/calculator-link';
import { Icon } from '../common/icons';
import { visibleErrors } from './entry-checks';
import { houseErrors, ramschPreview } from './entry-deal';
import { valueLine, type ValueLine } from './entry-preview';
import { isRamsch } from './entry-state';
import type { EntryView } from './entry-view';
import { playerName } from './entry-words';
import { Problems } from './Problems';
import type { EntryProblem } from './useDealEntry';
import type { Dictionary } from '../i18n/dictionary';
import { dealErrorMessage, storeErrorMessage } from '../i18n/errors';
import { houseSheetSentence } from '../i18n/house-errors';
import { describeRamsch, ramschOutcomeLines } from '../i18n/ramsch-explain';
import { useT } from '../i18n/I18nProvider';

/**
 * "with 11, game 12, hand 13 × 9 = 117" breaks only between its levels: a level's name never
 * ends one line with its number starting the next.
 */
function ValueParts({ value }: { readonly value: string }) {
  const parts = value.split(', ');
  // The ", " stays outside the unbreakable parts: it is where a line may break.
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? ', ' : null}
      <span className="whitespace-nowrap">{part}</span>
    </Fragment>
  ));
}

/** A save or draft write that failed, in words: the store's reasons, one after the other. */
function problemText(t: Dictionary, problem: EntryProblem): string {
  const reasons = problem.errors.map((e) => storeErrorMessage(t, e)).join(' ');
  return problem.kind === 'not-saved' ? t.entry.saveFailed(reasons) : reasons;
}

/**
 * A Ramsch's live value, as it will be saved (its Bock, the sheet's scoring): the losers and the
 * value step by step, then the winner. Until then: on a sheet scoring it flat, that value with
 * its doublings so far (no card points are needed); else what to type.
 */
function ramschLine(t: Dictionary, view: EntryView): ValueLine {
  const score = ramschPreview(view.state, view.context);
  const scoring = view.context.setup.rules.ramsch?.scoring;
  if (score === null && scoring?.kind === 'flat') {
    const doublings = view.state.ramsch?.doublings ?? 0;
    const bock = view.context.rounds.bock;
    // § Ramsch, Value: × 2 for each Schieberamsch and each Bock doubling.
    const total = scoring.value * 2 ** (doublings + bock);
    const value = t.ramschEntry.flatValue(scoring.value, doublings, bock, total);
    return { value, detail: t.ramschEntry.flatDetail };
  }
  if (score === null) return { value: t.house.label.ramsch, detail: t.ramschEntry.typeTwo };
  const [winner] = ramschOutcomeLines(t, score, view.playerNames);
  return {
    value: describeRamsch(t, score, view.playerNames),
    detail: winner?.text ?? null,
  };
}

/**
 * "What if it had been hand?": the game as entered so far, handed to the calculator. Beside the
 * value, so it takes no room from the step's buttons; the entry's draft is kept meanwhile.
 */
function CalculatorLink({ view }: { readonly view: EntryView }) {
  const d = useT().dispute;
  const score = view.preview?.score;
  if (view.here === undefined || score === undefined || isRamsch(view.state)) return null;
  // The card-points pad needs every line of a 360 × 640 screen; the link is back on every other step.
  if (view.state.step === 'result' && view.state.mode === 'points') return null;
  const bid = view.state.draft.bid;
  const deal = { ...calculatorDealOf(score), bid: bid === undefined ? '' : String(bid) };
  return (
    <a
      href={calculatorHref({ deal, back: view.here })}
      aria-label={d.openInCalculator}
      className="flex min-h-12 min-w-12 shrink-0 items-center justify-center rounded-xl text-green-900 active:bg-stone-200 dark:text-green-300 dark:active:bg-stone-800"
    >
      <Icon name="calculator" />
    </a>
  );
}

/**
 * The live game value and how it is counted, updated on every tap, and the reasons a deal cannot
 * be saved yet, in full sentences (everything typed stays as it is).
 */
export function ValueDisplay({
  view,
  problems,
}: {
  readonly view: EntryView;
  readonly problems: readonly EntryProblem[];
}) {
  const t = useT();
  const s = t.entry;
  const { state, playerNames } = view;
  const declarer = state.draft.declarer;
  // Before a game is chosen there is no value yet: say who plays instead.
  const ramsch = isRamsch(state);
  const line = ramsch
    ? ramschLine(t, view)
    : (valueLine(t, state, view.preview) ??
      (declarer === undefined
        ? null
        : { value: s.plays(playerName(s, playerNames, declarer)), detail: null }));
  // A Ramsch's own refusals stand next to its fields (RamschStep); the sheet's rules' here.
  const messages = ramsch ? [] : visibleErrors(state).map((e) => dealErrorMessage(t, e));
  const house = houseErrors(state, view.context).filter(
    (e) => e.code !== 'schieberamsch-not-played',
  );
  messages.push(...house.map((e) => houseSheetSentence(t, e)));
  messages.push(...problems.map((problem) => problemText(t, problem)));
  return (
    <>
      {line === null && state.step === 'declarer' ? null : (
        <div className="flex gap-1.5">
          <div
            aria-live="polite"
            aria-label={s.valueLabel}
            className="flex min-h-12 flex-1 flex-col justify-center rounded-xl bg-stone-100 px-3 py-1 leading-snug dark:bg-stone-800"
          >
            {line === null ? null : (
              <>
                <p className="font-semibold text-balance">
                  <ValueParts value={line.value} />
                </p>
                {line.detail === null ? null : <p className="text-sm">{line.detail}</p>}
              </>
            )}
          </div>
          <CalculatorLink view={view} />
        </div>
      )}
      <Problems messages={messages} />
    </>
  );
}
