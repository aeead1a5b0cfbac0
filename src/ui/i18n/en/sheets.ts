import { countPhrase } from '../format';
import { n } from './numbers';

const ofDeals = (dealCount: number) =>
  countPhrase('en', { one: `${dealCount} of # deal`, other: `${dealCount} of # deals` });
const allDeals = countPhrase('en', { one: 'the one deal', other: 'all # deals' });
const sheetAndDeals = countPhrase('en', {
  one: 'The sheet and its # deal are deleted from this device. This cannot be undone.',
  other: 'The sheet and its # deals are deleted from this device. This cannot be undone.',
});

/** Strings of the list of sheets: one object, so a German translation can follow. */
export const sheetsStrings = {
  title: 'Skat sheets',
  newSheet: 'New sheet',
  settings: 'Settings',
  inProgress: 'In progress',
  finished: 'Finished',
  empty: 'No sheets yet. Start one for tonight’s game.',
  progress: (dealCount: number, planned: number) => ofDeals(dealCount)(planned),
  /** A shared sheet's changes not yet on the club server (sent in the background). */
  waiting: countPhrase('en', {
    one: '# change waiting to be sent',
    other: '# changes waiting to be sent',
  }),
  finishedDeals: allDeals,
  /** A sheet whose name another listed sheet shares, told apart by its start time. */
  nameAt: (name: string, time: string) => `${name}, started ${time}`,
  open: (name: string) => `Open ${name}`,
  rename: (name: string) => `Rename ${name}`,
  delete: (name: string) => `Delete ${name}`,
  renameTitle: 'Rename sheet',
  renameInput: 'Sheet name',
  renameConfirm: 'Rename',
  deleteTitle: (name: string) => `Delete “${name}”?`,
  deleteMessage: sheetAndDeals,
  deleteConfirm: 'Delete sheet',
  shownOf: (shown: number, total: number) =>
    `Showing the ${n(shown)} most recent of ${n(total)} sheets.`,
  showMore: 'Show more sheets',
};
