/**
 * The bundle-size part: gzip JavaScript and CSS per route. When scripts/lib/route-sizes.mjs
 * exists (the Chromium measurement of each route, ADR 0004), its figures are used; until then the
 * login route is read from Vite's manifest (scripts/lib/login-chunks.mjs, as the size check does)
 * and the dashboard is left unmeasured. The result says which method was used.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { root } from './lib';

export type RouteSize = {
  route: string;
  js_gzip_kb: number | null;
  css_gzip_kb: number | null;
  note?: string;
};

export type SizesResult = {
  method: string;
  routes: RouteSize[];
  /** What route-sizes.mjs answered, as it answered it. */
  raw?: unknown;
};

const kb = (bytes: number) => Math.round(bytes / 100) / 10;

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

type Manifest = Record<
  string,
  { file: string; css?: string[]; isEntry?: boolean; imports?: string[] }
>;

/** What route-sizes.mjs answers per route: gzip bytes of its JavaScript, its CSS, and the files. */
type ChromiumRoute = { js: number; css: number; total: number; files?: unknown[] };

/** route-sizes.mjs's answer (`{ login: {…}, dashboard: {…} }`) as the table's rows. */
function rowsOf(raw: Record<string, ChromiumRoute>): RouteSize[] {
  return Object.entries(raw).map(([route, figures]) => {
    if (typeof figures?.js !== 'number' || typeof figures.css !== 'number') {
      throw new Error(`route-sizes.mjs answered ${route} without js and css byte counts`);
    }
    const note = ROUTE_NOTES[route];
    return {
      route,
      js_gzip_kb: kb(figures.js),
      css_gzip_kb: kb(figures.css),
      ...(note && { note }),
    };
  });
}

/** What a measurement of route-sizes.mjs covers, where its name does not say it all. */
const ROUTE_NOTES: Record<string, string> = {
  login: '/d/login signed out',
  dashboard: 'first view at 1280×720 (the charts load chart.js near the viewport)',
  dashboardCharts: 'the dashboard scrolled to its drawn charts, chart.js included',
};

export async function measureSizes(options: {
  baseUrl: string;
  chromiumPath: string | undefined;
}): Promise<SizesResult> {
  const chromiumModule = path.join(root, 'scripts', 'lib', 'route-sizes.mjs');
  if (existsSync(chromiumModule)) {
    const { measureRouteSizes } = (await import(pathToFileURL(chromiumModule).href)) as {
      measureRouteSizes: (options: {
        baseUrl: string;
        chromiumPath: string | undefined;
      }) => Promise<Record<string, ChromiumRoute>>;
    };
    const raw = await measureRouteSizes(options);
    return { method: 'Chromium (scripts/lib/route-sizes.mjs)', routes: rowsOf(raw), raw };
  }
  const { distDir, loginRouteFiles, readManifest } = (await import(
    pathToFileURL(path.join(root, 'scripts', 'lib', 'login-chunks.mjs')).href
  )) as {
    distDir: string;
    loginRouteFiles: (manifest: Manifest) => string[];
    readManifest: () => Manifest;
  };
  const manifest = readManifest();
  const js = loginRouteFiles(manifest);
  const files = new Set(js);
  const css = Object.values(manifest)
    .filter((chunk) => files.has(chunk.file))
    .flatMap((chunk) => chunk.css ?? []);
  const sum = (list: string[]) =>
    list.reduce((total, file) => total + gzipBytes(path.join(distDir, file)), 0);
  return {
    method:
      "Vite's manifest (scripts/lib/login-chunks.mjs: entry + login chunks and their CSS, gzip -9 per file); scripts/lib/route-sizes.mjs is not there yet",
    routes: [
      { route: 'login', js_gzip_kb: kb(sum(js)), css_gzip_kb: kb(sum([...new Set(css)])) },
      {
        route: 'dashboard',
        js_gzip_kb: null,
        css_gzip_kb: null,
        note: 'needs the Chromium measurement (route-sizes.mjs)',
      },
    ],
  };
}
