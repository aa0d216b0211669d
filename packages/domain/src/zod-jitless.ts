/*
 * zod for the browser bundle (the CSP allows no eval, ADR 0003): the same zod, with its JIT off before any schema is
 * built. zod probes `new Function('')` to compile object parsers, which the app's
 * Content-Security-Policy (no eval) refuses and Chromium reports as a violation. vite.config.ts
 * aliases `zod` to this module (listed in this package's sideEffects, so the config call is
 * kept); the server keeps the JIT.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
