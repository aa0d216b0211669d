// `pnpm test` step "size": builds the app and the server, starts the server on SIZE_PORT (default
// 8198) over a fresh demo database, and loads in Chromium (scripts/lib/route-sizes.mjs) the login
// route, the signed-in dashboard's first view, and the dashboard scrolled to its drawn charts.
// Fails when the JavaScript and CSS one downloads pass its gzip budget, when a file the login
// route loads carries chart.js or zod (reply schemas load only in development, realtime decoding
// after sign-in), when a file of the dashboard's first view carries chart.js (it loads when a
// chart nears the viewport), or when a route asks for a message its catalog parts lack. Every
// budget and why: ADR 0004. `--no-build` measures the existing builds.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.mjs';
import { pnpm } from './lib/pnpm.mjs';
import { measureRouteSizes, startBuiltServer } from './lib/route-sizes.mjs';
import { run } from './lib/run.mjs';

/**
 * Gzip budgets per measurement, in kB (1,000 bytes, as the build's report and size-limit count);
 * ADR 0004 has what each measures, its history and why.
 * - login: measured 141.4 kB. React and react-dom ~69, React Router's data router, tailwind-merge
 *   (ADR 0010); the entry carries only what runs before sign-in.
 * - dashboard: its first view at 1280×720, measured 201.8 kB; chart.js loads when a chart nears
 *   the viewport.
 * - dashboardCharts: the same page scrolled to its drawn charts, chart.js included, measured
 *   256.8 kB.
 */
const BUDGETS = { login: 145, dashboard: 217, dashboardCharts: 273 };

const chartJs = {
  name: 'chart.js code',
  source: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(chart\.js|react-chartjs-2)\//,
};

/** Code that must not reach a measurement's files: what it is, and the sources that carry it. */
const FORBIDDEN = {
  login: [
    chartJs,
    // zod itself, the domain's wire schemas (calls name their schemas; they load lazily in
    // development only), or the server's message catalog.
    {
      name: 'zod, the wire schemas or the message catalog',
      source:
        /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?zod\/|packages\/domain\/src\/(responses|schemas|contract\/wire-schemas|messages\/catalog)/,
    },
  ],
  // The charts load chart.js when they near the viewport, not with the dashboard's first view.
  dashboard: [chartJs],
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'packages', 'app', 'dist');

if (!process.argv.includes('--no-build')) {
  for (const filter of ['@strata/app', '@strata/server']) {
    const [command, args] = pnpm(['--filter', filter, 'build']);
    const code = await run(command, args);
    if (code !== 0) process.exit(code);
  }
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const chromiumPath = ensureChromium();
const started = Date.now();
const server = await startBuiltServer({ port: Number(process.env.SIZE_PORT ?? 8198) });
let sizes;
try {
  sizes = await measureRouteSizes({ baseUrl: server.baseUrl, chromiumPath });
} finally {
  await server.stop();
}

let failed = false;
for (const [route, budget] of Object.entries(BUDGETS)) {
  const { js, css, total, files } = sizes[route];
  const verdict = total <= budget * 1000 ? 'ok  ' : 'FAIL';
  if (verdict === 'FAIL') failed = true;
  console.log(
    `${verdict} ${route}: ${kB(total)} gzip of ${budget} kB (JavaScript ${kB(js)}, CSS ${kB(css)}, ${files.length} files)`,
  );
  for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`       ${kB(file.gzip).padStart(9)}  ${file.url}`);
  }
}

// The build writes source maps; their `sources` name every module bundled into a file.
for (const [route, forbidden] of Object.entries(FORBIDDEN)) {
  let carried = false;
  for (const { url, kind } of sizes[route].files) {
    if (kind !== 'js') continue;
    const map = path.join(distDir, `${url}.map`);
    if (!existsSync(map)) {
      console.error(`FAIL ${url}: no source map, cannot tell what it bundles (build.sourcemap)`);
      carried = true;
      continue;
    }
    const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
    for (const { name, source } of forbidden) {
      const found = sources.filter((file) => source.test(file));
      if (found.length > 0) {
        console.error(`FAIL ${route}: ${url} carries ${name}: ${found.slice(0, 3).join(', ')}`);
        carried = true;
      }
    }
  }
  if (carried) failed = true;
  else {
    const names = forbidden.map(({ name }) => name).join(' or ');
    console.log(`ok   no file ${route} loads carries ${names}`);
  }
}

// The login route carries only the boot part of the catalog (packages/app/build/catalog-parts.ts), the
// dashboard the boot and signed-in parts; a message they show from a part they did not load would
// read as its id. Compiled code asks for messages as {id:`xxxxxx`} (6-character hashes); the
// compiled catalog defines them as "xxxxxx":[…].
const PART_HINT = {
  login: 'add their source to isBootSource in packages/app/build/catalog-parts.ts',
  dashboard:
    'their feature belongs in SIGNED_IN_FEATURES (packages/app/src/lib/catalog-features.ts)',
};
for (const route of ['login', 'dashboard']) {
  const asked = new Set();
  const defined = new Set();
  for (const { url, kind } of sizes[route].files) {
    if (kind !== 'js') continue;
    const code = readFileSync(path.join(distDir, url), 'utf8');
    for (const [, id] of code.matchAll(/\bid:`([\w+/=-]{6})`/g)) asked.add(id);
    for (const [, id] of code.matchAll(/"([\w+/=-]{6})":[["]/g)) defined.add(id);
  }
  const missing = [...asked].filter((id) => !defined.has(id));
  if (missing.length > 0) {
    console.error(
      `FAIL ${route} asks for ${missing.length} messages its catalog parts lack (${missing.slice(0, 5).join(', ')}): ${PART_HINT[route]}`,
    );
    failed = true;
  } else {
    console.log(`ok   ${route}'s catalog parts hold all ${asked.size} messages it asks for`);
  }
}
console.log(`measured in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed ? 1 : 0);
