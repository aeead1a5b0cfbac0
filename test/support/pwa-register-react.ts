// Stand-in for vite-plugin-pwa's virtual module under Vitest (the plugin is not loaded there).
// Tests drive it through `serviceWorkerStub` the way the real worker would: a new version waiting,
// the first install finished, a new worker taking control.
import { useEffect, useState } from 'react';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

interface MountedHook {
  setNeedRefresh(value: boolean): void;
  setOfflineReady(value: boolean): void;
  options: RegisterSWOptions;
}

const mounted = new Set<MountedHook>();
let updateCalls = 0;

export const serviceWorkerStub = {
  /** A new version installed and is waiting (the real hook's onNeedRefresh). */
  newVersionWaiting(): void {
    for (const hook of mounted) {
      hook.setNeedRefresh(true);
      hook.options.onNeedRefresh?.();
    }
  },
  /** The first install finished: everything is precached (the real hook's onOfflineReady). */
  installedForOffline(): void {
    for (const hook of mounted) {
      hook.setOfflineReady(true);
      hook.options.onOfflineReady?.();
    }
  },
  /** The waiting worker took control of this page (after skip-waiting here or in another tab). */
  newWorkerTookControl(): void {
    for (const hook of mounted) hook.options.onNeedReload?.();
  },
  /** How often the page asked the waiting worker to take over (updateServiceWorker). */
  get updateCalls(): number {
    return updateCalls;
  },
  reset(): void {
    updateCalls = 0;
  },
};

export function useRegisterSW(options: RegisterSWOptions = {}) {
  const needRefresh = useState(false);
  const offlineReady = useState(false);
  // Like the real hook, the options of the first render are the ones registered.
  const [registered] = useState(options);
  const setNeedRefresh = needRefresh[1];
  const setOfflineReady = offlineReady[1];

  useEffect(() => {
    const hook: MountedHook = { setNeedRefresh, setOfflineReady, options: registered };
    mounted.add(hook);
    return () => {
      mounted.delete(hook);
    };
  }, [setNeedRefresh, setOfflineReady, registered]);

  return {
    needRefresh,
    offlineReady,
    updateServiceWorker: async () => {
      updateCalls += 1;
    },
  };
}
