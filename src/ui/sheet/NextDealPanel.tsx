import type { ReactNode } from 'react';
import type { SheetRecord } from '../../db/records';
import type { DealSeats } from '../../domain/sheet-types';
import { LinkButton } from '../common/LinkButton';
import { useT } from '../i18n/I18nProvider';

interface NextDealPanelProps {
  readonly sheet: SheetRecord;
  readonly next: DealSeats;
  /** Bock doublings in force for the next deal, and the Bock deals in a row from it on. */
  readonly bock: { readonly doublings: number; readonly dealsLeft: number };
  /** The Bock and Ramsch rounds not yet over (absent: none shown). */
  readonly rounds?: ReactNode;
  readonly newDealHref: string;
  /** A deal was half entered (then reloaded or left): the button says "continue". */
  readonly draftInProgress: boolean;
}

/** Who deals next and the one big button that starts entering the deal. */
export function NextDealPanel(props: NextDealPanelProps) {
  const { sheet, next, bock, rounds, newDealHref, draftInProgress } = props;
  const t = useT();
  const s = t.sheet;
  const number = next.dealIndex + 1;
  const bockFactor = bock.doublings > 0 ? t.game.bock(bock.doublings) : null;
  const name = (seat: number) => sheet.playerNames[seat] ?? '';
  return (
    <section
      aria-label={s.nextDeal(number, sheet.setup.plannedDeals)}
      className="flex flex-col gap-3 rounded-2xl bg-green-900 p-4 text-white dark:bg-green-950"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 className="text-lg font-bold">{s.nextDeal(number, sheet.setup.plannedDeals)}</h2>
        <p className="text-green-100">
          {next.sitsOut === null ? s.dealer(name(next.dealer)) : s.dealerSitsOut(name(next.dealer))}
        </p>
      </div>
      {bockFactor && (
        <p className="font-semibold text-amber-200">{s.bockNext(bockFactor, bock.dealsLeft)}</p>
      )}
      {rounds}
      <LinkButton href={newDealHref} variant="on-dark" className="w-full text-lg">
        {draftInProgress ? s.continueDeal(number) : s.enterDeal(number)}
      </LinkButton>
    </section>
  );
}
