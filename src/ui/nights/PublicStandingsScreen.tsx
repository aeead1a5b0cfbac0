import { useEffect, useState } from 'react';
import {
  loadPublicStandings,
  type PublicStandings,
  type PublicStandingsProblem,
} from './night-service';
import { PublicStandingsView } from './PublicStandingsView';

/** One read every 5 s while the page is open; each read is bounded by its own timeout (A's). */
export const POLL_MS = 5000;

/** The public page's container: reads the standings from the public database and polls them. */
export function PublicStandingsScreen({
  publicDb,
  nightKey,
}: {
  readonly publicDb: string;
  readonly nightKey: string;
}) {
  const [standings, setStandings] = useState<PublicStandings | null>(null);
  const [problem, setProblem] = useState<PublicStandingsProblem | 'code-missing' | null>(null);
  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    const poll = async () => {
      try {
        const { readPublicStandings } = await loadPublicStandings();
        const read = await readPublicStandings(publicDb, nightKey);
        if (!live) return;
        if (read.ok) {
          setStandings(read.value);
          setProblem(null);
        } else setProblem(read.errors[0] ?? 'offline');
      } catch {
        if (live) setProblem('code-missing');
        return;
      }
      // The next read only after this one answered: never two at once.
      if (live) timer = window.setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [publicDb, nightKey]);
  return <PublicStandingsView standings={standings} problem={problem} />;
}
