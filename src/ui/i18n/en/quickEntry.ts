/** English words of the short way in: the next deal started from the sheet with one tap. */
export const quickEntryStrings = {
  /** The sheet's buttons that start the next deal with its declarer chosen: "Anna plays". */
  declarerPlays: (name: string) => `${name} plays`,
  /** Under the name on that button. */
  plays: 'plays',
  /** The group of those buttons. */
  whoPlays: 'Who plays?',
  /** In a Ramsch round a player may only play a grand hand instead: "Anna: grand hand". */
  declarerGrandHand: (name: string) => `${name}: grand hand`,
  /** Under the name on that button. */
  grandHand: 'grand hand',
  /** The group of those buttons. */
  whoPlaysGrandHand: 'Who plays a grand hand instead of the Ramsch?',
  /** The sheet's button for a deal everyone passed. */
  passed: 'Passed',
};
