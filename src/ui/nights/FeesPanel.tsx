import type { NightSetup } from '../../domain/tournament/night-log';
import { nightCurrency } from '../../domain/tournament/fees';
import { prizePool } from '../../domain/tournament/prizes';
import { rankingRows, type NightRanking } from '../../domain/tournament/ranking';
import { useI18n } from '../i18n/I18nProvider';
import { formatMoney } from '../i18n/money-format';
import { HeadedSection } from '../common/HeadedSection';

/**
 * The fees the director set and the prize pool they make so far (issue 31: set once, shown
 * nowhere afterwards): on the night's page from planning to after closing, for every member.
 */
export function FeesPanel(props: {
  readonly setup: NightSetup;
  readonly ranking: NightRanking | null;
}) {
  const { t, locale } = useI18n();
  const g = t.nights.fees;
  const money = (cents: number) => formatMoney(cents, nightCurrency(props.setup.fees), locale);
  const { fees, prizes } = props.setup;
  const owed = props.ranking ? rankingRows(props.ranking).map((row) => row.fees) : [];
  const pool = prizePool(owed, prizes.source);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const shares = prizes.shares.map((share) => percent.format(share / 100)).join(', ');
  return (
    <HeadedSection heading={g.heading} className="flex flex-col gap-1">
      <p>{g.entry(money(fees.entry))}</p>
      <p>
        {g.lost(money(fees.perLost))}
        {fees.higher && ` ${g.higher(money(fees.higher.cents), fees.higher.from)}`}
      </p>
      <p>{g.pool(money(pool), t.nights.form.poolSource[prizes.source])}</p>
      <p>{prizes.shares.length > 0 ? g.shares(shares) : g.noShares}</p>
    </HeadedSection>
  );
}
