import { useMemo } from 'react';
import type { LoadedSheet } from '../../../db/sheet-reads';
import { sheetHistory } from '../../../domain/sheet-history';
import { BackLink } from '../../common/BackLink';
import { Screen } from '../../common/Screen';
import { useT } from '../../i18n/I18nProvider';
import { SheetMissing } from '../SheetMissing';
import { useSheetData } from '../useSheetData';
import { HistoryList } from './HistoryList';

interface HistoryScreenProps {
  readonly sheetId: string;
  readonly links: { readonly sheets: string; readonly sheet: string };
}

/** The whole log as entries: rules as the sheet was started, each change scored as it stood. */
function useHistory(log: LoadedSheet | null) {
  return useMemo(() => (log ? sheetHistory(log.record.setup, log.events) : []), [log]);
}

/**
 * The sheet's history: every change, newest first, with its time and the deal before and after
 * ("who changed deal 14?"). Also for a sheet that no longer scores: its history is how to mend it.
 */
export function HistoryScreen({ sheetId, links }: HistoryScreenProps) {
  const t = useT();
  const data = useSheetData(sheetId);
  const log = data.status === 'ready' || data.status === 'invalid' ? data.log : null;
  const entries = useHistory(log);
  if (data.status === 'loading') return null;
  if (data.status === 'missing') return <SheetMissing sheetsHref={links.sheets} />;
  return (
    <Screen
      title={t.history.title}
      leading={<BackLink href={links.sheet} label={t.sheet.backToSheet} />}
    >
      <p className="truncate font-semibold">{data.sheet.name}</p>
      {entries.length === 0 ? (
        <p className="text-stone-600 dark:text-stone-400">{t.history.empty}</p>
      ) : (
        <HistoryList
          entries={entries}
          playerNames={data.sheet.playerNames}
          label={t.history.list}
        />
      )}
    </Screen>
  );
}
