import type { Dictionary } from '../dictionary';

/** German strings of the app shell. */
export const appStrings: Dictionary['app'] = {
  /** The page title: the one who keeps the list at a Skat table is its "Schreiber". */
  title: 'Skat-Schreiber',
  loadFailed:
    'Dieser Bildschirm ließ sich nicht öffnen. Die Listen sind sicher; neu laden hilft meistens.',
  reload: 'Neu laden',
  toSheets: 'Zu den Listen',
};
