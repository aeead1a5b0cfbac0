/** English words of the short way in: the next deal started from the sheet with one tap. */
export const quickEntryStrings = {
  /** The sheet's buttons that start the next deal with its declarer chosen: "Anna plays". */
  declarerPlays: (name: string) => `${name} plays`,
  /** Under the name on that button. */
  plays: 'plays',
  /** The group of those buttons. */
  whoPlays: 'Who plays?',
  /** The sheet's button for a deal everyone passed. */
  passed: 'Passed',
};
