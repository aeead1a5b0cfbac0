import { useState } from 'react';
import type { DealRecord, SheetRecord } from '../../db/records';
import { exportBackup } from '../../io/backup';
import { sheetToCsv } from '../../io/csv';
import { Button } from '../common/Button';
import { downloadFile, fileSafe, shareOrDownload, type TextFile } from '../common/deliver-file';
import { listGameText } from '../common/list-game';
import { csvFormat } from '../i18n/csv';
import type { Dictionary } from '../i18n/dictionary';
import { useT } from '../i18n/I18nProvider';

interface PrintToolbarProps {
  readonly sheet: SheetRecord;
  readonly deals: readonly DealRecord[];
}

function csvFile(sheet: SheetRecord, deals: readonly DealRecord[], t: Dictionary): TextFile {
  // The CSV in the table's language: German headings, ";" and a byte order mark for German.
  const format = csvFormat(t, (row) => listGameText(t, row, sheet.playerNames));
  return {
    name: t.print.csvFileName(fileSafe(sheet.name, t.print.unnamedFile)),
    type: 'text/csv',
    text: sheetToCsv(sheet, deals, format),
  };
}

/** Everything one can do with a finished list; hidden on paper. */
export function PrintToolbar({ sheet, deals }: PrintToolbarProps) {
  const t = useT();
  const s = t.print;
  const [message, setMessage] = useState('');

  const share = async () => {
    // Built synchronously: the share sheet needs the tap's user activation, which an await loses.
    const delivery = await shareOrDownload(csvFile(sheet, deals, t), s.shareTitle(sheet.name));
    setMessage(delivery === 'share-failed' ? s.shareFailed : '');
  };

  const backUp = async () => {
    try {
      const text = await exportBackup([sheet.id]);
      downloadFile({
        name: t.print.backupFileName(fileSafe(sheet.name, t.print.unnamedFile)),
        type: 'application/json',
        text,
      });
      setMessage('');
    } catch (error) {
      setMessage(s.exportFailed(error instanceof Error ? error.message : String(error)));
    }
  };

  return (
    <nav aria-label={s.toolbarLabel} className="flex flex-col gap-2 print:hidden">
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => window.print()}>
          {s.print}
        </Button>
        <Button onClick={() => downloadFile(csvFile(sheet, deals, t))}>{s.downloadCsv}</Button>
        <Button onClick={() => void share()}>{s.share}</Button>
        <Button onClick={() => void backUp()}>{s.backUpSheet}</Button>
      </div>
      <p role="status">{message}</p>
    </nav>
  );
}
