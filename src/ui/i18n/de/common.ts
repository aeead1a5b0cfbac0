import type { Dictionary } from '../dictionary';

/** German strings of the shared components. */
export const commonStrings: Dictionary['common'] = {
  confirm: 'Bestätigen',
  cancel: 'Abbrechen',
  close: 'Schließen',
  loading: 'Wird geladen …',
};
