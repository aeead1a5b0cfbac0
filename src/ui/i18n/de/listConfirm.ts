import type { Dictionary } from '../dictionary';

/** Die Bestätigung der Listen durch die Tische (Issue 33). */
export const listConfirmStrings: Dictionary['listConfirm'] = {
  heading: 'Bestätigte Listen',
  table: (series, table) => `Serie ${series} · Tisch ${table}`,
  confirmedBy: (names) => `Bestätigt von ${names}`,
  waitingFor: (names) => `Es fehlt noch: ${names}`,
  withdrawn: (names) =>
    `Die Liste wurde nach der Bestätigung geändert: ${names} muss neu bestätigen`,
  allConfirmed: 'Alle Spieler haben diese Liste bestätigt.',
  prizesConfirmed: 'Preise: Alle Listen sind bestätigt, die Preise können ausgezahlt werden.',
  prizesWaiting: (count) =>
    count === 1
      ? 'Preise: 1 Liste ist noch nicht bestätigt.'
      : `Preise: ${count} Listen sind noch nicht bestätigt.`,
  prizesReleased: (by, reason) => `Preise von ${by} ohne alle Bestätigungen freigegeben: ${reason}`,
  reason: 'Grund für die Auszahlung ohne alle Bestätigungen',
  release: 'Preise trotzdem auszahlen',
  reasonMissing: 'Bitte angeben, warum die Preise ohne alle Bestätigungen ausgezahlt werden.',
  atTable: 'Bestätigungen',
  atTableHelp:
    'Die Serie ist fertig. Jeder Spieler tippt auf seinen Namen und gibt die PIN vom Spielleiter ein.',
  pin: 'PIN',
  confirm: 'Liste bestätigen',
  whoConfirms: (name) => `${name} bestätigt die Liste`,
  confirmedNow: (name) => `${name} hat die Liste bestätigt.`,
  withdrawnBy: (name, change) =>
    `Die Bestätigung von ${name} wurde durch eine spätere Änderung zurückgezogen: ${change}`,
  pinFormat: 'Eine PIN hat 4 Ziffern.',
  notConfirmed: (why) => `Nicht bestätigt: ${why}.`,
  cannotRead: (why) => `Die Bestätigungen konnten nicht gelesen werden: ${why}.`,
  pinsHeading: 'PINs zum Bestätigen der Listen',
  showPins: 'PINs zeigen',
  pinsHelp:
    'Mit dieser PIN bestätigt jeder Spieler die Liste seines Tisches. Jede PIN nur dem Spieler geben.',
  pinsNone: 'Noch keine PINs: Sie entstehen mit jeder Serie.',
  pinOf: (name, pin) => `${name}: ${pin}`,
  printNotPayable: (count) =>
    count === 1
      ? 'Noch nicht auszahlbar: 1 Liste ist nicht bestätigt, und der Spielleiter hat die Preise nicht freigegeben.'
      : `Noch nicht auszahlbar: ${count} Listen sind nicht bestätigt, und der Spielleiter hat die Preise nicht freigegeben.`,
};
