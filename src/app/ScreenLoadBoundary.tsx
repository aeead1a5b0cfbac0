import { Component, Suspense, type ReactNode } from 'react';
import { Button } from '../ui/common/Button';
import { reloadPage } from '../ui/pwa/reload';
import { ScreenLoading } from './ScreenLoading';
import { useT } from '../ui/i18n/I18nProvider';

interface Props {
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
}

/**
 * Around a lazily loaded screen: the loading state while its code arrives, and a way out if it
 * never does (a deploy removed the chunk before the service worker had cached it). React keeps a
 * failed lazy load failed, so the way out is a reload, which fetches the current version.
 */
export class ScreenLoadBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <LoadFailed />;
    return <Suspense fallback={<ScreenLoading />}>{this.props.children}</Suspense>;
  }
}

/** A function component, so the words come from the language in use (a class cannot use hooks). */
function LoadFailed() {
  const s = useT().app;
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <p>{s.loadFailed}</p>
      <Button variant="primary" onClick={reloadPage}>
        {s.reload}
      </Button>
    </div>
  );
}
