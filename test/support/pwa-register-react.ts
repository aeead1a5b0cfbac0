// Stand-in for vite-plugin-pwa's virtual module under Vitest (the plugin is not loaded there).
// Tests drive it through `serviceWorkerStub` the way the real worker would: a new version waiting,
// the first install finished, a new worker taking control of the page.
import { useEffect, useState } from 'react';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

interface MountedHook {
  setNeedRefresh(value: boolean): void;
  setOfflineReady(value: boolean): void;
  options: RegisterSWOptions;
}

/** Just enough of navigator.serviceWorker: who controls the page, and 'controllerchange'. */
class FakeServiceWorkerContainer extends EventTarget {
  controller: object | null;
  constructor(controlled: boolean) {
    super();
    this.controller = controlled ? { version: 1 } : null;
  }
  takeControl(): void {
    this.controller = { version: (this.controller ? 2 : 1) + Math.random() };
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const mounted = new Set<MountedHook>();
let updateCalls = 0;
let container = new FakeServiceWorkerContainer(true);

export const serviceWorkerStub = {
  /**
   * Call before each test: a fresh navigator.serviceWorker whose page is already controlled
   * (a returning visit) or not yet (the very first visit).
   */
  reset(options: { controlled: boolean } = { controlled: true }): void {
    updateCalls = 0;
    container = new FakeServiceWorkerContainer(options.controlled);
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  },
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
  /**
   * The page's controller changes and nothing else is said: the first install claiming the page
   * (clientsClaim), or — in a page that loaded without a worker — a new version taking over,
   * which workbox-window does not report as an update.
   */
  controllerChanged(): void {
    container.takeControl();
  },
  /**
   * The waiting worker took control of the page (after skip-waiting here or in another tab).
   * Like the real plugin, onNeedReload is called too.
   */
  newWorkerTookControl(): void {
    container.takeControl();
    for (const hook of mounted) hook.options.onNeedReload?.();
  },
  /** How often the page asked the waiting worker to take over (updateServiceWorker). */
  get updateCalls(): number {
    return updateCalls;
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
