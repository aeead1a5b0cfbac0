import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { listSheets } from '../../db/sheets';
import { exportBackup } from '../../io/backup';
import { Button } from '../common/Button';
import { ErrorList } from '../common/ErrorList';
import { downloadFile } from '../common/deliver-file';
import { CARD, HeadedSection } from '../common/HeadedSection';
import { useT } from '../i18n/I18nProvider';

type ExportState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'working' }
  | { readonly kind: 'done'; readonly fileName: string }
  | { readonly kind: 'failed'; readonly reason: string };

/** "Export all sheets": one versioned JSON file with every sheet and deal. */
export function BackupSection() {
  const s = useT().settings;
  const sheetCount = useLiveQuery(async () => (await listSheets()).length, []);
  const [state, setState] = useState<ExportState>({ kind: 'idle' });

  const exportAll = async () => {
    setState({ kind: 'working' });
    try {
      const text = await exportBackup();
      const fileName = s.backupFileName(localIsoDate(new Date()));
      downloadFile({ name: fileName, type: 'application/json', text });
      setState({ kind: 'done', fileName });
    } catch (error) {
      setState({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <HeadedSection heading={s.backupHeading} className={CARD}>
      <p>{s.backupIntro}</p>
      <Button
        variant="primary"
        disabled={!sheetCount || state.kind === 'working'}
        onClick={() => void exportAll()}
      >
        {s.exportAll}
      </Button>
      {sheetCount === 0 && <p>{s.noSheetsToExport}</p>}
      <p role="status">{state.kind === 'done' ? s.exportDone(state.fileName) : ''}</p>
      {state.kind === 'failed' && <ErrorList messages={[s.exportFailed(state.reason)]} />}
    </HeadedSection>
  );
}

/** "2026-11-23" on this device's calendar: a backup made after midnight is dated that day. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
