import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSystem } from '@chakra-ui/react';
import * as theme from '@chakra-ui/react/theme';
import { getSystem } from './system';

/*
 * The app's Chakra system lists the recipes it needs (src/app/system.ts). A component whose recipe
 * is missing renders unstyled without any error, so this reads which Chakra components src/ imports,
 * follows each to its code in @chakra-ui/react, and collects the recipe keys that code asks for.
 */
const CHAKRA = resolve('node_modules/@chakra-ui/react/dist/esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names imported from '@chakra-ui/react' anywhere in src/. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles('src')) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const item of list.split(',')) {
        const name = item.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Where the package's index takes each exported name from. */
function exportSources(): Map<string, string> {
  const index = readFileSync(join(CHAKRA, 'index.js'), 'utf8');
  const namespaces = new Map([...index.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)].map(([, alias, from]) => [alias, from]));
  const sources = new Map<string, string>();
  for (const [, list, from] of index.matchAll(/export \{([^}]+)\}(?: from '([^']+)')?/g)) {
    for (const item of list.split(',')) {
      const [local, exported = local] = item.trim().split(/\s+as\s+/);
      const source = from ?? namespaces.get(local);
      if (source?.startsWith('.')) sources.set(exported, join(CHAKRA, source));
    }
  }
  return sources;
}

/** Recipe keys asked for by a module and the component modules it imports. */
function recipeKeys(file: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(file) || !file.includes('/components/')) return keys;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, key] of code.matchAll(/key: "(\w+)"/g)) keys.add(key);
  for (const [, from] of code.matchAll(/from '(\.[^']+)'/g)) for (const key of recipeKeys(join(dirname(file), from), seen)) keys.add(key);
  return keys;
}

describe('the Chakra system', () => {
  const system = getSystem();
  const defaults = new Set([...Object.keys(theme.recipes), ...Object.keys(theme.slotRecipes)]);
  const ours = new Set([...Object.keys(system._config.theme?.recipes ?? {}), ...Object.keys(system._config.theme?.slotRecipes ?? {})]);
  const sources = exportSources();
  const used = [...importedNames()].filter((name) => sources.has(name));

  it('finds the components src/ imports in the package (the reading above still works)', () => {
    expect(used).toEqual(expect.arrayContaining(['Button', 'Card', 'Heading', 'Table']));
  });

  it('has the recipe of every Chakra component src/ imports', () => {
    const missing = used.flatMap((name) => [...recipeKeys(sources.get(name)!)].filter((key) => defaults.has(key) && !ours.has(key)).map((key) => `${name} needs ${key}`));
    expect(missing).toEqual([]);
  });

  it('keeps the default theme: the same global styles and tokens, and its recipes as they are', () => {
    expect(system._global).toEqual(defaultSystem._global);
    expect(system.token('colors.purple.700')).toBe(defaultSystem.token('colors.purple.700'));
    expect(system.getRecipe('button')).toStrictEqual(theme.buttonRecipe);
  });
});
