import { defineConfig } from 'tsup';

export default defineConfig({
  // The reply schemas and the named wire schemas are their own entries (`@strata/domain/responses`,
  // `@strata/domain/wire-schemas`): the app loads them only to validate replies in development,
  // so the client's entry need not carry them.
  entry: {
    index: 'src/index.ts',
    responses: 'src/responses/index.ts',
    'wire-schemas': 'src/contract/wire-schemas.ts',
  },
  format: ['esm'],
  dts: true,
  platform: 'neutral',
  target: 'es2023',
  clean: true,
  sourcemap: true,
});
