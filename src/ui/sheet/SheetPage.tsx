import type { ReactNode } from 'react';
import { BackLink } from '../common/BackLink';
import { Screen } from '../common/Screen';
import { useT } from '../i18n/I18nProvider';

/** Where a page of one sheet leads: the list of sheets (the sheet is gone) and the sheet. */
export interface SheetPageLinks {
  readonly sheets: string;
  readonly sheet: string;
}

/** What a page of one sheet is opened with. */
export interface SheetPageProps {
  readonly sheetId: string;
  readonly links: SheetPageLinks;
}

/**
 * A page of one sheet (its chart, its history): the way back to the sheet, and the sheet's name
 * above what the page shows.
 */
export function SheetPage({
  title,
  sheetName,
  backHref,
  trailing,
  children,
}: {
  readonly title: string;
  readonly sheetName: string;
  readonly backHref: string;
  readonly trailing?: ReactNode;
  readonly children: ReactNode;
}) {
  const t = useT();
  return (
    <Screen
      title={title}
      leading={<BackLink href={backHref} label={t.sheet.backToSheet} />}
      trailing={trailing}
    >
      <p className="truncate font-semibold">{sheetName}</p>
      {children}
    </Screen>
  );
}
