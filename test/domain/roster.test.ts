// The roster: players kept across sheets, folded from an append-only log; renames and merges
// checked (a name another player has, two people who sat together), and undone.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  foldRoster,
  implicitPlayerId,
  playerForName,
  playerName,
  resolvePlayer,
  seatNames,
  type RosterChange,
  type RosterEvent,
} from '../../src/domain/roster';
import {
  checkMerge,
  checkRename,
  nextRosterUndo,
  rosterHistory,
  type SeatedSheet,
} from '../../src/domain/roster-checks';

let counter = 0;
function event(change: RosterChange, clock: number, device = 'd1'): RosterEvent {
  counter += 1;
  return { id: `e${String(counter)}`, device, clock, at: 1000 + clock, change };
}

const anna = implicitPlayerId('Anna');
const bob = implicitPlayerId('Bob');
const carl = implicitPlayerId('Carl');
const sheets: SeatedSheet[] = [
  { sheetId: 's1', players: [anna, bob, carl] },
  { sheetId: 's2', players: [anna, carl, implicitPlayerId('Ann')] },
];

describe('foldRoster', () => {
  test('a seat without an id is the implicit player of its name; a rename shows everywhere', () => {
    const roster = foldRoster([event({ kind: 'player-renamed', playerId: anna, name: 'Anne' }, 1)]);
    expect(seatNames(roster, ['Anna', 'Bob', 'Carl'], undefined)).toEqual(['Anne', 'Bob', 'Carl']);
    expect(seatNames(roster, ['X', 'Bob', 'Carl'], [anna, bob, carl])).toEqual([
      'Anne',
      'Bob',
      'Carl',
    ]);
  });

  test('a merge makes one player of two; an undo takes it back', () => {
    const merge = event({ kind: 'players-merged', from: implicitPlayerId('Ann'), into: anna }, 1);
    expect(resolvePlayer(foldRoster([merge]), implicitPlayerId('Ann'))).toBe(anna);
    expect(playerName(foldRoster([merge]), implicitPlayerId('Ann'))).toBe('Anna');
    const undo = event({ kind: 'undone', undoes: merge.id }, 2);
    expect(resolvePlayer(foldRoster([merge, undo]), implicitPlayerId('Ann'))).toBe(
      implicitPlayerId('Ann'),
    );
  });

  test('merges each into the other (two phones) never loop', () => {
    const roster = foldRoster([
      event({ kind: 'players-merged', from: anna, into: bob }, 1, 'a'),
      event({ kind: 'players-merged', from: bob, into: anna }, 1, 'b'),
    ]);
    expect(resolvePlayer(roster, anna)).toBe(resolvePlayer(roster, bob));
  });

  test('order-independent: any order and any duplicate of the events folds to one roster', () => {
    const changes = fc.oneof(
      fc.record({
        kind: fc.constant('player-renamed' as const),
        playerId: fc.constantFrom(anna, bob, carl),
        name: fc.constantFrom('X', 'Y', 'Z'),
      }),
      fc.record({
        kind: fc.constant('players-merged' as const),
        from: fc.constantFrom(anna, bob, carl),
        into: fc.constantFrom(anna, bob, carl),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(changes, fc.nat(5), fc.constantFrom('a', 'b')), { maxLength: 8 }),
        (list) => {
          const events = list.map(([change, clock, device]) => event(change, clock, device));
          const withUndo = [
            ...events,
            ...events.slice(0, 2).map((e) => event({ kind: 'undone', undoes: e.id }, 9)),
          ];
          const shuffled = [...withUndo].reverse();
          const a = foldRoster(withUndo);
          const b = foldRoster([...shuffled, ...withUndo.slice(0, 3)]);
          for (const id of [anna, bob, carl]) {
            expect(playerName(b, id)).toBe(playerName(a, id));
            expect(resolvePlayer(b, id)).toBe(resolvePlayer(a, id));
          }
        },
      ),
    );
  });
});

describe('playerForName', () => {
  test('a typed name is its current player; a name freed by a rename is a new person', () => {
    const roster = foldRoster([event({ kind: 'player-renamed', playerId: anna, name: 'Anne' }, 1)]);
    expect(playerForName(roster, 'Anne')).toBe(anna);
    expect(playerForName(roster, 'Anna')).toBeNull();
    expect(playerForName(roster, 'Bob')).toBe(bob);
  });
});

describe('checks', () => {
  test('a rename to a name another player has is refused; to its own or a free name allowed', () => {
    const roster = foldRoster([]);
    expect(checkRename(roster, sheets, anna, 'Bob')).toEqual({
      ok: false,
      errors: [{ code: 'player-name-taken', name: 'Bob' }],
    });
    expect(checkRename(roster, sheets, anna, 'Anna').ok).toBe(true);
    expect(checkRename(roster, sheets, anna, 'Anne').ok).toBe(true);
  });

  test('two people who sat at the same sheet cannot be merged; others with a preview', () => {
    const roster = foldRoster([]);
    expect(checkMerge(roster, sheets, anna, carl)).toEqual({
      ok: false,
      errors: [{ code: 'players-sat-together', sheetIds: ['s1', 's2'] }],
    });
    expect(checkMerge(roster, sheets, anna, anna)).toEqual({
      ok: false,
      errors: [{ code: 'same-player' }],
    });
    expect(checkMerge(roster, sheets, implicitPlayerId('Ann'), bob)).toEqual({
      ok: true,
      value: ['s2'],
    });
  });

  test('the history names who was renamed and merged, newest first; undo walks back', () => {
    const rename = event({ kind: 'player-renamed', playerId: anna, name: 'Anne' }, 1);
    const merge = event({ kind: 'players-merged', from: implicitPlayerId('Ann'), into: anna }, 2);
    const history = rosterHistory([merge, rename]);
    expect(history.map((e) => e.kind)).toEqual(['merged', 'renamed']);
    expect(history[0]).toMatchObject({ from: 'Ann', into: 'Anne', undone: false });
    expect(history[1]).toMatchObject({ before: 'Anna', after: 'Anne' });
    expect(nextRosterUndo([rename, merge])).toBe(merge);
    const undo = event({ kind: 'undone', undoes: merge.id }, 3);
    expect(nextRosterUndo([rename, merge, undo])).toBe(rename);
  });
});
