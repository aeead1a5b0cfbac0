/**
 * A sheet's setup as the database stores it and a backup file (version 4 and later) carries it:
 * a table without house rules, one round of 12 deals a player. Written out here, not built from
 * `src`, because the stored form is a contract: a change in the app must make these tests fail.
 */
export function storedSetup({
  players,
  list = 'plain',
  kontra = 'off',
}: {
  readonly players: 3 | 4;
  readonly list?: unknown;
  readonly kontra?: 'off' | 'kontra-re';
}) {
  return {
    players,
    firstDealer: 0,
    plannedDeals: players * 12,
    rules: { list, kontra, passed: 'thrown-in', ramsch: null, bock: { kind: 'off' }, stake: null },
  };
}
