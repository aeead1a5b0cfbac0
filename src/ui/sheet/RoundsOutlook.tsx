import type { SheetRecord } from '../../db/records';
import type { SheetScore } from '../../domain/sheet-types';
import { roundsOutlookLines } from '../i18n/rounds-words';
import { useT } from '../i18n/I18nProvider';

interface RoundsOutlookProps {
  readonly sheet: SheetRecord;
  readonly score: SheetScore;
}

/**
 * Every Bock and Ramsch round not yet over, in the order they run: how many of its deals are left,
 * the event that started it ("Bock round ×2 · 2 of 3 deals left · after Anna's grand hand
 * (deal 7)"), and the rounds queued behind. Nothing when no round is pending.
 */
export function RoundsOutlook({ sheet, score }: RoundsOutlookProps) {
  const t = useT();
  const context = { names: sheet.playerNames, players: sheet.setup.players, rows: score.rows };
  const lines = roundsOutlookLines(t, score.next, context);
  if (lines.length === 0) return null;
  return (
    // The panel stays at the foot of the screen while the list scrolls: with several rounds
    // waiting it must not cover the list, so the rounds scroll inside (about three lines high;
    // focusable, so a keyboard scrolls it too).
    <ul
      aria-label={t.roundsView.roundsLabel}
      tabIndex={lines.length > 2 ? 0 : undefined}
      className="flex max-h-[4.25rem] flex-col gap-0.5 overflow-y-auto text-sm text-amber-100"
    >
      {lines.map((line, index) => (
        // A running round first, then those that wait; "Queued: …" says which is which.
        <li key={index} className={index === 0 ? 'font-semibold' : ''}>
          {line}
        </li>
      ))}
    </ul>
  );
}
