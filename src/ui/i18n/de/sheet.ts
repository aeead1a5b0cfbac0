import type { Dictionary } from '../dictionary';

/** Die Liste und die Erklärung eines Spiels, in den Worten der ISkO und der DSkV-Listen. */
export const sheetStrings: Dictionary['sheet'] = {
  back: 'Zurück zu den Listen',
  print: 'Liste drucken oder teilen',
  notFound: 'Diese Liste gibt es nicht mehr.',
  toSheets: 'Zu den Listen',
  invalid: 'Diese Liste lässt sich nicht werten:',
  dealProblem: (n, message) => `Spiel ${n}: ${message}`,
  unscoredDeals: 'Eingetragene Spiele',

  // Das nächste Spiel
  nextDeal: (n, of) => `Spiel ${n} von ${of}`,
  dealer: (name) => `${name} gibt`,
  dealerSitsOut: (name) => `${name} gibt und setzt aus`,
  fiveSitOut: (dealer, other) => `${dealer} gibt und setzt aus · ${other} setzt auch aus`,
  enterDeal: (n) => `Spiel ${n} eintragen`,
  continueDeal: (n) => `Spiel ${n} weiter eintragen`,
  bockNext: (factor, left) =>
    left <= 1
      ? `${factor} · das letzte Bockspiel`
      : `${factor} · noch ${left} Bockspiele, dieses mitgezählt`,
  undo: (label) => `Rückgängig: ${label}`,

  // Stand
  standings: 'Stand',
  finalStandings: 'Endstand',
  rank: 'Platz',
  rankShort: 'Pl.',
  player: 'Spieler',
  listPoints: 'Punkte',
  seegerFabian: 'Seeger-Fabian',
  seegerFabianShort: 'SF',
  // Short as on a printed list: the whole words took the room of the names ("Jür…") at 360 px.
  wonLost: 'Gew. / verl.',
  wonLostValue: (won, lost) => `${won} / ${lost}`,

  // Die Liste
  list: 'Spielliste',
  noDeals: 'Noch keine Spiele.',
  dealNumber: 'Nr.',
  game: 'Spiel',
  value: 'Wert',
  total: 'Summe',
  dealDetails: (n) => `Spiel ${n} im Einzelnen`,
  dealtBy: (name) => `Geber: ${name}`,
  dealtBySatOut: (dealer, other) => `Geber: ${dealer} · ${other} setzte aus`,

  // Die Erklärung eines Spiels
  dealTitle: (n) => `Spiel ${n}`,
  backToSheet: 'Zurück zur Liste',
  seats: 'Sitzordnung',
  dealerSeat: 'Geber',
  forehand: 'Vorhand',
  middlehand: 'Mittelhand',
  rearhand: 'Hinterhand',
  dealerSitsOutRole: 'Geber, setzt aus',
  alsoSitsOutRole: 'Setzt aus',
  declarer: 'Alleinspieler',
  bid: 'Reizwert',
  notOverbid: 'nicht überreizt',
  bidNotOverbid: (bid) => `${bid}, nicht überreizt`,
  bidOverbid: (bid) => `${bid}, überreizt`,
  result: 'Ergebnis',
  madeButOverbid: (contract) => `${contract}, aber überreizt: verloren`,
  passedExplained:
    'Alle passen: Das Spiel ist eingepasst. Niemand schreibt, aber es zählt mit (der Nächste gibt).',
  levels: 'Spielwert',
  levelNames: {
    tops: 'Spitzen',
    game: 'Spiel',
    hand: 'Hand',
    schneider: 'Schneider',
    'schneider-announced': 'Schneider angesagt',
    schwarz: 'Schwarz',
    'schwarz-announced': 'Schwarz angesagt',
    ouvert: 'Ouvert',
  },
  levelColumn: 'Stufe',
  levelCount: '+',
  levelTotal: 'Stufen',
  ruleColumn: 'Regel',
  rule: (rule) => `ISkO ${rule}`,
  overbid: 'Überreizt',
  listEntry: 'Eintrag in die Liste',
  bock: 'Bock',
  bockRoundLength: (players) =>
    `Eine Bockrunde hat ${players} Spiele, eines je Spieler; eingepasste Spiele zählen mit.`,
  changes: 'Änderung und Stand nach diesem Spiel',
  edit: (n) => `Spiel ${n} bearbeiten`,
  delete: (n) => `Spiel ${n} löschen`,
  deleteTitle: (n) => `Spiel ${n} löschen?`,
  deleteMessage:
    'Die späteren Spiele rücken einen Platz auf, dadurch wechselt ihr Geber. Auf der Liste lässt sich das rückgängig machen.',
  deleteConfirm: 'Spiel löschen',
  dealMissing: 'Dieses Spiel gibt es nicht mehr.',
};
