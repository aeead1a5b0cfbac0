import { useEffect, useState, type ComponentType } from 'react';

/**
 * The update offer (and the service worker registration inside it) is loaded after the first
 * screen, not before: nothing of it is needed to show the sheet. Not React.lazy: a failed load
 * must not take the screen with it — it only means no update offer in this session.
 */
export function DeferredUpdatePrompt() {
  const [Prompt, setPrompt] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    import('../ui/pwa/UpdatePrompt').then(
      (loaded) => {
        if (mounted) setPrompt(() => loaded.UpdatePrompt);
      },
      (error: unknown) => console.warn('update prompt not loaded', error),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return Prompt ? <Prompt /> : null;
}
