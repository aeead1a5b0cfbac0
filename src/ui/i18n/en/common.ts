import { n } from './numbers';

/** Strings of the shared components. */
export const commonStrings = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading…',
  /** The first start after an update rewrites the stored sheets: how far it has come. */
  upgrading: (done: number, total: number) => `Updating your sheets … ${n(done)} of ${n(total)}`,
  upgradeKeepOpen: 'Once after an update. Please keep the app open.',
};
