import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../../db/database';
import { buttonClasses } from '../common/Button';
import { useT } from '../i18n/I18nProvider';
import { JoinLogin } from './JoinLogin';
import { syncDoor } from '../common/sync-door';

type JoinProblem = 'no-login' | 'server-not-https' | 'store-failed' | 'other-club' | 'link-invalid';

/** `#/join/<club database address>/<sheet id>`: the parts, or null when the link is damaged. */
function joinParts(hash: string): { server: string; sheetId: string } | null {
  const match = /^#\/join\/([^/?]+)\/([^/?]+)$/.exec(hash);
  if (!match) return null;
  try {
    return {
      server: decodeURIComponent(match[1] ?? ''),
      sheetId: decodeURIComponent(match[2] ?? ''),
    };
  } catch {
    return null;
  }
}

interface JoinSharedSheetProps {
  /** The address's hash, `#/join/…` (the list of sheets is where a join link lands). */
  readonly hash: string;
  readonly settingsHref: string;
  readonly sheetHref: (sheetId: string) => string;
}

/**
 * A shared sheet's join link, opened on another phone: with this member's own club login (the
 * settings), the sheet is fetched from the club and then opened, live. The link lands on the list
 * of sheets (the start's routes stay as they are): the joined sheet is one of them.
 */
export function JoinSharedSheet({ hash, settingsHref, sheetHref }: JoinSharedSheetProps) {
  const c = useT().club;
  const parts = joinParts(hash);
  const [problem, setProblem] = useState<JoinProblem | null>(parts ? null : 'link-invalid');
  // Bumped after a login made on the spot: the join runs again.
  const [attempt, setAttempt] = useState(0);
  const sheetId = parts?.sheetId ?? '';
  const server = parts?.server ?? '';
  const arrived = useLiveQuery(
    async () => sheetId !== '' && (await db.sheets.get(sheetId)) !== undefined,
    [sheetId],
  );
  useEffect(() => {
    if (sheetId === '') return;
    let stop: (() => void) | null = null;
    let live = true;
    void (async () => {
      const joined = await (await syncDoor.join()).joinSheet(server, sheetId);
      if (!live) return;
      if (!joined.ok) {
        setProblem(joined.errors[0] ?? 'link-invalid');
        return;
      }
      const { keepLive } = await syncDoor.session();
      if (live) stop = keepLive(sheetId, () => undefined);
    })();
    return () => {
      live = false;
      stop?.();
    };
  }, [server, sheetId, attempt]);
  useEffect(() => {
    if (arrived === true) window.location.replace(sheetHref(sheetId));
  }, [arrived, sheetHref, sheetId]);
  return (
    <section
      aria-label={c.joinTitle}
      className="flex flex-col gap-2 rounded-2xl border border-stone-300 p-3 dark:border-stone-600"
    >
      <h2 className="text-lg font-bold">{c.joinTitle}</h2>
      {problem ? (
        <>
          <p role="alert">{c.joinRefusal[problem]}</p>
          {problem === 'no-login' && (
            <JoinLogin
              server={server}
              onLoggedIn={() => {
                setProblem(null);
                setAttempt((n) => n + 1);
              }}
            />
          )}
          {(problem === 'no-login' || problem === 'other-club') && (
            <a href={settingsHref} className={buttonClasses('primary', 'self-start')}>
              {c.settingsLink}
            </a>
          )}
        </>
      ) : (
        <p role="status">{c.joining}</p>
      )}
    </section>
  );
}
