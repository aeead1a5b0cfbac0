import { useId, useState, type Dispatch, type ReactNode } from 'react';
import { BOCK_EVENTS, type BockPending } from '../../domain/sheet-types';
import { ChoiceGroup } from '../common/ChoiceGroup';
import type { StartForm, StartFormAction } from './start-form';
import { useT } from '../i18n/I18nProvider';

/** The default (queue) first. */
const PENDING_CHOICES: readonly BockPending[] = ['queue', 'stack'];

interface HouseRulesProps {
  readonly form: StartForm;
  readonly dispatch: Dispatch<StartFormAction>;
}

function Checkbox(props: {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly children: ReactNode;
  readonly bold?: boolean;
}) {
  return (
    <label
      className={`flex min-h-12 cursor-pointer items-center gap-3 ${props.bold ? 'font-semibold' : ''}`}
    >
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        className="size-6 shrink-0 accent-green-800"
      />
      {props.children}
    </label>
  );
}

/**
 * Kontra/Re and Bock rounds. The Bock options fold into one line (the summary is the button
 * that opens them), so the usual start stays short; they open by themselves when no event is
 * chosen, because then the form cannot start.
 */
export function HouseRules({ form, dispatch }: HouseRulesProps) {
  const s = useT().start;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { bock } = form;
  const expanded = open || bock.events.length === 0;
  const summary = s.bockSummary(
    bock.events.map((event) => s.bockEventShort[event]),
    s.bockPendingShort[bock.pending],
  );
  return (
    <fieldset className="flex flex-col">
      <legend className="mb-1 font-semibold">{s.houseRules}</legend>
      <Checkbox
        bold
        checked={form.kontraAllowed}
        onChange={(allowed) => dispatch({ type: 'set-kontra', allowed })}
      >
        {s.kontra}
      </Checkbox>
      <Checkbox bold checked={bock.on} onChange={(on) => dispatch({ type: 'set-bock', on })}>
        {s.bock}
      </Checkbox>
      {bock.on && (
        <div className="ml-9 flex flex-col gap-2">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            // Nothing chosen: the options stay open, the way out of the error is on screen.
            onClick={() => setOpen(!expanded || bock.events.length === 0)}
            className="flex min-h-12 items-center justify-between gap-2 rounded-xl text-left text-sm text-green-900 focus-visible:outline-3 focus-visible:outline-green-600 dark:text-green-300"
          >
            <span>{summary}</span>
            <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
          </button>
          {expanded && (
            <div id={panelId} className="flex flex-col gap-2">
              <p className="text-sm text-stone-600 dark:text-stone-400">{s.bockHint}</p>
              <fieldset className="flex flex-col">
                <legend className="font-semibold">{s.bockEvents}</legend>
                {BOCK_EVENTS.map((event) => (
                  <Checkbox
                    key={event}
                    checked={bock.events.includes(event)}
                    onChange={(on) => {
                      // Ticking again after unticking all must not fold the options away.
                      setOpen(true);
                      dispatch({ type: 'set-bock-event', event, on });
                    }}
                  >
                    {s.bockEvent[event]}
                  </Checkbox>
                ))}
              </fieldset>
              <ChoiceGroup
                legend={s.bockPending}
                name="bock-pending"
                choices={PENDING_CHOICES.map((pending) => ({
                  value: pending,
                  label: s.bockPendingChoice[pending],
                }))}
                value={bock.pending}
                onChange={(pending) => dispatch({ type: 'set-bock-pending', pending })}
              />
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}
