// `pnpm test` step "size": builds the app, then fails when a chunk the login route loads carries
// chart.js code (charts load only with the dashboard) or zod (reply schemas load only in
// development, realtime decoding after sign-in), or when those chunks pass 155 kB gzipped
// (size-limit with .size-limit.mjs). `--no-build` checks the existing dist.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { distDir, loginRouteFiles } from './lib/login-chunks.mjs';
import { pnpm } from './lib/pnpm.mjs';
import { run } from './lib/run.mjs';

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

if (!process.argv.includes('--no-build')) {
  const [command, args] = pnpm(['--filter', '@strata/app', 'build']);
  const code = await run(command, args);
  if (code !== 0) process.exit(code);
}

let failed = false;
let files;
try {
  files = loginRouteFiles();
} catch (error) {
  console.error(`FAIL ${error.message}`);
  process.exit(1);
}
console.log(`login route loads ${files.length} JavaScript files: ${files.join(', ')}`);
for (const file of files) {
  // The build writes source maps; their `sources` name every module bundled into the chunk.
  const map = path.join(distDir, `${file}.map`);
  if (!existsSync(map)) {
    console.error(`FAIL ${file}: no source map, cannot tell what it bundles (build.sourcemap)`);
    failed = true;
    continue;
  }
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
  for (const { name, source } of FORBIDDEN) {
    const found = sources.filter((path) => source.test(path));
    if (found.length > 0) {
      console.error(`FAIL ${file} carries ${name}: ${found.slice(0, 3).join(', ')}`);
      failed = true;
    }
  }
}
if (!failed) {
  const names = FORBIDDEN.map(({ name }) => name).join(' or ');
  console.log(`ok   no chunk the login route loads carries ${names}`);
}

const [command, args] = pnpm(['exec', 'size-limit']);
const code = await run(command, args);
process.exit(failed || code !== 0 ? 1 : 0);
