import { defineConfig } from 'tsup';

export default defineConfig({
  // The database's worker thread is its own file beside main.js (src/db/pglite-thread.ts).
  entry: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  clean: true,
  sourcemap: true,
  // The workspace's domain package is TypeScript source: bundle it in.
  noExternal: ['@strata/domain'],
});
