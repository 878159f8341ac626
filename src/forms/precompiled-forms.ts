import type { Locale } from './core/definition';
import type { PrecompiledForm } from './core/precompiled';

/*
 * The validators forms:generate precompiled, one module per form and language: a visitor's browser
 * fetches only the one of the form it opens, in its language.
 */
const modules = import.meta.glob<PrecompiledForm>('/src/forms/generated/validators/*.*.js');
const loaded = new Map<string, PrecompiledForm>();

const pathOf = (formId: string, locale: Locale) => `/src/forms/generated/validators/${formId.replace(/_/g, '-')}.${locale}.js`;

/** Fetches the precompiled module of a form in a language (undefined for a form no build has seen). */
export async function loadPrecompiled(formId: string, locale: Locale): Promise<PrecompiledForm | undefined> {
  const path = pathOf(formId, locale);
  const done = loaded.get(path);
  if (done) return done;
  const load = modules[path];
  if (!load) return undefined;
  const form = await load();
  loaded.set(path, form);
  return form;
}

/** The module if it was already fetched: lets a page that preloaded it render at once. */
export const precompiledIfLoaded = (formId: string, locale: Locale) => loaded.get(pathOf(formId, locale));
