// Stand-in for vite-plugin-pwa's virtual module under Vitest (the plugin is not loaded there).
import { useState } from 'react';

export function useRegisterSW() {
  const needRefresh = useState(false);
  const offlineReady = useState(false);
  return {
    needRefresh,
    offlineReady,
    updateServiceWorker: async () => {},
  };
}
