// A corrected deal's words on the sheet ("changed twice, last at 22:14") open that deal's own
// history: the deal's details, scrolled to it. The tap leaves word here just before the address
// changes, and the details' history takes it once. Not in the address: the routes (and the
// start's code that reads them) stay as they are, and a reload shows the details from the top.
let wished: string | null = null;

/** Called by the tap: the next details screen of `dealId` opens at its history. */
export function wishDealHistory(dealId: string): void {
  wished = dealId;
}

/** True once, for the deal a tap asked for; any other deal's details clear the wish. */
export function takeDealHistoryWish(dealId: string): boolean {
  const granted = wished === dealId;
  wished = null;
  return granted;
}
