import { useCallback, useEffect, useRef, useState } from 'react';
import type { SeriesMethod } from '../../domain/tournament/next-series';
import type { RosterChange } from '../../domain/tournament/night-roster';
import type { ClubLogin } from '../../sync/club/login';
import { useT } from '../i18n/I18nProvider';
import { NightBoard } from './NightBoard';
import { randomSeed } from './night-progress';
import {
  loadDirector,
  loadFeed,
  loadPublicStandings,
  loadPins,
  loadPublisher,
  loadRosterWrite,
  loadTracker,
  type NightStatus,
  type NightView,
} from './night-service';
import { problemWords } from './night-words';
import { rosterProblemWords } from './roster-words';
import { clubProblemWords } from './NightsScreen';
import { knownPlayers } from './known-players';
import type { KnownPlayer } from './new-night-form';
import { syncDoor } from '../common/sync-door';
import { loadedOr, useLoaded } from '../common/use-loaded';

const loadLogin = syncDoor.login;
const loadClubSheets = syncDoor.clubSheets;
const loadGuestStore = syncDoor.guestStore;
const loadExport = () => import('./export-results');

/** The app's address with another hash: the link a phone or a screen in the room opens. */
function appAddress(hash: string): string {
  return `${window.location.origin}${window.location.pathname.replace(/\/$/, '')}/${hash}`;
}

/** Where the join route opens a table's sheet with the member's login (ClubSheets' link). */
function joinHref(server: string, sheetId: string): string {
  return `#/join/${encodeURIComponent(server)}/${encodeURIComponent(sheetId)}`;
}

interface NightScreenProps {
  readonly nightKey: string;
  readonly backHref: string;
  readonly printHref: string | null;
  readonly seasonHref: string | null;
  /** The public page's hash for a public database and a night. */
  readonly standingsHash: (publicDb: string, key: string) => string;
}

/** What the night's results and public standings last said, so each is written on a change only. */
/** Until the club's players are read, or when they cannot be: a latecomer is a new name. */
const NO_PLAYERS: readonly KnownPlayer[] = [];

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The container of a night's screen: follows the night live (sync/club/night/feed.ts), and for the
 * director assigns series, keeps the public standings and the results up to date, and closes it.
 */
export function NightScreen(props: NightScreenProps) {
  const t = useT();
  const { nightKey } = props;
  const [login, setLogin] = useState<ClubLogin | null>(null);
  const [admin, setAdmin] = useState(false);
  const [view, setView] = useState<NightView | null>(null);
  const [status, setStatus] = useState<{ words: string; problem: boolean } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [seed] = useState(() => randomSeed());
  const [busy, setBusy] = useState(false);
  const [assignRefused, setAssignRefused] = useState<readonly string[]>([]);
  const [rosterRefused, setRosterRefused] = useState<readonly string[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [links, setLinks] = useState<ReadonlyMap<string, string>>(new Map());
  const [publicDb, setPublicDb] = useState<string | null>(null);
  const published = useRef<unknown>(null);
  const resultsWritten = useRef<unknown>(null);

  const showStatus = useCallback(
    (state: NightStatus) => {
      if (state === 'live') setStatus({ words: t.nights.night.status.live, problem: false });
      else if (state === 'offline')
        setStatus({ words: t.nights.night.status.offline, problem: true });
      else setStatus({ words: t.nights.night.failed(clubProblemWords(t, state)), problem: true });
    },
    [t],
  );

  // The links stored in the directors' database (any director's device), else those of this phone.
  const refreshLinks = useCallback(
    async (access: ClubLogin) => {
      const [director, store] = await Promise.all([loadDirector(), loadGuestStore()]);
      const stored = await director.nightTableLinks(access, nightKey);
      const made = stored.ok ? stored.value : director.tableLinks(nightKey);
      setLinks(new Map(made.map((link) => [link.sheetId, appAddress(store.guestLinkHash(link))])));
    },
    [nightKey],
  );

  // A latecomer typed by a known player's name is that player (the new-night form's rule).
  const known = loadedOr(
    useLoaded(() => knownPlayers(), []),
    NO_PLAYERS,
  );

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    let live = true;
    let watch: { stop(): Promise<void> } | null = null;
    void (async () => {
      const kept = (await loadLogin()).clubLogin();
      if (!live) return;
      if (!kept) {
        setStatus({ words: t.nights.noLogin, problem: true });
        return;
      }
      setLogin(kept);
      void (async () => {
        const role = await (await loadClubSheets()).isClubAdmin(kept);
        if (!live) return;
        setAdmin(role.ok && role.value);
        // Only club admins read the directors' database: a member's request would be refused.
        if (role.ok && role.value) void refreshLinks(kept).catch(() => undefined);
      })();
      try {
        const [feed, standings] = await Promise.all([loadFeed(), loadPublicStandings()]);
        if (!live) return;
        setPublicDb(standings.publicDatabaseOf(kept.server));
        watch = feed.watchNight(kept, nightKey, (next, state) => {
          if (!live) return;
          setView(next);
          showStatus(state);
        });
      } catch {
        if (live) setStatus({ words: t.nights.codeMissing, problem: true });
      }
    })();
    return () => {
      live = false;
      void watch?.stop();
    };
  }, [nightKey, refreshLinks, showStatus, t]);

  // While the night runs, the director's phone keeps the public standings current from the
  // night's publisher (sync/club/night/publisher.ts), which goes on when this screen is left.
  const open = admin && login !== null && Boolean(view?.night.setup) && view?.night.closed === null;
  useEffect(() => {
    if (!open || !login) return;
    let live = true;
    void loadPublisher()
      .then((publisher) =>
        publisher.keepPublishing(login, nightKey, (problem) => {
          if (live) setMessage(t.nights.night.publishFailed(problemWords(t, problem)));
        }),
      )
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, login, nightKey, t]);

  // After closing (a correction), this screen keeps the public standings and the results current.
  useEffect(() => {
    if (!admin || !login || !view?.night.setup || view.night.closed === null) return;
    let live = true;
    void (async () => {
      const [tracker, director] = await Promise.all([loadTracker(), loadDirector()]);
      const standings = tracker.publicStandings(view, Date.now());
      const content = { ...standings, updatedAt: 0 };
      if (!same(content, published.current)) {
        published.current = content;
        const written = await director.publishStandings(login, { ...standings, key: nightKey });
        if (!written.ok) {
          published.current = null;
          if (live)
            setMessage(
              t.nights.night.publishFailed(
                problemWords(t, written.errors[0] ?? { code: 'offline' }),
              ),
            );
        }
      }
      const results = tracker.finalResults(view);
      if (same(results, view.night.results) || same(results, resultsWritten.current)) return;
      resultsWritten.current = results;
      const written = await director.writeResults(login, nightKey, results);
      if (!written.ok) {
        resultsWritten.current = null;
        if (live)
          setMessage(
            t.nights.night.resultsFailed(problemWords(t, written.errors[0] ?? { code: 'offline' })),
          );
      }
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [admin, login, view, nightKey, t]);

  /** A player of the night's plan by name, for a refusal that names one; else the id. */
  const nameOf = (id: string) =>
    view?.night.plan?.players.find((p) => p.playerId === id)?.name ?? id;

  /**
   * One director's action at a time: the screen is busy while `work` runs; `missing` words the
   * failure of the action's code to load (offline before it was cached).
   */
  const busyWith = async (work: () => Promise<void>, missing: () => void) => {
    setBusy(true);
    try {
      await work();
    } catch {
      missing();
    } finally {
      setBusy(false);
    }
  };

  /** An action whose refusals list under its panel: cleared at the start, the missing code there. */
  const withRefusals = (
    setRefused: (refused: readonly string[]) => void,
    work: () => Promise<void>,
  ) => {
    setRefused([]);
    setMessage(null);
    return busyWith(work, () => setRefused([t.nights.codeMissing]));
  };

  const assign = async (method: SeriesMethod) => {
    if (!login || !view) return;
    await withRefusals(setAssignRefused, async () => {
      const assigned = await (await loadDirector()).assignSeries(login, view.night, method);
      if (!assigned.ok) {
        setAssignRefused(assigned.errors.map((problem) => problemWords(t, problem, nameOf)));
        return;
      }
      setMessage(t.nights.night.assigned((view.night.plan?.series.length ?? 0) + 1));
      await refreshLinks(login);
    });
  };

  const changeRoster = async (change: RosterChange) => {
    if (!login || !view) return;
    await withRefusals(setRosterRefused, async () => {
      const write = await loadRosterWrite();
      const changed = await write.changeRoster(login, view.night, view.progress, change);
      if (changed.ok) setMessage(t.nights.roster.changed);
      else
        setRosterRefused(changed.errors.map((problem) => rosterProblemWords(t, problem, nameOf)));
    });
  };

  const renewLink = async (sheetId: string) => {
    const table = view?.progress.find((row) => row.sheetId === sheetId)?.table;
    if (!login || table === undefined) return;
    setMessage(null);
    await busyWith(
      async () => {
        const renewed = await (await loadDirector()).renewTableLink(login, nightKey, sheetId);
        if (renewed.ok) setMessage(t.nights.night.linkRenewed(table));
        else
          setMessage(
            t.nights.night.linkRenewFailed(
              problemWords(t, renewed.errors[0] ?? { code: 'offline' }),
            ),
          );
        await refreshLinks(login);
      },
      () => setMessage(t.nights.night.linkRenewFailed(t.nights.codeMissing)),
    );
  };

  const release = async (reason: string) => {
    if (!login || !view) return;
    setMessage(null);
    await busyWith(
      async () => {
        const director = await loadDirector();
        const written = await director.writeNightEvent(login, view.night.key, {
          kind: 'prizes-released',
          reason,
        });
        if (!written.ok)
          setMessage(
            written.errors.map((problem) => problemWords(t, problem, (id) => id)).join(' '),
          );
      },
      () => setMessage(t.nights.codeMissing),
    );
  };

  const close = async () => {
    if (!login || !view) return;
    setMessage(t.nights.night.closing);
    await busyWith(
      async () => {
        const [tracker, director] = await Promise.all([loadTracker(), loadDirector()]);
        const results = tracker.finalResults(view);
        const closed = await director.closeNight(login, view.night, results);
        if (closed.ok) {
          resultsWritten.current = results;
          setMessage(null);
        } else
          setMessage(
            t.nights.night.closeFailed(problemWords(t, closed.errors[0] ?? { code: 'offline' })),
          );
      },
      () => setMessage(t.nights.night.closeFailed(t.nights.codeMissing)),
    );
  };

  const exportResults = async () => {
    if (!login) return;
    setMessage(t.nights.night.exporting);
    await busyWith(
      async () => {
        const exported = await (await loadExport()).exportNightResults(login, nightKey);
        setMessage(
          exported.ok
            ? t.nights.night.exported(exported.value)
            : t.nights.night.exportFailed(clubProblemWords(t, exported.errors[0] ?? 'offline')),
        );
      },
      () => setMessage(t.nights.night.exportFailed(t.nights.codeMissing)),
    );
  };

  return (
    <NightBoard
      nightKey={nightKey}
      view={view}
      status={status}
      admin={admin}
      now={now}
      initialSeed={seed}
      busy={busy}
      assignRefused={assignRefused}
      message={message}
      links={{
        back: props.backHref,
        print: props.printHref,
        season: props.seasonHref,
        publicPage: publicDb ? appAddress(props.standingsHash(publicDb, nightKey)) : null,
        tableLink: (sheetId) => links.get(sheetId) ?? null,
        sheet: (sheetId) => joinHref(login?.server ?? '', sheetId),
      }}
      onAssign={(method) => void assign(method)}
      onRosterChange={(change) => void changeRoster(change)}
      onRelease={(reason) => void release(reason)}
      {...(login ? { loadPins: async () => (await loadPins()).pinsBySheet(login, nightKey) } : {})}
      rosterRefused={rosterRefused}
      knownPlayers={known}
      onClose={() => void close()}
      onRenewLink={(sheetId) => void renewLink(sheetId)}
      onExport={login ? () => void exportResults() : undefined}
    />
  );
}
