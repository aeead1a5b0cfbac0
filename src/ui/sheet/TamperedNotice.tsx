// Events of a shared sheet found tampered with on the club's server (sync/live/bridge.ts: their author
// wrote a second version of one): the sheet says which, who sent each and when, and that no
// version of it counts. Loaded only for a sheet with such an event (SheetScreen), never at start.
import { useMemo } from 'react';
import type { LoadedSheet } from '../../db/folded-sheet';
import type { SheetEvent } from '../../domain/sheet-log';
import type { Dictionary } from '../i18n/dictionary';
import { useT } from '../i18n/I18nProvider';
import { EventNotice, dealText, markedEvents } from './EventNotice';
import { useVersionLine } from './history/use-who-made';

interface TamperedNoticeProps {
  readonly sheetId: string;
  /** The sheet as it stands (its players name a deal's declarer), its log and its marks. */
  readonly log: LoadedSheet;
}

/** What the event was: "Deal entered: Anna: Clubs". */
function eventWhat(t: Dictionary, playerNames: readonly string[], event: SheetEvent): string {
  const c = t.conflicts;
  const { change } = event;
  if (change.kind !== 'deal-added' && change.kind !== 'deal-replaced') return c.tamperedOther;
  const what = dealText(t, playerNames, change.deal);
  return change.kind === 'deal-added' ? c.tamperedDeal(what) : c.tamperedCorrection(what);
}

export function TamperedNotice({ sheetId, log }: TamperedNoticeProps) {
  const t = useT();
  const c = t.conflicts;
  // The versions that arrived here; one refused as malformed is not in the log, nor listed.
  const events = useMemo(() => markedEvents(log.events, log.record.tampered), [log]);
  const { playerNames } = log.sheet;
  const line = useVersionLine(sheetId, events);
  return (
    <EventNotice title={c.tamperedTitle} tone="red" help={c.tamperedHelp}>
      {events.map((event) => (
        <li key={event.id}>{line(event, eventWhat(t, playerNames, event))}</li>
      ))}
    </EventNotice>
  );
}
