// The live ranking: a night's events and its sheets' events fed one by one, in any order, give
// the ranking computed from scratch (every table's sheet folded afresh); corrections change it;
// sheets that come before their series count once it comes; the read side (progress, public
// standings, final results).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { foldLog } from '../../../src/domain/fold-log';
import { scoreSheet } from '../../../src/domain/sheet';
import type { SheetEvent } from '../../../src/domain/sheet-log';
import { seriesDeals } from '../../../src/domain/tournament/night';
import { foldNight } from '../../../src/domain/tournament/night-fold';
import type { NightEvent, NightSetup } from '../../../src/domain/tournament/night-log';
import {
  emptyTracker,
  finalResults,
  nightEventsOfSheet,
  publicStandings,
  trackedView,
  withNightEvent,
  withSheetEvent,
  withTamperedSheetEvent,
  type NightTracker,
} from '../../../src/domain/tournament/night-tracker';
import {
  rankingOf,
  rankingRows,
  tableContribution,
  type NightRanking,
} from '../../../src/domain/tournament/ranking';
import { nightResults } from '../../../src/domain/tournament/season';
import { clubs, grandHand } from '../../support/house-helpers';
import {
  assigned,
  KEY,
  nightEvent,
  planned,
  playedSheet,
  setupOf,
  T0,
  tablesOf,
} from './night-fixtures';

type Fed =
  | { readonly kind: 'night'; readonly event: NightEvent }
  | { readonly kind: 'sheet'; readonly sheetId: string; readonly event: SheetEvent };

/**
 * A whole night: its director's events and every table's sheet, each its series' deals and
 * `beyond` more (deals a table's login had no business writing).
 */
function wholeNight(setup: NightSetup, beyond = 0) {
  const night = [planned(setup)];
  const sheets = new Map<string, SheetEvent[]>();
  for (let series = 0; series < setup.seriesCount; series++) {
    const tables = tablesOf(setup, series);
    night.push(assigned(setup, series, T0 + (series + 1) * 1000, tables));
    for (const table of tables) {
      const deals = seriesDeals(setup, table.players.length) + beyond;
      sheets.set(table.sheetId, playedSheet(table, setup, deals).events);
    }
  }
  const fed: Fed[] = [
    ...night.map((event) => ({ kind: 'night' as const, event })),
    ...[...sheets].flatMap(([sheetId, events]) =>
      events.map((event) => ({ kind: 'sheet' as const, sheetId, event })),
    ),
  ];
  return { night, sheets, fed };
}

function feed(tracker: NightTracker, items: readonly Fed[]): NightTracker {
  for (const item of items) {
    if (item.kind === 'night') withNightEvent(tracker, item.event);
    else withSheetEvent(tracker, item.sheetId, item.event, 'table');
  }
  return tracker;
}

/** The ranking from scratch: the night folded, every table's sheet folded and scored afresh. */
function fromScratch(night: readonly NightEvent[], sheets: ReadonlyMap<string, SheetEvent[]>) {
  const state = foldNight(KEY, night);
  if (!state.plan) throw new Error('not planned');
  const tables = state.tables.flatMap((series, s) =>
    series.flatMap(({ table, players, sheetId }) => {
      const folded = foldLog(sheets.get(sheetId) ?? []);
      const setup = folded.rules?.setup;
      // A table not started yet counts nothing.
      if (!setup) return [];
      const score = scoreSheet(
        setup,
        folded.deals.map((deal) => deal.deal),
      );
      if (!score.ok) throw new Error('refused');
      return [{ series: s, table, contribution: tableContribution(score.value, players) }];
    }),
  );
  return rankingOf(state.plan, tables);
}

/** What a ranking says: the total and each series, row by row. */
function said(ranking: NightRanking | null) {
  if (!ranking) return null;
  return [
    rankingRows(ranking),
    ...ranking.series.map((_part, series) => rankingRows(ranking, { series })),
  ];
}

describe('the night tracker', () => {
  test('fed deal by deal in any order, it equals the ranking from scratch', () => {
    const setup = setupOf(11, 2, 8);
    const { night, sheets, fed } = wholeNight(setup);
    const expected = said(fromScratch(night, sheets));
    expect(expected?.[0]?.[0]?.seegerFabian).not.toBe(0);
    fc.assert(
      fc.property(fc.shuffledSubarray(fed, { minLength: fed.length }), (order) => {
        const tracker = feed(emptyTracker(KEY), order);
        expect(said(trackedView(tracker).ranking)).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  });

  test('each step equals the ranking from scratch of what has arrived', () => {
    const setup = setupOf(7, 2, 4);
    const { night, sheets, fed } = wholeNight(setup);
    const tracker = feed(
      emptyTracker(KEY),
      night.map((event) => ({ kind: 'night', event })),
    );
    const arrived = new Map<string, SheetEvent[]>();
    for (const item of fed) {
      if (item.kind !== 'sheet') continue;
      arrived.set(item.sheetId, [...(arrived.get(item.sheetId) ?? []), item.event]);
      withSheetEvent(tracker, item.sheetId, item.event, 'table');
      // Once a sheet's start events are all there, it counts.
      const started = new Map([...arrived].filter(([, events]) => foldLog(events).rules !== null));
      expect(said(tracker.ranking)).toEqual(said(fromScratch(night, started)));
    }
    expect(said(tracker.ranking)).toEqual(said(fromScratch(night, sheets)));
  });

  test('a correction, a voided deal and an undo change the ranking', () => {
    const setup = setupOf(7, 1, 4);
    const night = [planned(setup), assigned(setup, 0)];
    const [table] = tablesOf(setup, 0);
    if (!table) throw new Error('a table');
    const { events, log } = playedSheet(table, setup, 4);
    const tracker = feed(
      emptyTracker(KEY),
      night.map((event) => ({ kind: 'night', event })),
    );
    for (const event of events) withSheetEvent(tracker, table.sheetId, event, 'table');
    const points = () =>
      Object.fromEntries(
        rankingRows(tracker.ranking ?? fail()).map((row) => [row.playerId, row.seegerFabian]),
      );
    const before = points();
    const first = log.events[0];
    if (first?.change.kind !== 'deal-added') throw new Error('a deal');
    const dealId = first.change.dealId;

    const replaced = log.add({
      kind: 'deal-replaced',
      dealId,
      replaces: first.id,
      deal: grandHand(1),
    });
    withSheetEvent(tracker, table.sheetId, replaced, 'director');
    const afterReplace = points();
    expect(afterReplace).not.toEqual(before);

    const voided = log.add({ kind: 'deal-voided', dealId });
    withSheetEvent(tracker, table.sheetId, voided, 'table');
    const afterVoid = points();
    expect(afterVoid).not.toEqual(afterReplace);
    expect(trackedView(tracker).progress[0]?.deals).toBe(4);

    const undo = log.add({ kind: 'undone', undoes: voided.id });
    withSheetEvent(tracker, table.sheetId, undo, 't');
    expect(points()).toEqual(afterReplace);

    const sheetEvents = new Map([[table.sheetId, [...events, replaced, voided, undo]]]);
    expect(said(tracker.ranking)).toEqual(said(fromScratch(night, sheetEvents)));
    expect(nightEventsOfSheet(tracker, table.sheetId).at(-3)?.author).toBe('director');
  });

  test('a table’s deals beyond its series’ length count nowhere (issue 34 item 7)', () => {
    const setup = setupOf(7, 1, 4);
    const played = wholeNight(setup);
    const overplayed = wholeNight(setup, 6);
    const tracker = feed(emptyTracker(KEY), overplayed.fed);
    const view = trackedView(tracker);
    expect(view.progress.map(({ deals, of }) => [deals, of])).toEqual(
      view.progress.map(({ of }) => [of, of]),
    );
    // The same ranking as the series' deals alone (wholeNight deals the same deals in order).
    expect(said(view.ranking)).toEqual(said(fromScratch(played.night, played.sheets)));
    expect(said(view.ranking)).not.toEqual(said(fromScratch(overplayed.night, overplayed.sheets)));
  });

  test('sheets that arrive before their series count once it comes', () => {
    const setup = setupOf(7, 1, 4);
    const tables = tablesOf(setup, 0);
    const sheets = new Map(
      tables.map((t) => [
        t.sheetId,
        playedSheet(t, setup, seriesDeals(setup, t.players.length)).events,
      ]),
    );
    const tracker = withNightEvent(emptyTracker(KEY), planned(setup));
    for (const [sheetId, events] of sheets)
      for (const event of events) withSheetEvent(tracker, sheetId, event, 'table');
    expect(rankingRows(tracker.ranking ?? fail()).every((row) => row.seegerFabian === 0)).toBe(
      true,
    );
    expect(trackedView(tracker).progress).toEqual([]);
    const series = assigned(setup, 0);
    withNightEvent(tracker, series);
    expect(said(tracker.ranking)).toEqual(said(fromScratch([planned(setup), series], sheets)));
    expect(rankingRows(tracker.ranking ?? fail()).some((row) => row.seegerFabian !== 0)).toBe(true);
  });

  test('sheets of another night, and repeated events, change nothing', () => {
    const setup = setupOf(7, 1, 4);
    const [table] = tablesOf(setup, 0);
    const [other] = tablesOf(setup, 0, 'ffffffff');
    if (!table || !other) throw new Error('tables');
    const tracker = feed(emptyTracker(KEY), [
      { kind: 'night', event: planned(setup) },
      { kind: 'night', event: assigned(setup, 0) },
    ]);
    const before = said(tracker.ranking);
    for (const event of playedSheet(other, setup, 4).events)
      withSheetEvent(tracker, other.sheetId, event, 'table');
    for (const event of playedSheet(table, setup, 1).events)
      withSheetEvent(tracker, 'not-a-night-sheet', event, 'x');
    expect(said(tracker.ranking)).toEqual(before);
    expect(tracker.sheets.size).toBe(0);
    const { events } = playedSheet(table, setup, 4);
    for (const event of [...events, ...events]) withSheetEvent(tracker, table.sheetId, event, 't');
    expect(trackedView(tracker).progress[0]?.deals).toBe(4);
  });

  test('a tampered deal counts nowhere: taken out when counted, never taken in after', () => {
    const { night, sheets, fed } = wholeNight(setupOf(7, 1, 4));
    const tracker = feed(emptyTracker(KEY), fed);
    const [sheetId, events] = [...sheets][0] ?? [];
    if (!sheetId || !events) throw new Error('a sheet');
    const deal = events.findLast((event) => event.change.kind === 'deal-added');
    if (!deal) throw new Error('a deal');
    const without = new Map(sheets).set(
      sheetId,
      events.filter((event) => event !== deal),
    );
    expect(said(tracker.ranking)).not.toEqual(said(fromScratch(night, without)));
    withTamperedSheetEvent(tracker, sheetId, deal.id);
    expect(said(tracker.ranking)).toEqual(said(fromScratch(night, without)));
    expect(nightEventsOfSheet(tracker, sheetId).map(({ event }) => event)).not.toContain(deal);
    // Arriving again (its other version, or a phone sending it once more) changes nothing.
    withSheetEvent(tracker, sheetId, deal, 'table');
    expect(said(tracker.ranking)).toEqual(said(fromScratch(night, without)));
    // Tampered before it ever arrived: never counted.
    const fresh = emptyTracker(KEY);
    withTamperedSheetEvent(fresh, sheetId, deal.id);
    feed(fresh, fed);
    expect(said(fresh.ranking)).toEqual(said(fromScratch(night, without)));
  });

  test('progress, public standings and the final results', () => {
    const setup = setupOf(7, 2, 4);
    const tables = tablesOf(setup, 0);
    const tracker = feed(emptyTracker(KEY), [
      { kind: 'night', event: planned(setup) },
      { kind: 'night', event: assigned(setup, 0) },
    ]);
    const [first] = tables;
    if (!first) throw new Error('a table');
    const { events, log } = playedSheet(first, setup, 3);
    for (const event of events) withSheetEvent(tracker, first.sheetId, event, 'table');
    const view = trackedView(tracker);
    expect(view.progress.map(({ table, deals, of, lastAt }) => [table, deals, of, lastAt])).toEqual(
      [
        [1, 3, 4, log.events.at(-1)?.at],
        [2, 0, 3, null],
      ],
    );
    const standings = publicStandings(view, 1234);
    expect(standings).toMatchObject({
      name: 'Clubabend',
      date: '2026-11-27',
      closed: false,
      seriesCount: 2,
      updatedAt: 1234,
      tables: [
        { series: 0, table: 1, deals: 3, of: 4 },
        { series: 0, table: 2, deals: 0, of: 3 },
      ],
    });
    const rows = rankingRows(view.ranking ?? fail());
    expect(standings.rows).toHaveLength(7);
    expect(standings.rows[0]).toEqual({
      rank: rows[0]?.rank,
      name: rows[0]?.name,
      seegerFabian: rows[0]?.seegerFabian,
      won: rows[0]?.won,
      lost: rows[0]?.lost,
      bySeries: rows[0]?.bySeries.map(({ seegerFabian, won, lost }) => ({
        seegerFabian,
        won,
        lost,
      })),
    });
    expect(JSON.stringify(standings)).not.toContain('p00');
    expect(finalResults(view)).toEqual(nightResults(rows));
    withNightEvent(tracker, nightEvent({ kind: 'night-closed' }, T0 + 99_000));
    expect(publicStandings(trackedView(tracker), 1).closed).toBe(true);
    expect(view.night.closed).toBeNull();
  });

  test('before the night is planned there is no ranking', () => {
    const view = trackedView(emptyTracker(KEY));
    expect(view.ranking).toBeNull();
    expect(finalResults(view)).toEqual([]);
    expect(publicStandings(view, 0).rows).toEqual([]);
    expect(clubs(0)).toBeTruthy();
  });
});

function fail(): never {
  throw new Error('no ranking');
}
