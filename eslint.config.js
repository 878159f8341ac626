import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', '.data', 'functions/lib', 'node_modules', 'test-results', 'playwright-report'] },
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
    // Only the backend talks to Firebase: pages and the form engine stay testable and swappable.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/backend/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['firebase', 'firebase/*'], message: 'Import Firebase only in src/backend/.' }] }],
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
  {
    // Features never import each other.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.)|/features/', message: 'Features do not import each other.' },
            { group: ['firebase', 'firebase/*'], message: 'Import Firebase only in src/backend/.' },
          ],
        },
      ],
    },
  },
);
