import { useCallback, useId, useState } from 'react';
import { Button } from '../common/Button';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { formatDate } from '../i18n/format-time';
import { useI18n } from '../i18n/I18nProvider';
import type { Dictionary } from '../i18n/dictionary';
import type { ClubSheet, ClubSheetsCursor, ClubProblem } from '../../sync/club/club-sheets';
import type { ClubLogin } from '../../sync/club/login';
import { syncDoor } from '../common/sync-door';
import type { ClubShown } from '../common/club-refusal-words';
import { useLiveRun } from '../common/use-live-run';

/** Plain requests to the club (no PouchDB), loaded with this screen only. */
const loadClubSheets = syncDoor.clubSheets;
const loadLogin = syncDoor.login;

function problemWords(c: Dictionary['club'], problem: ClubProblem): string {
  return problem === 'offline' ? c.clubOffline : c.refusal[problem];
}

/** Where a club sheet opens: its join link's route, so it is joined exactly as by the link. */
function joinHref(server: string, sheetId: string): string {
  return `#/join/${encodeURIComponent(server)}/${encodeURIComponent(sheetId)}`;
}

type Shown = ClubShown<{
  readonly kind: 'list';
  readonly login: ClubLogin;
  readonly sheets: readonly ClubSheet[];
  readonly next: ClubSheetsCursor | null;
}>;

/**
 * Settings › Club › "Club sheets": the sheets shared on the club's server, a page at a time, each
 * opened (joined) like its join link. A club admin (the login's roles) can remove one from the
 * server; the phones that have it keep their copy.
 */
export function ClubSheets() {
  const { t, locale } = useI18n();
  const c = t.club;
  const headingId = useId();
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const [admin, setAdmin] = useState(false);
  const [more, setMore] = useState(false);
  const [removing, setRemoving] = useState<ClubSheet | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const loadFirst = useCallback(async (isLive: () => boolean) => {
    const login = (await loadLogin()).clubLogin();
    if (!login) {
      if (isLive()) setShown({ kind: 'no-login' });
      return;
    }
    const { clubSheets, isClubAdmin } = await loadClubSheets();
    const [page, role] = await Promise.all([clubSheets(login), isClubAdmin(login)]);
    if (!isLive()) return;
    setAdmin(role.ok && role.value);
    if (!page.ok) setShown({ kind: 'failed', problem: page.errors[0] ?? 'offline' });
    else setShown({ kind: 'list', login, sheets: page.value.sheets, next: page.value.next });
  }, []);

  useLiveRun(loadFirst);

  const showMore = async () => {
    if (shown.kind !== 'list' || !shown.next) return;
    setMore(true);
    const page = await (await loadClubSheets()).clubSheets(shown.login, shown.next);
    setMore(false);
    if (!page.ok) {
      setMessage(c.clubSheetsFailed(problemWords(c, page.errors[0] ?? 'offline')));
      return;
    }
    const known = new Set(shown.sheets.map((sheet) => sheet.sheetId));
    setShown({
      ...shown,
      sheets: [...shown.sheets, ...page.value.sheets.filter((s) => !known.has(s.sheetId))],
      next: page.value.next,
    });
  };

  const remove = async (sheet: ClubSheet) => {
    setRemoving(null);
    if (shown.kind !== 'list') return;
    setBusy(true);
    setMessage(c.removing);
    const removed = await (await loadClubSheets()).removeClubSheet(shown.login, sheet.sheetId);
    setBusy(false);
    if (!removed.ok) {
      setMessage(c.removeFailed(problemWords(c, removed.errors[0] ?? 'offline')));
      return;
    }
    setMessage(c.removedSheet(sheet.name));
    setShown({ ...shown, sheets: shown.sheets.filter((s) => s.sheetId !== sheet.sheetId) });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-bold">
        {c.clubSheets}
      </h3>
      {shown.kind === 'loading' && <p role="status">{c.clubSheetsLoading}</p>}
      {shown.kind === 'no-login' && <p role="alert">{c.clubSheetsNoLogin}</p>}
      {shown.kind === 'failed' && (
        <p role="alert">{c.clubSheetsFailed(problemWords(c, shown.problem))}</p>
      )}
      {shown.kind === 'list' &&
        (shown.sheets.length === 0 ? (
          <p>{c.clubSheetsEmpty}</p>
        ) : (
          <>
            <p className="text-sm">{c.clubSheetsHelp}</p>
            <ul className="flex flex-col gap-2">
              {shown.sheets.map((sheet) => (
                <li
                  key={sheet.sheetId}
                  className="flex flex-col gap-1 rounded-xl border border-stone-200 p-3 dark:border-stone-700"
                >
                  {/* The players and date in the link's name too: a club night's sheets share a date. */}
                  <a
                    href={joinHref(shown.login.server, sheet.sheetId)}
                    className="flex flex-col gap-1"
                  >
                    <span className="font-semibold underline">{sheet.name}</span>
                    <span className="text-sm text-stone-600 dark:text-stone-300">
                      {c.clubSheetLine(
                        sheet.players,
                        formatDate(sheet.startedAt, locale) ?? t.history.unknownTime,
                        sheet.deals,
                      )}
                    </span>
                  </a>
                  {admin && (
                    <Button
                      variant="danger"
                      className="self-start"
                      disabled={busy}
                      onClick={() => setRemoving(sheet)}
                    >
                      {c.removeSheet(sheet.name, sheet.players)}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {shown.next && (
              <Button className="self-start" disabled={more} onClick={() => void showMore()}>
                {c.moreSheets}
              </Button>
            )}
          </>
        ))}
      <p role="status" aria-live="polite">
        {message}
      </p>
      <ConfirmDialog
        open={removing !== null}
        title={c.removeTitle}
        message={removing ? c.removeMessage(removing.name) : ''}
        confirmLabel={c.removeConfirm}
        destructive
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
