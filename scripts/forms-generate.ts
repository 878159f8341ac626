/**
 * Writes what is derived from the form folders and must live in the repository as a file:
 * `firestore.rules` (deployed by firebase-tools, which cannot run our TypeScript).
 */
import { writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { readRegistry } from './lib/read-forms';
import { generateRules } from './lib/rules-generator';

const ROOT = resolve(import.meta.dirname, '..');
const RULES_FILE = resolve(ROOT, 'firestore.rules');

const registry = readRegistry();
const rules = generateRules(registry);
writeFileSync(RULES_FILE, rules);

console.log(`Wrote ${relative(ROOT, RULES_FILE)} (${rules.split('\n').length - 1} lines):`);
for (const def of registry.forms) {
  console.log(`  /${def.form.collection}: create-only, validated by schemas/${def.id}`);
}
console.log('  /services: public read, no browser writes');
console.log('  everything else: closed');
