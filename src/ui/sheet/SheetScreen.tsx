import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { draftKey, loadDraft } from '../../db/drafts';
import { allDealsDealt } from '../../domain/rules';
import { isNightSheetId } from '../../domain/tournament/night-log';
import { BackLink } from '../common/BackLink';
import { buttonClasses } from '../common/Button';
import { calculatorFromSheetHref } from '../common/contracts/calculator-link';
import { ErrorList } from '../common/ErrorList';
import { Icon } from '../common/icons';
import { IconButton, IconLink } from '../common/IconAction';
import { Screen } from '../common/Screen';
import { useShowingSheet, type ShownSheet } from '../common/contracts/shown-sheet';
import type { EntryStart } from '../common/contracts/entry-start';
import type { LoadedSheet } from '../../db/sheet-reads';
import { lastCorrectedAt } from '../../domain/sheet-history';
import { DealList, type DealCorrection } from './DealList';
import { NextDealPanel } from './NextDealPanel';
import { RenamePlayersDialog } from './RenamePlayersDialog';
import { RoundsOutlook } from './RoundsOutlook';
import { RulesSummaryLine } from './RulesSummaryLine';
import { SheetMissing } from '../common/Missing';
import { StandingsTable } from './StandingsTable';
import { UndoButton } from './UndoButton';
import { useT } from '../i18n/I18nProvider';
import { rememberWhereTheAppStarts } from '../common/cold-start/next-start';
import { useSheetData } from './useSheetData';
import { useOnline } from '../common/use-online';
import { lazyPart } from '../common/lazy-part';
import { useFollowOnly } from './use-follow-only';

// Shown only for a sheet that cannot be scored (a damaged deal): fetched then, not with the
// screen every evening opens.
const UnscoredDeals = lazy(async () => ({
  default: (await import('./UnscoredDeals')).UnscoredDeals,
}));

// The parts below are each left out, not the whole sheet, when their code cannot be fetched
// (offline before the service worker has it): the sheet and its live sharing stay (lazy-part.tsx).

// Two phones entered or corrected a deal at once: fetched only for a sheet with such a conflict.
const ConflictNotice = lazyPart(async () => (await import('./ConflictNotice')).ConflictNotice);

// Events tampered with on the club's server: fetched only for a sheet that has one.
const TamperedNotice = lazyPart(async () => (await import('./TamperedNotice')).TamperedNotice);

// A table's events the club never got before its night closed: fetched only for such a sheet.
const NotSentNotice = lazyPart(async () => (await import('./NotSentNotice')).NotSentNotice);

// Events the log judge refused (issue 34): fetched only for a sheet that has one.
const RefusedNotice = lazyPart(async () => (await import('./RefusedNotice')).RefusedNotice);

// A club night's table, its series complete: the players confirm its list (issue 33).
const ListConfirm = lazyPart(async () => (await import('./ListConfirm')).ListConfirm);

// Live sharing: its code (and PouchDB's, once a sheet is shared) loads apart from the sheet's.
const LiveSharing = lazyPart(async () => (await import('./LiveSharing')).LiveSharing);

// A Bierlachs sheet's standings and counts: fetched only for one.
const BierlachsView = lazy(async () => ({
  default: (await import('./BierlachsView')).BierlachsView,
}));

/** Where the sheet's links go; the app shell owns the routes. */
export interface SheetLinks {
  readonly sheets: string;
  readonly newDeal: string;
  /** The next deal started with its declarer chosen, or passed (the short way in). */
  readonly startDeal?: (start: EntryStart) => string;
  /** A deal's edit opened from the sheet: saving returns to the sheet. */
  readonly editFromSheet?: (dealId: string) => string;
  readonly deal: (dealId: string) => string;
  /** Absent while printing is not part of the app. */
  readonly print?: string;
  /** The sheet's history: every change, newest first. */
  readonly history?: string;
  /** Who pays whom (Abrechnung): prominent once the sheet is finished. */
  readonly settle?: string;
  /** The running totals as a chart. */
  readonly chart?: string;
  /** This screen's own address: the calculator it opens returns here. */
  readonly here?: string;
  /** A player's page (statistics, rename, merge), by the player's id. */
  readonly player?: (playerId: string) => string;
}

interface SheetScreenProps {
  readonly sheetId: string;
  readonly links: SheetLinks;
}

/**
 * Rename players, history and print beside the back arrow and the sheet's name on a 360 px phone:
 * each exactly 48 px wide (the tap target's minimum, not its wider default padding), so a date as
 * the sheet's name still fits in German.
 */
const HEADER_ACTION = buttonClasses('quiet', 'px-3!');

/** The last deal's number and its edit from the sheet, when there is one. */
function lastDealEdit(
  deals: readonly { readonly id: string }[],
  editHref: ((dealId: string) => string) | undefined,
) {
  const last = deals.at(-1);
  return last && editHref ? { number: deals.length, href: editHref(last.id) } : undefined;
}

/** The deals changed after they were added: the marks on their rows. */
function correctionsOf(log: LoadedSheet): ReadonlyMap<string, DealCorrection> {
  const lastAt = lastCorrectedAt(log.events);
  const changed = log.folded.deals.filter((deal) => deal.changes > 0);
  return new Map(
    changed.map((deal) => [
      deal.dealId,
      { count: deal.changes, lastAt: lastAt.get(deal.dealId) ?? deal.changedAt },
    ]),
  );
}

/**
 * The open sheet: the next deal's button first (reachable without scrolling on a small phone),
 * undo, the standings and the running list.
 */
export function SheetScreen({ sheetId, links }: SheetScreenProps) {
  const t = useT();
  const s = t.sheet;
  const data = useSheetData(sheetId);
  const [renaming, setRenaming] = useState(false);
  const followOnly = useFollowOnly(sheetId);
  // A table confirms the list the club holds: not while this phone is offline (its deals wait,
  // and the read and every confirmation need the server; offline they could only fail).
  const online = useOnline();
  const draftInProgress = useLiveQuery(
    async () => (await loadDraft(draftKey(sheetId))) !== undefined,
    [sheetId],
  );
  const shown = useMemo(
    (): ShownSheet | undefined =>
      data.status === 'ready' && draftInProgress !== undefined
        ? { sheet: data.sheet, deals: data.deals, draftInProgress }
        : undefined,
    [data, draftInProgress],
  );
  // The entry opened from here starts from what the screen shows, without waiting for reads.
  useShowingSheet(sheetId, shown);
  // The sheet shown is the one a start returns to (the app remembers it) while it is in progress;
  // once finished, the next start opens at the list.
  const finished =
    data.status === 'ready' || data.status === 'invalid'
      ? allDealsDealt(data.sheet.setup, data.deals.length)
      : null;
  useEffect(() => {
    if (finished !== null) rememberWhereTheAppStarts(finished);
  }, [finished]);
  if (data.status === 'loading') return null;
  if (data.status === 'missing') return <SheetMissing sheetsHref={links.sheets} />;
  // A club night's table sheet plays what the night set (the server refuses a table's change of
  // it): no renaming, no rules of its own, no settling up at the table (the night's fees do).
  const night = isNightSheetId(sheetId);
  const settle = night ? undefined : links.settle;

  const print = links.print && (
    <IconLink href={links.print} icon="printer" label={s.print} className={HEADER_ACTION} />
  );
  // In the header, out of the way of the next deal's taps.
  const renamePlayers = (
    <IconButton
      icon="players"
      label={t.rename.open}
      onClick={() => setRenaming(true)}
      className={HEADER_ACTION}
    />
  );
  const history = links.history && (
    <IconLink
      href={links.history}
      icon="history"
      label={t.history.open}
      className={HEADER_ACTION}
    />
  );
  // A dispute starts at the sheet: the calculator beside the rules line, at the top, away from
  // the next deal's taps (the header has no room left for a fourth action on a 360 px phone).
  const calculator = links.here !== undefined && (
    <a
      href={calculatorFromSheetHref(links.here)}
      className={buttonClasses('quiet', 'shrink-0 px-3')}
    >
      <Icon name="calculator" />
      {t.calculator.open}
    </a>
  );
  const chartLink = links.chart && (
    <a href={links.chart} className={buttonClasses('quiet', 'self-start')}>
      <Icon name="chart" />
      {t.chart.open}
    </a>
  );
  return (
    <Screen
      title={data.sheet.name}
      leading={<BackLink href={links.sheets} label={s.back} />}
      trailing={
        <>
          {!night && renamePlayers}
          {history}
          {print}
        </>
      }
    >
      <div className="flex items-start gap-1">
        <div className="min-w-0 flex-1">
          <RulesSummaryLine sheet={data.sheet} fixed={night} open={data.deals.length === 0} />
        </div>
        {calculator}
      </div>
      {renaming && (
        <RenamePlayersDialog
          sheetId={sheetId}
          playerNames={data.sheet.playerNames}
          onClose={() => setRenaming(false)}
        />
      )}
      {(data.log.record.tampered?.length ?? 0) > 0 && (
        <Suspense fallback={null}>
          <TamperedNotice sheetId={sheetId} log={data.log} />
        </Suspense>
      )}
      {(data.log.record.notSent?.length ?? 0) > 0 && (
        <Suspense fallback={null}>
          <NotSentNotice log={data.log} />
        </Suspense>
      )}
      {data.log.refused.size > 0 && (
        <Suspense fallback={null}>
          <RefusedNotice sheetId={sheetId} log={data.log} />
        </Suspense>
      )}
      {data.status === 'invalid' ? (
        <>
          <p>{s.invalid}</p>
          <ErrorList messages={data.messages} />
          {/* Still the way to mend it: undo the last change, or delete the damaged deal. */}
          <UndoButton sheetId={sheetId} log={data.log} />
          <Suspense fallback={null}>
            <UnscoredDeals sheetId={sheetId} deals={data.deals} />
          </Suspense>
        </>
      ) : (
        <>
          {data.score.nextDeal && !followOnly && (
            <NextDealPanel
              sheet={data.sheet}
              next={data.score.nextDeal}
              bock={{
                doublings: data.score.nextDealBock,
                dealsLeft: data.score.nextBockDealsLeft,
              }}
              rounds={<RoundsOutlook sheet={data.sheet} score={data.score} />}
              ramschRound={data.score.next.ramschRound}
              newDealHref={links.newDeal}
              startHref={links.startDeal}
              editLast={lastDealEdit(data.deals, links.editFromSheet)}
              draftInProgress={draftInProgress === true}
            />
          )}
          {night && online && data.score.complete && data.sheet.playerIds && (
            <Suspense fallback={null}>
              <ListConfirm
                sheetId={sheetId}
                playerNames={data.sheet.playerNames}
                playerIds={data.sheet.playerIds}
                events={data.log.events}
              />
            </Suspense>
          )}
          {settle && data.score.complete && typeof data.sheet.setup.rules.list === 'string' && (
            <a href={settle} className={buttonClasses('primary', 'w-full text-lg')}>
              {t.settle.open}
            </a>
          )}
          {!followOnly && <UndoButton sheetId={sheetId} log={data.log} />}
          {data.log.folded.conflicts.length > 0 && (
            <Suspense fallback={null}>
              <ConflictNotice
                sheetId={sheetId}
                sheet={data.sheet}
                deals={data.deals}
                conflicts={data.log.folded.conflicts}
              />
            </Suspense>
          )}
          <Suspense fallback={null}>
            <LiveSharing sheetId={sheetId} />
          </Suspense>
          {data.score.bierlachs === null ? (
            <>
              <StandingsTable sheet={data.sheet} score={data.score} playerHref={links.player} />
              {settle && !data.score.complete && (
                <a href={settle} className={buttonClasses('secondary', 'self-start')}>
                  {t.settle.open}
                </a>
              )}
              {chartLink}
              <DealList
                sheet={data.sheet}
                deals={data.deals}
                score={data.score}
                dealHref={links.deal}
                corrections={correctionsOf(data.log)}
              />
            </>
          ) : (
            <Suspense fallback={null}>
              <BierlachsView
                sheet={data.sheet}
                deals={data.deals}
                score={data.score}
                counted={data.score.bierlachs}
                dealHref={links.deal}
                corrections={correctionsOf(data.log)}
                chartLink={chartLink}
                noSettleUp={settle !== undefined}
              />
            </Suspense>
          )}
        </>
      )}
    </Screen>
  );
}
