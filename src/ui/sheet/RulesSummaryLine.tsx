import { useState } from 'react';
import type { SheetRecord } from '../../db/records';
import { RuleLink } from '../common/RuleLink';
import { useT } from '../i18n/I18nProvider';
import { ruleSummary } from '../i18n/rules-summary';
import { playedRules } from '../i18n/played-rules';

interface RulesSummaryLineProps {
  readonly sheet: Pick<SheetRecord, 'setup' | 'preset'>;
}

/**
 * The sheet's house rules in one line, with the preset they came from ("Rules (NYCSA): …"). One
 * line keeps the next deal's button near the top; a tap shows the whole line, wrapped, and a link
 * to each rule the sheet plays (Bock, Ramsch, …) in the rules screen. Cut by clamping to one line
 * (ending in "…"), not by a box narrower than its text: nothing spills sideways.
 */
export function RulesSummaryLine({ sheet }: RulesSummaryLineProps) {
  const t = useT();
  const d = t.dispute;
  const [whole, setWhole] = useState(false);
  const preset = sheet.preset === null ? null : t.house.presets[sheet.preset];
  const line = t.rulesForm.sheetRules(preset, ruleSummary(t, sheet.setup.rules));
  return (
    <div className="flex flex-col">
      <button
        type="button"
        aria-expanded={whole}
        onClick={() => setWhole(!whole)}
        className="flex min-h-12 w-full items-center rounded-xl text-left text-sm text-stone-600 focus-visible:outline-3 focus-visible:outline-green-600 dark:text-stone-400"
      >
        <span className={whole ? '' : 'line-clamp-1'}>{line}</span>
      </button>
      {whole && (
        // Links cannot sit inside the button: they follow it, once the line is opened.
        <ul aria-label={d.playedRules} className="flex flex-wrap gap-x-1">
          {playedRules(sheet.setup.rules).map((rule) => (
            <li key={rule}>
              <RuleLink rule={rule} label={d.playedRuleNames[rule]} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
