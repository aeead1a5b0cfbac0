// What a live sheet knows of its connection (heard from the server yet, offline, refused,
// removed) and of its documents (written here and not yet confirmed by the server), and the one
// status it reports from that: told to the listener only when it changes.
import { failureCode, type SyncRefusal, type SyncStatus } from './status';

export class LiveState {
  /** Any answer (or failure) from the server since the start: until then "connecting". */
  heard = false;
  offline = false;
  /**
   * The browser said it has no network ('offline'), until it says 'online': offline at once,
   * not a minute later when a request of the live replication fails (issue 31 item 14).
   */
  networkDown = false;
  /**
   * Offline since the sheet's documents were last compared with the server's: back, the sheet
   * connects again (live.ts), and that comparison finds what a restored server lost.
   */
  outage = false;
  refusal: SyncRefusal | null = null;
  /** The sheet was removed from the club's server: nothing more is written back. */
  removed = false;
  /** Every document the server has confirmed (sent or received): not waiting any more. */
  readonly sent = new Set<string>();
  private current: SyncStatus = { state: 'connecting', waiting: 0 };

  constructor(
    /** Documents written here and not yet confirmed: kept by the caller across starts. */
    readonly unsent: Set<string>,
    private readonly onStatus?: (status: SyncStatus) => void,
  ) {}

  status(): SyncStatus {
    return this.current;
  }

  /** Tells the listener the status, when it differs from the last one told. */
  report(): void {
    const waiting = this.unsent.size;
    const next: SyncStatus = this.removed
      ? { state: 'removed' }
      : this.refusal
        ? { state: 'refused', code: this.refusal, waiting }
        : !this.heard && !this.networkDown
          ? { state: 'connecting', waiting }
          : this.offline || this.networkDown
            ? { state: 'offline', waiting }
            : waiting > 0
              ? { state: 'sending', waiting }
              : { state: 'synced' };
    if (JSON.stringify(next) === JSON.stringify(this.current)) return;
    this.current = next;
    this.onStatus?.(next);
  }

  /** A request to the club failed: refused (true; not tried again) or offline. */
  failed(error: unknown): boolean {
    this.heard = true;
    const refused = failureCode(error);
    if (refused) this.refusal = refused;
    else this.offline = this.outage = true;
    this.report();
    return refused !== null;
  }

  /** The server holds these documents (sent, or received from it): not waiting any more. */
  confirm(docs: readonly { _id: string }[] | undefined): void {
    for (const doc of docs ?? []) {
      this.sent.add(doc._id);
      this.unsent.delete(doc._id);
    }
  }

  /** Documents a mirror pass wrote for the server: waiting, unless the server already has them. */
  written(ids: readonly string[]): void {
    for (const id of ids) if (!this.sent.has(id)) this.unsent.add(id);
    if (ids.length > 0) this.report();
  }
}
