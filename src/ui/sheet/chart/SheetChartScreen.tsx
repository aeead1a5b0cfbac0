import { pointListOf } from '../../../domain/rules';
import { useId } from 'react';
import type { SheetRecord } from '../../../db/records';
import type { SheetScore } from '../../../domain/sheet-types';
import { buttonClasses } from '../../common/Button';
import { LineChart } from '../../common/charts/LineChart';
import { ErrorList } from '../../common/ErrorList';
import { Icon } from '../../common/icons';
import { formatList, formatNumber, formatTotal } from '../../i18n/format';
import { seatName } from '../../i18n/house-errors';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { SheetMissing } from '../../common/Missing';
import { SheetPage, type SheetPageProps } from '../SheetPage';
import { useSheetData } from '../useSheetData';
import { sheetChartData, type DealRun, type SheetChartData } from './sheet-chart-data';
import { BODY_ROW, ColumnHeads } from '../../common/ColumnHeads';

/**
 * The sheet's running totals as a line chart, deal by deal, with its Bock and Ramsch rounds
 * marked, and the numbers behind it as a table under it (which is also what a screen reader
 * reads). Both print: the header's actions are left out of the printed page.
 */
export function SheetChartScreen({ sheetId, links }: SheetPageProps) {
  const t = useT();
  const data = useSheetData(sheetId);
  if (data.status === 'loading') return null;
  if (data.status === 'missing') return <SheetMissing sheetsHref={links.sheets} />;
  const print = (
    <button
      type="button"
      aria-label={t.chart.print}
      title={t.chart.print}
      onClick={() => window.print()}
      className={buttonClasses('quiet', 'px-3 print:hidden')}
    >
      <Icon name="printer" />
    </button>
  );
  return (
    <SheetPage
      title={t.chart.title}
      sheetName={data.sheet.name}
      backHref={links.sheet}
      trailing={print}
    >
      {data.status === 'invalid' ? (
        <>
          <p>{t.sheet.invalid}</p>
          <ErrorList messages={data.messages} />
        </>
      ) : (
        <SheetChart sheet={data.sheet} score={data.score} />
      )}
    </SheetPage>
  );
}

/**
 * The chart of a points list (each seat's running total from 0), or of Bierlachs (what each seat
 * has left, from the limit down, each round's end marked by an upright rule).
 */
function SheetChart({ sheet, score }: { readonly sheet: SheetRecord; readonly score: SheetScore }) {
  const { locale, t } = useI18n();
  const rule = sheet.setup.rules.list;
  const data = sheetChartData(score);
  if (data.rows.length === 0) return <p>{t.chart.empty}</p>;
  const ranges = (runs: readonly DealRun[]) =>
    formatList(
      runs.map((run) => t.chart.dealRange(run.first, run.last)),
      locale,
    );
  const names = formatList(sheet.playerNames, locale);
  const summary = [
    typeof rule === 'string'
      ? t.chart.summary(names, data.rows.length)
      : t.chart.bierlachsSummary(names, data.rows.length),
    data.roundEnds.length > 0
      ? t.chart.roundEndsIn(
          ranges(data.roundEnds.map((deal) => ({ first: deal, last: deal }))),
          data.roundEnds.length,
        )
      : '',
    data.bockRuns.length > 0 ? t.chart.bockIn(ranges(data.bockRuns)) : '',
    data.ramschRuns.length > 0 ? t.chart.ramschIn(ranges(data.ramschRuns)) : '',
    t.chart.numbersBelow,
  ]
    .filter((sentence) => sentence !== '')
    .join(' ');
  return (
    <>
      <p className="text-stone-600 dark:text-stone-400 print:text-black">
        {typeof rule === 'string'
          ? t.chart.points[pointListOf(rule)]
          : t.chart.bierlachsPoints(rule.limit)}
      </p>
      <LineChart
        series={sheet.playerNames.map((name, seat) => ({
          name,
          values: data.series[seat] ?? [],
        }))}
        xLabels={[t.chart.start, ...data.rows.map((row) => formatNumber(row.deal, locale))]}
        bands={[
          ...data.bockRuns.map((run) => ({
            from: run.first - 1,
            to: run.last,
            kind: 'shaded' as const,
          })),
          ...data.ramschRuns.map((run) => ({
            from: run.first - 1,
            to: run.last,
            kind: 'hatched' as const,
          })),
          ...data.roundEnds.map((deal) => ({ from: deal, to: deal, kind: 'edge' as const })),
        ]}
        bandNames={{
          shaded: t.chart.bockRound,
          hatched: t.chart.ramschRound,
          edge: t.chart.roundEnd,
        }}
        label={summary}
        formatY={(value) => formatTotal(value, locale)}
      />
      <ChartNumbers names={sheet.playerNames} data={data} />
    </>
  );
}

const CELL = 'px-1 py-1 text-right tabular-nums';
/** A round's mark in the table, as on the sheet's rows; "Ramsch round" may wrap on a phone. */
const MARK =
  'inline-block rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100 print:border print:border-black print:bg-white print:text-black';

type ChartRow = SheetChartData['rows'][number];

/** Whether a deal's row has anything for the rounds column. */
function hasMark(row: ChartRow): boolean {
  return row.bock > 0 || row.ramschRound || row.voided || row.losers.length > 0;
}

/** The numbers behind the chart: each deal's running totals and the rounds it was in. */
function ChartNumbers({
  names,
  data,
}: {
  readonly names: readonly string[];
  readonly data: SheetChartData;
}) {
  const { locale, t } = useI18n();
  const headingId = useId();
  // A sheet without Bock or Ramsch rounds, voids or beer has nothing for the last column.
  const marked = data.rows.some(hasMark);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <h2 id={headingId} className="text-lg font-bold">
        {t.chart.numbers}
      </h2>
      {/* Four players with four-digit totals may not fit a 360 px phone: the table then scrolls
          sideways on its own, never the page. */}
      <div className="overflow-x-auto print:overflow-visible">
        <table className="w-full border-collapse text-sm">
          <ColumnHeads
            look="chart"
            cell="px-1 py-1 font-semibold"
            columns={[
              { label: t.chart.deal },
              ...names.map((name) => ({
                label: <bdi>{name}</bdi>,
                end: true,
                extra: 'hyphens-auto [overflow-wrap:anywhere]',
              })),
              marked && { label: t.chart.rounds },
            ]}
          />
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.deal} className={BODY_ROW}>
                <th scope="row" className="px-1 py-1 text-left font-normal tabular-nums">
                  {row.voided ? (
                    <s>{formatNumber(row.deal, locale)}</s>
                  ) : (
                    formatNumber(row.deal, locale)
                  )}
                </th>
                {row.totals.map((total, seat) => (
                  <td key={seat} className={CELL}>
                    {formatTotal(total, locale)}
                  </td>
                ))}
                {marked && (
                  <td className="px-1 py-1">
                    <span className="flex flex-wrap gap-1">
                      {row.bock > 0 && (
                        // "Bock ×16" in one piece.
                        <span className={`${MARK} whitespace-nowrap`}>{t.game.bock(row.bock)}</span>
                      )}
                      {row.ramschRound && (
                        <span className={MARK}>{t.roundsView.ramschRoundMark}</span>
                      )}
                      {row.voided && <span className={MARK}>{t.history.voidedMark}</span>}
                      {row.losers.length > 0 && (
                        <span className={MARK}>
                          {t.bierlachs.buysBeer(row.losers.map((seat) => seatName(t, names, seat)))}
                        </span>
                      )}
                    </span>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
