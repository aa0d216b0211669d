// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import direction is fixed: domain ← ui ← app, domain ← server (../shared/STYLE.md).
 * Each package lists what it may not import; both package names and relative paths that
 * climb into a sibling package are refused.
 */
const siblings = (/** @type {string[]} */ names) =>
  names.flatMap((name) => [`@strata/${name}`, `@strata/${name}/*`, `**/${name}/src/**`]);

const react = ['react', 'react/*', 'react-dom', 'react-dom/*', 'radix-ui', '@radix-ui/*'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/app/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser },
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // domain: plain TypeScript. No React, no DOM, no sibling packages.
    files: ['packages/domain/**/*.ts'],
    languageOptions: { globals: { ...globals.es2024 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...react, ...siblings(['ui', 'app', 'server'])],
              message: 'packages/domain is pure TypeScript: no React, no DOM, no other package.',
            },
            { group: ['node:*', '*.css'], message: 'packages/domain runs anywhere: no Node APIs.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map(
          (name) => ({ name, message: 'packages/domain has no DOM: pass it in instead.' }),
        ),
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: siblings(['app', 'server']),
              message: 'packages/ui may import only @strata/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...react, ...siblings(['ui', 'app'])],
              message: 'packages/server may import only @strata/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: siblings(['server']),
              message: 'packages/app talks to the server over HTTP, through @strata/domain.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
