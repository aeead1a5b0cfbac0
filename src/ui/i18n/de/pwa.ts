import type { Dictionary } from '../dictionary';

/** German strings of the service-worker prompts. */
export const pwaStrings: Dictionary['pwa'] = {
  updateAvailable: 'Neue Version verfügbar',
  update: 'Aktualisieren',
  later: 'Später',
  updatedElsewhere: 'Skat-Schreiber wurde in einem anderen Tab aktualisiert.',
  reload: 'Neu laden',
  offlineReady: 'Jetzt auch ohne Internet nutzbar',
};
