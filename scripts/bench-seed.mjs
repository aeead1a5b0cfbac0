// Runs inside the app's page (page.evaluate): writes sheets and deals straight into the app's
// IndexedDB, in the records of src/db/records.ts (schema version 5, src/db/database.ts: a sheet
// and its event log in the `log` store, each deal a "deal-added" event), so the
// benchmark does not depend on how fast a robot can tap through the deal entry.
// Self-contained on purpose: page.evaluate sends only this function's source to the browser.
// `first` numbers the sheets on from earlier calls (a big history is seeded in batches, each its
// own transaction); each sheet is an hour older than the one numbered before it.
export async function SEED_IN_PAGE({
  sheets,
  dealsPerSheet,
  plannedDeals,
  resume,
  clear = false,
  first = 0,
}) {
  // Parsed deals as parseDeal makes them (valid bids and values), cycled through each sheet.
  const points = (declarerPoints, declarerTricks) => ({
    kind: 'points',
    declarerPoints,
    declarerTricks,
  });
  const played = (declarer, bid) => ({ declarer, bid, kontra: 'none', bock: 0 });
  const DEALS = [
    {
      kind: 'trump',
      game: 'grand',
      tops: 2,
      announcement: 'none',
      result: points(78, 'some'),
      ...played(0, 18),
    },
    {
      kind: 'trump',
      game: 'clubs',
      tops: 1,
      announcement: 'none',
      result: points(64, 'some'),
      ...played(1, 20),
    },
    {
      kind: 'trump',
      game: 'hearts',
      tops: 2,
      announcement: 'none',
      result: points(52, 'some'),
      ...played(2, 30),
    },
    { kind: 'null', variant: 'null', made: true, ...played(0, 23) },
    { kind: 'passed' },
    {
      kind: 'trump',
      game: 'spades',
      tops: 1,
      announcement: 'hand',
      result: { kind: 'outcome', made: true, schneider: false, schwarz: false },
      ...played(1, 33),
    },
  ];
  const NAMES = [
    ['Anna', 'Bernd', 'Clara'],
    ['Dieter', 'Eva', 'Franz'],
    ['Gerda', 'Hans', 'Ilse'],
  ];

  const database = await new Promise((resolve, reject) => {
    const request = indexedDB.open('skat-scorekeeper');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const stores = ['sheets', 'log', 'settings', 'drafts'];
  // The seeding "phone": events carry the device that made them (a UUID, as db/device.ts makes).
  const device = crypto.randomUUID();
  const tx = database.transaction(stores, 'readwrite');
  if (clear) for (const store of stores) tx.objectStore(store).clear();
  const start = Date.now() - (first + sheets) * 3_600_000;
  let firstSheetId = null;
  for (let s = 0; s < sheets; s++) {
    const id = crypto.randomUUID();
    firstSheetId ??= id;
    const createdAt = start + s * 3_600_000;
    tx.objectStore('sheets').put({
      id,
      name: `Skat evening ${first + sheets - s}`,
      playerNames: NAMES[s % NAMES.length],
      setup: {
        players: 3,
        firstDealer: 0,
        plannedDeals,
        rules: {
          list: 'seeger-fabian',
          kontra: 'kontra-re',
          passed: 'thrown-in',
          ramsch: null,
          bock: { kind: 'off' },
          stake: null,
        },
      },
      preset: null,
      createdAt,
      updatedAt: createdAt + dealsPerSheet * 60_000,
    });
    for (let d = 0; d < dealsPerSheet; d++) {
      tx.objectStore('log').put({
        id: crypto.randomUUID(),
        sheetId: id,
        device,
        clock: d + 1,
        at: createdAt + d * 60_000,
        change: { kind: 'deal-added', dealId: crypto.randomUUID(), deal: DEALS[d % DEALS.length] },
      });
    }
  }
  tx.objectStore('settings').put({ key: 'lastOpenedSheetId', value: resume ? firstSheetId : null });
  await new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  database.close();
  // Written past the app, so past its dropping of the list's kept copies on every change of a
  // sheet (src/ui/common/cold-start/next-start.ts): dropped here as the app would have.
  localStorage.removeItem('skat-scorekeeper.list-first-page');
  localStorage.removeItem('skat-scorekeeper.list-snapshot');
  return firstSheetId;
}
