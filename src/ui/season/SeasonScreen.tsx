import { useMemo, useState } from 'react';
import { seasonRanking } from '../../domain/tournament/season';
import { listsHeld } from '../../domain/tournament/season-lists';
import {
  checkSeasonRule,
  type SeasonRule,
  type SeasonRuleProblem,
} from '../../domain/tournament/season-rule';
import type { ClubProblem } from '../../sync/club-sheets';
import { Button } from '../common/Button';
import { Icon } from '../common/icons';
import { Screen } from '../common/Screen';
import { useLoaded } from '../common/use-loaded';
import type { Dictionary } from '../i18n/dictionary';
import { useT } from '../i18n/I18nProvider';
import { readSeasonNights, type NightSummary } from './season-data';
import { countedResults, nightsOfYear, seasonYears } from './season-nights';
import { savedRule, saveRule } from './season-rule';
import { SeasonView } from './SeasonView';
import { syncDoor } from '../common/sync-door';

/** The club's login: loaded with this screen only (the nights' reading loads its own module). */
const loadLogin = syncDoor.login;

type Shown =
  | { readonly kind: 'loading' }
  | { readonly kind: 'no-login' }
  | { readonly kind: 'failed'; readonly problem: ClubProblem }
  | { readonly kind: 'nights'; readonly club: string; readonly nights: readonly NightSummary[] };

function refusalWords(s: Dictionary['season'], problem: SeasonRuleProblem): string {
  return problem.code === 'rule-invalid'
    ? s.ruleRefused['rule-invalid']
    : s.ruleRefused[problem.code](problem.needed, problem.held);
}

/** One object, so the memos below keep their value while the read is under way. */
const LOADING: Shown = { kind: 'loading' };

/** The club's closed nights, or why there are none to show. */
async function readShown(): Promise<Shown> {
  const login = (await loadLogin()).clubLogin();
  if (!login) return { kind: 'no-login' };
  const read = await readSeasonNights(login);
  if (!read.ok) return { kind: 'failed', problem: read.errors[0] ?? 'offline' };
  return { kind: 'nights', club: login.server, nights: read.value };
}

/**
 * #/season: the club's season ranking of a chosen year from every closed night's results, by the
 * club's rule (chosen here, kept on this device per club), with CSV export and share.
 */
export function SeasonScreen({ onBack }: { readonly onBack: () => void }) {
  const t = useT();
  const s = t.season;
  const [year, setYear] = useState<string | null>(null);
  const [rule, setRule] = useState<SeasonRule | null>(null);

  const read = useLoaded(readShown, []);
  // A read that threw stays 'loading', as before the hook: readSeasonNights answers with codes.
  const shown = read.state === 'loaded' ? read.value : LOADING;

  const club = shown.kind === 'nights' ? shown.club : null;
  const nights = useMemo(() => (shown.kind === 'nights' ? shown.nights : []), [shown]);
  const years = useMemo(() => seasonYears(nights), [nights]);
  const shownYear = year ?? years[0] ?? String(new Date().getFullYear());
  const kept = useMemo(() => (club === null ? null : savedRule(club)), [club]);
  const shownRule = rule ?? kept;
  const ofYear = useMemo(() => nightsOfYear(nights, shownYear), [nights, shownYear]);
  const counted = useMemo(() => countedResults(ofYear), [ofYear]);
  const rows = useMemo(
    () => (shownRule === null ? [] : seasonRanking(counted, shownRule)),
    [counted, shownRule],
  );
  const held = { lists: listsHeld(counted), nights: counted.length };
  const [refused, setRefused] = useState<SeasonRuleProblem | null>(null);

  /** A rule that needs more than the season held is refused: the shown rule stays. */
  const changeRule = (changed: SeasonRule) => {
    const checked = checkSeasonRule(changed, held);
    setRefused(checked.ok ? null : (checked.errors[0] ?? null));
    if (!checked.ok) return;
    setRule(changed);
    if (club !== null) saveRule(club, changed);
  };

  const back = (
    <Button variant="quiet" className="px-2 print:hidden" aria-label={s.back} onClick={onBack}>
      <Icon name="back" className="size-7" />
    </Button>
  );
  const problemWords = (problem: ClubProblem) =>
    problem === 'offline' ? t.club.clubOffline : t.club.refusal[problem];

  return (
    <Screen title={s.title} leading={back}>
      {shown.kind === 'loading' && <p role="status">{s.loading}</p>}
      {shown.kind === 'no-login' && <p role="alert">{s.noLogin}</p>}
      {shown.kind === 'failed' && <p role="alert">{s.readFailed(problemWords(shown.problem))}</p>}
      {shown.kind === 'nights' && shownRule !== null && (
        <SeasonView
          year={shownYear}
          years={years.length > 0 ? years : [shownYear]}
          onYear={setYear}
          rule={shownRule}
          onRule={changeRule}
          held={held.lists}
          refused={refused === null ? null : refusalWords(s, refused)}
          nights={ofYear}
          rows={rows}
        />
      )}
    </Screen>
  );
}
