import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * A build for a real site (`vite build`, production mode) refuses to start while a public value it
 * needs is missing, a placeholder or malformed, naming each: otherwise the site would go out with a
 * WhatsApp number of nines and social links nobody chose. Each refusal comes before any bundling (a
 * second or so); with every value set, the client build (without the prerender) takes some 15 s.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const OUT = mkdtempSync(join(tmpdir(), 'movaly-production-build-'));
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

/** What a real site needs, as the README's production steps name it. */
const GOOD = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExampleExampleExampleExample000',
  VITE_FIREBASE_AUTH_DOMAIN: 'estudio-real.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'estudio-real',
  VITE_FIREBASE_APP_ID: '1:123456789:web:abcdef',
  VITE_WHATSAPP_NUMBER: '5521987654321',
  VITE_WHATSAPP_DISPLAY: '+55 (21) 98765-4321',
  VITE_CONTACT_EMAIL: 'ola@estudio-real.com.br',
  VITE_INSTAGRAM_URL: 'https://www.instagram.com/estudioreal',
  VITE_YOUTUBE_URL: 'https://www.youtube.com/@estudioreal',
  VITE_APPCHECK_RECAPTCHA_SITE_KEY: '6LdExampleExampleExampleExampleExample00',
};
const NAMES = Object.keys(GOOD);

/**
 * `vite build` in production mode with exactly these values: every other one is blanked, and Vite
 * lets the process's variables win over .env files, so a developer's .env.production.local does not count.
 */
function productionBuild(values: Record<string, string | undefined>) {
  const given = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value ?? '']));
  const blank = Object.fromEntries([...NAMES, 'VITE_FIREBASE_EMULATORS'].map((name) => [name, '']));
  // Without vitest's NODE_ENV=test, which would make Vite build a development bundle, as `npm run build` does not.
  const inherited = { ...process.env };
  delete inherited.NODE_ENV;
  const run = spawnSync(resolve(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...inherited, ...blank, ...given, MOVALY_PRERENDER: '0', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The lines of the refusal that name a variable. */
const named = (output: string) => output.split('\n').filter((line) => /^\s+- VITE_/.test(line));

describe('a production build', () => {
  it('refuses to start without its settings and names every missing variable', () => {
    const { code, output } = productionBuild({});
    expect(code).not.toBe(0);
    expect(output).toContain('This build (mode "production") is for a real site');
    expect(named(output).map((line) => line.trim().split(' ')[1])).toEqual(NAMES);
    for (const line of named(output)) expect(line).toMatch(/ is not set: .+\.$/);
    expect(existsSync(join(OUT, 'index.html'))).toBe(false);
  });

  it('names only what is missing when the rest is there', () => {
    const { code, output } = productionBuild({ ...GOOD, VITE_WHATSAPP_NUMBER: undefined, VITE_YOUTUBE_URL: undefined });
    expect(code).not.toBe(0);
    expect(named(output)).toEqual([
      expect.stringContaining('VITE_WHATSAPP_NUMBER is not set'),
      expect.stringContaining('VITE_YOUTUBE_URL is not set'),
    ]);
  });

  it("refuses the local placeholder number, a number that wa.me would not open, and the emulators' wiring", () => {
    const placeholder = productionBuild({ ...GOOD, VITE_WHATSAPP_NUMBER: '5511999999999', VITE_INSTAGRAM_URL: 'instagram.com/estudioreal' });
    expect(placeholder.code).not.toBe(0);
    expect(named(placeholder.output)).toEqual([
      expect.stringContaining('VITE_WHATSAPP_NUMBER is the local placeholder (5511999999999)'),
      expect.stringContaining('VITE_INSTAGRAM_URL is "instagram.com/estudioreal"'),
    ]);

    const emulators = productionBuild({ ...GOOD, VITE_WHATSAPP_NUMBER: '+55 21 98765-4321', VITE_FIREBASE_EMULATORS: 'firestore=127.0.0.1:8080' });
    expect(emulators.code).not.toBe(0);
    expect(named(emulators.output)).toEqual([
      expect.stringContaining('VITE_WHATSAPP_NUMBER is "+55 21 98765-4321"'),
      expect.stringContaining('VITE_FIREBASE_EMULATORS is set'),
    ]);
  });

  it("builds with every value set, and ships the studio's contacts, not the local placeholders", { timeout: 150_000 }, () => {
    const { code, output } = productionBuild(GOOD);
    expect(output).not.toContain('is for a real site');
    expect(code).toBe(0);
    const bundle = readdirSync(join(OUT, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(OUT, 'assets', file), 'utf8'))
      .join('\n');
    for (const value of [GOOD.VITE_WHATSAPP_NUMBER, GOOD.VITE_INSTAGRAM_URL, GOOD.VITE_YOUTUBE_URL, GOOD.VITE_CONTACT_EMAIL]) {
      expect(bundle.includes(value), value).toBe(true);
    }
    // (The forms' phone hint "(11) 99999-9999" is an example for visitors, not the studio's number.)
    for (const placeholder of ['5511999999999', '+55 (11) 99999-9999', 'instagram.com/movaly', 'youtube.com/@movaly', 'contato@movaly.com.br']) {
      expect(bundle.includes(placeholder), placeholder).toBe(false);
    }
  });
});
