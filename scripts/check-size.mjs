// `pnpm test` step "size": builds the app and the server, starts the server on SIZE_PORT (default
// 8198) over a fresh demo database, and loads the login route and the signed-in dashboard in
// Chromium (scripts/lib/route-sizes.mjs). Fails when the JavaScript and CSS a route downloads pass
// its gzip budget (issue 17: login 115 kB, dashboard 190 kB), or when a file the login route loads
// carries chart.js (charts load with the dashboard) or zod (reply schemas load only in
// development, realtime decoding after sign-in). `--no-build` measures the existing builds.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.mjs';
import { pnpm } from './lib/pnpm.mjs';
import { measureRouteSizes, startBuiltServer } from './lib/route-sizes.mjs';
import { run } from './lib/run.mjs';

/**
 * Gzip budgets per route, in kB (1,000 bytes, as the build's report and size-limit count). Issue
 * 17's targets are 115 (login) and 190 (dashboard); they are NOT met yet: react-dom, react-router,
 * React and the CSS alone take the login route to ~106 kB, and chart.js's core is ~50 kB of the
 * dashboard. The login budget holds its measured size (153.9 kB in Chromium, after the catalogs'
 * split into boot and signed-in parts) with ~1 % headroom; the dashboard's holds 261.3 kB, measured
 * once the signed-in layout loads its menus, dialogs, chat panels and install banner only when
 * asked for, with ~1 % headroom. Nothing grows while the issue stays open; lower them as the
 * routes shrink.
 */
const BUDGETS = { login: 155.5, dashboard: 264 };

/** Code that must not reach a login chunk: what it is, and the sources that carry it. */
const FORBIDDEN = [
  {
    name: 'chart.js code',
    source: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(chart\.js|react-chartjs-2)\//,
  },
  // zod itself, or the domain's reply schemas (api functions name routes; schemas load lazily).
  {
    name: 'zod or the reply schemas',
    source:
      /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?zod\/|packages\/domain\/src\/responses\//,
  },
];

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
for (const { url, kind } of sizes.login.files) {
  if (kind !== 'js') continue;
  const map = path.join(distDir, `${url}.map`);
  if (!existsSync(map)) {
    console.error(`FAIL ${url}: no source map, cannot tell what it bundles (build.sourcemap)`);
    failed = true;
    continue;
  }
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
  for (const { name, source } of FORBIDDEN) {
    const found = sources.filter((file) => source.test(file));
    if (found.length > 0) {
      console.error(`FAIL ${url} carries ${name}: ${found.slice(0, 3).join(', ')}`);
      failed = true;
    }
  }
}
if (!failed) {
  const names = FORBIDDEN.map(({ name }) => name).join(' or ');
  console.log(`ok   no file the login route loads carries ${names}`);
}

// The login route carries only the boot part of the catalog (packages/app/catalog-parts.ts); a
// message it shows from the signed-in part would read as its id. Compiled code asks for messages
// as {id:`xxxxxx`} (6-character hashes); the compiled catalog defines them as "xxxxxx":[…].
const asked = new Set();
const defined = new Set();
for (const { url, kind } of sizes.login.files) {
  if (kind !== 'js') continue;
  const code = readFileSync(path.join(distDir, url), 'utf8');
  for (const [, id] of code.matchAll(/\bid:`([\w+/=-]{6})`/g)) asked.add(id);
  for (const [, id] of code.matchAll(/"([\w+/=-]{6})":[["]/g)) defined.add(id);
}
const missing = [...asked].filter((id) => !defined.has(id));
if (missing.length > 0) {
  console.error(
    `FAIL the login route asks for ${missing.length} messages its catalog part lacks (${missing.slice(0, 5).join(', ')}): add their source to isBootSource in packages/app/catalog-parts.ts`,
  );
  failed = true;
} else {
  console.log(`ok   the login route's catalog part holds all ${asked.size} messages it asks for`);
}
console.log(`measured in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed ? 1 : 0);
