import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWSLETTER_FORM_ID } from '../../../domain/lead';
import { formEntries } from '../../../forms/browser-registry';
import { toLocale } from '../../../i18n';

/*
 * Every form's title in a language: the staff member's for the inbox's form column, its filter and
 * the chart; a lead's own for the greeting and subject of the contact buttons. The Portuguese titles
 * are in form.json (already in the main bundle); the others come in one small module
 * (translated-form-titles.ts), asked for once and then read at once by every table that needs it.
 */
type Titles = Record<string, Record<string, string>>;
let translations: Titles | undefined;
let loading: Promise<Titles> | undefined;

export interface FormOption {
  id: string;
  title: string;
}

/** The translated titles, loaded once (also called early by the inbox's route, so the rows find them there). */
export function loadFormTitles(): Promise<Titles> {
  loading ??= import('./translated-form-titles').then(
    (m) => (translations = m.translatedTitles),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const PT_TITLES: Record<string, string> = Object.fromEntries(formEntries.map(({ id, meta }) => [id, meta.texts.title]));

/**
 * The forms (and the newsletter) with their titles in the staff member's language, sorted by title,
 * and `titleOf(formId, locale?)` in that or another language (`locales` lists the others wanted).
 * Portuguese stands in until a translation arrives.
 */
export function useFormTitles(locales: readonly string[] = []): { forms: FormOption[]; titleOf: (formId: string, locale?: string) => string } {
  const { i18n } = useTranslation();
  const staffLocale = toLocale(i18n.language);
  const wanted = [...new Set([staffLocale, ...locales.map(toLocale)])].filter((l) => l !== 'pt').sort().join(',');
  const [translated, setTranslated] = useState<Titles | undefined>(translations);

  useEffect(() => {
    if (!wanted || translated) return;
    let live = true;
    loadFormTitles().then(
      (titles) => live && setTranslated(titles),
      (error) => console.warn('Form titles not translated', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, translated]);

  return useMemo(() => {
    const titleOf = (formId: string, locale: string = staffLocale) => {
      const lang = toLocale(locale);
      if (formId === NEWSLETTER_FORM_ID) return i18n.getFixedT(lang)('admin.inbox.newsletter');
      return translated?.[lang]?.[formId] ?? PT_TITLES[formId] ?? formId;
    };
    const forms = [...formEntries.map((e) => e.id), NEWSLETTER_FORM_ID]
      .map((id) => ({ id, title: titleOf(id) }))
      .sort((a, b) => a.title.localeCompare(b.title, staffLocale));
    return { forms, titleOf };
  }, [translated, staffLocale, i18n]);
}
