import { Button, Group, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { appReady } from '../../components/ui/hydrate-apart';
import { LOCALES } from '../../forms/core/definition';
import { HTML_LANG, toLocale } from '../../i18n';

/** Each language named in itself, so a visitor finds theirs whatever the page's language. */
const ENDONYMS = { pt: 'Português', es: 'Español', en: 'English' } as const;

/** PT / ES / EN; the choice is remembered and sets the page's lang. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = toLocale(i18n.language);
  return (
    <Group attached role="group" aria-label={t('layout.language.label')}>
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          size="xs"
          variant={locale === current ? 'solid' : 'outline'}
          colorPalette="purple"
          aria-pressed={locale === current}
          lang={HTML_LANG[locale]}
          // On a prerendered page, after every part has hydrated in the Portuguese it was rendered in.
          onClick={() => void appReady.then(() => i18n.changeLanguage(locale))}
        >
          {/* The name starts with the code shown, so 'EN' works for voice control, then the endonym. */}
          {locale.toUpperCase()}
          <VisuallyHidden> {ENDONYMS[locale]}</VisuallyHidden>
        </Button>
      ))}
    </Group>
  );
}
