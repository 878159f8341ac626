import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stale, type Problem } from './check-forms';
import { GENERATED_DIR } from './generate-types';

const ROOT = resolve(import.meta.dirname, '../..');

/** The generated files on disk, by path relative to the root (every .ts and .js under the generated folder). */
export function readGeneratedTypes(root = ROOT): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    const abs = join(root, dir);
    if (!existsSync(abs)) return;
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|js)$/.test(entry.name)) files[path] = readFileSync(join(root, path), 'utf8');
    }
  };
  walk(GENERATED_DIR);
  return files;
}

/** A generated file that differs from what forms:generate would write, is missing, or belongs to no form. */
export function compareGenerated(expected: Record<string, string>, onDisk: Record<string, string>): Problem[] {
  const problems: Problem[] = [];
  for (const [path, text] of Object.entries(expected)) if (onDisk[path] !== text) problems.push(stale(path));
  for (const path of Object.keys(onDisk)) {
    if (path in expected) continue;
    problems.push({
      file: path,
      pointer: '',
      pt: `${path} não corresponde a nenhum formulário: rode npm run forms:generate (que o apaga) e faça commit.`,
      en: `${path} belongs to no form: run npm run forms:generate (which removes it) and commit.`,
    });
  }
  return problems;
}
