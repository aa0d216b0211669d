// What the browser downloads for a route, measured in Chromium (the size budgets, ADR 0004): every JavaScript and
// CSS file the page requests until the network is idle, each counted at its gzip size (level 9,
// as the build's .gz copies). Used by scripts/check-size.mjs (the budgets of `pnpm test`) and by
// the benchmark's bundle table.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The demo account the dashboard is measured as (seeded by the server on a fresh database). */
export const DEMO_ADMIN = { login: 'admin@demo.test', password: 'demo1234' };

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Opens `url` in a fresh context (empty cache, no service worker) and sums what it downloads.
 * `ready` waits for the page's own sign that it rendered; then the network must go idle.
 */
async function measurePage(browser, url, { storageState, ready }) {
  const context = await browser.newContext({ serviceWorkers: 'block', storageState });
  const page = await context.newPage();
  const bodies = new Map();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const kind = type === 'script' ? 'js' : 'css';
    bodies.set(
      response.url(),
      response.body().then((body) => ({ kind, body })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  try {
    await ready(page);
  } catch (error) {
    if (process.env.SIZE_DEBUG) await page.screenshot({ path: process.env.SIZE_DEBUG });
    throw error;
  }
  await page.waitForLoadState('networkidle');
  const files = [];
  for (const [fileUrl, pending] of bodies) {
    const { kind, body } = await pending;
    const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length;
    files.push({ url: new URL(fileUrl).pathname, kind, bytes: body.length, gzip });
  }
  await context.close();
  const sum = (kind) =>
    files
      .filter((file) => !kind || file.kind === kind)
      .reduce((total, file) => total + file.gzip, 0);
  return { js: sum('js'), css: sum('css'), total: sum(), files };
}

/** Signs the demo admin in through the login form; returns the browser state it leaves. */
async function signedInState(browser, baseUrl, { login, password }) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(new URL('/d/login', baseUrl).href);
  await page.getByLabel(/Email or username/).fill(login);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/d\/dashboard$/);
  const state = await context.storageState();
  await context.close();
  return state;
}

// The day's announcement may open over the shell (hiding it from the accessibility tree).
const dashboardShown = (page) =>
  page.getByRole('heading', { name: 'Dashboard', level: 1, includeHidden: true }).waitFor();

/**
 * The dashboard read to its end: the announcement closed (Escape) if it opened, each doughnut
 * chart scrolled into view in turn and its canvas drawn (DoughnutChart loads chart.js only
 * when a chart nears the viewport, and says `data-state="drawn"` once it has drawn).
 */
async function dashboardChartsDrawn(page) {
  await dashboardShown(page);
  const charts = page.locator('[data-slot="doughnut-chart-canvas"]');
  await charts.first().waitFor({ state: 'attached' });
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) {
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }
  const count = await charts.count();
  for (let index = 0; index < count; index += 1) {
    await charts.nth(index).scrollIntoViewIfNeeded();
    await charts.nth(index).and(page.locator('[data-state="drawn"]')).waitFor();
  }
}

/**
 * Each loaded cold in Chromium (1280×720): `login`, the login route (/d/login, signed out);
 * `dashboard`, the dashboard (/d/dashboard, signed in as the demo admin) as it first shows;
 * `dashboardCharts`, the same dashboard once scrolled to its charts and they are drawn (so with
 * chart.js). Returns per measurement the gzip bytes of its JavaScript, its CSS, their total, and
 * the files.
 */
export async function measureRouteSizes({ baseUrl, chromiumPath, account = DEMO_ADMIN }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: LAUNCH_ARGS });
  try {
    const login = await measurePage(browser, new URL('/d/login', baseUrl).href, {
      ready: (page) => page.getByRole('button', { name: 'Login' }).waitFor(),
    });
    const storageState = await signedInState(browser, baseUrl, account);
    const dashboardUrl = new URL('/d/dashboard', baseUrl).href;
    const dashboard = await measurePage(browser, dashboardUrl, {
      storageState,
      ready: dashboardShown,
    });
    const dashboardCharts = await measurePage(browser, dashboardUrl, {
      storageState,
      ready: dashboardChartsDrawn,
    });
    return { login, dashboard, dashboardCharts };
  } finally {
    await browser.close();
  }
}

/**
 * Starts the built server (packages/server/dist/main.js, the built app in packages/app/dist) on
 * `port` over a fresh embedded database with the demo data; resolves once /healthz answers.
 * Returns its base URL and `stop()`.
 */
export async function startBuiltServer({ port }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'strata-size-'));
  const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://localhost:${port}`;
  for (const started = Date.now(); ;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with code ${server.exitCode} before answering /healthz`);
    }
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 60_000) {
      await stop();
      throw new Error(`the server did not answer ${baseUrl}/healthz within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
