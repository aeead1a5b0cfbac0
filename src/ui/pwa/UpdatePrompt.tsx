import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { anyDraftInProgress } from '../../db/drafts';
import { Button } from '../common/Button';
import { reloadPage } from './reload';
import { onVersionChange } from './version-change';
import { useT } from '../i18n/I18nProvider';

/**
 * Owns the service-worker lifecycle. A new version waits (registerType 'prompt') until the player
 * taps Update; the offer stays hidden while any deal entry has a draft, so a version change never
 * lands in the middle of a deal. The page reloads only after that tap, never by itself.
 */
export function UpdatePrompt() {
  const t = useT();
  const updateAccepted = useRef(false);
  const [updatedElsewhere, setUpdatedElsewhere] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    // Given so the plugin does not reload the page itself when a new worker takes control (it
    // would, in a tab where another tab's Update was tapped); onVersionChange handles that.
    onNeedReload() {},
  });
  // A new worker took control: after our own Update tap (reload into it), or because another tab
  // applied the update (offer a reload; this tab may be in the middle of a deal).
  useEffect(
    () =>
      onVersionChange(() => {
        if (updateAccepted.current) reloadPage();
        else setUpdatedElsewhere(true);
      }),
    [],
  );
  // Until the drafts are read, assume an entry is in progress: hiding too long is harmless,
  // offering an update over a half-entered deal is not.
  const draftInProgress = useLiveQuery(() => anyDraftInProgress(), [], true);

  if (draftInProgress) return null;

  if (updatedElsewhere) {
    return (
      <Banner message={t.pwa.updatedElsewhere}>
        <Button variant="primary" onClick={reloadPage}>
          {t.pwa.reload}
        </Button>
      </Banner>
    );
  }

  if (needRefresh) {
    const accept = () => {
      updateAccepted.current = true;
      void updateServiceWorker();
    };
    return (
      <Banner message={t.pwa.updateAvailable}>
        <Button variant="primary" onClick={accept}>
          {t.pwa.update}
        </Button>
        <Button variant="quiet" onClick={() => setNeedRefresh(false)}>
          {t.pwa.later}
        </Button>
      </Banner>
    );
  }

  if (offlineReady) return <OfflineReadyNote setShown={setOfflineReady} />;

  return null;
}

/** How long the one-time "ready to work offline" note stays. */
export const OFFLINE_NOTE_MS = 5000;

/**
 * Said once, after the first install. It only informs, so it lets taps through to the screen
 * below and goes away by itself. At the top, over the header's title: the main path (the next
 * deal's buttons, "Start sheet") is at the bottom, where the thumb is, and nothing may cover it.
 */
function OfflineReadyNote(props: { setShown: (shown: boolean) => void }) {
  const { setShown } = props;
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), OFFLINE_NOTE_MS);
    return () => clearTimeout(timer);
  }, [setShown]);
  return (
    <p
      role="status"
      className="pointer-events-none fixed inset-x-0 top-[max(0.5rem,env(safe-area-inset-top))] z-50 mx-auto w-fit rounded-full bg-stone-800 px-4 py-2 text-sm font-medium text-white shadow-lg dark:bg-stone-200 dark:text-stone-900"
    >
      {t.pwa.offlineReady}
    </p>
  );
}

/**
 * An offer at the bottom of the screen. The spacer in the page flow lets the end of any screen
 * scroll above the bar, so the bar never hides the last control for good.
 */
function Banner(props: { message: string; children: ReactNode }) {
  return (
    <>
      <div aria-hidden="true" className="h-20" />
      <div
        role="status"
        className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-between gap-2 border-t border-stone-300 bg-white px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-lg dark:border-stone-700 dark:bg-stone-900"
      >
        <p className="font-medium">{props.message}</p>
        <div className="flex gap-2">{props.children}</div>
      </div>
    </>
  );
}
