import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/*
 * Where code may import from, by folder (import-x/no-restricted-paths resolves every import, relative
 * or not, so a path trick cannot go around it). The direction is app -> features -> forms, backend,
 * components, i18n, config; functions/ shares only the React-free core.
 */
const zones = [
  // Features never import each other.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to src/components or src/forms.',
  })),
  {
    target: './src/forms/core',
    from: ['./src/app', './src/features', './src/components', './src/backend', './src/forms/runner', './src/forms/theme'],
    message: 'src/forms/core is shared with the Cloud Function: it imports nothing from the app, React code or Firebase.',
  },
  {
    target: './functions/src',
    from: './src',
    except: ['./forms/core', './i18n/locales'],
    message: 'The function shares only the React-free core (src/forms/core) and its messages.',
  },
  {
    target: ['./src/components', './src/config'],
    from: ['./src/app', './src/features'],
    message: 'Nothing imports upward from src/components or src/config.',
  },
  {
    target: './src/config',
    from: ['./src/components', './src/forms', './src/backend', './src/i18n'],
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
    // The core is shared with the Cloud Function: no React, no browser-only code.
    files: ['src/forms/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*', '@chakra-ui/*', '@rjsf/*', 'firebase', 'firebase/*'], message: 'src/forms/core is React-free and shared with functions/.' }] },
      ],
    },
  },
);
