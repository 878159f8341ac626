import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { AJV_OPTIONS, extendAjv } from '../../src/forms/core/ajv-setup';
import type { FormTranslation, RawFormFolder } from '../../src/forms/core/definition';
import type { EngineMessages } from '../../src/forms/core/engine-messages';
import { buildRegistry, type FormDefinition } from '../../src/forms/core/registry';
import { optionsOf } from '../../src/forms/core/schema-fields';
import { sectionFields } from '../../src/forms/core/definition';
import { createAnswersValidator } from '../../src/forms/core/server-validator';
import pt from '../../src/i18n/locales/pt.json';
import metaSchema from '../../schemas/form.meta.schema.json';
import { generateRules } from './rules-generator';

/** One thing wrong, named by the file a person has to open (relative to the repository root). */
export interface Problem {
  file: string;
  message: string;
}

export interface CheckInput {
  folders: RawFormFolder[];
  /** The `firestore.rules` on disk: null when the file is missing, undefined to skip the comparison. */
  rulesOnDisk?: string | null;
}

const ENGINE_MESSAGES: EngineMessages = pt.engine;
const TRANSLATED_LOCALES = ['es', 'en'] as const;

/** `file: message`, without repeating the file when the message already starts with it. */
export const formatProblem = (p: Problem) => (p.message.startsWith(p.file) ? p.message : `${p.file}: ${p.message}`);

/**
 * Every problem of a set of form folders, as a list (empty when all is well): form.json against the
 * meta-schema, schema.json compiling, sections and ui keys naming real questions, the example passing
 * the server's own validator, unique routes and collections, translation keys that exist, and the
 * generated rules being current. Pure, so tests can feed broken folders built in memory.
 */
export function checkForms({ folders, rulesOnDisk }: CheckInput): Problem[] {
  const problems: Problem[] = [];
  const validateMeta = metaValidator();
  const registry = buildRegistry(folders);

  for (const def of registry.forms) {
    const at = (file: string) => (message: string) => problems.push({ file: `schemas/${def.id}/${file}`, message });
    checkMeta(def, validateMeta, at('form.json'));
    const compiles = checkSchema(def, at('schema.json'));
    checkUi(def, at('ui.json'));
    if (compiles) checkExample(def, at('example.json'));
    for (const locale of TRANSLATED_LOCALES) {
      const tr = def.translations[locale];
      // A missing file would still render (Portuguese shows through), so only this check notices it.
      if (!tr) at(`i18n/${locale}.json`)('is missing: every form is offered in es and en too');
      else checkTranslation(def, tr, at(`i18n/${locale}.json`));
    }
  }

  checkUnique(registry.forms, 'route', (def) => def.form.route, problems);
  checkUnique(registry.forms, 'collection', (def) => def.form.collection, problems);

  if (rulesOnDisk !== undefined) {
    let expected: string | undefined;
    try {
      expected = generateRules(registry);
    } catch (error) {
      problems.push({ file: 'firestore.rules', message: `cannot be generated: ${(error as Error).message}` });
    }
    if (expected !== undefined && rulesOnDisk !== expected) {
      problems.push({ file: 'firestore.rules', message: 'firestore.rules is out of date: run npm run forms:generate' });
    }
  }
  return problems;
}

function metaValidator() {
  const ajv = new Ajv({ allErrors: true });
  addFormats(ajv);
  return ajv.compile(metaSchema);
}

function checkMeta(def: FormDefinition, validate: ReturnType<typeof metaValidator>, report: (m: string) => void) {
  if (!validate(def.form)) {
    // `if` only says "a then-branch failed"; the branch's own error is next to it and clearer.
    for (const error of (validate.errors ?? []).filter((e) => e.keyword !== 'if')) report(describeMetaError(error));
    return;
  }
  for (const [role, name] of Object.entries(def.form.lead)) {
    if (name && !def.fields[name]) report(`lead.${role} names '${name}', which is not a question in schema.json`);
  }
}

/** Ajv's words, rephrased for someone editing the file by hand. */
function describeMetaError(error: ErrorObject): string {
  const where = error.instancePath ? error.instancePath.slice(1).replace(/\//g, '.') : 'the file';
  switch (error.keyword) {
    case 'additionalProperties':
      return `${where}: unknown setting '${String(error.params.additionalProperty)}'`;
    case 'required':
      return `${where}: missing '${String(error.params.missingProperty)}'`;
    case 'false schema':
      return `${where}: not allowed with this success.then`;
    case 'enum':
      return `${where}: must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return `${where}: ${error.message ?? 'is invalid'}`;
  }
}

function checkSchema(def: FormDefinition, report: (m: string) => void): boolean {
  try {
    const ajv = extendAjv(new Ajv(AJV_OPTIONS));
    addFormats(ajv);
    ajv.compile(def.schema);
  } catch (error) {
    report(`does not compile: ${(error as Error).message}`);
    return false;
  }
  if (def.schema.type !== 'object' || Object.keys(def.fields).length === 0) {
    report('must be an object schema with at least one question under "properties"');
    return false;
  }
  return true;
}

function checkUi(def: FormDefinition, report: (m: string) => void) {
  const sections = def.ui['ui:sections'];
  if (sections) {
    const seenIds = new Set<string>();
    const placed = new Map<string, string>();
    for (const section of sections) {
      if (seenIds.has(section.id)) report(`section id '${section.id}' is used twice`);
      seenIds.add(section.id);
      for (const group of section.groups ?? []) {
        if (seenIds.has(group.id)) report(`section id '${group.id}' is used twice`);
        seenIds.add(group.id);
      }
      for (const name of sectionFields(section)) {
        if (!def.fields[name]) report(`section '${section.id}' names '${name}', which is not a question in schema.json`);
        else if (placed.has(name)) report(`'${name}' is in section '${placed.get(name)}' and again in '${section.id}'`);
        else placed.set(name, section.id);
      }
    }
    for (const name of Object.keys(def.fields)) {
      if (!placed.has(name)) report(`question '${name}' is in no section of ui:sections`);
    }
  }
  for (const key of Object.keys(def.ui)) {
    if (!key.startsWith('ui:') && !def.fields[key]) report(`'${key}' is not a question in schema.json`);
  }
}

function checkExample(def: FormDefinition, report: (m: string) => void) {
  if (!def.example) {
    report('is missing: every form needs an example answer set (it feeds the checks and the rules tests)');
    return;
  }
  for (const key of Object.keys(def.example)) {
    if (!def.fields[key]) report(`'${key}' is not a question in schema.json`);
  }
  let errors;
  try {
    errors = createAnswersValidator(def, ENGINE_MESSAGES)(def.example);
  } catch (error) {
    report(`cannot be validated: ${(error as Error).message}`);
    return;
  }
  for (const { field, message } of errors) report(`does not pass schema.json: ${field || '(form)'}: ${message}`);
}

function checkTranslation(def: FormDefinition, tr: FormTranslation, report: (m: string) => void) {
  const sectionIds = new Set((def.ui['ui:sections'] ?? []).flatMap((s) => [s.id, ...(s.groups ?? []).map((g) => g.id)]));
  for (const id of Object.keys(tr.sections ?? {})) {
    if (!sectionIds.has(id)) report(`sections.${id}: no section or group '${id}' in ui.json`);
  }
  for (const [name, t] of Object.entries(tr.fields ?? {})) {
    const field = def.fields[name];
    if (!field) {
      report(`fields.${name}: no question '${name}' in schema.json`);
      continue;
    }
    if (!t?.options) continue;
    const values = new Set(optionsOf(field)?.map((o) => o.value) ?? []);
    for (const value of Object.keys(t.options)) {
      if (!values.has(value)) report(`fields.${name}.options.${value}: '${name}' has no option '${value}'`);
    }
  }
}

function checkUnique(forms: FormDefinition[], what: string, key: (def: FormDefinition) => unknown, problems: Problem[]) {
  const owners = new Map<string, string[]>();
  for (const def of forms) {
    const value = key(def);
    if (typeof value !== 'string') continue; // a missing value is already a form.json problem
    owners.set(value, [...(owners.get(value) ?? []), def.id]);
  }
  for (const [value, ids] of owners) {
    if (ids.length < 2) continue;
    for (const id of ids) {
      const others = ids.filter((other) => other !== id).join(', ');
      problems.push({ file: `schemas/${id}/form.json`, message: `${what} '${value}' is also used by ${others}` });
    }
  }
}
