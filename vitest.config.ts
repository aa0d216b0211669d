import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { catalogParts } from './packages/app/build/catalog-parts';

// The Lingui macro finds its config through this when run from the repository root.
process.env.LINGUI_CONFIG ??= 'packages/app/lingui.config.ts';

export default defineConfig({
  test: {
    // Vitest's default leaves a core to itself: one worker on a two-core machine, every file in
    // turn. The server's files wait on their databases much of the time; two workers took 52 s
    // where one took 84 s for the same six server files on two cores (three: 52 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'ui',
          root: 'packages/ui',
          environment: 'jsdom',
          // A DOM test on a busy machine waits for its events (test/setup-dom.ts), not the clock.
          testTimeout: 60_000,
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          setupFiles: ['../../test/setup-dom.ts'],
        },
      },
      {
        // As packages/app/vite.config.ts: Lingui macros compiled, .po catalogs importable.
        plugins: [
          react(),
          babel({
            include: /packages\/app\/src\/.*\.[jt]sx?$/,
            plugins: ['@lingui/babel-plugin-lingui-macro'],
          }),
          lingui({ configPath: process.env.LINGUI_CONFIG }),
          catalogParts({ configPath: process.env.LINGUI_CONFIG }),
        ],
        test: {
          name: 'app',
          root: 'packages/app',
          environment: 'jsdom',
          testTimeout: 60_000,
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          setupFiles: ['../../test/setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Builds PGlite's worker thread, as the server's build does (docs/adr/0022).
          globalSetup: ['test/support/pglite-thread.ts'],
          testTimeout: 60_000,
          // The first file builds the shared seeded database dump (50,000 bookings): over a minute
          // on a loaded two-core machine.
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [react()],
        test: {
          // Consumers of the published builds (`pnpm build:libs` runs first).
          name: 'consumer',
          root: '.',
          environment: 'jsdom',
          include: ['test/consumer/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup-dom.ts'],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'text', 'html'],
      reportsDirectory: 'coverage',
      include: ['packages/*/src/**/*.{ts,tsx}'],
      exclude: [
        '**/*.stories.tsx',
        '**/*.test.{ts,tsx}',
        '**/index.ts',
        'packages/server/src/main.ts',
      ],
      thresholds: {
        // domain holds the product's rules; pnpm test fails below 95 %.
        'packages/domain/src/**': { lines: 95, branches: 95, functions: 95, statements: 95 },
      },
    },
  },
});
