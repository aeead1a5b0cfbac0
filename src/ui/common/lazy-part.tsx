// A lazily loaded part of a screen (a notice, a panel) whose code may fail to arrive: a phone
// offline before the service worker controls the page (a table phone's first visit by its link)
// cannot fetch a chunk it has not fetched yet. With React.lazy alone the failed import reached
// the screen's boundary (app/ScreenLoadBoundary.tsx), which replaced the whole sheet, and with it
// its live sharing (LiveSharing): the table's waiting deals were never sent once back online.
// Here only the part is left out; it is tried again when the network comes back, or when the
// screen opens again. React keeps a failed lazy failed, so each try is a new one.
import {
  Component,
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

/** One part's code: the current download, and a new one once that one failed. */
interface PartCode<P extends object> {
  /** The current download, or a new one when the last failed (the part's boundary asks). */
  fresh(): LazyExoticComponent<ComponentType<P>>;
  /** Whether the current download failed: only then is an error the part's boundary's own. */
  failed(): boolean;
}

function partCode<P extends object>(load: () => Promise<ComponentType<P>>): PartCode<P> {
  let failed = false;
  const download = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        failed = true;
        throw error;
      }
    });
  let current = download();
  return {
    fresh() {
      if (failed) {
        failed = false;
        current = download();
      }
      return current;
    },
    failed: () => failed,
  };
}

interface BoundaryProps<P extends object> {
  readonly code: PartCode<P>;
  readonly show: (Part: ComponentType<P>) => ReactNode;
}

interface BoundaryState<P extends object> {
  readonly Part: ComponentType<P>;
  readonly failed: boolean;
  /** An error of the part itself (its code arrived): not ours to hide. */
  readonly broken?: unknown;
}

/**
 * Shows nothing while the part's code loads or when it failed; a failed part is tried again on
 * the browser's 'online' (one try per event: no loop) and on the next mount.
 */
class PartBoundary<P extends object> extends Component<BoundaryProps<P>, BoundaryState<P>> {
  override state: BoundaryState<P> = { Part: this.props.code.fresh(), failed: false };

  static getDerivedStateFromError(): Partial<BoundaryState<object>> {
    return { failed: true };
  }

  // A part whose code arrived but which throws is a bug, not a missing download: it goes on to
  // the screen's boundary as with React.lazy, instead of vanishing without a word.
  override componentDidCatch(error: unknown) {
    if (!this.props.code.failed()) this.setState({ broken: error });
  }

  private readonly retry = () => {
    if (this.state.failed) this.setState({ Part: this.props.code.fresh(), failed: false });
  };

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override render() {
    if (this.state.broken !== undefined) throw this.state.broken;
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.show(this.state.Part)}</Suspense>;
  }
}

/**
 * A part of a screen loaded on first render, like React.lazy, with its own boundary: a part whose
 * code cannot be fetched is left out, and the rest of the screen stays.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const code = partCode(load);
  return function LazyPart(props: P) {
    return <PartBoundary code={code} show={(Part) => <Part {...props} />} />;
  };
}
