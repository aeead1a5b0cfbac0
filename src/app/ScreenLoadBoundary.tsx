import { Component, Suspense, type ReactNode } from 'react';
import { Button } from '../ui/common/Button';
import { LinkButton } from '../ui/common/LinkButton';
import { useT } from '../ui/i18n/I18nProvider';
import { reloadPage } from '../ui/pwa/reload';
import { ScreenLoading } from './ScreenLoading';

interface Props {
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
}

/** The list of sheets, the app's home: a way out that needs no network and touches no data. */
const SHEETS_HREF = '#/';

/** Said when a screen failed: the data is kept; the list or a reload is the way on. */
function ScreenFailed() {
  const t = useT();
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <p>{t.app.loadFailed}</p>
      <LinkButton href={SHEETS_HREF} variant="primary">
        {t.app.toSheets}
      </LinkButton>
      <Button variant="secondary" onClick={reloadPage}>
        {t.app.reload}
      </Button>
    </div>
  );
}

/**
 * Around every screen: the loading state while a lazily loaded screen's code arrives, and a way
 * out when a screen fails — its code never arrives (a deploy removed the chunk before the service
 * worker had cached it), or it threw while rendering (a record the screen could not show). The
 * way out is the list of sheets or a reload; nothing is deleted. React keeps a failed lazy load
 * failed, so the app keys a boundary by its route: navigating anywhere tries again.
 */
export class ScreenLoadBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <ScreenFailed />;
    return <Suspense fallback={<ScreenLoading />}>{this.props.children}</Suspense>;
  }
}
