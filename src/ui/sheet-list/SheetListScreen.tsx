import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { deleteSheet, listSheetPage, renameSheet } from '../../db/sheets';
import { Button, buttonClasses } from '../common/Button';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ErrorList } from '../common/ErrorList';
import { Icon } from '../common/icons';
import { IconLink } from '../common/IconAction';
import { LinkButton } from '../common/LinkButton';
import { Screen } from '../common/Screen';
import { TextPromptDialog } from '../common/TextPromptDialog';
import { SheetListItem } from './SheetListItem';
import { useWaitingSheets } from './use-waiting-sheets';
import { readFirstPageCopy, writeFirstPageCopy } from './first-page-copy';
import { keepListSnapshot } from '../common/cold-start/list-snapshot';
import { listedPage, type ListedSheet } from './listed-sheet';
import { storeErrorMessage } from '../i18n/errors';
import { useI18n } from '../i18n/I18nProvider';
import { formatTime } from '../i18n/format-time';
import { nameKey } from '../../domain/same-name';

interface SheetListScreenProps {
  readonly newSheetHref: string;
  /** Absent while the settings screen is not part of the app. */
  readonly settingsHref?: string;
  /** The calculator and the rules: reachable from home, no sheet needed. */
  readonly calculatorHref?: string;
  /** The players and their statistics. */
  readonly playersHref?: string;
  readonly rulesHref?: string;
  readonly sheetHref: (sheetId: string) => string;
}

/**
 * Sheets shown at first and added by each "Show more": a phone may hold years of evenings, and the
 * list must open as fast with a thousand of them as with ten.
 */
export const SHEETS_PER_PAGE = 30;

type Pending =
  | { readonly kind: 'rename'; readonly sheet: ListedSheet }
  | { readonly kind: 'delete'; readonly sheet: ListedSheet };

/** A shared sheet's join link lands here: its code (and the sync's) only then. */
const JoinSharedSheet = lazy(async () => ({
  default: (await import('./JoinSharedSheet')).JoinSharedSheet,
}));
/** A guest link (no club login) lands here too. */
const JoinAsGuest = lazy(async () => ({
  default: (await import('./JoinAsGuest')).JoinAsGuest,
}));

export function SheetListScreen(props: SheetListScreenProps) {
  const { newSheetHref, settingsHref, calculatorHref, rulesHref, sheetHref, playersHref } = props;
  const { t, locale } = useI18n();
  const s = t.sheets;
  const frame = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(SHEETS_PER_PAGE);
  // While the next page loads, the live query keeps showing the sheets already there.
  const read = useLiveQuery(async () => listedPage(await listSheetPage(shown)), [shown]);
  // Until the database's first answer: the copy of the first page the last opening kept.
  const [copy] = useState(readFirstPageCopy);
  const page = read ?? copy ?? undefined;
  const fromCopy = read === undefined && page !== undefined;
  useEffect(() => {
    if (read) writeFirstPageCopy({ ...read, sheets: read.sheets.slice(0, SHEETS_PER_PAGE) });
  }, [read]);
  const sheets = page?.sheets;
  const [pending, setPending] = useState<Pending | null>(null);
  // One background pass for the whole list: both groups read its counts.
  const waiting = useWaitingSheets();
  const [errors, setErrors] = useState<readonly string[]>([]);
  // The first page as the database has it, as it is on the screen now, for the next start's
  // shell: not a later page (the start shows the first), not with a dialog or an error open.
  const joiningAsGuest = window.location.hash.startsWith('#/guest/');
  const joining = window.location.hash.startsWith('#/join/') || joiningAsGuest;
  const plain =
    read !== undefined && shown === SHEETS_PER_PAGE && !pending && errors.length === 0 && !joining;
  useEffect(() => {
    if (plain && frame.current) keepListSnapshot(frame.current, locale);
  }, [plain, read, locale]);

  function close() {
    setPending(null);
    setErrors([]);
  }

  async function rename(id: string, name: string) {
    const renamed = await renameSheet(id, name);
    if (renamed.ok) close();
    else setErrors(renamed.errors.map((e) => storeErrorMessage(t, e)));
  }

  async function remove(id: string) {
    const deleted = await deleteSheet(id);
    setPending(null);
    setErrors(deleted.ok ? [] : deleted.errors.map((e) => storeErrorMessage(t, e)));
  }

  const action = buttonClasses('quiet', 'px-3');
  const settings = settingsHref && (
    <IconLink href={settingsHref} icon="gear" label={s.settings} className={action} />
  );
  const header = (
    <>
      {calculatorHref && (
        <IconLink
          href={calculatorHref}
          icon="calculator"
          label={t.calculator.open}
          className={action}
        />
      )}
      {rulesHref && (
        <IconLink href={rulesHref} icon="book" label={t.rulesBook.open} className={action} />
      )}
      {settings}
    </>
  );

  return (
    <Screen title={s.title} trailing={header} ref={frame}>
      {joiningAsGuest && (
        <Suspense fallback={null}>
          <JoinAsGuest hash={window.location.hash} sheetHref={sheetHref} />
        </Suspense>
      )}
      {joining && !joiningAsGuest && (
        <Suspense fallback={null}>
          <JoinSharedSheet
            hash={window.location.hash}
            settingsHref={settingsHref ?? '#/settings'}
            sheetHref={sheetHref}
          />
        </Suspense>
      )}
      <LinkButton href={newSheetHref} variant="primary" className="w-full text-lg">
        <Icon name="plus" />
        {s.newSheet}
      </LinkButton>
      {playersHref && (
        <LinkButton href={playersHref} className="w-full">
          {t.players.open}
        </LinkButton>
      )}
      {pending?.kind !== 'rename' && <ErrorList messages={errors} />}
      {sheets && sheets.length === 0 && (
        <p className="text-center text-stone-600 dark:text-stone-400">{s.empty}</p>
      )}
      {sheets && (
        <>
          <SheetGroup
            title={s.inProgress}
            sheets={sheets.filter((sheet) => !sheet.finished)}
            busy={fromCopy}
            sheetHref={sheetHref}
            onPending={setPending}
            waiting={waiting}
          />
          <SheetGroup
            title={s.finished}
            sheets={sheets.filter((sheet) => sheet.finished)}
            busy={fromCopy}
            sheetHref={sheetHref}
            onPending={setPending}
            waiting={waiting}
          />
        </>
      )}
      {page && page.total > page.sheets.length && (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {s.shownOf(page.sheets.length, page.total)}
          </p>
          <Button onClick={() => setShown(page.sheets.length + SHEETS_PER_PAGE)}>
            {s.showMore}
          </Button>
        </div>
      )}
      {pending?.kind === 'rename' && (
        <TextPromptDialog
          title={s.renameTitle}
          inputLabel={s.renameInput}
          initialValue={pending.sheet.name}
          confirmLabel={s.renameConfirm}
          errors={errors}
          onConfirm={(name) => void rename(pending.sheet.id, name)}
          onCancel={close}
        />
      )}
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        title={s.deleteTitle(pending?.sheet.name ?? '')}
        message={s.deleteMessage(pending?.sheet.dealCount ?? 0)}
        confirmLabel={s.deleteConfirm}
        destructive
        onConfirm={() => pending && void remove(pending.sheet.id)}
        onCancel={close}
      />
    </Screen>
  );
}

interface SheetGroupProps {
  readonly title: string;
  readonly sheets: readonly ListedSheet[];
  /** Shown from the copy of the last opening: the database's answer is still coming. */
  readonly busy: boolean;
  readonly sheetHref: (sheetId: string) => string;
  readonly onPending: (pending: Pending) => void;
  /** What each shared sheet still has to send (useWaitingSheets, read once for the list). */
  readonly waiting: ReadonlyMap<string, number>;
}

/** The keys of names that more than one of `sheets` has (three evenings of one day). */
function repeatedNames(sheets: readonly ListedSheet[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const sheet of sheets) {
    const key = nameKey(sheet.name);
    if (seen.has(key)) repeated.add(key);
    seen.add(key);
  }
  return repeated;
}

function SheetGroup({ title, sheets, busy, sheetHref, onPending, waiting }: SheetGroupProps) {
  const { locale } = useI18n();
  if (sheets.length === 0) return null;
  const repeated = repeatedNames(sheets);
  return (
    <section aria-label={title} aria-busy={busy || undefined} className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">
        {title}
      </h2>
      <ul className="flex flex-col gap-2">
        {sheets.map((sheet) => (
          <SheetListItem
            key={sheet.id}
            sheet={sheet}
            time={
              repeated.has(nameKey(sheet.name))
                ? (formatTime(sheet.startedAt, locale) ?? undefined)
                : undefined
            }
            href={sheetHref(sheet.id)}
            waiting={waiting.get(sheet.id) ?? 0}
            onRename={() => onPending({ kind: 'rename', sheet })}
            onDelete={() => onPending({ kind: 'delete', sheet })}
          />
        ))}
      </ul>
    </section>
  );
}
