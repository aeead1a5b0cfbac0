import type { Period } from '../../domain/player-stats';
import { useI18n } from '../i18n/I18nProvider';

/** Which sheets count: all time, one calendar year (a season), or a chosen period of days. */
export type PeriodChoice =
  | { readonly kind: 'all' }
  | { readonly kind: 'year'; readonly year: number }
  | { readonly kind: 'chosen'; readonly from: string; readonly to: string };

export const ALL_TIME: PeriodChoice = { kind: 'all' };

function dayStart(text: string): number | null {
  const time = Date.parse(`${text}T00:00:00`);
  return Number.isNaN(time) ? null : time;
}

/** A calendar year as a period (local time). */
export function yearPeriod(year: number): Period {
  return { from: new Date(year, 0, 1).getTime(), to: new Date(year + 1, 0, 1).getTime() - 1 };
}

/** The period of a choice (both ends included; an open end reaches as far as time goes). */
export function periodOf(choice: PeriodChoice): Period | null {
  if (choice.kind === 'year') return yearPeriod(choice.year);
  if (choice.kind === 'chosen') {
    const end = dayStart(choice.to);
    return {
      from: dayStart(choice.from) ?? 0,
      to: end === null ? Number.MAX_SAFE_INTEGER : end + 86_400_000 - 1,
    };
  }
  return null;
}

/** The years in which sheets were started, the latest first (local time). */
export function yearsOf(sheets: readonly { readonly startedAt: number }[]): number[] {
  return [...new Set(sheets.map((sheet) => new Date(sheet.startedAt).getFullYear()))].sort(
    (a, b) => b - a,
  );
}

function valueOf(choice: PeriodChoice): string {
  return choice.kind === 'year' ? String(choice.year) : choice.kind;
}

interface PeriodPickerProps {
  /** The select's name: "Period" on a player's page, "Season" on the group's. */
  readonly label: string;
  readonly years: readonly number[];
  readonly value: PeriodChoice;
  readonly onChange: (choice: PeriodChoice) => void;
}

/** The choice of sheets of the player and group pages: all time, a year, or two dates. */
export function PeriodPicker({ label, years, value, onChange }: PeriodPickerProps) {
  const p = useI18n().t.players;
  const choose = (text: string) =>
    onChange(
      text === 'all'
        ? ALL_TIME
        : text === 'chosen'
          ? { kind: 'chosen', from: '', to: '' }
          : { kind: 'year', year: Number(text) },
    );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col">
        {label}
        <select
          value={valueOf(value)}
          onChange={(event) => choose(event.target.value)}
          className="rounded border px-2 py-1"
        >
          <option value="all">{p.allTime}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {String(year)}
            </option>
          ))}
          <option value="chosen">{p.chosenPeriod}</option>
        </select>
      </label>
      {value.kind === 'chosen' &&
        (['from', 'to'] as const).map((end) => (
          <label key={end} className="flex flex-col">
            {p[end]}
            <input
              type="date"
              value={value[end]}
              onChange={(event) => onChange({ ...value, [end]: event.target.value })}
            />
          </label>
        ))}
    </div>
  );
}
