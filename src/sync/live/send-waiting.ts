// The shared sheets that are not on screen: a deal entered offline waits in the log, and only a
// live sheet (live.ts) writes it for the server and sends it. Here each shared sheet that is not
// open is started in turn, in the background, until it has sent what waits (or the server does
// not answer, or it refuses), then stopped: one sheet at a time, at most MAX_SHEETS a pass and
// SHEET_MS a sheet. What each still has waiting is told to the caller (the sheets list shows it).
import type { LiveSheet } from './live';
import type { SyncStatus } from './status';

/** At most this many sheets started in one pass: the request loop stays bounded. */
export const MAX_SHEETS = 50;
/** The longest one sheet is kept running to send what waits. */
export const SHEET_MS = 30_000;

export interface SendWaitingOptions {
  /** The shared sheets of this phone. */
  readonly sheetIds: readonly string[];
  /** Open on screen already: its own live sheet sends, and its status is shown there. */
  readonly isOpen: (sheetId: string) => boolean;
  /** Starts a sheet live; `onStatus` hears each change of its status. */
  readonly start: (sheetId: string, onStatus: (status: SyncStatus) => void) => LiveSheet;
  readonly sheetMs?: number;
}

/** Changes still waiting to be sent: none once synced or removed. */
export function waitingIn(status: SyncStatus): number {
  return 'waiting' in status ? status.waiting : 0;
}

/** Done for now: everything sent, or nothing more to gain by waiting (offline, refused). */
function settled(status: SyncStatus): boolean {
  return status.state !== 'connecting' && status.state !== 'sending';
}

/** One sheet: started, its log written for the server, kept until settled (at most `ms`). */
async function sendOne(options: SendWaitingOptions, sheetId: string): Promise<SyncStatus> {
  let last: SyncStatus = { state: 'connecting', waiting: 0 };
  let wake: () => void = () => {};
  const live = options.start(sheetId, (status) => {
    last = status;
    wake();
  });
  let timedOut = false;
  let endMirrorWait: () => void = () => {};
  const timer = setTimeout(() => {
    timedOut = true;
    endMirrorWait();
    wake();
  }, options.sheetMs ?? SHEET_MS);
  // The log's events written for the server first: a pull caught up before that says synced.
  await Promise.race([live.mirror(), new Promise<void>((resolve) => (endMirrorWait = resolve))]);
  if (!timedOut) last = live.status();
  while (!settled(last) && !timedOut) await new Promise<void>((resolve) => (wake = resolve));
  clearTimeout(timer);
  await live.stop();
  return last;
}

/**
 * One pass over the shared sheets not open: each sent what waits, in turn. Resolves with what
 * each still has waiting (0: all on the server).
 */
export async function sendWaiting(options: SendWaitingOptions): Promise<Map<string, number>> {
  const waiting = new Map<string, number>();
  const closed = options.sheetIds.filter((id) => !options.isOpen(id)).slice(0, MAX_SHEETS);
  for (const sheetId of closed) {
    if (options.isOpen(sheetId)) continue;
    waiting.set(sheetId, waitingIn(await sendOne(options, sheetId)));
  }
  return waiting;
}
