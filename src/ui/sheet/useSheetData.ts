import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { getSheetLog, type LoadedSheet } from '../../db/sheet-reads';
import type { DealRecord, SheetRecord } from '../../db/records';
import { scoreStoredSheet } from '../../db/scored-sheet';
import type { SheetScore } from '../../domain/sheet-types';
import { sheetSetupErrorMessage } from '../i18n/house-errors';
import { useT } from '../i18n/I18nProvider';

export type SheetData =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | {
      readonly status: 'invalid';
      readonly sheet: SheetRecord;
      readonly deals: readonly DealRecord[];
      readonly messages: readonly string[];
      readonly log: LoadedSheet;
    }
  | {
      readonly status: 'ready';
      readonly sheet: SheetRecord;
      readonly deals: readonly DealRecord[];
      readonly score: SheetScore;
      /** The sheet's event log, folded: each deal's corrections, the history. */
      readonly log: LoadedSheet;
    };

/**
 * The sheet, its deals (folded from its log) and everything derived from them. Nothing derived is stored: totals,
 * seats and values are scored again from the deals on every change (48 deals score in well under
 * a millisecond).
 */
export function useSheetData(sheetId: string): SheetData {
  const t = useT();
  // Sheet and deals read together, so a change in another tab never shows half of itself.
  const stored = useLiveQuery(() => getSheetLog(sheetId), [sheetId]);
  return useMemo((): SheetData => {
    if (stored === undefined) return { status: 'loading' };
    if (stored === null) return { status: 'missing' };
    const { sheet, deals } = stored;
    const scored = scoreStoredSheet(stored);
    if (!scored.ok) {
      const messages = scored.errors.map((error) => sheetSetupErrorMessage(t, error));
      return { status: 'invalid', sheet, deals, messages, log: stored };
    }
    return { status: 'ready', sheet, deals, score: scored.value, log: stored };
  }, [stored, t]);
}
