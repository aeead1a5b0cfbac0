import type { Dictionary } from '../dictionary';
import { n, signed } from './numbers';

/** Der Rechner (ohne Liste) und „Spitzen zählen“ aus den Karten. */
export const calculatorStrings: Dictionary['calculator'] = {
  title: 'Rechner',
  open: 'Rechner',
  moreNav: 'Rechner und Regeln',
  back: 'Zurück zu den Listen',
  game: 'Spiel',
  null: 'Null',
  tops: 'Spitzen',
  topsNumber: 'Anzahl Spitzen',
  held: { with: 'Mit', without: 'Ohne' },
  announcements: 'Hand, Schneider, Schwarz',
  nullAnnouncements: 'Hand, Ouvert',
  toggles: {
    hand: 'Hand',
    schneider: 'Schneider',
    schneiderAnnounced: 'Schneider angesagt',
    schwarz: 'Schwarz',
    schwarzAnnounced: 'Schwarz angesagt',
    ouvert: 'Ouvert',
  },
  wonHint:
    'Der Rechner wertet das Spiel als gewonnen: Mit einer Ansage zählt auch, was das Spiel dann erreicht haben muss.',
  invalid: 'So kann das Spiel nicht gespielt werden',
  value: 'Spielwert',
  levels: 'Spitzen und Gewinnstufen',
  ruleLink: (label) => `Regel ${label} öffnen`,
  highestBid: (bid) =>
    bid === 0
      ? 'Es reicht für keinen Reizwert: Selbst 18 ist zu hoch.'
      : `Höchster Reizwert: ${n(bid)}`,
  bidsUpTo: 'Reizwerte bis dahin',
  bid: 'Reizwert',
  bidHint: 'Einen Reizwert eingeben, um zu sehen, ob das Spiel überreizt wäre.',
  covered: (bid) => `Gereizt bis ${n(bid)}: nicht überreizt.`,
  ifWon: (list) => `Gewonnen: ${signed(list)}`,
  ifLost: (list) => `Verloren: ${signed(list)}`,
  overbidTitle: (bid) => `Überreizt bei ${n(bid)}`,
  overbidLoses: (list) => `Verloren, auch mit 61 Augen: ${signed(list)}`,
  nullReaching: (bid) => `Nullspiele, die ${n(bid)} erreichen`,
  nullReachingNone: (bid) => `Kein Nullspiel erreicht ${n(bid)}.`,
  countTops: {
    open: 'Spitzen aus den Karten zählen',
    close: 'Karten ausblenden',
    title: 'Spitzen zählen',
    hint: 'Jeden Trumpf aus der Hand des Alleinspielers und dem Skat antippen: Der Skat zählt mit, auch im Handspiel.',
    cardsLabel: 'Trümpfe, der höchste zuerst',
    ranks: {
      J: 'Bube',
      A: 'Ass',
      '10': 'Zehn',
      K: 'König',
      Q: 'Dame',
      '9': 'Neun',
      '8': 'Acht',
      '7': 'Sieben',
    },
    short: { J: 'B', A: 'A', '10': '10', K: 'K', Q: 'D', '9': '9', '8': '8', '7': '7' },
    card: (suit, rank) => `${suit}-${rank}`,
    withBroken: (tops, run, broken) =>
      `Mit ${n(tops)}: ${run} von oben in der Hand; ${broken} fehlt, dort bricht die Folge.`,
    withAll: (tops, run) => `Mit ${n(tops)}: alle Trümpfe in der Hand, ${run}.`,
    withoutBroken: (tops, run, highest) =>
      `Ohne ${n(tops)}: ${highest} ist der höchste Trumpf; darüber nicht in der Hand: ${run}.`,
    withoutAll: (tops) => `Ohne ${n(tops)}: kein Trumpf in der Hand.`,
    use: (held, tops) => `„${held === 'with' ? 'mit' : 'ohne'} ${n(tops)}“ übernehmen`,
    errors: {
      'duplicate-card': 'Eine Karte wurde doppelt angetippt.',
      'not-a-trump': 'Für die Spitzen zählen nur die Trümpfe dieses Spiels.',
      'not-a-card': 'Das ist keine Karte eines Skatblatts.',
      'not-twelve-cards': 'Hand und Skat sind 12 Karten.',
    },
  },
};
