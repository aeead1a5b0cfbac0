// A club night's table sheet with events the club never got before the director closed the night
// (sync/club/night-closed.ts): the sheet names each (the deal's number on the table's list and what
// was played), says they count nowhere, and that the director enters them. Loaded only for a
// sheet with such an event (SheetScreen), never at start.
import { useMemo } from 'react';
import type { LoadedSheet } from '../../db/folded-sheet';
import type { SheetEvent } from '../../domain/sheet-log';
import { tableDealSlot } from '../../domain/tournament/night-log';
import type { Dictionary } from '../i18n/dictionary';
import { useT } from '../i18n/I18nProvider';
import { EventNotice, dealText, markedEvents } from './EventNotice';

/** "Deal 3: Anna: Clubs" for a deal the table entered; any other change in general words. */
function eventWords(t: Dictionary, log: LoadedSheet, event: SheetEvent): string {
  const { change } = event;
  const slot = tableDealSlot(log.record.id, event.id);
  if (change.kind !== 'deal-added' || slot === null) return t.club.notSent.other;
  return t.club.notSent.deal(slot, dealText(t, log.sheet.playerNames, change.deal));
}

export function NotSentNotice({ log }: { readonly log: LoadedSheet }) {
  const t = useT();
  const n = t.club.notSent;
  const events = useMemo(() => markedEvents(log.events, log.record.notSent), [log]);
  return (
    <EventNotice title={n.title} tone="amber" help={n.help}>
      {events.map((event) => (
        <li key={event.id}>{eventWords(t, log, event)}</li>
      ))}
    </EventNotice>
  );
}
