/** Strings of the shared components: one object, so a German translation can follow. */
export const commonStrings = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading…',
};
