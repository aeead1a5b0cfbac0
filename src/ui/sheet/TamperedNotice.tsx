// Events of a shared sheet found tampered with on the club's server (sync/live/bridge.ts: their author
// wrote a second version of one): the sheet says which, who sent each and when, and that no
// version of it counts. Loaded only for a sheet with such an event (SheetScreen), never at start.
import { useMemo } from 'react';
import type { LoadedSheet } from '../../db/folded-sheet';
import type { SheetRecord } from '../../db/records';
import type { SheetEvent } from '../../domain/sheet-log';
import { gameLabel } from '../common/game-label';
import type { Dictionary } from '../i18n/dictionary';
import { useT } from '../i18n/I18nProvider';
import { useVersionLine } from './history/use-who-made';

interface TamperedNoticeProps {
  readonly sheetId: string;
  /** The sheet as it stands (its players name a deal's declarer), its log and its marks. */
  readonly log: LoadedSheet;
}

/** What the event was: "Deal entered: Anna: Clubs". */
function eventWhat(t: Dictionary, sheet: SheetRecord, event: SheetEvent): string {
  const c = t.conflicts;
  const { change } = event;
  if (change.kind !== 'deal-added' && change.kind !== 'deal-replaced') return c.tamperedOther;
  const game = gameLabel(change.deal, t);
  const declarer = 'declarer' in change.deal ? sheet.playerNames[change.deal.declarer] : undefined;
  const what = declarer === undefined ? game : `${declarer}: ${game}`;
  return change.kind === 'deal-added' ? c.tamperedDeal(what) : c.tamperedCorrection(what);
}

export function TamperedNotice({ sheetId, log }: TamperedNoticeProps) {
  const t = useT();
  const c = t.conflicts;
  // The versions that arrived here; one refused as malformed is not in the log, nor listed.
  const events = useMemo(() => {
    const marked = new Set(log.record.tampered ?? []);
    return log.events.filter((event) => marked.has(event.id));
  }, [log]);
  const { sheet } = log;
  const line = useVersionLine(sheetId, events);
  return (
    <section
      aria-label={c.tamperedTitle}
      className="flex flex-col gap-2 rounded border-2 border-red-600 bg-red-50 p-3 dark:bg-red-950"
    >
      <h2 className="font-bold">{c.tamperedTitle}</h2>
      <ul className="list-disc pl-5">
        {events.map((event) => (
          <li key={event.id}>{line(event, eventWhat(t, sheet, event))}</li>
        ))}
      </ul>
      <p className="text-sm">{c.tamperedHelp}</p>
    </section>
  );
}
