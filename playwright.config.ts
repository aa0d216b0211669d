import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The e2e server runs as `pnpm start` runs it, on its own port and a fresh data directory. */
const port = Number(process.env.E2E_PORT ?? 8199);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'strata-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  // Its own folder: Playwright empties it at the start, and the story tests write their image
  // diffs beside it (test-results/image-diffs) while this suite runs.
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // `pnpm test` runs this beside the story tests on a two-core machine: a step can wait its turn
  // for a core, so a test gets a minute and an expectation 15 s (a failure still fails, later).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
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
  webServer: {
    command: 'node packages/server/dist/main.js',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    // The server's warnings and errors (LOG_LEVEL warn) in the run's output, beside a failure.
    stdout: 'pipe',
    // The first start creates and seeds the demo database: well over a minute on a busy
    // two-core machine.
    timeout: 180_000,
    // Embedded PGlite and database counters, as on a fresh machine, even where DATABASE_URL or
    // REDIS_URL is set for other tests (Redis counters would outlive the run and its fresh data).
    // TRUST_PROXY: a spec may stand for another client (its own X-Forwarded-For), so the suite's
    // sign-ins do not all count against one address's 10 a minute (LOGIN_LIMITS).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      TRUST_PROXY: '1',
    },
  },
});
