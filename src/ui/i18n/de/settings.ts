import type { Dictionary } from '../dictionary';
/** German strings of the settings screen: one object, so a German translation can follow. */
export const settingsStrings: Dictionary['settings'] = {
  /** Backup file names sort by date: "skat-backup-2025-03-14.json". */
  backupFileName: (now: Date) => `skat-backup-${now.toISOString().slice(0, 10)}.json`,
  title: 'Settings',
  back: 'Back to the sheets',

  storageHeading: 'Keeping your sheets safe',
  persistence: {
    persistent:
      'Your sheets are stored permanently: the browser will not delete them to free space.',
    'best-effort':
      'Your sheets are stored, but the browser may delete them when this device runs low on space.',
    unknown:
      'This browser does not say whether it keeps stored sheets. Export a backup after each evening.',
  },
  askPersistence: 'Keep my sheets permanently',
  persistAnswer: {
    granted: 'Granted: the browser will not delete your sheets to free space.',
    refused:
      'Refused: the browser keeps your sheets for now but makes no promise. Install the app (“Add to Home screen”), use it a few times and ask again — and export a backup after each evening.',
    unavailable:
      'This browser cannot promise to keep your sheets. Export a backup after each evening.',
  },
  spaceUsed: (used: string, quota: string) => `${used} used of ${quota} available to this app.`,
  spaceUnknown: 'This browser does not say how much space is used.',

  screenHeading: 'Screen',
  keepAwake: 'Keep the screen on while a sheet is open',
  keepAwakeHint: 'Where the browser does not allow it, the screen dims as usual.',

  backupHeading: 'Backup',
  backupIntro:
    'A backup file holds every sheet with all its deals. Keep it somewhere other than this phone.',
  exportAll: 'Export all sheets',
  exportDone: (fileName: string) =>
    `Downloaded ${fileName}. Keep it off this phone too: mail it to yourself or put it in a cloud drive.`,
  exportFailed: (reason: string) => `The backup could not be made: ${reason}`,
  noSheetsToExport: 'There are no sheets to back up yet.',

  restoreHeading: 'Restore',
  restoreIntro:
    'Adds the sheets of a backup file to this device. Sheets already here are never overwritten.',
  restoreFromFile: 'Restore from file',
  restoreChecking: 'Checking the file…',
  restoreConfirmTitle: 'Restore from this file?',
  restoreConfirmMessage: (plan: {
    fileName: string;
    sheetCount: number;
    dealCount: number;
    newCount: number;
    presentCount: number;
  }) =>
    [
      `“${plan.fileName}” holds ${sheets(plan.sheetCount)} with ${deals(plan.dealCount)}.`,
      plan.newCount > 0 ? `${sheets(plan.newCount)} will be added.` : 'Nothing new will be added.',
      plan.presentCount > 0
        ? `${sheets(plan.presentCount)} already on this device will stay exactly as ${plan.presentCount === 1 ? 'it is' : 'they are'}.`
        : '',
      'Nothing is overwritten or deleted.',
    ]
      .filter((part) => part !== '')
      .join(' '),
  restoreConfirm: 'Restore',
  restoreWorking: 'Restoring…',
  restoreDone: (imported: number, present: number) =>
    present > 0
      ? `Imported ${sheets(imported)}, ${present} already present (left as ${present === 1 ? 'it was' : 'they were'}).`
      : `Imported ${sheets(imported)}.`,
  restoreDiffering: 'Listen, die von der Datei abweichen',
  restoreDiffers: (name: string, fileDeals: number, hereDeals: number) =>
    `„${name}“ ist schon hier, aber die Fassungen weichen ab: Die Datei hat ${fileDeals === 1 ? '1 Spiel' : `${fileDeals} Spiele`}, dieses Gerät ${hereDeals === 1 ? '1 Spiel' : `${hereDeals} Spiele`}. Die Liste hier bleibt, wie sie ist.`,
  restoreAsCopy: (name: string) => `„${name}“ aus der Datei als eigene Liste wiederherstellen`,
  restoreRefused: 'This file was not restored. Nothing was changed. What is wrong:',
  restoreUnreadable: 'The file could not be read. Nothing was changed.',
  restoredSheets: 'Restored sheets',
  openSheet: (name: string) => `Open ${name}`,
};

function sheets(count: number): string {
  return count === 1 ? '1 sheet' : `${count} sheets`;
}

function deals(count: number): string {
  return count === 1 ? '1 deal' : `${count} deals`;
}
