import type { Dictionary } from '../dictionary';

/** Die Spieler einer Liste umbenennen (ein Tippfehler, ein Spitzname): Sitze und Spiele bleiben. */
export const renameStrings: Dictionary['rename'] = {
  open: 'Spieler umbenennen',
  title: 'Spieler umbenennen',
  hint: 'Die Sitzordnung bleibt: Nur die Namen ändern sich, in jedem Spiel und im Verlauf.',
  save: 'Namen speichern',
};
