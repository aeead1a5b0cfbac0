import type { DealSeats } from '../../domain/sheet-types';
import { buttonClasses } from '../common/Button';
import type { EntryStart } from '../common/contracts/entry-start';
import { useT } from '../i18n/I18nProvider';

/**
 * The shared button look, but with little side padding: a long name ("Konstantin") needs the
 * whole width of a third of a 360 px phone.
 */
const PLAYER_BUTTON =
  'flex min-h-14 flex-col items-center justify-center rounded-xl bg-white px-0.5 py-1 text-center leading-tight font-semibold text-green-950 shadow hover:bg-green-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-green-600 active:bg-green-100';

/** The three players of a deal in playing order (at a table of 4 the dealer sits out). */
const PLAYING_ORDER = ['forehand', 'middlehand', 'rearhand'] as const;

interface StartDealButtonsProps {
  readonly playerNames: readonly string[];
  readonly next: DealSeats;
  readonly startHref: (start: EntryStart) => string;
  /** What a player may declare (sheet-checks.ts): any game, or in a Ramsch round a grand hand. */
  readonly games?: 'any' | 'grand-hand';
}

/**
 * The next deal's players as big buttons: tapping "Anna plays" opens the entry at the game with
 * Anna as declarer, so a typical deal is this tap, the game, the tops and the result. In a Ramsch
 * round "Anna: grand hand" opens it at that grand hand, the one game the round allows.
 */
export function StartDealButtons({ playerNames, next, startHref, games }: StartDealButtonsProps) {
  const q = useT().quickEntry;
  const grandHand = games === 'grand-hand';
  return (
    <div
      role="group"
      aria-label={grandHand ? q.whoPlaysGrandHand : q.whoPlays}
      className="grid grid-cols-3 gap-2"
    >
      {PLAYING_ORDER.map((role) => {
        const seat = next[role];
        const name = playerNames[seat] ?? '';
        return (
          <a
            key={role}
            href={startHref({ kind: 'declarer', seat })}
            aria-label={grandHand ? q.declarerGrandHand(name) : q.declarerPlays(name)}
            className={PLAYER_BUTTON}
          >
            {/* A long name wraps inside its button rather than running out of it. */}
            <bdi className="text-base font-bold [overflow-wrap:anywhere]">{name}</bdi>
            <span className="text-xs font-normal">{grandHand ? q.grandHand : q.plays}</span>
          </a>
        );
      })}
    </div>
  );
}

/**
 * "Passed": the entry opens at the passed deal's confirmation, or at its Ramsch where a passed
 * deal is a Ramsch ("Passed: Ramsch"); in a Ramsch round the deal is the Ramsch itself.
 */
export function PassedButton({
  startHref,
  passed,
}: Pick<StartDealButtonsProps, 'startHref'> & {
  readonly passed: 'thrown-in' | 'ramsch' | 'ramsch-round';
}) {
  const t = useT();
  const label =
    passed === 'ramsch-round'
      ? t.ramschEntry.ramsch
      : passed === 'ramsch'
        ? t.ramschEntry.passedRamsch
        : t.quickEntry.passed;
  return (
    <a
      href={startHref({ kind: 'passed' })}
      className={buttonClasses('on-dark', 'px-2 text-center leading-tight')}
    >
      {label}
    </a>
  );
}
