import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'tsup';

const outDir = path.join(import.meta.dirname, '../../node_modules/.cache/strata-pglite-thread');

/**
 * Where the tests' PGlite worker is (docs/adr/0022): `src/db/pglite-worker.ts` built as the
 * server's build makes it, by {@link buildPgliteThread} before any test file runs.
 */
export const pgliteThread = pathToFileURL(path.join(outDir, 'pglite-worker.js'));

/** Builds the worker: bundled, PGlite left a package (its WebAssembly and extensions beside it). */
export async function buildPgliteThread() {
  await build({
    entry: { 'pglite-worker': path.join(import.meta.dirname, '../../src/db/pglite-worker.ts') },
    outDir,
    format: ['esm'],
    platform: 'node',
    target: 'node24',
    config: false,
    silent: true,
    external: ['@electric-sql/pglite'],
  });
}

/** Vitest's global setup for the server's tests. */
export default buildPgliteThread;
