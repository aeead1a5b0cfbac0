import { useI18n } from '../i18n/I18nProvider';

/**
 * The head row of a night's ranking (the director's screen and the public page): rank, name,
 * points, won, lost, and the fees owed where they are shown (never on the public page).
 */
export function RankingHead({ fees }: { readonly fees: boolean }) {
  const c = useI18n().t.nights.night.columns;
  const columns = [
    { label: c.rank, end: false },
    { label: c.name, end: false },
    { label: c.points, end: true },
    { label: c.won, end: true },
    { label: c.lost, end: true },
    ...(fees ? [{ label: c.fees, end: true }] : []),
  ];
  return (
    <thead>
      <tr className="border-b border-stone-300 dark:border-stone-600">
        {columns.map(({ label, end }) => (
          <th key={label} scope="col" className={`px-1 py-2${end ? ' text-right' : ''}`}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
