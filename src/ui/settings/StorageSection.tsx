import { useEffect, useState } from 'react';
import { Button } from '../common/Button';
import {
  askForPersistence,
  browserStorage,
  formatBytes,
  readPersistence,
  readSpaceUsed,
  type PersistAnswer,
  type Persistence,
  type SpaceUsed,
} from '../common/storage-status';
import { useI18n } from '../i18n/I18nProvider';
import { CARD, HeadedSection } from '../common/HeadedSection';

/** Whether the browser promised to keep our data, a button to ask for it, and the space used. */
export function StorageSection() {
  const { locale, t } = useI18n();
  const s = t.settings;
  const [persistence, setPersistence] = useState<Persistence | null>(null);
  const [answer, setAnswer] = useState<PersistAnswer | null>(null);
  const [space, setSpace] = useState<SpaceUsed | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    const storage = browserStorage();
    void readPersistence(storage).then((value) => current && setPersistence(value));
    void readSpaceUsed(storage).then((value) => current && setSpace(value));
    return () => {
      current = false;
    };
  }, []);

  const ask = async () => {
    const storage = browserStorage();
    setAnswer(await askForPersistence(storage));
    setPersistence(await readPersistence(storage));
  };

  return (
    <HeadedSection heading={s.storageHeading} className={CARD}>
      {persistence && <p>{s.persistence[persistence]}</p>}
      {persistence === 'best-effort' && (
        <Button variant="primary" onClick={() => void ask()}>
          {s.askPersistence}
        </Button>
      )}
      <div role="status">{answer && <p>{s.persistAnswer[answer]}</p>}</div>
      {space !== undefined && (
        <p>
          {space
            ? s.spaceUsed(
                formatBytes(space.usedBytes, locale),
                formatBytes(space.quotaBytes, locale),
              )
            : s.spaceUnknown}
        </p>
      )}
    </HeadedSection>
  );
}
