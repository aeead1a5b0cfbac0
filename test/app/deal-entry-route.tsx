import { dealEntryLinks } from '../../src/app/deal-entry-links';
import {
  DealEntryRoute as EntryRoute,
  type DealEntryPlace,
} from '../../src/ui/entry/DealEntryRoute';

/** The deal entry route with the links the app gives it (as its lazy door in lazy-screens does). */
export function DealEntryRoute(place: DealEntryPlace) {
  return <EntryRoute {...place} links={dealEntryLinks(place)} />;
}
