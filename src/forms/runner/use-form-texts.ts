import { useTranslation } from 'react-i18next';
import { localizeTexts } from '../core/localize';
import type { FormDefinition } from '../core/registry';
import { toLocale } from '../../i18n';

/** A form's own texts (title, messages...) in the visitor's language. */
export function useFormTexts(def: FormDefinition) {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return localizeTexts(def.form.texts, locale === 'pt' ? undefined : def.translations[locale]);
}
