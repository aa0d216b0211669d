import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { catalogParts } from './catalog-parts';
import { precompress } from './precompress';

const apiTarget = process.env.STRATA_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    // Lingui's macros (t, Trans, msg) compile to catalog lookups; .po catalogs import compiled.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    catalogParts(),
    tailwindcss(),
    precompress(),
  ],
  server: {
    port: 5173,
    // In development the API and websocket live on the server; one origin in the browser.
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  // zod without its eval-probing JIT, so the app runs under a CSP without 'unsafe-eval'.
  resolve: {
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('../domain/src/zod-jitless.ts', import.meta.url)),
      },
      {
        find: /^zod\/mini$/,
        replacement: fileURLToPath(new URL('../domain/src/zod-mini-jitless.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports in one chunk: the login route fetched 21 files, many under
        // 1 kB, each compressed on its own (issue 17). Lazy chunks import from it.
        codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] },
      },
    },
  },
});
