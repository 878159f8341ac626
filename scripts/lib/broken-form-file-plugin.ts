import { isAbsolute, relative } from 'node:path';
import type { Plugin } from 'vite';
import { BROKEN_FORM_FILE, type BrokenFormFileInfo } from '../../src/forms/broken-form-file.ts';
// With their extensions: the config loads this file (see vite.config.ts, prerender).
import { readFormText } from './broken-form-file.ts';
import { asksFormTitle } from './form-title-plugin.ts';

/**
 * What the dev server serves for a form file (schemas/**\/*.json) that is not JSON: the text of a
 * stand-in JSON object naming the file, line, column and what is wrong there, which Vite's own JSON
 * transform then turns into a module as usual. Undefined for a sound file or any other file: Vite
 * reads those itself.
 */
export function brokenFormFileStandIn(text: string, id: string, root: string): string | undefined {
  // A title asked alone (`?form-title`) is its own plugin's to read: it stands in an empty title for a broken file.
  if (asksFormTitle(id)) return undefined;
  const path = relative(root, id.split('?')[0]);
  if (isAbsolute(path) || path.startsWith('..')) return undefined;
  const file = path.split('\\').join('/');
  if (!/^schemas\/.+\.json$/.test(file)) return undefined;
  const read = readFormText(text);
  if (read.ok) return undefined;
  const { line, column, pt, es, en } = read.error;
  const info: BrokenFormFileInfo = { file, line, column, reason: { pt, es, en } };
  return JSON.stringify({ [BROKEN_FORM_FILE]: info });
}

/**
 * On the dev server only (`apply: 'serve'`), a broken form file loads as its stand-in instead of failing
 * the form's module load, so the form's page can name the file and line (src/forms/broken-form-file.ts)
 * instead of the router's generic error. A build keeps Vite's strict reading: a broken file fails it
 * (and forms:check, which deploy runs first, names it at its line).
 */
export function brokenFormFilePlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'movaly-broken-form-file',
    apply: 'serve',
    // Before Vite's JSON transform, which would refuse the text.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(text, id) {
      const standIn = brokenFormFileStandIn(text, id, root);
      return standIn === undefined ? null : { code: standIn, map: null };
    },
  };
}
