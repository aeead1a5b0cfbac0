import type { Dictionary } from '../dictionary';
import { formatNumber } from '../format';

const n = (value: number) => formatNumber(value, 'de');

export const conflictsStrings: Dictionary['conflicts'] = {
  title: 'Auf zwei Geräten gleichzeitig eingetragen',
  added: (deal, versions) => `Spiel ${n(deal)} doppelt eingetragen: ${versions}`,
  corrected: (deal, versions) => `Spiel ${n(deal)} doppelt berichtigt: ${versions}`,
  version: (what, who, when) => (when === null ? `${what} (${who})` : `${what} (${who}, ${when})`),
  played: (game, won, value) => `${game}, ${won ? 'gewonnen' : 'verloren'}, ${value}`,
  voided: 'gestrichen',
  deleted: 'gelöscht',
  restored: 'wieder gewertet',
  thisPhone: 'dieses Gerät',
  phone: (label) => `Gerät ${label}`,
  provisional: 'Bis der Tisch entscheidet, zählt der Stand die erste Fassung und ist vorläufig.',
  keep: 'Diese behalten',
  keepNamed: (version) => `Diese behalten: ${version}`,
  keepAllFirst: (versions) => (versions === 2 ? 'Beide, diese zuerst' : 'Alle, diese zuerst'),
  keepAllFirstNamed: (versions, version) =>
    `${versions === 2 ? 'Beide Spiele behalten' : 'Alle diese Spiele behalten'}, dieses zuerst: ${version}`,
  tamperedTitle: 'Nachträglich auf dem Vereinsserver geändert',
  tamperedDeal: (what) => `Eingetragenes Spiel: ${what}`,
  tamperedCorrection: (what) => `Berichtigtes Spiel: ${what}`,
  tamperedOther: 'Eine Änderung der Liste',
  tamperedHelp:
    'Wer dies eingetragen hat, hat es auf dem Vereinsserver ein zweites Mal geschrieben. Ein Eintrag ändert sich nie, darum zählt keine Fassung davon: nicht im Stand, nicht in der Statistik, nicht in der Abrechnung. Jedes Gerät dieser Liste hält es ebenso.',
};
