import { useId, useState } from 'react';
import { sameName } from '../../domain/same-name';
import { renamePlayers } from '../../db/sheets';
import { Button } from '../common/Button';
import { ErrorList } from '../common/ErrorList';
import { Modal } from '../common/Modal';
import { checkSeatNames, seatNameMessage, type SeatNameError } from '../common/seat-names';
import { storeErrorMessages } from '../common/store-error-words';
import { useT } from '../i18n/I18nProvider';

interface RenamePlayersDialogProps {
  readonly sheetId: string;
  /** The names at the seats now, in seat order: the fields start with them. */
  readonly playerNames: readonly string[];
  /** Saved, or cancelled: the owner unmounts the dialog. */
  readonly onClose: () => void;
}

/**
 * One field per seat, prefilled. The seat order stays (every deal keeps its declarer and dealer);
 * saving appends a "players renamed" change to the sheet's log, which undo takes back.
 */
export function RenamePlayersDialog({ sheetId, playerNames, onClose }: RenamePlayersDialogProps) {
  const t = useT();
  const titleId = useId();
  const hintId = useId();
  const [names, setNames] = useState<readonly string[]>(playerNames);
  // Complaints wait for the first "save": a half-typed name is not an error yet.
  const [tried, setTried] = useState(false);
  const [storeErrors, setStoreErrors] = useState<readonly string[]>([]);
  const errors = tried ? checkSeatNames(names) : [];

  async function save() {
    setTried(true);
    if (checkSeatNames(names).length > 0) return;
    // Nothing changed: nothing for the history or for undo. "anna" is Anna (domain/same-name.ts):
    // a change of letter case only is the same player, whose name is changed on their own page.
    if (names.every((name, seat) => sameName(name, playerNames[seat] ?? ''))) return onClose();
    const renamed = await renamePlayers(sheetId, names);
    if (renamed.ok) onClose();
    else setStoreErrors(await storeErrorMessages(t, renamed.errors));
  }

  return (
    <Modal labelledBy={titleId} describedBy={hintId} onCancel={onClose}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2 id={titleId} className="text-lg font-bold">
          {t.rename.title}
        </h2>
        <p id={hintId} className="text-sm text-stone-600 dark:text-stone-400">
          {t.rename.hint}
        </p>
        {names.map((name, seat) => (
          <NameField
            key={seat}
            seat={seat}
            value={name}
            error={errors.find((error) => error.seat === seat)}
            onChange={(value) => setNames(names.map((n, i) => (i === seat ? value : n)))}
          />
        ))}
        <ErrorList messages={storeErrors} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button onClick={onClose}>{t.common.cancel}</Button>
          <Button type="submit" variant="primary">
            {t.rename.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

interface NameFieldProps {
  readonly seat: number;
  readonly value: string;
  readonly error: SeatNameError | undefined;
  readonly onChange: (value: string) => void;
}

/** A seat's name with its problem right under it; what was typed stays while it is put right. */
function NameField({ seat, value, error, onChange }: NameFieldProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {t.start.playerName(seat)}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        autoComplete="off"
        autoCapitalize="words"
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : errorId}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-12 rounded-xl border border-stone-300 bg-white px-3 text-lg aria-invalid:border-red-700 dark:border-stone-600 dark:bg-stone-800"
      />
      {error !== undefined && (
        <p id={errorId} className="text-sm text-red-800 dark:text-red-300">
          {seatNameMessage(t, error)}
        </p>
      )}
    </div>
  );
}
