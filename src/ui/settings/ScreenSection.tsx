import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState } from 'react';
import { getSetting, setSetting } from '../../db/settings';
import { CARD, HeadedSection } from '../common/HeadedSection';
import { storeErrorMessage } from '../i18n/errors';
import { useT } from '../i18n/I18nProvider';

/** The keep-awake toggle; the sheet screen's wake lock follows it live. */
export function ScreenSection() {
  const t = useT();
  const s = t.settings;
  const keepAwake = useLiveQuery(() => getSetting('wakeLock'), []);
  const [error, setError] = useState('');
  const hintId = useId();

  const toggle = async (value: boolean) => {
    const saved = await setSetting('wakeLock', value);
    setError(saved.ok ? '' : saved.errors.map((e) => storeErrorMessage(t, e)).join(' '));
  };

  return (
    <HeadedSection heading={s.screenHeading} className={CARD}>
      <label className="flex min-h-12 items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          className="size-6 accent-green-800"
          checked={keepAwake ?? false}
          disabled={keepAwake === undefined}
          aria-describedby={hintId}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>{s.keepAwake}</span>
      </label>
      <p id={hintId} className="text-sm text-stone-600 dark:text-stone-400">
        {s.keepAwakeHint}
      </p>
      {error && <p role="alert">{error}</p>}
    </HeadedSection>
  );
}
