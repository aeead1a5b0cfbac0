import type { SheetRecord } from '../../db/records';
import type { SheetRow } from '../../domain/sheet-types';
import { formatSigned, formatTotal } from '../i18n/format';
import { useI18n } from '../i18n/I18nProvider';
import { ColumnHeads } from '../common/ColumnHeads';

/** What this deal changed for each player, and the totals after it. */
export function DealChanges({
  sheet,
  row,
}: {
  readonly sheet: SheetRecord;
  readonly row: SheetRow;
}) {
  const { locale, t } = useI18n();
  const s = t.sheet;
  const seegerFabian = sheet.setup.rules.list === 'seeger-fabian';
  const cell = 'px-2 py-2 text-right tabular-nums';
  return (
    <section aria-label={s.changes} className="flex flex-col gap-2">
      <h2 className="text-lg font-bold">{s.changes}</h2>
      <table className="w-full border-collapse">
        <ColumnHeads
          look="sheet"
          cell="px-2 py-1"
          columns={[
            { label: s.player },
            { label: s.listPoints, end: true },
            seegerFabian && { label: s.seegerFabian, end: true },
          ]}
        />
        <tbody>
          {sheet.playerNames.map((name, seat) => (
            <tr key={seat} className="border-b border-stone-200 dark:border-stone-800">
              <th scope="row" className="px-2 py-2 text-left font-semibold">
                {name}
              </th>
              <td className={cell}>
                {formatSigned(row.listDelta[seat] ?? 0, locale)} →{' '}
                {formatTotal(row.listTotals[seat] ?? 0, locale)}
              </td>
              {seegerFabian && (
                <td className={cell}>
                  {formatSigned(row.seegerFabianDelta[seat] ?? 0, locale)} →{' '}
                  {formatTotal(row.seegerFabianTotals[seat] ?? 0, locale)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
