import type { ReactNode } from 'react';
import type { SheetRecord } from '../../db/records';
import { declarableGames } from '../../domain/declarable-games';
import { passedDealIsRamsch } from '../../domain/sheet-checks';
import type { DealSeats } from '../../domain/sheet-types';
import { LinkButton } from '../common/LinkButton';
import type { EntryStart } from '../common/contracts/entry-start';
import type { Dictionary } from '../i18n/dictionary';
import { useT } from '../i18n/I18nProvider';
import { PassedButton, StartDealButtons } from './StartDealButtons';

interface NextDealPanelProps {
  readonly sheet: SheetRecord;
  readonly next: DealSeats;
  /** Bock doublings in force for the next deal, and the Bock deals in a row from it on. */
  readonly bock: { readonly doublings: number; readonly dealsLeft: number };
  /** The Bock and Ramsch rounds not yet over (absent: none shown). */
  readonly rounds?: ReactNode;
  readonly newDealHref: string;
  /** The entry started with its declarer chosen, or passed; absent: only "Enter deal N". */
  readonly startHref?: (start: EntryStart) => string;
  /** The last deal's edit, opened at its result; absent before the first deal. */
  readonly editLast?: { readonly number: number; readonly href: string };
  /** The next deal is in a Ramsch round (a Ramsch, or a grand hand instead). */
  readonly ramschRound?: boolean;
  /** A deal was half entered (then reloaded or left): the button says "continue". */
  readonly draftInProgress: boolean;
}

/**
 * Who deals next and the buttons that start the deal. At the foot of the screen (sticky while the
 * list scrolls, though first for screen readers): the thumb of the hand holding the phone reaches
 * it.
 */
/** Who deals, and who sits the deal out: none at 3, the dealer at 4, him and one more at 5. */
function dealerLine(
  s: Dictionary['sheet'],
  next: DealSeats,
  name: (seat: number) => string,
): string {
  if (next.alsoSitsOut !== null) return s.fiveSitOut(name(next.dealer), name(next.alsoSitsOut));
  return next.sitsOut === null ? s.dealer(name(next.dealer)) : s.dealerSitsOut(name(next.dealer));
}

export function NextDealPanel(props: NextDealPanelProps) {
  const { sheet, next, bock, rounds, ramschRound, newDealHref, startHref, editLast } = props;
  const { draftInProgress } = props;
  const t = useT();
  const s = t.sheet;
  const number = next.dealIndex + 1;
  const bockFactor = bock.doublings > 0 ? t.game.bock(bock.doublings) : null;
  const name = (seat: number) => sheet.playerNames[seat] ?? '';
  // A half-entered deal is continued, not started again: its choices are in the draft.
  const quick = startHref !== undefined && !draftInProgress;
  return (
    <section
      aria-label={s.nextDeal(number, sheet.setup.plannedDeals)}
      className="sticky bottom-2 z-10 order-last mt-auto flex flex-col gap-2 rounded-2xl bg-green-900 p-3 text-white shadow-lg dark:bg-green-950"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 className="text-lg font-bold">{s.nextDeal(number, sheet.setup.plannedDeals)}</h2>
        <p className="text-green-100">{dealerLine(s, next, name)}</p>
      </div>
      {bockFactor && (
        <p className="font-semibold text-amber-200">{s.bockNext(bockFactor, bock.dealsLeft)}</p>
      )}
      {rounds}
      {quick && (
        <StartDealButtons
          playerNames={sheet.playerNames}
          next={next}
          startHref={startHref}
          games={declarableGames(ramschRound === true)}
        />
      )}
      <div className="grid auto-cols-fr grid-flow-col gap-2 text-sm">
        {quick && <PassedButton startHref={startHref} passed={passedKind(sheet, ramschRound)} />}
        {editLast && (
          <LinkButton
            href={editLast.href}
            variant="on-dark"
            className="px-2 text-center leading-tight"
          >
            {s.edit(editLast.number)}
          </LinkButton>
        )}
        <LinkButton
          href={newDealHref}
          variant="on-dark"
          className={quick ? 'px-2 text-center leading-tight' : 'text-lg'}
        >
          {draftInProgress ? s.continueDeal(number) : s.enterDeal(number)}
        </LinkButton>
      </div>
    </section>
  );
}

/** What "passed" means for the next deal: thrown in, a Ramsch, or (in a Ramsch round) the deal. */
function passedKind(
  sheet: SheetRecord,
  ramschRound: boolean | undefined,
): 'thrown-in' | 'ramsch' | 'ramsch-round' {
  if (ramschRound === true) return 'ramsch-round';
  return passedDealIsRamsch(sheet.setup.rules, false) ? 'ramsch' : 'thrown-in';
}
