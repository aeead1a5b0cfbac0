// Each table confirms its list (issue 33): a confirmation counts for the list it saw; a change of
// the list afterwards withdraws it; a player not at the table counts nowhere; the prizes wait for
// every table or the director's release (with its reason, on the record).
import { describe, expect, test } from 'vitest';
import {
  listDigest,
  prizesPayable,
  tableConfirmations,
  type ListConfirmation,
} from '../../../src/domain/tournament/list-confirmation';
import { foldNight } from '../../../src/domain/tournament/night-fold';
import {
  countedList,
  emptyTracker,
  trackedView,
  withConfirmation,
  withNightEvent,
  withSheetEvent,
  type NightTracker,
} from '../../../src/domain/tournament/night-tracker';
import { grandHand } from '../../support/house-helpers';
import {
  assigned,
  KEY,
  nightEvent,
  planned,
  playedSheet,
  setupOf,
  T0,
  tablesOf,
  uid,
} from './night-fixtures';

function confirmation(sheetId: string, playerId: string, list: string, at = 1): ListConfirmation {
  return { id: uid(), sheetId, playerId, at, author: 'table-01', list };
}

/** A night of 7 players, one series of 4 deals, every table played out. */
function playedNight() {
  const setup = setupOf(7, 1, 4);
  const tracker = emptyTracker(KEY);
  withNightEvent(tracker, planned(setup));
  withNightEvent(tracker, assigned(setup, 0));
  const tables = tablesOf(setup, 0);
  const sheets = tables.map((table) => {
    const played = playedSheet(table, setup, table.players.length === 4 ? 4 : 3);
    for (const event of played.events) withSheetEvent(tracker, table.sheetId, event, 'table');
    return { table, ...played };
  });
  return { tracker, tables, sheets };
}

function confirmAll(tracker: NightTracker, sheetId: string, players: readonly string[]) {
  // The table's phone's own digest: the same counted list from the sheet's events.
  const events = [...(tracker.sheets.get(sheetId)?.events.values() ?? [])];
  const { deals } = countedList(events.map(({ event }) => event));
  for (const playerId of players)
    withConfirmation(tracker, confirmation(sheetId, playerId, listDigest(deals), 5));
}

describe('a table’s confirmations', () => {
  const place = { series: 0, table: 1, sheetId: 's', players: ['a', 'b', 'c'] };

  test('waiting, confirmed, and withdrawn when the list changed', () => {
    const none = tableConfirmations(place, 'L1', []);
    expect(none.players.map((p) => p.state)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(none.confirmed).toBe(false);
    const all = ['a', 'b', 'c'].map((id) => confirmation('s', id, 'L1'));
    expect(tableConfirmations(place, 'L1', all).confirmed).toBe(true);
    const changed = tableConfirmations(place, 'L2', [...all, confirmation('s', 'a', 'L2', 9)]);
    expect(changed.players.map((p) => p.state)).toEqual(['confirmed', 'withdrawn', 'withdrawn']);
    expect(changed.confirmed).toBe(false);
  });

  test('a player not at the table, or another table’s confirmation, counts nowhere', () => {
    const others = [confirmation('s', 'z', 'L1'), confirmation('other', 'a', 'L1')];
    const read = tableConfirmations(place, 'L1', others);
    expect(read.players.map((p) => p.playerId)).toEqual(['a', 'b', 'c']);
    expect(read.players.every((p) => p.state === 'waiting')).toBe(true);
  });

  test('the digest tells a changed list from the same one', () => {
    expect(listDigest([])).toBe(listDigest([]));
    expect(listDigest([])).not.toBe(listDigest([{ ...grandHand(1), dealer: 0 } as never]));
  });
});

describe('the night’s confirmations (tracker)', () => {
  test('confirmed tables, a correction withdraws, and the view says so', () => {
    const { tracker, sheets } = playedNight();
    for (const { table } of sheets) confirmAll(tracker, table.sheetId, table.players);
    const view = trackedView(tracker);
    expect(view.confirmations?.every((table) => table.confirmed)).toBe(true);
    expect(view.confirmed).toHaveLength(7);

    const [first] = sheets;
    if (!first) throw new Error('a table');
    const added = first.log.events[0];
    if (added?.change.kind !== 'deal-added') throw new Error('a deal');
    const replaced = first.log.add({
      kind: 'deal-replaced',
      dealId: added.change.dealId,
      replaces: added.id,
      deal: grandHand(2),
    });
    withSheetEvent(tracker, first.table.sheetId, replaced, 'director');
    const after = trackedView(tracker).confirmations ?? [];
    const changed = after.find((table) => table.sheetId === first.table.sheetId);
    expect(changed?.confirmed).toBe(false);
    expect(changed?.players.every((player) => player.state === 'withdrawn')).toBe(true);
    expect(after.filter((table) => table.confirmed)).toHaveLength(after.length - 1);
  });

  test('a confirmation of another night is not taken', () => {
    const { tracker } = playedNight();
    withConfirmation(tracker, confirmation('ffffffff-0000-0001-0000-000000000000', 'p1', 'x'));
    expect(trackedView(tracker).confirmed).toEqual([]);
  });
});

describe('prizes', () => {
  const table = (confirmed: boolean) => ({
    series: 0,
    table: 1,
    sheetId: 's',
    players: [],
    confirmed,
  });

  test('paid from confirmed lists only, or when the director released them', () => {
    expect(prizesPayable([table(true), table(true)], null)).toEqual({
      payable: true,
      by: 'confirmed',
    });
    const waiting = prizesPayable([table(true), table(false)], null);
    expect(waiting.payable).toBe(false);
    const release = { at: 1, author: 'director', reason: 'Tisch 2 ging früh' };
    expect(prizesPayable([table(false)], release)).toEqual({ payable: true, by: 'released' });
  });

  test('the release is a night event with its reason; an empty reason is left out', () => {
    const setup = setupOf(7, 1, 4);
    const reason = 'Spieler B ist gegangen';
    const kept = foldNight(KEY, [
      planned(setup),
      nightEvent({ kind: 'prizes-released', reason }, T0 + 5),
    ]);
    expect(kept.released?.reason).toBe(reason);
    const empty = nightEvent({ kind: 'prizes-released', reason: ' ' }, T0 + 6);
    const refused = foldNight(KEY, [planned(setup), empty]);
    expect(refused.released).toBeNull();
    expect(refused.ignored).toEqual([{ eventId: empty.id, code: 'change-malformed' }]);
  });
});
