import type { CurrencyCode } from '../../../domain/money';
import { prizeList, prizePool, type PoolSource } from '../../../domain/tournament/prizes';
import type { RankingRow } from '../../../domain/tournament/ranking';
import type { PrizesPayable } from '../../../domain/tournament/list-confirmation';
import { formatMoney } from '../../i18n/money-format';
import { useI18n } from '../../i18n/I18nProvider';
import { CELL, NUMBER_CELL } from '../../common/print/print-cells';
import { PrintHead } from './PrintHead';

interface PrizeListProps {
  readonly nightName: string;
  /** The night's total ranking, best first (rankingRows): its places and its fees. */
  readonly rows: readonly RankingRow[];
  /** The club's shares: a percentage of the pool for place 1, 2, 3 … */
  readonly shares: readonly number[];
  readonly source: PoolSource;
  /** What the fees are in (the night's money settings). */
  readonly currency: CurrencyCode;
  /** Whether the prizes may be paid (night-print-data.ts); absent: not checked. */
  readonly payable?: PrizesPayable;
}

/**
 * The prize list: the pool (every player's entry fee, and the lost-game fees when the club adds
 * them) split by the shares; players sharing a place share its prizes (prizes.ts).
 */
export function PrizeList({ nightName, rows, shares, source, currency, payable }: PrizeListProps) {
  const { t, locale } = useI18n();
  const s = t.nightPrint;
  const c = s.prizeColumns;
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const pool = prizePool(
    rows.map((row) => row.fees),
    source,
  );
  const poolLine = `${s.pool(money(pool))} (${s.poolSource[source]})`;
  if (shares.length === 0) {
    return (
      <>
        <p>{poolLine}</p>
        <p>{s.noShares}</p>
      </>
    );
  }
  // Lists not all confirmed and no release by the director: the list says so instead of paying.
  if (payable && !payable.payable) {
    return (
      <>
        <p>{poolLine}</p>
        <p role="note" className="font-bold">
          {t.listConfirm.printNotPayable(payable.waiting.length)}
        </p>
      </>
    );
  }
  const list = prizeList(rows, pool, shares);
  if (!list.ok) return <p role="alert">{s.sharesInvalid}</p>;
  const names = new Map(rows.map((row) => [row.playerId, row.name]));
  return (
    <>
      <p>{poolLine}</p>
      <table className="w-full border-collapse text-sm print:text-xs">
        <caption className="sr-only">{s.prizeListCaption(nightName)}</caption>
        <PrintHead
          columns={[
            { key: 'rank', heading: c.rank, numeric: false },
            { key: 'name', heading: c.name, numeric: false },
            { key: 'share', heading: c.share, numeric: true },
            { key: 'prize', heading: c.prize, numeric: true },
          ]}
        />
        <tbody>
          {list.value.prizes.map((prize) => (
            <tr key={prize.playerId}>
              <td className={NUMBER_CELL}>{prize.rank}</td>
              <th scope="row" className={`${CELL} text-left font-normal`}>
                {names.get(prize.playerId) ?? prize.playerId}
              </th>
              <td className={NUMBER_CELL}>{s.percent(prize.share)}</td>
              <td className={`${NUMBER_CELL} font-bold`}>{money(prize.cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.value.rest > 0 && <p>{s.rest(money(list.value.rest))}</p>}
    </>
  );
}
