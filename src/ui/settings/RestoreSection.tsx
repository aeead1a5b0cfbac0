import { useState, type ChangeEvent } from 'react';
import type { SheetRecord } from '../../db/records';
import { importCheckedSheets, type ImportSummary } from '../../io/backup';
import type { CheckedSheet, UnrestorableSheet } from '../../io/backup-read';
import { checkBackupSize } from '../../io/backup-file';
import { checkBackupOffThread } from '../../io/restore-off-thread';
import { buttonClasses, Button } from '../common/Button';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { DifferingCopies } from './DifferingCopies';
import { ErrorList } from '../common/ErrorList';
import { planRestore, type RestorePlan } from './restore-plan';
import { RestoreProgress } from './RestoreProgress';
import { useShownAfter } from './use-shown-after';
import { CARD, HeadedSection } from '../common/HeadedSection';
import type { Dictionary } from '../i18n/dictionary';
import { importErrorMessage } from '../i18n/errors';
import { useT } from '../i18n/I18nProvider';
import { assertNever } from '../../domain/result';

type RestoreState =
  | { readonly kind: 'idle' }
  /** `share`: how much of the step is done, 0 to 1. */
  | { readonly kind: 'checking'; readonly share: number }
  | { readonly kind: 'confirming'; readonly plan: RestorePlan }
  | { readonly kind: 'restoring'; readonly share: number }
  | {
      readonly kind: 'done';
      readonly summary: ImportSummary;
      readonly added: readonly SheetRecord[];
      /** The file's sheets, for importing a differing sheet's copy beside the one here. */
      readonly sheets: readonly CheckedSheet[];
      /** The file's sheets that were left out, named with why. */
      readonly unrestorable: readonly UnrestorableSheet[];
    }
  | { readonly kind: 'refused'; readonly messages: readonly string[] };

/** The most "Open" buttons shown after a restore; a big file's sheets are in the sheet list. */
const MAX_OPEN_BUTTONS = 8;

/** "Restore from file": check the whole file, say what will happen, then add its sheets. */
export function RestoreSection({ onOpenSheet }: { onOpenSheet: (id: string) => void }) {
  const t = useT();
  const s = t.settings;
  const [state, setState] = useState<RestoreState>({ kind: 'idle' });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires a change again.
    input.value = '';
    if (!file) return;
    // The size in bytes first: a file far too big is refused before it is read at all.
    const size = checkBackupSize(file.size);
    if (!size.ok) {
      setState({
        kind: 'refused',
        messages: size.errors.map((error) => importErrorMessage(t, error)),
      });
      return;
    }
    setState({ kind: 'checking', share: 0 });
    // Read, parsed and checked in a worker: the screen stays usable while a big file is checked.
    const outcome = await checkBackupOffThread({ file }, (checked, total) =>
      setState({ kind: 'checking', share: checked / total }),
    );
    switch (outcome.kind) {
      case 'unreadable':
        setState({ kind: 'refused', messages: [s.restoreUnreadable] });
        return;
      case 'refused':
        setState({
          kind: 'refused',
          messages: outcome.errors.map((error) => importErrorMessage(t, error)),
        });
        return;
      case 'checked':
        setState({
          kind: 'confirming',
          plan: {
            ...(await planRestore(file.name, outcome.sheets)),
            roster: outcome.roster ?? [],
            unrestorable: outcome.unrestorable ?? [],
          },
        });
        return;
      default:
        assertNever(outcome);
    }
  };

  const onWritten = (written: number, total: number) =>
    setState({ kind: 'restoring', share: written / total });

  const restore = async (plan: RestorePlan) => {
    setState({ kind: 'restoring', share: 0 });
    const result = await importCheckedSheets(plan.sheets, undefined, {
      onProgress: onWritten,
      roster: plan.roster ?? [],
    });
    setState(
      result.ok
        ? {
            kind: 'done',
            summary: result.value,
            added: plan.newSheets,
            sheets: plan.sheets,
            unrestorable: plan.unrestorable ?? [],
          }
        : { kind: 'refused', messages: result.errors.map((error) => importErrorMessage(t, error)) },
    );
  };

  /** The file's copy of a sheet already here, added as a separate sheet. */
  const importCopy = async (sheets: readonly CheckedSheet[], sheetId: string) => {
    setState({ kind: 'restoring', share: 0 });
    const result = await importCheckedSheets(sheets, undefined, {
      copies: new Set([sheetId]),
      onProgress: onWritten,
    });
    setState(
      result.ok
        ? { kind: 'done', summary: result.value, added: [], sheets, unrestorable: [] }
        : { kind: 'refused', messages: result.errors.map((error) => importErrorMessage(t, error)) },
    );
  };

  const busy = state.kind === 'checking' || state.kind === 'restoring';
  const showProgress = useShownAfter(busy);
  return (
    <HeadedSection heading={s.restoreHeading} className={CARD}>
      <p>{s.restoreIntro}</p>
      <label
        className={buttonClasses(
          'secondary',
          'focus-within:outline-3 focus-within:outline-green-600',
        )}
      >
        <input
          type="file"
          accept=".json,application/json"
          className="sr-only"
          disabled={busy}
          onChange={(event) => void choose(event)}
        />
        {s.restoreFromFile}
      </label>
      <p role="status">
        {state.kind === 'checking' && s.restoreChecking}
        {state.kind === 'restoring' && s.restoreWorking}
        {state.kind === 'done' &&
          s.restoreDone(state.summary.imported, state.summary.skippedExisting)}
      </p>
      {showProgress && (state.kind === 'checking' || state.kind === 'restoring') && (
        <RestoreProgress
          step={state.kind === 'checking' ? 'reading' : 'writing'}
          share={state.share}
        />
      )}
      {state.kind === 'done' && (
        <DifferingCopies
          copies={state.summary.differing}
          busy={busy}
          onImportCopy={(sheetId) => void importCopy(state.sheets, sheetId)}
        />
      )}
      {state.kind === 'refused' && <ErrorList messages={[s.restoreRefused, ...state.messages]} />}
      {state.kind === 'done' &&
        state.unrestorable.map((sheet) => (
          <ErrorList
            key={sheet.sheetIndex}
            title={s.restoreNotRestored(sheet.name)}
            messages={sheet.errors.map((error) => importErrorMessage(t, error))}
          />
        ))}
      {state.kind === 'done' && state.added.length > 0 && (
        <ul aria-label={s.restoredSheets} className="flex flex-col gap-2">
          {state.added.slice(0, MAX_OPEN_BUTTONS).map((sheet) => (
            <li key={sheet.id}>
              <Button variant="quiet" onClick={() => onOpenSheet(sheet.id)}>
                {s.openSheet(sheet.name)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={state.kind === 'confirming'}
        title={s.restoreConfirmTitle}
        message={state.kind === 'confirming' ? confirmMessage(s, state.plan) : ''}
        confirmLabel={s.restoreConfirm}
        onConfirm={() => state.kind === 'confirming' && void restore(state.plan)}
        onCancel={() => setState({ kind: 'idle' })}
      />
    </HeadedSection>
  );
}

/** Whole sentences: what the file holds, what is added, what stays, that nothing is lost. */
function confirmMessage(s: Dictionary['settings'], plan: RestorePlan): string {
  const sentences = [
    s.restoreHolds(plan.fileName, plan.newSheets.length + plan.presentCount, plan.dealCount),
    s.restoreAdds(plan.newSheets.length),
  ];
  if (plan.presentCount > 0) sentences.push(s.restoreKeeps(plan.presentCount));
  const leftOut = plan.unrestorable?.length ?? 0;
  if (leftOut > 0) sentences.push(s.restoreLeavesOut(leftOut));
  sentences.push(s.restoreNothingLost);
  return sentences.join(' ');
}
