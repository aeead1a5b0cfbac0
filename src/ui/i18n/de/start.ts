import type { ListChoice, RoundEvent, RoundPending } from '../../../domain/rules';
import type { Dictionary } from '../dictionary';
import { houseStrings } from './house';

/** German strings of the "neue Liste" screen, in the words of the ISkO and of club lists. */
export const startStrings: Dictionary['start'] = {
  title: 'Neue Liste',
  back: 'Zurück zu den Listen',
  players: 'Spieler',
  playerCount: (count: number) => `${count} Spieler`,
  tableFull:
    'An einem Tisch sitzen höchstens 5 Spieler: für einen sechsten eine zweite Liste beginnen.',
  seatingHint:
    'In Sitzordnung, im Uhrzeigersinn. Eine Nummer antippen, um zu wählen, wer zuerst gibt.',
  playerName: (seat: number) => `Name von Spieler ${seat + 1}`,
  moveUp: (name: string, seat: number) => `${name || `Spieler ${seat + 1}`} nach oben schieben`,
  moveDown: (name: string, seat: number) => `${name || `Spieler ${seat + 1}`} nach unten schieben`,
  dealsFirst: (name: string, seat: number) => `${name || `Spieler ${seat + 1}`} gibt zuerst`,
  dealerBadge: 'Geber',
  knownPlayers: 'Bekannte Spieler',
  addKnown: (name: string) => `${name} hinzufügen`,
  deals: 'Anzahl der Spiele',
  dealsInput: 'Beliebige Anzahl Spiele',
  dealsChoice: (deals: number) => `${deals} Spiele`,
  list: 'Liste',
  listKind: {
    'seeger-fabian': 'Seeger-Fabian',
    plain: 'Einfache Liste',
    bierlachs: 'Bierlachs',
  } satisfies Record<ListChoice, string>,
  listHint: {
    'seeger-fabian':
      'Leistungsbewertung (Turnierliste): +50 je gewonnenes Spiel, −50 je verlorenes, +40 (Dreiertisch) / +30 (Vierertisch) / +24 (Fünfertisch) je verlorenes Spiel eines Mitspielers.',
    plain: 'Gewonnen: + Spielwert. Verloren: − doppelter Spielwert.',
    bierlachs:
      'Alle zählen vom Limit herunter: Ein gewonnenes Spiel kostet beide Gegenspieler den Spielwert, ein verlorenes den Alleinspieler den doppelten. Wer zuerst bei null ist, zahlt das Bier; dann beginnt eine neue Runde.',
  } satisfies Record<ListChoice, string>,
  houseRules: 'Hausregeln',
  kontra: 'Kontra und Re erlaubt',
  bock: 'Bockrunden',
  bockHint:
    'Nach einem der Ereignisse unten folgt für jeden Spieler ein Bockspiel (eingepasste Spiele zählen mit); Bock verdoppelt den Wert auf der Liste.',
  bockEvents: 'Auslöser einer Bockrunde',
  bockEvent: {
    'grand-hand-won': 'Grand Hand gewonnen',
    'kontra-won': 'Kontra gewonnen (der Alleinspieler verliert)',
    'kontra-lost': 'Kontra verloren (der Alleinspieler gewinnt)',
    're-won': 'Re gewonnen (der Alleinspieler gewinnt)',
    re: 'Re',
    'sixty-sixty': '60 : 60 (nur mit eingegebenen Augen)',
    'value-100': 'Spielwert 100 oder mehr',
    schneider: 'Schneider (gleich welche Seite)',
  } satisfies Record<RoundEvent, string>,
  /** As they read after "Bock nach …" in the summary: "nach verlorenem Kontra". */
  // German names them as the rules summary does ("nach verlorenem Kontra"): one list, in house.
  bockEventShort: houseStrings.eventsShort,
  bockPending: 'Mehrere Bockrunden',
  bockPendingChoice: {
    queue: 'Nacheinander (×2)',
    stack: 'Gleichzeitig als Doppelbock (×4, ×8 …)',
  } satisfies Record<RoundPending, string>,
  bockPendingShort: {
    queue: 'nacheinander',
    stack: 'gleichzeitig',
  } satisfies Record<RoundPending, string>,
  bockSummary: (events: readonly string[], pending: string) =>
    events.length === 0
      ? 'Bock nach: Ereignisse wählen'
      : `Bock nach ${events.join(', ')} · ${pending}`,
  start: 'Liste beginnen',
  nameMissing: (seat: number) => `Spieler ${seat + 1} braucht einen Namen.`,
  nameRepeated: (seat: number) =>
    `Spieler ${seat + 1} hat denselben Namen wie ein anderer Spieler.`,
  nameTooLong: (seat: number, max: number) =>
    `Der Name von Spieler ${seat + 1} ist länger als ${max} Zeichen: bitte kürzen.`,
  nameUnusable: (seat: number) =>
    `Der Name von Spieler ${seat + 1} geht nicht: Er ist unsichtbar oder enthält ein unsichtbares Zeichen oder eine Schreibrichtungs-Steuerung.`,
  sheetName: 'Name der Liste',
  sheetNameHint: 'Freiwillig: Ohne Namen heißt die Liste nach ihrem Tag.',
  sheetNameTooLong: (max: number) =>
    `Der Name der Liste ist länger als ${max} Zeichen: bitte kürzen.`,
  sheetNameUnusable:
    'Der Name der Liste geht nicht: Er enthält ein unsichtbares Zeichen, ein Steuerzeichen oder eine Schreibrichtungs-Steuerung.',
  dealsNotANumber: 'Die Anzahl der Spiele als ganze Zahl eingeben.',
  dealsTooMany: (max: number) => `Höchstens ${max} Spiele auf einer Liste.`,
  dealsNotDivisible: (players: number) =>
    `Die Anzahl der Spiele muss durch ${players} teilbar sein, damit jeder gleich oft gibt.`,
};
