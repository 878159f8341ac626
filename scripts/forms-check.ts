/**
 * Checks every form folder under schemas/ and what is generated from them; one line per problem
 * (file:line:column, JSON pointer, what to do), in Portuguese or, with `--lang en`, English. Exit 1 if any.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SITE_PAGES } from '../src/config/site-pages';
import { EMBEDDED_FORMS, LINKED_FORMS, LINKED_SERVICES } from '../src/forms/briefing-links';
import { checkForms, formatProblem } from './lib/check-forms';
import { compareGenerated, readGeneratedTypes } from './lib/check-generated';
import { readFormFiles } from './lib/form-files';
import { generateTypes } from './lib/generate-types';
import { generateIndexes, INDEXES_FILE } from './lib/indexes-generator';
import { readRegistry } from './lib/read-forms';
import { rulesCost, RULES_BUDGET } from './lib/rules-generator';
import { generateValidators } from './lib/validators-generator';
import type { Lang } from './lib/problem';
import { readHistoriesOnDisk, readPublishedHistories } from './lib/published-versions';

const ROOT = resolve(import.meta.dirname, '..');
const readIfThere = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : null);
const langAt = process.argv.indexOf('--lang');
const lang: Lang = langAt > 0 && process.argv[langAt + 1] === 'en' ? 'en' : 'pt';

const folders = readFormFiles();
const problems = checkForms({
  folders,
  rulesOnDisk: readIfThere(join(ROOT, 'firestore.rules')),
  versions: { published: readPublishedHistories(ROOT), onDisk: readHistoriesOnDisk(ROOT) },
  links: { services: LINKED_SERVICES, forms: LINKED_FORMS, embedded: EMBEDDED_FORMS },
  pages: SITE_PAGES,
});
// Types are generated from sound folders only: with a folder problem, comparing them would only mislead.
if (!problems.some((p) => p.file.startsWith('schemas/'))) {
  const registry = readRegistry();
  // The types and the precompiled validators (one module per form and language) live side by side.
  const generated = { ...(await generateTypes(registry)), ...generateValidators(registry) };
  problems.push(...compareGenerated(generated, readGeneratedTypes(ROOT)));
  // The production indexes come from the folders too (firestore.indexes.json, deployed with the rules).
  const indexes = { [INDEXES_FILE]: generateIndexes() };
  problems.push(...compareGenerated(indexes, { [INDEXES_FILE]: readIfThere(join(ROOT, INDEXES_FILE)) ?? '' }));
}

if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem, lang));
  console.error(
    lang === 'pt'
      ? `\n${problems.length} problema(s) em ${folders.length} formulário(s).`
      : `\n${problems.length} problem(s) in ${folders.length} form(s).`,
  );
  process.exit(1);
}
// Each form's estimated rules cost, so a form creeping towards Firestore's limit is seen before it is refused.
const costs = readRegistry()
  .forms.map((def) => `${def.id} ${rulesCost(def)}`)
  .join(', ');
console.log(lang === 'pt' ? `Custo estimado das regras (orçamento ${RULES_BUDGET}): ${costs}` : `Estimated rules cost (budget ${RULES_BUDGET}): ${costs}`);
console.log(lang === 'pt' ? `${folders.length} formulários OK` : `${folders.length} forms OK`);
