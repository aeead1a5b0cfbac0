// Events of a shared sheet the log judge refused (domain/log-judge.ts, issue 34 item 2): entries
// from the club server the app never makes. The sheet names each (what, who sent it and when,
// and why), the same on every phone, and goes on: entering deals is not blocked. Loaded only for
// a sheet with such an event (SheetScreen), never at start.
import { useMemo } from 'react';
import type { LoadedSheet } from '../../db/folded-sheet';
import type { SheetRecord } from '../../db/records';
import { refusedEvents, type RefusedEvent } from '../../domain/refused-events';
import type { SheetDeal } from '../../domain/sheet-deal';
import { gameLabel } from '../common/game-label';
import type { Dictionary } from '../i18n/dictionary';
import { useT } from '../i18n/I18nProvider';
import { changeTitle } from './history/entry-title';
import { useVersionLine } from './history/use-who-made';

/** At most this many are named: a flood of refused events must not become a flood of rows. */
const SHOWN = 20;

interface RefusedNoticeProps {
  readonly sheetId: string;
  /** The sheet as it stands (its players name a deal's declarer), its log and its refusals. */
  readonly log: LoadedSheet;
}

/** A deal as written: "Anna: Clubs with 2". */
function dealText(t: Dictionary, sheet: SheetRecord, deal: SheetDeal): string {
  const game = gameLabel(deal, t);
  const declarer = 'declarer' in deal ? sheet.playerNames[deal.declarer] : undefined;
  return declarer === undefined ? game : `${declarer}: ${game}`;
}

/** What the refused event was: "Deal entered: Anna: Clubs", "A deal voided", "Deal 2 voided". */
function refusedWhat(t: Dictionary, sheet: SheetRecord, refused: RefusedEvent): string {
  const c = t.conflicts;
  const { event, dealNumber } = refused;
  const { change } = event;
  switch (change.kind) {
    case 'deal-added':
      return c.tamperedDeal(dealText(t, sheet, change.deal));
    case 'deal-replaced': {
      const what = dealText(t, sheet, change.deal);
      return dealNumber === null
        ? c.tamperedCorrection(what)
        : c.refusedCorrection(dealNumber, what);
    }
    case 'deal-voided':
    case 'deal-restored':
    case 'deal-deleted':
      return dealNumber === null
        ? c.refusedOfDeal[change.kind]
        : t.history.event[change.kind](dealNumber);
    case 'undone':
      return dealNumber === null ? c.refusedUndo : c.refusedUndoOfDeal(dealNumber);
    case 'conflict-resolved':
      return dealNumber === null ? c.tamperedOther : changeTitle(t, event, dealNumber);
    default:
      return changeTitle(t, event, 0);
  }
}

export function RefusedNotice({ sheetId, log }: RefusedNoticeProps) {
  const t = useT();
  const c = t.conflicts;
  const all = useMemo(
    () =>
      refusedEvents(
        log.events,
        log.refused,
        log.deals.map((deal) => deal.id),
      ),
    [log],
  );
  const shown = useMemo(() => all.slice(0, SHOWN), [all]);
  const events = useMemo(() => shown.map((refused) => refused.event), [shown]);
  const line = useVersionLine(sheetId, events);
  return (
    <section
      aria-label={c.refusedTitle}
      className="flex flex-col gap-2 rounded border-2 border-amber-600 bg-amber-50 p-3 dark:bg-amber-950"
    >
      <h2 className="font-bold">{c.refusedTitle}</h2>
      <ul className="list-disc pl-5">
        {shown.map((refused) => (
          <li key={refused.event.id}>
            {c.refusedEntry(
              line(refused.event, refusedWhat(t, log.sheet, refused)),
              c.refusal[refused.code],
            )}
          </li>
        ))}
      </ul>
      {all.length > shown.length && <p>{c.refusedMore(all.length - shown.length)}</p>}
      <p className="text-sm">{c.refusedHelp}</p>
    </section>
  );
}
