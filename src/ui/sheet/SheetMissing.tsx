import { LinkButton } from '../common/LinkButton';
import { Screen } from '../common/Screen';
import { sheetStrings as s } from '../i18n/en/sheet';

/** A sheet link that outlived its sheet (deleted here or in another tab). */
export function SheetMissing({ sheetsHref }: { readonly sheetsHref: string }) {
  return (
    <Screen title={s.notFound}>
      <LinkButton href={sheetsHref} variant="primary">
        {s.toSheets}
      </LinkButton>
    </Screen>
  );
}
