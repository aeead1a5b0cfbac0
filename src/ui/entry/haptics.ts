/** How long the phone buzzes when a deal is stored: felt in the hand, not heard at the table. */
export const SAVED_BUZZ_MS = 30;

/**
 * A short buzz when a deal is stored, where the phone can (Android browsers; Safari has no
 * vibrate): the scorekeeper feels it was saved without looking. Never throws — a browser that
 * refuses (no user gesture, a setting) changes nothing.
 */
export function buzzSaved(
  nav: Partial<Pick<Navigator, 'vibrate'>> | undefined = globalThis.navigator,
): void {
  if (typeof nav?.vibrate !== 'function') return;
  try {
    nav.vibrate(SAVED_BUZZ_MS);
  } catch {
    // Nothing to tell: the deal is stored either way.
  }
}
