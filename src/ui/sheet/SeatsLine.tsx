import type { SheetRecord } from '../../db/records';
import type { SheetRow } from '../../domain/sheet-types';
import { useT } from '../i18n/I18nProvider';

/** Who dealt and who sat where in this deal (seats are derived from the deal's place). */
export function SeatsLine({ sheet, row }: { readonly sheet: SheetRecord; readonly row: SheetRow }) {
  const s = useT().sheet;
  const name = (seat: number) => sheet.playerNames[seat] ?? '';
  const { seats } = row;
  // At a table of 4 the dealer sits out; at 3 the dealer is also Rearhand.
  const dealer = seats.sitsOut === null ? s.dealerSeat : s.dealerSitsOutRole;
  const entries: readonly (readonly [string, number])[] = [
    [dealer, seats.dealer],
    [s.forehand, seats.forehand],
    [s.middlehand, seats.middlehand],
    [s.rearhand, seats.rearhand],
    // At a table of 5 the third player on the dealer's left sits out too.
    ...(seats.alsoSitsOut === null ? [] : [[s.alsoSitsOutRole, seats.alsoSitsOut] as const]),
  ];
  return (
    <section aria-label={s.seats}>
      <h2 className="sr-only">{s.seats}</h2>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-5">
        {entries.map(([role, seat]) => (
          <div key={role}>
            <dt className="text-stone-600 dark:text-stone-400">{role}</dt>
            <dd className="font-semibold">
              <bdi>{name(seat)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
