// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import direction is fixed: domain ← ui ← app, domain ← server (docs/ARCHITECTURE.md).
 * Each package lists what it may not import; both package names and relative paths that
 * climb into a sibling package are refused.
 */
const siblings = (/** @type {string[]} */ names) =>
  names.flatMap((name) => [`@strata/${name}`, `@strata/${name}/*`, `**/${name}/src/**`]);

/** The app's feature folders, read from disk so that a new feature is bounded without an edit here. */
const appFeatures = readdirSync('packages/app/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Per-feature boundaries (bulletproof-react's `import/no-restricted-paths`): a feature imports no
 * other feature and not the app shell; lib/ (the shared layer) imports neither. The shell composes
 * features only in app/, through lib/'s contracts such as `FeatureRoutes`.
 */
const appZones = [
  ...appFeatures.map((feature) => ({
    target: `./packages/app/src/features/${feature}`,
    from: './packages/app/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move the shared piece down to lib/, ui or domain.',
  })),
  {
    target: './packages/app/src/features',
    from: './packages/app/src/app',
    message: 'Features do not import the app shell: what they share with it lives in lib/.',
  },
  {
    target: './packages/app/src/lib',
    from: ['./packages/app/src/features', './packages/app/src/app'],
    message: 'lib/ is below the features and the shell: it imports neither.',
  },
];

/** The server's modules (packages/server/src/modules/<resource>), read from disk like the features. */
const serverModules = readdirSync('packages/server/src/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Per-module boundaries on the server (docs/adr/0008-server-modules-by-resource.md): a module
 * reaches another only through its `index.ts` (the module and what others need) or its
 * `tables.ts` (its tables: foreign keys and joins cross modules both ways, and the index loads
 * the routes, so tables behind it would make import cycles). Modules take tables from the
 * modules, never from db/schema.ts (which gathers them for drizzle-kit and the plumbing), and
 * src/shared, below the modules, imports none.
 */
const serverZones = [
  ...serverModules.map((module) => ({
    target: `./packages/server/src/modules/${module}`,
    from: './packages/server/src/modules',
    except: [
      `./${module}`,
      ...serverModules
        .filter((other) => other !== module)
        .flatMap((other) => [`./${other}/index.ts`, `./${other}/tables.ts`]),
    ],
    message: 'Import another module through its index.ts (or its tables.ts), never its internals.',
  })),
  {
    target: './packages/server/src/modules',
    from: './packages/server/src/db/schema.ts',
    message: "A module takes tables from their module's tables.ts (its own ./tables).",
  },
  {
    target: './packages/server/src/shared',
    from: './packages/server/src/modules',
    message:
      'src/shared is below the modules: it imports none (move the piece down, or into a module).',
  },
];

const react = ['react', 'react/*', 'react-dom', 'react-dom/*', 'radix-ui', '@radix-ui/*'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      '**/.data/**',
      '**/.bench/**',
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
    // No import cycles anywhere (relative and workspace imports, resolved like TypeScript does).
    files: ['packages/*/src/**/*.{ts,tsx}', 'packages/*/test/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript preset's extensions and parsers, without its resolver (the node one below).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['packages/app/src/**/*.{ts,tsx}'],
    // Tests and stories may compose through the app shell (providers, routes) like main.tsx does.
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: appZones }] },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
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
