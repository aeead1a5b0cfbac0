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
};
