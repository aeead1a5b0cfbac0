import { useMemo, useState } from 'react';
import { headToHead, playerStats, sheetsWith } from '../../domain/player-stats';
import { playerName } from '../../domain/roster';
import { seegerFabianPer48 } from '../../domain/seat-summary';
import { BackLink } from '../common/BackLink';
import { Screen } from '../common/Screen';
import { formatNumber } from '../i18n/format';
import { formatDate } from '../i18n/format-time';
import { useI18n } from '../i18n/I18nProvider';
import { useStatsView, yearPeriod } from './stats-data';

interface GroupScreenProps {
  readonly backHref: string;
  readonly sheetHref: (sheetId: string) => string;
}

/**
 * A group of players (the Thursday table, "Skatrunde"): their evenings together, the standings
 * after each, who finished ahead of whom, and a season's total.
 */
export function GroupScreen({ backHref, sheetHref }: GroupScreenProps) {
  const { t, locale } = useI18n();
  const p = t.players;
  const [group, setGroup] = useState<readonly string[]>([]);
  // Every evening of the group has its first player: only their sheets are read.
  const { view } = useStatsView(group[0] ?? null);
  const [season, setSeason] = useState('all');
  const period = season === 'all' ? null : yearPeriod(Number(season));
  const together = useMemo(
    () => (view && group.length >= 2 ? sheetsWith(view.played, group, period) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view, group, season],
  );
  if (!view) return <p role="status">{p.loading}</p>;
  const years = [
    ...new Set(view.played.map((sheet) => new Date(sheet.startedAt).getFullYear())),
  ].sort((a, b) => b - a);
  const name = (id: string) => playerName(view.roster, id);
  const number = (value: number) => formatNumber(Math.round(value * 10) / 10, locale);
  const evenings = group.map((id) => playerStats(together, id).evenings);
  const totals = group.map((id) => playerStats(together, id).summary);
  const h2h = headToHead(together, group);
  const running = group.map(() => 0);
  const ranked = group
    .map((id, index) => ({
      id,
      points: evenings[index]?.reduce((s, e) => s + e.points, 0) ?? 0,
      index,
    }))
    .sort((a, b) => b.points - a.points);

  return (
    <Screen title={p.groupTitle} leading={<BackLink href={backHref} label={p.backToPlayers} />}>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="font-semibold">{p.groupChoose}</legend>
        {view.players.map((player) => (
          <label key={player.id} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={group.includes(player.id)}
              onChange={(event) =>
                setGroup(
                  event.target.checked
                    ? [...group, player.id]
                    : group.filter((id) => id !== player.id),
                )
              }
            />
            {player.name}
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col">
        {p.season}
        <select
          value={season}
          onChange={(event) => setSeason(event.target.value)}
          className="rounded border px-2 py-1"
        >
          <option value="all">{p.allTime}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {String(year)}
            </option>
          ))}
        </select>
      </label>
      {group.length < 2 && <p>{p.groupHint}</p>}
      {group.length >= 2 && together.length === 0 && <p>{p.groupNone}</p>}
      {together.length > 0 && (
        <>
          <table className="w-full text-left">
            <caption className="text-left text-lg font-bold">{p.seasonTotal}</caption>
            <thead>
              <tr>
                <th scope="col">{p.rank}</th>
                <th scope="col">{p.name}</th>
                <th scope="col">{p.points}</th>
                <th scope="col">{p.seegerFabianPer48}</th>
              </tr>
            </thead>
            <tbody>
              {ranked.map((row, rank) => {
                const summary = totals[row.index];
                const per48 = summary ? seegerFabianPer48(summary) : null;
                return (
                  <tr key={row.id}>
                    <td>{number(rank + 1)}</td>
                    <th scope="row">{name(row.id)}</th>
                    <td>{number(row.points)}</td>
                    <td>{per48 === null ? '–' : number(per48)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <table className="w-full text-left">
            <caption className="text-left text-lg font-bold">{p.groupEvenings}</caption>
            <thead>
              <tr>
                <th scope="col">{p.date}</th>
                {group.map((id) => (
                  <th key={id} scope="col">
                    {name(id)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {together.map((sheet, row) => (
                <tr key={sheet.sheetId}>
                  <th scope="row">
                    <a className="underline" href={sheetHref(sheet.sheetId)}>
                      {formatDate(sheet.startedAt, locale) ?? t.history.unknownTime}
                    </a>
                  </th>
                  {group.map((id, index) => (
                    <td key={id}>{number(evenings[index]?.[row]?.points ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <table className="w-full text-left">
            <caption className="text-left text-lg font-bold">{p.standings}</caption>
            <thead>
              <tr>
                <th scope="col">{p.afterEvening}</th>
                {group.map((id) => (
                  <th key={id} scope="col">
                    {name(id)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {together.map((sheet, row) => (
                <tr key={sheet.sheetId}>
                  <th scope="row">
                    {formatDate(sheet.startedAt, locale) ?? t.history.unknownTime}
                  </th>
                  {group.map((id, index) => {
                    running[index] = (running[index] ?? 0) + (evenings[index]?.[row]?.points ?? 0);
                    return <td key={id}>{number(running[index] ?? 0)}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <table className="w-full text-left">
            <caption className="text-left text-lg font-bold">{p.headToHead}</caption>
            <thead>
              <tr>
                <td />
                {group.map((id) => (
                  <th key={id} scope="col">
                    {name(id)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {group.map((id, a) => (
                <tr key={id}>
                  <th scope="row">{name(id)}</th>
                  {group.map((other, b) => (
                    <td key={other}>{a === b ? '–' : number(h2h.ahead[a]?.[b] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-sm">{p.headToHeadHint}</p>
        </>
      )}
    </Screen>
  );
}
