// A club night's table sheet with events the club never got before the director closed the night
// (sync/club/night-closed.ts): the sheet names each (the deal's number on the table's list and what
// was played), says they count nowhere, and that the director enters them. Loaded only for a
// sheet with such an event (SheetScreen), never at start.
import { useMemo } from 'react';
import type { LoadedSheet } from '../../db/folded-sheet';
import type { SheetEvent } from '../../domain/sheet-log';
import { tableDealSlot } from '../../domain/tournament/night-log';
import { gameLabel } from '../common/game-label';
import type { Dictionary } from '../i18n/dictionary';
import { useT } from '../i18n/I18nProvider';

/** "Deal 3: Anna: Clubs" for a deal the table entered; any other change in general words. */
function eventWords(t: Dictionary, log: LoadedSheet, event: SheetEvent): string {
  const { change } = event;
  const slot = tableDealSlot(log.record.id, event.id);
  if (change.kind !== 'deal-added' || slot === null) return t.club.notSent.other;
  const game = gameLabel(change.deal, t);
  const seat = 'declarer' in change.deal ? change.deal.declarer : undefined;
  const declarer = seat === undefined ? undefined : log.sheet.playerNames[seat];
  return t.club.notSent.deal(slot, declarer === undefined ? game : `${declarer}: ${game}`);
}

export function NotSentNotice({ log }: { readonly log: LoadedSheet }) {
  const t = useT();
  const n = t.club.notSent;
  const events = useMemo(() => {
    const marked = new Set(log.record.notSent ?? []);
    return log.events.filter((event) => marked.has(event.id));
  }, [log]);
  return (
    <section
      aria-label={n.title}
      className="flex flex-col gap-2 rounded border-2 border-amber-600 bg-amber-50 p-3 dark:bg-amber-950"
    >
      <h2 className="font-bold">{n.title}</h2>
      <ul className="list-disc pl-5">
        {events.map((event) => (
          <li key={event.id}>{eventWords(t, log, event)}</li>
        ))}
      </ul>
      <p className="text-sm">{n.help}</p>
    </section>
  );
}
