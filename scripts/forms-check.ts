/**
 * Checks every form folder under schemas/ and the generated rules; one line per problem, exit 1 if any.
 * Reads the folders itself (rather than through readFormFolders) so a broken JSON file becomes a
 * line naming that file instead of a stack trace, and the other folders are still checked.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { FormTranslation, Locale, RawFormFolder } from '../src/forms/core/definition';
import { checkForms, formatProblem, type Problem } from './lib/check-forms';
import { SCHEMAS_DIR } from './lib/read-forms';

const ROOT = resolve(import.meta.dirname, '..');
const RULES_FILE = join(ROOT, 'firestore.rules');

const problems: Problem[] = [];
const folders: RawFormFolder[] = [];

for (const entry of readdirSync(SCHEMAS_DIR, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const dir = join(SCHEMAS_DIR, entry.name);
  const folder = readFolder(entry.name, dir);
  if (folder) folders.push(folder);
}

// With a folder left unread the generated rules would lack its collection: comparing them would only mislead.
const rulesOnDisk =
  problems.length > 0 ? undefined : existsSync(RULES_FILE) ? readFileSync(RULES_FILE, 'utf8') : null;
problems.push(...checkForms({ folders, rulesOnDisk }));

if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`\n${problems.length} problem(s) in ${folders.length} form(s).`);
  process.exit(1);
}
console.log(`${folders.length} forms OK`);

/** The folder's files, or undefined (with the problems recorded) when a required one is missing or not JSON. */
function readFolder(id: string, dir: string): RawFormFolder | undefined {
  let ok = true;
  const read = (file: string, required: boolean): unknown => {
    const path = join(dir, file);
    const name = relative(ROOT, path);
    if (!existsSync(path)) {
      if (required) {
        problems.push({ file: name, message: 'is missing' });
        ok = false;
      }
      return undefined;
    }
    try {
      const value = JSON.parse(readFileSync(path, 'utf8'));
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('must hold a JSON object');
      return value;
    } catch (error) {
      problems.push({ file: name, message: `is not valid JSON: ${(error as Error).message}` });
      ok = false;
      return undefined;
    }
  };
  const form = read('form.json', true);
  const schema = read('schema.json', true);
  const ui = read('ui.json', true);
  // Missing example.json is reported by checkForms, which also covers folders built in memory.
  const example = read('example.json', false);
  const translations: Partial<Record<Locale, FormTranslation>> = {};
  for (const locale of ['es', 'en'] as const) {
    const tr = read(`i18n/${locale}.json`, false);
    if (tr) translations[locale] = tr as FormTranslation;
  }
  if (!ok) return undefined;
  return {
    id,
    form: form as RawFormFolder['form'],
    schema: schema as RawFormFolder['schema'],
    ui: ui as RawFormFolder['ui'],
    translations,
    example: example as Record<string, unknown> | undefined,
  };
}
