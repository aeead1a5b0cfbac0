import { useId, useState } from 'react';
import { nightSeed, seriesSeed, type SeriesMethod } from '../../domain/tournament/next-series';
import { rankingRows } from '../../domain/tournament/ranking';
import { seriesRepeats } from '../../domain/tournament/draw-apart';
import type { NightPlan } from '../../domain/tournament/night';
import { BackLink } from '../common/BackLink';
import { Button } from '../common/Button';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { LinkButton } from '../common/LinkButton';
import { Screen } from '../common/Screen';
import { JoinQrCode } from '../common/JoinQrCode';
import { formatDateTime } from '../i18n/format-time';
import type { Dictionary } from '../i18n/dictionary';
import { useI18n } from '../i18n/I18nProvider';
import { AssignPanel } from './AssignPanel';
import { isStalled, minutesSince } from './night-progress';
import type { NightView, TableProgress } from './night-service';
import { shownDay } from './NightsList';
import { RankingPanel } from './RankingPanel';
import { FeesPanel } from './FeesPanel';
import { ConfirmationsPanel } from './ConfirmationsPanel';
import { PinsPanel, type PinsPanelProps } from './PinsPanel';
import { RosterHistory, RosterPanel } from './RosterPanel';
import { TableLink } from './TableLink';
import { rosterEntryWords } from './roster-words';
import type { RosterChange } from '../../domain/tournament/night-roster';
import type { KnownPlayer } from './new-night-form';
import { HeadedSection } from '../common/HeadedSection';

export interface NightLinks {
  readonly back: string;
  readonly print: string | null;
  readonly season: string | null;
  /** The public standings page's full address; null when not known. */
  readonly publicPage: string | null;
  /** A table's join link (full address), when this phone made it. */
  readonly tableLink: (sheetId: string) => string | null;
  /** A table's sheet opened with the member's login (the join route), for a correction. */
  readonly sheet: (sheetId: string) => string;
}

interface NightBoardProps {
  /** The night's key (the title until its name is known). */
  readonly nightKey: string;
  /** Null while the night is read. */
  readonly view: NightView | null;
  /** The connection's state, as words (role status), or a problem (role alert). */
  readonly status: { readonly words: string; readonly problem: boolean } | null;
  /** A club admin: the director's controls. */
  readonly admin: boolean;
  readonly now: number;
  readonly links: NightLinks;
  readonly initialSeed: string;
  readonly busy: boolean;
  /** The server's refusal of the last assignment, in words. */
  readonly assignRefused: readonly string[];
  /** What the last action said (assigned, closed, a failure). */
  readonly message: string | null;
  readonly onAssign: (method: SeriesMethod) => void;
  readonly onClose: () => void;
  /** Downloads the night's results file (none: not offered). */
  readonly onExport?: () => void;
  /** A change of the night's players (none: the panel is not offered). */
  readonly onRosterChange?: (change: RosterChange) => void;
  /** The server's refusal of the last change of the players, in words. */
  readonly rosterRefused?: readonly string[];
  /** The players this device knows: a latecomer of one of their names is that player. */
  readonly knownPlayers?: readonly KnownPlayer[];
  /** A new link for the table playing a sheet (none: not offered). */
  readonly onRenewLink?: (sheetId: string) => void;
  /** The director pays the prizes without every list confirmed (none: not offered). */
  readonly onRelease?: (reason: string) => void;
  /** The running series' PINs by table sheet, for the director (none: not offered). */
  readonly loadPins?: PinsPanelProps['loadPins'];
}

/**
 * A night (#/night/<key>): the director assigns each series, hands each table its link, follows
 * the ranking and the tables' progress, and closes the night; a member sees the same read-only.
 */
export function NightBoard(props: NightBoardProps) {
  const { t, locale } = useI18n();
  const g = t.nights.night;
  const [closing, setClosing] = useState(false);
  const nameOf = (id: string) =>
    props.view?.night.plan?.players.find((p) => p.playerId === id)?.name ?? id;
  const night = props.view?.night ?? null;
  const setup = night?.setup ?? null;
  const plan = night?.plan ?? null;
  const closed = night?.closed ?? null;
  const director = props.admin && closed === null;
  const title = setup?.name ?? t.nights.heading;
  return (
    <Screen title={title} leading={<BackLink href={props.links.back} label={g.back} />}>
      {props.view === null && !props.status?.problem && <p role="status">{g.loading}</p>}
      {props.status && (
        <p role={props.status.problem ? 'alert' : 'status'} className="text-sm">
          {props.status.words}
        </p>
      )}
      {props.view !== null && setup === null && <p role="alert">{g.notFound}</p>}
      {setup && (
        <p>
          {shownDay(setup.date, locale)} ·{' '}
          {setup.dealsAtFive === undefined
            ? g.planLine(
                g.playerCount(setup.players.length),
                setup.seriesCount,
                setup.dealsAtFour,
                setup.dealsAtThree,
              )
            : g.planLineFive(
                g.playerCount(setup.players.length),
                setup.seriesCount,
                setup.dealsAtFour,
                setup.dealsAtThree,
                setup.dealsAtFive,
              )}
        </p>
      )}
      {setup && <FeesPanel setup={setup} ranking={props.view?.ranking ?? null} />}
      {night && (
        <RosterHistory
          lines={(night.roster ?? []).map(({ change }) => rosterEntryWords(t, change, nameOf))}
        />
      )}
      {closed && (
        <p className="rounded-xl bg-stone-200 p-3 font-semibold dark:bg-stone-800">
          {g.closedAt(formatDateTime(closed.at, locale) ?? '')}
        </p>
      )}
      {!props.admin && setup && <p className="text-sm">{g.readOnly}</p>}
      {props.message && (
        <p role="status" aria-live="polite">
          {props.message}
        </p>
      )}
      {director && plan && props.onRosterChange && plan.series.length < plan.seriesCount && (
        <RosterPanel
          // Keys are shared by all of the board's children: the panel's must differ from the draw's.
          key={`players-${plan.series.length + 1}`}
          plan={plan}
          tables={props.view?.progress ?? []}
          busy={props.busy}
          refused={props.rosterRefused ?? []}
          {...(props.knownPlayers && { known: props.knownPlayers })}
          onChange={props.onRosterChange}
        />
      )}
      {director &&
        plan &&
        setup &&
        (plan.series.length < plan.seriesCount ? (
          <AssignPanel
            // A new panel for each series: its method (standings after series 1) and its own seed.
            key={`draw-${plan.series.length + 1}`}
            plan={plan}
            players={plan.players}
            standings={
              props.view?.ranking ? rankingRows(props.view.ranking).map((row) => row.playerId) : []
            }
            initialSeed={seriesSeed(nightSeed(plan, props.initialSeed), plan.series.length + 1)}
            busy={props.busy}
            refused={props.assignRefused}
            onAssign={props.onAssign}
          />
        ) : (
          <p>{g.allAssigned}</p>
        ))}
      {props.view && props.view.progress.length > 0 && (
        <TablesProgress
          progress={props.view.progress}
          nameOf={nameOf}
          now={props.now}
          director={director}
          correcting={props.admin && closed !== null}
          links={props.links}
          busy={props.busy}
          onRenewLink={props.onRenewLink}
          plan={plan}
        />
      )}
      {props.view && setup && <RankingPanel ranking={props.view.ranking} />}
      {props.view?.confirmations && props.view.confirmations.length > 0 && (
        <ConfirmationsPanel
          tables={props.view.confirmations}
          released={props.view.night.released ?? null}
          nameOf={nameOf}
          {...(props.admin && props.onRelease ? { onRelease: props.onRelease } : {})}
        />
      )}
      {director && props.loadPins && props.view && props.view.progress.length > 0 && (
        <PinsPanel tables={props.view.progress} nameOf={nameOf} loadPins={props.loadPins} />
      )}
      {setup && props.links.publicPage && (
        <PublicLink href={props.links.publicPage} showQr={props.admin} />
      )}
      {director && plan && (
        <Button variant="danger" className="self-start" onClick={() => setClosing(true)}>
          {g.close}
        </Button>
      )}
      {setup && (props.links.print || props.links.season || props.onExport) && (
        <nav className="flex flex-wrap gap-2">
          {props.links.print && <LinkButton href={props.links.print}>{g.printouts}</LinkButton>}
          {props.links.season && <LinkButton href={props.links.season}>{g.season}</LinkButton>}
          {props.onExport && (
            <Button variant="secondary" disabled={props.busy} onClick={props.onExport}>
              {g.exportResults}
            </Button>
          )}
        </nav>
      )}
      <ConfirmDialog
        open={closing}
        title={g.closeTitle}
        message={closeWarning(g, props.view?.progress ?? [])}
        confirmLabel={g.close}
        destructive
        onConfirm={() => {
          setClosing(false);
          props.onClose();
        }}
        onCancel={() => setClosing(false)}
      />
    </Screen>
  );
}

/**
 * The close dialog's words: the tables not finished by the feed ("deal 2 of 3") are named, since
 * what a table has not sent by then can only be entered by the director afterwards.
 */
function closeWarning(g: Dictionary['nights']['night'], progress: readonly TableProgress[]) {
  const unfinished = progress
    .filter((table) => table.deals < table.of)
    .sort((a, b) => a.series - b.series || a.table - b.table)
    .map((table) => g.unfinishedTable(table.series + 1, table.table, table.deals, table.of));
  if (unfinished.length === 0) return g.closeMessage;
  return `${g.closeMessage} ${g.closeUnfinished(unfinished.join(', '))}`;
}

/** What each table's card is drawn from: the series' list passes it on to every card. */
interface TableCardsProps {
  readonly progress: readonly TableProgress[];
  readonly nameOf: (playerId: string) => string;
  readonly now: number;
  readonly director: boolean;
  readonly correcting: boolean;
  readonly links: NightLinks;
  readonly busy: boolean;
  readonly onRenewLink?: ((sheetId: string) => void) | undefined;
}

function TablesProgress(props: TableCardsProps & { readonly plan: NightPlan | null }) {
  const g = useI18n().t.nights.night;
  const series = [...new Set(props.progress.map((table) => table.series))].sort((a, b) => a - b);
  return (
    <>
      {series.map((index) => (
        <section
          key={index}
          aria-label={g.seriesHeading(index + 1)}
          className="flex flex-col gap-2"
        >
          <h2 className="text-lg font-bold">{g.seriesHeading(index + 1)}</h2>
          <DrawRepeats plan={props.plan} index={index} />
          <ul className="flex flex-col gap-2">
            {props.progress
              .filter((table) => table.series === index)
              .sort((a, b) => a.table - b.table)
              .map((table) => (
                <TableCard key={table.sheetId} table={table} {...props} />
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** A drawn later series: how many pairs sit together again (the fewest the draw found). */
function DrawRepeats({ plan, index }: { readonly plan: NightPlan | null; readonly index: number }) {
  const g = useI18n().t.nights.night;
  if (!plan || index === 0 || plan.series[index]?.assignment.kind !== 'draw') return null;
  return <p className="text-sm">{g.drawRepeats(seriesRepeats(plan.series, index))}</p>;
}

function TableCard(props: TableCardsProps & { readonly table: TableProgress }) {
  const g = useI18n().t.nights.night;
  const { table, now } = props;
  const headingId = useId();
  const stalled = isStalled(table, props.progress, now);
  const done = table.deals >= table.of;
  const minutes = table.lastAt === null ? null : minutesSince(table.lastAt, now);
  const link = props.director ? props.links.tableLink(table.sheetId) : null;
  return (
    <li
      aria-labelledby={headingId}
      className={`flex flex-col gap-1 rounded-xl border p-3 ${
        stalled
          ? 'border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-amber-950'
          : 'border-stone-200 bg-white dark:border-stone-700 dark:bg-stone-900'
      }`}
    >
      <h3 id={headingId} className="font-semibold">
        {g.tableHeading(table.table)}
      </h3>
      <p>{table.players.map(props.nameOf).join(', ')}</p>
      <p className="tabular-nums">
        {g.progress(table.deals, table.of)}
        {done && ` · ${g.tableDone}`}
        {' · '}
        {minutes === null
          ? g.noDealYet
          : g.lastDeal(minutes === 0 ? g.justNow : g.minutesAgo(minutes))}
      </p>
      {stalled && <p className="font-semibold text-amber-900 dark:text-amber-200">{g.stalled}</p>}
      {props.director && (
        <TableLink
          table={table.table}
          link={link}
          busy={props.busy}
          {...(props.onRenewLink && { onRenew: () => props.onRenewLink?.(table.sheetId) })}
        />
      )}
      {props.correcting && !done && <p className="text-sm font-semibold">{g.notFinished}</p>}
      {props.correcting && (
        <LinkButton className="self-start" href={props.links.sheet(table.sheetId)}>
          {g.openSheet(table.table)}
        </LinkButton>
      )}
    </li>
  );
}

function PublicLink({ href, showQr }: { readonly href: string; readonly showQr: boolean }) {
  const g = useI18n().t.nights.night;
  return (
    <HeadedSection heading={g.publicHeading} className="flex flex-col gap-2">
      <p className="text-sm">{g.publicHelp}</p>
      <a href={href} aria-label={g.publicLink} className="font-mono text-sm break-all underline">
        {href}
      </a>
      {showQr && <JoinQrCode text={href} label={g.publicQr} />}
    </HeadedSection>
  );
}
