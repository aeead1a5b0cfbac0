import type { SheetRecord } from '../../db/records';
import type { HouseRuleSection } from '../../domain/rules';
import { isGrandHand } from '../../domain/rounds';
import type { SheetRow } from '../../domain/sheet-types';
import { HouseRuleLink } from '../common/RuleLink';
import { describeBockStarted } from '../i18n/explain';
import { roundsHeldBackText } from '../i18n/rounds-words';
import { useT } from '../i18n/I18nProvider';

const RAMSCH_ROUND: HouseRuleSection = 'bock-rounds.ramsch-round';

/**
 * What the rounds did to this deal and what it did to them: played in a Ramsch round (a grand
 * hand instead, the same dealer dealing again under NYCSA rules), the Bock rounds it started, the
 * events the page limit held back. Nothing for an ordinary deal.
 */
export function DealRounds({
  sheet,
  row,
}: {
  readonly sheet: SheetRecord;
  readonly row: SheetRow;
}) {
  const t = useT();
  const v = t.roundsView;
  const rule = sheet.setup.rules.bock;
  const page = rule.kind === 'rounds' ? rule.page : null;
  const sameDealer = rule.kind === 'rounds' && rule.sameDealerAfterGrandHand;
  const grandHand = row.ramschRound && isGrandHand(row.deal);
  const started = describeBockStarted(t, row.bockStarted);
  // Each line with the section of house-rules.md it follows, linked like an ISkO step.
  const lines: readonly (readonly [string | null, HouseRuleSection])[] = [
    [row.ramschRound ? (grandHand ? v.grandHandInstead : v.ramschInRound) : null, RAMSCH_ROUND],
    [grandHand && sameDealer ? v.sameDealer : null, RAMSCH_ROUND],
    [started && `${started}. ${t.sheet.bockRoundLength(sheet.setup.players)}`, 'bock-rounds'],
    [roundsHeldBackText(t, row.bockHeldBack, page), 'bock-rounds.per-page'],
  ];
  const shown = lines.filter(
    (line): line is readonly [string, HouseRuleSection] => line[0] !== null,
  );
  if (shown.length === 0) return null;
  return (
    <section
      aria-label={v.rounds}
      className="flex flex-col gap-1 rounded-xl bg-amber-100 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 className="sr-only">{v.rounds}</h2>
      {shown.map(([line, rule]) => (
        <p key={line}>
          <span>{line}</span> (<HouseRuleLink rule={rule} />)
        </p>
      ))}
    </section>
  );
}
