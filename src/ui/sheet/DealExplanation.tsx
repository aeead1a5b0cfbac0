import type { SheetRecord } from '../../db/records';
import { LOWEST_BID } from '../../domain/bids';
import type { DealScore } from '../../domain/score-types';
import type { SheetRow } from '../../domain/sheet-types';
import { IskoRuleLink, RuleLink } from '../common/RuleLink';
import { gameLabel } from '../common/game-label';
import type { Dictionary } from '../i18n/dictionary';
import {
  describeContract,
  describeListEntry,
  describeOverbid,
  describeSeegerFabian,
} from '../i18n/explain';
import { useT } from '../i18n/I18nProvider';
import { LevelsTable } from './LevelsTable';
import { SeatsLine } from './SeatsLine';
import { DealChanges } from './DealChanges';
import { DealRounds } from './DealRounds';
import { RamschExplanation } from './RamschExplanation';

interface DealExplanationProps {
  readonly sheet: SheetRecord;
  readonly row: SheetRow;
}

/**
 * Everything behind one line of the list, in the order a player checks it: who played what,
 * the levels with their rule numbers, the multiplication, the overbid, the list entry; a Ramsch
 * its losers, winner and steps. Then what the Bock and Ramsch rounds did, and every player's change.
 */
export function DealExplanation({ sheet, row }: DealExplanationProps) {
  const t = useT();
  const s = t.sheet;
  const score = row.score;
  const name = (seat: number) => sheet.playerNames[seat] ?? '';
  const fact = 'flex justify-between gap-3 border-b border-stone-200 py-2 dark:border-stone-800';
  const bock = row.bock > 0 ? t.game.bock(row.bock) : null;
  return (
    <div className="flex flex-col gap-5">
      <SeatsLine sheet={sheet} row={row} />
      {row.entry.kind === 'ramsch' ? (
        <RamschExplanation sheet={sheet} score={row.entry.score} bock={row.bock} />
      ) : score === null ? (
        <>
          <p className="text-lg">{s.passedExplained}</p>
          {bock && <p className="font-semibold">{bock}</p>}
        </>
      ) : (
        <>
          <dl className="flex flex-col">
            <div className={fact}>
              <dt>{s.declarer}</dt>
              <dd className="font-semibold">{name(score.deal.declarer)}</dd>
            </div>
            <div className={fact}>
              <dt>{s.game}</dt>
              <dd className="text-right font-semibold">{gameLabel(score.deal, t)}</dd>
            </div>
            <div className={fact}>
              <dt>{s.bid}</dt>
              <dd className="font-semibold tabular-nums">{bidLabel(score, s)}</dd>
            </div>
            <div className={fact}>
              <dt>{s.result}</dt>
              <dd className="text-right font-semibold">{resultLabel(score, t)}</dd>
            </div>
            {bock && (
              <div className={fact}>
                <dt>{s.bock}</dt>
                <dd className="font-semibold">{bock}</dd>
              </div>
            )}
          </dl>
          <LevelsTable score={score} />
          {score.overbid && (
            <section aria-label={s.overbid} className="flex flex-col gap-1">
              <h2 className="text-lg font-bold">{s.overbid}</h2>
              <p>
                {describeOverbid(t, score)} (<IskoRuleLink rule={score.overbid.rule} />)
              </p>
            </section>
          )}
          <section aria-label={s.listEntry} className="flex flex-col gap-1">
            <h2 className="text-lg font-bold">{s.listEntry}</h2>
            <p className="text-lg font-semibold tabular-nums">{describeListEntry(t, score)}</p>
            {sheet.setup.rules.list === 'seeger-fabian' && (
              <p className="tabular-nums">
                {s.seegerFabian}: {describeSeegerFabian(t, score)}{' '}
                <RuleLink rule="seeger-fabian" label={s.seegerFabian} />
              </p>
            )}
          </section>
        </>
      )}
      <DealRounds sheet={sheet} row={row} />
      <DealChanges sheet={sheet} row={row} />
    </div>
  );
}

/** The entry stores the lowest bid when nobody said the game was overbid: say just that. */
function bidLabel(score: DealScore, s: Dictionary['sheet']): string {
  if (score.overbid) return s.bidOverbid(score.deal.bid);
  return score.deal.bid === LOWEST_BID ? s.notOverbid : s.bidNotOverbid(score.deal.bid);
}

function resultLabel(score: DealScore, t: Dictionary): string {
  const contract = describeContract(t, score);
  return score.overbid && score.contract === 'made' ? t.sheet.madeButOverbid(contract) : contract;
}
