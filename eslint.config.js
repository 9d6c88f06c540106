// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What rules/ may never import: it is pure TypeScript that runs in the browser, Node and tests alike. */
const RULES_FORBIDDEN = [
  { group: ['react', 'react-*', 'react/*', 'react-dom/*'], message: 'rules/ is pure: no React.' },
  { group: ['@chakra-ui/*', '@emotion/*', 'next-themes'], message: 'rules/ is pure: no UI kit.' },
  { group: ['@rjsf/*'], message: 'rules/ is pure: no form renderer.' },
  { group: ['xstate', '@xstate/*'], message: 'rules/ is pure: no state machines.' },
  { group: ['node:*', 'fs', 'fs/*', 'path', 'os', 'url', 'crypto', 'child_process', 'http', 'https', 'util', 'module', 'process'], message: 'rules/ is pure: no Node built-ins.' },
  { group: ['**/src', '**/src/**'], message: 'rules/ imports nothing from src/.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'rules/generated/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['rules/**/*.ts'],
    ignores: ['rules/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: RULES_FORBIDDEN }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
