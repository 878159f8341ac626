/**
 * Writes what is derived from the form folders and must live in the repository as a file:
 * `firestore.rules` (deployed by firebase-tools, which cannot run our TypeScript), the TypeScript types
 * of form.json and of each form's answers, each form's validator precompiled per language (the browser
 * and the function run it; nothing compiles a schema at run time), and the record of each form's versions
 * (see scripts/lib/check-versions.ts). forms:check fails while any of them differs from what this writes.
 * The work itself is scripts/lib/form-build.ts, which the visual editor's save runs too.
 */
import { resolve } from 'node:path';
import { BrokenFormFile } from './lib/broken-form-file';
import { generateForms } from './lib/form-build';
import { INDEXES_FILE } from './lib/indexes-generator';
import { VERSIONS_DIR } from './lib/check-versions';
import { VALIDATORS_DIR } from './lib/validators-generator';

const ROOT = resolve(import.meta.dirname, '..');

// A form file that is not JSON: its file:line:column and what is wrong, in Portuguese, and exit code 1.
const generated = await generateForms(ROOT).catch((error: unknown) => {
  if (!(error instanceof BrokenFormFile)) throw error;
  console.error(error.message);
  return process.exit(1);
});
const { registry, rulesLines, warnings, written } = generated;

// Written anyway: forms:check goes on naming what a published version lost until it is declared.
for (const warning of warnings) console.warn(warning);
console.log(`Wrote firestore.rules (${rulesLines} lines):`);
for (const def of registry.forms) {
  const create = def.form.archived ? `archived (schemas/${def.id}): visitors no longer create` : `visitors create (validated by schemas/${def.id})`;
  console.log(`  /${def.form.collection}: ${create}, staff read, nobody updates or deletes`);
}
console.log('  /services: public read, staff switch `active`');
console.log('  /settings/company: staff only; /newsletter_subscribers: visitors create, staff read');
console.log('  /submit_gates: each visitor moves its own gate with every send, at most once a minute per collection (the rate limit)');
console.log('  everything else: closed');
console.log(`Wrote ${INDEXES_FILE} (the inbox's composite indexes on the lead summaries)`);
console.log(`Wrote ${VERSIONS_DIR}/ (the recorded versions of ${registry.forms.length} forms)`);
console.log(`Wrote the types and the precompiled validator modules under ${VALIDATORS_DIR}/ (each form in each language, and the function's index with its declaration)`);
console.log(written.length ? `Changed: ${written.join(', ')}` : 'Nothing changed on disk.');
