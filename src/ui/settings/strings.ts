/** English strings of the settings screen: one object, so a German translation can follow. */
export const settingsStrings = {
  title: 'Settings',
  back: 'Back',

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
  restoreFromFile: 'Restore from file',
  restoreConfirmTitle: 'Restore from this file?',
  restoreConfirmMessage: (fileName: string) =>
    `Sheets in “${fileName}” that are not on this device will be added. Sheets already here stay exactly as they are: nothing is overwritten or deleted.`,
  restoreConfirm: 'Restore',
  restoreRefused: 'This file was not restored. Nothing was changed. What is wrong:',
  restoreUnreadable: 'The file could not be read. Nothing was changed.',
  openSheet: (name: string) => `Open ${name}`,
} as const;

/** Backup file names sort by date: "skat-backup-2025-03-14.json". */
export function backupFileName(now: Date): string {
  return `skat-backup-${now.toISOString().slice(0, 10)}.json`;
}
