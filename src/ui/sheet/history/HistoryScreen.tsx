import { useT } from '../../i18n/I18nProvider';
import { SheetMissing } from '../../common/Missing';
import { SheetPage, type SheetPageProps } from '../SheetPage';
import { useSheetData } from '../useSheetData';
import type { SheetEvent } from '../../../domain/sheet-log';
import { PagedHistory } from './PagedHistory';
import { useWhoMade } from './use-who-made';

const NO_EVENTS: readonly SheetEvent[] = [];

/**
 * The sheet's history: every change, newest first, with its time and the deal before and after
 * ("who changed deal 14?"), the latest page first. Also for a sheet that no longer scores: its
 * history is how to mend it. The rules as the sheet was started; each change scored as it stood.
 */
export function HistoryScreen({ sheetId, links }: SheetPageProps) {
  const t = useT();
  const data = useSheetData(sheetId);
  const whoMade = useWhoMade(sheetId, 'log' in data ? data.log.events : NO_EVENTS);
  if (data.status === 'loading') return null;
  if (data.status === 'missing') return <SheetMissing sheetsHref={links.sheets} />;
  return (
    <SheetPage title={t.history.title} sheetName={data.sheet.name} backHref={links.sheet}>
      <PagedHistory
        setup={data.log.record.setup}
        events={data.log.events}
        playerNames={data.sheet.playerNames}
        label={t.history.list}
        empty={t.history.empty}
        whoMade={whoMade}
      />
    </SheetPage>
  );
}
