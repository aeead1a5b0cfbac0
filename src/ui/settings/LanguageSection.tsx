import { ChoiceGroup } from '../common/ChoiceGroup';
import { useI18n } from '../i18n/I18nProvider';
import { LANGUAGE_NAMES, type Locale } from '../i18n/locale';
import { CARD, HeadedSection } from '../common/HeadedSection';

/** German first: the game's own language. */
const OFFERED: readonly Locale[] = ['de', 'en'];

/**
 * Deutsch / English, each named in its own language so a player who cannot read the current one
 * still finds theirs. The choice is stored and wins over the browser's language from then on.
 */
export function LanguageSection() {
  const { locale, t, setLocale } = useI18n();
  return (
    <HeadedSection heading={t.settings.languageHeading} className={CARD}>
      <ChoiceGroup
        legend={t.settings.languageHeading}
        legendHidden
        name="language"
        choices={OFFERED.map((offered) => ({
          value: offered,
          label: LANGUAGE_NAMES[offered],
          lang: offered,
        }))}
        value={locale}
        onChange={setLocale}
      />
    </HeadedSection>
  );
}
