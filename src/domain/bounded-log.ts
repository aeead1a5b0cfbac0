// A log brought within the bounds of log-bounds.ts where it enters (a restore today, other
// phones next): the app's id form, legacy ids re-id'd the same way every time, times clamped,
// clocks renumbered in the log's own order. Loaded only where logs come in (the restore).
import { boundedTime, isTimeInRange, MAX_KEPT_CLOCK } from './log-bounds';
import { compareEvents, renamedChange, type SheetChange, type SheetEvent } from './sheet-log';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const APP_ID = new RegExp(`^${UUID}$`);
/** The events the database's upgrade to version 4 made of stored deals (db/migrations). */
const UPGRADE_EVENT_PREFIX = /^v4-(?:added|changed|deleted)-/;
const UPGRADE_EVENT_ID = new RegExp(`^v4-(?:added|changed|deleted)-${UUID}$`);
/** The device of the upgrade's events: not a phone. */
export const UPGRADE_DEVICE = 'v4-upgrade';

/**
 * The app's id form (crypto.randomUUID: lower-case hex in 8-4-4-4-12): ids end up in links and
 * keys, and one odd character (a lone surrogate cannot be put in a URL) once blanked the list.
 */
export function isAppId(id: string): boolean {
  return APP_ID.test(id);
}

/** An event's id: the app's form, or an upgraded deal's "v4-added-<app id>" (and its undo's). */
export function isEventId(id: string): boolean {
  return APP_ID.test(id) || UPGRADE_EVENT_ID.test(id);
}

/** The device that made an event: the app's form, or the upgrade itself. */
export function isDeviceId(id: string): boolean {
  return id === UPGRADE_DEVICE || APP_ID.test(id);
}

/** 128 bits of a text (cyrb128): the same text always gives the same bits. */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * An id in the app's form for any id: itself when it is one, else one made from it (a UUID of
 * version 8, from a hash of the old id). The same old id always gets the same new one, so a file
 * restored twice is recognised the second time, and every reference to it follows.
 */
export function appIdFor(id: string): string {
  if (isAppId(id)) return id;
  const hex = hash128(`skat-scorekeeper legacy id:${id}`)
    .map((part) => part.toString(16).padStart(8, '0'))
    .join('');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** An event id in the app's form: an upgraded deal's event keeps its prefix, its deal re-id'd. */
export function eventIdFor(id: string): string {
  if (isEventId(id)) return id;
  const prefix = UPGRADE_EVENT_PREFIX.exec(id)?.[0];
  return prefix === undefined ? appIdFor(id) : `${prefix}${appIdFor(id.slice(prefix.length))}`;
}

/** A device id in the app's form. */
export function deviceIdFor(id: string): string {
  return isDeviceId(id) ? id : appIdFor(id);
}

function changeInForm(change: SheetChange): boolean {
  if ('dealId' in change && !isAppId(change.dealId)) return false;
  if (change.kind === 'deal-replaced') return isEventId(change.replaces);
  if (change.kind === 'undone') return isEventId(change.undoes);
  if (change.kind === 'conflict-resolved') {
    return (
      isEventId(change.keeps) &&
      change.drops.every(isEventId) &&
      (change.then ?? []).every(isEventId)
    );
  }
  return true;
}

/** Whether a log is within every bound: clocks, times, ids (and so needs no renumberedLog). */
export function isLogInBounds(events: readonly SheetEvent[]): boolean {
  return events.every(
    (event) =>
      event.clock <= MAX_KEPT_CLOCK &&
      isTimeInRange(event.at) &&
      isEventId(event.id) &&
      isDeviceId(event.device) &&
      (event.seen ?? []).every(isEventId) &&
      changeInForm(event.change),
  );
}

/**
 * A log brought within the bounds, folding to the same sheet: ids re-id'd (every reference
 * with them), times clamped into range, and — when a clock is past MAX_KEPT_CLOCK or an event's
 * id or device had to change (they break ties of equal clocks) — clocks renumbered 1, 2, 3… in
 * the log's (clock, device, id) order. The order is kept, so an event an undo or a replace names
 * stays older than it. The events keep their place in the array (and any field of their own).
 */
export function renumberedLog<E extends SheetEvent>(events: readonly E[]): E[] {
  const renumber = events.some(
    (event) => event.clock > MAX_KEPT_CLOCK || !isEventId(event.id) || !isDeviceId(event.device),
  );
  const clocks = new Map<string, number>();
  if (renumber) [...events].sort(compareEvents).forEach((e, index) => clocks.set(e.id, index + 1));
  return events.map((event) => ({
    ...event,
    id: eventIdFor(event.id),
    device: deviceIdFor(event.device),
    clock: clocks.get(event.id) ?? event.clock,
    at: boundedTime(event.at),
    change: renamedChange(event.change, { deal: appIdFor, event: eventIdFor }),
    ...(event.seen === undefined ? {} : { seen: event.seen.map(eventIdFor) }),
  }));
}
