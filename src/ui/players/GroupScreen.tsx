import { useEffect, useMemo, useState } from 'react';
import { getSetting, setSetting } from '../../db/settings';
import { groupStats, latestFirst } from '../../domain/player-stats';
import { playerName, resolvePlayer } from '../../domain/roster';
import { BackLink } from '../common/BackLink';
import { Button } from '../common/Button';
import { Screen } from '../common/Screen';
import { formatNumber } from '../i18n/format';
import { formatDate, formatDateTime } from '../i18n/format-time';
import { useI18n } from '../i18n/I18nProvider';
import { ALL_TIME, PeriodPicker, periodOf, yearsOf, type PeriodChoice } from './PeriodPicker';
import { PlayerChoice } from '../common/PlayerChoice';
import { StatsLoading } from './StatsLoading';
import { StatsTable } from './StatsTable';
import { useStatsView, type StatsView } from './stats-data';

/** Evenings shown at first, and added by each "Show more": a page, not 3,000 rows. */
export const EVENINGS_PER_PAGE = 20;

/**
 * The group chosen, kept as a setting so the table's players are there again on the next visit.
 * Ids of players no longer on the roster (merged, or a restored older backup) are dropped.
 */
function useLastGroup() {
  const [group, setGroup] = useState<readonly string[]>([]);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void getSetting('lastGroup')
      .catch(() => [])
      .then((ids) => {
        if (!live) return;
        // A choice made before the setting was read wins over it.
        setGroup((chosen) => (chosen.length > 0 ? chosen : ids));
        setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, []);
  const choose = (ids: readonly string[]) => {
    setGroup(ids);
    void setSetting('lastGroup', ids);
  };
  return [loaded ? group : null, choose] as const;
}

/** The chosen ids as the roster has them now (a merged player's id reads as whom they became). */
function currentGroup(chosen: readonly string[], view: StatsView): readonly string[] {
  const present = new Set(view.players.map((player) => player.id));
  const ids = chosen.map((id) => resolvePlayer(view.roster, id)).filter((id) => present.has(id));
  return [...new Set(ids)];
}

interface GroupScreenProps {
  readonly backHref: string;
  readonly sheetHref: (sheetId: string) => string;
}

/**
 * A group of players (the Thursday table, "Skatrunde"): the season's total, who finished ahead of
 * whom, and their evenings together with the standings after each, the latest first. Every
 * figure comes from one fold of the evenings (groupStats), made when the group or the season
 * changes, not per render; only the shown evenings are rows.
 */
export function GroupScreen({ backHref, sheetHref }: GroupScreenProps) {
  const { t, locale } = useI18n();
  const p = t.players;
  const [chosen, setGroup] = useLastGroup();
  // Every evening of the group has its first player: only their sheets are read.
  const { view, progress } = useStatsView(chosen?.[0] ?? null);
  const group = useMemo(() => (view && chosen ? currentGroup(chosen, view) : []), [view, chosen]);
  const [season, setSeason] = useState<PeriodChoice>(ALL_TIME);
  // How many evenings show, for the group and season they were asked for.
  const [more, setMore] = useState({ group, season, count: EVENINGS_PER_PAGE });
  const stats = useMemo(
    () => (view && group.length >= 2 ? groupStats(view.played, group, periodOf(season)) : null),
    [view, group, season],
  );
  const years = useMemo(() => (view ? yearsOf(view.played) : []), [view]);
  const title = p.groupTitle;
  const totalCaption =
    season.kind === 'all' ? p.allTimeTotal : season.kind === 'year' ? p.seasonTotal : p.periodTotal;
  const leading = <BackLink href={backHref} label={p.backToPlayers} />;
  if (!view || !chosen) {
    return (
      <Screen title={title} leading={leading}>
        <StatsLoading progress={progress} />
      </Screen>
    );
  }
  const name = (id: string) => playerName(view.roster, id);
  const number = (value: number) => formatNumber(Math.round(value * 10) / 10, locale);
  // Two evenings of one day are told apart by their start times.
  const days = (stats?.evenings ?? []).map((evening) => formatDate(evening.startedAt, locale));
  const repeatedDays = new Set(days.filter((day, index) => days.indexOf(day) !== index));
  const date = (at: number) => {
    const day = formatDate(at, locale);
    const shown = repeatedDays.has(day) ? formatDateTime(at, locale) : day;
    return shown ?? t.history.unknownTime;
  };
  const count = more.group === group && more.season === season ? more.count : EVENINGS_PER_PAGE;
  const evenings = stats ? latestFirst(stats.evenings, count) : [];
  const total = stats?.evenings.length ?? 0;
  const ranked = group
    .map((id, index) => ({ id, index, points: stats?.totals[index] ?? 0 }))
    .sort((a, b) => b.points - a.points);
  const columns = group.map(name);

  return (
    <Screen title={title} leading={leading}>
      <PlayerChoice
        legend={p.groupChoose}
        players={view.players}
        chosen={group}
        onChange={setGroup}
      />
      <PeriodPicker label={p.season} years={years} value={season} onChange={setSeason} />
      {group.length < 2 && <p>{p.groupHint}</p>}
      {stats && total === 0 && <p>{p.groupNone}</p>}
      {stats && total > 0 && (
        <>
          <StatsTable
            caption={totalCaption}
            columns={[p.rank, p.name, p.seegerFabianPoints, p.seegerFabianPer48]}
            rows={ranked.map((row, rank) => {
              const per48 = stats.per48[row.index] ?? null;
              return {
                key: row.id,
                head: number(rank + 1),
                cells: [name(row.id), number(row.points), per48 === null ? '–' : number(per48)],
              };
            })}
          />
          {stats.bierlachsEvenings > 0 && (
            <p className="text-sm">
              {p.per48LeftOut(p.bierlachsEvenings(stats.bierlachsEvenings))}
            </p>
          )}
          <StatsTable
            caption={p.headToHead}
            columns={['', ...columns]}
            rows={group.map((id, a) => ({
              key: id,
              head: name(id),
              cells: group.map((_, b) => (a === b ? '–' : number(stats.ahead[a]?.[b] ?? 0))),
            }))}
          />
          <p className="text-sm">{p.headToHeadHint}</p>
          <StatsTable
            caption={p.groupEvenings}
            columns={[p.date, ...columns]}
            rows={evenings.map((evening) => ({
              key: evening.sheetId,
              head: (
                <a className="underline" href={sheetHref(evening.sheetId)}>
                  {date(evening.startedAt)}
                </a>
              ),
              cells:
                evening.bierlachs?.map((place) => p.bierlachsPlace(place.rank, place.roundsLost)) ??
                evening.points.map(number),
            }))}
          />
          <StatsTable
            caption={p.standings}
            columns={[p.afterEvening, ...columns]}
            rows={evenings.map((evening) => ({
              key: evening.sheetId,
              head: date(evening.startedAt),
              cells: evening.standings.map(number),
            }))}
          />
          {total > EVENINGS_PER_PAGE && (
            <p role="status">{p.eveningsShown(number(evenings.length), number(total))}</p>
          )}
          {evenings.length < total && (
            <Button onClick={() => setMore({ group, season, count: count + EVENINGS_PER_PAGE })}>
              {p.showMore}
            </Button>
          )}
        </>
      )}
    </Screen>
  );
}
