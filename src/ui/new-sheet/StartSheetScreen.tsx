import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { createSheet, knownPlayerNames, listSheets, type NewSheet } from '../../db/sheets';
import { BackLink } from '../common/BackLink';
import { askForPersistence, browserStorage } from '../common/storage-status';
import { Screen } from '../common/Screen';
import { StartSheetForm } from './StartSheetForm';
import { initialStartForm, type StartForm } from './start-form';
import { storeErrorMessage } from '../i18n/errors';
import { formatDate } from '../i18n/format-time';
import { useI18n } from '../i18n/I18nProvider';

interface StartSheetScreenProps {
  readonly backHref: string;
  readonly onStarted: (sheetId: string) => void;
}

interface Loaded {
  readonly initial: StartForm;
  readonly knownNames: readonly string[];
}

/** Reads the last table once: the form starts from it, so the usual group starts in one tap. */
async function loadStartData(): Promise<Loaded> {
  const [sheets, knownNames] = await Promise.all([listSheets(), knownPlayerNames()]);
  const last = sheets[0]?.sheet;
  return { initial: initialStartForm(last), knownNames };
}

export function StartSheetScreen({ backHref, onStarted }: StartSheetScreenProps) {
  const { t, locale } = useI18n();
  const s = t.start;
  const loaded = useLiveQuery(loadStartData, []);
  const [storeErrors, setStoreErrors] = useState<readonly string[]>([]);

  async function start(sheet: NewSheet) {
    // A sheet without a typed name is named by its day, written the table's way, until someone
    // renames it (a device clock past the year 9999: the database names it by its day as it can).
    const name = sheet.name ?? formatDate(Date.now(), locale) ?? '';
    const created = await createSheet({ ...sheet, name });
    if (created.ok) {
      // Ask once, unasked, when there is a sheet worth keeping: without persistence the browser
      // may evict the sheets under storage pressure. Settings shows the answer; no need to wait.
      void askForPersistence(browserStorage());
      onStarted(created.value.id);
    } else setStoreErrors(created.errors.map((error) => storeErrorMessage(t, error)));
  }

  return (
    <Screen title={s.title} leading={<BackLink href={backHref} label={s.back} />}>
      {loaded && (
        <StartSheetForm
          initial={loaded.initial}
          knownNames={loaded.knownNames}
          storeErrors={storeErrors}
          todayName={formatDate(Date.now(), locale) ?? ''}
          onStart={(sheet) => void start(sheet)}
        />
      )}
    </Screen>
  );
}
