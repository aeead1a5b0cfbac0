import type { Dictionary } from '../dictionary';
import { formatNumber } from '../format';

const number = (value: number) => formatNumber(value, 'de');

/**
 * German words of the deal entry, as the ISkO and printed lists say them. The suits stand alone
 * ("Kreuz", never "Kreuz (Kreuz)"): German needs no second name under a game.
 */
export const entryStrings: Dictionary['entry'] = {
  region: 'Spiel eintragen',
  dealOf: (n, of) => `Spiel ${number(n)} von ${number(of)}`,
  editing: (n) => `Spiel ${number(n)} bearbeiten`,
  dealer: (name) => `${name} gibt`,
  dealerSitsOut: (name) => `${name} gibt und setzt aus`,
  fiveSitOut: (dealer, other) => `${dealer} gibt und setzt aus · ${other} setzt auch aus`,
  dealerAndSitter: (dealer, sitter) => `${dealer} gibt · ${sitter} setzt aus`,
  seats: { forehand: 'Vorhand', middlehand: 'Mittelhand', rearhand: 'Hinterhand' },
  seatLine: (forehand, middlehand, rearhand) =>
    `Vorhand ${forehand} · Mittelhand ${middlehand} · Hinterhand ${rearhand}`,
  unnamedPlayer: (seat) => `Spieler ${number(seat + 1)}`,
  declarerName: (player, seat) => `${player}, ${seat}`,
  steps: {
    declarer: 'Wer hat gespielt?',
    game: 'Welches Spiel?',
    tops: 'Mit oder ohne wie viele?',
    result: 'Ergebnis',
  },
  trail: 'Bisherige Auswahl',
  changeStep: {
    declarer: (choice) => `Alleinspieler ändern: ${choice}`,
    game: (choice) => `Spiel ändern: ${choice}`,
    tops: (choice) => `Spitzen ändern: ${choice}`,
  },
  passed: 'Eingepasst',
  passedNote: 'Alle passen: Das Spiel zählt, niemand bekommt Punkte.',
  savePassed: 'Eingepasst speichern',
  suitHints: { clubs: null, spades: null, hearts: null, diamonds: null },
  gameWithHint: (name, hint) => `${name} (${hint})`,
  suitGame: (symbol, name) => `${symbol} ${name}`,
  topsRows: { with: 'Mit', without: 'Ohne' },
  baseValue: (game, base) => `${game} · Grundwert ${number(base)}`,
  // The German value names the game and every level already: "Kreuz mit 2, Spiel 3, Hand 4 × 12".
  contractValue: ({ value }) => value,
  announcement: 'Ansage',
  announcements: {
    none: 'Normal',
    hand: 'Hand',
    // A soft hyphen, as in English: "Schnei-der" breaks on a narrow screen instead of spilling.
    schneider: 'Schnei\u00adder',
    schwarz: 'Schwarz',
    ouvert: 'Ouvert',
  },
  announcementNames: {
    none: 'Normal (Skat aufgenommen)',
    hand: 'Hand',
    schneider: 'Schneider angesagt',
    schwarz: 'Schwarz angesagt',
    ouvert: 'Ouvert',
  },
  nullHand: 'Hand',
  nullOuvert: 'Ouvert',
  outcomes: {
    won: 'Gewonnen',
    'won-schneider': 'Gewonnen Schneider',
    'won-schwarz': 'Gewonnen Schwarz',
    lost: 'Verloren',
    'lost-schneider': 'Verloren Schneider',
    'lost-schwarz': 'Verloren Schwarz',
  },
  quickMode: 'Gewonnen / verloren',
  pointsMode: 'Augen',
  more: 'Reizwert, Kontra, Augen',
  points: 'Augen des Alleinspielers',
  pointsPlaceholder: `${number(0)}–${number(120)}`,
  erase: 'Ziffer löschen',
  tricks: 'Stiche des Alleinspielers',
  trickCounts: {
    none: 'Kein Stich',
    some: 'Einige Stiche',
    all: 'Alle Stiche',
  },
  save: 'Spiel speichern',
  bidNotOverbid: 'Nicht überreizt',
  bidButton: (bid) => `Gereizt bis ${number(bid)}`,
  bidsTitle: 'Reizwert über dem Spielwert (überreizt)',
  bidsHint: 'Nur nötig, wenn höher gereizt wurde, als das Spiel am Ende wert war.',
  notOverbid: 'Nicht überreizt',
  bidChoice: (bid) => `Reizwert ${number(bid)}`,
  closeBids: 'Schließen',
  kontraLevels: { none: 'Kein Kontra', kontra: 'Kontra', re: 'Re' },
  kontraName: (level) => `Kontra: ${level}`,
  back: 'Zurück',
  cancel: 'Abbrechen',
  valueLabel: 'Spielwert',
  plays: (name) => `${name} spielt`,
  loading: 'Spiel wird geladen …',
  saveFailed: (reason) => `Nicht gespeichert: ${reason}`,
  conflict:
    'Dieses Spiel wurde inzwischen in einem anderen Tab geändert. Speichern würde diese Änderung überschreiben.',
  conflictTakeStored: 'Die andere Fassung zeigen',
  conflictKeepMine: 'Meine Fassung speichern',
};
