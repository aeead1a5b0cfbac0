import type { Dictionary } from '../dictionary';
/** German strings of the shared components: one object, so a German translation can follow. */
export const commonStrings: Dictionary['common'] = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading…',
};
