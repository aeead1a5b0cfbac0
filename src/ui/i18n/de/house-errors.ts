import { MAX_BIERLACHS_LIMIT } from '../../../domain/rules';
import type { Dictionary } from '../dictionary';
import { n } from './numbers';

const notInRamschRound = (what: string) => (rule: string) =>
  `In einer Ramschrunde wird nur Ramsch oder Grand Hand gespielt, kein ${what} (${rule}).`;

/** Was die Hausregeln ablehnen, jeweils mit der Regel, die es verbietet. */
export const houseErrorsStrings: Dictionary['house']['errors'] = {
  ramsch: {
    'ramsch-points-missing': ({ rule }) => `Ramsch: Die Augen der drei Spieler eingeben (${rule}).`,
    'ramsch-points-seat-count': ({ rule }) =>
      `Ramsch: Augen werden für die drei Spieler im Spiel eingetragen; am Vierertisch setzt der Geber aus (${rule}).`,
    'ramsch-points-not-whole': ({ who, rule }) =>
      `Ramsch: Die Augen von ${who} müssen eine ganze Zahl sein (${rule}).`,
    'ramsch-points-out-of-range': ({ who, value, rule }) =>
      `Ramsch: ${who} hat ${n(value)} Augen; ein Spieler hat zwischen 0 und 120 Augen (${rule}).`,
    'ramsch-points-not-120': ({ value, rule }) =>
      `Ramsch: Die Augen der drei Spieler müssen 120 ergeben, nicht ${n(value)} (${rule}).`,
    'ramsch-seat-not-active': ({ who, rule }) =>
      `Ramsch: ${who} spielt in diesem Spiel nicht mit (${rule}).`,
    'ramsch-no-trick-seat-twice': ({ rule }) =>
      `Ramsch: Ein Spieler ist zweimal als Jungfrau markiert (${rule}).`,
    'jungfrau-with-points': ({ who, value, rule }) =>
      `Ramsch: ${who} hat keinen Stich (Jungfrau), aber ${n(value)} Augen; eine Jungfrau hat 0 Augen (${rule}).`,
    'durchmarsch-without-120': ({ who, value, rule }) =>
      `Ramsch: ${who} hat alle Stiche (Durchmarsch), aber ${n(value)} Augen statt 120 (${rule}).`,
    'durchmarsch-others-took-tricks': ({ who, rule }) =>
      `Ramsch: ${who} hat alle Stiche (Durchmarsch), also haben die anderen beiden keinen Stich (${rule}).`,
    'two-without-trick-no-durchmarsch': ({ rule }) =>
      `Ramsch: Zwei Spieler haben keinen Stich, also hat der dritte alle Stiche, ein Durchmarsch (${rule}).`,
    'schieberamsch-doublings-out-of-range': ({ rule }) =>
      `Schieberamsch: Es wird 0- bis 3-mal geschoben, als ganze Zahl (${rule}).`,
    'ramsch-bock-out-of-range': ({ rule }) =>
      `Ramsch: Bock-Verdopplungen sind eine ganze Zahl ab 0 (${rule}).`,
    'ramsch-players-seat-count': ({ rule }) =>
      `Ramsch: Drei Spieler spielen mit; am Vierertisch setzt der Geber aus (${rule}).`,
    'ramsch-loser-missing': ({ rule }) =>
      `Ramsch: Antippen, wer verloren hat, also wer die meisten Augen hat (${rule}).`,
    'ramsch-loser-twice': ({ rule }) =>
      `Ramsch: Ein Spieler ist zweimal als Verlierer markiert (${rule}).`,
    'ramsch-winner-missing': ({ rule }) =>
      `Ramsch: Antippen, wer gewinnt, also wer die wenigsten Augen hat, oder „Kein Gewinner“, wenn die anderen beiden gleich viele haben (${rule}).`,
    'ramsch-winner-is-loser': ({ who, rule }) =>
      `Ramsch: ${who} kann nicht zugleich verlieren und gewinnen; es gewinnt, wer die wenigsten Augen hat (${rule}).`,
    'ramsch-two-losers-third-wins': ({ who, rule }) =>
      `Ramsch: Zwei Spieler haben gleich viele, die meisten Augen, also hat ${who} allein die wenigsten und gewinnt (${rule}).`,
    'jungfrau-loses': ({ who, rule }) =>
      `Ramsch: ${who} hat keinen Stich (Jungfrau), also 0 Augen, und kann nicht verlieren (${rule}).`,
    'jungfrau-not-winner': ({ who, rule }) =>
      `Ramsch: ${who} hat keinen Stich (Jungfrau) und die wenigsten Augen: ${who} gewinnt, oder keiner, wenn ein anderer auch 0 Augen hat (${rule}).`,
    'durchmarsch-with-losers': ({ who, rule }) =>
      `Ramsch: ${who} hat alle Stiche (Durchmarsch), also verliert keiner (${rule}).`,
    'durchmarsch-other-winner': ({ rule }) =>
      `Ramsch: Nach einem Durchmarsch gewinnt, wer alle Stiche hat, kein anderer (${rule}).`,
  },

  sheet: {
    'ramsch-not-played': (rule) =>
      `Hier kein Ramsch: Auf dieser Liste wird nach „Alle passen“ nicht geramscht, und es läuft keine Ramschrunde (${rule}).`,
    'passed-deal-is-ramsch': (rule) =>
      `Auf dieser Liste wird nach „Alle passen“ Ramsch gespielt: den Ramsch eintragen (${rule}).`,
    'ramsch-seats-not-table': (rule) =>
      `Ein Ramsch hat einen Eintrag für jeden Spieler am Tisch (${rule}).`,
    'ramsch-dealer-plays': (rule) =>
      `Am Vierertisch setzt der Geber auch beim Ramsch aus, und nur er (${rule}).`,
    'ramsch-outcome-not-flat': (rule) =>
      `Auf dieser Liste verliert der Verlierer eines Ramschs seine eigenen Augen: die Augen eintragen, nicht nur, wer verloren hat (${rule}).`,
  },
  notInRamschRound: {
    clubs: notInRamschRound('Kreuzspiel'),
    spades: notInRamschRound('Pikspiel'),
    hearts: notInRamschRound('Herzspiel'),
    diamonds: notInRamschRound('Karospiel'),
    grand: notInRamschRound('Grand ohne Hand'),
    null: notInRamschRound('Nullspiel'),
    passed: (rule) =>
      `In einer Ramschrunde wird jedes Spiel als Ramsch gespielt, keines wird eingepasst (${rule}).`,
  },
  schieberamschNotPlayed: {
    never: (rule) =>
      `Auf dieser Liste wird kein Schieberamsch gespielt: Ein Ramsch hat keine Verdopplungen (${rule}).`,
    rounds: (rule) =>
      `Schieberamsch wird nur in Ramschrunden gespielt: Dieser Ramsch hat keine Verdopplungen (${rule}).`,
  },
  rulesInvalid: 'Die Hausregeln der Liste sind ungültig.',
  bockIsDerived: (rule) =>
    `Bock ergibt sich aus den Bockrunden der Liste und wird nicht je Spiel eingetragen (${rule}).`,

  ruleSet: {
    'list-unknown': (rule) =>
      `Die Liste ist eine einfache Liste, Seeger-Fabian oder Bierlachs (${rule}).`,
    'bierlachs-limit-invalid': () =>
      `Das Limit beim Bierlachs ist eine ganze Zahl von 1 bis ${n(MAX_BIERLACHS_LIMIT)}: die Punkte, mit denen jeder in eine Runde geht.`,
    'kontra-rule-unknown': (rule) => `Kontra und Re werden entweder gespielt oder nicht (${rule}).`,
    'passed-rule-unknown': (rule) =>
      `Wenn alle passen, ist das Spiel entweder eingepasst, oder es wird Ramsch gespielt (${rule}).`,
    'ramsch-rule-missing': (rule) =>
      `Auf dieser Liste wird Ramsch gespielt, also braucht sie eine Ramsch-Wertung: Augen oder ein fester Wert (${rule}).`,
    'ramsch-scoring-unknown': (rule) =>
      `Ein Ramsch wird nach den Augen des Verlierers oder mit einem festen Wert gewertet (${rule}).`,
    'ramsch-flat-value-invalid': (rule) =>
      `Ein fester Ramschwert ist eine ganze Zahl über 0 (${rule}).`,
    'schieberamsch-rule-unknown': (rule) =>
      `Schieberamsch wird immer, nur in Ramschrunden oder nie gespielt (${rule}).`,
    'bock-events-missing': (rule) =>
      `Bockrunden brauchen mindestens ein Ereignis, das sie auslöst (${rule}).`,
    'bock-event-unknown': (rule) =>
      `Eine Bockrunde wird nur durch ein Ereignis aus der Tabelle der Hausregeln ausgelöst (${rule}).`,
    'bock-pending-unknown': (rule) =>
      `Mehrere Bockrunden laufen entweder gleichzeitig oder nacheinander (${rule}).`,
    'bock-page-invalid': (rule) => `Eine Seite ist eine ganze Zahl von Spielen über 0 (${rule}).`,
    'stake-invalid': (rule) => `Der Einsatz ist eine Zahl von Cent pro Punkt über 0 (${rule}).`,
    'rule-not-yes-or-no': (rule) => `Eine Hausregel ist entweder an oder aus (${rule}).`,
  },
  bockEventTwice: (event, rule) =>
    event === null
      ? `Ein Bock-Ereignis ist zweimal gewählt; jedes Ereignis zählt einmal (${rule}).`
      : `„${event}“ ist zweimal als Bock-Ereignis gewählt; jedes Ereignis zählt einmal (${rule}).`,
};
