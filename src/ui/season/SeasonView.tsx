import { useId, useState } from 'react';
import type { SeasonRow, SeasonRule } from '../../domain/tournament/season';
import type { ClubProblem } from '../../sync/club/club-sheets';
import type { ClubLogin } from '../../sync/club/login';
import { Button } from '../common/Button';
import { downloadFile, shareOrDownload } from '../common/deliver-file';
import { formatNumber, formatTotal } from '../i18n/format';
import { formatDate } from '../i18n/format-time';
import { useI18n } from '../i18n/I18nProvider';
import { INTL_TAG, type Locale } from '../i18n/locale';
import type { NightSummary } from './season-data';
import { seasonFile } from './season-file';
import { SeasonRuleForm, type SeasonRuleFormProps } from './SeasonRuleForm';
import { ColumnHeads, numberColumns } from '../common/ColumnHeads';
import { CELL, HEAD_CELL, NUMBER_CELL } from '../common/print/print-cells';
import { HeadedSection } from '../common/HeadedSection';
import { clubRefusalWords } from '../common/club-refusal-words';

/** The season's results file: built with the button's tap only. */
const loadExport = () => import('./export-season');

const FIELD =
  'min-h-12 w-24 rounded-xl border border-stone-300 bg-white px-3 dark:border-stone-600 dark:bg-stone-800';

interface SeasonViewProps {
  readonly year: string;
  /** The years the club has nights in, the latest first. */
  readonly years: readonly string[];
  readonly onYear: (year: string) => void;
  readonly login: ClubLogin;
  /** The club's rule in force for the year, and what its form needs. */
  readonly ruleForm: SeasonRuleFormProps;
  /** The year's nights in the order played; the closed ones with results count. */
  readonly nights: readonly NightSummary[];
  /** seasonRanking of the counted nights under `rule`. */
  readonly rows: readonly SeasonRow[];
}

/** Points per list to two decimals, a sum whole: the language's way. */
function pointsText(value: number, count: SeasonRule['count'], locale: Locale): string {
  if (count === 'sum') return formatTotal(value, locale);
  return new Intl.NumberFormat(INTL_TAG[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(value)
    .replace('-', '−');
}

function dayText(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return formatDate(new Date(year, month - 1, day).getTime(), locale) ?? date;
}

/** The season ranking of a year: the rule, the ranked players, those not yet ranked, the nights. */
export function SeasonView(props: SeasonViewProps) {
  const { login, year, years, onYear, ruleForm, nights, rows } = props;
  const { rule } = ruleForm;
  const { t, locale } = useI18n();
  const s = t.season;
  const yearId = useId();
  const [message, setMessage] = useState('');
  const ranked = rows.filter((row) => row.qualified);
  const below = rows.filter((row) => !row.qualified);
  const counted = nights.filter((night) => night.closed && night.results).length;
  const file = () => seasonFile(rows, year, rule, t, locale);

  const exportSeason = async () => {
    setMessage(s.exportingSeason);
    try {
      const { exportSeasonResults } = await loadExport();
      const exported = await exportSeasonResults(login, year, rule, nights);
      setMessage(
        exported.ok
          ? s.seasonExported(exported.value)
          : s.seasonExportFailed(problemWords(exported.errors[0] ?? 'offline')),
      );
    } catch {
      setMessage(s.seasonExportFailed(t.nights.codeMissing));
    }
  };
  const problemWords = (problem: ClubProblem) => clubRefusalWords(t, problem);

  const share = async () => {
    const delivery = await shareOrDownload(file(), s.shareTitle(year));
    setMessage(delivery === 'share-failed' ? s.shareFailed : '');
  };

  const table = (caption: string, shown: readonly SeasonRow[]) => (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads
          look="print"
          cell={HEAD_CELL}
          start=""
          columns={[
            { label: s.columns.rank },
            { label: s.columns.name },
            ...numberColumns(
              rule.count === 'average' ? s.pointsPerList : s.columns.points,
              s.columns.lists,
              s.columns.nights,
              s.columns.won,
              s.columns.lost,
            ),
          ]}
        />
        <tbody>
          {shown.map((row) => (
            <tr key={row.playerId}>
              <td className={NUMBER_CELL}>{row.rank ?? ''}</td>
              <th scope="row" className={`${CELL} text-left font-normal`}>
                {row.name}
              </th>
              <td className={`${NUMBER_CELL} font-bold`}>
                {pointsText(row.points, rule.count, locale)}
              </td>
              <td className={NUMBER_CELL}>{formatNumber(row.lists, locale)}</td>
              <td className={NUMBER_CELL}>{formatNumber(row.nights, locale)}</td>
              <td className={NUMBER_CELL}>{formatNumber(row.won, locale)}</td>
              <td className={NUMBER_CELL}>{formatNumber(row.lost, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <label htmlFor={yearId} className="font-semibold">
          {s.year}
        </label>
        <select
          id={yearId}
          value={year}
          onChange={(event) => onYear(event.target.value)}
          className={`${FIELD} w-32`}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>

      <SeasonRuleForm {...ruleForm} />

      <p>{s.nights(counted)}</p>
      {counted === 0 ? (
        <p>{s.noNights}</p>
      ) : (
        <>
          <HeadedSection
            heading={s.ranked}
            className="flex flex-col gap-2"
            headingClassName="text-xl font-bold"
          >
            {ranked.length === 0 ? <p>{s.nobody}</p> : table(s.rankedCaption(year), ranked)}
          </HeadedSection>
          {below.length > 0 && (
            <section aria-label={s.notQualified} className="flex flex-col gap-2">
              <h2 className="text-xl font-bold">{s.notQualified}</h2>
              <p className="text-sm">{s.notQualifiedHelp(rule.minLists, rule.minNights)}</p>
              {table(s.notQualifiedCaption(year), below)}
            </section>
          )}
          <nav aria-label={s.exportLabel} className="flex flex-col gap-2">
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => downloadFile(file())}>{s.downloadCsv}</Button>
              <Button onClick={() => void share()}>{s.share}</Button>
              <Button onClick={() => void exportSeason()}>{s.exportSeason}</Button>
            </div>
            <p role="status">{message}</p>
          </nav>
        </>
      )}

      <HeadedSection
        heading={s.nightsList}
        className="flex flex-col gap-2"
        headingClassName="text-xl font-bold"
      >
        <ul className="flex flex-col gap-2">
          {nights.map((night) => (
            <li key={night.key}>
              <a href={`#/night/${encodeURIComponent(night.key)}`} className="underline">
                {[
                  night.name,
                  dayText(night.date, locale),
                  ...(night.closed ? [] : [s.nightOpen]),
                ].join(' · ')}
              </a>
            </li>
          ))}
        </ul>
      </HeadedSection>
    </div>
  );
}
