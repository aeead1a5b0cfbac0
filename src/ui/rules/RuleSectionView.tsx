import type { Ref } from 'react';
import { ruleElementId } from '../common/contracts/rule-link';
import type { RuleSection, RuleText } from '../i18n/rule-sections';
import { useT } from '../i18n/I18nProvider';

interface RuleSectionViewProps {
  readonly section: RuleSection;
  readonly text: RuleText;
  /** The rule a link opened: highlighted, scrolled to and focused. */
  readonly highlighted: boolean;
  readonly ref?: Ref<HTMLElement>;
}

/** One rule: where it comes from, why, and the worked examples. */
export function RuleSectionView({ section, text, highlighted, ref }: RuleSectionViewProps) {
  const r = useT().rulesBook;
  const id = ruleElementId(section);
  const look = highlighted
    ? 'border-amber-500 bg-amber-50 ring-4 ring-amber-400 dark:bg-amber-950'
    : 'border-stone-200 dark:border-stone-800';
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={`${id}-title`}
      aria-current={highlighted ? 'true' : undefined}
      tabIndex={-1}
      className={`flex scroll-mt-16 flex-col gap-2 rounded-xl border p-3 focus:outline-none ${look}`}
    >
      <h3 id={`${id}-title`} className="text-lg font-bold">
        <span className="block text-sm font-semibold text-stone-600 dark:text-stone-400">
          {text.label}
        </span>{' '}
        {text.title}
      </h3>
      {text.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {text.examples.length > 0 && (
        <>
          <h4 className="font-semibold">{r.examples}</h4>
          <ul className="flex list-disc flex-col gap-1 pl-5 tabular-nums">
            {text.examples.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
