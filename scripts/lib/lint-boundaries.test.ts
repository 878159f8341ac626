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

  it('let a staff room reach another only through its door', async () => {
    expect(await ruleIds('src/features/admin/privacy/probe.ts', "export { stageLabel } from '../lead/pipeline-format';\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('src/features/admin/privacy/probe.ts', "export { stageLabel } from '../lead';\n")).toEqual([]);
    expect(await ruleIds('src/features/admin/admin-home-page-probe.ts', "export { InboxTable } from './inbox/inbox-table';\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('src/features/admin/privacy/probe.ts', "export { PageHeading } from '../shared/page-heading';\n")).toEqual([]);
  });

  it('keep the staff kit free of the rooms', async () => {
    expect(await ruleIds('src/features/admin/shared/probe.ts', "export { stageLabel } from '../lead';\n")).toContain('import-x/no-restricted-paths');
  });

  it('keep the engine free of the domain, and the domain free of React, Firebase and the app', async () => {
    expect(await ruleIds('src/forms/core/probe.ts', "export { leadId } from '../../domain/lead';\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('src/domain/probe.ts', "export { fingerprint } from '../forms/core/hash';\n")).toEqual([]);
    expect(await ruleIds('src/domain/probe.ts', "export { submitAnswers } from '../backend/submissions';\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('src/domain/probe.ts', "export { useState } from 'react';\n")).toContain('no-restricted-imports');
  });

  it('keep the core free of the runner, React and Firebase', async () => {
    expect(await ruleIds('src/forms/core/probe.ts', "export { FormRunner } from '../runner/form-runner';\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('src/forms/core/probe.ts', "export { useState } from 'react';\n")).toContain('no-restricted-imports');
  });

  it('let the function import only the engine and the domain', async () => {
    expect(await ruleIds('functions/src/probe.ts', "export { paths } from '../../src/config/paths';\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('functions/src/probe.ts', "export { fingerprint } from '../../src/forms/core/hash';\n")).toEqual([]);
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
