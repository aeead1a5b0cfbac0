import type { GuestLinkRefusal } from '../../../sync/club/guest';
import type { SyncRefusal } from '../../../sync/live/status';
import { countPhrase } from '../format';

const changes = countPhrase('en', { one: '# change', other: '# changes' });
const deals = countPhrase('en', { one: '# deal', other: '# deals' });
const minutes = countPhrase('en', { one: '# minute', other: '# minutes' });

/** Why the club's server (or the way to it) said no: sync/live/status.ts SyncRefusal. */
const refusal: Record<SyncRefusal, string> = {
  'event-immutable': 'an entry already on the server cannot be changed',
  'author-not-user': 'entries can only be sent under your own club login',
  'kind-unknown': 'the server does not know this kind of entry (update the app?)',
  'doc-too-large': 'an entry is too big',
  'doc-malformed': 'an entry is not in the form the club accepts',
  unauthorized: 'the user name or password is wrong',
  'session-expired': 'not logged in any more — log in again in Settings',
  'other-site':
    "the club server took the login, but this browser does not send the club's login to a server on another site than the app's. Open the app from the club server's site, or give the club's address with the app's host name (for example 127.0.0.1 on both, not localhost on one)",
  'not-member': 'this login is not a member of the club',
  'server-not-https': 'the address must start with https:// (http only for this device)',
  'not-a-club': 'the address is not a club database',
  'guest-read-only': 'this link lets this phone follow the sheet, not enter deals',
  'link-revoked': 'the scorekeeper revoked this link — ask for a new one',
  'night-director-only': "only the club night's director (a club admin) may do this",
  'table-other-sheet': "a table's phone may write only its own table's sheet",
  'night-sheet-table-only':
    "only this table's phone or the director may write a club night's sheet",
  'night-closed': 'the director closed the club night: this table enters no more deals',
  'table-setup-fixed': "the club night's name, players and rules are the director's",
  'table-deal-beyond-series': "this deal is beyond the series' deals: ask the director",
  'sheet-writes-spent':
    'this login has written as many changes to this sheet as the club server takes: ask a club admin',
  'confirm-not-at-table': 'only a player at this table can confirm its list',
  'confirm-pin-wrong': 'that PIN is not this player’s: ask the director for yours',
  'confirm-tries-spent':
    'this player has used all tries at this table: the director can release the prizes',
};

/** Why no guest link was made or revoked: sync/club/guest.ts GuestLinkRefusal. */
const guestRefusal: Record<GuestLinkRefusal, string> = {
  'no-login': 'not logged in to the club on this phone',
  'not-shared': 'the sheet is not shared with the club of your login',
  'server-not-https': refusal['server-not-https'],
  'no-guest-database':
    "all guest links of the club are in use: revoke one, or ask the club's admin for more",
  offline: 'no answer from the club server',
  'session-expired': refusal['session-expired'],
  'not-member': refusal['not-member'],
  'server-refused': 'the club server did not take it',
};

/** Live sharing of a sheet through the club's server: settings, sheet, join link. */
export const clubStrings = {
  /** Settings. */
  heading: 'Club',
  intro:
    "Share sheets live through your club's server. You log in once: this device keeps the server's address and your user name, never your password, and never in a backup.",
  server: 'Club server address',
  serverHint: 'The club database, e.g. https://skat.example.org/skatclub',
  name: 'User name',
  password: 'Password',
  save: 'Save club login',
  saved: 'Logged in to the club. The password is not kept on this device.',
  /** While the login is on its way: the server's first check of a password takes a while. */
  loggingIn: 'Logging in… checking the password takes the club server a moment.',
  /** The server locked the login out (sync/club/login-lockout.ts); this phone waits as long. */
  lockedOut: (wait: number) =>
    `Not logged in: too many wrong passwords for this user name. The club server locks this login for a few minutes, even with the right password. Try again in ${minutes(wait)}.`,
  loggedInAs: (name: string) => `Logged in as ${name}.`,
  logOut: 'Log out',
  loggedOut: 'Logged out of the club.',
  test: 'Test connection',
  testing: 'Testing the connection…',
  testResult: {
    ok: "Connected: this login reads the club's sheets.",
    offline: 'No answer from the club server: check the address and the network.',
  },
  refusedTest: (reason: string) => `Not connected: ${reason}.`,
  refusal,
  /** The sheet. */
  shareLive: 'Share live',
  sharing: 'Sharing…',
  shareRefusal: {
    'no-login': 'Set up the club in Settings first (server, user name, password).',
    'server-not-https': `Not shared: ${refusal['server-not-https']}.`,
    'store-failed': 'Not shared: the sheet could not be prepared on this device.',
  },
  linkHeading: 'Join link',
  linkHelp:
    'Club members open this link on their phone, logged in with their own club login, and have the sheet live.',
  copy: 'Copy link',
  copied: 'Link copied.',
  qr: 'QR code of the join link',
  statusLabel: 'Live sharing',
  status: {
    connecting: 'Connecting to the club server…',
    synced: 'Synced',
    sending: (waiting: number) => `Waiting to send ${changes(waiting)}`,
    offline: (waiting: number) =>
      waiting > 0 ? `Offline: ${changes(waiting)} kept, sent later` : 'Offline',
    refused: (reason: string) => `Refused by the club server: ${reason}`,
    removed: 'Removed from the club server by a club admin. The sheet stays on this phone.',
  },
  /** Stopping to share a sheet (sync/club/session.ts stopSharing). */
  stopSharing: 'Stop sharing',
  stopTitle: 'Stop sharing this sheet?',
  stopMessage:
    'This phone stops sending and receiving the changes of this sheet. The sheet stays whole on this phone and works offline like any other. What is on the club server stays there, and the other phones sharing it go on.',
  stopped: 'Sharing stopped. The sheet stays on this phone.',
  /** The club's sheets on the server (Settings › Club). */
  clubSheets: 'Club sheets',
  clubSheetsLoading: "Loading the club's sheets…",
  clubSheetsEmpty: 'No sheet is shared on the club server yet.',
  clubSheetsNoLogin: 'Save your club login first.',
  clubSheetsHelp: 'Open a sheet to join it on this phone, live.',
  clubSheetsFailed: (reason: string) => `The club's sheets could not be read: ${reason}.`,
  clubOffline: 'no answer from the club server',
  clubSheetLine: (players: readonly string[], date: string, count: number | null) =>
    [players.join(', '), date, ...(count === null ? [] : [deals(count)])].join(' · '),
  moreSheets: 'Show more sheets',
  removeSheet: (name: string, players: readonly string[]) =>
    `Remove “${name}” (${players.join(', ')}) from the server`,
  removeTitle: 'Remove this sheet from the club server?',
  removeMessage: (name: string) =>
    `“${name}” is deleted on the club server for everybody: it no longer shows among the club's sheets and nobody can join it any more. Phones that have it keep their copy, as a plain sheet.`,
  removeConfirm: 'Remove from server',
  removing: 'Removing…',
  removedSheet: (name: string) => `“${name}” was removed from the club server.`,
  removeFailed: (reason: string) => `Not removed: ${reason}.`,
  /** The join link's screen. */
  joinTitle: 'Join a shared sheet',
  joining: 'Fetching the sheet from the club server…',
  /** The login asked for on a join link: the club's address comes from the link. */
  joinLogin: (server: string) => `The club server of this link: ${server}`,
  joinLogIn: 'Log in and fetch the sheet',
  joinRefusal: {
    'no-login': 'Log in to the club to fetch this sheet: here, or in Settings.',
    'server-not-https': `This link cannot be used: ${refusal['server-not-https']}.`,
    'store-failed': 'The sheet could not be stored on this device.',
    'other-club': "This link is for another club's server than the one in your settings.",
    'link-invalid': 'This link is damaged: ask for it again.',
  },
  /** Guest links (sync/club/guest.ts): a phone without a club login has one sheet. */
  guests: {
    heading: 'Guest links',
    help: 'A guest link gives a phone without a club login this one sheet, live, and nothing else of the club. Revoke it when the evening is over.',
    follow: 'Link to follow',
    keeper: 'Link for a second scorekeeper',
    making: 'Making the link…',
    followLink: 'Guest link to follow (reads only)',
    keeperLink: 'Guest link for a second scorekeeper (enters deals)',
    qr: 'QR code of the guest link',
    revoke: 'Revoke link',
    revokeTitle: 'Revoke this guest link?',
    revokeMessage:
      'The phone that joined by it stops receiving this sheet (its copy stays there). Nobody can join by this link again.',
    revoked: 'Guest link revoked.',
    failed: (reason: string) => `No guest link: ${reason}.`,
    revokeFailed: (reason: string) => `Not revoked: ${reason}.`,
    refusal: guestRefusal,
  },
  /** A guest link opened on a phone. */
  guestJoin: {
    title: 'Join a sheet as a guest',
    joining: 'Fetching the sheet from the club server…',
    invalid: 'This guest link is damaged: ask for it again.',
    'night-closed':
      "This table's club night is closed: the table enters no more deals. The director has the results.",
    'link-revoked': 'This guest link was revoked: ask the scorekeeper for a new one.',
    following: 'This phone follows the sheet: the scorekeeper enters the deals.',
    keeping: 'This phone is a second scorekeeper of this sheet.',
  },
  settingsLink: 'Open Settings',
  sheetsLink: 'Back to the sheets',
  /** A table's events the club never got before the director closed the night (night-closed.ts). */
  notSent: {
    title: 'Not sent: the director closed the night first',
    /** A deal of the table's list: "Deal 3: Anna: Clubs". */
    deal: (deal: number, what: string) => `Deal ${deal}: ${what}`,
    other: 'A change of the sheet',
    help: 'This phone could not send these to the club server before the director closed the night. They do not count, here or in the ranking. Show them to the director, who enters them on this table’s sheet.',
  },
};
