import type { Dictionary } from '../dictionary';
import { n } from './numbers';

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
  refusedTitle: 'Einträge, die nicht zählen',
  refusedEntry: (version, why) => `${version}: ${why}`,
  refusal: {
    'names-unknown':
      'er nimmt einen Eintrag zurück oder berichtigt ihn, den diese Liste nicht hat oder der nicht zählt',
    'names-later': 'er nimmt einen späteren Eintrag zurück oder berichtigt ihn',
    'replaces-other-deal': 'er berichtigt ein Spiel mit dem Eintrag eines anderen Spiels',
    'deal-unknown': 'das Spiel, das er ändert, wurde auf dieser Liste nie eingetragen',
    'seen-later': 'er gibt vor, einen späteren Eintrag zu kennen',
    'sheet-would-be-invalid':
      'mit ihm ließe sich die Liste nicht werten (ein Spiel, das die Regeln nicht erlauben, oder mehr Spiele als geplant)',
  },
  refusedOfDeal: {
    'deal-voided': 'Ein Spiel gestrichen',
    'deal-restored': 'Ein Spiel wieder gewertet',
    'deal-deleted': 'Ein Spiel gelöscht',
  },
  refusedCorrection: (deal, what) => `Spiel ${n(deal)} berichtigt: ${what}`,
  refusedUndo: 'Ein Rückgängigmachen',
  refusedUndoOfDeal: (deal) => `Rückgängigmachen einer Änderung an Spiel ${n(deal)}`,
  refusedMore: (count) => `… und ${n(count)} weitere`,
  refusedHelp:
    'Diese Einträge kamen vom Vereinsserver, aber die App selbst schreibt sie nie. Sie bleiben im Verlauf und in Sicherungen und zählen nirgends: nicht im Stand, nicht in der Statistik, nicht in der Abrechnung. Jedes Gerät dieser Liste hält es ebenso. Spiele werden wie gewohnt eingetragen.',
};
