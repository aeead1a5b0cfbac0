import type { Locale } from './locale';
import { oncePerLocale } from './once-per-locale';
import type { RuleTexts } from './rule-sections';

// The rules' words are most of the app's words and only the rules screen reads them: each
// language's rules are their own chunk, fetched when the screen opens (the service worker
// precaches them, so they open offline too), not with the words every screen needs at start.
/** The rules in one language; the same promise every time, as React's `use` needs. */
export const loadRuleTexts: (locale: Locale) => Promise<RuleTexts> = oncePerLocale({
  en: () => import('./en/rule-texts').then((m) => m.ruleTexts),
  de: () => import('./de/rule-texts').then((m) => m.ruleTexts),
});
