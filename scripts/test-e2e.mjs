// Builds the dashboard and the server as `pnpm start` does, then drives them in Chromium.
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { pnpm } from './lib/pnpm.mjs';
import { run } from './lib/run.mjs';

const chrome = ensureChromium();

for (const filter of ['@strata/app', '@strata/server']) {
  const [command, args] = pnpm(['--filter', filter, 'build']);
  const code = await run(command, args);
  if (code !== 0) process.exit(code);
}

const code = await run(
  path.join('node_modules', '.bin', 'playwright'),
  ['test', ...process.argv.slice(2)],
  { env: { ...process.env, CHROME_PATH: chrome } },
);
process.exit(code);
