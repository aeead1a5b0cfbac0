// A shared sheet's start, as events: the club's database holds events only (its design document
// refuses anything else), so the sheet as started (name, players, rules) travels as three events
// the sharing phone writes once. They have clock 1 and the lowest device id, so they fold before
// every other event: they say what the stored record says, and change nothing on the sharing
// phone; a phone that joins makes its record of them. Their ids are made from the sheet's, so a
// second share (or a second phone sharing the same sheet) makes the same three events.
import { appIdFor } from '../../domain/bounded-log';
import { START_DEVICE } from '../../domain/sheet-log';
import type { EventRecord, SheetRecord } from '../../db/records';

export { START_DEVICE };

function startId(sheetId: string, part: string): string {
  return appIdFor(`skat-scorekeeper shared sheet start:${sheetId}:${part}`);
}

/** The sheet as started, as the three events a joining phone makes its record of. */
export function startEvents(record: SheetRecord): EventRecord[] {
  const base = { sheetId: record.id, device: START_DEVICE, clock: 1, at: record.createdAt };
  return [
    {
      ...base,
      id: startId(record.id, 'name'),
      change: { kind: 'sheet-renamed', name: record.name },
    },
    {
      ...base,
      id: startId(record.id, 'players'),
      change: {
        kind: 'players-renamed',
        playerNames: [...record.playerNames],
        ...(record.playerIds ? { playerIds: [...record.playerIds] } : {}),
      },
    },
    {
      ...base,
      id: startId(record.id, 'rules'),
      change: { kind: 'rules-changed', setup: record.setup, preset: record.preset },
    },
  ];
}

const START_KINDS = {
  name: 'sheet-renamed',
  players: 'players-renamed',
  rules: 'rules-changed',
} as const;

/**
 * The start event `part` among `events`: of its id and its kind. A member with curl can write a
 * second version under a start event's id (issue 34, item 6): of another kind, it would hide the
 * sheet from every phone joining later, all saying "Synced". Of several of the right kind, the
 * same one on every phone (the lowest by content), whichever arrived first; the bridge marks the
 * event tampered anyway.
 */
function startEvent<K extends keyof typeof START_KINDS>(
  sheetId: string,
  events: readonly EventRecord[],
  part: K,
) {
  const id = startId(sheetId, part);
  type Wanted = Extract<EventRecord['change'], { kind: (typeof START_KINDS)[K] }>;
  const versions = events.filter(
    (event): event is EventRecord & { change: Wanted } =>
      event.id === id && event.change.kind === START_KINDS[part],
  );
  const keyed = versions.map((event) => [JSON.stringify(event.change), event] as const);
  keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return keyed[0]?.[1];
}

/** The ids of a sheet's three start events: a joining phone reads only their documents. */
export function startEventIds(sheetId: string): Set<string> {
  return new Set(Object.keys(START_KINDS).map((part) => startId(sheetId, part)));
}

/** The record a joining phone stores: the sheet as started, from its start events; null until all three are there. */
export function recordFromStart(
  sheetId: string,
  events: readonly EventRecord[],
): SheetRecord | null {
  const named = startEvent(sheetId, events, 'name');
  const players = startEvent(sheetId, events, 'players')?.change;
  const rules = startEvent(sheetId, events, 'rules')?.change;
  if (!named || !players || !rules) return null;
  const at = named.at;
  return {
    id: sheetId,
    name: named.change.name,
    playerNames: players.playerNames,
    ...(players.playerIds ? { playerIds: players.playerIds } : {}),
    setup: rules.setup,
    preset: rules.preset,
    createdAt: at,
    updatedAt: at,
  };
}

/** Whether an event is one of a sheet's start events (made here, not entered by anybody). */
export function isStartEvent(event: Pick<EventRecord, 'device'>): boolean {
  return event.device === START_DEVICE;
}
