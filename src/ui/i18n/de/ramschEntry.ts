import type { Dictionary } from '../dictionary';
import { plural } from '../format';
import { n } from './numbers';

/** Die Wörter der Spieleingabe für einen Ramsch (Augen, Stich, Jungfrau, Durchmarsch, geschoben). */
export const ramschEntryStrings: Dictionary['ramschEntry'] = {
  passedRamsch: 'Eingepasst: Ramsch',
  ramsch: 'Ramsch',
  grandHand: 'Stattdessen Grand Hand',
  pointsGroup: 'Augen, kein Stich, alle Stiche',
  playerPoints: (name, points) =>
    points === null ? `Augen von ${name}` : `Augen von ${name}: ${n(points)}`,
  rest: 'Rest bis 120',
  noTrick: 'Kein Stich',
  noTrickName: (name) => `${name} hat keinen Stich (Jungfrau)`,
  allTricks: 'Alle Stiche',
  allTricksName: (name) => `${name} hat alle Stiche (Durchmarsch)`,
  doublings: 'Schieberamsch',
  doublingsChoice: (doublings) => (doublings === 0 ? 'keins' : `×${n(2 ** doublings)}`),
  doublingsName: (doublings) =>
    doublings === 0
      ? 'Schieberamsch: nicht geschoben'
      : plural('de', doublings, {
          one: `Schieberamsch: einmal geschoben (×${n(2)})`,
          other: `Schieberamsch: ${n(doublings)}-mal geschoben (×${n(2 ** doublings)})`,
        }),
  typeTwo: 'Augen von zwei Spielern eingeben: der dritte hat den Rest bis 120.',
  choosePlayer: 'Spieler antippen, um seine Augen zu ändern.',
  save: 'Ramsch speichern',

  byPoints: 'Stattdessen Augen eintragen',
  byOutcome: 'Nur Verlierer und Gewinner eintragen',
  outcomeGroup: 'Wer verliert, wer gewinnt, kein Stich, alle Stiche',
  lost: 'Verloren',
  loserName: (name) => `${name} verliert`,
  won: 'Gewonnen',
  winnerName: (name) => `${name} gewinnt`,
  noWinner: 'Kein Gewinner',
  noWinnerName: 'Kein Gewinner: die anderen beiden gleichauf',
  tapLoser:
    'Antippen, wer verliert (bei Gleichstand mit den meisten Augen jeden), dann wer gewinnt.',
  tapWinner:
    'Antippen, wer gewinnt, oder „Kein Gewinner“, wenn die anderen beiden gleich viele Augen haben.',
  flatOutcome: (who, count, value) =>
    count === 1
      ? `${who} verliert: ${n(value)} (fest)`
      : `${who} verlieren: ${count === 2 ? 'beide' : 'alle drei'} je ${n(value)} (fest)`,
  winnerByOutcome: (who) => `Gewinner: ${who}, die wenigsten Augen`,
  flatValue: (value, doublings, bock, total) => {
    const factors = [
      ...(doublings > 0 ? [`Schieberamsch ×${n(2 ** doublings)}`] : []),
      ...(bock > 0 ? [`Bock ×${n(2 ** bock)}`] : []),
    ];
    const flat = `Ramsch: ${n(value)} (fest)`;
    return factors.length === 0 ? flat : `${flat}, ${factors.join(', ')} = ${n(total)}`;
  },
  flatDetail: 'Jede Jungfrau (kein Stich) verdoppelt ihn.',
  discardTitle: 'Diesen Ramsch verwerfen?',
  discardMessage: 'Was für diesen Ramsch eingetragen ist, geht verloren.',
  discard: 'Verwerfen',
};
