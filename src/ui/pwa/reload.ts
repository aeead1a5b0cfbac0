/**
 * The one place the app reloads itself, and only after the player asked for an update.
 * A module of its own so tests can see the call (jsdom's location.reload cannot be spied on).
 */
export function reloadPage(): void {
  window.location.reload();
}
