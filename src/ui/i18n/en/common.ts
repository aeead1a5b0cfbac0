/** Strings of the shared components. */
export const commonStrings = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading…',
};
