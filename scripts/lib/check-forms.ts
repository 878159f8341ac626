import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FormTranslation, RawFormFolder } from '../../src/forms/core/definition';
import type { EngineMessages } from '../../src/forms/core/engine-messages';
import { buildRegistry, defineForm, type FormDefinition } from '../../src/forms/core/registry';
import { nextHistory } from '../../src/forms/core/versions';
import { compileOnce } from './compile-once';
import { createAnswersValidator, siteAjv } from './compile-validator';
import pt from '../../src/i18n/locales/pt.json';
import exampleMeta from '../../schemas/example.meta.schema.json';
import formMeta from '../../schemas/form.meta.schema.json';
import i18nMeta from '../../schemas/i18n.meta.schema.json';
import specMessagesMeta from '../../schemas/spec-messages.meta.schema.json';
import uiMeta from '../../schemas/ui.meta.schema.json';
import { checkBooking } from './check-booking';
import { checkResume } from './check-resume';
import { checkConstraintMessages } from './check-constraint-messages';
import { checkContradictions } from './check-contradictions';
import { checkDefaults } from './check-defaults';
import { questionLabel } from './question-label';
import { checkHiddenRequired } from './check-hidden-required';
import { checkImpossibleConditions } from './check-impossible-conditions';
import { checkLayout } from './check-layout';
import { checkLimits } from './check-limits';
import { checkOptionLabels } from './check-option-labels';
import { checkQuestions } from './check-questions';
import { checkArchived, checkReachable, checkRoutesFree, type SiteLinks } from './check-reach';
import { checkSchemaKeywords, withoutPatterns } from './check-schema-keywords';
import { checkSteps } from './check-steps';
import { checkTranslations, type TranslatedLocale } from './check-translations';
import { parseJsonSource, pointerOf, type JsonSource } from './json-source';
import { describeMetaErrors } from './meta-errors';
import type { Finding, Problem } from './problem';
import { generateRules, rulesCost, RULES_BUDGET } from './rules-generator';
import { type Histories, historyFile, historyText, versionFindings } from './check-versions';

export { formatProblem, type Problem } from './problem';

/** The files of one form folder as text, by name inside the folder (`form.json`, `i18n/en.json` ...). */
export interface FolderFiles {
  id: string;
  files: Record<string, string | undefined>;
}

export interface VersionRecords {
  published: Histories;
  onDisk: Histories;
}

export interface CheckInput {
  folders: FolderFiles[];
  /** The `firestore.rules` on disk: null when the file is missing, undefined to skip the comparison. */
  rulesOnDisk?: string | null;
  /**
   * The version records per form (src/forms/generated/versions/): as published (the last commit) and as
   * on disk. Undefined skips the guard of published versions.
   */
  versions?: VersionRecords;
  /** The briefings the site's code links to (src/forms/briefing-links.ts); undefined skips them. */
  links?: SiteLinks;
  /** Every page of the site that is not a form (src/config/site-pages.ts); undefined skips the comparison. */
  pages?: readonly string[];
  /**
   * Checks one folder (default: checkFolder). The editor's dev server passes a memo of it: a folder's
   * result depends on its texts and its own version records only, so a save redoes only its own folder.
   */
  checkOne?: typeof checkFolder;
}

const ENGINE_MESSAGES: EngineMessages = pt.engine;
/** Compiled once per process: the meta-schemas do not change while it runs. */
const validators = new Map<object, ValidateFunction>();
const TRANSLATED: TranslatedLocale[] = ['es', 'en'];
const META: Record<string, { schema: object; file: string }> = {
  'form.json': { schema: formMeta, file: 'form.meta.schema.json' },
  'ui.json': { schema: uiMeta, file: 'ui.meta.schema.json' },
  'example.json': { schema: exampleMeta, file: 'example.meta.schema.json' },
  'i18n/es.json': { schema: i18nMeta, file: 'i18n.meta.schema.json' },
  'i18n/en.json': { schema: i18nMeta, file: 'i18n.meta.schema.json' },
  'spec-messages.json': { schema: specMessagesMeta, file: 'spec-messages.meta.schema.json' },
};
export const INTERNAL = 'A verificação não conseguiu ler este formulário';
const INTERNAL_EN = 'The check could not read this form';
const FILES = ['form.json', 'schema.json', 'ui.json', 'example.json', 'i18n/es.json', 'i18n/en.json', 'spec-messages.json'];
/** The spec's own words for required answers, kept by the forms that come from a spec (spec-messages.test.ts). */
const OPTIONAL = new Set(['spec-messages.json']);
/** The first line of each file: editors (VS Code and others) then help and underline while a person types. */
const SCHEMA_HINTS: Record<string, string> = {
  'form.json': '../form.meta.schema.json',
  'schema.json': 'http://json-schema.org/draft-07/schema#',
  'ui.json': '../ui.meta.schema.json',
  'example.json': '../example.meta.schema.json',
  'i18n/es.json': '../../i18n.meta.schema.json',
  'i18n/en.json': '../../i18n.meta.schema.json',
  'spec-messages.json': '../spec-messages.meta.schema.json',
};

/**
 * Every problem of a set of form folders, all at once, each at its file, line, column and JSON pointer
 * with one sentence in Portuguese and English. Each file is first read and checked against its
 * meta-schema; checks that compare files run only on files whose shape is right, so a malformed file
 * gives one clear problem instead of a crash or a cascade. Pure: tests feed folders built in memory.
 */
export function checkForms({ folders, rulesOnDisk, versions, links, pages, checkOne = checkFolder }: CheckInput): Problem[] {
  const problems: Problem[] = [];
  const defs: FormDefinition[] = [];
  const sourcesByFile = new Map<string, JsonSource>();
  let allRead = true;

  for (const folder of folders) {
    const checked = checkOne(folder, versions);
    problems.push(...checked.problems);
    for (const [file, source] of checked.sources) sourcesByFile.set(file, source);
    if (checked.def && checked.shapeOk.has('ui.json')) defs.push(checked.def);
    if (!checked.sound) allRead = false;
  }

  checkUnique(defs, ['route', 'O endereço', 'usado', 'route'], (d) => d.form.route, problems);
  checkUnique(defs, ['collection', 'A coleção', 'usada', 'collection'], (d) => d.form.collection, problems);
  checkUnique(defs, ['service', 'O serviço', 'usado', 'service'], (d) => d.form.service, problems);

  if (pages) problems.push(...checkRoutesFree(defs, pages));
  if (links && allRead) problems.push(...checkLinks(defs, links), ...checkReachable(defs, links), ...checkArchived(defs, links));

  if (rulesOnDisk !== undefined && allRead) {
    let expected: string | undefined;
    try {
      expected = generateRules(buildRegistry(defs));
    } catch (error) {
      problems.push({
        file: 'firestore.rules',
        pointer: '',
        pt: `As regras não puderam ser geradas (${(error as Error).message}): corrija os formulários e rode npm run forms:generate.`,
        en: `The rules could not be generated (${(error as Error).message}): fix the forms and run npm run forms:generate.`,
      });
    }
    if (expected !== undefined && rulesOnDisk !== expected) problems.push(stale('firestore.rules'));
  }
  return placeProblems(problems, sourcesByFile);
}

/** What checking one folder on its own found, and what the checks across folders need from it. */
export interface FolderCheck {
  /** In the order found, not yet deduplicated nor placed at a line (see placeProblems). */
  problems: Problem[];
  /** Each file that parsed, by its path from the repository root (`schemas/<id>/ui.json`). */
  sources: Map<string, JsonSource>;
  /** The files (by name inside the folder) that parsed and have the shape of their meta-schema. */
  shapeOk: Set<string>;
  /** The folder's definition, when form.json and schema.json have the right shape. */
  def?: FormDefinition;
  /** False when a file could not be read soundly: checks across folders would then mislead. */
  sound: boolean;
}

/**
 * One folder's own problems: each file against its meta-schema, then the checks that compare its files.
 * Pure (texts in, problems out), so the staff preview runs it in the browser on pasted files.
 */
export function checkFolder(folder: FolderFiles, versions?: VersionRecords): FolderCheck {
  const problems: Problem[] = [];
  const sources = new Map<string, JsonSource>();
  const byName = new Map<string, JsonSource>();
  const shapeOk = new Set<string>();
  let badPatterns: string[] = [];
  const report = (name: string, findings: Finding[]) => {
    for (const f of findings) problems.push({ file: `schemas/${folder.id}/${name}`, ...f });
  };

  for (const name of FILES) {
    const text = folder.files[name];
    if (text === undefined) {
      if (OPTIONAL.has(name)) continue;
      report(name, [
        {
          pointer: '',
          pt: `O arquivo ${name} não existe: crie-o (copie o de outro formulário e adapte).`,
          en: `The file ${name} does not exist: create it (copy another form's and adapt it).`,
        },
      ]);
      continue;
    }
    const parsed = parseJsonSource(text);
    if (!parsed.ok) {
      const { line, column, pt: ptText, en } = parsed.error;
      problems.push({ file: `schemas/${folder.id}/${name}`, line, column, pointer: '', pt: ptText, en });
      continue;
    }
    byName.set(name, parsed.source);
    sources.set(`schemas/${folder.id}/${name}`, parsed.source);
    report(
      name,
      parsed.duplicates.map((pointer) => ({
        pointer,
        pt: 'Esta chave aparece duas vezes no mesmo objeto: só a última vale; apague uma.',
        en: 'This key appears twice in the same object: only the last one counts; remove one.',
      })),
    );
    const value = parsed.source.value;
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      report(name, [{ pointer: '', pt: 'O arquivo deve conter um objeto entre chaves { }.', en: 'The file must hold an object in curly braces { }.' }]);
      continue;
    }
    const hint = SCHEMA_HINTS[name];
    const record = value as Record<string, unknown>;
    if (Object.keys(record)[0] !== '$schema' || record.$schema !== hint) {
      report(name, [
        {
          pointer: '$schema' in record ? pointerOf('$schema') : '',
          pt: `Comece o arquivo com "$schema": "${hint}", para o editor ajudar e apontar erros enquanto você digita.`,
          en: `Start the file with "$schema": "${hint}", so the editor helps and underlines mistakes while you type.`,
        },
      ]);
    }
    const meta = META[name];
    const keywords = meta ? { findings: metaFindings(meta, value), badPatterns: [] } : checkSchemaKeywords(value);
    report(name, keywords.findings);
    // In schema.json `$schema` is read by Ajv too: any other value than draft-07's would stop it.
    const blocksAjv = !meta && record.$schema !== undefined && record.$schema !== hint;
    // A broken pattern is said at its line; the form is then checked without it, so nothing else is hidden.
    const blocking = keywords.findings.filter((f) => !keywords.badPatterns.includes(f.pointer));
    if (!blocking.length && !blocksAjv) shapeOk.add(name);
    if (keywords.badPatterns.length) {
      badPatterns = keywords.badPatterns;
      byName.set(name, { ...parsed.source, value: withoutPatterns(value, badPatterns) });
    }
  }

  const value = (name: string) => byName.get(name)?.value; // defineForm drops the editors' `$schema` lines
  if (!shapeOk.has('form.json') || !shapeOk.has('schema.json')) {
    // The other files are compared with these two: nothing sound can be said without them.
    return { problems, sources, shapeOk, sound: false };
  }
  const translations: Partial<Record<TranslatedLocale, FormTranslation>> = {};
  for (const locale of TRANSLATED) {
    if (shapeOk.has(`i18n/${locale}.json`)) translations[locale] = value(`i18n/${locale}.json`) as FormTranslation;
  }
  const raw: RawFormFolder = {
    id: folder.id,
    form: value('form.json') as RawFormFolder['form'],
    schema: value('schema.json') as RawFormFolder['schema'],
    ui: (shapeOk.has('ui.json') ? value('ui.json') : {}) as RawFormFolder['ui'],
    translations,
    example: shapeOk.has('example.json') ? (value('example.json') as Record<string, unknown>) : undefined,
  };
  const def = defineForm(raw);
  // Without its broken patterns the form is not what the site would load: nothing across forms is judged from it.
  let sound = shapeOk.has('ui.json') && !badPatterns.length;
  try {
    compareFiles(def, shapeOk, translations, report, versions, problems);
  } catch (error) {
    // Not expected (the shapes were checked): said as a problem, so the other folders are still checked.
    sound = false;
    report('form.json', [
      {
        pointer: '',
        pt: `${INTERNAL} (${(error as Error).message}): avise quem mantém o site.`,
        en: `${INTERNAL_EN} (${(error as Error).message}): tell whoever maintains the site.`,
      },
    ]);
  }
  return { problems, sources, shapeOk, def, sound };
}

/** Each problem once, at its line and column when the check named only a pointer. */
export function placeProblems(problems: Problem[], sourcesByFile: ReadonlyMap<string, JsonSource>): Problem[] {
  return dedupe(problems).map((p) => (p.line ? p : { ...p, ...sourcesByFile.get(p.file)?.locate(p.pointer) }));
}

/** The checks that compare the files of one folder, on the files whose shape is right. */
function compareFiles(
  def: FormDefinition,
  shapeOk: Set<string>,
  translations: Partial<Record<TranslatedLocale, FormTranslation>>,
  report: (name: string, findings: Finding[]) => void,
  versions: VersionRecords | undefined,
  problems: Problem[],
) {
  const questions = checkQuestions(def);
  report('schema.json', questions.schema);
  report('form.json', questions.form);
  // A call offered after the send needs the person's name and e-mail for its invitation.
  report('form.json', checkBooking(def));
  report('form.json', checkResume(def));
  report('schema.json', serverCompiles(def));
  // Dead ends: a visitor who cannot send, a question that can never appear, options nobody can tell apart.
  report('schema.json', checkHiddenRequired(def));
  report('schema.json', checkImpossibleConditions(def));
  // Limits no answer meets, an "Outro" without its follow-up, a field drawn for a format schema.json does not check.
  // Without version records (the staff preview) whether the form was ever published is not known: undefined.
  report('schema.json', checkContradictions(def, versions ? (versions.published[def.id] ?? null) : undefined));
  // A "Máximo" of 0, a required list needing no tick, an option its own question refuses; an answer pre-filled wrong.
  report('schema.json', checkLimits(def));
  report('schema.json', checkDefaults(def));
  if (shapeOk.has('ui.json')) {
    report('ui.json', checkLayout(def));
    report('form.json', checkSteps(def));
    const checked = checkTranslations(def, translations);
    report('schema.json', checked.schema);
    for (const locale of TRANSLATED) report(`i18n/${locale}.json`, checked.byLocale[locale]);
    const labels = checkOptionLabels(def, translations);
    report('schema.json', labels.schema);
    for (const locale of TRANSLATED) report(`i18n/${locale}.json`, labels.byLocale[locale]);
  }
  // No rule a visitor can break is left to a generic message, in any of the three languages.
  const messages = checkConstraintMessages(def, translations);
  report('schema.json', messages.schema);
  for (const locale of TRANSLATED) report(`i18n/${locale}.json`, messages.byLocale[locale]);
  if (def.example) report('example.json', checkExample(def));
  const cost = safeRulesCost(def);
  if (cost > RULES_BUDGET) {
    report('schema.json', [
      {
        pointer: pointerOf('properties'),
        pt: `As regras do Firestore deste formulário ficariam grandes demais (custo estimado ${cost}, limite ${RULES_BUDGET}): divida o formulário em dois ou reduza perguntas; o Firestore recusaria respostas completas.`,
        en: `This form's Firestore rules would be too large (estimated cost ${cost}, budget ${RULES_BUDGET}): split the form in two or ask fewer questions; Firestore would refuse complete answers.`,
      },
    ]);
  }
  if (versions) {
    const published = versions.published[def.id];
    const owed = versionFindings(def, published);
    report('schema.json', owed.schema);
    report('form.json', owed.form);
    const file = historyFile(def.id);
    const onDisk = versions.onDisk[def.id];
    if (!owed.schema.length && !owed.form.length && (!onDisk || historyText(onDisk) !== historyText(nextHistory(def, published)))) {
      problems.push(stale(file));
    }
  }
}

export const stale = (file: string): Problem => ({
  file,
  pointer: '',
  pt: `${file} está desatualizado: rode npm run forms:generate e faça commit do resultado.`,
  en: `${file} is out of date: run npm run forms:generate and commit the result.`,
});

function metaFindings(meta: { schema: object; file: string }, value: unknown): Finding[] {
  let validate = validators.get(meta.schema);
  if (!validate) {
    const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, verbose: true });
    addFormats(ajv);
    validate = ajv.compile(meta.schema);
    validators.set(meta.schema, validate);
  }
  return validate(value) ? [] : describeMetaErrors(validate.errors ?? [], meta.file);
}

/** The schema with the very options the browser and the function use (ajv-errors included). */
function serverCompiles(def: FormDefinition): Finding[] {
  try {
    compileOnce('site', def.schema, () => siteAjv().compile(def.schema));
  } catch (error) {
    const message = (error as Error).message;
    return [{ pointer: '', pt: `O validador do site recusa este schema: ${message}.`, en: `The site's validator refuses this schema: ${message}.` }];
  }
  if (def.schema.type !== 'object' || !Object.keys(def.fields).length) {
    return [
      {
        pointer: '',
        pt: 'Use "type": "object" e ponha ao menos uma pergunta em "properties".',
        en: 'Use "type": "object" and put at least one question under "properties".',
      },
    ];
  }
  return [];
}

function checkExample(def: FormDefinition): Finding[] {
  const findings: Finding[] = [];
  for (const key of Object.keys(def.example ?? {})) {
    if (!def.fields[key]) {
      findings.push({
        pointer: pointerOf(key),
        pt: `"${key}" não é uma pergunta de schema.json: corrija o nome ou apague.`,
        en: `"${key}" is not a question in schema.json: fix the name or remove it.`,
      });
    }
  }
  let errors;
  try {
    errors = createAnswersValidator(def, ENGINE_MESSAGES)(def.example ?? {});
  } catch {
    return findings; // the schema's own problems are reported on schema.json
  }
  for (const { field, message } of errors) {
    findings.push({
      pointer: field ? pointerOf(field) : '',
      pt: `O exemplo não passa em schema.json ("${message}"): corrija a resposta${field ? ` de "${questionLabel(def, field)}"` : ''}.`,
      en: `The example fails schema.json ("${message}"): fix the answer${field ? ` to "${questionLabel(def, field)}"` : ''}.`,
    });
  }
  return findings;
}

function safeRulesCost(def: FormDefinition): number {
  try {
    return rulesCost(def);
  } catch {
    return 0; // a schema the generator cannot read is reported by the rules comparison
  }
}

function checkUnique(
  defs: FormDefinition[],
  [key, ptWhat, ptUsed, enWhat]: [string, string, string, string],
  value: (d: FormDefinition) => unknown,
  problems: Problem[],
) {
  const owners = new Map<string, string[]>();
  for (const def of defs) {
    const v = value(def);
    if (typeof v === 'string') owners.set(v, [...(owners.get(v) ?? []), def.id]);
  }
  for (const [v, ids] of owners) {
    if (ids.length < 2) continue;
    for (const id of ids) {
      const others = ids.filter((o) => o !== id).join(', ');
      problems.push({
        file: `schemas/${id}/form.json`,
        pointer: pointerOf(key),
        pt: `${ptWhat} "${v}" também é ${ptUsed} por ${others}: escolha outro valor para "${key}".`,
        en: `The ${enWhat} "${v}" is also used by ${others}: choose another "${key}".`,
      });
    }
  }
}

/** Every briefing the code links to resolves to one form with a route; a form naming a service has a route. */
function checkLinks(defs: FormDefinition[], links: NonNullable<CheckInput['links']>): Problem[] {
  const problems: Problem[] = [];
  const file = 'src/forms/briefing-links.ts';
  for (const service of links.services) {
    if (defs.some((d) => d.form.service === service && d.form.route)) continue;
    problems.push({
      file,
      pointer: '',
      pt: `O site tem um botão para o briefing do serviço "${service}", mas nenhum formulário com "route" tem "service": "${service}": ponha "service": "${service}" no form.json do briefing desse serviço.`,
      en: `The site has a button to the briefing of service "${service}", but no form with a "route" has "service": "${service}": add "service": "${service}" to that briefing's form.json.`,
    });
  }
  for (const id of links.forms) {
    if (defs.some((d) => d.id === id && d.form.route)) continue;
    problems.push({
      file,
      pointer: '',
      pt: `O site tem um link para o formulário "${id}", que não existe ou não tem "route": dê a ele um "route" em schemas/${id}/form.json (ou tire o link do código).`,
      en: `The site links to form "${id}", which does not exist or has no "route": give it a "route" in schemas/${id}/form.json (or remove the link from the code).`,
    });
  }
  for (const def of defs) {
    if (!def.form.service || def.form.route) continue;
    problems.push({
      file: `schemas/${def.id}/form.json`,
      pointer: pointerOf('service'),
      pt: 'Um formulário com "service" precisa de "route": o botão do serviço abre essa página. Acrescente "route" ou apague "service".',
      en: 'A form with "service" needs a "route": the service\'s button opens that page. Add a "route" or remove "service".',
    });
  }
  return problems;
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}|${p.pointer}|${p.pt}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
