import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';

/*
 * Issue 28: under npm start, a form file that is not JSON (a comma taken out of a briefing's
 * schema.json) is named on the form's page, file, line and column, in Portuguese, instead of the
 * router's generic error; once the file is fixed and saved, the page reloads by itself and shows the
 * form. It breaks a file, so it runs only in the scratch copy of scripts/prove-form-editor.ts
 * (`npm test -- editor`), one test at a time, and puts the file back whatever happens.
 */
const COPY = process.env.FORM_EDITOR_COPY;
/** How often npm start's watcher said it rebuilt the functions (scripts/lib/watch-forms.ts), in the copy's log. */
const rebuilds = () => readFileSync(resolve(COPY!, '.data/logs/start.log'), 'utf8').split('Forms changed: the functions were rebuilt').length - 1;

test('a broken form file is named on its page, which reloads by itself once the file is fixed', async ({ page }) => {
  expect(COPY, 'runs only in the scratch copy of scripts/prove-form-editor.ts (npm test -- editor): it breaks a form file').toBeTruthy();
  const file = resolve(COPY!, 'schemas/clonagem_voz/schema.json');
  const sound = readFileSync(file, 'utf8');
  const lines = sound.split('\n');
  expect(lines[2]).toBe('  "title": "Briefing - Clonagem de Voz",');
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });

  const rebuiltBefore = rebuilds();
  try {
    // Line 3's comma goes: the next key, line 4 column 3, is where a comma or '}' was due.
    writeFileSync(file, [...lines.slice(0, 2), lines[2].replace(/,$/, ''), ...lines.slice(3)].join('\n'));
    await page.goto('/clonagem-voz/briefing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Um arquivo de formulário tem um erro');
    const main = page.getByRole('main');
    await expect(main).toContainText('O arquivo schemas/clonagem_voz/schema.json tem um erro na linha 4, coluna 3.');
    await expect(main).toContainText(`encontrei '"' onde devia vir uma vírgula ou '}'`);
    await expect(main).toContainText('Corrija o arquivo e salve: a página recarrega sozinha.');
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  } finally {
    writeFileSync(file, sound);
  }

  // No click: the dev server reloads the page when the file is saved.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Briefing - Clonagem de Voz');
  expect(problems).toEqual([]);
  // npm start's watcher has rebuilt the functions from the mended file (its own line in the log), so
  // what it regenerates reloads no page of the next test.
  await expect.poll(rebuilds, { timeout: 120_000 }).toBeGreaterThan(rebuiltBefore);
});
