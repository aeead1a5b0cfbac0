import { useT } from '../i18n/I18nProvider';
import { Tap } from './controls';

/**
 * The deal being edited was saved in another tab meanwhile: neither version wins silently. The
 * player sees the other version, or saves this one over it knowingly.
 */
export function ConflictNotice({
  onTakeStored,
  onKeepMine,
}: {
  readonly onTakeStored: () => void;
  readonly onKeepMine: () => void;
}) {
  const s = useT().entry;
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-xl border border-amber-400 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p>{s.conflict}</p>
      <div className="flex gap-2">
        <Tap tone="quiet" onTap={onTakeStored}>
          {s.conflictTakeStored}
        </Tap>
        <Tap tone="quiet" onTap={onKeepMine}>
          {s.conflictKeepMine}
        </Tap>
      </div>
    </div>
  );
}
