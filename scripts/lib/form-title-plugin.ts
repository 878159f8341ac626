import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
// With its extension: the config loads this file (see vite.config.ts, prerender).
import { readFormText } from './broken-form-file.ts';

/**
 * The query that asks a form's translation file for its title alone: what the staff pages need of the
 * Spanish and English files (src/features/admin/shared/translated-form-titles.ts). Imported whole, the
 * 26 files were 26 chunks and 136 KB of questions that every staff page fetched and parsed for 13
 * titles each (issue 39).
 */
export const FORM_TITLE_QUERY = 'form-title';

/**
 * A translation file's text reduced to its title, as JSON: `{ "title": ... }`, or `{}` when it has
 * none or is not JSON (the Portuguese title stands in; forms:check and the form's own page say what is
 * wrong with the file).
 */
export function formTitleOnly(text: string): string {
  const read = readFormText(text);
  const title = read.ok ? (read.value as { texts?: { title?: unknown } } | null)?.texts?.title : undefined;
  return JSON.stringify(typeof title === 'string' ? { title } : {});
}

/** Whether a module id asks for a JSON file's title alone (`file.json?form-title`). */
export const asksFormTitle = (id: string): boolean => {
  const [file, query = ''] = id.split('?');
  return file.endsWith('.json') && new URLSearchParams(query).has(FORM_TITLE_QUERY);
};

/** Serves `?form-title` imports as a module of their title alone (JavaScript, so no JSON transform reads it again). */
export function formTitlePlugin(): Plugin {
  return {
    name: 'movaly-form-title',
    enforce: 'pre',
    async load(id) {
      if (!asksFormTitle(id)) return null;
      const file = id.split('?')[0];
      this.addWatchFile(file);
      return { code: `export default ${formTitleOnly(await readFile(file, 'utf8'))};`, map: null, moduleType: 'js' };
    },
  };
}
