import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  clean: true,
  sourcemap: true,
  // The workspace's domain package is TypeScript source: bundle it in.
  noExternal: ['@strata/domain'],
});
