import { defineConfig } from 'tsup';

export default defineConfig({
  // The reply schemas are their own entry (`@strata/domain/responses`): the app loads them only
  // to validate replies in development, so the client's entry need not carry them.
  entry: { index: 'src/index.ts', responses: 'src/responses/index.ts' },
  format: ['esm'],
  dts: true,
  platform: 'neutral',
  target: 'es2023',
  clean: true,
  sourcemap: true,
});
