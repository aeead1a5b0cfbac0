import type { RankingRow } from '../../../domain/tournament/ranking';
import type { CurrencyCode } from '../../../domain/money';
import { totalOwed } from '../../../domain/tournament/fees';
import { formatNumber, formatTotal } from '../../i18n/format';
import { formatMoney } from '../../i18n/money-format';
import { useI18n } from '../../i18n/I18nProvider';
import { NUMBER_CELL, CELL } from '../../common/print/print-cells';
import { PrintHead, type PrintColumn } from './PrintHead';

interface ResultListProps {
  readonly nightName: string;
  readonly seriesCount: number;
  /** The night's total ranking, best first (rankingRows). */
  readonly rows: readonly RankingRow[];
  /** What the fees are in (the night's money settings). */
  readonly currency: CurrencyCode;
}

/**
 * The night's result list in the DSkV order: place, name, Seeger-Fabian points, games won and
 * lost, then each series' points, won and lost, then the fees: the entry fee and the lost-game
 * fee of every list (each series counted on its own), and what the player pays altogether.
 */
export function ResultList({ nightName, seriesCount, rows, currency }: ResultListProps) {
  const { t, locale } = useI18n();
  const s = t.nightPrint;
  const c = s.columns;
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const series = Array.from({ length: seriesCount }, (_, i) => i + 1);
  const text = (key: string, heading: string) => ({ key, heading, numeric: false });
  const number = (key: string, heading: string) => ({ key, heading, numeric: true });
  const columns: PrintColumn[] = [
    text('rank', c.rank),
    text('name', c.name),
    number('points', c.points),
    number('won', c.won),
    number('lost', c.lost),
    ...series.flatMap((n) =>
      [c.points, c.won, c.lost].map((column) => ({
        ...number(`${n}-${column}`, `${s.seriesShort(n)} ${column}`),
        name: s.seriesColumn(n, column),
      })),
    ),
    number('entry-fee', c.entryFee),
    number('lost-game-fee', c.lostGameFee),
    number('fees', c.fees),
  ];
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table className="w-full border-collapse text-sm print:text-xs">
        <caption className="sr-only">{s.resultListCaption(nightName)}</caption>
        <PrintHead columns={columns} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.playerId} className="break-inside-avoid">
              <td className={NUMBER_CELL}>{row.rank}</td>
              <th scope="row" className={`${CELL} text-left font-normal`}>
                {row.name}
              </th>
              <td className={`${NUMBER_CELL} font-bold`}>
                {formatTotal(row.seegerFabian, locale)}
              </td>
              <td className={NUMBER_CELL}>{formatNumber(row.won, locale)}</td>
              <td className={NUMBER_CELL}>{formatNumber(row.lost, locale)}</td>
              {series.flatMap((number) => {
                const list = row.bySeries[number - 1];
                return [
                  list ? formatTotal(list.seegerFabian, locale) : '',
                  list ? formatNumber(list.won, locale) : '',
                  list ? formatNumber(list.lost, locale) : '',
                ].map((text, i) => (
                  <td key={`${number}-${i}`} className={NUMBER_CELL}>
                    {text}
                  </td>
                ));
              })}
              <td className={NUMBER_CELL}>{money(row.fees.entry)}</td>
              <td className={NUMBER_CELL}>{money(row.fees.lostGames)}</td>
              <td className={NUMBER_CELL}>{money(totalOwed(row.fees))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
