import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/*
 * Fails when a translation key is missing in one of pt, es, en, or is used nowhere in src/.
 * Keys are the shared files (src/i18n/locales) plus each feature's (src/features/<f>/locales, and
 * lazy-locales, in the feature or one of its rooms, for strings loaded with the feature's chunk, under the feature's name). A key counts as used when it appears quoted in the code, or when the code
 * builds it from a template literal prefix (`t(\`home.forms.${id}\`)` uses every `home.forms.*`).
 */
const ROOT = resolve(import.meta.dirname, '..');
const LOCALES = ['pt', 'es', 'en'] as const;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

function flatten(value: unknown, prefix: string, out: Set<string>): Set<string> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.add(prefix);
  return out;
}

export function localeKeys(locale: string): Set<string> {
  const keys = flatten(JSON.parse(readFileSync(resolve(ROOT, `src/i18n/locales/${locale}.json`), 'utf8')), '', new Set());
  const owners = ['src/features', 'src/components'].flatMap((base) =>
    readdirSync(resolve(ROOT, base), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => [entry.name, resolve(ROOT, base, entry.name)] as const),
  );
  // A feature's rooms (src/features/admin/<room>/lazy-locales) add to the feature's own keys.
  const rooms = (folder: string) => readdirSync(folder, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => join(folder, e.name));
  const folders = owners.flatMap(([feature, folder]) =>
    [folder, ...rooms(folder)].flatMap((base) => ['locales', 'lazy-locales'].map((sub) => [feature, join(base, sub)] as const)),
  );
  for (const [feature, dir] of folders) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.split('.')[0] === locale && f.endsWith('.json'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    for (const file of files) flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')), feature, keys);
  }
  return keys;
}

const problems: string[] = [];
const keys = Object.fromEntries(LOCALES.map((l) => [l, localeKeys(l)]));
const all = new Set(LOCALES.flatMap((l) => [...keys[l]]));
for (const key of all) {
  const missing = LOCALES.filter((l) => !keys[l].has(key));
  if (missing.length) problems.push(`'${key}' is missing in ${missing.join(', ')}`);
}

const code = walk(resolve(ROOT, 'src'))
  .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.test.ts'))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
const prefixes = [...code.matchAll(/`([a-zA-Z0-9_.]+\.)\$\{/g)].map((m) => m[1]);
for (const entry of all) {
  // i18next plural forms (`unsaved_one`, `unsaved_other`) are used through their base key.
  const key = entry.replace(/_(zero|one|two|few|many|other)$/, '');
  const quoted = code.includes(`'${key}'`) || code.includes(`"${key}"`) || code.includes(`\`${key}\``);
  if (!quoted && !prefixes.some((p) => key.startsWith(p))) problems.push(`'${entry}' is not used in src/`);
}

for (const p of problems) console.log(`✘ ${p}`);
console.log(problems.length ? `${problems.length} translation problem(s) (${relative(ROOT, resolve(ROOT, 'src'))})` : `${all.size} keys in pt, es and en, all used`);
process.exit(problems.length ? 1 : 0);
