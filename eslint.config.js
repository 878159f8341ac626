import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const subfolders = (dir) =>
  readdirSync(join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'locales' && entry.name !== 'lazy-locales')
    .map((entry) => entry.name);
const features = subfolders('src/features');
// The staff area's rooms, one per capability (src/features/admin/<room>); `shared` is the kit they all use.
const rooms = subfolders('src/features/admin').filter((room) => room !== 'shared');

/*
 * Where code may import from, by folder (import-x/no-restricted-paths resolves every import, relative
 * or not, so a path trick cannot go around it). The direction is app -> features -> forms, domain,
 * backend, components, i18n, config; the domain uses the form engine (src/forms/core), never the
 * other way; functions/ shares only the engine and the domain.
 */
const zones = [
  // Features never import each other.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to src/components, src/domain or src/forms.',
  })),
  // A staff room imports another room only through its door (index.ts).
  ...rooms.flatMap((other) =>
    [...rooms.filter((room) => room !== other).map((room) => `./src/features/admin/${room}`), './src/features/admin/*.{ts,tsx}'].map((target) => ({
      target,
      from: `./src/features/admin/${other}`,
      except: ['./index.ts'],
      message: 'A staff room imports another only through its door (<room>/index.ts).',
    })),
  ),
  {
    target: './src/features/admin/shared',
    from: rooms.map((room) => `./src/features/admin/${room}`),
    message: 'The staff rooms share src/features/admin/shared: it imports none of them.',
  },
  {
    target: './src/forms/core',
    from: ['./src/app', './src/features', './src/components', './src/backend', './src/forms/runner', './src/forms/theme', './src/domain'],
    message: 'src/forms/core is the form engine, shared with the Cloud Function: it imports nothing from the app, the domain, React code or Firebase.',
  },
  {
    target: './src/domain',
    from: ['./src/app', './src/features', './src/components', './src/backend', './src/forms/runner', './src/forms/theme'],
    message: 'src/domain is shared with the Cloud Function: it imports only the form engine (src/forms/core), never the app, React code or Firebase.',
  },
  {
    target: './functions/src',
    from: './src',
    except: ['./forms/core', './domain', './i18n/locales'],
    message: 'The function shares only the form engine (src/forms/core), the domain (src/domain) and their messages.',
  },
  {
    target: ['./src/components', './src/config'],
    from: ['./src/app', './src/features'],
    message: 'Nothing imports upward from src/components or src/config.',
  },
  {
    target: './src/config',
    from: ['./src/components', './src/forms', './src/backend', './src/i18n', './src/domain'],
    message: 'src/config holds plain settings: it imports none of the app.',
  },
];

export default tseslint.config(
  // Generated code is checked by forms:check against the definitions it comes from, not linted.
  {
    ignores: ['dist', '.data', 'functions/lib', 'node_modules', 'test-results', 'playwright-report', 'tests/fixtures/lint-cycle', 'src/forms/generated'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // TypeScript files are parsed too when following imports, so no-cycle sees the whole graph.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Nor parsed when followed: the precompiled validators are megabytes of Ajv output that import nothing of ours.
      'import-x/ignore': ['src/forms/generated/'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
    },
  },
  {
    // Only the backend talks to Firebase: pages and the form engine stay testable and swappable.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/backend/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['firebase', 'firebase/*'], message: 'Import Firebase only in src/backend/.' }] }],
    },
  },
  {
    // requireStaff reads the caller's staff/{uid} document: called without await, it refuses nobody.
    files: ['functions/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "ExpressionStatement > CallExpression[callee.name='requireStaff']", message: 'Await requireStaff(request): a check that is not awaited refuses nobody.' },
      ],
    },
  },
  {
    // The engine and the domain are shared with the Cloud Function: no React, no browser-only code.
    files: ['src/forms/core/**/*.ts', 'src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*', '@chakra-ui/*', '@rjsf/*', 'firebase', 'firebase/*'], message: 'src/forms/core and src/domain are React-free and shared with functions/.' }] },
      ],
    },
  },
);
