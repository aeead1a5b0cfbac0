// A shared sheet's start, as events: the club's database holds events only (its design document
// refuses anything else), so the sheet as started (name, players, rules) travels as three events
// the sharing phone writes once. They have clock 1 and the lowest device id, so they fold before
// every other event: they say what the stored record says, and change nothing on the sharing
// phone; a phone that joins makes its record of them. Their ids are made from the sheet's, so a
// second share (or a second phone sharing the same sheet) makes the same three events.
import { appIdFor } from '../domain/bounded-log';
import { START_DEVICE } from '../domain/sheet-log';
import type { EventRecord, SheetRecord } from '../db/records';

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

/** The record a joining phone stores: the sheet as started, from its start events; null until all three are there. */
export function recordFromStart(
  sheetId: string,
  events: readonly EventRecord[],
): SheetRecord | null {
  const byId = new Map(events.map((event) => [event.id, event]));
  const name = byId.get(startId(sheetId, 'name'))?.change;
  const players = byId.get(startId(sheetId, 'players'))?.change;
  const rules = byId.get(startId(sheetId, 'rules'))?.change;
  if (name?.kind !== 'sheet-renamed' || players?.kind !== 'players-renamed') return null;
  if (rules?.kind !== 'rules-changed') return null;
  const at = byId.get(startId(sheetId, 'name'))?.at ?? 0;
  return {
    id: sheetId,
    name: name.name,
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
