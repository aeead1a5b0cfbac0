import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../common/Button';
import { useT } from '../i18n/I18nProvider';
import type { ClubLogin, ConnectionResult } from '../../sync/login';
import { Section } from './Section';

/** The login module only (no PouchDB): the settings never load the sync itself. */
const loadLogin = () => import('../../sync/login');
/** The club's sheets on the server: their own chunk, loaded when asked for. */
const ClubSheets = lazy(async () => ({ default: (await import('./ClubSheets')).ClubSheets }));

const INPUT =
  'min-h-12 rounded-xl border border-stone-300 bg-white px-3 text-lg dark:border-stone-600 dark:bg-stone-800';

function Field(props: {
  label: string;
  value: string;
  type: 'url' | 'text' | 'password';
  hint?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {props.label}
      </label>
      <input
        id={id}
        type={props.type}
        value={props.value}
        autoComplete={props.type === 'password' ? 'current-password' : 'off'}
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        className={INPUT}
      />
      {props.hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600 dark:text-stone-300">
          {props.hint}
        </p>
      )}
    </div>
  );
}

/** The club's server and this member's login, kept on this device; a test of the connection. */
export function ClubSection() {
  const t = useT();
  const c = t.club;
  const [login, setLogin] = useState<ClubLogin>({ server: '', name: '', password: '' });
  const [message, setMessage] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const [sheetsShown, setSheetsShown] = useState(false);
  useEffect(() => {
    let live = true;
    void loadLogin().then(({ clubLogin }) => {
      const stored = clubLogin();
      if (live && stored) setLogin(stored);
    });
    return () => {
      live = false;
    };
  }, []);
  const words = (result: ConnectionResult) =>
    result === 'ok' || result === 'offline'
      ? c.testResult[result]
      : c.refusedTest(c.refusal[result]);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    (await loadLogin()).saveClubLogin(login);
    setMessage(c.saved);
  };
  const test = async () => {
    setTesting(true);
    setMessage(c.testing);
    const result = await (await loadLogin()).testConnection(login);
    setTesting(false);
    setMessage(words(result));
  };
  return (
    <Section heading={c.heading}>
      <p>{c.intro}</p>
      <form className="flex flex-col gap-3" onSubmit={(event) => void save(event)}>
        <Field
          label={c.server}
          type="url"
          hint={c.serverHint}
          value={login.server}
          onChange={(server) => setLogin({ ...login, server })}
        />
        <Field
          label={c.name}
          type="text"
          value={login.name}
          onChange={(name) => setLogin({ ...login, name })}
        />
        <Field
          label={c.password}
          type="password"
          value={login.password}
          onChange={(password) => setLogin({ ...login, password })}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary">
            {c.save}
          </Button>
          <Button type="button" variant="secondary" disabled={testing} onClick={() => void test()}>
            {c.test}
          </Button>
        </div>
      </form>
      <p role="status" aria-live="polite">
        {message}
      </p>
      <Button
        className="self-start"
        aria-expanded={sheetsShown}
        onClick={() => setSheetsShown(!sheetsShown)}
      >
        {c.clubSheets}
      </Button>
      {sheetsShown && (
        <Suspense fallback={<p>{c.clubSheetsLoading}</p>}>
          <ClubSheets />
        </Suspense>
      )}
    </Section>
  );
}
