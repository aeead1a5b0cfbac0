import type { DealEntryLinks, DealEntryPlace } from '../ui/entry/DealEntryRoute';
import { goBack } from './navigation';
import { routeHref, type Route } from './routes';

/**
 * Where the deal entry's links and ways out lead: the app owns the routes, the entry (in
 * ui/entry) only names its places. Kept apart from the entry's code so its chunk stays lazy.
 */
export function dealEntryLinks({
  sheetId,
  dealId,
  start,
  fromSheet,
}: DealEntryPlace): DealEntryLinks {
  const sheet: Route = { name: 'sheet', sheetId };
  const here: Route =
    dealId === undefined
      ? { name: 'new-deal', sheetId, start }
      : { name: 'edit-deal', sheetId, dealId, fromSheet: fromSheet === true ? true : undefined };
  // An edit opened from the sheet returns to the sheet, one opened from its deal to the deal.
  const returnTo: Route =
    dealId === undefined || fromSheet ? sheet : { name: 'deal', sheetId, dealId };
  return {
    sheets: routeHref({ name: 'sheets' }),
    sheet: routeHref(sheet),
    here: routeHref(here),
    toSheet: () => goBack(sheet),
    done: () => goBack(returnTo),
  };
}
