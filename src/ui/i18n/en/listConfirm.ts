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
};
