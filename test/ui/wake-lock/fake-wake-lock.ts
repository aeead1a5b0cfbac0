/** A stand-in for navigator.wakeLock that records what was asked for and what is held. */
export class FakeSentinel extends EventTarget implements WakeLockSentinel {
  released = false;
  readonly type = 'screen' as const;
  onrelease: ((this: WakeLockSentinel, ev: Event) => unknown) | null = null;

  async release(): Promise<void> {
    this.released = true;
  }

  /** What the browser does when the page is hidden: it drops the lock by itself. */
  dropByBrowser(): void {
    this.released = true;
  }
}

export class FakeWakeLock implements WakeLock {
  readonly sentinels: FakeSentinel[] = [];
  refuse = false;

  async request(type?: WakeLockType): Promise<WakeLockSentinel> {
    if (type !== 'screen') throw new TypeError('only screen locks exist');
    if (this.refuse) throw new DOMException('battery saver', 'NotAllowedError');
    const sentinel = new FakeSentinel();
    this.sentinels.push(sentinel);
    return sentinel;
  }

  /** Locks currently held (requested and not released). */
  held(): number {
    return this.sentinels.filter((s) => !s.released).length;
  }
}

/** A document whose visibility the test switches. */
export class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';

  setVisibility(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}
