import { useState, type FormEvent } from 'react';
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
import { choicesOf } from '../common/choices';
import { CARD, HeadedSection } from '../common/HeadedSection';

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

/** The night's numbers typed in a field of their own, each labelled by its own word. */
type NumberKey =
  | 'seriesCount'
  | 'dealsAtFour'
  | 'dealsAtThree'
  | 'lostFee'
  | 'higherFrom'
  | 'higherFee'
  | 'entryFee';

/** Which keyboard a phone shows: whole numbers, or money with its decimal point. */
const KEYBOARD: Readonly<Record<NumberKey, 'numeric' | 'decimal'>> = {
  seriesCount: 'numeric',
  dealsAtFour: 'numeric',
  dealsAtThree: 'numeric',
  lostFee: 'decimal',
  higherFrom: 'numeric',
  higherFee: 'decimal',
  entryFee: 'decimal',
};

/** A row of the night's number fields, side by side from a tablet's width on. */
function NumberFields(props: {
  readonly className: string;
  readonly keys: readonly NumberKey[];
  readonly form: NightForm;
  readonly set: (key: NumberKey) => (value: string) => void;
}) {
  const f = useT().nights.form;
  return (
    <div className={props.className}>
      {props.keys.map((key) => (
        <TextField
          key={key}
          label={f[key]}
          inputMode={KEYBOARD[key]}
          value={props.form[key]}
          onChange={props.set(key)}
        />
      ))}
    </div>
  );
}

/** The director's new night: players, series, rules, fees and prizes; refused with words. */
export function NewNightForm(props: NewNightFormProps) {
  const t = useT();
  const f = t.nights.form;
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
    <HeadedSection heading={f.heading} className={CARD}>
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
        <NumberFields
          className="grid grid-cols-1 gap-3 sm:grid-cols-3"
          keys={['seriesCount', 'dealsAtFour', 'dealsAtThree']}
          form={form}
          set={set}
        />
        <FiveTablesField
          allowed={form.allowFive}
          deals={form.dealsAtFive}
          onAllowed={set('allowFive')}
          onDeals={set('dealsAtFive')}
        />
        <ChoiceGroup
          legend={f.rules}
          name="night-preset"
          choices={choicesOf(PRESET_IDS, t.house.presets)}
          value={form.preset}
          onChange={set('preset')}
        />
        <NumberFields
          className="grid grid-cols-1 gap-3 sm:grid-cols-2"
          keys={['lostFee', 'higherFrom', 'higherFee', 'entryFee']}
          form={form}
          set={set}
        />
        <TextField
          label={f.shares}
          hint={f.sharesHint}
          value={form.shares}
          onChange={set('shares')}
        />
        <ChoiceGroup
          legend={f.pool}
          name="night-pool"
          choices={choicesOf(POOLS, f.poolSource)}
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
    </HeadedSection>
  );
}
