import { LinkButton } from './LinkButton';
import { Screen } from './Screen';
import { useT } from '../i18n/I18nProvider';

/** A deal's screen that outlived its deal (deleted in another tab while open here). */
export function DealMissing({ sheetHref }: { readonly sheetHref: string }) {
  const s = useT().sheet;
  return (
    <Screen title={s.dealMissing}>
      <LinkButton href={sheetHref} variant="primary">
        {s.backToSheet}
      </LinkButton>
    </Screen>
  );
}
