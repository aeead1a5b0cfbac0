import { assertNever } from '../../../domain/result';
import type { SheetHistoryEntry } from '../../../domain/sheet-history';
import type { SheetEvent } from '../../../domain/sheet-log';
import type { Dictionary } from '../../i18n/dictionary';
import { moneySummary } from '../../i18n/money';

/** What one event did, in a sentence: "Deal 7 changed", "Sheet renamed to “Friday”". */
export function changeTitle(t: Dictionary, event: SheetEvent, dealNumber: number): string {
  const h = t.history.event;
  const { change } = event;
  switch (change.kind) {
    case 'deal-added':
    case 'deal-replaced':
    case 'deal-deleted':
    case 'deal-voided':
    case 'deal-restored':
      return h[change.kind](dealNumber);
    case 'sheet-renamed':
      return h['sheet-renamed'](change.name);
    case 'players-renamed':
      return h['players-renamed'](change.playerNames.join(', '));
    case 'rules-changed':
      return h['rules-changed'];
    case 'money-changed':
      return h['money-changed'](moneySummary(t, change.money));
    case 'conflict-resolved':
      return change.then && change.then.length > 0
        ? t.history.keptInTurn(dealNumber, change.then.length + 1)
        : h['conflict-resolved'](dealNumber);
    case 'undone':
      // Only reached for an undo of an undo (the app never writes one; it does nothing).
      return t.history.undoneUnknown;
    default:
      return assertNever(change);
  }
}

/** The line of a history entry; an undo names what it took back ("Undone: Deal 7 changed"). */
export function entryTitle(t: Dictionary, entry: SheetHistoryEntry): string {
  const number = entry.dealNumber ?? 0;
  if (entry.event.change.kind !== 'undone') return changeTitle(t, entry.event, number);
  if (!entry.target || entry.target.change.kind === 'undone') return t.history.undoneUnknown;
  return t.history.undone(changeTitle(t, entry.target, number));
}
