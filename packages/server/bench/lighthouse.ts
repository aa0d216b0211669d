/**
 * The Lighthouse part: Chromium with a remote-debugging port; Lighthouse's desktop and mobile
 * presets on the login page (signed out), then, once Playwright has signed in (admin@demo.test),
 * on /d/dashboard and /d/units in that browser (local storage kept, so the pages load signed in).
 * The mobile preset is Lighthouse's default: an emulated mid-range phone, 4× CPU slowdown and slow
 * 4G. The top-level figures stay the desktop dashboard's. Lighthouse 13 folds the old
 * 'uses-text-compression' audit into 'document-latency-insight' (compression of the document);
 * the part also lists every text reply over 1 kB that came uncompressed while the browser, with an
 * empty cache, opened the login page, signed in and loaded the dashboard.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright';
import { portBase, sleep } from './lib';

/** One page under one preset. */
export type LighthousePage = {
  url: string;
  preset: 'desktop' | 'mobile';
  performance: number;
  metrics: Record<string, number | null>;
};

export type LighthouseResult = {
  /** Every page under both presets. */
  pages?: LighthousePage[];
  url: string;
  performance: number;
  metrics: Record<string, number | null>;
  /** 'uses-text-compression' when Lighthouse has it, else document-latency-insight's check. */
  text_compression: { audit: string; passed: boolean | null };
  /** Text replies (JS, CSS, HTML, JSON, SVG) over 1 kB of the first visit, sign-in and the dashboard that came without Content-Encoding. */
  uncompressed: { url: string; bytes: number }[];
  lighthouse: string;
};

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
];

export async function measureLighthouse(options: {
  baseUrl: string;
  chromiumPath: string;
}): Promise<LighthouseResult> {
  const { baseUrl, chromiumPath } = options;
  const port = portBase + 4;
  const profile = await mkdtemp(path.join(tmpdir(), 'strata-bench-chromium-'));
  // Its own process group: Chromium's helpers (renderers, crashpad, the GPU and network
  // processes) end with it. They outlived the main process and kept writing into the profile
  // while it was removed (ENOTEMPTY … rmdir …/Default).
  const browserProcess = spawn(
    chromiumPath,
    [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  try {
    const cdp = `http://127.0.0.1:${port}`;
    for (let n = 0; n < 100; n += 1) {
      if (
        await fetch(`${cdp}/json/version`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(200);
    }
    const pages: LighthousePage[] = [];
    const audit = async (pathname: string, preset: LighthousePage['preset']) => {
      const result = await lighthouse(
        `${baseUrl}${pathname}`,
        { port, output: 'json', logLevel: 'error', disableStorageReset: true },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${pathname} (${preset})`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        throw new Error(`Lighthouse (${pathname}, ${preset}): ${lhr.runtimeError.message}`);
      }
      const metric = (id: string) => {
        const value = lhr.audits[id]?.numericValue;
        return value === undefined ? null : Math.round(value);
      };
      pages.push({
        url: pathname,
        preset,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        metrics: {
          fcp_ms: metric('first-contentful-paint'),
          lcp_ms: metric('largest-contentful-paint'),
          tbt_ms: metric('total-blocking-time'),
          cls_x1000:
            lhr.audits['cumulative-layout-shift']?.numericValue === undefined
              ? null
              : Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000),
          speed_index_ms: metric('speed-index'),
        },
      });
      return lhr;
    };
    // The login page as a visitor sees it: nothing stored yet.
    for (const preset of ['desktop', 'mobile'] as const) await audit('/d/login', preset);

    const browser = await chromium.connectOverCDP(cdp);
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    // Every text reply of a first visit (empty cache), sign-in and the dashboard: which came
    // uncompressed.
    const uncompressed: { url: string; bytes: number }[] = [];
    const seen: Promise<void>[] = [];
    page.on('response', (response) => {
      seen.push(
        (async () => {
          const headers = await response.allHeaders();
          const type = headers['content-type'] ?? '';
          if (!/javascript|css|html|json|svg|text\//.test(type) || headers['content-encoding'])
            return;
          const body = await response.body().catch(() => null);
          const bytes = body?.length ?? Number(headers['content-length'] ?? 0);
          if (bytes > 1024) uncompressed.push({ url: response.url().replace(baseUrl, ''), bytes });
        })(),
      );
    });
    await page.goto(`${baseUrl}/d/login`);
    await page.getByLabel(/Email or username/).fill('admin@demo.test');
    await page.getByLabel(/^Password/).fill('demo1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/d\/dashboard$/);
    await page.waitForLoadState('networkidle');
    await Promise.all(seen);
    await page.close();
    await browser.close(); // Disconnects Playwright; Chromium keeps running for Lighthouse.

    const url = `${baseUrl}/d/dashboard`;
    const lhr = await audit('/d/dashboard', 'desktop');
    await audit('/d/dashboard', 'mobile');
    for (const preset of ['desktop', 'mobile'] as const) await audit('/d/units', preset);
    const dashboard = pages[2]!;
    let text_compression: LighthouseResult['text_compression'];
    const legacy = lhr.audits['uses-text-compression'];
    if (legacy) {
      text_compression = {
        audit: 'uses-text-compression',
        passed: legacy.score === null ? null : legacy.score >= 0.9,
      };
    } else {
      const details = lhr.audits['document-latency-insight']?.details as
        { items?: Record<string, { value?: boolean }> } | undefined;
      const check = details?.items?.usesCompression?.value;
      text_compression = {
        audit: 'document-latency-insight › usesCompression',
        passed: check === undefined ? null : check,
      };
    }
    return {
      pages,
      url: url.replace(baseUrl, ''),
      performance: dashboard.performance,
      metrics: dashboard.metrics,
      text_compression,
      uncompressed,
      lighthouse: lhr.lighthouseVersion,
    };
  } finally {
    if (browserProcess.exitCode === null) {
      const exited = new Promise((resolve) => browserProcess.once('exit', resolve));
      // The whole group, helpers included.
      try {
        process.kill(-browserProcess.pid!, 'SIGTERM');
      } catch {
        browserProcess.kill('SIGTERM');
      }
      await exited;
    }
    // A helper may still be closing its files: retry the removal a few times.
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}
