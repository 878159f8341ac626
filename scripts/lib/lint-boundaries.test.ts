import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The house's boundaries are lint errors, not conventions: these lint made-up files (text only, at
 * real paths) with the project's own eslint.config.js and expect the boundary rule to fire.
 */
const ROOT = resolve(import.meta.dirname, '../..');
// ignore: false, so the deliberate cycle under tests/fixtures (left out of npm run lint) is linted here.
const eslint = new ESLint({ cwd: ROOT, ignore: false });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, filePath) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

// The first lint builds the typed program (several seconds on a busy 2-core machine): not a timing under test.
describe('lint boundaries', { timeout: 60_000 }, () => {
  it('refuse a feature importing another feature', async () => {
    const ids = await ruleIds('src/features/home/probe.ts', "export { BackToServicesLink } from '../services/back-to-services-link';\n");
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('let a feature import shared components and config', async () => {
    const ids = await ruleIds('src/features/home/probe.ts', "export { paths } from '../../config/paths';\n");
    expect(ids).toEqual([]);
  });

  it('keep the core free of the runner, React and Firebase', async () => {
    expect(await ruleIds('src/forms/core/probe.ts', "export { FormRunner } from '../runner/form-runner';\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('src/forms/core/probe.ts', "export { useState } from 'react';\n")).toContain('no-restricted-imports');
  });

  it('let the function import only the core', async () => {
    expect(await ruleIds('functions/src/probe.ts', "export { paths } from '../../src/config/paths';\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('functions/src/probe.ts', "export { renderLeadEmail } from '../../src/domain/lead-email';\n")).toEqual([]);
  });

  it('refuse an import upward from components or config', async () => {
    expect(await ruleIds('src/components/ui/probe.ts', "export { HomePage } from '../../features/home/home-page';\n")).toContain('import-x/no-restricted-paths');
  });

  it('refuse Firebase outside the backend', async () => {
    expect(await ruleIds('src/features/home/probe.ts', "export { getFirestore } from 'firebase/firestore/lite';\n")).toContain('no-restricted-imports');
  });

  it('refuse a file name that is not kebab-case', async () => {
    expect(await ruleIds('src/components/ui/ServiceCard.tsx', 'export const x = 1;\n')).toContain('check-file/filename-naming-convention');
  });

  it('refuse an import cycle', async () => {
    const [result] = await eslint.lintFiles([resolve(ROOT, 'tests/fixtures/lint-cycle/cycle-a.ts')]);
    expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
