import { useCallback, useState } from 'react';
import { implicitPlayerId } from '../../domain/roster';
import type { NightSetup } from '../../domain/tournament/night-log';
import type { ClubLogin } from '../../sync/club/login';
import { useT } from '../i18n/I18nProvider';
import type { Dictionary } from '../i18n/dictionary';
import { NewNightForm } from './NewNightForm';
import { NightsList, type NightsShown } from './NightsList';
import { loadDirector, type ClubProblem } from './night-service';
import { problemWords } from './night-words';
import type { KnownPlayer } from './new-night-form';
import { knownPlayers } from './known-players';
import { syncDoor } from '../common/sync-door';
import { useLiveRun } from '../common/use-live-run';

const loadLogin = syncDoor.login;
const loadClubSheets = syncDoor.clubSheets;

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function clubProblemWords(t: Dictionary, problem: ClubProblem | undefined): string {
  return problemWords(t, { code: problem ?? 'offline' });
}

interface NightsScreenProps {
  readonly backHref: string;
  readonly seasonHref: string | null;
  readonly nightHref: (key: string) => string;
  readonly onCreated: (key: string) => void;
}

/** The club's nights (#/nights): read from the club's server with the member's login. */
export function NightsScreen(props: NightsScreenProps) {
  const t = useT();
  const [shown, setShown] = useState<NightsShown>({ kind: 'loading' });
  const [login, setLogin] = useState<ClubLogin | null>(null);
  const [admin, setAdmin] = useState(false);
  const [known, setKnown] = useState<readonly KnownPlayer[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<readonly string[]>([]);

  const read = useCallback(
    async (isLive: () => boolean) => {
      const kept = (await loadLogin()).clubLogin();
      if (!isLive()) return;
      if (!kept) {
        setShown({ kind: 'no-login' });
        return;
      }
      setLogin(kept);
      const { isClubAdmin } = await loadClubSheets();
      const role = await isClubAdmin(kept);
      if (isLive()) setAdmin(role.ok && role.value);
      let director;
      try {
        director = await loadDirector();
      } catch {
        if (isLive()) setShown({ kind: 'failed', reason: t.nights.codeMissing });
        return;
      }
      const nights = await director.readNights(kept);
      if (!isLive()) return;
      setShown(
        nights.ok
          ? { kind: 'list', nights: nights.value }
          : { kind: 'failed', reason: clubProblemWords(t, nights.errors[0]) },
      );
    },
    [t],
  );

  useLiveRun(read);

  const openForm = () => {
    setRefused([]);
    void knownPlayers().then(setKnown, () => setKnown([]));
  };

  const create = async (setup: NightSetup) => {
    if (!login) return;
    setBusy(true);
    setRefused([]);
    try {
      const created = await (await loadDirector()).createNight(login, setup);
      if (created.ok) props.onCreated(created.value);
      else setRefused(created.errors.map((problem) => problemWords(t, problem)));
    } catch {
      setRefused([t.nights.codeMissing]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <NightsList
      shown={shown}
      admin={admin}
      backHref={props.backHref}
      seasonHref={props.seasonHref}
      nightHref={props.nightHref}
      onNewNight={openForm}
      form={
        known && (
          <NewNightForm
            known={known}
            idOfName={implicitPlayerId}
            today={today()}
            busy={busy}
            refused={refused}
            onCreate={(setup) => void create(setup)}
            onCancel={() => setKnown(null)}
          />
        )
      }
    />
  );
}
