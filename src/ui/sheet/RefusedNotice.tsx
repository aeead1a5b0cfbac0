// Events of a shared sheet the log judge refused (domain/log-judge.ts, issue 34 item 2): entries
// from the club server the app never makes. The sheet names each (what, who sent it and when,
// and why), the same on every phone, and goes on: entering deals is not blocked. Loaded only for
// a sheet with such an event (SheetScreen), never at start.
import { useMemo } from 'react';
import type { LoadedSheet } from '../../db/folded-sheet';
import { refusedEvents, type RefusedEvent } from '../../domain/refused-events';
import type { Dictionary } from '../i18n/dictionary';
import { useT } from '../i18n/I18nProvider';
import { EventNotice, dealText } from './EventNotice';
import { changeTitle } from './history/entry-title';
import { useVersionLine } from './history/use-who-made';

/** At most this many are named: a flood of refused events must not become a flood of rows. */
const SHOWN = 20;

interface RefusedNoticeProps {
  readonly sheetId: string;
  /** The sheet as it stands (its players name a deal's declarer), its log and its refusals. */
  readonly log: LoadedSheet;
}

/** What the refused event was: "Deal entered: Anna: Clubs", "A deal voided", "Deal 2 voided". */
function refusedWhat(t: Dictionary, playerNames: readonly string[], refused: RefusedEvent): string {
  const c = t.conflicts;
  const { event, dealNumber } = refused;
  const { change } = event;
  switch (change.kind) {
    case 'deal-added':
      return c.tamperedDeal(dealText(t, playerNames, change.deal));
    case 'deal-replaced': {
      const what = dealText(t, playerNames, change.deal);
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
  const more = all.length - shown.length;
  return (
    <EventNotice
      title={c.refusedTitle}
      tone="amber"
      help={c.refusedHelp}
      more={more > 0 && <p>{c.refusedMore(more)}</p>}
    >
      {shown.map((refused) => (
        <li key={refused.event.id}>
          {c.refusedEntry(
            line(refused.event, refusedWhat(t, log.sheet.playerNames, refused)),
            c.refusal[refused.code],
          )}
        </li>
      ))}
    </EventNotice>
  );
}
