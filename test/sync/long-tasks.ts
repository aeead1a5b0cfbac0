// A watch on the test process's own synchronous stretches (issue 34, "no page task runs over
// 200 ms"): a timer every 10 ms; a gap between two ticks is one stretch the event loop could not
// run the timer. A gap counts as long only if the process also spent that much CPU time in it:
// on a machine shared by many, a process put aside by the scheduler shows a long gap but no
// work, and that is not a task of ours. It is an upper bound for intake: it times everything of
// this process (PouchDB, Dexie on fake-indexeddb, the test's own reads) between two awaits.

export interface LongTask {
  readonly wallMs: number;
  readonly cpuMs: number;
}

export interface LongTaskWatch {
  /** Stops the timer; the stretches over the limit, and the longest gap by CPU time. */
  stop(): { readonly long: readonly LongTask[]; readonly longestCpuMs: number };
}

const TICK_MS = 10;

export function watchLongTasks(limitMs: number): LongTaskWatch {
  const long: LongTask[] = [];
  let longestCpuMs = 0;
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  const timer = setInterval(() => {
    const now = performance.now();
    const used = process.cpuUsage(lastCpu);
    const cpuMs = (used.user + used.system) / 1000;
    const wallMs = now - last;
    // CPU time of the gap, less the tick it should have taken: work that held the loop.
    longestCpuMs = Math.max(longestCpuMs, Math.min(cpuMs, wallMs));
    if (wallMs > limitMs && cpuMs > limitMs) long.push({ wallMs, cpuMs });
    last = now;
    lastCpu = process.cpuUsage();
  }, TICK_MS);
  return {
    stop() {
      clearInterval(timer);
      return { long, longestCpuMs };
    },
  };
}
