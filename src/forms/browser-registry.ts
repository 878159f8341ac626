import { i18next, toLocale } from '../i18n';
import type { FormMeta, FormSchema, FormTranslation, RawFormFolder, UiSchema } from './core/definition';
import { formRouteById, hasOwnPage, serviceBriefingRoute, type LinkedForm, type LinkedService } from './briefing-links';
import { brokenFormFileIn, BrokenFormFileError, refuseBrokenFormFiles } from './broken-form-file';
import { defineForm, type FormDefinition } from './core/registry';
import { loadPrecompiled } from './precompiled-forms';

/*
 * Forms are discovered from the folders under schemas/: adding a folder adds a route, no list to edit.
 * Only form.json (route, titles) is in the main bundle; the questions load with their page.
 */
const metas = import.meta.glob<FormMeta>('/schemas/*/form.json', { eager: true, import: 'default' });
const schemas = import.meta.glob<FormSchema>('/schemas/*/schema.json', { import: 'default' });
const uis = import.meta.glob<UiSchema>('/schemas/*/ui.json', { import: 'default' });
const translations = import.meta.glob<FormTranslation>('/schemas/*/i18n/*.json', { import: 'default' });

const folderOf = (path: string) => path.split('/')[2];

export interface FormEntry {
  id: string;
  meta: FormMeta;
}

/** On the dev server, a form.json that is not JSON loads as a stand-in (./broken-form-file.ts): its form has no route. */
export const brokenFormMetas = Object.values(metas).flatMap((meta) => brokenFormFileIn(meta) ?? []);

export const formEntries: FormEntry[] = Object.entries(metas)
  .filter(([, meta]) => !brokenFormFileIn(meta))
  .map(([path, meta]) => ({ id: folderOf(path), meta }))
  // Folder names are ASCII: a plain comparison, not localeCompare, whose collator costs the start ~15 ms.
  .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * The forms that have a page of their own: the router's briefing routes, the prerender and the sitemap
 * (src/app/prerender.tsx PUBLIC_ROUTES). The others are embedded in a page, or archived (off the site,
 * their leads still read by staff through formEntries).
 */
export const pageForms = formEntries.filter((e): e is FormEntry & { meta: { route: string } } => hasOwnPage(e.meta));

/** The route a service page's briefing button opens (form.json `service`); forms:check proves it exists (and is not archived). */
export function briefingRoute(service: LinkedService): string {
  return found(serviceBriefingRoute(pageForms, service), `service ${service}`);
}

/** The route of a form no service owns (e.g. the event survey); forms:check proves it exists (and is not archived). */
export function formRoute(id: LinkedForm): string {
  return found(formRouteById(pageForms, id), `form ${id}`);
}

function found(route: string | undefined, what: string): string {
  // The route may be in a form.json that is not JSON: that file is what to fix, on the page that asked.
  if (!route && brokenFormMetas.length) throw new BrokenFormFileError(brokenFormMetas[0]);
  if (!route) throw new Error(`No registered form route for ${what}: run npm run forms:check`);
  return route;
}

const cache = new Map<string, Promise<FormDefinition>>();

/**
 * Loads the rest of a form folder (schema, ui, translations) once per session, and with it the
 * validator forms:generate precompiled for the visitor's language, so the page draws the form at once.
 */
export function loadForm(id: string): Promise<FormDefinition> {
  let pending = cache.get(id);
  if (!pending) {
    pending = (async () => {
      const base = `/schemas/${id}`;
      const [schema, ui, es, en] = await Promise.all([
        schemas[`${base}/schema.json`](),
        uis[`${base}/ui.json`](),
        translations[`${base}/i18n/es.json`]?.(),
        translations[`${base}/i18n/en.json`]?.(),
        loadPrecompiled(id, toLocale(i18next.language)),
      ]);
      // A file that is not JSON (the dev server's stand-in): the page names it instead of failing on its content.
      refuseBrokenFormFiles([schema, ui, es, en]);
      const folder: RawFormFolder = { id, form: metas[`${base}/form.json`], schema, ui, translations: { es, en } };
      return defineForm(folder); // which drops the editors' `$schema` line of each file
    })();
    pending.catch(() => cache.delete(id)); // a failed chunk load may be retried
    cache.set(id, pending);
  }
  return pending;
}
