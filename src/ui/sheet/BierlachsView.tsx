import { useMemo, useState, type ReactNode } from 'react';
import type { SheetRecord } from '../../db/records';
import { bierlachsDelta, explainBierlachsCount, type BierlachsSheet } from '../../domain/bierlachs';
import type { SheetScore } from '../../domain/sheet-types';
import type { Dictionary } from '../i18n/dictionary';
import { formatSigned, formatTotal } from '../i18n/format';
import { seatName } from '../i18n/house-errors';
import { useI18n } from '../i18n/I18nProvider';
import { DealList, type DealListProps, type ListCounts } from './DealList';
import { TotalButton } from './StandingsTable';
import { BODY_ROW } from '../common/ColumnHeads';
import { StandingsHead } from './StandingsHead';
import { DealSummands, SumDialog } from './SumDialog';

interface BierlachsViewProps extends Omit<DealListProps, 'counts'> {
  /** The sheet's Bierlachs rounds, counts and standings, as scoreSheet gave them. */
  readonly counted: BierlachsSheet;
  /** The link to the sheet's chart (what each player has left, deal by deal), under the standings. */
  readonly chartLink?: ReactNode;
  /** Say, where a points list offers its settle-up, why this sheet has none. */
  readonly noSettleUp?: boolean;
}

/** "Ben buys the beer", "Ben and Carl buy the beer": who lost a round. */
export function beerText(t: Dictionary, names: readonly string[], losers: readonly number[]) {
  return t.bierlachs.buysBeer(losers.map((seat) => seatName(t, names, seat)));
}

/**
 * A Bierlachs sheet (fetched only for one): the standings by rounds lost, then what is left; the
 * rounds and who bought the beer; and the list with what each player has left after each deal.
 */
export function BierlachsView({
  counted,
  chartLink,
  noSettleUp = false,
  ...list
}: BierlachsViewProps) {
  const { sheet, score } = list;
  const { t } = useI18n();
  const b = t.bierlachs;
  const counts = useMemo((): ListCounts => {
    const startsAt = new Map(counted.rounds.map((round, i) => [round.firstDeal, i + 1]));
    const endedBy = new Map(counted.rounds.map((round) => [round.lastDeal, round.losers]));
    return {
      after: counted.countsAfter,
      now: counted.counts,
      nowLabel: b.count,
      lineBefore: (index) => {
        const round = startsAt.get(index);
        return round === undefined ? null : b.roundStarts(round, counted.limit);
      },
      mark: (index) => {
        const losers = endedBy.get(index);
        return losers === undefined ? null : beerText(t, sheet.playerNames, losers);
      },
      changed: (index, seat) => {
        const row = score.rows[index];
        return row !== undefined && (bierlachsDelta(row)[seat] ?? 0) !== 0;
      },
    };
  }, [counted, score.rows, b, t, sheet.playerNames]);
  return (
    <>
      <BierlachsStandings sheet={sheet} score={score} counted={counted} />
      {noSettleUp && <p className="text-sm">{t.settle.bierlachs}</p>}
      {chartLink}
      <BierlachsRounds sheet={sheet} counted={counted} />
      <DealList {...list} counts={counts} />
    </>
  );
}

function BierlachsStandings(props: {
  readonly sheet: SheetRecord;
  readonly score: SheetScore;
  readonly counted: BierlachsSheet;
}) {
  const { sheet, score, counted } = props;
  const { locale, t } = useI18n();
  const s = t.sheet;
  const b = t.bierlachs;
  const [explained, setExplained] = useState<number | null>(null);
  const title = score.complete ? s.finalStandings : s.standings;
  const cell = 'px-2 py-2 text-right tabular-nums';
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <h2 className="text-lg font-bold">{title}</h2>
      <table className="w-full border-collapse text-base">
        <StandingsHead
          counts={[
            { label: b.roundsLost, end: true },
            { label: b.count, title: b.countLong, end: true },
          ]}
        />
        <tbody>
          {counted.standings.map((standing) => {
            const name = sheet.playerNames[standing.seat] ?? '';
            const count = formatTotal(standing.count, locale);
            return (
              <tr key={standing.seat} className={BODY_ROW}>
                <td className="px-2 py-2 tabular-nums">{standing.rank}</td>
                <th scope="row" className="max-w-0 truncate px-2 py-2 text-left font-semibold">
                  <bdi>{name}</bdi>
                </th>
                <td className={`${cell} font-bold`}>{standing.roundsLost}</td>
                <td className={cell}>
                  <TotalButton
                    label={b.explainCount(name, count)}
                    total={count}
                    onOpen={() => setExplained(standing.seat)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {explained !== null && (
        <CountExplanation
          sheet={sheet}
          score={score}
          limit={counted.limit}
          seat={explained}
          onClose={() => setExplained(null)}
        />
      )}
    </section>
  );
}

function BierlachsRounds(props: { readonly sheet: SheetRecord; readonly counted: BierlachsSheet }) {
  const { t } = useI18n();
  const b = t.bierlachs;
  const ended = props.counted.rounds.flatMap((round, i) =>
    round.lastDeal === null ? [] : [{ ...round, lastDeal: round.lastDeal, number: i + 1 }],
  );
  return (
    <section aria-label={b.rounds} className="flex flex-col gap-1">
      <h2 className="text-lg font-bold">{b.rounds}</h2>
      {ended.length === 0 ? (
        <p className="text-stone-600 dark:text-stone-400">{b.noRoundLost}</p>
      ) : (
        <ol className="flex flex-col">
          {ended.map((round) => (
            <li key={round.number} className="py-1">
              {b.roundLine(
                round.number,
                round.firstDeal + 1,
                round.lastDeal + 1,
                beerText(t, props.sheet.playerNames, round.losers),
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** "How do I have 212 left?": the limit, then each deal of the running round that took points. */
function CountExplanation(props: {
  readonly sheet: SheetRecord;
  readonly score: SheetScore;
  readonly limit: number;
  readonly seat: number;
  readonly onClose: () => void;
}) {
  const { sheet, score, limit, seat, onClose } = props;
  const { t, locale } = useI18n();
  const b = t.bierlachs;
  const players = sheet.playerNames.length;
  const explained = explainBierlachsCount(score.rows, players, limit, seat, score.complete);
  const name = seatName(t, sheet.playerNames, seat);
  return (
    <SumDialog title={b.countTitle(name, formatTotal(explained.count, locale))} onClose={onClose}>
      <p>{b.countStart(explained.round, limit, explained.firstDeal + 1)}</p>
      <DealSummands
        label={b.countDeals}
        empty={b.noDealsTook}
        rows={score.rows}
        lines={explained.lines}
        amount={(line) => formatSigned(line.taken, locale)}
      />
      <div className="flex justify-between gap-3 py-1 text-lg font-bold">
        <span>{b.countIs}</span>
        <span className="tabular-nums">{formatTotal(explained.count, locale)}</span>
      </div>
    </SumDialog>
  );
}
