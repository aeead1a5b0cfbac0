import type { Locale } from './locale';
import type { RuleTexts } from './rule-sections';

// The rules' words are most of the app's words and only the rules screen reads them: each
// language's rules are their own chunk, fetched when the screen opens (the service worker
// precaches them, so they open offline too), not with the words every screen needs at start.
const LOADERS: Readonly<Record<Locale, () => Promise<RuleTexts>>> = {
  en: () => import('./en/rule-texts').then((m) => m.ruleTexts),
  de: () => import('./de/rule-texts').then((m) => m.ruleTexts),
};

const loaded = new Map<Locale, Promise<RuleTexts>>();

/**
 * The rules in one language; the same promise every time, as React's `use` needs. Once here it
 * is marked fulfilled the way `use` reads it, so the screen opens again without suspending.
 */
export function loadRuleTexts(locale: Locale): Promise<RuleTexts> {
  let loading = loaded.get(locale);
  if (!loading) {
    const promise = LOADERS[locale]();
    loading = promise;
    loaded.set(locale, promise);
    promise.then(
      (value) => void Object.assign(promise, { status: 'fulfilled', value }),
      // A failed download (offline before the service worker was installed) may be tried again.
      () => void loaded.delete(locale),
    );
  }
  return loading;
}
