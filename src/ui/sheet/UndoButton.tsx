import { useMemo, useState } from 'react';
import { undoChangeOf, undoLastChange } from '../../db/deals';
import type { LoadedSheet } from '../../db/sheet-reads';
import { Button } from '../common/Button';
import { ErrorList } from '../common/ErrorList';
import { Icon } from '../common/icons';
import { storeErrorMessages } from '../common/store-error-words';
import { undoChangeLabel } from '../i18n/explain';
import { useT } from '../i18n/I18nProvider';

interface UndoButtonProps {
  readonly sheetId: string;
  /** The sheet's log as the screen shows it (read once for the whole screen, not again here). */
  readonly log: LoadedSheet;
}

/** Reverts the sheet's last add, edit or delete; says which one ("Undo: deleted deal 7"). */
export function UndoButton({ sheetId, log }: UndoButtonProps) {
  const t = useT();
  const s = t.sheet;
  const change = useMemo(() => undoChangeOf(log), [log]);
  const [errors, setErrors] = useState<readonly string[]>([]);
  if (!change) return <ErrorList messages={errors} />;

  async function undo() {
    const undone = await undoLastChange(sheetId);
    setErrors(undone.ok ? [] : await storeErrorMessages(t, undone.errors));
  }

  return (
    <div className="flex flex-col gap-2">
      <Button onClick={() => void undo()} className="w-full">
        <Icon name="undo" />
        {s.undo(undoChangeLabel(t, change))}
      </Button>
      <ErrorList messages={errors} />
    </div>
  );
}
