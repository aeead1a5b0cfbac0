/** Strings of the service-worker prompts. */
export const pwaStrings = {
  updateAvailable: 'New version available',
  update: 'Update',
  later: 'Later',
  updatedElsewhere: 'Skat Scorekeeper was updated in another tab.',
  reload: 'Reload',
  offlineReady: 'Ready to work offline',
};
