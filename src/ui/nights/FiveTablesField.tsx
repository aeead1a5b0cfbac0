import { useId } from 'react';
import { useT } from '../i18n/I18nProvider';
import { TextField } from './fields';

/**
 * Whether the night seats tables of 5 (docs/five-at-the-table.md), and how many deals such a
 * table plays: the field shows only with the box ticked, and keeps what was typed when unticked.
 */
export function FiveTablesField(props: {
  readonly allowed: boolean;
  readonly deals: string;
  readonly onAllowed: (allowed: boolean) => void;
  readonly onDeals: (deals: string) => void;
}) {
  const f = useT().nights.form;
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2">
      <label className="flex min-h-12 cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          checked={props.allowed}
          aria-describedby={hintId}
          onChange={(event) => props.onAllowed(event.target.checked)}
          className="size-6 shrink-0 accent-green-800"
        />
        {f.allowFive}
      </label>
      <p id={hintId} className="text-sm text-stone-600 dark:text-stone-300">
        {f.allowFiveHint}
      </p>
      {props.allowed && (
        <TextField
          label={f.dealsAtFive}
          inputMode="numeric"
          value={props.deals}
          onChange={props.onDeals}
        />
      )}
    </div>
  );
}
