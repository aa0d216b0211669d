import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { catalogParts } from './build/catalog-parts';
import { precompress } from './build/precompress';

const apiTarget = process.env.STRATA_API ?? 'http://localhost:8080';

/**
 * React Router's production build, which its package exports do not name: they name the
 * development build, whose warnings (`ENABLE_DEV_WARNINGS = true`) a minifier cannot drop. A
 * production bundle resolves `react-router` and `react-router/dom` (react-router-dom's own imports)
 * to dist/production instead (ADR 0004: the login route's budget).
 */
function reactRouterProduction() {
  const fromDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
  const development = path.dirname(fromDom.resolve('react-router'));
  const production = path.join(development, '..', 'production');
  return [
    { find: /^react-router$/, replacement: path.join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ mode }) => ({
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
      ...(mode === 'production' ? reactRouterProduction() : []),
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports in one chunk: the login route fetched 21 files, many under
        // 1 kB, each compressed on its own (ADR 0004). Lazy chunks import from it.
        codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] },
      },
    },
  },
}));
