import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../common/Button';
import { connectionWords } from '../common/connection-words';
import { TextField } from '../common/TextField';
import { useT } from '../i18n/I18nProvider';
import { syncDoor } from '../common/sync-door';

interface JoinLoginProps {
  /** The club database's address, from the join link. */
  readonly server: string;
  /** The login was taken: the join carries on. */
  readonly onLoggedIn: () => void;
}

/**
 * The club login asked for on the spot, when a join link reaches a phone not logged in: the
 * address comes from the link, the member types the name and password once, and the sheet is
 * fetched at once, never "log in in Settings, then scan the link again".
 */
export function JoinLogin({ server, onLoggedIn }: JoinLoginProps) {
  const t = useT();
  const c = t.club;
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // One login at a time: each wrong password counts towards the server's lock-out.
  const sending = useRef(false);
  const logIn = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setMessage(c.loggingIn);
    try {
      const login = await syncDoor.login();
      const result = await login.logIn({ server, name, password });
      setPassword('');
      if (result === 'ok') onLoggedIn();
      else setMessage(connectionWords(t, result, login.loginLockedUntil({ server, name })));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void logIn(event)}>
      <p>{c.joinLogin(server)}</p>
      <TextField label={c.name} value={name} onChange={setName} verbatim />
      <TextField
        label={c.password}
        type="password"
        value={password}
        onChange={setPassword}
        verbatim
      />
      <Button type="submit" variant="primary" disabled={busy || name.trim() === ''}>
        {c.joinLogIn}
      </Button>
      <p role="status" aria-live="polite">
        {message}
      </p>
    </form>
  );
}
