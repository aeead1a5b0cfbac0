import { countPhrase } from '../format';

// Counted phrases, each a whole phrase per plural form.
const sheets = countPhrase('en', { one: '# sheet', other: '# sheets' });
const deals = countPhrase('en', { one: '# deal', other: '# deals' });
const willBeAdded = countPhrase('en', {
  one: '# sheet will be added.',
  other: '# sheets will be added.',
});
const staysAsItIs = countPhrase('en', {
  one: '# sheet already on this device will stay exactly as it is.',
  other: '# sheets already on this device will stay exactly as they are.',
});
const leftOut = countPhrase('en', {
  one: '# sheet of the file cannot be restored and is left out; it is named afterwards.',
  other: '# sheets of the file cannot be restored and are left out; they are named afterwards.',
});
const leftAsItWas = countPhrase('en', {
  one: '# already present (left as it was)',
  other: '# already present (left as they were)',
});

/** English strings of the settings screen. */
export const settingsStrings = {
  /** Backup file names sort by date (ISO, in every language): "skat-backup-2025-03-14.json". */
  backupFileName: (isoDate: string) => `skat-backup-${isoDate}.json`,
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
  /** The restore confirmation, one whole sentence each. */
  restoreHolds: (fileName: string, sheetCount: number, dealCount: number) =>
    `“${fileName}” holds ${sheets(sheetCount)} with ${deals(dealCount)}.`,
  restoreAdds: (count: number) => (count === 0 ? 'Nothing new will be added.' : willBeAdded(count)),
  restoreKeeps: (count: number) => staysAsItIs(count),
  restoreNothingLost: 'Nothing is overwritten or deleted.',
  restoreConfirm: 'Restore',
  restoreWorking: 'Restoring…',
  /** The progress of a restore that takes more than a second: its name and its two steps. */
  restoreProgress: 'Restore progress',
  restoreReading: (percent: string) => `Reading the backup… ${percent}`,
  restoreWriting: (percent: string) => `Restoring the sheets… ${percent}`,
  restoreDone: (imported: number, present: number) =>
    present > 0
      ? `Imported ${sheets(imported)}, ${leftAsItWas(present)}.`
      : `Imported ${sheets(imported)}.`,
  restoreDiffering: 'Sheets that differ from the file',
  restoreDiffers: (name: string, fileDeals: number, hereDeals: number) =>
    `“${name}” is already here, but the copies differ: the file has ${deals(fileDeals)}, this device ${deals(hereDeals)}. The one here was left as it is.`,
  restoreAsCopy: (name: string) => `Import the file’s “${name}” as a separate sheet`,
  restoreRefused: 'This file was not restored. Nothing was changed. What is wrong:',
  restoreUnreadable: 'The file could not be read. Nothing was changed.',
  /** Sheets of the file that fail their checks: the others are restored (issue 34). */
  restoreLeavesOut: (count: number) => leftOut(count),
  restoreNotRestored: (name: string) => `“${name}” was not restored. What is wrong:`,
  restoredSheets: 'Restored sheets',
  openSheet: (name: string) => `Open ${name}`,

  languageHeading: 'Language',
};
