/** Strings of the service-worker prompts: one object, so a German translation can follow. */
export const pwaStrings = {
  updateAvailable: 'New version available',
  update: 'Update',
  later: 'Later',
  updatedElsewhere: 'Skat Scorekeeper was updated in another tab.',
  reload: 'Reload',
  offlineReady: 'Ready to work offline',
};
