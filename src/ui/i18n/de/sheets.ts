import type { Dictionary } from '../dictionary';
/** German strings of the list of sheets: one object, so a German translation can follow. */
export const sheetsStrings: Dictionary['sheets'] = {
  title: 'Skat sheets',
  newSheet: 'New sheet',
  settings: 'Settings',
  inProgress: 'In progress',
  finished: 'Finished',
  empty: 'No sheets yet. Start one for tonight’s game.',
  progress: (dealCount: number, planned: number) => `${dealCount} of ${planned} deals`,
  finishedDeals: (planned: number) => `all ${planned} deals`,
  open: (name: string) => `Open ${name}`,
  rename: (name: string) => `Rename ${name}`,
  delete: (name: string) => `Delete ${name}`,
  renameTitle: 'Rename sheet',
  renameInput: 'Sheet name',
  renameConfirm: 'Rename',
  deleteTitle: (name: string) => `Delete “${name}”?`,
  deleteMessage: (dealCount: number) =>
    `The sheet and its ${dealCount} ${dealCount === 1 ? 'deal' : 'deals'} are deleted from this device. This cannot be undone.`,
  deleteConfirm: 'Delete sheet',
  shownOf: (shown: number, total: number) =>
    `Showing the ${shown} most recent of ${total.toLocaleString('en')} sheets.`,
  showMore: 'Show more sheets',
};
