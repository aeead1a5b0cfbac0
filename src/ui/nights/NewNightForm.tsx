import { useId, useState, type FormEvent } from 'react';
import { PRESET_IDS } from '../../domain/rules';
import type { NightSetup } from '../../domain/tournament/night-log';
import type { PoolSource } from '../../domain/tournament/prizes';
import { Button } from '../common/Button';
import { ErrorList } from '../common/ErrorList';
import { ChoiceGroup } from '../common/ChoiceGroup';
import { useT } from '../i18n/I18nProvider';
import { PlayerChoice } from '../common/PlayerChoice';
import { TextField } from './fields';
import { FiveTablesField } from './FiveTablesField';
import { initialNightForm, nightSetupOf, type KnownPlayer, type NightForm } from './new-night-form';
import { problemWords } from './night-words';

interface NewNightFormProps {
  /** The players of this device's roster. */
  readonly known: readonly KnownPlayer[];
  /** The id a typed name without a known player gets. */
  readonly idOfName: (name: string) => string;
  /** Today, YYYY-MM-DD. */
  readonly today: string;
  readonly busy: boolean;
  /** Why the server did not take the night (words), shown beside the form's own problems. */
  readonly refused: readonly string[];
  readonly onCreate: (setup: NightSetup) => void;
  readonly onCancel: () => void;
}

const POOLS: readonly PoolSource[] = ['entry', 'entry-and-lost-games'];

/** The director's new night: players, series, rules, fees and prizes; refused with words. */
export function NewNightForm(props: NewNightFormProps) {
  const t = useT();
  const f = t.nights.form;
  const headingId = useId();
  const [form, setForm] = useState<NightForm>(() => initialNightForm(props.today, f.defaultName));
  const [problems, setProblems] = useState<readonly string[]>([]);
  const set =
    <K extends keyof NightForm>(key: K) =>
    (value: NightForm[K]) =>
      setForm((now) => ({ ...now, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const setup = nightSetupOf(form, props.known, props.idOfName);
    if (!setup.ok) {
      setProblems(setup.errors.map((problem) => problemWords(t, problem)));
      return;
    }
    setProblems([]);
    props.onCreate(setup.value);
  };
  const shown = [...problems, ...props.refused];
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {f.heading}
      </h2>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField label={f.name} value={form.name} onChange={set('name')} />
        <TextField label={f.date} type="date" value={form.date} onChange={set('date')} />
        {props.known.length > 0 ? (
          <PlayerChoice
            legend={f.rosterPlayers}
            players={props.known}
            chosen={form.chosen}
            onChange={set('chosen')}
          />
        ) : (
          <p className="text-sm">{f.noRoster}</p>
        )}
        <TextField label={f.typedPlayers} lines={5} value={form.typed} onChange={set('typed')} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <TextField
            label={f.seriesCount}
            inputMode="numeric"
            value={form.seriesCount}
            onChange={set('seriesCount')}
          />
          <TextField
            label={f.dealsAtFour}
            inputMode="numeric"
            value={form.dealsAtFour}
            onChange={set('dealsAtFour')}
          />
          <TextField
            label={f.dealsAtThree}
            inputMode="numeric"
            value={form.dealsAtThree}
            onChange={set('dealsAtThree')}
          />
        </div>
        <FiveTablesField
          allowed={form.allowFive}
          deals={form.dealsAtFive}
          onAllowed={set('allowFive')}
          onDeals={set('dealsAtFive')}
        />
        <ChoiceGroup
          legend={f.rules}
          name="night-preset"
          choices={PRESET_IDS.map((id) => ({ value: id, label: t.house.presets[id] }))}
          value={form.preset}
          onChange={set('preset')}
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            label={f.lostFee}
            inputMode="decimal"
            value={form.lostFee}
            onChange={set('lostFee')}
          />
          <TextField
            label={f.higherFrom}
            inputMode="numeric"
            value={form.higherFrom}
            onChange={set('higherFrom')}
          />
          <TextField
            label={f.higherFee}
            inputMode="decimal"
            value={form.higherFee}
            onChange={set('higherFee')}
          />
          <TextField
            label={f.entryFee}
            inputMode="decimal"
            value={form.entryFee}
            onChange={set('entryFee')}
          />
        </div>
        <TextField
          label={f.shares}
          hint={f.sharesHint}
          value={form.shares}
          onChange={set('shares')}
        />
        <ChoiceGroup
          legend={f.pool}
          name="night-pool"
          choices={POOLS.map((pool) => ({ value: pool, label: f.poolSource[pool] }))}
          value={form.pool}
          onChange={set('pool')}
        />
        <ErrorList title={f.refused} messages={shown} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary" disabled={props.busy}>
            {props.busy ? f.creating : f.create}
          </Button>
          <Button onClick={props.onCancel}>{f.cancel}</Button>
        </div>
      </form>
    </section>
  );
}
