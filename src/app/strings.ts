/** Strings of the app shell: one object, so a German translation can follow. */
export const appStrings = {
  loadFailed: 'This screen could not be opened. Your sheets are safe; reloading usually helps.',
  reload: 'Reload',
} as const;
