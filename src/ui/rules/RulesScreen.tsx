import { use, useLayoutEffect, useRef } from 'react';
import { BackLink } from '../common/BackLink';
import { Screen } from '../common/Screen';
import { ruleHref } from '../common/contracts/rule-link';
import { useI18n } from '../i18n/I18nProvider';
import { loadRuleTexts } from '../i18n/rule-texts';
import {
  isRuleSection,
  RULE_CHAPTER_SECTIONS,
  RULE_CHAPTERS,
  type RuleSection,
} from '../i18n/rule-sections';
import { RuleSectionView } from './RuleSectionView';

interface RulesScreenProps {
  /** The rule a link asked for ("5.2.3", "ramsch.value"), or null for the whole rules. */
  readonly section: string | null;
  readonly backHref: string;
}

/**
 * The rules the app scores by, readable offline in the table's language. A link to one rule
 * (an explanation step's "ISkO 5.2.3") opens the screen at that rule, highlighted and focused,
 * so a screen reader starts reading there too.
 */
export function RulesScreen({ section, backHref }: RulesScreenProps) {
  const { t, locale } = useI18n();
  const r = t.rulesBook;
  // Suspends until this language's rules are here (the route's boundary shows the loading state).
  const texts = use(loadRuleTexts(locale));
  const target: RuleSection | null = section !== null && isRuleSection(section) ? section : null;
  const targetRef = useRef<HTMLElement>(null);
  // A layout effect: it runs again when a Suspense boundary shows this screen once more (a passive
  // effect would not, and a focus given while the screen was hidden is lost).
  useLayoutEffect(() => {
    const element = targetRef.current;
    if (!element) return;
    // jsdom has no scrollIntoView; a browser scrolls the rule below the sticky header.
    element.scrollIntoView?.({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [target]);
  return (
    <Screen title={r.title} leading={<BackLink href={backHref} label={r.back} />}>
      <p>{r.intro}</p>
      {section !== null && target === null && <p role="status">{r.unknownSection(section)}</p>}
      <nav aria-label={r.contents} className="flex flex-col gap-1">
        <h2 className="text-lg font-bold">{r.contents}</h2>
        {RULE_CHAPTERS.map((chapter) => (
          <div key={chapter}>
            <p className="font-semibold">{r.chapters[chapter]}</p>
            <ul className="flex flex-wrap gap-x-1">
              {RULE_CHAPTER_SECTIONS[chapter].map((id) => (
                <li key={id}>
                  <a
                    href={ruleHref(id)}
                    className="inline-flex min-h-12 items-center px-2 text-green-900 underline dark:text-green-300"
                  >
                    {texts[id].title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {RULE_CHAPTERS.map((chapter) => (
        <section
          key={chapter}
          aria-labelledby={`chapter-${chapter}`}
          className="flex flex-col gap-3"
        >
          <h2 id={`chapter-${chapter}`} className="text-xl font-bold">
            {r.chapters[chapter]}
          </h2>
          {RULE_CHAPTER_SECTIONS[chapter].map((id) => (
            <RuleSectionView
              key={id}
              section={id}
              text={texts[id]}
              highlighted={id === target}
              ref={id === target ? targetRef : undefined}
            />
          ))}
        </section>
      ))}
    </Screen>
  );
}
