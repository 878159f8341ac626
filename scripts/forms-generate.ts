/**
 * Writes what is derived from the form folders and must live in the repository as a file:
 * `firestore.rules` (deployed by firebase-tools, which cannot run our TypeScript), the TypeScript types
 * of form.json and of each form's answers, each form's validator precompiled per language (the browser
 * and the function run it; nothing compiles a schema at run time), and the record of each form's versions
 * (see scripts/lib/check-versions.ts). forms:check fails while any of them differs from what this writes.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { readGeneratedTypes } from './lib/check-generated';
import { generateTypes } from './lib/generate-types';
import { generateIndexes, INDEXES_FILE } from './lib/indexes-generator';
import { readRegistry } from './lib/read-forms';
import { readOrExit } from './lib/broken-form-file';
import { generateRules } from './lib/rules-generator';
import { historyFile, historyText, versionFindings, VERSIONS_DIR } from './lib/check-versions';
import { readPublishedHistories } from './lib/published-versions';
import { nextHistory } from '../src/forms/core/versions';
import { generateValidators, VALIDATORS_DIR } from './lib/validators-generator';

const ROOT = resolve(import.meta.dirname, '..');
const RULES_FILE = resolve(ROOT, 'firestore.rules');

// A form file that is not JSON: its file:line:column and what is wrong, in Portuguese, and exit code 1.
const registry = readOrExit(() => readRegistry());
const rules = generateRules(registry);
writeFileSync(RULES_FILE, rules);
writeFileSync(resolve(ROOT, INDEXES_FILE), generateIndexes());

// Each form's versions: the published ones as committed, the current one as the form is now.
const published = readPublishedHistories(ROOT);
rmSync(resolve(ROOT, VERSIONS_DIR), { recursive: true, force: true });
mkdirSync(resolve(ROOT, VERSIONS_DIR), { recursive: true });
for (const def of registry.forms) {
  writeFileSync(resolve(ROOT, historyFile(def.id)), historyText(nextHistory(def, published[def.id])));
  // Written anyway: forms:check goes on naming what a published version lost until it is declared.
  const owed = versionFindings(def, published[def.id]);
  for (const finding of [...owed.schema, ...owed.form]) console.warn(`schemas/${def.id}: ${finding.pt}`);
}

const types = { ...(await generateTypes(registry)), ...generateValidators(registry) };
for (const path of Object.keys(readGeneratedTypes(ROOT))) if (!(path in types)) rmSync(resolve(ROOT, path));
for (const [path, text] of Object.entries(types)) {
  mkdirSync(dirname(resolve(ROOT, path)), { recursive: true });
  writeFileSync(resolve(ROOT, path), text);
}

console.log(`Wrote ${relative(ROOT, RULES_FILE)} (${rules.split('\n').length - 1} lines):`);
for (const def of registry.forms) {
  console.log(`  /${def.form.collection}: visitors create (validated by schemas/${def.id}), staff read, nobody updates or deletes`);
}
console.log('  /services: public read, staff switch `active`');
console.log('  /settings/company: staff only; /newsletter_subscribers: visitors create, staff read');
console.log('  /submit_gates: each visitor moves its own gate with every send, at most once a minute per collection (the rate limit)');
console.log('  everything else: closed');
console.log(`Wrote ${INDEXES_FILE} (the inbox's composite indexes on the lead summaries)`);
console.log(`Wrote ${VERSIONS_DIR}/ (the recorded versions of ${registry.forms.length} forms)`);
const validatorCount = Object.keys(types).filter((path) => path.startsWith(`${VALIDATORS_DIR}/`)).length;
console.log(`Wrote ${Object.keys(types).length - validatorCount} type files under src/forms/generated/`);
console.log(`Wrote ${validatorCount} precompiled validator modules under ${VALIDATORS_DIR}/ (each form in each language, and the function's index with its declaration)`);
