/**
 * Strings of the first screen's shell: painted from index.html before any script has run (see
 * build/first-screen-shell.ts), so they are plain text, no functions.
 */
export const shellStrings = {
  /** Under the app's name while the app starts. */
  tagline: 'Keeps the score of Skat at the card table, offline, and explains every value.',
};
