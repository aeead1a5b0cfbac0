import type { Dictionary } from '../dictionary';
import { countPhrase } from '../format';
import { n } from './numbers';

const ofDeals = (dealCount: number) =>
  countPhrase('de', { one: `${dealCount} von # Spiel`, other: `${dealCount} von # Spielen` });
const allDeals = countPhrase('de', { one: 'das eine Spiel', other: 'alle # Spiele' });
const sheetAndDeals = countPhrase('de', {
  one: 'Die Liste und ihr # Spiel werden von diesem Gerät gelöscht. Das lässt sich nicht rückgängig machen.',
  other:
    'Die Liste und ihre # Spiele werden von diesem Gerät gelöscht. Das lässt sich nicht rückgängig machen.',
});

/** Die Übersicht der Listen. */
export const sheetsStrings: Dictionary['sheets'] = {
  title: 'Skatlisten',
  newSheet: 'Neue Liste',
  settings: 'Einstellungen',
  inProgress: 'Laufend',
  finished: 'Abgeschlossen',
  empty: 'Noch keine Listen. Für den heutigen Skatabend eine neue anlegen.',
  progress: (dealCount, planned) => ofDeals(dealCount)(planned),
  /** A shared sheet's changes not yet on the club server (sent in the background). */
  waiting: countPhrase('de', {
    one: '# Änderung wartet auf Abgleich',
    other: '# Änderungen warten auf Abgleich',
  }),
  finishedDeals: allDeals,
  nameAt: (name, time) => `${name}, begonnen ${time}`,
  open: (name) => `${name} öffnen`,
  rename: (name) => `${name} umbenennen`,
  delete: (name) => `${name} löschen`,
  renameTitle: 'Liste umbenennen',
  renameInput: 'Name der Liste',
  renameConfirm: 'Umbenennen',
  deleteTitle: (name) => `„${name}“ löschen?`,
  deleteMessage: sheetAndDeals,
  deleteConfirm: 'Liste löschen',
  shownOf: (shown, total) => `Die ${n(shown)} neuesten von ${n(total)} Listen.`,
  showMore: 'Weitere Listen zeigen',
};
