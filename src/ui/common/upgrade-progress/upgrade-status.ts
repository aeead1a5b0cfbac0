// The database's upgrade on the screen (src/db/upgrade-progress.ts): "Updating your sheets …
// 1,200 of 2,002" with a progress bar, above whatever the page shows meanwhile (the shell, the
// app's first screen waiting for its data). Plain DOM, not React: the upgrade starts with the
// database's first read, before the app has rendered anything, and ends before its data shows.
// Loaded only when an upgrade runs (src/app/cold-start/upgrade-watch.ts).
import type { UpgradeProgress } from '../../../db/upgrade-progress';
import { loadDictionary } from '../../i18n/load';
import { browserLocale } from '../../i18n/locale';

/** Puts the status on the page; returns what moves it on (and removes it once done). */
export async function showUpgradeStatus(): Promise<(progress: UpgradeProgress) => void> {
  // The database holds the language chosen in Settings, and it is busy upgrading: the shell's
  // language (index.html set <html lang> from the same choice, mirrored) is the best guess.
  const locale = browserLocale([document.documentElement.lang]);
  const t = (await loadDictionary(locale)).common;
  const box = document.createElement('div');
  box.setAttribute('role', 'status');
  box.className =
    'fixed inset-x-0 top-0 z-50 m-2 flex flex-col gap-2 rounded-lg bg-white p-3 text-stone-900 shadow-lg dark:bg-stone-900 dark:text-stone-100';
  const text = document.createElement('p');
  text.id = 'upgrade-status-text';
  text.className = 'font-semibold';
  const bar = document.createElement('progress');
  bar.setAttribute('aria-labelledby', text.id);
  bar.className = 'w-full';
  const hint = document.createElement('p');
  hint.className = 'text-sm text-stone-600 dark:text-stone-400';
  hint.textContent = t.upgradeKeepOpen;
  box.append(text, bar, hint);
  let shown = false;
  return ({ done, total }) => {
    if (done >= total) {
      box.remove();
      return;
    }
    text.textContent = t.upgrading(done, total);
    bar.max = total;
    bar.value = done;
    if (!shown) document.body.append(box);
    shown = true;
  };
}
