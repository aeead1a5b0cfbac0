// The night's players changed between series (issue 31): a latecomer, a no-show, a replacement.
// The fold takes a change for the next series only; the next draw seats the changed roster; the
// ranking lists each series' own players, and in total everyone who played a series.
import { describe, expect, test } from 'vitest';
import { drawTables } from '../../../src/domain/tournament/assignment';
import { nextSeries } from '../../../src/domain/tournament/next-series';
import { foldNight } from '../../../src/domain/tournament/night-fold';
import {
  nightSheetId,
  type NightChange,
  type NightTable,
} from '../../../src/domain/tournament/night-log';
import {
  rosterChangeOpen,
  withRosterChange,
  type RosterChange,
} from '../../../src/domain/tournament/night-roster';
import { rankingOf, rankingRows } from '../../../src/domain/tournament/ranking';
import type { NightPlan } from '../../../src/domain/tournament/night';
import { assigned, KEY, nightEvent, planned, setupOf, T0 } from './night-fixtures';

const SETUP = setupOf(7, 3);
const LATE = { playerId: 'late-1', name: 'Lena' };

function plan(events: readonly NightChange[]): NightPlan {
  const night = foldNight(KEY, [
    planned(SETUP),
    assigned(SETUP, 0),
    ...events.map((change, i) => nightEvent(change, T0 + 5000 + i)),
  ]);
  if (!night.plan) throw new Error('not planned');
  return night.plan;
}

/** Series `series` drawn from the plan's present players, as the director's phone seats it. */
function drawn(from: NightPlan, seed: string): NightTable[] {
  const next = nextSeries(from, { kind: 'draw', seed });
  if (!next.ok) throw new Error(JSON.stringify(next.errors));
  const series = from.series.length;
  return (next.value.series[series]?.tables ?? []).map(({ table, players }) => ({
    table,
    players,
    sheetId: nightSheetId(KEY, series, table, `${series}${table}`.padStart(19, 'e')),
  }));
}

describe('a change of the night players between series', () => {
  test('a latecomer joins series 2: the draw seats 8 at two 4-tables, all at 0 before', () => {
    const added: RosterChange = { kind: 'player-added', series: 1, player: LATE };
    const after = plan([added]);
    expect(after.players.map((p) => p.name)).toContain('Lena');
    const tables = drawn(after, 'x-2');
    expect(tables.map((t) => t.players.length)).toEqual([4, 4]);
    expect(tables.flatMap((t) => t.players)).toContain('late-1');

    const night = foldNight(KEY, [
      planned(SETUP),
      assigned(SETUP, 0),
      nightEvent(added, T0 + 5000),
      assigned(SETUP, 1, T0 + 6000, tables),
    ]);
    expect(night.ignored).toEqual([]);
    expect(night.roster?.map((entry) => entry.change)).toEqual([added]);
    const ranking = rankingOf(night.plan ?? after, []);
    // Series 1: the seven who played it; series 2: all eight; in total all eight.
    expect(rankingRows(ranking, { series: 0 }).map((row) => row.playerId)).not.toContain('late-1');
    expect(rankingRows(ranking, { series: 1 }).map((row) => row.playerId)).toContain('late-1');
    expect(rankingRows(ranking)).toHaveLength(8);
  });

  test('an absent player is left out of the next draws, keeps series 1 in the total', () => {
    const absent: RosterChange = { kind: 'player-absent', series: 1, playerId: 'p006' };
    // 8 players, one absent: the draw seats 7 (a 4-table and a 3-table).
    const eight = setupOf(8, 3);
    const night = foldNight(KEY, [
      planned(eight),
      assigned(eight, 0),
      nightEvent(absent, T0 + 5000),
    ]);
    const after = night.plan;
    if (!after) throw new Error('not planned');
    const tables = drawn(after, 'y-2');
    expect(tables.map((t) => t.players.length)).toEqual([4, 3]);
    expect(tables.flatMap((t) => t.players)).not.toContain('p006');
    // Seated by hand anyway: refused with the night's own code.
    const hand = nextSeries(after, {
      kind: 'hand',
      tables: [
        ['p000', 'p001', 'p002', 'p003'],
        ['p004', 'p005', 'p006', 'p007'],
      ],
    });
    expect(hand.ok ? [] : hand.errors).toContainEqual({
      code: 'player-absent',
      series: 1,
      playerId: 'p006',
    });
    const ranking = rankingOf(after, []);
    expect(rankingRows(ranking).map((row) => row.playerId)).toContain('p006');
    expect(rankingRows(ranking, { series: 1 }).map((row) => row.playerId)).not.toContain('p006');
  });

  test('a no-show before series 1 is not ranked and owes nothing', () => {
    const eight = setupOf(8, 2);
    const night = foldNight(KEY, [
      planned(eight),
      nightEvent({ kind: 'player-absent', series: 0, playerId: 'p007' }, T0 + 500),
    ]);
    const after = night.plan;
    if (!after) throw new Error('not planned');
    const tables = drawTables(
      after.players.map((p) => p.playerId).filter((id) => id !== 'p007'),
      's',
    );
    expect(tables.ok).toBe(true);
    expect(rankingRows(rankingOf(after, [])).map((row) => row.playerId)).not.toContain('p007');
  });

  test('a replacement takes the place in the draw; each counts their own lists', () => {
    const replaced: RosterChange = {
      kind: 'player-replaced',
      series: 1,
      playerId: 'p003',
      by: LATE,
    };
    const after = plan([replaced]);
    expect(after.absent).toEqual(['p003']);
    const seated = drawn(after, 'z-2').flatMap((t) => t.players);
    expect(seated).toContain('late-1');
    expect(seated).not.toContain('p003');
    expect(seated).toHaveLength(7);
  });

  test('a player back after being absent plays again', () => {
    const after = plan([
      { kind: 'player-absent', series: 1, playerId: 'p002' },
      { kind: 'player-back', series: 1, playerId: 'p002' },
    ]);
    expect(after.absent).toEqual([]);
  });

  test('refused, nothing changed: a name twice, unseatable, a passed series, unknown', () => {
    const base = plan([]);
    const refused = (change: RosterChange) => {
      const result = withRosterChange(base, change);
      return result.ok ? [] : result.errors.map((problem) => problem.code);
    };
    // "anna" and "Player 1" in another case are the same name.
    expect(
      refused({ kind: 'player-added', series: 1, player: { playerId: 'x', name: 'player 1' } }),
    ).toEqual(['name-twice']);
    expect(
      refused({ kind: 'player-added', series: 1, player: { playerId: 'x', name: '  ' } }),
    ).toEqual(['name-missing']);
    // 7 − 2 = 5 cannot be seated at tables of 3 and 4.
    const five = withRosterChange(plan([{ kind: 'player-absent', series: 1, playerId: 'p000' }]), {
      kind: 'player-absent',
      series: 1,
      playerId: 'p001',
    });
    expect(five.ok ? [] : five.errors).toEqual([{ code: 'no-table-split', players: 5 }]);
    expect(refused({ kind: 'player-absent', series: 0, playerId: 'p001' })).toEqual([
      'roster-series-passed',
    ]);
    expect(refused({ kind: 'player-absent', series: 1, playerId: 'nobody' })).toEqual([
      'player-unknown',
    ]);
    expect(refused({ kind: 'player-back', series: 1, playerId: 'p001' })).toEqual([
      'player-present',
    ]);
  });

  test('the fold leaves out a change it refuses, and any after closing', () => {
    const night = foldNight(KEY, [
      planned(SETUP),
      assigned(SETUP, 0),
      nightEvent({ kind: 'player-added', series: 0, player: LATE }, T0 + 5000, 'e-passed'),
      nightEvent({ kind: 'night-closed' }, T0 + 6000),
      nightEvent({ kind: 'player-added', series: 1, player: LATE }, T0 + 7000, 'e-closed'),
    ]);
    expect(night.ignored).toEqual([
      { eventId: 'e-passed', code: 'roster-refused' },
      { eventId: 'e-closed', code: 'roster-refused' },
    ]);
    expect(night.plan?.players).toHaveLength(7);
  });

  test('not while a series is played (its unfinished tables named), nor after closing', () => {
    const table = (deals: number, number = 1, series = 0) => ({
      series,
      table: number,
      deals,
      of: 12,
    });
    expect(rosterChangeOpen(false, [table(12), table(12, 2)]).ok).toBe(true);
    expect(rosterChangeOpen(false, [])).toEqual({ ok: true, value: undefined });
    const running = rosterChangeOpen(false, [table(12), table(5, 2)]);
    expect(running.ok ? [] : running.errors).toEqual([
      { code: 'series-running', series: 0, tables: [2] },
    ]);
    // Every unfinished table of the running series, in order; done ones and other series not.
    const three = [table(12, 1, 1), table(0, 3, 1), table(12, 4, 0), table(7, 2, 1)];
    expect(rosterChangeOpen(false, three)).toEqual({
      ok: false,
      errors: [{ code: 'series-running', series: 1, tables: [2, 3] }],
    });
    const closed = rosterChangeOpen(true, [table(12)]);
    expect(closed.ok ? [] : closed.errors).toEqual([{ code: 'night-closed' }]);
  });
});
