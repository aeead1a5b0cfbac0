import { useMemo, useState } from 'react';
import type { Result } from '../../domain/result';
import { seasonRanking } from '../../domain/tournament/season';
import { listsHeld } from '../../domain/tournament/season-lists';
import type { SeasonRule } from '../../domain/tournament/season-rule';
import type { ClubLogin } from '../../sync/club/login';
import type { ClubProblem } from '../../sync/club/club-sheets';
import { Screen } from '../common/Screen';
import { useLoaded } from '../common/use-loaded';
import { useT } from '../i18n/I18nProvider';
import { clubRuleOf } from './club-rule';
import { isSeasonDirector, readSeasonNights, saveClubRule, type NightSummary } from './season-data';
import { countedResults, nightsOfYear, seasonYears } from './season-nights';
import { SeasonView } from './SeasonView';
import { syncDoor } from '../common/sync-door';
import { BackButton } from '../common/BackButton';
import { clubRefusalWords, type ClubShown } from '../common/club-refusal-words';

/** The club's login: loaded with this screen only (the nights' reading loads its own module). */
const loadLogin = syncDoor.login;

type Shown = ClubShown<{
  readonly kind: 'nights';
  readonly login: ClubLogin;
  readonly director: boolean;
  readonly nights: readonly NightSummary[];
}>;

/** One object, so the memos below keep their value while the read is under way. */
const LOADING: Shown = { kind: 'loading' };

/** The club's closed nights, or why there are none to show. */
async function readShown(): Promise<Shown> {
  const login = (await loadLogin()).clubLogin();
  if (!login) return { kind: 'no-login' };
  const [read, director] = await Promise.all([readSeasonNights(login), isSeasonDirector(login)]);
  if (!read.ok) return { kind: 'failed', problem: read.errors[0] ?? 'offline' };
  return { kind: 'nights', login, director, nights: read.value };
}

const NO_RULE: Promise<null> = Promise.resolve(null);

/**
 * #/season: the club's season ranking of a chosen year from every closed night's results, by the
 * club's rule (saved with the season in the club's database, chosen by the director), with CSV
 * and results-file export.
 */
export function SeasonScreen({ onBack }: { readonly onBack: () => void }) {
  const t = useT();
  const s = t.season;
  const [year, setYear] = useState<string | null>(null);
  /** The rule the director saved on this visit, by year (shown without reading it back). */
  const [saved, setSaved] = useState<Readonly<Record<string, SeasonRule>>>({});
  const [failed, setFailed] = useState<ClubProblem | null>(null);

  const read = useLoaded(readShown, []);
  // A read that threw stays 'loading', as before the hook: readSeasonNights answers with codes.
  const shown = read.state === 'loaded' ? read.value : LOADING;

  const login = shown.kind === 'nights' ? shown.login : null;
  const director = shown.kind === 'nights' && shown.director;
  const nights = useMemo(() => (shown.kind === 'nights' ? shown.nights : []), [shown]);
  const years = useMemo(() => seasonYears(nights), [nights]);
  const shownYear = year ?? years[0] ?? String(new Date().getFullYear());
  const clubRead = useLoaded<Result<SeasonRule, ClubProblem> | null>(
    () => (login === null ? NO_RULE : clubRuleOf(login, shownYear, director)),
    [login, shownYear, director],
  );
  const club = clubRead.state === 'loaded' ? clubRead.value : null;
  const rule = saved[shownYear] ?? (club?.ok ? club.value : null);
  const ofYear = useMemo(() => nightsOfYear(nights, shownYear), [nights, shownYear]);
  const counted = useMemo(() => countedResults(ofYear), [ofYear]);
  const rows = useMemo(() => (rule === null ? [] : seasonRanking(counted, rule)), [counted, rule]);
  const held = { lists: listsHeld(counted), nights: counted.length };

  /** The checked rule written for the season; on a refusal the rule in force stays. */
  const saveRule = async (changed: SeasonRule) => {
    if (login === null) return;
    const written = await saveClubRule(login, shownYear, changed);
    setFailed(written.ok ? null : (written.errors[0] ?? 'offline'));
    if (written.ok) setSaved((before) => ({ ...before, [shownYear]: written.value }));
  };

  const back = <BackButton label={s.back} onBack={onBack} />;
  const problemWords = (problem: ClubProblem) => clubRefusalWords(t, problem);
  const ruleProblem = club !== null && !club.ok ? (club.errors[0] ?? 'offline') : null;

  return (
    <Screen title={s.title} leading={back}>
      {shown.kind === 'loading' && <p role="status">{s.loading}</p>}
      {shown.kind === 'no-login' && <p role="alert">{s.noLogin}</p>}
      {shown.kind === 'failed' && <p role="alert">{s.readFailed(problemWords(shown.problem))}</p>}
      {ruleProblem !== null && <p role="alert">{s.ruleReadFailed(problemWords(ruleProblem))}</p>}
      {shown.kind === 'nights' && login !== null && rule !== null && (
        <SeasonView
          key={shownYear}
          login={login}
          year={shownYear}
          years={years.length > 0 ? years : [shownYear]}
          onYear={setYear}
          ruleForm={{
            rule,
            held,
            director,
            onSave: saveRule,
            failed: failed === null ? null : s.ruleSaveFailed(problemWords(failed)),
          }}
          nights={ofYear}
          rows={rows}
        />
      )}
    </Screen>
  );
}
