/** English strings of the tables' confirmations of their lists (issue 33). */
export const listConfirmStrings = {
  heading: 'Lists confirmed',
  table: (series: number, table: number) => `Series ${series} · Table ${table}`,
  confirmedBy: (names: string) => `Confirmed by ${names}`,
  waitingFor: (names: string) => `Waiting for ${names}`,
  withdrawn: (names: string) =>
    `The list changed after it was confirmed: ${names} must confirm again`,
  allConfirmed: 'Every player confirmed this list.',
  prizesConfirmed: 'Prizes: every list is confirmed, they can be paid.',
  prizesWaiting: (count: number) =>
    count === 1
      ? 'Prizes: 1 list is not confirmed yet.'
      : `Prizes: ${count} lists are not confirmed yet.`,
  prizesReleased: (by: string, reason: string) =>
    `Prizes released by ${by} without every list confirmed: ${reason}`,
  reason: 'Reason for paying without every confirmation',
  release: 'Pay prizes anyway',
  reasonMissing: 'Say why the prizes are paid without every confirmation.',
  // The table's phone (ui/sheet/ListConfirm.tsx), once its series is complete.
  atTable: 'Confirmations',
  atTableHelp:
    'The series is complete. Each player taps their name and types the PIN from the director.',
  pin: 'PIN',
  confirm: 'Confirm the list',
  whoConfirms: (name: string) => `${name} confirms the list`,
  confirmedNow: (name: string) => `${name} confirmed the list.`,
  withdrawnBy: (name: string, change: string) =>
    `${name}’s confirmation was withdrawn by a later change: ${change}`,
  pinFormat: 'A PIN is 4 digits.',
  notConfirmed: (why: string) => `Not confirmed: ${why}.`,
  cannotRead: (why: string) => `The confirmations could not be read: ${why}.`,
  // The director's night page (ui/nights/PinsPanel.tsx).
  pinsHeading: 'PINs for confirming the lists',
  showPins: 'Show PINs',
  pinsHelp: 'Each player confirms their table’s list with this PIN. Hand out each PIN privately.',
  pinsNone: 'No PINs yet: they are made with each series.',
  pinOf: (name: string, pin: string) => `${name}: ${pin}`,
  // The printed prize list (ui/nights/print).
  printNotPayable: (count: number) =>
    count === 1
      ? 'Not payable yet: 1 list is not confirmed and the director has not released the prizes.'
      : `Not payable yet: ${count} lists are not confirmed and the director has not released the prizes.`,
};
