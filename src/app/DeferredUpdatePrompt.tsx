import { useEffect, useState, type ComponentType } from 'react';

/**
 * The update offer (and the service worker registration inside it) is loaded after the first
 * screen, when the browser is idle, not before: nothing of it is needed to show the sheet, and
 * on a first visit the registration starts the download of the whole app for offline use.
 * Not React.lazy: a failed load must not take the screen with it — it only means no update offer
 * in this session.
 */
export function DeferredUpdatePrompt() {
  const [Prompt, setPrompt] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    const load = () => {
      import('../ui/pwa/UpdatePrompt').then(
        (loaded) => {
          if (mounted) setPrompt(() => loaded.UpdatePrompt);
        },
        (error: unknown) => console.warn('update prompt not loaded', error),
      );
    };
    let cancel: () => void;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(load, 0);
      cancel = () => window.clearTimeout(id);
    }
    return () => {
      mounted = false;
      cancel();
    };
  }, []);
  return Prompt ? <Prompt /> : null;
}
