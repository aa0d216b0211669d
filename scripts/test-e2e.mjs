// Builds the dashboard and the server as `pnpm start` does, then drives them in Chromium.
// `--no-build` drives the builds that exist (`pnpm test` builds them once for several steps); any
// other argument goes to Playwright.
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { pnpm } from './lib/pnpm.mjs';
import { run } from './lib/run.mjs';

const chrome = ensureChromium();
const args = process.argv.slice(2);

for (const filter of args.includes('--no-build') ? [] : ['@strata/app', '@strata/server']) {
  const [command, buildArgs] = pnpm(['--filter', filter, 'build']);
  const code = await run(command, buildArgs);
  if (code !== 0) process.exit(code);
}

const code = await run(
  path.join('node_modules', '.bin', 'playwright'),
  ['test', ...args.filter((arg) => arg !== '--no-build')],
  { env: { ...process.env, CHROME_PATH: chrome } },
);
process.exit(code);
