import type { SheetRecord } from '../../db/records';
import type { RamschScore } from '../../domain/score-ramsch';
import { HouseRuleLink } from '../common/RuleLink';
import { gameLabel } from '../common/game-label';
import { seatName } from '../i18n/house-errors';
import { describeRamsch, ramschOutcomeLines, ramschStepLines } from '../i18n/ramsch-explain';
import { useT } from '../i18n/I18nProvider';

interface RamschExplanationProps {
  readonly sheet: SheetRecord;
  readonly score: RamschScore;
  /** Bock doublings the deal was scored with. */
  readonly bock: number;
}

const FACT = 'flex justify-between gap-3 border-b border-stone-200 py-2 dark:border-stone-800';

/**
 * A Ramsch as a player checks it (house-rules.md § Ramsch): the loser(s), the winner, then the
 * value step by step, each step with the section of the house rules it applies, as the ISkO steps
 * name their rule; then the list entry and whether it counted as a game.
 */
export function RamschExplanation({ sheet, score, bock }: RamschExplanationProps) {
  const t = useT();
  const s = t.sheet;
  const v = t.roundsView;
  const names = sheet.playerNames;
  const who = (seats: readonly number[]) =>
    seats.length === 0 ? v.nobody : t.house.names(seats.map((seat) => seatName(t, names, seat)));
  return (
    <>
      <dl className="flex flex-col">
        <div className={FACT}>
          <dt>{s.game}</dt>
          <dd className="text-right font-semibold">{gameLabel(score.deal, t, { bock })}</dd>
        </div>
        <div className={FACT}>
          <dt>{v.losers(Math.max(1, score.losers.length))}</dt>
          <dd className="text-right font-semibold">{who(score.losers)}</dd>
        </div>
        <div className={FACT}>
          <dt>{v.winner}</dt>
          <dd className="text-right font-semibold">
            {who(score.winner === null ? [] : [score.winner])}
          </dd>
        </div>
      </dl>
      <section aria-label={v.steps} className="flex flex-col gap-1">
        <h2 className="text-lg font-bold">{v.steps}</h2>
        <ol className="flex flex-col gap-2">
          {ramschStepLines(t, score, names).map((line, index) => (
            <li key={index}>
              <span className="tabular-nums">{line.text}</span> (
              <HouseRuleLink rule={line.section} />)
            </li>
          ))}
        </ol>
      </section>
      <section aria-label={s.listEntry} className="flex flex-col gap-1">
        <h2 className="text-lg font-bold">{s.listEntry}</h2>
        <p className="text-lg font-semibold tabular-nums">{describeRamsch(t, score, names)}</p>
        {ramschOutcomeLines(t, score, names).map((line, index) => (
          <p key={index}>
            <span>{line.text}</span> (<HouseRuleLink rule={line.section} />)
          </p>
        ))}
      </section>
    </>
  );
}
