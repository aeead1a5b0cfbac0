import { useId, type ReactNode } from 'react';
import type { SheetScore } from '../../domain/sheet-types';
import { Button } from '../common/Button';
import { gameLabel } from '../common/game-label';
import { Modal } from '../common/Modal';
import type { Dictionary } from '../i18n/dictionary';
import { useT } from '../i18n/I18nProvider';

/** One part of a sum: its words on the left, its amount on the right, a rule under it. */
export const SUM_ROW =
  'flex justify-between gap-3 border-b border-stone-200 py-1 dark:border-stone-800';

/**
 * A number on the sheet explained as a sum ("How do I have 312?", "How do I have 212 left?"):
 * its title, the parts, and the way back to the sheet.
 */
export function SumDialog({
  title,
  onClose,
  children,
}: {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onCancel={onClose}>
      <div className="flex max-h-[80dvh] flex-col gap-3 overflow-y-auto">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {children}
        <Button variant="primary" onClick={onClose}>
          {t.dispute.close}
        </Button>
      </div>
    </Modal>
  );
}

/** The deal as the list names it ("♣ Clubs with 2, Bock ×2"), from how it was scored. */
export function gameOf(t: Dictionary, row: SheetScore['rows'][number] | undefined): string {
  const entry = row?.entry;
  if (entry?.kind === 'declarer' || entry?.kind === 'ramsch') {
    return gameLabel(entry.score.deal, t, { bock: row?.bock ?? 0 });
  }
  return '';
}

/**
 * The deals a sum is made of, in the sheet's order, each with its game and what it counts;
 * `empty` says so where there are none.
 */
export function DealSummands<L extends { readonly row: number }>({
  label,
  empty,
  rows,
  lines,
  amount,
}: {
  readonly label: string;
  readonly empty: string;
  readonly rows: SheetScore['rows'];
  /** The deals by their row on the sheet. */
  readonly lines: readonly L[];
  readonly amount: (line: L) => string;
}) {
  const t = useT();
  if (lines.length === 0) return <p>{empty}</p>;
  return (
    <ol aria-label={label} className="flex flex-col">
      {lines.map((line) => (
        <li key={line.row} className={SUM_ROW}>
          <span>{t.dispute.totalDeal(line.row + 1, gameOf(t, rows[line.row]))}</span>
          <span className="text-right font-semibold whitespace-nowrap tabular-nums">
            {amount(line)}
          </span>
        </li>
      ))}
    </ol>
  );
}
