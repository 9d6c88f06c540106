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

/** What the browser and the server both run may use neither a UI framework nor Node. */
const FRAMEWORK_FREE = [
  { group: ['react', 'react-*', 'react/*', 'react-dom/*', '@tanstack/*'], message: 'framework-free: no React, no TanStack Query.' },
  { group: ['@chakra-ui/*', '@emotion/*', 'next-themes', '@rjsf/*', 'formik', 'yup'], message: 'framework-free: no UI kit, no form library.' },
  { group: ['xstate', '@xstate/*', '@elastic/*'], message: 'framework-free: no state machines, no monitoring agent.' },
];
const NODE_FREE = [
  { group: ['node:*', 'fs', 'fs/*', 'path', 'os', 'url', 'crypto', 'child_process', 'http', 'https', 'util', 'module', 'process'], message: 'runs in the browser too: no Node built-ins.' },
  { group: ['fastify', 'fastify/*', '@fastify/*', 'better-sqlite3'], message: 'runs in the browser too: no server libraries.' },
];
const PORTAL_AND_SERVER = ['**/app/**', '**/features/**', '**/components/**', '**/lib/**', '**/server/**', '**/cli/**'];

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
    // src/shared/ is the wire contract the portal and the server both import (docs/transport.md).
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...FRAMEWORK_FREE, ...NODE_FREE, { group: [...PORTAL_AND_SERVER, '**/transport/**'], message: 'src/shared/ imports only rules/ and itself.' }] },
      ],
    },
  },
  {
    // The portal's transport is framework-free: the app wires it to React, TanStack Query and the toasts.
    files: ['src/transport/**/*.ts'],
    ignores: ['src/transport/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...FRAMEWORK_FREE, ...NODE_FREE, { group: PORTAL_AND_SERVER, message: 'src/transport/ imports only src/shared/, rules/ and itself.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
