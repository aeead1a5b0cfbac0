// How far the database's upgrade has come, for the screen: the first start after an update may
// rewrite every sheet of an old schema (2,000 sheets × 36 deals took 18 s before it was made
// fast), and a player who sees nothing happen closes the app. The upgrade reports here; the app
// shows it (src/app/cold-start/upgrade-watch.ts). Data only: the words are the UI's.

/** Sheets upgraded so far, of all the sheets the upgrade rewrites. */
export interface UpgradeProgress {
  readonly done: number;
  readonly total: number;
}

type Listener = (progress: UpgradeProgress) => void;

const listeners = new Set<Listener>();

/** Calls `listener` with each step of an upgrade; returns the call that stops it. */
export function onUpgradeProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportUpgrade(progress: UpgradeProgress): void {
  for (const listener of listeners) listener(progress);
}
