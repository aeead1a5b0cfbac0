/**
 * Calls `onChange` when a newer service worker takes control of this page from the one that
 * controlled it — after an Update tap here or in another tab — but not when the first install
 * claims a page that had no worker yet. Returns the unsubscribe function.
 *
 * Why not the plugin's onNeedReload: workbox-window only reports an update there when the page
 * was already controlled when it loaded, so the tab of the very first visit would never reload
 * after its Update tap.
 */
export function onVersionChange(onChange: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  const container = navigator.serviceWorker;
  let current = container.controller;
  const listener = () => {
    const previous = current;
    current = container.controller;
    if (previous !== null) onChange();
  };
  container.addEventListener('controllerchange', listener);
  return () => container.removeEventListener('controllerchange', listener);
}
