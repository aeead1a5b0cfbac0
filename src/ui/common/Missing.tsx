import { LinkButton } from './LinkButton';
import { Screen } from './Screen';
import { useT } from '../i18n/I18nProvider';

/** A screen whose subject is gone: it says so and leads one step up. */
function Gone({
  title,
  href,
  back,
}: {
  readonly title: string;
  readonly href: string;
  readonly back: string;
}) {
  return (
    <Screen title={title}>
      <LinkButton href={href} variant="primary">
        {back}
      </LinkButton>
    </Screen>
  );
}

/** A sheet link that outlived its sheet (deleted here or in another tab). */
export function SheetMissing({ sheetsHref }: { readonly sheetsHref: string }) {
  const s = useT().sheet;
  return <Gone title={s.notFound} href={sheetsHref} back={s.toSheets} />;
}

/** A deal's screen that outlived its deal (deleted in another tab while open here). */
export function DealMissing({ sheetHref }: { readonly sheetHref: string }) {
  const s = useT().sheet;
  return <Gone title={s.dealMissing} href={sheetHref} back={s.backToSheet} />;
}
