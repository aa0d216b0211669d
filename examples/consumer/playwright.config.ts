import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * The example as a product ships it: its Vite build served by `vite preview`, and beside it
 * Strata's built server over a fresh embedded database with the demo data, for the domain client.
 * Run by scripts/check-packs.mjs after it installs the tarballs and builds the example.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.CONSUMER_PORT ?? 8196);
const serverPort = Number(process.env.CONSUMER_SERVER_PORT ?? 8195);
process.env.STRATA_SERVER_URL = `http://localhost:${serverPort}`;

export default defineConfig({
  testDir: 'e2e',
  // One baseline per image whatever the platform: the fonts drawn are the package's own.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled' } },
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1024, height: 720 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: `node node_modules/vite/bin/vite.js preview --port ${port} --strictPort`,
      cwd: here,
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // As playwright.config.ts at the repository root runs it for the end-to-end tests.
      command: 'node packages/server/dist/main.js',
      cwd: path.resolve(here, '../..'),
      url: `http://localhost:${serverPort}/healthz`,
      reuseExistingServer: false,
      // The first start creates and seeds the demo database: well over a minute on a busy
      // two-core machine (as the root playwright.config.ts allows).
      timeout: 180_000,
      env: {
        PORT: String(serverPort),
        DATA_DIR:
          process.env.CONSUMER_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'strata-consumer-')),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
    },
  ],
});
