/** Strings of the app shell. */
export const appStrings = {
  /** The page title, as the browser tab and the installed app show it. */
  title: 'Skat Scorekeeper',
  loadFailed: 'This screen could not be opened. Your sheets are safe; reloading usually helps.',
  reload: 'Reload',
  toSheets: 'Go to the sheets',
};
