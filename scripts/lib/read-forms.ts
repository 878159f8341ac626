import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FormTranslation, Locale, RawFormFolder } from '../../src/forms/core/definition';
import { buildRegistry, withoutSchemaKey } from '../../src/forms/core/registry';
import { parseFormFile } from './broken-form-file';

export const SCHEMAS_DIR = resolve(import.meta.dirname, '../../schemas');

// Raw folders leave here without the editors' `$schema` line (schema.json's own keyword stays), so the
// function bundle and the tests see the same definition the registry builds. A file that is not JSON
// throws a BrokenFormFile that names its line and column (the commands print it, not a stack).
const readJson = (path: string, keepSchemaKey = false) => {
  const value = parseFormFile(path, readFileSync(path, 'utf8')) as ReturnType<typeof JSON.parse>;
  return keepSchemaKey ? value : withoutSchemaKey(value);
};

/** Every form folder under `schemas/` (a folder with a form.json), read from disk. */
export function readFormFolders(dir = SCHEMAS_DIR): RawFormFolder[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'form.json')))
    .map((entry) => {
      const folder = join(dir, entry.name);
      const translations: Partial<Record<Locale, FormTranslation>> = {};
      for (const locale of ['es', 'en'] as const) {
        const file = join(folder, 'i18n', `${locale}.json`);
        if (existsSync(file)) translations[locale] = readJson(file);
      }
      const example = join(folder, 'example.json');
      // In a repository's layout, forms:generate's record of the form's versions (old leads are read with it).
      const history = resolve(dir, '../src/forms/generated/versions', `${entry.name}.json`);
      return {
        id: entry.name,
        form: readJson(join(folder, 'form.json')),
        schema: readJson(join(folder, 'schema.json'), true),
        ui: readJson(join(folder, 'ui.json')),
        translations,
        example: existsSync(example) ? readJson(example) : undefined,
        ...(existsSync(history) ? { history: readJson(history) } : {}),
      };
    });
}

export const readRegistry = (dir = SCHEMAS_DIR) => buildRegistry(readFormFolders(dir));
