import type { ClubProblem } from '../../../sync/club/club-sheets';
import { Button } from '../../common/Button';
import { Screen } from '../../common/Screen';
import { useT } from '../../i18n/I18nProvider';
import type { NightPrint } from './night-print-data';
import { NightPrintout } from './NightPrintout';
import { syncDoor } from '../../common/sync-door';
import { loadedOr, useLoaded } from '../../common/use-loaded';
import { BackButton } from '../../common/BackButton';
import { clubRefusalWords, type ClubShown } from '../../common/club-refusal-words';

/** The night's data and the club's login: loaded with this screen only. */
const loadData = () => import('./night-print-data');
const loadLogin = syncDoor.login;

type Shown = ClubShown<
  { readonly kind: 'not-planned' } | { readonly kind: 'print'; readonly print: NightPrint }
>;

const LOADING: Shown = { kind: 'loading' };

/** What the screen shows once read: the login first, then the night from the club. */
async function readShown(nightKey: string): Promise<Shown> {
  const login = (await loadLogin()).clubLogin();
  if (!login) return { kind: 'no-login' };
  const read = await (await loadData()).readNightPrint(login, nightKey);
  if (!read.ok) return { kind: 'failed', problem: read.errors[0] ?? 'offline' };
  return read.value === null ? { kind: 'not-planned' } : { kind: 'print', print: read.value };
}

interface NightPrintScreenProps {
  readonly nightKey: string;
  readonly onBack: () => void;
}

/** #/night/<key>/print: the night read once from the club, laid out for paper. */
export function NightPrintScreen({ nightKey, onBack }: NightPrintScreenProps) {
  const t = useT();
  const s = t.nightPrint;
  const shown = loadedOr(
    useLoaded(() => readShown(nightKey), [nightKey]),
    LOADING,
  );

  const back = <BackButton label={s.back} onBack={onBack} />;
  const problemWords = (problem: ClubProblem) => clubRefusalWords(t, problem);

  if (shown.kind !== 'print') {
    return (
      <Screen title={shown.kind === 'loading' ? t.common.loading : s.loadingTitle} leading={back}>
        {shown.kind === 'loading' && <p role="status">{t.common.loading}</p>}
        {shown.kind === 'no-login' && <p role="alert">{s.noLogin}</p>}
        {shown.kind === 'failed' && <p role="alert">{s.readFailed(problemWords(shown.problem))}</p>}
        {shown.kind === 'not-planned' && <p role="alert">{s.notPlanned}</p>}
      </Screen>
    );
  }
  return (
    <Screen title={shown.print.name} leading={back}>
      <nav aria-label={s.toolbarLabel} className="flex gap-2 print:hidden">
        <Button variant="primary" onClick={() => window.print()}>
          {s.print}
        </Button>
      </nav>
      <NightPrintout print={shown.print} />
    </Screen>
  );
}
