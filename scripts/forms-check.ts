/**
 * Checks every form folder under schemas/ and what is generated from them; one line per problem
 * (file:line:column, JSON pointer, what to do), in Portuguese or, with `--lang en`, English. Exit 1 if any.
 * The checks themselves are scripts/lib/form-build.ts, which the visual editor's save runs too.
 */
import { resolve } from 'node:path';
import { formatProblem } from './lib/check-forms';
import { checkAllForms } from './lib/form-build';
import type { Lang } from './lib/problem';
import { RULES_BUDGET } from './lib/rules-generator';

const ROOT = resolve(import.meta.dirname, '..');
const langAt = process.argv.indexOf('--lang');
const lang: Lang = langAt > 0 && process.argv[langAt + 1] === 'en' ? 'en' : 'pt';

const { problems, forms, costs } = await checkAllForms(ROOT);
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem, lang));
  console.error(lang === 'pt' ? `\n${problems.length} problema(s) em ${forms} formulário(s).` : `\n${problems.length} problem(s) in ${forms} form(s).`);
  process.exit(1);
}
// Each form's estimated rules cost, so a form creeping towards Firestore's limit is seen before it is refused.
console.log(lang === 'pt' ? `Custo estimado das regras (orçamento ${RULES_BUDGET}): ${costs}` : `Estimated rules cost (budget ${RULES_BUDGET}): ${costs}`);
console.log(lang === 'pt' ? `${forms} formulários OK` : `${forms} forms OK`);
