import type { Dictionary } from '../dictionary';

/** Der kurze Weg: das nächste Spiel mit einem Tipp auf der Liste beginnen. */
export const quickEntryStrings: Dictionary['quickEntry'] = {
  declarerPlays: (name) => `${name} spielt`,
  plays: 'spielt',
  whoPlays: 'Wer spielt?',
  declarerGrandHand: (name) => `${name}: Grand Hand`,
  grandHand: 'Grand Hand',
  whoPlaysGrandHand: 'Wer spielt statt des Ramschs Grand Hand?',
  passed: 'Eingepasst',
};
