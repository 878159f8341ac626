import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST } from './prerendered';

/*
 * The staff pages name each form in Spanish and English (the form column in a staff member's language,
 * the contact buttons in the lead's) from one module of the titles alone: not the forms' whole
 * translation files, which used to arrive as 26 chunks of questions on every staff page's first load
 * (issue 39, scripts/lib/form-title-plugin.ts).
 */
const MODULE = 'src/features/admin/shared/translated-form-titles.ts';
const manifestPath = join(DIST, '.vite/manifest.json');
const manifest: Record<string, { file: string; imports?: string[] }> = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};

const translations = readdirSync('schemas').flatMap((form) =>
  ['es', 'en'].flatMap((locale) => {
    const path = join('schemas', form, 'i18n', `${locale}.json`);
    return existsSync(path) ? [{ path, texts: (JSON.parse(readFileSync(path, 'utf8')) as { texts: Record<string, unknown> }).texts }] : [];
  }),
);

describe('the translated form titles in the build', () => {
  const chunk = manifest[MODULE];
  const code = chunk ? readFileSync(join(DIST, chunk.file), 'utf8') : '';

  it('are one chunk that imports nothing', () => {
    expect(chunk?.file).toMatch(/^assets\/translated-form-titles-.+\.js$/);
    expect(chunk?.imports ?? []).toEqual([]);
  });

  it("hold every form's Spanish and English title, and none of the files' other texts", () => {
    expect(translations.length).toBeGreaterThanOrEqual(24);
    const missing = translations.filter(({ texts }) => !code.includes(String(texts.title))).map(({ path }) => path);
    expect(missing).toEqual([]);
    const others = translations.flatMap(({ path, texts }) => (typeof texts.subtitle === 'string' && code.includes(texts.subtitle) ? [path] : []));
    expect(others).toEqual([]);
  });
});
