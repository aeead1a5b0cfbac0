import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { listSheets } from '../../db/sheets';
import { exportBackup } from '../../io/backup';
import { Button } from '../common/Button';
import { ErrorList } from '../common/ErrorList';
import { downloadFile } from '../common/deliver-file';
import { Section } from './Section';
import { settingsStrings as s } from '../i18n/en/settings';

type ExportState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'working' }
  | { readonly kind: 'done'; readonly fileName: string }
  | { readonly kind: 'failed'; readonly reason: string };

/** "Export all sheets": one versioned JSON file with every sheet and deal. */
export function BackupSection() {
  const sheetCount = useLiveQuery(async () => (await listSheets()).length, []);
  const [state, setState] = useState<ExportState>({ kind: 'idle' });

  const exportAll = async () => {
    setState({ kind: 'working' });
    try {
      const text = await exportBackup();
      const fileName = s.backupFileName(new Date());
      downloadFile({ name: fileName, type: 'application/json', text });
      setState({ kind: 'done', fileName });
    } catch (error) {
      setState({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Section heading={s.backupHeading}>
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
    </Section>
  );
}
