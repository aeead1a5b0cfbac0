// The table phone's door to its list's confirmations (issue 33): ui/sheet/ListConfirm.tsx loads
// it with import(), so neither it nor the requests are on the start path.
import { joinedLink, mayEnter, type GuestLink } from '../guest-store';

export { confirmList, readTableConfirmations, type TableConfirmRead } from './confirm';

/** The table link this phone joined the sheet by, if it may enter deals (a table's phone). */
export function tableLinkOf(sheetId: string): GuestLink | null {
  const link = joinedLink(sheetId);
  return link && mayEnter(link) ? link : null;
}
