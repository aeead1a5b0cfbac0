// What the app shows of every sheet of a database, without its ids (a restore may re-id them):
// name, players, rules, the deals as the list holds them, the totals, and the history (each
// change in fold order with its time and the deal it concerns, by the deal's order of adding).
import type { SkatDatabase } from '../../src/db/database';
import { scoreStoredSheet } from '../../src/db/scored-sheet';
import { loadSheet } from '../../src/db/sheet-log';

export async function shownSheets(database: SkatDatabase) {
  const ids = await database.sheets.toCollection().primaryKeys();
  const sheets = await Promise.all(ids.map((id) => loadSheet(database, id)));
  return sheets
    .flatMap((loaded) => (loaded ? [loaded] : []))
    .map((loaded) => {
      const dealNumber = new Map<string, number>();
      const eventNumber = new Map(loaded.events.map((event, index) => [event.id, index]));
      for (const { change } of loaded.events) {
        if (change.kind === 'deal-added' && !dealNumber.has(change.dealId)) {
          dealNumber.set(change.dealId, dealNumber.size);
        }
      }
      const scored = scoreStoredSheet(loaded);
      return {
        name: loaded.sheet.name,
        playerNames: loaded.sheet.playerNames,
        setup: loaded.sheet.setup,
        createdAt: loaded.record.createdAt,
        deals: loaded.deals.map((deal) => [dealNumber.get(deal.id), deal.deal]),
        totals: scored.ok ? scored.value.totals : null,
        history: loaded.events.map(({ at, change }) => {
          const { kind } = change;
          const deal = 'dealId' in change ? dealNumber.get(change.dealId) : undefined;
          const named =
            change.kind === 'undone'
              ? eventNumber.get(change.undoes)
              : change.kind === 'deal-replaced'
                ? eventNumber.get(change.replaces)
                : undefined;
          return { at, kind, deal, named };
        }),
      };
    })
    .sort((a, b) => a.createdAt - b.createdAt || a.name.localeCompare(b.name));
}
