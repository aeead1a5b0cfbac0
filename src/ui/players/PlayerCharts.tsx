import { useState } from 'react';
import type { Evening } from '../../domain/player-stats';
import type { SeatSummary, StatGame } from '../../domain/seat-summary';
import { LineChart } from '../common/charts/LineChart';
import { ShareChart } from '../common/charts/ShareChart';
import type { Dictionary } from '../i18n/dictionary';
import { formatNumber, formatTotal } from '../i18n/format';
import { formatDate } from '../i18n/format-time';
import { useI18n } from '../i18n/I18nProvider';
import { declaredByGame, declaredInAll, seegerFabianOverTime } from './player-chart-data';
import { BODY_ROW, ColumnHeads, numberColumns } from '../common/ColumnHeads';
import { HeadedSection } from '../common/HeadedSection';

/** A game as the player page names it: "Clubs", "Grand", "Null ouvert hand". */
export function gameName(t: Dictionary, game: StatGame): string {
  if (game === 'grand') return t.game.grand;
  if (game in t.game.suits) return t.game.suits[game as keyof Dictionary['game']['suits']].name;
  return t.game.nullVariants[game as keyof Dictionary['game']['nullVariants']];
}

const CELL = 'px-1 py-1 text-right tabular-nums';
/** More evenings than this: their table is drawn when opened (a season of a club is fewer). */
export const MANY_EVENINGS = 100;

/**
 * The player's Seeger-Fabian points evening by evening as a line chart (one image to a screen
 * reader, named by what it shows) with the numbers behind it as a table; Bierlachs evenings are
 * left out, and the page says so.
 */
export function SeegerFabianChart(props: {
  readonly name: string;
  readonly evenings: readonly Evening[];
  readonly sheetHref: (sheetId: string) => string;
}) {
  const { locale, t } = useI18n();
  const p = t.players;
  const [opened, setOpened] = useState(false);
  const over = seegerFabianOverTime(props.evenings);
  const many = over.evenings.length > MANY_EVENINGS;
  const leftOut = over.bierlachsLeftOut > 0 ? p.seegerFabianLeftOut(over.bierlachsLeftOut) : '';
  // Built only when shown: a date is formatted per row, and a season may hold thousands of rows.
  const numbers = () => (
    <div className="overflow-x-auto print:overflow-visible">
      <table className="w-full border-collapse text-sm">
        <caption className="text-left font-semibold">{p.seegerFabianNumbers}</caption>
        <ColumnHeads
          look="chart"
          cell="px-1 py-1 font-semibold"
          columns={[
            { label: p.evening },
            { label: p.date },
            ...numberColumns(p.dealsPlayed, p.seegerFabianPoints, p.per48),
          ]}
        />
        <tbody>
          {over.evenings.map((evening) => (
            <tr key={evening.sheetId} className={BODY_ROW}>
              <th scope="row" className="px-1 py-1 text-left font-normal tabular-nums">
                {formatNumber(evening.number, locale)}
              </th>
              <td className="px-1 py-1">
                <a className="underline" href={props.sheetHref(evening.sheetId)}>
                  {formatDate(evening.startedAt, locale) ?? t.history.unknownTime}
                </a>
              </td>
              <td className={CELL}>{formatNumber(evening.deals, locale)}</td>
              <td className={CELL}>{formatTotal(evening.points, locale)}</td>
              <td className={CELL}>
                {evening.per48 === null
                  ? '–'
                  : formatTotal(Math.round(evening.per48 * 10) / 10, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <HeadedSection heading={p.seegerFabianChart} className="flex flex-col gap-2">
      {over.evenings.length === 0 ? (
        <p>{p.noSeegerFabianEvenings}</p>
      ) : (
        <>
          <LineChart
            series={[{ name: props.name, values: over.evenings.map((e) => e.points) }]}
            xLabels={over.evenings.map((e) => formatNumber(e.number, locale))}
            label={[
              p.seegerFabianSummary(props.name, over.evenings.length),
              leftOut,
              t.chart.numbersBelow,
            ]
              .filter((sentence) => sentence !== '')
              .join(' ')}
            formatY={(value) => formatTotal(value, locale)}
            height={200}
          />
          {many ? (
            // Hundreds of evenings: their rows are drawn when asked for, so the page opens fast.
            <details onToggle={(event) => setOpened(event.currentTarget.open)}>
              <summary>{t.chart.numbers}</summary>
              {opened && numbers()}
            </details>
          ) : (
            numbers()
          )}
        </>
      )}
      {leftOut !== '' && <p className="text-sm">{leftOut}</p>}
    </HeadedSection>
  );
}

/**
 * Each game's share of the games the player declared (each suit, grand, each null variant): a
 * table whose rows carry the count and the percentage, the bars beside them are decoration.
 */
export function GameSharesChart({ summary }: { readonly summary: SeatSummary }) {
  const { locale, t } = useI18n();
  const p = t.players;
  if (declaredInAll(summary) === 0) {
    return (
      <section className="flex flex-col gap-1">
        <h2 className="text-lg font-bold">{p.gameShares}</h2>
        <p>{p.noGamesDeclared}</p>
      </section>
    );
  }
  return (
    <ShareChart
      caption={p.gameShares}
      headings={{ label: p.game, count: p.declared, share: p.share }}
      rows={declaredByGame(summary).map(({ game, declared }) => ({
        label: gameName(t, game),
        count: declared,
      }))}
      formatCount={(count) => formatNumber(count, locale)}
      formatPercent={(percent) => p.percent(formatNumber(percent, locale))}
    />
  );
}
