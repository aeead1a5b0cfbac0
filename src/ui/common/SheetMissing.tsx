import { LinkButton } from './LinkButton';
import { Screen } from './Screen';
import { useT } from '../i18n/I18nProvider';

/** A sheet link that outlived its sheet (deleted here or in another tab). */
export function SheetMissing({ sheetsHref }: { readonly sheetsHref: string }) {
  const s = useT().sheet;
  return (
    <Screen title={s.notFound}>
      <LinkButton href={sheetsHref} variant="primary">
        {s.toSheets}
      </LinkButton>
    </Screen>
  );
}
