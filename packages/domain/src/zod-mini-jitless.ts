/*
 * zod's mini build for the browser bundle, with its JIT off before any schema is built, for the
 * reason zod-jitless.ts gives (the app's CSP refuses eval). vite.config.ts aliases `zod/mini` to
 * this module (listed in this package's sideEffects); the server keeps the JIT.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4/mini';
