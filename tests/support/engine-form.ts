import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readRegistry } from '../../scripts/lib/read-forms';
import type { Locale } from '../../src/forms/core/definition';
import type { PrecompiledForm } from '../../src/forms/core/precompiled';
import type { FormDefinition } from '../../src/forms/core/registry';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * A small synthetic form folder (tests/fixtures/engine-form/motor_teste) with one question per feature of
 * the definition format: every schema keyword and format the real forms use, plus `dependencies`, a
 * joined list, snake_case stored names, every lead role, a required consent box and an author's own caps.
 * The engine's tests prove each feature on it and on one real form that has it.
 */
export const ENGINE_FORM_DIR = resolve(ROOT, 'tests/fixtures/engine-form');

export function engineForm(): FormDefinition {
  const [def] = readRegistry(ENGINE_FORM_DIR).forms;
  return def;
}

/**
 * The form precompiled into the module forms:generate would write for it, loaded as the browser and the
 * function load theirs (the synthetic form has no module in src/forms/generated: it is no real form).
 * Written under .data/ (ignored by git) so the module's own imports resolve from the repository.
 */
export function precompiledModule(def: FormDefinition, locale: Locale): Promise<PrecompiledForm> {
  // A test asks for the same variant's module several times (a message, then an accepted answer).
  const key = `${locale}\n${JSON.stringify(def)}`;
  let module = modules.get(key);
  if (!module) modules.set(key, (module = generateModule(def, locale)));
  return module;
}
const modules = new Map<string, Promise<PrecompiledForm>>();

async function generateModule(def: FormDefinition, locale: Locale): Promise<PrecompiledForm> {
  const dir = resolve(ROOT, '.data/engine-form');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, `${def.id}.${locale}.${process.pid}.${Date.now()}.js`);
  // Imported here, not at the top: the tests that only read the folder need none of the generator's modules.
  const { precompileForm } = await import('../../scripts/lib/validators-generator');
  writeFileSync(file, precompileForm(def, locale));
  try {
    return (await import(/* @vite-ignore */ file)) as PrecompiledForm;
  } finally {
    rmSync(file, { force: true });
  }
}

/** Every keyword a schema uses (and each `type` and `format` value), its conditions' branches included. */
export function schemaKeywords(schema: unknown): Set<string> {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      found.add(key);
      if (key === 'format' || key === 'type') found.add(`${key}: ${String(value)}`);
      // Under these the keys are names (of questions), and each value is a schema.
      if (key === 'properties' || key === 'dependencies') Object.values(value as object).forEach(walk);
      else if (key !== 'errorMessage' && key !== 'const' && key !== 'default' && key !== 'enum') walk(value);
    }
  };
  walk(schema);
  return found;
}
