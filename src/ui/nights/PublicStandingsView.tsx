import { useId } from 'react';
import { Screen } from '../common/Screen';
import { formatDateTime } from '../i18n/format-time';
import { useI18n } from '../i18n/I18nProvider';
import { RankingCells, RankingHead } from './RankingHead';
import type { PublicStandings, PublicStandingsProblem } from './night-service';
import { shownDay } from './NightsList';
import { HeadedSection } from '../common/HeadedSection';

interface PublicStandingsViewProps {
  /** Null until the first read. */
  readonly standings: PublicStandings | null;
  /** The last read's problem; the standings read before stay shown. */
  readonly problem: PublicStandingsProblem | 'code-missing' | null;
}

/** The public standings of a night (#/standings/…): read-only, display names only, no login. */
export function PublicStandingsView({ standings, problem }: PublicStandingsViewProps) {
  const { t, locale } = useI18n();
  const p = t.nights.public;
  const headingId = useId();
  const problemWords =
    problem === null
      ? null
      : problem === 'code-missing'
        ? t.nights.codeMissing
        : problem === 'offline'
          ? p.offline
          : problem === 'not-found'
            ? p.notFound
            : p.damaged;
  return (
    <Screen title={standings ? standings.name : p.heading}>
      {standings === null && problem === null && <p role="status">{p.loading}</p>}
      {problemWords && <p role="alert">{problemWords}</p>}
      {standings && (
        <>
          <p>
            {shownDay(standings.date, locale)} · {standings.closed ? p.closed : p.live}
          </p>
          <p className="text-sm" role="status">
            {p.updated(formatDateTime(standings.updatedAt, locale) ?? '')}
          </p>
          <HeadedSection heading={p.heading} className="flex flex-col gap-2" id={headingId}>
            <div className="overflow-x-auto">
              <table aria-labelledby={headingId} className="w-full text-left text-lg tabular-nums">
                <RankingHead fees={false} />
                <tbody>
                  {standings.rows.map((row, index) => (
                    <tr key={index} className="border-b border-stone-200 dark:border-stone-700">
                      <RankingCells row={row} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </HeadedSection>
          {standings.tables.length > 0 && (
            <section aria-label={p.tablesHeading} className="flex flex-col gap-1">
              <h2 className="text-lg font-bold">{p.tablesHeading}</h2>
              <ul className="flex flex-col gap-1">
                {standings.tables.map((table) => (
                  <li key={`${table.series}-${table.table}`}>
                    {t.nights.night.seriesHeading(table.series + 1)} ·{' '}
                    {t.nights.night.tableHeading(table.table)}:{' '}
                    {t.nights.night.progress(table.deals, table.of)}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </Screen>
  );
}
