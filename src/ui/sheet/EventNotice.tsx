// What the notices about a shared sheet's marked events share (TamperedNotice, NotSentNotice,
// RefusedNotice): one frame, so the three look and read alike, and one way to word a deal. Lazy
// like them: only a sheet with such an event loads it.
import type { ReactNode } from 'react';
import type { SheetEvent } from '../../domain/sheet-log';
import type { SheetDeal } from '../../domain/sheet-deal';
import { gameLabel } from '../common/game-label';
import type { Dictionary } from '../i18n/dictionary';

/** Red for events no version of which counts, amber for events that wait or were set aside. */
const TONES = {
  red: 'border-red-600 bg-red-50 dark:bg-red-950',
  amber: 'border-amber-600 bg-amber-50 dark:bg-amber-950',
} as const;

interface EventNoticeProps {
  /** The notice's heading, also its accessible name. */
  readonly title: string;
  readonly tone: keyof typeof TONES;
  /** What the reader can do about them, under the list. */
  readonly help: string;
  /** The events, one `<li>` each. */
  readonly children: ReactNode;
  /** Between the list and the help: what the list leaves out. */
  readonly more?: ReactNode;
}

export function EventNotice({ title, tone, help, children, more }: EventNoticeProps) {
  return (
    <section
      aria-label={title}
      className={`flex flex-col gap-2 rounded border-2 p-3 ${TONES[tone]}`}
    >
      <h2 className="font-bold">{title}</h2>
      <ul className="list-disc pl-5">{children}</ul>
      {more}
      <p className="text-sm">{help}</p>
    </section>
  );
}

/** The log's events whose ids the sheet marked, in the log's order. */
export function markedEvents(
  events: readonly SheetEvent[],
  marks: readonly string[] | undefined,
): readonly SheetEvent[] {
  const marked = new Set(marks ?? []);
  return events.filter((event) => marked.has(event.id));
}

/** A deal as written: "Anna: Clubs with 2"; a deal without a declarer by its game alone. */
export function dealText(t: Dictionary, playerNames: readonly string[], deal: SheetDeal): string {
  const game = gameLabel(deal, t);
  const declarer = 'declarer' in deal ? playerNames[deal.declarer] : undefined;
  return declarer === undefined ? game : `${declarer}: ${game}`;
}
