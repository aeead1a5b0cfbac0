import {
  outcomeCollector,
  runCheck,
  type CheckMessage,
  type CheckOutcome,
  type CheckRequest,
} from './restore-check';

/** What the restore needs of a worker: hand it the file, hear its messages or its failure. */
export interface CheckWorker {
  start(
    request: CheckRequest,
    onMessage: (message: CheckMessage) => void,
    onFailure: () => void,
  ): void;
  stop(): void;
}

/** Starts the restore's worker; null where this browser (or a unit test's jsdom) has none. */
export function startRestoreWorker(): CheckWorker | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    // Written out whole so Vite finds and bundles the worker (a file of its own in dist/assets).
    worker = new Worker(new URL('./restore-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  return {
    start(request, onMessage, onFailure) {
      worker.onmessage = (event: MessageEvent<CheckMessage>) => onMessage(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        onFailure();
      };
      worker.postMessage(request);
    },
    stop: () => worker.terminate(),
  };
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
  startWorker: () => CheckWorker | null = startRestoreWorker,
): Promise<CheckOutcome> {
  const worker = startWorker();
  if (!worker) return checkOnThisThread(request, onProgress);
  return new Promise((resolve) => {
    const take = outcomeCollector(onProgress);
    worker.start(
      request,
      (message) => {
        const outcome = take(message);
        if (outcome === null) return;
        worker.stop();
        resolve(outcome);
      },
      () => {
        worker.stop();
        resolve(checkOnThisThread(request, onProgress));
      },
    );
  });
}
