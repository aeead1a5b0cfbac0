import { useMemo, useState } from 'react';
import { mergePlayers, previewMerge, renamePlayer, sheetNames } from '../../db/roster';
import {
  isBierlachsEvening,
  playerStats,
  sheetsWith,
  type Evening,
  type PlayerStats,
} from '../../domain/player-stats';
import { playerName, resolvePlayer } from '../../domain/roster';
import { lostGamesValue, STAT_GAMES } from '../../domain/seat-summary';
import { BackLink } from '../common/BackLink';
import { Button } from '../common/Button';
import { ErrorList } from '../common/ErrorList';
import { Modal } from '../common/Modal';
import { Screen } from '../common/Screen';
import { TextPromptDialog } from '../common/TextPromptDialog';
import type { Dictionary } from '../i18n/dictionary';
import { formatNumber } from '../i18n/format';
import { formatDate } from '../i18n/format-time';
import { useI18n } from '../i18n/I18nProvider';
import { ALL_TIME, PeriodPicker, periodOf, yearsOf, type PeriodChoice } from './PeriodPicker';
import { GameSharesChart, gameName, SeegerFabianChart } from './PlayerCharts';
import { PlayerChoice } from '../common/PlayerChoice';
import { StatsLoading } from './StatsLoading';
import { StatsTable } from './StatsTable';
import { rosterErrorMessage, useStatsView } from './stats-data';

interface PlayerScreenProps {
  readonly playerId: string;
  readonly backHref: string;
  readonly sheetHref: (sheetId: string) => string;
  /** After a merge the player is the other one: their page. */
  readonly onMerged: (playerId: string) => void;
}

interface MergePlan {
  readonly into: string;
  readonly sheets: readonly {
    readonly id: string;
    readonly name: string;
    readonly createdAt: number;
  }[];
}

/**
 * A player's page: over all time, a period, or the evenings with chosen players — games declared
 * and won, the club measure (Seeger-Fabian per 48 deals), best and worst evenings; rename, merge.
 */
export function PlayerScreen({ playerId, backHref, sheetHref, onMerged }: PlayerScreenProps) {
  const { t, locale } = useI18n();
  const p = t.players;
  const { view, reload, progress } = useStatsView(playerId);
  const [choice, setChoice] = useState<PeriodChoice>(ALL_TIME);
  const [group, setGroup] = useState<readonly string[]>([]);
  const [renaming, setRenaming] = useState(false);
  const [renameErrors, setRenameErrors] = useState<readonly string[]>([]);
  const [mergeWith, setMergeWith] = useState('');
  const [plan, setPlan] = useState<MergePlan | null>(null);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const self = view ? resolvePlayer(view.roster, playerId) : playerId;
  const stats = useMemo(
    () =>
      view ? playerStats(sheetsWith(view.played, [self, ...group]), self, periodOf(choice)) : null,
    [view, self, group, choice],
  );
  const years = useMemo(() => (view ? yearsOf(view.played) : []), [view]);

  if (!view || !stats) return <StatsLoading progress={progress} />;
  const name = playerName(view.roster, self);
  const others = view.players.filter((player) => player.id !== self);
  const number = (value: number) => formatNumber(Math.round(value * 10) / 10, locale);
  const bierlachsEvenings = stats.evenings.filter(isBierlachsEvening).length;

  async function rename(text: string) {
    const renamed = await renamePlayer(self, text);
    if (!renamed.ok) {
      setRenameErrors(renamed.errors.map((e) => rosterErrorMessage(t, e)));
      return;
    }
    setRenaming(false);
    setRenameErrors([]);
    reload();
  }

  async function preview() {
    if (mergeWith === '') return;
    const previewed = await previewMerge(self, mergeWith);
    if (!previewed.ok) {
      setErrors(previewed.errors.map((e) => rosterErrorMessage(t, e)));
      return;
    }
    setErrors([]);
    setPlan({ into: mergeWith, sheets: await sheetNames(previewed.value) });
  }

  async function merge(into: string) {
    const merged = await mergePlayers(self, into);
    setPlan(null);
    if (!merged.ok) {
      setErrors(merged.errors.map((e) => rosterErrorMessage(t, e)));
      return;
    }
    onMerged(into);
  }

  return (
    <Screen
      title={p.playerTitle(name)}
      leading={<BackLink href={backHref} label={p.backToPlayers} />}
    >
      <PeriodPicker label={p.period} years={years} value={choice} onChange={setChoice} />
      {others.length > 0 && (
        <PlayerChoice legend={p.withGroup} players={others} chosen={group} onChange={setGroup} />
      )}
      <Measure
        per48={stats.seegerFabianPer48}
        leftOut={
          bierlachsEvenings > 0 ? p.per48LeftOut(p.bierlachsEvenings(bierlachsEvenings)) : ''
        }
        p={p}
        number={number}
      />
      <Figures stats={stats} p={p} t={t} number={number} />
      <section aria-labelledby="evenings" className="flex flex-col gap-1">
        <h2 id="evenings" className="text-lg font-bold">
          {p.evenings}
        </h2>
        <EveningLink label={p.best} evening={stats.best} />
        <EveningLink label={p.worst} evening={stats.worst} />
        {bierlachsEvenings > 0 && (
          <p className="text-sm">
            {p.bierlachsNotRanked(
              p.bierlachsEvenings(bierlachsEvenings),
              p.roundsLost(stats.summary.bierlachsLost),
            )}
          </p>
        )}
      </section>
      <SeegerFabianChart name={name} evenings={stats.evenings} sheetHref={sheetHref} />
      <GameSharesChart summary={stats.summary} />
      <section className="flex flex-col gap-2">
        <Button onClick={() => setRenaming(true)}>{p.rename}</Button>
        {others.length > 0 && (
          <div role="group" aria-labelledby="merge" className="flex flex-wrap items-end gap-2">
            <h2 id="merge" className="w-full text-lg font-bold">
              {p.merge}
            </h2>
            <label className="flex flex-col">
              {p.mergeChoose}
              <select
                value={mergeWith}
                onChange={(event) => setMergeWith(event.target.value)}
                className="rounded border px-2 py-1"
              >
                <option value="" />
                {others.map((player) => (
                  <option key={player.id} value={player.id}>
                    {p.mergeInto(player.name)}
                  </option>
                ))}
              </select>
            </label>
            <Button onClick={() => void preview()} disabled={mergeWith === ''}>
              {p.mergePreview}
            </Button>
          </div>
        )}
        <ErrorList messages={errors} />
      </section>
      {renaming && (
        <TextPromptDialog
          title={p.rename}
          inputLabel={p.renameLabel}
          initialValue={name}
          confirmLabel={p.renameSave}
          errors={renameErrors}
          onConfirm={(text) => void rename(text)}
          onCancel={() => {
            setRenaming(false);
            setRenameErrors([]);
          }}
        />
      )}
      {plan && (
        <Modal labelledBy="merge-title" onCancel={() => setPlan(null)}>
          <div className="flex flex-col gap-3">
            <h2 id="merge-title" className="text-lg font-bold">
              {p.mergeTitle(name, playerName(view.roster, plan.into))}
            </h2>
            <p>{p.mergeSheets(plan.sheets.length)}</p>
            <ul aria-label={p.mergeSheets(plan.sheets.length)} className="list-disc pl-5">
              {plan.sheets.map((sheet) => (
                <li key={sheet.id}>
                  {sheet.name} ({formatDate(sheet.createdAt, locale) ?? t.history.unknownTime})
                </li>
              ))}
            </ul>
            <div className="flex gap-2">
              <Button onClick={() => setPlan(null)}>{p.cancel}</Button>
              <Button variant="primary" onClick={() => void merge(plan.into)}>
                {p.mergeConfirm}
              </Button>
            </div>
          </div>
        </Modal>
      )}
    </Screen>
  );

  function EveningLink({ label, evening }: { label: string; evening: Evening | null }) {
    if (!evening) return null;
    const date = formatDate(evening.startedAt, locale) ?? t.history.unknownTime;
    return (
      <p>
        {label}:{' '}
        <a className="underline" href={sheetHref(evening.sheetId)}>
          {p.eveningLink(date, formatNumber(evening.seegerFabian, locale))}
        </a>
      </p>
    );
  }
}

type Words = Dictionary['players'];

/** The club measure, prominent; `leftOut` says which evenings it leaves out ('' for none). */
function Measure({
  per48,
  leftOut,
  p,
  number,
}: {
  per48: number | null;
  leftOut: string;
  p: Words;
  number: (value: number) => string;
}) {
  return (
    <section aria-labelledby="measure" className="rounded-lg border p-3 text-center">
      <h2 id="measure" className="font-semibold">
        {p.seegerFabianPer48}
      </h2>
      <p
        className="text-4xl font-bold"
        aria-describedby={leftOut === '' ? 'measure' : 'measure measure-left-out'}
      >
        {per48 === null ? p.noDeals : number(per48)}
      </p>
      {leftOut !== '' && (
        <p id="measure-left-out" className="text-sm">
          {leftOut}
        </p>
      )}
    </section>
  );
}

/** How often the player finished in each place: 1st to 3rd always, 4th once it happened. */
function placingRows(placings: readonly number[], p: Words, number: (value: number) => string) {
  return placings
    .map((count, index): [string, string] => [p.placed(index + 1), number(count)])
    .filter((_, index) => index < 3 || (placings[index] ?? 0) > 0);
}

function Figures({
  stats,
  p,
  t,
  number,
}: {
  stats: PlayerStats;
  p: Words;
  t: Dictionary;
  number: (value: number) => string;
}) {
  const { summary } = stats;
  const wonGames = STAT_GAMES.reduce((sum, game) => sum + summary.games[game].won, 0);
  const declared = STAT_GAMES.reduce((sum, game) => sum + summary.games[game].declared, 0);
  const lostGames = declared - wonGames;
  const perList = stats.seegerFabianPerList;
  const rows: [string, string][] = [
    [p.sheetsPlayed, number(summary.sheets)],
    ...placingRows(stats.placings, p, number),
    [p.dealsPlayed, number(summary.deals)],
    [p.gamesWonLost, `${number(wonGames)} / ${number(lostGames)}`],
    [p.gamesWonRate, declared === 0 ? '–' : p.percent(number((wonGames * 100) / declared))],
    [p.hand, `${number(summary.hand.won)} / ${number(summary.hand.declared)}`],
    [p.schneiderMade, number(summary.schneiderMade)],
    [p.schneiderAnnounced, number(summary.schneiderAnnounced)],
    [p.schwarzMade, number(summary.schwarzMade)],
    [p.schwarzAnnounced, number(summary.schwarzAnnounced)],
    [p.overbid, number(summary.overbid)],
    [p.ramschLost, number(summary.ramschLost)],
    [p.jungfrau, number(summary.jungfrau)],
    [p.durchmarsch, number(summary.durchmarsch)],
    [p.kontraGiven, number(summary.kontraGiven)],
    [p.kontraWon, number(summary.kontraWon)],
    [p.averageWon, wonGames === 0 ? '–' : number(summary.valueWon / wonGames)],
    [p.averageLost, lostGames === 0 ? '–' : number(lostGamesValue(summary) / lostGames)],
    [p.listPoints, number(summary.list)],
    [p.seegerFabianPoints, number(summary.seegerFabian)],
    [p.seegerFabianPerList, perList === null ? '–' : number(perList)],
    [p.othersLost, number(summary.othersLost)],
  ];
  return (
    <>
      <StatsTable
        caption={p.games}
        columns={[p.game, p.declared, p.won]}
        rows={STAT_GAMES.map((game) => ({
          key: game,
          head: gameName(t, game),
          cells: [number(summary.games[game].declared), number(summary.games[game].won)],
        }))}
      />
      <StatsTable
        caption={p.figures}
        rows={rows.map(([label, value]) => ({ key: label, head: label, cells: [value] }))}
        figures
      />
    </>
  );
}
