import type { Dictionary } from '../dictionary';
import { n } from './numbers';

/** German strings of the shared components. */
export const commonStrings: Dictionary['common'] = {
  confirm: 'Bestätigen',
  cancel: 'Abbrechen',
  close: 'Schließen',
  loading: 'Wird geladen …',
  upgrading: (done, total) => `Listen werden aktualisiert … ${n(done)} von ${n(total)}`,
  upgradeKeepOpen: 'Einmalig nach einem Update. Bitte die App geöffnet lassen.',
};
