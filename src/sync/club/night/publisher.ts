// The public standings kept current while a night runs (issue 31 item 8), whatever screen the
// director's phone shows: one publisher per night follows the night (feed.ts watchNight) and
// writes its standings (director.ts publishStandings, one write at a time) each time they
// change. Started by the night's screen and, after a reload, by the app shell for every night
// this phone directs (the nights it keeps table links of); it ends once the night is closed
// (its closed standings written), when the club refuses the login, or after the watch's bound.
import type { ClubAccess } from '../club-sheets';
import { publicStandings } from '../../../domain/tournament/night-tracker';
import { publishStandings, type NightWriteProblem } from './director';
import { watchNight } from './feed';
import { directedNights } from './table-logins';

interface Publisher {
  readonly stop: () => Promise<void>;
  /** Hears a failed write (the night's screen says so while it is open). */
  onProblem: ((problem: NightWriteProblem) => void) | null;
}

const publishers = new Map<string, Publisher>();

/** The nights this page publishes now. */
export function publishingNights(): readonly string[] {
  return [...publishers.keys()];
}

/**
 * Keeps the night's public standings current from now on (once per night: a second call only
 * replaces who hears a failed write). Only a club admin's login may write them.
 */
export function keepPublishing(
  access: ClubAccess,
  key: string,
  onProblem: ((problem: NightWriteProblem) => void) | null = null,
): void {
  const known = publishers.get(key);
  if (known) {
    known.onProblem = onProblem;
    return;
  }
  /** What was last asked to be written, without its time: a write on a change only. */
  let last: string | null = null;
  const end = () => {
    if (publishers.get(key) === publisher) publishers.delete(key);
    void watch.stop();
  };
  const watch = watchNight(access, key, (view, status) => {
    // Refused (401, 403): the watch has ended by itself; a later start may try again.
    if (status === 'session-expired' || status === 'not-member') return end();
    if (status !== 'live' || !view.night.setup) return;
    const standings = publicStandings(view, Date.now());
    const content = JSON.stringify({ ...standings, updatedAt: 0 });
    if (content !== last) {
      last = content;
      void publishStandings(access, { ...standings, key }).then((written) => {
        if (written.ok) return;
        last = null;
        publisher.onProblem?.(written.errors[0] ?? { code: 'offline' });
      });
    }
    // The closed standings are on their way (the write queue outlives the watch).
    if (view.night.closed !== null) end();
  });
  const publisher: Publisher = { stop: () => watch.stop(), onProblem };
  publishers.set(key, publisher);
}

/** Stops every publisher of this page (logging out, tests); resolves once their watches ended. */
export async function stopPublishing(): Promise<void> {
  const all = [...publishers.values()];
  publishers.clear();
  await Promise.all(all.map((publisher) => publisher.stop()));
}

/** Every night this phone directs (it keeps their table links) published, from the app shell. */
export function publishDirectedNights(access: ClubAccess): void {
  for (const key of directedNights()) keepPublishing(access, key);
}
