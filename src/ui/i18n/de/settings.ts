import type { Dictionary } from '../dictionary';
import { countPhrase } from '../format';

// Counted phrases, each a whole phrase per plural form ("mit 1 Spiel", "mit 8 Spielen").
const sheets = countPhrase('de', { one: '# Liste', other: '# Listen' });
const withDeals = countPhrase('de', { one: 'mit # Spiel', other: 'mit # Spielen' });
const deals = countPhrase('de', { one: '# Spiel', other: '# Spiele' });
const willBeAdded = countPhrase('de', {
  one: '# Liste wird hinzugefügt.',
  other: '# Listen werden hinzugefügt.',
});
const leftOut = countPhrase('de', {
  one: '# Liste der Datei lässt sich nicht wiederherstellen und wird ausgelassen; sie wird danach genannt.',
  other:
    '# Listen der Datei lassen sich nicht wiederherstellen und werden ausgelassen; sie werden danach genannt.',
});
const staysAsItIs = countPhrase('de', {
  one: '# Liste ist schon auf diesem Gerät und bleibt genau so, wie sie ist.',
  other: '# Listen sind schon auf diesem Gerät und bleiben genau so, wie sie sind.',
});

/** German strings of the settings screen (impersonal, as a printed club list speaks). */
export const settingsStrings: Dictionary['settings'] = {
  backupFileName: (isoDate: string) => `skat-sicherung-${isoDate}.json`,
  title: 'Einstellungen',
  back: 'Zurück zu den Listen',

  storageHeading: 'Speicher',
  persistence: {
    persistent:
      'Die Listen sind dauerhaft gespeichert: Der Browser löscht sie nicht, um Platz zu schaffen.',
    'best-effort':
      'Die Listen sind gespeichert, aber der Browser darf sie löschen, wenn der Speicher dieses Geräts knapp wird.',
    unknown:
      'Dieser Browser sagt nicht, ob er gespeicherte Listen dauerhaft behält. Am besten nach jedem Abend eine Sicherung exportieren.',
  },
  askPersistence: 'Listen dauerhaft speichern',
  persistAnswer: {
    granted: 'Erlaubt: Der Browser löscht die Listen nicht, um Platz zu schaffen.',
    refused:
      'Abgelehnt: Der Browser behält die Listen vorerst, verspricht aber nichts. Die App installieren („Zum Startbildschirm hinzufügen“), ein paarmal benutzen und noch einmal fragen – und nach jedem Abend eine Sicherung exportieren.',
    unavailable:
      'Dieser Browser kann nicht zusagen, die Listen dauerhaft zu behalten. Am besten nach jedem Abend eine Sicherung exportieren.',
  },
  spaceUsed: (used: string, quota: string) =>
    `Diese App belegt ${used} von ${quota} verfügbarem Speicher.`,
  spaceUnknown: 'Dieser Browser sagt nicht, wie viel Speicher belegt ist.',

  screenHeading: 'Bildschirm',
  keepAwake: 'Bildschirm eingeschaltet lassen, solange eine Liste offen ist',
  keepAwakeHint: 'Wo der Browser das nicht erlaubt, wird der Bildschirm wie gewohnt dunkel.',

  backupHeading: 'Sicherung',
  backupIntro:
    'Eine Sicherungsdatei enthält jede Liste mit allen Spielen. Die Datei am besten auch außerhalb dieses Geräts aufbewahren.',
  exportAll: 'Alle Listen sichern',
  exportDone: (fileName: string) =>
    `${fileName} wurde heruntergeladen. Die Datei auch außerhalb dieses Geräts aufbewahren: per E-Mail an sich selbst schicken oder in einen Cloud-Speicher legen.`,
  exportFailed: (reason: string) => `Die Sicherung konnte nicht erstellt werden: ${reason}`,
  noSheetsToExport: 'Noch keine Listen zum Sichern vorhanden.',

  restoreHeading: 'Wiederherstellen',
  restoreIntro:
    'Fügt die Listen einer Sicherungsdatei auf diesem Gerät hinzu. Listen, die schon hier sind, werden nie überschrieben.',
  restoreFromFile: 'Aus Datei wiederherstellen',
  restoreChecking: 'Die Datei wird geprüft …',
  restoreConfirmTitle: 'Aus dieser Datei wiederherstellen?',
  restoreHolds: (fileName: string, sheetCount: number, dealCount: number) =>
    `„${fileName}“ enthält ${sheets(sheetCount)} ${withDeals(dealCount)}.`,
  restoreAdds: (count: number) =>
    count === 0 ? 'Es kommt nichts Neues hinzu.' : willBeAdded(count),
  restoreKeeps: (count: number) => staysAsItIs(count),
  restoreNothingLost: 'Nichts wird überschrieben oder gelöscht.',
  restoreConfirm: 'Wiederherstellen',
  restoreWorking: 'Wird wiederhergestellt …',
  restoreProgress: 'Fortschritt der Wiederherstellung',
  restoreReading: (percent: string) => `Sicherung wird gelesen … ${percent}`,
  restoreWriting: (percent: string) => `Listen werden wiederhergestellt … ${percent}`,
  restoreDone: (imported: number, present: number) =>
    present > 0
      ? `${sheets(imported)} wiederhergestellt, ${present} schon vorhanden (unverändert gelassen).`
      : `${sheets(imported)} wiederhergestellt.`,
  restoreDiffering: 'Listen, die von der Datei abweichen',
  restoreDiffers: (name: string, fileDeals: number, hereDeals: number) =>
    `„${name}“ ist schon hier, aber die Fassungen weichen ab: Die Datei hat ${deals(fileDeals)}, dieses Gerät ${deals(hereDeals)}. Die Liste hier bleibt, wie sie ist.`,
  restoreAsCopy: (name: string) => `„${name}“ aus der Datei als eigene Liste wiederherstellen`,
  restoreRefused:
    'Diese Datei wurde nicht wiederhergestellt. Nichts wurde geändert. Was nicht stimmt:',
  restoreUnreadable: 'Die Datei ließ sich nicht lesen. Nichts wurde geändert.',
  restoreLeavesOut: (count) => leftOut(count),
  restoreNotRestored: (name) => `„${name}“ wurde nicht wiederhergestellt. Was nicht stimmt:`,
  restoredSheets: 'Wiederhergestellte Listen',
  openSheet: (name: string) => `${name} öffnen`,

  languageHeading: 'Sprache',
};
