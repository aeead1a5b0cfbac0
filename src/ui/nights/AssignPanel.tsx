import { useState } from 'react';
import { nextSeries, type SeriesMethod } from '../../domain/tournament/next-series';
import type { NightPlan, NightPlayer } from '../../domain/tournament/night';
import { Button } from '../common/Button';
import { ErrorList } from '../common/ErrorList';
import { ChoiceGroup } from '../common/ChoiceGroup';
import { useT } from '../i18n/I18nProvider';
import { TextField } from './fields';
import { handTables, randomSeed } from './night-progress';
import { problemWords } from './night-words';
import { choicesOf } from '../common/choices';
import { CARD, HeadedSection } from '../common/HeadedSection';

type MethodKind = SeriesMethod['kind'];
const KINDS: readonly MethodKind[] = ['draw', 'standings', 'hand'];

interface AssignPanelProps {
  readonly plan: NightPlan;
  readonly players: readonly NightPlayer[];
  /** Every player, best first after the series so far (the domain's tie order). */
  readonly standings: readonly string[];
  readonly initialSeed: string;
  readonly busy: boolean;
  /** The server's refusal of the last assignment, in words. */
  readonly refused: readonly string[];
  readonly onAssign: (method: SeriesMethod) => void;
}

/**
 * The next series' tables: by a draw (its seed on screen, editable: the same seed gives the same
 * tables), by the standings, or by hand. Checked by the night's own rules before anything is sent.
 */
export function AssignPanel(props: AssignPanelProps) {
  const t = useT();
  const g = t.nights.night;
  const next = props.plan.series.length + 1;
  const [kind, setKind] = useState<MethodKind>(next === 1 ? 'draw' : 'standings');
  const [seed, setSeed] = useState(props.initialSeed);
  const [hand, setHand] = useState('');
  const [problems, setProblems] = useState<readonly string[]>([]);
  const nameOf = (id: string) => props.players.find((p) => p.playerId === id)?.name ?? id;
  const method = (): SeriesMethod => {
    if (kind === 'draw') return { kind, seed };
    if (kind === 'standings') return { kind, ranking: props.standings };
    return { kind, tables: handTables(hand, props.players) };
  };
  const assign = () => {
    const chosen = method();
    const checked = nextSeries(props.plan, chosen);
    if (!checked.ok) {
      setProblems(checked.errors.map((problem) => problemWords(t, problem, nameOf)));
      return;
    }
    setProblems([]);
    props.onAssign(chosen);
  };
  const shown = [...problems, ...props.refused];
  return (
    <HeadedSection heading={g.assignHeading(next)} className={CARD}>
      <ChoiceGroup
        legend={g.method}
        name="series-method"
        choices={choicesOf(KINDS, g.methods)}
        value={kind}
        onChange={setKind}
      />
      {kind === 'draw' && (
        <div className="flex flex-col gap-2">
          <TextField label={g.seed} hint={g.seedHint} value={seed} onChange={setSeed} />
          <Button className="self-start" onClick={() => setSeed(randomSeed())}>
            {g.newSeed}
          </Button>
        </div>
      )}
      {kind === 'hand' && (
        <TextField
          label={g.handTables}
          hint={g.handHint}
          lines={Math.max(3, Math.ceil(props.players.length / 4) + 1)}
          value={hand}
          onChange={setHand}
        />
      )}
      <ErrorList title={g.assignRefused} messages={shown} />
      <Button variant="primary" className="self-start" disabled={props.busy} onClick={assign}>
        {props.busy ? g.assigning : g.assign(next)}
      </Button>
    </HeadedSection>
  );
}
