import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../common/Button';
import { LinkButton } from '../common/LinkButton';
import { TextField } from '../common/TextField';
import { connectionWords } from '../common/connection-words';
import { useT } from '../i18n/I18nProvider';
import type { ClubLogin, ConnectionResult } from '../../sync/club/login';
import { CARD, HeadedSection } from '../common/HeadedSection';
import { syncDoor } from '../common/sync-door';

/** The login module only (no PouchDB): the settings never load the sync itself. */
const loadLogin = syncDoor.login;
/** The club's sheets on the server: their own chunk, loaded when asked for. */
const ClubSheets = lazy(async () => ({ default: (await import('./ClubSheets')).ClubSheets }));

/** The club's fields: addresses and logins, kept exactly as typed. */
function Field(props: {
  label: string;
  value: string;
  type: 'url' | 'text' | 'password';
  hint?: string;
  onChange: (value: string) => void;
}) {
  return <TextField {...props} verbatim />;
}

/**
 * The club's server and this member's login: the password goes to the server once (its session
 * cookie is kept by the browser), only the address and the name stay on this device.
 */
export function ClubSection({ nightsHref }: { readonly nightsHref?: string } = {}) {
  const t = useT();
  const c = t.club;
  const [form, setForm] = useState({ server: '', name: '', password: '' });
  const [kept, setKept] = useState<ClubLogin | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sheetsShown, setSheetsShown] = useState(false);
  useEffect(() => {
    let live = true;
    void loadLogin().then(({ clubLogin }) => {
      const stored = clubLogin();
      if (!live || !stored) return;
      setKept(stored);
      setForm((now) => ({ ...now, server: stored.server, name: stored.name }));
    });
    return () => {
      live = false;
    };
  }, []);
  const words = (result: ConnectionResult, lockedUntil: number | null = null) =>
    connectionWords(t, result, lockedUntil);
  /** One request at a time: a second tap while one runs does nothing (the buttons are off too). */
  const running = useRef(false);
  const run = async (progress: string, work: () => Promise<string>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setMessage(progress);
    try {
      setMessage(await work());
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  const logIn = (event: FormEvent) => {
    event.preventDefault();
    // The status says so while the server checks the password (a first login takes a while).
    void run(c.loggingIn, async () => {
      const login = await loadLogin();
      const result = await login.logIn(form);
      setForm((now) => ({ ...now, password: '' }));
      setKept(login.clubLogin());
      return result === 'ok' ? c.saved : words(result, login.loginLockedUntil(form));
    });
  };
  const test = () =>
    void run(c.testing, async () => words(await (await loadLogin()).testConnection(form)));
  const logOut = () =>
    void run(c.testing, async () => {
      await (await loadLogin()).logOut();
      setKept(null);
      setForm((now) => ({ ...now, name: '', password: '' }));
      return c.loggedOut;
    });
  return (
    <HeadedSection heading={c.heading} className={CARD}>
      <p>{c.intro}</p>
      {kept && <p>{c.loggedInAs(kept.name)}</p>}
      <form className="flex flex-col gap-3" onSubmit={logIn}>
        <Field
          label={c.server}
          type="url"
          hint={c.serverHint}
          value={form.server}
          onChange={(server) => setForm({ ...form, server })}
        />
        <Field
          label={c.name}
          type="text"
          value={form.name}
          onChange={(name) => setForm({ ...form, name })}
        />
        <Field
          label={c.password}
          type="password"
          value={form.password}
          onChange={(password) => setForm({ ...form, password })}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary" disabled={busy}>
            {c.save}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={test}>
            {c.test}
          </Button>
          {kept && (
            <Button type="button" variant="secondary" disabled={busy} onClick={logOut}>
              {c.logOut}
            </Button>
          )}
        </div>
      </form>
      <p role="status" aria-live="polite">
        {message}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button aria-expanded={sheetsShown} onClick={() => setSheetsShown(!sheetsShown)}>
          {c.clubSheets}
        </Button>
        {nightsHref && <LinkButton href={nightsHref}>{t.nights.entry}</LinkButton>}
      </div>
      {sheetsShown && (
        <Suspense fallback={<p>{c.clubSheetsLoading}</p>}>
          <ClubSheets />
        </Suspense>
      )}
    </HeadedSection>
  );
}
