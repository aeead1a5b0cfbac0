/** Renaming the players of a sheet (a typo, a nickname): the seats and every deal stay. */
export const renameStrings = {
  /** The sheet header's action, and the dialog's title. */
  open: 'Rename players',
  title: 'Rename players',
  hint: 'The seats stay as they are: only the names change, on every deal and in the history.',
  save: 'Save names',
};
