import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormTexts, Locale } from '../../forms/core/definition';
import { NEWSLETTER_FORM_ID } from '../../forms/core/pipeline';
import { formEntries } from '../../forms/registry.browser';
import { toLocale } from '../../i18n';

/*
 * Every form's title in a language: the staff member's for the inbox's form column, its filter and
 * the chart; a lead's own for the greeting and subject of the contact buttons. The Portuguese titles
 * are in form.json (already in the main bundle); the Spanish and English ones are read from the
 * forms' i18n files, only their `texts`, without the questions' schemas or the validators that
 * loading whole forms would bring.
 */
const texts = import.meta.glob<Partial<FormTexts> | undefined>('/schemas/*/i18n/*.json', { import: 'texts' });

export interface FormOption {
  id: string;
  title: string;
}

const loaded = new Map<Locale, Promise<Record<string, string>>>();

function loadTitles(locale: Locale): Promise<Record<string, string>> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = Promise.all(
      formEntries.map(async ({ id }) => {
        const translated = await texts[`/schemas/${id}/i18n/${locale}.json`]?.();
        return [id, translated?.title] as const;
      }),
    ).then((pairs) => Object.fromEntries(pairs.filter((p): p is readonly [string, string] => !!p[1])));
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
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
  const [translated, setTranslated] = useState<Partial<Record<Locale, Record<string, string>>>>({});

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    for (const locale of wanted.split(',') as Locale[]) {
      loadTitles(locale).then(
        (titles) => live && setTranslated((all) => (all[locale] ? all : { ...all, [locale]: titles })),
        (error) => console.warn('Form titles not translated', error),
      );
    }
    return () => {
      live = false;
    };
  }, [wanted]);

  return useMemo(() => {
    const titleOf = (formId: string, locale: string = staffLocale) => {
      const lang = toLocale(locale);
      if (formId === NEWSLETTER_FORM_ID) return i18n.getFixedT(lang)('admin.inbox.newsletter');
      return translated[lang]?.[formId] ?? PT_TITLES[formId] ?? formId;
    };
    const forms = [...formEntries.map((e) => e.id), NEWSLETTER_FORM_ID]
      .map((id) => ({ id, title: titleOf(id) }))
      .sort((a, b) => a.title.localeCompare(b.title, staffLocale));
    return { forms, titleOf };
  }, [translated, staffLocale, i18n]);
}
