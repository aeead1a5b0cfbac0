import type { DifferingCopy } from '../../io/backup';
import { Button } from '../common/Button';
import { useT } from '../i18n/I18nProvider';

/**
 * Sheets of the file already here, but not the same (the file has other deals): neither copy is
 * dropped silently. Each says how many deals both copies have and offers the file's copy as a
 * separate sheet.
 */
export function DifferingCopies({
  copies,
  busy,
  onImportCopy,
}: {
  readonly copies: readonly DifferingCopy[];
  readonly busy: boolean;
  readonly onImportCopy: (sheetId: string) => void;
}) {
  const s = useT().settings;
  if (copies.length === 0) return null;
  return (
    <ul aria-label={s.restoreDiffering} className="flex flex-col gap-3">
      {copies.map((copy) => (
        <li key={copy.sheetId} className="flex flex-col gap-2">
          <p>{s.restoreDiffers(copy.name, copy.fileDeals, copy.hereDeals)}</p>
          <Button disabled={busy} onClick={() => onImportCopy(copy.sheetId)}>
            {s.restoreAsCopy(copy.name)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
