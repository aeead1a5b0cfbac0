import { lazy, Suspense, useState } from 'react';
import type { SheetRecord } from '../../db/records';
import { Button } from '../common/Button';
import { RuleLink } from '../common/RuleLink';
import { useT } from '../i18n/I18nProvider';
import { ruleSummary } from '../i18n/rules-summary';
import { playedRules } from '../i18n/played-rules';

/** The rules form is only needed before the first deal: its code comes when it is opened. */
const ChangeRules = lazy(async () => ({ default: (await import('./ChangeRules')).ChangeRules }));

interface RulesSummaryLineProps {
  readonly sheet: Pick<SheetRecord, 'id' | 'setup' | 'preset'>;
  /** The rules are not the sheet's to change (a club night's table: the night's rules). */
  readonly fixed?: boolean;
  /**
   * No deal on the sheet yet (a voided one was dealt under the rules too): the screen's own read,
   * not one more read and fold of the whole log on every write.
   */
  readonly open: boolean;
}

/**
 * The sheet's house rules in one line, with the preset they came from ("Rules (NYCSA): …"). One
 * line keeps the next deal's button near the top; a tap shows the whole line, wrapped, and a link
 * to each rule the sheet plays (Bock, Ramsch, …) in the rules screen. Cut by clamping to one line
 * (ending in "…"), not by a box narrower than its text: nothing spills sideways. Until the first
 * deal is saved the rules may still change (house-rules.md): "Change the rules" opens their form;
 * after it they are locked, and the opened line says so.
 */
export function RulesSummaryLine({ sheet, fixed = false, open }: RulesSummaryLineProps) {
  const t = useT();
  const d = t.dispute;
  const r = t.rulesForm;
  const [whole, setWhole] = useState(false);
  const [changing, setChanging] = useState(false);
  const preset = sheet.preset === null ? null : t.house.presets[sheet.preset];
  const line = r.sheetRules(preset, ruleSummary(t, sheet.setup.rules));
  return (
    <div className="flex flex-col">
      <button
        type="button"
        aria-expanded={whole}
        onClick={() => setWhole(!whole)}
        className="flex min-h-12 w-full min-w-0 items-center rounded-xl text-left text-sm text-stone-600 focus-visible:outline-3 focus-visible:outline-green-600 dark:text-stone-400"
      >
        <span className={whole ? '' : 'line-clamp-1'}>{line}</span>
      </button>
      {open && !changing && !fixed && (
        // A row of its own: beside the line and the calculator it would squeeze the line to a
        // few letters on a 360 px phone.
        <Button variant="quiet" className="self-start text-sm" onClick={() => setChanging(true)}>
          {r.changeRules}
        </Button>
      )}
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
      {whole && open === false && (
        <p className="text-sm text-stone-600 dark:text-stone-400">{r.rulesLocked}</p>
      )}
      {changing && open === true && (
        <Suspense fallback={null}>
          <ChangeRules sheet={sheet} onDone={() => setChanging(false)} />
        </Suspense>
      )}
    </div>
  );
}
