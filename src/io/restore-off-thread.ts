import { outcomeCollector, runCheck, type CheckOutcome, type CheckRequest } from './restore-check';

/** Starts the restore's worker; null where this browser (or a unit test's jsdom) has none. */
export function startRestoreWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    // Written out whole so Vite finds and bundles the worker (a file of its own in dist/assets).
    return new Worker(new URL('./restore-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/** The same check on this thread, for browsers without workers: slower to the eye, same answer. */
export async function checkOnThisThread(
  request: CheckRequest,
  onProgress: (checked: number, total: number) => void,
): Promise<CheckOutcome> {
  const take = outcomeCollector(onProgress);
  let outcome: CheckOutcome | null = null;
  await runCheck(request, (message) => {
    outcome ??= take(message);
  });
  return outcome ?? { kind: 'unreadable' };
}

/**
 * Reads and checks a backup file in a worker, telling `onProgress` how many sheets are checked;
 * falls back to this thread when no worker starts or the worker fails (a browser refusing
 * module workers says so by an error event, not an exception).
 */
export function checkBackupOffThread(
  request: CheckRequest,
  onProgress: (checked: number, total: number) => void,
  start: () => Worker | null = startRestoreWorker,
): Promise<CheckOutcome> {
  const worker = start();
  if (!worker) return checkOnThisThread(request, onProgress);
  return new Promise((resolve) => {
    const take = outcomeCollector(onProgress);
    worker.onmessage = (event: MessageEvent<Parameters<typeof take>[0]>) => {
      const outcome = take(event.data);
      if (outcome === null) return;
      worker.terminate();
      resolve(outcome);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(checkOnThisThread(request, onProgress));
    };
    worker.postMessage(request);
  });
}
